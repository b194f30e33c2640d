"""Undo stops exactly where something hidden was shown (a tile turned from the stack) and never
crosses another seat's decision (a Time Machine answer, a rival's granted action)."""

from game.core.history import History
from tests.game.argo.argo_helpers import EAST_LINE, full_station, position


def undoable(history: History, *actions: str) -> list[bool]:
    """Apply the actions; after each, whether the seat that took it may still undo it."""
    result = []
    for action in actions:
        seat = history.state.to_move()
        history.apply(action)
        result.append(history.can_undo(seat))
    return result


def test_a_module_taken_while_the_stack_has_tiles_is_a_barrier():
    history = History(position(2, tiles=EAST_LINE, display=["cor-05", "lab", "safe"], step="build"))
    assert undoable(history, "place lab 5,0 180") == [False]
    assert history.undo_block_reason(0) == "Undo stops here: a module turned face up from the stack came before."


def test_a_pod_or_the_last_tiles_of_an_empty_stack_reveal_nothing():
    pod = History(position(2, tiles=EAST_LINE, display=["cor-05", "lab", "safe"], step="build"))
    assert undoable(pod, "place pod-1 5,0 270") == [True]
    last = History(position(2, tiles=full_station(2, leave_out=("cor-18",)), display=["cor-18"], step="build"))
    action = str(last.state.legal_actions()[0])
    assert undoable(last, action) == [True]


def test_a_whole_turn_of_moves_and_pushes_can_be_taken_back_until_another_seat_decides():
    history = History(position(2, tiles={**EAST_LINE, "1,0": ["cor-17", 0], "1,1": ["cor-12", 0]},
                               astronauts={"BP": "1,0"}, step="actions"))
    before = history.state.to_position()
    assert undoable(history, "move RC 1,0", "push BP 1,1") == [True, True]
    history.undo(0)
    history.undo(0)
    assert history.state.to_position() == before


def test_undo_never_crosses_a_rivals_time_machine_answer():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90], "2,0": ["cor-02", 90]}
    history = History(position(2, tiles=tiles, astronauts={"BG": "0,-2"}, step="start"))
    assert history.state.to_move() == 1
    history.apply("pass")
    reason = history.undo_block_reason(0)
    assert not history.can_undo(0) and reason is not None and "another player's" in reason
    assert history.can_undo(1)


def test_redo_after_undo_gives_the_same_position_and_the_same_tile_turned_up():
    history = History(position(2, tiles=EAST_LINE, display=["cor-05", "lab", "safe"], step="build"), practice=True)
    history.apply("place lab 5,0 180")
    after = history.state.to_position()
    history.undo(0)
    history.redo()
    assert history.state.to_position() == after and history.practice_undos == 1
