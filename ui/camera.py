"""A camera over a board that is a grid of square cells and may grow in every direction.

World coordinates are in cells: the cell ``(x, y)`` covers ``x - 0.5 .. x + 0.5`` (and the
same in y), so whole numbers are cell centres. The camera shows part of the world in a
viewport rectangle of the window, at a zoom (1.0 = ``base`` pixels per cell). A table pans it
(drag, arrow keys), zooms it about the cursor (mouse wheel), fits a set of cells into view and
brings a cell into view when something happens there off screen. Cell sizes are whole pixels,
so drawings cached per size are reused while the zoom stays.
"""

from __future__ import annotations

import math
import time

import pygame

WHEEL_FACTOR = 1.15
KEY_PAN_CELLS = 1
"""An arrow key pans by this many cells: small steps, however large the view."""
FOLLOW_QUIET_SECONDS = 10.0
"""After the player pans or zooms, the camera does not move by itself for this long."""


class Camera:
    def __init__(self, viewport: pygame.Rect, base: float, least: float = 0.4, most: float = 1.6):
        self.viewport = pygame.Rect(viewport)
        self.base = base
        self.least, self.most = least, most
        self.zoom = 1.0
        self.centre = (0.0, 0.0)
        self.touched = -math.inf
        """When the player last moved the camera (time.monotonic)."""

    # --- geometry --------------------------------------------------------------------
    @property
    def cell(self) -> int:
        """Pixels per cell now."""
        return max(4, int(round(self.base * self.zoom)))

    def resize(self, viewport: pygame.Rect, base: float) -> None:
        self.viewport = pygame.Rect(viewport)
        self.base = base

    def to_screen(self, wx: float, wy: float) -> tuple[int, int]:
        c = self.cell
        return (int(round(self.viewport.centerx + (wx - self.centre[0]) * c)),
                int(round(self.viewport.centery + (wy - self.centre[1]) * c)))

    def to_world(self, pos) -> tuple[float, float]:
        c = self.cell
        return (self.centre[0] + (pos[0] - self.viewport.centerx) / c,
                self.centre[1] + (pos[1] - self.viewport.centery) / c)

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        c = self.cell
        left, top = self.to_screen(x - 0.5, y - 0.5)
        return pygame.Rect(left, top, c, c)

    def cell_at(self, pos) -> tuple[int, int] | None:
        """The cell under a window point, None outside the viewport."""
        if not self.viewport.collidepoint(pos):
            return None
        wx, wy = self.to_world(pos)
        return math.floor(wx + 0.5), math.floor(wy + 0.5)

    def shows(self, x: int, y: int) -> bool:
        """Whether the whole cell lies in the viewport."""
        return self.viewport.contains(self.cell_rect(x, y))

    def visible_cells(self) -> tuple[int, int, int, int]:
        """The cells (at least partly) in view: x from, x to, y from, y to (inclusive)."""
        left, top = self.to_world(self.viewport.topleft)
        right, bottom = self.to_world(self.viewport.bottomright)
        return (math.floor(left + 0.5), math.floor(right + 0.5), math.floor(top + 0.5), math.floor(bottom + 0.5))

    # --- the player moves it -----------------------------------------------------------
    def pan_pixels(self, dx: float, dy: float, by_player: bool = True) -> None:
        """Move the picture by ``dx, dy`` window pixels (the world follows the mouse)."""
        c = self.cell
        self.centre = (self.centre[0] - dx / c, self.centre[1] - dy / c)
        if by_player:
            self.touched = time.monotonic()

    def pan_key(self, sx: int, sy: int) -> None:
        self.pan_pixels(-sx * self.cell * KEY_PAN_CELLS, -sy * self.cell * KEY_PAN_CELLS)

    def keep_near(self, cells, margin: float = 2.0) -> None:
        """Keep the centre over ``cells`` (x, y pairs) or within ``margin`` cells of them, so keys
        never pan the board out of sight."""
        cells = list(cells)
        if not cells:
            return
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        x, y = self.centre
        self.centre = (min(max(x, min(xs) - margin), max(xs) + margin),
                       min(max(y, min(ys) - margin), max(ys) + margin))

    def zoom_by(self, factor: float, about=None, by_player: bool = True) -> None:
        """Zoom keeping the world point under ``about`` (default the viewport's centre) in place."""
        about = about if about is not None else self.viewport.center
        before = self.to_world(about)
        self.zoom = max(self.least, min(self.most, self.zoom * factor))
        after = self.to_world(about)
        self.centre = (self.centre[0] + before[0] - after[0], self.centre[1] + before[1] - after[1])
        if by_player:
            self.touched = time.monotonic()

    def wheel(self, notches: int, about) -> None:
        self.zoom_by(WHEEL_FACTOR ** notches, about)

    # --- the table moves it ------------------------------------------------------------
    def fit(self, cells, margin: float = 0.6, most: float = 1.0, pad: int = 0) -> None:
        """Show every cell of ``cells`` (x, y pairs) with ``margin`` cells and ``pad`` pixels round them, as
        large as fits up to zoom ``most``."""
        cells = list(cells)
        if not cells:
            return
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        width = max(xs) - min(xs) + 1 + 2 * margin
        height = max(ys) - min(ys) + 1 + 2 * margin
        room_w, room_h = max(1, self.viewport.width - 2 * pad), max(1, self.viewport.height - 2 * pad)
        zoom = min(room_w / (width * self.base), room_h / (height * self.base))
        self.zoom = max(self.least, min(most, self.most, zoom))
        self.centre = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)

    def follow(self, x: int, y: int, cells, pad: int = 0) -> bool:
        """Something happened on cell ``(x, y)``: when it is out of view and the player has not moved
        the camera lately, show ``cells`` (it among them) at no larger a zoom, or centre on it when they
        do not fit. Returns whether the camera moved."""
        if self.shows(x, y) or time.monotonic() - self.touched < FOLLOW_QUIET_SECONDS:
            return False
        self.fit(cells, most=self.zoom, pad=pad)
        if not self.shows(x, y):
            self.centre = (float(x), float(y))
        return True
