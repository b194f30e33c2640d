"""Building Elevator positions for the scenario tests, and reading their outcome.

Positions are plain dicts (docs/positions.md) loaded through
``game.elevator.GAME.from_position``. Every scenario lists the Aliens it cares about;
``deck_top`` names the next cards to be drawn (first drawn first), the rest of the
mode's deck lies below them in data order, so a draw is never left to chance.
"""

from __future__ import annotations

import pytest

from game.core.contract import GameState
from game.core.errors import IllegalAction
from game.elevator import GAME
from game.elevator.rules_data import elevator_data
from game.elevator.state import ElevatorState

NAMES = ["Ann", "Bob", "Cid", "Dee"]
COLOURS = ["red", "blue", "green", "yellow"]


def seats(players: int) -> list[dict]:
    return [{"name": NAMES[i], "colour": COLOURS[i]} for i in range(players)]


def deck_with_top(mode: str, hands, discard=(), top=(), table=None) -> list[str]:
    """The whole deck, bottom first, ending with ``top`` so that ``top[0]`` is drawn first."""
    used = {c for h in hands for c in h} | set(discard) | set(top) | ({table} if table else set())
    rest = [c for c in elevator_data().deck_for(mode) if c not in used]
    return rest + list(reversed(top))


def position(mode: str = "competitive", players: int = 2, *, hands=None, discard=(), deck_top=(),
             aliens=None, **fields):
    """A state from a position. Aliens not listed stay where the mode's set-up puts them."""
    hands = hands if hands is not None else [[] for _ in range(players)]
    data = {"mode": mode, "seats": seats(players), "hands": [list(h) for h in hands],
            "discard": list(discard), "deck": deck_with_top(mode, hands, discard, deck_top), **fields}
    if aliens is not None:
        data["aliens"] = dict(aliens)
    return GAME.from_position(data)


def elevator_state(state: GameState) -> ElevatorState:
    """The Elevator position a history or a session holds (the core knows it as a GameState)."""
    assert isinstance(state, ElevatorState)
    return state


def summary(state: GameState) -> str:
    """How a finished game ended, in words."""
    result = state.result()
    assert result is not None, "the game is over"
    return result.summary


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def where(state, *aliens) -> dict[str, str]:
    """Places of the named Aliens (all when none are named) as position names."""
    names = aliens or tuple(state.loc)
    return {a: state.to_position()["aliens"][a] for a in names}


def at(state, place: str) -> set[str]:
    """The Aliens standing at a place: 'E' or a floor name."""
    return {a for a, p in state.to_position()["aliens"].items() if p == place}


def run(state, *actions: str):
    """Apply the actions, letting go by the instant windows they do not play into (also after the last).

    In the competitive modes a window asks every seat that may answer, holder or not
    (docs/rulings.md, ruling 16), so a scenario passes the windows it is not about; a
    scenario about a window applies its actions one by one instead.

    A card step that waits for "end" after the turn's last card is ended too, as a player who has
    seen the card's result does; a scenario about that wait applies "end" itself.
    """
    for action in actions:
        while action not in legal(state) and step(state) in ("window", "cards"):
            if not let_go(state):
                break
        state.apply(action)
    while let_go(state):
        pass
    return state


def let_go(state) -> bool:
    """Pass an open window, or end a card step whose card is spent; False when neither waits."""
    if step(state) == "window" and "pass" in legal(state):
        state.apply("pass")
        return True
    if state.left_out_by_older_log(3) is not None and step(state) == "cards":  # as programs before v4 did themselves
        state.apply("end")
        return True
    return False


def pass_windows(state):
    """Let every open instant window go by."""
    while step(state) == "window" and "pass" in legal(state):
        state.apply("pass")
    return state


def refused(state, action: str) -> str:
    """Apply an action that must be refused; return the reason, and check nothing changed."""
    before = state.to_position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.to_position() == before
    return str(caught.value)


def step(state) -> str | None:
    return state.steps[-1][0] if state.steps else None


def events(state) -> str:
    return " | ".join(text for text, _only in state.events)


def seed_rolling(value: int, faces=(1, 2, 3, 4, 5, 6)) -> int:
    """A seed whose first die roll shows ``value``."""
    import random
    return next(s for s in range(1000) if random.Random(s).choice(list(faces)) == value)


def roll(state, value: int, windows: bool = False):
    """Roll the die, with the game's own generator seeded so that it shows ``value``.

    The instant windows that follow (the roll's, the arrival's) are let go by unless
    ``windows``: a scenario about them answers them itself.
    """
    state.rng.seed(seed_rolling(value))
    state.apply("roll")
    assert f"The die shows {value}." in events(state)
    return state if windows else pass_windows(state)
