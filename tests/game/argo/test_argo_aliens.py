"""The Alien phase (R12-R24): one Alien moves, its pushes, then every Alien kills; the rulebook's
Alien examples (spec E1, E2, E7, E8)."""

from tests.game.argo.argo_helpers import alien_at, at, events, legal, position, refused, step_kind

E1_TILES = {"1,0": ["cor-01", 90], "-1,0": ["cor-02", 90], "0,-1": ["cor-03", 0], "0,1": ["cor-04", 0],
            "2,0": ["cor-17", 0], "0,2": ["safe", 0]}


def e1():
    return position(2, tiles=E1_TILES, aliens={"A1": "2,0", "A2": "0,1"}, astronauts={"BP": "1,0"}, step="alien")


def test_e1_alien_a_moves_and_kills_the_pilot_alien_b_cannot_move():
    state = e1()
    assert legal(state) == {"alien A1 1,0"}
    assert "Waking Room" in refused(state, "alien A2 0,0")
    assert "Safe Room" in refused(state, "alien A2 0,2")
    state.apply("alien A1 1,0")
    assert alien_at(state, "A1") == "1,0" and alien_at(state, "A2") == "0,1"
    assert at(state, "BP") == "dead" and state.track == ["BP"]
    assert state.scores == [1, 0] and state.alien_score() == 4
    assert step_kind(state) == "build" and state.to_move() == 0
    assert state.events_for(None) == ["The Alien on the Corridor at 1,0 kills Bob's Pilot (the only choice)."]


def test_r12_with_aliens_aboard_the_active_player_must_move_exactly_one():
    state = e1()
    assert {a.split()[0] for a in legal(state)} == {"alien"}
    assert "only in the Building phase" in refused(state, "place cor-05 3,0 0")
    state.apply("alien A1 1,0")
    assert "alien" not in {a.split()[0] for a in legal(state)}


def test_r13_aliens_never_enter_the_waking_room_a_pod_or_the_safe_room():
    state = position(2, tiles={**E1_TILES, "3,0": ["pod-1", 270]}, aliens={"A1": "2,0", "A2": "0,1"}, step="alien")
    assert "escape pod" in refused(state, "alien A1 3,0")
    assert legal(state) == {"alien A1 1,0"}


def test_r14_q22_no_alien_can_move_so_none_moves_but_the_kills_still_happen():
    tiles = {"0,1": ["cor-04", 0], "0,2": ["safe", 0], "1,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, aliens={"A2": "0,1"}, astronauts={"BC": "0,1"}, active=1, step="actions")
    state.apply("end")  # Bob ends his turn; Ann's begins with the Alien phase
    assert at(state, "BC") == "dead" and state.scores == [2, 0]
    assert "No Alien can move" in events(state)
    assert step_kind(state) == "build"


def test_r15_an_alien_stepping_onto_an_alien_pushes_it_on_never_back():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-17", 0], "3,0": ["cor-02", 90], "2,1": ["cor-03", 0]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0", "A2": "2,0"}, step="alien")
    state.apply("alien A1 2,0")
    assert step_kind(state) == "alien_push"
    assert legal(state) == {"push A2 3,0", "push A2 2,1"}
    assert "back" in refused(state, "push A2 1,0")
    state.apply("push A2 2,1")
    assert alien_at(state, "A1") == "2,0" and alien_at(state, "A2") == "2,1"


def test_r16_an_alien_move_whose_push_chain_ends_nowhere_is_refused():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "3,0": ["warehouse", 270],
             "0,-1": ["cor-03", 0], "0,-2": ["cor-04", 0]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0", "A2": "2,0", "A3": "3,0", "A4": "0,-1"}, step="alien")
    assert legal(state) == {"alien A4 0,-2"}
    assert "dead end" in refused(state, "alien A1 2,0")


def test_e2_alien_c_moves_alien_a_kills_the_grunt_and_nobody_kills_the_robot():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-17", 0], "2,1": ["lab", 0]}
    base = dict(tiles=tiles, aliens={"A3": "2,0", "A1": "2,1"}, astronauts={"GG": "2,1", "YR": "1,0"}, step="alien")
    state = position(3, colours=["red", "green", "yellow"], **base)
    assert {"alien A3 1,0", "alien A1 2,0"} <= legal(state)
    state.apply("alien A3 1,0")
    assert at(state, "GG") == "dead" and at(state, "YR") == "1,0"
    assert alien_at(state, "A3") == "1,0" and state.scores == [1, 0, 0] and state.alien_score() == 4
    other = position(3, colours=["red", "green", "yellow"], **base)
    other.apply("alien A1 2,0")  # A3 is pushed on to 1,0, its only free way (R15)
    assert alien_at(other, "A1") == "2,0" and alien_at(other, "A3") == "1,0"
    assert "the only choice" in events(other)


def test_r17_every_alien_sharing_a_tile_with_astronauts_kills_one_after_the_move():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "0,1": ["infirmary", 0], "-1,0": ["cor-03", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "2,0", "A2": "0,1"},
                     astronauts={"BP": "1,0", "BE": "0,1", "BC": "0,1"}, step="alien")
    state.apply("alien A1 1,0")
    assert at(state, "BP") == "dead"
    assert step_kind(state) == "kill"  # A2 on the Infirmary: the Chief or the Explorer
    assert legal(state) == {"kill BE", "kill BC"}
    state.apply("kill BC")
    assert at(state, "BC") == "dead" and at(state, "BE") == "0,1"
    assert state.scores == [3, 0] and state.track == ["BP", "BC"]


def test_r18_q22_an_alien_already_among_astronauts_kills_even_without_moving():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "0,1": ["infirmary", 0]}
    state = position(2, tiles=tiles, aliens={"A2": "0,1", "A1": "2,0"}, astronauts={"BE": "0,1", "BR": "0,1"},
                     step="alien")
    assert legal(state) == {"alien A1 1,0"}
    state.apply("alien A1 1,0")
    assert at(state, "BE") == "dead" and at(state, "BR") == "0,1" and state.scores == [1, 0]


def test_r19_robots_are_never_killed_and_never_chosen():
    state = position(2, tiles={"1,0": ["cor-01", 90], "2,0": ["infirmary", 270]}, aliens={"A1": "1,0"},
                     astronauts={"BR": "2,0", "RR": "2,0"}, step="alien")
    state.apply("alien A1 2,0")
    assert at(state, "BR") == "2,0" and at(state, "RR") == "2,0" and state.track == []
    assert step_kind(state) == "build"


def test_r20_q23_a_grunt_dies_only_as_the_only_non_robot_astronaut_there():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["infirmary", 270]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0"}, astronauts={"BG": "2,0", "BR": "2,0"}, step="alien")
    state.apply("alien A1 2,0")
    assert at(state, "BG") == "dead" and at(state, "BR") == "2,0"
    shielded = position(2, tiles=tiles, aliens={"A1": "1,0"}, astronauts={"BG": "2,0", "BP": "2,0"}, step="alien")
    shielded.apply("alien A1 2,0")
    assert at(shielded, "BP") == "dead" and at(shielded, "BG") == "2,0"


def test_e8_r21_a_grunt_shields_nobody_so_the_active_players_own_chief_dies():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["warehouse", 270]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0"}, astronauts={"RC": "2,0", "BG": "2,0"}, step="alien")
    state.apply("alien A1 2,0")
    assert at(state, "RC") == "dead" and at(state, "BG") == "2,0"
    assert state.scores == [0, 0] and state.track == ["RC"]


def test_r21_q1_among_a_chief_explorer_and_pilot_the_active_player_chooses_even_his_own():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["infirmary", 270]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0"}, astronauts={"RE": "2,0", "BC": "2,0"}, step="alien")
    state.apply("alien A1 2,0")
    assert legal(state) == {"kill RE", "kill BC"}
    assert "own tile" in refused(state, "kill BP")
    state.apply("kill RE")
    assert at(state, "RE") == "dead" and state.scores == [0, 0]


def test_e7_r22_two_grunts_kill_an_entering_alien():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["warehouse", 270]}
    state = position(3, tiles=tiles, aliens={"A1": "1,0"}, astronauts={"BG": "2,0", "GG": "2,0"}, step="alien")
    state.apply("alien A1 2,0")
    assert alien_at(state, "A1") is None and state.alien_cell == {}
    assert at(state, "BG") == "2,0" and at(state, "GG") == "2,0"
    assert state.scores == [1, 0, 0] and state.track == []


def test_q24_a_pushed_alien_arriving_among_two_grunts_dies_too():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "3,0": ["warehouse", 270]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0", "A2": "2,0"}, astronauts={"BG": "3,0", "RG": "3,0"},
                     step="alien")
    state.apply("alien A1 2,0")  # A2 has only 3,0 to go to, among the two Grunts
    assert alien_at(state, "A2") is None and alien_at(state, "A1") == "2,0"
    assert state.scores == [1, 0]


def test_r23_r24_each_death_fills_the_next_slot_and_pays_the_active_player():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90], "-1,0": ["cor-03", 90], "-2,0": ["cor-04", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "2,0", "A2": "-2,0"},
                     astronauts={"BC": "1,0", "RP": "-1,0"}, track=["BE"], step="alien")
    state.apply("alien A1 1,0")
    assert state.track == ["BE", "BC"] and state.scores == [2, 0]  # another player's Chief: 2
    assert state.to_position()["track"] == ["BE", "BC"]


def test_r24_the_active_player_scores_nothing_for_his_own_astronaut():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-02", 90]}
    state = position(2, tiles=tiles, aliens={"A1": "2,0"}, astronauts={"RP": "1,0"}, step="alien")
    state.apply("alien A1 1,0")
    assert at(state, "RP") == "dead" and state.scores == [0, 0] and state.track == ["RP"]


def test_q21_several_kills_resolve_alien_by_alien_in_id_order():
    tiles = {"1,0": ["infirmary", 270], "-1,0": ["lab", 0], "0,-1": ["cor-03", 0]}
    state = position(2, tiles=tiles, aliens={"A2": "1,0", "A1": "-1,0", "A3": "0,-1"},
                     astronauts={"BE": "1,0", "BP": "1,0", "BC": "-1,0", "RE": "-1,0"}, active=1, step="actions")
    state.apply("end")
    assert "No Alien can move" in events(state)
    assert state.steps[-1] == ("kill", "A1") and state.to_move() == 0
    state.apply("kill BC")
    assert state.steps[-1] == ("kill", "A2")


def test_q36_aliens_step_and_are_pushed_only_through_linked_doors():
    # the crossing at 0,-1 leads round to the corridor at 1,0, whose west side is a wall facing the
    # Waking Room's door
    tiles = {"0,-1": ["cor-10", 0], "1,-1": ["cor-06", 180], "1,0": ["cor-01", 0]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0", "A2": "1,-1"}, step="alien")
    assert "alien A1 0,0" not in legal(state) and "alien A2 0,0" not in legal(state)
    assert "walls and corners" in refused(state, "alien A1 0,0")
    assert "walls and corners" in refused(state, "alien A2 0,0")
    assert "alien A2 0,-1" in legal(state)
