"""Measure engine speed, undo latency, table frame time, start-up and idle CPU.

Run with `make bench` (or `python -m bench`). Prints one table and writes
bench/results.json. Nothing here is a pass/fail test: machines are noisy.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.contract import Seat  # noqa: E402
from game.core.history import History  # noqa: E402
from game.core.registry import get_game  # noqa: E402

MODES = [("competitive", 2), ("competitive", 4), ("beginner", 2), ("advanced", 3), ("cooperative", 3), ("solo", 1)]
COLOURS = ["red", "blue", "green", "yellow"]


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i + 1}", COLOURS[i]) for i in range(n)]


def playout_speed(mode: str, players: int, seconds: float = 2.0) -> dict:
    """Random full games with legal_actions() at every step: actions per second."""
    engine = get_game("elevator")
    actions = games = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = engine.new_state(mode, seats(players), engine.check_setup(mode, seats(players), {}), seed)
        chooser = random.Random(seed)
        while not state.is_over() and actions < 10**9:
            state.apply(chooser.choice(state.legal_actions()))
            actions += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {"actions_per_second": round(actions / elapsed), "games": games}


def long_history(moves: int) -> History:
    engine = get_game("elevator")
    chooser = random.Random(3)
    seed = 0
    while True:
        state = engine.new_state("competitive", seats(2), {}, seed)
        history = History(state, practice=True)
        while not history.state.is_over() and len(history.entries) < moves:
            history.apply(chooser.choice(history.state.legal_actions()))
        if len(history.entries) >= moves:
            return history
        seed += 1


def undo_latency(at_move: int, repeats: int = 200) -> dict:
    history = long_history(at_move)
    undo, redo = [], []
    for _ in range(repeats):
        t = time.perf_counter()
        history.undo(None)
        undo.append(time.perf_counter() - t)
        t = time.perf_counter()
        history.redo()
        redo.append(time.perf_counter() - t)
    return {"undo_ms": round(statistics.median(undo) * 1000, 3), "redo_ms": round(statistics.median(redo) * 1000, 3)}


def frame_times(frames: int = 120) -> dict:
    """Median and 95th percentile time to draw the Elevator table in a busy mid-game position."""
    from game.core.session import Session
    from ui.app import App
    from ui.elevator.table import TableScene
    from ui.settings import Settings

    app = App(Settings())
    session = Session.new("elevator", "competitive", seats(4), seed=11)
    chooser = random.Random(11)
    for _ in range(60):
        session.apply(chooser.choice(session.state.legal_actions()))
    table = app.push(TableScene(app, session, autosave=False))
    times = []
    for _ in range(frames):
        table.dirty = True
        t = time.perf_counter()
        app.frame()
        times.append(time.perf_counter() - t)
    app.close()
    times.sort()
    return {"median_ms": round(statistics.median(times) * 1000, 2),
            "p95_ms": round(times[int(len(times) * 0.95)] * 1000, 2)}


STARTUP_PROBE = """
import time, sys
start = float(sys.argv[1])
sys.path.insert(0, {root!r})
from ui.app import App
from ui.scenes.main_menu import MainMenuScene
app = App()
app.push(MainMenuScene(app))
app.frame()
print(time.time() - start)
"""


def startup(repeats: int = 5) -> dict:
    """Seconds from process start to the first drawn main-menu frame, from source."""
    probe = STARTUP_PROBE.format(root=str(ROOT))
    env = dict(os.environ, TABLETOP51_HOME=str(ROOT / "build" / "bench-home"))
    samples = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", probe, repr(time.time())], env=env, capture_output=True,
                             text=True, check=True)
        samples.append(float(out.stdout.strip().splitlines()[-1]))
    return {"first_frame_s": round(statistics.median(samples), 3)}


IDLE_PROBE = """
import sys, time, resource
sys.path.insert(0, {root!r})
from ui.app import App
from ui.scenes.main_menu import MainMenuScene
app = App()
app.push(MainMenuScene(app))
for _ in range(10):
    app.frame()
app._last_input = 0
app.running = True
before = resource.getrusage(resource.RUSAGE_SELF)
start = time.monotonic()
while time.monotonic() - start < {seconds}:
    app.frame(app.clock.tick(30) / 1000, force_draw=False)
after = resource.getrusage(resource.RUSAGE_SELF)
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
print(cpu / (time.monotonic() - start))
"""


def idle_cpu(seconds: float = 5.0) -> dict:
    """Share of one core used by the main menu at idle (dummy video driver)."""
    env = dict(os.environ, TABLETOP51_HOME=str(ROOT / "build" / "bench-home"))
    out = subprocess.run([sys.executable, "-c", IDLE_PROBE.format(root=str(ROOT), seconds=seconds)], env=env,
                         capture_output=True, text=True, check=True)
    return {"idle_cpu_percent": round(float(out.stdout.strip().splitlines()[-1]) * 100, 2)}


def main() -> None:
    results = {"playouts": {}, "undo": {}, "frame": None, "startup": None}
    for mode, players in MODES:
        results["playouts"][f"{mode}-{players}p"] = playout_speed(mode, players)
    for at in (10, 200, 1000):
        results["undo"][f"move {at}"] = undo_latency(at)
    results["frame"] = frame_times()
    results["startup"] = startup()
    results["idle"] = idle_cpu()
    print(f"{'measure':<34}{'value':>14}")
    for key, value in results["playouts"].items():
        print(f"{'playout ' + key + ' (actions/s)':<34}{value['actions_per_second']:>14}")
    for key, value in results["undo"].items():
        print(f"{'undo / redo at ' + key + ' (ms)':<34}{value['undo_ms']:>7} /{value['redo_ms']:>6}")
    print(f"{'table frame median / p95 (ms)':<34}{results['frame']['median_ms']:>7} /{results['frame']['p95_ms']:>6}")
    print(f"{'start-up to first frame (s)':<34}{results['startup']['first_frame_s']:>14}")
    print(f"{'idle CPU, menu (% of a core)':<34}{results['idle']['idle_cpu_percent']:>14}")
    (ROOT / "bench" / "results.json").write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
