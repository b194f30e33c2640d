"""Set-up for every player count and the two-player variant (rulebook: Setup; spec §2, W12, W13)."""

from collections import Counter

import pytest

from game.area51 import GAME
from game.area51.rules_data import area51_data
from game.core.contract import Seat
from tests.game.area51.a51_helpers import new_state, seat_objects

# players: sides, markers A/B/C, towers blue/brown/orange/green, S cards left on top of the deck
# after dealing and returning, deck size after the display (spec §2, W12)
SET_UP_TABLE = {
    3: (("small", "small", "small"), (11, 11, 11), (3, 3, 3, 4), 1, 83),
    4: (("large", "small", "small"), (17, 11, 11), (4, 4, 4, 5), 4, 78),
    5: (("large", "large", "small"), (17, 17, 11), (4, 4, 4, 5), 7, 73),
    6: (("large", "large", "large"), (17, 17, 17), (5, 5, 5, 5), 10, 68),
    2: (("large", "small", "small"), (17, 11, 11), (4, 4, 4, 5), 14, 88),
}


@pytest.mark.parametrize("players", [3, 4, 5, 6, 2])
def test_w12_set_up_table_row_for_each_player_count(players):
    sides, markers, towers, s_left, deck_size = SET_UP_TABLE[players]
    for seed in (0, 1):
        state = new_state(players, seed)
        view = state.view(None)
        assert tuple(r["side"] for r in view["regions"]) == sides
        assert tuple(r["markers"] for r in view["regions"]) == markers
        assert tuple(r["spaces"] for r in view["regions"]) == tuple(8 if s == "large" else 5 for s in sides)
        assert tuple(r["icons"] for r in view["regions"]) == tuple(2 if s == "large" else 1 for s in sides)
        assert sum(r["icons"] for r in view["regions"]) == (4 if players == 2 else players)
        assert tuple(view["towers"][c] for c in ("blue", "brown", "orange", "green")) == towers
        assert view["hand_sizes"] == [5] * players
        assert all(area51_data().cards[c].starting for hand in state.hands for c in hand)
        assert view["deck_size"] == deck_size
        assert all(c is not None for c in view["display"]) and len(view["display"]) == 6
        # every S card not dealt and not returned lies on top: first in the display, then the deck
        display_s = min(6, s_left)
        assert all(area51_data().cards[c].starting for c in state.display[:display_s])
        assert view["s_on_top"] == max(0, s_left - 6)
        top = state.deck[len(state.deck) - view["s_on_top"]:] if view["s_on_top"] else []
        assert all(area51_data().cards[c].starting for c in top)
        assert view["discard"] == [] and all(pile == [] for pile in view["hangars"].values())
        assert view["depot"] == list(area51_data().vehicles)
        assert view["tokens"] == {"1/2": 7, "3/4": 6, "5/6": 6, "7/8": 5}
        assert state.to_move() == 0 and state.step == "turn_start" and state.phase == "regular"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_card_lies_once_at_the_start_and_towers_and_markers_follow_the_rulebook(players):
    state = new_state(players, seed=5)
    assert state.invariant_problems() == []
    cards = state.deck + [c for c in state.display if c] + [c for h in state.hands for c in h]
    assert Counter(cards) == Counter(area51_data().card_ids)
    removed = {3: 7, 4: 3, 5: 3, 6: 0, 2: 3}[players]
    assert sum(state.towers.values()) == 20 - removed
    back_to_box = {3: 27, 4: 21, 5: 15, 6: 9, 2: 21}[players]
    assert 60 - sum(state.markers.values()) == back_to_box


def test_w13_two_player_pieces_four_scores_ten_caps_per_seat_one_hand_each():
    state = new_state(2)
    view = state.view(0)
    assert view["scores"] == {"pink": 0, "purple": 0, "black": 0, "white": 0}
    assert view["seat_colours"] == [["pink", "purple"], ["black", "white"]]
    for seat in view["seats"]:
        assert sum(seat["caps_left"].values()) == 10 and len(seat["caps_left"]) == 2
        assert seat["hand_size"] == 5
    assert len(state.hands) == 2


def test_the_first_player_is_random_unless_given_and_the_deal_is_seeded():
    firsts = {GAME.new_state("standard", seat_objects(4), {}, seed).active for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert GAME.new_state("standard", seat_objects(4), {}, 3, first_player=2).active == 2
    one = GAME.new_state("standard", seat_objects(4), {}, 9).to_position()
    two = GAME.new_state("standard", seat_objects(4), {}, 9).to_position()
    assert one == two
    assert one != GAME.new_state("standard", seat_objects(4), {}, 10).to_position()


def test_the_first_player_must_be_a_seat():
    with pytest.raises(ValueError, match="first player"):
        GAME.new_state("standard", seat_objects(3), {}, 0, first_player=3)


def test_standard_is_for_three_to_six_players_with_single_colours():
    with pytest.raises(ValueError, match="3 to 6"):
        GAME.check_setup("standard", seat_objects(2), {})
    with pytest.raises(ValueError, match="own colour"):
        GAME.check_setup("standard", [Seat("A", "white"), Seat("B", "white"), Seat("C", "red")], {})
    with pytest.raises(ValueError, match="own colour"):
        GAME.new_state("standard", [Seat("A", "white"), Seat("B", "blue"), Seat("C", "red")], {}, 0)
    assert GAME.info.colours_for("standard") == ["white", "black", "pink", "purple", "yellow", "red"]
