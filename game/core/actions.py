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


def act(verb: str, *args: object) -> Action:
    """Shorthand used by engines: ``act("move", "R1", "3")``.

    Builds the tuple directly (engines list thousands of actions a second, and the named
    tuple's own constructor costs a third more).
    """
    return tuple.__new__(Action, (verb, tuple(map(str, args))))
