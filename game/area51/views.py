"""What one seat may see of an Area 51 position: the table draws from this (spec §6, §7).

A seat sees its own hand and its own face-down cards in the hangars (marked face down);
everyone's other face-down cards show only who played them. Everything else on the table
is public. A spectator (None) sees no hand and no face-down card.
"""

from __future__ import annotations

from game.area51.scoring import bonus_now, seat_scores
from game.area51.state import Area51State


def view_for(state: Area51State, player: int | None) -> dict[str, object]:
    to_move = state.to_move()
    result = state.result()
    return {
        "game": "area51",
        "mode": state.mode,
        "viewer": player,
        "seats": _seats(state),
        "seat_colours": [list(colours) for colours in state.seat_colours],
        "regions": _regions(state),
        "hangars": {h: [_hangar_card(state, card, up, seat, player) for card, up, seat in pile]
                    for h, pile in state.hangars.items()},
        "routes": list(state.board.routes),
        "vehicles": [_vehicle(state, v) for v in state.vehicles],
        "depot": [v for v, (route, _n, _t) in state.vehicles.items() if route is None],
        "tokens": dict(state.free_tokens),
        "towers": dict(state.towers),
        "caps": dict(state.caps_left),
        "scores": dict(state.scores),
        "hands": [list(hand) if seat == player else None for seat, hand in enumerate(state.hands)],
        "hand_sizes": [len(hand) for hand in state.hands],
        "deck_size": len(state.deck),
        "s_on_top": state.s_on_top,
        "display": list(state.display),
        "discard": list(state.discard),
        "active": state.active,
        "to_move": to_move,
        "turn": state.turn,
        "step": state.step,
        "takes_left": state.takes_left if state.step in ("turn_start", "collect") else 0,
        "refresh_allowed": state.step == "turn_start" and state.phase != "final" and bool(state.hands[state.active]),
        "project": _project(state),
        "loading": _loading(state),
        "phase": _phase(state),
        "phase_label": state.phase_label(),
        "prompt": state.prompt(),
        "legal": [str(a) for a in state.legal_actions()] if to_move == player and player is not None else [],
        "over": state.is_over(),
        "result": result.to_dict() if result is not None else None,
        "events": state.events_for(player),
    }


def _seats(state: Area51State) -> list[dict[str, object]]:
    scores = seat_scores(state)
    return [{**state.seats[seat].to_dict(), "colours": list(colours), "hand_size": len(state.hands[seat]),
             "caps_left": {c: state.caps_left[c] for c in colours},
             "scores": {c: state.scores[c] for c in colours}, "score": scores[seat]}
            for seat, colours in enumerate(state.seat_colours)]


def _regions(state: Area51State) -> list[dict[str, object]]:
    awards = bonus_now(state)
    regions = []
    for region in state.board.regions.values():
        spaces = [region.space(n) for n in range(region.spaces, 0, -1)]
        bunkers = [{"space": s, "number": int(s[1:]), "colour": state.bunkers[s][0], "owner": state.bunkers[s][1],
                    "level": state.bunkers[s][2], "bonus": awards.get(s, 0)} for s in spaces if s in state.bunkers]
        regions.append({"id": region.id, "side": region.side, "spaces": region.spaces, "icons": region.icons,
                        "markers": state.markers[region.id], "hangars": list(region.hangars),
                        "bunkers": bunkers, "next_space": state.next_space(region.id)})
    return regions


def _hangar_card(state: Area51State, card: str, up: bool, seat: int, player: int | None) -> dict[str, object]:
    by = state.seat_labels[seat]
    if up:
        return {"card": card, "up": True, "by": by}
    if seat == player:
        return {"card": card, "down": True, "by": by}
    return {"down": True, "by": by}


def _vehicle(state: Area51State, vehicle: str) -> dict[str, object]:
    route, number, held = state.vehicles[vehicle]
    return {"id": vehicle, "kind": state.data.vehicle_kind[vehicle], "colour": state.data.vehicle_colour[vehicle],
            "route": route, "from": route[0] if route else None, "to": route[2] if route else None,
            "number": number, "tokens": list(held)}


def _project(state: Area51State) -> dict[str, object] | None:
    p = state.project
    if p is None:
        return None
    info = {"kind": p.kind, "declared": str(p.declared), "region": p.region, "colour": p.colour,
            "up_placed": p.up is not None, "up_card": p.up, "down_placed": p.downs}
    if p.kind == "vehicle":
        top = state.setup.max_number
        info.update(vehicle=p.target, route=p.route, number_before=p.number, down_min=p.targets[0],
                    down_max=top, down_needed=None,
                    number_now=p.downs if state.can_finish_hire() else None)
    else:
        info.update(space=p.target, level=p.number, down_needed=p.need)
        if p.kind == "bunker":
            info["cap"] = p.cap
    return info


def _loading(state: Area51State) -> dict[str, object] | None:
    if state.step != "loading":
        return None
    assert state.pile_hangar is not None, "the loading step has its pile's hangar"
    return {"hangar": state.pile_hangar, "region": state.board.region_of_hangar[state.pile_hangar],
            "pile": list(state.pile), "fed": sorted(state.fed), "reach": {c: list(r) for c, r in state.reach.items()},
            "hand_set_aside": True}


def _phase(state: Area51State) -> dict[str, object]:
    seats = len(state.seats)
    still = [(state.active + i) % seats for i in range(state.turns_left)] if state.phase == "last_round" else []
    return {"name": state.phase, "still_to_play": still, "trigger_seat": state.trigger_seat,
            "piles_left": state.piles_left(), "empty_regions": state.empty_regions(),
            "quiet_turns": state.quiet_turns}
