"""Alien 51: The Elevator."""

from typing import Any

from game.core.contract import Game, Seat
from game.core.registry import game_info
from game.elevator.position_read import load_position
from game.elevator.state import ElevatorState, new_game


class ElevatorGame(Game):
    def __init__(self) -> None:
        self.info = game_info("elevator")

    def new_state(self, mode: str, seats: list[Seat], options: dict[str, Any], seed: int,
                  first_player: int | None = None) -> ElevatorState:
        return new_game(mode, seats, options, seed, first_player)

    def from_position(self, data: dict[str, Any]) -> ElevatorState:
        return load_position(data)


GAME = ElevatorGame()
