"""Where two rules of Area 1851 meet in one action (docs/rulings.md, "Where two rules meet").

Each test plays one corner through the engine: a position built from plain dicts, the actions
that reach the corner, and the exact outcome (reputation, cards, feats, whose turn, the end).
The comment above each test says what the rulebook gives for the two rules involved; where
it is silent the comment says which ruling the engine makes.
"""

import pytest

from game.area1851 import GAME
from game.area1851.rules_data import area1851_data
from game.core.contract import Seat
from tests.game.area1851.a1851_helpers import (
    dice,
    events,
    finish_sittings,
    legal,
    new_state,
    outcome,
    position,
    run,
    table,
)

EIGHT_MINUS_ONE = ["glass-bead-1", "glass-bead-2", "flint-chip-1", "sunstone-1", "hum-gear-1", "goo-coil-1",
                   "psi-crystal-1"]
"""Seven scrap cards: one more makes Pack Rat's eight."""


def feats(*down, up=()):
    return [{"card": c} for c in down] + [{"card": c, "up": True} for c in up]


def last_assistants_decision(next_event: str, **fields):
    """Bob's Assistants-phase decision, the last of turn 3; turn 4 (Bob's lead) reveals ``next_event``."""
    return position(turn=3, phase="assistants", queue=[1], event_deck=["the-end-1", next_event], **fields)


# ------------------------------------------------------------------ deliveries and feats
# A gadget delivered by the Recycler's Level 2 goes onto its owner's scrap heap. The one delivery
# meets two delivery feats (the owner must pick one, since a gadget completes one feat at most) and
# fills the heap to eight, which meets a feat of the moment. The per-gadget limit is about feats
# the gadget itself meets; the heap feat is not the gadget's (ruling, R55), so it completes at once,
# before the owner has even chosen.
def test_a_recycled_delivery_completes_a_heap_feat_at_once_and_leaves_one_delivery_feat_to_choose():
    state = position(players=[{"assistants": {"a1": "recycler", "a2": "recycler"}, "scrap": EIGHT_MINUS_ONE,
                               "feats": feats("pack-rat-1", "rush-order-1", "bare-bones-1"),
                               "table": [{"gadget": "butter-churn-1", "mods": [None], "made_turn": 3}]}])
    run(state, "activate recycler 2", "recycle-gadget butter-churn-1")
    assert len(state.scraps[0]) == 8 and state.scraps[0][-1] == "butter-churn-1"
    assert state.feats_up[0] == ["pack-rat-1"] and state.rep[0] == 3 + 4
    assert legal(state) == {"complete rush-order-1", "complete bare-bones-1"}
    assert "Ann completes the feat Pack Rat" in events(state, 1) and "Choose" not in events(state, 1)
    run(state, "complete bare-bones-1")
    assert state.feats_up[0] == ["pack-rat-1", "bare-bones-1"] and state.feats_down[0] == ["rush-order-1"]
    assert state.rep[0] == 3 + 4 + 2 and "done" in legal(state)


# One gadget that meets two feats completes only the one its owner picks; the other stays face down,
# still open, and the next gadget that meets it completes it by itself. Nothing about the choice shows
# to the other seats (ruling 35, tested in test_a1851_views.py).
def test_the_feat_not_chosen_stays_open_and_a_later_gadget_of_the_same_turn_completes_it():
    state = position(players=[{"dice": [2, 1, 1], "hand": ["spectacle-lens-1", "bedspring-1"],
                               "feats": feats("crowd-pleaser-1", "patron-townsfolk-1"),
                               "table": [{"gadget": "player-piano-1", "mods": ["watch-spring-1", None]},
                                         {"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]}])
    run(state, "attach spectacle-lens-1 player-piano-1:2 d1")
    assert state.rep[0] == 5 * 2 + 3 + 3 and state.pending == ("feat", "crowd-pleaser-1", "patron-townsfolk-1")
    assert state.view(1)["pending"] is None
    run(state, "complete crowd-pleaser-1")
    run(state, "attach bedspring-1 penny-farthing-1:2 d2")  # 4 x 2 + 2 + 2 = 12: below 15, but two modifications
    assert state.pending is None and state.feats_up[0] == ["crowd-pleaser-1", "patron-townsfolk-1"]
    assert state.rep[0] == 16 + 5 + 12 + 4 and state.ap[0] == 0


# The Storehouse's Level 1 swaps a hand card into the scrap heap; its Level 2 then discards another
# scrap card and builds that one for free: no die, no action point. The free attach fills the
# gadget, so it is delivered within the same action, doubled, and it is the turn's third build:
# a delivery feat and a feat of the moment complete together.
def test_storehouse_exchange_then_pay_then_free_build_fills_delivers_and_completes_two_feats():
    state = position(players=[{"dice": ["1u", "1u", "1u"], "hand": ["bedspring-1", "crossbow-1"],
                               "scrap": ["glass-bead-1", "flint-chip-1"], "stats": {"builds_this_turn": 2},
                               "feats": feats("pure-townsfolk-1", "tinkers-tempo-1"), "ap": 0,
                               "assistants": {"a1": "storehouse", "a2": "storehouse", "a3": "storehouse"},
                               "table": [{"gadget": "rocking-chair-1", "mods": [None]}]}])
    assert not any(a.startswith(("attach", "fabricate")) for a in legal(state))
    run(state, "activate storehouse 1", "exchange bedspring-1 glass-bead-1")
    assert state.hands[0] == ["glass-bead-1", "crossbow-1"] and state.scraps[0] == ["bedspring-1", "flint-chip-1"]
    run(state, "activate storehouse 2")
    assert legal(state) == {"pay flint-chip-1"}  # paying the bedspring would leave nothing to build
    run(state, "pay flint-chip-1", "attach bedspring-1 rocking-chair-1:1 free")
    assert table(state) == [] and state.scraps[0] == [] and state.discard[-3:] == ["flint-chip-1", "rocking-chair-1",
                                                                                   "bedspring-1"]
    assert state.feats_up[0] == ["pure-townsfolk-1", "tinkers-tempo-1"] and state.rep[0] == 4 * 2 + 2 + 6 + 5
    assert state.ap[0] == 0 and dice(state) == ["1u", "1u", "1u"]


# The Recycler's Level 1 scores one modification alone and leaves its socket open. Delivering the
# same gadget afterwards is a delivery of a bare gadget: no doubling, Bare Bones met, Small Wonder
# (which wants a modification) not; the event bonus still counts for the gadget.
def test_a_gadget_delivered_after_its_modification_was_recycled_is_a_bare_delivery():
    state = position(event="townsfolk-fair-1",
                     players=[{"assistants": {"a1": "recycler"}, "feats": feats("small-wonder-1", "bare-bones-1"),
                               "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]}])
    run(state, "activate recycler 1", "recycle brass-rivet-1", "deliver penny-farthing-1")
    assert state.feats_up[0] == ["bare-bones-1"] and state.feats_down[0] == ["small-wonder-1"]
    assert state.causes[0] == {"recycler": 2, "deliveries": 4, "events": 2, "feats": 2}
    assert state.stats[0]["mods_delivered"] == 1 and state.stats[0]["delivered:townsfolk"] == 1


# ------------------------------------------------------------------ dice, rolls and events
# Triple Trouble asks for three alike in a Roll phase. The Workshop's Level 2 re-roll is no Roll
# phase, so three alike from it do not count (ruling: the feat's words).
def test_three_alike_from_a_workshop_reroll_do_not_complete_triple_trouble():
    state = position(forced_rolls=[2, 2], players=[{"dice": [2, 3, 4], "feats": feats("triple-trouble-1"),
                                                    "stats": {"rolled_alike": 1},
                                                    "assistants": {"a1": "workshop", "a2": "workshop"}}])
    run(state, "activate workshop 2", "reroll d2+d3")
    assert dice(state) == [2, 2, 2] and state.feats_down[0] == ["triple-trouble-1"] and state.rep[0] == 0


# Short Supply rolls two dice; the third sits out with its old value. Only rolled dice count for a
# triple, so two alike plus a matching die that sat out is no triple (ruling 39 with the feat).
def test_a_die_that_sits_out_does_not_count_toward_a_triple():
    state = last_assistants_decision("short-supply-1", forced_rolls=[3, 3, 2, 2],
                                     players=[{"dice": [4, 4, 2], "feats": feats("triple-trouble-1")}, {}])
    run(state, "stay")
    assert dice(state, 0) == [2, 2, "2x"] and state.stats[0]["rolled_alike"] == 2
    assert state.feats_down[0] == ["triple-trouble-1"] and state.rep[0] == 0


# The Town Hall takes unused dice; a die sitting out this turn is not unused, so it cannot go there,
# and Civic Duty (all three dice on the Town Hall) cannot be met in a Short Supply turn.
def test_the_town_hall_never_takes_a_die_that_sits_out_so_civic_duty_waits():
    state = position(event="short-supply-1",
                     players=[{"dice": [2, 3, "4x"], "feats": feats("civic-duty-1"),
                               "assistants": {"a1": "town-hall", "a2": "town-hall"}}])
    run(state, "activate town-hall 2")
    assert legal(state) == {"town-hall d1", "town-hall d2", "town-hall d1+d2"}
    run(state, "town-hall d1+d2")
    assert dice(state) == ["2t", "3t", "4x"] and state.rep[0] == 4 and state.feats_down[0] == ["civic-duty-1"]
    assert state.stats[0]["town_hall_dice"] == 2


# ------------------------------------------------------------------ decks running out
# The Replicator discards first, then draws two. With the Tinker deck empty the discard pile is
# shuffled into a new deck (ruling 19), and that pile holds the card just discarded: it comes back,
# and the second draw is lost. A Universal Modification leaves the game instead of the pile, so
# discarding it there brings nothing back.
def test_the_replicator_on_an_empty_deck_draws_back_the_card_it_discarded():
    state = position(rest_to=1, players=[{"hand": ["crossbow-1"], "assistants": {"a1": "replicator"}}])
    assert state.tinker_deck == [] and state.discard == []
    run(state, "activate replicator 1", "replicate crossbow-1")
    assert state.hands[0] == ["crossbow-1"] and state.tinker_deck == [] and state.discard == []
    assert events(state, 1) == ("Ann discards Crossbow at the Replicator. | The Tinker deck is empty: the discard pile "
                                "is shuffled into a new deck. | The Tinker deck and the discard pile are empty: Ann "
                                "gets no more cards. | Ann draws 1 card.")
    universal = position(rest_to=1, players=[{"hand": ["universal-mod-1"], "assistants": {"a1": "replicator"}}])
    run(universal, "activate replicator 1", "replicate universal-mod-1")
    assert universal.hands[0] == [] and universal.removed == ["universal-mod-1"] and universal.discard == []


# Junk Wagon puts the deck's top card on every heap, seat by seat from the lead. When the deck runs
# out between two seats, the discard pile becomes the new deck and the effect goes on with the next
# seat; then the Draw phase finds nothing left and says so.
def test_the_tinker_deck_running_out_in_the_middle_of_an_event_is_rebuilt_for_the_next_seat():
    rest = [c for c in area1851_data().tinker_ids if c not in ("sunstone-1", "hum-gear-1")]
    state = last_assistants_decision("junk-wagon-1", tinker_deck=["sunstone-1"], tinker_discard=["hum-gear-1"],
                                     players=[{"scrap": rest[:50]}, {"scrap": rest[50:]}])
    run(state, "stay")  # Bob leads turn 4
    assert state.scraps[1][-1] == "sunstone-1" and state.scraps[0][-1] == "hum-gear-1"
    log = events(state)
    assert log.index("Bob puts 1 card") < log.index("shuffled into a new deck") < log.index("Ann puts 1 card")
    assert "The Tinker deck and the discard pile are empty: Bob gets no more cards." in log
    assert state.hands == [[], []] and state.phase == "action" and state.turn == 4


# ------------------------------------------------------------------ the Universal Modification bid
# The winner discards the cards bid. A Universal Modification won earlier and scrapped may be among
# them; going to the discard pile, it leaves the game (ruling 12). The card just won goes into the
# hand, not the heap, so it can never pay for itself.
def test_a_bid_paid_with_an_earlier_universal_modification_sends_it_out_of_the_game():
    state = position(4, phase="bid", lead=0, event="universal-mod-2",
                     players=[{"scrap": ["universal-mod-1", "glass-bead-1"]}, {"scrap": ["hum-gear-1"]}])
    run(state, "bid 2", "bid 1", "bid 0", "bid 0")
    assert state.phase == "bid_payment" and legal(state) == {"pay universal-mod-1", "pay glass-bead-1"}
    run(state, "pay universal-mod-1", "pay glass-bead-1")
    assert state.removed == ["universal-mod-1"] and state.discard[-1] == "glass-bead-1"
    assert "universal-mod-1" not in state.tinker_deck + state.discard
    assert "universal-mod-2" in state.hands[0] and state.scraps[0] == [] and state.scraps[1] == ["hum-gear-1"]
    assert state.phase == "action" and state.invariant_problems() == []


# A Universal Modification revealed on the last random turn (turn 14) is won into a hand like any
# other. Unused, it is passed at that turn's Rotate with the rest of the hand (R15, R59), so the
# neighbour holds it in the last turn; The End's turn then ends after its Assistants phase without
# another Rotate, and the card is still where everyone can see it.
def test_a_universal_modification_won_on_turn_14_is_passed_on_and_the_last_turn_does_not_rotate():
    state = position(turn=14, phase="bid", event="universal-mod-1", event_deck=["the-end-1"],
                     players=[{"scrap": ["glass-bead-1", "flint-chip-1"], "hand": ["crossbow-1"]},
                              {"scrap": ["hum-gear-1"], "hand": ["canoe-1"]}])
    run(state, "bid 1", "bid 2")  # Bob leads turn 14
    run(state, "pay glass-bead-1", "pay flint-chip-1")
    assert state.hands[0][:2] == ["crossbow-1", "universal-mod-1"] and len(state.hands[0]) == 5
    finish_sittings(state)
    run(state, "stay", "stay")
    assert state.turn == 15 and state.event == "the-end-1" and state.phase == "action"
    assert state.hands[1][:2] == ["crossbow-1", "universal-mod-1"] and len(state.hands[1]) == 5
    finish_sittings(state)
    run(state, "stay", "stay")
    assert state.is_over() and state.hands[1][:2] == ["crossbow-1", "universal-mod-1"]
    assert state.view(0)["players"][1]["hand_known"] == ["universal-mod-1"]


# ------------------------------------------------------------------ the end of the game
# End feats are judged on the position the game ends in. A gadget recycled in the last sitting
# empties the table and fills the heap to ten: Tidy Table and Hoarder both score, Clean Shop
# (a small heap) is revealed unmet with +0.
def test_end_feats_are_judged_after_the_last_sittings_recycled_delivery():
    state = position(turn=15, event="the-end-1", event_deck=[],
                     players=[{"assistants": {"a1": "recycler", "a2": "recycler"},
                               "scrap": EIGHT_MINUS_ONE + ["bone-gear-1", "warp-spring-1"],
                               "feats": feats("tidy-table-1", "hoarder-1", "clean-shop-1"),
                               "table": [{"gadget": "butter-churn-1", "mods": [None], "made_turn": 12}]}])
    run(state, "activate recycler 2", "recycle-gadget butter-churn-1", "done", "done", "stay")
    assert not state.is_over() and state.rep[0] == 3
    run(state, "stay")
    assert state.is_over() and state.feats_up[0] == ["tidy-table-1", "hoarder-1"]
    assert state.rep[0] == 3 + 4 + 5 and state.causes[0]["end_feats"] == 9
    assert any(line.startswith("Ann reveals the end feat Clean Shop: not met, +0") for line in state.events_for(1))


# The second tie-break counts completed feats. End feats are revealed and scored before the winner
# is found, so one met at the end counts as completed there too (ruling).
def test_an_end_feat_met_at_the_end_counts_in_the_most_feats_tie_break():
    state = position(turn=15, phase="assistants", queue=[1], event="the-end-1", event_deck=[],
                     players=[{"rep": 36, "scrap": ["glass-bead-1"], "feats": feats("tidy-table-1",
                                                                                  up=["crowd-pleaser-1"])},
                              {"rep": 40, "scrap": ["glass-bead-2"], "feats": feats(up=["bare-bones-1"])}])
    run(state, "stay")
    result = outcome(state)
    assert result.scores == [40, 40] and result.winners == [0] and result.breakdown is not None
    assert result.summary == "Ann is Top Tinkerer: tied on 40 reputation, ahead on the most feats completed."
    assert ("Feats completed (tie-break: more wins)", 2) in result.breakdown[0]


# ------------------------------------------------------------------ set-up per player count
# The rulebook's set-up, for every count the project allows (2 to 5; the box holds 15 dice and 15
# pawns, three per colour): three d4 each, one assistant in play and two in reserve, five Tinker
# cards and one Feat each, an Event deck of 15 with the fixed cards on turns 5, 10 and 15 and the
# Universal Modifications the table allows (0 for 2 players by DECISIONS; 1, 2, 3 for 3, 4, 5).
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_for_every_player_count_matches_the_rulebooks_tables(players):
    data = area1851_data()
    universal = {2: 0, 3: 1, 4: 2, 5: 3}[players]
    state = new_state(players, seed=11)
    assert [len(d) for d in state.dice] == [3] * players and state.setup.die_faces == 4
    assert [len(h) for h in state.hands] == [5] * players and [len(f) for f in state.feats_down] == [1] * players
    assert len(state.tinker_deck) == 108 - 5 * players and len(state.feat_deck) == 33 - players
    top_first = list(reversed(state.event_deck))
    assert len(top_first) == 15 and [top_first[i] for i in (4, 9, 14)] == ["to-the-right-1", "to-the-left-1",
                                                                           "the-end-1"]
    chosen = set(data.universal_ids[:universal])
    assert {c for c in top_first if c in data.universal_ids} <= chosen
    assert set(data.universal_ids) - chosen <= set(state.boxed) and len(state.boxed) == 21 - 15
    run(state, *["place workshop"] * players)  # the last placement starts turn 1 with its event
    assert all(places.count("reserve") == 2 and places[0] == "workshop" for places in state.places)
    assert state.turn == 1 and state.event == top_first[0] and len(state.event_deck) == 14


def test_more_than_five_or_fewer_than_two_players_are_refused():
    for count in (1, 6):
        with pytest.raises(ValueError, match=f"2 to 5 players, not {count}"):
            GAME.check_setup("standard", [Seat(f"P{i}", "yellow") for i in range(count)], {})
