"""Collect three new artifacts (rulebook: Collect Three New Artifacts; R5-R11, Q3-Q5, Q21, Q22)."""

from game.core.actions import Action
from game.core.history import History
from tests.game.area51.a51_helpers import events, legal, position, refused, run, unused, verbs

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]
NEW = ["green3-1", "green3-2", "green3-3", "green3-4", "green3-5", "green3-6"]


def test_r5_refresh_discards_a_hand_card_and_the_display_then_turns_six_new_cards():
    state = position(hands=[["orange2-1", "green2-1"], [], [], []], display=DISPLAY, deck_top=NEW)
    assert "refresh orange2-1" in legal(state)
    state.apply("refresh orange2-1")
    assert state.discard == ["orange2-1"] + DISPLAY
    assert state.display == NEW
    assert state.hands[0] == ["green2-1"]
    assert state.step == "collect" and state.takes_left == 3 and state.to_move() == 0
    assert state.revealed
    assert "New face-up artifacts: green 3, green 3" in events(state)


def test_r6_refresh_only_before_the_first_take_and_only_once_per_turn():
    state = position(hands=[["orange2-1", "green2-1"], [], [], []], display=DISPLAY, deck_top=NEW)
    state.apply("refresh orange2-1")
    assert verbs(state) == {"take"}
    assert "only once per turn" in refused(state, "refresh green2-1")
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, deck_top=NEW)
    state.apply("take blue3-1")
    assert "refresh" not in verbs(state)
    assert "before the first card is taken" in refused(state, "refresh orange2-1")


def test_q3_refresh_needs_a_card_in_hand():
    state = position(hands=[[], ["orange2-1"], [], []], display=DISPLAY, deck_top=NEW)
    assert "refresh" not in verbs(state)
    assert state.view(0)["refresh_allowed"] is False
    assert "your hand is empty" in refused(state, "refresh orange2-1")


def test_r7_three_takes_from_the_display_or_the_deck_in_any_mix_then_the_turn_passes():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, deck_top=NEW)
    assert legal(state) >= {f"take {c}" for c in DISPLAY} | {"take deck"}
    run(state, "take blue3-1", "take deck")
    assert state.step == "collect" and state.takes_left == 1 and state.to_move() == 0
    state.apply("take orange3-2")
    assert state.hands[0] == ["orange2-1", "blue3-1", "green3-1", "orange3-2"]
    assert state.to_move() == 1 and state.step == "turn_start"


def test_r4_after_the_first_take_only_takes_are_offered():
    state = position(hands=[["orange2-1", "green2-1", "blue2-1"], [], [], []], display=DISPLAY, deck_top=NEW)
    state.apply("take deck")
    assert verbs(state) == {"take"}
    assert "must be finished" in refused(state, "build orange A")
    assert "must be finished" in refused(state, "pickup A-left")


def test_r8_q22_display_gaps_stay_open_until_the_third_take_then_fill_left_to_right():
    state = position(hands=[[], [], [], []], display=DISPLAY, deck_top=NEW)
    state.apply("take brown3-1")
    assert state.display == ["blue3-1", "blue3-2", None, "brown3-2", "orange3-1", "orange3-2"]
    assert state.view(1)["display"][2] is None
    state.apply("take orange3-2")
    assert state.display == ["blue3-1", "blue3-2", None, "brown3-2", "orange3-1", None]
    state.apply("take deck")  # the third take: green3-1 to the hand, then the refill
    assert state.display == ["blue3-1", "blue3-2", "green3-2", "brown3-2", "orange3-1", "green3-3"]
    assert state.hands[0] == ["brown3-1", "orange3-2", "green3-1"]


def test_r9_a_hand_has_no_limit():
    big = unused(*DISPLAY, *NEW, count=40)
    state = position(hands=[big, [], [], []], display=DISPLAY, deck_top=NEW)
    run(state, "take deck", "take deck", "take deck")
    assert len(state.hands[0]) == 43


def test_r10_q4_an_empty_deck_is_rebuilt_from_the_whole_discard_pile_when_a_card_is_needed():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, rest_to=1,
                     discard=["green2-1", "green2-2", "green2-3"])
    assert state.deck == [] and "take deck" in legal(state)
    state.apply("take deck")
    assert state.discard == [] and len(state.deck) == 2
    assert sorted(state.deck + [state.hands[0][-1]]) == ["green2-1", "green2-2", "green2-3"]
    assert "shuffled into a new deck" in events(state) and state.revealed


def test_q4_the_refresh_discards_are_in_the_rebuilt_deck():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, rest_to=1, discard=[])
    state.apply("refresh orange2-1")  # deck empty: the seven cards just discarded become the deck
    assert sorted(state.display + state.deck) == sorted(["orange2-1"] + DISPLAY)
    assert len(state.deck) == 1 and state.discard == []


def test_r10_with_deck_and_discard_empty_no_card_comes_from_the_deck():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, rest_to=1)
    assert "take deck" not in legal(state)
    assert "both empty" in refused(state, "take deck")


def test_q5_fewer_than_three_cards_to_be_had_take_what_exists():
    state = position(hands=[[], [], [], []], display=["blue3-1", "blue3-2", None, None, None, None], rest_to=1)
    run(state, "take blue3-1")
    assert state.to_move() == 0
    state.apply("take blue3-2")
    assert state.hands[0] == ["blue3-1", "blue3-2"]
    assert state.to_move() == 1 and state.display == [None] * 6
    assert events(state) == ("Nothing is left to take: the collect ends early. | The deck and the discard pile are "
                              "empty: the display stays short. | Every card is in the players' hands now. If a whole "
                              "round goes by in which no one plays, the game ends.")


def test_q5_a_refill_that_runs_dry_says_what_it_turned_up_then_that_the_display_stays_short():
    state = position(hands=[[], [], [], []], display=["blue3-1", "blue3-2", "blue3-3", None, None, None],
                     discard=["orange2-1"], rest_to=1)
    run(state, "take blue3-1", "take blue3-2", "take blue3-3")
    assert state.display == ["orange2-1", None, None, None, None, None]
    assert events(state, 0).endswith("New face-up artifacts: orange 2. | The deck and the discard pile are empty: "
                                     "the display stays short.")


def test_q21_refresh_is_allowed_when_the_deck_cannot_give_six():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, deck_top=NEW[:2], rest_to=1)
    assert len(state.deck) == 2 and "refresh orange2-1" in legal(state)
    state.apply("refresh orange2-1")
    assert state.display[:2] == NEW[:2]  # the old deck first, then the rebuilt one
    assert set(state.display[2:]) <= set(DISPLAY + ["orange2-1"]) and None not in state.display


def test_r11_a_card_from_the_deck_is_named_only_to_the_taker():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, deck_top=["green3-7"])
    assert state.describe(Action.parse("take deck"), 1) == "Ann takes a card from the deck."
    state.apply("take deck")
    assert "The card is green 3." in events(state, 0)
    for viewer in (1, 2, 3, None):
        assert "green 3" not in events(state, viewer)
    assert "green3-7" in state.view(0)["hands"][0]
    assert state.view(1)["hands"][0] is None and state.view(1)["hand_sizes"][0] == 2


def test_r11_display_takes_and_the_refresh_card_are_public():
    state = position(hands=[["orange2-1"], [], [], []], display=DISPLAY, deck_top=NEW)
    take = Action.parse("take blue3-1")
    assert state.describe(take, 2) == "Ann takes blue 3 from the display."
    refresh = Action.parse("refresh orange2-1")
    assert state.describe(refresh, None) == "Ann discards orange 2 from hand and refreshes the display."
    assert state.describe(refresh, 0) == "You discard orange 2 from hand and refresh the display."


def test_q31_a_short_display_is_filled_only_by_the_next_collects_refill():
    regions = {"B": {"bunkers": {"B5": {"colour": "green", "owner": "pink", "level": 2}}}}
    state = position(regions=regions, display=["blue3-1", None, None, None, None, None], rest_to=2,
                     hangars={"B-left": ["+green2-1@red"]}, active=1)
    run(state, "pickup B-left", "load green2-1 B5")  # green 2 reaches the discard pile
    assert state.discard == ["green2-1"] and state.display == ["blue3-1", None, None, None, None, None]
    assert state.to_move() == 2
    run(state, "take blue3-1", "take deck")  # the deck is rebuilt from the discard pile for the take
    assert state.display == [None] * 6 and "the discard pile (1 card) is shuffled" in events(state)
    assert "Dee can do nothing at all: the turn passes." in events(state)  # no card anywhere but Cid's
    assert state.to_move() == 2


def test_q32_a_collect_that_ends_early_refills_the_display_and_stops_undo_like_the_third_take():
    state = position(hands=[[], [], [], []], display=["blue3-1", None, None, None, None, None], rest_to=1,
                     discard=[])
    history = History(state)
    history.apply("take blue3-1")
    assert history.state.to_move() == 1 and history.state.revealed and not history.can_undo(0)
