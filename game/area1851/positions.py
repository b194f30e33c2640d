"""Area 1851 positions as plain data (docs/positions.md, spec §8.4), like a chess FEN.

``to_position`` writes every field; ``from_position`` reads it back exactly
(``game.area1851.position_fill``). A partial position (tests, puzzles, bug reports) lists what
it is about and the rest is a new game's set-up from ``seed``; how each missing field is filled
is in ``game.area1851.position_fill``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.area1851.dice import MARK_STATES, die_text
from game.area1851.fields import Pending

if TYPE_CHECKING:
    from game.area1851.state import Area1851State

FIELDS = {"game", "seats", "options", "seed", "forced_rolls", "first", "lead", "turn", "phase", "queue", "sitting",
          "pending", "pass", "event", "event_taken", "players", "tinker_deck", "tinker_discard", "feat_deck",
          "event_deck", "events_seen", "boxed", "removed", "bids", "to_pay", "last_bid"}
PLAYER_FIELDS = {"rep", "causes", "hand", "scrap", "table", "dice", "ap", "credits", "assistants", "feats", "stats"}
STANDING_PHASES = ("setup", "help_wanted", "bid", "bid_payment", "action", "assistants", "over")


def position_of(state: Area1851State) -> dict[str, Any]:
    options: dict[str, object] = {"segment": state.segment}
    if any(age is not None for age in state.ages):
        options["ages"] = list(state.ages)
    return {
        "game": "area1851",
        "seats": [s.to_dict() for s in state.seats],
        "options": options,
        "seed": 0,
        "forced_rolls": list(state.forced),
        "first": state.first,
        "turn": state.turn,
        "phase": state.phase,
        "queue": list(state.queue),
        "pending": pending_of(state.pending),
        "pass": "left" if state.pass_left else "right",
        "event": state.event,
        "event_taken": state.event_taken,
        "players": [_player_of(state, seat) for seat in range(state.n)],
        "tinker_deck": list(state.tinker_deck),
        "tinker_discard": list(state.discard),
        "feat_deck": list(state.feat_deck),
        "event_deck": list(state.event_deck),
        "events_seen": list(state.events_seen),
        "boxed": list(state.boxed),
        "removed": list(state.removed),
        "bids": list(state.bids) if state.bids is not None else None,
        "to_pay": state.to_pay,
        "last_bid": _copy(state.last_bid),
    }


def pending_of(pending: Pending | None) -> dict[str, object] | None:
    if pending is None:
        return None
    if pending[0] == "feat":
        return {"kind": "feat", "feats": list(pending[1:])}
    if len(pending) > 1:
        return {"kind": pending[0], "value": pending[1]}
    return {"kind": pending[0]}


def _player_of(state: Area1851State, seat: int) -> dict[str, object]:
    stats = state.stats[seat]
    return {
        "rep": state.rep[seat],
        "causes": dict(state.causes[seat]),
        "hand": list(state.hands[seat]),
        "scrap": list(state.scraps[seat]),
        "table": [{"gadget": g, "mods": list(mods), "made_turn": made} for g, mods, made in state.tables[seat]],
        "dice": [die_text(v, s) for v, s in zip(state.dice[seat], state.die_states[seat], strict=True)],
        "ap": state.ap[seat],
        "credits": {"free_fiddles": state.free_fiddles[seat], "rerolls": state.rerolls[seat]},
        "assistants": dict(zip(state.data.assistant_names, state.places[seat], strict=True)),
        "feats": [{"card": f, "up": False} for f in state.feats_down[seat]]
                 + [{"card": f, "up": True} for f in state.feats_up[seat]],
        "stats": {"delivered": {f: stats[f"delivered:{f}"] for f in state.data.factions},
                  **{k: v for k, v in stats.items() if not k.startswith("delivered:")}},
    }


def _copy(value: object) -> object:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy(v) for v in value]
    return value


def read_die(text: object, where: str) -> tuple[int | None, int]:
    if text is None:
        return None, 0
    raw = str(text)
    if raw == "x":
        return None, MARK_STATES["x"]
    mark = raw[-1] if raw[-1:] in MARK_STATES and raw[-1:] else ""
    number = raw[:-1] if mark else raw
    if not number.isdecimal():
        raise ValueError(f"{where}: '{raw}' is not a die: a value, then u (used), t (Town Hall) or x (out).")
    return int(number), MARK_STATES[mark]


def players_of(data: dict[str, Any], count: int) -> list[dict[str, Any]]:
    players = data.get("players") or [{} for _ in range(count)]
    if not isinstance(players, list) or len(players) != count:
        raise ValueError(f"players: one entry per seat ({count}).")
    for number, player in enumerate(players):
        unknown = set(player or {}) - PLAYER_FIELDS
        if unknown:
            raise ValueError(f"players[{number}]: {', '.join(sorted(unknown))} is not a field of a player.")
    return [player or {} for player in players]
