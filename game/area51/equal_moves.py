"""Moves that differ only by equal cards (the same colour and value): they play the same, so the
search weighs one of them and the prompt counts them as one choice."""

from __future__ import annotations

from functools import cache

from game.area51.rules_data import area51_data
from game.core.actions import Action

CARD_VERBS = frozenset({"take", "refresh", "up", "down", "load"})
"""Verbs whose first argument is a card: two cards of one colour and value play the same, so the
search weighs one of them (``candidates``)."""


def distinct_moves(legal: list[Action]) -> list[Action]:
    """The legal moves less those equal to an earlier one: the same move with a card of the same
    colour and value."""
    seen: set[tuple[str | int, ...]] = set()
    result: list[Action] = []
    for action in legal:
        key = _move_key(action)
        if key not in seen:
            seen.add(key)
            result.append(action)
    return result


@cache
def _move_key(action: Action) -> tuple[str | int, ...]:
    """What a move does, with a card named by its colour and value only."""
    verb, args = action.verb, action.args
    if verb in CARD_VERBS and args[0] in area51_data().cards:
        data = area51_data()
        return (verb, data.colour_of[args[0]], data.value_of[args[0]]) + args[1:]
    return (verb,) + args
