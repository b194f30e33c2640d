"""Set-up (rulebook: Setup; spec §2): deals, the Event deck, the first placements, the lead seat."""

import pytest

from game.area1851.rules_data import area1851_data
from tests.game.area1851.a1851_helpers import legal, new_state, run

DECK_AFTER_DEAL = {2: (98, 31), 3: (93, 30), 4: (88, 29), 5: (83, 28)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_of_every_player_count_deals_five_cards_and_one_feat_each(players):
    state = new_state(players, seed=3)
    data = area1851_data()
    assert [len(h) for h in state.hands] == [5] * players
    assert [len(f) for f in state.feats_down] == [1] * players
    assert (len(state.tinker_deck), len(state.feat_deck)) == DECK_AFTER_DEAL[players]
    assert state.discard == [] and state.scraps == [[]] * players and state.rep == [0] * players
    assert all(places == ["reserve"] * 3 for places in state.places)
    assert state.phase == "setup" and state.queue == list(range(players)) and state.turn == 1
    assert len(set(sum(state.hands, []) + state.tinker_deck)) == len(data.tinker_ids) == 108
    assert state.invariant_problems() == []


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_w2_event_deck_construction(players):
    state = new_state(players, seed=1)
    data = area1851_data()
    top_first = list(reversed(state.event_deck))
    assert len(top_first) == 15
    assert (top_first[4], top_first[9], top_first[14]) == ("to-the-right-1", "to-the-left-1", "the-end-1")
    random_cards = [c for i, c in enumerate(top_first) if i not in (4, 9, 14)]
    universal = [c for c in random_cards if c in data.universal_ids]
    assert len(universal) <= players - 2 and set(random_cards) <= set(data.pool) | set(data.universal_ids[:players - 2])
    assert len(state.boxed) == {2: 6, 3: 6, 4: 6, 5: 6}[players]
    assert sorted(state.event_deck + state.boxed) == sorted(data.event_ids)
    unchosen = set(data.universal_ids[players - 2:])
    assert unchosen <= set(state.boxed)
    leftovers = [c for c in state.boxed if c not in unchosen]
    assert (len(leftovers), len(unchosen)) == {2: (3, 3), 3: (4, 2), 4: (5, 1), 5: (6, 0)}[players]


@pytest.mark.parametrize("segment, turns, closers", [(3, 12, (4, 8, 12)), (4, 15, (5, 10, 15)), (5, 18, (6, 12, 18))])
def test_r1_w3_a_game_has_as_many_turns_as_the_event_deck_has_cards(segment, turns, closers):
    state = new_state(2, seed=2, segment=segment)
    top_first = list(reversed(state.event_deck))
    assert state.turns == len(top_first) == turns
    assert [top_first.index(c) + 1 for c in ("to-the-right-1", "to-the-left-1", "the-end-1")] == list(closers)
    assert state.view(None)["event_deck"]["closers"] == dict(zip(("to-the-right-1", "to-the-left-1", "the-end-1"),
                                                                closers, strict=False))


@pytest.mark.parametrize("players, most", [(2, 0), (3, 1), (4, 2), (5, 3)])
def test_w4_the_number_of_universal_cards_follows_the_player_count(players, most):
    data = area1851_data()
    counts = {sum(1 for c in new_state(players, seed=seed).event_deck if c in data.universal_ids)
              for seed in range(1, 51)}
    assert max(counts) <= most and (most == 0 or max(counts) >= 1)


def test_a29_the_first_placements_are_public_in_seat_order_from_the_first_player():
    state = new_state(3, seed=4, first_player=1)
    assert state.queue == [1, 2, 0] and state.to_move() == 1
    assert not state.private_screen(1)
    assert legal(state) == {f"place {loc}" for loc in area1851_data().location_ids}
    run(state, "place town-hall", "place workshop")
    assert state.places[1][0] == "town-hall" and state.places[2][0] == "workshop" and state.to_move() == 0
    run(state, "place recycler")
    assert state.phase != "setup" and state.turn == 1 and state.event is not None
    assert [places[0] for places in state.places] == ["recycler", "town-hall", "workshop"]


def test_a27_the_lead_seat_moves_on_by_one_seat_each_turn():
    state = new_state(3, seed=5, first_player=2)
    assert [state.lead_of(turn) for turn in (1, 2, 3, 4)] == [2, 0, 1, 2]
    assert state.order() == [2, 0, 1]


def test_a28_dice_are_unset_until_the_first_roll():
    state = new_state(2, seed=6)
    assert state.dice == [[None] * 3, [None] * 3]
    run(state, "place workshop", "place workshop")
    while state.phase != "action":
        state.apply(state.legal_actions()[0])
    assert all(v is not None for seat in state.dice for v in seat[:2])


def test_the_first_player_is_drawn_by_the_seed_unless_chosen():
    firsts = {new_state(4, seed=seed, first_player=None).first for seed in range(20)}
    assert firsts == {0, 1, 2, 3}
    assert new_state(4, seed=7, first_player=None).first == new_state(4, seed=7, first_player=None).first


def test_a2_the_mission_cards_are_the_feat_deck_of_33():
    data = area1851_data()
    assert len(data.feat_ids) == 33
    assert sum(1 for f in data.feats.values() if f.when == "end") == 12
