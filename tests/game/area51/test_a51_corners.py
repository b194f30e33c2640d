"""Where two rules of Area 51 meet in one action (docs/rulings.md, "Where two rules meet").

Each test plays one corner through the engine from a small position: an effect whose result
ends something (the deck, a region's supply, the last round, the last pile), an effect that
chains into the next player's options (a hire and the pile it leaves, a vehicle that moves
away), and the two-player variant's scoring. Names start with ``test_corner_`` and say the
outcome; the comment above each test gives the rulebook's point in our own words.
"""

import pytest

from game.area51.rules_data import area51_data
from tests.game.area51.a51_helpers import bunker, events, legal, new_state, position, refused, run

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]


def collect(state):
    """One regular turn that changes nothing on the board: three cards from the deck."""
    return run(state, "take deck", "take deck", "take deck")


def cards_everywhere(state) -> int:
    """Every card in the game, wherever it lies (the loading tray included)."""
    return (len(state.deck) + len(state.discard) + sum(1 for c in state.display if c)
            + sum(len(h) for h in state.hands) + sum(len(p) for p in state.hangars.values()) + len(state.pile))


# --------------------------------------------------------------------------- set-up

# Per player count (the 2-player game as four): rulebook table rows for cards. Each hand gets five
# starting cards; the stated number of starting cards is shuffled into the 64 main cards; the
# rest of the starting cards lie as one block on top, from which the display is turned first.
# (Boards, markers and towers per count: tests/game/area51/test_a51_setup.py::test_w12_...)
@pytest.mark.parametrize("players, returned", [(3, 24), (4, 16), (5, 8), (6, 0), (2, 16)])
def test_corner_set_up_the_starting_cards_split_between_hands_main_deck_and_the_block_on_top(players, returned):
    cards = area51_data().cards
    for seed in (0, 7):
        state = new_state(players, seed)
        assert [len(h) for h in state.hands] == [5] * players
        assert all(cards[c].starting for hand in state.hands for c in hand)
        block = 40 - 5 * players - returned
        drawn = list(state.display) + list(reversed(state.deck))  # in the order the cards left the deck
        assert all(cards[c].starting for c in drawn[:block])
        main = drawn[block:]
        assert len(main) == 64 + returned and sum(cards[c].starting for c in main) == returned
        assert state.s_on_top == max(0, block - 6)


# --------------------------------------------------------------------------- the deck runs out


# Collect: when the deck has no card left, the discard pile becomes the new deck. The deck's
# last card is taken as the second of three takes; the pile is shuffled only when the third take
# needs a card, and the refill after the third take goes on from the rebuilt deck.
def test_corner_the_deck_runs_out_mid_collect_and_is_rebuilt_only_for_the_next_card():
    discard = ["green2-1", "green2-2", "green2-3", "green2-4"]
    state = position(hands=[[], [], [], []], display=DISPLAY, deck_top=["green3-1"], rest_to=1, discard=discard)
    run(state, "take blue3-1", "take deck")
    assert state.hands[0] == ["blue3-1", "green3-1"] and state.deck == [] and state.discard == discard
    assert state.step == "collect" and legal(state) >= {"take deck"}
    state.apply("take deck")
    assert "The deck is empty: the discard pile (4 cards) is shuffled into a new deck." in events(state)
    assert state.discard == [] and len(state.deck) == 2 and None not in state.display
    assert sorted([state.hands[0][2], state.display[0], *state.deck]) == discard
    assert cards_everywhere(state) == len(area51_data().card_ids) and state.to_move() == 1


# Refresh meets an empty deck: the refresh's own discards (the hand card and the old display) are
# the only cards left, so the new display is turned from them. Played by an existing test.
# tests/game/area51/test_a51_collect.py::test_q4_the_refresh_discards_are_in_the_rebuilt_deck


# ------------------------------------------------------------------ a region's last marker


# A bunker that takes the last marker of the FIRST empty region does not end anything, but that
# region now refuses new bunkers (spaces are still free) and new levels. Only bunkers and levels
# need a marker: a vehicle may still be hired out of the empty region, its cards going there.
def test_corner_the_first_emptied_region_ends_nothing_but_closes_to_bunkers_and_levels():
    regions = {"B": {"markers": 1, "bunkers": {"B5": {"colour": "green", "owner": "pink", "level": 1}}}}
    state = position(regions=regions, display=DISPLAY,
                     hands=[["orange2-1", "blue2-1"], ["green2-1", "green2-2", "green2-3"], [], []])
    run(state, "build orange B", "up orange2-1 B-left", "down blue2-1 B-right")
    assert bunker(state, "B4") == ("orange", "white", 1) and state.markers["B"] == 0
    assert state.phase == "regular" and state.empty_regions() == ["B"] and state.to_move() == 1
    assert state.next_space("B") == "B3"
    assert "build green B" not in legal(state) and "build green C" in legal(state)
    assert "upgrade B5" not in legal(state)
    assert refused(state, "build green B") == "Region B has no security marker left."
    assert refused(state, "upgrade B5") == "Region B has no security marker left for a new level."
    run(state, "hire truck-green B>C", "up green2-1 B-left", "down green2-2 B-right", "done")
    assert state.vehicles["truck-green"][:2] == ("B>C", 1) and len(state.hangars["B-right"]) == 2


# The bunker that fills a region's last building space closes the region to new bunkers even
# though markers remain; the levels of its bunkers may still take those markers.
def test_corner_the_last_building_space_filled_closes_builds_but_not_levels():
    four = {f"B{n}": {"colour": "green", "owner": "pink", "level": 1} for n in range(5, 1, -1)}
    state = position(regions={"B": {"bunkers": four}}, display=DISPLAY,
                     hands=[["orange2-1", "blue2-1"], ["green2-1", "green2-2", "orange2-2"], [], []])
    assert state.next_space("B") == "B1" and state.markers["B"] == 11 - 4
    run(state, "build orange B", "up orange2-1 B-left", "down blue2-1 B-left")
    assert bunker(state, "B1") == ("orange", "white", 1) and state.next_space("B") is None
    assert state.markers["B"] == 6 and state.to_move() == 1
    assert not any(a.startswith("build") and " B" in a for a in legal(state))
    assert refused(state, "build green B") == "Region B has no empty building space."
    assert {"upgrade B5", "upgrade B2", "build green A", "build green C"} <= legal(state)


# The end is triggered by a new LEVEL as well as by a new bunker. When the last seat triggers it,
# the extra round runs from the first seat round to the trigger seat, and the final pick-ups start
# again from the first seat; the pile the triggering level left is still there to be picked up,
# its loads score before the region bonuses.
def test_corner_a_level_by_the_last_seat_triggers_the_end_and_its_own_cards_are_the_final_pile():
    regions = {"B": {"markers": 1, "bunkers": {"B5": {"colour": "blue", "owner": "red", "level": 1}}},
               "C": {"markers": 0}}
    state = position(regions=regions, display=DISPLAY, active=3,
                     hands=[[], [], [], ["blue2-1", "green3-1", "orange3-3"]])
    run(state, "upgrade B5", "up blue2-1 B-left", "down green3-1 B-left")
    assert state.phase == "regular"
    state.apply("down orange3-3 B-left")
    assert bunker(state, "B5") == ("blue", "red", 2) and state.phase == "last_round"
    assert "Regions B and C have no security markers left: everyone gets one more turn, Dee last." in events(state)
    assert state.phase_label() == "Last round: Ann, Bob, Cid, Dee still to play"
    for seat in (0, 1, 2, 3):
        assert state.to_move() == seat
        collect(state)
    assert state.phase == "final" and state.to_move() == 0 and legal(state) == {"pickup B-left"}
    run(state, "pickup B-left", "load blue2-1 B5")
    assert state.is_over()
    assert state.scores == {"white": 0, "pink": 0, "yellow": 0, "red": 2 + 5}
    assert sorted(state.hands[0][-2:]) == ["green3-1", "orange3-3"]
    assert state.result().winners == [3]


# The last turn of the last round picks up the last pile on the board: the final phase begins with
# no pile to pick up, so the game ends at once, with that turn's loads counted before the bonuses.
def test_corner_the_last_turn_of_the_last_round_takes_the_last_pile_and_the_game_ends_at_once():
    regions = {"A": {"bunkers": {"A8": {"colour": "orange", "owner": "pink", "level": 3}}}}
    state = position(phase="last_round", turns_left=1, active=2, regions=regions, display=DISPLAY,
                     hangars={"A-mid": ["-orange3-3@red", "+green2-1@white"]})
    assert state.phase_label() == "Last round: Cid still to play"
    run(state, "pickup A-mid", "load orange3-3 A8")
    assert state.is_over() and state.scores["pink"] == 3 + 5
    text = events(state)
    assert text.index("green 2 goes to Cid's hand") < text.index("Final pick-ups") < text.index("Region A bonus")
    assert state.hands[2] == ["green2-1"]


# A third region emptied during the last round changes nothing (the round is not restarted).
# tests/game/area51/test_a51_end.py::test_q25_a_third_region_emptied_in_the_last_round_changes_nothing


# ------------------------------------------------------------------------ the final pick-ups


# In the final phase the loader must still store what can be stored, even into a rival's bunker;
# the artifacts that cannot be stored go to his hand, and the hand's size is the tie-break. Here
# the forced load makes the tie and the leftover card breaks it for the loader.
def test_corner_the_last_pile_forces_a_tie_and_its_leftover_card_breaks_it_for_the_loader():
    regions = {"B": {"bunkers": {"B5": {"colour": "green", "owner": "pink", "level": 2}}},
               "C": {"bunkers": {"C5": {"colour": "blue", "owner": "white", "level": 1}}}}
    state = position(phase="final", regions=regions, scores={"white": 8, "pink": 6, "yellow": 4, "red": 0},
                     hands=[["blue4-1", "blue4-2"], ["blue4-3", "blue4-4"], [], []],
                     hangars={"B-left": ["+green2-1@yellow", "-brown3-1@red"]})
    state.apply("pickup B-left")
    assert legal(state) == {"load green2-1 B5"}
    assert refused(state, "take deck").endswith("while one can be stored, you must store one.")
    state.apply("load green2-1 B5")
    assert state.is_over() and state.hands[0][-1] == "brown3-1"
    assert state.scores == {"white": 8 + 5, "pink": 6 + 2 + 5, "yellow": 4, "red": 0}
    result = state.result()
    assert result.winners == [0]
    assert result.summary == "Ann and Bob tie on 13 points; Ann wins with more cards in hand (3)."


# ------------------------------------------------------------- vehicles and the piles they serve


# A hire's own cards lie in the hangars of the region the vehicle departs from, so the next
# pick-up of that pile may send the hire's face-up card along the new vehicle.
def test_corner_a_hires_own_cards_are_a_pile_its_vehicle_reroutes():
    regions = {"B": {"bunkers": {"B5": {"colour": "green", "owner": "pink", "level": 2}}}}
    state = position(regions=regions, display=DISPLAY, hands=[["green2-1", "blue3-3"], [], [], []])
    run(state, "hire truck-green C>B", "up green2-1 C-left", "down blue3-3 C-left", "done")
    assert state.to_move() == 1 and "pickup C-left" in legal(state)
    state.apply("pickup C-left")
    assert legal(state) == {"load green2-1 B5"}
    state.apply("load green2-1 B5")
    assert state.scores["pink"] == 2 and state.hands[1] == ["blue3-3"] and state.to_move() == 2


# Moving a vehicle to another route takes its service away from the region it left, and gives it
# to the region it now departs from, where the move's own cards were played.
def test_corner_a_moved_vehicle_stops_serving_its_old_region_and_serves_its_new_one():
    regions = {"A": {"bunkers": {"A8": {"colour": "green", "owner": "yellow", "level": 3}}}}
    hand = ["green2-1", "blue3-3", "brown3-3"]
    state = position(regions=regions, display=DISPLAY, vehicles={"truck-green": {"route": "B>A", "number": 1}},
                     hands=[hand, [], [], []], hangars={"B-left": ["+green3-1@red"]})
    assert state.reach_from("B")["green"] == ("B", "A")
    run(state, "hire truck-green C>A", "up green2-1 C-left", "down blue3-3 C-left", "down brown3-3 C-right", "done")
    assert state.vehicles["truck-green"][:2] == ("C>A", 2)
    state.apply("pickup B-left")  # Bob: the green 3 has no way to A any more
    assert state.hands[1] == ["green3-1"] and state.scores["yellow"] == 0 and state.to_move() == 2
    state.apply("pickup C-left")  # Cid: Ann's face-up green goes to A along the moved truck
    assert legal(state) == {"load green2-1 A8"}
    state.apply("load green2-1 A8")
    assert state.scores["yellow"] == 2 and state.hands[2] == ["blue3-3"]


# A truck and a train of one colour may both lead from the pile's region to the same region, but
# a bunker there still takes only one artifact per pick-up; the second card goes to the hand.
def test_corner_two_vehicles_to_one_region_still_feed_each_bunker_once():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "pink", "level": 3}}}}
    vehicles = {"truck-blue": {"route": "B>A", "number": 1}, "train-blue": {"route": "B>A", "number": 2}}
    state = position(regions=regions, vehicles=vehicles, hangars={"B-right": ["+blue3-3@red", "-blue2-1@yellow"]})
    state.apply("pickup B-right")
    assert legal(state) == {"load blue3-3 A8", "load blue2-1 A8"}
    state.apply("load blue3-3 A8")
    assert state.scores["pink"] == 3 and state.hands[0] == ["blue2-1"] and state.to_move() == 1


# A vehicle at 7 can rise only to 8, with exactly eight face-down cards; the eighth card ends the
# hire by itself, and from then on the vehicle can neither move nor rise. The 7/8 token it held is
# freed and shows 8.
def test_corner_a_vehicle_raised_from_7_to_8_finishes_by_itself_and_is_frozen():
    others = [c for c in area51_data().card_ids if area51_data().colour_of[c] != "orange"][:8]
    hand = ["orange2-1", *others, "orange2-2"]
    state = position(vehicles={"train-orange": {"route": "A>C", "number": 7}}, display=DISPLAY,
                     hands=[hand, [], [], []])
    assert state.vehicles["train-orange"][2] == ("7/8:7",)
    run(state, "hire train-orange C>B", "up orange2-1 C-left", *[f"down {c} C-right" for c in others[:7]])
    assert "done" not in legal(state) and state.step == "project"
    state.apply(f"down {others[7]} C-left")
    assert state.vehicles["train-orange"] == ("C>B", 8, ("7/8:8",)) and state.free_tokens["7/8"] == 5 - 1
    assert state.to_move() == 1 and state.hands[0] == ["orange2-2"]
    for _ in range(3):
        collect(state)
    assert state.to_move() == 0 and not any(a.startswith("hire train-orange") for a in legal(state))
    assert refused(state, "hire train-orange C>A") == \
        "A vehicle with number 8 can neither move nor have its number raised."


# --------------------------------------------------------------------------- the end bonus


# Levels above 4 store nothing more, but they still count in the end bonus; between equal levels
# the bunker on the higher-numbered space ranks first.
def test_corner_a_level_5_bunker_outranks_level_4s_and_equal_levels_go_by_space():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "pink", "level": 4},
                                 "A7": {"colour": "green", "owner": "red", "level": 4},
                                 "A6": {"colour": "orange", "owner": "yellow", "level": 5}}}}
    state = position(phase="final", regions=regions)
    assert state.scores == {"white": 0, "pink": 3, "yellow": 5, "red": 2}
    assert "Region A bonus: 5 to Cid (A6, level 5), 3 to Bob (A8, level 4), 2 to Dee (A7, level 4)." in events(state)


# ------------------------------------------------------------------------ the two-player game


# Two players: a loader storing in a bunker of either of his own colours scores that colour; the
# forced loads into rivals' bunkers still happen; bonuses go to the cap's colour, and only then is
# each seat's lower colour its score.
def test_corner_two_players_the_loader_feeds_his_own_low_colour_but_the_lower_score_still_loses():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "purple", "level": 3},
                                 "B4": {"colour": "green", "owner": "black", "level": 2}}}}
    state = position(2, phase="final", regions=regions, scores={"pink": 15, "purple": 2, "black": 6, "white": 20},
                     hangars={"B-left": ["+blue3-3@black+white", "-green2-1@pink+purple"]})
    state.apply("pickup B-left")
    assert legal(state) == {"load blue3-3 B5", "load green2-1 B4"}
    state.apply("load blue3-3 B5")
    assert legal(state) == {"load green2-1 B4"}  # the rival's load is not optional
    state.apply("load green2-1 B4")
    assert state.is_over()
    assert state.scores == {"pink": 15, "purple": 2 + 3 + 5, "black": 6 + 2 + 3, "white": 20}
    assert state.result().scores == [10, 11] and state.result().winners == [1]


# Two players: each colour has its own five caps. When one colour's caps are all on bunkers, a
# new bunker can still be built under the other colour, and only under it.
def test_corner_two_players_one_colours_caps_run_out_and_the_other_colour_still_builds():
    five = {f"A{n}": {"colour": "green", "owner": "pink", "level": 1} for n in range(8, 3, -1)}
    state = position(2, regions={"A": {"bunkers": five}}, display=DISPLAY, hands=[["orange2-1", "orange2-2"], []])
    assert state.caps_left == {"pink": 0, "purple": 5, "black": 5, "white": 5}
    builds = {a for a in legal(state) if a.startswith("build")}
    assert builds == {"build orange A purple", "build orange B purple", "build orange C purple"}
    assert refused(state, "build orange B pink") == "All 5 pink caps are already on bunkers."
    run(state, "build orange B purple", "up orange2-1 B-left", "down orange2-2 B-left")
    assert bunker(state, "B5") == ("orange", "purple", 1) and state.caps_left["purple"] == 4
