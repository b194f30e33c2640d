"""The set-up of every player count (spec 2, S1-S10; rulebook: Setting up the game) and the
station's geometry (R1-R7)."""

import pytest

from game.argo.grid import ORIGIN, cell, door_names, rotate, to_cell
from game.argo.rules_data import argo_data
from game.argo.station import Station
from tests.game.argo.argo_helpers import EAST_LINE, at, legal, new_state, position, refused


@pytest.mark.parametrize("players, pods, slots", [(2, ["pod-1", "pod-3", "pod-5", "pod-6"], 8),
                                                   (3, ["pod-1", "pod-2", "pod-3", "pod-4", "pod-5", "pod-6"], 10),
                                                   (4, ["pod-1", "pod-2", "pod-3", "pod-4", "pod-5", "pod-6"], 12)])
def test_the_set_up_of_every_player_count(players, pods, slots):
    state = new_state(players, seed=7)
    data = argo_data()
    assert state.station.tiles[ORIGIN] == ("wr", 0)
    assert len(state.where) == 5 * players and set(state.occ[ORIGIN]) == set(state.astronauts)
    corridors = [state.station.tiles[to_cell(c)] for c in ("0,-1", "1,0", "0,1", "-1,0")]
    assert all(tile in data.plain_corridors for tile, _r in corridors)
    assert sorted(state.station.links[ORIGIN]) == sorted(to_cell(c) for c in ("0,-1", "1,0", "0,1", "-1,0"))
    assert state.pod_stack == pods and len(state.track_values) == slots
    assert len(state.display) == 3 and len(state.stack) == 30 - 4 - 3
    assert state.alien_cell == {} and state.scores == [0] * players and state.track == []
    assert state.first_turn == frozenset(range(players)) and state.cover == 2 and state.alien_score() == 3
    assert state.invariant_problems() == []


def test_the_first_player_is_random_unless_given_and_the_set_up_follows_the_seed():
    firsts = {new_state(4, seed=s, first_player=None).active for s in range(12)}
    assert len(firsts) > 1
    assert new_state(3, seed=5, first_player=2).active == 2
    assert new_state(3, seed=5).to_position() == new_state(3, seed=5).to_position()
    assert new_state(3, seed=5).to_position()["stack"] != new_state(3, seed=6).to_position()["stack"]


def test_q25_the_starting_corridors_are_drawn_at_random_and_each_faces_the_waking_room():
    seen = set()
    for seed in range(10):
        state = new_state(2, seed=seed)
        for c in ("0,-1", "1,0", "0,1", "-1,0"):
            seen.add(state.station.tiles[to_cell(c)])
        assert state.station.frontier, "the starting corridors leave doors for the next tiles"
    assert len({tile for tile, _r in seen}) > 4 and len({r for _t, r in seen}) > 1


def test_the_difficulty_token_hides_one_two_or_three_slots():
    assert [new_state(2, difficulty=d).alien_score() for d in ("easy", "medium", "hard")] == [2, 3, 4]
    assert new_state(4, difficulty="hard").cover == 3


def test_r1_the_station_holds_at_most_one_tile_per_cell():
    state = position(2, tiles=EAST_LINE, display=["cor-05", "lab", "safe"], step="build")
    assert "already taken" in refused(state, "place lab 1,0 0")
    with pytest.raises(ValueError, match="placed more than once"):
        position(2, tiles={"1,0": ["cor-01", 90], "2,0": ["cor-01", 90]})


def test_r2_each_side_is_a_door_or_a_wall_and_turning_a_tile_turns_its_doors():
    doors = argo_data().tile["cor-05"].doors
    assert door_names(doors) == ["N", "E"]
    assert [door_names(rotate(doors, r)) for r in (90, 180, 270)] == [["E", "S"], ["S", "W"], ["N", "W"]]
    state = position(2, tiles={"1,0": ["lab", 270]})
    assert state.view(0)["tiles"][1]["doors"] == ["N", "W"]


def test_r3_two_neighbours_are_linked_only_when_both_facing_sides_are_doors():
    data = argo_data()
    station = Station(data, {ORIGIN: ("wr", 0), cell(1, 0): ("cor-01", 90), cell(2, 0): ("cor-02", 0),
                             cell(1, 1): ("cor-03", 0)})
    assert cell(2, 0) not in station.links[cell(1, 0)]  # the N-S corridor turns a wall to 1,0's door
    assert cell(1, 1) not in station.links[cell(1, 0)]  # 1,0 has a wall on its south side
    assert station.links[cell(1, 0)] == (ORIGIN,)


def test_r4_movement_follows_links_not_walls_or_corners():
    # 1,1 is reached through 0,1; its north door faces the south wall of the corridor at 1,0
    tiles = {"1,0": ["cor-01", 90], "0,1": ["cor-08", 270], "1,1": ["cor-05", 270]}
    state = position(2, tiles=tiles, astronauts={"RC": "1,0"}, step="actions")
    assert "move RC 1,1" not in legal(state) and "move RG 1,1" not in legal(state)
    assert "walls and corners" in refused(state, "move RC 1,1")
    assert "walls and corners" in refused(state, "move RG 1,1")  # a corner of the Waking Room
    assert "move RG 0,1" in legal(state)


def test_r5_the_waking_room_holds_anyone_stays_on_0_0_and_is_never_moved():
    state = position(4, tiles={"1,0": ["control", 0]}, astronauts={"RC": "1,0"}, step="actions")
    assert len(state.occ[ORIGIN]) == 19
    state.apply("activate RC")
    assert not any(a.startswith("relocate wr ") for a in legal(state))
    assert "neither the Waking Room" in refused(state, "relocate wr 2,0 0")
    with pytest.raises(ValueError, match="Waking Room lies on 0,0"):
        position(2, tiles={"1,0": ["wr", 0]})


def test_r6_a_corridor_holds_one_astronaut_a_room_two_and_robots_take_room_too():
    state = position(2, tiles={"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "0,1": ["infirmary", 0]},
                     astronauts={"BR": "1,0", "BG": "2,0", "BC": "0,1", "BE": "0,1"}, step="actions")
    assert state.station.capacity[cell(1, 0)] == 1 and state.station.capacity[cell(0, 1)] == 2
    assert all(not a.endswith(" 1,0") and not a.endswith(" 0,1") for a in legal(state) if a.startswith("move"))


def test_r7_an_alien_uses_no_astronaut_room():
    state = position(2, tiles={"1,0": ["cor-01", 90]}, aliens={"A1": "1,0"}, step="actions")
    state.apply("move RR 1,0")
    assert at(state, "RR") == "1,0" and state.alien_at[cell(1, 0)] == "A1"
