import json
import warnings

import pygame

from ui import app as app_module
from ui.look import THEME_PATH
from ui.scene import Scene
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.new_game import NewGameScene


class Recorder(Scene):
    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log, self.events = name, log, []

    def on_enter(self):
        super().on_enter()
        self.log.append(f"{self.name}.enter")

    def on_exit(self):
        super().on_exit()
        self.log.append(f"{self.name}.exit")

    def on_pause(self):
        super().on_pause()
        self.log.append(f"{self.name}.pause")

    def on_resume(self):
        super().on_resume()
        self.log.append(f"{self.name}.resume")

    def build(self):
        self.ok = self.button((10, 10, 100, 40), "OK", lambda: self.log.append(f"{self.name}.ok"))

    def handle_event(self, event):
        self.events.append(event.type)
        return super().handle_event(event)


def shown(scene: Scene) -> bool:
    """Whether the elements of ``scene`` (on the stack, so it has them) are shown."""
    assert scene.root is not None
    return bool(scene.root.visible)


def test_theme_path_is_absolute_exists_and_loads_without_warnings(home):
    assert THEME_PATH.is_absolute() and THEME_PATH.is_file()
    json.loads(THEME_PATH.read_text(encoding="utf-8"))
    from ui.settings import Settings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        application = app_module.App(Settings())
    try:
        assert pygame.display.get_caption()[0] == "Tabletop 51"
        assert application.size == (1280, 800)
    finally:
        application.close()


def test_stack_calls_the_lifecycle_hooks_in_order(app):
    log: list[str] = []
    a, b, c = (Recorder(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    assert log == ["a.enter", "a.pause", "b.enter"]
    assert not shown(a) and shown(b)
    log.clear()
    app.replace(c)
    assert log == ["b.exit", "c.enter"] and app.scenes == [a, c]
    log.clear()
    app.pop()
    assert log == ["c.exit", "a.resume"] and shown(a)
    log.clear()
    app.clear_to(b)
    assert log == ["a.exit", "b.enter"] and app.scenes == [b]


def test_a_click_on_a_button_runs_its_action_and_the_scene_never_sees_the_mouse(app, click):
    log: list[str] = []
    scene = app.push(Recorder(app, "a", log))
    click(scene.ok)
    assert "a.ok" in log
    assert pygame.MOUSEBUTTONDOWN not in scene.events
    assert pygame.MOUSEBUTTONUP not in scene.events


def test_a_paused_scene_takes_no_clicks(app, click):
    log: list[str] = []
    below = app.push(Recorder(app, "below", log))
    app.push(Recorder(app, "above", log))
    app.top.ok.kill()
    click(below.ok)
    assert "below.ok" not in log


def test_idle_frames_do_not_redraw_until_something_changes(app, monkeypatch):
    app.push(Recorder(app, "a", []))
    app.frame()
    monkeypatch.setattr(app, "_last_input", 0.0)  # long ago: no hover effects pending
    pygame.event.clear()
    assert app.frame(force_draw=False) is False
    app.request_redraw()
    assert app.frame(force_draw=False) is True
    assert app.frame(force_draw=False) is False
    app.top.dirty = True
    assert app.frame(force_draw=False) is True


def test_new_game_button_pushes_the_new_game_scene(app, click):
    menu = app.push(MainMenuScene(app))
    click(menu.buttons["New game"])
    assert isinstance(app.top, NewGameScene)
    assert app.scenes[0] is menu


def test_quit_event_leaves_every_scene_and_stops(app):
    log: list[str] = []
    app.push(Recorder(app, "a", log))
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame()
    assert not app.running and app.scenes == [] and log[-1] == "a.exit"


def test_window_resize_rebuilds_the_top_scene_and_later_the_paused_one(app):
    log: list[str] = []
    below = app.push(Recorder(app, "below", log))
    above = app.push(Recorder(app, "above", log))
    app.settings.window_size = (1024, 640)
    app.apply_display_settings()
    assert app.size == (1024, 640)
    assert above.root.get_size() == (1024, 640)
    app.pop()
    assert below.root.get_size() == (1024, 640) and below.root.visible


def test_elements_changed_by_a_scene_update_get_their_new_look_in_the_same_frame(app, monkeypatch):
    """A bot moves in ``update``; the buttons it enables must look enabled in the frame drawn after."""
    from ui.scene import Scene

    class Changing(Scene):
        def update(self, dt):
            self.dirty = True

    app.push(Changing(app))
    calls: list[float] = []
    real = app.ui_manager.update

    def counted(dt: float) -> None:
        calls.append(dt)
        real(dt)
    monkeypatch.setattr(app.ui_manager, "update", counted)
    app.frame(0.1)
    assert calls == [0.1, 0.0]
