"""What the table says to the person at the screen, and what it lights for them: a refusal in red,
a notice in gold (a bot's move, a hint, the table's own word), and the marked move."""

from __future__ import annotations

from game.core.actions import Action
from ui.table.game_hooks import GameHooks


class Messages(GameHooks):
    def refuse(self, reason: str) -> None:
        """Say why the last gesture did nothing, with the refusal's sound ("": just snap back)."""
        self.reason = reason
        self.dirty = True
        if reason:
            self.app.sounds.play("refusal")

    def set_notice(self, text: str) -> None:
        if text != self.notice:
            self.notice = text
            self.dirty = True

    def clear_messages(self) -> None:
        """A refusal or a notice is for the person who caused it: none crosses to another screen."""
        self.reason = ""
        self.notice = ""
        self.dirty = True

    def sound_toggled(self, muted: bool) -> None:
        self.set_notice("Sound off (M turns it on again)." if muted else "Sound on.")

    def mark(self, action: Action, text: str) -> None:
        """Light a move about to be made or suggested; its words replace an earlier refusal."""
        self.marked = (action, text)
        self.bot_driver.restart_clock()
        self.reason = ""
        self.set_notice(text)

    def clear_marks(self) -> None:
        self.marked = None
        self.notice = ""
        self.bot_driver.forget()

    def marked_parts(self) -> tuple[str | None, set[str]]:
        """The piece and the places of the marked move."""
        if self.marked is None:
            return None, set()
        action = self.marked[0]
        pair = self.drag_pair(action)
        return (pair[0] if pair else None), self.marked_places(action)
