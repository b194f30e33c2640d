"""Every lesson played by mouse on the real table, with a wrong gesture refused at each step."""

from __future__ import annotations

import json

import pytest

from game.core.actions import Action
from game.core.lessons import Lesson, load_lessons
from tests.ui.area51_mouse import click, press_button
from tests.ui.area51_mouse import perform as area51_perform
from tests.ui.area1851_mouse import perform as area1851_perform
from tests.ui.argo_mouse import perform as argo_perform
from tests.ui.elevator_mouse import perform
from ui.scenes.lessons import HINT_NOTE, SMALLEST_WINDOW, LessonsScene, open_lesson, real_game, text_problems


def wrong_action(table, taught: Action) -> Action | None:
    return next((a for a in table.session.state.legal_actions() if a != taught), None)


PERFORM = {"elevator": perform, "argo": argo_perform, "area51": area51_perform, "area1851": area1851_perform}
"""Each game with lessons, and the mouse gestures that play an action on its table."""
CASES = [(game, lesson.id) for game in PERFORM for lesson in load_lessons(game)]


@pytest.mark.parametrize(("game", "lesson_id"), CASES)
def test_a_lesson_played_by_mouse_to_its_end(app, game, lesson_id):
    data = next(lesson for lesson in load_lessons(game) if lesson.id == lesson_id)
    lesson = Lesson(game, data)
    left = []
    open_lesson(app, lesson, on_leave=lambda: left.append(True))
    table = app.top
    app.frame()
    for number, step in enumerate(data.steps):
        taught = Action.parse(step.action)
        assert table.marked is not None and table.marked[0] == taught  # the piece and its target lit
        assert "My stops" not in [b.text for b in table.choice_buttons]  # nothing beside the lesson
        wrong = wrong_action(table, taught)
        if wrong is not None:
            before = table.session.state.to_position()
            assert not table.act(wrong)
            assert table.reason == step.hint and table.session.state.to_position() == before
        PERFORM[game](app, table, taught)
        assert lesson.done and table.session.history.log[-1] == taught, (number, table.reason)
        assert table.legal_here() == []  # nothing is lit or offered but the lesson's buttons
        if number + 1 < len(data.steps):
            press_button(app, table, "Next step")
            assert lesson.step == number + 1
    assert lesson.finished and [b.text for b in table.choice_buttons] == [
        "Play a real game against Easy bots", "Back to the lessons"]
    press_button(app, table, "Back to the lessons")
    assert left == [True]


def test_undo_inside_a_step_lets_it_be_played_again(app):
    lesson = Lesson("elevator", load_lessons("elevator")[0])
    open_lesson(app, lesson, on_leave=lambda: None)
    table = app.top
    app.frame()
    perform(app, table, Action("roll"))
    assert lesson.done
    click(app, table.undo_button.rect.center)
    assert not lesson.done and table.view()["die"] is None and table.marked[0] == Action("roll")
    perform(app, table, Action("roll"))
    assert lesson.done and table.view()["elevator"] == "1"  # the same roll: the lesson's seed


def test_lessons_are_left_resumed_and_ticked_when_finished(app, home):
    scene = app.push(LessonsScene(app, "elevator"))
    app.frame()
    click(app, scene.lesson_buttons["first-turn"].rect.center)
    table = app.top
    perform(app, table, Action("roll"))
    press_button(app, table, "Next step")
    app.go_home()  # the learner leaves in the middle
    progress = json.loads((home / "lessons.json").read_text(encoding="utf-8"))
    assert progress["elevator"]["first-turn"] == {"step": 1, "done": False}
    scene = app.push(LessonsScene(app, "elevator"))
    app.frame()
    assert scene.lesson_buttons["first-turn"].text == "1. Your first turn (step 2 of 5)"
    click(app, scene.lesson_buttons["first-turn"].rect.center)
    table = app.top
    assert table.lesson_mode.lesson.step == 1 and table.marked[0] == Action.parse("move R1 E")
    table.lesson_mode.skip()
    while not table.lesson_mode.lesson.finished:
        table.lesson_mode.skip()
    press_button(app, table, "Back to the lessons")
    assert app.top is scene and scene.lesson_buttons["first-turn"].text == "1. Your first turn (done)"
    assert "first-turn" in scene.restart_buttons


def test_the_end_of_a_lesson_offers_a_real_game_against_easy_bots(app):
    lesson = Lesson("elevator", next(d for d in load_lessons("elevator") if d.id == "solo-end"))  # Floor 0 wins
    open_lesson(app, lesson, on_leave=lambda: None)
    table = app.top
    app.frame()
    perform(app, table, Action.parse("play floor0-1"))
    press_button(app, table, "Play a real game against Easy bots")
    game = app.top
    assert game is not table and game.lesson_mode is None
    assert [seat.kind for seat in game.session.state.seats] == ["human", "bot"]
    assert game.session.state.seats[0].name == "Player 1"  # nobody set a game up here yet
    assert game.session.state.seats[1].bot_level == "easy"
    assert HINT_NOTE in [line.text for line in game.log_panel.lines]


def test_the_real_game_after_a_lesson_seats_the_person_under_their_last_name(app, home):
    home.mkdir(exist_ok=True)
    (home / "last_setup.json").write_text(json.dumps(
        {"names": ["Bot 1", "Ann"], "played_by": ["easy", "human"]}), encoding="utf-8")
    real_game(app, "argo")
    assert [seat.name for seat in app.top.session.state.seats] == ["Ann", "Easy bot 1"]


def test_every_lesson_text_fits_its_panel_at_1024x640(app):
    assert text_problems(app, list(PERFORM)) == []
    assert SMALLEST_WINDOW == (1024, 640)


def test_a_lesson_is_never_saved(app, home):
    from ui.scenes.game_menu import GameMenuScene
    lesson = Lesson("elevator", load_lessons("elevator")[0])
    open_lesson(app, lesson, on_leave=lambda: None)
    table = app.top
    perform(app, table, Action("roll"))
    assert not (home / "autosave.json").exists()
    table.open_menu()
    menu = app.top
    assert isinstance(menu, GameMenuScene)
    save = next(button for button in menu._actions if button.text == "Save")
    assert not save.is_enabled


@pytest.mark.parametrize("game", list(PERFORM))
def test_every_lesson_button_shows_above_back_at_1024x640(game):
    from ui.app import App
    from ui.settings import Settings
    small = App(Settings(window_size=SMALLEST_WINDOW))
    try:
        small.check_data()
        scene = small.push(LessonsScene(small, game))
        small.frame()
        back = next(button for button in scene._actions if button.text == "Back")
        buttons = list(scene.lesson_buttons.values())
        assert len(buttons) == len(load_lessons(game))
        assert all(b.rect.bottom < back.rect.top and b.rect.height >= 36 for b in buttons)
    finally:
        small.close()


def test_quitting_a_lesson_from_the_game_menu_leaves_the_unfinished_games_autosave_alone(app, home):
    from game.core.contract import Seat
    from game.core.session import Session
    from game.core.storage import autosave_path
    from ui.scenes.game_menu import GameMenuScene
    unfinished = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Ben", "blue")], seed=8)
    unfinished.apply(unfinished.state.legal_actions()[0])
    unfinished.save(autosave_path())
    kept = autosave_path().read_bytes()
    scene = app.push(LessonsScene(app, "elevator"))
    app.frame()
    click(app, scene.lesson_buttons["first-turn"].rect.center)
    table = app.top
    perform(app, table, Action("roll"))
    menu = app.push(GameMenuScene(app, table.session))
    click(app, next(b for b in menu._actions if b.text == "Quit to menu").rect.center)
    assert autosave_path().read_bytes() == kept  # the lesson's position is not a game to continue
