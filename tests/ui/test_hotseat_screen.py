"""Hot-seat screens show a person's secrets only to that person, in every game.

Two people and a bot play whole games at a table headless. At every screen the table shows,
the same picture is drawn again from a position whose hidden parts are dealt anew from what
the screen's addressee may know (the bots' own sampler): if anything drawn (a hand, a card
face, a prompt, a count, a button) depended on a secret of someone else, the two pictures
would differ. Besides, the log shows the addressee's lines only, each private screen came
after its owner's hand-off, and Undo is refused once a turn was handed on.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.actions import Action
from game.core.bots.support import get_support
from game.core.contract import Seat, may_read
from game.core.session import Session
from tests.ui.screen_checks import button_problems
from ui.game_over import GameOverScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.stops import StopsScene
from ui.scenes.tables import table_module

GAMES: dict[str, tuple[str, dict[str, object]]] = {
    "elevator": ("competitive", {}),
    "area51": ("standard", {}),
    "area1851": ("standard", {}),
    "argo": ("standard", {}),
}
COLOURS = {"elevator": ["red", "blue", "green"], "area51": ["white", "black", "pink"],
           "area1851": ["yellow", "purple", "white"], "argo": ["red", "blue", "green"]}


def hot_seat_table(app, game: str, seed: int):
    """Ann and Ben (people) and Bot 3 (a random bot) at a new game's table, animations off."""
    mode, options = GAMES[game]
    ann, ben, bot = COLOURS[game]
    seats = [Seat("Ann", ann), Seat("Ben", ben), Seat("Bot 3", bot, "bot", "random")]
    session = Session.new(game, mode, seats, options, seed=seed, first_player=seed % 3)
    app.settings.animation_speed = "off"
    table = app.push(table_module(game).TableScene(app, session, autosave=False))
    return session, table


def picture(app, table) -> bytes:
    """The table as it would be drawn now, buttons included, from the session's position."""
    table.changes += 1  # a fresh view of the position
    table.refresh()
    surface = pygame.Surface(app.size)
    table.draw(surface)
    app.ui_manager.update(0.0)
    app.ui_manager.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


def same_picture_whatever_is_hidden(app, table, session, game: str, rng: random.Random) -> bool:
    """The screen drawn from a position whose secrets (from its addressee) are dealt anew looks the
    same (False: no such position could be dealt, nothing compared)."""
    real = session.history.state
    addressee = table.addressee()
    shown = picture(app, table)
    sample = dealt_anew(game, real.view(addressee), rng)
    if sample is None:
        return False
    sample.__class__ = real.__class__  # a bot's sampler may prune the moves it weighs (Argo)
    sample.forget_legal_actions()
    sample.events = [(text, only) for text, only in real.events if may_read(only, addressee)]
    assert sample.view(addressee) == real.view(addressee)
    session.history.state = sample
    try:
        redrawn = picture(app, table)
    finally:
        session.history.state = real
        table.changes += 1
        table.refresh()
    assert shown == redrawn, f"the screen for {addressee} shows a secret: {real.prompt()}"
    return True


def dealt_anew(game: str, view: dict, rng: random.Random):
    """A position consistent with ``view``, its hidden parts dealt at random; None when fifty
    dealings give none that the rules accept (an Area 51 project half paid for by a hand that
    a random hand seldom matches)."""
    for _ in range(50):
        try:
            return get_support(game).sampler(view)(rng)
        except ValueError:
            continue
    return None


def assert_undo_refused(table, session) -> None:
    entries = len(session.history.entries)
    assert not table.undo_button.is_enabled
    table.undo()
    assert len(session.history.entries) == entries


def play_hot_seat_game(app, game: str, seed: int, most_screens: int = 12000) -> int:
    """Play a whole game; check every screen. Returns how many screens were checked."""
    session, table = hot_seat_table(app, game, seed)
    chooser, sampler_rng = random.Random(seed), random.Random(seed + 1)
    handed_to: int | None = None
    addressed: int | None = None
    checked = screens = 0
    last_shown: tuple | None = None
    for _ in range(most_screens):
        app.frame(0.25, force_draw=False)  # each screen is drawn below, twice
        top = app.top
        if isinstance(top, HandoffScene):
            assert table.reason == "" and table.notice == ""  # nothing crosses a hand-off
            handed_to = [s.name for s in session.state.seats].index(top.player_name)
            top._ready()
            continue
        if isinstance(top, StopsScene):
            top.done()
            continue
        if isinstance(top, GameOverScene):
            assert table.addressee() is None  # the end is everyone's: nobody's secrets stay up, hand included
            assert table.viewer is None or not session.state.knows_more_than_the_public(table.viewer)
            break
        if top is not table:
            continue
        state = session.state
        if state.is_over():
            continue
        now = table.addressee()
        shown_now = (len(session.history.entries), now, table.notice, table.holding, table.reason)
        if shown_now == last_shown:  # the same screen as the frame before (a bot still thinking)
            continue
        last_shown = shown_now
        if now is not None and now != addressed:
            assert handed_to == now, f"{state.name(now)}'s private screen came without a hand-off"
        addressed, handed_to = now, None
        assert table.log_viewer() == now
        shown = [text for text, times in table.log_panel.said for _ in range(times)]
        assert shown == [line.text for item in table.log_book.items for line in item[now]]
        checked += same_picture_whatever_is_hidden(app, table, session, game, sampler_rng)
        screens += 1
        assert button_problems(app) == []  # every choice's words whole, on the smallest window
        deciding = state.to_move()
        if table.holding:
            table.end_hold()
            continue
        if deciding in table.bots or deciding != table.viewer:
            assert_undo_refused(table, session)
            continue
        if session.history.entries and session.history.entries[-1].actor != deciding:
            assert_undo_refused(table, session)  # the last decision was another's: handed on
        table.act(chooser.choice(state.legal_actions()))
    assert session.state.is_over(), f"{game} seed {seed} did not end in {most_screens} screens"
    assert_undo_refused(table, session)  # the game is over: its moves stand
    assert checked > 0.9 * screens
    return checked


SEEDS = {"elevator": 5, "area51": 4, "area1851": 4, "argo": 4}
"""Each game's seed: The Elevator's random games are long, and seed 5 is one of its shorter ones."""


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hotseat_screen_shows_only_the_addressees_secrets_through_a_whole_game(home, game):
    from ui.app import App
    from ui.settings import Settings
    app = App(Settings(window_size=(1024, 640)))  # the smallest window: the most crowded screens
    try:
        assert play_hot_seat_game(app, game, seed=SEEDS[game]) > 20
    finally:
        app.close()


def test_hotseat_screen_a_refusal_does_not_cross_a_hand_off(app):
    """Ann's refused Undo ("a die roll came before") is not shown to Ben after the hand-off."""
    seats = [Seat("Ann", "red"), Seat("Ben", "blue")]
    session = Session.new("elevator", "competitive", seats, seed=2, first_player=0)
    session.stops = {0: [], 1: []}
    app.settings.animation_speed = "off"
    table = app.push(table_module("elevator").TableScene(app, session, autosave=False))
    chooser = random.Random(2)
    refused = False
    for _ in range(200):
        app.frame(0.25)
        if isinstance(app.top, HandoffScene):
            if refused:
                assert table.reason == "" and app.top.player_name == "Ben"
                app.top._ready()
                assert table.reason == "" and table.viewer == 1
                return
            app.top._ready()
            continue
        if table.holding:
            table.end_hold()
            continue
        state = session.state
        if state.to_move() == 0 and session.history.entries and session.history.entries[-1].revealed:
            table.undo()
            assert table.reason.startswith("Undo stops here")
            refused = True
        table.act(chooser.choice(state.legal_actions()))
    raise AssertionError("no hand-off to Ben after Ann's refused undo")


def test_hotseat_screen_undo_is_refused_while_a_bot_plays_after_the_only_persons_turn(app):
    """Ann alone with two bots: once she has ended her turn, Undo cannot take it back while the bots play."""
    seats = [Seat("Ann", "white"), Seat("Bot 2", "black", "bot", "random"), Seat("Bot 3", "pink", "bot", "random")]
    session = Session.new("area51", "standard", seats, seed=3, first_player=0)
    app.settings.animation_speed = "off"
    table = app.push(table_module("area51").TableScene(app, session, autosave=False))
    chooser = random.Random(3)
    for _ in range(400):
        app.frame(0.05)
        state = session.state
        if table.holding:
            table.end_hold()
            continue
        if state.to_move() == 0:
            table.act(chooser.choice(state.legal_actions()))
            continue
        assert table.viewer == 0 and table.addressee() == 0  # her own screen stays up
        assert table.why_no_undo() == "Your turn was handed on: it cannot be taken back."
        assert_undo_refused(table, session)
        return
    raise AssertionError("the bots never played")


def test_hotseat_screen_a_bots_decision_is_worded_about_the_bot(app):
    seats = [Seat("Ana", "red"), Seat("Bot 2", "blue", "bot", "random")]
    session = Session.new("elevator", "competitive", seats, seed=1, first_player=0)
    app.settings.animation_speed = "off"
    table = app.push(table_module("elevator").TableScene(app, session, autosave=False))
    app.frame()
    table.act(Action("roll"))
    assert session.state.to_move() == 1 and table.viewer == 0  # Bot 2 is asked about the roll
    assert session.state.prompt() == "Bot 2: you may answer the die roll with an instant card, or pass."
    assert table.shown_prompt(table.view()) == "Bot 2 may answer the die roll with an instant card, or pass."
