"""Headless UI tests: dummy SDL drivers and a temporary user folder for every test."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv("TABLETOP51_HOME", str(folder))
    return folder


@pytest.fixture
def app(home):
    from ui.app import App
    from ui.settings import Settings

    application = App(Settings())
    yield application
    application.close()


def _settle(application, most=10):
    """Run frames until the events pygame-gui posts in reaction (and their reactions) are handled."""
    application.frame()
    for _ in range(most):
        if not pygame.event.peek():
            return
        application.frame()


@pytest.fixture
def click(app):
    """Click the middle of a pygame-gui element with real mouse events, then let the app react."""
    def do(element):
        pos = element.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        _settle(app)
    return do


@pytest.fixture
def choose(app):
    """Pick ``text`` in a drop-down the way pygame-gui reports it."""
    def do(menu, text):
        pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=text,
                                             ui_element=menu, ui_object_id=menu.most_specific_combined_id))
        _settle(app)
    return do


@pytest.fixture
def key(app):
    def do(key_code):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode="", scancode=0))
        _settle(app)
    return do


@pytest.fixture
def type_text(app):
    """Replace a text entry's text, reported as pygame-gui reports typing."""
    def do(entry, text):
        entry.set_text(text)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, text=text, ui_element=entry,
                                             ui_object_id=entry.most_specific_combined_id))
        _settle(app)
    return do


def keep_to_this_computer() -> None:
    """Tests never leave 127.0.0.1: a table hosted from the window listens there alone (on a port
    the system picks), so nothing is told to the local network, and the Join screen hears of no
    table on it."""
    from ui import hosted_table
    from ui.scenes import join
    hosted_table.LISTEN_ADDRESS, hosted_table.LISTEN_PORT = "127.0.0.1", 0
    join.open_lan_browser = lambda: None


@pytest.fixture(autouse=True)
def no_local_network():
    keep_to_this_computer()
