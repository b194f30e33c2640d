"""Leaving a table while its bots think: how soon their search threads end.

For each game, a table of one person and ``hard:600s`` bots is opened in this process (dummy
video driver); one second into a bot's search the person goes back to the main menu, and the
time until no bot thread is alive is taken. Three tables per game. Run alone with
``python -m bench.leaving``.
"""

from __future__ import annotations

import os
import tempfile
import threading
import time

from game.core.contract import Seat
from game.core.registry import all_games
from game.core.session import Session

TABLES_PER_GAME = 3
SLOW_BOT = "hard:600s"


def bot_threads_alive() -> bool:
    return any(t.name.startswith("bot") and t.is_alive() for t in threading.enumerate())


def seats_for(game_id: str) -> tuple[str, list[Seat]]:
    """The game's first mode at its fewest players: the person first, then slow bots."""
    info = next(i for i in all_games() if i.id == game_id)
    mode = info.modes[0]
    colours = info.colours_for(mode.id)
    bots = [Seat(f"Bot {i}", colours[i], "bot", SLOW_BOT) for i in range(1, max(mode.min_players, 2))]
    return mode.id, [Seat("Ann", colours[0]), *bots]


def milliseconds_to_stop(game_id: str, seed: int) -> float:
    """Open a table where a bot thinks first, leave it, and time the end of the bot's thread."""
    from ui.app import App
    from ui.scenes.tables import table_module
    from ui.settings import Settings

    app = App(Settings())
    try:
        mode, seats = seats_for(game_id)
        session = Session.new(game_id, mode, seats, seed=seed, first_player=1)
        app.push(table_module(game_id).TableScene(app, session, autosave=False))
        for _ in range(100):
            app.frame(0.05)
            if bot_threads_alive():
                break
        time.sleep(1.0)
        assert bot_threads_alive(), f"{game_id}: no bot was thinking"
        started = time.perf_counter()
        app.go_home()
        while bot_threads_alive():
            time.sleep(0.001)
        return (time.perf_counter() - started) * 1000
    finally:
        app.close()


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TABLETOP51_HOME", tempfile.mkdtemp(prefix="tabletop51-bench-"))
    for info in all_games():
        if not info.available:
            continue
        times = [milliseconds_to_stop(info.id, seed) for seed in range(1, TABLES_PER_GAME + 1)]
        shown = ", ".join(f"{t:.0f}" for t in times)
        print(f"{info.id}: the bot's thread ended {shown} ms after leaving the table", flush=True)


if __name__ == "__main__":
    main()
