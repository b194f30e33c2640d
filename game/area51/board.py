"""The board of one player count: regions, building spaces, hangars and routes, and their names.

Names (docs/notation.md): regions ``A`` ``B`` ``C``; spaces ``A1``..``A8`` (large side) or
``B1``..``B5`` (small side); hangars ``A-left`` ``A-mid`` ``A-right`` or ``B-left`` ``B-right``;
a route ``A>B`` departs A and points to B. Every pair of regions is joined by one road
(trucks) and one track (trains), so each kind of vehicle has the same routes.

A board also holds the actions that name its places, made once: listing the legal actions
is the engine's hot spot, and an action built once is only looked up afterwards.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from game.area51.rules_data import Area51Data, area51_data
from game.core.actions import Action
from game.core.registry import game_info


def action(verb: str, *args: str) -> Action:
    """An Action from strings, without the checks of ``act`` (names here are strings already)."""
    return tuple.__new__(Action, (verb, args))


class Region(NamedTuple):
    id: str
    side: str
    spaces: int
    hangars: tuple[str, ...]
    markers: int
    icons: int

    def space(self, number: int) -> str:
        return f"{self.id}{number}"


class Board:
    """Regions, hangars and routes of one set-up, with the actions that name them."""

    def __init__(self, data: Area51Data, sides: tuple[str, ...]):
        setup = data.setup
        self.sides = sides
        self.regions: dict[str, Region] = {}
        for region_id, side in zip(setup.regions, sides, strict=True):
            info = setup.sides[side]
            hangars = tuple(f"{region_id}-{h}" for h in info.hangars)
            self.regions[region_id] = Region(region_id, side, info.spaces, hangars, info.markers, info.icons)
        self.region_ids: tuple[str, ...] = tuple(self.regions)
        self.hangars: tuple[str, ...] = tuple(h for r in self.regions.values() for h in r.hangars)
        self.region_of_hangar = {h: r.id for r in self.regions.values() for h in r.hangars}
        self.spaces: tuple[str, ...] = tuple(r.space(n) for r in self.regions.values()
                                             for n in range(r.spaces, 0, -1))
        self.routes: tuple[str, ...] = tuple(f"{a}>{b}" for a in self.region_ids for b in self.region_ids if a != b)
        self.route_ends = {route: (route[0], route[2]) for route in self.routes}
        self._actions(data)

    def _actions(self, data: Area51Data) -> None:
        cards = data.card_ids
        self.take = {c: action("take", c) for c in cards}
        self.refresh = {c: action("refresh", c) for c in cards}
        self.pickup = {h: action("pickup", h) for h in self.hangars}
        self.upgrade = {s: action("upgrade", s) for s in self.spaces}
        self.hire = {v: tuple(action("hire", v, r) for r in self.routes) for v in data.vehicles}
        self.up = {c: {r: tuple(action("up", c, h) for h in region.hangars) for r, region in self.regions.items()}
                   for c in cards}
        self.down = {c: {r: tuple(action("down", c, h) for h in region.hangars) for r, region in self.regions.items()}
                     for c in cards}
        self.load = {(c, s): action("load", c, s) for c in cards for s in self.spaces}
        caps = (None,) + tuple(game_info("area51").colours)
        self.build = {(colour, r, cap): action("build", colour, r) if cap is None else action("build", colour, r, cap)
                      for colour in data.colours for r in self.region_ids for cap in caps}

    def region_of_space(self, space: str) -> str | None:
        """The region of a space name, or None when the name is no space of this board."""
        return space[0] if space in self.upgrade else None


def space_number(space: str) -> int:
    return int(space[1:])


@cache
def board_for(sides: tuple[str, ...]) -> Board:
    return Board(area51_data(), sides)


def board_of_players(players: int) -> Board:
    return board_for(area51_data().sides_for(players))
