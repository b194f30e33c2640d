"""Random full games of every mode, with The Elevator's own rules checked after every action.

Beyond the generic checks (every piece once, hands within the limit, no view showing a
secret: ``position_problems``), bosses keep their placement rules, the result matches the
board, and a seat learns of no more draws than it made.
"""

from __future__ import annotations

import random

import pytest

from game.core.actions import Action
from game.core.contract import Seat
from game.core.fuzz import position_problems
from game.elevator import GAME
from game.elevator.board import ELEVATOR, GROUND, TOP
from game.elevator.state import ElevatorState

MAX_ACTIONS = 20_000
COLOURS = ["red", "blue", "green", "yellow"]

# The fuzz runner (tests/game/core/test_fuzz_games.py, `make fuzz`) plays hundreds of games per
# mode with the generic checks; these few games add The Elevator's own placement and end rules.
CONFIGS = [
    ("competitive", 2, {}, 2), ("competitive", 3, {}, 2), ("competitive", 4, {}, 2),
    ("beginner", 2, {}, 3), ("beginner", 4, {}, 3),
    ("advanced", 2, {}, 2), ("advanced", 3, {}, 2), ("advanced", 4, {}, 2),
    ("cooperative", 2, {}, 30), ("cooperative", 3, {}, 30), ("cooperative", 4, {}, 30),
    ("cooperative", 3, {"cards_per_turn": 1}, 30),
    ("solo", 1, {"bosses": 2, "cards_per_turn": 2}, 30), ("solo", 1, {"bosses": 1, "cards_per_turn": 2}, 30),
    ("solo", 1, {"bosses": 2, "cards_per_turn": 1}, 30), ("solo", 1, {"bosses": 1, "cards_per_turn": 1}, 30),
]


def check_invariants(state, hands_before) -> list:
    """Check everything after one action; return the legal actions (computed once)."""
    assert position_problems(state) == []
    # bosses
    floors = [w for a, w in state.loc.items() if a[0] == "K" and w != ELEVATOR]
    shared = {f for f in floors if floors.count(f) > 1}
    if state.mode == "solo":
        assert shared <= {TOP, GROUND}
        assert GROUND not in shared or state.team_won is False
    else:
        assert not shared
    if state.team:
        assert ELEVATOR not in [w for a, w in state.loc.items() if a[0] == "K"]
    else:
        assert not {GROUND, TOP} & set(floors)
        for floor, token in state.tokens.items():
            if token == "no_bosses":
                assert floor not in floors
            if token == "max2":
                assert sum(w == floor for w in state.loc.values()) <= 2
    # who decides
    legal = state.legal_actions()
    if state.is_over():
        assert state.to_move() is None and legal == []
        result = state.result()
        if state.team:
            workers_home = all(w == GROUND for a, w in state.loc.items() if a[0] != "K")
            assert result.team_won == workers_home
            if not workers_home:
                assert all(state.loc[b] == GROUND for b in state.boss_order)
        else:
            assert len(result.winners) == 1 and state.objective_complete(result.winners[0])
    else:
        assert legal and len(set(legal)) == len(legal)
        assert all(Action.parse(str(a)) == a for a in legal)
    # what each competitive seat may learn of draws
    if not state.team:
        for seat in range(len(state.seats)):
            view = state.view(seat)
            assert "deck" not in view
            draws = sum(text.startswith("You draw") for text in view["events"])
            assert draws <= max(0, len(state.hands[seat]) - len(hands_before[seat])) + 1
    return legal


def play_one(mode: str, players: int, options: dict, seed: int, round_trip: bool) -> ElevatorState:
    seats = [Seat(f"P{i + 1}", COLOURS[i], "bot") for i in range(players)]
    state = GAME.new_state(mode, seats, GAME.check_setup(mode, seats, options), seed)
    chooser = random.Random(seed * 7919 + players)
    legal = check_invariants(state, state.hands)
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            return state
        before = [list(h) for h in state.hands]
        state.apply(chooser.choice(legal))
        legal = check_invariants(state, before)
        if round_trip:
            position = state.to_position()
            assert GAME.from_position(position).to_position() == position
    raise AssertionError(f"{mode} seed {seed} did not finish in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("mode, players, options, games", CONFIGS,
                         ids=[f"{m}-{p}-{'-'.join(f'{k}{v}' for k, v in o.items()) or 'default'}"
                              for m, p, o, _ in CONFIGS])
def test_random_games_keep_every_invariant(mode, players, options, games):
    for seed in range(games):
        state = play_one(mode, players, options, seed, round_trip=seed < 2)
        assert state.is_over() and state.result() is not None


def test_any_text_is_either_legal_or_refused_with_illegal_action():
    from game.core.errors import IllegalAction
    verbs = ["roll", "pass", "play", "die", "move", "alarm", "discard", "end", "marker", "swap-with", "swap",
             "exchange", "jump"]
    words = ["R1", "B2", "K1", "K3", "Y3", "Z9", "E", "0", "3", "6", "A", "7", "-1", "up-1", "hacker-1",
             "chatter-2", "wetfloor-1", "floor0-1", "alarm-1", "2", "99", "x"]
    chooser = random.Random(5)
    for mode, players in (("competitive", 3), ("advanced", 2), ("cooperative", 2), ("solo", 1)):
        seats = [Seat(f"P{i + 1}", COLOURS[i]) for i in range(players)]
        state = GAME.new_state(mode, seats, GAME.check_setup(mode, seats, {}), 3)
        for _ in range(250):
            if state.is_over():
                break
            legal = {str(a) for a in state.legal_actions()}
            for _ in range(8):
                text = " ".join([chooser.choice(verbs)] + chooser.sample(words, chooser.randrange(4)))
                trial = state.clone()
                if text in legal:
                    trial.apply(text)
                else:
                    with pytest.raises(IllegalAction):
                        trial.apply(text)
            state.apply(chooser.choice(state.legal_actions()))
