"""Feats (rulebook: Feats, Reward, Take a Feat card; R52-R56, W12, A-25, rulings 34 and 35)."""

from typing import Any

import pytest

from game.area1851.feats import met
from game.area1851.rules_data import area1851_data
from tests.game.area1851.a1851_helpers import events, legal, position, run

PIANO = [{"gadget": "player-piano-1", "mods": ["watch-spring-1", None]}]


def feats(*cards, up=()):
    return [{"card": c} for c in cards] + [{"card": c, "up": True} for c in up]


def test_w12_r54_one_gadget_completes_one_feat_and_its_owner_chooses_which():
    state = position(players=[{"feats": feats("crowd-pleaser-1", "patron-townsfolk-1"), "table": PIANO,
                               "hand": ["spectacle-lens-1"], "dice": [2, 1, 1]}])
    run(state, "attach spectacle-lens-1 player-piano-1:2 d1")
    assert state.rep[0] == 5 * 2 + 3 + 3 == 16
    assert legal(state) == {"complete crowd-pleaser-1", "complete patron-townsfolk-1"}
    assert not state.revealed
    run(state, "complete crowd-pleaser-1")
    assert state.rep[0] == 21 and state.feats_up[0] == ["crowd-pleaser-1"]
    assert state.feats_down[0] == ["patron-townsfolk-1"] and "done" in legal(state)


def test_r53_a_single_met_delivery_feat_is_turned_face_up_at_once_for_no_action_point():
    state = position(players=[{"feats": feats("bare-bones-1", "big-build-1"),
                               "table": [{"gadget": "butter-churn-1", "mods": [None]}]}])
    run(state, "deliver butter-churn-1")
    assert state.feats_up[0] == ["bare-bones-1"] and state.rep[0] == 3 + 2 and state.ap[0] == 2
    assert state.revealed and "Ann completes the feat Bare Bones: +2 reputation (deliver a" in events(state, 1)
    assert state.causes[0] == {"deliveries": 3, "feats": 2}


def test_r52_face_down_feats_are_seen_by_their_owner_only():
    state = position(players=[{"feats": feats("pack-rat-1", up=["crowd-pleaser-1"])}])
    assert state.view(0)["players"][0]["feats_down"] == ["pack-rat-1"]
    for viewer in (1, None):
        seen = state.view(viewer)["players"][0]
        assert seen["feats_down"] is None and seen["feats_down_count"] == 1 and seen["feats_up"] == ["crowd-pleaser-1"]


def test_r55_a_state_feat_completes_the_moment_it_is_met_even_when_it_is_taken():
    state = position(feat_deck=["pack-rat-1"],
                     players=[{"scrap": [f"glass-bead-{n}" for n in (1, 2)] + ["flint-chip-1", "sunstone-1",
                                                                               "hum-gear-1", "goo-coil-1",
                                                                               "psi-crystal-1", "bone-gear-1"]}])
    run(state, "take-feat")
    assert state.feats_up[0] == ["pack-rat-1"] and state.rep[0] == 4


def test_r55_a_state_feat_and_a_delivery_feat_may_complete_in_the_same_moment():
    state = position(players=[{"feats": feats("busy-bench-1", "rush-order-1"), "dice": [3, 4, 4],
                               "hand": ["butter-churn-1"],
                               "table": [{"gadget": "bear-trap-1", "mods": [None]},
                                         {"gadget": "water-still-1", "mods": [None]}]}])
    run(state, "fabricate butter-churn-1 d1")
    assert state.feats_up[0] == ["busy-bench-1"]
    run(state, "deliver butter-churn-1")
    assert state.feats_up[0] == ["busy-bench-1", "rush-order-1"] and state.rep[0] == 4 + 3 + 3


def test_r55_a25_a_delivery_feat_never_looks_back_at_earlier_deliveries():
    state = position(feat_deck=["bare-bones-1"], players=[{"table": [{"gadget": "butter-churn-1", "mods": [None]}]}])
    run(state, "deliver butter-churn-1", "take-feat")
    assert state.feats_down[0] == ["bare-bones-1"] and state.rep[0] == 3


def test_a25_a_state_feat_completes_outside_the_action_phase():
    state = position(phase="assistants", queue=[1], event_deck=["the-end-1", "junk-wagon-1"],
                     players=[{"feats": feats("pack-rat-1"),
                               "scrap": ["glass-bead-1", "glass-bead-2", "flint-chip-1", "sunstone-1", "hum-gear-1",
                                         "goo-coil-1", "psi-crystal-1"]}])
    run(state, "stay")
    assert state.turn == 4 and state.feats_up[0] == ["pack-rat-1"] and len(state.scraps[0]) == 8


def test_a34_triple_trouble_counts_this_turns_roll_for_the_whole_turn():
    state = position(phase="assistants", queue=[1], event_deck=["the-end-1", "supply-wagon-1"],
                     forced_rolls=[1, 2, 3, 2, 2, 2], feat_deck=["triple-trouble-1"])  # Bob leads turn 4
    run(state, "stay")
    assert state.dice[0] == [2, 2, 2] and state.stats[0]["rolled_alike"] == 3
    run(state, "done", "take-feat")  # Bob's sitting, then Ann's
    assert state.feats_up[0] == ["triple-trouble-1"] and state.rep[0] == 3


def test_a40_every_seats_feats_are_checked_after_the_roll_that_another_seats_decision_led_to():
    full = {"a1": "workshop", "a2": "workshop", "a3": "recycler"}
    state = position(phase="help_wanted", queue=[0], forced_rolls=[1, 2, 3, 4, 4, 4],
                     players=[{"assistants": {"a1": "workshop"}},
                              {"assistants": full, "feats": feats("triple-trouble-1")}])
    run(state, "place recycler")  # Ann's placement ends Help Wanted: the draws and the roll follow
    assert state.dice[1] == [4, 4, 4] and state.feats_up[1] == ["triple-trouble-1"] and state.rep[1] == 3


def test_r56_end_feats_are_checked_only_at_the_end():
    state = position(players=[{"feats": feats("tidy-table-1")}])
    run(state, "done")
    assert state.feats_down[0] == ["tidy-table-1"]


def test_a34_full_crew_counts_the_assistants_of_one_turn():
    state = position(players=[{"feats": feats("full-crew-1"), "hand": ["butter-churn-1"],
                               "assistants": {"a1": "workshop", "a2": "workshop", "a3": "replicator"}}])
    run(state, "activate workshop 2")
    assert state.feats_down[0] == ["full-crew-1"]
    run(state, "activate replicator 1", "replicate butter-churn-1")
    assert state.feats_up[0] == ["full-crew-1"]
    later = position(players=[{"feats": feats("full-crew-1"), "stats": {"assistants_activated_this_turn": 2}}],
                     phase="assistants", queue=[1], event_deck=["the-end-1", "supply-wagon-1"])
    run(later, "stay")
    assert later.stats[0]["assistants_activated_this_turn"] == 0


DELIVERIES: list[tuple[str, dict[str, Any], bool]] = [
    # (feat, table entry, met?)
    ("pure-townsfolk-1", {"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", "bedspring-1"]}, True),
    ("pure-townsfolk-1", {"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", "sapling-bow-1"]}, False),
    ("pure-krukian-1", {"gadget": "star-engine-1", "mods": ["hum-gear-1", "goo-coil-1", "universal-mod-1"]}, True),
    ("patron-survivalists-1", {"gadget": "canoe-1", "mods": ["sapling-bow-1", "glass-bead-1"]}, True),
    ("showstopper-1", {"gadget": "grand-clock-tower-1", "mods": ["music-box-drum-1", "jack-in-the-box-1",
                                                                  "stained-glass-rose-1"]}, True),
    ("melting-pot-1", {"gadget": "steam-carriage-1", "mods": ["brass-rivet-1", "sapling-bow-1", "glow-shard-1"]}, True),
    ("melting-pot-1", {"gadget": "steam-carriage-1", "mods": ["brass-rivet-1", "sapling-bow-1", "universal-mod-1"]},
     False),  # the Universal Modification is a Townsfolk one here
    ("odd-couple-1", {"gadget": "penny-farthing-1", "mods": ["hum-gear-1", "sapling-bow-1"]}, True),
    ("odd-couple-1", {"gadget": "penny-farthing-1", "mods": ["hum-gear-1", "universal-mod-1"]}, False),
    ("small-wonder-1", {"gadget": "rocking-chair-1", "mods": ["bedspring-1"]}, True),
    ("big-build-1", {"gadget": "church-organ-1", "mods": [None, None, None]}, True),
    ("full-house-1", {"gadget": "church-organ-1", "mods": ["bedspring-1", "glass-bead-1", "glass-bead-2"]}, True),
]


@pytest.mark.parametrize("feat, entry, expected", DELIVERIES, ids=[f"{f}-{e['gadget']}-{x}" for f, e, x in DELIVERIES])
def test_r53_each_delivery_measure_is_judged_on_the_delivery(feat, entry, expected):
    mods = list(entry["mods"])
    last = next((i for i in range(len(mods) - 1, -1, -1) if mods[i]), None)
    hand, dice = [], [1, 1, 1]
    if last is not None and None not in mods:
        hand, mods[last] = [mods[last]], None
        dice = [area1851_data().cards[hand[0]].cost, 1, 1]
    state = position(players=[{"feats": feats(feat), "hand": hand, "dice": dice,
                               "table": [{"gadget": entry["gadget"], "mods": mods, "made_turn": 1}]}])
    if hand:
        assert last is not None
        run(state, f"attach {hand[0]} {entry['gadget']}:{last + 1} d1")
    else:
        run(state, f"deliver {entry['gadget']}")
    assert (state.feats_up[0] == [feat]) == expected


def test_a37_the_value_of_a_delivery_counts_its_doubling_and_the_event_bonus_but_no_feat():
    state = position(event="townsfolk-fair-1",
                     players=[{"feats": [{"card": "crowd-pleaser-1"}, {"card": "rush-order-1"}], "dice": [1, 1, 1],
                               "hand": ["brass-rivet-1"],
                               "table": [{"gadget": "pie-cooling-rack-1", "mods": [None], "made_turn": 1}]}])
    run(state, "attach brass-rivet-1 pie-cooling-rack-1:1 d1")
    assert state.rep[0] == 6 * 2 + 2 + 2 + 5 and state.feats_up[0] == ["crowd-pleaser-1"]  # 16 >= 15


def test_the_requirement_check_reads_min_max_flags_and_faction():
    values: dict[str, int | str] = {"faction": "krukian", "mods": 2, "value": 15, "doubled": True}
    assert met({"faction": "krukian", "min_mods": 2, "doubled": True}, values)
    assert not met({"faction": "townsfolk"}, values)
    assert not met({"max_mods": 1}, values) and met({"min_value": 15}, values)
