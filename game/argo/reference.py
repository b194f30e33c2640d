"""Parts of the rules reference made from Argo's data, so the text a player reads agrees with the YAML."""

from __future__ import annotations

from collections import Counter

from game.argo.grid import door_names
from game.argo.rules_data import argo_data


def inserts() -> dict[str, str]:
    return {"modules": module_list(), "pods": pod_list(), "tracks": track_list()}


def module_list() -> str:
    data = argo_data()
    kinds: Counter[tuple[str, str, int | None, bool]] = Counter()
    for tile in data.modules:
        facts = data.tile[tile]
        kinds[(facts.name, shape(facts.doors), facts.capacity, facts.alien)] += 1
    lines = []
    for (name, form, capacity, alien), count in sorted(kinds.items()):
        symbol = ", with the Alien symbol" if alien else ""
        lines.append(f"- **{name}** ×{count}: {form}, room for {capacity}{symbol}.")
    return "\n".join(lines)


def shape(doors: int) -> str:
    """A tile's doors in words: a dead end, straight, a corner, a T or a crossing."""
    count = len(door_names(doors))
    if count == 2:
        return "straight (2 doors)" if doors in (5, 10) else "a corner (2 doors)"
    return {1: "a dead end (1 door)", 3: "a T (3 doors)", 4: "a crossing (4 doors)"}[count]


def pod_list() -> str:
    data = argo_data()
    return "\n".join(f"- **{pod}**: seats worth {' and '.join(map(str, data.tile[pod].seats))}"
                     f"{', only with 3 or more players' if data.tile[pod].min_players > 2 else ''}."
                     for pod in data.pods)


def track_list() -> str:
    data = argo_data()
    covers = data.setup.difficulty_cover
    lines = [f"- **{players} players**: {' '.join(map(str, values))}."
             for players, values in sorted(data.setup.alien_tracks.items())]
    lines.append(f"- The difficulty token hides {covers['easy']} slot (easy), {covers['medium']} (medium) "
                 f"or {covers['hard']} (hard).")
    return "\n".join(lines)
