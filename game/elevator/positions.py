"""Elevator positions as plain data (YAML in docs/positions.md), like a chess FEN: written here,
read back by ``game.elevator.position_read``.

Only ``mode`` and ``seats`` are required. Aliens not listed start where the
mode's set-up puts them; cards not in a hand or the discard pile form the deck,
shuffled by ``seed``. ``step`` names where in the active player's turn the
position stands: ``roll`` (default), ``arrive`` (the die is rolled, the elevator
about to ride to ``die``), ``alien_move``, ``after_move`` or ``cards``. At
``roll``, a competitive seat with fewer objective markers than the set-up's
count is first asked to place the rest, as in a new game. ``steps`` (as written
by ``position_of``) restores the exact step stack instead. ``elevator_moved``
(did this turn's roll take the elevator to another floor) defaults to true past
the roll, ``alien_moved`` (was this turn's Alien move made) to true past the
Alien move: an active effect token needs both. ``moved_alien`` names the Alien that
move moved (Double Alien movement's second move is of another); ``floor_seen`` the
elevator's floor and who stood there at the last Wet floor moment (a window opens
again only after a change).
"""

from __future__ import annotations

from typing import Any

from game.elevator.board import FLOOR_NAMES, location_name
from game.elevator.state import ElevatorState


def position_of(state: ElevatorState) -> dict[str, Any]:
    return {
        "game": "elevator",
        "mode": state.mode,
        "seats": [s.to_dict() for s in state.seats],
        "options": dict(state.options),
        "elevator": FLOOR_NAMES[state.elevator],
        "die": state.die,
        "aliens": {a: location_name(w) for a, w in state.loc.items()},
        "objectives": [[FLOOR_NAMES[f] for f in marks] for marks in state.objectives],
        "tokens": {FLOOR_NAMES[f]: t for f, t in state.tokens.items()},
        "hands": [list(h) for h in state.hands],
        "deck": list(state.deck),
        "discard": list(state.discard),
        "active": state.active,
        "turn": state.turn,
        "plays_left": state.plays_left,
        "broken": state.broken,
        "no_cards": state.no_cards,
        "elevator_moved": state.elevator_moved,
        "alien_moved": state.alien_moved,
        "moved_alien": state.moved_alien,
        "floor_seen": _floor_seen_of(state.floor_seen),
        "instants_used": sorted(state.instants_used),
        "boss_order": list(state.boss_order),
        "table_card": state.table_card,
        "steps": [list(s) for s in state.steps],
    }


def public_position(state: ElevatorState, player: int | None) -> dict[str, Any]:
    """The position as ``player`` knows it: the deck and the hands they may not see are None."""
    position = position_of(state)
    visible = {seat for seat in range(len(state.seats)) if state.team or seat == player}
    top = state.steps[-1] if state.steps else None
    if top and top[0] == "swap" and player == state.active:
        visible.add(top[1])  # the Swap shows the active player the chosen hand
    position["hands"] = [hand if seat in visible else None for seat, hand in enumerate(position["hands"])]
    position["hand_sizes"] = [len(hand) for hand in state.hands]
    position["deck"] = None
    return position


def _floor_seen_of(seen: tuple[int, tuple[str, ...]] | None) -> list[object] | None:
    return None if seen is None else [FLOOR_NAMES[seen[0]], list(seen[1])]
