"""Area 51: Top Secret."""

from game.area51.positions import RawData, load_position
from game.area51.state import Area51State, new_game
from game.core.contract import Game, Seat
from game.core.registry import game_info


class Area51Game(Game):
    def __init__(self) -> None:
        self.info = game_info("area51")

    def new_state(self, mode: str, seats: list[Seat], options: dict[str, object], seed: int,
                  first_player: int | None = None) -> Area51State:
        return new_game(mode, seats, seed, first_player)

    def from_position(self, data: RawData) -> Area51State:
        return load_position(data)

    def reference_inserts(self) -> dict[str, str]:
        from game.area51.rules_data import artifact_table
        return {"artifacts": artifact_table()}


GAME = Area51Game()
