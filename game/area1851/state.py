"""Area 1851's rules: one position and the actions that change it.

The game is played in turns of six phases (R2). Phases the physical game plays at the same
time are played one seat after another (R3): ``queue`` lists the seats still to decide in
the phase that stands (``phase``), the first of them deciding now. Only phases with choices
ever stand: ``setup`` (placing the first assistant), ``help_wanted`` (placing a newcomer),
``bid`` and ``bid_payment`` (a Universal Modification), ``action`` (each seat's sitting,
with ``pending`` holding a bonus or feat choice that must be made first) and
``assistants``. The Events, Draw, Roll and Rotate phases happen by themselves inside the
action that leads to them (``game.area1851.turns``).

Rule references (R1..R65, A-1..A-31) are to shared/specs/area1851.md and docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.area1851.dice import FREE, available_mask
from game.area1851.events import EventRules
from game.area1851.feats import SECRET_PENDING, FeatRules
from game.area1851.locations import LocationRules
from game.area1851.rules_data import Area1851Data, EventEffects
from game.area1851.sitting import SittingRules
from game.area1851.turns import TurnFlow
from game.core.actions import Action
from game.core.contract import AllBut, GameState, Result, Seat, methods_named
from game.core.own_random import OwnRandom
from game.core.parts import StateParts

PRIVATE_PHASES = ("bid", "bid_payment", "action")
"""Decisions taken looking at one's own secrets (hand, scrap heap, feats); the rest are public."""


class Area1851State(LocationRules, SittingRules, EventRules, TurnFlow, FeatRules, OwnRandom, StateParts, GameState):
    """A position of Area 1851. Build new games with ``game.area1851.GAME.new_state``."""

    def __init__(self, data: Area1851Data, seats: list[Seat], options: dict[str, object], seed: int) -> None:
        segment, ages = options.get("segment", 4), options.get("ages")
        assert isinstance(segment, int) and (ages is None or isinstance(ages, list)), "options are checked first"
        self.data = data
        self.setup = data.setup
        self.seats = list(seats)
        self.n = len(seats)
        self.segment = segment
        self.ages = list(ages or [None] * self.n)
        self.turns = len(data.closers) * (self.segment + 1)
        self.seed_rng(seed)
        self.forced = []
        n, dice, assistants = self.n, self.setup.dice, self.setup.assistants.total
        self.first = 0
        self.turn = 1
        self.lead = 0
        self.phase = "setup"
        self.queue = []
        self.pending = None
        self.pass_left = True
        self.event = None
        self.event_taken = False
        self.hands = [[] for _ in range(n)]
        self.scraps = [[] for _ in range(n)]
        self.tables = [[] for _ in range(n)]
        self.dice = [[None] * dice for _ in range(n)]
        self.die_states = [[FREE] * dice for _ in range(n)]
        self.ap = [0] * n
        self.free_fiddles = [0] * n
        self.rerolls = [0] * n
        self.places = [["reserve"] * assistants for _ in range(n)]
        self.feats_down = [[] for _ in range(n)]
        self.feats_up = [[] for _ in range(n)]
        self.rep = [0] * n
        self.causes = [{} for _ in range(n)]
        self.stats = [self.fresh_stats() for _ in range(n)]
        self.tinker_deck = []
        self.discard = []
        self.feat_deck = []
        self.event_deck = []
        self.events_seen = []
        self.boxed = []
        self.removed = []
        self.bids = None
        self.to_pay = 0
        self.last_bid = None
        self.events = []

    # ------------------------------------------------------------------ basics
    def fresh_stats(self) -> dict[str, int]:
        stats = {f"delivered:{f}": 0 for f in self.data.factions}
        stats.update(doubled=0, mods_delivered=0, town_hall_dice=0,
                     assistants_activated_this_turn=0, builds_this_turn=0, rolled_alike=0)
        return stats

    def note(self, text: str, only: int | AllBut | None = None) -> None:
        """Record what happened, for the log; ``only`` keeps it private to one seat."""
        self.events.append((text, only))

    def card_name(self, card: str) -> str:
        return self.data.name(card)

    def roll_die(self) -> int:
        """One die result: a forced one first (positions, tests), else the game's generator."""
        if self.forced:
            return self.forced.pop(0)
        return self.rng.randint(1, self.setup.die_faces)

    def clone(self) -> Area1851State:
        other = object.__new__(Area1851State)
        other.__dict__.update(self.__dict__)
        self.share_rng(other)
        for name in ("hands", "scraps", "tables", "dice", "die_states", "places", "feats_down", "feats_up"):
            setattr(other, name, [list(per_seat) for per_seat in getattr(self, name)])
        for name in ("ap", "free_fiddles", "rerolls", "rep", "queue", "tinker_deck", "discard", "feat_deck",
                     "event_deck", "events_seen", "boxed", "removed", "forced", "events", "ages"):
            setattr(other, name, list(getattr(self, name)))
        other.causes = [dict(c) for c in self.causes]
        other.stats = [dict(s) for s in self.stats]
        other.bids = list(self.bids) if self.bids is not None else None
        other._legal_cache = None  # a clone may be changed by hand (a bot deals it hidden cards)
        return other

    @property
    def effects(self) -> EventEffects:
        """This turn's event effects (R6, R10): they last until the turn ends."""
        return self.data.events[self.event].effects if self.event else {}

    def available(self, seat: int) -> int:
        """The bit mask of ``seat``'s dice that may pay a cost now (R24)."""
        return available_mask(self.dice[seat], self.die_states[seat])

    def put_on_discard(self, card: str) -> None:
        """A card goes face up on the Tinker discard pile; a Universal Modification leaves the game (R16, A-12)."""
        if self.data.cards[card].universal:
            self.removed.append(card)
        else:
            self.discard.append(card)

    def gain(self, seat: int, cause: str, points: int) -> None:
        """The one place reputation changes: ``cause`` is one of scoring.CAUSES."""
        self.rep[seat] += points
        self.causes[seat][cause] = self.causes[seat].get(cause, 0) + points

    # ------------------------------------------------------------ who decides
    @property
    def active(self) -> int:  # type: ignore[override]  # the contract's plain attribute, computed here
        """The seat deciding in the phase that stands; the lead seat once the game is over."""
        return self.queue[0] if self.queue else self.lead

    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.queue[0]

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        from game.area1851.scoring import final_result
        return final_result(self)

    def decision_is_secret(self) -> bool:
        return self.pending is not None and self.pending[0] in SECRET_PENDING

    def private_screen(self, seat: int) -> bool:
        """A sitting, a bid, a bid's payment and a feat choice show the seat's secrets;
        placing and moving assistants are done in public (spec §6.4)."""
        return self.phase in PRIVATE_PHASES and self.to_move() == seat

    # ------------------------------------------------------------ legal actions
    def _list_legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self.pending is not None:
            return PENDING[self.pending[0]](self)
        return LEGAL[self.phase](self)

    def why_illegal(self, action: Action) -> str | None:
        if action in self.listed_actions():
            return None
        # a part found at run time, as game.core.parts finds the words: the refusals read the state
        why_not: Callable[[Area1851State, Action, tuple[str, ...]], str] = self._part("reasons").why_not
        return why_not(self, action, VERBS)

    # ------------------------------------------------------------ applying actions
    def _do(self, action: Action) -> None:
        self.events = []
        actor, event, phase = self.queue[0], self.event, self.phase
        DO[action.verb](self, action)
        if self.phase != "over":
            # a decision changes only its own seat's position, unless the phases that run by
            # themselves (an event, the draws, the roll) came after it
            automatic = self.event != event or (self.phase == "action" and phase != "action")
            self.check_state_feats(None if automatic else actor)


Handler = TypeVar("Handler")
Lister = Callable[[Area1851State], list[Action]]


def _by_verb(methods: dict[str, Handler]) -> dict[str, Handler]:
    """Handlers by verb: ``_do_take_feat`` handles ``take-feat``."""
    return {name.replace("_", "-"): method for name, method in methods.items()}


LEGAL: dict[str, Lister] = methods_named(Area1851State, "_legal_")
PENDING: dict[str, Lister] = _by_verb(methods_named(Area1851State, "_pending_"))
DO: dict[str, Callable[[Area1851State, Action], None]] = _by_verb(methods_named(Area1851State, "_do_"))
VERBS = tuple(DO)
