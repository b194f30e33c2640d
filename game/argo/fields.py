"""The fields of an Argo position, declared once, and the shape of each step of a turn.

The rules are split into mixins (``aliens``, ``building``, ``moves``, ``modules``,
``timemachine``, ``ending``) that ``ArgoState`` brings together. Each of them inherits
``ArgoFields``, so every rules file shows the state it works on, and the type checker knows
every field wherever it is read. ``ArgoState.__init__`` (and ``setup`` or ``positions``) gives
the fields their values; this class only declares them. A few methods that the mixins share
but that live in the final class (or in a mixin that would otherwise make an import circle)
are declared here as abstract methods.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Literal, Self

from game.argo.rules_data import ArgoData, SetupFile, TileFacts
from game.argo.station import Station
from game.core.contract import GameState

# ------------------------------------------------------------ the steps of a turn
Received = tuple[int, ...]
"""The tiles that took a pushed piece in the current chain of pushes (none takes two, R42)."""

PlainStep = tuple[Literal["turn_start", "end_turn", "alien_phase", "alien_move", "build", "actions", "action_done",
                          "tm_end", "lab", "relocate", "laser", "revive", "launch"]]
"""A step with nothing to remember but its kind."""
TmOpenStep = tuple[Literal["tm_open"], str]
"""A Time Machine window about to open: its moment, ``start`` or ``between``."""
TmWindowStep = tuple[Literal["tm_window"], str, tuple[int, ...]]
"""The open window: its moment, and the seats still to ask (the first is asked now)."""
TmActionStep = tuple[Literal["tm_action"], int]
"""The Time Machine action of the seat."""
KillsStep = tuple[Literal["kills"], int]
"""The Aliens still to kill this Alien phase, from this index of ``data.aliens``."""
KillStep = tuple[Literal["kill"], str]
"""The Alien choosing its victim."""
AlienPushStep = tuple[Literal["alien_push"], int, int, str, Received]
"""An Alien pushed out of the cell: the cell, where the arriving Alien came from, the arriving Alien."""
PushStep = tuple[Literal["push"], int, int | None, str, Received]
"""An Astronaut pushed out of the full cell: the cell, where the entrant came from (None: a teleport or a Lab
swap), the entrant."""
TeleportStep = tuple[Literal["teleport"], str, int, bool, Received]
"""An Astronaut in a Teleporter's passageway: who, the Teleporter's cell, whether pushed in."""
PilotStep = tuple[Literal["pilot"], str, str]
"""The Pilot first aboard an empty pod: who, and the pod."""
ExplorerStep = tuple[Literal["explorer"], str, int]
"""An Explorer's second step: who, and the cell her Move started from (not to go back to)."""
JumpStep = tuple[Literal["jump"], str, int, int | None, int]
"""The Jump Room's Moves: who, Moves left, where an Explorer's Move started, steps taken in this Move."""

Step = (PlainStep | TmOpenStep | TmWindowStep | TmActionStep | KillsStep | KillStep | AlienPushStep | PushStep
        | TeleportStep | PilotStep | ExplorerStep | JumpStep)
"""One step of the turn's stack: its kind first, then what that kind needs (docs/positions.md)."""


class ArgoFields(GameState):
    """Every field of an Argo position. The contract's own (``seats``, ``active``, ``turn``,
    ``events``, ``revealed``) come from ``GameState``."""

    # ------------------------------------------------------------ fixed for the whole game
    data: ArgoData
    """Every Argo fact the rules need, read once from data/argo/*.yaml."""
    setup: SetupFile
    """``data.setup``: the numbers of setup.yaml (actions, tokens, points...)."""
    mode: str
    options: dict[str, object]
    deep_space: bool
    """The deep-space variant: Teleporters never send anyone to the Waking Room (R56)."""
    players: int
    colours: tuple[str, ...]
    """Each seat's colour, in seat order."""
    team: tuple[tuple[str, ...], ...]
    """Each seat's Astronauts, in the roles' order."""
    astronauts: tuple[str, ...]
    """Every Astronaut of the game, seat by seat."""
    owner: dict[str, int]
    """Astronaut -> its seat."""
    role: dict[str, str]
    """Astronaut -> its role (chief, explorer, pilot, grunt, robot)."""
    pods_in_play: tuple[str, ...]
    """The pods of this player count, top of the pod stack first."""
    track_values: tuple[int, ...]
    """The Alien track's slot values for this player count, left to right."""
    cover: int
    """The slots the difficulty token hides at the start of the track."""

    # ------------------------------------------------------------ the pieces
    station: Station
    """The tiles placed, their links and distances (a new ``Station`` at every change)."""
    where: dict[str, int]
    """Standing Astronaut -> cell (the Waking Room or a module)."""
    occ: dict[int, tuple[str, ...]]
    """Cell -> the Astronauts standing there, in arrival order."""
    seated: dict[str, tuple[str | None, ...]]
    """Pod on the station -> who sits on each seat (lowest value first)."""
    alien_at: dict[int, str]
    """Cell -> the Alien standing there."""
    alien_cell: dict[str, int]
    """Alien on the station -> its cell (an Alien being pushed on shares its cell for a moment)."""
    display: list[str]
    """The face-up modules a Building phase may take."""
    stack: list[str]
    """The face-down module stack, bottom first: ``stack[-1]`` is drawn next (hidden)."""
    pod_stack: list[str]
    """The face-up pods not yet placed, top first."""
    pods_gone: list[str]
    """The pods that took off, in order."""
    escaped: dict[str, tuple[str, int]]
    """Astronaut -> (pod, seat index) it left the station on."""
    track: list[str]
    """Dead Astronauts in slot order after the cover."""
    tokens: dict[str, tuple[int, ...]]
    """Module -> the seats whose activation tokens lie on it."""
    scores: list[int]
    gains: dict[tuple[int, str], int]
    """(seat, source) -> points; sources: escapes, kills, aliens, warehouse, earlier."""

    # ------------------------------------------------------------ the turn
    acting: int
    """The seat making the current action's choices (a rival during a Time Machine action, R87)."""
    first_turn: frozenset[int]
    """The seats still to play their first turn (a single Move, R11)."""
    actions_left: int
    """Actions the active player may still take this turn."""
    moved: frozenset[str]
    """Astronauts given a Move action this turn (one each, R35)."""
    activated: frozenset[str]
    """Modules activated by the active player this turn (each once, R35)."""
    core_start: frozenset[str]
    """The active player's Astronauts that stood in the Core Room when the turn began (R82)."""
    final_turns_left: int | None
    """Once the station is complete: turns still to play, the current one included (R97)."""
    over: str | None
    """Why the game ended: pods, final_round, stranded or track."""
    steps: list[Step]
    """The turn's stack of steps; the last is the one being decided or run."""

    # ------------------------------------------------------------ shared methods defined elsewhere
    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (ArgoState); a rule may try an action on one (the Lab, Q8)."""

    @abstractmethod
    def note(self, text: str) -> None:
        """Record what happened, for the log (ArgoState)."""

    @abstractmethod
    def facts(self, cell: int) -> TileFacts:
        """The data of the tile on ``cell`` (ArgoState)."""

    @abstractmethod
    def type_at(self, cell: int) -> str | None:
        """The type of the tile on ``cell``, None for an empty cell (ArgoState)."""

    @abstractmethod
    def add_points(self, seat: int, source: str, points: int) -> None:
        """The one place a score changes (ArgoState)."""

    @abstractmethod
    def tokens_placed(self, seat: int) -> int:
        """The activation tokens ``seat`` has placed (ArgoState)."""

    @abstractmethod
    def leave(self, astro: str) -> int:
        """Take a standing Astronaut off its tile; returns the tile's cell (MoveRules; a death needs it)."""

    @abstractmethod
    def label(self, astro: str) -> str:
        """"Ann's Pilot" (MoveRules; the log of a death or a launch needs it)."""
