"""Module activations (R65-R70) and every module's effect (R71-R83), with the rulebook's Jump Room
and Lab cases (spec E4, E6) and the rulings Q4, Q8-Q11, Q16 and Q17."""

from game.core.fuzz import position_problems
from tests.game.argo.argo_helpers import (
    EAST_LINE,
    alien_at,
    at,
    cell,
    events,
    found_game,
    legal,
    position,
    refused,
    run,
    step_kind,
)

WAREHOUSE = {"1,0": ["warehouse", 270], "-1,0": ["cor-01", 90]}


def actions(players: int = 2, **fields):
    return position(players, step="actions", **fields)


def test_r65_a_player_activates_the_module_under_one_of_his_astronauts_with_a_token():
    state = actions(tiles=WAREHOUSE, astronauts={"RG": "1,0"})
    assert "activate RG" in legal(state)
    assert "stands on no module" in refused(state, "activate RC")
    assert "own Astronauts" in refused(state, "activate BC")
    state.apply("activate RG")
    assert state.tokens == {"warehouse": (0,)} and state.actions_left == 1


def test_r66_a_module_works_twice_per_game_for_two_different_players():
    state = actions(tiles=WAREHOUSE, astronauts={"RG": "1,0", "BG": "1,0"}, tokens={"warehouse": ["red"]})
    assert "activate RG" not in legal(state)
    assert "already activated the Warehouse" in refused(state, "activate RG")
    bob = actions(tiles=WAREHOUSE, astronauts={"RG": "1,0", "BG": "1,0"}, tokens={"warehouse": ["red"]}, active=1)
    bob.apply("activate BG")
    assert bob.tokens["warehouse"] == (0, 1) and bob.scores == [0, 2]
    full = actions(tiles=WAREHOUSE, astronauts={"RG": "1,0"}, tokens={"warehouse": ["blue", "green"]}, players=3)
    assert "activated twice already" in refused(full, "activate RG")


def test_r67_q17_corridors_teleporters_the_core_and_safe_rooms_and_pods_are_never_activated():
    tiles = {"1,0": ["core", 0], "-1,0": ["safe", 90], "0,1": ["tele-1", 0], "0,-1": ["cor-03", 0]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0", "RE": "-1,0", "RP": "0,-1"})
    assert not any(a.startswith("activate") for a in legal(state))
    assert "has no effect to activate" in refused(state, "activate RC")
    assert "has no effect to activate" in refused(state, "activate RE")


def test_r68_q17_an_activation_is_offered_only_when_its_effect_can_happen():
    tiles = {"1,0": ["laser", 90], "-1,0": ["infirmary", 0], "0,1": ["security", 0], "0,-1": ["lab", 90]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0", "RE": "-1,0", "RP": "0,1", "RG": "0,-1"})
    assert not any(a.startswith("activate") for a in legal(state))  # no Alien, no body, no pod passenger
    assert "nothing to do" in refused(state, "activate RE")
    busy = actions(tiles={**tiles, "2,0": ["cor-01", 90]}, astronauts={"RC": "1,0", "RE": "-1,0", "RG": "0,-1"},
                   aliens={"A1": "2,0"}, track=["BP"])
    assert {"activate RC", "activate RE", "activate RG"} <= legal(busy)


def test_r69_a_robot_may_not_activate_the_lab_or_the_laser():
    tiles = {"1,0": ["laser", 90], "2,0": ["cor-01", 90], "-1,0": ["lab", 0], "-1,-1": ["cor-02", 0]}
    state = actions(tiles=tiles, astronauts={"RR": "1,0", "RC": "-1,0"}, aliens={"A1": "2,0"})
    assert "activate RR" not in legal(state) and "activate RC" in legal(state)
    assert "A Robot may not activate the Laser" in refused(state, "activate RR")


def test_r70_nobody_activates_the_time_machine_in_his_own_turn():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180]}
    state = actions(tiles=tiles, astronauts={"RG": "0,-2"})
    assert "activate RG" not in legal(state)
    assert "never activated in its user's own turn" in refused(state, "activate RG")


LAB = {"1,0": ["lab", 270], "1,-1": ["cor-03", 0], "-1,0": ["cor-01", 90]}
"""The Lab at 1,0 (doors W and N) and a corridor north of it."""


def test_r71_q8_the_lab_swaps_a_living_astronaut_on_a_module_with_any_alien():
    tiles = {**LAB, "0,1": ["safe", 0]}
    state = actions(tiles=tiles, astronauts={"RP": "1,0", "BR": "-1,0", "BC": "0,1"}, aliens={"A1": "1,-1"})
    state.apply("activate RP")
    assert step_kind(state) == "lab"
    assert legal(state) == {"swap RP A1"}  # not the Robot, not the Safe Room, not the Waking Room
    assert "living beings" in refused(state, "swap BR A1")
    assert "Safe Room" in refused(state, "swap BC A1")
    state.apply("swap RP A1")
    assert at(state, "RP") == "1,-1" and alien_at(state, "A1") == "1,0"


def test_r61_an_alien_swapped_next_to_a_boarded_pod_makes_it_take_off():
    tiles = {"1,0": ["lab", 270], "1,-1": ["pod-1", 180], "-1,0": ["cor-01", 90]}
    state = actions(tiles=tiles, astronauts={"RP": "1,0", "BP": "pod-1/0"}, aliens={"A1": "-1,0"})
    run(state, "activate RP", "swap RP A1")
    assert at(state, "BP") == "escaped" and alien_at(state, "A1") == "1,0"
    assert "The 1-2 pod takes off (an Alien comes next to it) with Bob's Pilot aboard." in events(state)


def test_r72_an_alien_swapped_among_astronauts_kills_one_at_once():
    state = actions(tiles=LAB, astronauts={"RP": "1,0", "BC": "1,0"}, aliens={"A1": "1,-1"})
    run(state, "activate RP", "swap RP A1")
    assert at(state, "BC") == "dead" and at(state, "RP") == "1,-1" and state.scores == [2, 0]


def test_e6_r73_the_lab_swap_onto_a_teleporter_teleports_nobody():
    tiles = {"1,0": ["lab", 270], "1,-1": ["tele-1", 0], "-1,0": ["tele-2", 90]}
    state = actions(tiles=tiles, astronauts={"RP": "1,0"}, aliens={"A1": "1,-1"})
    run(state, "activate RP", "swap RP A1")
    assert at(state, "RP") == "1,-1" and alien_at(state, "A1") == "1,0"
    assert state.tokens == {"lab": (0,)} and state.track == [] and step_kind(state) == "actions"


def test_r73_q8_a_swapped_astronaut_landing_on_a_full_tile_pushes_with_no_came_from():
    tiles = {**LAB, "1,-1": ["cor-17", 0], "1,-2": ["cor-04", 0], "2,-1": ["cor-02", 90]}
    state = actions(tiles=tiles, astronauts={"RP": "1,0", "BR": "1,-1"}, aliens={"A1": "1,-1"})
    run(state, "activate RP", "swap RP A1")
    assert legal(state) == {"push BR 1,0", "push BR 1,-2", "push BR 2,-1"}  # even back onto the Lab
    state.apply("push BR 1,0")
    assert at(state, "BR") == "1,0" and alien_at(state, "A1") == "1,0" and at(state, "RP") == "1,-1"


def test_q8_a_lab_swap_puts_no_alien_on_a_tile_that_already_holds_one():
    state = actions(tiles={**LAB, "2,-1": ["cor-02", 90], "1,-1": ["cor-17", 0]},
                    astronauts={"RP": "1,0", "BE": "1,-1"}, aliens={"A1": "1,-1", "A2": "2,-1"})
    run(state, "activate RP")
    assert "swap BE A2" not in legal(state) and "swap RP A2" in legal(state)
    assert "only one Alien" in refused(state, "swap BE A2")


CONTROL = {"1,0": ["control", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "1,1": ["cor-03", 0]}
"""The Control Room at 1,0 between the Waking Room, a corridor line east and one south."""


def test_r74_the_control_room_moves_or_turns_any_tile_but_the_waking_room_and_pods_with_its_load():
    tiles = {**CONTROL, "4,0": ["cor-17", 0], "4,1": ["pod-1", 0]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0", "BP": "3,0"}, aliens={"A1": "3,0"})
    state.apply("activate RC")
    moves = legal(state)
    assert "relocate cor-03 1,1 90" not in moves  # turned that way it would lose its only link
    assert "relocate cor-02 1,2 0" not in moves and any(a.startswith("relocate cor-03 ") for a in moves)
    assert not any(a.startswith("relocate pod-1 ") or a.startswith("relocate wr ") for a in moves)
    assert "neither the Waking Room nor an escape pod" in refused(state, "relocate pod-1 5,0 270")
    assert "relocate cor-03 -1,0 90" in moves
    state.apply("relocate cor-03 -1,0 90")
    assert state.station.cell_of["cor-03"] == cell("-1,0") and at(state, "BP") == "3,0"


def test_r75_a_moved_tile_must_join_a_module_and_never_cut_the_station():
    state = actions(tiles=CONTROL, astronauts={"RC": "1,0"})
    state.apply("activate RC")
    assert "relocate cor-01 0,-1 0" not in legal(state)  # 3,0 would be cut off
    assert "cut in two" in refused(state, "relocate cor-01 0,-1 0")
    assert "relocate cor-02 0,-1 0" in legal(state)
    assert "moved or turned" in refused(state, "relocate cor-02 3,0 90")
    assert "relocate cor-02 3,0 270" in legal(state)  # turned in place: still joined


def test_r75_a_tile_that_holds_three_parts_together_may_go_only_where_it_joins_all_three():
    """cor-10 at 1,0 links the Waking Room, the corridor east (2,0) and cor-17 south (1,1)."""
    tiles = {"-1,0": ["control", 0], "1,0": ["cor-10", 0], "2,0": ["cor-01", 90], "1,1": ["cor-17", 0]}
    state = actions(tiles=tiles, astronauts={"RC": "-1,0"})
    state.apply("activate RC")
    moves = legal(state)
    assert {"relocate cor-10 1,0 90", "relocate cor-10 1,0 180", "relocate cor-10 1,0 270"} <= set(moves)
    assert not any(a.startswith("relocate cor-10 ") and " 1,0 " not in a for a in moves)
    assert "cut in two" in refused(state, "relocate cor-10 0,1 0")  # joins the south part, not the east one


def test_r76_q10_carried_pieces_trigger_nothing_and_keep_their_tokens():
    tiles = {**CONTROL, "3,0": ["tele-1", 90], "0,-1": ["tele-2", 0], "-1,0": ["warehouse", 90]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0", "BP": "3,0"}, tokens={"warehouse": ["blue"]})
    run(state, "activate RC", "relocate tele-1 1,2 0")
    assert at(state, "BP") == "1,2" and state.station.cell_of["tele-1"] == cell("1,2")
    assert step_kind(state) == "actions"  # no teleport for the one who rode along
    other = actions(tiles=tiles, astronauts={"RC": "1,0"}, tokens={"warehouse": ["blue"]})
    other.apply("activate RC")
    other.apply("relocate warehouse 1,2 0")
    assert other.tokens["warehouse"] == (1,) and other.tokens["control"] == (0,)


def test_q10_the_control_room_may_move_itself_with_its_activator_aboard():
    state = actions(tiles={"-1,0": ["control", 270], "1,0": ["cor-01", 90]}, astronauts={"RC": "-1,0"})
    state.apply("activate RC")
    assert "relocate control 2,0 90" in legal(state)
    state.apply("relocate control 2,0 90")
    assert at(state, "RC") == "2,0" and state.station.cell_of["control"] == cell("2,0")
    hub = actions(tiles=CONTROL, astronauts={"RC": "1,0"})
    hub.apply("activate RC")
    assert not any(a.startswith("relocate control ") for a in legal(hub))  # the station hangs on it


def test_e4_r77_an_explorer_in_the_jump_room_moves_up_to_four_tiles_as_one_action():
    tiles = {"1,0": ["jump", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "4,0": ["cor-03", 90],
             "5,0": ["cor-04", 90]}
    state = actions(tiles=tiles, astronauts={"RE": "1,0"})
    run(state, "activate RE", "step 2,0", "step 3,0")
    assert step_kind(state) == "jump" and "stop" in legal(state)
    run(state, "step 4,0", "step 5,0")
    assert at(state, "RE") == "5,0" and state.tokens == {"jump": (0,)}
    assert state.actions_left == 1 and step_kind(state) == "actions"


def test_q4_the_second_jump_move_is_optional_and_a_jumper_may_still_get_a_move_action():
    tiles = {"1,0": ["jump", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0"})
    run(state, "activate RC")
    assert "stop" not in legal(state)  # the first Move must be made
    run(state, "step 2,0")
    assert legal(state) == {"step 3,0", "step 1,0", "stop"}
    run(state, "stop", "move RC 3,0")
    assert at(state, "RC") == "3,0" and state.active == 1


def test_r78_q9_the_laser_kills_an_alien_next_to_one_of_the_players_astronauts_robot_included():
    tiles = {"1,0": ["laser", 90], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "4,0": ["cor-03", 90]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0", "RR": "3,0"}, aliens={"A1": "4,0", "A2": "2,0"})
    state.apply("activate RC")
    assert legal(state) == {"laser A1", "laser A2"}
    state.apply("laser A1")
    assert alien_at(state, "A1") is None and state.scores == [1, 0]
    alone = actions(tiles=tiles, astronauts={"RC": "1,0"}, track=["RE", "RP", "RG", "RR"], aliens={"A1": "1,0"})
    assert "activate RC" not in legal(alone)  # an Alien on the Laser itself is no target


def test_r79_the_infirmary_revives_anyone_from_the_track_and_the_track_closes_up():
    tiles = {"-1,0": ["infirmary", 0]}
    state = actions(tiles=tiles, astronauts={"RG": "-1,0"}, track=["BP", "RC", "BG"], scores={"red": 3, "blue": 1})
    assert state.alien_score() == 8
    run(state, "activate RG", "revive BP")
    assert state.track == ["BG", "RC"] and at(state, "BP") == "0,0"
    assert state.alien_score() == 6 and state.scores == [3, 1]


def test_r80_the_warehouse_pays_two_and_four_to_a_chief():
    state = actions(tiles=WAREHOUSE, astronauts={"RG": "1,0"})
    state.apply("activate RG")
    chief = actions(tiles=WAREHOUSE, astronauts={"RC": "1,0"})
    chief.apply("activate RC")
    assert state.scores == [2, 0] and chief.scores == [4, 0]


def test_r81_q16_the_security_center_launches_any_pod_with_someone_aboard():
    tiles = {**EAST_LINE, "5,0": ["pod-1", 270], "-1,0": ["security", 0]}
    state = actions(tiles=tiles, astronauts={"RE": "-1,0", "BC": "pod-1/0"})
    state.apply("activate RE")
    assert state.describe(state.legal_actions()[0], None) == ("The Security Center launches the 1-2 pod with "
                                                              "Bob's Chief aboard.")
    state.apply("launch pod-1")
    assert at(state, "BC") == "escaped" and state.scores == [0, 2] and state.pods_gone == ["pod-1"]
    assert "takes off" not in events(state)  # the action's line has said it all
    empty = actions(tiles=tiles, astronauts={"RE": "-1,0"})
    assert "activate RE" not in legal(empty)


def test_r82_q11_the_core_room_kills_whoever_began_and_ends_the_turn_there_robots_too():
    tiles = {"1,0": ["core", 0], "2,0": ["cor-01", 90]}
    state = actions(tiles=tiles, astronauts={"RC": "1,0", "RR": "1,0"}, core_start=["RC", "RR"])
    state.apply("end")
    assert at(state, "RC") == "dead" and at(state, "RR") == "dead" and state.scores == [0, 0]
    assert "Core Room's radiation" in events(state)
    left = actions(tiles=tiles, astronauts={"RC": "1,0", "RE": "2,0"}, core_start=["RC"])
    run(left, "move RC 0,0", "move RE 1,0")
    assert at(left, "RC") == "0,0" and at(left, "RE") == "1,0"  # entered during the turn: spared


def test_q11_leaving_the_core_room_and_being_pushed_back_in_is_still_deadly():
    tiles = {"1,0": ["core", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90]}
    state = actions(tiles=tiles, astronauts={"RG": "1,0", "RC": "3,0"}, core_start=["RG"])
    run(state, "move RG 2,0", "move RC 2,0")  # RG is pushed back into the Core Room
    assert at(state, "RG") == "dead" and at(state, "RC") == "2,0"


def test_r83_no_alien_is_ever_on_the_safe_room():
    tiles = {"1,0": ["cor-17", 0], "1,1": ["safe", 0], "-1,0": ["lab", 0], "-1,-1": ["cor-03", 0]}
    state = actions(tiles=tiles, astronauts={"RP": "-1,0", "BE": "1,1"}, aliens={"A1": "1,0"})
    state.apply("activate RP")
    assert not any(a.startswith("swap BE") for a in legal(state))
    walker = position(2, tiles=tiles, aliens={"A1": "1,0"}, step="alien")
    assert "alien A1 1,1" not in legal(walker)


def test_a_lab_swap_whose_kill_fills_the_alien_track_ends_the_game_with_its_push_unchosen():
    """Found by the property test: the swapped Astronaut lands on a full corridor, the Alien's kill
    fills the track, and the game ends before the push is chosen; that final position is sound."""
    state = found_game("lab_swap_fills_the_track")
    assert state.is_over() and state.over == "track" and position_problems(state) == []
