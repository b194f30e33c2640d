"""The two-player variant (rulebook: Two-Player Variant Rules; R45-R51, Q2, Q20, Q28, W13)."""

import pytest

from game.area51 import GAME
from game.core.actions import Action
from game.core.contract import Seat
from tests.game.area51.a51_helpers import events, legal, new_state, position, refused, run

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]


def test_r45_q2_two_players_set_up_as_four_and_return_sixteen_starting_cards():
    state = new_state(2)
    assert [r.side for r in state.board.regions.values()] == ["large", "small", "small"]
    assert len(state.deck) == 88 and state.s_on_top == 8  # 40 - 10 dealt - 16 returned = 14 on top, 6 shown
    assert state.towers == {"blue": 4, "brown": 4, "orange": 4, "green": 5}


def test_r46_q20_each_seat_holds_a_fixed_pair_of_colours_and_one_hand():
    mode = "two_player"
    assert GAME.info.colours_for(mode) == ["pink+purple", "black+white"]
    for bad in (["pink", "black"], ["pink+black", "purple+white"], ["pink+purple", "pink+purple"]):
        with pytest.raises(ValueError):
            GAME.new_state(mode, [Seat("Ann", bad[0]), Seat("Bob", bad[1])], {}, 0)
    state = GAME.new_state(mode, [Seat("Ann", "black+white"), Seat("Bob", "pink+purple")], {}, 0, 0)
    assert state.seat_colours == (("black", "white"), ("pink", "purple"))
    assert [len(h) for h in state.hands] == [5, 5]
    assert state.caps_left == {"black": 5, "white": 5, "pink": 5, "purple": 5}


def test_r47_a_new_bunker_names_which_of_the_two_colours_caps_it():
    state = position(2, display=DISPLAY, hands=[["green2-1", "blue2-1"], []])
    builds = {a for a in legal(state) if a.startswith("build green A")}
    assert builds == {"build green A pink", "build green A purple"}
    assert "name the cap too" in refused(state, "build green A")
    assert "your own colours (pink or purple)" in refused(state, "build green A black")
    run(state, "build green A purple", "up green2-1 A-left", "down blue2-1 A-left")
    assert state.bunkers["A8"] == ("green", "purple", 1) and state.caps_left["purple"] == 4
    assert "Ann builds a green bunker with a purple cap on A8 (level 1)." in events(state)


def test_r47_bunkers_of_either_colour_may_be_raised():
    regions = {"A": {"bunkers": {"A8": {"colour": "green", "owner": "pink", "level": 1},
                                 "A7": {"colour": "green", "owner": "purple", "level": 1},
                                 "A6": {"colour": "green", "owner": "black", "level": 1}}}}
    state = position(2, regions=regions, display=DISPLAY, hands=[["green2-1", "blue2-1", "blue2-2"], []])
    assert {a for a in legal(state) if a.startswith("upgrade")} == {"upgrade A8", "upgrade A7"}


def test_r48_each_colour_scores_on_its_own():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 2},
                                 "B4": {"colour": "green", "owner": "purple", "level": 2}}}}
    state = position(2, regions=regions, display=DISPLAY, active=1,
                     hangars={"B-left": ["+blue2-1@pink+purple", "-green1s-1@black+white"]})
    run(state, "pickup B-left")
    assert state.describe(Action.parse("load blue2-1 B5"), None) == \
        "Bob stores blue 2 in Ann's blue bunker (pink cap) on B5 (+2)."
    run(state, "load blue2-1 B5", "load green1s-1 B4")
    assert state.scores == {"pink": 2, "purple": 1, "black": 0, "white": 0}
    assert state.view(0)["seats"][0]["scores"] == {"pink": 2, "purple": 1}
    assert state.view(0)["seats"][0]["score"] == 1
    assert state.events_for(None) == []  # the load's own line said it: "... of Ann's purple on B4 (+1)."


def test_r49_r50_the_final_score_is_the_lower_colour_and_the_higher_final_score_wins():
    state = position(2, phase="final", scores={"pink": 20, "purple": 18, "black": 25, "white": 17})
    result = state.result()
    assert result.scores == [18, 17] and result.winners == [0]
    assert result.breakdown[0] == [("Pink: points before this position", 20), ("Pink total", 20),
                                   ("Purple: points before this position", 18), ("Purple total", 18),
                                   ("Final score: the lower of pink and purple", 18)]
    assert "lower of their two colours" in result.summary


def test_r50_a_two_player_tie_goes_to_the_hand_then_is_shared():
    state = position(2, phase="final", scores={"pink": 20, "purple": 18, "black": 18, "white": 30},
                     hands=[["blue4-1"], ["blue4-2", "blue4-3"]])
    assert state.result().winners == [1]
    state = position(2, phase="final", scores={"pink": 20, "purple": 18, "black": 18, "white": 30},
                     hands=[["blue4-1"], ["blue4-2"]])
    assert state.result().winners == [0, 1]


def test_q28_the_bonus_goes_to_the_cap_colour_before_the_lower_score_is_taken():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "purple", "level": 2}}}}
    state = position(2, phase="final", regions=regions, scores={"pink": 20, "purple": 18, "black": 19, "white": 19})
    assert state.scores["purple"] == 23 and state.result().scores == [20, 19] and state.result().winners == [0]


def test_r51_two_players_the_last_round_is_two_more_turns():
    state = position(2, regions={"B": {"markers": 1}, "C": {"markers": 0}}, display=DISPLAY,
                     hands=[["green2-1", "blue2-1"], []])
    run(state, "build green B pink", "up green2-1 B-left", "down blue2-1 B-left")
    assert state.phase == "last_round" and state.turns_left == 2
    assert state.phase_label() == "Last round: Bob, Ann still to play"
    run(state, "take deck", "take deck", "take deck")
    assert state.to_move() == 0 and state.phase == "last_round"
    run(state, "take deck", "take deck", "take deck")
    assert state.phase == "final" and legal(state) == {"pickup B-left"}
