"""Where the program's data folder is.

A module of its own, free of the YAML and model libraries, so that code needed before the
first frame (the sound effects) can find the data without loading them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

DATA_OVERRIDE = "TABLETOP51_DATA"  # a data folder to use instead of the shipped one (modding, tests)


def data_root() -> Path:
    """The ``data/`` folder, also inside a packaged executable."""
    override = os.environ.get(DATA_OVERRIDE)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "data"
    return Path(__file__).resolve().parents[2] / "data"
