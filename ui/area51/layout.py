"""Where everything sits on the Area 51 table, for a window size and a board, and hit-testing.

Coordinates are laid out for 1600 x 1000 and scaled to the window (1280 x 800 is 0.8).
The board: region A at the top, B bottom left, C bottom right, the tower supply between
them; each pair of regions is joined by a band of one road (trucks) and one track
(trains). A lane is cut in two halves at its middle: a vehicle in the half next to a
region departs from that region, so a drop on a half says which way a vehicle points.
"""

from __future__ import annotations

import math
from itertools import pairwise

import pygame

REFERENCE = (1600, 1000)
REGION_RECTS = {"A": (306, 56, 420, 276), "B": (14, 436, 420, 276), "C": (612, 436, 420, 276)}
LANES = {
    # (region pair, way): the lane's centre line, from the first region to the second
    ("AB", "road"): [(306, 176), (204, 176), (204, 436)],
    ("AB", "track"): [(306, 212), (240, 212), (240, 436)],
    ("AC", "road"): [(726, 176), (842, 176), (842, 436)],
    ("AC", "track"): [(726, 212), (806, 212), (806, 436)],
    ("BC", "road"): [(434, 556), (612, 556)],
    ("BC", "track"): [(434, 592), (612, 592)],
}
LANE_HALF_WIDTH = 14
MIDDLE = (523, 384)
LEAST_PROMPT_HEIGHT = 76
"""Window pixels: four lines of the prompt and its checklist at the smallest readable size."""
LEAST_CHOICES_HEIGHT = 110
"""Window pixels: a row of choice buttons (42) and three lines of a refusal under them (3 x 22)."""
NOTATION_ROOM = 30
"""Window pixels between the choices and the log, where the log's notation button sits."""
ARTIFACT_ORDER = ("blue", "brown", "orange", "green")
CARD = (60, 86)
"""Reference pixels of a card on the display, and of a hand card in a full hand."""
HAND_SCALES = (1.45, 1.2)
"""The larger sizes a hand is shown at when it fits in one row (the strip has room for two rows)."""


class Layout:
    def __init__(self, size: tuple[int, int], regions: list[dict]):
        self.size = size
        self.scale = min(size[0] / REFERENCE[0], size[1] / REFERENCE[1])
        self.left = int((size[0] - REFERENCE[0] * self.scale) / 2)
        self.regions = {r["id"]: self.rect(REGION_RECTS[r["id"]]) for r in regions}
        self._place_region_parts(regions)
        self.lanes = {key: [self.point(p) for p in points] for key, points in LANES.items()}
        self.middle = self.point(MIDDLE)
        self.tower_rects = {colour: self.rect((MIDDLE[0] - 64 + i * 34, MIDDLE[1] - 26, 26, 50))
                            for i, colour in enumerate(ARTIFACT_ORDER)}
        self.board = self.rect((6, 52, 1040, 664))
        """The desert the base stands in: the regions, the roads and tracks, the tower supply."""
        self.hand = self.rect((14, 722, 1032, 264))
        self.seats = self.rect((1060, 52, 526, 168))
        self.depot = self.rect((1060, 226, 526, 62))
        self.deck = self.rect((1060, 300, 60, 86))
        self.discard = self.rect((1128, 300, 60, 86))
        self.display = [self.rect((1208 + i * 64, 300, 60, 86)) for i in range(6)]  # set off from the discard
        self._stack_prompt_and_choices()
        self.log = self.rect((1060, 630, 526, 356))
        log_top = max(self.log.top, self.choices.bottom + NOTATION_ROOM)  # the log gives up what the band took
        self.log.height -= log_top - self.log.top
        self.log.top = log_top
        self.card = self.size_of(CARD)
        self.tray_card = self.size_of((72, 104))
        self.vehicle = self.size_of((48, 24))

    def _stack_prompt_and_choices(self) -> None:
        """The prompt and the choice band, each at least as high as its text needs in a small
        window (the labels under the deck, whose text does not shrink below a readable size, stay clear)."""
        self.prompt = self.rect((1060, 404, 526, 88))
        self.prompt.top = max(self.prompt.top, self.deck.bottom + 2 + self.font_px(11) + 8)
        self.prompt.height = max(self.prompt.height, LEAST_PROMPT_HEIGHT)
        self.choices = self.rect((1060, 498, 526, 100))
        self.choices.top = max(self.choices.top, self.prompt.bottom + 4)
        self.choices.height = max(self.choices.height, LEAST_CHOICES_HEIGHT)

    # --- scaling ---------------------------------------------------------------------
    def px(self, value: float) -> int:
        return int(round(value * self.scale))

    def font_px(self, value: float, least: int = 11) -> int:
        return max(least, self.px(value))

    def point(self, xy) -> tuple[int, int]:
        return self.left + self.px(xy[0]), self.px(xy[1])

    def rect(self, r) -> pygame.Rect:
        x, y = self.point(r[:2])
        return pygame.Rect(x, y, self.px(r[2]), self.px(r[3]))

    def size_of(self, wh) -> tuple[int, int]:
        return self.px(wh[0]), self.px(wh[1])

    # --- regions ---------------------------------------------------------------------
    def _place_region_parts(self, regions: list[dict]) -> None:
        self.space_rects: dict[str, pygame.Rect] = {}
        self.hangar_rects: dict[str, pygame.Rect] = {}
        self.region_headers: dict[str, pygame.Rect] = {}
        for info in regions:
            area = self.regions[info["id"]]
            pad = self.px(8)
            self.region_headers[info["id"]] = pygame.Rect(area.left, area.top, area.width, self.px(26))
            row = pygame.Rect(area.left + pad, area.top + self.px(30), area.width - 2 * pad, self.px(112))
            count = info["spaces"]
            slot = row.width // count
            for n in range(1, count + 1):
                self.space_rects[f"{info['id']}{n}"] = pygame.Rect(row.left + (n - 1) * slot, row.top, slot - 4,
                                                                   row.height)
            hangar_row = pygame.Rect(area.left + pad, row.bottom + self.px(6), area.width - 2 * pad,
                                     area.bottom - row.bottom - self.px(6) - pad)
            width = hangar_row.width // len(info["hangars"])
            for i, hangar in enumerate(info["hangars"]):
                self.hangar_rects[hangar] = pygame.Rect(hangar_row.left + i * width, hangar_row.top, width - 6,
                                                        hangar_row.height)

    @staticmethod
    def hangar_halves(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The face-up (upper) and face-down (lower) drop zones of a hangar."""
        upper = pygame.Rect(rect.left, rect.top, rect.width, rect.height // 2)
        return upper, pygame.Rect(rect.left, upper.bottom, rect.width, rect.height - upper.height)

    # --- lanes -----------------------------------------------------------------------
    def lane_of(self, route: str, way: str) -> list[tuple[int, int]]:
        """The lane a vehicle on ``route`` (``A>B``) stands on, drawn from its departure region."""
        start, end = route[0], route[2]
        points = self.lanes[("".join(sorted(start + end)), way)]
        return points if start < end else list(reversed(points))

    def lane_half(self, route: str, way: str) -> list[tuple[int, int]]:
        """The half of the lane next to the departure region (where such a vehicle stands)."""
        return _first_half(self.lane_of(route, way))

    def vehicle_spots(self, route: str, way: str, count: int) -> list[tuple[float, float, float]]:
        """Centres and headings (radians, towards the destination) of ``count`` vehicles on a half."""
        half = self.lane_half(route, way)
        length = _length(half)
        step = min(self.vehicle[0] + self.px(18), length / max(count, 1))  # room for the number badge behind
        spots = []
        for i in range(count):
            distance = self.px(40) + step * i
            spots.append(_along(half, min(distance, length - self.px(8))))
        return spots

    def route_at(self, point, way: str, routes: list[str]) -> str | None:
        """The route whose lane half of ``way`` lies under ``point``."""
        for route in routes:
            if _distance_to(self.lane_half(route, way), point) <= self.px(LANE_HALF_WIDTH) + 4:
                return route
        return None

    # --- hand and tray -----------------------------------------------------------------
    def hand_rects(self, cards: list[str], colour_of, least=None) -> dict[str, pygame.Rect]:
        """Cards grouped by colour, fanned within a group, in up to two rows inside the strip.

        Cards that fit in one row at a larger size (``HAND_SCALES``), each keeping most of its
        face in view, are shown larger; else at ``least`` (a display card's size unless given).
        """
        area = self.hand.inflate(-self.px(16), -self.px(44))
        area.top = self.hand.top + self.px(30)
        groups = [[c for c in cards if colour_of(c) == colour] for colour in ARTIFACT_ORDER]
        groups = [g for g in groups if g]
        if not groups:
            return {}
        w, h = least or self.card
        for scale in HAND_SCALES:
            larger = self.size_of((CARD[0] * scale, CARD[1] * scale))
            offset = self._fan_offset([groups], larger[0], area.width)
            if larger[1] > h and larger[1] + self.px(10) <= area.height and offset >= larger[0] * 0.6:
                return self._placed([groups], larger, offset, area)
        for rows in (1, 2):
            per_row = _split(groups, rows)
            widest = max(self._row_width(row, w, w + self.px(6), self.px(18)) for row in per_row)
            if widest <= area.width or rows == 2:
                break
        return self._placed(per_row, (w, h), self._fan_offset(per_row, w, area.width), area)

    def _fan_offset(self, per_row, w: int, width: int) -> int:
        """How far apart the cards of a colour group stand: apart, or closer until every row fits."""
        offset = w + self.px(6)
        while offset > self.px(12) and max(self._row_width(row, w, offset, self.px(18)) for row in per_row) > width:
            offset -= 1
        return offset

    def _placed(self, per_row, size: tuple[int, int], offset: int, area: pygame.Rect) -> dict[str, pygame.Rect]:
        w, h = size
        rects = {}
        row_h = min(h + self.px(10), area.height // len(per_row))
        for r, row in enumerate(per_row):
            x, y = area.left, area.top + r * row_h
            for group in row:
                for card in group:
                    rects[card] = pygame.Rect(x, y, w, h)
                    x += offset
                x += w - offset + self.px(18)
        return rects

    @staticmethod
    def _row_width(row: list[list[str]], w: int, offset: int, gap: int) -> int:
        return sum(w + offset * (len(g) - 1) for g in row) + gap * (len(row) - 1)

    # --- the middle ------------------------------------------------------------------
    def tower_at(self, point) -> str | None:
        for colour, rect in self.tower_rects.items():
            if rect.inflate(self.px(8), self.px(8)).collidepoint(point):
                return colour
        return None


def _split(groups: list[list[str]], rows: int) -> list[list[list[str]]]:
    """Colour groups over ``rows`` rows, keeping each group whole."""
    if rows == 1:
        return [groups]
    total = sum(len(g) for g in groups)
    first, count = [], 0
    for group in groups:
        if count and count + len(group) / 2 > total / 2:
            break
        first.append(group)
        count += len(group)
    return [first, groups[len(first):]] if groups[len(first):] else [first]


def _length(points) -> float:
    return sum(math.dist(a, b) for a, b in pairwise(points))


def _first_half(points) -> list[tuple[int, int]]:
    half, walked, out = _length(points) / 2, 0.0, [points[0]]
    for a, b in pairwise(points):
        segment = math.dist(a, b)
        if walked + segment >= half:
            t = (half - walked) / segment
            out.append((round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)))
            return out
        out.append(b)
        walked += segment
    return out


def _along(points, distance: float) -> tuple[float, float, float]:
    """The point ``distance`` along a polyline, and the heading there (towards its end)."""
    walked = 0.0
    for a, b in pairwise(points):
        segment = math.dist(a, b)
        if walked + segment >= distance or b == points[-1]:
            t = max(0.0, min(1.0, (distance - walked) / segment)) if segment else 0.0
            heading = math.atan2(b[1] - a[1], b[0] - a[0])
            return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, heading
        walked += segment
    return (*points[-1], 0.0)


def _distance_to(points, point) -> float:
    best = math.inf
    px, py = point
    for (ax, ay), (bx, by) in pairwise(points):
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        best = min(best, math.dist((px, py), (ax + t * dx, ay + t * dy)))
    return best
