"""The end of the game (rulebook: End of the Game; R40-R44, Q7-Q9, Q18, Q24-Q26, rulings 34 and 35)."""

import json
from pathlib import Path

import pytest

from game.area51 import GAME
from tests.game.area51.a51_helpers import events, legal, position, run, verbs

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]


def trigger_position():
    """Region C is empty and B has one marker left: Ann's bunker in B empties a second region."""
    return position(regions={"B": {"markers": 1}, "C": {"markers": 0}}, display=DISPLAY,
                    hands=[["green2-1", "blue2-1"], [], [], []])


def collect(state):
    return run(state, "take deck", "take deck", "take deck")


def test_r40_q24_the_placement_that_empties_a_second_region_triggers_the_end():
    state = trigger_position()
    run(state, "build green B", "up green2-1 B-left")
    assert state.phase == "regular"
    state.apply("down blue2-1 B-left")
    assert state.markers["B"] == 0 and state.phase == "last_round" and state.turns_left == 4
    assert "Regions B and C have no security markers left: everyone gets one more turn, Ann last." in events(state)
    assert state.to_move() == 1


def test_r41_q7_everyone_gets_one_more_turn_and_the_trigger_seat_plays_last():
    state = trigger_position()
    run(state, "build green B", "up green2-1 B-left", "down blue2-1 B-left")
    assert state.phase_label() == "Last round: Bob, Cid, Dee, Ann still to play"
    assert state.view(None)["phase"]["still_to_play"] == [1, 2, 3, 0]
    for seat in (1, 2, 3):
        assert state.to_move() == seat and state.phase == "last_round"
        collect(state)
    assert state.phase_label() == "Last round: Ann still to play"
    assert verbs(state) >= {"take", "pickup"}  # a regular turn
    collect(state)
    assert state.phase == "final" and state.to_move() == 1
    assert "Final pick-ups" in events(state)


def test_r42_q8_final_phase_pick_ups_only_until_every_hangar_is_empty():
    state = trigger_position()
    run(state, "build green B", "up green2-1 B-left", "down blue2-1 B-left")
    for _ in range(4):
        collect(state)
    assert state.phase_label() == "Final pick-ups: 1 pile left"
    assert legal(state) == {"pickup B-left"}
    state.apply("pickup B-left")  # green 2 and blue 2: nothing can store them
    assert state.is_over() and state.to_move() is None and legal(state) == set()
    assert sorted(state.hands[1][-2:]) == ["blue2-1", "green2-1"] and len(state.hands[1]) == 5
    assert state.scores["white"] == 5  # the only bunker of region B
    assert state.result().winners == [0] and state.phase_label() == "Game over"
    assert events(state).endswith("Region B bonus: 5 to Ann (B5, level 1). | Region C has no bunker, so it gives no "
                                  "bonus. | Ann wins with 5 points.")


def test_q8_the_game_ends_at_once_when_the_final_phase_finds_no_pile():
    state = position(phase="last_round", turns_left=1, display=DISPLAY)
    collect(state)
    assert state.is_over() and "Final pick-ups" in events(state)


def test_q8_final_phase_turns_go_on_in_seat_order():
    state = position(phase="final", active=3, hangars={"A-left": ["+brown4-1@pink"], "B-left": ["+brown4-2@red"],
                                                       "C-left": ["+brown4-3@red"]})
    seats = []
    while not state.is_over():
        seats.append(state.to_move())
        state.apply(sorted(legal(state))[0])
    assert seats == [3, 0, 1]


def test_q25_a_third_region_emptied_in_the_last_round_changes_nothing():
    state = position(phase="last_round", turns_left=4, regions={"A": {"markers": 1}, "B": {"markers": 0},
                                                                 "C": {"markers": 0}},
                     display=DISPLAY, hands=[["green2-1", "blue2-1"], [], [], []])
    run(state, "build green A", "up green2-1 A-left", "down blue2-1 A-left")
    assert state.phase == "last_round" and state.turns_left == 3 and state.to_move() == 1


BONUS_REGIONS = {
    "A": {"bunkers": {"A8": {"colour": "blue", "owner": "pink", "level": 2},
                      "A7": {"colour": "green", "owner": "yellow", "level": 3},
                      "A6": {"colour": "orange", "owner": "red", "level": 2},
                      "A5": {"colour": "brown", "owner": "white", "level": 1}}},
    "B": {"bunkers": {"B5": {"colour": "green", "owner": "red", "level": 1}}},
}


def test_r43_region_bonus_5_3_2_and_on_equal_levels_the_higher_space_ranks_first():
    state = position(phase="final", regions=BONUS_REGIONS)
    assert state.is_over()
    assert state.scores == {"yellow": 5, "pink": 3, "red": 2 + 5, "white": 0}
    text = events(state)
    assert "Region A bonus: 5 to Cid (A7, level 3), 3 to Bob (A8, level 2), 2 to Dee (A6, level 2)." in text


def test_q26_fewer_bunkers_fewer_awards_and_a_region_without_bunkers_gives_nothing():
    state = position(phase="final", regions=BONUS_REGIONS)
    assert "Region B bonus: 5 to Dee (B5, level 1)." in events(state)
    assert "Region C has no bunker, so it gives no bonus." in events(state)


def test_r43_one_owner_may_collect_several_awards_in_one_region():
    regions = {"C": {"bunkers": {"C5": {"colour": "blue", "owner": "white", "level": 2},
                                 "C4": {"colour": "blue", "owner": "white", "level": 1}}}}
    state = position(phase="final", regions=regions)
    assert state.scores["white"] == 8 and state.result().breakdown[0] == [("Region C bonus", 8)]


def test_r44_highest_total_wins():
    state = position(phase="final", scores={"white": 10, "pink": 12, "yellow": 9, "red": 3})
    result = state.result()
    assert result.winners == [1] and result.scores == [10, 12, 9, 3]
    assert result.summary == "Bob wins with 12 points."


def test_r44_a_tie_goes_to_the_most_cards_in_hand():
    state = position(phase="final", scores={"white": 10, "pink": 12, "yellow": 12, "red": 3},
                     hands=[[], ["blue4-1", "blue4-2"], ["blue4-3", "blue4-4", "blue4-5"], []])
    result = state.result()
    assert result.winners == [2]
    assert result.summary == "Bob and Cid tie on 12 points; Cid wins with more cards in hand (3)."
    assert ("Cards in hand (tie-break)", 2) in result.breakdown[1]
    assert ("Cards in hand (tie-break)", 3) in result.breakdown[2]
    assert all(line[0] != "Cards in hand (tie-break)" for line in result.breakdown[0])


def test_q9_a_tie_on_points_and_cards_is_a_shared_win():
    state = position(phase="final", scores={"white": 12, "pink": 12, "yellow": 1, "red": 3},
                     hands=[["blue4-1"], ["blue4-2"], [], []])
    result = state.result()
    assert result.winners == [0, 1]
    assert result.summary == "Ann and Bob share the win with 12 points and 1 card in hand each."


def test_result_breakdown_lists_points_per_artifact_colour_and_region_bonuses():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "white", "level": 2}}}}
    state = position(phase="final", regions=regions, scores={"white": 10, "pink": 0, "yellow": 0, "red": 0},
                     gains={"white": {"blue": 4, "green": 6}})
    assert state.result().breakdown[0] == [("Blue artifacts stored", 4), ("Green artifacts stored", 6),
                                           ("Region A bonus", 5)]
    assert state.result().scores[0] == 15


def test_q18_scores_are_unbounded_whole_numbers():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 3}}}}
    state = position(regions=regions, scores={"white": 0, "pink": 999, "yellow": 0, "red": 0},
                     hangars={"B-left": ["+blue3-1@red"]})
    run(state, "pickup B-left", "load blue3-1 B5")
    assert state.scores["pink"] == 1002


def stalled_position() -> dict:
    """A six-player game a random soak found (seed 199): every tower built, every vehicle at 8,
    one marker left in A and in B that only levels can take, while the owners there hold one or
    two cards and the big hands own bunkers only in C. The deck is empty and the discard pile
    holds one card, which Bot 3 (pink, to move) is about to take."""
    return json.loads((Path(__file__).parent / "data" / "stalled_game.json").read_text())


def test_ruling34_the_game_ends_when_nothing_can_change_any_more():
    state = GAME.from_position(stalled_position())
    assert not state.is_stalled()  # a card is still in the discard pile
    state.apply("take deck")
    assert state.is_stalled() and state.is_over()
    assert "Nothing can change any more: no card is left to take, no pile to pick up, and no one can play a " \
           "bunker, a level or a vehicle. The game ends now." in events(state)
    assert state.markers["A"] == 1 and state.markers["B"] == 1  # ended without a second empty region
    assert "Region B bonus: 5 to Bot 3 (B6, level 4), 3 to Bot 3 (B5, level 3), " \
           "2 to Bot 2 (B4, level 3)." in events(state)
    result = state.result()
    assert result is not None and result.winners == [2] and state.scores["pink"] == 50


def test_ruling34_a_seat_that_can_still_play_keeps_the_game_going():
    data = stalled_position()
    data["hands"][0].remove("green2-4")
    data["hands"][1].append("green2-4")  # black: three cards with a green one, enough for B7's second level
    state = GAME.from_position(data)
    assert "upgrade B7" in {str(a) for a in state.play_actions(1)}
    state.apply("take deck")
    assert not state.is_stalled() and not state.is_over() and state.to_move() == 3


def hoarded_position() -> dict:
    """A three-player bot game (seed 184, hard against two easy): Bot 1 (white, last) holds 100
    cards and could raise a bunker or hire a vehicle, but plays none; Bot 2 and Bot 3 hold two
    cards each, too few for anything. Every other place is empty, so each turn is a refresh that
    takes its own card back. Bot 3 (pink) is to move."""
    return json.loads((Path(__file__).parent / "data" / "hoarded_game.json").read_text())


def refresh_and_take_back(state) -> None:
    card = state.hands[state.active][0]
    run(state, f"refresh {card}", f"take {card}")


def test_ruling35_a_whole_round_with_every_card_in_hand_and_no_play_ends_the_game():
    state = GAME.from_position(hoarded_position())
    assert "upgrade B5" in legal_after_first_turn(state)  # white could play, and does not
    refresh_and_take_back(state)  # Bot 1
    refresh_and_take_back(state)  # Bot 2
    assert not state.is_over() and state.quiet_turns == 3 and state.to_move() == 2
    assert state.prompt().endswith("Every card is in a hand: if no one plays in this turn, the game ends.")
    refresh_and_take_back(state)  # Bot 3: the whole round went by
    assert state.is_over() and state.markers == {"A": 0, "B": 8, "C": 2}
    assert "A whole round went by with every card in the players' hands and no one playing: " \
           "the game ends now." in events(state)
    assert state.scores == {"white": 14, "black": 38, "pink": 56}  # bonuses as at the normal end
    result = state.result()
    assert result is not None and result.winners == [2]
    again = GAME.from_position(state.to_position())  # a game that ruling ended is a position too
    assert again.is_over() and again.quiet_turns == 4 and again.to_position() == state.to_position()


def legal_after_first_turn(state) -> set[str]:
    """Bot 3's quiet turn; then what Bot 1 may do."""
    refresh_and_take_back(state)
    assert state.quiet_turns == 1 and state.to_move() == 0
    assert "Every card is in the players' hands now. If a whole round goes by in which no one plays, " \
           "the game ends." in events(state)
    assert state.prompt().endswith("Every card is in a hand: if no one plays in this turn and the next 2, "
                                   "the game ends.")
    return legal(state)


def test_ruling35_a_play_starts_the_count_again():
    state = GAME.from_position(hoarded_position())
    legal_after_first_turn(state)
    run(state, "upgrade B5", "up brown3-3 B-left", "down blue3-2 B-left", "down green2-1 B-right")
    assert state.step == "turn_start" and state.to_move() == 1 and state.quiet_turns == 0
    for _ in range(3):
        refresh_and_take_back(state)  # Bot 2's and Bot 3's turn, then Bot 1's own pile is still there
    assert not state.is_over() and state.quiet_turns == 0


def test_ruling35_the_count_is_part_of_the_position():
    data = hoarded_position() | {"quiet_turns": 2}
    state = GAME.from_position(data)
    assert state.to_position()["quiet_turns"] == 2
    refresh_and_take_back(state)
    assert state.is_over() is False and state.quiet_turns == 3
    refresh_and_take_back(state)
    assert state.is_over()
    with pytest.raises(ValueError, match="quiet_turns: a regular phase counts 0 to 3 quiet turns, not 4"):
        GAME.from_position(hoarded_position() | {"quiet_turns": 4})
