"""Elo ratings of bot levels from `simulate --json` tables of two seats each.

    python main.py simulate --game elevator --mode competitive --players 2 --seats hard,medium \\
        --games 100 --processes 2 --json > hard-medium.json
    python -m bench.elo hard-medium.json hard-easy.json ...

Ratings are the maximum-likelihood fit of the logistic Elo model to every table at once, with
the level named ``random`` held at 0 (without it, the level first in alphabetical order). A shared win, or a game nobody
won, counts half to each side.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

Table = tuple[str, str, float, int]
"""The two levels, the first one's score (wins plus half of the shared or unwon games) and the games."""


def read_table(path: Path) -> Table:
    data = json.loads(path.read_text())
    first, second = data["seats"]
    games = data["games"]
    won_first, won_second = first["wins"], second["wins"]
    shared, unwon = max(0, won_first + won_second - games), max(0, games - won_first - won_second)
    return first["spec"], second["spec"], won_first - shared + 0.5 * (shared + unwon), games


def ratings(tables: list[Table], anchor: str = "random", steps: int = 20_000) -> dict[str, float]:
    """Each level's rating, fitted by gradient ascent on the likelihood of every table's score; ``anchor``
    (else the alphabetically first level) stays at 0."""
    levels = sorted({level for a, b, _score, _games in tables for level in (a, b)})
    fixed = anchor if anchor in levels else levels[0]
    rating = dict.fromkeys(levels, 0.0)
    for _ in range(steps):
        slope = dict.fromkeys(levels, 0.0)
        for a, b, score, games in tables:
            expected = games / (1 + 10 ** ((rating[b] - rating[a]) / 400))
            slope[a] += score - expected
            slope[b] -= score - expected
        for level in levels:
            if level != fixed:
                rating[level] += 0.5 * slope[level]
    return rating


def main(paths: list[str]) -> None:
    tables = [read_table(Path(p)) for p in paths]
    for a, b, score, games in tables:
        print(f"{a} against {b}: {score:g} of {games}")
    for level, value in sorted(ratings(tables).items(), key=lambda item: item[1]):
        print(f"{level:>8} {value:6.0f}")


if __name__ == "__main__":
    main(sys.argv[1:])
