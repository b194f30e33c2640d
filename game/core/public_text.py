"""Action notation that names nothing a viewer may not know.

Log lines are plain words (``describe``); their notation, shown on request, must not
leak either. An argument is masked as ``?`` when it is secret from the viewer both
before and after the action: a card played face up or taken from the display shows,
a card that goes face down from a hand stays hidden, and a card traded from one hand
into another shows only to the two traders.
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.contract import GameState


def public_notation(action: Action, before: GameState, after: GameState, viewer: int | None) -> str:
    hidden = before.secrets_from(viewer) & after.secrets_from(viewer)
    return " ".join([action.verb, *("?" if arg in hidden else arg for arg in action.args)])
