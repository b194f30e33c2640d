"""A new game of Argo, set up as the rulebook says (spec 2, S1-S10)."""

from __future__ import annotations

from game.argo.grid import ORIGIN, ROTATIONS, STEP, opposite, rotate
from game.argo.rules_data import argo_data
from game.argo.state import ArgoState
from game.argo.station import Station
from game.core.contract import Seat, first_player_problem


def new_game(mode: str, seats: list[Seat], options: dict[str, object], seed: int,
             first_player: int | None = None) -> ArgoState:
    problem = first_player_problem(first_player, len(seats))
    if problem:
        raise ValueError(problem)
    data = argo_data()
    state = ArgoState(data, mode, seats, options, seed)
    rng = state.rng
    state.active = rng.randrange(state.players) if first_player is None else first_player
    state.acting = state.active
    for astro in state.astronauts:
        state.stand(astro, ORIGIN)
    starting_station(state)
    stack = [m for m in data.modules if m not in state.station.cell_of]
    rng.shuffle(stack)
    state.stack = stack
    state.display = [state.stack.pop() for _ in range(min(data.setup.display, len(stack)))]
    state.pod_stack = list(state.pods_in_play)
    state.first_turn = frozenset(range(state.players))
    state.steps = [("turn_start",)]
    state._advance()
    state.events = []
    return state


def starting_station(state: ArgoState) -> None:
    """The Waking Room with a random plain corridor at each door, each turned at random among the
    ways that face the Waking Room (S5, Q25)."""
    data, rng = state.data, state.rng
    plain = list(data.plain_corridors)
    rng.shuffle(plain)
    tiles = {ORIGIN: (data.waking_room, 0)}
    for side, tile in enumerate(plain[:data.setup.starting_corridors]):
        tiles[ORIGIN + STEP[side]] = (tile, rng.choice(facing_rotations(data.tile[tile].doors, opposite(side))))
    state.station = Station(data, tiles)


def facing_rotations(doors: int, side: int) -> list[int]:
    """The rotations that give a tile a door on ``side`` (a starting corridor faces the Waking Room)."""
    return [r for r in ROTATIONS if rotate(doors, r) >> side & 1]
