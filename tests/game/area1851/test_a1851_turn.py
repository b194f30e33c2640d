"""The turn and its phases (rulebook: How to Play, Events, Assistants, Rotate; R2-R10, R17-R20,
R57-R60, R65, W13, W14, W16, A-16-A-19, A-26)."""

from tests.game.area1851.a1851_helpers import dice, events, legal, position, refused, run

HAND = ["crossbow-1", "canoe-1", "smokehouse-1", "bear-trap-1", "water-still-1"]


def last_assistants_decision(next_event: str, count: int = 2, turn: int = 3, **fields):
    """The last seat's Assistants-phase decision of ``turn``, with ``next_event`` on top of the Event deck."""
    fields.setdefault("event_deck", ["the-end-1", next_event])
    return position(count, turn=turn, phase="assistants", queue=[(turn - 1 + count - 1) % count], **fields)


def test_r2_a_turn_runs_events_draw_roll_action_in_order_after_the_last_assistants_decision():
    state = last_assistants_decision("boom-town-1", forced_rolls=[1, 2, 3, 4, 3, 2])
    run(state, "stay")
    lines = state.events_for(None)
    order = [next(i for i, line in enumerate(lines) if word in line)
             for word in ("passes their hand", "the event is Boom Town", "draws 5 cards", "Dice rolled")]
    assert order == sorted(order) and state.revealed
    assert state.turn == 4 and state.phase == "action" and state.queue == [1, 0] and state.ap == [3, 3]
    assert dice(state, 1) == [1, 2, 3] and dice(state, 0) == [4, 3, 2]


def test_r3_each_phase_is_played_seat_by_seat_from_the_turns_lead():
    state = position(3, turn=2, phase="action")
    assert state.lead == 1 and state.queue == [1, 2, 0] and state.to_move() == 1
    run(state, "done")
    assert state.to_move() == 2 and state.ap[1] == 0 and state.ap[2] == 2


def test_r4_nothing_is_done_outside_the_phase_it_belongs_to():
    state = position(phase="assistants", queue=[0, 1], players=[{"hand": ["butter-churn-1"], "dice": [3, 1, 1]}])
    assert "Action phase" in refused(state, "fabricate butter-churn-1 d1")
    assert refused(state, "bid 0").startswith("Bids are made only when")
    action = position()
    assert "Assistants phase" in refused(action, "move a1 recycler")


def test_r5_r8_the_end_ends_the_game_after_its_assistants_phase_without_rotating():
    state = position(turn=15, phase="assistants", queue=[1], event="the-end-1", event_deck=[],
                     players=[{"hand": ["crossbow-1"]}, {"hand": ["canoe-1", "smokehouse-1"]}])
    run(state, "stay")
    assert state.is_over() and state.hands == [["crossbow-1"], ["canoe-1", "smokehouse-1"]]
    assert state.legal_actions() == [] and state.to_move() is None


def test_r6_the_event_is_revealed_first_and_acts_for_everyone():
    state = last_assistants_decision("supply-wagon-1", players=[{"hand": HAND}, {"hand": []}],
                                     deck_top=["brass-rivet-1", "bedspring-1"])
    run(state, "stay")
    assert state.event == "supply-wagon-1" and "the event is Supply Wagon" in events(state)
    # Bob, the lead of turn 4, now holds Ann's passed hand: the event's card makes six, and he draws nothing more
    assert state.hands[1] == HAND + ["brass-rivet-1"]
    assert state.hands[0][0] == "bedspring-1" and len(state.hands[0]) == 5


def test_r7_w14_to_the_right_and_to_the_left_set_the_direction_hands_are_passed():
    right = last_assistants_decision("to-the-right-1", count=3, turn=4, players=[
        {"hand": ["crossbow-1"]}, {"hand": ["canoe-1"]}, {"hand": ["bear-trap-1"]}])
    run(right, "stay")  # turn 4 rotates to the left; turn 5's To the Right! changes the next Rotate
    assert right.hands[1][0] == "crossbow-1" and not right.pass_left
    assert [line for line in events(right).split(" | ") if "To the Right" in line][0].startswith(
        "Turn 5 of 15: the event is To the Right! From now on")  # one stop after the card's own "!"
    turn5 = position(3, turn=5, phase="assistants", queue=[0], event="to-the-right-1",
                     players=[{"hand": ["crossbow-1"]}, {"hand": ["canoe-1"]}, {"hand": ["bear-trap-1"]}])
    run(turn5, "stay")
    assert turn5.hands[2][0] == "crossbow-1" and turn5.hands[0][0] == "canoe-1"
    turn10 = position(3, turn=10, phase="assistants", queue=[1], event="to-the-left-1",
                      players=[{"hand": ["crossbow-1"]}, {"hand": ["canoe-1"]}, {"hand": ["bear-trap-1"]}])
    run(turn10, "stay")
    assert turn10.pass_left and turn10.hands[1][0] == "crossbow-1"


def test_r9_a16_help_wanted_brings_a_reserve_assistant_placed_in_public_and_usable_at_once():
    state = last_assistants_decision("help-wanted-2", players=[
        {"assistants": {"a1": "town-hall"}},
        {"assistants": {"a1": "workshop", "a2": "workshop", "a3": "recycler"}}], forced_rolls=[1, 1, 1, 2, 3, 4])
    run(state, "stay")
    assert state.phase == "help_wanted" and state.queue == [0] and not state.private_screen(0)
    assert "Bob has no assistant in reserve to bring." in events(state)
    run(state, "place town-hall")
    assert state.places[0] == ["town-hall", "town-hall", "reserve"] and state.phase == "action"
    run(state, "done")  # Bob leads turn 4
    assert "activate town-hall 2" in legal(state)


def test_r65_help_wanted_with_no_reserve_anywhere_is_skipped_with_a_line_in_the_log():
    full = {"a1": "workshop", "a2": "workshop", "a3": "recycler"}
    state = last_assistants_decision("help-wanted-2", players=[{"assistants": full}, {"assistants": full}])
    run(state, "stay")
    assert state.phase == "action" and events(state).count("has no assistant in reserve") == 2


def test_r10_a17_event_effects_last_until_the_turn_ends():
    state = last_assistants_decision("dust-storm-1", event_deck=["the-end-1", "boom-town-1", "dust-storm-1"])
    run(state, "stay")
    assert state.ap == [1, 1]
    run(state, "done", "done", "stay", "stay")
    assert state.event == "boom-town-1" and state.ap == [3, 3]


def test_r17_w16_a18_the_draw_fills_hands_to_five_and_never_takes_cards_away():
    six = HAND + ["sunstone-1"]
    state = last_assistants_decision("boom-town-1", players=[{"hand": six},
                                                             {"hand": ["sapling-bow-1", "sinew-coil-1", "goo-coil-1"]}])
    run(state, "stay")  # the hands swap first: Ann gets 3 and draws 2, Bob keeps 6
    assert [len(h) for h in state.hands] == [5, 6]


def test_r18_a19_an_empty_deck_is_rebuilt_from_the_discard_pile_and_a_lost_draw_is_logged():
    state = last_assistants_decision("boom-town-1", rest_to="discard", players=[{"hand": HAND[:4]}, {"hand": HAND[4:]}])
    assert state.tinker_deck == []
    run(state, "stay")
    assert "shuffled into a new deck" in events(state) and [len(h) for h in state.hands] == [5, 5]
    empty = last_assistants_decision("boom-town-1", rest_to=1, players=[{"hand": HAND[:4]}, {"hand": []}])
    run(empty, "stay")
    assert "The Tinker deck and the discard pile are empty" in events(empty) and len(empty.hands[1]) == 4


def test_r19_a4_every_die_is_rolled_again_and_town_hall_dice_come_back():
    state = last_assistants_decision("boom-town-1", forced_rolls=[4, 4, 4, 1, 1, 1],
                                     players=[{"dice": ["1t", "2t", "3u"]}, {"dice": ["2x", 1, "4u"]}])
    run(state, "stay")
    assert dice(state, 0) == [1, 1, 1] and dice(state, 1) == [4, 4, 4]


def test_r19_an_event_may_keep_a_die_out_of_the_roll_for_the_turn():
    state = last_assistants_decision("short-supply-1", forced_rolls=[2, 3, 4, 1],
                                     players=[{"dice": [1, 1, 1]}, {"dice": [2, 2, 2], "hand": ["butter-churn-1"]}])
    run(state, "stay")
    assert dice(state, 1) == [2, 3, "2x"] and dice(state, 0) == [4, 1, "1x"]
    run(state, "done")
    assert refused(state, "fabricate butter-churn-1 d2+d3") == "d3 sits out this turn."
    assert "fiddle d3 up" not in " ".join(legal(state))


def test_junk_wagon_and_grand_exhibition_act_on_everyone_when_revealed():
    junk = last_assistants_decision("junk-wagon-1", deck_top=["sunstone-1", "hum-gear-1"])
    run(junk, "stay")
    assert junk.scraps == [["hum-gear-1"], ["sunstone-1"]]  # Bob leads turn 4
    heap_lines = [line for line in junk.events_for(0) if "from the Tinker deck" in line]
    assert heap_lines == ["Bob puts 1 card from the Tinker deck face down on their scrap heap.",
                          "You put Hum Gear from the Tinker deck face down on your scrap heap."]
    show = last_assistants_decision("grand-exhibition-1", players=[
        {"table": [{"gadget": "butter-churn-1"}, {"gadget": "bear-trap-1"}]}, {"table": [{"gadget": "canoe-1"}]}])
    run(show, "stay")
    assert show.rep == [2, 1] and show.causes[0] == {"events": 2}


def test_r57_w13_activated_assistants_go_back_to_the_idle_zone_of_their_location():
    state = position(sitting=1, players=[{"assistants": {"a1": "workshop/2", "a2": "workshop/2", "a3": "recycler"}}])
    run(state, "done")
    assert state.phase == "assistants" and state.places[0] == ["workshop", "workshop", "recycler"]


def test_r58_w13_each_player_may_move_one_assistant_to_another_location():
    state = position(phase="assistants", queue=[0, 1],
                     players=[{"assistants": {"a1": "workshop", "a2": "workshop", "a3": "recycler"}}])
    others = {"recycler", "town-hall", "storehouse", "replicator"}
    expected = {"stay"} | {f"move {a} {loc}" for a in ("a1", "a2") for loc in others}
    expected |= {f"move a3 {loc}" for loc in {"workshop", "town-hall", "storehouse", "replicator"}}
    assert legal(state) == expected and not state.private_screen(0)
    assert "already at the Recycler" in refused(state, "move a3 recycler")
    move = next(a for a in state.legal_actions() if str(a) == "move a3 town-hall")
    assert state.describe(move, None) == "Ann moves an assistant from the Recycler to the Town Hall."
    assert state.describe(move, 0) == "You move an assistant from the Recycler to the Town Hall."
    run(state, "move a3 town-hall")
    assert state.places[0][2] == "town-hall" and state.to_move() == 1


def test_r59_w14_hands_pass_to_the_next_seat_feats_and_scrap_heaps_stay():
    state = position(3, turn=1, phase="assistants", queue=[2], event="boom-town-1",
                     players=[{"hand": ["crossbow-1"], "scrap": ["sunstone-1"], "feats": [{"card": "pack-rat-1"}]},
                              {"hand": ["canoe-1", "smokehouse-1"]}, {"hand": []}])
    run(state, "stay")
    assert state.hands[1][0] == "crossbow-1" and state.hands[2][:2] == ["canoe-1", "smokehouse-1"]
    assert "crossbow-1" not in state.hands[0] and "canoe-1" not in state.hands[0]
    assert state.scraps[0] == ["sunstone-1"] and state.feats_down[0] == ["pack-rat-1"]
    assert "You receive Ann's hand: Crossbow." in events(state, 1)


def test_r60_a26_with_two_players_both_directions_swap_the_hands():
    for event in ("boom-town-1", "to-the-right-1"):
        state = last_assistants_decision(event, players=[{"hand": ["crossbow-1"]}, {"hand": ["canoe-1"]}])
        state.pass_left = event == "boom-town-1"
        run(state, "stay")
        assert state.hands[0][0] == "canoe-1" and state.hands[1][0] == "crossbow-1"


def test_a38_an_events_automatic_effects_come_first_then_its_choices_in_the_order_listed():
    state = last_assistants_decision("boom-town-1", players=[{"hand": HAND}, {"hand": HAND[:0]}])
    effects = state.data.events["boom-town-1"].effects
    saved = dict(effects)
    try:
        effects.clear()
        effects.update({"bring_assistant": 1, "draw": 1})
        run(state, "stay")
        assert state.phase == "help_wanted" and len(state.hands[1]) == 6  # Bob drew before anyone placed
        assert "Bob draws 1 card." in events(state)
    finally:
        effects.clear()
        effects.update(saved)
