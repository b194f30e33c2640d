"""The Building phase (R25-R33) and its rulings (Q19, Q27, Q28, Q34)."""

from game.argo.grid import ORIGIN, cell_text
from game.argo.rules_data import argo_data
from game.argo.station import Station
from tests.game.argo.argo_helpers import (
    EAST_LINE,
    alien_at,
    cell,
    events,
    full_station,
    legal,
    position,
    refused,
    run,
    step_kind,
)

DISPLAY = ["cor-05", "cor-10", "lab"]


def build(**fields):
    fields.setdefault("tiles", EAST_LINE)
    fields.setdefault("display", DISPLAY)
    return position(2, step="build", **fields)


def places(state, tile: str) -> set[str]:
    return {a[len("place ") + len(tile) + 1:] for a in legal(state) if a.startswith(f"place {tile} ")}


def test_r25_the_building_phase_must_place_a_tile_when_one_fits():
    state = build()
    assert {a.split()[0] for a in legal(state)} == {"place"}
    assert "Only the Action phase" in refused(state, "end")
    assert "Astronauts are moved only" in refused(state, "move RC 1,0")


def test_r26_a_tile_goes_on_an_empty_cell_in_any_of_the_four_rotations():
    state = build()
    assert {"5,0 0", "5,0 90", "5,0 180", "5,0 270"} <= places(state, "cor-10")
    assert "already taken" in refused(state, "place cor-10 2,0 0")
    assert "rotation" in refused(state, "place cor-10 5,0 45")


def test_r27_a_new_module_needs_one_door_facing_a_door_of_the_station():
    state = build()
    assert {p for p in places(state, "cor-05") if p.startswith("5,0 ")} == {"5,0 180", "5,0 270"}
    assert "must connect" in refused(state, "place cor-05 5,0 0")
    assert "must connect" in refused(state, "place cor-05 2,1 0")  # under a corridor's wall
    state.apply("place cor-05 5,0 180")  # its other door (S) may face empty space: a dead end is fine
    assert state.station.tiles[cell("5,0")] == ("cor-05", 180)


def test_r28_q28_a_pods_door_never_counts_as_a_link_for_a_new_module():
    data = argo_data()
    module = Station(data, {ORIGIN: (data.waking_room, 0), cell("1,0"): ("cor-01", 90)})
    pod = Station(data, {ORIGIN: (data.waking_room, 0), cell("1,0"): ("pod-1", 90)})
    assert module.module_sides(cell("2,0")) and not pod.module_sides(cell("2,0"))
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "3,0": ["cor-17", 0], "3,-1": ["pod-1", 180]}
    state = build(tiles=tiles)
    assert "never hangs on a pod alone" in refused(state, "place cor-05 4,-1 180")  # its W door faces the pod's wall


def test_r29_a_pod_needs_three_tiles_between_it_and_the_waking_room():
    state = build()
    assert places(state, "pod-1") == {"5,0 270"}  # beyond 1,0 2,0 3,0 and next to 4,0
    assert "at least 3 tiles" in refused(state, "place pod-1 0,-1 180")
    short = build(tiles={"1,0": ["cor-01", 90], "2,0": ["cor-02", 90]})
    assert places(short, "pod-1") == set()


def test_r30_only_the_top_pod_may_be_taken():
    state = build()
    assert state.pod_stack == ["pod-1", "pod-3", "pod-5", "pod-6"]
    assert "Only the top escape pod (the 1-2 pod)" in refused(state, "place pod-5 5,0 270")
    state.apply("place pod-1 5,0 270")
    assert state.pod_stack == ["pod-3", "pod-5", "pod-6"] and state.seated["pod-1"] == (None, None)
    assert not state.revealed


def test_r31_a_taken_module_is_replaced_from_the_stack_at_once():
    state = build(stack=["cor-06", "cor-07", "safe"])
    state.apply("place lab 5,0 180")
    assert state.display == ["cor-05", "cor-10", "safe"]
    assert state.revealed and "The Safe Room is turned face up" in events(state)
    assert "safe" not in state.stack and len(state.stack) == 30 - 5 - 3  # five placed, three face up


def test_r32_a_module_with_the_alien_symbol_brings_an_alien_while_fewer_than_five_are_aboard():
    state = build(display=["cor-11", "cor-05", "lab"])
    state.apply("place cor-11 5,0 90")
    assert alien_at(state, "A1") == "5,0" and "An Alien comes aboard" in events(state)
    full = build(display=["cor-11", "cor-05", "lab"], tiles={**EAST_LINE, "0,-1": ["cor-13", 90]},
                 aliens={"A1": "1,0", "A2": "2,0", "A3": "3,0", "A4": "4,0", "A5": "0,-1"})
    full.apply("place cor-11 5,0 90")
    assert len(full.alien_cell) == 5 and cell("5,0") not in full.alien_at


def test_r33_with_nothing_left_to_place_the_building_phase_is_skipped():
    state = position(2, tiles=full_station(2), display=[], active=1, step="actions")
    assert state.stack == [] and state.pod_stack == []
    state.apply("end")
    assert "No tile is left" in events(state)
    assert step_kind(state) == "actions" and state.active == 0


def test_q19_tiles_left_that_fit_nowhere_complete_the_station_and_start_the_final_round():
    closed = {"0,-1": ["safe", 180], "0,1": ["time", 0], "-1,0": ["warehouse", 90], "1,0": ["cor-05", 270],
              "1,-1": ["cor-06", 180]}
    state = position(2, tiles=closed, active=1, step="actions")
    assert state.station.frontier == {}
    state.apply("end")
    assert "None of the tiles left can be connected" in events(state)
    assert state.final_turns_left == 3 and step_kind(state) == "actions"


def test_r97_placing_the_last_tile_starts_the_final_round():
    tiles = full_station(2, leave_out=("cor-18",), pods=True)
    state = position(2, tiles=tiles, display=["cor-18"], step="build")
    assert state.final_turns_left is None
    spot = sorted(legal(state))[0]
    state.apply(spot)
    assert state.final_turns_left == 3 and "The station is complete" in events(state)


def test_q27_a_pod_may_be_built_next_to_an_alien_and_does_not_leave_for_it():
    state = build(aliens={"A1": "4,0"})
    state.apply("place pod-1 5,0 270")
    assert "pod-1" in state.seated and alien_at(state, "A1") == "4,0"


def test_q34_with_the_stack_empty_the_display_shrinks_and_any_of_it_may_be_taken():
    tiles = full_station(2, leave_out=("cor-18", "safe"))
    state = position(2, tiles=tiles, display=["cor-18", "safe"], step="build")
    assert state.stack == [] and {a.split()[1] for a in legal(state)} >= {"cor-18", "safe"}
    run(state, sorted(a for a in legal(state) if a.startswith("place safe"))[0])
    assert state.display == ["cor-18"] and not state.revealed


def test_r8_every_placed_tile_is_reachable_from_the_waking_room():
    state = build()
    for action in sorted(legal(state)):
        trial = state.clone()
        trial.apply(action)
        assert trial.station.all_connected(), action
        assert cell_text(min(trial.station.distance)) is not None
