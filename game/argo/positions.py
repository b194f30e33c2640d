"""Argo positions as plain data (YAML in docs/positions.md), like a chess FEN.

Only ``seats`` is required; everything else defaults to a new game's set-up (shuffled by
``seed``). A scenario lists what it is about: Astronauts not listed stand in the Waking Room,
Aliens not listed are in the supply, modules listed nowhere lie in the stack under any listed
``stack`` (shuffled by ``seed``), and a missing display is turned from the stack's top. The
turn stands at ``step`` (``start``, ``alien``, ``build`` or ``actions``) unless the exact
``steps`` are given, as ``to_position()`` writes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from game.argo.fields import Step
from game.argo.grid import ORIGIN, cell_text, parse_cell, parse_rotation
from game.core.errors import shown
from game.core.position_fields import (
    known_fields,
    load_checked,
    seats_field,
    turn_field,
    whole,
    whole_field,
    whole_numbers,
)

FIELDS = {"game", "mode", "seats", "options", "seed", "active", "turn", "acting", "tiles", "astronauts", "escaped",
          "track", "aliens", "display", "stack", "pod_stack", "pods_gone", "tokens", "scores", "gains",
          "first_turn", "actions_left", "moved", "activated", "core_start", "final_turns_left", "over", "step",
          "steps"}
STEP_ARGS = {"tm_open": "s", "tm_window": "sQ", "tm_action": "i", "kills": "i", "kill": "s", "alien_push": "ccsC",
             "push": "ccsC", "teleport": "scbC", "pilot": "ss", "explorer": "sc", "jump": "sici"}
"""Each step's arguments: s text, i number, b yes/no, c a cell (or null), C a list of cells, Q a list of seats."""
SHORT_STEPS: dict[str, list[Step]] = {
    "start": [("turn_start",)],
    "alien": [("end_turn",), ("actions",), ("build",), ("alien_phase",)],
    "build": [("end_turn",), ("actions",), ("build",)],
    "actions": [("end_turn",), ("actions",)],
}
ENDINGS = ("pods", "final_round", "stranded", "track")

if TYPE_CHECKING:
    from game.argo.state import ArgoState

StepArg = str | int | bool | tuple[int, ...] | None
"""One argument of a step (see ``STEP_ARGS``)."""


def position_of(state: ArgoState) -> dict[str, object]:
    colour = state.colours
    seat_places = {}
    for pod, seats in state.seated.items():
        for index, astro in enumerate(seats):
            if astro is not None:
                seat_places[astro] = f"{pod}/{index}"
    return {
        "game": "argo",
        "mode": state.mode,
        "seats": [s.to_dict() for s in state.seats],
        "options": dict(state.options),
        "active": state.active,
        "turn": state.turn,
        "acting": state.acting,
        "tiles": {cell_text(c): [tile, rot] for c, (tile, rot) in sorted(state.station.tiles.items())},
        "astronauts": {**{a: cell_text(c) for c, here in state.occ.items() for a in here}, **seat_places},
        "escaped": {a: f"{pod}/{index}" for a, (pod, index) in state.escaped.items()},
        "track": list(state.track),
        "aliens": {a: cell_text(state.alien_cell[a]) for a in state.data.aliens if a in state.alien_cell},
        "display": list(state.display),
        "stack": list(state.stack),
        "pod_stack": list(state.pod_stack),
        "pods_gone": list(state.pods_gone),
        "tokens": {m: [colour[s] for s in seats] for m, seats in sorted(state.tokens.items())},
        "scores": {colour[s]: state.scores[s] for s in range(state.players)},
        "gains": {colour[s]: {src: p for (owner, src), p in sorted(state.gains.items()) if owner == s}
                  for s in range(state.players)},
        "first_turn": [colour[s] for s in sorted(state.first_turn)],
        "actions_left": state.actions_left,
        "moved": sorted(state.moved),
        "activated": sorted(state.activated),
        "core_start": sorted(state.core_start),
        "final_turns_left": state.final_turns_left,
        "over": state.over,
        "steps": [write_step(step) for step in state.steps],
    }


def write_step(step: Step) -> list[object]:
    kinds = STEP_ARGS.get(step[0], "")
    return [step[0]] + [_write_arg(kind, value) for kind, value in zip(kinds, step[1:], strict=False)]


def _write_arg(kind: str, value: StepArg) -> object:
    if kind == "c" and isinstance(value, int):
        return cell_text(value)
    if kind == "C" and isinstance(value, tuple):
        return [cell_text(c) for c in value]
    if kind == "Q" and isinstance(value, tuple):
        return list(value)
    return value


def read_step(entry: Any, where: str) -> Step:
    """A step as ``write_step`` writes it; ``entry`` is read from a position, not yet checked."""
    if not isinstance(entry, list) or not entry or entry[0] not in _step_names():
        raise ValueError(f"{where}: '{entry}' is not a step ([name, arguments...], docs/positions.md).")
    kinds = STEP_ARGS.get(entry[0], "")
    if len(entry) != len(kinds) + 1:
        raise ValueError(f"{where}: the step {entry[0]} takes {len(kinds)} arguments.")
    step = (entry[0],) + tuple(_read_arg(kind, value, f"{where}[{n}]")
                               for n, (kind, value) in enumerate(zip(kinds, entry[1:], strict=False), start=1))
    return cast(Step, step)  # a known step's name with each argument read as its kind says


def _read_arg(kind: str, value: Any, where: str) -> StepArg:
    if kind == "c":
        return None if value is None else _cell(value, where)
    if kind == "C":
        return tuple(_cell(v, where) for v in value)
    if kind == "Q":
        return tuple(whole_numbers(value, where))
    if kind == "i":
        return whole(value, where)
    if kind == "b":
        return bool(value)
    return str(value)


def _step_names() -> frozenset[str]:
    from game.argo.checks import KNOWN_STEPS
    return KNOWN_STEPS


def _cell(text: object, where: str) -> int:
    cell = parse_cell(str(text))
    if cell is None:
        raise ValueError(f"{where}: '{text}' is not a cell (x,y).")
    return cell


def load_position(data: dict[str, Any]) -> ArgoState:
    """Build a state from position data; bad data raises ValueError naming the field at fault."""
    return load_checked(state_from_position, data)


def state_from_position(data: dict[str, Any]) -> ArgoState:
    from game.argo import GAME
    from game.argo.rules_data import argo_data
    from game.argo.setup import starting_station
    from game.argo.state import ArgoState

    known_fields(data, FIELDS, "argo", "an Argo position")
    seats = seats_field(data)
    mode = data.get("mode", "standard")
    try:
        options = GAME.check_setup(mode, seats, dict(data.get("options") or {}))
    except (ValueError, KeyError) as error:
        raise ValueError(f"seats or options: {error}") from None
    state = ArgoState(argo_data(), mode, seats, options, whole_field(data, "seed", 0))
    state.active = whole_field(data, "active", 0)
    if not 0 <= state.active < state.players:
        raise ValueError(f"active: a seat from 0 to {state.players - 1}.")
    state.turn = turn_field(data)
    state.acting = whole_field(data, "acting", state.active)
    if "tiles" in data:
        _read_tiles(state, data["tiles"])
    else:
        starting_station(state)
    _read_tile_supplies(state, data)
    _read_turn(state, data)
    _read_pieces(state, data)
    _read_scores(state, data)
    _settle_pushed_aliens(state)
    state.events = []
    state._advance()
    state.events = []
    return state


def _read_tiles(state: ArgoState, tiles: dict[str, Any] | None) -> None:
    from game.argo.station import Station
    placed = {ORIGIN: (state.data.waking_room, 0)}
    for text, entry in (tiles or {}).items():
        where = f"tiles.{text}"
        cell = _cell(text, where)
        if not (isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], str)):
            raise ValueError(f"{where}: a tile and its rotation, like [corridor-1, 90], not {shown(entry)}.")
        tile, rotation = entry[0], parse_rotation(str(entry[1]))
        if tile not in state.data.tile:
            raise ValueError(f"{where}: '{tile}' is no tile of the game (tiles.yaml).")
        if rotation is None:
            raise ValueError(f"{where}: the rotation is 0, 90, 180 or 270.")
        if tile == state.data.waking_room and (cell != ORIGIN or rotation != 0):
            raise ValueError(f"{where}: the Waking Room lies on 0,0, never turned.")
        if state.data.tile[tile].is_pod and tile not in state.pods_in_play:
            raise ValueError(f"{where}: {tile} is not in play with {state.players} players.")
        placed[cell] = (tile, rotation)
    ids = [tile for tile, _r in placed.values()]
    twice = sorted({t for t in ids if ids.count(t) > 1})
    if twice:
        raise ValueError(f"tiles: {', '.join(twice)} placed more than once.")
    state.station = Station(state.data, placed)


def _read_tile_supplies(state: ArgoState, data: dict[str, Any]) -> None:
    placed = set(state.station.cell_of)
    display = list(data.get("display") or [])
    stack = list(data.get("stack") or [])
    for where, tiles in (("display", display), ("stack", stack)):
        for tile in tiles:
            if tile not in state.data.modules:
                raise ValueError(f"{where}: '{tile}' is no module tile.")
    listed = [t for t in state.data.modules if t in placed] + display + stack
    if len(set(listed)) != len(listed):
        raise ValueError("display or stack: a module is placed or listed twice.")
    rest = [t for t in state.data.modules if t not in set(listed)]
    state.rng.shuffle(rest)
    state.stack = rest + stack
    if "display" in data:
        state.display = display
    else:
        state.display = [state.stack.pop() for _ in range(min(state.setup.display, len(state.stack)))]
    gone = list(data.get("pods_gone") or [])
    for pod in gone:
        if pod not in state.pods_in_play:
            raise ValueError(f"pods_gone: '{pod}' is not a pod in play.")
    default = [p for p in state.pods_in_play if p not in placed and p not in gone]
    state.pod_stack = list(data.get("pod_stack", default))
    state.pods_gone = gone
    # in the station's order, never a set's: the order of the launch choices follows it, and a
    # set of names is ordered differently in every process (bots would not replay)
    state.seated = {p: (None,) * len(state.data.tile[p].seats)
                    for p in state.station.cell_of if state.data.tile[p].is_pod}


def _read_pieces(state: ArgoState, data: dict[str, Any]) -> None:
    listed = set()
    for astro, place in (data.get("astronauts") or {}).items():
        where = f"astronauts.{astro}"
        if astro not in state.owner:
            raise ValueError(f"{where}: no Astronaut of these seats is called {astro}.")
        listed.add(astro)
        text = str(place)
        if "/" in text:
            pod, index = _pod_seat(state, text, where)
            seats = list(state.seated[pod])
            seats[index] = astro
            state.seated[pod] = tuple(seats)
            continue
        cell = _cell(text, where)
        if not state.station.is_module(cell):
            raise ValueError(f"{where}: no module lies on {text}.")
        state.stand(astro, cell)
    for astro, place in (data.get("escaped") or {}).items():
        listed.add(astro)
        pod, _sep, seat_text = str(place).partition("/")
        if pod not in state.pods_in_play or not seat_text.isdecimal():
            raise ValueError(f"escaped.{astro}: POD/SEAT of a pod in play, e.g. pod-1/0.")
        state.escaped[astro] = (pod, int(seat_text))
    state.track = [str(a) for a in data.get("track") or []]
    listed |= set(state.track) | {step[1] for step in state.steps if step[0] == "teleport"}
    for astro in state.astronauts:
        if astro not in listed:
            state.stand(astro, ORIGIN)
    for alien, text in (data.get("aliens") or {}).items():
        cell = _cell(text, f"aliens.{alien}")
        if alien not in state.data.aliens:
            raise ValueError(f"aliens.{alien}: the Aliens are {', '.join(state.data.aliens)}.")
        state.alien_cell[alien] = cell
        state.alien_at[cell] = alien


def _settle_pushed_aliens(state: ArgoState) -> None:
    """While an Alien pushes another, both are listed on one tile: the tile holds the one pushed."""
    for step in state.steps:
        if step[0] == "alien_push":
            cell, arriving = step[1], step[3]
            resident = [a for a, c in state.alien_cell.items() if c == cell and a != arriving]
            if len(resident) != 1:
                raise ValueError(f"steps: an Alien pushing on {cell_text(cell)} needs one other Alien there.")
            state.alien_at[cell] = resident[0]


def _pod_seat(state: ArgoState, text: str, where: str) -> tuple[str, int]:
    pod, _sep, index = text.partition("/")
    if pod not in state.seated:
        raise ValueError(f"{where}: {pod} is not on the station.")
    if not index.isdecimal() or int(index) >= len(state.seated[pod]):
        raise ValueError(f"{where}: {pod} has seats 0 to {len(state.seated[pod]) - 1}.")
    return pod, int(index)


def _seat_of_colour(state: ArgoState, colour: object, where: str) -> int:
    if colour not in state.colours:
        raise ValueError(f"{where}: '{colour}' is not the colour of a seat.")
    return state.colours.index(colour)


def _read_scores(state: ArgoState, data: dict[str, Any]) -> None:
    for module, colours in (data.get("tokens") or {}).items():
        state.tokens[module] = tuple(_seat_of_colour(state, c, f"tokens.{module}") for c in colours)
    scores = data.get("scores") or {}
    state.scores = [whole(scores.get(c, 0), f"scores.{c}") for c in state.colours]
    gains = data.get("gains")
    for colour, sources in (gains or {}).items():
        seat = _seat_of_colour(state, colour, "gains")
        for source, points in sources.items():
            state.gains[(seat, source)] = whole(points, f"gains.{colour}.{source}")
    for seat in range(state.players):
        made = sum(p for (owner, _s), p in state.gains.items() if owner == seat)
        if made != state.scores[seat]:
            if gains is not None:
                raise ValueError(f"gains.{state.colours[seat]}: adds up to {made}, not the score {state.scores[seat]}.")
            state.gains[(seat, "earlier")] = state.scores[seat]


def _astronaut_set(state: ArgoState, data: dict[str, Any], field: str) -> frozenset[str]:
    """A field listing Astronauts (by id), each one of this game's."""
    raw = data.get(field) or []
    if not isinstance(raw, list) or any(a not in state.role for a in raw):
        raise ValueError(f"{field}: a list of Astronaut ids of this game, not {shown(raw)}.")
    return frozenset(raw)


def _read_turn(state: ArgoState, data: dict[str, Any]) -> None:
    first = data.get("first_turn")
    state.first_turn = (frozenset(range(state.players)) if first is None and state.turn == 1
                        else frozenset(_seat_of_colour(state, c, "first_turn") for c in first or []))
    state.moved = _astronaut_set(state, data, "moved")
    state.activated = frozenset(data.get("activated") or [])
    state.core_start = _astronaut_set(state, data, "core_start")
    final_turns = data.get("final_turns_left")
    state.final_turns_left = None if final_turns is None else whole(final_turns, "final_turns_left")
    default_actions = (state.setup.first_turn_actions if state.active in state.first_turn
                       else state.setup.actions_per_turn)
    state.actions_left = whole_field(data, "actions_left", default_actions)
    over = data.get("over")
    if over is not None and over not in ENDINGS:
        raise ValueError(f"over: one of {', '.join(ENDINGS)}.")
    state.over = over
    if over is not None:
        return
    if "steps" in data:
        state.steps = [read_step(entry, f"steps[{i}]") for i, entry in enumerate(data["steps"])]
    else:
        step = data.get("step", "start")
        if step not in SHORT_STEPS:
            raise ValueError(f"step: one of {', '.join(SHORT_STEPS)}, or give the exact 'steps'.")
        state.steps = list(SHORT_STEPS[step])
