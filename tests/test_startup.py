"""The first frame comes soon after start: what it needs loads the data models only later."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_window_module_loads_without_the_data_models():
    """pydantic takes about a tenth of a second to load: the menu draws first, then checks the data
    (the bench's start-up goal is 1.3 times a bare window's)."""
    code = "import sys, ui.app; print('pydantic' in sys.modules)"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    shown = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert shown.stdout.split() == ["False"]
