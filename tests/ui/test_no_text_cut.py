"""No text is ever cut off or touches another, at 1024 x 640, 1280 x 800 and 1600 x 1000, and every log
shows four lines.

Every table (each game, each mode, the most and the fewest players, long names, several
positions, every hand card zoomed) and every screen is drawn while the program's text
placements are recorded: each must lie inside the box it was given. A card too small to hold its text
leaves it out (its zoom shows it, and the zoom must hold it). pygame-gui's own labels and
buttons must be wide enough for their text (pygame-gui warns when a label is not).
"""

from __future__ import annotations

import importlib
import random
import warnings

import pygame
import pytest

from game.core.contract import Seat
from game.core.registry import all_games
from game.core.session import Session
from tests.ui.screen_checks import button_problems
from ui.scenes import tables
from ui.scenes.handoff import HandoffScene
from ui.scenes.stops import StopsScene
from ui.settings import Settings
from ui.table_base import TableBase
from ui.text import PLACEMENTS

SIZES = [(1024, 640), (1280, 800), (1600, 1000)]
LONG_NAMES = ["Alexandra Montgomery", "Bartholomew Smythe", "Cid", "Dorothea Wilhelmina", "Eve", "Fitzgerald Okonkwo"]


def forget_drawings() -> None:
    """Cached sprites were drawn before recording began: every game's drawings are drawn again."""
    for info in all_games():
        if info.available:
            module = importlib.import_module(f"ui.{info.id}.drawing")
            for value in vars(module).values():
                if hasattr(value, "cache_clear"):
                    value.cache_clear()


def session_for(info, mode, actions: int, seed: int, players: int | None = None) -> Session:
    colours = info.colours_for(mode.id)
    seats = [Seat(LONG_NAMES[i], colours[i]) for i in range(players or mode.max_players)]
    session = Session.new(info.id, mode.id, seats, seed=seed)
    chooser = random.Random(seed)
    for _ in range(actions):
        if session.state.is_over():
            break
        session.apply(chooser.choice(session.state.legal_actions()))
    return session


@pytest.fixture
def recorded():
    forget_drawings()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    yield PLACEMENTS
    PLACEMENTS.recording = False
    PLACEMENTS.placed.clear()
    PLACEMENTS.drawn_on.clear()
    forget_drawings()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_table_cuts_a_text_at_any_window_size(home, size, recorded):
    from ui.app import App
    app = App(Settings(window_size=size))
    problems = []
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", UserWarning)  # pygame-gui: "Label Rect is too small for text"
            for info in all_games():
                if not info.available:
                    continue
                module = tables.table_module(info.id)
                for mode in info.modes:
                    # the most players, and the fewest (a table may lay itself out by the count)
                    for actions, seed, players in ((0, 1, None), (60, 2, None), (250, 3, None),
                                                   (60, 4, mode.min_players), (250, 5, mode.min_players)):
                        session = session_for(info, mode, actions, seed, players)
                        table = app.push(module.TableScene(app, session, autosave=False))
                        for _ in range(3):
                            recorded.drawn_on.clear()
                            table.dirty = True
                            app.frame()
                            problems += [f"{info.id}: '{a}' at {box} touches '{b}' at {other}"
                                         for a, box, b, other in recorded.touching()]
                            if isinstance(app.top, HandoffScene):
                                app.top._ready()
                            elif isinstance(app.top, StopsScene):
                                app.top.done()
                        problems += button_problems(app)
                        if table.log_panel.visible_rows < 4:
                            problems.append(f"{info.id} {mode.id}, {len(session.state.seats)} players: the log "
                                            f"shows {table.log_panel.visible_rows} lines")
                        for point in zoom_points(table):
                            table.mouse = point
                            table.dirty = True
                            app.frame()  # the zoom lies over the table: touching is not asked here
                        recorded.drawn_on.clear()
                        while app.scenes:
                            app.pop()
    finally:
        app.close()
    cut = [f"'{text}' drawn at {drawn} outside {box}" for text, drawn, box in recorded.overflowing()]
    assert cut + problems == []


def zoom_points(table) -> list[tuple[int, int]]:
    """Where the mouse rests to see each card of the hand zoomed (The Elevator)."""
    if not hasattr(table, "shown_hand"):
        return []
    hand = table.shown_hand()
    return [rect.center for rect in table.layout.card_rects(len(hand))]


def test_every_elevator_card_holds_its_text_when_zoomed(recorded):
    from game.elevator.rules_data import elevator_data
    from ui.elevator.drawing import card_face
    from ui.elevator.layout import Layout
    pygame.font.init()
    for size in SIZES:
        zoom = Layout(size).zoom_size
        for card in elevator_data().card_types:
            recorded.placed.clear()
            card_face(card, zoom)
            texts = {text: drawn for text, drawn, _ in recorded.placed}
            assert texts[elevator_data().card_types[card].text] is not None, (card, size)


def test_every_elevator_card_in_hand_shows_its_text_or_its_gist_at_every_size(recorded):
    from game.elevator.rules_data import elevator_data
    from ui.elevator.drawing import card_face
    from ui.elevator.layout import Layout
    pygame.font.init()
    for size in SIZES:
        card = Layout(size, players=4).card_size
        for card_id, kind in elevator_data().card_types.items():
            recorded.placed.clear()
            card_face.cache_clear()
            card_face(card_id, card)
            shown = {text for text, drawn, _ in recorded.placed if drawn is not None}
            assert kind.text in shown or kind.short in shown, (card_id, size)
    assert recorded.overflowing() == []


def test_no_screen_cuts_a_text_at_any_window_size(home, recorded):
    from ui.app import App
    from ui.scenes.load import LoadScene
    from ui.scenes.main_menu import MainMenuScene
    from ui.scenes.new_game import NewGameScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    for size in SIZES:
        app = App(Settings(window_size=size))
        try:
            app.check_data()
            with warnings.catch_warnings():
                warnings.simplefilter("error", UserWarning)
                for factory in (MainMenuScene, NewGameScene, LoadScene, SettingsScene, RulesScene,
                                lambda a: HandoffScene(a, LONG_NAMES[0], "It is your turn."),
                                lambda a: StopsScene(a, LONG_NAMES[0], ["roll"], lambda m: None)):
                    app.push(factory(app))
                    app.frame()
                    assert button_problems(app) == [], size
                    app.pop()
        finally:
            app.close()
    assert recorded.overflowing() == []


LONG_REASONS = {  # each game's longest refusal (game/*/reasons.py), and one as long for the others
    "argo": "A new tile must connect to a module: an escape pod's side is a wall, and a module never hangs on a pod "
            "alone, as it could not be reached once the pod leaves.",
    "area51": "Finish the play you declared first: place its cards (an action, once begun, must be finished; undo "
              "takes the declaration back).",
}


TABLE_GAMES = [info.id for info in all_games() if info.available]


@pytest.mark.parametrize("game_id", TABLE_GAMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_refusal_is_shown_whole_under_the_choices_and_clear_of_the_log_button(home, size, game_id, recorded):
    from game.core.registry import get_game
    from ui.app import App
    app = App(Settings(window_size=size))
    try:
        info = get_game(game_id).info
        mode = max(info.modes, key=lambda m: m.max_players)
        table: TableBase = app.push(tables.table_module(game_id).TableScene(app, session_for(info, mode, 0, 1),
                                                                            autosave=False))
        while app.top is not table:
            app.pop()
        recorded.placed.clear()
        reason = LONG_REASONS.get(game_id, LONG_REASONS["area51"])
        table.reason = reason
        table.dirty = True
        app.frame()
        drawn = [box for text, box, _ in recorded.placed if text == reason]
        assert drawn and drawn[-1] is not None  # the last try is the one shown
        assert table.layout.choices.contains(drawn[-1]), (drawn[-1], table.layout.choices)
        assert not drawn[-1].colliderect(table.notation_button.rect)
        assert not any(drawn[-1].colliderect(b.rect) for b in table.choice_buttons if b.visible)
    finally:
        app.close()


def test_the_area51_hand_caption_counts_its_cards_in_words(home, recorded):
    from game.core.registry import get_game
    from game.core.wording import plural
    from ui.app import App
    app = App(Settings(window_size=(1024, 640)))
    try:
        info = get_game("area51").info
        mode = max(info.modes, key=lambda m: m.max_players)
        table: TableBase = app.push(tables.table_module("area51").TableScene(app, session_for(info, mode, 120, 4),
                                                                             autosave=False))
        while app.top is not table:
            app.pop()
        recorded.placed.clear()
        table.dirty = True
        app.frame()
        count = table.view()["hand_sizes"][table.viewer]
        texts = [text for text, _drawn, _box in recorded.placed]
    finally:
        app.close()
    assert count == 1 and any(text.endswith(f"'s hand ({plural(count, 'card')})") for text in texts)


def test_every_area1851_event_shows_its_words_on_the_table_at_every_size(recorded):
    """An event too long for the small card shows its first sentence, or its beginning, never a blank."""
    from game.area1851.rules_data import area1851_data
    from ui.area1851.drawing import event_face
    from ui.area1851.layout import Layout
    pygame.font.init()
    locations = ("workshop", "recycler", "town-hall", "storehouse", "replicator")
    for size in SIZES:
        card = Layout(size, locations).event.size
        for event in area1851_data().events.values():
            event_face.cache_clear()
            recorded.placed.clear()
            event_face((event.name, event.text), card)
            words = [text for text, box, _ in recorded.placed if box is not None and text != event.name]
            assert words and words[-1].split()[0] == event.text.split()[0], (event.name, size)
    assert recorded.overflowing() == []
