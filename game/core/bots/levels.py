"""Difficulty levels, defined by search budget and noise (``game.core.bot_specs``), made into bots."""

from __future__ import annotations

from game.core.bot_specs import level_settings, spec_problem
from game.core.bots.base import Bot, RandomBot
from game.core.bots.ismcts import Budget, ISMCTSBot


def make_bot(spec: str, game_id: str, seed: int) -> Bot:
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
    return ISMCTSBot(game_id, seed, budget, noise=settings["noise"])
