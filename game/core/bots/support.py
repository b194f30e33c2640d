"""What a game gives the search: a sampler of hidden information and a heuristic.

Each game with bots has a ``game/<id>/bots.py`` exposing ``BOT_SUPPORT``.
"""

from __future__ import annotations

import importlib
import math
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import cache
from typing import Any

from game.core.actions import Action
from game.core.contract import GameState, Result


class BotSupport(ABC):
    line_share: float = 0.0
    """How far the search values a move by the seat's most visited next move, where the same seat
    decides again (``ismcts.Node.line``): 0 for plain averages, for games whose turn is one decision or
    a few."""
    spread_values: bool = False
    """Whether the search compares the moves of a node by where each one's value lies between the
    lowest and the highest among them (a min-max normalisation), so that moves whose values differ by
    little, as in a game judged by a soft heuristic, are still told apart."""
    margin_share: float = 0.05
    """With ``margin_points`` set, how much of a position's worth to a seat is its lead over the best
    rival rather than its chance to win (``with_margin``). Without it every move of a game already
    won is worth the same, and the search picks among them at random: a die left off the Town Hall
    on the last turn."""
    margin_points: float = 0.0
    """The lead, in points, that takes ``margin_worth`` three quarters of the way from level to a
    whole margin; 0 for no margin term (a game without scores, or one whose search has not been
    shown to gain from it)."""

    @abstractmethod
    def sampler(self, view: dict[str, Any]) -> Callable[[random.Random], GameState]:
        """From one seat's view, a function drawing full positions consistent with it.

        The hidden parts (other hands, the deck's order, future dice) are drawn at random
        from what the view leaves possible; the true position is never consulted.
        """

    @abstractmethod
    def mirror(self, view: dict[str, Any]) -> GameState:
        """From one seat's view, one full position consistent with it, the same every time: what
        the seat sees is as in the view, the hidden parts dealt in a fixed way. A network client
        keeps such a copy of the position its host sends it (nothing hidden is ever in it).
        Raises ValueError when the view holds together with no dealing."""

    @abstractmethod
    def evaluate(self, state: GameState) -> list[float]:
        """Estimated chance to win of each seat, each in [0, 1], for a game not yet over."""

    def final_rewards(self, state: GameState) -> list[float]:
        """What a finished game is worth to each seat: its win, and a little for its margin."""
        result = state.result()
        assert result is not None, "rewards are only asked of a finished game, which has its result"
        return self.rewards(result, len(state.seats))

    def rewards(self, result: Result, seats: int) -> list[float]:
        """What a finished game with this result is worth to each seat: 1 for a win (every seat
        in a team win), else 0, with the margin term where the game has one (``with_margin``)."""
        winners = set(result.winners)
        wins = [1.0 if seat in winners else 0.0 for seat in range(seats)]
        return wins if result.scores is None else self.with_margin(wins, result.scores)

    def with_margin(self, chances: list[float], scores: list[int]) -> list[float]:
        """Each seat's chance to win (or a finished game's result), ``margin_share`` of it given
        instead to its lead (``margin_worth``) where the game sets ``margin_points``: a winner still
        prefers to win by more, and a loser to lose by less. A game may blend its heuristic's
        chances the same way where a playout may or may not reach the end, so that both are judged
        on one scale."""
        if not self.margin_points or len(scores) < 2:
            return chances
        share, points = self.margin_share, self.margin_points
        return [(1 - share) * chance + share * margin_worth(scores, seat, points)
                for seat, chance in enumerate(chances)]

    def rollout_depth(self, view: dict[str, Any]) -> int:
        """How many random moves a playout makes before the heuristic scores it."""
        return 10

    def rollout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        """The move a playout makes; uniformly random unless a game knows better."""
        return rng.choice(legal)

    def candidates(self, state: GameState, legal: list[Action]) -> list[Action]:
        """The moves the search weighs among ``legal`` (two or more): all of them unless a game
        knows some to be the same as another or never worth a look. Never empty."""
        return legal

    def order(self, state: GameState, actions: list[Action], rng: random.Random) -> list[Action]:
        """The order in which the search first tries untried moves (best first)."""
        shuffled = list(actions)
        rng.shuffle(shuffled)
        return shuffled


MIRROR_TRIES = 200
"""Fixed dealings of the hidden cards tried for a mirror before it is given up: a player half way
through paying for something must be dealt a hand that can finish it."""


def first_dealing(load: Callable[[random.Random], GameState]) -> GameState:
    """The first of the fixed dealings (seeds 0, 1, 2...) that makes a valid position."""
    problem = None
    for seed in range(MIRROR_TRIES):
        try:
            return load(random.Random(seed))
        except ValueError as error:
            problem = error
    raise ValueError(f"No dealing of the hidden cards holds with this view: {problem}")


def margin_worth(scores: list[int], seat: int, margin_points: float) -> float:
    """A seat's lead over the best of its rivals, in (0, 1): 1/2 level, rising with every point
    ahead and never flat (a hyperbolic tangent), so that however far a game is won a point more
    still counts."""
    own, best_rival = scores[seat], max(s for other, s in enumerate(scores) if other != seat)
    return 0.5 + 0.5 * math.tanh((own - best_rival) / margin_points)


@cache
def get_support(game_id: str) -> BotSupport:
    support: BotSupport = importlib.import_module(f"game.{game_id}.bots").BOT_SUPPORT
    return support
