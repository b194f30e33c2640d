"""Area 1851."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.area1851.deal import new_game
from game.core.contract import AGES_OPTION, Game, Seat
from game.core.registry import game_info

if TYPE_CHECKING:
    from game.area1851.state import Area1851State

AGES = AGES_OPTION
"""Each seat's age or None, for the last tie-break (the new-game dialog's "Ages" field)."""


class Area1851Game(Game):
    def __init__(self) -> None:
        self.info = game_info("area1851")

    def new_state(self, mode: str, seats: list[Seat], options: dict[str, Any], seed: int,
                  first_player: int | None = None) -> Area1851State:
        return new_game(seats, options, seed, first_player)

    def from_position(self, data: dict[str, Any]) -> Area1851State:
        from game.area1851.position_fill import load_position
        return load_position(data)

    def check_setup(self, mode: str, seats: list[Seat], options: dict[str, Any]) -> dict[str, Any]:
        """The mode's options, and optionally ``ages``: one whole number from 1 to 120 (or None) per seat."""
        ages = options.get(AGES)
        full = super().check_setup(mode, seats, {k: v for k, v in options.items() if k != AGES})
        if ages is not None:
            if not isinstance(ages, list) or len(ages) != len(seats) or not all(
                    age is None or (isinstance(age, int) and not isinstance(age, bool) and 1 <= age <= 120)
                    for age in ages):
                raise ValueError(f"Option 'ages' gives one age from 1 to 120 (or none) for each of the "
                                 f"{len(seats)} seats.")
            full[AGES] = list(ages)
        return full

    def reference_inserts(self) -> dict[str, str]:
        from game.area1851.reference import reference_inserts
        return reference_inserts()


GAME = Area1851Game()
