"""`main.py validate-data`: load every data file of every game through its models."""

from __future__ import annotations

import importlib

from game.core.lessons import has_lessons, load_lessons
from game.core.registry import GAME_IDS, game_info

DATA_CHECKS = {"elevator": "game.elevator.rules_data:check_all", "area51": "game.area51.rules_data:check_all",
               "argo": "game.argo.rules_data:check_all", "area1851": "game.area1851.rules_data:check_all"}


def validate_all() -> list[str]:
    """Raise DataError on the first bad file; return what was checked."""
    checked = []
    for game_id in GAME_IDS:
        game_info.cache_clear()
        info = game_info(game_id)
        checked.append(f"{game_id}/game.yaml ({info.name})")
        if game_id in DATA_CHECKS:
            module, function = DATA_CHECKS[game_id].split(":")
            checked += getattr(importlib.import_module(module), function)()
        if has_lessons(game_id):  # read at start-up too, so a damaged file stops the program with its message
            checked.append(f"{game_id}/lessons.yaml ({len(load_lessons(game_id))} lessons)")
    return checked
