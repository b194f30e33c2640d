"""Cached fonts and rendered text for drawing on the table (pygame-gui widgets use the theme)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame
import pygame_gui

FONT_DIR = Path(pygame_gui.__file__).parent / "data"


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(FONT_DIR / name), size)


@lru_cache(maxsize=2048)
def render(text: str, size: int, colour=(230, 236, 242), bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(text, True, colour)


def _forget_fonts() -> None:
    """Fonts die with pygame.quit(); forget every cached one so the next App starts clean."""
    font.cache_clear()
    render.cache_clear()
    pygame.register_quit(_forget_fonts)


pygame.register_quit(_forget_fonts)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``width`` pixels."""
    lines, line = [], ""
    measure = font(size, bold)
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if measure.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def blit_lines(surface, lines: list[str], pos, size: int, colour=(230, 236, 242), bold=False, gap=2) -> int:
    """Draw lines from ``pos`` downwards; returns the y below the last line."""
    x, y = pos
    for line in lines:
        image = render(line, size, colour, bold)
        surface.blit(image, (x, y))
        y += image.get_height() + gap
    return y


def missing_glyphs(text: str, size: int = 18, bold: bool = False) -> set[str]:
    """The characters of ``text`` the program's font has no glyph for (drawn as an empty box).

    A character is missing when it renders exactly like one the font surely lacks (a private
    use code point).
    """
    measure = font(size, bold)
    box = pygame.image.tobytes(measure.render("\ue000", True, (255, 255, 255)), "RGBA")
    return {char for char in set(text) - set(" \n\t")
            if pygame.image.tobytes(measure.render(char, True, (255, 255, 255)), "RGBA") == box}
