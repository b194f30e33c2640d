"""Where everything sits on The Elevator's table, for a given window size, and hit-testing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

FLOORS_TOP_DOWN = ("A", "6", "5", "4", "3", "2", "1", "0")
MARGIN = 14
TOP_BAR = 46
TOKEN_SHOWN = 0.8
"""Crowded tokens overlap, each showing at least this much of its width."""
LOG_LEAST = 100
"""The log's least height: four lines of text (ui/log_panel.py) and its padding."""


@dataclass(eq=False)  # hashed by identity: drawings are cached per layout
class Layout:
    """Sizes follow the window (1280 x 800 is the reference, k = 1; 1024 x 640 is 0.8), so
    nothing is cut off at any offered size: the player list spans the panel, cards shrink
    (and zoom on hover), and the log takes what is left."""

    size: tuple[int, int]
    players: int = 4

    def __post_init__(self):
        w, h = self.size
        k = self.k = max(0.75, min(w / 1280, h / 800, 1.3))
        self.building = pygame.Rect(MARGIN, TOP_BAR + 6, int(w * 0.56), h - TOP_BAR - 6 - MARGIN)
        self.floor_h = self.building.height // len(FLOORS_TOP_DOWN)
        b = self.building
        self.label_w = int(56 * k)
        self.marks_w = int(134 * k)
        self.shaft = pygame.Rect(b.right - int(b.width * 0.30), b.top, int(b.width * 0.30), self.floor_h * 8)
        self.floor_rects = {}
        self.floor_areas = {}
        for i, name in enumerate(FLOORS_TOP_DOWN):
            y = b.top + i * self.floor_h
            self.floor_rects[name] = pygame.Rect(b.left, y, self.shaft.left - b.left - 6, self.floor_h - 4)
            left = b.left + self.label_w + self.marks_w
            right = self.landing_door(self.floor_rects[name]).left - 8  # clear of the landing door
            self.floor_areas[name] = pygame.Rect(left, y + self.floor_h // 4, right - left,
                                                 self.floor_h - self.floor_h // 4 - 8)
        self.panel = pygame.Rect(b.right + MARGIN, TOP_BAR + 6, w - b.right - 2 * MARGIN, h - TOP_BAR - 6 - MARGIN)
        p = self.panel
        self.status = pygame.Rect(p.left, p.top, p.width, int(136 * k))
        die = int(66 * k)
        self.die = pygame.Rect(p.left, self.status.bottom + 10, die, die)
        pile = (int(54 * k), int(76 * k))
        self.deck = pygame.Rect(self.die.right + int(18 * k), self.die.top - 4, *pile)
        self.discard = pygame.Rect(self.deck.right + int(14 * k), self.deck.top, *pile)
        self.seats = pygame.Rect(p.left, self.deck.bottom + 22, p.width, int(self.players * 22 * k))
        card_w = min(int(100 * k), (p.width - 24) // 4)
        self.card_size = (card_w, int(card_w * 1.38))
        self.place_hand_and_log()
        if self.log.height < LOG_LEAST:  # a low window: the seat list goes beside the piles instead
            beside = self.discard.right + int(14 * k)
            self.seats = pygame.Rect(beside, self.deck.top, p.right - beside,
                                     max(self.deck.height, self.players * 17))
            self.place_hand_and_log()
        self.token = max(18, min(34, self.floor_h * 2 // 5))
        self.zoom_size = (int(190 * k), int(190 * k * 1.38))

    def place_hand_and_log(self) -> None:
        """The hand under the seat list, the choice buttons under it, and the log in what is left."""
        p = self.panel
        self.hand_top = max(self.seats.bottom, self.deck.bottom + 22) + 22  # under the piles' captions too
        self.choices = pygame.Rect(p.left, self.hand_top + self.card_size[1] + 8, p.width, 2 * 42 + 22)
        self.log = pygame.Rect(p.left, self.choices.bottom + 30, p.width, p.bottom - self.choices.bottom - 30)

    def landing_door(self, row: pygame.Rect) -> pygame.Rect:
        """A floor's landing door, at its right end by the shaft."""
        door = pygame.Rect(0, 0, max(10, self.floor_h // 3), self.floor_h * 6 // 10)
        door.bottomright = (row.right - 2, row.bottom - 3)
        return door

    def token_badge(self, floor: str) -> pygame.Rect:
        """Where a floor's effect token is drawn (Advanced mode)."""
        rect = self.floor_rects[floor]
        height = max(16, min(22, self.floor_h // 3))
        return pygame.Rect(rect.left + self.label_w + 4, rect.bottom - height - 4, self.marks_w - 10, height)

    def marker_spot(self, floor: str, index: int) -> pygame.Rect:
        """The place of the ``index``-th objective marker on a floor."""
        rect = self.floor_rects[floor]
        side = max(14, min(24, self.floor_h // 3))
        return pygame.Rect(rect.left + self.label_w + 6 + index * (side + 6), rect.top + 6, side, side)

    def car_rect(self, floor: str) -> pygame.Rect:
        row = self.floor_rects[floor]
        return pygame.Rect(self.shaft.left + 8, row.top + 2, self.shaft.width - 16, self.floor_h - 8)

    def car_inside(self, floor: str) -> pygame.Rect:
        """Where the riders stand: the car below its caption."""
        car = self.car_rect(floor)
        return pygame.Rect(car.left + 8, car.top + 14, car.width - 16, car.height - 18)

    def card_rects(self, count: int, top: int | None = None) -> list[pygame.Rect]:
        w, h = self.card_size
        top = self.hand_top if top is None else top
        return [pygame.Rect(self.panel.left + i * (w + 8), top, w, h) for i in range(count)]

    def token_positions(self, area: pygame.Rect, count: int) -> tuple[int, list[tuple[int, int]]]:
        """The token size and centres for ``count`` tokens in rows inside ``area``: as large as they
        fit, side by side, or overlapping a little (each shows at least ``TOKEN_SHOWN`` of its width)
        rather than smaller."""
        if count == 0:
            return self.token, []
        size, rows, pitch_x = 12, max(1, area.height // 14), 12.0
        for size in range(self.token, 11, -1):
            fitted = self._token_rows(area, count, size)
            if fitted is not None:
                rows, pitch_x = fitted
                break
        cols = -(-count // rows)
        pitch_y = size + 2
        top = area.centery - rows * pitch_y // 2 + pitch_y // 2
        left = area.left + size // 2 + 2
        return size, [(round(left + (i % cols) * pitch_x), top + (i // cols) * pitch_y) for i in range(count)]

    @staticmethod
    def _token_rows(area: pygame.Rect, count: int, size: int) -> tuple[int, float] | None:
        """The fewest rows of tokens of ``size`` that fit ``area``, and their spacing; None if none do."""
        for rows in range(1, max(1, area.height // (size + 2)) + 1):
            cols = -(-count // rows)
            pitch_x = float(size + 4) if cols == 1 else min(size + 4.0, (area.width - size - 4) / (cols - 1))
            if pitch_x >= size * TOKEN_SHOWN:
                return rows, pitch_x
        return None

    def place_at(self, point, elevator_floor: str) -> str | None:
        """The place under a point: 'E' for the car, a floor name for a floor band, else None."""
        if self.car_rect(elevator_floor).collidepoint(point):
            return "E"
        for name, rect in self.floor_rects.items():
            if rect.collidepoint(point):
                return name
        return None
