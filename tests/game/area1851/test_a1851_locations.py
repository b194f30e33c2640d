"""Assistants at the locations and their bonuses (rulebook: Activate an Assistant, Locations;
R38-R51, W9, W10, A-7, A-9-A-11, A-15, A-21-A-23)."""

from tests.game.area1851.a1851_helpers import (
    dice,
    events,
    legal,
    play_to_next_turn,
    position,
    refused,
    run,
    table,
    verbs,
)


def test_r38_level_one_moves_one_idle_assistant_and_gives_the_bonus_at_once():
    state = position(players=[{"dice": [1, 2, 3], "assistants": {"a1": "replicator"}}])
    assert "activate replicator 2" not in legal(state)
    state = position(players=[{"hand": ["butter-churn-1"], "assistants": {"a1": "replicator", "a2": "replicator"}}],
                     deck_top=["brass-rivet-1", "glass-bead-1"])
    run(state, "activate replicator 1")
    assert state.places[0] == ["replicator/1", "replicator", "reserve"]
    assert state.pending == ("replicate", 2) and state.stats[0]["assistants_activated_this_turn"] == 1


def test_an_activations_line_gives_the_bonus_in_the_players_words_and_the_others():
    state = position(players=[{"hand": ["butter-churn-1"], "assistants": {"a1": "replicator"}}],
                     deck_top=["brass-rivet-1", "glass-bead-1"])
    run(state, "activate replicator 1")
    mover, other = events(state, 0), events(state, 1)
    assert "(discard one card of your hand, then draw two Tinker cards)" in mover
    assert "(discard one card of their hand, then draw two Tinker cards)" in other and "your" not in other


def test_r39_level_two_takes_two_of_ones_own_idle_assistants_at_the_location():
    state = position(players=[{"assistants": {"a1": "replicator", "a2": "workshop"}},
                              {"assistants": {"a1": "replicator"}}])
    assert "activate replicator 2" not in legal(state)
    assert "needs two of your own idle assistants" in refused(state, "activate replicator 2")
    state = position(players=[{"assistants": {"a1": "replicator", "a2": "replicator"}}])
    run(state, "activate replicator 2")
    assert state.places[0][:2] == ["replicator/2", "replicator/2"] and state.ap[0] == 3
    assert state.stats[0]["assistants_activated_this_turn"] == 2


def test_r40_an_activated_assistant_works_only_once_a_turn():
    state = position(players=[{"dice": [1, 1, 1], "assistants": {"a1": "town-hall"}}])
    run(state, "activate town-hall 1", "town-hall d1")
    assert not any(a.startswith("activate") for a in legal(state))
    play_to_next_turn(state)
    assert state.places[0][0] == "town-hall"


def test_r41_a7_zones_have_no_limit_and_level_one_may_be_used_twice():
    state = position(players=[{"dice": [1, 2, 3], "assistants": {"a1": "town-hall", "a2": "town-hall"}},
                              {"assistants": {"a1": "town-hall", "a2": "town-hall", "a3": "town-hall"}}])
    run(state, "activate town-hall 1", "town-hall d1", "activate town-hall 1", "town-hall d2")
    assert state.rep[0] == 2 and state.places[0][:2] == ["town-hall/1", "town-hall/1"]


def test_r42_a9_a_closed_location_or_a_bonus_that_could_do_nothing_is_not_offered():
    everywhere = {"a1": "recycler", "a2": "town-hall", "a3": "storehouse"}
    state = position(players=[{"dice": ["1u", "2t", "3x"], "assistants": everywhere}])
    assert not any(a.startswith("activate") for a in legal(state))
    assert "none of your gadgets holds a modification" in refused(state, "activate recycler 1")
    assert "no unused die" in refused(state, "activate town-hall 1")
    assert "a card in your hand and one in your scrap heap" in refused(state, "activate storehouse 1")
    closed = position(event="town-hall-holiday-1", players=[{"dice": [1, 2, 3], "assistants": {"a1": "town-hall"}}])
    assert "activate town-hall 1" not in legal(closed)
    assert "closed this turn (Town Hall Holiday)" in refused(closed, "activate town-hall 1")
    jam = position(event="replicator-jam-1", players=[{"hand": ["butter-churn-1"], "assistants": {"a1": "replicator"}}])
    assert "activate replicator 1" not in legal(jam)


def test_a9_an_activation_that_only_counts_toward_a_held_full_crew_is_offered_and_completes_it():
    crew = {"dice": ["1u", "2u", "3u"], "feats": [{"card": "full-crew-1"}],
            "assistants": {"a1": "workshop", "a2": "workshop", "a3": "town-hall"}}
    state = position(players=[crew])
    run(state, "activate workshop 2")
    assert "activate town-hall 1" in legal(state) and state.feats_down[0] == ["full-crew-1"]
    rep = state.rep[0]
    run(state, "activate town-hall 1")
    assert state.feats_up[0] == ["full-crew-1"] and state.pending is None
    assert state.rep[0] == rep + state.data.feats["full-crew-1"].reward
    assert "activates the Town Hall at Level 1; its bonus can do nothing now." in events(state)
    without = position(players=[dict(crew, feats=[])])
    run(without, "activate workshop 2")
    assert "no unused die" in refused(without, "activate town-hall 1")


def test_r43_a10_workshop_level_one_is_a_free_fiddle_kept_until_used_or_the_sitting_ends():
    state = position(players=[{"dice": [2, 2, 2], "assistants": {"a1": "workshop", "a2": "workshop"}}])
    run(state, "activate workshop 1", "activate workshop 1")
    assert state.free_fiddles[0] == 2
    run(state, "fiddle d1 up free")
    assert dice(state) == [3, 2, 2] and state.free_fiddles[0] == 1
    run(state, "done")
    assert state.free_fiddles[0] == 0


def test_r44_w10_a11_workshop_level_two_rerolls_used_and_town_hall_dice_once():
    state = position(forced_rolls=[4, 1, 3],
                     players=[{"dice": [3, 3, 2], "hand": ["rocking-chair-1"],
                               "assistants": {"a1": "workshop", "a2": "workshop", "a3": "town-hall"}}])
    run(state, "activate town-hall 1", "town-hall d1+d2+d3")
    assert state.rep[0] == 3 and dice(state) == ["3t", "3t", "2t"]
    run(state, "activate workshop 2")
    assert state.rerolls[0] == 1
    run(state, "reroll d1+d2+d3")
    assert dice(state) == [4, 1, 3] and state.rep[0] == 3 and state.revealed
    assert "fabricate rocking-chair-1 d1" in legal(state)
    assert "reroll" not in verbs(state)
    assert "Workshop at Level 2" in refused(state, "reroll d1")


def test_r44_a_die_that_sits_out_cannot_be_rerolled():
    state = position(event="short-supply-1", forced_rolls=[4],
                     players=[{"dice": ["3u", 1, "2x"], "credits": {"rerolls": 1}}])
    assert {a for a in legal(state) if a.startswith("reroll")} == {"reroll d1", "reroll d2", "reroll d1+d2"}


def test_r45_a21_recycler_level_one_scores_one_modification_and_is_no_delivery():
    state = position(event="townsfolk-fair-1",
                     players=[{"assistants": {"a1": "recycler"}, "feats": [{"card": "bare-bones-1"}],
                               "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]}])
    run(state, "activate recycler 1")
    assert legal(state) == {"recycle brass-rivet-1"}
    run(state, "recycle brass-rivet-1")
    assert state.rep[0] == 2 and state.causes[0] == {"recycler": 2}
    assert table(state)[0]["mods"] == [None, None] and state.discard[-1] == "brass-rivet-1"
    assert state.stats[0]["mods_delivered"] == 1 and state.stats[0]["delivered:townsfolk"] == 0
    assert state.feats_down[0] == ["bare-bones-1"]


def test_r46_recycler_level_two_delivers_in_full_onto_the_scrap_heap():
    state = position(event="townsfolk-fair-1",
                     players=[{"assistants": {"a1": "recycler", "a2": "recycler"}, "feats": [{"card": "rush-order-1"}],
                               "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None],
                                          "made_turn": 3}]}])
    run(state, "activate recycler 2", "recycle-gadget penny-farthing-1")
    assert state.rep[0] == 4 + 2 + 2 + 3 and state.feats_up[0] == ["rush-order-1"]
    assert state.scraps[0] == ["penny-farthing-1", "brass-rivet-1"] and state.discard[-1:] != ["brass-rivet-1"]
    assert state.stats[0]["delivered:townsfolk"] == 1


def test_r47_w9_a22_the_town_hall_takes_unused_dice_for_reputation_until_the_next_roll():
    state = position(players=[{"dice": [1, 4, 2], "hand": ["butter-churn-1"],
                               "assistants": {"a1": "town-hall", "a2": "town-hall"}}])
    run(state, "activate town-hall 2")
    assert "done" not in legal(state)
    run(state, "town-hall d1+d3")
    assert state.rep[0] == 4 and dice(state) == ["1t", 4, "2t"]
    assert "stands on the Town Hall" in refused(state, "fabricate butter-churn-1 d1+d3")
    assert state.stats[0]["town_hall_dice"] == 2
    play_to_next_turn(state)
    assert all(isinstance(d, int) for d in dice(state)), dice(state)
    one = position(players=[{"dice": [1, 4, 2], "assistants": {"a1": "town-hall"}}])
    run(one, "activate town-hall 1", "town-hall d1+d2+d3")
    assert one.rep[0] == 3


def test_r48_storehouse_level_one_swaps_a_hand_card_with_a_scrap_card():
    state = position(players=[{"hand": ["crossbow-1", "bedspring-1"], "scrap": ["glass-bead-1"],
                               "assistants": {"a1": "storehouse"}}])
    run(state, "activate storehouse 1")
    assert legal(state) == {"exchange crossbow-1 glass-bead-1", "exchange bedspring-1 glass-bead-1"}
    run(state, "exchange crossbow-1 glass-bead-1")
    assert state.hands[0] == ["glass-bead-1", "bedspring-1"] and state.scraps[0] == ["crossbow-1"]
    assert state.ap[0] == 2


def test_r49_a15_storehouse_level_two_pays_one_scrap_card_and_builds_another_free():
    state = position(players=[{"dice": ["1u", "1u", "1u"], "scrap": ["glass-bead-1", "crossbow-1", "bedspring-1"],
                               "assistants": {"a1": "storehouse", "a2": "storehouse"},
                               "table": [{"gadget": "rocking-chair-1", "mods": [None]}]}])
    run(state, "activate storehouse 2")
    assert legal(state) == {"pay glass-bead-1", "pay crossbow-1", "pay bedspring-1"}
    run(state, "pay crossbow-1")
    assert state.discard[-1] == "crossbow-1"
    assert legal(state) == {"attach bedspring-1 rocking-chair-1:1 free"}
    run(state, "attach bedspring-1 rocking-chair-1:1 free")
    assert state.rep[0] == 4 * 2 + 2 and state.ap[0] == 2 and state.stats[0]["builds_this_turn"] == 1
    lone = position(players=[{"scrap": ["crossbow-1", "glass-bead-1"],
                              "assistants": {"a1": "storehouse", "a2": "storehouse"}}])
    run(lone, "activate storehouse 2")
    assert legal(lone) == {"pay glass-bead-1"}  # the crossbow is the only card that could then be built
    assert "pay with a different one" in refused(lone, "pay crossbow-1")
    run(lone, "pay glass-bead-1", "fabricate crossbow-1 free")
    assert table(lone) == [{"gadget": "crossbow-1", "mods": [None], "made_turn": 3}]
    alone = position(players=[{"scrap": ["crossbow-1"], "assistants": {"a1": "storehouse", "a2": "storehouse"}}])
    assert "activate storehouse 2" not in legal(alone)


def test_r50_a23_replicator_level_one_discards_a_hand_card_and_draws_two():
    state = position(players=[{"hand": ["crossbow-1", "bedspring-1"], "assistants": {"a1": "replicator"}}],
                     deck_top=["glass-bead-1", "sunstone-1"])
    run(state, "activate replicator 1", "replicate crossbow-1")
    assert state.hands[0] == ["bedspring-1", "glass-bead-1", "sunstone-1"] and state.discard[-1] == "crossbow-1"
    assert state.revealed and state.ap[0] == 2


def test_r51_replicator_level_two_gives_one_more_action_point():
    state = position(event="dust-storm-1", players=[{"assistants": {"a1": "replicator", "a2": "replicator"}}])
    assert state.ap[0] == 1
    run(state, "activate replicator 2")
    assert state.ap[0] == 2
