"""Random-playout speed: our engine's games and modes, timed side by side with the peers.

An *action* is one decision taken from ``legal_actions()`` and applied, for every engine
alike. Our engine rolls dice and deals cards inside its actions and its set-up, so it has
no separate chance steps; OpenSpiel's chance outcomes are sampled and applied (their time
counts) but are not counted as actions. ``steps_per_second`` counts them as well.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import NamedTuple, TypedDict

from game.core.contract import Game, Seat
from game.core.registry import all_games, get_game

MAX_ACTIONS = 100_000
"""A safety cap on one random game of ours; no game comes near it."""


class Playout(NamedTuple):
    """One random full game: its decisions, its chance outcomes, and whether a cap ended it."""

    actions: int
    chance_outcomes: int = 0
    capped: bool = False


PlayoutFunction = Callable[[int], Playout]
"""Plays one random game from a seed."""


class Rates(TypedDict):
    """An engine's playout speed: the median round's rates, over every game of every round."""

    actions_per_second: int
    steps_per_second: int
    games: int
    mean_actions_per_game: float
    capped_games: int


def play_our_game(engine: Game, mode: str, seats: list[Seat], seed: int) -> Playout:
    state = engine.new_state(mode, seats, engine.check_setup(mode, seats, {}), seed)
    chooser = random.Random(seed)
    actions = 0
    while not state.is_over() and actions < MAX_ACTIONS:
        state.apply(chooser.choice(state.legal_actions()))
        actions += 1
    return Playout(actions, capped=not state.is_over())


def our_playouts() -> dict[str, PlayoutFunction]:
    """Every available game, every mode, at its fewest and its most players."""
    playouts: dict[str, PlayoutFunction] = {}
    for info in all_games():
        if not info.available:
            continue
        engine = get_game(info.id)
        for mode in info.modes:
            for count in sorted({mode.min_players, mode.max_players}):
                colours = info.colours_for(mode.id)
                seats = [Seat(f"P{i + 1}", colours[i]) for i in range(count)]
                playouts[f"{info.id} {mode.id} {count}p"] = partial(play_our_game, engine, mode.id, seats)
    return playouts


def measure_rates(playouts: dict[str, PlayoutFunction], rounds: int = 3, seconds: float = 1.0) -> dict[str, Rates]:
    """Each playout runs whole games for ``seconds`` per round; the median round is kept.

    The rounds are interleaved (every engine once, then again), so a change in the machine's
    load during the run falls on all engines alike.
    """
    rounds_seen: dict[str, list[tuple[list[Playout], float]]] = {name: [] for name in playouts}
    seeds = dict.fromkeys(playouts, 0)
    for _ in range(rounds):
        for name, play in playouts.items():
            games: list[Playout] = []
            start = time.perf_counter()
            while time.perf_counter() - start < seconds:
                games.append(play(seeds[name]))
                seeds[name] += 1
            rounds_seen[name].append((games, time.perf_counter() - start))
    return {name: _summary(seen) for name, seen in rounds_seen.items()}


def _summary(rounds: list[tuple[list[Playout], float]]) -> Rates:
    games = [game for played, _ in rounds for game in played]
    return {
        "actions_per_second": round(statistics.median(sum(g.actions for g in played) / elapsed
                                                      for played, elapsed in rounds)),
        "steps_per_second": round(statistics.median(sum(g.actions + g.chance_outcomes for g in played) / elapsed
                                                    for played, elapsed in rounds)),
        "games": len(games),
        "mean_actions_per_game": round(statistics.mean(g.actions for g in games), 1),
        "capped_games": sum(g.capped for g in games),
    }
