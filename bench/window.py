"""The window: table frame times, idle CPU of the real program, and start-up to the first frame."""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from bench import ROOT
from game.core.contract import GameInfo, Seat
from game.core.registry import all_games
from game.core.session import Session

if TYPE_CHECKING:
    from ui.app import App

FIRST_FRAME_MARKER = "first frame drawn"
"""Printed by ``ui.app.run()`` under TABLETOP51_EXIT_AFTER_FIRST_FRAME=1, and by the bare window."""
READY_MARKER = "ready"
"""Printed by ``ui.app.run()`` after the data check, once the menu is complete."""
MID_GAME_ACTIONS = {"elevator": 60, "area51": 300, "area1851": 250, "argo": 110}
"""Random actions before a frame is timed: far enough into a game for its table to be full."""
SCREEN = "1280x900x24"
"""Room for a 1280 x 800 window and its title bar, so it opens at the size measured before (ui.settings.fits)."""


# --- table frame time (dummy video driver, in this process) ----------------------------
def busy_session(info: GameInfo, seed: int = 11) -> Session:
    """The game's mode with the most players, at that many, some way into a random game."""
    mode = max(info.modes, key=lambda m: m.max_players)
    colours = info.colours_for(mode.id)
    seats = [Seat(f"Player {i + 1}", colours[i]) for i in range(mode.max_players)]
    actions = MID_GAME_ACTIONS.get(info.id, 60)
    while True:
        session = Session.new(info.id, mode.id, seats, seed=seed)
        chooser = random.Random(seed)
        while not session.state.is_over() and len(session.history.entries) < actions:
            session.apply(chooser.choice(session.state.legal_actions()))
        if not session.state.is_over():
            return session
        seed += 1


def timed_frames(app: App, frames: int) -> dict[str, float]:
    """Median and 95th percentile of ``frames`` full frames, in milliseconds."""
    times: list[float] = []
    for _ in range(frames):
        start = time.perf_counter()
        app.frame()
        times.append(time.perf_counter() - start)
    times.sort()
    return {"median_ms": round(statistics.median(times) * 1000, 2),
            "p95_ms": round(times[int(len(times) * 0.95)] * 1000, 2)}


def table_frame_times(frames: int = 120) -> dict[str, dict[str, float]]:
    """A full frame of every game table in a busy position; a table with a camera also at its least zoom."""
    from ui.app import App
    from ui.scenes import tables
    from ui.settings import Settings

    app = App(Settings())
    results: dict[str, dict[str, float]] = {}
    for info in all_games():
        module = tables.table_module(info.id) if info.available else None
        if module is None:
            continue
        session = busy_session(info)
        table = app.push(module.TableScene(app, session))
        while app.top is not table:  # the hot-seat hand-off screen: the next player is at the table
            app.pop()
        name = f"{info.id} {session.setup.mode} {len(session.setup.seats)}p mid-game"
        results[name] = timed_frames(app, frames)
        camera = getattr(table, "camera", None)
        if camera is not None:  # a map that zooms: the whole board in view is its busiest picture
            camera.zoom_by(camera.least / camera.zoom)
            results[f"{name}, full zoom-out"] = timed_frames(app, frames)
        app.pop()
    app.close()
    return results


# --- a real X server -------------------------------------------------------------------
@contextmanager
def virtual_display() -> Iterator[str | None]:
    """An Xvfb server on a display number it picks itself; yields ':N', or None without Xvfb."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                              pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()  # written once the server accepts clients
        yield f":{number}" if number else None
    finally:
        server.terminate()
        server.wait(timeout=10)


def display_env(display: str | None) -> dict[str, str]:
    """The environment for a child drawing on ``display`` (the dummy driver when None)."""
    if display is None:
        return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return dict(os.environ, SDL_VIDEODRIVER="x11", DISPLAY=display, SDL_AUDIODRIVER="dummy")


# --- idle CPU of the program -----------------------------------------------------------
def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, from /proc/<pid>/stat (fields 14 and 15)."""
    after_name = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(after_name[11]) + int(after_name[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu(env: dict[str, str], settle: float = 3.0, seconds: float = 10.0) -> dict[str, float]:
    """Share of one core used by ``main.py`` on its main menu with no input.

    ``settle`` covers start-up (about half a second) and the hover grace after it.
    """
    program = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(settle)
        cpu_before, start = cpu_seconds(program.pid), time.monotonic()
        time.sleep(seconds)
        cpu_after, elapsed = cpu_seconds(program.pid), time.monotonic() - start
        if program.poll() is not None:
            raise RuntimeError("main.py exited during the idle measure")
    finally:
        program.terminate()
        program.wait(timeout=10)
    return {"idle_cpu_percent": round(100 * (cpu_after - cpu_before) / elapsed, 2), "seconds": round(elapsed, 1)}


# --- start-up to the first drawn frame -------------------------------------------------
BARE_WINDOW = """
import pygame, pygame_gui
pygame.init()
screen = pygame.display.set_mode(({width}, {height}), pygame.RESIZABLE)
manager = pygame_gui.UIManager(({width}, {height}))
pygame_gui.elements.UIButton(pygame.Rect(40, 40, 200, 50), "Play", manager)
manager.update(0)
screen.fill((0, 0, 0))
manager.draw_ui(screen)
pygame.display.flip()
print({marker!r}, flush=True)
"""


def seconds_to_first_frame(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning ``command`` to its first frame, and to its menu being ready.

    The program prints ``ready`` once its data is checked and the menu is complete; a
    command that prints no such line (the bare window) is ready at its first frame.
    """
    env = dict(env, TABLETOP51_EXIT_AFTER_FIRST_FRAME="1")
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=ROOT, env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None, "stdout is a pipe"
    first_frame: float | None = None
    ready: float | None = None
    for line in child.stdout:
        if line.strip() == FIRST_FRAME_MARKER:
            first_frame = time.perf_counter() - start
        elif line.strip() == READY_MARKER:
            ready = time.perf_counter() - start
    _, errors = child.communicate(timeout=60)
    if first_frame is None:
        raise RuntimeError(f"{command[0]} drew no frame: {errors.strip()[-500:]}")
    return first_frame, ready or first_frame


def startup_times(env: dict[str, str], executable: Path | None, repeats: int = 7) -> dict[str, float]:
    """Median start-up of a bare pygame-gui window, the program from source and the executable.

    As on a player's machine after the first start, Python's bytecode caches are warm: each
    command starts once untimed, with its caches kept in a temporary folder. Then the three
    are started in turn, ``repeats`` times, so load changes fall on all alike.
    """
    from ui.settings import Settings

    width, height = Settings().window_size
    commands = {"bare": [sys.executable, "-c", BARE_WINDOW.format(width=width, height=height,
                                                                   marker=FIRST_FRAME_MARKER)],
                "source": [sys.executable, str(ROOT / "main.py")]}
    if executable is not None:
        commands["executable"] = [str(executable)]
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="tabletop51-pycache-") as cache:
        env = {key: value for key, value in env.items() if key != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache
        for command in commands.values():
            seconds_to_first_frame(command, env)
        for _ in range(repeats):
            for name, command in commands.items():
                samples[name].append(seconds_to_first_frame(command, env))
    figures: dict[str, float] = {}
    for name, times in samples.items():
        figures[name] = round(statistics.median(first for first, _ in times), 3)
        if name != "bare":
            figures[f"{name} ready"] = round(statistics.median(ready for _, ready in times), 3)
    return figures
