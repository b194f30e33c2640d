"""Long games of The Elevator: undo/redo latency deep in the history, and peak memory."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time

from bench import ROOT
from game.core.contract import Seat
from game.core.history import History
from game.core.registry import get_game

SEATS = [Seat("P1", "red"), Seat("P2", "blue"), Seat("P3", "green"), Seat("P4", "yellow")]
MEMORY_GAME_ACTIONS = 2000


def long_history(moves: int) -> History:
    """A practice history of a 2-player competitive game ``moves`` actions long."""
    engine = get_game("elevator")
    chooser = random.Random(3)
    seed = 0
    while True:
        history = History(engine.new_state("competitive", SEATS[:2], {}, seed), practice=True)
        while not history.state.is_over() and len(history.entries) < moves:
            history.apply(chooser.choice(history.state.legal_actions()))
        if len(history.entries) >= moves:
            return history
        seed += 1


def undo_latency(at_move: int, repeats: int = 200) -> dict[str, float]:
    """Median time of ``repeats`` undo-then-redo pairs at move ``at_move``."""
    history = long_history(at_move)
    undo: list[float] = []
    redo: list[float] = []
    for _ in range(repeats):
        start = time.perf_counter()
        history.undo(None)
        undo.append(time.perf_counter() - start)
        start = time.perf_counter()
        history.redo()
        redo.append(time.perf_counter() - start)
    return {"undo_ms": round(statistics.median(undo) * 1000, 3), "redo_ms": round(statistics.median(redo) * 1000, 3)}


MEMORY_PROBE = """
import json, random, sys
sys.path.insert(0, {root!r})
from game.core.contract import Seat
from game.core.session import Session

def peak_mib():
    status = open("/proc/self/status").read().split("VmHWM:")[1]
    return int(status.split()[0]) / 1024

seats = [Seat("P1", "red"), Seat("P2", "blue"), Seat("P3", "green"), Seat("P4", "yellow")]
chooser = random.Random(5)
seed = 0
before = None
while True:
    session = Session.new("elevator", "competitive", seats, seed=seed)
    before = before or peak_mib()
    while not session.state.is_over() and len(session.history.entries) < {actions}:
        session.apply(chooser.choice(session.state.legal_actions()))
    if len(session.history.entries) >= {actions}:
        break
    seed += 1
print(json.dumps({{"actions": len(session.history.entries), "seed": seed,
                  "before_first_action_mib": round(before, 1), "peak_mib": round(peak_mib(), 1)}}))
"""


def peak_memory(actions: int = MEMORY_GAME_ACTIONS) -> dict[str, float]:
    """Peak resident memory of a fresh process playing a 4-player competitive game through a Session.

    Random games that end before ``actions`` are dropped and the next seed is tried; every
    action keeps its undo snapshot, as in the program. The peak is Linux's VmHWM, not
    ru_maxrss: a child's ru_maxrss keeps the high-water mark of the process that spawned it.
    """
    probe = MEMORY_PROBE.format(root=str(ROOT), actions=actions)
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])  # the probe's last line
    return figures
