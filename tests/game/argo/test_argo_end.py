"""Scoring during play (R90-R95), the end of the game and who wins (R96-R102), with ruling C1 (the
Alien score is read from the first slot still showing) and Q12, Q20 and Q29."""

from tests.game.argo.argo_helpers import EAST_LINE, at, full_station, legal, position, run

FULL = full_station(2)
"""Every module and pod on the station: nothing is left to build."""


def ending(scores=None, **fields):
    """Ann's Action phase in the final round's last turn."""
    fields.setdefault("tiles", FULL)
    return position(2, display=[], final_turns_left=1, step="actions",
                    scores=scores or {"red": 0, "blue": 0}, **fields)


def test_r90_nobody_scores_for_his_own_astronauts_death_but_the_aliens_get_the_body():
    state = position(2, tiles=EAST_LINE, aliens={"A1": "2,0"}, astronauts={"RP": "1,0"}, step="actions")
    state.apply("move RG 1,0")  # RP is pushed onto the Alien
    assert at(state, "RP") == "dead" and state.scores == [0, 0] and state.track == ["RP"]


def test_r91_killing_another_players_chief_scores_two():
    state = position(2, tiles=EAST_LINE, aliens={"A1": "2,0"}, astronauts={"BC": "1,0"}, step="actions")
    state.apply("move RG 1,0")
    assert at(state, "BC") == "dead" and state.scores == [2, 0]


def test_r92_a_chief_doubles_its_seat_and_the_warehouse_nothing_else():
    tiles = {"1,0": ["laser", 90], "2,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"RC": "1,0"}, aliens={"A1": "2,0"}, step="actions")
    run(state, "activate RC", "laser A1")
    assert state.scores == [1, 0]
    grunt = position(2, tiles=EAST_LINE, aliens={"A1": "1,0"}, step="actions")
    grunt.apply("move RG 1,0")
    assert grunt.scores == [1, 0]


def test_r93_q12_every_death_goes_onto_the_alien_track_core_room_and_deep_space_too():
    core = position(2, tiles={"1,0": ["core", 0]}, astronauts={"RC": "1,0"}, core_start=["RC"], step="actions")
    core.apply("end")
    space = position(2, tiles={"1,0": ["tele-1", 90]}, options={"deep_space": True}, step="actions")
    space.apply("move RC 1,0")
    assert core.track == ["RC"] and space.track == ["RC"]
    assert core.alien_score() == space.alien_score() == 4


def test_r94_c1_the_alien_score_is_the_value_of_the_first_slot_still_showing():
    state = position(3, tiles=EAST_LINE, step="actions")
    assert state.track_values[:4] == (1, 2, 3, 4) and state.cover == 2
    assert state.alien_score() == 3  # before anyone dies: the Aliens already have 3
    state = position(3, tiles=EAST_LINE, track=["BC", "GP"], step="actions")
    assert state.alien_score() == 5 and state.view(None)["track"]["alien_score"] == 5
    hard = position(3, tiles=EAST_LINE, options={"difficulty": "hard"}, step="actions")
    assert hard.alien_score() == 4


def test_c1_the_yaml_switch_reads_the_last_filled_slot_instead():
    state = position(3, tiles=EAST_LINE, track=["BC", "GP"], step="actions")
    state.setup = state.setup.model_copy(update={"alien_score": "last_filled"})
    assert state.alien_score() == 4
    state.track = []
    assert state.alien_score() == 0


def test_r95_r102_a_full_alien_track_ends_the_game_at_once_in_an_alien_victory():
    state = position(2, tiles=EAST_LINE, aliens={"A1": "2,0"}, astronauts={"BC": "1,0"},
                     track=["BE", "BP", "BG", "RE", "RP"],
                     scores={"red": 30, "blue": 0}, step="actions")
    assert len(state.track) == 5 and not state.is_over()
    state.apply("move RG 1,0")  # the sixth body fills a medium two-player track
    assert state.is_over() and state.over == "track"
    result = state.result()
    assert result.winners == [] and "The Aliens win" in result.summary and result.scores == [32, 0]
    assert state.legal_actions() == [] and state.to_move() is None


def test_r96_the_game_ends_at_once_when_the_last_pod_has_left():
    tiles = {**EAST_LINE, "5,0": ["pod-6", 270]}
    state = position(2, tiles=tiles, astronauts={"RG": "pod-6/0", "RC": "4,0"},
                     pods_gone=["pod-1", "pod-3", "pod-5"], step="actions")
    assert state.pod_stack == []
    state.apply("move RC 5,0")
    assert state.is_over() and state.over == "pods" and state.scores == [6 + 14, 0]
    assert state.result().winners == [0] and "Every escape pod has left" in state.result().summary


def test_r97_after_the_station_is_complete_everyone_plays_one_more_turn():
    state = position(2, tiles=FULL, display=[], final_turns_left=3, step="actions")
    state.apply("end")
    assert state.final_turns_left == 2 and state.active == 1
    state.apply("end")
    assert state.final_turns_left == 1 and state.active == 0 and not state.is_over()
    state.apply("end")
    assert state.is_over() and state.over == "final_round"


def test_r98_q20_a_player_who_starts_his_turn_with_no_astronaut_in_the_station_ends_the_game():
    gone = position(2, tiles=EAST_LINE, track=["BC", "BE", "BP"], escaped={"BG": "pod-1/0", "BR": "pod-1/1"},
                    pods_gone=["pod-1"], scores={"red": 0, "blue": 3}, step="actions")
    gone.apply("end")
    assert gone.is_over() and gone.over == "stranded" and "Bob has no Astronaut left to move" in gone.result().summary
    blocked = position(2, tiles=EAST_LINE, track=["BC", "BE", "BP", "BG"], astronauts={"BR": "4,0", "RC": "3,0"},
                       step="actions")
    blocked.apply("end")  # Bob's Robot cannot move but is still in the station
    assert not blocked.is_over() and blocked.active == 1


def test_r99_pods_still_on_the_station_at_the_end_score_nothing():
    state = ending(astronauts={"RG": "pod-1/0"})
    state.apply("end")
    assert state.is_over() and state.scores == [0, 0] and "pod-1" in state.seated


def test_r100_the_aliens_win_when_they_have_more_points_than_the_best_player():
    state = ending(scores={"red": 2, "blue": 1})
    state.apply("end")
    result = state.result()
    assert result.winners == [] and "The Aliens win with 3 points against the best player's 2" in result.summary
    tie = ending(scores={"red": 3, "blue": 1})
    tie.apply("end")
    assert tie.result().winners == [0]


def test_r101_the_highest_score_wins_ties_go_to_tokens_then_escapes_then_are_shared():
    tokens = ending(scores={"red": 5, "blue": 5}, tokens={"lab": ["blue"], "warehouse": ["blue", "red"]})
    tokens.apply("end")
    assert tokens.result().winners == [1] and "more modules activated" in tokens.result().summary
    escapes = ending(scores={"red": 5, "blue": 5}, escaped={"RC": "pod-1/0"}, pods_gone=["pod-1"],
                     tiles=full_station(2, pods=False))
    escapes.apply("end")
    assert escapes.result().winners == [0] and "more Astronauts escaped" in escapes.result().summary
    shared = ending(scores={"red": 5, "blue": 5})
    shared.apply("end")
    assert shared.result().winners == [0, 1] and "share the victory" in shared.result().summary
    plain = ending(scores={"red": 6, "blue": 5})
    plain.apply("end")
    assert plain.result().winners == [0] and plain.result().scores == [6, 5]


def test_the_result_gives_each_seats_score_and_how_it_was_made():
    tiles = {**EAST_LINE, "5,0": ["pod-6", 270]}
    state = position(2, tiles=tiles, astronauts={"RG": "pod-6/0", "RC": "4,0"},
                     pods_gone=["pod-1", "pod-3", "pod-5"], scores={"red": 3, "blue": 0},
                     gains={"red": {"warehouse": 2, "kills": 1}, "blue": {}}, step="actions")
    state.apply("move RC 5,0")
    breakdown = state.result().breakdown
    assert breakdown[0] == [("Grunt escaped on a 6 seat (the 6-7 pod)", 6),
                            ("Chief escaped on a 7 seat (the 6-7 pod), doubled", 14),
                            ("Astronauts killed", 1), ("Warehouse", 2)]
    assert sum(points for _line, points in breakdown[0]) == state.scores[0] == 23 and breakdown[1] == []
    assert state.result().to_dict()["scores"] == [23, 0]


def test_q29_scores_never_go_down_the_infirmary_lowers_only_the_aliens():
    state = position(2, tiles={"-1,0": ["infirmary", 0]}, astronauts={"RG": "-1,0"}, track=["BC"],
                     scores={"red": 2, "blue": 0}, step="actions")
    run(state, "activate RG", "revive BC")
    assert state.scores == [2, 0] and state.alien_score() == 3 and at(state, "BC") == "0,0"
    assert legal(state)
