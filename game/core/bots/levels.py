"""Difficulty levels, defined by search budget and noise, and bot specs as text.

A spec is ``random``, ``easy``, ``medium`` or ``hard``; ``hard:2s`` or ``medium:800``
changes the budget to seconds or iterations (used by ``simulate --seats``).
"""

from __future__ import annotations

from game.core.bots.base import Bot, RandomBot
from game.core.bots.ismcts import Budget, ISMCTSBot

# iterations per decision, and the share of decisions made at random
LEVELS = {
    "easy": {"iterations": 30, "noise": 0.3},
    "medium": {"iterations": 120, "noise": 0.05},
    "hard": {"iterations": 500, "noise": 0.0},
}


def spec_problem(spec: str) -> str | None:
    """None for a valid spec, else what is wrong with it."""
    level, _, budget = spec.partition(":")
    if level == "random" and not budget:
        return None
    if level not in LEVELS:
        return f"'{spec}' is not a bot: use random, {', '.join(LEVELS)} (optionally :N iterations or :Ns)."
    if budget and not (budget.isdigit() or (budget.endswith("s") and _is_number(budget[:-1]))):
        return f"'{spec}': the budget after ':' is a number of iterations (800) or seconds (2s)."
    return None


def _is_number(text: str) -> bool:
    try:
        return float(text) > 0
    except ValueError:
        return False


def make_bot(spec: str, game_id: str, seed: int) -> Bot:
    problem = spec_problem(spec)
    if problem:
        raise ValueError(problem)
    level, _, budget_text = spec.partition(":")
    if level == "random":
        return RandomBot(seed)
    settings = LEVELS[level]
    budget = Budget(settings["iterations"])
    if budget_text.endswith("s"):
        budget = Budget(10**9, float(budget_text[:-1]))
    elif budget_text:
        budget = Budget(int(budget_text))
    return ISMCTSBot(game_id, seed, budget, noise=settings["noise"])
