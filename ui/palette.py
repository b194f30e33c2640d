"""Player colours, a colour-blind-safe alternative, and a glyph per colour.

Every token carries its colour's glyph as well as the colour, so colour is never
the only cue. The safe palette follows Okabe and Ito ("Color Universal Design").
"""

from __future__ import annotations

import math

import pygame

NORMAL = {
    "red": (214, 48, 49),
    "blue": (41, 121, 255),
    "green": (46, 160, 67),
    "yellow": (250, 204, 21),
    "white": (236, 236, 236),
    "black": (30, 30, 34),
    "pink": (240, 110, 170),
    "purple": (142, 68, 173),
}
COLOUR_BLIND = {
    "red": (213, 94, 0),  # vermillion
    "blue": (0, 114, 178),
    "green": (0, 158, 115),  # bluish green
    "yellow": (240, 228, 66),
    "white": (240, 240, 240),
    "black": (0, 0, 0),
    "pink": (204, 121, 167),  # reddish purple
    "purple": (93, 58, 155),
}
GLYPHS = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "yellow": "diamond",
    "white": "star",
    "black": "hexagon",
    "pink": "cross",
    "purple": "pentagon",
}
COLOURS = tuple(NORMAL)

# Area 51's artifact colours are not player colours: their own shades, and glyphs unlike any
# player's (a gear for tools, a shirt for clothing, a bolt for weapons, a drop for samples).
ARTIFACT_NORMAL = {"blue": (46, 112, 205), "brown": (141, 92, 58), "orange": (238, 138, 36), "green": (52, 158, 82)}
ARTIFACT_COLOUR_BLIND = {"blue": (0, 114, 178), "brown": (110, 70, 40), "orange": (230, 159, 0),
                         "green": (0, 158, 115)}
ARTIFACT_GLYPHS = {"blue": "gear", "brown": "shirt", "orange": "bolt", "green": "drop"}


def colour_rgb(name: str, colour_blind: bool = False) -> tuple[int, int, int]:
    table = COLOUR_BLIND if colour_blind else NORMAL
    try:
        return table[name]
    except KeyError:
        raise ValueError(f"Unknown player colour '{name}' (colours: {', '.join(COLOURS)}).") from None


def artifact_rgb(name: str, colour_blind: bool = False) -> tuple[int, int, int]:
    return (ARTIFACT_COLOUR_BLIND if colour_blind else ARTIFACT_NORMAL)[name]


def seat_colours(colour: str) -> list[str]:
    """The player colours of a seat: one, or a pair such as "pink+purple" (Area 51 for two)."""
    return colour.split("+")


def colour_words(colour: str) -> str:
    """A seat colour as words: "Red", "Pink and purple"."""
    return " and ".join(seat_colours(colour)).capitalize()


def draw_seat_glyph(surface: pygame.Surface, colour: str, center, size: float, colour_blind: bool = False) -> None:
    """A seat's glyph in its colour; a pair of colours shows both glyphs side by side."""
    colours = seat_colours(colour)
    if len(colours) == 1:
        draw_glyph(surface, glyph_for(colour), center, size, colour_rgb(colour, colour_blind))
        return
    step = size * 0.55
    for i, one in enumerate(colours):
        x = center[0] + (i - (len(colours) - 1) / 2) * step
        draw_glyph(surface, glyph_for(one), (x, center[1]), size * 0.7, colour_rgb(one, colour_blind))


def glyph_for(name: str) -> str:
    try:
        return GLYPHS[name]
    except KeyError:
        raise ValueError(f"Unknown player colour '{name}' (colours: {', '.join(COLOURS)}).") from None


def outline_for(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """A contrasting edge colour, so white and black glyphs show on any background."""
    light = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return (20, 20, 24) if light > 110 else (235, 235, 235)


def _polygon(center, radius, corners, rotation=-math.pi / 2, inner=None):
    """Points of a regular polygon, or of a star when ``inner`` (radius ratio) is given."""
    cx, cy = center
    steps = corners * 2 if inner else corners
    points = []
    for i in range(steps):
        r = radius * (inner if inner and i % 2 else 1)
        angle = rotation + 2 * math.pi * i / steps
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points


def glyph_points(glyph: str, center, size: float) -> list[tuple[float, float]] | None:
    """The outline of a glyph fitting a ``size`` square; None for the circle."""
    r = size / 2
    cx, cy = center
    if glyph == "circle":
        return None
    if glyph == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if glyph == "triangle":
        return _polygon((cx, cy + r * 0.15), r * 1.05, 3)
    if glyph == "diamond":
        return _polygon(center, r, 4)
    if glyph == "star":
        return _polygon(center, r * 1.05, 5, inner=0.45)
    if glyph == "hexagon":
        return _polygon(center, r, 6, rotation=0)
    if glyph == "pentagon":
        return _polygon(center, r, 5)
    if glyph == "cross":
        t = r * 0.36
        return [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t), (cx + r, cy + t),
                (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r), (cx - t, cy + t), (cx - r, cy + t),
                (cx - r, cy - t), (cx - t, cy - t)]
    if glyph in SHAPES:
        return [(cx + x * r, cy + y * r) for x, y in SHAPES[glyph]]
    raise ValueError(f"Unknown glyph '{glyph}'.")


def _gear(teeth: int = 6) -> list[tuple[float, float]]:
    """A cog: each tooth a flat top (outer radius) between two flanks down to the root circle."""
    points = []
    for tooth in range(teeth):
        base = 2 * math.pi * tooth / teeth
        for fraction, radius in ((0.0, 0.68), (0.12, 1.0), (0.38, 1.0), (0.5, 0.68)):
            angle = base + 2 * math.pi * fraction / teeth
            points.append((radius * math.cos(angle), radius * math.sin(angle)))
    return points


def _drop() -> list[tuple[float, float]]:
    points = [(0.0, -1.0)]
    for i in range(13):
        angle = math.pi * (-0.18 + 1.36 * i / 12)
        points.append((0.62 * math.cos(angle), 0.32 + 0.62 * math.sin(angle)))
    return points


SHAPES = {
    "gear": _gear(),
    "drop": _drop(),
    "bolt": [(0.15, -1.0), (-0.62, 0.12), (-0.08, 0.12), (-0.25, 1.0), (0.62, -0.18), (0.08, -0.18),
             (0.32, -1.0)],
    "shirt": [(-0.35, -0.85), (-1.0, -0.45), (-0.72, 0.0), (-0.5, -0.12), (-0.5, 0.9), (0.5, 0.9), (0.5, -0.12),
              (0.72, 0.0), (1.0, -0.45), (0.35, -0.85), (0.15, -0.6), (-0.15, -0.6)],
}
"""Glyphs drawn from a unit outline (scaled to the glyph's half size)."""


def draw_glyph(surface: pygame.Surface, glyph: str, center, size: float, rgb, outline=True) -> pygame.Rect:
    """Draw a filled glyph with a contrasting edge; returns the rectangle drawn."""
    edge = outline_for(rgb)
    width = max(1, round(size / 14)) if outline else 0
    points = glyph_points(glyph, center, size)
    if points is None:
        rect = pygame.draw.circle(surface, rgb, center, size / 2)
        if width:
            pygame.draw.circle(surface, edge, center, size / 2, width)
        return rect
    rect = pygame.draw.polygon(surface, rgb, points)
    if width:
        pygame.draw.polygon(surface, edge, points, width)
    if glyph == "gear":  # the axle hole
        pygame.draw.circle(surface, edge, center, size * 0.16)
    return rect
