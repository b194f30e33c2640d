"""Places and pieces of The Elevator, and where an Alien may stand (the placement rules)."""

from __future__ import annotations

FLOOR_NAMES = ("0", "1", "2", "3", "4", "5", "6", "A")
GROUND, TOP = 0, 7
ELEVATOR = 8
LOCATION_NAMES = FLOOR_NAMES + ("E",)
BOSS_LETTER = "K"
"""Bosses are named K1, K2...; a worker's name starts with its colour's letter."""


def location_name(loc: int) -> str:
    return LOCATION_NAMES[loc]


def parse_location(text: str) -> int | None:
    try:
        return LOCATION_NAMES.index(text)
    except ValueError:
        return None


def location(text: str) -> int:
    """The place a legal action names ('E' or a floor): its name is always a real one."""
    return LOCATION_NAMES.index(text)


def floor_label(loc: int) -> str:
    return "the elevator" if loc == ELEVATOR else f"Floor {FLOOR_NAMES[loc]}"


def where_words(loc: int) -> str:
    """'in the elevator' or 'on Floor 3'."""
    return "in the elevator" if loc == ELEVATOR else f"on {floor_label(loc)}"


def is_boss(alien: str) -> bool:
    return alien[0] == BOSS_LETTER


def worker_colour_letter(colour: str) -> str:
    return colour[0].upper()


def alien_label(alien: str, colours: dict[str, str], article: str = "a") -> str:
    """'boss K2' or 'a red worker': a boss by the number the board shows on it, a worker by its
    colour only (a player's workers are alike; the notation still names which one)."""
    if is_boss(alien):
        return f"boss {alien}"
    return f"{article} {colours.get(alien[0], alien[0])} worker"
