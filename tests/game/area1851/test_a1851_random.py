"""Random full games at every player count, checked after every action.

After each action: the invariants hold and no view shows a seat its secrets
(``position_problems``); no description names a card id, a card that went somewhere hidden,
or a bid's size to a viewer who may not know it; undo stops exactly where something was
revealed (spec §6.3), and undo then redo gives the position back; the position reads back
unchanged. Refusals are sentences that never repeat the notation.
"""

from __future__ import annotations

import random
import re

import pytest
import yaml

from game.area1851 import GAME
from game.area1851.rules_data import area1851_data
from game.core.actions import Action
from game.core.fuzz import position_problems
from game.core.history import History
from tests.game.area1851.a1851_helpers import new_state

MAX_ACTIONS = 20_000
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
IDS = set(area1851_data().cards) | set(area1851_data().feats) | set(area1851_data().events)


def revealed_between(before, after, action: Action) -> bool:
    """Spec §6.3, observed from outside: a roll, a draw, an event, a bid reveal, a feat turned
    face up, a passed hand or the end happened."""
    if after.is_over() or after.event != before.event or action.verb == "reroll":
        return True
    if after.phase == "action" and before.phase != "action":  # the Roll phase came between
        return True
    if len(after.feat_deck) < len(before.feat_deck) or after.tinker_deck != before.tinker_deck:
        return True
    if before.last_bid is None and after.last_bid is not None:
        return True
    return any(len(a) > len(b) for a, b in zip(after.feats_up, before.feats_up, strict=True))


def hidden_names(state, action: Action) -> set[str]:
    """Names a rival must not read in this action's words: a hand card going face down."""
    actor = state.to_move()
    if action.verb == "scrap" and action.args[0] in state.hands[actor]:
        return {state.card_name(action.args[0])} - _public_names(state)
    if action.verb == "exchange":
        return {state.card_name(c) for c in action.args} - _public_names(state)
    return set()


def _public_names(state) -> set[str]:
    """Names on view to everyone (the same name can be on several cards)."""
    public = set(state.discard) | set(state.removed) | set(state.data.universal_ids)
    for seat in range(state.n):
        public.update(g for g, _m, _t in state.tables[seat])
        public.update(m for _g, mods, _t in state.tables[seat] for m in mods if m)
    return {state.card_name(c) for c in public}


def check_words(state, action: Action) -> None:
    actor = state.to_move()
    secret_names = hidden_names(state, action)
    for viewer in [*range(state.n), None]:
        text = state.describe(action, viewer)
        assert not {word.strip(".,():") for word in text.split()} & IDS, (viewer, text)
        if viewer != actor:
            assert not any(name in text for name in secret_names), (viewer, text)
            if action.verb == "bid":
                assert not re.search(r"\d", text), (viewer, text)


def play(players: int, seed: int, yaml_every_step: bool, segment: int = 4, dict_every: int = 10):
    history = History(new_state(players, seed, first_player=None, segment=segment))
    chooser = random.Random(seed * 31 + players)
    count = 0
    while not history.state.is_over():
        state = history.state
        assert position_problems(state) == []
        action = chooser.choice(state.legal_actions())
        check_words(state, action)
        actor = state.to_move()
        before = state.clone()
        history.apply(action)
        after = history.state
        for viewer in [*range(players), None]:
            assert not {w.strip(".,():") for line in after.events_for(viewer) for w in line.split()} & IDS
        assert after.revealed == revealed_between(before, after, action), (count, str(action))
        assert history.can_undo(actor) == (not after.revealed)
        if not after.revealed and chooser.random() < 0.05:
            written = after.to_position()
            history.undo(actor)
            history.redo()
            assert history.state.to_position() == written
        if yaml_every_step or count % dict_every == 0:
            written = history.state.to_position()
            data = yaml.load(yaml.dump(written, Dumper=Dumper), Loader=Loader) if yaml_every_step else written
            assert GAME.from_position(data).to_position() == written
        count += 1
        assert count < MAX_ACTIONS
    final = history.state
    assert position_problems(final) == [] and final.legal_actions() == []
    return final, count


GAMES = [(2, 0, True), (2, 1, False), (3, 0, False), (3, 1, True), (4, 0, False), (4, 1, False),
         (5, 0, False), (5, 1, False)]


@pytest.mark.parametrize("players, seed, through_yaml", GAMES, ids=[f"{p}p-seed{s}" for p, s, _ in GAMES])
def test_random_games_keep_every_invariant_and_every_secret(players, seed, through_yaml):
    final, count = play(players, seed, yaml_every_step=through_yaml)
    result = final.result()
    assert count > 40 * players and final.turn == 15
    assert result.scores == final.rep and result.winners
    best = max(result.scores)
    assert all(result.scores[w] == best for w in result.winners)


def test_w3_r1_a_shorter_game_ends_after_turn_12s_assistants_phase():
    final, _count = play(2, 5, yaml_every_step=False, segment=3)
    assert final.turn == 12 and final.turns == 12 and final.event == "the-end-1"


def test_a_random_game_replays_the_same_from_its_seed():
    first = play(3, 11, yaml_every_step=False, dict_every=1000)[0].to_position()
    assert play(3, 11, yaml_every_step=False, dict_every=1000)[0].to_position() == first


def near_misses(legal: list[Action], chooser: random.Random, count: int = 6) -> list[Action]:
    """The same verb with one word taken from another legal action or a stray word
    (tests/game/core/test_refusals.py)."""
    words = sorted({word for action in legal for word in action.args} | {"A", "E", "3", "deck", "x", "d9", "free"})
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


@pytest.mark.parametrize("players", [2, 4])
def test_r64_refusals_are_sentences_of_the_rules_without_notation(players):
    chooser = random.Random(17 + players)
    state = new_state(players, seed=3)
    for _ in range(400):
        if state.is_over():
            break
        legal = state.legal_actions()
        strays = [Action("dance", ("x",)), Action("attach", ("x",)), Action("fiddle", ("d1",))]
        tries = near_misses(legal, chooser) + strays
        for attempt in tries:
            reason = state.why_illegal(attempt)
            assert reason, f"{attempt} was not refused"
            assert str(attempt) not in reason and f"'{attempt.verb} " not in reason, reason
            assert reason.rstrip().endswith((".", "!", "?")), reason
        state.apply(chooser.choice(legal))
