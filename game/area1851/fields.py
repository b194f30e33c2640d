"""Every field of an Area 1851 position, declared once, typed and explained.

The rules are mixins combined in ``Area1851State``, each inheriting ``Area1851Fields``, so
opening any rules module shows the state it works on. A mixin inherits the mixins whose methods
it calls: ``FeatRules`` <- ``TurnFlow`` <- ``EventRules`` and ``SittingRules`` <- ``LocationRules``.
The few calls against that order, and the basics ``Area1851State`` itself defines, are declared
below as abstract methods.

This class only declares: ``Area1851State`` assigns every field in its ``__init__``
(``game.area1851.state``), and the set-up (``game.area1851.deal``) or a position
(``game.area1851.position_fill``) fills them in.

The contract's own fields come with the bases: ``seats``, ``turn``, ``events`` and ``revealed``
from ``GameState``, the game's generator ``rng`` from ``OwnRandom``.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import TypedDict

from game.area1851.data_files import SetupFile
from game.area1851.rules_data import Area1851Data, EventEffects
from game.core.actions import Action
from game.core.contract import AllBut, GameState
from game.core.own_random import OwnRandom

TableGadget = tuple[str, tuple[str | None, ...], int]
"""A gadget in play: its card, one entry per socket (a modification or None), the turn it was made."""
Pending = tuple[str, ...] | tuple[str, int]
"""An open bonus or feat choice: its kind alone ("recycle",), with the bonus's number
("town-hall", 2), or a feat choice with the feats to choose from ("feat", feat, feat...)."""


class LastBid(TypedDict):
    """This turn's revealed Universal Modification bid (public)."""

    card: str
    bids: list[int]
    rolls: list[list[list[int]]]
    """Each tie-roll round: [seat, roll] per tied seat."""
    winner: int


class Area1851Fields(OwnRandom, GameState):
    """The state every Area 1851 rules mixin works on: one position of the game."""

    # ------------------------------------------------------------ the game
    data: Area1851Data
    setup: SetupFile
    n: int
    """The number of seats."""
    segment: int
    """Random Event cards between two segment closers (the ``segment`` option)."""
    ages: list[int | None]
    """Each seat's age or None, for the last tie-break."""
    turns: int
    """The number of turns the Event deck lasts."""
    forced: list[int]
    """Die results to use before the generator's (positions and tests)."""

    # ------------------------------------------------------------ who decides
    first: int
    """The first player, turn 1's lead."""
    lead: int
    """This turn's lead seat: sequential play starts with it (R3, A-27)."""
    phase: str
    """The phase that stands: setup, help_wanted, bid, bid_payment, action, assistants or over."""
    queue: list[int]
    """The seats still to decide in the phase, the first of them deciding now."""
    pending: Pending | None
    """A bonus or feat choice the deciding seat must make before anything else."""

    # ------------------------------------------------------------ this turn's event
    pass_left: bool
    """Hands pass to the next player (left) at the Rotate phase; False: to the previous one."""
    event: str | None
    """This turn's Event card; None before turn 1."""
    event_taken: bool
    """This turn's event was a Universal Modification now in its winner's hand."""
    bids: list[int | None] | None
    """While bids are entered: each seat's bid, None until made; None outside the bid."""
    to_pay: int
    """Scrap cards the bid's winner still has to pay."""
    last_bid: LastBid | None

    # ------------------------------------------------------------ per seat
    hands: list[list[str]]
    scraps: list[list[str]]
    """Each seat's scrap heap (face down)."""
    tables: list[list[TableGadget]]
    """Each seat's gadgets in play."""
    dice: list[list[int | None]]
    """Each seat's die values; None: never rolled."""
    die_states: list[list[int]]
    """Each die's state: ``game.area1851.dice`` FREE, USED, HALL or OUT."""
    ap: list[int]
    """Action points left in this Action phase."""
    free_fiddles: list[int]
    rerolls: list[int]
    places: list[list[str]]
    """Each assistant's place: "reserve", "LOC" (idle there), "LOC/1" or "LOC/2" (activated)."""
    feats_down: list[list[str]]
    feats_up: list[list[str]]
    """Feats completed (face up)."""
    rep: list[int]
    """Reputation."""
    causes: list[dict[str, int]]
    """Per seat: where its reputation came from (scoring.CAUSES); adds up to ``rep``."""
    stats: list[dict[str, int]]
    """Per seat: what the feats measure ("delivered:FACTION", "doubled", "builds_this_turn"...)."""

    # ------------------------------------------------------------ the decks
    tinker_deck: list[str]
    """Bottom first: ``tinker_deck[-1]`` is drawn next (the same for every deck)."""
    discard: list[str]
    """The Tinker discard pile, face up."""
    feat_deck: list[str]
    event_deck: list[str]
    events_seen: list[str]
    """Event cards revealed on earlier turns (a won Universal Modification is not among them)."""
    boxed: list[str]
    """Event cards left in the box unseen (the pool's leftovers, unused Universal cards)."""
    removed: list[str]
    """Universal Modifications that left the game after use (A-12); public."""

    # ------------------------------------------------------------ defined by Area1851State (state.py)
    @property
    @abstractmethod
    def effects(self) -> EventEffects: ...

    @abstractmethod
    def note(self, text: str, only: int | AllBut | None = None) -> None: ...

    @abstractmethod
    def card_name(self, card: str) -> str: ...

    @abstractmethod
    def roll_die(self) -> int: ...

    @abstractmethod
    def available(self, seat: int) -> int: ...

    @abstractmethod
    def put_on_discard(self, card: str) -> None: ...

    @abstractmethod
    def gain(self, seat: int, cause: str, points: int) -> None: ...

    # ------------------------------------------------------------ rules called before their mixin
    @abstractmethod
    def apply_event_effect(self, name: str) -> None:
        """EventRules: what an event primitive does at the reveal (TurnFlow calls it)."""

    @abstractmethod
    def open_event_choice(self, name: str) -> bool:
        """EventRules: open the choice an event asks for (TurnFlow calls it)."""

    @abstractmethod
    def activation_actions(self, seat: int) -> list[Action]:
        """LocationRules: the activations offered in a sitting (SittingRules calls it)."""
