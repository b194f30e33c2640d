"""Computer players: a random bot and an Information-Set Monte Carlo Tree Search bot.

A bot is given only what its seat may know (``state.view(seat)``) and the legal actions,
never the state itself. ``make_bot("hard", game_id, seed)`` builds one from a spec
(see ``game.core.bots.levels``).
"""

from game.core.bot_specs import LEVELS, spec_problem
from game.core.bots.base import Bot, Decision
from game.core.bots.levels import make_bot

__all__ = ["Bot", "Decision", "LEVELS", "make_bot", "spec_problem"]
