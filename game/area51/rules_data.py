"""Area 51's components and set-up tables, loaded from ``data/area51/`` and checked for meaning.

The models check the shape of each file; ``Area51Data`` checks what the shapes cannot say
(totals that add up, deals that fit the starting cards, boards whose icons match the player
count). Every problem names the file, the entry and the field, so a person correcting a
count for their own copy of the game can find it.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from pydantic import Field

from game.core.data import Id, Strict, load, read_data_text
from game.core.errors import DataError
from game.core.paths import data_root
from game.core.registry import game_info
from game.core.wording import plural

CARDS_FILE = "area51/cards.yaml"
SETUP_FILE = "area51/setup.yaml"
REFERENCE_FILE = "area51/reference.md"
LOWEST_VALUE, HIGHEST_VALUE = 1, 4
"""Artifacts are numbered 1 to 4 (rulebook: Collect Three New Artifacts)."""


class ArtifactColour(Strict):
    id: Id
    category: str


class CardGroup(Strict):
    colour: str
    value: int
    starting: bool
    count: int = Field(ge=0)


class Totals(Strict):
    cards: int = Field(ge=1)
    starting: int = Field(ge=0)
    colours: dict[str, int]


class CardsFile(Strict):
    colours: list[ArtifactColour] = Field(min_length=1)
    totals: Totals
    cards: list[CardGroup] = Field(min_length=1)


class Side(Strict):
    spaces: int = Field(ge=1)
    hangars: list[str] = Field(min_length=1)
    markers: int = Field(ge=0)
    icons: int = Field(ge=1)


class VehicleKind(Strict):
    kind: Id
    way: Id


class TokenType(Strict):
    id: Id
    sides: list[int] = Field(min_length=1)
    count: int = Field(ge=1)


class TwoPlayer(Strict):
    set_up_as: int
    pairs: list[list[str]] = Field(min_length=2, max_length=2)


class SetupFile(Strict):
    regions: list[str] = Field(min_length=2)
    sides: dict[str, Side] = Field(min_length=1)
    boards: dict[int, list[str]] = Field(min_length=1)
    security_markers: int = Field(ge=0)
    towers_per_colour: int = Field(ge=0)
    tower_removal: dict[int, dict[str, int]]
    deal: int = Field(ge=0)
    starting_returned: dict[int, int]
    display: int = Field(ge=1)
    takes: int = Field(ge=1)
    bonus: list[int] = Field(min_length=1)
    caps: int = Field(ge=1)
    vehicles: list[VehicleKind] = Field(min_length=1)
    numbered_tokens: list[TokenType] = Field(min_length=1)
    max_number: int = Field(ge=1, le=8)
    """The highest number a vehicle may show: the rulebook's 8."""
    two_player: TwoPlayer


class Card(NamedTuple):
    id: str
    colour: str
    value: int
    starting: bool

    @property
    def label(self) -> str:
        """The card's public name, its type: "orange 2"."""
        return f"{self.colour} {self.value}"


def card_id(colour: str, value: int, starting: bool, copy: int) -> str:
    return f"{colour}{value}{'s' if starting else ''}-{copy}"


class Area51Data:
    """Every Area 51 fact the rules need, read once from the YAML files."""

    def __init__(self, cards: CardsFile, setup: SetupFile, reference: str = ""):
        self.cards_file = cards
        self.setup = setup
        problems = _card_problems(cards, reference) + _setup_problems(setup, cards) + _player_count_problems(setup)
        if problems:
            raise DataError("\n".join(problems))
        self.colours: tuple[str, ...] = tuple(c.id for c in cards.colours)
        self.category = {c.id: c.category for c in cards.colours}
        self.cards: dict[str, Card] = {}
        for group in cards.cards:
            for copy in range(1, group.count + 1):
                cid = card_id(group.colour, group.value, group.starting, copy)
                self.cards[cid] = Card(cid, group.colour, group.value, group.starting)
        self.card_ids: tuple[str, ...] = tuple(self.cards)
        self.colour_of = {cid: c.colour for cid, c in self.cards.items()}
        self.value_of = {cid: c.value for cid, c in self.cards.items()}
        self.label_of = {cid: c.label for cid, c in self.cards.items()}
        self.starting_cards = tuple(cid for cid, c in self.cards.items() if c.starting)
        self.main_cards = tuple(cid for cid, c in self.cards.items() if not c.starting)
        self.vehicles: tuple[str, ...] = tuple(f"{v.kind}-{colour}" for v in setup.vehicles for colour in self.colours)
        self.vehicle_colour = {f"{v.kind}-{c}": c for v in setup.vehicles for c in self.colours}
        self.vehicle_kind = {f"{v.kind}-{c}": v.kind for v in setup.vehicles for c in self.colours}
        self.token_types: tuple[str, ...] = tuple(t.id for t in setup.numbered_tokens)
        self.token_counts = {t.id: t.count for t in setup.numbered_tokens}
        self.token_type_of_value = {side: t.id for t in setup.numbered_tokens for side in t.sides}
        self.pairs: tuple[tuple[str, ...], ...] = tuple(tuple(p) for p in setup.two_player.pairs)

    def sides_for(self, players: int) -> tuple[str, ...]:
        """The side of each region (A, B, C) for a player count (2 players: as 4)."""
        return tuple(self.setup.boards[self.set_up_as(players)])

    def set_up_as(self, players: int) -> int:
        """The player count whose set-up row a game uses (the two-player game uses four's)."""
        return self.setup.two_player.set_up_as if players == 2 else players

    def towers_for(self, players: int) -> dict[str, int]:
        removed = self.setup.tower_removal[self.set_up_as(players)]
        return {c: self.setup.towers_per_colour - removed.get(c, 0) for c in self.colours}

    def returned_for(self, players: int) -> int:
        return self.setup.starting_returned[self.set_up_as(players)]


def _card_problems(cards: CardsFile, reference: str) -> list[str]:
    problems = []
    colours = [c.id for c in cards.colours]
    if len(set(colours)) != len(colours):
        problems.append(f"{CARDS_FILE}: field 'colours': a colour is listed twice ({', '.join(colours)}).")
    seen = set()
    for number, group in enumerate(cards.cards, start=1):
        where = f"{CARDS_FILE}: entry {number} of 'cards' ({group.colour} {group.value})"
        if group.colour not in colours:
            problems.append(f"{where}, field 'colour': '{group.colour}' is not one of {', '.join(colours)}.")
        if not LOWEST_VALUE <= group.value <= HIGHEST_VALUE:
            problems.append(f"{where}, field 'value': artifacts are numbered {LOWEST_VALUE} to {HIGHEST_VALUE}.")
        key = (group.colour, group.value, group.starting)
        if key in seen:
            problems.append(f"{where}: this colour, value and kind (starting or main) appear twice; "
                            "add the counts into one entry.")
        seen.add(key)
    total = sum(g.count for g in cards.cards)
    starting = sum(g.count for g in cards.cards if g.starting)
    if total != cards.totals.cards:
        problems.append(f"{CARDS_FILE}: field 'totals', entry 'cards': the table holds {total} cards, "
                        f"not {cards.totals.cards}; correct the table or the total.")
    if starting != cards.totals.starting:
        problems.append(f"{CARDS_FILE}: field 'totals', entry 'starting': the table holds {starting} starting "
                        f"cards, not {cards.totals.starting}.")
    for colour in colours:
        count = sum(g.count for g in cards.cards if g.colour == colour)
        declared = cards.totals.colours.get(colour)
        if declared != count:
            problems.append(f"{CARDS_FILE}: field 'totals', entry 'colours', field '{colour}': the table holds "
                            f"{count} {colour} cards, not {declared}.")
        has_top = any(g.colour == colour and g.value == HIGHEST_VALUE and g.count for g in cards.cards)
        if has_top and f"no {colour} {HIGHEST_VALUE}" in reference.lower():
            problems.append(f"{REFERENCE_FILE}: says there is no {colour} {HIGHEST_VALUE}, but {CARDS_FILE} "
                            f"has some; correct the reference text.")
    for colour in cards.totals.colours:
        if colour not in colours:
            problems.append(f"{CARDS_FILE}: field 'totals', entry 'colours': '{colour}' is not an artifact colour.")
    return problems


def _player_count_problems(setup: SetupFile) -> list[str]:
    """Every player count a mode of game.yaml allows has its row of the set-up table."""
    problems = []
    for mode in game_info("area51").modes:
        for players in range(mode.min_players, mode.max_players + 1):
            row = setup.two_player.set_up_as if players == 2 else players
            if row not in setup.boards or row not in setup.starting_returned:
                boards = ", ".join(map(str, setup.boards))
                problems.append(f"area51/game.yaml: mode '{mode.id}' allows {plural(players, 'player')}, but "
                                f"{SETUP_FILE} has no set-up for {players} (its boards are for {boards}).")
    return problems


def _setup_problems(setup: SetupFile, cards: CardsFile) -> list[str]:
    problems = []
    colours = [c.id for c in cards.colours]
    starting = sum(g.count for g in cards.cards if g.starting)
    total = sum(g.count for g in cards.cards)
    if len(set(setup.regions)) != len(setup.regions):
        problems.append(f"{SETUP_FILE}: field 'regions': a region is listed twice.")
    for name, side in setup.sides.items():
        if len(set(side.hangars)) != len(side.hangars):
            problems.append(f"{SETUP_FILE}: field 'sides', entry '{name}', field 'hangars': a hangar is listed twice.")
    for players, sides in setup.boards.items():
        where = f"{SETUP_FILE}: field 'boards', entry {players}"
        unknown = [s for s in sides if s not in setup.sides]
        if unknown:
            problems.append(f"{where}: unknown side {', '.join(unknown)} (sides: {', '.join(setup.sides)}).")
            continue
        if len(sides) != len(setup.regions):
            problems.append(f"{where}: needs one side for each of the {len(setup.regions)} regions.")
        icons = sum(setup.sides[s].icons for s in sides)
        if icons != players:
            problems.append(f"{where}: the sides show {icons} player icons; they must equal the {players} players.")
        markers = sum(setup.sides[s].markers for s in sides)
        if markers > setup.security_markers:
            problems.append(f"{where}: the regions need {markers} security markers, more than the "
                            f"{setup.security_markers} in the box.")
        if players * setup.deal + setup.display > total:
            problems.append(f"{where}: {players} hands of {setup.deal} and a display of {setup.display} "
                            f"need more than the {total} cards.")
    for table in ("tower_removal", "starting_returned"):
        keys = set(getattr(setup, table))
        if keys != set(setup.boards):
            problems.append(f"{SETUP_FILE}: field '{table}': needs an entry for exactly the player counts of "
                            f"'boards' ({', '.join(map(str, sorted(setup.boards)))}).")
    for players, removed in setup.tower_removal.items():
        for colour, count in removed.items():
            where = f"{SETUP_FILE}: field 'tower_removal', entry {players}, field '{colour}'"
            if colour not in colours:
                problems.append(f"{where}: '{colour}' is not an artifact colour.")
            elif not 0 <= count <= setup.towers_per_colour:
                problems.append(f"{where}: cannot remove {count} of {setup.towers_per_colour} towers.")
    counts = dict(setup.starting_returned)
    counts_for_two = setup.starting_returned.get(setup.two_player.set_up_as)
    if setup.two_player.set_up_as not in setup.boards:
        problems.append(f"{SETUP_FILE}: field 'two_player', field 'set_up_as': {setup.two_player.set_up_as} "
                        "is not a player count of 'boards'.")
    elif counts_for_two is not None:
        counts[2] = counts_for_two
    for players, returned in counts.items():
        if returned < 0 or players * setup.deal + returned > starting:
            problems.append(f"{SETUP_FILE}: field 'starting_returned', entry {players}: {players} hands of "
                            f"{setup.deal} and {returned} returned cards need more than the {starting} starting cards.")
    if any(b <= 0 for b in setup.bonus) or setup.bonus != sorted(setup.bonus, reverse=True):
        problems.append(f"{SETUP_FILE}: field 'bonus': the awards must be positive, highest first.")
    kinds = [v.kind for v in setup.vehicles]
    if len(set(kinds)) != len(kinds):
        problems.append(f"{SETUP_FILE}: field 'vehicles': a kind is listed twice.")
    problems += _token_problems(setup)
    problems += _pair_problems(setup)
    return problems


def _token_problems(setup: SetupFile) -> list[str]:
    problems: list[str] = []
    owner: dict[int, str] = {}  # token side -> the token type that has it
    ids = [t.id for t in setup.numbered_tokens]
    if len(set(ids)) != len(ids):
        problems.append(f"{SETUP_FILE}: field 'numbered_tokens': a token type is listed twice.")
    for number, token in enumerate(setup.numbered_tokens, start=1):
        for side in token.sides:
            where = f"{SETUP_FILE}: entry {number} of 'numbered_tokens' ({token.id}), field 'sides'"
            if not 1 <= side <= setup.max_number:
                problems.append(f"{where}: {side} is outside 1 to {setup.max_number}.")
            elif side in owner:
                problems.append(f"{where}: {side} is also a side of token {owner[side]}.")
            owner[side] = token.id
    return problems


def _pair_problems(setup: SetupFile) -> list[str]:
    problems = []
    info = game_info("area51")
    flat = [c for pair in setup.two_player.pairs for c in pair]
    where = f"{SETUP_FILE}: field 'two_player', field 'pairs'"
    if any(len(pair) != 2 for pair in setup.two_player.pairs) or len(set(flat)) != len(flat):
        problems.append(f"{where}: two pairs of two different colours are needed.")
    unknown = [c for c in flat if c not in info.colours]
    if unknown:
        problems.append(f"{where}: {', '.join(unknown)} is not a player colour of area51/game.yaml.")
    joined = ["+".join(pair) for pair in setup.two_player.pairs]
    modes = {m.id: m for m in info.modes}
    two = modes.get("two_player")
    if two is None or two.colours != joined:
        problems.append(f"area51/game.yaml: mode 'two_player', field 'colours': must be {joined}, "
                        "the pairs of setup.yaml.")
    return problems


@cache
def area51_data() -> Area51Data:
    reference = data_root() / REFERENCE_FILE
    text = read_data_text(reference) if reference.exists() else ""
    return Area51Data(load(CardsFile, CARDS_FILE), load(SetupFile, SETUP_FILE), text)


def check_all() -> list[str]:
    """Load the Area 51 files afresh (for validate-data); raises DataError when one is bad."""
    area51_data.cache_clear()
    data = area51_data()
    if not (data_root() / REFERENCE_FILE).exists():
        raise DataError(f"{REFERENCE_FILE}: the rules reference is missing.")
    setup = data.setup
    return [f"{CARDS_FILE} ({len(data.cards)} artifacts, {len(data.starting_cards)} starting)",
            f"{SETUP_FILE} ({len(setup.boards)} board set-ups, {len(data.vehicles)} vehicles, "
            f"{sum(data.token_counts.values())} numbered tokens)"]


def artifact_table() -> str:
    """The artifacts of each colour by value, starting and main cards apart, as Markdown bullets."""
    data = area51_data()
    lines = []
    for colour in data.cards_file.colours:
        groups = [g for g in data.cards_file.cards if g.colour == colour.id and g.count]
        total = sum(g.count for g in groups)
        lines.append(f"- **{colour.id.capitalize()}** ({colour.category.lower()}), {total} cards: "
                     f"starting {_counts_by_value(groups, True)}; main {_counts_by_value(groups, False)}.")
    return "\n".join(lines)


def _counts_by_value(groups: list[CardGroup], starting: bool) -> str:
    """"2 ×3, 3 ×2": the starting (or main) cards of ``groups`` by value, or "none"."""
    return ", ".join(f"{g.value} ×{g.count}" for g in sorted(groups, key=lambda g: g.value)
                     if g.starting == starting) or "none"
