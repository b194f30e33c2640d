"""Setting up a new game (rulebook: Setup; spec §2, R1, A-27-A-29).

Every shuffle uses the game's own seeded generator, in this order: the Tinker deck, the Feat
deck, the event pool. The Event deck is built from the bottom up: the last segment closer
(The End), a segment of random cards, the next closer, and so on, so the closers are revealed
on the turns after each segment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.area1851.rules_data import Area1851Data, area1851_data
from game.core.contract import Seat, first_player_problem

if TYPE_CHECKING:
    from game.area1851.state import Area1851State


def new_game(seats: list[Seat], options: dict[str, Any], seed: int, first_player: int | None) -> Area1851State:
    from game.area1851.state import Area1851State
    data = area1851_data()
    problem = first_player_problem(first_player, len(seats))
    if problem:
        raise ValueError(problem)
    state = Area1851State(data, seats, options, seed)
    state.first = state.rng.randrange(state.n) if first_player is None else first_player
    deal_cards(state, data)
    state.event_deck, state.boxed = build_event_deck(state, data)
    state.begin_setup()
    state.events = []
    return state


def deal_cards(state: Area1851State, data: Area1851Data) -> None:
    setup = data.setup
    order = [(state.first + i) % state.n for i in range(state.n)]
    tinker = list(data.tinker_ids)
    state.rng.shuffle(tinker)
    for seat in order:
        state.hands[seat] = [tinker.pop() for _ in range(setup.hand_size)]
    state.tinker_deck = tinker
    feats = list(data.feat_ids)
    state.rng.shuffle(feats)
    for seat in order:
        state.feats_down[seat] = [feats.pop() for _ in range(setup.starting_feats)]
    state.feat_deck = feats


def build_event_deck(state: Area1851State, data: Area1851Data) -> tuple[list[str], list[str]]:
    """The Event deck (bottom first) and the cards left in the box unseen."""
    chosen = data.universal_count(state.n)
    pool = list(data.pool) + list(data.universal_ids[:chosen])
    state.rng.shuffle(pool)
    deck: list[str] = []
    for closer in reversed(data.closers):
        deck.append(closer)
        deck += [pool.pop() for _ in range(state.segment)]
    return deck, pool + list(data.universal_ids[chosen:])
