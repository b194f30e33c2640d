"""What every bot answers: one legal action for a seat, from that seat's view only."""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action


@dataclass
class Decision:
    """A bot's choice, with a one-line reason a person can read (shown by the Hint button)."""

    action: Action
    why: str
    win_chance: float | None = None
    iterations: int = 0


class Bot(ABC):
    """Chooses for one seat. Deterministic: the same seed, views and actions give the same choices."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.stopped = threading.Event()
        """Set when nobody waits for the answer any more: a search ends at once (see ``stop``)."""

    @abstractmethod
    def decide(self, view: dict[str, Any], legal: list[Action]) -> Decision:
        """Choose among ``legal`` (never empty) knowing only ``view``."""

    def decide_in_full(self, view: dict[str, Any], legal: list[Action]) -> Decision:
        """``decide``, thinking as long even when only one move is legal: for a bot whose use of the
        processor others may time (a network host's, while it knows more than they do)."""
        return self.decide(view, legal)

    def decide_within(self, view: dict[str, Any], legal: list[Action], seconds: float) -> Decision:
        """``decide``, searching at most ``seconds`` (a decision that must not show how long it took)."""
        return self.decide(view, legal)

    def stop(self) -> None:
        """Nobody waits for this bot's answer any more (the table closed, the game moved on):
        a search in progress ends after its current iteration, from any thread."""
        self.stopped.set()


class RandomBot(Bot):
    """Any legal action, uniformly."""

    def decide(self, view: dict[str, Any], legal: list[Action]) -> Decision:
        return Decision(self.rng.choice(legal), "a random legal move")
