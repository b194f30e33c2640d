"""Render the gallery (``make shots``): every table mid-game and the screens around it, at three sizes.

Headless: each picture is drawn by the real program into an off-screen window and saved as
``shots/gallery/<size>-<name>.png``. The games are played by seeded random actions, so the
same pictures come back on every run until the program's look changes.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.contract import Seat  # noqa: E402
from game.core.lessons import Lesson, load_lessons  # noqa: E402
from game.core.registry import game_info  # noqa: E402
from game.core.session import Session  # noqa: E402
from ui.app import App  # noqa: E402
from ui.scenes.about import AboutScene  # noqa: E402
from ui.scenes.handoff import HandoffScene  # noqa: E402
from ui.scenes.lessons import LessonsScene, open_lesson  # noqa: E402
from ui.scenes.new_game import NewGameScene  # noqa: E402
from ui.scenes.stops import StopsScene  # noqa: E402
from ui.scenes.tables import table_module  # noqa: E402
from ui.settings import Settings  # noqa: E402

SIZES = ((1024, 640), (1280, 800), (1600, 1000))
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
MID_GAME = {
    # game: (mode, players, random actions before the picture)
    "elevator": ("competitive", 3, 40),
    "area51": ("standard", 4, 160),
    "area1851": ("standard", 4, 140),
    "argo": ("standard", 4, 70),
}
FOLDER = Path(__file__).resolve().parents[1] / "shots" / "gallery"


def played_session(game: str, actions: int | None, seed: int = 7) -> Session:
    """A hot-seat game of people, ``actions`` random actions in (None: to its end)."""
    mode, players, _ = MID_GAME[game]
    colours = game_info(game).colours
    seats = [Seat(name, colour) for name, colour in zip(NAMES, colours, strict=False)][:players]
    session = Session.new(game, mode, seats, seed=seed, first_player=0)
    chooser = random.Random(seed)
    done = 0
    while not session.state.is_over() and (actions is None or done < actions):
        session.apply(chooser.choice(session.state.legal_actions()))
        done += 1
    return session


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame(0.5)


def save(app: App, size: tuple[int, int], name: str) -> Path:
    path = FOLDER / f"{size[0]}x{size[1]}-{name}.png"
    pygame.image.save(app.screen, path)
    return path


def table_scene(app: App, game: str, session: Session):
    app.settings.animation_speed = "off"
    table = app.push(table_module(game).TableScene(app, session, autosave=False))
    settle(app)
    for _ in range(4):  # a hand-off, then a person's first question (The Elevator's stops)
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        elif isinstance(app.top, StopsScene):
            app.top.done()
        settle(app)
    return table


def mid_game(app: App, game: str, actions: int) -> None:
    table_scene(app, game, played_session(game, actions))


def first_lesson(app: App, game: str) -> None:
    """A game's first lesson at its first step, as a learner meets it."""
    open_lesson(app, Lesson(game, load_lessons(game)[0]), on_leave=app.go_home)


def picture_makers(app: App) -> dict[str, Callable[[], object]]:
    """Each picture's name, and what puts its screen on top of a fresh main menu."""
    makers: dict[str, Callable[[], object]] = {
        "main-menu": lambda: None,
        "new-game": lambda: app.push(NewGameScene(app)),
        "about": lambda: app.push(AboutScene(app)),
        "learn-to-play": lambda: app.push(LessonsScene(app, "elevator")),
        "lesson": partial(first_lesson, app, "argo"),
    }
    for game, (_mode, _players, actions) in MID_GAME.items():
        makers[f"{game}-mid-game"] = partial(mid_game, app, game, actions)

    def hand_off() -> None:
        table_scene(app, "elevator", played_session("elevator", 20)).hand_to(1)

    def game_over() -> None:
        table_scene(app, "argo", played_session("argo", None, seed=3)).after_change()
        settle(app, 6)

    makers["hand-off"] = hand_off
    makers["game-over"] = game_over
    return makers


def render_size(size: tuple[int, int], wanted: list[str]) -> list[Path]:
    """Every picture at one window size whose name contains one of ``wanted`` (all when empty)."""
    app = App(Settings(window_size=size))
    saved = []
    try:
        app.check_data()
        for name, make in picture_makers(app).items():
            if wanted and not any(word in name for word in wanted):
                continue
            app.go_home()
            settle(app)
            make()
            settle(app)
            saved.append(save(app, size, name))
    finally:
        app.close()
    return saved


def main(argv: list[str] | None = None) -> int:
    """``python -m tools.gallery [WORD ...]``: only the pictures whose names contain a word."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for path in render_size(size, list(argv or [])):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
