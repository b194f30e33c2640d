"""The packaged program in a real X window (Xvfb), played with real mouse and keyboard input.

xdotool plays the opening of a Solo game: new game, choose Solo, type a seed, start, roll
the die, drag a worker into the elevator, drag a card onto the building, Ctrl+Z, and quit
through the menus. The autosave must then hold exactly the actions played, less the undone one.

Where to click comes from a twin: the same program headless in this process, fed the same
input, whose elements and layout tell where everything is. Screenshots of every step go to
shots/real-window/ for a person to look at.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from ui.app import App
from ui.elevator.drawing import status_head
from ui.elevator.layout import Layout
from ui.elevator.table import TableScene
from ui.scenes.game_menu import GameMenuScene
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.new_game import NewGameScene
from ui.settings import WINDOW_SIZES, Settings
from ui.text import font

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "shots" / "real-window"
SETTINGS = Settings(window_size=(1280, 800), animation_speed="off")
SEED = "4"
"""With this seed the die shows 1, so the elevator stops at Floor 1 where R1 waits, and up-4 is in hand."""
WORKER_MOVE, CARD_PLAY = Action("move", ("R1", "E")), Action("play", ("up-4",))
TOOLS = ("Xvfb", "xdotool", "import")
SETTLE = 0.3
"""Seconds the program is given to react to an input (and redraw) before the next one."""
WAIT = 30.0
"""Seconds the program may take to write the autosave or to exit: a deadline, met in about a
second alone; a loaded machine (the whole suite on two workers beside other jobs) once took more
than 10 to answer its first click."""


class Twin:
    """The program headless in this process, given the same input as the real window."""

    def __init__(self):
        self.app = App(SETTINGS)
        self.app.push(MainMenuScene(self.app))
        self.app.frame()

    @property
    def top(self):
        return self.app.top

    def post(self, *events) -> None:
        for event in events:
            pygame.event.post(event)
            self.app.frame()
        for _ in range(10):  # the events pygame-gui posts in reaction, and theirs
            if not pygame.event.peek():
                break
            self.app.frame()

    def button(self, text: str) -> UIButton:
        """The visible button showing ``text`` (a menu entry, a drop-down option, ...)."""
        return next(e for e in self.app.ui_manager.get_sprite_group().sprites()
                    if isinstance(e, UIButton) and e.visible and e.text == text)


class Window:
    """The packaged program on an Xvfb screen, driven by xdotool."""

    def __init__(self, home: Path):
        self.home = home
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.program: subprocess.Popen[str] | None = None
        self.shots = 0

    def open(self, program: Path) -> None:
        """Start Xvfb on a free display, then the program, and wait for its window."""
        read, write = os.pipe()
        # a screen with room for the window and a title bar, so it opens at the size asked for (ui.settings.fits)
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24",
                                      "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as reply:
            self.env = dict(os.environ, DISPLAY=f":{reply.readline().strip()}")
        self.program = subprocess.Popen(
            [str(program)], env=dict(self.env, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                                     SDL_VIDEO_X11_WMCLASS="tabletop51", TABLETOP51_HOME=str(self.home)),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.id = self.xdotool("search", "--sync", "--classname", "tabletop51").split()[0]
        self.xdotool("windowfocus", "--sync", self.id)
        time.sleep(SETTLE)  # the first frame

    def xdotool(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, check=True,
                              timeout=WAIT * 3).stdout

    def move(self, pos) -> None:
        self.xdotool("mousemove", "--window", self.id, str(pos[0]), str(pos[1]))

    def click(self, pos) -> None:
        self.move(pos)
        self.xdotool("click", "1")
        time.sleep(SETTLE)

    def drag(self, start, end, steps: int = 8) -> None:
        self.move(start)
        self.xdotool("mousedown", "1")
        for i in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps))
            time.sleep(0.02)
        self.xdotool("mouseup", "1")
        time.sleep(SETTLE)

    def keys(self, *args: str) -> None:
        self.xdotool(*args)
        time.sleep(SETTLE)

    def shot(self, name: str) -> None:
        """A screenshot of the whole screen."""
        self.shots += 1
        subprocess.run(["import", "-window", "root", str(SHOTS / f"{self.shots:02d}-{name}.png")],
                       env=self.env, check=True, timeout=WAIT * 3)

    def autosaved_log(self) -> list[str] | None:
        try:
            return json.loads((self.home / "autosave.json").read_text(encoding="utf-8"))["log"]
        except (OSError, ValueError, KeyError):
            return None

    def wait_for_log(self, log: list[str]) -> None:
        """Wait until the autosave (written after every action) holds ``log``."""
        deadline = time.monotonic() + WAIT
        while self.autosaved_log() != log and time.monotonic() < deadline:
            time.sleep(0.1)
        assert self.autosaved_log() == log, f"see {SHOTS}"

    def close(self) -> None:
        for process in (self.program, self.xvfb):
            if process is not None and process.poll() is None:
                process.terminate()
                process.wait(timeout=WAIT)


class Player:
    """One person's input, given to the real window and to the twin alike."""

    def __init__(self, window: Window, twin: Twin):
        self.window, self.twin = window, twin

    def click(self, pos) -> None:
        self.window.click(pos)
        self.twin.post(motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def drag(self, start, end) -> None:
        self.window.drag(start, end)
        self.twin.post(motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                       motion(end, buttons=(1, 0, 0)), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def type(self, text: str) -> None:
        self.window.keys("type", "--delay", "50", text)
        self.twin.post(*(pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in text))

    def key(self, name: str, key: int, mod: int = 0) -> None:
        self.window.keys("key", name)
        self.twin.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                       pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def motion(pos, buttons=(0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


@pytest.fixture
def window(executable, tmp_path):
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed (apt-get install -y xvfb xdotool imagemagick)")
    shutil.rmtree(SHOTS, ignore_errors=True)
    SHOTS.mkdir(parents=True)
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps(SETTINGS.to_dict()), encoding="utf-8")
    opened = Window(home)
    try:
        opened.open(executable)
        yield opened
    finally:
        opened.close()


@pytest.fixture
def twin(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP51_HOME", str(tmp_path / "twin"))
    headless = Twin()
    yield headless
    headless.app.close()


@pytest.mark.slow
def test_a_solo_opening_played_with_real_input_is_autosaved(window, twin):
    player = Player(window, twin)
    window.shot("main-menu")

    player.click(twin.top.buttons["New game"].rect.center)
    assert isinstance(twin.top, NewGameScene)
    player.click(twin.top.controls["mode"].rect.center)
    window.shot("mode-menu-open")
    player.click(twin.button("Solo").rect.center)
    assert twin.top.chosen_mode.id == "solo"
    player.click(twin.top.controls["seed"].rect.center)
    player.type(SEED)
    window.shot("solo-with-seed")
    player.click(twin.top.start_button.rect.center)
    table = twin.top
    assert isinstance(table, TableScene) and table.session.setup.seed == int(SEED)
    window.shot("table")

    player.click(table.layout.die.center)
    window.wait_for_log(["roll"])
    window.shot("rolled")
    assert WORKER_MOVE in table.state.legal_actions(), "the seed no longer gives this opening"
    player.drag(table.piece_centres["R1"], table.layout.car_rect(table.view()["elevator"]).center)
    window.wait_for_log(["roll", str(WORKER_MOVE)])
    window.shot("worker-in-elevator")
    card = table.layout.card_rects(len(table.shown_hand()))[table.shown_hand().index("up-4")]
    player.drag(card.center, table.layout.floor_rects["A"].center)
    window.wait_for_log(["roll", str(WORKER_MOVE), str(CARD_PLAY)])
    window.shot("card-played")
    player.key("ctrl+z", pygame.K_z, pygame.KMOD_LCTRL)
    window.wait_for_log(["roll", str(WORKER_MOVE)])
    window.shot("card-undone")

    player.key("Escape", pygame.K_ESCAPE)
    assert isinstance(twin.top, GameMenuScene)
    window.shot("game-menu")
    player.click(twin.button("Quit to menu").rect.center)
    assert isinstance(twin.top, MainMenuScene)
    window.shot("back-in-main-menu")
    player.click(twin.top.buttons["Quit"].rect.center)
    assert window.program.wait(timeout=WAIT) == 0, window.program.stdout.read()
    assert twin.app.scenes == [] and [str(a) for a in table.session.history.log] == ["roll", str(WORKER_MOVE)]
    assert window.autosaved_log() == ["roll", str(WORKER_MOVE)]


# --- what the screenshots showed ---------------------------------------------------------
@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("mode, names", [("solo", ["Ana"]), ("competitive", ["Alexandra Montgomery", "Bo"])])
def test_the_status_lines_fit_the_status_box_at_every_window_size(twin, size, mode, names):
    """The boss countdown once ran off the right edge of the window in every Solo game."""
    seats = [Seat(name, colour) for name, colour in zip(names, ("red", "blue"), strict=False)]
    view = Session.new("elevator", mode, seats, seed=4).state.view(0)
    width = Layout(size).status.width - 24
    head = status_head(view, width)
    assert len(head) <= 2 and all(font(16, bold=True).size(line)[0] <= width for line in head)


def test_choice_buttons_are_wide_enough_for_their_text(twin):
    """'Done with cards' was measured in a smaller font than the buttons use, and cut off."""
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=int(SEED))
    table = twin.app.push(TableScene(twin.app, session))
    for action in ("roll", str(WORKER_MOVE)):
        table.act(Action.parse(action))
    assert table.choice_buttons
    for button in table.choice_buttons:
        assert button.font.size(button.text)[0] + 20 <= button.rect.width, button.text
