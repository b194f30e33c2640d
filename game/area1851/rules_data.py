"""Area 1851's components and set-up tables, loaded from ``data/area1851/`` and checked for meaning.

The models of ``game.area1851.data_files`` check each file's shape; ``game.area1851.data_checks``
checks what shapes cannot say (totals that add up, costs the dice can pay, sockets, factions and
effect primitives that exist, a deck that can be built for every player count). Every problem
names the file, the entry and the field, so a person correcting a card for their own copy can
find it.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple, TypedDict, cast

from game.area1851.data_files import EventsFile, FeatsFile, SetupFile, TinkerFile
from game.core.data import load
from game.core.errors import DataError
from game.core.paths import data_root

TINKER_FILE = "area1851/tinker.yaml"
EVENTS_FILE = "area1851/events.yaml"
FEATS_FILE = "area1851/feats.yaml"
SETUP_FILE = "area1851/setup.yaml"
REFERENCE_FILE = "area1851/reference.md"


class TinkerCard(NamedTuple):
    """One Tinker card (or a won Universal Modification, which plays as one)."""

    id: str
    name: str
    kind: str  # "gadget" or "mod"
    faction: str | None  # None: the Universal Modification, which takes its gadget's faction
    cost: int
    rep: int
    sockets: tuple[str, ...] = ()  # a gadget's sockets in card order
    socket: str | None = None  # a modification's socket type; None fits any socket

    @property
    def universal(self) -> bool:
        return self.kind == "mod" and self.socket is None


class DeliveryBonus(TypedDict):
    faction: str
    rep: int


EventEffects = TypedDict("EventEffects", {
    "pass": str, "end": bool, "bid_for_self": bool, "bring_assistant": int, "ap": int,
    "delivery_bonus": DeliveryBonus, "close": str, "dice": int, "draw": int, "scrap_from_deck": int,
    "rep_per_table_gadget": int,
}, total=False)
"""An Event card's effects: the primitives it lists (``game.area1851.primitives.EVENT_PRIMITIVES``)."""


class EventCard(NamedTuple):
    id: str
    type: str
    name: str
    effects: EventEffects
    text: str


class FeatCard(NamedTuple):
    id: str
    type: str
    name: str
    when: str
    requires: dict[str, int | bool | str]
    reward: int
    text: str


class Bonus(NamedTuple):
    """A location level's bonus: its primitive and value."""

    kind: str
    value: int


class Location(NamedTuple):
    id: str
    name: str
    levels: tuple[Bonus, Bonus]
    texts: tuple[str, str]


def copy_ids(type_id: str, copies: int) -> list[str]:
    return [f"{type_id}-{n}" for n in range(1, copies + 1)]


class Area1851Data:
    """Every Area 1851 fact the rules need, read once from the YAML files."""

    def __init__(self, tinker: TinkerFile, events: EventsFile, feats: FeatsFile, setup: SetupFile,
                 players: tuple[int, int] = (2, 5), segments: tuple[int, ...] = (4,),
                 player_colours: tuple[str, ...] = ()):
        from game.area1851.data_checks import problems_of
        problems = problems_of(tinker, events, feats, setup, players, segments, player_colours)
        if problems:
            raise DataError("\n".join(problems))
        self.setup = setup
        self.factions: tuple[str, ...] = tuple(f.id for f in tinker.factions)
        self.faction_info = {f.id: f for f in tinker.factions}
        self.socket_types: tuple[str, ...] = tuple(s.id for s in tinker.sockets)
        self.socket_info = {s.id: s for s in tinker.sockets}
        self.cards: dict[str, TinkerCard] = {}
        for g in tinker.gadgets:
            for cid in copy_ids(g.id, g.copies):
                self.cards[cid] = TinkerCard(cid, g.name, "gadget", g.faction, g.cost, g.rep, tuple(g.sockets))
        for m in tinker.modifications:
            for cid in copy_ids(m.id, m.copies):
                self.cards[cid] = TinkerCard(cid, m.name, "mod", m.faction, m.cost, m.rep, (), m.socket)
        self.tinker_ids: tuple[str, ...] = tuple(self.cards)
        self.events: dict[str, EventCard] = {}
        for e in events.events:
            for cid in copy_ids(e.id, e.copies):
                # the data checks above refused any effect of a wrong name or value
                self.events[cid] = EventCard(cid, e.id, e.name, cast(EventEffects, dict(e.effects)), e.text)
        self.event_ids: tuple[str, ...] = tuple(self.events)
        universal = tinker.universal
        self.universal_ids: tuple[str, ...] = tuple(c for c, e in self.events.items() if e.type == universal.event)
        for cid in self.universal_ids:
            self.cards[cid] = TinkerCard(cid, self.events[cid].name, "mod", None, universal.cost, universal.rep)
        self.closers: tuple[str, ...] = tuple(f"{type_id}-1" for type_id in setup.segment_closers)
        self.pool: tuple[str, ...] = tuple(c for c in self.event_ids
                                           if c not in self.closers and c not in self.universal_ids)
        self.feats: dict[str, FeatCard] = {}
        for f in feats.feats:
            for cid in copy_ids(f.id, f.copies):
                self.feats[cid] = FeatCard(cid, f.id, f.name, f.when, dict(f.requires), f.reward, f.text)
        self.feat_ids: tuple[str, ...] = tuple(self.feats)
        self.state_feats = frozenset(f for f, info in self.feats.items() if info.when == "state")
        self.locations: dict[str, Location] = {}
        for loc in setup.locations:
            level1, level2 = (Bonus(*next(iter(level.items()))) for level in (loc.level1, loc.level2))
            self.locations[loc.id] = Location(loc.id, loc.name, (level1, level2), (loc.text1, loc.text2))
        self.location_ids: tuple[str, ...] = tuple(self.locations)
        self.die_names: tuple[str, ...] = tuple(f"d{n}" for n in range(1, setup.dice + 1))
        self.assistant_names: tuple[str, ...] = tuple(f"a{n}" for n in range(1, setup.assistants.total + 1))

    def name(self, card: str) -> str:
        """A card's public name, from any deck: "Brass Rivet", "Help Wanted", "Crowd Pleaser"."""
        for table in (self.cards, self.events, self.feats):
            if card in table:
                return table[card].name
        return card

    def universal_count(self, players: int) -> int:
        return self.setup.universal_by_players[players]


def _game_facts() -> tuple[tuple[int, int], tuple[int, ...], tuple[str, ...]]:
    """From game.yaml: the player range, the segment choices and the player colours."""
    from game.core.registry import game_info
    info = game_info("area1851")
    mode = info.modes[0]
    segments = next((tuple(int(c) for c in o.choices) for o in mode.options if o.id == "segment"), (4,))
    return (mode.min_players, mode.max_players), segments, tuple(info.colours)


@cache
def area1851_data() -> Area1851Data:
    players, segments, colours = _game_facts()
    return Area1851Data(load(TinkerFile, TINKER_FILE), load(EventsFile, EVENTS_FILE), load(FeatsFile, FEATS_FILE),
                        load(SetupFile, SETUP_FILE), players, segments, colours)


def check_all() -> list[str]:
    """Load the Area 1851 files afresh (for validate-data); raises DataError when one is bad."""
    area1851_data.cache_clear()
    data = area1851_data()
    if not (data_root() / REFERENCE_FILE).exists():
        raise DataError(f"{REFERENCE_FILE}: the rules reference is missing.")
    gadgets = sum(1 for c in data.tinker_ids if data.cards[c].kind == "gadget")
    return [f"{TINKER_FILE} ({len(data.tinker_ids)} Tinker cards: {gadgets} gadgets, "
            f"{len(data.tinker_ids) - gadgets} modifications)",
            f"{EVENTS_FILE} ({len(data.event_ids)} Event cards, {len(data.universal_ids)} Universal Modifications)",
            f"{FEATS_FILE} ({len(data.feat_ids)} Feat cards)",
            f"{SETUP_FILE} ({len(data.locations)} locations)"]
