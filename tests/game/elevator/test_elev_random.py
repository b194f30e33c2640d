"""Random full games of every mode, with the invariants checked after every action.

Every worker and boss exists exactly once, no hand ever holds more than 3 cards, every card
of the mode's deck is in exactly one of deck / discard pile / a hand / the table, bosses keep
their placement rules, and a competitive seat's view never shows another seat's hand or the
deck's order.
"""

from __future__ import annotations

import json
import os
import random
import re

import pytest

from game.core.actions import Action
from game.core.contract import Seat
from game.elevator import GAME
from game.elevator.board import ELEVATOR, GROUND, TOP

MAX_ACTIONS = 20_000
COLOURS = ["red", "blue", "green", "yellow"]

# Random competitive games are long (200 to 600 turns, some 1,500 actions), so the suite plays a
# few of each; team games last 7 to 14 turns and are played 30 at a time. Set
# TABLETOP51_RANDOM_GAMES to play that many games of every configuration (a deeper soak run).
SOAK = int(os.environ.get("TABLETOP51_RANDOM_GAMES", "0"))
CONFIGS = [
    ("competitive", 2, {}, 6), ("competitive", 3, {}, 5), ("competitive", 4, {}, 6),
    ("beginner", 2, {}, 6), ("beginner", 4, {}, 4),
    ("advanced", 2, {}, 4), ("advanced", 3, {}, 4), ("advanced", 4, {}, 3),
    ("cooperative", 2, {}, 30), ("cooperative", 3, {}, 30), ("cooperative", 4, {}, 30),
    ("cooperative", 3, {"cards_per_turn": 1}, 30),
    ("solo", 1, {"bosses": 2, "cards_per_turn": 2}, 30), ("solo", 1, {"bosses": 1, "cards_per_turn": 2}, 30),
    ("solo", 1, {"bosses": 2, "cards_per_turn": 1}, 30), ("solo", 1, {"bosses": 1, "cards_per_turn": 1}, 30),
]


def expected_aliens(state, players: int, options: dict) -> set[str]:
    letters = "RBGY" if state.team else "RBGY"[:players]
    workers = {f"{c}{i}" for c in letters for i in (1, 2, 3)}
    bosses = {"competitive": 3, "advanced": 3, "beginner": 1, "cooperative": 1}.get(state.mode)
    if state.mode == "solo":
        bosses = options.get("bosses", 2)
    return workers | {f"K{i}" for i in range(1, bosses + 1)}


def strings(view: dict) -> set[str]:
    """Every string anywhere in a view (keys and values)."""
    return set(json.loads("[" + ",".join(re.findall(r'"(?:[^"\\]|\\.)*"', json.dumps(view))) + "]"))


def check_invariants(state, aliens: set[str], full_deck: list[str], hands_before) -> list:
    """Check everything after one action; return the legal actions (computed once)."""
    # every Alien once, at a real place
    assert set(state.loc) == aliens
    assert all(0 <= where <= ELEVATOR for where in state.loc.values())
    # cards: hand limit, and each card of the mode's deck in exactly one place
    assert all(len(h) <= 3 for h in state.hands)
    table = [state.table_card] if state.table_card else []
    placed = state.deck + state.discard + [c for h in state.hands for c in h] + table
    assert sorted(placed) == full_deck
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
    # what each competitive seat may see
    if not state.team:
        for seat in range(len(state.seats)):
            view = state.view(seat)
            seen = strings(view)
            peeking = view["peek"]["seat"] if view["peek"] else None
            hidden = set(state.deck)
            for other, hand in enumerate(state.hands):
                if other != seat and other != peeking:
                    hidden |= set(hand)
            assert not hidden & seen, (seat, hidden & seen)
            assert "deck" not in view
            draws = sum(text.startswith("You draw") for text in view["events"])
            assert draws <= max(0, len(state.hands[seat]) - len(hands_before[seat])) + 1
    return legal


def play_one(mode: str, players: int, options: dict, seed: int, round_trip: bool) -> object:
    seats = [Seat(f"P{i + 1}", COLOURS[i], "bot") for i in range(players)]
    state = GAME.new_state(mode, seats, GAME.check_setup(mode, seats, options), seed)
    aliens = expected_aliens(state, players, options)
    full_deck = sorted(state.data.deck_for(mode))
    chooser = random.Random(seed * 7919 + players)
    legal = check_invariants(state, aliens, full_deck, state.hands)
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            return state
        before = [list(h) for h in state.hands]
        state.apply(chooser.choice(legal))
        legal = check_invariants(state, aliens, full_deck, before)
        if round_trip:
            position = state.to_position()
            assert GAME.from_position(position).to_position() == position
    raise AssertionError(f"{mode} seed {seed} did not finish in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("mode, players, options, games", CONFIGS,
                         ids=[f"{m}-{p}-{'-'.join(f'{k}{v}' for k, v in o.items()) or 'default'}"
                              for m, p, o, _ in CONFIGS])
def test_random_games_keep_every_invariant(mode, players, options, games):
    for seed in range(SOAK or games):
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
