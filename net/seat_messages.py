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
from game.core.public_text import public_notation
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


def played(session: Session, index: int, seat: int | None) -> dict[str, Any]:
    """The action played ``index``-th as ``seat`` may know it: its log lines, who played it, and its
    notation with every argument that stays hidden from the seat masked as "?" (a window's table
    reads the verb and the public arguments, as it does at one computer)."""
    history = session.history
    entry = history.entries[index]
    return {"lines": action_lines(entry, seat), "actor": entry.actor,
            "notation": public_notation(entry.action, entry.before, history.after(index), seat)}


def log_since(session: Session, seat: int | None, start: int, end: int | None = None) -> list[dict[str, Any]]:
    """Every action from ``start`` on (to ``end``, else the last), as ``seat`` may know it (``played``)."""
    end = len(session.history.entries) if end is None else end
    return [played(session, index, seat) for index in range(start, end)]


def undo_fields(session: Session, seat: int | None) -> dict[str, Any]:
    """Whether ``seat`` may take back the last action now, and if not why (public: who played it
    and whether it showed something are known to everyone)."""
    reason = session.history.undo_block_reason(seat) if seat is not None else "A watcher cannot undo."
    return {"may_undo": reason is None, "undo_reason": reason}
