"""Building Argo positions for the scenario tests, and reading their outcome.

Positions are plain dicts (docs/positions.md) loaded through ``game.argo.GAME.from_position``.
Seats are Ann (red), Bob (blue), Cid (green) and Dee (yellow) in that order; Ann moves and it
is nobody's first turn unless a test says otherwise. Astronauts a scenario does not list stand
in the Waking Room; Aliens it does not list are in the supply. Games are built from
``game.argo.GAME`` directly, without a session.
"""

from __future__ import annotations

import pytest

from game.argo import GAME
from game.argo.grid import to_cell
from game.core.contract import Seat
from game.core.errors import IllegalAction

NAMES = ["Ann", "Bob", "Cid", "Dee"]
COLOURS = ["red", "blue", "green", "yellow"]


def seats(players: int, colours: list[str] | None = None) -> list[dict]:
    colours = colours or COLOURS
    return [{"name": NAMES[i], "colour": colours[i]} for i in range(players)]


def seat_objects(players: int) -> list[Seat]:
    return [Seat(s["name"], s["colour"]) for s in seats(players)]


def new_state(players: int, seed: int = 0, first_player: int | None = 0, **options):
    chosen = seat_objects(players)
    return GAME.new_state("standard", chosen, GAME.check_setup("standard", chosen, options), seed, first_player)


def position(players: int = 2, colours: list[str] | None = None, **fields):
    """A state from a position: Ann (seat 0) to play, turn 9 (nobody's first turn)."""
    data = {"mode": "standard", "seats": seats(players, colours), "active": 0, "turn": 9}
    data.update(fields)
    return GAME.from_position(data)


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def verbs(state) -> set[str]:
    return {a.verb for a in state.legal_actions()}


def run(state, *actions: str):
    for action in actions:
        state.apply(action)
    return state


def refused(state, action: str) -> str:
    """Apply an action that must be refused; return the reason, and check nothing changed."""
    before = state.to_position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.to_position() == before
    return str(caught.value)


def events(state) -> str:
    return " | ".join(state.events_for(None))


def at(state, astro: str) -> str | None:
    """Where an Astronaut stands (x,y), sits (pod/seat), or dead / escaped."""
    position = state.to_position()
    if astro in position["track"]:
        return "dead"
    if astro in position["escaped"]:
        return "escaped"
    return position["astronauts"].get(astro)


def alien_at(state, alien: str) -> str | None:
    return state.to_position()["aliens"].get(alien)


def step_kind(state) -> str:
    return state.steps[-1][0]


def cell(text: str) -> int:
    return to_cell(text)


def full_station(players: int = 2, leave_out: tuple = (), pods: bool = True) -> dict:
    """A station holding every module (but ``leave_out``) and, with ``pods``, every pod in play:
    each tile in data order on the first free cell a module's door faces, turned to fit."""
    from game.argo.grid import ORIGIN, ROTATIONS, cell_text, rotate
    from game.argo.rules_data import argo_data
    from game.argo.station import Station
    data = argo_data()
    station = Station(data, {ORIGIN: (data.waking_room, 0)})
    tiles = [m for m in data.modules if m not in leave_out]
    if pods:
        tiles += list(data.pods_for(players))
    for tile in tiles:
        doors = data.tile[tile].doors
        cell, rotation = next((c, r) for c, sides in sorted(station.frontier.items()) for r in ROTATIONS
                              if rotate(doors, r) & sides)
        station = station.with_tile(cell, tile, rotation)
    return {cell_text(c): [tile, rot] for c, (tile, rot) in station.tiles.items() if tile != data.waking_room}


# A straight line of corridors east of the Waking Room, joined door to door: 1,0 .. 4,0.
EAST_LINE = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "3,0": ["cor-03", 90], "4,0": ["cor-04", 90]}


def found_game(name: str):
    """The position at the end of a game a soak or property test found, replayed from its log
    in tests/game/argo/data/NAME.json (seed, players, log)."""
    import json
    from pathlib import Path

    from game.core.session import Session, Setup
    from game.core.simulate import default_seats
    game = json.loads((Path(__file__).parent / "data" / f"{name}.json").read_text())
    session = Session(Setup("argo", "standard", default_seats("argo", game["players"], mode="standard"), {},
                            game["seed"], practice=True))
    for text in game["log"]:
        session.apply(next(a for a in session.state.legal_actions() if str(a) == text))
    return session.state
