"""What must always hold in an Elevator position, and what each seat may not know.

These are checks, not rules: the fuzzing and property tests call them after every
action to catch a rule that loses or duplicates a piece, or a view that leaks.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from game.elevator.board import ELEVATOR, worker_colour_letter
from game.elevator.rules_data import ElevatorData
from game.elevator.state import ElevatorState


def invariant_problems(state: ElevatorState) -> list[str]:
    """Every Alien once at a real place, every card of the mode once, hands within the limit."""
    problems = []
    for alien, where in state.loc.items():
        if not 0 <= where <= ELEVATOR:
            problems.append(f"{alien} is at no real place ({where}).")
    letters = state.colour_of_letter if state.team else [worker_colour_letter(s.colour) for s in state.seats]
    per_colour = state.data.setup.workers_per_colour
    workers = {f"{letter}{i}" for letter in letters for i in range(1, per_colour + 1)}
    bosses = {f"K{i}" for i in range(1, state.options.get("bosses", state.rules.bosses) + 1)}
    if set(state.loc) != workers | bosses:
        problems.append(f"Aliens missing {sorted(workers | bosses - set(state.loc))}, "
                        f"unexpected {sorted(set(state.loc) - workers - bosses)}.")
    table = [state.table_card] if state.table_card else []
    placed = state.deck + state.discard + [c for hand in state.hands for c in hand] + table
    if sorted(placed) != _sorted_deck(state.data, state.mode):
        held, expected = Counter(placed), Counter(state.data.deck_for(state.mode))
        problems.append(f"Cards lost or duplicated: missing {sorted((expected - held).elements())}, "
                        f"extra {sorted((held - expected).elements())}.")
    for seat, hand in enumerate(state.hands):
        if len(hand) > state.hand_limit:
            problems.append(f"Seat {seat + 1} holds {len(hand)} cards, over the limit of {state.hand_limit}.")
    over = state.is_over()
    if over != (state.to_move() is None) or over != (state.result() is not None):
        problems.append("The game's end, the seat to move and the result disagree.")
    return problems


@cache
def _sorted_deck(data: ElevatorData, mode: str) -> list[str]:
    return sorted(data.deck_for(mode))


def secrets_from(state: ElevatorState, player: int | None) -> set[str]:
    """Card ids ``player`` may not know: the deck, and other hands in competitive play.

    During a Swap the active player looks at the chosen opponent's hand, so that hand
    is not secret from them at that moment.
    """
    secret = set(state.deck)
    if state.team:
        return secret
    top = state.steps[-1] if state.steps else None
    looking_at = top[1] if top and top[0] == "swap" and player == state.active else None
    for seat, hand in enumerate(state.hands):
        if seat != player and seat != looking_at:
            secret |= set(hand)
    return secret
