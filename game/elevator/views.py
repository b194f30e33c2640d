"""What one seat may see of an Elevator position (hidden hands and the deck stay hidden)."""

from __future__ import annotations

from typing import Any

from game.elevator.board import FLOOR_NAMES, location_name
from game.elevator.positions import public_position
from game.elevator.state import ElevatorState


def view_for(state: ElevatorState, player: int | None) -> dict[str, Any]:
    open_hands = state.team
    position = public_position(state, player)
    # a rival's hand the viewer may see (public_position decides: the Swap's look)
    peeked = [seat for seat, hand in enumerate(position["hands"]) if hand is not None and seat != player]
    peek = {"seat": peeked[0], "hand": list(position["hands"][peeked[0]])} if peeked and not open_hands else None
    to_move = state.to_move()
    result = state.result()
    return {
        "game": "elevator",
        "mode": state.mode,
        "team": state.team,
        "viewer": player,
        "seats": [s.to_dict() for s in state.seats],
        "floors": list(FLOOR_NAMES),
        "elevator": FLOOR_NAMES[state.elevator],
        "die": state.die,
        "aliens": {a: location_name(w) for a, w in state.loc.items()},
        "objectives": [[FLOOR_NAMES[f] for f in marks] for marks in state.objectives],
        "tokens": {FLOOR_NAMES[f]: t for f, t in state.tokens.items()},
        "hands": [list(h) if open_hands or i == player else None for i, h in enumerate(state.hands)],
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "table_card": state.table_card,
        "active": state.active,
        "to_move": to_move,
        "turn": state.turn,
        "step": state.steps[-1][0] if state.steps else None,
        "prompt": state.prompt(),
        "plays_left": state.plays_left,
        "broken": state.broken,
        "no_cards": state.no_cards,
        "boss_order": list(state.boss_order),
        "descending_boss": state.descending_boss() if state.team else None,
        "peek": peek,
        "legal": [str(a) for a in state.legal_actions()] if to_move == player and player is not None else [],
        "over": state.is_over(),
        "result": result.to_dict() if result is not None else None,
        "events": state.events_for(player),
        "position": position,
    }
