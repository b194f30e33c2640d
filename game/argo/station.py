"""The station's geometry: which tile lies where, turned how, and what links to what.

A ``Station`` never changes once built: placing, moving or removing a tile makes a new one.
Positions and their clones share it, so cloning costs nothing here, and everything the rules
ask many times a turn (links, the Waking Room's distances, where a new tile could go) is
worked out once per change of the station, which happens about once a turn.
"""

from __future__ import annotations

from collections import deque

from game.argo.grid import ORIGIN, STEP, opposite, rotate


class Station:
    __slots__ = ("data", "tiles", "cell_of", "doors", "links", "distance", "pod_cells", "frontier", "by_type")

    def __init__(self, data, tiles: dict[int, tuple[str, int]]):
        self.data = data
        self.tiles = tiles
        """cell -> (tile id, rotation)."""
        self.cell_of = {tile: c for c, (tile, _r) in tiles.items()}
        facts = data.tile
        self.doors = {c: rotate(facts[tile].doors, rot) for c, (tile, rot) in tiles.items()}
        self.pod_cells = frozenset(c for c, (tile, _r) in tiles.items() if facts[tile].is_pod)
        by_type: dict[str, list[int]] = {}
        for c, (tile, _r) in tiles.items():
            by_type.setdefault(facts[tile].type, []).append(c)
        self.by_type = {kind: tuple(sorted(cells)) for kind, cells in by_type.items()}
        self.links = _links(self.doors)
        self.distance = _distances(self.links)
        self.frontier = _frontier(self.doors, self.pod_cells)

    # ------------------------------------------------------------ changes
    def with_tile(self, cell: int, tile: str, rotation: int) -> "Station":
        tiles = dict(self.tiles)
        tiles[cell] = (tile, rotation)
        return Station(self.data, tiles)

    def without(self, cell: int) -> "Station":
        tiles = dict(self.tiles)
        del tiles[cell]
        return Station(self.data, tiles)

    def moved(self, tile: str, cell: int, rotation: int) -> "Station":
        tiles = dict(self.tiles)
        del tiles[self.cell_of[tile]]
        tiles[cell] = (tile, rotation)
        return Station(self.data, tiles)

    # ------------------------------------------------------------ questions
    def tile_at(self, cell: int) -> str | None:
        entry = self.tiles.get(cell)
        return entry[0] if entry else None

    def cells_of_type(self, tile_type: str) -> tuple[int, ...]:
        return self.by_type.get(tile_type, ())

    def first_of_type(self, tile_type: str) -> int | None:
        cells = self.by_type.get(tile_type)
        return cells[0] if cells else None

    def is_module(self, cell: int) -> bool:
        return cell in self.tiles and cell not in self.pod_cells

    def all_connected(self) -> bool:
        """Every tile can be reached from the Waking Room through links (R8)."""
        return len(self.distance) == len(self.tiles)

    def host_of(self, pod_cell: int) -> int | None:
        """The module a pod's door links to."""
        linked = self.links.get(pod_cell, ())
        return linked[0] if linked else None

    def pods_linked_to(self, cell: int) -> list[int]:
        return [c for c in self.links.get(cell, ()) if c in self.pod_cells]

    def module_sides(self, cell: int) -> int:
        """For an empty cell: the sides facing a placed module's door (a new tile needs one)."""
        return self.frontier.get(cell, 0)


def _links(doors: dict[int, int]) -> dict[int, tuple[int, ...]]:
    links = {}
    for c, mask in doors.items():
        linked = []
        for side in range(4):
            if mask >> side & 1:
                other = c + STEP[side]
                if doors.get(other, 0) >> opposite(side) & 1:
                    linked.append(other)
        links[c] = tuple(linked)
    return links


def _distances(links: dict[int, tuple[int, ...]]) -> dict[int, int]:
    """Link distance of every reachable tile from the Waking Room."""
    if ORIGIN not in links:
        return {}
    distance = {ORIGIN: 0}
    queue = deque([ORIGIN])
    while queue:
        here = queue.popleft()
        for other in links[here]:
            if other not in distance:
                distance[other] = distance[here] + 1
                queue.append(other)
    return distance


def _frontier(doors: dict[int, int], pod_cells: frozenset[int]) -> dict[int, int]:
    """Empty cell -> the sides of it that face a door of a placed module (pods do not count, R28)."""
    frontier: dict[int, int] = {}
    for c, mask in doors.items():
        if c in pod_cells:
            continue
        for side in range(4):
            if mask >> side & 1:
                other = c + STEP[side]
                if other not in doors:
                    frontier[other] = frontier.get(other, 0) | (1 << opposite(side))
    return frontier


def connected_after_move(station: Station, tile: str, cell: int, rotation: int) -> bool:
    """Whether every tile stays reachable once ``tile`` lies on ``cell`` turned by ``rotation``.

    A light search over door masks, without building the new station (the Control Room asks
    this for many places).
    """
    facts = station.data.tile
    old = station.cell_of[tile]
    doors = dict(station.doors)
    del doors[old]
    doors[cell] = rotate(facts[tile].doors, rotation)
    seen = {ORIGIN}
    stack = [ORIGIN]
    while stack:
        here = stack.pop()
        mask = doors[here]
        for side in range(4):
            if mask >> side & 1:
                other = here + STEP[side]
                if other not in seen and doors.get(other, 0) >> opposite(side) & 1:
                    seen.add(other)
                    stack.append(other)
    return len(seen) == len(doors)
