"""Small helpers for the plain-word lines every game writes."""

from __future__ import annotations


def plural(count: int, word: str) -> str:
    """'1 card', '2 cards'."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def listed(names: list[str]) -> str:
    """'Up', 'Up and Down', 'Up, Down and Chatter'."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def sentence_start(text: str) -> str:
    """``text`` with its first letter in capitals and the rest as it is ("the Time Machine" -> "The Time Machine")."""
    return text[:1].upper() + text[1:]


def in_brackets(sentence: str) -> str:
    """A sentence as an aside in brackets: "Fiddle a die." -> "fiddle a die"."""
    text = sentence.strip().removesuffix(".")
    return text[:1].lower() + text[1:]
