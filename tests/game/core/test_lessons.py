"""Lessons: the shipped ones play through; a lesson's step refuses other actions; a broken lesson is named."""

from __future__ import annotations

import pytest

from game.core import lessons
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.lessons import Lesson, LessonData, lesson_problems, load_lessons
from game.elevator.state import ElevatorState

SOLO = {"mode": "solo", "seed": 1, "seats": [{"name": "Ann", "colour": "red"}],
        "hands": [["down-1", "up-1", "floor0-1"]]}


def data(*steps: dict, position: dict | None = None) -> LessonData:
    return LessonData.model_validate({"id": "test", "title": "Test", "summary": "A test.",
                                      "position": position or SOLO, "ending": "The end.", "steps": list(steps)})


def elevator(lesson: Lesson) -> ElevatorState:
    state = lesson.session.state
    assert isinstance(state, ElevatorState)
    return state


def step(action: str, **more: object) -> dict:
    return {"say": f"Do {action}.", "action": action, "hint": f"First {action}.", "after": f"Did {action}.", **more}


def test_every_shipped_lesson_of_the_elevator_plays_through():
    assert lesson_problems("elevator") == []
    assert [lesson.id for lesson in load_lessons("elevator")] == [
        "first-turn", "floor-0", "alarm", "instants", "solo-end", "markers", "competitive", "effect-tokens"]


def test_a_step_refuses_any_other_action_with_its_hint_and_changes_nothing():
    lesson = Lesson("elevator", data(step("roll"), step("move R1 E")))
    before = lesson.session.state.to_position()
    assert lesson.refusal(Action("end")) == "First roll."
    with pytest.raises(IllegalAction, match="First roll."):
        lesson.play(Action("end"))
    assert lesson.session.state.to_position() == before and not lesson.done
    lesson.play(Action("roll"))
    assert lesson.done and lesson.text == "Did roll." and elevator(lesson).elevator == 1
    assert lesson.refusal(Action("roll")) == "This step is done: press Next to go on."


def test_undo_takes_back_the_steps_action_and_next_goes_on():
    lesson = Lesson("elevator", data(step("roll"), step("move R1 E")))
    lesson.play(Action("roll"))
    assert lesson.undo() and not lesson.done and elevator(lesson).die is None
    assert not lesson.undo()  # nothing more to take back in this step
    lesson.play(Action("roll"))
    assert lesson.next_step() and lesson.step == 1 and lesson.text == "Do move R1 E."
    lesson.play(Action.parse("move R1 E"))
    assert lesson.finished and lesson.text == "Did move R1 E. The end."
    assert not lesson.next_step()


def test_a_step_may_state_its_own_position_and_resuming_replays_the_steps_before():
    own = {**SOLO, "step": "cards", "elevator": "3", "hands": [["floor0-1", "up-1", "hacker-1"]]}
    lesson = Lesson("elevator", data(step("roll"), step("play floor0-1", position=own)))
    lesson.go_to(1)
    assert lesson.step == 1 and not lesson.done and elevator(lesson).elevator == 3


def test_a_lesson_whose_action_is_not_legal_is_named(monkeypatch):
    bad = data(step("roll"), step("move R3 E"))  # R3 stands on Floor 2, the elevator on Floor 1
    monkeypatch.setattr(lessons, "load_lessons", lambda game: [bad])
    problems = lesson_problems("elevator")
    assert len(problems) == 1
    assert problems[0].startswith("elevator lesson 'test': step 2: 'move R3 E' is not legal there (")


def test_a_lesson_file_with_a_missing_field_is_refused_with_its_place(tmp_path, monkeypatch):
    folder = tmp_path / "elevator"
    folder.mkdir()
    (folder / "lessons.yaml").write_text("lessons:\n  - id: x\n    title: X\n    summary: S\n    ending: E\n"
                                         "    position: {mode: solo, seats: [{name: A, colour: red}]}\n"
                                         "    steps:\n      - {say: S, action: roll, hint: H}\n", encoding="utf-8")
    monkeypatch.setenv("TABLETOP51_DATA", str(tmp_path))
    problems = lesson_problems("elevator")
    assert len(problems) == 1 and "lessons.yaml" in problems[0] and "field 'after'" in problems[0]


PLAYED = {"elevator": [("competitive", ["red", "blue", "green"]), ("advanced", ["red", "blue"]),
                       ("cooperative", ["red", "blue"])],
          "area51": [("standard", ["white", "black", "pink"])], "argo": [("standard", ["red", "blue", "green"])],
          "area1851": [("standard", ["yellow", "purple", "white"])]}
"""Games played at random to find every verb each game has."""


@pytest.mark.parametrize("game", list(PLAYED))
def test_the_lessons_teach_every_action_a_game_has(game):
    import random

    from game.core.contract import Seat
    from game.core.session import Session
    verbs: set[str] = set()
    for mode, colours in PLAYED[game]:
        for seed in range(25):
            session = Session.new(game, mode, [Seat(f"P{i}", c) for i, c in enumerate(colours)], seed=seed)
            chooser = random.Random(seed)
            for _ in range(2000):
                if session.state.is_over():
                    break
                legal = session.state.legal_actions()
                verbs |= {action.verb for action in legal}
                session.apply(chooser.choice(legal))
    taught = {Action.parse(s.action).verb for lesson in load_lessons(game) for s in lesson.steps}
    assert len(verbs) > 5 and verbs - taught == set()
