"""A seat's mirror of the position (what a network client keeps): built from its view alone, it
shows the seat the same view, the same decider and, on the seat's own decisions, the same choices."""

from __future__ import annotations

import random

import pytest

from game.core.bots.support import get_support
from game.core.contract import Seat
from game.core.session import Session

GAMES = [("elevator", "competitive", ["red", "blue", "green"]), ("elevator", "advanced", ["red", "blue"]),
         ("elevator", "cooperative", ["red", "blue"]), ("area51", "standard", ["white", "black", "pink"]),
         ("area51", "two_player", ["pink+purple", "black+white"]), ("argo", "standard", ["red", "blue", "green"]),
         ("area1851", "standard", ["yellow", "purple", "white"])]


def comparable(view: dict) -> dict:
    """The view but what the last action caused, which a position read from data has not seen, and
    with its legal actions in one order (a position read from data lists Argo's tiles in another)."""
    seen = {key: value for key, value in view.items() if key != "events"}
    if isinstance(seen.get("legal"), list):
        seen["legal"] = sorted(seen["legal"])
    return seen


@pytest.mark.parametrize(("game", "mode", "colours"), GAMES)
def test_a_mirror_from_a_seats_view_shows_that_seat_the_same_game(game, mode, colours):
    support = get_support(game)
    session = Session.new(game, mode, [Seat(f"P{i + 1}", c) for i, c in enumerate(colours)], seed=3)
    chooser = random.Random(3)
    mirrored = 0
    for _ in range(3000 if game == "argo" else 150):  # Argo's random games end: its last position too
        state = session.state
        for seat in range(len(colours)):
            view = state.view(seat)
            mirror = support.mirror(view)
            assert comparable(mirror.view(seat)) == comparable(view), (seat, len(session.history.entries))
            assert mirror.to_move() == state.to_move()
            assert mirror.is_over() == state.is_over()
            if state.to_move() == seat:
                assert sorted(map(str, mirror.legal_actions())) == sorted(map(str, state.legal_actions()))
            assert support.mirror(view).to_position() == mirror.to_position()  # the same every time
            mirrored += 1
        if state.is_over():
            break
        session.apply(chooser.choice(state.legal_actions()))
    assert mirrored > 50


@pytest.mark.parametrize(("game", "mode", "colours"), [
    ("elevator", "competitive", ["red", "blue"]), ("elevator", "solo", ["red"]),
    ("elevator", "cooperative", ["red", "blue"]), ("area51", "standard", ["white", "black", "pink"]),
    ("argo", "standard", ["red", "blue"]),
    ("area1851", "standard", ["yellow", "purple"])])
def test_a_finished_game_mirrors_as_finished_with_the_same_result(game, mode, colours):
    session = Session.new(game, mode, [Seat(f"P{i + 1}", c) for i, c in enumerate(colours)], seed=1)
    chooser = random.Random(1)
    while not session.state.is_over():
        session.apply(chooser.choice(session.state.legal_actions()))
    result = session.state.result()
    for seat in range(len(colours)):
        mirror = get_support(game).mirror(session.state.view(seat))
        ended = mirror.result()
        assert mirror.is_over() and ended is not None and result is not None
        assert (ended.winners, ended.summary) == (result.winners, result.summary)
