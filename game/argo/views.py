"""What a seat sees of an Argo position: the table draws from this, and bots read only this.

Everything is public except the module stack's order (spec 6). The stack is shown as its
count and as the kinds of tile it still holds (type, doors, Alien symbol, how many), which
everyone can work out by elimination; never an id of a tile in it, nor anything in its order.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.argo.grid import ORIGIN, ROTATIONS, cell_text, door_names, xy
from game.argo.positions import write_step
from game.argo.words import phase_of

if TYPE_CHECKING:
    from game.argo.state import ArgoState


def view_for(state: ArgoState, player: int | None) -> dict[str, object]:
    to_move = state.to_move()
    over = state.is_over()
    result = state.result()
    return {
        "game": "argo",
        "mode": state.mode,
        "viewer": player,
        "options": dict(state.options),
        "seats": _seats(state),
        "waking_room": cell_text(ORIGIN),
        "tiles": [_tile(state, c) for c in sorted(state.station.tiles)],
        "pods": [_pod(state, pod) for pod in sorted(state.seated)],
        "pod_stack": {"count": len(state.pod_stack), "pods": [_pod_card(state, p) for p in state.pod_stack],
                      "top": _pod_card(state, state.pod_stack[0]) if state.pod_stack else None},
        "pods_gone": list(state.pods_gone),
        "astronauts": [_astronaut(state, a) for a in state.astronauts],
        "aliens": [{"id": a, "cell": cell_text(state.alien_cell[a]) if a in state.alien_cell else None}
                   for a in state.data.aliens],
        "display": [_tile_card(state, t) for t in state.display],
        "stack": {"count": len(state.stack), "kinds": _stack_kinds(state)},
        "track": _track(state),
        "scores": list(state.scores),
        "active": state.active,
        "turn": state.turn,
        "to_move": to_move,
        "acting": state.acting,
        "out_of_turn": to_move is not None and to_move != state.active,
        "phase": phase_of(state) if not over else "over",
        "step": _step(state),
        "steps": [write_step(step) for step in state.steps],
        "actions_left": state.actions_left,
        "first_turn": [s in state.first_turn for s in range(state.players)],
        "moved": sorted(state.moved),
        "activated": sorted(state.activated),
        "core_start": sorted(state.core_start),
        "final_turns_left": state.final_turns_left,
        "fits": _fits(state) if state.steps and state.steps[-1][0] == "build" else {},
        "legal": [str(a) for a in state.legal_actions()] if to_move == player and player is not None else [],
        "prompt": state.prompt(),
        "phase_label": state.phase_label(),
        "over": over,
        "ended_by": state.over,
        "result": result.to_dict() if result is not None else None,
        "events": state.events_for(player),
    }


def _seats(state: ArgoState) -> list[dict[str, object]]:
    from game.argo.scoring import escaped_count
    return [{**state.seats[s].to_dict(), "seat": s, "letter": state.data.colour_letter[state.colours[s]],
             "score": state.scores[s], "tokens_placed": state.tokens_placed(s), "escaped": escaped_count(state, s),
             "first_turn": s in state.first_turn,
             "gains": {src: p for (owner, src), p in sorted(state.gains.items()) if owner == s}}
            for s in range(state.players)]


def _tile(state: ArgoState, cell: int) -> dict[str, object]:
    tile, rotation = state.station.tiles[cell]
    facts = state.data.tile[tile]
    x, y = xy(cell)
    info = {"cell": cell_text(cell), "x": x, "y": y, "tile": tile, "type": facts.type, "name": facts.name,
            "rotation": rotation, "doors": door_names(state.station.doors[cell]),
            "links": [cell_text(c) for c in sorted(state.station.links[cell])],
            "capacity": facts.capacity, "alien_symbol": facts.alien, "activation": facts.activation,
            "no_robot": facts.no_robot, "tokens": [state.colours[s] for s in state.tokens.get(tile, ())],
            "astronauts": list(state.occ.get(cell, ())), "alien": state.alien_at.get(cell),
            "distance": state.station.distance.get(cell)}
    if facts.is_pod:
        info["seats"] = list(facts.seats)
    return info


def _pod(state: ArgoState, pod: str) -> dict[str, object]:
    cell = state.station.cell_of[pod]
    host = state.station.host_of(cell)
    return {"tile": pod, "cell": cell_text(cell), "host": cell_text(host) if host is not None else None,
            "seats": [{"value": v, "astronaut": a}
                      for v, a in zip(state.data.tile[pod].seats, state.seated[pod], strict=True)],
            "launched": False}


def _pod_card(state: ArgoState, pod: str) -> dict[str, object]:
    facts = state.data.tile[pod]
    return {"tile": pod, "seats": list(facts.seats), "doors": door_names(facts.doors)}


def _tile_card(state: ArgoState, tile: str) -> dict[str, object]:
    facts = state.data.tile[tile]
    return {"tile": tile, "type": facts.type, "name": facts.name, "doors": door_names(facts.doors),
            "capacity": facts.capacity, "alien_symbol": facts.alien, "activation": facts.activation,
            "no_robot": facts.no_robot}


def _stack_kinds(state: ArgoState) -> list[dict[str, object]]:
    """The tiles still in the stack as kinds, never ids: what elimination tells everyone. A unique
    room's type id is its tile id (``lab``), so kinds are named by their printed names."""
    kinds: Counter[tuple[str, int, int | None, bool]] = Counter()
    for tile in state.stack:
        facts = state.data.tile[tile]
        kinds[(facts.type, facts.doors, facts.capacity, facts.alien)] += 1
    return [{"name": state.data.type_name[kind], "doors": door_names(doors), "capacity": capacity,
             "alien_symbol": alien, "count": count}
            for (kind, doors, capacity, alien), count in sorted(kinds.items())]


def _astronaut(state: ArgoState, astro: str) -> dict[str, object]:
    info = {"id": astro, "owner": state.owner[astro], "colour": state.colours[state.owner[astro]],
            "role": state.role[astro], "status": "station", "cell": None, "pod": None, "seat": None}
    if astro in state.where:
        info["cell"] = cell_text(state.where[astro])
        return info
    for pod, seats in state.seated.items():
        if astro in seats:
            info.update(status="seated", pod=pod, seat=seats.index(astro),
                        cell=cell_text(state.station.cell_of[pod]))
            return info
    if astro in state.escaped:
        pod, index = state.escaped[astro]
        info.update(status="escaped", pod=pod, seat=index)
    elif astro in state.track:
        info["status"] = "dead"
    else:
        info["status"] = "in transit"
    return info


def _track(state: ArgoState) -> dict[str, object]:
    values = state.track_values
    slots = []
    for index, value in enumerate(values):
        dead = index - state.cover
        slots.append({"value": value, "covered": index < state.cover,
                      "astronaut": state.track[dead] if 0 <= dead < len(state.track) else None})
    return {"values": list(values), "cover": state.cover, "difficulty": state.options.get("difficulty", "medium"),
            "slots": slots, "dead": list(state.track), "alien_score": state.alien_score(),
            "deaths_to_fill": len(values) - state.cover - len(state.track), "full": state.alien_track_full()}


def _step(state: ArgoState) -> dict[str, object] | None:
    """The pending decision, with what the table needs to light it."""
    if not state.steps:
        return None
    step = state.steps[-1]
    kind = step[0]
    info: dict[str, object] = {"kind": kind, "decider": state.to_move()}
    if step[0] == "tm_window":
        info.update(moment=step[1], asking=step[2][0], still_to_ask=list(step[2][1:]))
    elif step[0] == "push" or step[0] == "alien_push":
        info.update(cell=cell_text(step[1]), came_from=cell_text(step[2]) if step[2] is not None else None,
                    pusher=step[3], received=[cell_text(c) for c in step[4]],
                    pushed=state.alien_at[step[1]] if kind == "alien_push" else None)
    elif step[0] == "kill":
        cell = state.alien_cell[step[1]]
        info.update(alien=step[1], cell=cell_text(cell), victims=state.victims(cell))
    elif step[0] == "teleport":
        info.update(astronaut=step[1], entry=cell_text(step[2]))
    elif step[0] == "pilot":
        info.update(astronaut=step[1], pod=step[2])
    elif step[0] == "explorer":
        info.update(astronaut=step[1], start=cell_text(step[2]))
    elif step[0] == "jump":
        info.update(astronaut=step[1], moves_left=step[2], steps_taken=step[4],
                    start=cell_text(step[3]) if step[3] is not None else None)
    elif step[0] == "tm_action":
        info.update(seat=step[1])
    return info


def _fits(state: ArgoState) -> dict[str, dict[str, list[str]]]:
    """For each tile that may be placed now, the cells it fits at in each rotation."""
    fits: dict[str, dict[str, list[str]]] = {}
    for action in state.legal_actions():
        if action.verb == "place":
            tile, cell, rotation = action.args
            fits.setdefault(tile, {str(r): [] for r in ROTATIONS})[rotation].append(cell)
    for by_rotation in fits.values():  # a view is canonical: cells in a fixed order
        for cells in by_rotation.values():
            cells.sort(key=lambda text: tuple(int(part) for part in text.split(",")))
    return fits

