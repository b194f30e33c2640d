"""Test-session set-up shared by every test: a private user folder and a headless SDL.

The user folder (saves, settings, autosave) is redirected to a temporary folder for
the whole session, so tests never touch the real one; SDL draws and plays nothing.
"""

import os
import shutil
import tempfile

_HOME = tempfile.mkdtemp(prefix="tabletop51-tests-")
os.environ["TABLETOP51_HOME"] = _HOME
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


def pytest_unconfigure(config):
    shutil.rmtree(_HOME, ignore_errors=True)
