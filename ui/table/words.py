"""The words of a choice button, and what the button stands for."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.core.actions import Action

Words = str | tuple[str, ...]
"""A button's words, or several wordings longest first: the button shows the first that fits."""
Choice = tuple[Words, "Action | Callable[[], object]"]
"""A choice button's words, and the action it takes (or what it does for the table itself)."""
Wording = TypeVar("Wording", bound=Words)
"""A button's words, one wording or several (``distinct_choices`` keeps them as they are)."""
Chosen = TypeVar("Chosen")
"""What a choice button stands for (``distinct_choices`` keeps it as it is)."""


def wordings(words: Words) -> tuple[str, ...]:
    """A button's wordings, longest first."""
    return (words,) if isinstance(words, str) else words


def distinct_choices(choices: list[tuple[Wording, Chosen]]) -> list[tuple[Wording, Chosen]]:
    """One button per wording: two choices that read the same (two Hackers in a hand, two dice of
    the same values) are the same to the player, so the first stands for both."""
    seen: set[Wording] = set()
    distinct = []
    for text, action in choices:
        if text not in seen:
            seen.add(text)
            distinct.append((text, action))
    return distinct
