"""Undo stops exactly where spec §6.3 says: at a roll, a draw, an event, a bid reveal, a feat turned
face up, a passed hand; and never crosses another seat's decision."""

from game.core.history import History
from tests.game.area1851.a1851_helpers import area1851, position

ANN = {"dice": [1, 2, 3], "hand": ["butter-churn-1", "brass-rivet-1", "crossbow-1"], "scrap": ["glass-bead-1"],
       "assistants": {"a1": "town-hall", "a2": "storehouse", "a3": "workshop"}}


def undoable(history: History, *actions: str) -> list[bool]:
    """Apply the actions; after each, whether the same seat may still undo it."""
    result = []
    for action in actions:
        seat = history.state.to_move()
        history.apply(action)
        result.append(history.can_undo(seat))
    return result


def test_a_sitting_without_draws_or_rolls_can_be_taken_back_step_by_step():
    history = History(position(players=[dict(ANN)]))
    assert undoable(history, "fabricate butter-churn-1 d3", "attach brass-rivet-1 butter-churn-1:1 d1",
                    "activate storehouse 1", "exchange crossbow-1 glass-bead-1", "fiddle d2 up crossbow-1",
                    "activate town-hall 1", "town-hall d2") == [True] * 7
    assert area1851(history.state).rep[0] == 3 * 2 + 2 + 1
    for _ in range(7):
        history.undo(0)
    assert history.state.to_position() == position(players=[dict(ANN)]).to_position()


def test_a_reroll_a_feat_draw_and_a_replicator_draw_stop_undo():
    assert undoable(History(position(players=[{**ANN, "credits": {"rerolls": 1}}])), "reroll d1") == [False]
    assert undoable(History(position(players=[dict(ANN)])), "take-feat") == [False]
    replicator = {**ANN, "assistants": {"a1": "replicator"}}
    assert undoable(History(position(players=[replicator])), "activate replicator 1", "replicate crossbow-1") == \
        [True, False]


def test_a_feat_turned_face_up_stops_undo_but_a_plain_delivery_and_a_pending_feat_choice_do_not():
    single = position(players=[{"feats": [{"card": "bare-bones-1"}], "table": [{"gadget": "bear-trap-1"}]}])
    assert undoable(History(single), "deliver bear-trap-1") == [False]
    plain = position(players=[{"table": [{"gadget": "bear-trap-1"}]}])
    assert undoable(History(plain), "deliver bear-trap-1") == [True]
    choice = position(players=[{"feats": [{"card": "bare-bones-1"}, {"card": "rush-order-1"}],
                                "table": [{"gadget": "bear-trap-1", "made_turn": 3}]}])
    assert undoable(History(choice), "deliver bear-trap-1", "complete rush-order-1") == [True, False]


def test_undo_never_crosses_into_another_seats_decision():
    history = History(position(players=[dict(ANN)]))
    history.apply("done")
    assert history.can_undo(0)  # still Ann's own decision, before Bob has done anything
    history.apply("done")  # Bob ends his sitting: the Assistants phase begins
    assert not history.can_undo(0) and "another player's" in (history.undo_block_reason(0) or "")
    assert history.can_undo(1)


def test_a_bid_handed_over_is_final_and_the_reveal_stops_undo():
    history = History(position(3, phase="bid", event="universal-mod-1", lead=0,
                               players=[{"scrap": ["glass-bead-1"]}, {"scrap": ["hum-gear-1"]}]))
    assert undoable(history, "bid 1") == [True]
    history.apply("bid 0")
    assert not history.can_undo(0)
    assert undoable(history, "bid 0") == [False]


def test_the_last_assistants_decision_rotates_reveals_draws_and_rolls_so_it_stops_undo():
    history = History(position(phase="assistants", queue=[0, 1]))
    assert undoable(history, "stay", "stay") == [True, False]
    assert history.state.turn == 4


def test_redo_after_undo_gives_the_same_dice():
    history = History(position(players=[{**ANN, "credits": {"rerolls": 1}}], seed=9))
    history.practice = True
    history.apply("reroll d1+d2+d3")
    rolled = history.state.to_position()
    history.undo(0)
    history.redo()
    assert history.state.to_position() == rolled
