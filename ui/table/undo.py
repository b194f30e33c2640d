"""Undo and redo, and who may undo when.

Undo belongs to the person deciding, on their own screen; the history (``game/core/history.py``)
says how far back they may go. An undone or redone action is logged again, "Undone: ..." or
"Redone: ...", in the words of each viewer.
"""

from __future__ import annotations

from ui.remote_session import RemoteSession
from ui.table.acting import Acting


class UndoRedo(Acting):
    def why_no_undo(self) -> str | None:
        """None when the person at the screen may undo now, else why not.

        Undo belongs to the person deciding (or holding their finished turn): never on a screen
        that is not addressed to them, never once their turn was handed on, and never after the
        game is over (a practice game lifts the last two).
        """
        history = self.session.history
        practice = history.practice
        if not self.interactive or self.viewer is None or self.viewer in self.bots:
            return "Undo is for the person deciding, on their own screen."
        if self.state.is_over() and not practice:
            return "The game is over: its moves stand."
        if not (self.holding or practice or self.state.to_move() == self.viewer):
            return "Your turn was handed on: it cannot be taken back."
        return history.undo_block_reason(self.viewer)

    def undo(self) -> None:
        if self.lesson_mode is not None:
            self.lesson_mode.undo()
            return
        reason = self.why_no_undo()
        if reason:
            self.refuse(reason)
            return
        if isinstance(self.session, RemoteSession):  # the host takes it back; the position comes back changed
            self.session.ask_undo()
            return
        history = self.session.history
        after = history.state
        action = history.undo(self.viewer)
        self.log_book.items.append(self.log_book.logged(action, history.state, after, (), "Undone: "))
        self.holding = False
        self.position_changed()

    def redo(self) -> None:
        if isinstance(self.session, RemoteSession):
            return  # a network game offers no redo
        history = self.session.history
        if not history.can_redo():
            return
        before = history.state.clone()
        action = history.redo()
        self.log_book.items.append(self.log_book.logged(action, before, history.state, (), "Redone: "))
        self.position_changed()
