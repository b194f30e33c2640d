"""Mouse gestures to engine actions, for any game.

A table tells the controller how a legal action reads as a gesture: a drag of a
piece onto a target (``drag_pair``), or a click on a target (``click_target``:
take a display card, pick up a pile, roll the die). Picking up a piece filters the
legal actions to those of that piece; their targets light up; a drop on a target
yields that target's actions (several when one drop can mean more than one thing,
and the table asks which), a drop elsewhere yields the engine's reason. Clicks
work the same way: the clickable targets are lit, a click yields their actions.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Action

DragPair = Callable[[Action], "tuple[str, str] | None"]
ClickTarget = Callable[[Action], "str | None"]


def _no_clicks(action: Action) -> str | None:
    return None


class DragController:
    def __init__(self, drag_pair: DragPair, candidate: Callable[[str, str], Action | None],
                 click_target: ClickTarget = _no_clicks):
        self.drag_pair = drag_pair
        self.candidate = candidate
        self.click_target = click_target
        self.piece: str | None = None
        self.targets: dict[str, list[Action]] = {}

    def draggable(self, legal: list[Action]) -> set[str]:
        return {pair[0] for pair in map(self.drag_pair, legal) if pair}

    def clickable(self, legal: list[Action]) -> dict[str, list[Action]]:
        """Each target a click can act on now, with the actions a click there means."""
        found: dict[str, list[Action]] = {}
        for action in legal:
            target = self.click_target(action)
            if target is not None:
                found.setdefault(target, []).append(action)
        return found

    def pick(self, piece: str, legal: list[Action]) -> bool:
        targets: dict[str, list[Action]] = {}
        for action in legal:
            pair = self.drag_pair(action)
            if pair and pair[0] == piece:
                targets.setdefault(pair[1], []).append(action)
        self.piece, self.targets = piece, targets
        return bool(targets)

    def drop(self, target: str | None, why_illegal: Callable[[Action], str | None]) -> tuple[list[Action], str]:
        """The actions a drop on ``target`` means (empty when refused), and the reason it is refused."""
        piece, targets = self.piece, self.targets
        self.cancel()
        if piece is None or target is None:
            return [], ""
        if target in targets:
            return list(targets[target]), ""
        attempt = self.candidate(piece, target)
        if attempt is None:
            return [], "That piece cannot go there now."
        reason = why_illegal(attempt)
        if reason is None:  # the game reads the drop as an action the piece does not name (a card on a bunker)
            return [attempt], ""
        return [], reason

    def cancel(self) -> None:
        self.piece, self.targets = None, {}
