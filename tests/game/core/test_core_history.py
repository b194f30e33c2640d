"""Undo and redo (game/core/history.py): fast at any depth, respects what was revealed,
and redo gives the same dice and cards."""

import random

import pytest

from game.core.contract import Seat
from game.core.history import History
from game.elevator import GAME
from game.elevator.state import ElevatorState

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue")]


def competitive(seed=4, hands=None, **fields):
    data = {"mode": "competitive", "seats": [s.to_dict() for s in SEATS], "seed": seed,
            "aliens": {"R1": "E", "R2": "E", "R3": "E", "B1": "E", "B2": "E", "B3": "E",
                       "K1": "E", "K2": "E", "K3": "E"}, **fields}
    if hands is not None:
        data["hands"] = hands
    return GAME.from_position(data)


def elevator(history: History) -> ElevatorState:
    """The live position, as The Elevator's own state."""
    state = history.state
    assert isinstance(state, ElevatorState)
    return state


def test_a_die_roll_cannot_be_undone_outside_practice():
    history = History(competitive())
    history.apply("roll")
    assert not history.can_undo(0)
    assert "die roll, a card draw or a reveal" in str(history.undo_block_reason(0))
    with pytest.raises(ValueError, match="Undo stops here"):
        history.undo(0)
    assert history.practice_undos == 0


def test_own_decision_after_the_roll_can_be_undone_and_redone():
    history = History(competitive(hands=[["up-1"], []]))
    history.apply("roll")
    before = history.state.to_position()
    move = history.state.legal_actions()[0]
    history.apply(move)
    assert history.can_undo(0)
    assert str(history.undo(0)) == str(move)
    assert history.state.to_position() == before
    assert history.can_redo()
    history.redo()
    assert history.log[-1] == move and not history.can_redo()
    assert history.practice_undos == 0


def test_a_draw_blocks_undo():
    state = competitive(hands=[["up-1"], []], aliens={"R1": "3"}, elevator="3", die=3, step="cards")
    history = History(state)
    history.apply("end")  # the turn ends with a draw
    assert "card draw" in str(history.undo_block_reason(0))


def test_undo_never_crosses_another_seats_decision():
    state = competitive(hands=[["up-1"], ["chatter-1"]], aliens={"R1": "E", "B1": "E"}, elevator="4", die=4,
                        step="alien_move")
    history = History(state)
    history.apply("move R1 4")  # Ann (seat 0); R1 has company, Bob may answer with Chatter
    assert history.state.to_move() == 1
    history.apply("pass")
    assert "another player's" in str(history.undo_block_reason(0))
    assert history.can_undo(1)  # Bob may take back his own pass


def test_practice_lifts_the_limit_and_counts_the_crossings():
    history = History(competitive(), practice=True)
    history.apply("roll")
    history.apply(history.state.legal_actions()[0])
    history.undo(0)  # own, not revealed: free
    assert history.practice_undos == 0
    history.undo(0)  # the roll: counted
    assert history.practice_undos == 1
    assert elevator(history).steps[-1][0] == "roll" and elevator(history).die is None


def test_rolling_again_after_undo_gives_the_same_number():
    history = History(competitive(), practice=True)
    history.apply("roll")
    first = elevator(history).die
    history.undo(0)
    history.apply("roll")
    assert elevator(history).die == first


def test_redo_gives_identical_dice_and_cards_at_any_depth():
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Cid", "green")]
    state = GAME.new_state("cooperative", seats, GAME.check_setup("cooperative", seats, {}), 21)
    history = History(state, practice=True)
    chooser = random.Random(3)
    positions = [history.state.to_position()]
    while not history.state.is_over():
        history.apply(chooser.choice(history.state.legal_actions()))
        positions.append(history.state.to_position())
    final = history.state.to_position()
    depth = len(history.entries)
    for back in range(depth):
        history.undo(history.entries[-1].actor)
        assert history.state.to_position() == positions[depth - back - 1]
    assert history.state.to_position() == positions[0]
    for _ in range(depth):
        history.redo()
    assert history.state.to_position() == final and history.state.is_over()


def test_a_new_action_after_undo_clears_redo():
    history = History(competitive(), practice=True)
    history.apply("roll")
    history.apply(history.state.legal_actions()[0])
    history.undo(0)
    history.apply(history.state.legal_actions()[-1])
    assert not history.can_redo()
    with pytest.raises(ValueError, match="Nothing to redo"):
        history.redo()


def test_nothing_to_undo_at_the_start():
    history = History(competitive())
    assert history.undo_block_reason(0) == "Nothing to undo."


def test_a_refused_undo_names_what_shows_hidden_things_in_that_game():
    """Area 51 has no dice: its refusal speaks of cards."""
    from game.core.contract import Seat
    from game.core.session import Session
    session = Session.new("area51", "standard", [Seat("A", "white"), Seat("B", "black"), Seat("C", "pink")],
                          seed=1, first_player=0)
    session.apply("take deck")
    assert session.history.undo_block_reason(0) == (
        "Undo stops here: a card draw or a look at hidden cards came before.")
