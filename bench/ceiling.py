"""Is Hard at its search ceiling? Hard against Hard with four times its budget, game by game.

    python -m bench.ceiling --game area51 --players 2 --mode two_player [--budget 500]
        [--games 200] [--processes 2] [--report]

Seat 1 is the game's Hard (``hard``, or ``hard:BUDGET``), seat 2 the same bot with four times the
budget. Games are seeded 1, 2, 3 ... as ``simulate`` seeds them, so ``simulate --seats
hard,hard:2000 --seed K --games N`` plays this test's seeds K to K+N-1. Each finished game is appended at
once to ``bench/ceiling/<game>-<mode>-<players>p-<budget>.jsonl``: a run may be stopped at any
moment and started again (on another day, from a clone holding the file), and it plays only the
seeds not yet there. A change to a game's bots makes its file stale: rename it (saying which bots
played it) before the test runs again. Hard is at its ceiling when its score over 200 games (a shared win, or a game
nobody won, counts half) lies within 5 points of 50 % (docs/bots.md, "Hard at its search ceiling?").
The report gives the 95 % interval beside that verdict: over 200 games even a Hard exactly as
strong as its 4x self lands outside the 5 points about one time in six. Before the 200, it says
when the games left can no longer change the verdict (the run then stops: they would cost hours
and decide nothing), and when the 95 % interval already lies wholly outside the 5 points.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from bench import ROOT
from bench.matches import Played, add_run_options, first_seat_score, play_into, read_games
from game.core.bot_specs import SECONDS, level_settings, spec_problem
from game.core.registry import get_game
from game.core.simulate import wilson_interval

RESULTS = ROOT / "bench" / "ceiling"
GOAL_GAMES = 200
MARGIN_POINTS = 5
"""Hard's score may differ from 50 % by this many points and still be at its ceiling."""


@dataclass(frozen=True)
class Match:
    """One ceiling test: a game, its mode and players, and Hard's budget (iterations or "Ns")."""

    game: str
    mode: str
    players: int
    budget: str

    @property
    def seats(self) -> list[str]:
        """Hard, then Hard at four times its budget; the other seats (three or more players) Hard too."""
        stronger = f"{float(self.budget[:-1]) * 4:g}s" if SECONDS.fullmatch(self.budget) else str(int(self.budget) * 4)
        return [f"hard:{self.budget}", f"hard:{stronger}"] + [f"hard:{self.budget}"] * (self.players - 2)

    @property
    def file(self) -> Path:
        return RESULTS / f"{self.game}-{self.mode}-{self.players}p-{self.budget}.jsonl"


def run(match: Match, games: int, processes: int, first_seed: int = 1) -> list[Played]:
    """Play the seeds from ``first_seed`` on (``games`` of them) not yet in the match's file,
    appending each game as it ends."""
    seeds = range(first_seed, first_seed + games)
    return play_into(match.file, match.game, match.mode, match.seats, seeds, processes, verdict_known)


def verdict_known(games: list[Played]) -> bool:
    """Whether the games left to the 200 can no longer change the verdict."""
    finished = sum(game.winners is not None for game in games)
    return settled(first_seat_score(games), finished) is not None


def at_ceiling(score: float, count: int) -> bool:
    """Whether ``score`` of ``count`` games is within ``MARGIN_POINTS`` of half (in whole numbers:
    ``2 * score`` is one, so 90 and 110 of 200 both pass)."""
    return abs(2 * score - count) * 100 <= 2 * MARGIN_POINTS * count


def settled(score: float, count: int) -> bool | None:
    """The verdict over ``GOAL_GAMES`` known before they are all played, once the games left cannot
    change it (True: at its ceiling, False: not), else None. Hard's final score lies between its
    score now (it loses every game left) and that plus the games left (it wins them all)."""
    left = GOAL_GAMES - count
    if left <= 0:
        return None  # no game left: the verdict itself, not an early one
    worst, best = score, score + left
    if at_ceiling(worst, GOAL_GAMES) and at_ceiling(best, GOAL_GAMES):
        return True
    below = best < GOAL_GAMES / 2 and not at_ceiling(best, GOAL_GAMES)
    above = worst > GOAL_GAMES / 2 and not at_ceiling(worst, GOAL_GAMES)
    return False if below or above else None


def interval_outside(low: float, high: float) -> bool:
    """Whether a 95 % interval of Hard's score lies wholly outside the 5 points around half."""
    margin = MARGIN_POINTS / 100
    return high < 0.5 - margin or low > 0.5 + margin


def report(match: Match, games: list[Played]) -> str:
    unfinished = sum(game.winners is None for game in games)
    count = len(games) - unfinished
    if not count:
        return f"{match.file.name}: no game finished yet"
    score = first_seat_score(games)  # Hard's
    low, high = wilson_interval(score, count)
    decisions = [sum(game.decisions[seat] for game in games) for seat in (0, 1)]
    thinking = [sum(game.thinking[seat] for game in games) for seat in (0, 1)]
    per_decision = [1000 * t / max(d, 1) for t, d in zip(thinking, decisions, strict=True)]
    early = settled(score, count)
    if early is not None:
        whatever = f"whatever the {GOAL_GAMES - count} games left give"
        verdict = f"at its ceiling, {whatever}" if early else f"not at its ceiling, {whatever}"
    elif count < GOAL_GAMES:
        verdict = f"{GOAL_GAMES - count} games still to play"
        if interval_outside(low, high):
            verdict += "; its 95 % interval already lies wholly outside the 5 points around 50 %"
    elif at_ceiling(score, count):
        verdict = "at its ceiling (within 5 points of 50 %)"
    else:
        verdict = "not at its ceiling (more than 5 points from 50 %)"
    return (f"{match.seats[0]} against {match.seats[1]} in {match.game} {match.mode} {match.players}p: "
            f"{count} games (seeds {games[0].seed}-{games[-1].seed}), Hard scores {score:g} = {score / count:.1%} "
            f"(95 % interval {low:.1%} - {high:.1%}); mean turns {sum(g.turns for g in games) / count:.1f}; "
            f"{per_decision[0]:.0f} ms and {per_decision[1]:.0f} ms a decision; "
            f"{f'{unfinished} stopped unfinished and left out; ' if unfinished else ''}{verdict}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.ceiling", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="elevator")
    parser.add_argument("--mode", help="the game's mode (default: its first)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--budget", help="Hard's iterations, or seconds as '1s' (default: the game's Hard)")
    add_run_options(parser, GOAL_GAMES, "test")
    args = parser.parse_args(argv)
    try:
        info = get_game(args.game).info
        mode = info.mode(args.mode or info.modes[0].id)
    except KeyError as unknown:
        parser.error(str(unknown.args[0]))
    if mode.team:
        parser.error(f"{mode.name} is played as a team: every game is won or lost by both seats alike.")
    if not max(2, mode.min_players) <= args.players <= mode.max_players:
        parser.error(f"{mode.name} is for {mode.min_players} to {mode.max_players} players; this test needs 2 or more.")
    budget = args.budget or str(level_settings("hard", args.game)["iterations"])
    problem = spec_problem(f"hard:{budget}")
    if problem:
        parser.error(problem)
    match = Match(args.game, mode.id, args.players, budget)
    problem = spec_problem(match.seats[1])
    if problem:
        parser.error(problem)
    games = read_games(match.file) if args.report else run(match, args.games, args.processes, args.first_seed)
    print(report(match, games))


if __name__ == "__main__":
    main()
