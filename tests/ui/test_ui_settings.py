import json

import pygame

from ui.app import App
from ui.scenes.message import open_messages
from ui.scenes.settings import SettingsScene
from ui.settings import Settings, load_settings, save_settings


def test_settings_round_trip_through_json(home):
    chosen = Settings(window_size=(1440, 900), fullscreen=True, animation_speed="slow", colour_blind=True)
    save_settings(chosen)
    data = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert data["window_size"] == [1440, 900] and data["animation_speed"] == "slow"
    assert load_settings() == (chosen, None)


def test_no_settings_file_gives_defaults_quietly(home):
    assert load_settings() == (Settings(), None)


def test_corrupt_settings_file_gives_defaults_and_a_message(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text("{ this is not json", encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings()
    assert message is not None and "could not be read" in message


def test_a_bad_value_is_reset_alone_and_named(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"window_size": [1, 2], "colour_blind": True,
                                                    "animation_speed": "warp"}), encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings(colour_blind=True)
    assert message is not None and "window_size" in message and "animation_speed" in message


def test_app_with_a_corrupt_settings_file_starts_and_shows_the_message(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text("[1, 2", encoding="utf-8")
    app = App()
    try:
        assert app.settings == Settings()
        assert any("default settings" in text for text in open_messages(app))
    finally:
        app.close()


def test_settings_scene_saves_and_resizes_the_window(app, click, choose, home):
    scene = app.push(SettingsScene(app))
    choose(scene.controls["window_size"], "1024 × 640")
    click(scene.save_button)
    assert app.size == (1024, 640)
    assert app.settings.window_size == (1024, 640)
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["window_size"] == [1024, 640]
    assert app.top is scene and scene.notice == "Settings saved."


def test_settings_scene_back_discards_changes(app, choose, key):
    app.push(SettingsScene(app))
    scene = app.push(SettingsScene(app))
    choose(scene.controls["animation_speed"], "Off")
    assert scene.draft.animation_speed == "off"
    key(pygame.K_ESCAPE)
    assert app.top is not scene and app.settings.animation_speed == "normal"


def test_a_new_window_size_lays_out_the_table_behind_the_menu_at_once(app):
    from game.core.contract import Seat
    from game.core.session import Session
    from ui.elevator.table import TableScene
    from ui.scenes.game_menu import GameMenuScene
    session = Session.new("elevator", "solo", [Seat("Ann", "red")], seed=1)
    table = app.push(TableScene(app, session, autosave=False))
    app.push(GameMenuScene(app, session))
    app.settings.window_size = (1024, 640)
    app.apply_display_settings()
    assert app.size == (1024, 640)
    assert table.layout.size == (1024, 640) and not table.root.visible  # laid out anew, still behind the menu


def test_only_window_sizes_that_fit_the_desktop_are_offered(monkeypatch):
    from ui.scenes import settings as settings_scene
    monkeypatch.setattr(settings_scene, "desktop_size", lambda: (1366, 768))
    assert settings_scene.fitting_window_sizes((1024, 640)) == [(1024, 640)]
    monkeypatch.setattr(settings_scene, "desktop_size", lambda: (1920, 1080))  # no room for a title bar at 1080
    assert settings_scene.fitting_window_sizes((1024, 640))[-1] == (1600, 1000)
    monkeypatch.setattr(settings_scene, "desktop_size", lambda: (1920, 1200))
    assert settings_scene.fitting_window_sizes((1024, 640))[-1] == (1920, 1080)


def test_a_window_too_big_for_the_desktop_opens_at_the_largest_size_that_fits(home, monkeypatch):
    import ui.app
    monkeypatch.setattr(ui.app, "desktop_size", lambda: (1366, 768))  # a common laptop: 800 rows do not fit
    app = App()
    try:
        assert app.size == (1024, 640) and app.settings.window_size == (1024, 640)
        assert not (home / "settings.json").exists()  # the player's choice is not overwritten
    finally:
        app.close()
    monkeypatch.setattr(ui.app, "desktop_size", lambda: (1920, 1080))
    app = App()
    try:
        assert app.size == (1280, 800)
    finally:
        app.close()


def test_size_that_fits_keeps_a_fitting_size_and_falls_back_to_the_smallest():
    from ui.settings import size_that_fits
    assert size_that_fits((1600, 1000), (1600, 1080)) == (1600, 1000)
    assert size_that_fits((1920, 1080), (1680, 1050)) == (1440, 900)
    assert size_that_fits((1280, 800), (1280, 800)) == (1024, 640)  # the title bar would push it off
    assert size_that_fits((1280, 800), (800, 600)) == (1024, 640)
    assert size_that_fits((1280, 800), None) == (1280, 800)
