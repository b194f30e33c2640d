"""The bridge from the shell to each game's table view (``ui/<game>/table.py``).

Table modules are imported only when a game is opened, so the shell runs
without them. A table module provides ``TableScene(app, session)`` and may
provide ``smoke(app)`` to exercise itself in ``main.py --smoke``.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

import pygame

from game.core import registry
from game.core.contract import GameInfo, Seat
from game.core.errors import DataError
from game.core.session import Session
from ui.scenes.message import show_message


def list_games(app) -> list[GameInfo]:
    """Every game's description; on a data error, a message and an empty list (never a crash)."""
    try:
        return registry.all_games()
    except DataError as error:
        show_message(app, f"The game data could not be read:\n{error}", "Data error")
        return []


def table_module(game_id: str):
    """The game's table module, or None when it does not exist (yet)."""
    name = f"ui.{game_id}.table"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in (name, f"ui.{game_id}"):
            return None
        raise


@lru_cache(maxsize=16)
def game_emblem(game_id: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The game's emblem (``ui/<game>/emblem.py``) framed, for a menu; None for a game without one."""
    name = f"ui.{game_id}.emblem"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in (name, f"ui.{game_id}"):
            return None
        raise
    surface = module.emblem(size)
    pygame.draw.rect(surface, (20, 24, 30), surface.get_rect(), 1)
    return surface


def draw_emblems(surface: pygame.Surface, places: list[tuple[str, pygame.Rect]]) -> None:
    """Each game's emblem in its place (a menu's picture beside the game's button)."""
    for game, rect in places:
        emblem = game_emblem(game, rect.size)
        if emblem is not None:
            surface.blit(emblem, rect)


def open_table(app, session: Session, note: str = "") -> bool:
    """Push the table of the session's game (with ``note`` as the log's first line, and shown);
    a message instead when there is none."""
    module = table_module(session.setup.game)
    if module is None:
        name = registry.game_info(session.setup.game).name
        show_message(app, f"The table for {name} is not part of this version yet.", "Cannot open the game")
        return False
    table = app.push(module.TableScene(app, session))
    if note:
        table.note(note)
        table.update_log()
        table.set_notice(note)
    return True


def play(app, session: Session, note: str = "") -> bool:
    """Start over from a fresh main menu with the session's table on top of it."""
    app.go_home()
    return open_table(app, session, note)


def sample_session(info: GameInfo, seed: int = 1) -> Session:
    """A game with default set-up: the first mode, its fewest players (at least two if allowed)."""
    mode = info.modes[0]
    count = min(max(2, mode.min_players), mode.max_players)
    seats = [Seat(f"Player {i + 1}", info.colours[i]) for i in range(count)]
    return Session.new(info.id, mode.id, seats, seed=seed)


def smoke_tables(app, frames: int = 3) -> None:
    """Open each available game's table in every mode at every player count, draw, make the
    first legal move, draw again (``main.py --smoke``)."""
    for info in registry.all_games():
        if not info.available:
            continue
        module = table_module(info.id)
        if module is None:
            raise RuntimeError(f"{info.name} is available but ui/{info.id}/table.py is missing.")
        for mode in info.modes:
            colours = info.colours_for(mode.id)
            for players in range(mode.min_players, mode.max_players + 1):
                seats = [Seat(f"Player {i + 1}", colours[i]) for i in range(players)]
                session = Session.new(info.id, mode.id, seats, seed=7)
                table = app.push(module.TableScene(app, session, autosave=False))
                for _ in range(frames):
                    app.frame()
                table.act(session.state.legal_actions()[0])
                app.frame()
                while app.top is not table:
                    app.pop()
                app.pop()
