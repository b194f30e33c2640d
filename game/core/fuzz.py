"""Random full games of every game and mode, checked after every action (`make fuzz`).

After each action the position's invariants must hold (``invariant_problems``) and no
seat's view may contain one of that seat's secrets (``secrets_from``). At the end of
each game its log is saved and loaded again, and the loaded game must equal it.

    python -m game.core.fuzz --games 10000          # per mode; prints a report table
    python -m game.core.fuzz --game area51 --games 10000 --per-count   # per player count
    python -m game.core.fuzz --games 50 --mode solo
    python -m game.core.fuzz --games 200 --bots easy:8      # bots in every seat, not random actions
    python -m game.core.fuzz --replay elevator:competitive:3: 1234   # one failing game

The test suite runs the same games in smaller numbers (tests/game/core/test_fuzz_games.py).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import Pool

from game.core.bot_specs import spec_problem
from game.core.contract import GameState, OptionValue
from game.core.registry import all_games, get_game
from game.core.simulate import MAX_ACTIONS_PER_GAME, Progress, default_seats, seat_bots


@dataclass(frozen=True)
class Config:
    """One way to set up a game: mode, number of players and options."""

    game: str
    mode: str
    players: int
    options: tuple[tuple[str, OptionValue], ...] = ()  # sorted (key, value) pairs, so a Config can be hashed

    @property
    def label(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.options)
        return f"{self.game}:{self.mode}:{self.players}:{extra}"

    @classmethod
    def parse(cls, label: str) -> Config:
        game, mode, players, extra = label.split(":", 3)
        pairs = [pair.split("=", 1) for pair in extra.split(",") if pair]
        options = tuple(sorted((k, _option_value(v)) for k, v in pairs))
        return cls(game, mode, int(players), options)


def _option_value(text: str) -> OptionValue:
    """An option value as a label writes it: a whole number, True or False, else the text."""
    if text in ("True", "False"):
        return text == "True"
    return int(text) if text.lstrip("-").isdigit() else text


def configurations(game_ids: list[str] | None = None) -> list[Config]:
    """Every mode at every player count with default options, and each other option value once."""
    configs: list[Config] = []
    for info in all_games():
        if not info.available or (game_ids and info.id not in game_ids):
            continue
        for mode in info.modes:
            for players in range(mode.min_players, mode.max_players + 1):
                configs.append(Config(info.id, mode.id, players))
            for option in mode.options:
                for value in option.choices:
                    if value != option.default:
                        configs.append(Config(info.id, mode.id, mode.min_players, ((option.id, value),)))
    return configs


class FuzzFailure(AssertionError):
    """A broken invariant or a leaked secret, with what is needed to replay the game."""


def strings_in(data: object) -> set[str]:
    """Every string in plain data: dict keys and values, list items, at any depth."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def position_problems(state: GameState) -> list[str]:
    """Invariant problems, plus any secret a seat's view shows it."""
    problems = list(state.invariant_problems())
    for seat in range(len(state.seats)):
        leaked = sorted(state.secrets_from(seat) & strings_in(state.view(seat)))
        if leaked:
            problems.append(f"Seat {seat + 1}'s view shows what it may not know: {leaked}.")
    return problems


def play_checked(config: Config, seed: int, bots: str = "") -> tuple[GameState, list[str]]:
    """Play one game, checking every position; returns the final state and the log.

    Actions are chosen uniformly at random, or, with ``bots`` (a bot spec such as
    ``easy:8``), by such a bot in every seat, from its own view as at the table.
    """
    engine = get_game(config.game)
    seats = default_seats(config.game, config.players, mode=config.mode)
    options = engine.check_setup(config.mode, seats, dict(config.options))
    state = engine.new_state(config.mode, seats, options, seed)
    chooser = random.Random(seed ^ 0xF022)
    players = seat_bots(config.game, [bots] * len(seats), seed) if bots else []
    log: list[str] = []
    for _ in range(MAX_ACTIONS_PER_GAME):
        problems = position_problems(state)
        if problems:
            raise FuzzFailure(f"after {len(log)} actions ({log[-1:] or 'start'}): {' '.join(problems)}")
        if state.is_over():
            return state, log
        if players:
            seat = state.to_move()
            assert seat is not None, "a game not over has a deciding seat"
            action = players[seat].decide(state.view(seat), state.legal_actions()).action
        else:
            action = chooser.choice(state.legal_actions())
        state.apply(action)
        log.append(str(action))
    raise FuzzFailure(f"the game did not end within {MAX_ACTIONS_PER_GAME} actions")


def check_save_round_trip(config: Config, seed: int, state: GameState, log: list[str]) -> None:
    """Saving the game's log and loading it gives the same position."""
    from game.core.session import Session, Setup

    seats = default_seats(config.game, config.players, mode=config.mode)
    session = Session(Setup(config.game, config.mode, seats, dict(config.options), seed))
    loaded = Session.from_save(json.loads(json.dumps({**session.to_save(), "log": log})))
    if loaded.state.to_position() != state.to_position():
        raise FuzzFailure("the game loaded from its save differs from the game played")


@dataclass
class Tally:
    """What the games of one game:mode found."""

    games: int = 0
    actions: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.failures += other.failures


def play_one(config: Config, seed: int, bots: str = "") -> Tally:
    """One checked game and its save round trip; any crash is a finding with its replay line."""
    try:
        state, log = play_checked(config, seed, bots)
        check_save_round_trip(config, seed, state, log)
        return Tally(1, len(log))
    except Exception as error:
        replay = f"{config.label} {seed}" + (f" --bots {bots}" if bots else "")
        return Tally(1, 0, [f"{replay}: {type(error).__name__}: {error}"])


def play_batch(games: list[tuple[Config, int]], bots: str = "") -> dict[str, Tally]:
    totals: dict[str, Tally] = {}
    for config, seed in games:
        totals.setdefault(f"{config.game}:{config.mode}", Tally()).add(play_one(config, seed, bots))
    return totals


def plan(games_per_mode: int, configs: list[Config], first_seed: int,
         per_config: bool = False) -> list[tuple[Config, int]]:
    """Game n of a mode uses the mode's configurations in turn and seed ``first_seed + n``.

    ``per_config``: that many games for each configuration (each player count) instead.
    """
    by_mode: dict[tuple[object, ...], list[Config]] = {}
    for config in configs:
        key = (config.game, config.mode) + ((config.players, config.options) if per_config else ())
        by_mode.setdefault(key, []).append(config)
    return [(mode_configs[n % len(mode_configs)], first_seed + n)
            for mode_configs in by_mode.values() for n in range(games_per_mode)]


def run(games_per_mode: int, configs: list[Config], first_seed: int = 0, processes: int = 2,
        progress: Progress | None = None, bots: str = "", per_config: bool = False) -> dict[str, Tally]:
    """Play every planned game in worker processes; returns a tally per game:mode."""
    totals: dict[str, Tally] = {}
    games = plan(games_per_mode, configs, first_seed, per_config)
    # Batches of up to 20 games, smaller when there are few, so that every process stays busy.
    size = max(1, min(20, len(games) // (processes * 4)))
    jobs = [games[i:i + size] for i in range(0, len(games), size)]
    with Pool(processes) as pool:
        for found in pool.imap_unordered(partial(play_batch, bots=bots), jobs):
            for name, tally in found.items():
                totals.setdefault(name, Tally()).add(tally)
            if progress:
                progress(sum(t.games for t in totals.values()), len(games))
    return dict(sorted(totals.items()))


def print_report(totals: dict[str, Tally], seconds: float) -> None:
    print(f"{'game:mode':<26}{'games':>8}{'actions':>12}{'failures':>10}")
    for name, tally in totals.items():
        print(f"{name:<26}{tally.games:>8}{tally.actions:>12}{len(tally.failures):>10}")
    print(f"{sum(t.games for t in totals.values())} games in {seconds:.0f} s")
    for tally in totals.values():
        for failure in tally.failures[:20]:
            print(f"FAIL {failure}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.core.fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per mode")
    parser.add_argument("--per-count", action="store_true",
                        help="--games for each player count (and option value) of a mode, not per mode")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--mode", help="only this mode")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--bots", default="", metavar="SPEC",
                        help="every seat played by this bot (e.g. easy:8) instead of random actions")
    parser.add_argument("--replay", nargs=2, metavar=("CONFIG", "SEED"), help="replay one game from a report")
    args = parser.parse_args(argv)
    problem = spec_problem(args.bots) if args.bots else None
    if problem:
        parser.error(problem)
    if args.replay:
        tally = play_one(Config.parse(args.replay[0]), int(args.replay[1]), args.bots)
        print("\n".join(tally.failures) or f"ok: {tally.actions} actions")
        return 1 if tally.failures else 0
    configs = [c for c in configurations(args.game) if not args.mode or c.mode == args.mode]
    start = time.monotonic()

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

    totals = run(args.games, configs, args.seed, args.processes, progress, args.bots, args.per_count)
    print(file=sys.stderr)
    print_report(totals, time.monotonic() - start)
    return 1 if any(t.failures for t in totals.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
