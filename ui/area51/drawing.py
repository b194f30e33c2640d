"""Drawing the Area 51 table from a view (what one seat may see). No rule is decided here.

Artifact cards show their colour, its glyph and their value; a starting card has an "S".
Face-down cards show a back with a stripe of the colour of whoever played them (the
viewer's own face-down cards show their face over a "face down" band). Bunkers are towers
in their artifact colour under their owner's cap, with their level in security markers.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import pairwise

import pygame

from game.area51.rules_data import area51_data
from game.core.wording import plural
from ui.area51.layout import ARTIFACT_ORDER, Layout
from ui.hover import draw_panel
from ui.look import see_through
from ui.palette import ARTIFACT_GLYPHS, artifact_rgb, colour_rgb, draw_glyph, draw_seat_glyph, glyph_for, seat_colours
from ui.text import SMALLEST_PX, draw_label, draw_text, draw_text_choice, fits, font, render, wrap

INK = (232, 238, 244)
DIM = (150, 164, 178)
GOLD = (255, 205, 90)
SOFT = (150, 190, 230)
"""The ring of a card that can be picked up now (gold is for targets and marked moves)."""
CREAM = (246, 242, 232)
SAND = (201, 170, 118)
SAND_EDGE = (150, 120, 80)
GRAVEL = (172, 158, 130)
FENCE = (64, 64, 62)
TOWER_ROOF = (96, 92, 86)
SIGN = (40, 44, 40)
PAD = (190, 186, 176)
PAD_EDGE = (120, 116, 108)
PAD_INK = (78, 74, 66)
HANGAR = (52, 56, 52)
ROOF_RIB = (150, 154, 148)
CONCRETE = (156, 150, 138)
HALO = (30, 24, 12)
"""Drawn under every gold outline on the board, so a lit place stands out on sand and concrete."""
ASPHALT = (54, 56, 60)
RAIL = (170, 176, 186)
SLEEPER = (112, 84, 60)
BACK = (34, 48, 70)
MARKER = (196, 200, 204)
CHECK = (120, 220, 140)


def card_colour(card: str) -> str:
    return area51_data().colour_of[card]


# ------------------------------------------------------------------ cards
@lru_cache(maxsize=256)
def card_face(card_type: tuple[str, int, bool], size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """The face of an artifact card of (colour, value, starting) at ``size``."""
    colour, value, starting = card_type
    w, h = size
    radius = max(4, w // 9)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, CREAM, surface.get_rect(), border_radius=radius)
    rgb = artifact_rgb(colour, colour_blind)
    band = pygame.Rect(0, 0, w, max(12, h * 30 // 100))
    pygame.draw.rect(surface, rgb, band, border_top_left_radius=radius, border_top_right_radius=radius)
    draw_glyph(surface, ARTIFACT_GLYPHS[colour], band.center, band.height * 0.78, (250, 250, 250))
    corner = render(str(value), max(10, band.height * 80 // 100), (250, 250, 250), True)  # readable when fanned
    surface.blit(corner, corner.get_rect(midleft=(max(3, w // 14), band.centery)))
    number = render(str(value), max(12, h * 40 // 100), (34, 34, 40), True)
    surface.blit(number, number.get_rect(center=(w // 2, band.bottom + (h - band.bottom) * 45 // 100)))
    if starting:
        tag = render("S", max(9, h // 8), (90, 90, 96), True)
        surface.blit(tag, tag.get_rect(bottomleft=(max(3, w // 12), h - 2)))
    pygame.draw.rect(surface, rgb, surface.get_rect(), max(1, w // 30), border_radius=radius)
    return surface


@lru_cache(maxsize=64)
def card_back(size: tuple[int, int], owner: str | None, colour_blind: bool) -> pygame.Surface:
    """A card's back; a face-down card in a hangar carries a stripe of its owner's colour."""
    w, h = size
    radius = max(4, w // 9)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, BACK, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (96, 130, 170), surface.get_rect().inflate(-4, -4), 1, border_radius=radius)
    if h >= 30:
        _draw_saucer(surface, (w // 2, h * 40 // 100), w * 0.7)
    if owner:
        stripe = pygame.Rect(3, h - max(10, h // 4) - 3, w - 6, max(10, h // 4))
        colours = seat_colours(owner)
        part = stripe.width // len(colours)
        for i, colour in enumerate(colours):
            pygame.draw.rect(surface, colour_rgb(colour, colour_blind),
                             (stripe.left + i * part, stripe.top, part, stripe.height))
        draw_seat_glyph(surface, owner, stripe.center, stripe.height * 0.9, colour_blind)
    return surface


def _draw_saucer(surface, centre, width: float) -> None:
    """The emblem on a card's back: a flying saucer (a picture, not a number to be misread)."""
    x, y = centre
    light, dark = (150, 185, 220), (70, 98, 132)
    dome = pygame.Rect(0, 0, int(width * 0.46), int(width * 0.36))
    dome.midbottom = (x, int(y + width * 0.04))
    pygame.draw.ellipse(surface, light, dome)
    disk = pygame.Rect(0, 0, int(width), max(4, int(width * 0.24)))
    disk.center = (x, int(y + width * 0.06))
    pygame.draw.ellipse(surface, light, disk)
    pygame.draw.ellipse(surface, dark, disk, max(1, int(width * 0.03)))
    for i in (-1, 0, 1):
        pygame.draw.circle(surface, dark, (int(x + i * width * 0.26), disk.centery), max(1, int(width * 0.04)))


def card_type(card: str) -> tuple[str, int, bool]:
    info = area51_data().cards[card]
    return info.colour, info.value, info.starting


def draw_card(surface, card: str | None, rect: pygame.Rect, colour_blind: bool, owner: str | None = None,
              down: bool = False, glow=None, dim: bool = False, shown_width: int | None = None) -> None:
    """A card face (or its back when ``card`` is None); ``down``: the viewer's own face-down card;
    ``dim``: an artifact of a pick-up that no bunker can store.
    ``shown_width``: how much of the card stays in view, the rest lying under the next card (the
    "face down" word is written only in what shows, or left out)."""
    picture = card_face(card_type(card), rect.size, colour_blind) if card else card_back(rect.size, owner,
                                                                                          colour_blind)
    surface.blit(picture, rect)
    if card and down:  # a band of the card back across its foot: face down, seen only by its player
        high = max(14, rect.height * 26 // 100)
        band = pygame.Rect(rect.left, rect.bottom - high, rect.width, high)
        pygame.draw.rect(surface, BACK, band, border_bottom_left_radius=max(4, rect.width // 9),
                         border_bottom_right_radius=max(4, rect.width // 9))
        words = band.copy()
        words.width = band.width if shown_width is None else min(band.width, shown_width)
        draw_label(surface, ["face down", "down"], words, max(9, high * 7 // 10), (220, 226, 236), align="center")
    if dim:  # a picked-up artifact no bunker can store: it goes to the hand
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((10, 14, 20, 70))  # light enough that its colour still reads
        surface.blit(shade, rect)
        high = max(14, rect.height * 22 // 100)
        band = pygame.Rect(rect.left, rect.bottom - high, rect.width, high)
        pygame.draw.rect(surface, (78, 86, 100), band, border_bottom_left_radius=max(4, rect.width // 9),
                         border_bottom_right_radius=max(4, rect.width // 9))
        draw_label(surface, ["to hand", "hand"], band, max(9, high * 6 // 10), (220, 226, 236), align="center")
    if glow:
        pygame.draw.rect(surface, glow, rect.inflate(6, 6), 3, border_radius=max(5, rect.width // 8))


def draw_lifted_card(surface, card: str, centre, size, colour_blind: bool) -> None:
    rect = pygame.Rect((0, 0), size)
    rect.center = centre
    surface.blit(see_through(card_face(card_type(card), size, colour_blind)), rect)


# ------------------------------------------------------------------ the board
LANE_PX = 24
WAY = {"truck": "road", "train": "track"}
PILE_CORNER = 0.4
"""How much of a hangar card's width stays in view under the next one, at least."""
PILE_ROWS_EDGE = 1.15
"""A pile lies in one row only when its cards are this much larger there than in two rows
(two rows show more of each card)."""


@lru_cache(maxsize=4)
def board_background(size: tuple[int, int], layout: Layout) -> pygame.Surface:
    """The felt with the board's unchanging ground: lanes, region grounds, building pads, hangars.

    Made once per window size (and board), so a frame draws only what changes on it.
    """
    from ui.look import felt, ground
    surface = felt(size).copy()
    surface.blit(ground(layout.board.size, SAND, 51, specks=16), layout.board)
    pygame.draw.rect(surface, SAND_EDGE, layout.board, 2)
    _draw_lanes_ground(surface, layout)
    small = layout.font_px(11)
    for region_id, area in layout.regions.items():
        surface.blit(ground(area.size, GRAVEL, 52, specks=12), area)
        _fence(surface, layout, area)
        header = layout.region_headers[region_id].inflate(-2 * layout.px(6), 0).move(0, layout.px(3))
        pygame.draw.rect(surface, SIGN, header, border_radius=4)
        title = render(f"Region {region_id}", layout.font_px(15), INK, True)
        surface.blit(title, (header.left + layout.px(6), header.top + layout.px(3)))
    for space, rect in layout.space_rects.items():
        _concrete_pad(surface, rect)
        surface.blit(render(space[1:], small, PAD_INK, True), (rect.left + 4, rect.bottom - small - 4))
    for rect in layout.hangar_rects.values():
        _hangar_building(surface, layout, rect)
    return surface


def _fence(surface, layout: Layout, area: pygame.Rect) -> None:
    """A wire fence round a region, with posts along it and a guard tower at each corner."""
    pygame.draw.rect(surface, FENCE, area, 2)
    pygame.draw.rect(surface, (120, 118, 112), area.inflate(-4, -4), 1)
    step = max(10, layout.px(22))
    post = max(2, layout.px(3))
    for x in range(area.left, area.right, step):
        for y in (area.top, area.bottom - 1):
            pygame.draw.rect(surface, FENCE, (x - post // 2, y - post // 2, post, post))
    for y in range(area.top, area.bottom, step):
        for x in (area.left, area.right - 1):
            pygame.draw.rect(surface, FENCE, (x - post // 2, y - post // 2, post, post))
    side = max(10, layout.px(18))
    for corner in (area.topleft, area.topright, area.bottomleft, area.bottomright):
        tower = pygame.Rect(0, 0, side, side)
        tower.center = corner
        pygame.draw.rect(surface, (0, 0, 0), tower.move(3, 3))  # its shadow on the sand
        pygame.draw.rect(surface, TOWER_ROOF, tower)
        pygame.draw.rect(surface, FENCE, tower, 2)
        pygame.draw.line(surface, FENCE, tower.topleft, tower.bottomright, 1)
        pygame.draw.line(surface, FENCE, tower.topright, tower.bottomleft, 1)


def _concrete_pad(surface, rect: pygame.Rect) -> None:
    """A building plot: a slab of concrete with its joints."""
    pygame.draw.rect(surface, PAD, rect, border_radius=3)
    pygame.draw.rect(surface, PAD_EDGE, rect, 1, border_radius=3)
    joint = (176, 172, 162)
    pygame.draw.line(surface, joint, (rect.left + 3, rect.centery), (rect.right - 4, rect.centery))
    pygame.draw.line(surface, joint, (rect.centerx, rect.top + 3), (rect.centerx, rect.bottom - 4))


def _hangar_building(surface, layout: Layout, rect: pygame.Rect) -> None:
    """A hangar seen from above with its roof open: the floor where its cards lie, and the ribbed
    roof's edge along the top."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 3), border_radius=4)
    pygame.draw.rect(surface, HANGAR, rect, border_radius=4)
    roof = pygame.Rect(rect.left, rect.top, rect.width, max(4, layout.px(8)))
    pygame.draw.rect(surface, ROOF_RIB, roof, border_top_left_radius=4, border_top_right_radius=4)
    for x in range(roof.left + 3, roof.right - 2, max(4, layout.px(6))):
        pygame.draw.line(surface, (110, 114, 108), (x, roof.top + 1), (x, roof.bottom - 1))
    pygame.draw.rect(surface, FENCE, rect, 1, border_radius=4)


def lit_outline(surface, rect: pygame.Rect, width: int = 3, radius: int = 6) -> None:
    """A lit place: gold over a dark halo, readable on sand, concrete and asphalt alike."""
    pygame.draw.rect(surface, HALO, rect.inflate(4, 4), width + 2, border_radius=radius + 2)
    pygame.draw.rect(surface, GOLD, rect, width, border_radius=radius)


def draw_regions(surface, layout: Layout, view: dict, lit: set[str], colour_blind: bool) -> None:
    """What changes on the regions: marker supplies, bunkers, piles and every lit place."""
    for region in view["regions"]:
        if f"region:{region['id']}" in lit:
            lit_outline(surface, layout.regions[region["id"]], radius=4)
        _marker_supply(surface, layout, region)
        bunkers = {b["space"]: b for b in region["bunkers"]}
        for n in range(1, region["spaces"] + 1):
            space = f"{region['id']}{n}"
            rect = layout.space_rects[space]
            bunker = bunkers.get(space)
            if bunker is not None:
                surface.blit(bunker_sprite(layout, rect.size, bunker["colour"], bunker["owner"], bunker["level"],
                                           bunker["bonus"], colour_blind), rect)
            project = view["project"]
            if project is not None and project.get("space") == space:
                _draw_project_place(surface, layout, rect, project, colour_blind)
            elif bunker is None and space == region["next_space"]:
                tag = render("next", layout.font_px(11), PAD_INK)
                surface.blit(tag, tag.get_rect(center=rect.center))
            if f"space:{space}" in lit:
                lit_outline(surface, rect.inflate(4, 4))
        for hangar in region["hangars"]:
            draw_hangar(surface, layout, hangar, view["hangars"][hangar], lit, colour_blind)


def _marker_supply(surface, layout: Layout, region: dict) -> None:
    header = layout.region_headers[region["id"]]
    markers = region["markers"]
    text = f"{markers} security marker{'s' if markers != 1 else ''} left" if markers else "no security markers left"
    room = pygame.Rect(header.left + layout.px(110), header.top, header.width - layout.px(120), header.height)
    label = draw_text(surface, text, room, layout.font_px(13), INK if markers else (255, 140, 120), bold=True,
                      align="right")
    pygame.draw.circle(surface, MARKER if markers else (120, 80, 80), (label.left - layout.px(12), label.centery),
                       layout.px(7))


@lru_cache(maxsize=256)
def bunker_sprite(layout: Layout, size: tuple[int, int], colour: str, owner: str, level: int, bonus: int,
                  colour_blind: bool) -> pygame.Surface:
    """A tower in its artifact colour under its owner's cap, its level as marker chips and "L2",
    and the end bonus it would get now."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    rgb = artifact_rgb(colour, colour_blind)
    width = min(rect.width - layout.px(14), layout.px(34))
    tower = pygame.Rect(0, 0, width, rect.height * 52 // 100)
    tower.midbottom = (rect.centerx, rect.bottom - layout.px(18))
    pygame.draw.rect(surface, (0, 0, 0), tower.move(2, 3), border_radius=4)  # its shadow on the slab
    pygame.draw.rect(surface, rgb, tower, border_radius=4)
    pygame.draw.rect(surface, CONCRETE, tower, max(2, layout.px(3)), border_radius=4)  # the concrete shell
    pygame.draw.rect(surface, (20, 20, 24), tower, 1, border_radius=4)
    draw_glyph(surface, ARTIFACT_GLYPHS[colour], (tower.centerx, tower.top + tower.height * 0.4),
               min(tower.width, tower.height) * 0.5, (250, 250, 250))
    blast_door(surface, tower)
    cap = (tower.centerx, tower.top - layout.px(9))
    pygame.draw.circle(surface, colour_rgb(owner, colour_blind), cap, layout.px(11))
    pygame.draw.circle(surface, (20, 20, 24), cap, layout.px(11), 1)
    draw_glyph(surface, glyph_for(owner), cap, layout.px(13), colour_rgb(owner, colour_blind))
    number = render(f"L{level}", layout.font_px(14), INK, True)  # "L": never read with the space's number
    pill = number.get_rect(midbottom=(rect.centerx + layout.px(4), rect.bottom - 2)).inflate(layout.px(6), 0)
    pygame.draw.rect(surface, (24, 30, 38), pill, border_radius=pill.height // 2)
    surface.blit(number, number.get_rect(center=pill.center))
    for i in range(min(level, 6)):  # marker chips up the tower's side
        chip = (tower.right + layout.px(5), tower.bottom - layout.px(4) - i * layout.px(7))
        pygame.draw.circle(surface, MARKER, chip, layout.px(3))
    if bonus:
        badge = (rect.right - layout.px(9), rect.top + layout.px(10))
        pygame.draw.circle(surface, GOLD, badge, layout.px(9))
        text = render(str(bonus), layout.font_px(11), (40, 30, 0), True)
        surface.blit(text, text.get_rect(center=badge))
    return surface


def blast_door(surface, bunker: pygame.Rect) -> None:
    """A bunker's blast door at its foot: steel with a yellow-and-black hazard band."""
    door = pygame.Rect(0, 0, bunker.width * 3 // 5, max(5, bunker.height // 4))
    door.midbottom = (bunker.centerx, bunker.bottom - 2)
    pygame.draw.rect(surface, (70, 74, 78), door)
    band = pygame.Rect(door.left, door.top, door.width, max(2, door.height // 3))
    pygame.draw.rect(surface, (230, 180, 40), band)
    for x in range(band.left, band.right, 5):
        pygame.draw.line(surface, (20, 20, 24), (x, band.bottom - 1), (min(x + 3, band.right - 1), band.top))
    pygame.draw.rect(surface, (20, 20, 24), door, 1)


def draw_hangar(surface, layout: Layout, hangar: str, pile: list[dict], lit: set[str], colour_blind: bool) -> None:
    rect = layout.hangar_rects[hangar]
    high = max(14, layout.px(16))
    caption = pygame.Rect(rect.left + 5, rect.bottom - high - 2, rect.width - 10, high)
    draw_text_choice(surface, hangar_captions(hangar, pile), caption, layout.font_px(11), DIM)
    if pile:
        key = tuple((card.get("card"), card["by"], bool(card.get("down"))) for card in pile)
        surface.blit(pile_sprite(layout, rect.size, key, colour_blind), rect)
    upper, lower = layout.hangar_halves(rect)
    face_up, face_down = f"up:{hangar}" in lit, f"down:{hangar}" in lit
    if face_up:
        _drop_zone(surface, layout, upper if face_down else rect, "face up")
    if face_down:
        _drop_zone(surface, layout, lower if face_up else rect, "face down")
    if f"hangar:{hangar}" in lit:
        pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 3, border_radius=7)


def _draw_project_place(surface, layout: Layout, rect: pygame.Rect, project: dict, colour_blind: bool) -> None:
    """Where the bunker being paid for will stand (faint), or the bunker being raised, ringed."""
    if project["kind"] == "bunker":
        ghost = bunker_sprite(layout, rect.size, project["colour"], project["cap"], 1, 0, colour_blind).copy()
        ghost.set_alpha(110)
        surface.blit(ghost, rect)
    pygame.draw.rect(surface, SOFT, rect.inflate(4, 4), 2, border_radius=7)


def hangar_captions(hangar: str, pile: list[dict]) -> list[str]:
    """"left: 6, 3 down" (the hangar, its cards and how many lie face down), and shorter forms."""
    downs = sum(1 for c in pile if c.get("down"))
    count = f"{len(pile)}" + (f", {downs} down" if downs else "")
    return [f"{hangar.split('-')[1]}: {count}", count, f"{len(pile)}"]


def _drop_zone(surface, layout, rect: pygame.Rect, words: str) -> None:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((255, 205, 90, 46))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, GOLD, rect, 2, border_radius=5)
    label = render(words, layout.font_px(12), GOLD, True)
    surface.blit(label, label.get_rect(topright=(rect.right - 4, rect.top + 3)))


@lru_cache(maxsize=128)
def pile_sprite(layout: Layout, size: tuple[int, int], pile: tuple, colour_blind: bool) -> pygame.Surface:
    """The cards of a hangar, (card or None, who played it, face down) each: the face-up cards, then
    the viewer's own face-down ones, then one stack of backs per player with its count, so that a
    crowded hangar stays readable."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    groups = pile_groups(pile)
    spots = pile_spots(layout, size, len(groups))
    for i, (group, spot) in enumerate(zip(groups, spots, strict=False)):
        follower = spots[i + 1] if i + 1 < len(spots) else None
        same_row = follower is not None and follower.top == spot.top
        card, by, down = group[0]
        shown = follower.left - spot.left if follower is not None and same_row else spot.width
        if card is None:
            _draw_back_stack(surface, spot, shown, by, len(group), colour_blind)
            continue
        next_own = same_row and groups[i + 1][0][0] is not None and groups[i + 1][0][2]
        shown = 0 if next_own else shown
        draw_card(surface, card, spot, colour_blind, owner=by, down=down,
                  shown_width=shown)  # "face down" once, under a row's last such card, where it shows
    return surface


def pile_groups(pile: tuple) -> list[list[tuple]]:
    """A hangar's cards as they are drawn: each face-up card, each of the viewer's own face-down
    cards (after them), and the backs of each other player's face-down cards as one group."""
    face_up = [[item] for item in pile if item[0] is not None and not item[2]]
    own_down = [[item] for item in pile if item[0] is not None and item[2]]
    backs: dict[str, list[tuple]] = {}
    for item in pile:
        if item[0] is None:
            backs.setdefault(item[1], []).append(item)
    return face_up + own_down + list(backs.values())


def _draw_back_stack(surface, spot: pygame.Rect, shown: int, owner: str, count: int, colour_blind: bool) -> None:
    """A player's face-down cards in a hangar: one back with their count on it, in the part of it
    that the next card leaves in view (``shown`` pixels from its left)."""
    surface.blit(card_back(spot.size, owner, colour_blind), spot)
    if count == 1:
        return
    badge = pygame.Rect(spot.left + 2, 0, min(spot.width, shown) - 4, max(14, spot.height * 30 // 100))
    badge.centery = spot.top + spot.height * 38 // 100
    px = max(SMALLEST_PX, badge.height - 3)
    words = next((w for w in (f"×{count}", str(count)) if fits(w, badge.inflate(-2, 0), px, True)), None)
    if words:
        pygame.draw.rect(surface, (16, 22, 30), badge, border_radius=badge.height // 2)
        draw_label(surface, words, badge.inflate(-2, 0), px, INK, bold=True, align="center")


def pile_spots(layout: Layout, size: tuple[int, int], count: int) -> list[pygame.Rect]:
    """Where each card of a hangar's pile lies: in one row or two, whichever shows the cards
    larger while each card's corner stays in view under the next (``PILE_CORNER``)."""
    inner = pygame.Rect(4, layout.px(9), size[0] - 8, size[1] - layout.px(28))

    def card_width(rows: int) -> int:
        high = min(layout.px(86), (inner.height - 3 * (rows - 1)) // rows)
        per_row = math.ceil(count / rows)
        return int(min(high * 60 / 86, inner.width / (1 + PILE_CORNER * (per_row - 1))))

    rows = 1 if count < 2 or card_width(1) > card_width(2) * PILE_ROWS_EDGE else 2
    w = card_width(rows)
    h = w * 86 // 60
    per_row = math.ceil(count / rows)
    step = min(w + 3, (inner.width - w) / max(per_row - 1, 1))
    return [pygame.Rect(int(inner.left + (i % per_row) * step), inner.top + (i // per_row) * (h + 3), w, h)
            for i in range(count)]


def _draw_lanes_ground(surface, layout: Layout) -> None:
    """Roads (asphalt with a dashed middle line) and tracks (sleepers and two rails)."""
    width = layout.px(LANE_PX)
    for (_pair, way), points in layout.lanes.items():
        if way == "road":
            pygame.draw.lines(surface, ASPHALT, False, points, width)
            _dashes(surface, points, (200, 190, 120), layout.px(2))
        else:
            pygame.draw.lines(surface, (46, 40, 36), False, points, width)
            _sleepers(surface, points, layout)
            for side in (-1, 1):
                pygame.draw.lines(surface, RAIL, False, _offset(points, side * width * 0.28), max(1, layout.px(2)))


def draw_vehicles(surface, layout: Layout, view: dict, lit: set[str], colour_blind: bool, hidden: set[str],
                  centres: dict) -> None:
    """Lit lane halves, and the vehicles standing on the roads and tracks."""
    for target in lit:
        if target.startswith("route:"):
            _, way, route = target.split(":")
            pygame.draw.lines(surface, GOLD, False, layout.lane_half(route, way), max(3, layout.px(5)))
    by_half: dict[tuple[str, str], list[dict]] = {}
    for vehicle in view["vehicles"]:
        if vehicle["route"]:
            by_half.setdefault((vehicle["route"], WAY[vehicle["kind"]]), []).append(vehicle)
    hire = view["project"] if view["project"] and view["project"]["kind"] == "vehicle" else None
    if hire is not None:  # the vehicle being hired, faint on the road or track it will take
        kind = area51_data().vehicle_kind[hire["vehicle"]]
        by_half.setdefault((hire["route"], WAY[kind]), []).append({"id": hire["vehicle"], "ghost": True})
    for (route, way), vehicles in by_half.items():
        for vehicle, spot in zip(vehicles, layout.vehicle_spots(route, way, len(vehicles)), strict=True):
            if vehicle.get("ghost"):
                draw_vehicle(surface, layout, vehicle["id"], spot[:2], spot[2], None, colour_blind, ghost=True)
                continue
            centres[vehicle["id"]] = (int(spot[0]), int(spot[1]))
            if vehicle["id"] not in hidden:
                draw_vehicle(surface, layout, vehicle["id"], spot[:2], spot[2], vehicle["number"], colour_blind,
                             glow=f"vehicle:{vehicle['id']}" in lit)


def _offset(points, distance: float) -> list[tuple[float, float]]:
    """The polyline moved sideways by ``distance`` (corners joined simply)."""
    out = []
    for i, (x, y) in enumerate(points):
        a = points[max(0, i - 1)]
        b = points[min(len(points) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1
        out.append((x - dy / length * distance, y + dx / length * distance))
    return out


def _dashes(surface, points, colour, width: int) -> None:
    for a, b in pairwise(points):
        length = math.dist(a, b)
        for start in range(0, int(length), 16):
            t0, t1 = start / length, min(1.0, (start + 8) / length)
            pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                             (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def _sleepers(surface, points, layout: Layout) -> None:
    half = layout.px(LANE_PX) * 0.42
    for a, b in pairwise(points):
        length = math.dist(a, b)
        dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        for step in range(4, int(length), 9):
            x, y = a[0] + dx * step, a[1] + dy * step
            pygame.draw.line(surface, SLEEPER, (x - dy * half, y + dx * half), (x + dy * half, y - dx * half), 3)


@lru_cache(maxsize=128)
def vehicle_sprite(layout: Layout, vehicle: str, degrees: int, colour_blind: bool,
                   ghost: bool = False) -> pygame.Surface:
    """A truck or a train seen from above, turned ``degrees`` (clockwise from pointing right): a
    truck is a cargo box in its artifact colour behind a white cab, on wheels; a train is a wagon
    coupled behind a locomotive with a pointed nose. Both light the way ahead with headlights.
    ``ghost``: faint, where a hire being paid will put it."""
    data = area51_data()
    colour, kind = data.vehicle_colour[vehicle], data.vehicle_kind[vehicle]
    w, h = layout.vehicle
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    rgb = artifact_rgb(colour, colour_blind)
    cargo = _truck(body, rgb) if kind == "truck" else _train(body, rgb)
    draw_glyph(body, ARTIFACT_GLYPHS[colour], cargo.center, min(cargo.width, cargo.height) * 0.78, (250, 250, 250))
    if ghost:
        body.set_alpha(120)
    return pygame.transform.rotate(body, -degrees)


OUTLINE = (20, 20, 24)
HEADLIGHT = (255, 236, 150)


def _truck(body: pygame.Surface, rgb) -> pygame.Rect:
    """A truck pointing right on ``body``; returns its cargo box."""
    w, h = body.get_size()
    wheel = (max(3, w // 8), max(2, h // 7))
    for x in (w * 0.12, w * 0.48, w * 0.80):
        for y in (0, h - wheel[1]):
            pygame.draw.rect(body, OUTLINE, (int(x), y, *wheel), border_radius=1)
    cargo = pygame.Rect(0, wheel[1] - 1, int(w * 0.66), h - 2 * wheel[1] + 2)
    pygame.draw.rect(body, rgb, cargo, border_radius=2)
    pygame.draw.rect(body, OUTLINE, cargo, 1, border_radius=2)
    cab = pygame.Rect(int(w * 0.70), wheel[1], w - int(w * 0.70), h - 2 * wheel[1])
    pygame.draw.rect(body, (236, 238, 242), cab, border_top_right_radius=4, border_bottom_right_radius=4)
    pygame.draw.rect(body, (70, 110, 150), (cab.right - max(3, cab.width // 3), cab.top + 2, max(2, cab.width // 5),
                                           cab.height - 4))  # the windscreen
    pygame.draw.rect(body, OUTLINE, cab, 1, border_top_right_radius=4, border_bottom_right_radius=4)
    _headlights(body, cab.right - 1, cab.top, cab.bottom)
    return cargo


def _train(body: pygame.Surface, rgb) -> pygame.Rect:
    """A train pointing right on ``body``: a wagon coupled behind a locomotive; returns the wagon."""
    w, h = body.get_size()
    wagon = pygame.Rect(0, 2, int(w * 0.44), h - 4)
    engine = pygame.Rect(int(w * 0.50), 1, int(w * 0.36), h - 2)
    pygame.draw.line(body, OUTLINE, (wagon.right - 1, h // 2), (engine.left + 1, h // 2), max(2, h // 8))
    dark = tuple(max(0, c - 60) for c in rgb)
    pygame.draw.rect(body, rgb, wagon, border_radius=3)
    pygame.draw.rect(body, OUTLINE, wagon, 1, border_radius=3)
    nose = [(engine.right - 1, engine.top), (w - 1, h // 2), (engine.right - 1, engine.bottom - 1)]
    pygame.draw.rect(body, dark, engine, border_radius=3)
    pygame.draw.polygon(body, dark, nose)
    pygame.draw.lines(body, OUTLINE, False, [(engine.right - 3, engine.top), *nose[1:2],
                                             (engine.right - 3, engine.bottom - 1)], 1)
    pygame.draw.rect(body, OUTLINE, engine, 1, border_radius=3)
    pygame.draw.rect(body, (230, 232, 236), (engine.left + 2, engine.top + 3, max(3, engine.width // 3),
                                             engine.height - 6), border_radius=2)  # the driver's cab roof
    _headlights(body, w - 3, h // 2 - 1, h // 2 + 1)
    return wagon


def _headlights(body: pygame.Surface, x: int, top: int, bottom: int) -> None:
    """Two lamps at the front (one when there is no room for two)."""
    radius = max(1, body.get_height() // 10)
    spots = (top + radius + 1, bottom - radius - 1) if bottom - top > 4 * radius + 2 else ((top + bottom) // 2,)
    for y in spots:
        pygame.draw.circle(body, HEADLIGHT, (x - radius, y), radius)


def draw_vehicle(surface, layout: Layout, vehicle: str, centre, heading: float, number: int | None,
                 colour_blind: bool, glow: bool = False, lifted: bool = False, ghost: bool = False) -> None:
    """A vehicle pointing along ``heading`` (radians), with its number in a badge behind it (clear of
    its colour); ``ghost``: faint, where a hire being paid will put it."""
    turned = vehicle_sprite(layout, vehicle, round(math.degrees(heading)) % 360, colour_blind, ghost)
    box = turned.get_rect(center=(int(centre[0]), int(centre[1])))
    if lifted:
        pygame.draw.rect(surface, (0, 0, 0), box.move(4, 5), border_radius=4)
    surface.blit(turned, box)
    if glow:
        pygame.draw.rect(surface, GOLD, box.inflate(6, 6), 2, border_radius=5)
    if number:
        radius = layout.px(8)
        behind = layout.vehicle[0] / 2 + radius - 2
        badge = (int(centre[0] - math.cos(heading) * behind), int(centre[1] - math.sin(heading) * behind))
        pygame.draw.circle(surface, (250, 250, 250), badge, radius)
        pygame.draw.circle(surface, OUTLINE, badge, radius, 1)
        text = render(str(number), layout.font_px(11), OUTLINE, True)
        surface.blit(text, text.get_rect(center=badge))


def draw_middle(surface, layout: Layout, towers: dict[str, int], lit: set[str], colour_blind: bool) -> None:
    """The tower supply on the middle piece: a stack per artifact colour with its count."""
    cx, cy = layout.middle
    r = layout.px(84)
    triangle = [(cx, cy - r * 0.62), (cx + r, cy + r * 0.5), (cx - r, cy + r * 0.5)]
    pygame.draw.polygon(surface, (0, 0, 0), [(x + 4, y + 4) for x, y in triangle])
    pygame.draw.polygon(surface, CONCRETE, triangle)
    pygame.draw.polygon(surface, FENCE, triangle, 2)
    for colour, rect in layout.tower_rects.items():
        count = towers.get(colour, 0)
        rgb = artifact_rgb(colour, colour_blind)
        if count:
            for i in range(min(count, 3) - 1, -1, -1):
                pygame.draw.rect(surface, rgb, rect.move(i * 2, -i * 3), border_radius=3)
                pygame.draw.rect(surface, (20, 20, 24), rect.move(i * 2, -i * 3), 1, border_radius=3)
            draw_glyph(surface, ARTIFACT_GLYPHS[colour], rect.center, rect.width * 0.7, (250, 250, 250))
        else:
            pygame.draw.rect(surface, (80, 84, 78), rect, 1, border_radius=3)
        label = render(str(count), layout.font_px(12), OUTLINE, True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        if f"tower:{colour}" in lit:
            lit_outline(surface, rect.inflate(8, 8), 2, 5)


def draw_tower_piece(surface, layout: Layout, colour: str, centre, colour_blind: bool) -> None:
    rect = pygame.Rect((0, 0), layout.tower_rects[colour].size)
    rect.center = centre
    pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 5), border_radius=3)
    pygame.draw.rect(surface, artifact_rgb(colour, colour_blind), rect, border_radius=3)
    draw_glyph(surface, ARTIFACT_GLYPHS[colour], rect.center, rect.width * 0.7, (250, 250, 250))


# ------------------------------------------------------------------ the right panel
def draw_seats(surface, layout: Layout, view: dict, colour_blind: bool, turn_of: int) -> None:
    """A row per seat: glyph, name, score, cards in hand, caps left; the row of ``turn_of``, whose
    turn the table shows, is lit. A seat of two colours (the two-player game) gets a line for
    each colour under its own: that colour's points and caps, the seat scoring the lower."""
    rect = layout.seats
    pygame.draw.rect(surface, (24, 32, 42), rect, border_radius=8)
    rows = len(view["seats"])
    two_colours = any(len(seat["scores"]) > 1 for seat in view["seats"])
    row_h = min(layout.px(84 if two_colours else 30), (rect.height - 8) // rows)
    line_h = min(row_h, layout.px(30))
    for i, seat in enumerate(view["seats"]):
        y = rect.top + 4 + i * row_h
        if i == turn_of and not view["over"]:
            pygame.draw.rect(surface, (60, 82, 106), (rect.left + 3, y, rect.width - 6, row_h - 2), border_radius=5)
        _seat_line(surface, layout, seat, pygame.Rect(rect.left, y, rect.width, line_h), colour_blind)
        if two_colours:
            for k, colour in enumerate(seat["scores"]):
                line = pygame.Rect(rect.left + layout.px(24), y + line_h + k * (row_h - line_h) // 2,
                                   rect.width - layout.px(24), (row_h - line_h) // 2)
                _colour_line(surface, layout, seat, colour, line, colour_blind)


def _seat_line(surface, layout: Layout, seat: dict, line: pygame.Rect, colour_blind: bool) -> None:
    """Glyph, name, the seat's score and its cards and caps, on one line."""
    size = layout.font_px(14)
    draw_seat_glyph(surface, seat["colour"], (line.left + layout.px(18), line.centery), layout.px(18), colour_blind)
    hand, caps = seat["hand_size"], sum(seat["caps_left"].values())
    two_colours = len(seat["scores"]) > 1
    total = plural(seat["score"], "pt")
    score = [f"{total}: the lower colour", total] if two_colours else [total]
    details = [plural(hand, "card")] if two_colours else [f"{plural(hand, 'card')} · {plural(caps, 'cap')}",
                                                          plural(hand, "card")]
    row = pygame.Rect(line.left + layout.px(36), line.top, line.width - layout.px(46), line.height)
    detail_box = pygame.Rect(row.right - row.width * 36 // 100, line.top, row.width * 36 // 100, line.height)
    right = draw_text_choice(surface, details + [str(hand)], detail_box, layout.font_px(12), DIM, align="right")
    score_box = pygame.Rect(row.left + row.width // 4, line.top, right.left - layout.px(14) - row.left - row.width // 4,
                            line.height)
    points = draw_text_choice(surface, score, score_box, size, GOLD, bold=True, align="right")
    draw_text(surface, seat["name"], pygame.Rect(row.left, line.top, points.left - layout.px(10) - row.left,
                                                 line.height), size, INK)


def _colour_line(surface, layout: Layout, seat: dict, colour: str, line: pygame.Rect, colour_blind: bool) -> None:
    """One colour of a two-colour seat: its glyph, its points and its caps left."""
    draw_seat_glyph(surface, colour, (line.left + layout.px(14), line.centery), layout.px(15), colour_blind)
    lower = seat["scores"][colour] == seat["score"]
    words = [f"{colour}: {plural(seat['scores'][colour], 'pt')} · {plural(seat['caps_left'][colour], 'cap')} left",
             f"{colour}: {plural(seat['scores'][colour], 'pt')}"]
    box = pygame.Rect(line.left + layout.px(30), line.top, line.width - layout.px(40), line.height)
    draw_text_choice(surface, words, box, layout.font_px(12), GOLD if lower else DIM)


def draw_depot(surface, layout: Layout, view: dict, lit: set[str], colour_blind: bool, hidden: set[str],
               centres: dict) -> None:
    """Vehicles not on the board in a row, under a line with the free numbered markers."""
    rect = layout.depot
    pygame.draw.rect(surface, (24, 32, 42), rect, border_radius=8)
    high = max(14, layout.px(18))
    line = pygame.Rect(rect.left + 8, rect.top + 3, rect.width - 16, high)
    label = draw_text(surface, "Depot", line, layout.font_px(12), DIM, bold=True)
    tokens = "   ".join(f"{kind}: {count}" for kind, count in view["tokens"].items())
    markers = pygame.Rect(label.right + layout.px(16), line.top, line.right - label.right - layout.px(16), high)
    draw_text_choice(surface, [f"Free number markers   {tokens}", f"Number markers  {tokens}", tokens], markers,
                     layout.font_px(12), DIM, align="right")
    w, h = layout.vehicle
    step = min(w + layout.px(12), (rect.width - 16 - w) / max(1, len(view["depot"]) - 1))
    y = (line.bottom + rect.bottom) // 2
    for i, vehicle in enumerate(view["depot"]):
        centre = (int(rect.left + 8 + w / 2 + i * step), y)
        centres[vehicle] = centre
        if vehicle not in hidden:
            draw_vehicle(surface, layout, vehicle, centre, 0.0, None, colour_blind, glow=f"piece:{vehicle}" in lit)


def draw_piles(surface, layout: Layout, view: dict, lit: set[str], colour_blind: bool, hidden: set[str],
               centres: dict) -> None:
    """The deck, the discard pile and the six face-up cards (in ``centres``, so a card taken slides
    to the hand)."""
    size = layout.font_px(11)
    if view["deck_size"]:
        surface.blit(card_back(layout.card, None, colour_blind), layout.deck)
    else:
        pygame.draw.rect(surface, (70, 80, 92), layout.deck, 2, border_radius=6)
    between = (layout.deck.right + layout.discard.left) // 2
    _count_under(surface, layout.deck, layout.deck.left, between - 1, f"deck {view['deck_size']}", size)
    if "deck" in lit:
        pygame.draw.rect(surface, GOLD, layout.deck.inflate(6, 6), 3, border_radius=8)
    if view["discard"]:
        draw_card(surface, view["discard"][-1], layout.discard, colour_blind)
    else:
        pygame.draw.rect(surface, (70, 80, 92), layout.discard, 2, border_radius=6)
    _count_under(surface, layout.discard, between + 1, layout.display[0].left - 4, f"discard {len(view['discard'])}",
                 size)
    shown = layout.display[0].union(layout.display[-1])
    caption = pygame.Rect(shown.left, shown.bottom + 2, shown.width, size + 6)
    if "display" in lit:
        pygame.draw.rect(surface, GOLD, shown.inflate(10, 10), 3, border_radius=8)
        draw_text_choice(surface, ["drop a card here to refresh the display", "drop here to refresh"], caption,
                         size, GOLD, bold=True, align="center")
    else:
        draw_text_choice(surface, ["the display, face up for everyone", "the display"], caption, size, DIM,
                         align="center")
    for slot, card in zip(layout.display, view["display"], strict=False):
        if card:
            centres[card] = slot.center
            if card not in hidden:
                draw_card(surface, card, slot, colour_blind, glow=GOLD if f"card:{card}" in lit else None)
        else:
            pygame.draw.rect(surface, (70, 80, 92), slot, 1, border_radius=6)


def _count_under(surface, rect, left: int, right: int, text: str, size: int) -> None:
    """A pile's caption under ``rect``, between ``left`` and ``right`` (halfway to the next pile), so
    that two piles' captions never meet."""
    draw_text_choice(surface, [text, text.split()[-1]], pygame.Rect(left, rect.bottom + 2, right - left, size + 6),
                     size, DIM, align="center")


def draw_prompt(surface, layout: Layout, lines: list[str], checklist: str) -> None:
    rect = layout.prompt
    pygame.draw.rect(surface, (24, 32, 42), rect, border_radius=8)
    y = rect.top + 6
    for text, px, colour in prompt_lines(layout, tuple(lines), checklist):
        surface.blit(render(text, px, colour), (rect.left + 10, y))
        y += font(px).get_linesize()


@lru_cache(maxsize=32)
def prompt_lines(layout: Layout, lines: tuple[str, ...], checklist: str) -> list[tuple[str, int, tuple]]:
    """The prompt's wrapped lines and the checklist's, each with its size and colour.

    The sizes shrink, down to the smallest readable one, until everything fits the box.
    """
    width, room = layout.prompt.width - 20, layout.prompt.height - 10
    for size, small in ((layout.font_px(15), layout.font_px(13)), (12, 11), (11, 11)):
        out = [(text, size, INK) for text in wrap(" ".join(lines), size, width)]
        out += [(text, small, GOLD) for text in wrap(checklist, small, width)]
        if sum(font(px).get_linesize() for _, px, _ in out) <= room:
            break
    return out


def prompt_fits(layout: Layout, lines: tuple[str, ...], checklist: str) -> bool:
    """Whether the prompt and its checklist fit the box at a readable size."""
    room = layout.prompt.height - 10
    return sum(font(px).get_linesize() for _, px, _ in prompt_lines(layout, lines, checklist)) <= room


def draw_hover(surface, layout: Layout, lines: list[str], cards: list[dict], at, colour_blind: bool,
               avoid: pygame.Rect, card_size: tuple[int, int] | None = None) -> pygame.Rect:
    """What the mouse rests on (a hangar's cards too, or one card zoomed to ``card_size``), in a
    panel clear of ``avoid`` (the prompt)."""
    w, h = card_size or layout.card
    per_row = 8
    rows = math.ceil(len(cards) / per_row)
    extra = (min(len(cards), per_row) * (w + 6) + 4, rows * (h + 6)) if cards else (0, 0)
    size = layout.font_px(13)
    width = max(extra[0], 460 * size // 13)  # as wide as the cards shown, else a readable measure
    wrapped = [part for line in lines for part in wrap(line, size, width)]
    box, y = draw_panel(surface, wrapped, at, avoid, size, extra)
    for i, card in enumerate(cards):
        r, c = divmod(i, per_row)
        spot = pygame.Rect(box.left + 10 + c * (w + 6), y + r * (h + 6), w, h)
        draw_card(surface, card.get("card"), spot, colour_blind, owner=card.get("by"), down=card.get("down", False))
    return box


def colours_in_order(cards: list[str]) -> list[str]:
    """Cards sorted as a hand is shown: by artifact colour, then value."""
    data = area51_data()
    return sorted(cards, key=lambda c: (ARTIFACT_ORDER.index(data.colour_of[c]), data.value_of[c], c))
