"""What the host sends each seat: only what that seat may know.

A seat is sent its own view of the position (``GameState.view``, which holds nothing hidden from
it), the legal actions when the decision is its own, and for every action played the line a
person in that seat reads in the log (``GameState.describe`` for that seat, which names no card
it may not know) with the events meant for it. Never the action's own text: "scrap crossbow-1"
would name a card that goes face down. A spectator (seat None) is sent the public view.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import GameState, may_read
from game.core.history import Entry
from game.core.session import Session


def action_lines(entry: Entry, seat: int | None) -> list[str]:
    """One played action as ``seat`` reads it: the action in words, then what it caused."""
    lines = [entry.before.describe(entry.action, seat)]
    lines += [text for text, only in entry.events if may_read(only, seat)]
    return lines


def state_fields(state: GameState, seat: int | None) -> dict[str, Any]:
    """The position as ``seat`` may know it, and whether it is that seat's turn to decide."""
    deciding = state.to_move()
    fields: dict[str, Any] = {"view": state.view(seat), "to_move": deciding}
    if seat is not None and deciding == seat:
        fields["legal"] = [str(action) for action in state.legal_actions()]
    result = state.result() if state.is_over() else None
    fields["over"] = None if result is None else {"winners": result.winners, "summary": result.summary}
    return fields


def log_since(session: Session, seat: int | None, start: int) -> list[list[str]]:
    """The log lines of every action from ``start`` on, as ``seat`` reads them."""
    return [action_lines(entry, seat) for entry in session.history.entries[start:]]
