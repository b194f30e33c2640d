"""Advice, not rules: whether an instant card could help the team now (Cooperative and Solo).

The engine offers every legal answer; the table uses this to spare a teammate the question
when the only answers would work against the team, such as Chatter keeping a worker from
going down, or Wet floor pulling workers off Floor 0.
"""

from __future__ import annotations

from game.elevator.board import ELEVATOR, GROUND, is_boss
from game.elevator.state import ElevatorState


def height(state: ElevatorState, alien: str, place: int) -> float:
    """How far from Floor 0 an Alien at ``place`` is; inside the elevator counts half a floor less
    than standing beside it (a Floor 0 card brings everyone inside down at once)."""
    return state.elevator - 0.5 if place == ELEVATOR else place


def helps_the_team(state: ElevatorState, card: str) -> bool:
    effect = state.card_type(card).effect
    if effect == "chatter":
        leaving = state.steps[-2]  # the worker about to leave, under the open window
        assert leaving[0] == "leave", "Chatter answers a worker about to leave"
        alien, dest = leaving[1], leaving[2]
        return height(state, alien, dest) > height(state, alien, state.loc[alien])
    if effect == "wet_floor":
        return state.elevator != GROUND and any(not is_boss(a) for a in state.aliens_at(state.elevator))
    return True  # Hacker and Broken elevator may always spare the team a bad floor
