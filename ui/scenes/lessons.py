"""Learn to play: choose a game, then a lesson; each lesson opens its game's table in lesson mode.

A lesson resumes at the step where it was left; "Start again" begins it anew. A finished
lesson is ticked. The last lesson's end offers a real game against Easy bots.
"""

from __future__ import annotations

from functools import partial

import pygame
from pygame_gui.elements import UIButton

from game.core.contract import Seat, name_problem
from game.core.lessons import Lesson, LessonData, has_lessons, load_lessons
from game.core.registry import game_info
from game.core.session import Session
from ui.lesson_mode import LessonMode, keep_progress, lesson_progress, panel_rect, read_progress, text_fits
from ui.scene import Scene
from ui.scenes import tables
from ui.scenes.message import show_message
from ui.scenes.setup_memory import remembered_setup

ROW_H = 48
GAP = 10
EMBLEM_W = 64
HINT_NOTE = "Your own game against an Easy bot. Stuck? The Hint button at the top suggests a move."


class LessonsScene(Scene):
    escape_goes_back = True

    def __init__(self, app, game: str | None = None):
        self.games = [info for info in tables.list_games(app) if info.available]
        self.game = game or next((g.id for g in self.games if has_lessons(g.id)), self.games[0].id)
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        self.label((0, 22, w, 44), "Learn to play", "#heading")
        left, top = 40, 100
        column = min(340, (w - 120) // 3)
        self.label((left, top - 34, column, 30), "Game", "#section")
        self._emblems = []
        self.game_buttons = {}
        for i, info in enumerate(self.games):
            y = top + i * (ROW_H + GAP)
            self._emblems.append((info.id, pygame.Rect(left, y, EMBLEM_W, ROW_H)))
            button = self.button((left + EMBLEM_W + 6, y, column - EMBLEM_W - 6, ROW_H), info.name,
                                 partial(self._choose_game, info.id), object_id="@game_choice")
            if not has_lessons(info.id):
                button.disable()
            elif info.id == self.game:
                button.select()
            self.game_buttons[info.id] = button
        self._build_lessons(left + column + 40, top, w - left - column - 80)
        self.button((left, h - 82, 180, 50), "Back", self.app.pop)

    def _build_lessons(self, x: int, top: int, width: int) -> None:
        self.label((x, top - 34, width, 30), "Lessons", "#section")
        self.lesson_buttons: dict[str, UIButton] = {}
        self.restart_buttons: dict[str, UIButton] = {}
        if not has_lessons(self.game):
            self.label((x, top, width, 30), "This game's lessons are still to come.", "@field_label")
            return
        restart_w = 150
        lessons = load_lessons(self.game)
        row = min(ROW_H + GAP, (self.app.size[1] - top - 100) // len(lessons))  # every lesson above Back
        progress = read_progress()
        for i, data in enumerate(lessons):
            y = top + i * row
            step, done = lesson_progress(self.game, data.id, progress)
            where = " (done)" if done else f" (step {step + 1} of {len(data.steps)})" if step else ""
            self.lesson_buttons[data.id] = self.button(
                (x, y, width - restart_w - 8, row - GAP), f"{i + 1}. {data.title}{where}",
                partial(self._open, data, step), tool_tip_text=data.summary)
            if step or done:
                self.restart_buttons[data.id] = self.button((x + width - restart_w, y, restart_w, row - GAP),
                                                            "Start again", partial(self._open, data, 0))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        tables.draw_emblems(surface, self._emblems)

    def _choose_game(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def _open(self, data: LessonData, step: int) -> None:
        lesson = Lesson(self.game, data)
        if step:
            lesson.go_to(step)
        keep_progress(self.game, data.id, step, lesson_progress(self.game, data.id)[1])
        open_lesson(self.app, lesson, on_leave=self._back_here)

    def _back_here(self) -> None:
        while self.app.top is not self and self.app.top is not None:
            self.app.pop()
        self.rebuild()


def open_lesson(app, lesson: Lesson, on_leave) -> None:
    """The lesson's game table, in lesson mode, on top of the current scene."""
    module = tables.table_module(lesson.game)
    table = app.push(module.TableScene(app, lesson.session, autosave=False))
    table.teach(LessonMode(table, lesson, leave=on_leave, real_game=partial(real_game, app, lesson.game)))


def real_game(app, game: str) -> None:
    """A game of one's own after the lessons: the game's first mode, the learner against Easy bots."""
    info = game_info(game)
    mode = info.modes[0]
    count = min(max(2, mode.min_players), mode.max_players)
    colours = mode.colours or info.colours
    seats = [Seat(learner_name(), colours[0])] + [
        Seat(f"Easy bot {i}", colours[i], "bot", "easy") for i in range(1, count)]
    try:
        session = Session.new(game, mode.id, seats)
    except ValueError as error:
        show_message(app, f"The game could not start: {error}", "Cannot start")
        return
    tables.play(app, session, note=HINT_NOTE)


def learner_name() -> str:
    """The first person named in the last game set up here, else "Player 1". Never "You": the
    table already says "you" to whoever sits at it, and "You's hand" reads badly."""
    last = remembered_setup()
    names, kinds = last.get("names"), last.get("played_by")
    if isinstance(names, list) and isinstance(kinds, list):
        for name, kind in zip(names, kinds, strict=False):
            if kind == "human" and isinstance(name, str) and name_problem(name.strip(), 1) is None \
                    and name.strip().lower() != "you":
                return name.strip()
    return "Player 1"


SMALLEST_WINDOW = (1024, 640)


def lesson_texts(data: LessonData) -> list[str]:
    """Every text a lesson's panel shows: each step's words before and after, and the last one's
    with the ending."""
    texts = [text for step in data.steps for text in (step.say, step.after)]
    return texts + [f"{data.steps[-1].after} {data.ending}"]


def text_problems(app, games: list[str]) -> list[str]:
    """Each lesson text that does not show whole in its game's lesson panel at 1024x640 (the panel
    takes the log's place, whose size each table's layout decides)."""
    problems = []
    for game in games:
        if not has_lessons(game):
            continue
        table = tables.table_module(game).TableScene(app, tables.sample_session(game_info(game)), autosave=False)
        rect = panel_rect(table.make_layout(SMALLEST_WINDOW).log)
        for data in load_lessons(game):
            problems += [f"{game} lesson '{data.id}': at 1024x640 the lesson panel cannot hold: {text[:60]}..."
                         for text in lesson_texts(data) if not text_fits(text, rect)]
    return problems
