"""Bots at the table: they move on their own, keep a person's screen private, pause and step,
and the Hint button lights the hard bot's move and is counted in the save."""

from __future__ import annotations

import json
import time

import pygame
import pytest

from game.core.actions import Action
from game.core.bot_specs import shown_thinking_seconds
from game.core.contract import Seat
from game.core.session import Session
from game.core.storage import autosave_path
from ui.elevator.table import TableScene
from ui.game_over import GameOverScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.tables import table_module


def frames_until(app, condition, seconds=60.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.frame()
        if condition():
            return True
        time.sleep(0.002)
    return False


def table_for(app, seats, mode="competitive", seed=3):
    app.settings.animation_speed = "off"
    session = Session.new("elevator", mode, seats, seed=seed, first_player=0)
    return session, app.push(TableScene(app, session))


def test_a_game_of_bots_plays_itself_to_the_end_and_autosaves(app):
    seats = [Seat("Ada", "red", "bot", "random"), Seat("Bo", "blue", "bot", "easy:5")]
    session, table = table_for(app, seats)
    assert frames_until(app, lambda: isinstance(app.top, GameOverScene))
    assert session.state.is_over()
    saved = json.loads(autosave_path().read_text())
    assert saved["log"] == [str(a) for a in session.history.log] and len(saved["log"]) > 10


def test_a_bot_rival_moves_without_a_hand_off_and_the_screen_stays_with_the_person(app, click):
    seats = [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "random")]
    session, table = table_for(app, seats)
    assert app.top is table and table.viewer == 0  # one person: no hand-off screen at all
    table.act(session.state.legal_actions()[0])
    while session.state.to_move() == 0:
        table.act(session.state.legal_actions()[0])
    assert frames_until(app, lambda: session.state.to_move() == 0 or session.state.is_over())
    assert not any(isinstance(scene, HandoffScene) for scene in app.scenes)
    assert table.viewer == 0 and table.view()["hands"][1] is None
    assert any(entry.actor == 1 for entry in session.history.entries)


def test_thinking_is_shown_while_the_bot_searches(app):
    seats = [Seat("Ann", "red", "bot", "hard:0.5s"), Seat("Bo", "blue", "bot", "hard:0.5s")]
    session, table = table_for(app, seats)
    while len(session.state.legal_actions()) == 1:  # forced moves are instant
        session.apply(session.state.legal_actions()[0])
    table.after_change()
    app.frame()
    assert table.notice.startswith(f"{session.state.name(session.state.to_move())} is thinking")


def test_a_watched_game_pauses_and_steps_one_move_at_a_time(app, click):
    seats = [Seat("Ada", "red", "bot", "random"), Seat("Bo", "blue", "bot", "random")]
    session, table = table_for(app, seats)
    pause = next(b for b in table.choice_buttons if b.text == "Pause")
    click(pause)
    before = len(session.history.entries)
    for _ in range(20):
        app.frame()
    assert len(session.history.entries) == before
    step = next(b for b in table.choice_buttons if b.text == "Step")
    click(step)
    assert frames_until(app, lambda: len(session.history.entries) == before + 1, 10)
    for _ in range(20):
        app.frame()
    assert len(session.history.entries) == before + 1
    click(next(b for b in table.choice_buttons if b.text == "Resume"))
    assert frames_until(app, lambda: len(session.history.entries) > before + 3, 10)


def test_hint_lights_a_legal_move_and_is_counted_in_the_save(app, click):
    seats = [Seat("Ann", "red")]
    session, table = table_for(app, seats, mode="solo")
    session.apply("roll")
    table.after_change()
    legal = session.state.legal_actions()
    table.act(Action("move", ("K1", "3")))  # refused: the reason shows until the hint replaces it
    assert table.reason
    click(table.hint_button)
    assert frames_until(app, lambda: table.marked is not None, 30)
    action, text = table.marked
    assert action in legal and text.startswith("Hint: ") and "to win after it" in text
    assert table.reason == "" and table.notice == text
    assert session.hints_used == 1
    assert json.loads(autosave_path().read_text())["hints_used"] == 1
    assert Session.load(autosave_path()).hints_used == 1
    table.act(action)
    assert table.marked is None and table.notice == ""


def test_hint_is_disabled_when_the_person_at_the_screen_cannot_decide(app):
    seats = [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "hard:0.5s")]
    session, table = table_for(app, seats)
    while session.state.to_move() == 0:
        table.act(session.state.legal_actions()[0])
    assert not table.hint_button.is_enabled
    pygame.event.clear()


def test_a_bot_answers_instant_windows_on_a_persons_turn(app):
    import random
    seats = [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "easy:10")]
    session, table = table_for(app, seats, seed=11)
    chooser = random.Random(2)

    def bot_window_answers():
        return [e for e in session.history.entries
                if e.actor == 1 and e.before.active == 0 and e.before.steps[-1][0] == "window"]
    for _ in range(3000):
        if bot_window_answers() or session.state.is_over():
            break
        if session.state.to_move() == 0:
            table.act(chooser.choice(session.state.legal_actions()))
        else:
            app.frame()
    answered = bot_window_answers()
    assert answered, "no window was ever offered to the bot"
    assert answered[0].action.verb in ("pass", "play")


def test_the_same_bot_game_plays_out_the_same_twice(app):
    logs = []
    for _ in range(2):
        seats = [Seat("Ada", "red", "bot", "easy:8"), Seat("Bo", "blue", "bot", "medium:8")]
        session, table = table_for(app, seats, seed=4)
        assert frames_until(app, lambda game=session: game.state.is_over())
        logs.append([str(a) for a in session.history.log])
        app.clear_to(MainMenuScene(app))
    assert logs[0] == logs[1] and len(logs[0]) > 10


def seconds_shown_thinking(table, session, step=0.25):
    """Table seconds from the moment the bot to move has its answer until it plays it."""
    seat, before = session.state.to_move(), len(session.history.entries)
    table.bot_driver.thinker.ask(session, seat, session.state.seats[seat].bot_level)  # unless asked already
    end = time.monotonic() + 30
    while table.bot_driver.thinker.answer(session, seat) is None and time.monotonic() < end:
        time.sleep(0.005)
    shown = 0.0
    while len(session.history.entries) == before and shown < 10:
        if shown:
            assert table.notice.startswith(f"{session.state.name(seat)} is thinking")
        table.bot_driver.drive(step)
        shown += step
    return shown


@pytest.mark.parametrize("game, people, hides", [
    ("area51", 1, True),    # the bot's hand is hidden from the person
    ("area1851", 1, True),
    ("area51", 0, False),   # nobody at the table to learn anything
    ("argo", 1, False),     # the bot knows nothing the person does not
])
def test_a_bot_that_holds_secrets_from_a_person_always_thinks_at_least_a_second(app, game, people, hides):
    colours = {"area51": ["white", "pink", "yellow"], "area1851": ["yellow", "purple", "white"],
               "argo": ["red", "blue"]}[game]
    seats = [Seat(f"P{n}", colour) if n < people else Seat(f"P{n}", colour, "bot", "random")
             for n, colour in enumerate(colours)]
    app.settings.animation_speed = "off"
    session = Session.new(game, "standard", seats, seed=5, first_player=people)
    table = app.push(table_module(game).TableScene(app, session, autosave=False))
    assert session.state.to_move() == people  # a bot, instant (random)
    shown = seconds_shown_thinking(table, session)
    assert shown == (1.25 if hides else 0.25)


@pytest.mark.parametrize("game", ["area51", "area1851"])
def test_the_search_of_a_bot_that_holds_secrets_ends_within_its_shown_thinking(app, game):
    """However many iterations it may think, a bot hiding cards from a person at the table stops
    searching before its shown thinking is up: a slow search would otherwise show."""
    colours = {"area51": ["pink+purple", "black+white"], "area1851": ["yellow", "purple"]}[game]
    seats = [Seat("Ann", colours[0]), Seat("Bot", colours[1], "bot", "hard:1000000")]
    app.settings.animation_speed = "off"
    session = Session.new(game, "standard" if game == "area1851" else "two_player", seats, seed=5,
                          first_player=1)
    table = app.push(table_module(game).TableScene(app, session, autosave=False))
    assert len(session.state.legal_actions()) > 1  # a choice, searched
    table.bot_driver.drive(0.0)
    thinker = table.bot_driver.thinker
    thinker.wait(60)
    decision = thinker.answer(session, 1)
    assert decision is not None and 0 < decision.iterations < 1_000_000
    assert shown_thinking_seconds("hard:1000000", game) == 1.25  # Hard's, in these two games
    assert seconds_shown_thinking(table, session) == 1.25 + 0.25  # the last step plays it


def test_bots_without_secrets_from_the_people_search_their_whole_budget(app):
    """Where no person can learn anything from its wait, a bot is given no deadline, so the
    same game plays out the same under its seed (Argo hides nothing from one seat only)."""
    asked = []
    seats = [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "hard")]
    app.settings.animation_speed = "off"
    session = Session.new("argo", "standard", seats, seed=5, first_player=1)
    table = app.push(table_module("argo").TableScene(app, session, autosave=False))
    table.bot_driver.thinker.ask = lambda *args, **kwargs: asked.append(kwargs)
    table.bot_driver.drive(0.0)
    assert asked == [{"most_seconds": None}]
