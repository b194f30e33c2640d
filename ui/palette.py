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


def colour_rgb(name: str, colour_blind: bool = False) -> tuple[int, int, int]:
    table = COLOUR_BLIND if colour_blind else NORMAL
    try:
        return table[name]
    except KeyError:
        raise ValueError(f"Unknown player colour '{name}' (colours: {', '.join(COLOURS)}).") from None


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
    raise ValueError(f"Unknown glyph '{glyph}'.")


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
    return rect
