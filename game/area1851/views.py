"""What one seat may see of an Area 1851 position: the table draws from this (spec §6.1, §7).

A seat sees its own hand, scrap heap, face-down feats and, before the reveal, its own bid;
of the others only counts, whether they have bid, and a won Universal Modification (its
Event back shows). Everything on the board is public: tables, dice, assistants, reputation
and its causes, the discard pile, the current event. A spectator (None) sees no secret.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.area1851.dice import STATE_WORDS
from game.area1851.feats import SECRET_PENDING, end_feats_shown
from game.area1851.fields import TableGadget
from game.area1851.scoring import delivery_value
from game.area1851.words import public_prompt

if TYPE_CHECKING:
    from game.area1851.state import Area1851State


def view_for(state: Area1851State, player: int | None) -> dict[str, Any]:
    to_move = state.to_move()
    deciding = player is not None and to_move == player
    result = state.result()
    return {
        "game": "area1851",
        "viewer": player,
        "seats": [state.seats[s].to_dict() for s in range(state.n)],
        "options": {"segment": state.segment},
        "ages": list(state.ages),
        "turn": state.turn,
        "turns": state.turns,
        "first": state.first,
        "lead": state.lead,
        "order": state.order(),
        "phase": state.phase,
        "to_move": to_move,
        "active": state.active,
        "queue": list(state.queue),
        "pass": "left" if state.pass_left else "right",
        "event": _event(state),
        "event_taken": state.event_taken,
        "events_seen": list(state.events_seen),
        "event_deck": {"size": len(state.event_deck), "closers": _closer_turns(state)},
        "tinker_deck_size": len(state.tinker_deck),
        "discard": list(state.discard),
        "feat_deck_size": len(state.feat_deck),
        "removed": list(state.removed),
        "locations": _locations(state),
        "players": [_player(state, seat, player) for seat in range(state.n)],
        "cards": _cards_seen(state, player),
        "feats": _feats_seen(state, player),
        "bid": _bid(state, player),
        "last_bid": state.last_bid,
        "to_pay": state.to_pay if state.phase == "bid_payment" else 0,
        "pending": _pending(state, deciding),
        "payments": _payments(state) if deciding else None,
        "legal": [str(a) for a in state.legal_actions()] if deciding else [],
        "prompt": state.prompt() if deciding or state.is_over() else public_prompt(state),
        "phase_label": state.phase_label(),
        "private_screen": state.private_screen(to_move) if to_move is not None else False,
        "over": state.is_over(),
        "result": result.to_dict() if result is not None else None,
        "events": state.events_for(player),
    }


def _event(state: Area1851State) -> dict[str, object] | None:
    if state.event is None:
        return None
    card = state.data.events[state.event]
    return {"id": card.id, "name": card.name, "text": card.text, "effects": dict(card.effects)}


def _closer_turns(state: Area1851State) -> dict[str, int]:
    """The fixed cards still in the Event deck and the turn each will be revealed (public)."""
    deck = state.event_deck
    next_turn = state.turn + (0 if state.event is None else 1)
    return {card: next_turn + len(deck) - 1 - i for i, card in enumerate(deck) if card in state.data.closers}


def _locations(state: Area1851State) -> list[dict[str, object]]:
    data = state.data
    result = []
    for location in data.location_ids:
        info = data.locations[location]
        zones: dict[str, list[dict[str, object]]] = {"idle": [], "level1": [], "level2": []}
        for seat in range(state.n):
            for name, place in zip(data.assistant_names, state.places[seat], strict=True):
                where, _, level = place.partition("/")
                if where == location:
                    zones[f"level{level}" if level else "idle"].append({"seat": seat, "assistant": name})
        levels = [{"level": n, "bonus": bonus.kind, "value": bonus.value, "text": text}
                  for n, (bonus, text) in enumerate(zip(info.levels, info.texts, strict=True), start=1)]
        result.append({"id": location, "name": info.name, "closed": state.closed(location), "levels": levels,
                       "zones": zones})
    return result


def _player(state: Area1851State, seat: int, viewer: int | None) -> dict[str, object]:
    own = seat == viewer
    universal = state.data.universal_ids
    stats = state.stats[seat]
    return {
        "seat": seat,
        "name": state.name(seat),
        "colour": state.seats[seat].colour,
        "rep": state.rep[seat],
        "causes": dict(state.causes[seat]),
        "hand": list(state.hands[seat]) if own else None,
        "hand_size": len(state.hands[seat]),
        "hand_known": [c for c in state.hands[seat] if c in universal],
        "scrap": list(state.scraps[seat]) if own else None,
        "scrap_size": len(state.scraps[seat]),
        "scrap_known": [c for c in state.scraps[seat] if c in universal],
        "feats_up": list(state.feats_up[seat]),
        "feats_down": list(state.feats_down[seat]) if own else None,
        "feats_down_count": len(state.feats_down[seat]),
        "feats_revealed": end_feats_shown(state, seat),
        "table": [_gadget(state, entry) for entry in state.tables[seat]],
        "dice": [{"die": f"d{i + 1}", "value": value, "state": STATE_WORDS[die_state]}
                 for i, (value, die_state) in enumerate(zip(state.dice[seat], state.die_states[seat], strict=True))],
        "ap": state.ap[seat],
        "free_fiddles": state.free_fiddles[seat],
        "rerolls": state.rerolls[seat],
        "assistants": dict(zip(state.data.assistant_names, state.places[seat], strict=True)),
        "stats": {"delivered": {f: stats[f"delivered:{f}"] for f in state.data.factions},
                  **{k: v for k, v in stats.items() if not k.startswith("delivered:")}},
        "has_bid": state.bids is not None and state.bids[seat] is not None,
        "own_bid": state.bids[seat] if own and state.bids is not None else None,
        "finished": state.phase in ("action", "assistants", "setup", "help_wanted", "bid") and seat not in state.queue,
    }


def _cards_seen(state: Area1851State, player: int | None) -> dict[str, dict[str, object]]:
    """What is printed on every Tinker card the viewer can see, so the table needs no other source."""
    seen = list(state.discard) + list(state.removed)
    for seat in range(state.n):
        if seat == player:
            seen += state.hands[seat] + state.scraps[seat]
        else:
            seen += [c for c in state.hands[seat] + state.scraps[seat] if c in state.data.universal_ids]
        for gadget, mods, _made in state.tables[seat]:
            seen += [gadget, *(m for m in mods if m)]
    cards = state.data.cards
    return {c: {"name": cards[c].name, "kind": cards[c].kind, "faction": cards[c].faction, "cost": cards[c].cost,
                "rep": cards[c].rep, "sockets": list(cards[c].sockets), "socket": cards[c].socket} for c in seen}


def _feats_seen(state: Area1851State, player: int | None) -> dict[str, dict[str, object]]:
    seen = [f for seat in range(state.n) for f in state.feats_up[seat] + end_feats_shown(state, seat)]
    if player is not None:
        seen += state.feats_down[player]
    feats = state.data.feats
    return {f: {"name": feats[f].name, "when": feats[f].when, "reward": feats[f].reward, "text": feats[f].text}
            for f in seen}


def _gadget(state: Area1851State, entry: TableGadget) -> dict[str, object]:
    gadget, mods, made = entry
    cards = state.data.cards
    info = cards[gadget]
    sockets = [{"number": n, "type": kind, "mod": mod, "mod_name": cards[mod].name if mod else None}
               for n, (kind, mod) in enumerate(zip(info.sockets, mods, strict=True), start=1)]
    pure = all(m is None or cards[m].faction in (None, info.faction) for m in mods)
    return {"gadget": gadget, "name": info.name, "faction": info.faction, "cost": info.cost, "rep": info.rep,
            "made_turn": made, "sockets": sockets, "value_now": delivery_value(state, info, mods).total,
            "pure_so_far": pure}


def _bid(state: Area1851State, player: int | None) -> dict[str, object] | None:
    if state.bids is None:
        return None
    return {"card": state.event, "entered": [b is not None for b in state.bids],
            "own": state.bids[player] if player is not None else None}



def _pending(state: Area1851State, deciding: bool) -> dict[str, object] | None:
    if state.pending is None:
        return None
    kind = state.pending[0]
    if kind in SECRET_PENDING and not deciding:
        return None
    info: dict[str, object] = {"kind": kind, "seat": state.to_move()}
    if kind == "feat":
        info["feats"] = list(state.pending[1:])
    elif len(state.pending) > 1:
        info["value"] = state.pending[1]
    return info


def _payments(state: Area1851State) -> dict[str, object] | None:
    """For the deciding seat's table: each card that can be built now and the dice sets that pay it."""
    if state.phase != "action":
        return None
    fabricate: dict[str, list[str]] = {}
    attach: dict[str, dict[str, list[str]]] = {}
    for action in state.legal_actions():
        if action.verb == "fabricate":
            fabricate.setdefault(action.args[0], []).append(action.args[1])
        elif action.verb == "attach":
            attach.setdefault(action.args[0], {}).setdefault(action.args[1], []).append(action.args[2])
    return {"fabricate": fabricate, "attach": attach}
