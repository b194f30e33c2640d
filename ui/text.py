"""Cached fonts and rendered text for drawing on the table (pygame-gui widgets use the theme).

Text the program draws is placed in a box it must not leave: ``draw_text`` and
``draw_block`` shrink the font (down to a smallest readable size) until the text fits, and
report every placement to ``PLACEMENTS`` while a test records them, so a test can prove at
every window size that no text is cut off.
"""

from __future__ import annotations

import re
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


_FONT_CACHES = (font, render)
"""Held here so that forgetting them works even while a test has replaced ``render``."""


def _forget_fonts() -> None:
    """Fonts die with pygame.quit(); forget every cached one so the next App starts clean."""
    for cached in _FONT_CACHES:
        cached.cache_clear()
    pygame.register_quit(_forget_fonts)


pygame.register_quit(_forget_fonts)


HYPHEN_BREAK = re.compile(r"(?<=[A-Za-z]-)(?=[A-Za-z])")
"""Where a hyphenated word may be broken across lines: "Penny-" / "Farthing"."""


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than ``width`` pixels, between words or after a hyphen."""
    lines, line = [], ""
    measure = font(size, bold)
    for word in text.split():
        for index, piece in enumerate(HYPHEN_BREAK.split(word)):
            candidate = f"{line}{'' if index else ' '}{piece}" if line else piece
            if measure.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = piece
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


SMALLEST_PX = 10
"""No text is drawn smaller than this."""


class Placements:
    """While ``recording``, every text drawn with draw_text or draw_block: (text, its box, the box
    it was given); a block that could not fit and was left out records a None box."""

    def __init__(self):
        self.recording = False
        self.placed: list[tuple[str, pygame.Rect | None, pygame.Rect]] = []
        self.drawn_on: list[tuple[pygame.Surface, str, pygame.Rect]] = []
        """Each text with the surface it was drawn on (the part its clip lets show), for a test that
        two texts on one surface never touch."""

    def add(self, text: str, drawn: pygame.Rect | None, container: pygame.Rect, surface=None) -> None:
        if self.recording:
            self.placed.append((text, drawn, pygame.Rect(container)))
            if drawn is not None and surface is not None:
                shown = drawn.clip(surface.get_clip())
                if shown.width and shown.height:
                    self.drawn_on.append((surface, text, shown))

    def touching(self) -> list[tuple[str, pygame.Rect, str, pygame.Rect]]:
        """Pairs of texts on one surface that overlap or touch side by side (a line's empty top and
        bottom are allowed to meet the next line's)."""
        pairs = []
        for i, (surface, text, box) in enumerate(self.drawn_on):
            core = box.inflate(4, -box.height // 3)
            for other_surface, other, other_box in self.drawn_on[i + 1:]:
                if other_surface is surface and core.colliderect(other_box.inflate(4, -other_box.height // 3)):
                    pairs.append((text, box, other, other_box))
        return pairs

    def overflowing(self) -> list[tuple[str, pygame.Rect, pygame.Rect]]:
        return [(t, d, c) for t, d, c in self.placed if d is not None and not c.contains(d)]


PLACEMENTS = Placements()


def fitting_size(text: str, width: int, px: int, bold: bool = False, least: int = SMALLEST_PX,
                 height: int | None = None) -> int:
    """The largest size from ``px`` down to ``least`` at which ``text`` fits ``width`` (and ``height``),
    else ``least``."""
    size = px
    while size > least and (font(size, bold).size(text)[0] > width
                            or (height is not None and font(size, bold).get_height() > height)):
        size -= 1
    return size


def draw_text(surface, text: str, container: pygame.Rect, px: int, colour=(230, 236, 242), bold: bool = False,
              align: str = "left", least: int = SMALLEST_PX) -> pygame.Rect:
    """One line inside ``container`` (vertically centred), shrunk to fit its width if it must."""
    size = fitting_size(text, container.width, px, bold, least, container.height)
    image = render(text, size, colour, bold)
    box = image.get_rect()
    box.centery = container.centery
    if align == "center":
        box.centerx = container.centerx
    elif align == "right":
        box.right = container.right
    else:
        box.left = container.left
    surface.blit(image, box)
    PLACEMENTS.add(text, box, container, surface)
    return box


def draw_block(surface, text: str, container: pygame.Rect, px: int, colour=(230, 236, 242), bold: bool = False,
               least: int = SMALLEST_PX, gap: int = 2) -> bool:
    """Wrapped text filling ``container`` from its top, at the largest size from ``px`` down to
    ``least`` that fits; when even that does not fit, nothing is drawn (returns False): a
    table shows it whole elsewhere (a card zoomed on hover)."""
    for size in range(px, least - 1, -1):
        lines = wrap(text, size, container.width, bold)
        height = block_height(lines, size, bold, gap)
        widest = max((font(size, bold).size(line)[0] for line in lines), default=0)
        if height <= container.height and widest <= container.width:
            blit_lines(surface, lines, container.topleft, size, colour, bold, gap)
            PLACEMENTS.add(text, pygame.Rect(container.left, container.top, widest, height - gap), container,
                           surface)
            return True
    PLACEMENTS.add(text, None, container)
    return False


def draw_block_start(surface, text: str, container: pygame.Rect, px: int, colour=(230, 236, 242), bold: bool = False,
                     gap: int = 2) -> None:
    """Like ``draw_block``, but a text too long for ``container`` even at the smallest size shows
    its beginning, ending in "…", rather than nothing (for a card whose hover shows it whole)."""
    if draw_block(surface, text, container, px, colour, bold, gap=gap):
        return
    measure = font(SMALLEST_PX, bold)
    rows = max(1, (container.height + gap) // (measure.get_height() + gap))
    lines = wrap(text, SMALLEST_PX, container.width, bold)[:rows]
    last = lines[-1] + "…"
    while " " in last and measure.size(last)[0] > container.width:
        last = last.rsplit(" ", 1)[0].rstrip(",;:.") + "…"
    lines[-1] = last
    height = block_height(lines, SMALLEST_PX, bold, gap)
    if height > container.height or measure.size(last)[0] > container.width:
        return
    blit_lines(surface, lines, container.topleft, SMALLEST_PX, colour, bold, gap)
    widest = max(measure.size(line)[0] for line in lines)
    PLACEMENTS.add(" ".join(lines), pygame.Rect(container.left, container.top, widest, height - gap), container,
                   surface)


def block_height(lines: list[str], size: int, bold: bool = False, gap: int = 2) -> int:
    """The height ``draw_block`` gives wrapped ``lines`` at ``size``, each followed by ``gap``."""
    return len(lines) * (font(size, bold).get_height() + gap)


def draw_text_choice(surface, texts: list[str], container: pygame.Rect, px: int, colour=(230, 236, 242),
                     bold: bool = False, align: str = "left") -> pygame.Rect:
    """The first of ``texts`` (longest first) that fits ``container`` at a readable size: a caption
    that says less in a narrow box, rather than being cut."""
    for text in texts[:-1]:
        size = fitting_size(text, container.width, px, bold, SMALLEST_PX, container.height)
        if font(size, bold).size(text)[0] <= container.width:
            return draw_text(surface, text, container, px, colour, bold, align)
    return draw_text(surface, texts[-1], container, px, colour, bold, align)


def first_fitting(wordings, width: int, measure: pygame.font.Font, room: int = 0) -> str:
    """The first of ``wordings`` (longest first) that ``measure`` writes within ``width`` less
    ``room`` (a widget's padding), else the last: for a widget pygame-gui draws, which cannot shrink."""
    return next((words for words in wordings if measure.size(words)[0] + room <= width), wordings[-1])


def fits(text: str, box: pygame.Rect, px: int, bold: bool = False) -> bool:
    """Whether ``text`` fits ``box`` on one line at ``px`` or, shrunk, at a readable size."""
    return _fits(text, box.width, box.height, px, bold)


@lru_cache(maxsize=4096)
def _fits(text: str, width: int, height: int, px: int, bold: bool) -> bool:
    measure = font(fitting_size(text, width, px, bold, SMALLEST_PX, height), bold)
    return measure.size(text)[0] <= width and measure.get_height() <= height


def draw_label(surface, texts, box: pygame.Rect, px: int, colour=(230, 236, 242), bold: bool = False,
               align: str = "left") -> pygame.Rect | None:
    """The first of ``texts`` (one text or several, longest first) that fits ``box`` at a readable
    size, bold if asked and it fits, else regular; nothing when none fits (returns None): the
    table shows it whole elsewhere (a zoom or a hover)."""
    texts = [texts] if isinstance(texts, str) else texts
    for weight in (bold, False) if bold else (False,):
        for text in texts:
            if text and fits(text, box, px, weight):
                return draw_text(surface, text, box, px, colour, weight, align)
    return None
