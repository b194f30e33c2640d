"""What one played action looks like to each seat, and who may undo it."""

from __future__ import annotations

from game.core.contract import Seat
from game.core.session import Session
from net.seat_messages import played, undo_fields
from tests.game.area1851.a1851_helpers import position


def test_a_card_scrapped_face_down_is_a_question_mark_to_the_others_and_only_its_player_may_undo():
    session = Session.new("area1851", "standard", [Seat("Ann", "yellow"), Seat("Bob", "purple")], seed=1)
    session.history.state = position(2, players=[{"hand": ["crossbow-1", "glass-bead-1"]}])
    session.apply("scrap crossbow-1")
    assert played(session, 0, 0)["notation"] == "scrap crossbow-1"
    assert played(session, 0, 1)["notation"] == "scrap ?"
    assert played(session, 0, None)["notation"] == "scrap ?"
    assert played(session, 0, 1)["actor"] == 0 and "crossbow" not in " ".join(played(session, 0, 1)["lines"]).lower()
    assert undo_fields(session, 0) == {"may_undo": True, "undo_reason": None}
    assert undo_fields(session, 1) == {"may_undo": False,
                                        "undo_reason": "Undo stops here: the last decision was another player's."}
