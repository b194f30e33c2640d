"""Reading the numbers of a position (docs/positions.md), with errors that name the field.

A position is written by hand for tests, puzzles and bug reports, so a typo must say where it is:
``turn: 'x' is not a whole number.`` rather than Python's ``invalid literal for int()``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from game.core.contract import GameState, Seat
from game.core.errors import shown

State = TypeVar("State", bound=GameState)


def whole(value: object, field: str) -> int:
    """``value`` as an int: a whole number, or text of one ("3"); else a ValueError naming ``field``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().removeprefix("-").isdecimal():
        return int(value)
    raise ValueError(f"{field}: {shown(value)} is not a whole number.")


def whole_field(data: Mapping[str, object], field: str, default: int) -> int:
    """The whole number under ``field`` in ``data``, ``default`` when it is absent."""
    return whole(data.get(field, default), field)


def whole_numbers(values: object, field: str) -> list[int]:
    """A list of whole numbers, each checked by ``whole`` and named by its place in ``field``."""
    if not isinstance(values, (list, tuple)):
        raise ValueError(f"{field}: {shown(values)} is not a list of whole numbers.")
    return [whole(value, f"{field}[{i}]") for i, value in enumerate(values)]


def turn_field(data: Mapping[str, object]) -> int:
    """A position's ``turn``: a whole number from 1 (the default)."""
    turn = whole_field(data, "turn", 1)
    if turn < 1:
        raise ValueError(f"turn: the first turn is 1, not {turn}.")
    return turn


def load_checked(read: Callable[[dict[str, Any]], State], data: dict[str, Any]) -> State:
    """A game's position read by ``read``, then refused when its parts do not hold together (each
    game's ``load_position``). Bad data always ends in a ValueError: the reader names the field at
    fault, and a value of an unexpected shape that slipped past it is named as best it can be."""
    if not isinstance(data, dict):
        raise ValueError("A position is a mapping of fields (docs/positions.md).")
    try:
        state = read(data)
        problems = state.invariant_problems()
    except (KeyError, TypeError, AttributeError, IndexError) as error:
        raise ValueError(f"The position is missing or has a wrong value for {error}.") from None
    if problems:  # each part read well, but together they are no position of the game
        raise ValueError("The position does not hold together: " + " ".join(problems))
    return state


def known_fields(data: Mapping[str, object], fields: set[str], game_id: str, a_position: str) -> None:
    """Refuse a field the game's positions do not have, and a position of another game
    (``a_position``: "an Argo position")."""
    unknown = set(data) - fields
    if unknown:
        raise ValueError(f"{', '.join(sorted(unknown))}: not a field of {a_position} (docs/positions.md).")
    if data.get("game", game_id) != game_id:
        raise ValueError(f"game: this is {a_position}, not {data['game']}.")


def seats_field(data: Mapping[str, object]) -> list[Seat]:
    """A position's ``seats``: each with a name and a colour as text, no two of one colour."""
    raw = data.get("seats")
    if not isinstance(raw, list) or not raw or not all(isinstance(s, dict) for s in raw):
        raise ValueError(f"seats: a list of seats, each with a name and a colour, not {shown(raw)}.")
    seats = []
    for number, seat in enumerate(raw):
        name, colour = seat.get("name"), seat.get("colour")
        if not isinstance(name, str) or not isinstance(colour, str) or not colour:
            raise ValueError(f"seats[{number}]: a name and a colour, as text.")
        seats.append(Seat(name, colour, seat.get("kind", "human"), seat.get("bot_level", "")))
    colours = [s.colour for s in seats]
    twice = [c for c in colours if colours.count(c) > 1]
    if twice:
        raise ValueError(f"seats: two seats play {twice[0]}; each plays its own colour.")
    return seats
