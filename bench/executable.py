"""The one-file executable: rebuilt from build.spec when its sources are newer."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from bench import ROOT

EXECUTABLE = ROOT / "dist" / "tabletop51"
SOURCES = ("main.py", "build.spec", "game", "ui", "data")


def source_files() -> Iterator[Path]:
    """Everything build.spec packs (Python caches aside)."""
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            yield from (f for f in path.rglob("*") if f.is_file() and "__pycache__" not in f.parts)
        else:
            yield path


def is_stale() -> bool:
    return not EXECUTABLE.exists() or EXECUTABLE.stat().st_mtime < max(f.stat().st_mtime for f in source_files())


def build() -> str | None:
    """Run PyInstaller on build.spec; None when it worked, else why not."""
    if importlib.util.find_spec("PyInstaller") is None:
        return "PyInstaller is not installed (make build installs it)"
    done = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "build.spec"], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        return "PyInstaller failed: " + done.stderr.strip()[-300:]
    return None


def ready_executable(allow_build: bool) -> tuple[Path | None, str]:
    """The executable to measure and a note on how it came to be (built, stale, missing)."""
    if not is_stale():
        return EXECUTABLE, "up to date"
    if not allow_build:
        return (EXECUTABLE, "older than the sources (--no-build)") if EXECUTABLE.exists() else (None, "missing")
    problem = build()
    if problem is None:
        return EXECUTABLE, "built by this run"
    return (EXECUTABLE, f"stale; {problem}") if EXECUTABLE.exists() else (None, problem)
