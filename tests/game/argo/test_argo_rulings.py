"""Rulings the engine adds where both the rulebook and the spec are silent (docs/rulings.md, Argo
rulings 41 to 48)."""

from tests.game.argo.argo_helpers import alien_at, at, legal, position, refused, run


def test_ruling_41_the_rulebooks_thirty_modules_include_an_eighteenth_corridor():
    from game.argo.rules_data import argo_data
    data = argo_data()
    corridors = [t for t in data.modules if data.tile[t].type == "corridor"]
    assert len(data.modules) == 30 and len(corridors) == 18 and "cor-18" in data.plain_corridors


def test_ruling_43_an_alien_walking_in_on_two_grunts_beside_a_pod_launches_it_and_dies():
    tiles = {"1,0": ["cor-01", 90], "2,0": ["infirmary", 270], "2,-1": ["pod-1", 180]}
    state = position(2, tiles=tiles, aliens={"A1": "1,0"}, astronauts={"BG": "2,0", "RG": "2,0", "BP": "pod-1/0"},
                     step="alien")
    state.apply("alien A1 2,0")
    assert at(state, "BP") == "escaped" and state.pods_gone == ["pod-1"]
    assert alien_at(state, "A1") is None and state.scores == [1, 1]


def test_ruling_45_a_pods_distance_from_the_waking_room_counts_links_not_teleporters():
    tiles = {"1,0": ["tele-1", 90], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "-1,0": ["tele-2", 90]}
    state = position(2, tiles=tiles, display=["cor-05", "lab", "safe"], step="build")
    assert "place pod-1 4,0 270" in legal(state)  # 1,0 2,0 3,0 lie between, however close the Teleporters bring it
    assert "at least 3 tiles" in refused(state, "place pod-1 -2,0 90")


def test_ruling_46_the_laser_aims_from_standing_astronauts_not_from_seats_in_a_pod():
    tiles = {"1,0": ["laser", 90], "2,0": ["cor-01", 90], "3,0": ["cor-17", 0], "3,-1": ["pod-1", 180],
             "4,0": ["cor-02", 90]}
    state = position(2, tiles=tiles, astronauts={"RC": "1,0", "RR": "pod-1/0"}, aliens={"A1": "4,0"},
                     step="actions")
    assert "activate RC" not in legal(state)
    assert "nothing to do" in refused(state, "activate RC")


def test_ruling_47_once_the_time_machine_is_used_its_action_is_due():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"BG": "0,-2"}, step="start")
    state.apply("timemachine BG")
    assert state.to_move() == 1 and legal(state) and not legal(state) & {"end", "pass", "stop"}
    assert "Nobody is being asked" in refused(state, "pass")
    assert "Only the Action phase" in refused(state, "end")


def test_ruling_48_no_window_between_actions_when_the_active_player_has_nothing_left_to_do():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"BG": "0,-2", "RE": "1,0"}, track=["RC", "RP", "RG", "RR"],
                     step="actions")
    run(state, "move RE 0,0", "stop")  # Ann has nobody else to move and no module to work
    assert state.active == 1 and not any(step[0] == "tm_window" for step in state.steps)
