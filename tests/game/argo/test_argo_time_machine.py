"""The Time Machine (R84-R89): the rulebook's example (spec E3) and the rulings Q18, Q32 and Q39."""

from tests.game.argo.argo_helpers import at, legal, position, refused, run, step_kind

E3_TILES = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90], "2,0": ["cor-17", 0],
            "-1,0": ["cor-02", 90], "-2,0": ["cor-11", 90]}
TM_TILES = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90], "2,0": ["cor-17", 0],
            "-1,0": ["warehouse", 90]}
"""The Time Machine north of the Waking Room, a corridor line east and the Warehouse west."""
BOB_DEE = [{"name": "Bob", "colour": "blue"}, {"name": "Dee", "colour": "yellow"}]


def e3(**fields):
    fields.setdefault("astronauts", {"YG": "0,-2"})
    return position(2, seats=BOB_DEE, tiles=E3_TILES, aliens={"A1": "2,0", "A2": "-2,0"}, step="start", **fields)


def test_e3_dee_uses_the_time_machine_before_bobs_alien_phase_and_bob_keeps_every_choice():
    state = e3()
    assert state.to_move() == 1 and state.active == 0 and step_kind(state) == "tm_window"
    assert legal(state) == {"timemachine YG", "pass"}
    run(state, "timemachine YG", "move YP 1,0")
    assert state.tokens == {"time": (1,)} and at(state, "YP") == "1,0"
    assert state.to_move() == 0 and legal(state) == {"alien A1 1,0", "alien A2 -1,0"}
    state.apply("alien A1 1,0")
    assert at(state, "YP") == "dead" and state.scores == [1, 0]
    run(state, sorted(legal(state))[0], "move BR 1,0")  # Bob builds and takes a first action
    assert state.to_move() == 0 and step_kind(state) == "actions"  # Dee, with her token there, is not asked


def test_r84_windows_open_at_the_turn_start_before_the_alien_phase_and_after_a_first_action():
    state = e3()
    state.apply("pass")
    assert step_kind(state) == "alien_move" and state.to_move() == 0
    state.apply("alien A2 -1,0")
    state.apply(sorted(legal(state))[0])
    assert step_kind(state) == "actions"
    state.apply("move BC 1,0")
    assert step_kind(state) == "tm_window" and state.to_move() == 1
    assert "between the two actions of Bob's turn" in state.prompt()


def test_r85_eligible_rivals_are_asked_in_seat_order_from_the_active_players_left():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90]}
    state = position(4, tiles=tiles, active=1, astronauts={"RG": "0,-2", "YG": "0,-2"}, step="start")
    assert state.steps[-1][:2] == ("tm_window", "start") and state.to_move() == 3  # Cid has nobody there
    state.apply("pass")
    assert state.to_move() == 0 and legal(state) == {"timemachine RG", "pass"}
    state.apply("pass")
    assert state.to_move() == 1 and step_kind(state) != "tm_window"
    token = position(4, tiles=tiles, active=1, astronauts={"RG": "0,-2", "YG": "0,-2"},
                     tokens={"time": ["yellow"]}, step="start")
    assert token.to_move() == 0  # Dee's token is on it: she is not asked again
    full = position(4, tiles=tiles, active=1, astronauts={"RG": "0,-2", "YG": "0,-2"},
                    tokens={"time": ["yellow", "green"]}, step="start")
    assert full.to_move() == 1 and step_kind(full) != "tm_window"


def test_r86_using_it_costs_no_action_and_grants_one_move_or_one_other_activation():
    state = position(2, seats=BOB_DEE, tiles=TM_TILES, aliens={"A1": "2,0"},
                     astronauts={"YG": "0,-2", "YC": "-1,0"}, step="start")
    state.apply("timemachine YG")
    assert {"activate YC", "move YP 1,0"} <= legal(state) and "activate YG" not in legal(state)
    state.apply("activate YC")
    assert state.scores == [0, 4] and state.tokens == {"time": (1,), "warehouse": (1,)}
    assert state.to_move() == 0 and state.actions_left == 2


def test_r87_q32_a_rival_who_kills_the_active_players_chief_in_his_granted_action_scores_two():
    tiles = {**E3_TILES, "1,0": ["cor-10", 0], "1,1": ["cor-12", 0]}
    state = position(2, seats=BOB_DEE, tiles=tiles, aliens={"A1": "2,0"}, astronauts={"YG": "0,-2", "BC": "1,0"},
                     step="start")
    run(state, "timemachine YG", "move YE 1,0")
    assert state.to_move() == 1 and state.acting == 1 and legal(state) == {"push BC 2,0", "push BC 1,1"}
    state.apply("push BC 2,0")  # onto Alien A1
    assert at(state, "BC") == "dead" and state.scores == [0, 2]
    own = position(2, seats=BOB_DEE, tiles=tiles, aliens={"A1": "2,0"}, astronauts={"YG": "0,-2", "YC": "1,0"},
                   step="start")
    run(own, "timemachine YG", "move YE 1,0", "push YC 2,0")
    assert at(own, "YC") == "dead" and own.scores == [0, 0]


def test_r88_the_active_player_resumes_where_he_was_with_every_choice_still_his():
    state = e3()
    before = legal(e3(astronauts={"YG": "0,-2"}, tokens={"time": ["yellow"]}))
    run(state, "timemachine YG", "move YR 1,0")
    assert legal(state) == before == {"alien A1 1,0", "alien A2 -1,0"}


def test_r89_no_window_opens_inside_a_move_only_after_the_whole_action():
    state = e3()
    run(state, "pass", "alien A2 -1,0")
    run(state, sorted(legal(state))[0])
    state.apply("move BE 1,0")
    assert step_kind(state) == "explorer" and state.to_move() == 0  # no window between her two steps
    state.apply("stop")
    assert step_kind(state) == "tm_window" and state.to_move() == 1


def test_q18_the_granted_action_may_be_a_whole_explorer_move_and_two_rivals_may_both_use_it():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90], "2,0": ["cor-02", 90]}
    state = position(3, tiles=tiles, active=0, astronauts={"BG": "0,-2", "GG": "0,-2"}, step="start")
    run(state, "timemachine BG", "move BE 1,0", "step 2,0")
    assert at(state, "BE") == "2,0" and state.to_move() == 2 and legal(state) == {"timemachine GG", "pass"}
    run(state, "timemachine GG", "move GC 1,0")
    assert state.tokens == {"time": (1, 2)} and state.to_move() == 0


def test_q18_there_is_no_window_between_actions_in_a_first_turn():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90], "2,0": ["cor-02", 90]}
    state = position(2, tiles=tiles, astronauts={"BG": "0,-2"}, first_turn=["red"], step="actions")
    state.apply("move RC 1,0")
    assert state.active == 1 and not any(step[0] == "tm_window" for step in state.steps)


def test_q39_the_granted_action_may_be_the_warehouse_with_a_chief_for_four():
    state = position(2, seats=BOB_DEE, tiles=TM_TILES, aliens={"A1": "2,0"},
                     astronauts={"YG": "0,-2", "YC": "-1,0"}, step="start")
    run(state, "timemachine YG", "activate YC")
    assert state.scores == [0, 4]


def test_the_time_machine_is_refused_when_nobody_is_asked():
    state = e3(tokens={"time": ["yellow"]})
    assert step_kind(state) == "alien_move"
    assert "used only by another player" in refused(state, "timemachine YG")
    assert "Nobody is being asked" in refused(state, "pass")
