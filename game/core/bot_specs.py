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


LEVELS: dict[str, Level] = {
    "easy": {"iterations": 30, "noise": 0.3},
    "medium": {"iterations": 120, "noise": 0.05},
    "hard": {"iterations": 500, "noise": 0.0},
}

class LevelChange(TypedDict, total=False):
    """What a game changes in a level; the rest stays as in ``LEVELS``."""

    iterations: int
    noise: float


GAME_LEVELS: dict[str, dict[str, LevelChange]] = {
    "argo": {"medium": {"iterations": 60}, "hard": {"iterations": 2000}},
    "area51": {"medium": {"noise": 0.15}, "hard": {"iterations": 2000}},
    "area1851": {"hard": {"iterations": 1000}},
}
"""Where a game's levels differ from ``LEVELS`` (docs/bots.md). Hard at 500 iterations lost clearly
to four times its budget in Argo, Area 51 and Area 1851 ("Hard at its search ceiling?"), so there
Hard thinks as long as a table lets it: Argo's 2,000 iterations take about a second a decision;
Area 51's 2,000 and Area 1851's 1,000 end within the three quarters of a second a bot that hides
cards has at a table of people (``private_search_seconds``) on most decisions, so their games
still replay the same under a seed. Argo's search gains more from its budget than the others', so
its medium thinks less, keeping each level a step above the one below in its Elo ladder ("Levels
are steps"); Area 51's search finds little that its judgement does not at a medium budget, so its
medium plays more of its moves at random instead."""


def level_settings(level: str, game_id: str) -> Level:
    """The budget and noise of ``level`` in ``game_id``."""
    change = GAME_LEVELS.get(game_id, {}).get(level, {})
    return {"iterations": change.get("iterations", LEVELS[level]["iterations"]),
            "noise": change.get("noise", LEVELS[level]["noise"])}


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


LEAST_THINKING_SECONDS = 1.0
"""How long a bot that knows something a person at its table does not is shown thinking at the
least: a forced move or a quick search would otherwise tell the table about the bot's hand."""
BUDGET_MARGIN_SECONDS = 0.25
"""Between the end of such a bot's search and the end of its shown thinking: the search's own
overhead past its time (one last iteration, the thread handing its answer over)."""


def shown_thinking_seconds(spec: str) -> float:
    """How long a bot that knows more than a person at its table is shown thinking for every
    decision: at least ``LEAST_THINKING_SECONDS``, and a budget of seconds and its margin."""
    seconds = seconds_budget(spec)
    return max(LEAST_THINKING_SECONDS, seconds + BUDGET_MARGIN_SECONDS) if seconds else LEAST_THINKING_SECONDS


def private_search_seconds(spec: str) -> float:
    """How long the search of such a bot may take at the most, whatever its budget of iterations:
    a search that outlasted its shown thinking would let the wait tell something of its hand."""
    return shown_thinking_seconds(spec) - BUDGET_MARGIN_SECONDS
