"""Drawing The Elevator's table from a view (what one seat may see). No rule is decided here."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.elevator.rules_data import elevator_data
from ui.elevator.layout import FLOORS_TOP_DOWN, Layout
from ui.palette import colour_rgb, draw_glyph, glyph_for
from ui.text import blit_lines, font, render, wrap

CARD_COLOURS = {"blue": (52, 120, 214), "purple": (136, 78, 190), "yellow": (232, 184, 44)}
INK = (232, 238, 244)
DIM = (150, 164, 178)
GOLD = (255, 205, 90)
FLOOR_BG = ((58, 70, 84), (52, 63, 76))
TOKEN_BADGE = {"passive": (96, 112, 132), "active": (170, 110, 40)}
BOSS_RGB = (26, 26, 30)


def worker_colour(alien: str, view: dict) -> str:
    for seat in view["seats"]:
        if seat["colour"][0].upper() == alien[0]:
            return seat["colour"]
    return {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}.get(alien[0], "white")


def draw_alien(surface, alien: str, center, size: int, view: dict, colour_blind: bool, lifted=False) -> None:
    x, y = center
    if lifted:
        pygame.draw.circle(surface, (0, 0, 0), (x + 4, y + 6), size // 2 + 2)
    if alien.startswith("K"):
        draw_glyph(surface, "hexagon", center, size + 4, BOSS_RGB)
        pygame.draw.polygon(surface, GOLD, [(x - size * .28, y + size * .05), (x - size * .28, y - size * .22),
                                            (x - size * .12, y - size * .08), (x, y - size * .26),
                                            (x + size * .12, y - size * .08), (x + size * .28, y - size * .22),
                                            (x + size * .28, y + size * .05)])
        label = render(alien[1:], max(10, size // 3), GOLD, True)
        surface.blit(label, label.get_rect(center=(x, y + size * .22)))
        return
    colour = worker_colour(alien, view)
    rgb = colour_rgb(colour, colour_blind)
    pygame.draw.circle(surface, (236, 236, 236), center, size // 2)
    pygame.draw.circle(surface, rgb, center, size // 2 - 2)
    draw_glyph(surface, glyph_for(colour), center, size * 0.52, (250, 250, 250) if colour != "yellow" else (40, 40, 40))


@lru_cache(maxsize=64)
def card_face(card_type_id: str, size: tuple[int, int]) -> pygame.Surface:
    kind = elevator_data().card_types[card_type_id]
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (246, 242, 232), surface.get_rect(), border_radius=9)
    band = CARD_COLOURS[kind.colour]
    pygame.draw.rect(surface, band, (0, 0, w, 34), border_top_left_radius=9, border_top_right_radius=9)
    title_size = 15 if len(kind.name) < 11 else 13
    title = render(kind.name, title_size, (255, 255, 255) if kind.colour != "yellow" else (40, 30, 10), True)
    surface.blit(title, title.get_rect(midleft=(8 + (16 if kind.instant else 0), 17)))
    if kind.instant:
        bolt = [(12, 6), (5, 19), (10, 19), (7, 29), (16, 14), (11, 14), (14, 6)]
        pygame.draw.polygon(surface, (255, 255, 255), bolt)
        pygame.draw.polygon(surface, (60, 40, 0), bolt, 1)
    _card_icon(surface, kind, (w // 2, 56))
    lines = wrap(kind.text, 11, w - 14)
    blit_lines(surface, lines[:7], (7, 78), 11, (40, 44, 52))
    pygame.draw.rect(surface, band, surface.get_rect(), 2, border_radius=9)
    return surface


def _card_icon(surface, kind, center) -> None:
    x, y = center
    ink = CARD_COLOURS[kind.colour]
    if kind.effect == "step":
        for d in kind.directions:
            tip = y - 14 * d
            pygame.draw.polygon(surface, ink, [(x - 12, y - 2 * d), (x + 12, y - 2 * d), (x, tip)])
    elif kind.effect == "ride":
        pygame.draw.rect(surface, ink, (x - 14, y - 14, 28, 28), 3, border_radius=4)
        label = render(kind.floor, 16, ink, True)
        surface.blit(label, label.get_rect(center=center))
    else:
        glyph = {"boss_call": "hexagon", "transfer": "hexagon", "alarm": "triangle", "wet_floor": "diamond",
                 "broken": "cross", "hacker": "square", "chatter": "circle"}[kind.effect]
        draw_glyph(surface, glyph, center, 26, ink)


@lru_cache(maxsize=8)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (36, 52, 74), surface.get_rect(), border_radius=8)
    pygame.draw.rect(surface, (120, 160, 200), surface.get_rect().inflate(-8, -8), 2, border_radius=6)
    label = render("51", 22, (170, 205, 235), True)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


def draw_card(surface, card: str, rect: pygame.Rect, highlight=False, lifted=False) -> None:
    if lifted:
        shadow = pygame.Rect(rect).move(5, 7)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=9)
    surface.blit(card_face(card.rsplit("-", 1)[0], rect.size), rect)
    if highlight:
        pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=11)


def draw_building(surface, layout: Layout, view: dict, targets: set, colour_blind: bool,
                  hidden, token_centres: dict) -> dict:
    """Floors with markers and effect tokens, the shaft and car, and every Alien not in ``hidden``.

    Fills ``token_centres`` and returns each Alien's token size.
    """
    sizes = {}
    token_types = elevator_data().tokens
    for i, name in enumerate(FLOORS_TOP_DOWN):
        rect = layout.floor_rects[name]
        pygame.draw.rect(surface, FLOOR_BG[i % 2], rect, border_radius=6)
        if name in targets:
            pygame.draw.rect(surface, GOLD, rect, 3, border_radius=6)
        number = render(name, 30, INK, True)
        surface.blit(number, number.get_rect(center=(rect.left + layout.label_w // 2, rect.centery)))
        _draw_markers(surface, layout, view, name, rect, colour_blind)
        token = view["tokens"].get(name)
        if token:
            kind = token_types[token]
            badge = layout.token_badge(name)
            pygame.draw.rect(surface, TOKEN_BADGE[kind.kind], badge, border_radius=11)
            text = render(kind.name, 12, (255, 255, 255), True)
            surface.blit(text, text.get_rect(center=badge.center))
    _draw_shaft(surface, layout, view, targets)
    token_centres.clear()
    groups = {}
    for alien, place in sorted(view["aliens"].items(), key=lambda item: (item[0].startswith("K"), item[0])):
        groups.setdefault(place, []).append(alien)
    for place, aliens in groups.items():
        area = layout.car_inside(view["elevator"]) if place == "E" else layout.floor_areas[place]
        size, centres = layout.token_positions(area, len(aliens))
        for alien, centre in zip(aliens, centres):
            token_centres[alien] = centre
            sizes[alien] = size
            if alien not in hidden:
                draw_alien(surface, alien, centre, size, view, colour_blind)
    return sizes


def ring_pickable(surface, centres: dict, pieces, size: int) -> None:
    """A gold ring round every Alien the deciding seat can pick up now."""
    for alien in pieces:
        if alien in centres:
            pygame.draw.circle(surface, GOLD, centres[alien], size // 2 + 4, 2)


def _draw_markers(surface, layout, view, floor, rect, colour_blind) -> None:
    x = rect.left + layout.label_w + 6
    for seat, marks in enumerate(view["objectives"]):
        if floor in marks:
            colour = view["seats"][seat]["colour"]
            flag = pygame.Rect(x, rect.top + 8, 24, 24)
            pygame.draw.rect(surface, (235, 235, 235), flag, border_radius=4)
            draw_glyph(surface, glyph_for(colour), flag.center, 16, colour_rgb(colour, colour_blind))
            x += 30


def _draw_shaft(surface, layout, view, targets) -> None:
    pygame.draw.rect(surface, (28, 33, 40), layout.shaft, border_radius=8)
    for i in range(1, 8):
        y = layout.shaft.top + i * layout.floor_h
        pygame.draw.line(surface, (44, 52, 62), (layout.shaft.left + 6, y), (layout.shaft.right - 6, y))
    car = layout.car_rect(view["elevator"])
    pygame.draw.rect(surface, (150, 158, 168) if not view["broken"] else (140, 80, 70), car, border_radius=6)
    pygame.draw.rect(surface, (92, 100, 112), car.inflate(-8, -8), border_radius=4)
    pygame.draw.rect(surface, GOLD if "E" in targets else (210, 215, 222), car, 3, border_radius=6)
    caption = render("BROKEN" if view["broken"] else "ELEVATOR", 11, (235, 235, 235), True)
    surface.blit(caption, caption.get_rect(midtop=(car.centerx, car.top + 1)))


def draw_die(surface, rect: pygame.Rect, value, can_roll: bool, hot: bool) -> None:
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=12)
    pygame.draw.rect(surface, (250, 250, 246), rect, border_radius=12)
    if can_roll:
        pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 3 if not hot else 5, border_radius=15)
    if value is None:
        label = render("ROLL" if can_roll else "—", 18, (60, 60, 70), True)
        surface.blit(label, label.get_rect(center=rect.center))
        return
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[value]
    for dx, dy in pips:
        pygame.draw.circle(surface, (30, 30, 40), (rect.centerx + dx * rect.w // 4, rect.centery + dy * rect.h // 4),
                           rect.w // 11)


def draw_piles(surface, layout: Layout, view: dict, discard_target: bool) -> None:
    surface.blit(pygame.transform.smoothscale(card_back(layout.card_size), layout.deck.size), layout.deck)
    count = render(f"deck {view['deck_size']}", 12, DIM)
    surface.blit(count, count.get_rect(midtop=(layout.deck.centerx, layout.deck.bottom + 2)))
    if view["discard"]:
        face = card_face(view["discard"][-1].rsplit("-", 1)[0], layout.card_size)
        surface.blit(pygame.transform.smoothscale(face, layout.discard.size), layout.discard)
    else:
        pygame.draw.rect(surface, (70, 80, 92), layout.discard, 2, border_radius=8)
    if discard_target:
        pygame.draw.rect(surface, GOLD, layout.discard.inflate(6, 6), 3, border_radius=10)
    label = render(f"discard {len(view['discard'])}", 12, DIM)
    surface.blit(label, label.get_rect(midtop=(layout.discard.centerx, layout.discard.bottom + 2)))


def draw_seats(surface, layout: Layout, view: dict, colour_blind: bool) -> None:
    rect = layout.seats
    row_h = min(24, rect.height // max(1, len(view["seats"])))
    for i, seat in enumerate(view["seats"]):
        y = rect.top + i * row_h
        if i == view["active"]:
            pygame.draw.rect(surface, (70, 90, 112), (rect.left, y, rect.width, row_h - 2), border_radius=5)
        colour = seat["colour"]
        draw_glyph(surface, glyph_for(colour), (rect.left + 12, y + row_h // 2), 15, colour_rgb(colour, colour_blind))
        cards = view["hand_sizes"][i]
        text = f"{seat['name']}  ·  {cards} card{'s' if cards != 1 else ''}"
        if view["team"] and view["hands"][i] is not None and len(view["seats"]) > 1:
            text += ": " + ", ".join(elevator_data().card(c).name for c in view["hands"][i])
        if view["objectives"] and view["objectives"][i]:
            text += "  ·  floors " + ", ".join(view["objectives"][i])
        surface.blit(render(text, 13, INK), (rect.left + 26, y + 3))


def status_head(view: dict, width: int) -> list[str]:
    """The gold line(s) over the prompt: whose turn, and the descending boss (on a line of its own if needed)."""
    active = view["seats"][view["active"]]["name"]
    parts = [f"Turn {view['turn']} — {active}'s turn" if not view["over"] else "Game over"]
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


def draw_status(surface, layout: Layout, view: dict) -> None:
    """Whose turn and the boss's countdown in gold, the prompt, and this turn's limits at the bottom."""
    rect = layout.status
    pygame.draw.rect(surface, (24, 32, 42), rect, border_radius=8)
    head = status_head(view, rect.width - 24)
    y = blit_lines(surface, head, (rect.left + 12, rect.top + 8), 16, GOLD, bold=True, gap=0)
    flags_top = rect.bottom - 22
    lines = wrap(view["prompt"], 16, rect.width - 24)
    room = (flags_top - y - 6) // 24  # prompt lines, 24 px apart, that end above the flags
    blit_lines(surface, lines[:room], (rect.left + 12, y + 6), 16, INK)
    flags = []
    if view["no_cards"]:
        flags.append("No card use this turn")
    if view["broken"]:
        flags.append("Elevator broken this turn")
    if not view["over"] and view["plays_left"] and not view["no_cards"]:
        flags.append(f"cards left to use this turn: {view['plays_left']}")
    if flags:
        surface.blit(render("  ·  ".join(flags), 13, DIM), (rect.left + 12, flags_top))
