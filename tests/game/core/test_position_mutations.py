"""Damaged positions, every game (docs/positions.md: a bad position is refused naming its field).

Positions reached by random play are damaged one value at a time (a wrong type, a number out of
range, an unknown id, an empty text). Each damaged position is either refused with a ValueError,
or it loads as a position that holds together and plays on; never another exception.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.core.contract import Seat
from game.core.registry import get_game

DAMAGE: list[Any] = ["", 1.5, "R1", [], {}, None, -3, 10**20, True, "x", 7, 0, [1, 2], {"a": 1}, "0,1", 999, -1]
TABLES = {"elevator": ("competitive", ["red", "blue", "green"]), "area51": ("standard", ["white", "black", "pink"]),
          "area1851": ("standard", ["yellow", "purple", "white"]), "argo": ("standard", ["red", "blue", "green"])}
DAMAGED_PER_GAME = 400


def played_positions(game_id: str, rng: random.Random, count: int = 5) -> list[dict[str, Any]]:
    engine = get_game(game_id)
    mode, colours = TABLES[game_id]
    seats = [Seat(f"P{i}", colour) for i, colour in enumerate(colours)]
    positions = []
    for _ in range(count):
        state = engine.new_state(mode, seats, engine.check_setup(mode, seats, {}), rng.randrange(10**6))
        for _ in range(rng.randrange(200)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        positions.append(json.loads(json.dumps(state.to_position())))
    return positions


def places(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a position's data: keys of mappings and indexes of lists, at any depth."""
    if path:
        yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from places(value, (*path, index))


def damaged(position: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], tuple[Any, ...]]:
    data = copy.deepcopy(position)
    path = rng.choice(list(places(data)))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = rng.choice(DAMAGE)
    return data, path


@pytest.mark.parametrize("game_id", list(TABLES))
def test_a_damaged_position_is_refused_or_loads_whole_and_plays_on(game_id):
    rng = random.Random(1)
    engine = get_game(game_id)
    positions = played_positions(game_id, rng)
    refused = 0
    for _ in range(DAMAGED_PER_GAME):
        data, path = damaged(rng.choice(positions), rng)
        try:
            state = engine.from_position(data)
        except ValueError as error:
            assert str(error), path
            refused += 1
            continue
        assert state.invariant_problems() == [], (path, data)
        for _ in range(20):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
            assert state.invariant_problems() == [], (path, data)
    assert refused > DAMAGED_PER_GAME // 4  # most damage is refused; the rest was harmless


@pytest.mark.parametrize("change, words", [
    (("vehicles", "truck-blue", "number"), 999),
    (("vehicles", "truck-blue", "number"), -1),
    (("turn",), -5),
])
def test_area51_a_vehicle_number_or_turn_out_of_range_is_refused(change, words):
    rng = random.Random(2)
    position = next(p for p in played_positions("area51", rng, 8) if "truck-blue" in p["vehicles"])
    node = position
    for key in change[:-1]:
        node = node[key]
    node[change[-1]] = words
    with pytest.raises(ValueError):
        get_game("area51").from_position(position)
