"""Reading an Elevator position (docs/positions.md) back into a state; bad data raises ValueError
naming the field at fault. The fields are described in ``game.elevator.positions``."""

from __future__ import annotations

from typing import Any, cast

from game.core.errors import shown
from game.core.position_fields import load_checked, seats_field, turn_field, whole, whole_field
from game.core.wording import plural
from game.elevator.board import FLOOR_NAMES, parse_location
from game.elevator.fields import Step
from game.elevator.state import ElevatorState, new_game

TURN_STEPS = ("roll", "arrive", "alien_move", "after_move", "cards")
MOMENTS = ("start", "roll", "leave", "arrive", "after_move")
STEP_ARGS: dict[str, tuple[str, ...]] = {
    "marker": ("seat",), "roll": ("flag",), "arrive": ("flag",), "alien_move": ("flag",),
    "after_move": ("flag",), "cards": (), "draw": (), "end_turn": (), "swap_pick": (), "discard_effect": (),
    "open_window": ("moment",), "window": ("moment", "seats"), "hack": ("seat",), "swap": ("seat",),
    "leave": ("alien", "place", "flag"), "resolve": ("card",), "to_discard": ("card",), "effect": ("token",),
    "exchange": ("floor",),
}
PART_WORDS = {"seat": "a seat of the table", "seats": "a list of seats of the table", "flag": "true or false",
              "moment": f"a moment ({', '.join(MOMENTS)})", "alien": "an Alien of this game",
              "alien?": "an Alien of this game or null", "place": "a floor or the elevator (0-8)",
              "floor": "a floor (0-7)", "card": "a card of this game", "token": "an effect token"}
"""What each step of the turn's stack holds (docs/positions.md); Double Alien movement's second move
also names the Alien that may not move again (or null)."""


def _location(text: str, what: str) -> int:
    loc = parse_location(str(text))
    if loc is None:
        raise ValueError(f"{what}: '{text}' is not a floor (0-6, A) or the elevator (E).")
    return loc


def state_from_position(data: dict[str, Any]) -> ElevatorState:
    seats = seats_field(data)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ValueError(f"options: a mapping of option names to values, not {shown(options)}.")
    for field in ("aliens", "tokens"):
        if not isinstance(data.get(field, {}), dict):
            raise ValueError(f"{field}: a mapping, not {shown(data[field])}.")
    state = new_game(data["mode"], seats, options, whole_field(data, "seed", 0), whole_field(data, "active", 0))
    if "aliens" in data:
        for alien, where in data["aliens"].items():
            if alien not in state.loc:
                raise ValueError(f"aliens: there is no Alien '{alien}' in this mode.")
            state.loc[alien] = _location(where, f"aliens.{alien}")
    if "objectives" in data:
        state.objectives = [[_location(f, "objectives") for f in marks] for marks in data["objectives"]]
    if "tokens" in data:
        state.tokens = {_location(f, "tokens"): t for f, t in data["tokens"].items()}
        unknown = set(state.tokens.values()) - set(state.data.tokens)
        if unknown:
            raise ValueError(f"tokens: unknown effect token {sorted(unknown)}.")
    if "steps" in data:
        if not isinstance(data["steps"], list):
            raise ValueError(f"steps: a list of steps, not {shown(data['steps'])}.")
        state.steps = [_step_tuple(state, s, f"steps[{i}]") for i, s in enumerate(data["steps"])]
    else:
        _start_at(state, data.get("step", "roll"))
    state.elevator = _location(data.get("elevator", FLOOR_NAMES[state.elevator]), "elevator")
    state.die = None if data.get("die") is None else whole(data["die"], "die")
    if state.die is not None and state.die not in state.data.setup.die_faces:
        raise ValueError(f"die: the die shows {', '.join(map(str, state.data.setup.die_faces))}, not {state.die}.")
    _place_cards(state, data)
    state.turn = turn_field(data)
    state.plays_left = whole_field(data, "plays_left", state.plays_left)
    for field in ("broken", "no_cards"):
        if not isinstance(data.get(field, False), bool):
            raise ValueError(f"{field}: true or false, not {shown(data[field])}.")
        setattr(state, field, data.get(field, getattr(state, field)))
    state.table_card = data.get("table_card", state.table_card)
    # past the roll, a position stands where the roll took the elevator; past the Alien move, it was made
    step = data.get("step", "roll")
    state.elevator_moved = bool(data.get("elevator_moved", step != "roll"))
    state.alien_moved = bool(data.get("alien_moved", step in ("after_move", "cards")))
    state.floor_seen = _read_floor_seen(state, data.get("floor_seen"))
    moved = data.get("moved_alien")
    if moved is not None and moved not in state.loc:
        raise ValueError(f"moved_alien: there is no Alien '{moved}' in this mode.")
    state.moved_alien = moved
    state.instants_used = frozenset(data.get("instants_used", ()))
    if "boss_order" in data:
        state.boss_order = tuple(data["boss_order"])
    state._advance()
    state.events = []
    return state


def _read_floor_seen(state: ElevatorState, raw: object) -> tuple[int, tuple[str, ...]] | None:
    """The floor and its Aliens at the last Wet floor moment (None: none came yet this turn)."""
    if raw is None:
        return None
    if not (isinstance(raw, list) and len(raw) == 2 and isinstance(raw[1], list)):
        raise ValueError(f"floor_seen: a floor and a list of Aliens, not {shown(raw)}.")
    unknown = [a for a in raw[1] if a not in state.loc]
    if unknown:
        raise ValueError(f"floor_seen: there is no Alien '{unknown[0]}' in this mode.")
    return _location(raw[0], "floor_seen"), tuple(sorted(raw[1]))


def _step_tuple(state: ElevatorState, raw: object, where: str) -> Step:
    """A step as ``position_of`` writes it (a list, a window's seats a list too), each part checked."""
    if not isinstance(raw, (list, tuple)) or not raw or raw[0] not in STEP_ARGS:
        raise ValueError(f"{where}: a step's name ({', '.join(STEP_ARGS)}) and its parts, not {shown(raw)}.")
    kinds = STEP_ARGS[raw[0]] + (("alien?",) if raw[0] == "alien_move" and len(raw) == 3 else ())
    if len(raw) != 1 + len(kinds):
        raise ValueError(f"{where}: step '{raw[0]}' has {plural(len(kinds), 'part')}, not {len(raw) - 1}.")
    for number, (kind, value) in enumerate(zip(kinds, raw[1:], strict=True), start=1):
        if not _step_part_fits(state, kind, value):
            raise ValueError(f"{where}[{number}]: {shown(value)} is not {PART_WORDS[kind]}.")
    return cast(Step, tuple(tuple(x) if isinstance(x, list) else x for x in raw))


def _step_part_fits(state: ElevatorState, kind: str, value: object) -> bool:
    def whole_in(low: int, high: int) -> bool:
        return type(value) is int and low <= value <= high
    n = len(state.seats)
    checks = {
        "seat": lambda: whole_in(0, n - 1),
        "seats": lambda: isinstance(value, (list, tuple)) and bool(value)
        and all(type(v) is int and 0 <= v < n for v in value),
        "flag": lambda: isinstance(value, bool),
        "moment": lambda: value in MOMENTS,
        "alien": lambda: value in state.loc,
        "alien?": lambda: value is None or value in state.loc,
        "place": lambda: whole_in(0, len(FLOOR_NAMES)),
        "floor": lambda: whole_in(0, len(FLOOR_NAMES) - 1),
        "card": lambda: value in state.data.type_of_instance,
        "token": lambda: value in state.data.tokens,
    }
    return checks[kind]()


def _place_cards(state: ElevatorState, data: dict[str, Any]) -> None:
    every = state.data.deck_for(state.mode)
    if "hands" in data:
        state.hands = [list(h) for h in data["hands"]]
    state.discard = list(data.get("discard", []))
    table = [data["table_card"]] if data.get("table_card") else []
    if "deck" in data:
        state.deck = list(data["deck"])
    else:
        used = {c for h in state.hands for c in h} | set(state.discard) | set(table)
        state.deck = [c for c in every if c not in used]
        state.rng.shuffle(state.deck)
    placed = state.deck + state.discard + [c for h in state.hands for c in h] + table
    if sorted(placed) != sorted(every):
        raise ValueError("cards: the hands, deck, discard pile and table card must hold each card "
                         "of the mode's deck once.")


def _start_at(state: ElevatorState, step: str) -> None:
    """Start the active player's turn at ``step``; the position's fields are set afterwards."""
    if step not in TURN_STEPS:
        raise ValueError(f"step: '{step}' is not one of {', '.join(TURN_STEPS)}.")
    state.begin_turn()
    while state.steps[-1][0] != step:
        state.steps.pop()
    n = len(state.seats)
    missing = [(state.active + i) % n for i in range(n)
               if len(state.objectives[(state.active + i) % n]) < state.data.setup.objective_markers]
    if not state.team and step == "roll":
        state.steps += [("marker", seat) for seat in reversed(missing)]


def load_position(data: dict[str, Any]) -> ElevatorState:
    """Build a state from position data; bad data raises ValueError with the field at fault, and a
    position whose parts do not hold together is refused with what is wrong."""
    return load_checked(state_from_position, data)

