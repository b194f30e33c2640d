"""Undo stops exactly where something hidden was shown (spec §6) and never crosses another seat."""

from game.area51.state import Area51State
from game.core.history import History
from tests.game.area51.a51_helpers import position

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]
HAND = ["green2-1", "green2-2", "blue2-1", "brown2-1", "orange2-1"]


def history(**fields) -> History:
    fields.setdefault("display", DISPLAY)
    fields.setdefault("hands", [list(HAND), [], [], []])
    return History(position(**fields))


def state_of(history: History) -> Area51State:
    state = history.state
    assert isinstance(state, Area51State)
    return state


def undoable(history: History, *actions: str) -> list[bool]:
    """Apply the actions; after each, whether the same seat may still undo it."""
    result = []
    for action in actions:
        seat = history.state.to_move()
        history.apply(action)
        result.append(history.can_undo(seat))
    return result


def test_the_refresh_is_a_barrier():
    h = history(deck_top=["green3-1", "green3-2", "green3-3", "green3-4", "green3-5", "green3-6"])
    assert undoable(h, "refresh green2-1", "take green3-4") == [False, True]


def test_display_takes_are_undoable_until_the_third_take_refills_the_display():
    assert undoable(history(), "take blue3-1", "take brown3-1", "take orange3-1") == [True, True, False]


def test_a_take_from_the_deck_is_a_barrier():
    assert undoable(history(), "take blue3-1", "take deck", "take orange3-1") == [True, False, False]


def test_a_whole_bunker_turn_can_be_taken_back_until_the_next_seat_acts():
    h = history()
    assert undoable(h, "build green A", "up green2-1 A-left", "down blue2-1 A-mid") == [True, True, True]
    assert h.state.to_move() == 1 and state_of(h).bunkers["A8"] == ("green", "white", 1)
    h.apply("take blue3-1")
    reason = h.undo_block_reason(0)
    assert not h.can_undo(0) and reason is not None and "another player's" in reason
    h.undo(1)
    for _ in range(3):
        h.undo(0)
    assert state_of(h).bunkers == {} and state_of(h).hands[0] == HAND


def test_a_hire_and_its_done_are_undoable():
    assert undoable(history(), "hire truck-green A>B", "up green2-1 A-left", "down blue2-1 A-left", "done") == \
        [True, True, True, True]


def test_the_pick_up_is_a_barrier_but_each_load_can_be_tried_again():
    regions = {"A": {"bunkers": {"A8": {"colour": "green", "owner": "pink", "level": 2},
                                 "A7": {"colour": "green", "owner": "red", "level": 2}}}}
    h = history(regions=regions, hangars={"A-left": ["+green2-3@pink", "-green1s-1@red"]})
    assert undoable(h, "pickup A-left", "load green2-3 A8") == [False, True]
    h.undo(0)
    h.apply("load green2-3 A7")
    assert state_of(h).scores["red"] == 2


def test_redo_after_undo_gives_the_same_cards():
    h = history()
    h.apply("take blue3-1")
    h.apply("take brown3-1")
    h.practice = True  # lift the limit to undo across the deck draw and the refill
    h.apply("take deck")
    after = h.state.to_position()
    h.undo(0)
    h.redo()
    assert h.state.to_position() == after


def test_a_clone_keeps_its_own_generator():
    state = position(display=DISPLAY, hands=[list(HAND), [], [], []], rest_to="discard")
    twin = state.clone()
    twin.rng.seed(12345)  # a bot drawing hidden cards reseeds its copy
    state.apply("take deck")  # the deck is rebuilt from the discard pile by the game's own generator
    again = position(display=DISPLAY, hands=[list(HAND), [], [], []], rest_to="discard")
    again.apply("take deck")
    assert state.to_position() == again.to_position()
