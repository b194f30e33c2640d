"""Every refusal, in every game, is a sentence of the rules: never the action's notation.

A player who drags a piece where it cannot go reads the reason on the table; "'move B2 2' is
not possible now" tells them nothing. Random games of every available game are played, and
at each step near-miss actions (a legal action with one word changed, or its verb with
other legal words) must be refused in words that do not repeat the notation.
"""

from __future__ import annotations

import random

import pytest

from game.core.actions import Action
from game.core.fuzz import configurations
from game.core.registry import all_games, get_game
from game.core.simulate import default_seats

STEPS = 250


def near_misses(legal: list[Action], chooser: random.Random, count: int = 6) -> list[Action]:
    """Actions close to legal ones: the same verb with a word taken from another legal action."""
    words = sorted({word for action in legal for word in action.args} | {"A", "E", "3", "deck", "x"})
    legal_set = set(legal)
    found = []
    for _ in range(count * 4):
        action = chooser.choice(legal)
        if not action.args:
            continue
        args = list(action.args)
        args[chooser.randrange(len(args))] = chooser.choice(words)
        trial = Action(action.verb, tuple(args))
        if trial not in legal_set:
            found.append(trial)
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("game", [g.id for g in all_games() if g.available])
def test_refusals_are_sentences_without_notation(game):
    chooser = random.Random(17)
    for config in configurations([game]):
        engine = get_game(game)
        seats = default_seats(game, config.players, mode=config.mode)
        state = engine.new_state(config.mode, seats, engine.check_setup(config.mode, seats, dict(config.options)), 3)
        for _ in range(STEPS):
            if state.is_over():
                break
            legal = state.legal_actions()
            for attempt in near_misses(legal, chooser):
                reason = state.why_illegal(attempt)
                assert reason, f"{config.label}: {attempt} was not refused"
                assert str(attempt) not in reason and f"'{attempt.verb} " not in reason, (config.label, reason)
                assert reason.rstrip().endswith((".", "!", "?")), (config.label, reason)
            state.apply(chooser.choice(legal))


@pytest.mark.parametrize("game", [g.id for g in all_games() if g.available])
def test_prompts_events_and_descriptions_count_in_words_never_with_s_in_brackets(game):
    """"1 worker(s) step out" once stood in the log: a count agrees with its noun."""
    chooser = random.Random(23)
    for config in configurations([game]):
        engine = get_game(game)
        seats = default_seats(game, config.players, mode=config.mode)
        state = engine.new_state(config.mode, seats, engine.check_setup(config.mode, seats, dict(config.options)), 5)
        for _ in range(STEPS):
            if state.is_over():
                break
            action = chooser.choice(state.legal_actions())
            texts = [state.prompt(), state.phase_label(), state.describe(action, None)]
            state.apply(action)
            texts += [text for text, _only in state.events]
            assert not [t for t in texts if "(s)" in t], (config.label, texts)
