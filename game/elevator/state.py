"""The Elevator's rules: one position and the actions that change it.

A turn is a stack of steps (top = last). Decision steps wait for an action;
automatic steps (the elevator's ride, drawing, the boss's descent, opening an
instant window) run at once in ``_advance``. Instant cards answer in windows:
"start" (the turn begins, before the roll), "roll" (after a die roll), "leave"
(a worker with company about to leave a floor or the elevator), "arrive" (the
elevator has just arrived, before the Alien move) and "after_move" (after any
change on the elevator's floor: an Alien move, a card, a token's effect); a
window asks, one seat at a time, each seat that may answer (docs/rulings.md,
rulings 16 and 17).

The fields are declared in ``fields`` and the rules split by topic into mixins, each a step's
handlers (``_legal_<step>``, ``_do_<step>``, ``_auto_<step>``) and what they need:
``placement`` (where an Alien may stand, the Alarm), ``deck`` (drawing and discarding),
``instants`` (windows and instant cards), ``cards`` (the card step and a card's targets),
``tokens`` (effect tokens) and ``turn`` (the roll, the ride, the Alien move, the end of a
turn and of the game). This module puts them together and runs the step stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, act
from game.core.contract import Result, Seat, first_player_problem, methods_named
from game.core.parts import StateParts
from game.elevator.board import ELEVATOR, FLOOR_NAMES, GROUND, worker_colour_letter
from game.elevator.cards import END, CardRules
from game.elevator.deck import DeckRules
from game.elevator.fields import WET_FLOOR_EVERY_CHANGE_SINCE, Step
from game.elevator.instants import InstantRules
from game.elevator.placement import PlacementRules, moved_first
from game.elevator.rules_data import ElevatorData, elevator_data
from game.elevator.tokens import TokenRules
from game.elevator.turn import TurnRules

DECISION_STEPS = {"marker", "roll", "window", "hack", "alien_move", "swap_pick", "swap", "exchange",
                  "discard_effect", "cards", "resolve"}
SKIPPED_WITHOUT_CHOICE = {"alien_move", "cards", "resolve", "swap_pick", "exchange", "discard_effect"}
"""Decision steps passed over when nothing can be chosen (a card step with only "end" too)."""
PASS = act("pass")


class ElevatorState(StateParts, TurnRules, CardRules, InstantRules, TokenRules, PlacementRules, DeckRules):
    """A position of The Elevator. Build new games with ``game.elevator.GAME.new_state``."""

    def __init__(self, data: ElevatorData, mode: str, seats: list[Seat], options: dict[str, Any], seed: int):
        self.data = data
        self.mode = mode
        self.rules = data.setup.modes[mode]
        self.team = self.rules.team
        self.seats = list(seats)
        self.options = dict(options)
        self.seed_rng(seed)
        self.colour_of_letter = {worker_colour_letter(c): c for c in _all_colours(seats)}
        self.loc = {}
        self.workers_by_letter = {}
        self.workers = ()
        self.bosses = ()
        self.elevator = GROUND
        self.die = None
        self.deck = []
        self.discard = []
        self.hands = [[] for _ in seats]
        self.objectives = [[] for _ in seats]
        self.tokens = {}
        self.active = 0
        self.turn = 1
        self.steps = []
        self.plays_left = 0
        self.instants_used = frozenset()
        self.broken = False
        self.elevator_moved = False
        self.alien_moved = False
        self.moved_alien = None
        self.floor_seen = None
        self.older_log_version = None
        self.no_cards = False
        self.table_card = None
        self.boss_order = ()
        self.winners = None
        self.team_won = None
        self.events = []
        self._last_end_check = None

    def clone(self) -> ElevatorState:
        other = object.__new__(ElevatorState)
        other.__dict__.update(self.__dict__)
        self.share_rng(other)
        other.loc = dict(self.loc)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.hands = [list(h) for h in self.hands]
        other.objectives = [list(marks) for marks in self.objectives]
        other.tokens = dict(self.tokens)
        other.steps = list(self.steps)
        other.events = list(self.events)
        other._legal_cache = None  # a clone may be changed by hand (a bot deals it hidden cards)
        return other

    # ------------------------------------------------------------ who decides
    def to_move(self) -> int | None:
        if self.winners is not None or self.team_won is not None or not self.steps:
            return None
        step = self.steps[-1]
        if step[0] == "window":
            return step[2][0]
        if step[0] in ("marker", "hack"):
            return step[1]
        return self.active

    def is_over(self) -> bool:
        return self.winners is not None or self.team_won is not None

    def result(self) -> Result | None:
        who = "the team" if len(self.seats) > 1 else self.name(0)  # Solo: one player, no team
        if self.team_won is True:
            return Result(list(range(len(self.seats))), f"All twelve workers made it out: {who} wins!", True)
        if self.team_won is False:
            return Result([], f"The boss reached Floor 0 first: {who} loses.", False)
        if self.winners:
            names = " and ".join(self.name(w) for w in self.winners)
            return Result(list(self.winners), f"{names} wins with every worker at a workstation!")
        return None

    # ------------------------------------------------------------ legal actions
    def _list_legal_actions(self) -> list[Action]:
        if self.is_over() or not self.steps:
            return []
        step = self.steps[-1]
        return LEGAL[step[0]](self, step)

    def why_illegal(self, action: Action) -> str | None:
        if self.is_over():
            return "The game is over."
        if action in self.listed_actions():
            return None
        reason = None
        if action.verb == "move" and len(action.args) == 2:
            reason = self._explain_move(action.args[0], action.args[1])
        elif action.verb == "alarm" and len(action.args) == 2:
            reason = self._explain_alarm(action.args[0], action.args[1])
        elif action.verb in ("play", "discard", "end"):
            reason = self._explain_card(action)
        elif action.verb == "marker" and len(action.args) == 1:
            top = self.steps[-1]
            if top[0] == "marker":
                reason = self._explain_marker(top[1], action.args[0])
        elif action.verb == "exchange" and len(action.args) == 2 and self.steps[-1][0] == "exchange" \
                and all(a in self.loc for a in action.args):
            reason = self._explain_exchange(self.steps[-1][1], *action.args)
        return reason or f"That is not possible now. {self.prompt()}"

    # ------------------------------------------------------------ applying actions
    def _do(self, action: Action) -> None:
        self.events = []
        step = self.steps.pop()
        DO[step[0]](self, step, action)
        self._advance()

    def _advance(self) -> None:
        """Run automatic steps until a decision is needed or the game is over."""
        while not self._check_end() and self.steps:
            step = self.steps[-1]
            if step[0] in DECISION_STEPS:
                if step[0] in SKIPPED_WITHOUT_CHOICE:
                    legal = self._list_legal_actions()
                    if not legal:
                        self.steps.pop()
                        self._skip_note(step)
                        continue
                    if step[0] == "cards" and legal == [END] and self._nothing_to_play_in_public():
                        self.steps.pop()
                        continue
                    self._legal_cache = tuple(legal)
                return
            self.steps.pop()
            AUTO[step[0]](self, step)

    def _nothing_to_play_in_public(self) -> bool:
        """A card step with only "end" passes by itself when everyone can see there is nothing to play:
        open hands, an empty hand, or No card use. When hidden cards merely cannot be played, the
        player still ends the step, so the table learns nothing (ruling 3). After the turn's last
        card the player ends it too: they see what the card did, and may take it back, first."""
        if self._card_used_this_turn():
            return False
        return self.team or not self.hands[self.active] or not self._may_play_now()

    def _skip_note(self, step: Step) -> None:
        reasons = {
            "alien_move": (None if self.broken else  # the Broken elevator's own line said so
                           "Double Alien movement: no other Alien can move in or out, so the second move "
                           "is skipped." if moved_first(step) else
                           "No Alien can move in or out of the elevator, so the Alien move is skipped."),
            "resolve": "The card has no possible target; it has no effect.",
            "swap_pick": "Card swap: nobody has cards to swap, so it is skipped.",
            "exchange": "Alien swap: no swap is possible, so it is skipped.",
            "discard_effect": "Discard card: the hand is empty, so it is skipped.",
        }
        reason = reasons.get(step[0])
        if reason:
            self.note(reason)

    # ------------------------------------------------------------ logs of older saves
    def replay_older_log(self, version: int | None) -> None:
        self.older_log_version = version

    def left_out_by_older_log(self, version: int) -> Action | None:
        """Version 1 opened fewer windows, and before version 5 no turn opened with one (they are
        passed); before version 4 the card step ended by itself after the turn's last card."""
        top = self.steps[-1] if self.steps else None
        if top and top[0] == "window" and (version < 2 or version < WET_FLOOR_EVERY_CHANGE_SINCE and top[1] == "start"):
            return PASS  # the game's first window before the roll, opened before the replay began
        if version < 4 and top and top[0] == "cards" and self._card_used_this_turn() and self.legal_actions() == [END] \
                and (self.team or not self.hands[self.active] or not self._may_play_now()):
            return END
        return None


LEGAL: dict[str, Callable[[ElevatorState, Step], list[Action]]] = methods_named(ElevatorState, "_legal_")
"""The actions of a decision step, by the step's kind (``_legal_window`` for a "window" step)."""
DO: dict[str, Callable[[ElevatorState, Step, Action], None]] = methods_named(ElevatorState, "_do_")
"""What an action does at a decision step, by the step's kind."""
AUTO: dict[str, Callable[[ElevatorState, Step], None]] = methods_named(ElevatorState, "_auto_")
"""What an automatic step does, by the step's kind."""


def _all_colours(seats: list[Seat]) -> list[str]:
    colours = list(elevator_data_colours())
    for seat in seats:
        if seat.colour not in colours:
            colours.append(seat.colour)
    return colours


def elevator_data_colours() -> list[str]:
    from game.core.registry import game_info
    return game_info("elevator").colours


def new_game(mode: str, seats: list[Seat], options: dict[str, Any], seed: int,
             first_player: int | None) -> ElevatorState:
    """Set up a new game as the rulebook's set-up for the mode says."""
    problem = first_player_problem(first_player, len(seats))
    if problem:
        raise ValueError(problem)
    data = elevator_data()
    state = ElevatorState(data, mode, seats, options, seed)
    rules = state.rules
    setup = data.setup
    colours = _all_colours(seats) if rules.team else [s.colour for s in seats]
    workers = [f"{worker_colour_letter(c)}{i}" for c in colours for i in range(1, setup.workers_per_colour + 1)]
    boss_count = options.get("bosses", rules.bosses)
    bosses = [f"K{i}" for i in range(1, boss_count + 1)]
    if rules.team:
        floors = [f for f, n in rules.workers_per_floor.items() for _ in range(n)]
        for worker, floor in zip(workers, floors, strict=True):
            state.loc[worker] = FLOOR_NAMES.index(floor)
        assert rules.boss_start is not None, "a team mode names its bosses' floor (checked when the data loads)"
        for boss in bosses:
            state.loc[boss] = FLOOR_NAMES.index(rules.boss_start)
        state.boss_order = tuple(bosses)
    else:
        for alien in workers + bosses:
            state.loc[alien] = ELEVATOR
        state.objectives = [[FLOOR_NAMES.index(f) for f in marks] for marks in setup.objectives[len(seats)]]
    for worker in workers:
        state.workers_by_letter[worker[0]] = state.workers_by_letter.get(worker[0], ()) + (worker,)
    state.workers = tuple(workers)
    state.bosses = tuple(bosses)
    state.elevator = FLOOR_NAMES.index(setup.elevator_start)
    if rules.effect_tokens:
        tokens = [t.id for t in setup.effect_tokens]
        state.rng.shuffle(tokens)
        state.tokens = {FLOOR_NAMES.index(f): t for f, t in zip(setup.effect_token_floors, tokens, strict=False)}
    state.deck = data.deck_for(mode)
    state.rng.shuffle(state.deck)
    state.active = state.rng.randrange(len(seats)) if first_player is None else first_player
    deal = rules.deal[len(seats)]
    n = len(seats)
    for i in range(n):
        seat = (state.active + i) % n
        state.hands[seat] = [state.deck.pop() for _ in range(deal)]
    state.begin_turn()
    if not rules.team and any(len(m) < setup.objective_markers for m in state.objectives):
        state.steps += [("marker", (state.active + i) % n) for i in reversed(range(n))]
    state._advance()
    state.events = []
    return state
