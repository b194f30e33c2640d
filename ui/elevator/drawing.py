"""Drawing The Elevator's table from a view (what one seat may see). No rule is decided here.

The building is drawn as a building: a brick facade with a storey for each floor (windows,
a numbered plate, the landing doors by the shaft), a lobby with the exit on Floor 0 and a
penthouse roof over Floor A; the shaft holds the car, whose doors slide open when it stops.
Workers are little aliens in their player's colour, with the colour's glyph on the chest so
that colour is never the only cue; bosses wear a suit and tie and their number. What never
changes (the facade, the shaft) is drawn once per window size into the table's background;
aliens and cards are cached sprites, so a frame costs little.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.elevator.rules_data import elevator_data
from ui.elevator.layout import FLOORS_TOP_DOWN, Layout
from ui.look import see_through
from ui.palette import colour_rgb, draw_glyph, glyph_for
from ui.text import SMALLEST_PX, block_height, draw_block, draw_text, draw_text_choice, font, render, wrap

CARD_COLOURS = {"blue": (52, 120, 214), "purple": (136, 78, 190), "yellow": (232, 184, 44)}
INK = (232, 238, 244)
DIM = (150, 164, 178)
GOLD = (255, 205, 90)
TOKEN_BADGE = {"passive": (96, 112, 132), "active": (170, 110, 40)}
BRICK = (118, 82, 68)
BRICK_DARK = (92, 62, 52)
STOREY = (134, 100, 84)
SLAB = (86, 88, 94)
WINDOW_LIT = (246, 212, 126)
WINDOW_DARK = (58, 72, 94)
FRAME = (214, 206, 190)
SHAFT = (26, 30, 36)
CAR = (176, 182, 190)
CAR_DOOR = (140, 148, 160)
SUIT = (34, 34, 40)
SKIN = (150, 196, 128)


def worker_colour(alien: str, view: dict) -> str:
    for seat in view["seats"]:
        if seat["colour"][0].upper() == alien[0]:
            return seat["colour"]
    return {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}.get(alien[0], "white")


# ------------------------------------------------------------------ the aliens
def _lighter(rgb: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    red, green, blue = (int(c + (255 - c) * amount) for c in rgb)
    return red, green, blue


@lru_cache(maxsize=256)
def alien_sprite(alien: str, colour: str | None, size: int, colour_blind: bool) -> pygame.Surface:
    """A worker (a small alien in its player's colour, the colour's glyph on its chest) or a boss
    (a suit, a tie and its number; no colour)."""
    w, h = size, int(size * 1.25)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w // 2
    if alien.startswith("K"):
        _boss(surface, alien[1:], w, h)
        return surface
    assert colour is not None, "a worker is drawn in its player's colour"
    body = colour_rgb(colour, colour_blind)
    head_r = int(w * 0.3)
    head_y = int(h * 0.36)
    for side in (-1, 1):  # antennae
        tip = (cx + side * int(w * 0.26), int(h * 0.07))
        pygame.draw.line(surface, body, (cx + side * int(w * 0.1), head_y - head_r + 2), tip, max(1, w // 14))
        pygame.draw.circle(surface, _lighter(body, 0.5), tip, max(2, w // 11))
    torso = pygame.Rect(0, 0, int(w * 0.72), int(h * 0.42))
    torso.midbottom = (cx, h - 1)
    pygame.draw.rect(surface, body, torso, border_radius=max(3, w // 4))
    pygame.draw.rect(surface, (20, 20, 24), torso, 1, border_radius=max(3, w // 4))
    pygame.draw.circle(surface, _lighter(body, 0.35), (cx, head_y), head_r)
    pygame.draw.circle(surface, (20, 20, 24), (cx, head_y), head_r, 1)
    for side in (-1, 1):  # big eyes
        eye = (cx + side * int(head_r * 0.42), head_y - int(head_r * 0.05))
        pygame.draw.ellipse(surface, (255, 255, 255), pygame.Rect(0, 0, head_r * 0.62, head_r * 0.8).move(
            eye[0] - head_r * 0.31, eye[1] - head_r * 0.4))
        pygame.draw.circle(surface, (16, 16, 20), (eye[0], eye[1] + int(head_r * 0.1)), max(1, head_r // 5))
    ink = (250, 250, 250) if colour not in ("yellow", "white") else (30, 30, 34)
    draw_glyph(surface, glyph_for(colour), torso.center, torso.height * 0.62, ink)
    return surface


def _boss(surface, number: str, w: int, h: int) -> None:
    cx = w // 2
    head_r = int(w * 0.27)
    head_y = int(h * 0.3)
    torso = pygame.Rect(0, 0, int(w * 0.86), int(h * 0.5))
    torso.midbottom = (cx, h - 1)
    pygame.draw.rect(surface, SUIT, torso, border_radius=max(3, w // 5))
    collar = [(cx - w * 0.16, torso.top), (cx + w * 0.16, torso.top), (cx, torso.top + torso.height * 0.4)]
    pygame.draw.polygon(surface, (240, 240, 240), collar)
    tie = [(cx - w * 0.05, torso.top + 2), (cx + w * 0.05, torso.top + 2),
           (cx + w * 0.07, torso.top + torso.height * 0.6), (cx, torso.top + torso.height * 0.72),
           (cx - w * 0.07, torso.top + torso.height * 0.6)]
    pygame.draw.polygon(surface, (196, 40, 44), tie)
    pygame.draw.circle(surface, SKIN, (cx, head_y), head_r)
    pygame.draw.circle(surface, (20, 20, 24), (cx, head_y), head_r, 1)
    brows = head_y - int(head_r * 0.25)
    pygame.draw.line(surface, (20, 20, 24), (cx - head_r * 0.6, brows - 2), (cx - head_r * 0.1, brows + 1), 2)
    pygame.draw.line(surface, (20, 20, 24), (cx + head_r * 0.6, brows - 2), (cx + head_r * 0.1, brows + 1), 2)
    for side in (-1, 1):
        pygame.draw.circle(surface, (16, 16, 20), (cx + side * int(head_r * 0.38), head_y + 1), max(1, head_r // 6))
    badge = render(number, max(9, w // 3), GOLD, True)
    surface.blit(badge, badge.get_rect(center=(cx + int(w * 0.24), torso.centery + int(torso.height * 0.15))))


def draw_alien(surface, alien: str, center, size: int, view: dict, colour_blind: bool, lifted=False) -> None:
    colour = None if alien.startswith("K") else worker_colour(alien, view)
    sprite = alien_sprite(alien, colour, size, colour_blind)
    box = sprite.get_rect(center=center)
    if lifted:
        pygame.draw.ellipse(surface, (0, 0, 0), pygame.Rect(box.left + 4, box.bottom - 4, box.width, 8))
    surface.blit(sprite, box)


def ring_pickable(surface, centres: dict, pieces, sizes: dict[str, int], grow: int = 0) -> None:
    """A gold ring round every Alien the deciding seat can pick up now, as large as the Alien is
    drawn (crowded Aliens are smaller, and their rings must not run into each other's)."""
    for alien in pieces:
        if alien in centres:
            pygame.draw.circle(surface, GOLD, centres[alien], int(sizes.get(alien, 20) * 0.56) + grow, 2)


# ------------------------------------------------------------------ cards
@lru_cache(maxsize=96)
def card_face(card_type_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A card: its colour band with the title (and a bolt for an instant), its picture, and its text
    when the card is large enough to hold it whole, else its gist (the zoom on hover shows it all)."""
    kind = elevator_data().card_types[card_type_id]
    w, h = size
    radius = max(5, w // 12)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (246, 242, 232), surface.get_rect(), border_radius=radius)
    band_rgb = CARD_COLOURS[kind.colour]
    band = pygame.Rect(0, 0, w, max(18, h * 3 // 10))  # room for a title on two lines on a small card
    pygame.draw.rect(surface, band_rgb, band, border_top_left_radius=radius, border_top_right_radius=radius)
    left = 6
    if kind.instant:
        s = band.height / 34
        bolt = [(12 * s, 6 * s), (5 * s, 19 * s), (10 * s, 19 * s), (7 * s, 29 * s), (16 * s, 14 * s), (11 * s, 14 * s),
                (14 * s, 6 * s)]
        pygame.draw.polygon(surface, (255, 255, 255), bolt)
        pygame.draw.polygon(surface, (60, 40, 0), bolt, 1)
        left = int(18 * s)
    ink = (255, 255, 255) if kind.colour != "yellow" else (40, 30, 10)
    title = pygame.Rect(left, 2, w - left - 5, band.height - 2)
    if font(max(10, band.height * 40 // 100), True).size(kind.name)[0] <= title.width:
        draw_text(surface, kind.name, title, max(10, band.height * 40 // 100), ink, bold=True)
    else:
        draw_block(surface, kind.name, title, max(10, band.height * 32 // 100), ink, bold=True, gap=0)
    text_px = max(10, w // 10)
    # the picture shrinks, or goes, for the whole text; then the card's gist under the picture
    tries = [(text, half) for text in (kind.text, kind.short) for half in (max(10, h // 7), max(7, w // 12), 0)]
    for text, half in [*tries, (kind.text, max(10, w // 7))]:
        icon_y = band.bottom + half + 6 if half else band.bottom
        body = pygame.Rect(6, icon_y + half + 4, w - 12, h - icon_y - half - 8)
        if block_fits(text, body, text_px):
            break
    if half:
        _card_icon(surface, kind, (w // 2, icon_y), half)
    draw_block(surface, text, body, text_px, (40, 44, 52))
    pygame.draw.rect(surface, band_rgb, surface.get_rect(), 2, border_radius=radius)
    return surface


def block_fits(text: str, box: pygame.Rect, px: int) -> bool:
    """Whether ``text`` fits ``box`` wrapped, at ``px`` or smaller down to the smallest readable size."""
    return any(block_height(wrap(text, size, box.width), size, False, 2) <= box.height
               for size in range(px, SMALLEST_PX - 1, -1))


def _card_icon(surface, kind, center, half: int) -> None:
    """The card's picture, in its colour: what it does, drawn (``PICTURES``)."""
    ink = CARD_COLOURS[kind.colour]
    if kind.colour == "yellow":  # yellow lines are faint on the cream card
        ink = (196, 138, 20)
    PICTURES[kind.effect](surface, kind, center, half, ink)


def _picture_step(surface, kind, center, half: int, ink) -> None:
    """A flight of stairs with the way(s) the card moves someone."""
    x, y = center
    step = half * 2 // 4
    for i in range(4):  # stairs rising to the right
        pygame.draw.rect(surface, ink, (x - half + i * step, y + half - (i + 1) * step, step + 1, (i + 1) * step))
    for d in kind.directions:
        ax = x - half * 0.45 if d > 0 else x + half * 0.45
        tip = y - half * 0.95 if d > 0 else y - half * 0.05
        tail = y - half * 0.05 if d > 0 else y - half * 0.95
        pygame.draw.line(surface, (40, 44, 52), (ax, tail), (ax, tip), max(2, half // 6))
        head = [(ax - half * 0.28, tip + half * 0.3 * d), (ax + half * 0.28, tip + half * 0.3 * d), (ax, tip)]
        pygame.draw.polygon(surface, (40, 44, 52), head)


def _picture_ride(surface, kind, center, half: int, ink) -> None:
    """The lift's doors under a floor indicator showing where it goes."""
    x, y = center
    car = pygame.Rect(0, 0, int(half * 1.5), int(half * 1.4))
    car.midbottom = (x, y + half)
    pygame.draw.rect(surface, ink, car, border_radius=2)
    pygame.draw.line(surface, (246, 242, 232), car.midtop, car.midbottom, max(1, half // 8))
    sign = pygame.Rect(0, 0, int(half * 0.9), int(half * 0.62))
    sign.midbottom = (x, car.top - 2)
    pygame.draw.rect(surface, (40, 44, 52), sign, border_radius=2)
    label = render(kind.floor, max(SMALLEST_PX, int(half * 0.55)), (255, 214, 90), True)
    surface.blit(label, label.get_rect(center=sign.center))


def _picture_boss_call(surface, kind, center, half: int, ink) -> None:
    """A telephone handset, ringing."""
    x, y = center
    width = max(3, half // 3)
    box = pygame.Rect(x - half * 0.8, y - half * 0.5, half * 1.6, half * 1.6)
    pygame.draw.arc(surface, ink, box, math.radians(20), math.radians(160), width)
    for side in (-1, 1):
        pygame.draw.circle(surface, ink, (x + side * half * 0.72, y - half * 0.05), half * 0.28)
    for r in (0.95, 1.2):
        pygame.draw.arc(surface, (40, 44, 52), pygame.Rect(x - half * r, y - half * r, 2 * half * r, 2 * half * r),
                        math.radians(60), math.radians(120), max(1, half // 8))


def _picture_transfer(surface, kind, center, half: int, ink) -> None:
    """Two arrows trading places."""
    x, y = center
    width = max(2, half // 5)
    for d in (-1, 1):
        row = y + d * half * 0.4
        start, end = x - d * half * 0.9, x + d * half * 0.9
        pygame.draw.line(surface, ink, (start, row), (end - d * half * 0.3, row), width)
        pygame.draw.polygon(surface, ink, [(end, row), (end - d * half * 0.4, row - half * 0.3),
                                           (end - d * half * 0.4, row + half * 0.3)])


def _picture_alarm(surface, kind, center, half: int, ink) -> None:
    """A ringing bell."""
    x, y = center
    bell = [(x - half * 0.75, y + half * 0.5), (x - half * 0.5, y - half * 0.2), (x - half * 0.3, y - half * 0.65),
            (x + half * 0.3, y - half * 0.65), (x + half * 0.5, y - half * 0.2), (x + half * 0.75, y + half * 0.5)]
    pygame.draw.polygon(surface, ink, bell)
    pygame.draw.circle(surface, ink, (x, y + half * 0.68), half * 0.18)
    for side in (-1, 1):
        pygame.draw.line(surface, (40, 44, 52), (x + side * half * 0.85, y - half * 0.55),
                         (x + side * half * 1.0, y - half * 0.8), max(1, half // 7))


def _picture_wet_floor(surface, kind, center, half: int, ink) -> None:
    """The folding caution sign, with a drop on it."""
    x, y = center
    sign = [(x, y - half), (x + half * 0.7, y + half), (x - half * 0.7, y + half)]
    pygame.draw.polygon(surface, ink, sign)
    pygame.draw.polygon(surface, (40, 44, 52), sign, max(1, half // 8))
    drop = [(x, y - half * 0.25), (x + half * 0.22, y + half * 0.35), (x - half * 0.22, y + half * 0.35)]
    pygame.draw.polygon(surface, (40, 44, 52), drop)
    pygame.draw.circle(surface, (40, 44, 52), (x, y + half * 0.38), half * 0.22)


def _picture_broken(surface, kind, center, half: int, ink) -> None:
    """The lift's doors split by a crack."""
    x, y = center
    car = pygame.Rect(0, 0, int(half * 1.5), int(half * 1.8))
    car.center = center
    pygame.draw.rect(surface, ink, car, border_radius=2)
    crack = [(x - half * 0.1, car.top), (x + half * 0.2, y - half * 0.3), (x - half * 0.2, y + half * 0.1),
             (x + half * 0.15, y + half * 0.45), (x, car.bottom)]
    pygame.draw.lines(surface, (40, 44, 52), False, crack, max(2, half // 6))


def _picture_hacker(surface, kind, center, half: int, ink) -> None:
    """A screen of green code over a keyboard."""
    x, y = center
    screen = pygame.Rect(0, 0, int(half * 1.8), int(half * 1.2))
    screen.midtop = (x, y - half)
    pygame.draw.rect(surface, (40, 44, 52), screen, border_radius=2)
    for i, length in enumerate((0.6, 1.0, 0.45)):
        top = screen.top + screen.height * (0.25 + i * 0.25)
        pygame.draw.line(surface, (110, 230, 120), (screen.left + 3, top),
                         (screen.left + 3 + (screen.width - 6) * length, top), max(1, half // 8))
    keys = pygame.Rect(0, 0, int(half * 2), max(3, int(half * 0.4)))
    keys.midtop = (x, screen.bottom + 2)
    pygame.draw.rect(surface, ink, keys, border_radius=2)


def _picture_chatter(surface, kind, center, half: int, ink) -> None:
    """Two speech bubbles."""
    x, y = center
    for dx, dy, colour in ((-0.3, -0.3, ink), (0.3, 0.3, (40, 44, 52))):
        bubble = pygame.Rect(0, 0, int(half * 1.3), int(half * 0.9))
        bubble.center = (x + dx * half, y + dy * half)
        pygame.draw.ellipse(surface, colour, bubble)
        tail_x = bubble.left + bubble.width * (0.25 if dx < 0 else 0.75)
        pygame.draw.polygon(surface, colour, [(tail_x - 3, bubble.bottom - 3), (tail_x + 3, bubble.bottom - 3),
                                              (tail_x - 6 * (1 if dx < 0 else -1), bubble.bottom + half * 0.3)])


PICTURES = {"step": _picture_step, "ride": _picture_ride, "boss_call": _picture_boss_call,
            "transfer": _picture_transfer, "alarm": _picture_alarm, "wet_floor": _picture_wet_floor,
            "broken": _picture_broken, "hacker": _picture_hacker, "chatter": _picture_chatter}
"""Each card effect's picture (the effects of data/elevator/cards.yaml)."""


@lru_cache(maxsize=8)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (36, 52, 74), surface.get_rect(), border_radius=8)
    pygame.draw.rect(surface, (120, 160, 200), surface.get_rect().inflate(-8, -8), 2, border_radius=6)
    label = render("51", max(12, size[1] // 4), (170, 205, 235), True)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


def draw_card(surface, card: str, rect: pygame.Rect, highlight=False, lifted=False) -> None:
    """A card in place, or (``lifted``) under the pointer, see-through so the drop place shows."""
    face = card_face(card.rsplit("-", 1)[0], rect.size)
    surface.blit(see_through(face) if lifted else face, rect)
    if highlight:
        pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=11)


# ------------------------------------------------------------------ the building
@lru_cache(maxsize=4)
def building_background(size: tuple[int, int], layout: Layout) -> pygame.Surface:
    """The felt with the building's unchanging art: facade, storeys, windows, plates, lobby, roof, shaft."""
    surface = night_sky(size).copy()
    b = layout.building
    facade = pygame.Rect(b.left, b.top, layout.shaft.left - b.left, layout.floor_h * 8)
    pygame.draw.rect(surface, BRICK, facade, border_radius=6)
    lights = random.Random(51)
    for i, name in enumerate(FLOORS_TOP_DOWN):
        _storey(surface, layout, name, i, lights)
    _roof(surface, layout)
    _shaft(surface, layout)
    return surface


@lru_cache(maxsize=2)
def night_sky(size: tuple[int, int]) -> pygame.Surface:
    """The sky behind the tower at night: deep blue going violet near the ground, a few stars, and
    the dark outline of the city's other buildings along the bottom."""
    small = pygame.Surface((1, 32))
    top, bottom = pygame.Color(10, 14, 34), pygame.Color(40, 32, 64)
    for y in range(32):
        small.set_at((0, y), top.lerp(bottom, y / 31))
    surface = pygame.transform.smoothscale(small, size)
    sky = random.Random(1951)
    for _ in range(size[0] * size[1] // 4000):
        x, y = sky.randrange(size[0]), sky.randrange(size[1] * 2 // 3)
        surface.set_at((x, y), (200, 206, 230) if sky.random() < 0.3 else (110, 118, 150))
    x = 0
    while x < size[0]:  # the skyline
        width, height = sky.randint(30, 90), sky.randint(size[1] // 12, size[1] // 4)
        block = pygame.Rect(x, size[1] - height, width, height)
        pygame.draw.rect(surface, (18, 18, 32), block)
        for wy in range(block.top + 6, block.bottom - 4, 12):
            for wx in range(block.left + 5, block.right - 5, 10):
                if sky.random() < 0.12:
                    pygame.draw.rect(surface, (120, 104, 60), (wx, wy, 3, 4))
        x += width + sky.randint(0, 12)
    return surface


def _storey(surface, layout: Layout, name: str, index: int, lights: random.Random) -> None:
    row = layout.floor_rects[name]
    wall = row.inflate(-4, 0)
    pygame.draw.rect(surface, STOREY if index % 2 else _lighter(STOREY, 0.06), wall, border_radius=4)
    slab = pygame.Rect(row.left, row.bottom - 3, row.width + 6, 6)
    pygame.draw.rect(surface, SLAB, slab)
    _windows(surface, layout, row, lights, lobby=(name == "0"))
    side = min(layout.label_w - 10, layout.floor_h - 14)
    plate = pygame.Rect(0, 0, side, side)
    plate.center = (row.left + layout.label_w // 2, row.centery)
    pygame.draw.ellipse(surface, (40, 46, 56), plate)
    pygame.draw.ellipse(surface, FRAME, plate, 2)
    number = render(name, max(12, plate.height * 6 // 10), GOLD if name in ("0", "A") else INK, True)
    surface.blit(number, number.get_rect(center=plate.center))
    door = layout.landing_door(row)
    pygame.draw.rect(surface, FRAME, door.inflate(4, 4), border_top_left_radius=3, border_top_right_radius=3)
    pygame.draw.rect(surface, CAR_DOOR, door)
    pygame.draw.line(surface, (90, 96, 108), door.midtop, door.midbottom, 1)
    if name == "0":
        sign = render("EXIT", max(9, layout.floor_h // 6), (120, 240, 140), True)
        box = sign.get_rect(midbottom=(row.left + layout.label_w + layout.marks_w // 2,
                                       row.top + sign.get_height() + 6))
        pygame.draw.rect(surface, (24, 60, 32), box.inflate(8, 4), border_radius=3)
        surface.blit(sign, box)


def _windows(surface, layout: Layout, row: pygame.Rect, lights: random.Random, lobby: bool) -> None:
    """A strip of windows along the top of a storey (the lobby has tall glass doors instead)."""
    left = row.left + layout.label_w + layout.marks_w
    right = row.right - max(14, layout.floor_h // 3) - 10
    height = max(6, row.height // 5)
    width = max(8, height + 4)
    if lobby:
        for x in range(left, right - width * 2, width * 3):
            pane = pygame.Rect(x, row.top + 4, width * 2, row.height // 2)
            pygame.draw.rect(surface, WINDOW_DARK, pane, border_radius=2)
            pygame.draw.rect(surface, FRAME, pane, 1, border_radius=2)
        return
    for x in range(left, right - width, width + 8):
        pane = pygame.Rect(x, row.top + 4, width, height)
        pygame.draw.rect(surface, WINDOW_LIT if lights.random() < 0.55 else WINDOW_DARK, pane, border_radius=2)
        pygame.draw.rect(surface, FRAME, pane, 1, border_radius=2)


def _roof(surface, layout: Layout) -> None:
    """The penthouse on Floor A: a dark parapet along its top."""
    top = layout.floor_rects["A"].top
    left, right = layout.building.left, layout.shaft.left
    pygame.draw.rect(surface, BRICK_DARK, (left, top, right - left, 4), border_top_left_radius=6,
                     border_top_right_radius=6)


def _shaft(surface, layout: Layout) -> None:
    shaft = layout.shaft
    pygame.draw.rect(surface, SHAFT, shaft, border_radius=8)
    for x in (shaft.left + 5, shaft.right - 6):  # guide rails
        pygame.draw.line(surface, (60, 66, 76), (x, shaft.top + 4), (x, shaft.bottom - 4), 2)
    for i in range(1, 8):
        y = shaft.top + i * layout.floor_h
        pygame.draw.line(surface, (48, 54, 64), (shaft.left + 8, y - 2), (shaft.right - 8, y - 2), 1)


def draw_building(surface, layout: Layout, view: dict, targets: set, colour_blind: bool, hidden, token_centres: dict,
                  car: pygame.Rect | None = None, doors_open: float = 1.0) -> dict:
    """What changes on the building: lit floors, objective markers, effect tokens, the car (at
    ``car``, when it is riding) and every Alien not in ``hidden``.

    Fills ``token_centres`` and returns each Alien's token size.
    """
    sizes = {}
    token_types = elevator_data().tokens
    for name in FLOORS_TOP_DOWN:
        rect = layout.floor_rects[name]
        if name in targets:
            pygame.draw.rect(surface, GOLD, rect, 3, border_radius=6)
        _markers(surface, layout, view, name, colour_blind)
        token = view["tokens"].get(name)
        if token:
            kind = token_types[token]
            badge = layout.token_badge(name)
            pygame.draw.rect(surface, TOKEN_BADGE[kind.kind], badge, border_radius=badge.height // 2)
            draw_text(surface, kind.name, badge.inflate(-4, 0), 12, (255, 255, 255), bold=True, align="center")
    car = car or layout.car_rect(view["elevator"])
    _car(surface, car, view["broken"], "E" in targets, doors_open)
    token_centres.clear()
    groups: dict[str, list[str]] = {}
    for alien, place in sorted(view["aliens"].items(), key=lambda item: (item[0].startswith("K"), item[0])):
        groups.setdefault(place, []).append(alien)
    for place, aliens in groups.items():
        area = layout.car_inside(view["elevator"]) if place == "E" else layout.floor_areas[place]
        size, centres = layout.token_positions(area, len(aliens))
        for alien, centre in zip(aliens, centres, strict=False):
            token_centres[alien] = centre
            sizes[alien] = size
            if alien not in hidden:
                draw_alien(surface, alien, centre, size, view, colour_blind)
    return sizes


def _markers(surface, layout: Layout, view: dict, floor: str, colour_blind: bool) -> None:
    """A player's workstation on a floor: a little flag in their colour with their glyph."""
    index = 0
    for seat, marks in enumerate(view["objectives"]):
        if floor in marks:
            colour = view["seats"][seat]["colour"]
            flag = layout.marker_spot(floor, index)
            pygame.draw.line(surface, (40, 40, 44), flag.bottomleft, (flag.left, flag.bottom + 6), 2)
            pygame.draw.rect(surface, (235, 235, 235), flag, border_radius=3)
            draw_glyph(surface, glyph_for(colour), flag.center, flag.width * 0.68, colour_rgb(colour, colour_blind))
            index += 1


def _car(surface, car: pygame.Rect, broken: bool, lit: bool, doors_open: float) -> None:
    """The car on its cables; its doors slide aside as it stops (``doors_open`` 0 closed, 1 open)."""
    cable_x = car.centerx
    pygame.draw.line(surface, (110, 116, 126), (cable_x, surface.get_rect().top + 52), (cable_x, car.top), 2)
    pygame.draw.rect(surface, CAR if not broken else (150, 90, 80), car, border_radius=6)
    inside = car.inflate(-8, -8)
    pygame.draw.rect(surface, (64, 70, 82), inside, border_radius=4)
    half = inside.width // 2
    gap = int(half * max(0.0, min(1.0, doors_open)) * 0.82)
    for side in (-1, 1):
        door = pygame.Rect(0, inside.top, half - gap, inside.height)
        if side < 0:
            door.left = inside.left
        else:
            door.right = inside.right
        pygame.draw.rect(surface, CAR_DOOR, door)
        pygame.draw.rect(surface, (96, 102, 114), door, 1)
    pygame.draw.rect(surface, GOLD if lit else (210, 215, 222), car, 3, border_radius=6)
    caption = pygame.Rect(car.left, car.top, car.width, 15)
    draw_text(surface, "BROKEN" if broken else "ELEVATOR", caption, 11, (240, 240, 240), bold=True, align="center")


# ------------------------------------------------------------------ the panel
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def draw_die(surface, rect: pygame.Rect, value, can_roll: bool, hot: bool, rolling: float | None = None) -> None:
    """The die; while ``rolling`` (0 to 1 of the roll) it tumbles through other faces."""
    face = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(face, (250, 250, 246), face.get_rect(), border_radius=rect.w // 6)
    pygame.draw.rect(face, (200, 200, 196), face.get_rect(), 2, border_radius=rect.w // 6)
    shown = value
    if rolling is not None:
        shown = random.Random(int(rolling * 12)).randint(1, 6)
    if shown is None:
        draw_text(face, "ROLL" if can_roll else "-", face.get_rect(), max(12, rect.h // 4), (60, 60, 70), bold=True,
                  align="center")
    else:
        for dx, dy in PIPS[shown]:
            pygame.draw.circle(face, (30, 30, 40), (rect.w // 2 + dx * rect.w // 4, rect.h // 2 + dy * rect.h // 4),
                               max(3, rect.w // 11))
    angle, lift = 0.0, 0
    if rolling is not None:
        angle = (1 - rolling) * 540
        lift = int(math.sin(rolling * math.pi) * rect.h * 0.3)
    turned = pygame.transform.rotate(face, angle) if angle else face
    box = turned.get_rect(center=(rect.centerx, rect.centery - lift))
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=rect.w // 6)
    surface.blit(turned, box)
    if can_roll:
        pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 3 if not hot else 5, border_radius=rect.w // 5)


def draw_piles(surface, layout: Layout, view: dict, discard_target: bool) -> None:
    surface.blit(pygame.transform.smoothscale(card_back(layout.card_size), layout.deck.size), layout.deck)
    _count_under(surface, layout.deck, f"deck {view['deck_size']}")
    if view["discard"]:
        face = card_face(view["discard"][-1].rsplit("-", 1)[0], layout.card_size)
        surface.blit(pygame.transform.smoothscale(face, layout.discard.size), layout.discard)
    else:
        pygame.draw.rect(surface, (70, 80, 92), layout.discard, 2, border_radius=8)
    if discard_target:
        pygame.draw.rect(surface, GOLD, layout.discard.inflate(6, 6), 3, border_radius=10)
    _count_under(surface, layout.discard, f"discard {len(view['discard'])}")


def _count_under(surface, rect: pygame.Rect, text: str) -> None:
    draw_text(surface, text, pygame.Rect(rect.left - 11, rect.bottom + 2, rect.width + 22, 16), 12, DIM,
              align="center")


def seat_line(view: dict, seat: int) -> str:
    return seat_lines(view, seat)[0]


def seat_lines(view: dict, seat: int) -> list[str]:
    """A seat's row, said in full and then shorter (first name, bare numbers), for a narrow list."""
    info = view["seats"][seat]
    cards = view["hand_sizes"][seat]
    named = ""
    if view["team"] and view["hands"][seat] is not None and len(view["seats"]) > 1:
        named = ": " + ", ".join(elevator_data().card(c).name for c in view["hands"][seat])
    floors = ", ".join(view["objectives"][seat]) if view["objectives"] and view["objectives"][seat] else ""
    first_name = info["name"].split()[0] if info["name"].split() else info["name"]
    lines = []
    for name in dict.fromkeys((info["name"], first_name)):
        text = f"{name}  ·  {cards} card{'s' if cards != 1 else ''}{named}"
        lines.append(text + (f"  ·  floors {floors}" if floors else ""))
    short_floors = f" · {floors.replace(', ', ',')}" if floors else ""
    lines.append(f"{first_name} · {cards}{named}{short_floors}")
    if named:  # the last resort: the cards are named when the row is hovered
        lines.append(f"{first_name} · {cards} card{'s' if cards != 1 else ''}{short_floors}")
    return lines


def draw_seats(surface, layout: Layout, view: dict, colour_blind: bool) -> None:
    """A row per seat: glyph, name, cards in hand (named in the team modes), objective floors."""
    rect = layout.seats
    row_h = rect.height // max(1, len(view["seats"]))
    for i, seat in enumerate(view["seats"]):
        row = pygame.Rect(rect.left, rect.top + i * row_h, rect.width, row_h - 2)
        if i == view["active"]:
            pygame.draw.rect(surface, (70, 90, 112), row, border_radius=5)
        colour = seat["colour"]
        draw_glyph(surface, glyph_for(colour), (row.left + 12, row.centery), min(15, row_h - 6),
                   colour_rgb(colour, colour_blind))
        draw_text_choice(surface, seat_lines(view, i), pygame.Rect(row.left + 26, row.top, row.width - 30, row.height),
                         13, INK)


def status_head(view: dict, width: int) -> list[str]:
    """The gold line(s) over the prompt: whose turn (or the set-up), and the descending boss (on a line of its
    own if needed)."""
    active = view["seats"][view["active"]]["name"]
    if view["over"]:
        parts = ["Game over"]
    elif view["step"] == "marker":  # before the first turn, each player in turn places a marker
        parts = ["Set-up: workstation markers"]
    else:
        parts = [f"Turn {view['turn']}: {active}'s turn"]
    if view["team"] and view["descending_boss"]:
        boss = view["descending_boss"]
        floor = view["aliens"][boss]
        floors_left = "0123456A".index(floor)
        parts.append(f"Boss {boss} on Floor {floor}: {floors_left} turn{'s' if floors_left != 1 else ''} left")
        if len(view["boss_order"]) > 1 and boss == view["boss_order"][0]:
            parts[-1] += f", then boss {view['boss_order'][1]}"
    joined = "   ·   ".join(parts)
    if font(16, True).size(joined)[0] <= width:
        return [joined]
    return [line for part in parts for line in wrap(part, 16, width, bold=True)]


def draw_status(surface, layout: Layout, view: dict, prompt: str | None = None, own_turn: bool = True) -> None:
    """Whose turn and the boss's countdown in gold, the prompt, and this turn's limits at the bottom.
    In the reader's ``own_turn`` the prompt drops their name (the gold line says whose turn it is);
    anyone else reads it with the name, so "Ben: roll the die." is not taken for their own."""
    rect = layout.status
    pygame.draw.rect(surface, (24, 32, 42), rect, border_radius=8)
    inner = rect.inflate(-24, -12)
    head = status_head(view, inner.width)
    y = inner.top
    for line in head:
        draw_text(surface, line, pygame.Rect(inner.left, y, inner.width, 20), 16, GOLD, bold=True)
        y += 20
    flags = []
    if view["no_cards"]:
        flags.append("No card use this turn")
    if view["broken"]:
        flags.append("Elevator broken this turn")
    if not view["over"] and view["plays_left"] and not view["no_cards"]:
        flags.append(f"cards left to use this turn: {view['plays_left']}")
    bottom = inner.bottom
    if flags:
        bottom -= 18
        draw_text(surface, "  ·  ".join(flags), pygame.Rect(inner.left, bottom, inner.width, 18), 13, DIM)
    words = prompt if prompt is not None else view["prompt"]
    active = f"{view['seats'][view['active']]['name']}: "
    if own_turn and words.startswith(active):  # the line above already names whose turn it is
        words = words[len(active)].upper() + words[len(active) + 1:]
    draw_block(surface, words, pygame.Rect(inner.left, y + 4, inner.width, bottom - y - 6), 16, INK)


def draw_zoomed_card(surface, card: str, near: pygame.Rect, layout: Layout) -> pygame.Rect:
    """A card of the hand at a readable size, over the shaft beside the panel (clear of the status box
    and the top bar)."""
    box = pygame.Rect((0, 0), layout.zoom_size)
    box.midright = (layout.panel.left - 12, near.centery)
    box.clamp_ip(pygame.Rect(0, layout.building.top, surface.get_width(), surface.get_height() - layout.building.top))
    pygame.draw.rect(surface, (0, 0, 0), box.move(4, 6), border_radius=10)
    draw_card(surface, card, box)
    return box
