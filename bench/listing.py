"""Argo's legal-move listing on a grown station: every decision once the station has 30 tiles.

The listing is what a bot pays at every node and the table at every click, and a grown
station is where it costs most (more cells to place a tile on, longer paths to search).
Each position is cloned and its station's kept answers (where each tile fits, shared by
every clone of one station) are dropped first, so the listing is paid for in full.
"""

from __future__ import annotations

import random
import statistics
import time

from game.argo.state import ArgoState
from game.core.contract import Seat
from game.core.registry import get_game

STATION_TILES = 30
PLAYERS = 4


def station_listing_times(games: int = 200) -> dict[str, int | float | str]:
    """Median, 95th percentile and worst listing time, overall and for the slowest kind of decision."""
    engine = get_game("argo")
    colours = engine.info.colours_for("standard")
    seats = [Seat(f"Player {i + 1}", colours[i]) for i in range(PLAYERS)]
    by_kind: dict[str, list[float]] = {}
    for seed in range(games):
        state = engine.new_state("standard", seats, engine.check_setup("standard", seats, {}), seed)
        assert isinstance(state, ArgoState), "the argo engine makes Argo states"
        chooser = random.Random(seed)
        while not state.is_over():
            if len(state.station.tiles) >= STATION_TILES:
                fresh = state.clone()
                fresh.station.forget_answers()
                start = time.perf_counter()
                fresh.legal_actions()
                by_kind.setdefault(fresh.steps[-1][0], []).append(time.perf_counter() - start)
            state.apply(chooser.choice(state.legal_actions()))
    every = sorted(seconds for times in by_kind.values() for seconds in times)
    slowest = max(by_kind, key=lambda kind: statistics.median(by_kind[kind]))
    return {"positions": len(every), "games": games, "players": PLAYERS, "station_tiles": STATION_TILES,
            "median_ms": round(statistics.median(every) * 1000, 3),
            "p95_ms": round(every[int(len(every) * 0.95)] * 1000, 3),
            "max_ms": round(every[-1] * 1000, 3),
            "slowest_kind": slowest, "slowest_kind_median_ms": round(statistics.median(by_kind[slowest]) * 1000, 3),
            "slowest_kind_positions": len(by_kind[slowest])}
