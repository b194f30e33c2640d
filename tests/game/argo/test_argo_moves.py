"""Moving Astronauts (R36, R37), pushing (R38-R45) and meeting Aliens (R46-R50), with rulings
Q3, Q5, Q6, Q26 and Q40."""

from tests.game.argo.argo_helpers import EAST_LINE, alien_at, at, events, legal, position, refused, run, step_kind

RING = {"1,0": ["cor-08", 0], "2,0": ["cor-05", 180], "2,1": ["cor-06", 270], "1,1": ["cor-07", 0]}
"""A loop of four corridors east of the Waking Room, entered at 1,0."""


def actions(players: int = 2, **fields):
    fields.setdefault("tiles", EAST_LINE)
    return position(players, step="actions", **fields)


def test_r36_a_move_takes_an_own_astronaut_one_step_through_linked_doors():
    state = actions()
    assert {"move RC 1,0", "move RG 1,0"} <= legal(state) and "move RC 2,0" not in legal(state)
    assert "own Astronauts" in refused(state, "move BC 1,0")
    assert "no tile there" in refused(state, "move RC 0,1")
    assert refused(state, "move RR 2,0") == (  # the Robot dropped two tiles away: the distance is why
        "That tile is 2 tiles away: each step goes to a tile next to this one, through facing striped doors.")
    state.apply("move RG 1,0")
    assert at(state, "RG") == "1,0" and state.actions_left == 1


def test_r37_q3_the_explorer_moves_one_or_two_steps_never_back_to_her_start():
    state = actions()
    state.apply("move RE 1,0")
    assert step_kind(state) == "explorer" and legal(state) == {"step 2,0", "stop"}
    assert "back to the tile her Move started" in refused(state, "step 0,0")
    state.apply("step 2,0")
    assert at(state, "RE") == "2,0" and step_kind(state) == "actions" and state.actions_left == 1
    other = actions()
    run(other, "move RE 1,0", "stop")
    assert at(other, "RE") == "1,0" and other.actions_left == 1
    assert "Only an Explorer" in refused(other, "step 2,0")


def test_r35_no_astronaut_gets_two_move_actions_in_a_turn():
    state = actions()
    state.apply("move RC 1,0")
    assert not any(a.startswith("move RC") for a in legal(state))
    assert "two Move actions" in refused(state, "move RC 2,0")


def test_r38_r39_entering_a_full_tile_pushes_someone_on_never_back_to_where_the_pusher_came_from():
    state = actions(astronauts={"BP": "1,0"})
    state.apply("move RC 1,0")
    assert step_kind(state) == "actions"  # BP had one way to go, so the engine pushed it
    assert at(state, "BP") == "2,0" and at(state, "RC") == "1,0"
    assert state.events_for(None) == ["Ann pushes Bob's Pilot to the Corridor at 2,0 (the only choice)."]
    back = actions(astronauts={"BP": "1,0", "RC": "2,0"}, tiles={**EAST_LINE, "1,-1": ["cor-11", 0],
                                                                 "1,1": ["cor-12", 0], "1,0": ["cor-17", 0]})
    back.apply("move RC 1,0")
    assert legal(back) == {"push BP 0,0", "push BP 1,-1", "push BP 1,1"}
    assert "back to the tile the pusher came from" in refused(back, "push BP 2,0")


def test_r40_a_pushed_astronaut_arriving_on_a_full_tile_pushes_in_turn_until_one_finds_room():
    state = actions(astronauts={"BP": "1,0", "BG": "2,0"})
    state.apply("move RC 1,0")
    assert at(state, "RC") == "1,0" and at(state, "BP") == "2,0" and at(state, "BG") == "3,0"


def test_r41_the_waking_room_and_a_pod_with_a_free_seat_always_have_room():
    state = actions(astronauts={"RC": "2,0", "BP": "1,0"}, tiles={**EAST_LINE, "1,-1": ["pod-1", 180],
                                                                  "1,0": ["cor-17", 0]})
    state.apply("move RC 1,0")
    assert legal(state) == {"push BP 0,0", "push BP 1,-1"}
    state.apply("push BP 1,-1")
    assert at(state, "BP") == "pod-1/0"


def test_r42_q6_no_tile_takes_a_second_pushed_astronaut_in_one_chain():
    steps = [["end_turn"], ["actions"], ["action_done"], ["push", "1,0", "0,0", "RC", ["2,0"]]]
    state = actions(tiles={**EAST_LINE, "1,0": ["cor-17", 0], "1,1": ["cor-12", 0], "1,-1": ["cor-11", 0]},
                    astronauts={"RC": "1,0", "BP": "1,0"}, steps=steps, moved=["RC"])
    assert legal(state) == {"push BP 1,1", "push BP 1,-1"}
    assert "already taken a pushed figure" in refused(state, "push BP 2,0")


def test_q6_a_chain_round_a_loop_ends_and_every_tile_takes_one_pushed_astronaut():
    state = actions(tiles=RING, astronauts={"BC": "1,0", "BE": "2,0", "BP": "2,1", "BG": "1,1"})
    state.apply("move RC 1,0")
    assert legal(state) == {"push BC 2,0", "push BC 1,1"}
    state.apply("push BC 2,0")
    # each further push has one way left: on round the loop, back into 1,0 (which has taken the mover,
    # not a pushed one), and the mover out to the Waking Room, as 2,0 has already taken one
    assert [at(state, a) for a in ("BC", "BE", "BP", "BG", "RC")] == ["2,0", "2,1", "1,1", "1,0", "0,0"]
    assert step_kind(state) == "actions"
    assert state.invariant_problems() == []


def test_r43_a_move_into_a_dead_end_is_not_allowed():
    state = actions(astronauts={"BP": "1,0", "BG": "2,0", "BE": "3,0", "BC": "4,0"},
                    tiles={**EAST_LINE, "0,-1": ["cor-05", 90]})
    assert not any(a.endswith(" 1,0") for a in legal(state)) and "move RC 0,-1" in legal(state)
    assert refused(state, "move RC 1,0") == ("A move into a dead end is not allowed: the pushed Astronaut "
                                              "would have nowhere to go.")


def test_r43_r39_a_full_tile_whose_only_other_door_opens_on_nothing_is_a_dead_end():
    """cor-05 on 1,0 turned so its doors face the Waking Room (West) and an empty cell (North)."""
    state = actions(astronauts={"BP": "1,0"}, tiles={"1,0": ["cor-05", 270], "0,-1": ["cor-01", 0]})
    assert not any(a.endswith(" 1,0") for a in legal(state)) and "move RC 0,-1" in legal(state)
    assert "dead end" in refused(state, "move RC 1,0")


def test_asking_whether_a_move_is_left_lists_the_first_astronaut_that_may_move():
    """The Time Machine's windows ask only whether a Move is left (R84, R86)."""
    state = actions(moved=["RC"])
    everything = state.move_actions(0, skip_moved=True)
    assert [str(a) for a in state.move_actions(0, skip_moved=True, first_only=True)] == ["move RE 1,0"]
    assert {str(a) for a in everything} == {"move RE 1,0", "move RP 1,0", "move RG 1,0", "move RR 1,0"}
    assert [str(a) for a in state.move_actions(0, skip_moved=False, first_only=True)] == ["move RC 1,0"]


def test_r44_the_acting_player_chooses_every_push_and_earns_the_chain():
    tiles = {**EAST_LINE, "1,0": ["cor-17", 0], "1,1": ["cor-12", 0]}
    state = actions(tiles=tiles, astronauts={"BP": "1,0"}, aliens={"A1": "1,1"})
    state.apply("move RG 1,0")
    assert state.to_move() == 0 and legal(state) == {"push BP 2,0", "push BP 1,1"}
    state.apply("push BP 1,1")
    assert at(state, "BP") == "dead" and state.scores == [1, 0]


def test_r45_an_astronaut_in_a_pod_is_never_moved_or_pushed():
    tiles = {**EAST_LINE, "5,0": ["pod-1", 270]}
    state = actions(tiles=tiles, astronauts={"RC": "pod-1/0", "BP": "4,0"})
    assert not any(a.startswith("move RC") for a in legal(state))
    assert "no longer in the station" in refused(state, "move RC 4,0")


def test_r46_an_astronaut_entering_a_tile_with_an_alien_dies_and_the_kill_pays_the_mover():
    state = actions(aliens={"A1": "1,0"})
    state.apply("move RP 1,0")
    assert at(state, "RP") == "dead" and alien_at(state, "A1") == "1,0" and state.scores == [0, 0]
    pushed = actions(aliens={"A1": "2,0"}, astronauts={"BC": "1,0"})
    pushed.apply("move RE 1,0")  # Bob's Chief is pushed onto the Alien: Ann scores 2
    assert at(pushed, "BC") == "dead" and pushed.scores == [2, 0]


def test_r47_a_grunt_entering_a_tile_with_an_alien_kills_it():
    state = actions(aliens={"A1": "1,0"})
    state.apply("move RG 1,0")
    assert at(state, "RG") == "1,0" and state.alien_cell == {} and state.scores == [1, 0]
    assert "kills the Alien on the" in events(state)


def test_r48_robots_and_aliens_ignore_each_other():
    state = actions(aliens={"A1": "1,0"})
    state.apply("move RR 1,0")
    assert at(state, "RR") == "1,0" and alien_at(state, "A1") == "1,0" and state.scores == [0, 0]


def test_r49_q5_a_victim_takes_no_room_but_a_grunt_that_kills_needs_room():
    state = actions(aliens={"A1": "1,0"}, astronauts={"BR": "1,0"})
    state.apply("move RP 1,0")
    assert at(state, "RP") == "dead" and at(state, "BR") == "1,0" and step_kind(state) == "actions"
    grunt = actions(aliens={"A1": "1,0"}, astronauts={"BR": "1,0"})
    grunt.apply("move RG 1,0")
    assert grunt.alien_cell == {} and at(grunt, "RG") == "1,0" and at(grunt, "BR") == "2,0"


def test_r50_q13_a_killed_alien_returns_to_the_supply_and_can_come_back():
    state = actions(aliens={"A1": "1,0", "A2": "3,0"})
    state.apply("move RG 1,0")
    assert "A1" not in state.alien_cell
    again = position(2, tiles=EAST_LINE, aliens={"A2": "3,0"}, display=["cor-11", "lab", "safe"], step="build")
    again.apply("place cor-11 5,0 90")
    assert alien_at(again, "A1") == "5,0"


def test_q26_nobody_is_pushed_out_of_the_waking_room_nor_back_into_it_by_a_mover_from_it():
    state = actions(astronauts={"BP": "1,0"}, tiles={**EAST_LINE, "1,0": ["cor-17", 0], "1,1": ["cor-12", 0]})
    state.apply("move RC 1,0")
    assert legal(state) == {"push BP 2,0", "push BP 1,1"}
    assert "back to the tile the pusher came from" in refused(state, "push BP 0,0")
    crowded = actions(astronauts={"RC": "2,0", "BP": "1,0"}, tiles={**EAST_LINE, "1,0": ["cor-17", 0],
                                                                    "1,1": ["cor-12", 0]})
    run(crowded, "move RC 1,0", "push BP 0,0")
    assert at(crowded, "BP") == "0,0" and len(crowded.occ[crowded.station.first_of_type("waking_room")]) == 9
    assert step_kind(crowded) == "actions"


def test_q40_the_explorers_first_step_onto_an_alien_or_into_a_pod_ends_her_move():
    state = actions(aliens={"A1": "1,0"})
    state.apply("move RE 1,0")
    assert at(state, "RE") == "dead" and step_kind(state) == "actions"
    pod = actions(tiles={"1,0": ["pod-1", 270]})
    pod.apply("move RE 1,0")
    assert at(pod, "RE") == "pod-1/0" and step_kind(pod) == "actions"


def test_q3_the_explorers_second_step_is_an_entry_of_its_own_that_may_push():
    state = actions(astronauts={"BP": "2,0"})
    run(state, "move RE 1,0", "step 2,0")
    assert at(state, "RE") == "2,0" and at(state, "BP") == "3,0"
