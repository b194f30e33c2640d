"""Actions: small hashable values with a stable text form (see docs/notation.md)."""

from typing import NamedTuple

from game.core.errors import IllegalAction


class Action(NamedTuple):
    """One decision: a verb and its arguments, written as words separated by spaces."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if not words:
            raise IllegalAction("An empty line is not an action.")
        return cls(words[0], tuple(words[1:]))


_MADE: dict[tuple[str, tuple[str | int, ...]], Action] = {}
"""Every action ``act`` made, by its words as given: the engines list the same few hundred
actions at every decision, and a look-up costs a quarter of building one again."""
MADE_AT_MOST = 100_000
"""A bound on ``_MADE``: past it the memo starts afresh (no game comes near it)."""


def act(verb: str, *args: str | int) -> Action:
    """Shorthand used by engines: ``act("move", "R1", "3")``; an int argument is written as text
    (never pass a bool: as a key of the memo, True is the same as 1).

    Each action is made once and kept; it is built as a plain tuple (the named tuple's own
    constructor costs a third more).
    """
    key = (verb, args)
    action = _MADE.get(key)
    if action is None:
        if len(_MADE) >= MADE_AT_MOST:
            _MADE.clear()
        action = _MADE[key] = tuple.__new__(Action, (verb, tuple(map(str, args))))
    return action
