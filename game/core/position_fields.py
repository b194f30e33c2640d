"""Reading the numbers of a position (docs/positions.md), with errors that name the field.

A position is written by hand for tests, puzzles and bug reports, so a typo must say where it is:
``turn: 'x' is not a whole number.`` rather than Python's ``invalid literal for int()``.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core.errors import shown


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
