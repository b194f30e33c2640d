"""What the search needs to play The Elevator: hidden cards drawn from a view, and a heuristic."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from game.core.bots.support import BotSupport, first_dealing
from game.core.contract import GameState
from game.elevator.board import ELEVATOR, GROUND, is_boss, worker_colour_letter
from game.elevator.position_read import load_position
from game.elevator.rules_data import elevator_data
from game.elevator.state import ElevatorState


class ElevatorSupport(BotSupport):
    def sampler(self, view: dict[str, Any]) -> Callable[[random.Random], GameState]:
        position = dict(view["position"])
        hidden = [seat for seat, hand in enumerate(position["hands"]) if hand is None]
        sizes = position["hand_sizes"]
        unknown = _unknown_cards(position)
        position["hands"], position["deck"] = _deal(position["hands"], hidden, sizes, unknown, random.Random(0))
        base = load_position(position)

        def draw(rng: random.Random) -> ElevatorState:
            state = base.clone()
            state.hands, state.deck = _deal(state.hands, hidden, sizes, unknown, rng)
            state.seed_rng(rng.getrandbits(64))  # future dice and draws are unknown too
            return state
        return draw

    def mirror(self, view: dict[str, Any]) -> GameState:
        position = dict(view["position"])
        hidden = [seat for seat, hand in enumerate(position["hands"]) if hand is None]
        unknown = _unknown_cards(position)

        def load(rng: random.Random) -> ElevatorState:
            dealt = dict(position)
            dealt["hands"], dealt["deck"] = _deal(position["hands"], hidden, position["hand_sizes"], unknown, rng)
            return load_position(dealt)
        return first_dealing(load)

    def rollout_depth(self, view: dict[str, Any]) -> int:
        """Team play is judged best by the evacuation heuristic alone; races gain from a look ahead."""
        return 0 if view["team"] else 8

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, ElevatorState), "the Elevator's search plays Elevator positions"
        if state.team:
            chance = _team_chance(state)
            return [chance] * len(state.seats)
        scores = [_objective_progress(state, seat) for seat in range(len(state.seats))]
        weights = [math.exp(4.0 * score) for score in scores]
        total = sum(weights)
        return [w / total for w in weights]


def _unknown_cards(position: dict[str, Any]) -> list[str]:
    """The mode's cards not in the discard pile, on the table or in a hand the seat can see."""
    known = set(position["discard"]) | {card for hand in position["hands"] if hand for card in hand}
    if position.get("table_card"):
        known.add(position["table_card"])
    return [card for card in elevator_data().deck_for(position["mode"]) if card not in known]


def _deal(known: Sequence[list[str] | None], hidden: list[int], sizes: list[int], unknown: list[str],
          rng: random.Random) -> tuple[list[list[str]], list[str]]:
    """Shuffle the unknown cards into the hidden hands (at their known sizes); the rest is the deck."""
    cards = list(unknown)
    rng.shuffle(cards)
    hands = [list(hand) if hand is not None else [] for hand in known]
    for seat in hidden:
        hands[seat] = [cards.pop() for _ in range(sizes[seat])]
    return hands, cards


def _floor_of(state: ElevatorState, alien: str) -> int:
    where = state.loc[alien]
    return state.elevator if where == ELEVATOR else where


def _objective_progress(state: ElevatorState, seat: int) -> float:
    """0 to 1: how near the seat's workers stand to its objective floors (1 = all in place)."""
    letter = worker_colour_letter(state.seats[seat].colour)
    workers = [a for a in state.loc if not is_boss(a) and a[0] == letter]
    floors = list(state.objectives[seat])
    if not floors:
        return 0.0
    score = 0.0
    for floor in floors:
        gaps = [abs(_floor_of(state, w) - floor) for w in workers]
        here = any(state.loc[w] == floor for w in workers)
        score += 1.0 if here else 0.5 / (1 + min(gaps))
    return score / len(floors)


def _team_chance(state: ElevatorState) -> float:
    """Workers out (Floor 0) count most, then workers low or riding; bosses high buy time."""
    workers = [where for alien, where in state.loc.items() if not is_boss(alien)]
    riding = workers.count(ELEVATOR)
    score = (50 * workers.count(GROUND) - 3 * sum(w for w in workers if w != ELEVATOR) + 8 * riding
             - (2 * state.elevator if riding else 0))
    score += 20 * sum(state.loc[b] for b in state.boss_order if state.loc[b] != GROUND)
    full = 50 * len(workers)
    return 1 / (1 + math.exp(-6.0 * (score / full - 0.5)))


BOT_SUPPORT = ElevatorSupport()
