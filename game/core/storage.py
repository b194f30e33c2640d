"""Where saves and settings live, and writing them so a crash never leaves half a file."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "tabletop51"
HOME_OVERRIDE = "TABLETOP51_HOME"  # tests point this at a temporary folder


def user_dir() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def saves_dir() -> Path:
    folder = user_dir() / "saves"
    folder.mkdir(exist_ok=True)
    return folder


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


def write_json_atomic(path: Path, data: dict) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then rename it into place.

    A temporary file left by a write that was killed midway is removed by the next write.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        stale.unlink(missing_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
