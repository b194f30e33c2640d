"""Test-session set-up shared by every test: a private user folder and a headless SDL.

The user folder (saves, settings, autosave) is redirected to a temporary folder for
the whole session, so tests never touch the real one; SDL draws and plays nothing.
The packaged program is built once per session, for every test that runs it.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

_HOME = tempfile.mkdtemp(prefix="tabletop51-tests-")
os.environ["TABLETOP51_HOME"] = _HOME
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

ROOT = Path(__file__).resolve().parents[1]


def pytest_unconfigure(config):
    shutil.rmtree(_HOME, ignore_errors=True)


@pytest.fixture(scope="session")
def executable(tmp_path_factory) -> Path:
    """The one-file program ``tabletop51`` built from build.spec (about 20 s, once per session)."""
    pytest.importorskip("PyInstaller")
    folder = tmp_path_factory.mktemp("build")
    built = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(folder / "dist"),
                            "--workpath", str(folder / "work"), str(ROOT / "build.spec")],
                           cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr[-3000:]
    program = folder / "dist" / "tabletop51"
    assert program.is_file()
    return program
