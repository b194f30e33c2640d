"""Actions made by ``act``: their text form, and the memo that makes each one once."""

import pytest

from game.core import actions
from game.core.actions import Action, act


def test_act_writes_numbers_as_text_and_equals_the_parsed_action():
    made = act("place", "M4", 12, 3)
    assert made == Action.parse("place M4 12 3")
    assert made.verb == "place" and made.args == ("M4", "12", "3")
    assert isinstance(made, Action) and str(made) == "place M4 12 3"


def test_the_same_words_give_the_same_action_object():
    first = act("move", "R1", "3")
    assert act("move", "R1", "3") is first
    assert act("move", "R1", "4") is not first


def test_past_its_bound_the_memo_starts_afresh_and_actions_stay_equal(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(actions, "_MADE", {})
    monkeypatch.setattr(actions, "MADE_AT_MOST", 3)
    early = act("take", "card-1")
    for number in range(2, 5):
        act("take", f"card-{number}")
    assert len(actions._MADE) <= 3
    again = act("take", "card-1")
    assert again == early and again is not early
