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
``ending`` (deaths, launches, the end and the result). Each of them inherits ``fields.ArgoFields``,
where every field of the position is declared once, typed and documented; ``__init__`` gives them
their values. Rule references R1..R102 and Q1..Q40 are to shared/specs/argo.md and docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

from game.argo.aliens import AlienRules
from game.argo.building import BuildRules
from game.argo.ending import EndRules
from game.argo.fields import PlainStep
from game.argo.grid import ORIGIN, to_cell
from game.argo.modules import ModuleRules
from game.argo.moves import MoveRules
from game.argo.rules_data import ArgoData, TileFacts
from game.argo.station import Station
from game.argo.timemachine import TimeMachineRules
from game.argo.words import forced_note
from game.core.actions import Action, act
from game.core.contract import GameState, Result, Seat, methods_named
from game.core.own_random import OwnRandom
from game.core.parts import StateParts

FORCED = frozenset(("kill", "push", "teleport"))
"""Choices the engine takes itself when only one is possible (Q33)."""
NOTHING_TO_CHOOSE = frozenset(("stop", "end"))
"""A step whose only action is one of these closes by itself."""
END = act("end")


class ArgoState(TimeMachineRules, ModuleRules, MoveRules, AlienRules, EndRules, BuildRules, OwnRandom, StateParts,
                GameState):
    reveals = "a module turned face up from the stack"
    """A position of Argo. Build new games with ``game.argo.GAME.new_state``."""

    def __init__(self, data: ArgoData, mode: str, seats: list[Seat], options: dict[str, object], seed: int):
        self.data = data
        self.setup = data.setup
        self.mode = mode
        self.seats = list(seats)
        self.options = dict(options)
        self.deep_space = bool(options.get("deep_space", False))
        self.players = len(seats)
        self.colours = tuple(s.colour for s in seats)
        self.team = tuple(data.astronaut_ids(c) for c in self.colours)
        self.astronauts = tuple(a for team in self.team for a in team)
        self.owner = {a: seat for seat, c in enumerate(self.colours) for a in data.astronaut_ids(c)}
        self.role = {a: role for c in self.colours for a, role in zip(data.astronaut_ids(c), data.roles, strict=True)}
        self.pods_in_play = data.pods_for(self.players)
        self.track_values = data.track(self.players)
        difficulty = options.get("difficulty", "medium")
        assert isinstance(difficulty, str), "the set-up's options are checked before a game starts"
        self.cover = data.cover(difficulty)
        self.seed_rng(seed)
        self.station = Station(data, {ORIGIN: (data.waking_room, 0)})
        self.where = {}
        self.occ = {}
        self.seated = {}
        self.alien_at = {}
        self.alien_cell = {}
        self.display = []
        self.stack = []
        self.pod_stack = []
        self.pods_gone = []
        self.escaped = {}
        self.track = []
        self.tokens = {}
        self.scores = [0] * self.players
        self.gains = {}
        self.active = 0
        self.turn = 1
        self.acting = 0
        self.first_turn = frozenset()
        self.actions_left = 0
        self.moved = frozenset()
        self.activated = frozenset()
        self.core_start = frozenset()
        self.final_turns_left = None
        self.over = None
        self.steps = []
        self.events = []

    # ------------------------------------------------------------------ basics
    def note(self, text: str) -> None:
        """Record what happened, for the log (everything in Argo is public)."""
        self.events.append((text, None))

    def note_forced(self, only: Action) -> None:
        """Log a choice the engine takes itself, being the only one (Q33)."""
        self.note(forced_note(self, only))

    def clone(self) -> Self:
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

    def facts(self, cell: int) -> TileFacts:
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
        if action in self.listed_actions():
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
        steps, automatic = self.steps, AUTO
        while steps and self.over is None:
            step = steps[-1]
            auto = automatic.get(step[0])
            if auto is not None:
                steps.pop()
                auto(self, step)
                continue
            legal = self._list_legal_actions()  # a bot's sampled position lists fewer (bots.PrunedArgoState)
            if not legal:
                steps.pop()
                empty = EMPTY.get(step[0])
                if empty is not None:
                    empty(self, step)
                continue
            if len(legal) == 1 and (legal[0].verb in FORCED or legal[0].verb in NOTHING_TO_CHOOSE):
                only = legal[0]
                if only.verb != "stop":
                    self.note_forced(only)
                self._run(only)
                continue
            self._legal_cache = tuple(legal)
            return
        if self.over is not None:
            self.steps = []

    # turn flow (R9-R11, R84, R97, R98)
    def _auto_turn_start(self, step: PlainStep) -> None:
        seat = self.active
        if not any(self.owner[a] == seat for a in self.where):
            self.finish("stranded")
            return
        core = self.station.first_of_type("core")
        in_core = self.occ.get(core, ()) if core is not None else ()
        self.core_start = frozenset(a for a in in_core if self.owner[a] == seat)
        first = seat in self.first_turn
        self.actions_left = self.setup.first_turn_actions if first else self.setup.actions_per_turn
        self.moved, self.activated, self.acting = frozenset(), frozenset(), seat
        self.steps += [("end_turn",), ("actions",), ("build",), ("alien_phase",), ("tm_open", "start")]

    def _auto_end_turn(self, step: PlainStep) -> None:
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
    def _legal_actions(self, step: PlainStep) -> list[Action]:
        if self.actions_left <= 0:
            return []
        seat = self.active
        moves = self.move_actions(seat, skip_moved=True)
        if seat in self.first_turn:
            return moves
        return moves + self.activation_actions(seat, granted=False) + [END]

    def _do_actions(self, step: PlainStep, action: Action) -> None:
        if action.verb == "end":
            return
        astro = action.args[0]
        self.steps += [("actions",), ("action_done",)]
        if action.verb == "move":
            self.moved = self.moved | {astro}
            self.begin_move(astro, to_cell(action.args[1]))
        else:
            self.activated = self.activated | {self.station.tiles[self.where[astro]][0]}
            self.begin_activation(astro)

    def _auto_action_done(self, step: PlainStep) -> None:
        self.actions_left -= 1
        if self.actions_left > 0:
            self.steps.append(("tm_open", "between"))

    # ------------------------------------------------------------ secrets
    def secrets_from(self, player: int | None) -> set[str]:
        """Only the module stack is hidden, from everyone alike (its order, and so which tile
        comes next); every other piece of the game lies open on the table."""
        return set(self.stack)


# Step kind -> its handler, which takes the state and a step of that kind (``PushStep`` for "push"...).
LEGAL: dict[str, Callable[..., list[Action]]] = methods_named(ArgoState, "_legal_")
DO: dict[str, Callable[..., None]] = methods_named(ArgoState, "_do_")
AUTO: dict[str, Callable[..., None]] = methods_named(ArgoState, "_auto_")
EMPTY: dict[str, Callable[..., None]] = methods_named(ArgoState, "_empty_")
"""What a decision step does when it has no action left (most just close)."""
