"""The end of the game and its tie-breaks (rulebook: Scoring; R61-R63, W15, A-30, A-31, ruling 36)."""

from tests.game.area1851.a1851_helpers import outcome, position, run

LOW = ["glass-bead-1", "crank-handle-1"]  # printed values 2 + 3
HIGH = ["mainspring-1", "hand-winch-1"]  # 4 + 3


def ending(ann=None, bob=None, **fields):
    """Turn 15's last Assistants decision (Bob's), The End revealed; both on 40 unless told."""
    players = [{"rep": 40, **(ann or {})}, {"rep": 40, **(bob or {})}]
    state = position(turn=15, phase="assistants", queue=[1], event="the-end-1", event_deck=[], players=players,
                     **fields)
    run(state, "stay")
    assert state.is_over()
    return state


def test_w15_r63_the_lowest_scrap_heap_value_breaks_a_tie_first():
    state = ending({"scrap": LOW}, {"scrap": HIGH})
    result = state.result()
    assert result.winners == [0] and result.scores == [40, 40]
    assert "Ann is Top Tinkerer: tied on 40 reputation, ahead on the lowest scrap heap value." == result.summary
    assert ("Scrap heap value (tie-break: lower wins)", 5) in result.breakdown[0]
    assert ("Scrap heap value (tie-break: lower wins)", 7) in result.breakdown[1]


def test_w15_r63_then_the_most_completed_feats():
    state = ending({"scrap": LOW,
                    "feats": [{"card": "crowd-pleaser-1", "up": True}, {"card": "bare-bones-1", "up": True}]},
                   {"scrap": ["bedspring-1", "polished-gear-1"],
                    "feats": [{"card": "rush-order-1", "up": True}]})
    assert state.result().winners == [0]
    assert ("Feats completed (tie-break: more wins)", 2) in state.result().breakdown[0]


def test_w15_r63_then_the_age_closest_to_42_when_every_tied_player_gave_one():
    same = {"scrap": LOW}
    state = ending(same, {"scrap": ["bedspring-1", "polished-gear-1"]}, options={"ages": [40, 45]})
    assert state.result().winners == [0] and "age closest to 42" in state.result().summary
    shared = ending(same, {"scrap": ["bedspring-1", "polished-gear-1"]}, options={"ages": [40, None]})
    assert shared.result().winners == [0, 1] and "share the win" in shared.result().summary


def test_a31_the_scrap_heap_value_counts_printed_values_and_a_universal_modification_as_4():
    state = ending({"scrap": ["universal-mod-1"]}, {"scrap": ["penny-farthing-1"]})  # 4 against 4
    assert state.result().winners == [0, 1]
    assert ("Scrap heap value (tie-break: lower wins)", 4) in state.result().breakdown[1]


def test_r62_a30_the_most_reputation_wins_and_has_no_upper_limit():
    state = ending({"rep": 130}, {"rep": 129})
    assert state.result().winners == [0] and state.result().summary == "Ann is Top Tinkerer with 130 reputation."
    assert state.result().breakdown[0] == [("Reputation before this position", 130)]


def test_r61_a36_end_feats_are_revealed_and_scored_on_the_final_position_all_at_once():
    state = ending({"feats": [{"card": "overachiever-1"}, {"card": "tidy-table-1"}, {"card": "hoarder-1"},
                              {"card": "crowd-pleaser-1", "up": True}, {"card": "bare-bones-1", "up": True}]},
                   {"feats": [{"card": "favourite-krukian-1"}], "stats": {"delivered": {"krukian": 3}}})
    assert state.feats_up[0] == ["crowd-pleaser-1", "bare-bones-1", "tidy-table-1"]
    assert state.feats_down[0] == ["overachiever-1", "hoarder-1"]  # two feats were done before the end, not three
    assert state.rep == [44, 47] and state.causes[1]["end_feats"] == 7
    assert ("Feats completed at the end", 4) in state.result().breakdown[0]
    assert state.revealed and "completes the feat Krukian Confidant" in " ".join(state.events_for(0))
    assert "nobody holds one" not in " ".join(state.events_for(0))


def test_r61_every_end_feat_is_revealed_at_the_end_met_or_not_with_its_points():
    """Overachiever and Hoarder, not met, are shown to everyone with +0: on the table (each seat's
    view) and in the log; a feat of another kind still face down stays hidden."""
    state = ending({"feats": [{"card": "overachiever-1"}, {"card": "hoarder-1"}, {"card": "crowd-pleaser-1"}]},
                   {"feats": []})
    assert state.is_over() and state.feats_down[0] == ["overachiever-1", "hoarder-1", "crowd-pleaser-1"]
    rival_view = state.view(1)["players"][0]
    assert rival_view["feats_revealed"] == ["overachiever-1", "hoarder-1"]
    assert {"overachiever-1", "hoarder-1"} <= set(state.view(None)["feats"]) and \
        "crowd-pleaser-1" not in state.view(None)["feats"]
    assert "crowd-pleaser-1" in state.secrets_from(1) and "hoarder-1" not in state.secrets_from(1)
    log = state.events_for(None)
    assert any(line.startswith("Ann reveals the end feat Overachiever: not met, +0 reputation") for line in log)
    assert ("End feat Hoarder, not met", 0) in state.result().breakdown[0]


def test_r61_the_log_says_so_when_nobody_holds_an_end_feat():
    state = ending({"feats": [{"card": "crowd-pleaser-1"}]}, {"feats": []})
    assert "The end-of-game feats are checked: nobody holds one." in state.events_for(None)


def test_the_result_lists_where_every_point_came_from():
    state = position(turn=15, phase="action", event="the-end-1", event_deck=[], sitting=1,
                     players=[{}, {"dice": [1, 1, 1], "assistants": {"a1": "town-hall"},
                                   "table": [{"gadget": "butter-churn-1", "mods": [None]}]}])
    run(state, "deliver butter-churn-1", "activate town-hall 1", "town-hall d1+d2", "done", "stay", "stay")
    result = outcome(state)
    assert result.scores == [0, 5] and result.winners == [1] and result.breakdown is not None
    assert result.breakdown[1] == [("Gadgets delivered (with their modifications)", 3),
                                   ("Dice placed on the Town Hall", 2)]
    written = result.to_dict()["breakdown"]
    assert isinstance(written, list) and written[1][0] == ["Gadgets delivered (with their modifications)", 3]
