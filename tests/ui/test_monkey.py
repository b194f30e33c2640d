"""Random mouse and keyboard input into every scene and every Elevator table, headless.

A seeded monkey posts motions (in steps, as a real mouse reports them), clicks, drags,
wheel turns, key presses and typing, at random and on the elements shown, in batches with
one frame per batch. When the monkey leaves its target (Back, Esc, Quit, ...) the target is
set up again and the run goes on. Afterwards no exception has escaped, the app still runs,
no QUIT came from anywhere (the monkey never posts one), pygame-gui gave no warning (such as
a label too small for its text), and every game the monkey touched is sound: its log holds
only legal actions, its save replays to the same position, and the autosave loads.

Building scenes is the slow part, so the targets run at once in one worker process per core.
TABLETOP51_MONKEY_EVENTS sets the events per target (default 20,000) for a longer soak;
TABLETOP51_MONKEY_SEED replays a failure (every failure message names the seed).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import tempfile
import traceback
import warnings
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from types import SimpleNamespace
from unittest import mock

import pygame
import pytest
from pygame_gui.core.interfaces import IUIElementInterface

from game.core import session as session_module
from game.core.contract import Seat, may_read
from game.core.errors import SaveError
from game.core.session import Session
from game.core.storage import autosave_path, saves_dir
from tests.ui.conftest import keep_to_this_computer
from ui.app import App
from ui.elevator.table import TableScene
from ui.game_over import GameOverScene
from ui.scenes.game_menu import GameMenuScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.load import LoadScene
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.message import MessageBox, show_message
from ui.scenes.new_game import NAME_LIMIT, NewGameScene
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene
from ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
EVENTS = int(os.environ.get("TABLETOP51_MONKEY_EVENTS", "20000"))
SEED = os.environ.get("TABLETOP51_MONKEY_SEED", "51")
BATCH = 200
"""Events posted between two frames."""
COLOURS = ("red", "blue", "green", "yellow")

SPECIAL_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_BACKSPACE,
                pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME,
                pygame.K_END, pygame.K_SPACE)
CTRL_KEYS = (pygame.K_z, pygame.K_y, pygame.K_a, pygame.K_c, pygame.K_v, pygame.K_x)
TYPED = "abcxyzABC 0123456789-_.,!?'éß—ü中🙂"


# --- games for the targets --------------------------------------------------------------
def new_session(mode: str, players: int, seed: int, options: dict | None = None, bots: int = 0) -> Session:
    """The last ``bots`` seats are quick bots, so the monkey meets them thinking and moving."""
    seats = [Seat(f"Player {i + 1}", COLOURS[i]) if i < players - bots else
             Seat(f"Bot {i + 1}", COLOURS[i], "bot", "easy:20") for i in range(players)]
    return Session.new("elevator", mode, seats, options, seed=seed)


@cache
def finished_save(seed: int) -> dict:
    """The save of a short Solo game (one boss, one card a turn) played to its end with random legal actions."""
    session = new_session("solo", 1, seed, {"bosses": 1, "cards_per_turn": 1})
    chooser = random.Random(seed)
    while not session.state.is_over():
        session.apply(chooser.choice(session.state.legal_actions()))
    return session.to_save()


def finished_session(rng: random.Random) -> Session:
    """One of a few finished games (replaying a save is quicker than playing a new game)."""
    return Session.from_save(finished_save(rng.randrange(4)))


def open_table(app, mode: str, players: int, rng: random.Random, bots: int = 0) -> TableScene:
    """The main menu with a new game's table on top (a hot-seat table adds its hand-off)."""
    app.push(MainMenuScene(app))
    if bots:
        app.settings.animation_speed = "off"  # bots move as soon as they have decided
    table = TableScene(app, new_session(mode, players, rng.randrange(2**31), bots=bots))
    app.push(table)
    return table


def write_saves() -> None:
    """A good save, a damaged one and an autosave, so the load screen has rows to click."""
    saves_dir().mkdir(parents=True, exist_ok=True)
    new_session("solo", 1, 3).save(saves_dir() / "good.json")
    (saves_dir() / "damaged.json").write_text('{"format": "tabletop51-save", "vers', encoding="utf-8")
    Session.from_save(finished_save(0)).save(autosave_path())


def over_menu(app, scene):
    app.push(MainMenuScene(app))
    return app.push(scene)


def game_over(app, rng):
    table = app.push(TableScene(app, finished_session(rng)))
    return app.push(GameOverScene(app, table))


def game_menu(app, rng):
    table = open_table(app, "solo", 1, rng)
    return app.push(GameMenuScene(app, table.session))


def message_box(app, rng):
    app.push(MainMenuScene(app))
    return show_message(app, "The autosave cannot be continued.\nLine 3 of the save's log is not legal.", "Notice")


def hand_off(app, rng):
    open_table(app, "competitive", 3, rng)
    return app.top


TARGETS = {
    "main menu": lambda app, rng: app.push(MainMenuScene(app)),
    "new game": lambda app, rng: over_menu(app, NewGameScene(app)),
    "load": lambda app, rng: over_menu(app, LoadScene(app)),
    "rules": lambda app, rng: over_menu(app, RulesScene(app)),
    "settings": lambda app, rng: over_menu(app, SettingsScene(app)),
    "hand-off": hand_off,
    "game menu": game_menu,
    "message box": message_box,
    "game over": game_over,
    "replay": lambda app, rng: over_menu(app, TableScene(app, finished_session(rng), replay=True)),
    "competitive 2": lambda app, rng: open_table(app, "competitive", 2, rng),
    "competitive 3": lambda app, rng: open_table(app, "competitive", 3, rng),
    "competitive 4": lambda app, rng: open_table(app, "competitive", 4, rng),
    "beginner 3": lambda app, rng: open_table(app, "beginner", 3, rng),
    "advanced 2": lambda app, rng: open_table(app, "advanced", 2, rng),
    "cooperative 3": lambda app, rng: open_table(app, "cooperative", 3, rng),
    "solo": lambda app, rng: open_table(app, "solo", 1, rng),
    "competitive 3, two bots": lambda app, rng: open_table(app, "competitive", 3, rng, bots=2),
    "cooperative 2, a bot teammate": lambda app, rng: open_table(app, "cooperative", 2, rng, bots=1),
    "competitive 2, bots only": lambda app, rng: open_table(app, "competitive", 2, rng, bots=2),
}
SHELL_TARGETS = {"main menu", "new game", "load", "rules", "settings", "message box"}
"""Targets that show no game until the monkey starts or loads one."""


# --- the monkey -------------------------------------------------------------------------
def event(kind: int, **attributes) -> pygame.event.Event:
    return pygame.event.Event(kind, **attributes)


class Monkey:
    """Random gestures as pygame events, mostly aimed at what is on the screen."""

    def __init__(self, app, rng: random.Random):
        self.app = app
        self.rng = rng
        self.mouse = (0, 0)
        self.recent: deque[pygame.event.Event] = deque(maxlen=40)
        self.idle_frames = 0
        """Frames to run with no input after this batch (see ``wait``)."""

    # where to aim
    def spots(self) -> list[tuple[int, int]]:
        """Points inside the visible pygame-gui elements and on the table's pieces and places."""
        rng, points = self.rng, []
        for element in self.app.ui_manager.get_sprite_group().sprites():
            rect = element.rect
            if isinstance(element, IUIElementInterface) and element.visible and rect.width < self.app.size[0]:
                inside = (rect.left + rng.randrange(max(1, rect.width)), rect.top + rng.randrange(max(1, rect.height)))
                points.append(inside if rng.random() < 0.3 else rect.center)
        table = self.app.top
        if isinstance(table, TableScene):
            layout = table.layout
            points += list(table.piece_centres.values())
            points += [r.center for r in layout.card_rects(len(table.shown_hand()))]
            points += [layout.die.center, layout.discard.center, layout.car_rect(table.view()["elevator"]).center]
            points += [r.center for r in layout.floor_areas.values()]
        return points

    def point(self, spots) -> tuple[int, int]:
        if spots and self.rng.random() < 0.7:
            return self.rng.choice(spots)
        w, h = self.app.size
        return self.rng.randrange(w), self.rng.randrange(h)

    # gestures
    def glide(self, to, buttons=(0, 0, 0)) -> list:
        """A mouse move in a few steps, as a real mouse reports it."""
        start, steps, events = self.mouse, self.rng.randint(4, 60), []
        for i in range(1, steps + 1):
            at = (start[0] + (to[0] - start[0]) * i // steps, start[1] + (to[1] - start[1]) * i // steps)
            events.append(event(pygame.MOUSEMOTION, pos=at, rel=(at[0] - self.mouse[0], at[1] - self.mouse[1]),
                                buttons=buttons))
            self.mouse = at
        return events

    def move(self, spots) -> list:
        return self.glide(self.point(spots))

    def tap(self, at, button: int = 1) -> list:
        return self.glide(at) + [event(pygame.MOUSEBUTTONDOWN, pos=at, button=button),
                                 event(pygame.MOUSEBUTTONUP, pos=at, button=button)]

    def pull(self, start, end) -> list:
        return (self.glide(start) + [event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
                + self.glide(end, buttons=(1, 0, 0)) + [event(pygame.MOUSEBUTTONUP, pos=end, button=1)])

    def click(self, spots) -> list:
        return self.tap(self.point(spots), self.rng.choice((1, 1, 1, 1, 2, 3)))

    def drag(self, spots) -> list:
        return self.pull(self.point(spots), self.point(spots))

    def play(self, spots) -> list:
        """The gesture of one of the table's legal actions, so that games go on (else a click)."""
        table = self.app.top
        if isinstance(table, HandoffScene):
            return self.tap(table.ready_button.rect.center)
        legal = table.legal_here() if isinstance(table, TableScene) else []
        if not legal:
            return self.click(spots)
        action, layout, hand = self.rng.choice(legal), table.layout, table.shown_hand()
        buttons = {choice: button for (_, choice), button in zip(table.choices(), table.choice_buttons, strict=False)}
        verb, args = action.verb, action.args
        if verb == "roll":
            return self.tap(layout.die.center)
        if verb == "move" and args[0] in table.piece_centres:
            to = layout.car_rect(table.view()["elevator"]) if args[1] == "E" else layout.floor_areas[args[1]]
            return self.pull(table.piece_centres[args[0]], to.center)
        if action in buttons:
            return self.tap(buttons[action].rect.center)
        if verb in ("play", "discard") and args[0] in hand:
            card = layout.card_rects(len(hand))[hand.index(args[0])]
            return self.pull(card.center, (layout.discard if verb == "discard" else layout.floor_rects["A"]).center)
        if verb == "alarm":  # the floor to empty first; its buttons come next
            return self.tap((layout.floor_rects[args[0]].left + 30, layout.floor_rects[args[0]].centery))
        return self.click(spots)

    def wheel(self, spots) -> list:
        turn = self.rng.choice((-3, -1, 1, 3))
        return self.glide(self.point(spots)) + [event(pygame.MOUSEWHEEL, x=0, y=turn, flipped=False,
                                                     precise_x=0.0, precise_y=float(turn))]

    def key(self, spots) -> list:
        roll = self.rng.random()
        if roll < 0.5:
            key, mod, text = self.rng.choice(SPECIAL_KEYS), 0, ""
        elif roll < 0.75:
            key, mod, text = self.rng.choice(CTRL_KEYS), pygame.KMOD_LCTRL, ""
        else:
            letter = self.rng.choice("abcdefghijklmnopqrstuvwxyz")
            key, mod, text = pygame.key.key_code(letter), self.rng.choice((0, pygame.KMOD_LSHIFT)), letter
        attributes = dict(key=key, mod=mod, unicode=text, scancode=0)
        return [event(pygame.KEYDOWN, **attributes), event(pygame.KEYUP, **attributes)]

    def type(self, spots) -> list:
        text = "".join(self.rng.choice(TYPED) for _ in range(self.rng.randint(1, 8)))
        return [event(pygame.TEXTINPUT, text=text)]

    def wait(self, spots) -> list:
        """A person sitting still a moment, watching a bot think or a move being shown."""
        self.idle_frames = self.rng.randint(20, 60)
        return []

    GESTURES = (("move", 25), ("click", 30), ("drag", 15), ("play", 15), ("wheel", 5), ("key", 18), ("type", 7),
                ("wait", 3))

    def batch(self) -> list[pygame.event.Event]:
        """Gestures for one frame; a table move ends the batch, so the next one aims at the new position."""
        spots = self.spots()
        events: list[pygame.event.Event] = []
        names, weights = zip(*self.GESTURES, strict=True)
        while len(events) < BATCH:
            name = self.rng.choices(names, weights)[0]
            events += getattr(self, name)(spots)
            if name in ("play", "wait"):
                break
        return events

    def post(self, events) -> None:
        for e in events:
            pygame.event.post(e)
        self.recent.extend(events)

    def last_events(self) -> str:
        return "\n  ".join(f"{pygame.event.event_name(e.type)} {e.dict}" for e in self.recent)


# --- one run into one target ------------------------------------------------------------
class Run:
    """The monkey playing into one target, which is set up again whenever the monkey leaves it."""

    def __init__(self, app, name: str, rng: random.Random):
        self.app, self.name, self.rng = app, name, rng
        self.monkey = Monkey(app, rng)
        self.sessions: dict[int, Session] = {}
        self.starts = 0
        self.target = None

    def start(self) -> None:
        """Back to the default settings and window, no windows left over, and the target on top."""
        app = self.app
        app.quit()
        for window in app.ui_manager.get_window_stack().get_full_stack():
            window.kill()
        if app.settings != Settings():
            app.settings = Settings()
            app.apply_display_settings()
        app.running = True
        self.target = TARGETS[self.name](app, self.rng)
        self.starts += 1

    def target_left(self) -> bool:
        if isinstance(self.target, MessageBox):
            return not self.target.alive()
        return self.target not in self.app.scenes

    def play(self, events: int) -> None:
        self.start()
        self.app.frame()
        sent = 0
        while sent < events:
            batch = self.monkey.batch()
            self.monkey.post(batch)
            sent += len(batch)
            self.app.frame()
            for _ in range(self.monkey.idle_frames):
                self.app.frame()
            self.monkey.idle_frames = 0
            self.note_sessions()
            assert self.app.scenes or not self.app.running, "the scene stack emptied without the app quitting"
            if self.target_left():
                self.start()

    def note_sessions(self) -> None:
        for scene in self.app.scenes:
            session = getattr(scene, "session", None)
            if session is not None and not session.lesson:  # a lesson is never saved
                self.sessions[id(session)] = session


# --- checks ---------------------------------------------------------------------------
def game_problems(session: Session) -> list[str]:
    """What is wrong with a game: an illegal action in its log, a save that does not rebuild it."""
    problems = [f"action {number}, '{entry.action}', was not legal there"
                for number, entry in enumerate(session.history.entries, start=1)
                if entry.action not in entry.before.legal_actions()]
    if Session.from_save(session.to_save()).state.to_position() != session.state.to_position():
        problems.append("its saved log replays to another position")
    return problems + session.state.invariant_problems()


def autosave_problem() -> str | None:
    """Why the autosave on disk would not load (Continue), or None. The load screen's Delete may
    have removed it (the monkey confirms dialogs too): a missing autosave is no fault."""
    if not autosave_path().exists():
        return None
    try:
        Session.load(autosave_path())
    except SaveError as error:
        return str(error)
    return None


# --- one target in a worker process -----------------------------------------------------
@contextmanager
def counting_quits(quits: list):
    """Every QUIT event the app takes from the queue goes into ``quits``.

    The monkey never posts one, and neither the app nor pygame-gui does: SDL turns a SIGTERM
    sent to the process into one (test_a_sigterm_arrives_as_a_quit_event_and_closes_the_app).
    """
    real_get = pygame.event.get

    def get(*args, **kwargs):
        events = real_get(*args, **kwargs)
        quits.extend(e for e in events if e.type == pygame.QUIT)
        return events

    pygame.event.get = get
    try:
        yield
    finally:
        pygame.event.get = real_get


@contextmanager
def seeded_new_games(seed: str):
    """Games started from the new-game screen without a seed get theirs from the monkey's seed."""
    dealer = random.Random(seed)
    with mock.patch.object(session_module, "secrets", SimpleNamespace(randbits=dealer.getrandbits)):
        yield


def run_target(name: str, seed: str, events: int) -> dict:
    """The monkey into one target, with a fresh app and user folder; the outcome as plain data."""
    home = tempfile.mkdtemp(prefix="tabletop51-monkey-")
    os.environ["TABLETOP51_HOME"] = home
    keep_to_this_computer()  # a worker process of its own: the fixtures do not reach it
    try:
        return play_target(name, seed, events)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def play_target(name: str, seed: str, events: int) -> dict:
    quits: list = []
    with counting_quits(quits), seeded_new_games(seed), warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        app = App(Settings())
        run = Run(app, name, random.Random(f"{seed}:{name}"))
        try:
            write_saves()
            run.play(events)
            problems = [f"{problem}\n{s.to_save()}" for s in run.sessions.values() for problem in game_problems(s)]
            return {"error": None, "quits": len(quits), "running": app.running and app.top is not None,
                    "games": len(run.sessions), "starts": run.starts, "problems": problems,
                    "bot_moves": sum(e.actor is not None and s.state.seats[e.actor].kind == "bot"
                                     for s in run.sessions.values() for e in s.history.entries),
                    "autosave": autosave_problem(), "warnings": sorted({str(w.message) for w in warned})}
        except Exception:
            return {"error": f"{traceback.format_exc()}\nthe last events:\n  {run.monkey.last_events()}"}
        finally:
            app.close()


@pytest.fixture(scope="module")
def outcomes(request):
    """Every selected target starts at once, spread over one worker process per core."""
    test = test_random_input_breaks_nothing.__name__
    names = [item.callspec.params["name"] for item in request.session.items if item.originalname == test]
    workers = min(len(names), os.cpu_count() or 1)
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {name: pool.submit(run_target, name, SEED, EVENTS) for name in names}
        yield lambda name: futures[name].result()
        for future in futures.values():
            future.cancel()


@pytest.mark.parametrize("name", TARGETS)
def test_random_input_breaks_nothing(name, outcomes):
    outcome = outcomes(name)
    replay = f"target '{name}', seed {SEED} (TABLETOP51_MONKEY_SEED={SEED} replays it)"
    assert outcome["error"] is None, f"{replay}\n{outcome['error']}"
    replay += f"; the target was set up {outcome['starts']} times, {outcome['games']} games were played"
    assert outcome["quits"] == 0, f"a QUIT event the monkey did not post; {replay}"
    assert outcome["running"], f"the app stopped; {replay}"
    assert outcome["games"] or name in SHELL_TARGETS, f"the monkey never had a game on the screen; {replay}"
    assert outcome["bot_moves"] > 0 or "bot" not in name, f"the bots never moved; {replay}"
    assert outcome["problems"] == [], replay
    assert outcome["autosave"] is None, replay
    assert outcome["warnings"] == [], replay


# --- what the monkey found --------------------------------------------------------------
@pytest.mark.parametrize("player", ["Ana", "Alexandra Montgomery", "W" * NAME_LIMIT])
def test_the_hand_off_shows_any_allowed_name_whole(app, player):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pygame-gui warns when a label's text does not fit
        scene = app.push(HandoffScene(app, player, "It is your turn."))
        app.frame()
    button = scene.ready_button
    assert player in button.text and button.font.size(button.text)[0] < button.rect.width


def test_the_table_lays_out_only_the_new_log_lines_after_an_action(app, monkeypatch):
    """Laying out the whole log after every action cost 20-60 ms late in a game; only new lines are wrapped."""
    from ui.log_panel import LogLine, LogPanel
    session = new_session("competitive", 2, 5)
    chooser = random.Random(5)
    while not session.state.is_over() and (len(session.history.entries) < 150
                                           or len(session.state.legal_actions()) < 2):
        session.apply(chooser.choice(session.state.legal_actions()))
    assert not session.state.is_over()
    table = app.push(TableScene(app, session))
    app.frame()
    wrapped: list[LogLine] = []
    original = LogPanel._rows_of

    def rows_of(panel: LogPanel, line: LogLine) -> list[tuple[str, tuple, int, bool]]:
        wrapped.append(line)
        return original(panel, line)
    monkeypatch.setattr(LogPanel, "_rows_of", rows_of)
    table.act(session.state.legal_actions()[0])
    table.refresh()
    app.frame()
    entry = session.history.entries[-1]
    readable = [text for text, only in entry.events if may_read(only, table.viewer)]
    assert 1 <= len(wrapped) == 1 + len([text for text in readable if text != wrapped[0].text])
    assert table.log_panel.showing_rows()[-1] == table.log_panel.rows[-1][0]  # the newest line is in view


def test_a_sigterm_arrives_as_a_quit_event_and_closes_the_app(tmp_path):
    """SDL turns SIGTERM (from ``timeout``, a CI runner, a logout) into QUIT; the app closes every scene."""
    script = ("import os, signal\n"
              "from ui.app import App\n"
              "from ui.scenes.main_menu import MainMenuScene\n"
              "app = App()\n"
              "app.push(MainMenuScene(app))\n"
              "app.frame()\n"
              "os.kill(os.getpid(), signal.SIGTERM)\n"
              "app.run()\n"
              "print('scenes left:', len(app.scenes))\n")
    env = dict(os.environ, TABLETOP51_HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout) == (0, "scenes left: 0\n"), done.stderr
