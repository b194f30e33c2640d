"""Are the levels steps? Two bot levels against each other, game by game, and the Elo ladder.

    python -m bench.ladder --game argo --pair hard,medium [--mode standard] [--games 100]
        [--first-seed 1] [--processes 2]
    python -m bench.ladder --game argo [--mode standard] --report

Seat 1 plays the first level, seat 2 the second, two players; games are seeded 1, 2, 3 ... as
``simulate --seats A,B`` seeds them, so the tables of docs/bots.md made with ``simulate`` are the
same games. Each finished game is appended at once to ``bench/ladder/<game>-<mode>-<A>-<B>.jsonl``
(``bench.matches``), a level written with the iterations the game gives it today (``hard2000``,
``medium60``): a run may stop at any moment and go on another day from a clone holding the file,
and a level whose budget changes starts new files, leaving the old ones to the bots that played
them. ``--report`` fits the Elo ratings of every table of the game at today's levels (``bench.elo``,
random held at 0), says the smallest step and which of the six pairings have no games yet.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import NamedTuple

from bench import ROOT
from bench.elo import Table, ratings
from bench.matches import Played, add_run_options, first_seat_score, play_into, read_games
from game.core.bot_specs import LEVELS, level_settings
from game.core.registry import get_game

RESULTS = ROOT / "bench" / "ladder"
GOAL_GAMES = 100
"""Games a pairing needs (issue 28: at least 100 per pairing)."""
STEP = 100
"""Each level must stand at least this many Elo above the one below."""
LEVELS_IN_ORDER = ("random", *LEVELS)
"""The levels from the weakest up."""


def level_name(level: str, game: str) -> str:
    """A level with the iterations the game gives it today: ``hard2000``; ``random`` has none."""
    iterations = level_settings(level, game).get("iterations") if level != "random" else None
    return f"{level}{iterations}" if iterations else level


@dataclass(frozen=True)
class Pairing:
    """One table of the ladder: a game, its mode, and the two levels (seat 1 and seat 2)."""

    game: str
    mode: str
    levels: tuple[str, str]

    @property
    def file(self) -> Path:
        first, second = (level_name(level, self.game) for level in self.levels)
        return RESULTS / f"{self.game}-{self.mode}-{first}-{second}.jsonl"


def run(pairing: Pairing, games: int, processes: int, first_seed: int = 1) -> list[Played]:
    seeds = range(first_seed, first_seed + games)
    return play_into(pairing.file, pairing.game, pairing.mode, list(pairing.levels), seeds, processes)


class TableSoFar(NamedTuple):
    """One seat order of a pairing as its file stands: seat 1's score in the finished games, their
    number, and the games stopped unfinished (at ``simulate``'s cap of actions), which have no result."""

    first: str
    second: str
    score: float
    finished: int
    unfinished: int


def tables(game: str, mode: str) -> tuple[list[TableSoFar], list[tuple[str, str]]]:
    """The game's tables at today's levels (either seat order), and the pairings with no games yet."""
    found: list[TableSoFar] = []
    missing = []
    for low, high in combinations(LEVELS_IN_ORDER, 2):
        games = []
        for first, second in ((high, low), (low, high)):
            played = read_games(Pairing(game, mode, (first, second)).file)
            finished = [g for g in played if g.winners is not None]
            if played:
                games.append(TableSoFar(first, second, first_seat_score(finished), len(finished),
                                        len(played) - len(finished)))
        if not games:
            missing.append((high, low))
        found += games
    return found, missing


def report(game: str, mode: str) -> str:
    found, missing = tables(game, mode)
    fitted: list[Table] = [(t.first, t.second, t.score, t.finished) for t in found if t.finished]
    if not fitted:
        return f"{game} {mode}: no table has a finished game yet"
    lines = [_table_line(table) for table in found]
    rating = ratings(fitted)
    lines += [f"{level:>8} {rating[level]:6.0f}" for level in LEVELS_IN_ORDER if level in rating]
    if "random" not in rating:
        held = next(level for level, value in rating.items() if value == 0)
        lines.append(f"(no table with random yet: the ratings are counted from {held}, held at 0)")
    neighbours = zip(LEVELS_IN_ORDER, LEVELS_IN_ORDER[1:], strict=False)
    steps = [(round(rating[high] - rating[low]), high, low)
             for low, high in neighbours if low in rating and high in rating]
    if steps:
        size, high, low = min(steps)
        lines.append(f"smallest step: {high} over {low}, {size} ({'at least' if size >= STEP else 'under'} {STEP})")
    if missing:
        lines.append("no games yet: " + ", ".join(f"{a} against {b}" for a, b in missing))
    return "\n".join(lines)


def _table_line(table: TableSoFar) -> str:
    played = table.finished + table.unfinished
    still = f", {GOAL_GAMES - played} to play" if played < GOAL_GAMES else ""
    cut = f" ({table.unfinished} stopped unfinished, left out)" if table.unfinished else ""
    return f"{table.first} against {table.second}: {table.score:g} of {table.finished}{cut}{still}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--mode", help="the game's mode (default: its first for two players)")
    parser.add_argument("--pair", help="two levels, the first in seat 1: hard,medium")
    add_run_options(parser, GOAL_GAMES, "table")
    args = parser.parse_args(argv)
    try:
        info = get_game(args.game).info
        mode = info.mode(args.mode) if args.mode else next(m for m in info.modes if m.min_players <= 2 <= m.max_players)
    except (KeyError, StopIteration) as unknown:
        parser.error(str(unknown.args[0]) if unknown.args else f"{args.game} has no two-player mode")
    if mode.team or not mode.min_players <= 2 <= mode.max_players:
        parser.error(f"{mode.name} is not a game of two players against each other.")
    if args.report and args.pair:
        parser.error("--report reports every table of the game; --pair plays one (leave out --report)")
    if not args.report:
        levels = tuple(args.pair.split(",")) if args.pair else ()
        if len(levels) != 2 or not set(levels) <= set(LEVELS_IN_ORDER) or levels[0] == levels[1]:
            parser.error(f"--pair names two different levels of {', '.join(LEVELS_IN_ORDER)}: hard,medium")
        run(Pairing(args.game, mode.id, (levels[0], levels[1])), args.games, args.processes, args.first_seed)
    print(report(args.game, mode.id))


if __name__ == "__main__":
    main()
