"""What a game gives the search: a sampler of hidden information and a heuristic.

Each game with bots has a ``game/<id>/bots.py`` exposing ``BOT_SUPPORT``.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import cache
from typing import Any

from game.core.actions import Action
from game.core.contract import GameState


class BotSupport(ABC):
    line_share: float = 0.0
    """How far the search values a move by the seat's most visited next move, where the same seat
    decides again (``ismcts.Node.line``): 0 for plain averages, for games whose turn is one decision or
    a few."""
    spread_values: bool = False
    """Whether the search compares the moves of a node by where each one's value lies between the
    lowest and the highest among them (a min-max normalisation), so that moves whose values differ by
    little, as in a game judged by a soft heuristic, are still told apart."""

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


def final_rewards(state: GameState) -> list[float]:
    """1 for each winning seat of a finished game (every seat in a team win), else 0."""
    result = state.result()
    assert result is not None, "rewards are only asked of a finished game, which has its result"
    winners = set(result.winners)
    return [1.0 if seat in winners else 0.0 for seat in range(len(state.seats))]


@cache
def get_support(game_id: str) -> BotSupport:
    support: BotSupport = importlib.import_module(f"game.{game_id}.bots").BOT_SUPPORT
    return support
