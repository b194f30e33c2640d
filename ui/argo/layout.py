"""Where everything sits on the Argo table, for a window size, and where things sit on a tile.

Coordinates are laid out for 1600 x 1000 (spec 7) and scaled to the window; the top bar keeps
the height of its buttons, which do not scale. The left part is the map: the station under a
camera (``ui/camera.py``) that pans and zooms. The right column holds, top to bottom, the
status (who decides, the phase, the prompt), a row per player, the Alien track, the supply
(the display of three modules, the pod stack, the face-down stack), the choice buttons with
the message line under them, and the log.

A tile's parts (its plate, the spots of its pieces, its activation badge, a pod's seats) are
worked out from the screen rectangle of its cell, so drawing and hit-testing agree at every
zoom.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ui.camera import Camera

REFERENCE = (1600, 1000)
TOP = 52
BAR = 48
"""The top bar's height at least, in window pixels: its buttons keep their size."""
CELL = 96
"""A cell's side at zoom 1.0, in reference pixels."""
PLATE = 0.88
"""A tile fills this share of its cell; the gaps between tiles show the walls."""
PIECE = 0.30
"""An Astronaut or an Alien on a tile: this share of the cell across."""
SUPPLY_TILE = 100


class Layout:
    def __init__(self, size: tuple[int, int]):
        w, h = size
        self.size = size
        self.top = max(BAR, round(TOP * min(w / REFERENCE[0], h / REFERENCE[1])))
        self.scale = min(w / REFERENCE[0], (h - self.top) / (REFERENCE[1] - TOP))
        panel_w = self.px(498)
        right = w - self.px(14)
        self.panel_left = right - panel_w
        self.map = pygame.Rect(self.px(14), self.top, self.panel_left - self.px(28), h - self.top - self.px(14))
        self.cell = CELL * self.scale
        self.status = self.rect((52, 100))
        self.players = self.rect((158, 132))
        self.track = self.rect((296, 76))
        self.supply = self.rect((378, 150))
        self.choices = self.rect((534, 188))
        self.log = self.rect((752, 234))
        self.log.height = h - self.px(14) - self.log.top
        self.banner = pygame.Rect(self.map.left + self.px(8), self.map.top + self.px(8), self.map.width - self.px(16),
                                  max(self.px(44), 30))
        self.minimap = pygame.Rect(self.map.right - self.px(178), self.map.bottom - self.px(138), self.px(170),
                                   self.px(130))
        self.line = max(self.px(18), 15)
        """The least height of a line of text in window pixels (10 px text needs 14)."""
        self._supply_parts()

    # --- scaling ---------------------------------------------------------------------
    def px(self, value: float) -> int:
        return int(round(value * self.scale))

    def font_px(self, value: float, least: int = 10) -> int:
        return max(least, self.px(value))

    def rect(self, band: tuple[int, int]) -> pygame.Rect:
        """A band of the right column: its top and height in reference pixels."""
        top = self.top + self.px(band[0] - TOP)
        return pygame.Rect(self.panel_left, top, self.size[0] - self.px(14) - self.panel_left, self.px(band[1]))

    # --- the right column --------------------------------------------------------------
    def player_row(self, index: int, count: int) -> pygame.Rect:
        area = self.players
        height = area.height // max(count, 1)
        return pygame.Rect(area.left, area.top + index * height, area.width, height - self.px(3))

    def row_parts(self, row: pygame.Rect) -> dict[str, pygame.Rect]:
        """A player row: glyph, name, score, tokens and escapes, the five Astronauts."""
        h = row.height
        glyph = pygame.Rect(row.left + self.px(4), row.top, min(h, self.px(30)), h)
        name = pygame.Rect(glyph.right + self.px(6), row.top, self.px(128), h)
        score = pygame.Rect(name.right + self.px(4), row.top, self.px(46), h)
        counts = pygame.Rect(score.right + self.px(6), row.top, self.px(112), h)
        crew = pygame.Rect(counts.right + self.px(4), row.top, row.right - counts.right - self.px(8), h)
        return {"glyph": glyph, "name": name, "score": score, "counts": counts, "crew": crew}

    def crew_spots(self, crew: pygame.Rect, count: int = 5) -> list[pygame.Rect]:
        size = min(crew.height - self.px(4), crew.width // count - self.px(3))
        step = crew.width // count
        return [pygame.Rect(crew.left + i * step + (step - size) // 2, crew.centery - size // 2, size, size)
                for i in range(count)]

    def track_parts(self, slots: int) -> tuple[pygame.Rect, pygame.Rect, list[pygame.Rect]]:
        """The Alien track: its caption line, the score box at its right (as tall as the track, so its
        own caption fits under the number at every size), and each slot."""
        area = self.track
        score = pygame.Rect(area.right - self.px(96), area.top + self.px(4), self.px(90), area.height - self.px(8))
        caption = pygame.Rect(area.left + self.px(6), area.top + self.px(2), score.left - area.left - self.px(12),
                              self.line)
        row = pygame.Rect(area.left + self.px(6), caption.bottom + self.px(2), score.left - area.left - self.px(12),
                          area.bottom - caption.bottom - self.px(8))
        step = row.width / max(slots, 1)
        rects = [pygame.Rect(int(row.left + i * step), row.top, int(step) - self.px(3), row.height)
                 for i in range(slots)]
        return caption, score, rects

    def _supply_parts(self) -> None:
        area = self.supply
        self.supply_caption = pygame.Rect(area.left + self.px(6), area.top + self.px(2), area.width - self.px(12),
                                          self.line)
        stack_width = self.px(56)
        fitting_width = (area.width - self.px(8 + 2 * 10 + 22 + 12 + 6) - stack_width) // 4
        side = min(self.px(SUPPLY_TILE), area.bottom - self.supply_caption.bottom - self.line - self.px(8),
                   fitting_width)
        top = self.supply_caption.bottom + self.px(2)
        gap = self.px(10)
        self.display = [pygame.Rect(area.left + self.px(8) + i * (side + gap), top, side, side) for i in range(3)]
        self.pod_top = pygame.Rect(self.display[-1].right + self.px(22), top, side, side)
        self.stack_box = pygame.Rect(self.pod_top.right + self.px(12), top, area.right - self.pod_top.right
                                     - self.px(18), side + self.line)
        self.supply_captions = [pygame.Rect(r.left - gap // 2, r.bottom + self.px(1), r.width + gap, self.line)
                                for r in self.display + [self.pod_top]]

    # --- a tile on the map ---------------------------------------------------------------
    @staticmethod
    def plate(cell: pygame.Rect, whole: bool = False) -> pygame.Rect:
        """The tile inside its cell (the Waking Room fills the whole cell)."""
        if whole:
            return pygame.Rect(cell)
        inset = round(cell.width * (1 - PLATE) / 2)
        return cell.inflate(-2 * inset, -2 * inset)

    @staticmethod
    def piece_size(cell: pygame.Rect) -> int:
        return max(8, round(cell.width * PIECE))

    @staticmethod
    def spots(plate: pygame.Rect, aliens: int, astronauts: int) -> tuple[list, list, int]:
        """Centres of the Alien (0 or 1) and of the Astronauts on an ordinary tile (two at most, three
        while one is pushing in), and the size of each piece."""
        w, left, top = plate.width, plate.left, plate.top
        count = aliens + astronauts
        layouts = {1: ((0.5, 0.56),), 2: ((0.31, 0.56), (0.69, 0.56)), 3: ((0.5, 0.37), (0.29, 0.70), (0.71, 0.70)),
                   4: ((0.29, 0.36), (0.71, 0.36), (0.29, 0.72), (0.71, 0.72))}
        points = [(round(left + fx * w), round(top + fy * w)) for fx, fy in layouts.get(count, ())]
        size = max(8, round(w * (PIECE / PLATE if count < 3 else 0.31)))
        return points[:aliens], points[aliens:], size

    @staticmethod
    def waking_spots(cell: pygame.Rect, count: int) -> tuple[list[tuple[int, int]], int]:
        """The Waking Room packs its Astronauts (in seat order, then role order) in a grid under its
        name, over the whole plate (which is larger than the cell), as large as they fit: their
        centres, and their size."""
        w = cell.width
        area = pygame.Rect(round(cell.left - 0.01 * w), round(cell.top + 0.22 * w), round(1.02 * w), round(0.80 * w))
        best = (1, 1, 0.0)
        for cols in range(1, 6):
            rows = -(-max(count, 1) // cols)
            side = min(area.width / cols, area.height / rows)
            if side > best[2]:
                best = (cols, rows, side)
        cols, rows, side = best
        size = max(6, round(min(side * 0.92, w * 0.32)))
        left = area.centerx - cols * side / 2
        top = area.centery - rows * side / 2
        spots = [(round(left + (i % cols + 0.5) * side), round(top + (i // cols + 0.5) * side)) for i in range(count)]
        return spots, size

    @staticmethod
    def seat_rects(cell: pygame.Rect, door: str) -> list[pygame.Rect]:
        """The two seats of a pod, lowest value first, away from its door."""
        w = cell.width
        size = round(w * 0.30)
        cx, cy = cell.center
        along = {"N": (0, 0.08), "S": (0, -0.08), "E": (-0.08, 0), "W": (0.08, 0)}[door]
        across = (1, 0) if door in ("N", "S") else (0, 1)
        rects = []
        for sign in (-1, 1):
            x = cx + (along[0] + sign * across[0] * 0.18) * w
            y = cy + (along[1] + sign * across[1] * 0.18) * w
            rects.append(pygame.Rect(round(x - size / 2), round(y - size / 2), size, size))
        return rects

    @staticmethod
    def badge(plate: pygame.Rect) -> pygame.Rect:
        """An activatable module's badge (two token slots), at the bottom right of its plate."""
        w = plate.width
        return pygame.Rect(round(plate.right - 0.46 * w), round(plate.bottom - 0.25 * w), round(0.40 * w),
                           round(0.20 * w))

    @staticmethod
    def name_box(plate: pygame.Rect, room_for_mark: bool) -> pygame.Rect:
        """The name, along the top of the plate (short of a mark at its top right)."""
        w = plate.width
        right = plate.right - (0.26 if room_for_mark else 0.05) * w
        return pygame.Rect(round(plate.left + 0.06 * w), round(plate.top + 0.04 * w),
                           round(right - plate.left - 0.06 * w), round(0.22 * w))


@dataclass
class MapPlaces:
    """Where every tile and piece of one view lies on the screen, for one camera position."""

    cells: dict[str, pygame.Rect] = field(default_factory=dict)
    """"x,y" -> the cell's screen rectangle, for every tile on the station."""
    tile_cell: dict[str, str] = field(default_factory=dict)
    """Tile id -> its cell."""
    astronauts: dict[str, tuple[tuple[int, int], int]] = field(default_factory=dict)
    """Astronaut id -> (centre, size) of every Astronaut drawn on the map."""
    aliens: dict[str, tuple[tuple[int, int], int]] = field(default_factory=dict)
    badges: dict[str, pygame.Rect] = field(default_factory=dict)
    """"x,y" -> the activation badge of the module there."""
    seats: dict[str, list[pygame.Rect]] = field(default_factory=dict)
    """Pod id -> its seats' rectangles, lowest value first."""


def place_map(view: dict, camera: Camera) -> MapPlaces:
    places = MapPlaces()
    seats = {seat["seat"]: index for index, seat in enumerate(view["seats"])}
    roles = ("chief", "explorer", "pilot", "grunt", "robot")
    by_id = {a["id"]: a for a in view["astronauts"]}
    pods = {pod["tile"]: pod for pod in view["pods"]}
    for tile in view["tiles"]:
        cell = tile["cell"]
        rect = camera.cell_rect(tile["x"], tile["y"])
        places.cells[cell] = rect
        places.tile_cell[tile["tile"]] = cell
        if tile["activation"] != "none":
            places.badges[cell] = Layout.badge(Layout.plate(rect))
        if tile["type"] == "waking_room":
            order = sorted(tile["astronauts"], key=lambda a: (seats[by_id[a]["owner"]], roles.index(by_id[a]["role"])))
            spots, size = Layout.waking_spots(rect, len(order))
            for astro, spot in zip(order, spots, strict=False):
                places.astronauts[astro] = (spot, size)
            continue
        if tile["type"] == "pod":
            pod = pods.get(tile["tile"])
            rects = Layout.seat_rects(rect, tile["doors"][0])
            places.seats[tile["tile"]] = rects
            for seat, seat_rect in zip(pod["seats"] if pod else (), rects, strict=False):
                if seat["astronaut"]:
                    places.astronauts[seat["astronaut"]] = (seat_rect.center, round(seat_rect.width * 0.92))
            continue
        alien = tile["alien"]
        alien_spots, astro_spots, size = Layout.spots(Layout.plate(rect), 1 if alien else 0, len(tile["astronauts"]))
        if alien:
            places.aliens[alien] = (alien_spots[0], size)
        for astro, spot in zip(tile["astronauts"], astro_spots, strict=False):
            places.astronauts[astro] = (spot, size)
    step = view["step"] or {}
    if step.get("kind") == "teleport" and step["entry"] in places.cells:
        rect = places.cells[step["entry"]]
        places.astronauts[step["astronaut"]] = ((rect.centerx, rect.top + rect.height // 3), Layout.piece_size(rect))
    return places
