"""Every text the program shows has its glyphs in the bundled font: no empty boxes.

The Alarm's direction buttons once read "Floor 4 → Floor 5" and the settings check box
showed a tick: the font has neither, so both were drawn as boxes. Every scene and every
game's table (in several positions) is drawn; every text drawn by the program itself and
every label, button, check box and text box of pygame-gui is checked.
"""

from __future__ import annotations

import importlib
import random
import re

import pygame
import pytest

from game.core.contract import Seat
from game.core.registry import all_games
from game.core.session import Session
from ui import text
from ui.scenes import tables
from ui.scenes.handoff import HandoffScene

TAGS = re.compile(r"<[^>]+>")


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn through ui.text.render while the test runs."""
    seen = set()
    real = text.render.__wrapped__

    def recording(string, size, colour=(230, 236, 242), bold=False):
        seen.add(string)
        return real(string, size, colour, bold)
    monkeypatch.setattr(text, "render", recording)
    modules = ["ui.table.drawing", "ui.log_panel"] + [f"ui.{info.id}.{part}" for info in all_games() if info.available
                                                    for part in ("drawing", "table")]
    for module in modules:
        imported = importlib.import_module(module)
        if hasattr(imported, "render"):
            monkeypatch.setattr(imported, "render", recording)
    return seen


def gui_missing(font, string: str) -> set[str]:
    """Characters of ``string`` that a pygame-gui font draws as its empty box."""
    def picture(text_):
        return pygame.image.tobytes(font.render_premul(text_, (255, 255, 255)), "RGBA")
    box = picture("\ue000")
    return {char for char in set(string) - set(" \n\t") if picture(char) == box}


def element_problems(app) -> dict[str, set[str]]:
    """Missing glyphs in the texts of every pygame-gui element alive now, each checked in its own
    font (a drop-down's arrows and a check box's mark come from pygame-gui's symbol font)."""
    problems = {}
    for element in app.ui_manager.get_sprite_group().sprites():
        font = getattr(element, "font", None)
        for name in ("text", "check_symbol"):
            value = getattr(element, name, None)
            if isinstance(value, str) and font is not None and gui_missing(font, value):
                problems[value] = gui_missing(font, value)
        html = getattr(element, "html_text", None)
        if isinstance(html, str):
            plain = TAGS.sub(" ", html).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
            if text.missing_glyphs(plain):
                problems[plain] = text.missing_glyphs(plain)
    return problems


def played(info, mode, count: int, actions: int, seed: int = 2) -> Session:
    colours = info.colours_for(mode.id)
    seats = [Seat(f"Player {i + 1}", colours[i]) for i in range(count)]
    session = Session.new(info.id, mode.id, seats, seed=seed)
    chooser = random.Random(seed)
    for _ in range(actions):
        if session.state.is_over():
            break
        session.apply(chooser.choice(session.state.legal_actions()))
    return session


def test_every_text_of_every_screen_and_table_has_its_glyphs(app, drawn):
    from game.core.lessons import load_lessons
    from ui.lesson_mode import keep_progress
    from ui.scenes.about import AboutScene
    from ui.scenes.game_menu import GameMenuScene
    from ui.scenes.join import JoinScene
    from ui.scenes.lessons import LessonsScene
    from ui.scenes.load import LoadScene
    from ui.scenes.main_menu import MainMenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    from ui.scenes.stops import StopsScene

    problems: dict[str, set[str]] = {}
    app.check_data()
    session = played(all_games()[0], all_games()[0].modes[0], 2, 5)
    first, second = load_lessons("elevator")[:2]
    keep_progress("elevator", first.id, 0, True)  # one lesson finished, one half way: their marks show
    keep_progress("elevator", second.id, 2, False)
    for scene in (MainMenuScene(app), NewGameScene(app), LoadScene(app), SettingsScene(app), RulesScene(app),
                  LessonsScene(app, "elevator"), JoinScene(app), AboutScene(app),
                  RulesScene(app, "area51"), HandoffScene(app, "Player 2", "It is your turn."),
                  GameMenuScene(app, session), StopsScene(app, "Ana", ["roll"], lambda m: None)):
        app.push(scene)
        app.frame()
        problems |= element_problems(app)
        app.pop()
    for info in all_games():
        if not info.available:
            continue
        module = tables.table_module(info.id)
        for mode in info.modes:
            for actions in (0, 40, 160):
                count = mode.max_players
                table = app.push(module.TableScene(app, played(info, mode, count, actions), autosave=False))
                while app.top is not table:
                    app.pop()
                table.refresh()
                app.frame()
                problems |= element_problems(app)
                app.pop()
    problems |= {string: text.missing_glyphs(string) for string in drawn if text.missing_glyphs(string)}
    assert problems == {}
    assert len(drawn) > 100 and any("Floor" in string for string in drawn)


def test_the_alarm_and_swap_buttons_use_words_the_font_can_draw(app):
    from game.core.actions import Action
    from game.elevator import GAME
    from ui.elevator.table import TableScene
    seats = [Seat("Ana", "red"), Seat("Ben", "blue")]
    session = Session.new("elevator", "competitive", seats, seed=1, first_player=0)
    session.history.state = GAME.from_position({
        "mode": "competitive", "seats": [s.to_dict() for s in seats], "step": "cards", "elevator": "2", "die": 2,
        "aliens": {"R1": "3", "B1": "3"}, "hands": [["alarm-1"], []]})
    table = app.push(TableScene(app, session, autosave=False))
    while app.top is not table:  # the first hand-off, then the stops panel
        app.top._ready() if isinstance(app.top, HandoffScene) else app.top.done()
    table.act(Action("play", ("alarm-1",)))
    table.press_elsewhere(table.layout.floor_rects["3"].center, table.legal_here())
    labels = [button.text for button in table.choice_buttons]
    assert "Alarm: everyone to Floor 2" in labels and "Alarm: everyone to Floor 4" in labels
    assert all(not gui_missing(button.font, button.text) for button in table.choice_buttons)
