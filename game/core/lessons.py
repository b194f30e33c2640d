"""Learn to play: a game's lessons, read from ``data/<game>/lessons.yaml``, checked and followed.

A lesson is a list of steps. Each step starts from a position (docs/positions.md): stated whole
in the step, or, when the step gives none, the position the step before left. The step says
what to do and why (``say``), waits for one taught action (``action``, in the notation of
docs/notation.md), refuses any other with its own ``hint`` (nothing changes), and after the
action says what happened (``after``). The table shows it; ``Lesson`` holds where a learner is.

The checks (``lesson_problems``, run by ``validate-data`` and ``main.py learn --check``) play
every lesson through the engine: each position loads, each taught action is legal where it is
taught, each lesson ends, and a wrong action is refused at every step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import Field

from game.core.actions import Action
from game.core.contract import GameState, Seat
from game.core.data import Id, Strict, read_yaml, unique_ids, validate
from game.core.errors import DataError, IllegalAction
from game.core.history import History
from game.core.paths import data_root
from game.core.registry import get_game
from game.core.session import Session

LESSONS_FILE = "lessons.yaml"
MOST_TEXT = 400
"""Characters of one text of a step: what fits the lesson panel at 1024x640 (a test measures it)."""


class LessonStep(Strict):
    say: str = Field(min_length=1, max_length=MOST_TEXT)
    """What to do, and why."""
    action: str = Field(min_length=1, max_length=120)
    """The taught action, in the notation (``roll``, ``move R1 E``)."""
    hint: str = Field(min_length=1, max_length=MOST_TEXT)
    """The answer to any other action: what to do first."""
    after: str = Field(min_length=1, max_length=MOST_TEXT)
    """What the action did, and what it means."""
    position: dict[str, Any] | None = None
    """The step's position, stated whole; None: where the step before left the game."""


class LessonData(Strict):
    id: Id
    title: str = Field(min_length=1, max_length=60)
    summary: str = Field(min_length=1, max_length=200)
    position: dict[str, Any]
    """Where the lesson starts (the first step may state its own)."""
    steps: list[LessonStep] = Field(min_length=1)
    ending: str = Field(min_length=1, max_length=MOST_TEXT)
    """Said when the last step is done."""


class LessonFile(Strict):
    lessons: list[LessonData] = Field(min_length=1)


def lessons_path(game: str) -> Path:
    return data_root() / game / LESSONS_FILE


def has_lessons(game: str) -> bool:
    return bool(lessons_path(game).exists())


def load_lessons(game: str) -> list[LessonData]:
    """A game's lessons, in teaching order; DataError names the file, lesson and field at fault."""
    path = lessons_path(game)
    lessons = validate(LessonFile, read_yaml(path), path).lessons
    unique_ids(lessons, "lesson", str(path))
    return lessons


def state_at(game: str, position: dict[str, Any]) -> GameState:
    """The position as a game state (ValueError names the bad field)."""
    return get_game(game).from_position({"game": game, **position})


def lesson_session(game: str, position: dict[str, Any]) -> Session:
    """A session standing at ``position``, with undo at every depth (a lesson is practice)."""
    state = state_at(game, position)
    seats = [Seat(s.name, s.colour, s.kind, s.bot_level) for s in state.seats]
    mode = position.get("mode") or get_game(game).info.modes[0].id  # a game of one mode may leave it out
    session = Session.new(game, mode, seats, seed=int(position.get("seed", 0)))
    session.history = History(state, practice=True)
    session.lesson = True
    return session


@dataclass
class Lesson:
    """A learner inside one lesson: the step they are at, and whether its action is done."""

    game: str
    data: LessonData
    step: int = 0
    done: bool = False
    """The step's taught action has been played: its ``after`` text shows until ``next_step``."""
    session: Session = field(init=False)

    def __post_init__(self) -> None:
        self.session = lesson_session(self.game, self.data.position)
        self._enter_step()

    @property
    def current(self) -> LessonStep:
        return self.data.steps[self.step]

    @property
    def taught(self) -> Action:
        return Action.parse(self.current.action)

    @property
    def finished(self) -> bool:
        return self.step == len(self.data.steps) - 1 and self.done

    @property
    def text(self) -> str:
        """What the lesson panel says now."""
        if self.finished:
            return f"{self.current.after} {self.data.ending}"
        return self.current.after if self.done else self.current.say

    def _enter_step(self) -> None:
        position = self.current.position
        if position is not None:
            self.session = lesson_session(self.game, position)
        self.done = False

    def refusal(self, action: Action) -> str | None:
        """None when ``action`` is the one this step teaches; else why not (the step's hint)."""
        if self.done:
            return "This step is done: press Next to go on."
        return None if action == self.taught else self.current.hint

    def play(self, action: Action) -> None:
        """Play the taught action (``refusal`` said yes); IllegalAction if the engine refuses it."""
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.session.apply(action)
        self.done = True

    def undo(self) -> bool:
        """Take back the step's action, so it can be played again; False when there is none."""
        if not self.done or not self.session.history.entries:
            return False
        self.session.history.undo(None)
        self.done = False
        return True

    def next_step(self) -> bool:
        """Go on to the next step; False at the end of the lesson."""
        if not self.done or self.step + 1 >= len(self.data.steps):
            return False
        self.step += 1
        self._enter_step()
        return True

    def go_to(self, step: int) -> None:
        """Start again at ``step`` (restart: 0, skip ahead, resume): its position, or the one reached
        by playing every taught action before it."""
        self.session = lesson_session(self.game, self.data.position)
        self.step, self.done = 0, False
        self._enter_step()
        while self.step < step:
            self.play(self.taught)
            self.next_step()


def lesson_problems(game: str) -> list[str]:
    """Every lesson of ``game`` played through, taught action by taught action: what fails."""
    try:
        lessons = load_lessons(game)
    except DataError as error:
        return [str(error)]
    problems = []
    for data in lessons:
        problems += [f"{game} lesson '{data.id}': {problem}" for problem in _one_lesson_problems(game, data)]
    return problems


def _one_lesson_problems(game: str, data: LessonData) -> list[str]:
    try:
        lesson = Lesson(game, data)
    except (ValueError, KeyError) as error:
        return [f"its position does not load: {error}"]
    problems: list[str] = []
    for number in range(len(data.steps)):
        where = f"step {number + 1}"
        try:
            taught = lesson.taught
        except IllegalAction as error:
            return problems + [f"{where}: '{lesson.current.action}' is not an action: {error}"]
        state = lesson.session.state
        decider = state.to_move()
        if decider is None or state.seats[decider].kind != "human":
            who = "nobody" if decider is None else state.seats[decider].name
            return problems + [f"{where}: the decision is {who}'s, not the learner's (a seat played by a person)"]
        legal = state.legal_actions()
        if taught not in legal:
            reason = lesson.session.state.why_illegal(taught)
            return problems + [f"{where}: '{taught}' is not legal there ({reason})"]
        wrong = next((action for action in legal if action != taught), None)
        if wrong is not None:
            before = lesson.session.state.to_position()
            if lesson.refusal(wrong) != lesson.current.hint or lesson.session.state.to_position() != before:
                problems.append(f"{where}: the wrong action '{wrong}' is not refused with the step's hint")
        lesson.play(taught)
        if number + 1 < len(data.steps):
            try:
                lesson.next_step()
            except (ValueError, KeyError) as error:
                return problems + [f"step {number + 2}: its position does not load: {error}"]
    if not lesson.finished:
        problems.append("it does not end")
    return problems


def check_every_game(games: list[str]) -> list[str]:
    """The lessons of every game that has them."""
    return [problem for game in games if has_lessons(game) for problem in lesson_problems(game)]
