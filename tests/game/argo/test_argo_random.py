"""Random full games at every player count and with each option, checked after every action.

After each action: the invariants hold (every tile, Astronaut and Alien exactly once, no room
over capacity, the station in one piece) and no view shows a seat the stack
(``position_problems``); no description names a tile of the stack; undo stops exactly at the
reveals and undo then redo gives the position back; the position reads back from YAML unchanged.
"""

from __future__ import annotations

import random

import pytest
import yaml

from game.argo import GAME
from game.argo.state import ArgoState
from game.core.actions import Action
from game.core.fuzz import position_problems
from game.core.history import History
from tests.game.argo.argo_helpers import new_state

MAX_ACTIONS = 5_000
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def reveals(action: Action, stack_before: int) -> bool:
    """Spec 6: only a module taken from the display while the stack still has tiles turns one up."""
    return action.verb == "place" and not action.args[0].startswith("pod-") and stack_before > 0


def check_words(state, action: Action) -> None:
    secret = set(state.stack)
    for viewer in [*range(len(state.seats)), None]:
        text = state.describe(action, viewer)
        assert not any(word.strip(".,()") in secret for word in text.split()), (viewer, text)


def play(players: int, seed: int, yaml_every_step: bool, **options) -> tuple:
    history = History(new_state(players, seed, first_player=None, **options))
    chooser = random.Random(seed * 31 + players)
    count = 0
    while not history.state.is_over():
        state = history.state
        assert isinstance(state, ArgoState) and position_problems(state) == [], count
        action = chooser.choice(state.legal_actions())
        check_words(state, action)
        actor, stack_before = state.to_move(), len(state.stack)
        history.apply(action)
        after = history.state
        assert isinstance(after, ArgoState)
        assert after.revealed == reveals(action, stack_before), (count, str(action))
        assert history.can_undo(actor) == (not after.revealed)
        assert not any(tile in line for line in after.events_for(None) for tile in after.stack)
        if not after.revealed and chooser.random() < 0.05:
            written = after.to_position()
            history.undo(actor)
            history.redo()
            assert history.state.to_position() == written
        if yaml_every_step or count % 10 == 0:
            written = history.state.to_position()
            text = yaml.dump(written, Dumper=Dumper) if yaml_every_step else None
            again = GAME.from_position(yaml.load(text, Loader=Loader) if text else written)
            assert again.to_position() == written
        count += 1
        assert count < MAX_ACTIONS
    final = history.state
    assert position_problems(final) == [] and final.legal_actions() == []
    return final, count


GAMES: list[tuple[int, int, bool, dict[str, object]]] = [
    (2, 0, True, {}), (2, 1, False, {"difficulty": "hard"}), (3, 0, False, {}), (3, 1, True, {"deep_space": True}),
    (4, 0, False, {}), (4, 1, False, {"difficulty": "easy"}), (4, 2, False, {"deep_space": True})]


@pytest.mark.parametrize("players, seed, through_yaml, options", GAMES,
                         ids=[f"{p}p-seed{s}-{'-'.join(map(str, o.values())) or 'default'}" for p, s, _y, o in GAMES])
def test_random_games_keep_every_invariant_and_every_secret(players, seed, through_yaml, options):
    final, count = play(players, seed, through_yaml, **options)
    result = final.result()
    assert count > 20 and final.over in ("pods", "final_round", "stranded", "track")
    assert result.scores == final.scores and len(result.breakdown) == players
    if result.winners:
        best = max(result.scores)
        assert all(result.scores[w] == best for w in result.winners) and final.alien_score() <= best
    else:
        assert final.over == "track" or final.alien_score() > max(result.scores)


def test_a_random_game_replays_the_same_from_its_seed():
    first = play(3, 11, yaml_every_step=False)[0].to_position()
    assert play(3, 11, yaml_every_step=False)[0].to_position() == first
