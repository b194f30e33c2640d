"""Pieces sliding to their new places after a change.

After a change every piece whose centre moved slides from its old place to its new one. After an
action played on the same screen, new pieces also fly in from where they come from (a card drawn
from the deck) and departed ones go where they went (a pod taking off): the table's hooks
``arrival_origin`` and ``departure_target`` say where. A new change replaces the running slides,
so input never waits.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

ANIMATION_SECONDS = {"off": 0.0, "fast": 0.15, "normal": 0.3, "slow": 0.6}
Point = tuple[int, int]
Centres = dict[str, Point]
"""Where each piece on the table is drawn, by name."""
ArrivalOrigin = Callable[[str, Centres], Point | None]
DepartureTarget = Callable[[str, Point], Point | None]
DrawPiece = Callable[[pygame.Surface, str, Point, dict], None]


class Motion:
    """The slides under way, and the places they start from."""

    def __init__(self, app, arrival_origin: ArrivalOrigin, departure_target: DepartureTarget,
                 draw_piece: DrawPiece):
        self.app = app
        self.arrival_origin = arrival_origin
        self.departure_target = departure_target
        self.draw_piece = draw_piece
        self.slides: dict[str, tuple[Point, Point]] = {}
        """Each sliding piece's start and end."""
        self.clock = 0.0
        self.start_from: Centres | None = None
        """The pieces' places before the last change, until the slides from them start (at the next draw)."""
        self.arrivals_for: int | None | tuple[()] = ()
        """The viewer whose screen the last action was played on, whose new pieces fly in from where they
        come from (``arrival_origin``); () after an undo, a redo or a replay step: they just appear."""

    @property
    def seconds(self) -> float:
        """How long a slide takes, at the animation speed of the settings."""
        return ANIMATION_SECONDS.get(self.app.settings.animation_speed, 0.3)

    def remember(self, centres: Centres) -> None:
        """The position is about to change: the pieces will slide from where they are now."""
        self.start_from = dict(centres)
        self.arrivals_for = ()

    def played_on(self, viewer: int | None) -> None:
        """The last change was an action played on ``viewer``'s screen: its new pieces fly in."""
        self.arrivals_for = viewer

    def stop(self) -> None:
        """Nothing slides, not even from the last change (the board moved under the pieces)."""
        self.start_from = None
        self.slides = {}

    def still(self) -> bool:
        """Whether nothing slides now and no slide is about to start."""
        return not self.slides and self.start_from is None

    def start(self, centres: Centres, viewer: int | None) -> bool:
        """After a change, start the slides from the remembered places to ``centres``; whether any started."""
        if self.start_from is None:
            return False
        old, self.start_from = self.start_from, None
        if self.seconds <= 0:
            return False
        self.slides = {p: (old[p], xy) for p, xy in centres.items() if p in old and old[p] != xy}
        if self.arrivals_for == viewer:
            for piece, xy in centres.items():
                origin = None if piece in old else self.arrival_origin(piece, old)
                if origin is not None and origin != xy:
                    self.slides[piece] = (origin, xy)
            for piece, start in old.items():
                end = None if piece in centres else self.departure_target(piece, start)
                if end is not None:
                    self.slides[piece] = (start, end)
        self.clock = 0.0
        return bool(self.slides)

    def draw(self, surface: pygame.Surface, view: dict) -> None:
        t = min(1.0, self.clock / (self.seconds or 1))
        ease = 1 - (1 - t) ** 3
        for piece, (start, end) in self.slides.items():
            xy = (int(start[0] + (end[0] - start[0]) * ease), int(start[1] + (end[1] - start[1]) * ease))
            self.draw_piece(surface, piece, xy, view)

    def advance(self, dt: float) -> bool:
        """Move the slides on by ``dt`` seconds; whether any was under way (the picture changed)."""
        if not self.slides:
            return False
        self.clock += dt
        if self.clock >= self.seconds:
            self.slides = {}
        return True
