"""Numbered tokens: which free tokens show a vehicle's number (rulebook: Move an Existing
Train or Truck; docs/rulings.md, Q10).

A token is written ``TYPE:SIDE`` (``3/4:4`` is a 3/4 token showing 4). A number is shown by
one free token that has it on a side; when none is free, by two free tokens whose shown
sides add up to it, never above the highest number. Nobody chooses the pair: the engine
takes the pair whose token types have the most free tokens (then the larger first part),
which never changes whether an action is legal.
"""

from __future__ import annotations

from functools import lru_cache

from game.area51.rules_data import area51_data

FreeItems = tuple[tuple[str, int], ...]
"""Free token counts as (token type, count) pairs: the hashable form the caches key on."""


def token(kind: str, side: int) -> str:
    return f"{kind}:{side}"


def token_value(text: str) -> int:
    return int(text.rsplit(":", 1)[1])


def token_type(text: str) -> str:
    return text.rsplit(":", 1)[0]


def allocate(free: dict[str, int], number: int) -> tuple[str, ...] | None:
    """The tokens that show ``number`` from the ``free`` counts per type, or None when none can."""
    return _allocate(tuple(sorted(free.items())), number)


@lru_cache(maxsize=4096)
def _allocate(free_items: FreeItems, number: int) -> tuple[str, ...] | None:
    data = area51_data()
    if not 1 <= number <= data.setup.max_number:
        return None
    free = dict(free_items)
    type_of = data.token_type_of_value
    single = type_of.get(number)
    if single is not None and free.get(single, 0) > 0:
        return (token(single, number),)
    best, best_key = None, None
    for first in range(number - 1, 0, -1):
        second = number - first
        if second > first:
            break
        kind_a, kind_b = type_of.get(first), type_of.get(second)
        if kind_a is None or kind_b is None:
            continue
        enough = free.get(kind_a, 0) >= 2 if kind_a == kind_b else free.get(kind_a, 0) and free.get(kind_b, 0)
        if not enough:
            continue
        key = (free[kind_a] + free[kind_b], first)
        if best_key is None or key > best_key:
            best, best_key = (token(kind_a, first), token(kind_b, second)), key
    return best


def freed(free: dict[str, int], held: tuple[str, ...]) -> dict[str, int]:
    """The free counts once the tokens ``held`` by a vehicle are given back."""
    result = dict(free)
    for text in held:
        kind = token_type(text)
        result[kind] = result.get(kind, 0) + 1
    return result


def showable_numbers(free: dict[str, int]) -> frozenset[int]:
    """Every number the ``free`` tokens can show (used when a hire is declared)."""
    return _showable(tuple(sorted(free.items())))


@lru_cache(maxsize=1024)
def _showable(free_items: FreeItems) -> frozenset[int]:
    top = area51_data().setup.max_number
    return frozenset(n for n in range(1, top + 1) if _allocate(free_items, n) is not None)


def lowest_showable(free: dict[str, int], held: tuple[str, ...], at_least: int) -> int | None:
    """The lowest number from ``at_least`` up that a vehicle holding ``held`` could show (R27)."""
    return _lowest(tuple(free.items()), held, at_least)


@lru_cache(maxsize=8192)
def _lowest(free_items: FreeItems, held: tuple[str, ...], at_least: int) -> int | None:
    showable = showable_numbers(freed(dict(free_items), held))
    top = area51_data().setup.max_number
    return next((n for n in range(at_least, top + 1) if n in showable), None)


def take(free: dict[str, int], tokens: tuple[str, ...]) -> None:
    """Move ``tokens`` out of the free counts (in place)."""
    for text in tokens:
        free[token_type(text)] -= 1
