"""What must always hold in an Argo position. These are checks, not rules: the fuzzing and the
property tests call them after every action, to catch a rule that loses or doubles a piece,
overfills a tile or cuts the station in two."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.argo.grid import ORIGIN, cell_text

if TYPE_CHECKING:
    from game.argo.state import ArgoState

KNOWN_STEPS = frozenset(("turn_start", "end_turn", "tm_open", "tm_window", "tm_action", "tm_end", "alien_phase",
                         "alien_move", "alien_push", "kills", "kill", "build", "actions", "action_done", "push",
                         "teleport", "pilot", "explorer", "jump", "lab", "relocate", "laser", "revive", "launch"))


def invariant_problems(state: ArgoState) -> list[str]:
    return (_astronaut_problems(state) + _alien_problems(state) + _tile_problems(state)
            + _token_problems(state) + _score_problems(state) + _turn_problems(state))


def _in_transit(state: ArgoState) -> list[str]:
    """Astronauts in a Teleporter's passageway, waiting for their destination."""
    return [step[1] for step in state.steps if step[0] == "teleport"]


def _astronaut_problems(state: ArgoState) -> list[str]:
    problems = []
    seated = [a for seats in state.seated.values() for a in seats if a is not None]
    places = list(state.where) + seated + list(state.track) + list(state.escaped) + _in_transit(state)
    if Counter(places) != Counter(state.astronauts):
        counted, expected = Counter(places), Counter(state.astronauts)
        problems.append(f"Astronauts lost or doubled: missing {sorted((expected - counted).elements())}, "
                        f"extra {sorted((counted - expected).elements())}.")
    standing = {}
    for cell, here in state.occ.items():
        for astro in here:
            standing[astro] = cell
        if not here:
            problems.append(f"An empty list of Astronauts is kept for {cell_text(cell)}.")
    if standing != state.where:
        problems.append("The Astronauts each tile holds do not match where each Astronaut stands.")
    pushing = {step[1] for step in state.steps if step[0] == "push"}
    for cell, here in state.occ.items():
        if cell not in state.station.tiles or cell in state.station.pod_cells:
            problems.append(f"Astronauts stand on {cell_text(cell)}, where no module lies.")
            continue
        capacity = state.facts(cell).capacity
        # a push still to choose allows one more; so does a game that ended before its push was
        # chosen (a kill right after a Lab swap can fill the Alien track: play stops at once)
        spare = 1 if cell in pushing or state.over is not None else 0
        if capacity is not None and len(here) > capacity + spare:
            problems.append(f"{len(here)} Astronauts stand on {cell_text(cell)}, which holds {capacity}.")
    for pod, seats in state.seated.items():
        if pod not in state.station.cell_of:
            problems.append(f"Seats are kept for {pod}, which is not on the station.")
        elif None not in seats:
            problems.append(f"{pod} is full but still on the station.")
    if len(state.track) > len(state.track_values) - state.cover:
        problems.append("More dead Astronauts than the Alien track has visible slots.")
    return problems


def _alien_problems(state: ArgoState) -> list[str]:
    problems = []
    arriving = {step[3] for step in state.steps if step[0] == "alien_push"}
    if state.over is not None:  # the game may end as an Alien walks in, before it pushes the one there
        arriving |= {alien for alien, cell in state.alien_cell.items() if state.alien_at.get(cell) not in (None, alien)}
    for alien, cell in state.alien_cell.items():
        if alien not in state.data.aliens:
            problems.append(f"{alien} is no Alien of the game.")
        if state.alien_at.get(cell) != alien and alien not in arriving:
            problems.append(f"{alien} is said to be on {cell_text(cell)}, which holds {state.alien_at.get(cell)}.")
        kind = state.type_at(cell)
        if kind in (None, "waking_room", "pod", "safe"):
            problems.append(f"{alien} stands on {cell_text(cell)}, where no Alien may be.")
    for cell, alien in state.alien_at.items():
        if state.alien_cell.get(alien) != cell:
            problems.append(f"{cell_text(cell)} holds {alien}, which is said to be elsewhere.")
    if len(state.alien_cell) > state.setup.aliens:
        problems.append(f"{len(state.alien_cell)} Aliens on the station, more than the {state.setup.aliens} figures.")
    return problems


def _tile_problems(state: ArgoState) -> list[str]:
    problems = []
    station = state.station
    if station.tiles.get(ORIGIN, (None,))[0] != state.data.waking_room:
        problems.append("The Waking Room is not on 0,0.")
    placed = [tile for tile, _r in station.tiles.values()]
    modules = [t for t in placed if t in state.data.modules] + state.display + state.stack
    if Counter(modules) != Counter(state.data.modules):
        missing = sorted((Counter(state.data.modules) - Counter(modules)).elements())
        extra = sorted((Counter(modules) - Counter(state.data.modules)).elements())
        problems.append(f"Module tiles lost or doubled: {missing} missing, {extra} extra.")
    pods = [t for t in placed if t in state.data.pods] + state.pod_stack + state.pods_gone
    if Counter(pods) != Counter(state.pods_in_play):
        problems.append(f"Escape pods lost or doubled: {sorted(pods)} against {sorted(state.pods_in_play)}.")
    if set(state.seated) != {t for t in placed if t in state.data.pods}:
        problems.append("The pods on the station and the pods with seats differ.")
    fresh = type(station)(state.data, station.tiles)
    for table in ("links", "frontier", "distance", "kinds", "capacity", "doors", "by_type", "cell_of"):
        kept, built = getattr(station, table), getattr(fresh, table)
        if table == "links":
            kept, built = {c: set(v) for c, v in kept.items()}, {c: set(v) for c, v in built.items()}
        if kept != built:
            problems.append(f"The station's {table} kept after its changes differ from a fresh look at its tiles.")
    if station.pod_cells != fresh.pod_cells:
        problems.append("The station's pods kept after its changes differ from its tiles.")
    if not station.all_connected():
        unreachable = sorted(cell_text(c) for c in station.tiles if c not in station.distance)
        problems.append(f"Tiles cut off from the Waking Room: {', '.join(unreachable)}.")
    if len(state.display) > state.setup.display or (state.stack and len(state.display) < state.setup.display):
        problems.append(f"The display holds {len(state.display)} tiles with {len(state.stack)} in the stack.")
    return problems


def _token_problems(state: ArgoState) -> list[str]:
    problems = []
    for module, seats in state.tokens.items():
        facts = state.data.tile.get(module)
        if facts is None or facts.activation == "none":
            problems.append(f"Activation tokens lie on {module}, which cannot be activated.")
        if len(seats) > state.setup.tokens_per_module or len(set(seats)) != len(seats):
            problems.append(f"{module} carries the tokens of seats {list(seats)}.")
        if module not in state.station.cell_of:
            problems.append(f"Tokens lie on {module}, which is not on the station.")
    return problems


def _score_problems(state: ArgoState) -> list[str]:
    problems = []
    for seat in range(state.players):
        made = sum(points for (owner, _source), points in state.gains.items() if owner == seat)
        if made != state.scores[seat] or state.scores[seat] < 0:
            problems.append(f"{state.name(seat)}'s score {state.scores[seat]} is not the sum of its gains ({made}).")
    return problems


def _turn_problems(state: ArgoState) -> list[str]:
    problems = []
    over = state.is_over()
    if over != (state.to_move() is None) or over != (state.result() is not None):
        problems.append("The game's end, the seat to move and the result disagree.")
    unknown = [step[0] for step in state.steps if step[0] not in KNOWN_STEPS]
    if unknown:
        problems.append(f"Unknown steps {unknown}.")
    if over:
        if state.steps:
            problems.append("The game is over but steps are still waiting.")
        return problems
    if state.alien_track_full():
        problems.append("The Alien track is full but the game goes on.")
    if len(state.pods_gone) == len(state.pods_in_play):
        problems.append("Every pod has left but the game goes on.")
    if not state.legal_actions():
        problems.append("The seat to move has no legal action.")
    if state.acting != state.active and not any(step[0] == "tm_end" for step in state.steps):
        problems.append("A rival is acting outside a Time Machine action.")
    return problems
