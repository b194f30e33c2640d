"""The Action phase's seven actions (rulebook: Action Phase, Actions; R21-R37, W1, W5-W8, A-5, A-6, A-8, A-20)."""

from tests.game.area1851.a1851_helpers import card, dice, legal, position, refused, run, table, verbs


def test_w1_r36_r37_dice_are_fiddled_past_their_range_one_scrap_card_each():
    state = position(turn=3, players=[{"dice": [4, 1, 2], "scrap": ["glass-bead-1", "flint-chip-1"],
                                       "hand": ["tea-samovar-1"]}])
    run(state, "fiddle d1 up glass-bead-1")
    assert dice(state) == [5, 1, 2] and state.ap[0] == 2 and state.discard[-1] == "glass-bead-1"
    run(state, "fiddle d2 down flint-chip-1")
    assert dice(state) == [5, 0, 2] and state.scraps[0] == [] and state.discard[-1] == "flint-chip-1"
    assert "fiddle" not in verbs(state)
    assert "fabricate tea-samovar-1 d1+d3" in legal(state)
    run(state, "fabricate tea-samovar-1 d1+d3")
    assert state.ap[0] == 1 and dice(state) == ["5u", 0, "2u"]


def test_r37_a_die_never_goes_below_zero():
    state = position(players=[{"dice": [0, 1, 2], "scrap": ["glass-bead-1"]}])
    assert "fiddle d1 down glass-bead-1" not in legal(state)
    assert refused(state, "fiddle d1 down glass-bead-1") == "A die cannot go below 0."


def test_a6_only_an_unused_die_can_be_fiddled():
    state = position(players=[{"dice": ["3u", "2t", 1], "scrap": ["glass-bead-1"]}])
    assert {a for a in legal(state) if a.startswith("fiddle")} == {"fiddle d3 up glass-bead-1",
                                                                    "fiddle d3 down glass-bead-1"}
    assert "unused" in refused(state, "fiddle d1 up glass-bead-1")


def test_r21_action_points_start_at_two_and_events_change_them():
    assert position().ap == [2, 2]
    assert position(event="boom-town-1").ap == [3, 3]
    assert position(event="dust-storm-1").ap == [1, 1]
    assert position(sitting=1).ap == [0, 2]  # Ann's sitting is over: her points are gone


def test_r21_ending_ones_actions_says_once_how_many_points_go_unspent():
    state = position()
    done = next(a for a in state.legal_actions() if a.verb == "done")
    assert state.describe(done, None) == "Ann ends their actions with 2 action points unspent."
    assert state.describe(done, 0) == "You end your actions with 2 action points unspent."
    state.apply(done)
    assert "ends their actions" not in " ".join(state.events_for(None))
    spent = position(players=[{"ap": 0}])
    assert spent.describe(done, None) == "Ann ends their actions."


def test_r22_w7_a_card_leaving_the_hand_costs_an_action_point():
    state = position(players=[{"ap": 0, "dice": [3, 1, 1], "hand": ["butter-churn-1", "brass-rivet-1"],
                               "scrap": ["glass-bead-2"], "assistants": {"a1": "workshop"},
                               "table": [{"gadget": "rocking-chair-1", "mods": [None]}]}])
    assert verbs(state) >= {"fiddle", "deliver", "activate", "done"}
    assert not verbs(state) & {"fabricate", "attach", "scrap", "take-feat"}
    assert "activate workshop 1" in legal(state) and "deliver rocking-chair-1" in legal(state)
    assert "action point" in refused(state, "fabricate butter-churn-1 d1")


def test_r23_done_ends_the_sitting_but_not_while_a_choice_is_pending():
    state = position(players=[{"dice": [1, 4, 2], "assistants": {"a1": "town-hall", "a2": "town-hall"}}])
    run(state, "activate town-hall 2")
    assert "done" not in legal(state)
    assert refused(state, "done").startswith("First finish what you started")
    run(state, "town-hall d1", "done")
    assert state.to_move() == 1 and state.ap[0] == 0


def test_r24_r25_w8_a_die_serves_once_and_the_dice_add_up_exactly():
    state = position(players=[{"dice": [2, 2, 3], "hand": ["rocking-chair-1", "watch-spring-1"],
                               "scrap": ["glass-bead-1"]}])
    run(state, "fabricate rocking-chair-1 d1+d2")
    assert dice(state) == ["2u", "2u", 3] and state.ap[0] == 1
    assert "d1 was already used this turn" in refused(state, "attach watch-spring-1 rocking-chair-1:1 d1")
    assert "add up to it exactly" in refused(state, "attach watch-spring-1 rocking-chair-1:1 d3")
    run(state, "fiddle d3 down glass-bead-1", "attach watch-spring-1 rocking-chair-1:1 d3")
    assert state.rep[0] == 4 * 2 + 3 and table(state) == [] and state.ap[0] == 0


def test_r25_every_set_of_dice_adding_up_to_the_cost_is_offered():
    state = position(players=[{"dice": [1, 3, 4], "hand": ["water-still-1"]}])  # cost 4
    assert {a for a in legal(state) if a.startswith("fabricate")} == {"fabricate water-still-1 d1+d2",
                                                                       "fabricate water-still-1 d3"}
    assert state.view(0)["payments"]["fabricate"] == {"water-still-1": ["d3", "d1+d2"]}


def test_r26_fabricate_puts_the_gadget_on_the_table_with_every_socket_open():
    state = position(players=[{"dice": [4, 4, 4], "hand": ["steam-carriage-1"]}])
    run(state, "fabricate steam-carriage-1 d1+d2")
    assert table(state) == [{"gadget": "steam-carriage-1", "mods": [None, None, None], "made_turn": 3}]
    assert state.hands[0] == [] and state.stats[0]["builds_this_turn"] == 1


def test_r27_a_modification_goes_into_an_open_socket_of_its_type():
    state = position(players=[{"dice": [1, 2, 2], "hand": ["brass-rivet-1", "bedspring-1", "universal-mod-1"],
                               "table": [{"gadget": "windmill-pump-1", "mods": [None, None]},
                                         {"gadget": "rocking-chair-1", "mods": [None]}]}])
    attaches = {a for a in legal(state) if a.startswith("attach")}
    assert "attach brass-rivet-1 windmill-pump-1:1 d1" in attaches
    assert "attach brass-rivet-1 windmill-pump-1:2 d1" not in attaches  # two cog sockets are alike
    assert "attach bedspring-1 rocking-chair-1:1 d1" in attaches
    assert not any(a.startswith("attach bedspring-1 windmill") for a in attaches)
    universal = {a for a in attaches if a.startswith("attach universal-mod-1")}
    assert universal == {f"attach universal-mod-1 {t} {d}" for t in ("windmill-pump-1:1", "windmill-pump-1:2",
                                                                     "rocking-chair-1:1") for d in ("d2", "d3")}
    assert "fits a cog socket" in refused(state, "attach brass-rivet-1 rocking-chair-1:1 d1")
    assert "first open cog socket" in refused(state, "attach brass-rivet-1 windmill-pump-1:2 d1")


def test_r28_a5_w6_a_full_gadget_is_delivered_within_the_attach():
    state = position(players=[{"rep": 10, "dice": [1, 3, 4], "hand": ["bedspring-1"],
                               "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]}])
    run(state, "attach bedspring-1 penny-farthing-1:2 d1")
    assert table(state) == [] and state.discard[-3:] == ["penny-farthing-1", "brass-rivet-1", "bedspring-1"]
    assert "delivered at once" in " ".join(state.events_for(None))


def test_r29_w6_any_gadget_may_be_delivered_for_no_action_point():
    state = position(players=[{"dice": [1, 1, 1], "table": [{"gadget": "steam-carriage-1",
                                                              "mods": ["polished-gear-1", None, None]},
                                                             {"gadget": "butter-churn-1", "mods": [None]}]}])
    run(state, "deliver steam-carriage-1")
    assert state.rep[0] == 6 + 3 and state.ap[0] == 2
    run(state, "deliver butter-churn-1")
    assert state.rep[0] == 9 + 3 and table(state) == []
    assert "is not a gadget on your table" in refused(state, "deliver steam-carriage-1")


def test_r30_r31_w5_doubling_needs_every_socket_filled_with_the_gadgets_faction():
    def deliver_with(mod: str) -> int:
        state = position(players=[{"rep": 10, "dice": [1, 3, 4], "hand": [mod],
                                   "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]}])
        run(state, f"attach {mod} penny-farthing-1:2 d1")
        assert state.ap[0] == 1 and table(state) == []
        return state.rep[0]
    assert deliver_with("bedspring-1") == 10 + 4 * 2 + 2 + 2 == 22
    assert deliver_with("sapling-bow-1") == 10 + 4 + 2 + 2 == 18


def test_r31_a_universal_modification_counts_as_the_gadgets_faction():
    state = position(players=[{"dice": [2, 3, 4], "hand": ["universal-mod-2"],
                               "table": [{"gadget": "penny-farthing-1", "mods": ["brass-rivet-1", None]}]}])
    run(state, "attach universal-mod-2 penny-farthing-1:2 d1")
    assert state.rep[0] == 4 * 2 + 2 + 4
    assert state.removed == ["universal-mod-2"] and "universal-mod-2" not in state.discard


def test_r30_the_turns_event_bonus_is_added_for_the_gadgets_faction():
    state = position(event="townsfolk-fair-1", players=[{"table": [{"gadget": "butter-churn-1", "mods": [None]},
                                                                   {"gadget": "bear-trap-1", "mods": [None]}]}])
    run(state, "deliver butter-churn-1", "deliver bear-trap-1")
    assert state.rep[0] == 3 + 2 + 3 and state.causes[0] == {"deliveries": 6, "events": 2}


def test_r32_delivered_cards_go_face_up_onto_the_discard_pile():
    state = position(tinker_discard=[],
                     players=[{"table": [{"gadget": "tea-samovar-1", "mods": ["glass-bead-1", None]}]}])
    run(state, "deliver tea-samovar-1")
    assert state.discard == ["tea-samovar-1", "glass-bead-1"]


def test_r33_a8_scrap_a_hand_card_a_gadget_with_its_modifications_or_one_modification():
    state = position(event="boom-town-1",
                     players=[{"hand": ["crossbow-1"], "table": [{"gadget": "tea-samovar-1",
                                                                   "mods": ["glass-bead-1", None]},
                                                                  {"gadget": "penny-farthing-1",
                                                                   "mods": ["brass-rivet-1", None]}]}])
    run(state, "scrap crossbow-1")
    assert state.scraps[0] == ["crossbow-1"] and state.ap[0] == 2
    run(state, "scrap glass-bead-1")
    assert table(state)[0]["mods"] == [None, None] and state.scraps[0][-1] == "glass-bead-1"
    run(state, "scrap penny-farthing-1")
    assert state.scraps[0][-2:] == ["penny-farthing-1", "brass-rivet-1"] and state.ap[0] == 0
    assert len(table(state)) == 1


def test_r35_a20_a_feat_is_taken_from_the_top_and_not_offered_when_the_deck_is_empty():
    state = position(feat_deck=["crowd-pleaser-1", "bare-bones-1"])
    feats_before = len(state.feat_deck)
    run(state, "take-feat")
    assert state.feats_down[0] == ["bare-bones-1"] and len(state.feat_deck) == feats_before - 1 and state.ap[0] == 1
    all_taken = [{"feats": [{"card": f} for f in state.data.feat_ids]}]
    empty = position(players=all_taken)
    assert "take-feat" not in legal(empty)
    assert refused(empty, "take-feat") == "The Feat deck is empty."


def test_r27_a_gadget_is_fabricated_not_attached_and_a_modification_attached_not_fabricated():
    state = position(players=[{"dice": [3, 1, 1], "hand": ["butter-churn-1", "brass-rivet-1"],
                               "table": [{"gadget": "rocking-chair-1", "mods": [None]}]}])
    assert "is a gadget" in refused(state, "attach butter-churn-1 rocking-chair-1:1 d1")
    assert "is a modification" in refused(state, "fabricate brass-rivet-1 d2")
    assert card("brass-rivet-1").socket == "cog"


def test_with_no_action_point_left_the_prompt_offers_only_the_free_actions_and_a_feat_says_why_not():
    state = position(players=[{"dice": [1, 2, 3], "ap": 0}])
    assert state.prompt().endswith("No action point left: deliver, fiddle or activate an assistant at no cost; "
                                   "End my actions when done.")
    assert refused(state, "take-feat") == "Taking a Feat card costs an action point, and you have none left."
    state = position(players=[{"dice": [1, 2, 3], "ap": 1}])
    assert "1 action point left. Fabricate, attach, scrap or take a Feat for 1 point" in state.prompt()
