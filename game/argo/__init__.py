"""Argo: Astronauts race through a shifting station to the escape pods while everyone steers the Aliens."""

from typing import Any

from game.argo.positions import load_position
from game.argo.setup import new_game
from game.argo.state import ArgoState
from game.core.contract import Game, Seat
from game.core.registry import game_info


class ArgoGame(Game):
    def __init__(self) -> None:
        self.info = game_info("argo")

    def new_state(self, mode: str, seats: list[Seat], options: dict[str, object], seed: int,
                  first_player: int | None = None) -> ArgoState:
        return new_game(mode, seats, options, seed, first_player)

    def from_position(self, data: dict[str, Any]) -> ArgoState:
        return load_position(data)

    def reference_inserts(self) -> dict[str, str]:
        from game.argo.reference import inserts
        return inserts()


GAME = ArgoGame()
