"""Shared look: the table-felt background, the theme path, the fonts to preload, dragged cards."""

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
FONTS: list[dict[str, str | int | float]] = [{"name": "noto_sans", "point_size": size, "style": style}
         for size, style in ((17, "italic"), (22, "bold"))]


LIFTED_ALPHA = 185
"""A dragged card's opacity: the socket, label or lit place under the pointer shows through it."""


def see_through(image: pygame.Surface) -> pygame.Surface:
    """A copy of a card's picture to draw under the pointer while it is dragged."""
    lifted = image.copy()
    lifted.set_alpha(LIFTED_ALPHA)
    return lifted


GRAIN_TILE = 160
"""Side of the square tiles of specks that give the felt its grain."""


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """A dark blue-grey felt: a soft vignette with a faint fixed grain, cached per window size.

    Built from a tiny vignette scaled up (smoothly to half size, then doubled) and two tiles
    of specks added and subtracted by blitting, so it is ready in a few milliseconds (it is
    on the first frame).
    """
    half = pygame.transform.smoothscale(_vignette(), ((size[0] + 1) // 2, (size[1] + 1) // 2))
    surface = pygame.transform.scale(half, size)  # a gradient this soft shows no 2 x 2 steps
    lighter, darker = _grain_tiles()
    for top in range(0, size[1], GRAIN_TILE):
        for left in range(0, size[0], GRAIN_TILE):
            surface.blit(lighter, (left, top), special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(darker, (left, top), special_flags=pygame.BLEND_RGB_SUB)
    return surface


@lru_cache(maxsize=1)
def _vignette() -> pygame.Surface:
    """64 x 40 pixels going from the felt's centre colour to its edge colour."""
    small = pygame.Surface((64, 40))
    centre = pygame.Color(FELT_CENTRE)
    across = [((x - 31.5) / 36) ** 2 for x in range(64)]
    for y in range(40):
        down = ((y - 19.5) / 24) ** 2
        for x, side in enumerate(across):
            small.set_at((x, y), centre.lerp(FELT_EDGE, min(1.0, side + down)))  # squared distance, capped
    return small


@lru_cache(maxsize=1)
def _grain_tiles() -> tuple[pygame.Surface, pygame.Surface]:
    """Two black tiles with faint grey specks: one lightens the felt, the other darkens it."""
    grain = random.Random(51)
    tiles = []
    for _ in range(2):
        tile = pygame.Surface((GRAIN_TILE, GRAIN_TILE))
        for _ in range(GRAIN_TILE * GRAIN_TILE // 360):
            tile.set_at((grain.randrange(GRAIN_TILE), grain.randrange(GRAIN_TILE)), (6, 6, 6))
        tiles.append(tile)
    return tiles[0], tiles[1]


def html_text(text: str) -> str:
    """Plain text made safe for a pygame-gui text box (line breaks kept)."""
    return escape(text, quote=False).replace("\n", "<br>")


def text_box_height(ui_manager, html: str, width: int) -> int:
    """The height a #plain_text box of ``width`` needs to show ``html`` whole: measured by laying
    the text out in a throwaway box, which pygame-gui sizes to its text when given height -1."""
    from pygame_gui.elements import UITextBox
    box = UITextBox(html, pygame.Rect(0, 0, width, -1), ui_manager, object_id="#plain_text")
    height = box.rect.height
    box.kill()
    return height


@lru_cache(maxsize=8)
def ground(size: tuple[int, int], base: tuple[int, int, int], seed: int, specks: int = 14) -> pygame.Surface:
    """A flat ground of ``base`` with a fixed scatter of lighter and darker specks (sand, gravel,
    wood, brass...), cached per size: ``specks`` is how far the specks stray from the base."""
    surface = pygame.Surface(size)
    surface.fill(base)
    scatter = random.Random(seed)
    area = size[0] * size[1]
    for _ in range(area // 40):
        shade = scatter.randint(-specks, specks)
        colour = tuple(max(0, min(255, c + shade)) for c in base)
        surface.set_at((scatter.randrange(size[0]), scatter.randrange(size[1])), colour)
    return surface
