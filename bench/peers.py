"""The peers timed beside our engine: OpenSpiel's pure-Python games and python-chess.

Each is played the same way as ours: a new game per seed, a uniformly random choice from
the legal actions computed at every decision. Peers whose package is not installed are
skipped with a note (``make bench`` installs them from requirements-bench.txt).
"""

from __future__ import annotations

import random
from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING

from bench.playouts import Playout, PlayoutFunction

if TYPE_CHECKING:
    import pyspiel

OPENSPIEL_GAMES = ("python_block_dominoes", "python_liars_poker")
CHESS = "python-chess"
CHESS_MOVE_CAP = 1000
"""Plies after which a random chess game is stopped (counted as capped in the results)."""


def play_openspiel(game: pyspiel.Game, seed: int) -> Playout:
    """Chance nodes sample from ``chance_outcomes()``; they are counted apart from actions."""
    chooser = random.Random(seed)
    state = game.new_initial_state()
    actions = chance = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(chooser.choices(outcomes, probabilities)[0])
            chance += 1
        else:
            state.apply_action(chooser.choice(state.legal_actions()))
            actions += 1
    return Playout(actions, chance)


def play_chess(chess: ModuleType, seed: int) -> Playout:
    """One move per action, until ``is_game_over()`` or the move cap."""
    chooser = random.Random(seed)
    board = chess.Board()
    moves = 0
    while not board.is_game_over() and moves < CHESS_MOVE_CAP:
        board.push(chooser.choice(list(board.legal_moves)))
        moves += 1
    return Playout(moves, capped=not board.is_game_over())


def peer_playouts() -> tuple[dict[str, PlayoutFunction], dict[str, str]]:
    """The playouts of the installed peers, and why each missing one was skipped."""
    playouts: dict[str, PlayoutFunction] = {}
    skipped: dict[str, str] = {}
    try:
        import open_spiel.python.games  # noqa: F401  (registers the Python games)
        import pyspiel
    except ImportError:
        skipped.update(dict.fromkeys(OPENSPIEL_GAMES, "skipped: open-spiel is not installed"))
    else:
        for name in OPENSPIEL_GAMES:
            playouts[name] = partial(play_openspiel, pyspiel.load_game(name))
    try:
        import chess
    except ImportError:
        skipped[CHESS] = "skipped: chess is not installed"
    else:
        playouts[CHESS] = partial(play_chess, chess)
    return playouts, skipped
