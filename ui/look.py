"""Shared look: the table-felt background, the theme path and the fonts to preload."""

from __future__ import annotations

import random
from functools import lru_cache
from html import escape
from pathlib import Path

import pygame

THEME_PATH = (Path(__file__).parent / "theme.json").resolve()
"""Absolute: pygame-gui resolves a relative theme against the cwd and only warns when it is missing."""

FELT_CENTRE = (47, 64, 82)
FELT_EDGE = (20, 28, 38)

# Fonts used by HTML text (headings, bold, italic) that the theme does not load itself.
FONTS = [{"name": "noto_sans", "point_size": size, "style": style}
         for size, style in ((17, "italic"), (22, "bold"))]


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """A dark blue-grey felt: a soft vignette with a faint fixed grain, cached per window size."""
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            d = min(1.0, (((x - 31.5) / 36) ** 2 + ((y - 19.5) / 24) ** 2) ** 0.5)
            small.set_at((x, y), [round(c + (e - c) * d * d) for c, e in zip(FELT_CENTRE, FELT_EDGE)])
    surface = pygame.transform.smoothscale(small, size)
    grain = random.Random(51)
    for _ in range(size[0] * size[1] // 180):
        x, y = grain.randrange(size[0]), grain.randrange(size[1])
        shade = grain.choice((-6, 6))
        surface.set_at((x, y), [max(0, min(255, c + shade)) for c in surface.get_at((x, y))[:3]])
    return surface


def html_text(text: str) -> str:
    """Plain text made safe for a pygame-gui text box (line breaks kept)."""
    return escape(text, quote=False).replace("\n", "<br>")
