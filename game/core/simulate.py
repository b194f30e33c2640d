"""Headless random games, for `main.py simulate` and the tests."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.contract import Seat
from game.core.registry import get_game

MAX_ACTIONS_PER_GAME = 20_000


@dataclass
class SimulationSummary:
    games: int
    wins: int
    losses: int
    mean_turns: float
    unfinished: int = 0

    def to_dict(self) -> dict:
        return {"games": self.games, "wins": self.wins, "losses": self.losses,
                "mean_turns": round(self.mean_turns, 2), "unfinished": self.unfinished}


def default_seats(game_id: str, players: int) -> list[Seat]:
    colours = get_game(game_id).info.colours
    return [Seat(f"Bot {i + 1}", colours[i], "bot", "random") for i in range(players)]


def random_game(game_id: str, mode: str, players: int, seed: int, options: dict | None = None):
    """Play one game with uniformly random legal actions; returns the final state."""
    engine = get_game(game_id)
    seats = default_seats(game_id, players)
    state = engine.new_state(mode, seats, engine.check_setup(mode, seats, options or {}), seed)
    chooser = random.Random(seed ^ 0x5EED)
    for _ in range(MAX_ACTIONS_PER_GAME):
        if state.is_over():
            break
        state.apply(chooser.choice(state.legal_actions()))
    return state


def simulate(game_id: str, mode: str, games: int, seed: int, players: int | None = None,
             options: dict | None = None) -> SimulationSummary:
    """Wins count team wins in team modes and seat 1's wins in competitive ones."""
    info = get_game(game_id).info.mode(mode)
    players = players or info.min_players
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} players, not {players}.")
    wins = losses = unfinished = turns = 0
    for number in range(games):
        state = random_game(game_id, mode, players, seed + number, options)
        turns += state.turn
        result = state.result()
        if result is None:
            unfinished += 1
        elif (result.team_won if info.team else 0 in result.winners):
            wins += 1
        else:
            losses += 1
    return SimulationSummary(games, wins, losses, turns / games if games else 0.0, unfinished)
