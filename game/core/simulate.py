"""Headless games between bots, for `main.py simulate`, the tests and docs/bots.md.

Each seat is a bot spec (``random``, ``easy``, ``medium``, ``hard``, ``hard:2s`` ...).
A bot is given only its seat's view and the legal actions. Everything is seeded: game
``n`` uses seed ``seed + n`` for the deal and the dice, and for each bot's own choices.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import Pool
from typing import Any

from game.core.bots import Bot, make_bot, spec_problem
from game.core.contract import Seat
from game.core.registry import get_game

MAX_ACTIONS_PER_GAME = 100_000
"""A game longer than this is taken to be stuck. Uniformly random play in a four-player Elevator game
can run past 28,000 actions (every seat is asked at each instant window) and still end."""


def default_seats(game_id: str, players: int, specs: list[str] | None = None, mode: str | None = None) -> list[Seat]:
    info = get_game(game_id).info
    colours = info.colours_for(mode) if mode else info.colours
    specs = specs or ["random"] * players
    return [Seat(f"Bot {i + 1}", colours[i], "bot", specs[i]) for i in range(players)]


@dataclass
class GameRecord:
    winners: list[int] | None  # None: unfinished
    turns: int
    decisions: list[int]  # per seat
    thinking: list[float]  # seconds per seat


def bot_seed_for(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of a game seeded ``seed`` (here, at a network host or client)."""
    return seed * 7 + 1_000_003 * seat


def seat_bots(game_id: str, specs: list[str], seed: int) -> list[Bot]:
    """One bot per seat, each with its own seed derived from the game's, so a game replays exactly."""
    return [make_bot(spec, game_id, bot_seed_for(seed, seat)) for seat, spec in enumerate(specs)]


def play_game(game_id: str, mode: str, specs: list[str], seed: int,
              options: dict[str, Any] | None = None) -> GameRecord:
    """One game between the given bots; returns who won and how long each seat thought."""
    engine = get_game(game_id)
    seats = default_seats(game_id, len(specs), specs, mode)
    state = engine.new_state(mode, seats, engine.check_setup(mode, seats, options or {}), seed)
    bots = seat_bots(game_id, specs, seed)
    decisions, thinking = [0] * len(specs), [0.0] * len(specs)
    for _ in range(MAX_ACTIONS_PER_GAME):
        if state.is_over():
            result = state.result()
            assert result is not None, "a finished game has its result"
            return GameRecord(result.winners, state.turn, decisions, thinking)
        seat = state.to_move()
        assert seat is not None, "a game not over has a deciding seat"
        start = time.perf_counter()
        decision = bots[seat].decide(state.view(seat), state.legal_actions())
        thinking[seat] += time.perf_counter() - start
        decisions[seat] += 1
        state.apply(decision.action)
    return GameRecord(None, state.turn, decisions, thinking)


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval); ``wins`` may count half wins."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class SimulationSummary:
    specs: list[str]
    team: bool
    games: int = 0
    unfinished: int = 0
    no_winner: int = 0
    """Games that ended with every seat losing (Argo's Aliens, a team's defeat)."""
    seat_wins: list[int] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    thinking: float = 0.0

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.turns += record.turns
        self.decisions += sum(record.decisions)
        self.thinking += sum(record.thinking)
        if record.winners is None:
            self.unfinished += 1
        elif not record.winners:
            self.no_winner += 1
        for seat in record.winners or []:
            self.seat_wins[seat] += 1

    @property
    def wins(self) -> int:
        """Team wins in team modes, seat 1's wins in competitive ones."""
        return self.seat_wins[0] if self.seat_wins else 0

    def to_dict(self) -> dict[str, Any]:
        seats = [{"spec": spec, "games": self.games, "wins": wins,
                  "win_rate": round(wins / self.games, 4) if self.games else 0.0}
                 for spec, wins in zip(self.specs, self.seat_wins, strict=True)]
        return {"games": self.games, "wins": self.wins, "losses": self.games - self.wins - self.unfinished,
                "unfinished": self.unfinished, "no_winner": self.no_winner, "team": self.team, "seats": seats,
                "mean_turns": round(self.turns / self.games, 2) if self.games else 0.0,
                "mean_decisions_per_seat": self.decisions_per_seat(),
                "seconds_per_decision": round(self.thinking / self.decisions, 5) if self.decisions else 0.0}

    def decisions_per_seat(self) -> float:
        """The decisions a seat takes in a game, on average (every seat asked alike)."""
        return round(self.decisions / self.games / len(self.specs), 1) if self.games else 0.0

    def table(self) -> str:
        lines = [f"{'seat':<6}{'bot':<14}{'wins':>6}{'win rate':>10}   95% interval"]
        for seat, (spec, wins) in enumerate(zip(self.specs, self.seat_wins, strict=True), start=1):
            low, high = wilson_interval(wins, self.games)
            lines.append(f"{seat:<6}{spec:<14}{wins:>6}{wins / max(self.games, 1):>10.1%}   {low:.1%} - {high:.1%}")
        data = self.to_dict()
        lines.append(f"{self.games} games ({'team' if self.team else 'competitive'})"
                     f"{f', {self.unfinished} unfinished' if self.unfinished else ''}"
                     f"{f', {self.no_winner} won by no seat' if self.no_winner and not self.team else ''}; "
                     f"mean turns {data['mean_turns']}; {data['mean_decisions_per_seat']} decisions per seat; "
                     f"{data['seconds_per_decision'] * 1000:.1f} ms per decision")
        return "\n".join(lines)


Progress = Callable[[int, int], None]
"""Told ``(done, total)`` after each game."""


def check_specs(game_id: str, mode: str, specs: list[str]) -> None:
    info = get_game(game_id).info.mode(mode)
    if not info.min_players <= len(specs) <= info.max_players:
        raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} players, not {len(specs)}.")
    for spec in specs:
        problem = spec_problem(spec)
        if problem:
            raise ValueError(problem)


def simulate(game_id: str, mode: str, games: int, seed: int, specs: list[str] | None = None,
             options: dict[str, Any] | None = None, progress: Progress | None = None,
             processes: int = 1) -> SimulationSummary:
    """Play ``games`` games, in that many worker processes; ``progress(done, total)`` after each.

    Every game is seeded on its own, so the summary is the same for any number of processes.
    """
    info = get_game(game_id).info.mode(mode)
    specs = specs or ["random"] * info.min_players
    check_specs(game_id, mode, specs)
    get_game(game_id).check_setup(mode, default_seats(game_id, len(specs), specs, mode), options or {})
    summary = SimulationSummary(list(specs), info.team, seat_wins=[0] * len(specs))
    one_game = partial(play_game, game_id, mode, specs, options=options)
    seeds = range(seed, seed + games)
    if processes > 1:
        with Pool(processes) as pool:
            records = pool.imap(one_game, seeds)
            _collect(summary, records, games, progress)
    else:
        _collect(summary, map(one_game, seeds), games, progress)
    return summary


def _collect(summary: SimulationSummary, records: Iterable[GameRecord], games: int, progress: Progress | None) -> None:
    for done, record in enumerate(records, start=1):
        summary.add(record)
        if progress:
            progress(done, games)
