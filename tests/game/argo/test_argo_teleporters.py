"""Teleporters (R51-R56) and the rulings Q7 and Q38; the rulebook's case of a Teleporter holding an
Alien (spec E5)."""

from tests.game.argo.argo_helpers import alien_at, at, events, legal, position, refused, run, step_kind

TWO = {"1,0": ["tele-1", 90], "-1,0": ["tele-2", 90]}


def test_e5_entering_a_teleporter_that_holds_an_alien_teleports_before_meeting_it():
    state = position(2, tiles=TWO, aliens={"A1": "1,0"}, step="actions")
    state.apply("move RP 1,0")
    assert step_kind(state) == "teleport" and legal(state) == {"teleport -1,0", "teleport 0,0"}
    assert "not back into itself" in refused(state, "teleport 1,0")
    state.apply("teleport -1,0")
    assert at(state, "RP") == "-1,0" and alien_at(state, "A1") == "1,0" and state.scores == [0, 0]


def test_r51_a_step_or_a_push_into_a_teleporter_sends_the_astronaut_on_by_the_acting_players_choice():
    tiles = {**TWO, "2,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"RC": "2,0"}, step="actions")
    state.apply("move RC 1,0")
    assert legal(state) == {"teleport -1,0", "teleport 0,0"}
    pushed = position(2, tiles={**TWO, "1,0": ["cor-17", 0], "2,0": ["tele-1", 90]}, astronauts={"BP": "1,0"},
                      step="actions")
    pushed.apply("move RC 1,0")  # BP's only way is into the Teleporter at 2,0
    assert "(the only choice)" in events(pushed) and pushed.steps[-1][:2] == ("teleport", "BP")
    assert pushed.to_move() == 0 and legal(pushed) == {"teleport -1,0", "teleport 0,0"}


def test_r52_the_entered_teleporter_is_never_occupied_so_nobody_is_pushed_there():
    state = position(2, tiles=TWO, astronauts={"BR": "1,0"}, step="actions")
    state.apply("move RC 1,0")
    assert step_kind(state) == "teleport"
    state.apply("teleport -1,0")
    assert at(state, "BR") == "1,0" and at(state, "RC") == "-1,0"


def test_r53_q7_at_the_far_end_pushes_apply_with_no_came_from_tile():
    tiles = {"1,0": ["tele-1", 90], "-1,0": ["tele-2", 90], "-2,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"BP": "-1,0"}, step="actions")
    run(state, "move RC 1,0", "teleport -1,0")
    assert legal(state) == {"push BP 0,0", "push BP -2,0"}  # the Waking Room is open: he came from nowhere
    state.apply("push BP 0,0")
    assert at(state, "BP") == "0,0" and at(state, "RC") == "-1,0"


def test_r54_leaving_a_teleporter_or_landing_on_one_by_teleport_teleports_nobody():
    state = position(2, tiles={**TWO, "2,0": ["cor-01", 90]}, astronauts={"RC": "1,0"}, step="actions")
    state.apply("move RC 2,0")
    assert at(state, "RC") == "2,0" and step_kind(state) == "actions"
    landed = position(2, tiles=TWO, step="actions")
    run(landed, "move RC 1,0", "teleport -1,0")
    assert at(landed, "RC") == "-1,0" and step_kind(landed) == "actions"


def test_r55_aliens_ignore_teleporters():
    tiles = {**TWO, "2,0": ["cor-01", 90]}
    walker = position(2, tiles=tiles, aliens={"A1": "2,0"}, step="alien")
    walker.apply("alien A1 1,0")
    assert alien_at(walker, "A1") == "1,0"


def test_r56_deep_space_kills_whoever_enters_the_only_teleporter_and_otherwise_links_the_two():
    alone = position(2, tiles={"1,0": ["tele-1", 90], "2,0": ["cor-01", 90]}, options={"deep_space": True},
                     step="actions")
    alone.apply("move RP 1,0")
    assert at(alone, "RP") == "dead" and "lost in deep space" in events(alone) and alone.scores == [0, 0]
    pushed = position(2, tiles={"1,0": ["cor-17", 0], "2,0": ["tele-1", 90]}, options={"deep_space": True},
                      astronauts={"BC": "1,0"}, step="actions")
    pushed.apply("move RG 1,0")  # Bob's Chief has one way out: into the lone Teleporter
    assert at(pushed, "BC") == "dead" and pushed.scores == [2, 0]
    both = position(2, tiles=TWO, options={"deep_space": True}, step="actions")
    both.apply("move RP 1,0")
    assert at(both, "RP") == "-1,0" and "(the only choice)" in events(both)


def test_q38_a_teleport_to_the_waking_room_meets_no_alien_and_pushes_nobody():
    state = position(2, tiles={"1,0": ["tele-1", 90]}, step="actions")
    state.apply("move RP 1,0")
    assert at(state, "RP") == "0,0" and "sends Ann's Pilot to the Waking Room" in events(state)
