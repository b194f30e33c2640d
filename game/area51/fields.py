"""Every field of an Area 51 position, declared once: the rules mixins inherit ``Area51Fields``.

The rules are split by action (``collect``, ``projects``, ``loading``) and brought together in
``state.Area51State``, which sets every field up in ``__init__``. Each mixin works on fields it
does not set, so they are declared (typed and described) here, where any rules file leads.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import NamedTuple

from game.area51.board import Board
from game.area51.rules_data import Area51Data, SetupFile
from game.core.actions import Action
from game.core.contract import GameState
from game.core.own_random import OwnRandom


class Project(NamedTuple):
    """A play action being paid for (R36): what was declared and what is placed so far."""

    kind: str            # "bunker", "level" or "vehicle"
    declared: Action
    colour: str          # the colour of the face-up card (the bunker's or the vehicle's)
    region: str          # where every card of the project goes (R13, R20, R25)
    target: str          # bunker: the space it will stand on; level: the bunker; vehicle: its id
    cap: str | None      # bunker: the colour of the cap (the owner)
    route: str | None    # vehicle: where it will stand
    number: int          # level: the level being built; vehicle: its number before (0: from the depot)
    need: int            # bunker, level: the exact face-down count; vehicle: the lowest number allowed
    targets: tuple[int | None, ...]  # vehicle: for d face-down cards placed, the lowest number it can still reach
    up: str | None = None
    downs: int = 0


class Area51Fields(OwnRandom, GameState):
    """The fields of an Area 51 position, on top of the contract's own (``seats``, ``active``,
    ``turn``, ``events``...) and the game's random generator (``rng``)."""

    # the game and its table
    data: Area51Data
    setup: SetupFile
    """The set-up tables (``data.setup``): display size, takes, caps, bonuses, highest number."""
    mode: str
    """"standard" or "two_player"."""
    board: Board
    seat_colours: tuple[tuple[str, ...], ...]
    """Each seat's player colours: one, or in the two-player game a pair."""
    owner_seat: dict[str, int]
    """Player colour -> the seat that plays it."""
    player_colours: tuple[str, ...]
    """Every player colour, seat by seat."""
    seat_labels: tuple[str, ...]
    """Each seat's colour as written: "white", or in the two-player game "pink+purple"."""

    # the turn and the phase (R1, R3, R40-R42)
    phase: str
    """"regular", "last_round", "final" or "over"."""
    turns_left: int
    """In the last round: the turns still to come, the current one included (R41)."""
    trigger_seat: int | None
    """The seat that emptied a second region and so began the last round (None before it)."""
    quiet_turns: int
    """Turns in a row that ended with every card in a hand (ruling 35)."""
    step: str | None
    """"turn_start", "collect", "project" or "loading" (the module docstring of state.py); None once over."""

    # the collect (R5-R11)
    takes_left: int
    """The takes still due in this turn's collect."""
    refreshed: bool
    """Whether this turn's collect began with a refresh."""

    # a play being paid for (R36)
    project: Project | None
    """The declared bunker, level or hire of the ``project`` step; None at any other step."""

    # a pick-up being loaded (R29-R35)
    pile_hangar: str | None
    """The hangar the pile being loaded came from; None outside the ``loading`` step."""
    pile: list[str]
    """The picked-up cards not yet stored, in shown order (``loading.shown_order``)."""
    fed: frozenset[str]
    """The bunkers that have taken an artifact in this pick-up (one each, R33)."""
    reach: dict[str, tuple[str, ...]]
    """Artifact colour -> the regions a card of the pile may be stored in (``reach_from``)."""

    # the cards
    hands: list[list[str]]
    deck: list[str]
    """The draw pile, bottom first: ``deck[-1]`` is drawn next."""
    discard: list[str]
    display: list[str | None]
    """The face-up artifacts to take from; None where a place is empty."""
    s_on_top: int
    """How many of the deck's top cards are the starting cards put there at set-up (public)."""
    hangars: dict[str, list[tuple[str, bool, int]]]
    """Each hangar's pile in play order: (card, face up, seat that played it)."""

    # the regions and their bunkers
    markers: dict[str, int]
    """Region -> the security markers left in its supply."""
    marker_total: dict[str, int]
    """Region -> its markers in the supply and on its bunkers together (for the checks)."""
    bunkers: dict[str, tuple[str, str, int]]
    """Space -> (colour, owner colour, level), in board order."""
    bunker_index: dict[tuple[str, str], tuple[str, ...]]
    """(region, colour) -> the spaces of its bunkers of that colour, highest first."""
    free_space: dict[str, str | None]
    """Each region's next building space (kept by ``add_bunker``)."""
    towers: dict[str, int]
    """Artifact colour -> the towers left in the middle."""
    tower_total: dict[str, int]
    """Artifact colour -> the towers of the game, in the middle and on bunkers (for the checks)."""
    caps_left: dict[str, int]
    """Player colour -> the caps not yet on a bunker."""

    # trucks and trains (R21-R28)
    vehicles: dict[str, tuple[str | None, int, tuple[str, ...]]]
    """Vehicle -> (route or None in the depot, number, tokens showing it)."""
    free_tokens: dict[str, int]
    """Numbered token type -> the tokens of that type on no vehicle."""

    # the score
    scores: dict[str, int]
    """Player colour -> points."""
    gains: dict[tuple[str, str], int]
    """(player colour, source) -> points: a source is an artifact colour, "bonus A"... or "earlier"."""

    @abstractmethod
    def _end_turn(self) -> None:
        """Close the turn and open the next one (``Area51State``: it lists the next seat's actions,
        so it needs every rule)."""
