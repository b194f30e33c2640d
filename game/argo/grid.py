"""The square grid under the station: cells, sides, doors and rotations.

A cell is kept as one integer so that neighbours are an addition away (the rules look at
neighbours thousands of times a second); its text form is ``x,y`` with x growing East and
y growing South, the Waking Room at ``0,0`` (docs/notation.md). Doors are four bits,
N 1, E 2, S 4, W 8; a rotation turns them clockwise in quarter turns.
"""

from __future__ import annotations

WIDTH = 256
OFFSET = 128
"""Cells from -128 to 127 on each axis: far more than 31 tiles can ever reach."""
SIDES = ("N", "E", "S", "W")
STEP = (-WIDTH, 1, WIDTH, -1)
"""The cell offset towards each side, in the order of SIDES."""
ROTATIONS = (0, 90, 180, 270)
ORIGIN = OFFSET * WIDTH + OFFSET


def cell(x: int, y: int) -> int:
    return (y + OFFSET) * WIDTH + (x + OFFSET)


def xy(c: int) -> tuple[int, int]:
    y, x = divmod(c, WIDTH)
    return x - OFFSET, y - OFFSET


_TEXT: dict[int, str] = {}
_CELL: dict[str, int] = {}


def cell_text(c: int) -> str:
    text = _TEXT.get(c)
    if text is None:
        x, y = xy(c)
        text = _TEXT[c] = f"{x},{y}"
        _CELL[text] = c
    return text


def parse_cell(text: str) -> int | None:
    """The cell of ``x,y``, or None when the text is not a cell."""
    found = _CELL.get(text)
    if found is not None:
        return found
    parts = text.split(",")
    if len(parts) != 2:
        return None
    try:
        x, y = int(parts[0]), int(parts[1])
    except ValueError:
        return None
    if not (-OFFSET <= x < OFFSET and -OFFSET <= y < OFFSET):
        return None
    c = cell(x, y)
    cell_text(c)
    return c


def to_cell(text: str) -> int:
    """The cell of ``x,y`` in an action found legal; ValueError when the text is not a cell."""
    found = parse_cell(text)
    if found is None:
        raise ValueError(f"'{text}' is not a cell (x,y).")
    return found


def rotate(doors: int, rotation: int) -> int:
    """The doors of a tile turned clockwise by ``rotation`` degrees."""
    turns = (rotation // 90) % 4
    return ((doors << turns) | (doors >> (4 - turns))) & 15


def opposite(side: int) -> int:
    return (side + 2) % 4


def door_names(doors: int) -> list[str]:
    return [SIDES[s] for s in range(4) if doors >> s & 1]


def parse_rotation(text: str) -> int | None:
    try:
        value = int(text)
    except ValueError:
        return None
    return value if value in ROTATIONS else None

