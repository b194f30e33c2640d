"""A lesson taught at the table (``ui/lesson_mode.py``): nothing is saved, no bot plays between its
steps, and the lesson's panel takes the log's place."""

from __future__ import annotations

from ui.lesson_mode import LessonMode
from ui.table.acting import Acting


class Teaching(Acting):
    def teach(self, lesson: LessonMode) -> None:
        """Teach a lesson at this table: nothing is saved, and no bot plays between its steps."""
        self.lesson_mode = lesson
        self.autosave_enabled = False
        self.notation_button.hide()
        self.refresh()
        lesson.light()

    def lesson_changed(self, same_session: bool) -> None:
        """The lesson moved on, back, or started again (``same_session`` False: on a new position)."""
        assert self.lesson_mode is not None, "only a lesson changes its step"
        if not same_session:
            self.session = self.lesson_mode.lesson.session
            self.log_book.clear()
        self.position_changed()
        self.lesson_mode.light()
