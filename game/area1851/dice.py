"""A player's dice and the sets of them that pay a cost (R24, R25).

A cost is paid by one or more *available* dice whose values add up exactly to it, each die
used once. Which sets pay depends only on the dice values and which dice are available, so
the answer for each (values, available) pair is worked out once and kept: the legal-action
listing asks it for every card in hand at every decision.
"""

from __future__ import annotations

FREE, USED, HALL, OUT = 0, 1, 2, 3
"""A die's state: available, used to build this turn, on the Town Hall, sitting out this turn."""
STATE_MARKS = {FREE: "", USED: "u", HALL: "t", OUT: "x"}
MARK_STATES = {mark: state for state, mark in STATE_MARKS.items()}
STATE_WORDS = {FREE: "free", USED: "used", HALL: "town-hall", OUT: "out"}

MAX_DICE = 8
SET_NAMES: dict[int, str] = {}
"""Bit mask of dice -> notation: 0b101 -> "d1+d3" (dice in ascending order)."""
SET_MASKS: dict[str, int] = {}


def _name(mask: int) -> str:
    return "+".join(f"d{i + 1}" for i in range(MAX_DICE) if mask >> i & 1)


for _mask in range(1, 1 << MAX_DICE):
    SET_NAMES[_mask] = _name(_mask)
    SET_MASKS[SET_NAMES[_mask]] = _mask


def submasks(mask: int) -> tuple[int, ...]:
    """The non-empty sets of the dice in ``mask``: fewer dice first, then in die order."""
    found = _SUBMASKS.get(mask)
    if found is None:
        subs = [s for s in range(1, mask + 1) if s & mask == s]
        found = _SUBMASKS[mask] = tuple(sorted(subs, key=lambda s: (bin(s).count("1"), _bits(s))))
    return found


def _bits(mask: int) -> list[int]:
    return [i for i in range(MAX_DICE) if mask >> i & 1]


_SUBMASKS: dict[int, tuple[int, ...]] = {}
Dice = tuple[int | None, ...]
"""One seat's die values; None: never rolled."""
_PAYMENTS: dict[tuple[Dice, int], dict[int, tuple[str, ...]]] = {}
_PAYMENTS_LIMIT = 200_000


def payments(values: Dice, available: int) -> dict[int, tuple[str, ...]]:
    """Cost -> the dice sets (as notation) that pay it exactly, from the available dice."""
    key = (values, available)
    found = _PAYMENTS.get(key)
    if found is None:
        table: dict[int, list[str]] = {}
        for sub in submasks(available) if available else ():
            total = 0
            for i in _bits(sub):
                value = values[i]
                assert value is not None, "an available die has been rolled"
                total += value
            table.setdefault(total, []).append(SET_NAMES[sub])
        found = {cost: tuple(names) for cost, names in table.items()}
        if len(_PAYMENTS) >= _PAYMENTS_LIMIT:
            _PAYMENTS.clear()
        _PAYMENTS[key] = found
    return found


def available_mask(values: list[int | None], states: list[int]) -> int:
    """The bit mask of the dice that may pay a cost now (R24)."""
    mask = 0
    for i, state in enumerate(states):
        if state == FREE and values[i] is not None:
            mask |= 1 << i
    return mask


def parse_set(text: str, dice: int) -> int | None:
    """The mask of a written dice set ("d1+d3"), or None when it is not one of ``dice`` dice."""
    mask = SET_MASKS.get(text)
    if mask is None or mask >> dice:
        return None
    return mask


def dice_in(mask: int) -> list[int]:
    """The die indexes (0-based) of a mask."""
    return _bits(mask)


def die_text(value: int | None, state: int) -> str | int | None:
    """A die as a position writes it: 3, "2u" (used), "4t" (Town Hall), "1x" (out), None (never
    rolled), "x" (never rolled and sitting out)."""
    if value is None:
        return "x" if state == OUT else None
    mark = STATE_MARKS[state]
    return f"{value}{mark}" if mark else value
