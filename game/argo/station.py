"""The station's geometry: which tile lies where, turned how, and what links to what.

A ``Station`` never changes once built: placing, moving or removing a tile makes a new one.
Positions and their clones share it, so cloning costs nothing here, and everything the rules
ask many times a turn (links, the Waking Room's distances, where a new tile could go) is
worked out once per change of the station, which happens about once a turn. A change
updates links and the frontier around the changed cell only; distances are searched again.
"""

from __future__ import annotations

from collections import deque

from game.argo.grid import ORIGIN, STEP, opposite, rotate
from game.argo.rules_data import ArgoData
from game.core.actions import Action


class Station:
    __slots__ = ("data", "tiles", "cell_of", "doors", "kinds", "capacity", "links", "distance", "pod_cells",
                 "frontier", "by_type", "_cuts", "answers", "_kept_distances")

    def __init__(self, data: ArgoData, tiles: dict[int, tuple[str, int]]):
        self.data = data
        self.tiles = dict(tiles)
        """cell -> (tile id, rotation)."""
        facts = data.tile
        self.cell_of = {tile: c for c, (tile, _r) in tiles.items()}
        self.doors = {c: rotate(facts[tile].doors, rot) for c, (tile, rot) in tiles.items()}
        self.kinds = {c: facts[tile].type for c, (tile, _r) in tiles.items()}
        """cell -> tile type (``corridor``, ``lab``, ``pod``...)."""
        self.capacity = {c: room for c, (tile, _r) in tiles.items() if (room := facts[tile].capacity) is not None}
        """cell -> how many Astronauts may stand there (a pod: its seats); the Waking Room, which has no limit,
        is not in it."""
        self.pod_cells = frozenset(c for c, kind in self.kinds.items() if kind == "pod")
        self.links = {c: _links_of(self.doors, c) for c in self.doors}
        self.frontier: dict[int, int] = {}
        """Empty cell -> the sides of it that face a module's door (where a new tile could go)."""
        for c in self.doors:
            if c not in self.pod_cells:
                _add_frontier(self.frontier, self.doors, c)
        self.by_type = _by_type(self.kinds)
        self.distance = _distances(self.links)
        self._cuts: frozenset[int] | None = None
        self.answers: dict[str, list[Action]] = {}
        """Tile -> where it could be placed, answered once: a station never changes, and every clone of
        a position shares it."""
        self._kept_distances: dict[frozenset[int], dict[int, int]] = {}
        """Cells -> ``distances_from`` them, answered once and shared by every clone (never changed in place)."""

    def _copy(self) -> Station:
        other = object.__new__(Station)
        other.data = self.data
        other.tiles, other.cell_of, other.doors = dict(self.tiles), dict(self.cell_of), dict(self.doors)
        other.kinds, other.capacity, other.links = dict(self.kinds), dict(self.capacity), dict(self.links)
        other.frontier, other.pod_cells, other.by_type = dict(self.frontier), self.pod_cells, dict(self.by_type)
        other._cuts = None
        other.answers = {}
        other._kept_distances = {}
        return other

    def forget_answers(self) -> None:
        """Drop the kept answers, so the next question is worked out in full (a benchmark of the
        listing measures the work, not the look-up)."""
        self.answers.clear()

    # ------------------------------------------------------------ changes
    def with_tile(self, cell: int, tile: str, rotation: int) -> Station:
        other = self._copy()
        other._put(cell, tile, rotation)
        other.distance = _distances_with(self.distance, other.links, cell)
        return other

    def without(self, cell: int) -> Station:
        other = self._copy()
        other._lift(cell)
        if len(self.links[cell]) <= 1:
            # no shortest path runs through a dead end, so the others keep their distances
            other.distance = dict(self.distance)
            other.distance.pop(cell, None)
        else:
            other.distance = _distances(other.links)
        return other

    def moved(self, tile: str, cell: int, rotation: int) -> Station:
        other = self._copy()
        other._lift(self.cell_of[tile])
        other._put(cell, tile, rotation)
        other.distance = _distances(other.links)
        return other

    def _put(self, cell: int, tile: str, rotation: int) -> None:
        facts = self.data.tile[tile]
        self.tiles[cell] = (tile, rotation)
        self.cell_of[tile] = cell
        self.doors[cell] = rotate(facts.doors, rotation)
        self.kinds[cell] = facts.type
        if facts.capacity is not None:
            self.capacity[cell] = facts.capacity
        self.by_type[facts.type] = tuple(sorted(self.by_type.get(facts.type, ()) + (cell,)))
        self.frontier.pop(cell, None)
        linked = _links_of(self.doors, cell)
        self.links[cell] = linked
        for other in linked:
            self.links[other] = self.links[other] + (cell,)
        if facts.is_pod:
            self.pod_cells = self.pod_cells | {cell}
        else:
            _add_frontier(self.frontier, self.doors, cell)

    def _lift(self, cell: int) -> None:
        self.frontier = self.frontier_without(cell)
        tile, _rotation = self.tiles.pop(cell)
        del self.cell_of[tile]
        del self.doors[cell]
        kind = self.kinds.pop(cell)
        del self.capacity[cell]
        left = tuple(c for c in self.by_type[kind] if c != cell)
        if left:
            self.by_type[kind] = left
        else:
            del self.by_type[kind]
        for other in self.links.pop(cell):
            self.links[other] = tuple(c for c in self.links[other] if c != cell)
        if cell in self.pod_cells:
            self.pod_cells = self.pod_cells - {cell}

    def frontier_without(self, cell: int) -> dict[int, int]:
        """The frontier once the tile on ``cell`` is lifted: its doors face nothing any more, and
        ``cell`` itself is empty, facing the doors that faced it (the Control Room asks this for every
        tile, so it is answered without building the station that would be left)."""
        frontier = dict(self.frontier)
        doors, pod_cells = self.doors, self.pod_cells
        if cell not in pod_cells:
            mask = doors[cell]
            for side in range(4):
                neighbour = cell + STEP[side]
                if mask >> side & 1 and neighbour not in doors:
                    sides_left = frontier.get(neighbour, 0) & ~(1 << opposite(side))
                    if sides_left:
                        frontier[neighbour] = sides_left
                    else:
                        frontier.pop(neighbour, None)
        facing = self.facing_sides(cell)
        if facing:
            frontier[cell] = facing
        return frontier

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

    def cut_cells(self) -> frozenset[int]:
        """The tiles whose removal would cut some tile off from the Waking Room (articulation points
        of the links; a pod's host is one)."""
        if self._cuts is None:
            self._cuts = frozenset(_articulation_points(self.links, ORIGIN)) if ORIGIN in self.links else frozenset()
        return self._cuts

    def distances_from(self, cells: frozenset[int]) -> dict[int, int]:
        """Link distance of every tile joined to one of ``cells`` from the nearest of them. The bots
        ask it of the pods with a free seat again and again of one station, so the answer is kept
        and shared: a caller must not change the dict it gets."""
        found = self._kept_distances.get(cells)
        if found is None:
            found = self._kept_distances[cells] = _distances_from(self.links, cells)
        return found

    def facing_sides(self, cell: int) -> int:
        """The sides of ``cell`` that face a door of a neighbouring module, whatever lies on ``cell``."""
        sides = 0
        for side in range(4):
            neighbour = cell + STEP[side]
            if neighbour not in self.pod_cells and self.doors.get(neighbour, 0) >> opposite(side) & 1:
                sides |= 1 << side
        return sides

    def host_of(self, pod_cell: int) -> int | None:
        """The module a pod's door links to."""
        linked = self.links.get(pod_cell, ())
        return linked[0] if linked else None

    def pods_linked_to(self, cell: int) -> list[int]:
        return [c for c in self.links.get(cell, ()) if c in self.pod_cells]

    def module_sides(self, cell: int) -> int:
        """For an empty cell: the sides facing a placed module's door (a new tile needs one)."""
        return self.frontier.get(cell, 0)


def _links_of(doors: dict[int, int], cell: int) -> tuple[int, ...]:
    mask = doors[cell]
    linked = []
    for side in range(4):
        if mask >> side & 1:
            other = cell + STEP[side]
            if doors.get(other, 0) >> opposite(side) & 1:
                linked.append(other)
    return tuple(linked)


def _add_frontier(frontier: dict[int, int], doors: dict[int, int], cell: int) -> None:
    """Record the empty cells a module's doors face (pods never count, R28)."""
    mask = doors[cell]
    for side in range(4):
        if mask >> side & 1:
            other = cell + STEP[side]
            if other not in doors:
                frontier[other] = frontier.get(other, 0) | (1 << opposite(side))


def _by_type(kinds: dict[int, str]) -> dict[str, tuple[int, ...]]:
    by_type: dict[str, list[int]] = {}
    for c in sorted(kinds):
        by_type.setdefault(kinds[c], []).append(c)
    return {kind: tuple(cells) for kind, cells in by_type.items()}


def _distances(links: dict[int, tuple[int, ...]]) -> dict[int, int]:
    """Link distance of every reachable tile from the Waking Room."""
    return _distances_from(links, frozenset((ORIGIN,))) if ORIGIN in links else {}


def _distances_from(links: dict[int, tuple[int, ...]], cells: frozenset[int]) -> dict[int, int]:
    """Link distance of every tile reachable from ``cells`` (tiles of the station) from the nearest of them."""
    distance = dict.fromkeys(cells, 0)
    queue = deque(cells)
    while queue:
        here = queue.popleft()
        step = distance[here] + 1
        for other in links[here]:
            if other not in distance:
                distance[other] = step
                queue.append(other)
    return distance


def _articulation_points(links: dict[int, tuple[int, ...]], root: int) -> set[int]:
    """Tarjan's articulation points of the tiles reachable from ``root``, without recursion."""
    order = {root: 0}
    low = {root: 0}
    parent: dict[int, int | None] = {root: None}
    cuts: set[int] = set()
    root_children = 0
    stack = [(root, iter(links[root]))]
    while stack:
        node, neighbours = stack[-1]
        for other in neighbours:
            if other not in order:
                parent[other] = node
                order[other] = low[other] = len(order)
                root_children += node == root
                stack.append((other, iter(links[other])))
                break
            if other != parent[node]:
                low[node] = min(low[node], order[other])
        else:
            stack.pop()
            if stack:
                above = stack[-1][0]
                low[above] = min(low[above], low[node])
                if above != root and low[node] >= order[above]:
                    cuts.add(above)
    if root_children > 1:
        cuts.add(root)
    return cuts


def _distances_with(before: dict[int, int], links: dict[int, tuple[int, ...]], cell: int) -> dict[int, int]:
    """The distances once ``cell`` has joined: it can only shorten paths, so only what it improves
    is searched again from it."""
    reached = [before[c] for c in links[cell] if c in before]
    if not reached:
        return dict(before) if cell not in before else _distances(links)
    distance = dict(before)
    distance[cell] = min(reached) + 1
    if len(links[cell]) == 1:  # a dead end shortens no other path
        return distance
    queue = deque([cell])
    while queue:
        here = queue.popleft()
        step = distance[here] + 1
        for other in links[here]:
            if distance.get(other, step + 1) > step:
                distance[other] = step
                queue.append(other)
    return distance


def parts_without(station: Station, cell: int) -> dict[int, int]:
    """Tile -> which part of the station it lies in once the tile on ``cell`` is lifted: 0 for the
    part of the Waking Room, 1, 2... for the parts cut off (the Control Room must join them all again)."""
    part = {cell: -1}
    found = 0
    for start in (ORIGIN, *station.links):
        if start in part:
            continue
        part[start] = found
        stack = [start]
        while stack:
            for other in station.links[stack.pop()]:
                if other not in part:
                    part[other] = found
                    stack.append(other)
        found += 1
    del part[cell]
    return part
