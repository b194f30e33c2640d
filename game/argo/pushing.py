"""Whether an entry can be completed: the look-ahead behind every move, step, push and Alien move.

An Astronaut may not enter a full tile unless the whole chain of pushes it starts can end
(R43), and an Alien may not step unless its chain can end on a tile without an Alien (R16).
These functions search for one complete chain without changing the position: a chain is a
single path (each arrival either ends it or pushes one piece on), so the search carries only
the few tiles the path has changed. Its steps follow exactly the rules the real entry applies
(``moves.MoveRules.enter`` and ``aliens.AlienRules.alien_enter``):

- Teleporter first (R51, R52), then the pod or the Waking Room (always room, R41), then an
  Alien (R46, R47; Robots ignore it, R48), then room on the tile (R38, R49);
- a pushed piece goes along a link, never to the tile its pusher came from (R39), and no tile
  receives a second pushed piece in one chain (R42, Q6), which also makes every chain finite.

The search reads only the position's fields (``ArgoFields``). The two rules it shares with the
real entry, where a Teleporter sends (``teleport_destinations``) and two Grunts killing an
arriving Alien (``two_grunts``), are therefore kept here too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, Literal

from game.argo.fields import ArgoFields, Received
from game.argo.grid import ORIGIN

DIES: Final = "dies"
"""A Teleporter destination that is no tile: deep space (R56)."""

NONE_GONE: frozenset[int] = frozenset()
"""No Alien killed yet on the searched chain."""
Overlay = dict[int, tuple[str, ...]]
"""Cell -> the Astronauts standing there once the searched chain has changed it."""


ROLE_CLASS = {"robot": "robot", "grunt": "grunt", "chief": "other", "explorer": "other", "pilot": "other"}
"""What about an Astronaut changes how an entry ends: Robots and Grunts meet Aliens differently."""


def can_enter(state: ArgoFields, astro: str, target: int, came_from: int | None, received: Received, pushed: bool,
              overlay: Overlay, gone: frozenset[int]) -> bool:
    """Whether ``astro`` (already off its tile) can enter ``target`` by a step or a push.

    ``overlay`` gives the Astronauts standing on the tiles the chain has changed (the search
    changes it and puts it back), ``gone`` the tiles whose Alien a Grunt has killed on the way.
    """
    if state.station.kinds[target] == "teleporter":
        choices = teleport_choices(state, target, pushed, received)
        if choices == DIES:
            return True
        return any(can_arrive(state, astro, destination, None, after, overlay, gone)
                   for destination, after in choices)
    return can_arrive(state, astro, target, came_from, received, overlay, gone)


def teleport_destinations(state: ArgoFields, entry: int) -> list[int] | Literal["dies"]:
    """The other Teleporters, and the Waking Room (R51); in deep space only the others, or death
    when there is none (R56)."""
    others = [c for c in state.station.cells_of_type("teleporter") if c != entry]
    if state.deep_space:
        return others or DIES
    return others + [ORIGIN]


def teleport_choices(state: ArgoFields, entry: int, pushed: bool,
                     received: Received) -> list[tuple[int, Received]] | Literal["dies"]:
    """The destinations of an Astronaut entering the Teleporter on ``entry``, each with the
    chain's received tiles after it (R51, R56, Q7), or DIES in deep space."""
    destinations = teleport_destinations(state, entry)
    if destinations == DIES:
        return DIES
    if not pushed:
        return [(d, received) for d in destinations]
    return [(d, received if d == ORIGIN else received + (d,)) for d in destinations if d not in received]


def push_destinations(state: ArgoFields, cell: int, came_from: int | None,
                      received: Received) -> Iterator[tuple[int, Received]]:
    """Where a piece pushed out of ``cell`` may go, each with the chain's received tiles after it:
    along a link, not back where the pusher came from, not to a tile that already received a
    pushed piece in this chain; entering a Teleporter is not receiving (Q7)."""
    for destination in state.station.links[cell]:
        if destination == came_from:
            continue
        if state.station.kinds[destination] == "teleporter":
            yield destination, received
        elif destination not in received:
            yield destination, received + (destination,)


def can_arrive(state: ArgoFields, astro: str, target: int, came_from: int | None, received: Received,
               overlay: Overlay, gone: frozenset[int]) -> bool:
    """Whether ``astro`` arriving on ``target`` (after any teleport) can end its chain."""
    station = state.station
    kinds = station.kinds
    if target == ORIGIN or kinds[target] == "pod":
        return True
    role = state.role
    alien_at = state.alien_at
    kind = role[astro]
    if kind != "robot" and target in alien_at and target not in gone:
        if kind != "grunt":
            return True
        gone = gone | {target}
    here = overlay.get(target)
    if here is None:
        here = state.occ.get(target, ())
    capacity = station.capacity
    if len(here) < capacity[target]:
        return True
    destinations = [d for d in station.links[target]
                    if d != came_from and (kinds[d] == "teleporter" or d not in received)]
    if not destinations:
        return False
    # one push that ends at once (room, the Waking Room, a pod, an Alien that kills) needs no search
    edible = None
    for d in destinations:
        if d == ORIGIN or kinds[d] == "pod":
            return True
        if kinds[d] != "teleporter":
            there = overlay.get(d)
            if len(state.occ.get(d, ()) if there is None else there) < capacity[d]:
                return True
            if d in alien_at and d not in gone:
                if edible is None:
                    edible = any(ROLE_CLASS[role[a]] == "other" for a in here)
                if edible:
                    return True
    crowd = here + (astro,)
    kept = overlay.get(target)
    tried: list[str] = []
    found = False
    for pushed_out in here:
        kind = ROLE_CLASS[role[pushed_out]]
        if kind in tried:
            continue
        tried.append(kind)
        overlay[target] = tuple(a for a in crowd if a != pushed_out)
        for destination in destinations:
            if kinds[destination] == "teleporter":
                found = can_enter(state, pushed_out, destination, target, received, True, overlay, gone)
            else:
                found = can_arrive(state, pushed_out, destination, target, received + (destination,), overlay, gone)
            if found:
                break
        if found:
            break
    if kept is None:
        del overlay[target]
    else:
        overlay[target] = kept
    return found


def step_possible(state: ArgoFields, astro: str, target: int) -> bool:
    """Whether a standing Astronaut may step from its tile onto ``target`` (a Move or a step).

    Most steps end at once (room on the tile, the Waking Room, a pod, death on an Alien, a
    Teleporter, which may always send to the Waking Room except in deep space), so those are
    answered before any chain is searched."""
    station = state.station
    kind = station.kinds[target]
    if kind == "pod" or target == ORIGIN or kind == "teleporter" and not state.deep_space:
        return True
    if kind != "teleporter":
        role = state.role[astro]
        if target in state.alien_at and role != "robot" and role != "grunt":
            return True
        if len(state.occ.get(target, ())) < station.capacity[target]:
            return True
    return step_chain_possible(state, astro, target)


def step_chain_possible(state: ArgoFields, astro: str, target: int) -> bool:
    """Whether the chain a standing Astronaut starts by stepping onto ``target`` can end (a search;
    ``step_possible`` answers the usual steps first)."""
    origin = state.where[astro]
    here = state.occ[origin]
    left = () if len(here) == 1 else tuple(a for a in here if a != astro)
    if state.station.kinds[target] == "teleporter":
        return can_enter(state, astro, target, origin, (), False, {origin: left}, NONE_GONE)
    return can_arrive(state, astro, target, origin, (), {origin: left}, NONE_GONE)


def push_possible(state: ArgoFields, cell: int, pushed_out: str, destination: int, received: Received) -> bool:
    """Whether pushing ``pushed_out`` from ``cell`` to ``destination`` can end the chain; ``received``
    is the chain's received tiles once ``destination`` is entered. The position already has the
    pusher on ``cell``."""
    left = tuple(a for a in state.occ[cell] if a != pushed_out)
    return can_enter(state, pushed_out, destination, cell, received, True, {cell: left}, NONE_GONE)


def arrival_possible(state: ArgoFields, astro: str, target: int, received: Received) -> bool:
    """Whether ``astro`` (in the passageway of a Teleporter) can arrive on ``target``."""
    return can_arrive(state, astro, target, None, received, {}, NONE_GONE)


NO_ALIENS = frozenset(("waking_room", "pod", "safe"))
"""Aliens never enter the Waking Room, a pod or the Safe Room (R13)."""


def alien_may_stand(state: ArgoFields, cell: int) -> bool:
    """Whether an Alien may stand on ``cell``: a tile, and not one of ``NO_ALIENS``."""
    kind = state.station.kinds.get(cell)
    return kind is not None and kind not in NO_ALIENS


def two_grunts(state: ArgoFields, cell: int) -> bool:
    """Whether two Grunts stand on ``cell``: an Alien entering it is killed (R22)."""
    return sum(1 for a in state.occ.get(cell, ()) if state.role[a] == "grunt") >= 2


def alien_can_enter(state: ArgoFields, target: int, came_from: int, received: Received, vacated: int | None) -> bool:
    """Whether an Alien arriving on ``target`` can end its chain (R15, R16, R22)."""
    if target not in state.alien_at or target == vacated or two_grunts(state, target):
        return True
    for destination, after in alien_push_destinations(state, target, came_from, received):
        if alien_can_enter(state, destination, target, after, vacated):
            return True
    return False


def alien_push_destinations(state: ArgoFields, cell: int, came_from: int,
                            received: Received) -> Iterator[tuple[int, Received]]:
    """Where an Alien pushed out of ``cell`` may go (R13, R15, Q36), with the received tiles after."""
    for destination in state.station.links[cell]:
        if destination != came_from and destination not in received and alien_may_stand(state, destination):
            yield destination, received + (destination,)
