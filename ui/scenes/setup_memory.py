"""The last set-up started from the new-game dialog, kept in the user folder: the next dialog
starts from it, and the game after a lesson seats the person under their name."""

from __future__ import annotations

from game.core.errors import FileProblem
from game.core.storage import read_json, user_dir, write_json_atomic

LAST_SETUP = "last_setup.json"
"""The last set-up started from this dialog (user folder): the next dialog starts from it."""
MAX_SETUP_BYTES = 64 * 1024


def remembered_setup() -> dict:
    """The last set-up, or {} when there is none or it cannot be read (it is only a convenience)."""
    try:
        data = read_json(user_dir() / LAST_SETUP, "set-up", MAX_SETUP_BYTES)
    except (OSError, FileProblem):
        return {}
    return data if isinstance(data, dict) else {}


def remember_setup(setup: dict) -> None:
    try:
        write_json_atomic(user_dir() / LAST_SETUP, setup)
    except OSError:
        pass  # losing the convenience is no reason to stop a game from starting
