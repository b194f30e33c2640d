"""Stateful properties of every game and mode, explored by Hypothesis.

A machine plays random legal actions in a practice session (every seat a bot, so undo
has no limit) and, at random points, undoes and redoes, saves and loads. After
undo k and redo k the game equals what it was; a loaded save equals the game saved;
after every step the invariants hold and no seat's view shows one of its secrets.

`make test` explores a few examples per configuration; `make fuzz` sets
TABLETOP51_FUZZ=1 for many more.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from game.core.fuzz import Config, configurations, position_problems
from game.core.session import Session, Setup
from game.core.simulate import default_seats

LONG = bool(os.environ.get("TABLETOP51_FUZZ"))
SETTINGS = settings(max_examples=200 if LONG else 10, stateful_step_count=40 if LONG else 20, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow], database=None)


def fingerprint(state) -> str:
    """Everything observable about a position: the whole position, the legal actions, each view."""
    views = [state.view(seat) for seat in range(len(state.seats))]
    return json.dumps([state.to_position(), [str(a) for a in state.legal_actions()], views], sort_keys=True)


class SessionMachine(RuleBasedStateMachine):
    def __init__(self, config: Config, folder):
        super().__init__()
        self.config = config
        self.folder = folder
        self.saves = 0

    @initialize(seed=st.integers(0, 2**31 - 1))
    def start(self, seed):
        seats = default_seats(self.config.game, self.config.players, mode=self.config.mode)
        self.session = Session(Setup(self.config.game, self.config.mode, seats, dict(self.config.options), seed,
                                     practice=True))
        # trail[i] is the fingerprint after i actions, including actions undone and not yet redone
        self.trail = [fingerprint(self.session.state)]

    @property
    def done(self) -> int:
        return len(self.session.history.entries)

    @rule(count=st.integers(1, 60), pick=st.integers(0, 2**32 - 1))
    def play(self, count, pick):
        chooser = random.Random(pick)
        for _ in range(count):
            if self.session.state.is_over():
                return
            self.session.apply(chooser.choice(self.session.state.legal_actions()))
            del self.trail[self.done:]
            self.trail.append(fingerprint(self.session.state))
            assert not self.session.history.can_redo()

    @precondition(lambda self: self.done > 0)
    @rule(steps=st.integers(1, 30))
    def undo(self, steps):
        steps = min(steps, self.done)
        target = self.done - steps
        for _ in range(steps):
            self.session.history.undo(None)
        assert self.done == target
        assert fingerprint(self.session.state) == self.trail[target]

    @precondition(lambda self: self.session.history.can_redo())
    @rule(steps=st.integers(1, 30))
    def redo(self, steps):
        steps = min(steps, len(self.session.history.undone))
        target = self.done + steps
        for _ in range(steps):
            self.session.history.redo()
        assert fingerprint(self.session.state) == self.trail[target]

    @rule()
    def save_and_load(self):
        self.saves += 1
        path = self.folder / f"save-{self.saves}.json"
        self.session.save(path)
        loaded = Session.load(path)
        assert loaded.history.log == self.session.history.log
        assert loaded.history.practice_undos == self.session.history.practice_undos
        assert fingerprint(loaded.state) == fingerprint(self.session.state)
        self.session = loaded
        del self.trail[self.done + 1:]

    @invariant()
    def position_holds(self):
        if hasattr(self, "session"):
            assert position_problems(self.session.state) == []


@pytest.mark.parametrize("config", configurations(), ids=lambda c: c.label)
def test_undo_redo_save_and_load_keep_the_game(config, tmp_path):
    class ConfiguredMachine(SessionMachine):
        def __init__(self) -> None:
            super().__init__(config, tmp_path)

    run_state_machine_as_test(ConfiguredMachine, settings=SETTINGS)
