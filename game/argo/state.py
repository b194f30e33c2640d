"""Argo's rules: one position and the actions that change it.

A turn is a stack of small steps (``steps``, top = last), as in The Elevator. Decision steps
wait for an action of the seat that decides them; automatic steps (the start of a turn, an
opening Time Machine window, the Alien phase's kills, the end of an action or a turn) run at
once in ``_advance``. An action pops its step and may push others, so a Move that pushes a
chain of Astronauts through a Teleporter is a sequence of small actions: ``move``, then
``push``, then ``teleport``... A decision with a single possible victim, push or Teleporter
destination is taken by the engine and logged (ruling Q33).

The rules are split by concern: ``aliens`` (the Alien phase), ``building``, ``moves``
(moving, pushing, Teleporters, pods), ``modules`` (activations), ``timemachine`` and
``ending`` (deaths, launches, the end and the result). Rule references R1..R102 and Q1..Q40
are to shared/specs/argo.md and docs/rulings.md.
"""

from __future__ import annotations

from game.argo.aliens import AlienRules
from game.argo.building import BuildRules
from game.argo.ending import EndRules
from game.argo.grid import ORIGIN, parse_cell
from game.argo.modules import ModuleRules
from game.argo.moves import MoveRules
from game.argo.rules_data import ArgoData
from game.argo.station import Station
from game.argo.timemachine import TimeMachineRules
from game.core.actions import Action, act
from game.core.contract import GameState, Result, Seat, methods_named
from game.core.own_random import OwnRandom
from game.core.parts import StateParts

FORCED = frozenset(("kill", "push", "teleport"))
"""Choices the engine takes itself when only one is possible (Q33)."""
NOTHING_TO_CHOOSE = frozenset(("stop", "end"))
"""A step whose only action is one of these closes by itself."""
END = act("end")


class ArgoState(AlienRules, BuildRules, MoveRules, ModuleRules, TimeMachineRules, EndRules, OwnRandom, StateParts, GameState):
    reveals = "a module turned face up from the stack"
    """A position of Argo. Build new games with ``game.argo.GAME.new_state``."""

    def __init__(self, data: ArgoData, mode: str, seats: list[Seat], options: dict, seed: int):
        self.data = data
        self.setup = data.setup
        self.mode = mode
        self.seats = list(seats)
        self.options = dict(options)
        self.deep_space = bool(options.get("deep_space", False))
        self.players = len(seats)
        self.colours: tuple[str, ...] = tuple(s.colour for s in seats)
        self.team: tuple[tuple[str, ...], ...] = tuple(data.astronaut_ids(c) for c in self.colours)
        self.astronauts: tuple[str, ...] = tuple(a for team in self.team for a in team)
        self.owner = {a: seat for seat, c in enumerate(self.colours) for a in data.astronaut_ids(c)}
        self.role = {a: role for c in self.colours for a, role in zip(data.astronaut_ids(c), data.roles, strict=True)}
        self.pods_in_play: tuple[str, ...] = data.pods_for(self.players)
        self.track_values: tuple[int, ...] = data.track(self.players)
        self.cover = data.cover(options.get("difficulty", "medium"))
        self.seed_rng(seed)
        self.station = Station(data, {ORIGIN: (data.waking_room, 0)})
        self.where: dict[str, int] = {}
        """Standing Astronaut -> cell (the Waking Room or a module)."""
        self.occ: dict[int, tuple[str, ...]] = {}
        """Cell -> the Astronauts standing there, in arrival order."""
        self.seated: dict[str, tuple[str | None, ...]] = {}
        """Pod on the station -> who sits on each seat (lowest value first)."""
        self.alien_at: dict[int, str] = {}
        self.alien_cell: dict[str, int] = {}
        self.display: list[str] = []
        self.stack: list[str] = []
        """The face-down module stack, bottom first: ``stack[-1]`` is drawn next (hidden)."""
        self.pod_stack: list[str] = []
        """The face-up pods not yet placed, top first."""
        self.pods_gone: list[str] = []
        self.escaped: dict[str, tuple[str, int]] = {}
        """Astronaut -> (pod, seat index) it left the station on."""
        self.track: list[str] = []
        """Dead Astronauts in slot order after the cover."""
        self.tokens: dict[str, tuple[int, ...]] = {}
        """Module -> the seats whose activation tokens lie on it."""
        self.scores: list[int] = [0] * self.players
        self.gains: dict[tuple[int, str], int] = {}
        """(seat, source) -> points; sources: escapes, kills, aliens, warehouse, earlier."""
        self.active = 0
        self.turn = 1
        self.acting = 0
        """The seat making the current action's choices (a rival during a Time Machine action, R87)."""
        self.first_turn: frozenset[int] = frozenset()
        self.actions_left = 0
        self.moved: frozenset[str] = frozenset()
        self.activated: frozenset[str] = frozenset()
        self.core_start: frozenset[str] = frozenset()
        self.final_turns_left: int | None = None
        """Once the station is complete: turns still to play, the current one included (R97)."""
        self.over: str | None = None
        """Why the game ended: pods, final_round, stranded or track."""
        self.steps: list[tuple] = []
        self.events: list[tuple[str, int | None]] = []

    # ------------------------------------------------------------------ basics
    def note(self, text: str) -> None:
        """Record what happened, for the log (everything in Argo is public)."""
        self.events.append((text, None))

    def clone(self) -> ArgoState:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        self.share_rng(other)
        other.where = dict(self.where)
        other.occ = dict(self.occ)
        other.seated = dict(self.seated)
        other.alien_at = dict(self.alien_at)
        other.alien_cell = dict(self.alien_cell)
        other.display = list(self.display)
        other.stack = list(self.stack)
        other.pod_stack = list(self.pod_stack)
        other.pods_gone = list(self.pods_gone)
        other.escaped = dict(self.escaped)
        other.track = list(self.track)
        other.tokens = dict(self.tokens)
        other.scores = list(self.scores)
        other.gains = dict(self.gains)
        other.steps = list(self.steps)
        other.events = list(self.events)
        other._legal_cache = None  # a clone may be changed by hand (a bot deals the stack)
        return other

    def facts(self, cell: int):
        """The data of the tile on ``cell``."""
        return self.data.tile[self.station.tiles[cell][0]]

    def type_at(self, cell: int) -> str | None:
        return self.station.kinds.get(cell)

    def add_points(self, seat: int, source: str, points: int) -> None:
        """The one place a score changes."""
        if points:
            self.scores[seat] += points
            key = (seat, source)
            self.gains[key] = self.gains.get(key, 0) + points

    def tokens_placed(self, seat: int) -> int:
        return sum(seats.count(seat) for seats in self.tokens.values())

    # ------------------------------------------------------------ who decides
    def to_move(self) -> int | None:
        if self.over is not None or not self.steps:
            return None
        step = self.steps[-1]
        if step[0] == "tm_window":
            return step[2][0]
        return self.acting

    def is_over(self) -> bool:
        return self.over is not None

    def result(self) -> Result | None:
        if self.over is None:
            return None
        from game.argo.scoring import final_result
        return final_result(self)

    # ------------------------------------------------------------ legal actions
    def _list_legal_actions(self) -> list[Action]:
        if self.over is not None or not self.steps:
            return []
        step = self.steps[-1]
        return LEGAL[step[0]](self, step)

    def why_illegal(self, action: Action) -> str | None:
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = tuple(self._list_legal_actions())
        if action in legal:
            return None
        from game.argo.reasons import why_not
        return why_not(self, action)

    # ------------------------------------------------------------ applying actions
    def _do(self, action: Action) -> None:
        self.events = []
        self._run(action)
        self._advance()

    def _run(self, action: Action) -> None:
        step = self.steps.pop()
        DO[step[0]](self, step, action)

    def _advance(self) -> None:
        """Run automatic steps, and close or take forced decisions, until a seat must choose."""
        steps = self.steps
        while steps and self.over is None:
            step = steps[-1]
            auto = AUTO.get(step[0])
            if auto is not None:
                steps.pop()
                auto(self, step)
                continue
            legal = self._list_legal_actions()
            if not legal:
                steps.pop()
                empty = EMPTY.get(step[0])
                if empty is not None:
                    empty(self, step)
                continue
            if len(legal) == 1 and (legal[0].verb in FORCED or legal[0].verb in NOTHING_TO_CHOOSE):
                only = legal[0]
                if only.verb != "stop":
                    from game.argo.words import forced_note
                    self.note(forced_note(self, only))
                self._run(only)
                continue
            self._legal_cache = tuple(legal)
            return
        if self.over is not None:
            self.steps = []

    # turn flow (R9-R11, R84, R97, R98)
    def _auto_turn_start(self, step) -> None:
        seat = self.active
        if not any(self.owner[a] == seat for a in self.where):
            self.finish("stranded")
            return
        core = self.station.first_of_type("core")
        self.core_start = frozenset(a for a in self.occ.get(core, ()) if self.owner[a] == seat)
        first = seat in self.first_turn
        self.actions_left = self.setup.first_turn_actions if first else self.setup.actions_per_turn
        self.moved, self.activated, self.acting = frozenset(), frozenset(), seat
        self.steps += [("end_turn",), ("actions",), ("build",), ("alien_phase",), ("tm_open", "start")]

    def _auto_end_turn(self, step) -> None:
        self.core_deaths()
        if self.over is not None:
            return
        self.first_turn = self.first_turn - {self.active}
        if self.final_turns_left is not None:
            self.final_turns_left -= 1
            if self.final_turns_left == 0:
                self.finish("final_round")
                return
        self.active = (self.active + 1) % self.players
        self.turn += 1
        self.acting = self.active
        self.steps.append(("turn_start",))

    # the Action phase (R34, R35, R11, Q2, Q30)
    def _legal_actions(self, step) -> list[Action]:
        if self.actions_left <= 0:
            return []
        seat = self.active
        moves = self.move_actions(seat, skip_moved=True)
        if seat in self.first_turn:
            return moves
        return moves + self.activation_actions(seat, granted=False) + [END]

    def _do_actions(self, step, action: Action) -> None:
        if action.verb == "end":
            return
        astro = action.args[0]
        self.steps += [("actions",), ("action_done",)]
        if action.verb == "move":
            self.moved = self.moved | {astro}
            self.begin_move(astro, parse_cell(action.args[1]))
        else:
            self.activated = self.activated | {self.station.tiles[self.where[astro]][0]}
            self.begin_activation(astro)

    def _auto_action_done(self, step) -> None:
        self.actions_left -= 1
        if self.actions_left > 0:
            self.steps.append(("tm_open", "between"))

    # ------------------------------------------------------------ secrets
    def secrets_from(self, player: int | None) -> set[str]:
        """Only the module stack is hidden, from everyone alike (its order, and so which tile
        comes next); every other piece of the game lies open on the table."""
        return set(self.stack)


LEGAL = methods_named(ArgoState, "_legal_")
DO = methods_named(ArgoState, "_do_")
AUTO = methods_named(ArgoState, "_auto_")
EMPTY = methods_named(ArgoState, "_empty_")
"""What a decision step does when it has no action left (most just close)."""
