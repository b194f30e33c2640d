"""Information about what the mouse rests on, in a panel that never covers the status line.

Tables draw these themselves instead of pygame-gui tool tips, which open below their
element wherever that is: under the top bar's buttons that was over the prompt.
"""

from __future__ import annotations

import pygame

from ui.text import blit_lines, block_height, render

INK = (232, 238, 244)
BACKGROUND = (16, 22, 30)
EDGE = (96, 130, 170)
OFFSET = 18
TOP_BAR = 48
"""The tables' bar of buttons (36 px high, 6 px from the top): a panel stays below it, since
pygame-gui draws those buttons over anything the table draws."""


def place_panel(size: tuple[int, int], at, screen: pygame.Rect, avoid: pygame.Rect) -> pygame.Rect:
    """A panel of ``size`` beside the point ``at``, inside ``screen`` and clear of ``avoid``.

    Tried in turn: below-right of the point, above it, and left of ``avoid``; the first that
    stays clear wins (the last is kept when none does).
    """
    w, h = size
    tries = [pygame.Rect(at[0] + OFFSET, at[1] + OFFSET, w, h),
             pygame.Rect(at[0] + OFFSET, at[1] - OFFSET - h, w, h),
             pygame.Rect(avoid.left - w - 4, at[1] - h // 2, w, h),
             pygame.Rect(at[0] - OFFSET - w, at[1] + OFFSET, w, h)]
    for box in tries:
        box.clamp_ip(screen)
        if not box.colliderect(avoid):
            return box
    return tries[-1]


def draw_panel(surface: pygame.Surface, lines: list[str], at, avoid: pygame.Rect, text_px: int = 13,
               extra: tuple[int, int] = (0, 0)) -> tuple[pygame.Rect, int]:
    """A panel of text lines (and ``extra`` room below them); returns it and the y below the text."""
    width = max([render(line, text_px, INK).get_width() for line in lines] + [extra[0]]) + 20
    height = block_height(lines, text_px, gap=6) + 14 + extra[1]  # as blit_lines below spaces them
    screen = surface.get_rect()
    screen.height -= TOP_BAR
    screen.top = TOP_BAR
    box = place_panel((width, height), at, screen, avoid)
    pygame.draw.rect(surface, BACKGROUND, box, border_radius=8)
    pygame.draw.rect(surface, EDGE, box, 1, border_radius=8)
    bottom = blit_lines(surface, lines, (box.left + 10, box.top + 7), text_px, INK, gap=6)
    return box, bottom
