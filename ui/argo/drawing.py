"""Drawing the Argo table from a view. No rule is decided here.

The station lies on a dark starfield with a faint grid. Each tile is a plate inside its cell
(the gaps between plates are the walls), with a floor path from its middle to each door, and
its doors as yellow and black striped bars across the gap, so two doors that meet read as a
link. Rooms have a colour and an icon of their own and their name; the Waking Room fills its
whole cell and glows. Small marks tell a tile's capacity (one hollow ring per place), the red
Alien head of a tile that brings an Alien, the crossed-out Robot of a module a Robot may not
use, and an activatable module's badge with its two token slots. Escape pods are silver
capsules with two seats and their values.

Astronauts are discs in their player's colour with the role's letter and the colour's glyph
(so colour is never the only cue); Aliens are dark discs with fangs and their number.
Pictures that look the same from frame to frame are cached per size; every text goes through
``ui.text`` and is left out when its box is too small (hovering tells it whole).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.core.wording import plural
from ui.argo.layout import Layout
from ui.hover import draw_panel
from ui.palette import colour_rgb, draw_glyph, glyph_for, outline_for
from ui.text import SMALLEST_PX, draw_block, draw_label, fits, font, render

INK = (232, 238, 244)
DIM = (150, 164, 178)
GOLD = (255, 205, 90)
LIGHT_GOLD = (255, 236, 170)
"""An Explorer's second-step cells while she is held (gold: her first step's)."""
SOFT = (200, 230, 255)
"""The ring of something that can be picked up now (gold is for targets and marked moves)."""
DANGER = (255, 90, 80)
REASON = (255, 140, 120)
PANEL = (24, 32, 42)
PANEL_EDGE = (52, 66, 82)
SPACE = (8, 11, 22)
GRID = (24, 32, 52)
WALL = (14, 18, 26)
STRIPE_DARK = (30, 30, 30)
STRIPE_LIGHT = (246, 200, 40)
ALIEN_RED = (206, 44, 52)
ALIEN_BODY = (44, 30, 48)
ALIEN_EDGE = (150, 220, 120)
ROLE_NAMES = {"chief": "Chief", "explorer": "Explorer", "pilot": "Pilot", "grunt": "Grunt", "robot": "Robot"}
ROLES = tuple(ROLE_NAMES)
PLATES = {
    "waking_room": (196, 214, 232), "corridor": (62, 74, 92), "teleporter": (96, 70, 150), "lab": (34, 120, 122),
    "control": (52, 92, 152), "jump": (156, 112, 36), "time": (30, 108, 160), "laser": (150, 50, 56),
    "infirmary": (176, 184, 196), "warehouse": (118, 88, 58), "security": (76, 98, 70), "core": (176, 92, 28),
    "safe": (38, 128, 78), "pod": (206, 212, 222),
}
EFFECTS = {
    "waking_room": "Every Astronaut starts here. It holds any number; Aliens never enter it.",
    "corridor": "Stepping into it when it is full pushes its Astronaut on to a neighbouring tile.",
    "teleporter": "Whoever steps or is pushed in is sent at once to the other Teleporter, or to the Waking Room.",
    "lab": "Activate: swap an Astronaut on a module with an Alien (no Robot may use it or be swapped).",
    "control": "Activate: move or turn any tile but the Waking Room and the pods, with all on it.",
    "jump": "Activate: the Astronaut makes up to two Moves in a row.",
    "time": "Used only in another player's turn: one Move or one activation out of turn.",
    "laser": "Activate: kill an Alien on a tile linked to one where your Astronaut stands (no Robot).",
    "infirmary": "Activate: bring an Astronaut back from the Alien track to the Waking Room.",
    "warehouse": "Activate: score 2 points, 4 with your Chief.",
    "security": "Activate: launch any escape pod with someone aboard.",
    "core": "Radiation: your Astronauts here at the start and the end of your turn die.",
    "safe": "Aliens can never enter it.",
    "pod": "An escape pod: the first aboard takes the lower seat; full, or with an Alien at its door, it leaves.",
}


# ------------------------------------------------------------------ the map's ground
@lru_cache(maxsize=4)
def starfield(size: tuple[int, int]) -> pygame.Surface:
    """Deep space: a dark gradient with fixed stars, made once per viewport size."""
    w, h = size
    surface = pygame.Surface(size)
    top, bottom = pygame.Color(10, 14, 30), pygame.Color(4, 6, 14)
    for y in range(0, h, 4):
        pygame.draw.rect(surface, top.lerp(bottom, y / max(h, 1)), (0, y, w, 4))
    stars = random.Random(12)
    for _ in range(w * h // 900):
        x, y = stars.randrange(w), stars.randrange(h)
        light = stars.choice((70, 90, 120, 160, 210))
        surface.set_at((x, y), (light, light, min(255, light + 30)))
    for _ in range(w * h // 40000):
        x, y = stars.randrange(w), stars.randrange(h)
        pygame.draw.circle(surface, (200, 210, 255), (x, y), 1)
    return surface


def draw_grid(surface, camera) -> None:
    """Faint lines between the cells in view."""
    view = camera.viewport
    x0, x1, y0, y1 = camera.visible_cells()
    fill = surface.fill
    for x in range(x0, x1 + 2):
        fill(GRID, (camera.to_screen(x - 0.5, 0)[0], view.top, 1, view.height))
    for y in range(y0, y1 + 2):
        fill(GRID, (view.left, camera.to_screen(0, y - 0.5)[1], view.width, 1))


RULER_PX = 11
"""The size of the rulers' numbers; below the cell size that holds them the rulers are left out."""


@lru_cache(maxsize=8)
def _ruler_shade(size: tuple[int, int]) -> pygame.Surface:
    """The dark see-through band under a ruler's numbers."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((8, 12, 18, 170))
    return shade


def draw_rulers(surface, camera) -> None:
    """Each column's x along the map's top edge and each row's y down its left edge, so that a
    place the log names ("the Corridor at 2,-1") can be found on the map."""
    cell = camera.cell
    letters = font(RULER_PX)
    if cell < letters.size("-10")[0] + 6:
        return
    view = camera.viewport
    band, side = letters.get_height() + 4, letters.size("-10")[0] + 8
    surface.blit(_ruler_shade((view.width, band)), view.topleft)
    surface.blit(_ruler_shade((side, view.height - band)), (view.left, view.top + band))
    x0, x1, y0, y1 = camera.visible_cells()
    for x in range(x0, x1 + 1):
        centre = camera.to_screen(x, 0)[0]
        if centre - cell // 2 >= view.left + side:
            draw_label(surface, str(x), pygame.Rect(centre - cell // 2, view.top + 1, cell, band), RULER_PX, DIM,
                       align="center")
    for y in range(y0, y1 + 1):
        middle = camera.to_screen(0, y)[1]
        if middle - band // 2 >= view.top + band:
            draw_label(surface, str(y), pygame.Rect(view.left, middle - band // 2, side, band), RULER_PX, DIM,
                       align="center")
    draw_label(surface, "x,y", pygame.Rect(view.left, view.top + 1, side, band), RULER_PX, DIM, align="center")


# ------------------------------------------------------------------ tiles
SIDE_INDEX = {"N": 0, "E": 1, "S": 2, "W": 3}
SIDES = ("N", "E", "S", "W")


def turned(doors, rotation: int) -> tuple[str, ...]:
    """Door sides after a clockwise turn of ``rotation`` degrees."""
    turns = (int(rotation) // 90) % 4
    return tuple(sorted((SIDES[(SIDE_INDEX[d] + turns) % 4] for d in doors), key=SIDE_INDEX.__getitem__))


def tile_type(info: dict, doors=None) -> tuple:
    """What a tile's picture depends on, for the cache (``doors`` after turning)."""
    return (info["type"], info["name"], tuple(doors if doors is not None else info["doors"]), info["capacity"],
            bool(info["alien_symbol"]), info["activation"] != "none", bool(info["no_robot"]),
            tuple(info.get("seats") or ()))


@lru_cache(maxsize=768)
def tile_sprite(kind: tuple, size: int) -> pygame.Surface:
    """A tile in its cell of ``size`` pixels: plate, floor paths, walls, doors, icon and marks."""
    kind_id, name, doors, capacity, alien, activatable, no_robot, seats = kind
    if kind_id == "waking_room":
        return _waking_room(size, doors)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    cell = pygame.Rect(0, 0, size, size)
    if kind_id == "pod":
        _pod(surface, cell, doors[0] if doors else "N", seats)
        return surface
    plate = Layout.plate(cell)
    base = pygame.Color(*PLATES.get(kind_id, PLATES["corridor"]))
    radius = max(2, size // 12)
    pygame.draw.rect(surface, base, plate, border_radius=radius)
    shade = base.lerp((0, 0, 0), 0.35)
    _floor(surface, plate, doors, base.lerp((255, 255, 255), 0.14) if kind_id != "corridor" else (88, 102, 122))
    pygame.draw.rect(surface, shade, plate.inflate(-max(2, size // 8), -max(2, size // 8)),
                     max(1, size // 48), border_radius=radius)
    _icon(surface, kind_id, plate, base)
    pygame.draw.rect(surface, WALL, plate, max(2, size // 24), border_radius=radius)
    for side in doors:
        _door(surface, cell, plate, side)
    ink = (26, 30, 38) if sum(base[:3]) > 420 else INK
    px = max(SMALLEST_PX, round(size * 0.13))
    if kind_id != "corridor":
        words = [name, name.split()[0]] if " " in name else [name]
        draw_label(surface, words, Layout.name_box(plate, no_robot), px, ink, bold=True)
    if activatable:
        _badge(surface, Layout.badge(plate))
    _capacity(surface, plate, capacity, ink)
    if alien:
        _alien_head(surface, (plate.left + round(size * 0.16), plate.top + round(size * 0.16)), round(size * 0.2))
    if no_robot:
        _no_robot(surface, (plate.right - round(size * 0.12), plate.top + round(size * 0.13)), round(size * 0.16))
    return surface


def _waking_room(size: int, doors) -> pygame.Surface:
    """The Waking Room, larger than its cell: a glowing hub over the gaps round it."""
    big = round(size * 1.14)
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    cell = pygame.Rect(0, 0, size, size)
    cell.center = (big // 2, big // 2)
    plate = cell.inflate(round(size * 0.06), round(size * 0.06))
    radius = max(3, size // 8)
    for i in range(5, 0, -1):
        pygame.draw.rect(surface, (130, 190, 255, 22 * (6 - i)), plate.inflate(i * big // 60, i * big // 60),
                         border_radius=radius + i)
    base = pygame.Color(*PLATES["waking_room"])
    pygame.draw.rect(surface, base, plate, border_radius=radius)
    _floor(surface, plate, doors, (222, 234, 246))
    pygame.draw.rect(surface, (120, 150, 190), plate.inflate(-size // 8, -size // 8), max(1, size // 48),
                     border_radius=radius)
    pygame.draw.rect(surface, (40, 70, 120), plate, max(2, size // 24), border_radius=radius)
    for side in doors:
        _door(surface, cell.inflate(round(size * 0.1), round(size * 0.1)), plate, side)
    box = pygame.Rect(plate.left + size // 16, plate.top + size // 30, plate.width - size // 8, round(size * 0.2))
    px = max(SMALLEST_PX, round(size * 0.13))
    draw_label(surface, ["Waking Room"], box, px, (20, 34, 60), bold=True, align="center") or draw_label(
        surface, ["Waking Room", "Waking"], box, px, (20, 34, 60), align="center")
    return surface


def _floor(surface, plate: pygame.Rect, doors, colour) -> None:
    """A lighter path from the middle of the tile to each of its doors."""
    cx, cy = plate.center
    width = max(2, round(plate.width * 0.26))
    ends = {"N": (cx, plate.top), "S": (cx, plate.bottom - 1), "E": (plate.right - 1, cy), "W": (plate.left, cy)}
    for side in doors:
        pygame.draw.line(surface, colour, (cx, cy), ends[side], width)
    if doors:
        pygame.draw.circle(surface, colour, (cx, cy), width // 2 + 1)


def _door(surface, cell: pygame.Rect, plate: pygame.Rect, side: str) -> None:
    """A striped door bar on the middle 40 % of a side, from the plate's edge to the cell's."""
    size = cell.width
    length = round(size * 0.4)
    depth = max(3, plate.left - cell.left + max(2, size // 24))
    if side in ("N", "S"):
        rect = pygame.Rect(cell.centerx - length // 2, cell.top if side == "N" else cell.bottom - depth, length, depth)
    else:
        rect = pygame.Rect(cell.left if side == "W" else cell.right - depth, cell.centery - length // 2, depth, length)
    pygame.draw.rect(surface, STRIPE_LIGHT, rect)
    stripe = max(3, size // 14)
    clip = surface.get_clip()
    surface.set_clip(rect)
    for offset in range(-length, length * 2, stripe * 2):
        if side in ("N", "S"):
            points = [(rect.left + offset, rect.bottom), (rect.left + offset + stripe, rect.bottom),
                      (rect.left + offset + stripe + depth, rect.top), (rect.left + offset + depth, rect.top)]
        else:
            points = [(rect.left, rect.top + offset), (rect.left, rect.top + offset + stripe),
                      (rect.right, rect.top + offset + stripe + depth), (rect.right, rect.top + offset + depth)]
        pygame.draw.polygon(surface, STRIPE_DARK, points)
    surface.set_clip(clip)
    pygame.draw.rect(surface, (20, 20, 20), rect, 1)


def _capacity(surface, plate: pygame.Rect, capacity: int | None, ink) -> None:
    """One hollow ring per place for Astronauts, at the bottom left (the Waking Room: no limit)."""
    size = plate.width
    r = max(2, round(size * 0.04))
    y = plate.bottom - round(size * 0.1)
    if capacity is None:
        return
    for i in range(capacity):
        pygame.draw.circle(surface, ink, (plate.left + round(size * 0.1) + i * (2 * r + 3), y), r, max(1, r // 2))


def _badge(surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (16, 20, 28), rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, (120, 130, 150), rect, 1, border_radius=rect.height // 2)
    for spot in badge_slots(rect):
        pygame.draw.circle(surface, (90, 100, 118), spot, max(2, rect.height * 3 // 10), 1)


def badge_slots(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(rect.left + rect.width // 4, rect.centery), (rect.right - rect.width // 4, rect.centery)]


def _alien_head(surface, centre, size: int) -> None:
    """The red Alien head: a tile that brings an Alien aboard when it is placed."""
    cx, cy = centre
    head = pygame.Rect(0, 0, size, round(size * 1.1))
    head.center = (cx, cy)
    pygame.draw.ellipse(surface, ALIEN_RED, head)
    pygame.draw.ellipse(surface, (90, 10, 16), head, max(1, size // 10))
    eye = max(1, size // 5)
    pygame.draw.ellipse(surface, (10, 10, 10), (cx - size // 3, cy - eye // 2, eye + 1, eye))
    pygame.draw.ellipse(surface, (10, 10, 10), (cx + size // 3 - eye, cy - eye // 2, eye + 1, eye))


def _no_robot(surface, centre, size: int) -> None:
    """A Robot's square head, crossed out."""
    cx, cy = centre
    head = pygame.Rect(0, 0, size * 3 // 4, size * 3 // 4)
    head.center = centre
    pygame.draw.rect(surface, (200, 206, 214), head, border_radius=max(1, size // 8))
    pygame.draw.rect(surface, (40, 40, 44), head, 1, border_radius=max(1, size // 8))
    pygame.draw.circle(surface, DANGER, centre, size // 2 + 1, max(1, size // 8))
    d = round((size // 2) * 0.7)
    pygame.draw.line(surface, DANGER, (cx - d, cy - d), (cx + d, cy + d), max(1, size // 8))


def _icon(surface, kind: str, plate: pygame.Rect, base: pygame.Color) -> None:
    """The room's picture, in a lighter shade of its plate, in the middle of the tile."""
    colour = base.lerp((255, 255, 255), 0.3)
    dark = base.lerp((0, 0, 0), 0.3)
    cx, cy = plate.centerx, plate.centery + plate.height // 20
    r = plate.width * 0.22
    width = max(1, round(plate.width / 40))
    if kind == "teleporter":
        for k in (1.0, 0.66, 0.33):
            pygame.draw.circle(surface, colour, (cx, cy), max(2, round(r * k)), width)
    elif kind == "lab":
        flask = [(cx - r * 0.2, cy - r), (cx + r * 0.2, cy - r), (cx + r * 0.2, cy - r * 0.3), (cx + r * 0.8, cy + r),
                 (cx - r * 0.8, cy + r), (cx - r * 0.2, cy - r * 0.3)]
        pygame.draw.polygon(surface, colour, flask)
        pygame.draw.polygon(surface, dark, flask, width)
    elif kind == "control":
        draw_glyph(surface, "gear", (cx, cy), r * 2, colour, outline=False)
    elif kind == "jump":
        for dy in (-0.45, 0.15):
            points = [(cx - r * 0.8, cy + r * (dy + 0.5)), (cx, cy + r * (dy - 0.3)),
                      (cx + r * 0.8, cy + r * (dy + 0.5))]
            pygame.draw.lines(surface, colour, False, points, max(2, round(plate.width / 18)))
    elif kind == "time":
        glass = [(cx - r * 0.7, cy - r), (cx + r * 0.7, cy - r), (cx - r * 0.7, cy + r), (cx + r * 0.7, cy + r)]
        pygame.draw.polygon(surface, colour, glass)
        pygame.draw.polygon(surface, dark, glass, width)
    elif kind == "laser":
        draw_glyph(surface, "bolt", (cx, cy), r * 2, colour, outline=False)
    elif kind == "infirmary":
        draw_glyph(surface, "cross", (cx, cy), r * 1.8, (214, 52, 60), outline=False)
    elif kind == "warehouse":
        box = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.5))
        box.center = (cx, cy)
        pygame.draw.rect(surface, colour, box)
        pygame.draw.rect(surface, dark, box, width)
        pygame.draw.line(surface, dark, box.topleft, box.bottomright, width)
        pygame.draw.line(surface, dark, box.topright, box.bottomleft, width)
    elif kind == "security":
        shield = [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy), (cx, cy + r),
                  (cx - r * 0.8, cy)]
        pygame.draw.polygon(surface, colour, shield)
        pygame.draw.polygon(surface, dark, shield, width)
    elif kind == "core":
        pygame.draw.circle(surface, (250, 214, 60), (cx, cy), round(r))
        for k in range(3):
            start = math.radians(90 + k * 120 - 30)
            points = [(cx, cy)] + [(cx + r * 0.9 * math.cos(start + t * math.radians(60) / 6),
                                    cy - r * 0.9 * math.sin(start + t * math.radians(60) / 6)) for t in range(7)]
            pygame.draw.polygon(surface, (30, 24, 20), points)
        pygame.draw.circle(surface, (250, 214, 60), (cx, cy), max(1, round(r * 0.22)))
    elif kind == "safe":
        body = pygame.Rect(0, 0, round(r * 1.4), round(r * 1.1))
        body.midtop = (cx, round(cy - r * 0.1))
        pygame.draw.arc(surface, colour, pygame.Rect(cx - r * 0.5, cy - r * 0.9, r, r * 1.2), 0, math.pi,
                        max(2, round(plate.width / 20)))
        pygame.draw.rect(surface, colour, body, border_radius=max(1, round(r / 5)))
        pygame.draw.circle(surface, dark, (cx, body.centery), max(1, round(r * 0.16)))


def _pod(surface, cell: pygame.Rect, door: str, seats: tuple) -> None:
    """A silver capsule whose docking tube points through its one door, with two numbered seats."""
    size = cell.width
    plate = Layout.plate(cell)
    capsule = plate.inflate(-size // 14, -size // 14)
    tube = {"N": pygame.Rect(cell.centerx - size // 7, cell.top, 2 * (size // 7), capsule.top - cell.top + 2),
            "S": pygame.Rect(cell.centerx - size // 7, capsule.bottom - 2, 2 * (size // 7),
                             cell.bottom - capsule.bottom + 2),
            "E": pygame.Rect(capsule.right - 2, cell.centery - size // 7, cell.right - capsule.right + 2,
                             2 * (size // 7)),
            "W": pygame.Rect(cell.left, cell.centery - size // 7, capsule.left - cell.left + 2, 2 * (size // 7))}[door]
    pygame.draw.rect(surface, (150, 156, 168), tube)
    pygame.draw.rect(surface, (206, 212, 222), capsule, border_radius=size // 4)
    pygame.draw.rect(surface, (120, 128, 142), capsule.inflate(-size // 10, -size // 10), max(1, size // 40),
                     border_radius=size // 5)
    pygame.draw.rect(surface, (60, 66, 80), capsule, max(2, size // 28), border_radius=size // 4)
    flame = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}[door]
    back = (capsule.centerx + flame[0] * capsule.width // 2, capsule.centery + flame[1] * capsule.height // 2)
    pygame.draw.circle(surface, (250, 150, 60), back, max(2, size // 16))
    _door(surface, cell, plate, door)
    for rect, value in zip(Layout.seat_rects(cell, door), seats, strict=False):
        pygame.draw.rect(surface, (40, 60, 96), rect, border_radius=max(2, rect.width // 4))
        pygame.draw.rect(surface, (20, 26, 40), rect, 1, border_radius=max(2, rect.width // 4))
        draw_label(surface, str(value), rect, max(SMALLEST_PX, round(rect.height * 0.7)), GOLD, bold=True,
                   align="center")


# ------------------------------------------------------------------ pieces
@lru_cache(maxsize=512)
def astronaut_sprite(colour: str, role: str, size: int, colour_blind: bool, faded: bool = False) -> pygame.Surface:
    """A standing figure in the player's colour whose shape tells its role, on a dark stand, with the
    colour's glyph at its lower right.

    Chief: a gold crown. Explorer: slim, with a flag. Pilot: a round helmet with a visor and wings at
    the shoulders. Grunt: broad and square, a flat helmet. Robot: a box head with an antenna and eyes.
    """
    surface = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    rgb = colour_rgb(colour, colour_blind)
    if faded:
        shade = pygame.Color(*rgb).lerp((60, 64, 72), 0.6)
        rgb = shade.r, shade.g, shade.b
    edge = outline_for(rgb)
    line = max(1, size // 16)

    def at(x: float, y: float) -> tuple[float, float]:
        return 1 + x * size, 1 + y * size

    def box(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(1 + x * size), round(1 + y * size), max(2, round(w * size)), max(2, round(h * size)))

    pygame.draw.ellipse(surface, (0, 0, 0, 120), box(0.12, 0.84, 0.76, 0.15))
    FIGURES[role](surface, rgb, edge, line, at, box)
    glyph = max(4, round(size * 0.36))
    draw_glyph(surface, glyph_for(colour), at(0.8, 0.8), glyph, rgb)
    return surface


def _body(surface, rgb, edge, line: int, at, shoulders: float, base: float, top: float = 0.42) -> None:
    """A figure's body: a trapezoid from the shoulders down to the stand."""
    points = [at(0.5 - shoulders / 2, top), at(0.5 + shoulders / 2, top), at(0.5 + base / 2, 0.9),
              at(0.5 - base / 2, 0.9)]
    pygame.draw.polygon(surface, rgb, points)
    pygame.draw.polygon(surface, edge, points, line)


def _head(surface, rgb, edge, line: int, at, radius: float, y: float = 0.27) -> None:
    centre = at(0.5, y)
    size = at(1, 0)[0] - at(0, 0)[0]
    pygame.draw.circle(surface, rgb, centre, radius * size)
    pygame.draw.circle(surface, edge, centre, radius * size, line)


def _chief(surface, rgb, edge, line, at, box) -> None:
    _body(surface, rgb, edge, line, at, 0.5, 0.7)
    _head(surface, rgb, edge, line, at, 0.15, 0.29)
    crown = [at(0.33, 0.16), at(0.36, 0.02), at(0.43, 0.1), at(0.5, 0.0), at(0.57, 0.1), at(0.64, 0.02),
             at(0.67, 0.16)]
    pygame.draw.polygon(surface, GOLD, crown)
    pygame.draw.polygon(surface, (60, 40, 0), crown, line)


def _explorer(surface, rgb, edge, line, at, box) -> None:
    _body(surface, rgb, edge, line, at, 0.38, 0.5)
    _head(surface, rgb, edge, line, at, 0.14)
    pygame.draw.line(surface, (230, 230, 230), at(0.76, 0.88), at(0.76, 0.06), max(1, line))
    flag = [at(0.76, 0.06), at(0.98, 0.14), at(0.76, 0.23)]
    pygame.draw.polygon(surface, (240, 240, 240), flag)
    pygame.draw.polygon(surface, edge, flag, 1)


def _pilot(surface, rgb, edge, line, at, box) -> None:
    for side in (-1, 1):
        wing = [at(0.5 + side * 0.2, 0.44), at(0.5 + side * 0.48, 0.38), at(0.5 + side * 0.26, 0.6)]
        pygame.draw.polygon(surface, (225, 230, 240), wing)
        pygame.draw.polygon(surface, edge, wing, 1)
    _body(surface, rgb, edge, line, at, 0.42, 0.6)
    _head(surface, rgb, edge, line, at, 0.2, 0.25)
    pygame.draw.ellipse(surface, (150, 210, 250), box(0.35, 0.2, 0.3, 0.12))
    pygame.draw.ellipse(surface, edge, box(0.35, 0.2, 0.3, 0.12), 1)


def _grunt(surface, rgb, edge, line, at, box) -> None:
    _body(surface, rgb, edge, line, at, 0.8, 0.74, top=0.4)
    _head(surface, rgb, edge, line, at, 0.14, 0.28)
    helmet = box(0.32, 0.1, 0.36, 0.12)
    pygame.draw.rect(surface, edge, helmet, border_top_left_radius=helmet.height,
                     border_top_right_radius=helmet.height)


def _robot(surface, rgb, edge, line, at, box) -> None:
    body = box(0.24, 0.44, 0.52, 0.46)
    pygame.draw.rect(surface, rgb, body)
    pygame.draw.rect(surface, edge, body, line)
    head = box(0.3, 0.14, 0.4, 0.26)
    pygame.draw.rect(surface, rgb, head)
    pygame.draw.rect(surface, edge, head, line)
    pygame.draw.line(surface, edge, at(0.5, 0.14), at(0.5, 0.03), line)
    pygame.draw.circle(surface, edge, at(0.5, 0.03), max(1.5, line * 1.5))
    for x in (0.4, 0.6):
        pygame.draw.rect(surface, edge, box(x - 0.04, 0.22, 0.08, 0.08))


FIGURES = {"chief": _chief, "explorer": _explorer, "pilot": _pilot, "grunt": _grunt, "robot": _robot}
"""How each role's figure is drawn."""


def draw_astronaut(surface, colour: str, role: str, centre, size: int, colour_blind: bool, ring=None,
                   faded: bool = False, lifted: bool = False) -> None:
    sprite = astronaut_sprite(colour, role, size, colour_blind, faded)
    rect = sprite.get_rect(center=centre)
    if lifted:
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 4, centre[1] + 6), size // 2)
    surface.blit(sprite, rect)
    if ring:
        draw_ring(surface, ring, centre, size)


def draw_ring(surface, colour, centre, size: int) -> None:
    """A ring round a piece, edged in black so it shows on a light tile too."""
    radius, width = size // 2 + max(2, size // 8), max(2, size // 12)
    pygame.draw.circle(surface, (10, 12, 16), centre, radius + 1, width + 2)
    pygame.draw.circle(surface, colour, centre, radius, width)


@lru_cache(maxsize=256)
def alien_sprite(number: str, size: int) -> pygame.Surface:
    """A creature: a dark dome of a head on four tentacles, glowing eyes, fangs, and its number."""
    surface = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    c = size / 2 + 1
    r = size / 2
    outline = [(c + r * math.cos(math.radians(a)), c - 0.1 * r + r * 0.9 * math.sin(math.radians(a)))
               for a in range(180, 361, 15)]
    tips = 4
    for i in range(tips * 2 + 1):  # the tentacles' hem, right to left: a tip, then a notch between two
        x = c + r - i * (2 * r) / (tips * 2)
        y = c + (r * 0.98 if i % 2 else r * 0.55)
        outline.append((x, y))
    pygame.draw.polygon(surface, ALIEN_BODY, outline)
    pygame.draw.polygon(surface, ALIEN_EDGE, outline, max(1, size // 14))
    eye = max(2, round(size * 0.17))
    for dx in (-0.2, 0.2):
        pygame.draw.ellipse(surface, (210, 250, 120), (c + dx * size - eye / 2, c - r * 0.5, eye, eye * 0.8))
    for dx in (-0.12, 0.12):
        x = c + dx * size
        fang = [(x - size * 0.06, c - r * 0.12), (x + size * 0.06, c - r * 0.12), (x, c + r * 0.2)]
        pygame.draw.polygon(surface, (250, 250, 250), fang)
    label = render(number, max(SMALLEST_PX, round(size * 0.3)), (200, 240, 170), True)
    surface.blit(label, label.get_rect(center=(round(c), round(c + r * 0.42))))
    return surface


def draw_alien(surface, alien: str, centre, size: int, ring=None, lifted: bool = False) -> None:
    sprite = alien_sprite(alien[1:], size)
    if lifted:
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 4, centre[1] + 6), size // 2)
    surface.blit(sprite, sprite.get_rect(center=centre))
    if ring:
        draw_ring(surface, ring, centre, size)


def draw_token(surface, colour: str, centre, size: float, colour_blind: bool) -> None:
    """An activation token: the player's glyph in the player's colour."""
    draw_glyph(surface, glyph_for(colour), centre, size, colour_rgb(colour, colour_blind))


def skull(surface, centre, size: int) -> None:
    """A small skull: this Astronaut may be chosen as the victim."""
    cx, cy = centre
    pygame.draw.circle(surface, (240, 240, 236), (cx, cy - size // 8), size // 2)
    jaw = pygame.Rect(0, 0, size * 3 // 5, size // 3)
    jaw.midtop = (cx, cy + size // 5)
    pygame.draw.rect(surface, (240, 240, 236), jaw)
    eye = max(1, size // 6)
    pygame.draw.circle(surface, (20, 20, 20), (cx - size // 5, cy - size // 8), eye)
    pygame.draw.circle(surface, (20, 20, 20), (cx + size // 5, cy - size // 8), eye)


# ------------------------------------------------------------------ marks on the map
def outline(surface, rect: pygame.Rect, colour, width: int = 3) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=max(3, rect.width // 10))


def dotted(surface, rect: pygame.Rect, colour) -> None:
    """A dotted outline: legal in another rotation."""
    step = max(6, rect.width // 8)
    r = max(1, rect.width // 48)
    for x in range(rect.left, rect.right, step):
        pygame.draw.circle(surface, colour, (x, rect.top), r)
        pygame.draw.circle(surface, colour, (x, rect.bottom - 1), r)
    for y in range(rect.top, rect.bottom, step):
        pygame.draw.circle(surface, colour, (rect.left, y), r)
        pygame.draw.circle(surface, colour, (rect.right - 1, y), r)


def ghost(surface, sprite: pygame.Surface, rect: pygame.Rect, fits: bool) -> None:
    """A tile held over a cell: see-through, with a green edge where it fits and red where not."""
    picture = sprite.copy()
    picture.set_alpha(190)
    surface.blit(picture, rect)
    outline(surface, rect, (110, 230, 130) if fits else DANGER, 3)


def draw_banner(surface, layout: Layout, text: str, colour: str, colour_blind: bool) -> None:
    """Across the map's top: a player deciding out of turn, in that player's colour."""
    box = layout.banner
    rgb = colour_rgb(colour, colour_blind)
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    back.fill((*pygame.Color(*rgb).lerp((10, 12, 18), 0.55)[:3], 225))
    surface.blit(back, box)
    pygame.draw.rect(surface, rgb, box, 3, border_radius=6)
    glyph = box.height * 3 // 5
    draw_glyph(surface, glyph_for(colour), (box.left + box.height // 2 + 4, box.centery), glyph, rgb)
    inner = pygame.Rect(box.left + box.height + 8, box.top + 4, box.width - box.height - 16, box.height - 8)
    draw_block(surface, text, inner, layout.font_px(16), INK, bold=True, gap=0) or draw_label(
        surface, [text], inner, layout.font_px(16), INK, bold=True)


def minimap_scale(box: pygame.Rect, cells) -> tuple[float, float, float]:
    """Pixels per cell and the world point at the box's centre for a minimap of ``cells``."""
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    span = max(max(xs) - min(xs) + 3, (max(ys) - min(ys) + 3) * box.width / box.height)
    return box.width / span, (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2


def draw_minimap(surface, box: pygame.Rect, tiles: list[dict], camera) -> None:
    """The whole station in small, with the part in view outlined."""
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    back.fill((8, 12, 22, 215))
    surface.blit(back, box)
    pygame.draw.rect(surface, PANEL_EDGE, box, 1, border_radius=4)
    scale, cx, cy = minimap_scale(box, [(t["x"], t["y"]) for t in tiles])
    side = max(2, int(scale) - 1)

    def at(wx, wy):
        return box.centerx + (wx - cx) * scale, box.centery + (wy - cy) * scale
    for tile in tiles:
        x, y = at(tile["x"] - 0.5, tile["y"] - 0.5)
        pygame.draw.rect(surface, PLATES.get(tile["type"], PLATES["corridor"]), (round(x), round(y), side, side))
    left, top = camera.to_world(camera.viewport.topleft)
    right, bottom = camera.to_world(camera.viewport.bottomright)
    (x0, y0), (x1, y1) = at(left, top), at(right, bottom)
    view = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)).clip(box)
    if view.width and view.height:
        pygame.draw.rect(surface, GOLD, view, 1)


# ------------------------------------------------------------------ the right column
@lru_cache(maxsize=2)
def panels_background(size: tuple[int, int], layout: Layout) -> pygame.Surface:
    """The felt, the panels' grounds and deep space under the map: what never changes, once per size."""
    from ui.look import felt
    surface = felt(size).copy()
    for area in (layout.status, layout.players, layout.track, layout.supply,
                 pygame.Rect(layout.log.left, layout.log.top - layout.px(30), layout.log.width,
                             layout.log.bottom - layout.log.top + layout.px(30))):
        pygame.draw.rect(surface, PANEL, area, border_radius=8)
    surface.blit(starfield(layout.map.size), layout.map)
    return surface


def draw_status(surface, layout: Layout, who: tuple[str, str] | None, chips: list[tuple[str, bool]],
                prompts: list[str], colour_blind: bool) -> None:
    """Who decides (their glyph and name), the turn's phases with the current one lit, and the first
    of ``prompts`` (longest first) that fits."""
    area = layout.status
    if who is not None:
        pygame.draw.rect(surface, colour_rgb(who[1], colour_blind), area, 2, border_radius=8)
    box = area.inflate(-layout.px(16), -layout.px(8))
    line = layout.line
    top = pygame.Rect(box.left, box.top, box.width, line)
    x = top.left
    if who is not None:
        draw_glyph(surface, glyph_for(who[1]), (x + line // 2, top.centery), line * 0.8,
                   colour_rgb(who[1], colour_blind))
        x += line + layout.px(6)
    px = layout.font_px(13)
    for words, current in chips:
        width = font(px, True).size(words)[0] + layout.px(12)
        chip = pygame.Rect(x, top.top, width, line)
        if chip.right > top.right:
            break
        pygame.draw.rect(surface, GOLD if current else (44, 56, 70), chip, border_radius=line // 2)
        draw_label(surface, words, chip.inflate(-layout.px(10), 0), px, (30, 24, 8) if current else DIM, bold=True,
                   align="center")
        x = chip.right + layout.px(5)
    prompt_box = pygame.Rect(box.left, top.bottom + layout.px(4), box.width, box.bottom - top.bottom - layout.px(4))
    for prompt in prompts:
        if draw_block(surface, prompt, prompt_box, layout.font_px(15), INK, gap=0):
            break


def player_rows_type(view: dict) -> tuple:
    """What the player rows show, for the cache."""
    rows = []
    for seat in view["seats"]:
        crew = tuple((a["role"], a["status"]) for a in view["astronauts"] if a["owner"] == seat["seat"])
        rows.append((seat["name"], seat["colour"], seat["score"], seat["tokens_placed"], seat["escaped"], crew,
                     view["to_move"] == seat["seat"], view["active"] == seat["seat"]))
    return tuple(rows)


@lru_cache(maxsize=8)
def players_sprite(layout: Layout, rows: tuple, colour_blind: bool) -> pygame.Surface:
    area = layout.players
    surface = pygame.Surface(area.size, pygame.SRCALPHA)
    for index, row in enumerate(rows):
        name, colour, score, tokens, escaped, crew, deciding, active = row
        rect = layout.player_row(index, len(rows)).move(-area.left, -area.top)
        pygame.draw.rect(surface, (44, 60, 78) if active else (30, 40, 52), rect, border_radius=6)
        if deciding:
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=6)
        parts = {k: r for k, r in layout.row_parts(rect).items()}
        rgb = colour_rgb(colour, colour_blind)
        glyph = parts["glyph"]
        draw_glyph(surface, glyph_for(colour), glyph.center, min(glyph.width, glyph.height) * 0.62, rgb)
        draw_label(surface, [name, name.split()[0]], parts["name"], layout.font_px(15), INK, bold=True)
        draw_label(surface, str(score), parts["score"], layout.font_px(20), GOLD, bold=True, align="center")
        _draw_counts(surface, parts["counts"], colour, tokens, escaped, layout.font_px(12), colour_blind)
        for (role, status), spot in zip(crew, layout.crew_spots(parts["crew"], len(crew) or 5), strict=False):
            _crew_icon(surface, colour, role, status, spot, colour_blind)
    return surface


def _draw_counts(surface, box: pygame.Rect, colour: str, tokens: int, escaped: int, px: int,
                 colour_blind: bool) -> None:
    """A player's activation tokens and escapes: in words on two lines when the row is tall enough,
    else as a token and a pod, each with its count (the row's hover says it in words)."""
    upper, lower = box.copy(), box.copy()
    upper.height = lower.height = box.height // 2
    lower.top = upper.bottom
    if fits(plural(tokens, "token"), upper, px) and fits(f"{escaped} escaped", lower, px):
        draw_label(surface, plural(tokens, "token"), upper, px, DIM)
        draw_label(surface, f"{escaped} escaped", lower, px, DIM)
        return
    size = max(8, min(box.height - 6, round(px * 1.4)))
    for index, count in enumerate((tokens, escaped)):
        cell = pygame.Rect(box.left + index * box.width // 2, box.top, box.width // 2, box.height)
        centre = (cell.left + size // 2 + 2, cell.centery)
        if index == 0:
            draw_token(surface, colour, centre, size, colour_blind)
        else:
            _mini_pod(surface, centre, size)
        number = pygame.Rect(centre[0] + size // 2 + 4, cell.top, cell.right - centre[0] - size // 2 - 4, cell.height)
        draw_label(surface, f"\u00d7 {count}", number, px + 1, DIM)


def _mini_pod(surface, centre, size: int) -> None:
    """An escape pod as a small silver capsule with its two seats."""
    capsule = pygame.Rect(0, 0, size, round(size * 0.72))
    capsule.center = centre
    pygame.draw.rect(surface, (206, 212, 222), capsule, border_radius=size // 3)
    pygame.draw.rect(surface, (60, 66, 80), capsule, 1, border_radius=size // 3)
    for side in (-1, 1):
        seat = pygame.Rect(0, 0, max(2, size // 4), max(2, size // 3))
        seat.center = (centre[0] + side * size // 5, centre[1])
        pygame.draw.rect(surface, (40, 60, 96), seat, border_radius=1)


def _crew_icon(surface, colour: str, role: str, status: str, rect: pygame.Rect, colour_blind: bool) -> None:
    """An Astronaut in a player row: bright in the station, gold-ringed when seated or escaped, dim
    and crossed out when dead."""
    size = rect.width
    draw_astronaut(surface, colour, role, rect.center, size, colour_blind, faded=status == "dead")
    if status in ("seated", "escaped"):
        pygame.draw.circle(surface, GOLD, rect.center, size // 2 + 1, max(1, size // 10))
    if status == "escaped":
        pygame.draw.polygon(surface, GOLD, [(rect.right - size // 3, rect.top), (rect.right, rect.top),
                                            (rect.right, rect.top + size // 3)])
    if status == "dead":
        pygame.draw.line(surface, DANGER, rect.topleft, rect.bottomright, max(2, size // 10))


def track_type(view: dict) -> tuple:
    track = view["track"]
    colour_of = {a["id"]: (a["colour"], a["role"]) for a in view["astronauts"]}
    return (tuple((s["value"], s["covered"], colour_of.get(s["astronaut"]) if s["astronaut"] else None,
                   s["astronaut"]) for s in track["slots"]),
            track["difficulty"], track["alien_score"], track["deaths_to_fill"], track["full"])


@lru_cache(maxsize=8)
def track_sprite(layout: Layout, track: tuple, colour_blind: bool) -> pygame.Surface:
    """The Alien track: the difficulty token over its first slots, the dead on theirs, the Aliens'
    score (the first slot still showing) large at the right."""
    slots, difficulty, score, to_fill, full = track
    area = layout.track
    surface = pygame.Surface(area.size, pygame.SRCALPHA)
    shift = (-area.left, -area.top)
    caption, score_box, rects = layout.track_parts(len(slots))
    more = "full" if full else f"full after {plural(to_fill, 'more death')}"
    draw_label(surface, [f"Alien track ({difficulty}): {more}", f"Aliens ({difficulty}): {more}", f"Aliens: {more}"],
               caption.move(shift), layout.font_px(13), DIM, bold=True)
    covered = [r for r, s in zip(rects, slots, strict=False) if s[1]]
    first_open = next((i for i, s in enumerate(slots) if not s[1] and s[2] is None), None)
    for i, ((value, hidden, who, _astro), rect) in enumerate(zip(slots, rects, strict=False)):
        if hidden:
            continue  # under the difficulty token
        rect = rect.move(shift)
        current = i == first_open
        pygame.draw.rect(surface, (70, 24, 30) if current else (40, 30, 36), rect, border_radius=4)
        pygame.draw.rect(surface, DANGER if current else (90, 60, 66), rect, 2 if current else 1, border_radius=4)
        draw_label(surface, str(value), pygame.Rect(rect.left, rect.top, rect.width, rect.height // 2 + 2),
                   layout.font_px(13), GOLD if current else INK, bold=True, align="center")
        if who is not None:
            size = min(rect.width - 4, rect.height // 2)
            draw_astronaut(surface, who[0], who[1], (rect.centerx, rect.bottom - size // 2 - 2), size, colour_blind,
                           faded=True)
    if covered:
        cover = covered[0].union(covered[-1]).move(shift).inflate(2, 2)
        pygame.draw.rect(surface, (190, 170, 120), cover, border_radius=5)
        pygame.draw.rect(surface, (90, 70, 40), cover, 1, border_radius=5)
        draw_label(surface, [difficulty.capitalize(), difficulty[:3].capitalize(), difficulty[0].upper()],
                   cover.inflate(-4, 0), layout.font_px(12), (50, 36, 16), bold=True, align="center")
    box = score_box.move(shift)
    pygame.draw.rect(surface, (70, 24, 30), box, border_radius=6)
    score_line = pygame.Rect(box.left, box.top, box.width, box.height * 62 // 100)
    draw_label(surface, str(score), score_line, layout.font_px(26), (255, 220, 210), bold=True, align="center")
    draw_label(surface, ["Alien score", "Aliens"], pygame.Rect(box.left, box.top + box.height * 60 // 100, box.width,
                                                         box.height * 40 // 100), layout.font_px(11), DIM,
          align="center")
    return surface


def supply_type(view: dict, instructing: bool = True) -> tuple:
    """What the supply shows, for the cache; ``instructing``: its caption says how to use it (not on
    the game-over and replay screens, where nothing can be dragged)."""
    pods = view["pod_stack"]
    return (instructing, tuple(tile_type(t) for t in view["display"]), tuple(t["tile"] for t in view["display"]),
            tile_type({**pods["top"], "type": "pod", "name": "Escape Pod", "capacity": 2, "alien_symbol": False,
                       "activation": "none", "no_robot": False}) if pods["top"] else None,
            tuple(tuple(p["seats"]) for p in pods["pods"]), view["stack"]["count"])


@lru_cache(maxsize=8)
def supply_sprite(layout: Layout, supply: tuple) -> pygame.Surface:
    """The display of three modules, the top of the pod stack and the face-down stack."""
    instructing, kinds, _tiles, pod, pods, stack = supply
    area = layout.supply
    surface = pygame.Surface(area.size, pygame.SRCALPHA)
    shift = (-area.left, -area.top)
    how = ["Display: drag a module or the top pod onto a lit place"] if instructing else []
    draw_label(surface, [*how, "Display, pods and stack", "Supply"], layout.supply_caption.move(shift),
               layout.font_px(13), DIM, bold=True)
    captions = layout.supply_captions
    for i, rect in enumerate(layout.display):
        rect = rect.move(shift)
        if i < len(kinds):
            surface.blit(tile_sprite(kinds[i], rect.width), rect)
            name = kinds[i][1]
            draw_label(surface, [name, name.split()[0]], captions[i].move(shift), layout.font_px(12), INK,
                       align="center")
        else:
            pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=6)
    rect = layout.pod_top.move(shift)
    if pod is not None:
        surface.blit(tile_sprite(pod, rect.width), rect)
        later = " ".join(f"{a}-{b}" for a, b in pods[1:])
        draw_label(surface, [f"Pod {pod[7][0]}-{pod[7][1]}, then {later}" if later else "",
                             f"Pod {pod[7][0]}-{pod[7][1]} · {len(pods)} left", f"{plural(len(pods), 'pod')} left",
                             f"{len(pods)} left"], captions[3].move(shift), layout.font_px(12), INK, align="center")
    else:
        pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=6)
        draw_label(surface, ["No pod left", "None"], captions[3].move(shift), layout.font_px(12), DIM, align="center")
    _draw_stack(surface, layout, layout.stack_box.move(shift), stack)
    return surface


def _draw_stack(surface, layout: Layout, box: pygame.Rect, stack: int) -> None:
    """The face-down stack of modules: a pile of backs with its count, captioned below."""
    caption = pygame.Rect(box.left, box.bottom - layout.line, box.width, layout.line)
    lift = layout.px(2)
    height = caption.top - box.top - 4 * lift - layout.px(4)
    back = pygame.Rect(box.left, box.top + 4 * lift, min(box.width - 4 * lift, height * 3 // 4), height)
    for k in range(min(stack, 4), 0, -1):
        card = back.move(k * lift, -k * lift)
        pygame.draw.rect(surface, (46, 54, 70), card, border_radius=5)
        pygame.draw.rect(surface, (90, 100, 120), card, 1, border_radius=5)
    if not stack:
        pygame.draw.rect(surface, PANEL_EDGE, back, 1, border_radius=5)
    draw_label(surface, str(stack), back, layout.font_px(20), INK if stack else DIM, bold=True, align="center")
    draw_label(surface, ["face down", "stack"], caption, layout.font_px(11), DIM)


# ------------------------------------------------------------------ hover
def draw_info(surface, layout: Layout, lines: list[str], at, avoid: pygame.Rect) -> pygame.Rect:
    """Lines about what the mouse rests on, wrapped to half the map's width, clear of ``avoid``."""
    width = layout.map.width // 2
    wrapped = []
    from ui.text import wrap
    for line in lines:
        wrapped += wrap(line, 13, width)
    return draw_panel(surface, wrapped, at, avoid)[0]
