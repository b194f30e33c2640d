"""Difficulty levels, defined by search budget and noise (``game.core.bot_specs``), made into bots."""

from __future__ import annotations

from game.core.bot_specs import level_settings, spec_problem
from game.core.bots.base import Bot, RandomBot
from game.core.bots.ismcts import Budget, ISMCTSBot


def make_bot(spec: str, game_id: str, seed: int, most_seconds: float | None = None) -> Bot:
    """The bot ``spec`` names; with ``most_seconds`` its search also stops after that long (a table
    whose people must not learn anything from how long it thinks)."""
    problem = spec_problem(spec)
    if problem:
        raise ValueError(problem)
    level, _, budget_text = spec.partition(":")
    if level == "random":
        return RandomBot(seed)
    settings = level_settings(level, game_id)
    budget = Budget(settings["iterations"])
    if budget_text.endswith("s"):
        budget = Budget(10**9, float(budget_text[:-1]))
    elif budget_text:
        budget = Budget(int(budget_text))
    if most_seconds is not None:
        budget = Budget(budget.iterations, min(budget.seconds or most_seconds, most_seconds))
    return ISMCTSBot(game_id, seed, budget, noise=settings["noise"])
