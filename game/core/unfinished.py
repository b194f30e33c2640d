"""The autosave of an unfinished game is never lost: a new game keeps it as a named save first.

The autosave holds the game last played. Starting another game would write over it, so when it
holds a game not yet over, it is first copied into the saves folder under a name that says what
it is ("Unfinished Argo, turn 7, 2026-12-04 21.30.json"), where Load lists it. Whether it is over
is read from the save's summary, without replaying its log.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.core.errors import SaveError
from game.core.session import read_save
from game.core.storage import autosave_path, saves_dir, write_text_atomic


def autosave_summary() -> dict[str, Any] | None:
    """The autosave's summary (game, players, turn, over), or None when there is no readable one."""
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        summary = read_save(path).get("summary")
    except (SaveError, OSError):
        return None
    return summary if isinstance(summary, dict) else None


def autosave_over() -> bool:
    """Whether the autosave holds a finished game (a damaged one is not: Continue says what is wrong)."""
    summary = autosave_summary()
    return summary is not None and summary.get("over") is True


def keep_unfinished_autosave() -> Path | None:
    """Copy the autosave into the saves folder when it holds an unfinished game; its new path."""
    summary = autosave_summary()
    if summary is None or summary.get("over") is not False:
        return None
    stamp = time.strftime("%Y-%m-%d %H.%M", time.localtime(autosave_path().stat().st_mtime))
    name = f"Unfinished {summary.get('game', 'game')}, turn {summary.get('turn', '?')}, {stamp}"
    name = "".join(c for c in name if c.isalnum() or c in " ,.-:").replace(":", "")
    path = saves_dir() / f"{name}.json"
    number = 2
    while path.exists():
        path = saves_dir() / f"{name} ({number}).json"
        number += 1
    write_text_atomic(path, autosave_path().read_text(encoding="utf-8"))
    return path
