"""The turn (R9-R11, R34, R35) and the rulings on actions and forced choices (Q2, Q30, Q33, Q35)."""

from game.argo.words import phase_of
from tests.game.argo.argo_helpers import EAST_LINE, at, events, legal, new_state, position, run, step_kind


def test_r9_turns_pass_in_seat_order_from_the_first_player():
    state = position(3, tiles=EAST_LINE, active=2, step="actions")
    state.apply("end")
    assert state.active == 0 and state.turn == 10 and state.to_move() == 0
    run(state, sorted(legal(state))[0], "end")
    assert state.active == 1 and state.turn == 11


def test_r10_a_turn_is_the_alien_phase_then_building_then_actions():
    state = position(2, tiles=EAST_LINE, aliens={"A1": "3,0"}, display=["cor-05", "lab", "safe"], active=1,
                     step="actions")
    state.apply("end")
    assert phase_of(state) == "alien" and {a.split()[0] for a in legal(state)} == {"alien"}
    state.apply("alien A1 2,0")
    assert phase_of(state) == "build" and {a.split()[0] for a in legal(state)} == {"place"}
    state.apply("place lab 5,0 180")
    assert phase_of(state) == "actions" and "end" in legal(state)


def test_r11_a_players_first_turn_has_a_single_action_and_it_is_a_move():
    state = new_state(2, seed=4)
    assert step_kind(state) == "build" and state.first_turn == {0, 1}
    state.apply(sorted(legal(state))[0])
    assert step_kind(state) == "actions"
    assert {a.split()[0] for a in legal(state)} == {"move"} and "end" not in legal(state)
    state.apply(sorted(legal(state))[0])
    if step_kind(state) == "explorer":
        state.apply("stop")
    assert state.active == 1 and state.first_turn == {1}


def test_r34_q2_up_to_two_actions_in_any_order_and_the_phase_may_end_at_once():
    state = position(2, tiles=EAST_LINE, step="actions")
    assert "end" in legal(state) and state.actions_left == 2
    state.apply("end")
    assert state.active == 1
    two = position(2, tiles={**EAST_LINE, "0,-1": ["cor-05", 90]}, step="actions")
    two.apply("move RC 1,0")
    assert two.actions_left == 1 and two.active == 0
    two.apply("move RP 0,-1")
    assert at(two, "RC") == "1,0" and at(two, "RP") == "0,-1" and two.active == 1


def test_r35_q30_two_moves_of_two_astronauts_or_activations_of_two_modules():
    tiles = {"1,0": ["warehouse", 270], "-1,0": ["infirmary", 0], "0,1": ["cor-04", 0]}
    state = position(2, tiles=tiles, astronauts={"RC": "1,0", "RG": "-1,0"}, track=["BP"], step="actions")
    run(state, "activate RC")
    assert state.scores == [4, 0] and state.activated == {"warehouse"}
    assert "activate RG" in legal(state)
    run(state, "activate RG", "revive BP")
    assert state.active == 1 and state.scores == [4, 0] and at(state, "BP") == "0,0"
    moves = position(2, tiles=EAST_LINE | {"0,1": ["cor-11", 0]}, step="actions")
    run(moves, "move RC 1,0", "move RP 0,1")
    assert at(moves, "RC") == "1,0" and at(moves, "RP") == "0,1" and moves.active == 1


def test_q30_a_move_and_an_activation_come_in_either_order():
    tiles = {"1,0": ["warehouse", 270], "0,1": ["cor-04", 0]}
    first = position(2, tiles=tiles, astronauts={"RC": "1,0"}, step="actions")
    run(first, "move RP 0,1", "activate RC")
    second = position(2, tiles=tiles, astronauts={"RC": "1,0"}, step="actions")
    run(second, "activate RC", "move RP 0,1")
    assert first.scores == second.scores == [4, 0]
    assert at(first, "RP") == at(second, "RP") == "0,1"


def test_q33_a_single_possible_victim_or_push_is_taken_by_the_engine_and_logged():
    state = position(2, tiles=EAST_LINE, astronauts={"BP": "1,0"}, step="actions")
    state.apply("move RC 1,0")
    assert at(state, "BP") == "2,0" and "(the only choice)" in events(state)
    assert "pushes Bob's Pilot to the Corridor at 2,0" in events(state)


def test_q33_an_action_phase_with_nothing_left_to_do_ends_by_itself():
    state = position(2, tiles={"1,0": ["cor-01", 90]}, step="actions")
    state.apply("move RC 1,0")  # the corridor is full and leads nowhere: no other Move, no module
    assert state.active == 1 and "Ann has no action to take" in events(state)


def test_q35_turn_order_is_fixed_and_a_player_without_astronauts_still_has_his_place():
    state = position(3, tiles=EAST_LINE, track=["BC", "BE", "BP", "BG"], escaped={"BR": "pod-1/0"},
                     pods_gone=["pod-1"], active=0, step="actions")
    state.apply("end")
    assert state.is_over() and state.over == "stranded" and state.active == 1
