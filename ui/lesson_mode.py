"""A table in lesson mode: the normal table, plus the lesson's words where the log was.

The lesson (``game.core.lessons.Lesson``) decides what is taught; this module joins it to a
table: only the taught action is played (any other gesture is refused with the step's hint),
the piece and its target are lit, the lesson's text replaces the log, a "Next step" button
follows each taught action, and where the learner is is kept in ``lessons.json`` so a lesson
can be left and resumed.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress

import pygame

from game.core.actions import Action
from game.core.errors import FileProblem
from game.core.lessons import Lesson
from game.core.storage import read_json, user_dir, write_json_atomic
from ui.text import block_height, draw_block, draw_label, font, wrap

PROGRESS_FILE = "lessons.json"
MAX_PROGRESS_BYTES = 64 * 1024
PANEL = (30, 36, 50)
EDGE = (255, 205, 90)
INK = (236, 240, 246)
TITLE_PX = 13
TEXT_PX = 14
LEAST_PX = 11
"""A lesson's words shrink to this size at the most to fit their panel (the checks hold them to it)."""
PAD = 8


# ------------------------------------------------------------------ where a learner is
def read_progress() -> dict[str, dict[str, dict[str, object]]]:
    """game -> lesson id -> {"step": n, "done": bool}; empty when there is none or it is damaged."""
    try:
        data = read_json(user_dir() / PROGRESS_FILE, "lessons file", MAX_PROGRESS_BYTES)
    except (FileProblem, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {game: lessons for game, lessons in data.items() if isinstance(lessons, dict)}


def lesson_progress(game: str, lesson: str, progress: dict | None = None) -> tuple[int, bool]:
    """The step to resume a lesson at, and whether it has been finished once (``progress``: the
    file already read, when a screen asks for many lessons at once)."""
    entry = (read_progress() if progress is None else progress).get(game, {}).get(lesson, {})
    step, done = entry.get("step", 0), entry.get("done", False)
    return (step if isinstance(step, int) and step >= 0 else 0), done is True


def keep_progress(game: str, lesson: str, step: int, done: bool) -> None:
    progress = read_progress()
    progress.setdefault(game, {})[lesson] = {"step": step, "done": done}
    with suppress(OSError):  # a lesson goes on without its bookmark
        write_json_atomic(user_dir() / PROGRESS_FILE, progress)


# ------------------------------------------------------------------ the lesson at a table
class LessonMode:
    """What a table does differently while it teaches ``lesson``."""

    def __init__(self, table, lesson: Lesson, leave: Callable[[], None], real_game: Callable[[], None]):
        self.table = table
        self.lesson = lesson
        self.leave = leave
        self.real_game = real_game
        _, self.finished_before = lesson_progress(lesson.game, lesson.data.id)

    # --- the table asks
    def refusal(self, action: Action) -> str | None:
        return self.lesson.refusal(action)

    def play(self, action: Action) -> None:
        self.lesson.play(action)
        self.keep()

    def choices(self, game_choices: list) -> list:
        lesson = self.lesson
        if lesson.finished:
            return [("Play a real game against Easy bots", self.real_game), ("Back to the lessons", self.leave)]
        if lesson.done:
            return [("Next step", self.next_step)]
        return [*game_choices, ("Skip this step", self.skip), ("Start the lesson again", self.restart)]

    def undo(self) -> None:
        if self.lesson.undo():
            self.keep()
            self.table.lesson_changed(same_session=True)
        else:
            self.table.refuse("Nothing to undo in this step.")

    def light(self) -> None:
        """Light the taught piece and its target, until it is played."""
        if not self.lesson.done:
            self.table.mark(self.lesson.taught, "")

    # --- the lesson's buttons
    def next_step(self) -> None:
        session = self.lesson.session
        if self.lesson.next_step():
            self.keep()
            self.table.lesson_changed(same_session=self.lesson.session is session)

    def skip(self) -> None:
        """Play the taught action for the learner, then go on."""
        self.lesson.play(self.lesson.taught)
        if not self.lesson.finished:
            self.lesson.next_step()
        self.keep()
        self.table.lesson_changed(same_session=False)

    def restart(self) -> None:
        self.lesson.go_to(0)
        self.keep()
        self.table.lesson_changed(same_session=False)

    def keep(self) -> None:
        lesson = self.lesson
        self.finished_before = self.finished_before or lesson.finished
        keep_progress(lesson.game, lesson.data.id, 0 if lesson.finished else lesson.step, self.finished_before)

    # --- drawing
    def headings(self) -> list[str]:
        """The panel's heading, longest first: the title and the step, or the step alone."""
        lesson = self.lesson
        step = f"step {lesson.step + 1} of {len(lesson.data.steps)}"
        return [f"{lesson.data.title} · {step}", step.capitalize()]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The lesson's words in place of the log."""
        pygame.draw.rect(surface, PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, EDGE, rect, 2, border_radius=8)
        inner = rect.inflate(-2 * PAD, -2 * PAD)
        line = pygame.Rect(inner.left, inner.top, inner.width, TITLE_PX + 6)
        draw_label(surface, self.headings(), line, TITLE_PX, EDGE, bold=True)
        body = pygame.Rect(inner.left, line.bottom + 4, inner.width, inner.bottom - line.bottom - 4)
        draw_block(surface, self.lesson.text, body, TEXT_PX, INK, least=LEAST_PX)


NOTATION_ROW = 28
"""Above the log, the row of its notation button, which a lesson does not show: the panel takes it."""


def panel_rect(log: pygame.Rect) -> pygame.Rect:
    """The lesson panel: the log's place and the row above it."""
    return pygame.Rect(log.left, log.top - NOTATION_ROW, log.width, log.height + NOTATION_ROW)


def text_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a lesson's text goes inside its panel (under the heading line)."""
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    top = inner.top + TITLE_PX + 6 + 4
    return pygame.Rect(inner.left, top, inner.width, inner.bottom - top)


def text_fits(text: str, rect: pygame.Rect) -> bool:
    """Whether ``text`` shows whole in a lesson panel of ``rect``, at a readable size."""
    box = text_box(rect)
    for size in range(TEXT_PX, LEAST_PX - 1, -1):
        lines = wrap(text, size, box.width)
        if block_height(lines, size) <= box.height and all(font(size).size(line)[0] <= box.width for line in lines):
            return True
    return False
