"""The shared reader of a position's numbers: what it accepts, and the field its refusals name."""

import pytest

from game.core.position_fields import whole, whole_field, whole_numbers


@pytest.mark.parametrize("value, number", [(3, 3), (-2, -2), ("4", 4), (" 12 ", 12), ("-1", -1), (5.0, 5)])
def test_whole_numbers_and_their_text_are_read(value, number):
    assert whole(value, "turn") == number


@pytest.mark.parametrize("value, shown", [("x", "'x'"), (2.5, "2.5"), (True, "True"), (None, "None"),
                                          ([1], "[1]"), ("²", "'²'"), ("", "''")])
def test_anything_else_is_refused_naming_the_field_and_the_value(value, shown):
    with pytest.raises(ValueError) as caught:
        whole(value, "players[1].rep")
    assert str(caught.value) == f"players[1].rep: {shown} is not a whole number."


def test_a_missing_field_gives_its_default_and_a_present_one_is_checked():
    assert whole_field({}, "turn", 7) == 7
    assert whole_field({"turn": "9"}, "turn", 7) == 9
    with pytest.raises(ValueError, match="^turn: 'nine' is not"):
        whole_field({"turn": "nine"}, "turn", 7)


def test_a_list_names_the_place_of_its_bad_entry():
    assert whole_numbers([1, "2"], "queue") == [1, 2]
    with pytest.raises(ValueError, match=r"^queue\[2\]: 'c' is not"):
        whole_numbers([1, 2, "c"], "queue")
    with pytest.raises(ValueError, match="^queue: 3 is not a list"):
        whole_numbers(3, "queue")
