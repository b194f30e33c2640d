"""The game's log on the table: plain-word lines, wrapped to the panel, newest at the bottom.

Drawn by the program rather than by a pygame-gui text box, so a new line costs one
wrap and one render of that line, never a layout of the whole log. The panel follows
the newest line unless the player has scrolled up (mouse wheel, a line a step); then the
lines in view stay put while new ones arrive below, until something new happens a few
seconds after the last turn of the wheel: the log goes back to the newest line.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from ui.text import font, render, wrap

TEXT_PX = 13
ROW_GAP = 2
PADDING = 6
INK = (222, 228, 236)
DIM = (150, 164, 178)
NOTATION = (120, 170, 210)
BACKGROUND = (22, 30, 40)
WHEEL_ROWS = 1
FOLLOW_AGAIN_SECONDS = 4.0
"""A player who scrolled up and left the wheel alone this long is shown the newest line again."""


@dataclass(frozen=True)
class LogLine:
    """One line of the log: what happened in words, and (shown on request) its notation."""

    text: str
    notation: str | None = None
    consequence: bool = False
    """A line that follows from the one before (drawn indented and dimmer)."""


class LogPanel:
    def __init__(self, rect: pygame.Rect, show_notation: bool = False):
        self.rect = pygame.Rect(rect)
        self.show_notation = show_notation
        self.lines: list[LogLine] = []
        self.said: list[tuple[str, int]] = []
        """For each line: the text as said once, and how many actions it stands for."""
        self.rows: list[tuple[str, tuple, int, bool]] = []
        """After wrapping: (text, colour, indent, whether it is the first row of its line)."""
        self.scroll = 0
        """Rows hidden below the view: 0 follows the newest line."""
        self._wrapped: dict[tuple[LogLine, int, bool], list[tuple[str, tuple, int, bool]]] = {}
        """Rows already worked out for a line at a width: showing another seat's log wraps nothing again."""
        self.clock = time.monotonic
        self.wheeled_at = 0.0
        """When the wheel last turned (``clock`` time)."""
        self._picture: pygame.Surface | None = None

    # --- content ---------------------------------------------------------------------
    def set_lines(self, lines: list[LogLine]) -> None:
        """Show these lines instead (another viewer's log); back to following the newest."""
        self.lines, self.said, self.rows = [], [], []
        self.scroll = 0
        self.add(lines)

    def add(self, lines: list[LogLine]) -> None:
        before = len(self.rows)
        for line in lines:
            said, times = line.text, 1
            if self._repeats_last(line):
                times = self.said.pop()[1] + 1
                last = self.lines.pop()
                del self.rows[len(self.rows) - len(self._rows_of(last)):]
                notation = "; ".join(n for n in (last.notation, line.notation) if n) or None
                line = LogLine(f"{said.removesuffix('.')} ({times} times).", notation)
            self.said.append((said, times))
            self.lines.append(line)
            self.rows.extend(self._rows_of(line))
        if self.scroll and self.clock() - self.wheeled_at >= FOLLOW_AGAIN_SECONDS:
            self.scroll = 0  # the player stopped reading back: show what just happened
        elif self.scroll:
            self.scroll += len(self.rows) - before  # keep the lines the player scrolled to in view
        self._picture = None

    def _repeats_last(self, line: LogLine) -> bool:
        """An action line that reads exactly as the one just before it, which had no consequence
        (six cards played face down by a rival): it is counted on that line, not written again."""
        if line.consequence or not self.lines or self.lines[-1].consequence:
            return False
        return self.said[-1][0] == line.text

    def _rewrap(self) -> None:
        """The same lines wrapped again (a new width, notation shown or hidden)."""
        self.rows = [row for line in self.lines for row in self._rows_of(line)]
        self.scroll = 0
        self._picture = None

    def toggle_notation(self) -> None:
        self.show_notation = not self.show_notation
        self._rewrap()

    def resize(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) != self.rect:
            self.rect = pygame.Rect(rect)
            self._rewrap()

    def _rows_of(self, line: LogLine) -> list[tuple[str, tuple, int, bool]]:
        key = (line, self.rect.width, self.show_notation)
        if key not in self._wrapped:
            self._wrapped[key] = self._wrap(line)
        return self._wrapped[key]

    def _wrap(self, line: LogLine) -> list[tuple[str, tuple, int, bool]]:
        indent = 14 if line.consequence else 0
        colour = DIM if line.consequence else INK
        width = self.rect.width - 2 * PADDING - indent
        rows = [(text, colour, indent, i == 0) for i, text in enumerate(wrap(line.text, TEXT_PX, width))]
        if self.show_notation and line.notation:
            rows += [(text, NOTATION, indent + 14, False) for text in wrap(line.notation, TEXT_PX, width - 14)]
        return rows

    # --- scrolling -------------------------------------------------------------------
    @property
    def visible_rows(self) -> int:
        """How many rows fit; one fewer while scrolled up, for the line that says more are below."""
        rows = max(1, (self.rect.height - 2 * PADDING) // self.row_height)
        return max(1, rows - 1) if self.scroll else rows

    @property
    def row_height(self) -> int:
        return font(TEXT_PX).get_linesize() + ROW_GAP

    def wheel(self, steps: int) -> None:
        """Scroll by mouse-wheel steps (positive: towards older lines)."""
        self.wheeled_at = self.clock()
        fitting = max(1, (self.rect.height - 2 * PADDING) // self.row_height)
        most = max(0, len(self.rows) - max(1, fitting - 1))
        scroll = max(0, min(most, self.scroll + steps * WHEEL_ROWS))
        if scroll != self.scroll:
            self.scroll = scroll
            self._picture = None

    def shown(self) -> list[tuple[str, tuple, int, bool]]:
        """The rows in view, oldest first: as many as fit, less the end of a line cut off above."""
        end = len(self.rows) - self.scroll
        start = max(0, end - self.visible_rows)
        while 0 < start < end and not self.rows[start][3]:
            start += 1
        return self.rows[start:end]

    def showing_rows(self) -> list[str]:
        """The texts of the rows in view, oldest first (tests read this)."""
        return [row[0] for row in self.shown()]

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._picture is None:
            self._picture = self._paint()
        surface.blit(self._picture, self.rect)

    def _paint(self) -> pygame.Surface:
        picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(picture, BACKGROUND, picture.get_rect(), border_radius=8)
        shown = self.shown()
        bottom = self.rect.height - PADDING - (self.row_height if self.scroll else 0)  # the indicator's row
        y = bottom - len(shown) * self.row_height
        for text, colour, indent, _first in shown:
            picture.blit(render(text, TEXT_PX, colour), (PADDING + indent, y))
            y += self.row_height
        if self.scroll:
            more = render(f"{self.scroll} more line{'s' if self.scroll != 1 else ''} below: scroll down",
                          11, NOTATION, True)
            picture.blit(more, more.get_rect(bottomright=(self.rect.width - PADDING, self.rect.height - 2)))
        return picture
