"""Bot specs as text, checked without loading the bots (a seat's level is checked when a table is set).

A spec is ``random``, ``easy``, ``medium`` or ``hard``; ``hard:2s`` or ``medium:800``
changes the budget to seconds or iterations (used by ``simulate --seats``).
"""

from __future__ import annotations

import re
from typing import TypedDict


class Level(TypedDict):
    iterations: int
    """Iterations per decision."""
    noise: float
    """The share of decisions made at random."""
    shown_seconds: float
    """How long a bot of the level that knows more than a person at its table is shown thinking
    for every decision (``shown_thinking_seconds``); its search ends a margin before."""


LEAST_THINKING_SECONDS = 1.0
"""How long a bot that knows something a person at its table does not is shown thinking at the
least: a forced move or a quick search would otherwise tell the table about the bot's hand."""
SECRET_DECISION_SECONDS = 0.05
"""The search of a decision asked only because of what a bot holds (``GameState.decision_is_secret``),
made at once so that no pause shows it: a few frames. Hard searches less than its budget there
(about 90 iterations in Area 1851), and may choose otherwise than with it."""
BUDGET_MARGIN_SECONDS = 0.25
"""Between the end of such a bot's search and the end of its shown thinking: the search's own
overhead past its time (one last iteration, the thread handing its answer over)."""

LEVELS: dict[str, Level] = {
    "easy": {"iterations": 30, "noise": 0.3, "shown_seconds": LEAST_THINKING_SECONDS},
    "medium": {"iterations": 120, "noise": 0.05, "shown_seconds": LEAST_THINKING_SECONDS},
    "hard": {"iterations": 500, "noise": 0.0, "shown_seconds": LEAST_THINKING_SECONDS},
}


class LevelChange(TypedDict, total=False):
    """What a game changes in a level; the rest stays as in ``LEVELS``."""

    iterations: int
    noise: float
    shown_seconds: float


GAME_LEVELS: dict[str, dict[str, LevelChange]] = {
    "argo": {"medium": {"iterations": 60}, "hard": {"iterations": 2000}},
    "area51": {"medium": {"noise": 0.15}, "hard": {"iterations": 2500, "shown_seconds": 1.25}},
    "area1851": {"hard": {"iterations": 1250, "shown_seconds": 1.25}},
}
"""Where a game's levels differ from ``LEVELS`` (docs/bots.md). Hard at 500 iterations lost clearly
to four times its budget in Argo, Area 51 and Area 1851 ("Hard at its search ceiling?"), so there
Hard thinks about a second a decision: Argo's 2,000 iterations take that long. A bot of Area 51 or
Area 1851 hides cards, so at a table of people its search must end before its shown thinking does
(``private_search_seconds``): their Hard is shown thinking for 1.25 s, and its 2,500 and 1,250
iterations end within the second that leaves on most decisions, so their games still replay the
same under a seed. Argo's search gains more from its budget than the others', so
its medium thinks less, keeping each level a step above the one below in its Elo ladder ("Levels
are steps"); Area 51's search finds little that its judgement does not at a medium budget, so its
medium plays more of its moves at random instead."""


def level_settings(level: str, game_id: str) -> Level:
    """The budget, noise and shown thinking of ``level`` in ``game_id``."""
    settings = LEVELS[level].copy()
    settings.update(GAME_LEVELS.get(game_id, {}).get(level, {}))
    return settings


MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 600
"""A budget is 1 to MAX_ITERATIONS iterations or more than 0 and at most MAX_SECONDS seconds."""
ITERATIONS = re.compile(r"[0-9]{1,9}")
SECONDS = re.compile(r"[0-9]{1,9}(\.[0-9]{1,9})?s")


def spec_problem(spec: str) -> str | None:
    """None for a valid spec, else what is wrong with it."""
    level, _, budget = spec.partition(":")
    if level == "random" and not budget:
        return None
    if level not in LEVELS:
        return f"'{spec}' is not a bot: use random, {', '.join(LEVELS)} (optionally :N iterations or :Ns)."
    if not budget:
        return None
    if ITERATIONS.fullmatch(budget):
        if not 1 <= int(budget) <= MAX_ITERATIONS:
            return f"'{spec}': a bot thinks for 1 to {MAX_ITERATIONS:,} iterations, not {int(budget):,}."
        return None
    if SECONDS.fullmatch(budget):
        if not 0 < float(budget[:-1]) <= MAX_SECONDS:
            return f"'{spec}': a bot thinks for more than 0 and at most {MAX_SECONDS} seconds."
        return None
    return f"'{spec}': the budget after ':' is a number of iterations (800) or seconds (2s)."


def seconds_budget(spec: str) -> float:
    """The seconds a valid bot spec thinks for (``hard:2s`` -> 2.0); 0 for a budget of iterations."""
    budget = spec.partition(":")[2]
    return float(budget[:-1]) if SECONDS.fullmatch(budget) else 0.0


def shown_thinking_seconds(spec: str, game_id: str) -> float:
    """How long a bot that knows more than a person at its table is shown thinking for every
    decision: its level's shown seconds in ``game_id``, or a budget of seconds and its margin."""
    level = spec.partition(":")[0]
    least = level_settings(level, game_id)["shown_seconds"] if level in LEVELS else LEAST_THINKING_SECONDS
    seconds = seconds_budget(spec)
    return max(least, seconds + BUDGET_MARGIN_SECONDS) if seconds else least


def private_search_seconds(spec: str, game_id: str) -> float:
    """How long the search of such a bot may take at the most, whatever its budget of iterations:
    a search that outlasted its shown thinking would let the wait tell something of its hand."""
    return shown_thinking_seconds(spec, game_id) - BUDGET_MARGIN_SECONDS
