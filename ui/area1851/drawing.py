"""Drawing the Area 1851 table from a view (what one seat may see). No rule is decided here.

Tinker cards are parchment with a band in their faction's colour and glyph (a house for the
Townsfolk, an arrowhead for the Survivalists, a saucer for the Krukian), their cost at the
top left, their sockets (a gear, a coil, a gem) or the socket they fit, and their reputation
in a gold seal. Faction colours are blue, red and green; no player has those colours, and
every assistant and die of a player carries the player's glyph or colour with a contrasting
edge. Pictures that look the same from frame to frame are cached; every text goes through
``ui.text`` and is left out when its box is too small (the zoom shows it whole).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.area1851.rules_data import area1851_data
from game.core.wording import plural
from ui.area1851.layout import MORE_FEATS, SMALL_DIE, Layout
from ui.hover import place_panel
from ui.look import ground
from ui.palette import colour_rgb, draw_glyph, glyph_for, outline_for
from ui.text import SMALLEST_PX, draw_block, draw_block_start, draw_label, draw_text, font, wrap

INK = (232, 238, 244)
DIM = (150, 164, 178)
GOLD = (255, 205, 90)
SOFT = (150, 190, 230)
"""The ring of something that can be picked up now (gold is for targets and marked moves)."""
REASON = (255, 140, 120)
PANEL = (36, 27, 21)
"""Dark walnut: the trays the workshop's papers and tools lie in."""
PANEL_EDGE = (112, 86, 50)
OWN_ROW = (78, 58, 40)
ROW = (52, 39, 29)
PARCHMENT = (243, 234, 210)
CARD_INK = (48, 38, 30)
BRASS = (198, 152, 72)
WOOD = (92, 66, 46)
WOOD_EDGE = (142, 104, 66)
ZONE = (60, 45, 33)
ZONE_EDGE = (128, 98, 58)
LEVEL_ZONE = (72, 54, 38)
BENCH = (84, 58, 38)
"""The workbench the whole table stands on."""
PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}
"""Where a die face's pips lie, in thirds of the face from its centre."""
BACK = (58, 44, 36)
GREEN_TICK = (120, 220, 140)
FACTION_NORMAL = {"townsfolk": (46, 98, 176), "survivalists": (178, 62, 44), "krukian": (36, 146, 96)}
FACTION_COLOUR_BLIND = {"townsfolk": (0, 114, 178), "survivalists": (213, 94, 0), "krukian": (0, 158, 115)}
UNIVERSAL = (150, 120, 60)
BONUS_WORDS = {
    "free_fiddle": ("Free fiddle", "Fiddle"), "reroll": ("Re-roll dice", "Re-roll"),
    "recycle_modification": ("Cash in a mod", "Cash a mod"), "recycle_gadget": ("Deliver to scrap", "Recycle"),
    "town_hall": ("+{v} rep. per die", "+{v} rep."), "exchange": ("Swap with scrap", "Swap"),
    "build_from_scrap": ("Build from scrap", "Build"), "discard_draw": ("Discard 1, draw {v}", "Draw {v}"),
    "extra_ap": ("+{v} action point", "+{v} AP"),
}
"""A location level's bonus in a few words for its zone's caption (the hover tells it whole)."""


def faction_rgb(faction: str | None, colour_blind: bool) -> tuple[int, int, int]:
    if faction is None:
        return UNIVERSAL
    return (FACTION_COLOUR_BLIND if colour_blind else FACTION_NORMAL)[faction]


def faction_glyph(faction: str | None) -> str:
    return area1851_data().faction_info[faction].glyph if faction else "star"


def socket_glyph(socket: str | None) -> str:
    return area1851_data().socket_info[socket].glyph if socket else "star"


# ------------------------------------------------------------------ glyphs and text
def draw_symbol(surface, name: str, centre, size: float, rgb) -> None:
    """A faction's or a socket's glyph: house, arrowhead, saucer, gear, coil, gem (or a star)."""
    cx, cy = centre
    r = size / 2
    edge = outline_for(rgb)
    if name == "house":
        points = [(cx, cy - r), (cx + r, cy - r * 0.1), (cx + r * 0.7, cy - r * 0.1), (cx + r * 0.7, cy + r * 0.9),
                  (cx - r * 0.7, cy + r * 0.9), (cx - r * 0.7, cy - r * 0.1), (cx - r, cy - r * 0.1)]
    elif name == "arrowhead":
        points = [(cx, cy - r), (cx + r * 0.75, cy + r * 0.55), (cx, cy + r * 0.2), (cx - r * 0.75, cy + r * 0.55)]
    elif name == "gem":
        points = [(cx - r * 0.5, cy - r * 0.7), (cx + r * 0.5, cy - r * 0.7), (cx + r, cy - r * 0.15), (cx, cy + r),
                  (cx - r, cy - r * 0.15)]
    elif name == "saucer":
        pygame.draw.circle(surface, rgb, (cx, cy - r * 0.2), r * 0.45)
        body = pygame.Rect(0, 0, size, size * 0.42)
        body.center = (int(cx), int(cy + r * 0.15))
        pygame.draw.ellipse(surface, rgb, body)
        pygame.draw.ellipse(surface, edge, body, max(1, round(size / 14)))
        return
    elif name == "coil":
        width = max(2, round(size / 7))
        turns = [(cx - r * 0.55 + (i % 2) * r * 1.1, cy - r + i * size / 5) for i in range(6)]
        pygame.draw.lines(surface, edge, False, turns, width + 2)
        pygame.draw.lines(surface, rgb, False, turns, width)
        return
    elif name in ("gear", "star"):
        draw_glyph(surface, name, centre, size, rgb)
        return
    else:
        raise ValueError(f"Unknown symbol '{name}'.")
    pygame.draw.polygon(surface, rgb, points)
    pygame.draw.polygon(surface, edge, points, max(1, round(size / 14)))


# ------------------------------------------------------------------ cards
def card_type(info: dict) -> tuple:
    """What a Tinker card's face shows, from the view's card entry (hashable, for the cache)."""
    return info["name"], info["kind"], info["faction"], info["cost"], info["rep"], tuple(info["sockets"]), \
        info["socket"]


@lru_cache(maxsize=512)
def card_face(card: tuple, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """A Tinker card: faction band with cost and glyph, name, sockets (or the socket it fits), reputation."""
    name, kind, faction, cost, rep, sockets, socket = card
    w, h = size
    radius = max(4, w // 12)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rgb = faction_rgb(faction, colour_blind)
    pygame.draw.rect(surface, PARCHMENT, surface.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, w, max(18, h * 22 // 100))
    pygame.draw.rect(surface, rgb, band, border_top_left_radius=radius, border_top_right_radius=radius)
    badge = pygame.Rect(max(2, w // 20), 2, band.height - 4, band.height - 4)
    pygame.draw.rect(surface, (30, 26, 24), badge, border_radius=max(2, badge.width // 4))
    draw_label(surface, str(cost), badge, badge.height * 8 // 10, (255, 240, 200), bold=True, align="center")
    draw_symbol(surface, faction_glyph(faction), (w - band.height * 0.6, band.centery), band.height * 0.66,
                (250, 246, 236))
    name_box = pygame.Rect(max(3, w // 16), band.bottom + 1, w - 2 * max(3, w // 16), h * 35 // 100)
    picture = pygame.Rect(0, band.bottom, w, int(h * 0.57))
    _card_picture(surface, picture, kind, socket, rgb)
    _name_block(surface, name, name_box, max(SMALLEST_PX, h // 10))
    middle = pygame.Rect(0, name_box.bottom, w, h * 22 // 100)
    shown = sockets if kind == "gadget" else (socket,) if socket else (None,)
    _socket_marks(surface, shown, middle, kind == "gadget")
    seal = (w - h * 0.12, h - h * 0.12)
    pygame.draw.circle(surface, BRASS, seal, h * 0.1)
    pygame.draw.circle(surface, (120, 88, 36), seal, h * 0.1, max(1, w // 60))
    seal_box = pygame.Rect(0, 0, int(h * 0.2), int(h * 0.2))
    seal_box.center = (int(seal[0]), int(seal[1]))
    draw_label(surface, str(rep), seal_box, int(h * 0.13), CARD_INK, bold=True, align="center")
    kind_box = pygame.Rect(max(3, w // 16), int(h * 0.8), int(w - h * 0.26), int(h * 0.17))
    draw_label(surface, _kind_words(kind, faction, socket), kind_box, max(SMALLEST_PX, h // 14), (110, 96, 80))
    pygame.draw.rect(surface, rgb, surface.get_rect(), max(1, w // 40), border_radius=radius)
    return surface


def _card_picture(surface, area: pygame.Rect, kind: str, socket: str | None, rgb) -> None:
    """What the card is, drawn faintly under its words: the part a modification is (a cog, a spring,
    a crystal), or a gadget as a brass contraption of its faction's colour."""
    sheet = pygame.Surface(area.size, pygame.SRCALPHA)
    size = min(area.width, area.height) * 0.9
    centre = (area.width / 2, area.height / 2)
    if kind == "gadget":
        _contraption(sheet, centre, size, rgb)
    else:
        draw_symbol(sheet, socket_glyph(socket), centre, size, BRASS)
    sheet.set_alpha(60)
    surface.blit(sheet, area)


def _contraption(sheet, centre, size: float, rgb) -> None:
    """A gadget: a boiler on legs with a gear at its side, a funnel and a dial."""
    cx, cy = centre
    r = size / 2
    boiler = pygame.Rect(0, 0, size * 0.62, size * 0.56)
    boiler.center = (int(cx - r * 0.08), int(cy))
    for leg in (-1, 1):
        pygame.draw.line(sheet, CARD_INK, (boiler.centerx + leg * boiler.width * 0.3, boiler.bottom),
                         (boiler.centerx + leg * boiler.width * 0.42, cy + r), max(2, round(size / 16)))
    pygame.draw.rect(sheet, rgb, boiler, border_radius=max(3, boiler.height // 4))
    funnel = pygame.Rect(0, 0, size * 0.14, size * 0.3)
    funnel.midbottom = (boiler.left + boiler.width // 4, boiler.top + 2)
    pygame.draw.rect(sheet, CARD_INK, funnel)
    pygame.draw.circle(sheet, PARCHMENT, boiler.center, boiler.height * 0.3)
    pygame.draw.circle(sheet, CARD_INK, boiler.center, boiler.height * 0.3, max(1, round(size / 24)))
    pygame.draw.line(sheet, CARD_INK, boiler.center, (boiler.centerx + boiler.height * 0.2,
                                                       boiler.centery - boiler.height * 0.15), max(1, round(size / 24)))
    draw_glyph(sheet, "gear", (boiler.right + size * 0.1, cy - r * 0.3), size * 0.36, BRASS)


@lru_cache(maxsize=256)
def card_strip(card: tuple, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """A Tinker card as a line, for a heap too full to show cards side by side: the cost on the
    faction's colour and the name, then as room allows the faction's glyph, what the card is
    ("gadget", "fits cog") and its reputation (the hover shows the whole card)."""
    name, kind, faction, cost, rep, _sockets, socket = card
    w, h = size
    radius = max(3, h // 5)
    px = max(SMALLEST_PX, h * 6 // 10)
    small = max(SMALLEST_PX, px - 2)
    kind_words = _kind_words(kind, faction, socket)[0]
    kind_width = font(small).size(kind_words)[0] + 8
    room = w - h * 3 // 2 - 10 - font(px, True).size(name)[0]
    glyph = room >= h
    room -= h if glyph else 0
    with_kind = room >= kind_width
    room -= kind_width if with_kind else 0
    seal = room >= h
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rgb = faction_rgb(faction, colour_blind)
    pygame.draw.rect(surface, PARCHMENT, surface.get_rect(), border_radius=radius)
    badge = pygame.Rect(0, 0, h * 3 // 2 + (h if glyph else 0), h)
    pygame.draw.rect(surface, rgb, badge, border_top_left_radius=radius, border_bottom_left_radius=radius)
    draw_label(surface, str(cost), pygame.Rect(2, 0, h * 3 // 2 - 2, h), px, (255, 248, 230), bold=True,
               align="center")
    if glyph:
        draw_symbol(surface, faction_glyph(faction), (badge.right - h * 0.55, h / 2), h * 0.66, (250, 246, 236))
    words = pygame.Rect(badge.right + 6, 0, w - badge.right - 10, h)
    if seal:
        pygame.draw.circle(surface, BRASS, (w - h // 2, h // 2), h * 0.42)
        draw_label(surface, str(rep), pygame.Rect(w - h, 0, h, h), max(SMALLEST_PX, h // 2), CARD_INK, bold=True,
                   align="center")
        words.width -= h
    if with_kind:
        draw_label(surface, kind_words, words, small, (110, 96, 80), align="right")
        words.width -= kind_width
    _name_line(surface, name, words, px)
    pygame.draw.rect(surface, rgb, surface.get_rect(), 1, border_radius=radius)
    return surface


def tinker_image(card: tuple, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """A Tinker card drawn for its place: upright as a card, or as a strip in a wide, low place."""
    return card_strip(card, size, colour_blind) if size[0] > size[1] else card_face(card, size, colour_blind)


def _name_line(surface, name: str, box: pygame.Rect, px: int) -> None:
    """A name on one line: whole if it fits (bold, else regular), else its first words and "…"."""
    if not draw_label(surface, name, box, px, CARD_INK, bold=True):
        words = name.split()
        draw_label(surface, [" ".join(words[:k]) + "…" for k in range(len(words) - 1, 0, -1)] + [words[0]], box,
                   px, CARD_INK, bold=True)


def _name_block(surface, name: str, box: pygame.Rect, px: int) -> None:
    """A card's name in bold, or in regular letters when bold words are too wide for the card."""
    if not draw_block(surface, name, box, px, CARD_INK, bold=True, gap=0):
        draw_block(surface, name, box, px, CARD_INK, gap=0)


def _kind_words(kind: str, faction: str | None, socket: str | None) -> list[str]:
    if kind == "gadget":
        return ["gadget"]
    if socket is None:
        return ["any socket", "mod"]
    return [f"fits {socket}", "mod"]


def _socket_marks(surface, sockets: tuple, area: pygame.Rect, slots: bool) -> None:
    """The gadget's sockets as slots with their glyphs, or the one glyph a modification fits."""
    count = len(sockets)
    size = min(area.height * 0.8, area.width / (count + 1))
    for i, socket in enumerate(sockets):
        centre = (area.left + area.width * (i + 1) / (count + 1), area.centery)
        if slots:
            pygame.draw.circle(surface, (222, 210, 182), centre, size * 0.55)
            pygame.draw.circle(surface, (150, 130, 100), centre, size * 0.55, max(1, int(size // 14)))
        glyphs = [socket] if socket else list(area1851_data().socket_types)
        for j, one in enumerate(glyphs):
            offset = (j - (len(glyphs) - 1) / 2) * size * 0.7
            draw_symbol(surface, socket_glyph(one), (centre[0] + offset, centre[1]),
                        size * (0.62 if slots else 0.9 if socket else 0.5), (92, 80, 66))


@lru_cache(maxsize=64)
def card_back(size: tuple[int, int], count: int) -> pygame.Surface:
    """The back of a deck's card: dark wood with a brass frame, and how many cards the deck holds
    (its name is written under it)."""
    w, h = size
    radius = max(4, w // 12)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, BACK, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, BRASS, surface.get_rect().inflate(-6, -6), max(1, w // 40), border_radius=radius)
    draw_glyph(surface, "gear", (w / 2, h * 0.4), min(w, h) * 0.42, (150, 112, 60))
    draw_label(surface, str(count), pygame.Rect(4, int(h * 0.62), w - 8, int(h * 0.3)), max(SMALLEST_PX, h // 4),
               (236, 214, 160), bold=True, align="center")
    return surface


def feat_type(info: dict) -> tuple:
    return info["name"], info["when"], info["reward"], info["text"]


FEAT_INK = (70, 52, 96)
"""The purple of a feat's band, badge and edge."""
WHEN_WORDS = {"delivery": "on a delivery", "state": "any time", "end": "at the end"}


@lru_cache(maxsize=256)
def feat_face(feat: tuple, size: tuple[int, int], up: bool) -> pygame.Surface:
    """A Feat card at full size (the hover): its reward, its name, its requirement and when it is checked."""
    name, when, reward, text = feat
    w, h = size
    radius = max(4, w // 12)
    surface = _feat_paper(size, up, radius)
    band = pygame.Rect(0, 0, w, max(18, h * 20 // 100))
    pygame.draw.rect(surface, FEAT_INK, band, border_top_left_radius=radius, border_top_right_radius=radius)
    draw_label(surface, [f"Feat +{reward}", f"+{reward}"], band.inflate(-6, 0), band.height * 7 // 10, GOLD, bold=True)
    name_box = pygame.Rect(max(3, w // 16), band.bottom + 2, w - 2 * max(3, w // 16), h * 34 // 100)
    _name_block(surface, name, name_box, max(SMALLEST_PX, h // 10))
    text_box = pygame.Rect(name_box.left, name_box.bottom, name_box.width, h * 30 // 100)
    draw_block(surface, text, text_box, max(SMALLEST_PX, h // 13), CARD_INK, gap=0)
    foot = pygame.Rect(name_box.left, h - max(14, h * 16 // 100), name_box.width, max(12, h * 14 // 100))
    state = ["done", "done"] if up else [WHEN_WORDS[when], when]
    draw_label(surface, state, foot, max(SMALLEST_PX, h // 12), (40, 120, 60) if up else (110, 96, 80), bold=up)
    pygame.draw.rect(surface, FEAT_INK, surface.get_rect(), max(1, w // 40), border_radius=radius)
    return surface


SHORT_WHEN = {"delivery": "deliv.", "state": "any", "end": "end"}
HEADING_WORDS = {"delivery": ["Checked on a delivery", "On a delivery"], "state": ["Checked any time", "Any time"],
                 "end": ["Checked at the end", "At the end"], "done": ["Done"]}
"""The headings over one's own feats in the feat area."""


@lru_cache(maxsize=256)
def feat_strip(feat: tuple, size: tuple[int, int], up: bool, missed: bool = False,
               tagged: bool = True) -> pygame.Surface:
    """One of one's own feats as a line: its reward, its name and when it is checked, or "done"; an
    end feat revealed at the end and not met gives +0 and says "not met". When the whole name and
    even the shortest tag do not fit side by side, the name stands alone (the hover says when), and a
    done feat carries a tick in its badge. ``tagged``: False under a heading that says it."""
    name, when, reward, _text = feat
    w, h = size
    radius = max(3, h // 5)
    surface = _feat_paper(size, up, radius)
    badge = pygame.Rect(0, 0, max(h * 3 // 2, w // 7), h)
    pygame.draw.rect(surface, FEAT_INK, badge, border_top_left_radius=radius, border_bottom_left_radius=radius)
    px = max(SMALLEST_PX, h * 6 // 10)
    words = pygame.Rect(badge.right + 6, 0, w - badge.right - 12, h)
    tags = ["done"] if up else ["not met", "missed"] if missed else [WHEN_WORDS[when], SHORT_WHEN[when]]
    small = max(SMALLEST_PX, px - 2)
    name_px, tag = (px, None)  # the whole name alone (the hover says when), a done one ticked
    if tagged:
        sizes = range(px, small - 1, -1)  # the name a little smaller, to keep its tag
        name_px, tag = next(((size, t) for t in tags for size in sizes
                             if font(size, True).size(name)[0] <= words.width - font(small, up).size(t)[0] - 8),
                            (px, None))
    ticked = up and tag is None and tagged
    number = badge.inflate(-4, 0)
    if ticked:
        number.width -= h // 2
        _tick(surface, pygame.Rect(number.right, h // 4, h // 2, h // 2))
    draw_label(surface, "+0" if missed else f"+{reward}", number, px, GOLD, bold=True, align="center")
    if tag is not None:
        draw_label(surface, tag, words, small, (40, 120, 60) if up else (110, 96, 80), bold=up, align="right")
        words.width -= font(small, up).size(tag)[0] + 8
    _name_line(surface, name, words, name_px)
    pygame.draw.rect(surface, FEAT_INK, surface.get_rect(), 1, border_radius=radius)
    return surface


def _tick(surface, box: pygame.Rect) -> None:
    """A green tick: done."""
    points = [(box.left, box.centery), (box.left + box.width // 3, box.bottom), (box.right, box.top)]
    pygame.draw.lines(surface, (120, 220, 130), False, points, max(2, box.height // 4))


def _feat_paper(size: tuple[int, int], up: bool, radius: int) -> pygame.Surface:
    """A feat's blank paper, lighter once the feat is done."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (236, 226, 196) if up else (214, 206, 188), surface.get_rect(), border_radius=radius)
    return surface


@lru_cache(maxsize=32)
def event_face(event: tuple, size: tuple[int, int]) -> pygame.Surface:
    """The event of this turn: its name on a dark band and its text."""
    name, text = event
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (236, 224, 196), surface.get_rect(), border_radius=8)
    band = pygame.Rect(0, 0, w, max(14, h * 26 // 100))
    pygame.draw.rect(surface, (84, 46, 40), band, border_top_left_radius=8, border_top_right_radius=8)
    draw_label(surface, [name, "Event"], band.inflate(-10, -2), band.height * 7 // 10, (250, 236, 200), bold=True)
    body = pygame.Rect(6, band.bottom + 3, w - 12, h - band.bottom - 6)
    px = max(SMALLEST_PX, h // 9)
    if not draw_block(surface, text, body, px, CARD_INK, gap=0):  # too long: its first sentence (hover: all)
        draw_block_start(surface, text.split(". ")[0].removesuffix(".") + ".", body, px, CARD_INK, gap=0)
    pygame.draw.rect(surface, (84, 46, 40), surface.get_rect(), 2, border_radius=8)
    return surface


def draw_card(surface, face: pygame.Surface, rect: pygame.Rect, glow=None, dim: bool = False) -> None:
    surface.blit(face, rect)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((10, 14, 20, 110))
        surface.blit(shade, rect)
    if glow:
        pygame.draw.rect(surface, glow, rect.inflate(6, 6), 3, border_radius=max(5, rect.width // 10))


# ------------------------------------------------------------------ gadgets on tables
def socket_type(socket: dict, cards: dict) -> tuple:
    """A socket as its slot shows it: its type and what it holds (name, faction, reputation)."""
    mod = socket["mod"]
    held = (cards[mod]["name"], cards[mod]["faction"], cards[mod]["rep"]) if mod else None
    return socket["type"], held


@lru_cache(maxsize=256)
def socket_slot(socket: tuple, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """A socket under a gadget: open (its glyph in a dark slot) or holding a modification (its
    faction's colour, the glyph it fits and its reputation)."""
    kind, held = socket
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    if held is None:
        pygame.draw.rect(surface, (34, 38, 40), rect, border_radius=6)
        pygame.draw.rect(surface, (120, 126, 118), rect, 1, border_radius=6)
        draw_symbol(surface, socket_glyph(kind), rect.center, min(w, h) * 0.6, (120, 126, 118))
        return surface
    _name, faction, rep = held
    pygame.draw.rect(surface, faction_rgb(faction, colour_blind), rect, border_radius=6)
    pygame.draw.rect(surface, (20, 20, 24), rect, 1, border_radius=6)
    draw_symbol(surface, socket_glyph(kind), (w * 0.32, h / 2), min(w * 0.5, h * 0.66), (248, 244, 232))
    draw_label(surface, str(rep), pygame.Rect(w // 2, 2, w // 2 - 2, h - 4), h * 6 // 10, (255, 248, 230), bold=True,
               align="center")
    return surface


def gadget_type(gadget: dict, cards: dict) -> tuple:
    return gadget["name"], gadget["faction"], tuple(socket_type(s, cards) for s in gadget["sockets"])


@lru_cache(maxsize=256)
def mini_gadget(gadget: tuple, value: int, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """A gadget in a player's row: faction strip and glyph, name, a pip per socket, its value now."""
    name, faction, sockets = gadget
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    rgb = faction_rgb(faction, colour_blind)
    pygame.draw.rect(surface, PARCHMENT, rect, border_radius=5)
    strip = pygame.Rect(0, 0, max(10, w // 8), h)
    pygame.draw.rect(surface, rgb, strip, border_top_left_radius=5, border_bottom_left_radius=5)
    draw_symbol(surface, faction_glyph(faction), (strip.centerx + 1, h * 0.3), strip.width * 0.72, (250, 246, 236))
    pip = max(6, min(h * 0.32, (w - strip.width) / 4.2))
    high = max(14, int(pip * 1.2))
    value_box = pygame.Rect(w - int(pip * 1.6), h - high - 1, int(pip * 1.5), high)
    pygame.draw.rect(surface, BRASS, value_box, border_radius=4)
    draw_label(surface, str(value), value_box, int(pip), CARD_INK, bold=True, align="center")
    name_box = pygame.Rect(strip.right + 3, 1, w - strip.width - 5, value_box.top - 2)
    px = max(SMALLEST_PX, h // 5)
    # lines set close (a name's second line starts below the first's descenders), and a long
    # name in regular weight before it is left to the hover
    if not draw_block(surface, name, name_box, px, CARD_INK, bold=True, gap=-2) and not draw_block(
            surface, name, name_box, px, CARD_INK, gap=-2):
        _name_line(surface, name, name_box, px)  # its first words
    for i, (kind, held) in enumerate(sockets):
        centre = (strip.right + pip * (0.7 + i * 1.15), h - pip * 0.7)
        fill = faction_rgb(held[1], colour_blind) if held else (60, 62, 60)
        pygame.draw.circle(surface, fill, centre, pip / 2)
        draw_symbol(surface, socket_glyph(kind), centre, pip * 0.62, (240, 236, 226) if held else (150, 150, 140))
    pygame.draw.rect(surface, rgb, rect, 1, border_radius=5)
    return surface


# ------------------------------------------------------------------ dice and assistants
@lru_cache(maxsize=256)
def die_face(value: int | None, state: str, colour: str, size: int, colour_blind: bool) -> pygame.Surface:
    """A die in its player's colour showing its value in pips; used dice are faded, Town Hall ones
    carry a brass roof, a die sitting out is crossed."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-2, -2)
    rgb = colour_rgb(colour, colour_blind)
    edge = outline_for(rgb)
    pygame.draw.rect(surface, rgb, rect, border_radius=max(3, size // 6))
    pygame.draw.rect(surface, edge, rect, max(1, size // 24), border_radius=max(3, size // 6))
    if value in PIPS:
        step, radius = rect.width * 0.27, max(1.5, size * 0.085)
        for dx, dy in PIPS[value]:
            pygame.draw.circle(surface, edge, (rect.centerx + dx * step, rect.centery + dy * step), radius)
    else:  # not rolled yet, or a face a six-sided die does not have
        draw_label(surface, "-" if value is None else str(value), rect, size * 6 // 10, edge, bold=True,
                   align="center")
    if state == "town-hall":
        roof = [(rect.left, rect.top + size * 0.28), (rect.centerx, rect.top - 1), (rect.right, rect.top + size * 0.28)]
        pygame.draw.polygon(surface, BRASS, roof)
        pygame.draw.polygon(surface, (90, 66, 30), roof, 1)
    if state in ("used", "town-hall", "out"):
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((16, 20, 26, 120))
        surface.blit(shade, (0, 0))
    if state == "out":
        pygame.draw.line(surface, REASON, rect.topleft, rect.bottomright, max(2, size // 12))
        pygame.draw.line(surface, REASON, rect.bottomleft, rect.topright, max(2, size // 12))
    return surface


DIE_STATE_WORDS = {"free": "", "used": "used", "town-hall": "Town Hall", "out": "out"}


@lru_cache(maxsize=64)
def pawn_sprite(colour: str, size: int, colour_blind: bool) -> pygame.Surface:
    """An assistant: a pawn in its player's colour with the player's glyph on its body."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rgb = colour_rgb(colour, colour_blind)
    edge = outline_for(rgb)
    head = (size / 2, size * 0.24)
    body = [(size * 0.14, size - 1), (size * 0.3, size * 0.42), (size * 0.7, size * 0.42), (size * 0.86, size - 1)]
    pygame.draw.polygon(surface, rgb, body)
    pygame.draw.polygon(surface, edge, body, max(1, size // 16))
    pygame.draw.circle(surface, rgb, head, size * 0.2)
    pygame.draw.circle(surface, edge, head, size * 0.2, max(1, size // 16))
    draw_glyph(surface, glyph_for(colour), (size / 2, size * 0.72), size * 0.34, edge, outline=False)
    return surface


def draw_pawn(surface, colour: str, centre, size: int, colour_blind: bool, glow=None, lifted: bool = False) -> None:
    sprite = pawn_sprite(colour, size + (4 if lifted else 0), colour_blind)
    box = sprite.get_rect(center=(int(centre[0]), int(centre[1])))
    if lifted:
        pygame.draw.ellipse(surface, (0, 0, 0), box.move(4, 6).inflate(-box.width // 3, -box.height // 2))
    surface.blit(sprite, box)
    if glow:
        pygame.draw.circle(surface, glow, box.center, size * 0.62, 2)


# ------------------------------------------------------------------ the board
def bonus_words(level: dict) -> list[str]:
    """"Level 1: Free fiddle" and shorter, for a zone's caption."""
    long, short = (w.format(v=level["value"]) for w in BONUS_WORDS[level["bonus"]])
    n = level["level"]
    return [f"{n}: {long}", f"{n}: {short}", str(n)]


def board_type(view: dict) -> tuple:
    return tuple((loc["id"], loc["name"], tuple(tuple(bonus_words(level)) for level in loc["levels"]))
                 for loc in view["locations"])


@lru_cache(maxsize=4)
def board_background(size: tuple[int, int], layout: Layout, board: tuple) -> pygame.Surface:
    """The felt with what never changes: the board's plates and zones with their captions, the
    panels' grounds. Made once per window size."""
    surface = workbench(size)
    frame = layout.board.inflate(layout.px(8), layout.px(8))
    pygame.draw.rect(surface, PANEL, frame, border_radius=10)
    pygame.draw.rect(surface, BRASS, frame, 2, border_radius=10)
    for location, name, levels in board:
        plate = layout.plates[location]
        pygame.draw.rect(surface, WOOD, plate, border_radius=8)
        pygame.draw.rect(surface, WOOD_EDGE, plate, 2, border_radius=8)
        sign = min(plate.width, plate.height) * 0.8
        draw_place_sign(surface, location, plate.center, sign, (*WOOD_EDGE, 150))
        draw_label(surface, name, plate.inflate(-layout.px(8), 0), layout.font_px(15), (250, 236, 208), bold=True,
                   align="center")
        for level in range(3):
            zone = layout.zones[(location, level)]
            pygame.draw.rect(surface, ZONE if level == 0 else LEVEL_ZONE, zone, border_radius=7)
            pygame.draw.rect(surface, ZONE_EDGE, zone, 1, border_radius=7)
            caption = layout.caption(zone)
            texts = ["Idle assistants", "Idle"] if level == 0 else list(levels[level - 1])
            draw_label(surface, texts, caption, layout.font_px(12), DIM if level == 0 else (214, 196, 150),
                       bold=level > 0)
    for area in (layout.prompt, layout.players, layout.tableau, layout.tray, layout.hand, layout.heap,
                 layout.feat_area, pygame.Rect(layout.log_caption.left, layout.log_caption.top, layout.log.width,
                                               layout.log.bottom - layout.log_caption.top)):
        pygame.draw.rect(surface, PANEL, area, border_radius=8)
        pygame.draw.rect(surface, PANEL_EDGE, area, 1, border_radius=8)
    return surface


@lru_cache(maxsize=2)
def workbench(size: tuple[int, int]) -> pygame.Surface:
    """Planks of a workbench running across the window, each its own shade, with a little grain."""
    surface = ground(size, BENCH, 1851, specks=10).copy()
    plank = max(40, size[1] // 9)
    shades = random.Random(18)
    for top in range(0, size[1], plank):
        tint = shades.randint(-8, 8)
        band = pygame.Surface((size[0], plank))
        band.fill((abs(tint),) * 3)
        surface.blit(band, (0, top), special_flags=pygame.BLEND_RGB_ADD if tint > 0 else pygame.BLEND_RGB_SUB)
        for _ in range(6):  # grain lines along the plank
            y = top + shades.randrange(4, plank - 4)
            x = shades.randrange(size[0])
            pygame.draw.line(surface, (70, 48, 31), (x, y), (x + shades.randint(80, 300), y))
        pygame.draw.line(surface, (52, 36, 24), (0, top), (size[0], top), 2)
    return surface


def draw_place_sign(surface, location: str, centre, size: float, rgba) -> None:
    """A location's emblem, drawn faintly behind its name: what the place is (none for a location
    the program has no emblem for)."""
    draw = SIGNS.get(location)
    if draw is None:
        return
    sign = pygame.Surface((round(size), round(size)), pygame.SRCALPHA)
    draw(sign, size, rgba)
    surface.blit(sign, sign.get_rect(center=centre))


def _workshop_sign(sign, size: float, rgba) -> None:
    """A hammer over an anvil."""
    outline = ((0.15, 0.5), (0.85, 0.5), (0.7, 0.65), (0.62, 0.65), (0.7, 0.88), (0.3, 0.88), (0.38, 0.65),
               (0.25, 0.62))
    pygame.draw.polygon(sign, rgba, [(x * size, y * size) for x, y in outline])
    pygame.draw.line(sign, rgba, (size * 0.3, size * 0.42), (size * 0.62, size * 0.1), max(2, round(size * 0.07)))
    pygame.draw.rect(sign, rgba, (size * 0.52, size * 0.04, size * 0.26, size * 0.14))


def _recycler_sign(sign, size: float, rgba) -> None:
    """Two arrows chasing each other round a circle."""
    box = pygame.Rect(round(size * 0.15), round(size * 0.15), round(size * 0.7), round(size * 0.7))
    width = max(2, round(size * 0.08))
    for start in (0.3, 3.44):
        pygame.draw.arc(sign, rgba, box, start, start + 2.4, width)
        tip = (box.centerx + box.width / 2 * math.cos(start), box.centery - box.height / 2 * math.sin(start))
        pygame.draw.circle(sign, rgba, tip, width * 1.2)


def _town_hall_sign(sign, size: float, rgba) -> None:
    """A pediment on four columns."""
    pygame.draw.polygon(sign, rgba, [(size * 0.1, size * 0.32), (size * 0.5, size * 0.08), (size * 0.9, size * 0.32)])
    for i in range(4):
        pygame.draw.rect(sign, rgba, (size * (0.17 + i * 0.19), size * 0.36, size * 0.09, size * 0.42))
    pygame.draw.rect(sign, rgba, (size * 0.08, size * 0.8, size * 0.84, size * 0.1))


def _storehouse_sign(sign, size: float, rgba) -> None:
    """Three crates stacked."""
    width = max(2, round(size * 0.05))
    for x, y in ((0.12, 0.52), (0.52, 0.52), (0.32, 0.14)):
        crate = pygame.Rect(round(size * x), round(size * y), round(size * 0.36), round(size * 0.36))
        pygame.draw.rect(sign, rgba, crate, width)
        pygame.draw.line(sign, rgba, crate.topleft, crate.bottomright, width)


def _replicator_sign(sign, size: float, rgba) -> None:
    """A sheet and its copy."""
    width = max(2, round(size * 0.06))
    for offset in (0.0, 0.2):
        pygame.draw.rect(sign, rgba, (size * (0.14 + offset), size * (0.1 + offset), size * 0.5, size * 0.62), width)


SIGNS = {"workshop": _workshop_sign, "recycler": _recycler_sign, "town-hall": _town_hall_sign,
         "storehouse": _storehouse_sign, "replicator": _replicator_sign}
"""Each location's emblem, by its id in data/area1851."""


def draw_board(surface, layout: Layout, view: dict, places, lit: set[str], hidden: set, colour_blind: bool) -> None:
    """What changes on the board: closed locations, lit zones and the assistants."""
    colours = [seat["colour"] for seat in view["seats"]]
    for location in view["locations"]:
        if location["closed"]:
            plate = layout.plates[location["id"]]
            shade = pygame.Surface((layout.zones[(location["id"], 2)].right - plate.left, plate.height),
                                   pygame.SRCALPHA)
            shade.fill((20, 20, 24, 150))
            surface.blit(shade, plate.topleft)
            draw_label(surface, ["Closed this turn", "Closed"], pygame.Rect(plate.left, plate.bottom - layout.px(24),
                                                                       plate.width, layout.px(22)),
                  layout.font_px(12), REASON, bold=True, align="center")
        for level in range(3):
            if f"zone:{location['id']}:{level}" in lit:
                pygame.draw.rect(surface, GOLD, layout.zones[(location["id"], level)].inflate(2, 2), 3,
                                 border_radius=8)
    for (seat, assistant), centre in places.pawns.items():
        name = f"pawn:{seat}:{assistant}"
        if name not in hidden:
            glow = GOLD if name in lit else SOFT if f"soft:{name}" in lit else None
            draw_pawn(surface, colours[seat], centre, layout.pawn, colour_blind, glow)


def draw_piles(surface, layout: Layout, view: dict, lit: set[str]) -> None:
    """The current event, the Event deck, the Tinker deck, the discard pile and the Feat deck."""
    event = view["event"]
    if event:
        surface.blit(event_face((event["name"], event["text"]), layout.event.size), layout.event)
    else:
        pygame.draw.rect(surface, PANEL_EDGE, layout.event, 2, border_radius=8)
        draw_label(surface, "No event yet", layout.event, layout.font_px(13), DIM, align="center")
    turn_words = f"Turn {view['turn']} of {view['turns']}"
    captions = [f"{turn_words} · hands pass {view['pass']}", turn_words]
    bid = view["last_bid"]
    if bid:  # this turn's bid, revealed (hovering the event shows every seat's)
        captions = [f"{view['players'][bid['winner']]['name']} won the bid", turn_words]
    draw_label(surface, captions, layout.event_caption, layout.font_px(12), GOLD if bid else DIM)
    piles = ((layout.event_deck, "Events", view["event_deck"]["size"]),
             (layout.tinker_deck, "Tinker", view["tinker_deck_size"]),
             (layout.feat_deck, "Feats", view["feat_deck_size"]))
    for rect, words, count in piles:
        if count:
            surface.blit(card_back(rect.size, count), rect)
        else:
            pygame.draw.rect(surface, PANEL_EDGE, rect, 2, border_radius=6)
            draw_label(surface, "0", rect, layout.font_px(14), DIM, bold=True, align="center")
        _under(surface, layout, rect, [words, words[:4]])
    if view["discard"]:
        top = view["discard"][-1]
        surface.blit(card_face(card_type(view["cards"][top]), layout.discard.size, False), layout.discard)
    else:
        pygame.draw.rect(surface, PANEL_EDGE, layout.discard, 2, border_radius=6)
    _under(surface, layout, layout.discard, [f"Discard {len(view['discard'])}", str(len(view["discard"]))])
    for name, rect in (("feat-deck", layout.feat_deck), ("discard", layout.discard)):
        if name in lit:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=8)
    closers = sorted(view["event_deck"]["closers"].items(), key=lambda item: item[1])
    words = "; ".join(f"{area1851_data().name(card)} on turn {turn}" for card, turn in closers)
    if words:
        draw_block(surface, words + ".", layout.deck_line, layout.font_px(12), DIM, gap=0)


def _under(surface, layout: Layout, rect: pygame.Rect, texts: list[str]) -> None:
    """A caption under a pile, no wider than the pile and the half-gaps beside it (piles stand
    5 px apart in the smallest window: wider captions would run into each other)."""
    draw_label(surface, texts, pygame.Rect(rect.left - 2, rect.bottom + 2, rect.width + 4, layout.line_h),
               layout.font_px(12), DIM, align="center")


def draw_prompt(surface, layout: Layout, text: str, detail: str) -> None:
    """The prompt, and a line of what the seat has to spend (points, credits) in gold."""
    box = layout.prompt.inflate(-layout.px(16), -layout.px(10))
    detail_h = font(layout.font_px(13), True).get_height() + 2 if detail else 0
    if detail:
        detail_box = pygame.Rect(box.left, box.bottom - detail_h, box.width, detail_h)
        draw_label(surface, detail, detail_box, layout.font_px(13), GOLD, bold=True)
    draw_block(surface, text, pygame.Rect(box.left, box.top, box.width, box.height - detail_h), layout.font_px(15),
               INK, gap=0)


# ------------------------------------------------------------------ the player rows
def players_type(view: dict, own: int | None) -> tuple:
    """What the player rows show, for the cache: one entry per seat."""
    cards = view["cards"]
    rows = []
    for player in view["players"]:
        seat = player["seat"]
        reserve = sum(1 for place in player["assistants"].values() if place == "reserve")
        rows.append((seat, player["name"], player["colour"], player["rep"], tuple(status_words(view, player)),
                     player["hand_size"], player["scrap_size"], universal_place(player), player["feats_down_count"],
                     tuple((feat, feat_type(view["feats"][feat])) for feat in player["feats_up"]),
                     tuple((feat, feat_type(view["feats"][feat])) for feat in player["feats_revealed"]),
                     tuple((d["value"], d["state"]) for d in player["dice"]), reserve,
                     tuple((gadget_type(g, cards), g["value_now"]) for g in player["table"]),
                     seat == own, view["to_move"] == seat))
    return tuple(rows)


@lru_cache(maxsize=8)
def players_sprite(layout: Layout, rows: tuple, colour_blind: bool) -> pygame.Surface:
    """A row per seat in seat order: who, reputation, what they hold, dice, reserve, tableau and feats done."""
    area = layout.players
    surface = pygame.Surface(area.size, pygame.SRCALPHA)
    shift = (-area.left, -area.top)
    for index, row_type in enumerate(rows):
        _player_row(surface, layout, index, row_type, shift, colour_blind)
    return surface


def _player_row(surface, layout: Layout, index: int, row_type: tuple, shift, colour_blind: bool) -> None:
    seat, name, colour, rep, status, hand, scrap, universal, down, done, missed, dice, reserve, gadgets, own, \
        deciding = row_type
    row = layout.player_row(index).move(shift)
    pygame.draw.rect(surface, OWN_ROW if own else ROW, row, border_radius=7)
    if deciding:
        pygame.draw.rect(surface, GOLD, row, 2, border_radius=7)
    parts = {key: rect.move(shift) for key, rect in layout.row_parts(layout.player_row(index)).items()}
    draw_pawn(surface, colour, parts["glyph"].center, min(parts["glyph"].size), colour_blind)
    draw_label(surface, [name, name.split()[0]], parts["name"], layout.font_px(15), INK, bold=True)
    draw_label(surface, list(status), parts["status"], layout.font_px(12), GOLD if deciding else DIM)
    box = parts["rep"]
    draw_label(surface, str(rep), pygame.Rect(box.left, box.top, box.width, box.height * 62 // 100), layout.font_px(24),
               GOLD, bold=True, align="center")
    draw_label(surface, ["reputation", "rep"], pygame.Rect(box.left, box.top + box.height * 62 // 100, box.width,
                                                      box.height * 38 // 100), layout.font_px(11), DIM, align="center")
    counts = parts["counts"]
    top = pygame.Rect(counts.left, counts.top, counts.width, counts.height // 2)
    counts_words = [f"Hand {hand} · Scrap {scrap}", f"H {hand} · S {scrap}"]
    if universal:  # its Event back shows whose hand or heap holds it
        counts_words = [f"{counts_words[0]} · Universal Mod. in {universal}", f"{counts_words[1]} · U in {universal}",
                        *counts_words]
    draw_label(surface, counts_words, top, layout.font_px(13), GOLD if universal else INK)
    hidden = down - len(missed)
    feats = [f"Feats: {hidden} hidden, {len(done)} done", f"Feats {hidden} + {len(done)}"]
    draw_label(surface, feats, top.move(0, top.height), layout.font_px(12), DIM)
    size = layout.px(SMALL_DIE)
    for i, (value, state) in enumerate(dice):
        die = parts["dice"].move(i * layout.px(SMALL_DIE + 6), 0)
        surface.blit(die_face(value, state, colour, size, colour_blind), die.topleft)
    step = layout.px(20) + layout.px(6)
    for i in range(reserve):
        centre = (parts["reserve"].left + layout.px(20) // 2 + i * step, parts["reserve"].centery)
        draw_pawn(surface, colour, centre, layout.px(20), colour_blind)
    area, feat_column = layout.row_split(parts["gadgets"], len(done) + len(missed), len(gadgets))
    spots = layout.mini_places([str(i) for i in range(len(gadgets))], area)
    for (gadget, value), rect in zip(gadgets, spots.values(), strict=False):
        surface.blit(mini_gadget(gadget, value, rect.size, colour_blind), rect)
    if feat_column:
        _row_feats(surface, layout, dict(done), dict(missed), feat_column)


def _row_feats(surface, layout: Layout, done: dict, missed: dict, column: pygame.Rect) -> None:
    """A seat's feats done, then at the end of the game its end feats revealed and not met, named
    in strips at the end of its row (the row's hover lists any more)."""
    strips = layout.done_feat_strips(list(done) + list(missed), column)
    for feat, rect in strips.items():
        if feat == MORE_FEATS:
            more = len(done) + len(missed) - len(strips) + 1
            words = f"and {more} more" if missed else f"and {more} more done"
            draw_label(surface, [words, f"+{more} more"], rect, layout.font_px(12), DIM)
        elif feat in missed:
            surface.blit(feat_strip(missed[feat], rect.size, False, missed=True), rect)
        else:
            surface.blit(feat_strip(done[feat], rect.size, True), rect)


def draw_players(surface, layout: Layout, rows: tuple, places, lit: set[str], colour_blind: bool) -> None:
    """The player rows (one cached picture per content), and a lit reserve on top."""
    surface.blit(players_sprite(layout, rows, colour_blind), layout.players)
    for seat, centres in places.reserve.items():
        glow = GOLD if f"reserve:{seat}" in lit else SOFT if f"soft:reserve:{seat}" in lit else None
        if glow is None:
            continue
        for centre in centres:
            pygame.draw.circle(surface, glow, centre, layout.px(20) * 0.62, 2)


def universal_place(player: dict) -> str:
    """Where the seat keeps a won Universal Modification ("hand", "heap"), "" when it has none."""
    places = [name for name, known in (("hand", player["hand_known"]), ("heap", player["scrap_known"])) if known]
    return " and ".join(places)


def status_words(view: dict, player: dict) -> list[str]:
    """What a seat is doing in the phase that stands, longest words first."""
    seat = player["seat"]
    lead = " · lead" if view["lead"] == seat and not view["over"] else ""
    if view["over"]:
        winners = view["result"]["winners"]
        return ["Top Tinkerer" if seat in winners else "", ""]
    if view["to_move"] == seat:
        return [f"deciding now{lead}", "deciding"]
    if view["phase"] == "bid":
        return [("has bid" if player["has_bid"] else "to bid") + lead, "bid" if player["has_bid"] else "to bid"]
    if player["finished"]:
        return [f"done{lead}", "done"]
    return [lead.strip(" ·") or "", ""]


# ------------------------------------------------------------------ the seat at the screen
def draw_tableau(surface, layout: Layout, view: dict, player: dict, places, lit: set[str], hidden: set[str],
                 colour_blind: bool, own: bool) -> None:
    """The seat's gadgets as cards with their sockets underneath; ``own``: the seat at the screen
    with its hand shown, invited to fabricate in the Action phase."""
    cards = view["cards"]
    count = len(player["table"])
    whose = "Your table" if own else f"{player['name']}'s table"
    invite = "drop a gadget here to fabricate it" if own and view["phase"] == "action" else "no gadget"
    words = f"{whose}: {plural(count, 'gadget')}" if count else f"{whose}: {invite}"
    draw_label(surface, [words, whose], layout.caption(layout.tableau), layout.font_px(13), DIM, bold=True)
    if "table" in lit:
        pygame.draw.rect(surface, GOLD, layout.tableau.inflate(2, 2), 3, border_radius=9)
    for gadget in player["table"]:
        name = gadget["gadget"]
        rect = places.gadgets[name]
        if name not in hidden:
            glow = GOLD if f"gadget:{name}" in lit else SOFT if f"soft:gadget:{name}" in lit else None
            draw_card(surface, card_face(card_type(cards[name]), rect.size, colour_blind), rect, glow)
        for socket in gadget["sockets"]:
            key = f"{name}:{socket['number']}"
            slot = places.sockets[key]
            if socket["mod"] in hidden:
                continue
            surface.blit(socket_slot(socket_type(socket, cards), slot.size, colour_blind), slot)
            mod = socket["mod"]
            if f"socket:{key}" in lit or (mod and f"mod:{mod}" in lit):
                pygame.draw.rect(surface, GOLD, slot.inflate(4, 4), 3, border_radius=7)
            elif mod and f"soft:mod:{mod}" in lit:
                pygame.draw.rect(surface, SOFT, slot.inflate(4, 4), 2, border_radius=7)


def draw_tray(surface, layout: Layout, player: dict, places, lit: set[str], selected: set[str], paying: set[str],
              colour_blind: bool, tumble: tuple[set[str], float], over: bool = False) -> None:
    """The dice (selected ones ringed, those that could pay the dragged card glowing, fiddle halves
    lit; those just rolled still tumbling), the action points, the Workshop's credits and the
    chute that delivers."""
    tray = layout.tray
    points = player["ap"]
    draw_label(surface, [f"Dice · {plural(points, 'action point')}", f"{points} AP"], layout.caption(tray),
               layout.font_px(13), DIM, bold=True)
    for die in player["dice"]:
        name = die["die"]
        rect = places.dice[name]
        if name in tumble[0]:
            _tumbling_die(surface, die, player["colour"], rect, tumble[1], colour_blind)
        else:
            surface.blit(die_face(die["value"], die["state"], player["colour"], rect.width, colour_blind), rect)
        under = pygame.Rect(rect.left - 4, rect.bottom + 2, rect.width + 8, layout.line_h)
        draw_label(surface, [DIE_STATE_WORDS[die["state"]] or name, name], under, layout.font_px(12), DIM,
                   align="center")
        if name in selected:
            pygame.draw.rect(surface, INK, rect.inflate(8, 8), 3, border_radius=9)
        if name in paying:
            pygame.draw.rect(surface, SOFT, rect.inflate(14, 14), 2, border_radius=11)
        halves = dict(zip(("up", "down"), Layout.die_halves(rect), strict=True))
        ways = [way for way in halves if f"die:{name}:{way}" in lit]
        for way in ways:
            zone = halves[way] if len(ways) == 2 else rect  # a die that turns one way only takes it anywhere
            pygame.draw.rect(surface, GOLD, zone, 2, border_radius=5)
            draw_label(surface, "+1" if way == "up" else "-1", zone, layout.font_px(12), GOLD, bold=True, align="right")
    _credit(surface, layout, layout.free_token, player["free_fiddles"], "free fiddle", "free" in lit)
    _credit(surface, layout, layout.reroll_token, player["rerolls"], "re-roll", False)
    chute = layout.chute
    pygame.draw.rect(surface, (52, 44, 34), chute, border_radius=10)
    pygame.draw.rect(surface, GOLD if "chute" in lit else BRASS, chute, 3 if "chute" in lit else 1, border_radius=10)
    arrow = [(chute.left + layout.px(16), chute.centery - layout.px(10)), (chute.left + layout.px(34), chute.centery),
             (chute.left + layout.px(16), chute.centery + layout.px(10))]
    pygame.draw.polygon(surface, BRASS, arrow)
    words = ["Deliver to town"] if over else ["Deliver to town: drop a gadget here", "Deliver to town"]
    draw_label(surface, words + ["Deliver"],
               chute.inflate(-layout.px(90), -layout.px(10)).move(layout.px(28), 0), layout.font_px(14), INK, bold=True)


def _tumbling_die(surface, die: dict, colour: str, rect: pygame.Rect, done: float, colour_blind: bool) -> None:
    """A die ``done`` (0 to 1) through its roll: spinning and hopping over changing faces, slowing
    down, then still on the face it rolled."""
    settle = 0.7
    if done >= settle:
        surface.blit(die_face(die["value"], die["state"], colour, rect.width, colour_blind), rect)
        return
    left = 1 - done / settle
    face = 1 + int(done * 40 + sum(map(ord, die["die"]))) % 6  # a new face every few frames
    turned = pygame.transform.rotate(die_face(face, "free", colour, rect.width, colour_blind), left * 540)
    hop = abs(math.sin(done / settle * math.pi * 3)) * rect.height * 0.25 * left
    surface.blit(turned, turned.get_rect(center=(rect.centerx, rect.centery - hop)))


def _credit(surface, layout: Layout, rect: pygame.Rect, count: int, words: str, glow: bool) -> None:
    """A Workshop credit: a brass token with how many are left (nothing when none)."""
    if not count:
        return
    pygame.draw.rect(surface, BRASS, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, GOLD if glow else (110, 80, 36), rect, 2, border_radius=rect.height // 2)
    draw_label(surface, [plural(count, words), plural(count, words.split()[-1]), str(count)], rect.inflate(-8, -4),
               layout.font_px(12), CARD_INK, bold=True, align="center")


def draw_hand(surface, layout: Layout, view: dict, player: dict, places, lit: set[str], hidden: set[str],
              colour_blind: bool) -> None:
    count = len(player["hand"])
    draw_label(surface, [f"Your hand: {plural(count, 'card')}, drag one to use it", f"Your hand: {count}"],
               layout.caption(layout.hand), layout.font_px(13), DIM, bold=True)
    for card, rect in places.hand.items():
        if card in hidden:
            continue
        glow = GOLD if f"hand:{card}" in lit else SOFT if f"soft:hand:{card}" in lit else None
        draw_card(surface, card_face(card_type(view["cards"][card]), rect.size, colour_blind), rect, glow)


def draw_heap(surface, layout: Layout, view: dict, player: dict, places, lit: set[str], hidden: set[str],
              chosen: set[str], colour_blind: bool) -> None:
    """The scrap heap's cards face up for their owner only; ``chosen`` ones are raised (a bid)."""
    count = len(player["scrap"])
    words = f"Scrap heap: {plural(count, 'card')}, only you see them"
    draw_label(surface, [words, f"Scrap heap: {count}"], layout.caption(layout.heap), layout.font_px(13), DIM,
               bold=True)
    if "heap" in lit:
        pygame.draw.rect(surface, GOLD, layout.heap.inflate(2, 2), 3, border_radius=9)
    caption_bottom = layout.caption(layout.heap).bottom
    for card, rect in places.scrap.items():
        if card in hidden:
            continue
        strip = rect.width > rect.height
        rise = min(layout.px(10), max(0, rect.top - caption_bottom - 4))  # never over the caption
        shown = rect.move(layout.px(10) if strip else 0, 0 if strip else -rise) if card in chosen else rect
        glow = GOLD if f"scrap:{card}" in lit or f"swap:{card}" in lit else (
            SOFT if f"soft:scrap:{card}" in lit or card in chosen else None)
        draw_card(surface, tinker_image(card_type(view["cards"][card]), rect.size, colour_blind), shown, glow)
        if card in chosen:
            _bid_tag(surface, layout, shown)


def _bid_tag(surface, layout: Layout, card: pygame.Rect) -> None:
    """A gold tag on a scrap card counted into the bid."""
    tag = pygame.Rect(0, 0, min(card.width - 4, layout.px(44)), min(card.height - 2, max(14, layout.px(20))))
    tag.midbottom = (card.centerx, card.bottom - 2)
    pygame.draw.rect(surface, GOLD, tag, border_radius=tag.height // 2)
    draw_label(surface, "bid", tag, layout.font_px(12), (40, 30, 0), bold=True, align="center")


def draw_feats(surface, layout: Layout, view: dict, player: dict, places, lit: set[str]) -> None:
    down = len(player["feats_down"])
    draw_label(surface, [f"Feats: {down} face down, {len(player['feats_up'])} done", "Feats"],
               layout.caption(layout.feat_area), layout.font_px(13), DIM, bold=True)
    for when, rect in places.feat_headings.items():
        draw_label(surface, HEADING_WORDS[when], rect, layout.font_px(12), DIM, bold=True)
    for feat, rect in places.feats.items():
        up = feat in player["feats_up"]
        glow = GOLD if f"feat:{feat}" in lit else None
        strip = feat_strip(feat_type(view["feats"][feat]), rect.size, up, tagged=not places.feat_headings)
        draw_card(surface, strip, rect, glow)


def draw_placard(surface, layout: Layout, text: str, player: dict | None) -> None:
    """On a public screen: a notice where the hand is, and only the counts of the scrap heap and feats."""
    area = layout.hand
    pygame.draw.rect(surface, PANEL_EDGE, area, 2, border_radius=8)
    draw_block(surface, text, area.inflate(-layout.px(80), -layout.px(50)), layout.font_px(20), INK, bold=True)
    if player is None:
        return
    scrap = player["scrap_size"]
    draw_label(surface, [f"{player['name']}'s scrap heap: {plural(scrap, 'card')}", f"Scrap heap: {scrap}"],
               layout.caption(layout.heap), layout.font_px(13), DIM, bold=True)
    down, up = player["feats_down_count"], len(player["feats_up"])
    draw_label(surface, [f"Feats: {down} face down, {up} done", "Feats"], layout.caption(layout.feat_area),
               layout.font_px(13), DIM, bold=True)


def draw_log_caption(surface, layout: Layout) -> None:
    draw_label(surface, "Log", layout.log_caption, layout.font_px(13), DIM, bold=True)


# ------------------------------------------------------------------ hover
def panel_lines(lines: list[str], px: int, width: int) -> list[str]:
    return [row for line in lines for row in (wrap(line, px, width) or [""])]


def draw_info(surface, layout: Layout, lines: list[str], at, avoid: pygame.Rect,
              face: pygame.Surface | None = None) -> pygame.Rect:
    """A panel beside the mouse, clear of the prompt: a card at a readable size and lines about it."""
    px = layout.font_px(13)
    width = max(face.get_width() if face else 0, layout.px(300))
    rows = panel_lines(lines, px, width)
    row_h = font(px).get_height() + 2
    pad = layout.px(10)
    face_h = face.get_height() + pad if face else 0
    box = place_panel((width + 2 * pad, face_h + len(rows) * row_h + 2 * pad), at, surface.get_rect(), avoid)
    pygame.draw.rect(surface, (16, 22, 30), box, border_radius=8)
    pygame.draw.rect(surface, (96, 130, 170), box, 1, border_radius=8)
    y = box.top + pad
    if face:
        surface.blit(face, (box.left + pad, y))
        y += face_h
    for row in rows:
        draw_text(surface, row, pygame.Rect(box.left + pad, y, width, row_h), px, INK)
        y += row_h
    return box


def zoom_size(layout: Layout, kind: str) -> tuple[int, int]:
    if kind == "event":
        return layout.px(ZOOM_EVENT[0]), layout.px(ZOOM_EVENT[1])
    return layout.zoom


ZOOM_EVENT = (400, 224)


def card_lines(info: dict) -> list[str]:
    """A Tinker card in words, for its zoom."""
    data = area1851_data()
    if info["kind"] == "gadget":
        faction = data.faction_info[info["faction"]].name
        sockets = ", ".join(data.socket_info[s].name.lower() for s in info["sockets"])
        return [f"{faction} gadget: cost {info['cost']}, worth {info['rep']}", f"Sockets: {sockets}",
                f"Fabricate it with dice adding up to {info['cost']} (1 action point). Delivered, it scores its "
                f"worth and its modifications', its own worth double when every socket holds a {faction} one."]
    if info["socket"] is None:
        return [f"Universal modification: cost {info['cost']}, worth {info['rep']}",
                "Fits any socket and counts as its gadget's faction; it scores with the gadget's delivery."]
    faction = data.faction_info[info["faction"]].name
    socket = data.socket_info[info["socket"]].name.lower()
    return [f"{faction} modification: cost {info['cost']}, worth {info['rep']}",
            f"Attach it to an open {socket} socket of your gadget with dice adding up to {info['cost']} "
            "(1 action point); it scores with the gadget's delivery."]


def gadget_lines(gadget: dict, cards: dict) -> list[str]:
    """A gadget in play: what its sockets hold and what delivering it gives now."""
    held = [f"{cards[s['mod']]['name']} ({s['type']})" if s["mod"] else f"open {s['type']}" for s in gadget["sockets"]]
    pure = " (doubled)" if all(s["mod"] for s in gadget["sockets"]) and gadget["pure_so_far"] else ""
    return [f"Sockets: {', '.join(held)}", f"Fabricated on turn {gadget['made_turn']}.",
            f"Delivering it now gives {gadget['value_now']}{pure}; it is delivered by itself once every socket "
            "is filled."]


def location_lines(location: dict) -> list[str]:
    lines = [location["name"] + (" (closed this turn)" if location["closed"] else "")]
    lines += [f"Level {level['level']}: {level['text']}" for level in location["levels"]]
    lines.append("Level 1 takes one idle assistant of yours here, Level 2 two.")
    return lines


def player_lines(view: dict, player: dict) -> list[str]:
    """A seat's row in words: reputation and its causes, what it holds, feats done, deliveries."""
    from game.area1851.scoring import CAUSES
    causes = ", ".join(f"{CAUSES.get(cause, cause).lower()} {points}" for cause, points in player["causes"].items()
                       if points)
    lines = [f"{player['name']}: {player['rep']} reputation" + (f" ({causes})" if causes else "")]
    lines.append(f"Hand {plural(player['hand_size'], 'card')}, scrap heap {plural(player['scrap_size'], 'card')}, "
                 f"{player['feats_down_count']} feats face down")
    if universal_place(player):
        where = universal_place(player).replace("heap", "scrap heap")
        lines.append(f"Holds the Universal Modification (in their {where}): its back shows it")
    done = [f"{view['feats'][f]['name']} (+{view['feats'][f]['reward']})" for f in player["feats_up"]]
    if done:
        lines.append("Feats done: " + ", ".join(done))
    missed = [f"{view['feats'][f]['name']} (+0)" for f in player["feats_revealed"]]
    if missed:
        lines.append("End feats revealed, not met: " + ", ".join(missed))
    delivered = player["stats"]["delivered"]
    data = area1851_data()
    lines.append("Delivered: " + ", ".join(f"{data.faction_info[f].name} {n}" for f, n in delivered.items()))
    reserve = sum(1 for place in player["assistants"].values() if place == "reserve")
    lines.append(f"{plural(reserve, 'assistant')} in reserve")
    if view["lead"] == player["seat"] and not view["over"]:
        lines.append("Lead player this turn: takes each phase first (the lead moves on a seat each turn)")
    lines.append("The most reputation after the last turn wins.")
    return lines

