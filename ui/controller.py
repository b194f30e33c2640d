"""Mouse gestures to engine actions, for any game.

A table tells the controller how a legal action reads as a gesture: a drag of
a piece onto a target (``drag_pair``). Picking up a piece filters the legal
actions to those of that piece; their targets light up; a drop on a target
yields that action, a drop elsewhere yields the engine's reason.
"""

from __future__ import annotations

from typing import Callable

from game.core.actions import Action


class DragController:
    def __init__(self, drag_pair: Callable[[Action], tuple[str, str] | None],
                 candidate: Callable[[str, str], Action | None]):
        self.drag_pair = drag_pair
        self.candidate = candidate
        self.piece: str | None = None
        self.targets: dict[str, Action] = {}

    def draggable(self, legal: list[Action]) -> set[str]:
        return {pair[0] for pair in map(self.drag_pair, legal) if pair}

    def pick(self, piece: str, legal: list[Action]) -> bool:
        targets = {}
        for action in legal:
            pair = self.drag_pair(action)
            if pair and pair[0] == piece:
                targets[pair[1]] = action
        self.piece, self.targets = piece, targets
        return bool(targets)

    def drop(self, target: str | None, why_illegal: Callable[[Action], str | None]) -> tuple[Action | None, str]:
        """The action for a drop on ``target``, or None and the reason it is refused."""
        piece, targets = self.piece, self.targets
        self.cancel()
        if piece is None:
            return None, ""
        if target in targets:
            return targets[target], ""
        if target is None:
            return None, ""
        attempt = self.candidate(piece, target)
        reason = why_illegal(attempt) if attempt is not None else None
        return None, reason or "That piece cannot go there now."

    def cancel(self) -> None:
        self.piece, self.targets = None, {}
