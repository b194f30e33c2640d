"""Reading an Elevator position (docs/positions.md) back into a state; bad data raises ValueError
naming the field at fault. The fields are described in ``game.elevator.positions``."""

from __future__ import annotations

from typing import Any, cast

from game.core.contract import Seat
from game.core.errors import shown
from game.core.position_fields import whole, whole_field
from game.elevator.board import FLOOR_NAMES, parse_location
from game.elevator.fields import Step
from game.elevator.state import ElevatorState, new_game

TURN_STEPS = ("roll", "arrive", "alien_move", "after_move", "cards")


def _location(text: str, what: str) -> int:
    loc = parse_location(str(text))
    if loc is None:
        raise ValueError(f"{what}: '{text}' is not a floor (0-6, A) or the elevator (E).")
    return loc


def state_from_position(data: dict[str, Any]) -> ElevatorState:
    seats = [Seat(s["name"], s["colour"], s.get("kind", "human"), s.get("bot_level", "")) for s in data["seats"]]
    options = data.get("options", {})
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
        state.steps = [_step_tuple(s) for s in data["steps"]]
    else:
        _start_at(state, data.get("step", "roll"))
    state.elevator = _location(data.get("elevator", FLOOR_NAMES[state.elevator]), "elevator")
    state.die = None if data.get("die") is None else whole(data["die"], "die")
    _place_cards(state, data)
    state.turn = whole_field(data, "turn", 1)
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


def _step_tuple(raw: list[Any]) -> Step:
    """A step as ``position_of`` writes it (a list, a window's seats a list too); its shape is taken on trust."""
    return cast(Step, tuple(tuple(x) if isinstance(x, list) else x for x in raw))


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
    """Build a state from position data; bad data raises ValueError with the field at fault."""
    try:
        return state_from_position(data)
    except (KeyError, TypeError) as error:
        raise ValueError(f"The position is missing or has a wrong value for {error}.") from None

