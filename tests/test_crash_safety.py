"""Killing the program at any moment never leaves an autosave that cannot be loaded.

A child process runs the real table (headless), continuing from the autosave as
"Continue" does and playing random legal moves, each autosaved. It is killed with
SIGKILL at random moments; after every kill the autosave must load and hold at least
as many actions as the one before, and killed writes leave no pile of temporary files.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.session import Session

ROOT = Path(__file__).resolve().parents[1]

PLAYER = """
import random, sys
sys.path.insert(0, {root!r})
from game.core.contract import Seat
from game.core.session import Session
from game.core.storage import autosave_path
from ui.app import App
from ui.elevator.table import TableScene

path = autosave_path()
if path.exists():
    session = Session.load(path)
else:
    seats = [Seat("Ann", "red", "bot", "random"), Seat("Bob", "blue", "bot", "random")]
    session = Session.new("elevator", "competitive", seats, seed=3, practice=True)
app = App()
table = app.push(TableScene(app, session))
chooser = random.Random(len(session.history.log))
print("ready", flush=True)
while not session.state.is_over():
    table.act(chooser.choice(session.state.legal_actions()))
    app.frame()
print("over", flush=True)
"""


@pytest.mark.slow
def test_the_last_autosave_always_loads_after_a_kill(tmp_path):
    env = dict(os.environ, TABLETOP51_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    autosave = tmp_path / "autosave.json"
    chooser = random.Random(2024)
    kept = 0
    for kill in range(8):
        child = subprocess.Popen([sys.executable, "-c", PLAYER.format(root=str(ROOT))], env=env,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None  # a pipe was asked for
        assert child.stdout.readline().strip() == "ready"
        time.sleep(chooser.uniform(0.1, 0.5))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        if not autosave.exists():  # killed before its first move was saved (a busy machine)
            assert kept == 0, kill
            continue
        session = Session.load(autosave)  # raises if the kill left a damaged autosave
        assert len(session.history.log) >= kept, kill
        kept = len(session.history.log)
        # at most the one temporary file of a write cut short; the next write removes it
        assert len(list(tmp_path.glob(".autosave.json.*.tmp"))) <= 1
        if session.state.is_over():
            break
    assert kept > 0
