"""What the bots are given: positions drawn from one seat's view, and the heuristic."""

import random

from a51_helpers import new_state, position

from game.core.bots import make_bot
from game.area51.bots import BOT_SUPPORT
from game.area51.rules_data import area51_data


def random_position(players: int, seed: int, actions: int):
    state = new_state(players, seed)
    chooser = random.Random(seed)
    for _ in range(actions):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_every_drawn_position_shows_the_viewer_exactly_its_own_view():
    for players, seed, actions in ((2, 1, 150), (4, 2, 90), (6, 3, 300)):
        state = random_position(players, seed, actions)
        seat = state.to_move()
        view = state.view(seat)
        draw = BOT_SUPPORT.sampler(view)
        for n in range(3):
            drawn = draw(random.Random(n))
            assert drawn.invariant_problems() == []
            again = drawn.view(seat)
            assert {k: v for k, v in again.items() if k != "events"} == {k: v for k, v in view.items() if k != "events"}


def test_hidden_cards_are_drawn_anew_and_the_starting_cards_stay_on_top():
    state = new_state(6, 4)
    view = state.view(0)
    assert view["s_on_top"] == 4
    draw = BOT_SUPPORT.sampler(view)
    hands = set()
    for n in range(6):
        drawn = draw(random.Random(n))
        assert drawn.hands[0] == state.hands[0]
        assert all(area51_data().cards[c].starting for c in drawn.deck[-4:])
        hands.add(tuple(drawn.hands[1]))
    assert len(hands) > 1


def test_rivals_face_down_cards_are_drawn_but_the_viewers_own_stay():
    state = position(hangars={"B-left": ["-green3-1@white", "-blue3-1@pink", "+orange2-1@yellow"]})
    drawn = BOT_SUPPORT.sampler(state.view(0))(random.Random(1))
    pile = drawn.hangars["B-left"]
    assert pile[0] == ("green3-1", False, 0) and pile[2] == ("orange2-1", True, 2)
    assert pile[1][1:] == (False, 1) and pile[1][0] not in {"green3-1", "orange2-1"}


def test_the_heuristic_gives_chances_that_add_up_and_favour_the_leader():
    state = position(scores={"white": 30, "pink": 5, "yellow": 5, "red": 5})
    chances = BOT_SUPPORT.evaluate(state)
    assert abs(sum(chances) - 1) < 1e-9 and chances[0] == max(chances) and chances[0] > 0.5


def test_a_bot_decides_a_legal_action_from_its_view():
    state = random_position(3, 5, 60)
    bot = make_bot("medium:16", "area51", 7)
    for _ in range(12):
        if state.is_over():
            break
        seat = state.to_move()
        decision = bot.decide(state.view(seat), state.legal_actions())
        assert decision.action in state.legal_actions()
        state.apply(decision.action)
