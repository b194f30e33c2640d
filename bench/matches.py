"""Bot matches played game by game into a file, so that a test of hundreds of games may stop at any
moment and go on another day (from a clone holding the file).

A game is seeded as ``simulate`` seeds it: ``simulate --seats A,B --seed K --games N`` plays the
seeds K to K+N-1 of the same match. Each finished game is one line of JSON, appended at once; a
line a stop cut short is skipped when read and its seed played again. ``bench.ceiling`` (Hard
against four times its budget) and ``bench.ladder`` (the levels against one another) keep their
games this way.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from functools import partial
from multiprocessing import Pool
from pathlib import Path

from game.core.simulate import play_game


@dataclass(frozen=True)
class Played:
    """What one game left: its seed, who won, its length and each seat's thinking."""

    seed: int
    winners: list[int] | None
    turns: int
    decisions: list[int]
    thinking: list[float]


def play(game: str, mode: str, seats: list[str], seed: int) -> Played:
    record = play_game(game, mode, seats, seed)
    return Played(seed, record.winners, record.turns, record.decisions, [round(t, 3) for t in record.thinking])


def read_games(path: Path) -> list[Played]:
    """The games already in ``path``, by seed; a line cut short by a stop mid-write is left out (replayed)."""
    games: dict[int, Played] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                game = Played(**json.loads(line))
            except (ValueError, TypeError):
                continue
            games[game.seed] = game
    return sorted(games.values(), key=lambda game: game.seed)


def play_into(path: Path, game: str, mode: str, seats: list[str], seeds: range, processes: int,
              enough: Callable[[list[Played]], bool] | None = None) -> list[Played]:
    """Play the ``seeds`` not yet in ``path``, appending each game as it ends; every game of the file after.
    ``enough``, asked of the file's games before the run and again after each game it adds, stops the
    run early when it says so (the games still being played are dropped)."""
    games = read_games(path)
    done = {played.seed for played in games}
    missing = [seed for seed in seeds if seed not in done]
    if enough is not None and enough(games):
        return games
    path.parent.mkdir(parents=True, exist_ok=True)
    cut_short = path.exists() and not path.read_text().endswith("\n")
    with path.open("a") as out, Pool(max(1, processes)) as pool:
        if cut_short and path.stat().st_size:
            out.write("\n")  # the line a stop cut short stays on its own, and is skipped
        for played in pool.imap_unordered(partial(play, game, mode, seats), missing):
            out.write(json.dumps(asdict(played)) + "\n")
            out.flush()
            print(f"seed {played.seed}: winners {played.winners}, {played.turns} turns", flush=True)
            games.append(played)
            if enough is not None and enough(games):
                break
    return read_games(path)


def first_seat_score(games: list[Played]) -> float:
    """Seat 1's score in the finished games: a win counts 1, a win shared with seat 2 or a game seat 2
    did not win either (nobody won, or a third seat did) counts half."""
    score = 0.0
    for game in games:
        if game.winners is None:
            continue  # stopped at simulate's cap of actions: no result
        winners = set(game.winners)
        if 0 in winners:
            score += 0.5 if 1 in winners else 1.0
        elif 1 not in winners:
            score += 0.5
    return score


def add_run_options(parser: argparse.ArgumentParser, games: int, what: str) -> None:
    """The options every such test takes: how many games, from which seed, on how many processes,
    or only the report of the games already played (``what``: "test", "table")."""
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--first-seed", type=int, default=1,
                        help=f"play seeds from this one on (to share a {what} out)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--report", action="store_true", help="only report the games already played")
