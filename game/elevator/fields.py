"""Every field of an Elevator position, declared once, and the steps of a turn.

``ElevatorFields`` is the base of every rules mixin (``placement``, ``deck``, ``instants``,
``cards``, ``tokens``, ``turn``) and of ``ElevatorState``, which sets the fields up. The
contract's own fields (``seats``, ``active``, ``turn``, ``events``, ``revealed``) come from
``GameState``, the game's generator (``rng``) from ``OwnRandom``.
"""

from __future__ import annotations

from typing import Any, Literal

from game.core.contract import AllBut, GameState
from game.core.own_random import OwnRandom
from game.elevator.board import alien_label
from game.elevator.rules_data import CardType, ElevatorData, ModeSetup

Moment = Literal["start", "roll", "leave", "arrive", "after_move"]
"""An instant window's moment (the module docstring of ``game.elevator.state`` tells each)."""

# The steps of a turn: a kind, then what the kind needs. ``second`` marks the steps that
# Double elevator ride and Double Alien movement add to the turn.
MarkerStep = tuple[Literal["marker"], int]
"""A seat places a workstation marker (competitive set-up)."""
RollStep = tuple[Literal["roll"], bool]
"""The active player rolls the die (``second``)."""
ArriveStep = tuple[Literal["arrive"], bool]
"""The elevator rides to the die's floor (``second``)."""
FirstAlienMoveStep = tuple[Literal["alien_move"], bool]
"""The turn's Alien move (``second``)."""
SecondAlienMoveStep = tuple[Literal["alien_move"], bool, str | None]
"""Double Alien movement's second move: ``second``, then the Alien it may not move again (None: any)."""
AfterMoveStep = tuple[Literal["after_move"], bool]
"""After the Alien move: a floor's active token may take effect (``second``)."""
PlainStep = tuple[Literal["cards", "draw", "end_turn", "swap_pick", "discard_effect"]]
"""The card step, the draw, the end of the turn, and the Card swap and Discard card tokens' choices."""
OpenWindowStep = tuple[Literal["open_window"], Moment]
"""An instant window opens, when some seat may answer the moment."""
WindowStep = tuple[Literal["window"], Moment, tuple[int, ...]]
"""An open window: its moment, and the seats still to be asked (the first decides now)."""
SeatStep = tuple[Literal["hack", "swap"], int]
"""The Hacker's seat turns the die; the Card swap's rival whose card is taken."""
LeaveStep = tuple[Literal["leave"], str, int, bool]
"""A worker with company leaves once no Chatter stopped it: the Alien, its destination, and
whether it is the turn's Alien move."""
CardStep = tuple[Literal["resolve", "to_discard"], str]
"""A played card waits for its target; a played card goes to the discard pile."""
EffectStep = tuple[Literal["effect"], str]
"""An active effect token takes effect."""
ExchangeStep = tuple[Literal["exchange"], int]
"""Alien swap: an Alien on this floor swaps places with one on another floor."""
Step = (MarkerStep | RollStep | ArriveStep | FirstAlienMoveStep | SecondAlienMoveStep | AfterMoveStep | PlainStep
        | OpenWindowStep | WindowStep | SeatStep | LeaveStep | CardStep | EffectStep | ExchangeStep)
AlienMoveStep = FirstAlienMoveStep | SecondAlienMoveStep

WET_FLOOR_EVERY_CHANGE_SINCE = 5
"""The save version from which Wet floor answers every change at the elevator's floor (and the
start of a turn, and nothing else) and Double Alien movement moves two different Aliens."""


class ElevatorFields(OwnRandom, GameState):
    """The fields of an Elevator position, and the plain questions every rule asks of them."""

    data: ElevatorData
    """The game's components and set-up tables."""
    mode: str
    rules: ModeSetup
    """The mode's set-up."""
    team: bool
    """A team mode (Cooperative, Solo): everyone wins or loses together against the boss."""
    options: dict[str, Any]
    """The set-up options (``cards_per_turn``, ``bosses``), as the new-game dialog or a position gave them."""
    colour_of_letter: dict[str, str]
    """Every colour that may be in play, by its letter (a worker's name starts with it)."""
    loc: dict[str, int]
    """Where each Alien stands: a floor (``GROUND`` to ``TOP``) or ``ELEVATOR``."""
    workers_by_letter: dict[str, tuple[str, ...]]
    """The workers of each colour, by the colour's letter; like ``workers`` and ``bosses``, fixed at set-up."""
    workers: tuple[str, ...]
    bosses: tuple[str, ...]
    elevator: int
    """The floor the elevator stands at."""
    die: int | None
    """The die's value this turn (None before the roll)."""
    deck: list[str]
    """The face-down cards: ``deck[-1]`` is drawn next."""
    discard: list[str]
    hands: list[list[str]]
    """Each seat's cards."""
    objectives: list[list[int]]
    """Each seat's workstation floors (competitive modes)."""
    tokens: dict[int, str]
    """The effect token lying on each floor that has one."""
    steps: list[Step]
    """The turn still to come, a stack of steps (top = last)."""
    plays_left: int
    """The cards the active player may still play (or, in the team modes, discard) this turn."""
    instants_used: frozenset[int]
    """The rivals who have played their one instant card of this turn."""
    broken: bool
    """Broken elevator was played this turn: the roll is lost and nobody gets in or out."""
    elevator_moved: bool
    """This turn's roll took the elevator to another floor (an active token needs it)."""
    alien_moved: bool
    """This turn's Alien move was made (not skipped, not stopped by Chatter)."""
    moved_alien: str | None
    """The Alien this turn's Alien move moved: Double Alien movement's second move is of another."""
    floor_seen: tuple[int, tuple[str, ...]] | None
    """The elevator's floor and who stood there when a Wet floor moment last came: another
    window opens only after a change there (or at the start of a turn)."""
    older_log_version: int | None
    """While a log of an older save is replayed: its version, for a rule that changed since."""
    no_cards: bool
    """The elevator arrived at the No card use token: the active player plays no card this turn."""
    table_card: str | None
    """The card being played, between its play and the discard pile."""
    boss_order: tuple[str, ...]
    """The team modes' bosses in the order they come down (the first not on Floor 0 counts the turns)."""
    winners: list[int] | None
    """The competitive winner, once there is one."""
    team_won: bool | None
    """A team game's outcome, once decided."""
    _last_end_check: tuple[int, ...] | None
    """Where everyone stood at the last check for the end (None: check again)."""

    # ------------------------------------------------------------------ plain questions
    @property
    def hand_limit(self) -> int:
        return self.data.setup.hand_limit

    @property
    def card_plays(self) -> int:
        """The cards a turn may use: the set-up option's count, else the mode's."""
        plays: int = self.options.get("cards_per_turn", self.rules.card_plays)
        return plays

    def card_type(self, card: str) -> CardType:
        return self.data.type_of_instance[card]

    def note(self, text: str, only: int | AllBut | None = None) -> None:
        """Record what happened, for the log; ``only`` keeps it private to one seat (or from one)."""
        self.events.append((text, only))

    def aliens_at(self, loc: int) -> list[str]:
        return [a for a, where in self.loc.items() if where == loc]

    def boss_at(self, floor: int, ignore: str | None = None) -> bool:
        return any(self.loc[boss] == floor and boss != ignore for boss in self.bosses)

    def has_company(self, alien: str) -> bool:
        return list(self.loc.values()).count(self.loc[alien]) > 1

    def label(self, alien: str, article: str = "a") -> str:
        return alien_label(alien, self.colour_of_letter, article)

    def _older_than(self, version: int) -> bool:
        """Whether a log of a save older than ``version`` is being replayed (its rules hold then)."""
        return self.older_log_version is not None and self.older_log_version < version
