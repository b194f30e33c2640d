"""Where everything sits on the Area 1851 table, for a window size and a view, and hit-testing.

Coordinates are laid out for 1600 x 1000 (spec §7.1) and scaled to the window; the top bar
keeps the height of its buttons, which do not scale. The left column holds the board (five
locations, each with its Idle, Level 1 and Level 2 zones), the piles, the prompt and the
choice buttons; the right column a row per player (the scoreboard with every tableau in
small), then the seat at the screen: its table of gadgets and dice, its hand, its scrap
heap, its feats and the log.

``places(view, seat, secrets)`` puts every card, socket, die and assistant of a view in a
rectangle, named as the table names pieces and targets ("hand:crossbow-1", "socket:canoe-1:2",
"die:d1", "zone:workshop:2"), so drawing and hit-testing use the same places.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

REFERENCE = (1600, 1000)
TOP = 52
"""Where the table starts below the top bar, in reference pixels."""
BAR = 48
"""The top bar's height at least, in window pixels: its buttons keep their size."""
ROW = 88
"""One location row of the board."""
ZONES = ((118, 136), (258, 136), (398, 136))
"""The Idle, Level 1 and Level 2 zones of a location row: x and width."""
PLAYER_ROW = 66
MOST_PLAYERS = 5
DECK = (64, 88)
CARD = (118, 160)
TABLE_CARD = (118, 148)
SOCKET_H = 36
MINI_CARD = (100, 136)
MINI_GADGET = (100, 58)
MINI_GADGET_WIDEST = 190
"""How wide a gadget in a player's row grows where the row has room."""
ROW_FEATS_W = 190
"""The width of the column of feats done at the right end of a player row: the longest name fits
whole at 1280 x 800, leaving room for two small gadgets side by side."""
ROW_FEATS_MIN_W = 110
"""The narrowest that column gets, beside three gadgets or more."""
MORE_FEATS = "more"
"""The key of the line that counts a row's done feats without room of their own."""
FEAT_ROW = 34
"""The most height of one line of one's own feats."""
SMALLEST_LINE = 14
"""The least height, in window pixels, of a strip whose words can still be read: that of a line
at ui.text.SMALLEST_PX."""
ZOOM = (236, 320)
DIE = 64
SMALL_DIE = 28
PAWN = 26
LINE = 15
"""The least height of a line of text in window pixels (10 px text needs 14)."""


@dataclass
class Places:
    """Every placed thing of one view: name -> rectangle (pawns: name -> centre)."""

    hand: dict[str, pygame.Rect] = field(default_factory=dict)
    gadgets: dict[str, pygame.Rect] = field(default_factory=dict)
    sockets: dict[str, pygame.Rect] = field(default_factory=dict)
    """"GADGET:K" -> the slot under the card."""
    mods: dict[str, pygame.Rect] = field(default_factory=dict)
    scrap: dict[str, pygame.Rect] = field(default_factory=dict)
    feats: dict[str, pygame.Rect] = field(default_factory=dict)
    dice: dict[str, pygame.Rect] = field(default_factory=dict)
    pawns: dict[tuple[int, str], tuple[int, int]] = field(default_factory=dict)
    """(seat, assistant) -> centre, for every assistant on the board."""
    reserve: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    minis: dict[str, pygame.Rect] = field(default_factory=dict)
    """Every seat's gadgets in small in the player rows."""
    feat_headings: dict[str, pygame.Rect] = field(default_factory=dict)
    """When the feats under each heading are checked ("delivery", "state", "end") or "done" -> its line."""
    row_feats: dict[str, pygame.Rect] = field(default_factory=dict)
    """Every seat's done feats as strips in the player rows (``MORE_FEATS`` not among them)."""


HEADING = "heading:"
"""Marks a heading among the feat area's lines."""
TIMINGS = ("delivery", "state", "end")


def feat_list(view: dict, player: dict) -> list[str]:
    """The seat's own feats in lines: those face down under a heading for when each is checked (on
    a delivery, any time, at the end), then those done under their own heading."""
    down = player["feats_down"] or []
    lines = []
    for when in TIMINGS:
        group = [feat for feat in down if view["feats"][feat]["when"] == when]
        lines += [HEADING + when, *group] if group else []
    done = player["feats_up"]
    return lines + ([HEADING + "done", *done] if done else [])


class Layout:
    def __init__(self, size: tuple[int, int], locations: tuple[str, ...], players: int = MOST_PLAYERS):
        w, h = size
        self.freed = (MOST_PLAYERS - players) * PLAYER_ROW
        """Reference pixels the player rows leave free with fewer players: the seat's own areas
        move up by as much, and the bottom row (scrap heap, feats, log) grows by it."""
        self.size = size
        self.top = max(BAR, round(TOP * min(w / REFERENCE[0], h / REFERENCE[1])))
        self.scale = min(w / REFERENCE[0], (h - self.top) / (REFERENCE[1] - TOP))
        self.left = int((w - REFERENCE[0] * self.scale) / 2)
        self.board = self.rect((14, 52, 520, 5 * ROW - 4))
        self.plates: dict[str, pygame.Rect] = {}
        self.zones: dict[tuple[str, int], pygame.Rect] = {}
        self._place_board(locations)
        self.event = self.rect((14, 500, 196, 150))
        self.event_caption = self.rect((14, 654, 196, 20))
        self.discard = self.rect((218, 500, 100, 136))
        self.event_deck = self.rect((326, 500) + DECK)
        self.tinker_deck = self.rect((398, 500) + DECK)
        self.feat_deck = self.rect((470, 500) + DECK)
        self.deck_line = self.rect((326, 616, 208, 40))
        self.prompt = self.rect((14, 684, 520, 106))
        self.choices = self.rect((14, 798, 520, 188))
        self.players = self.rect((548, 52, 1038, MOST_PLAYERS * PLAYER_ROW - self.freed))
        self.tableau = self.seat_rect((548, 390, 700, 212))
        self.tray = self.seat_rect((1256, 390, 330, 212))
        self.chute = self.seat_rect((1266, 506, 310, 92))
        self.free_token = self.seat_rect((1494, 414, 84, 40))
        self.reroll_token = self.seat_rect((1494, 460, 84, 40))
        self.hand = self.seat_rect((548, 610, 1038, 184))
        self.heap = self.seat_rect((548, 802, 420, 184), grow=True)
        self.feat_area = self.seat_rect((976, 802, 290, 184), grow=True)
        # as high as the row allows, for more of the others' moves
        self.log = self.seat_rect((1274, 832, 312, 154), grow=True)
        self.log_caption = self.seat_rect((1274, 806, 150, 22))
        self.line_h = max(self.px(18), LINE)
        self.head = self.line_h + self.px(4)
        """Where an area's cards start, below its caption."""
        self.card = self.size_of(CARD)
        self.socket_h = self.px(SOCKET_H)
        self.table_card = (self.px(TABLE_CARD[0]),
                           min(self.px(TABLE_CARD[1]), self.tableau.height - self.head - self.socket_h - self.px(8)))
        self.mini_card = self.size_of(MINI_CARD)
        self.mini_gadget = self.size_of(MINI_GADGET)
        self.zoom = self.size_of(ZOOM)
        self.pawn = self.px(PAWN)

    # --- scaling ---------------------------------------------------------------------
    def px(self, value: float) -> int:
        return int(round(value * self.scale))

    def font_px(self, value: float, least: int = 10) -> int:
        return max(least, self.px(value))

    def point(self, xy) -> tuple[int, int]:
        return self.left + self.px(xy[0]), self.top + self.px(xy[1] - TOP)

    def rect(self, r) -> pygame.Rect:
        x, y = self.point(r[:2])
        return pygame.Rect(x, y, self.px(r[2]), self.px(r[3]))

    def seat_rect(self, r, grow: bool = False) -> pygame.Rect:
        """A rectangle of the seat's own areas below the player rows, moved up by what they leave
        free, and with ``grow`` (the bottom row) as much higher."""
        x, y, w, h = r
        return self.rect((x, y - self.freed, w, h + (self.freed if grow else 0)))

    def size_of(self, wh) -> tuple[int, int]:
        return self.px(wh[0]), self.px(wh[1])

    def caption(self, area: pygame.Rect) -> pygame.Rect:
        """The one-line caption at the top of an area."""
        return pygame.Rect(area.left + self.px(6), area.top + self.px(2), area.width - self.px(12), self.line_h)

    # --- the board -------------------------------------------------------------------
    def _place_board(self, locations: tuple[str, ...]) -> None:
        """A row per location: its name plate and its three zones (0 Idle, 1 and 2 the Levels)."""
        for row, location in enumerate(locations):
            y = 52 + row * ROW
            self.plates[location] = self.rect((14, y, 100, ROW - 4))
            for level, (x, width) in enumerate(ZONES):
                self.zones[(location, level)] = self.rect((x, y, width, ROW - 4))

    def zone_at(self, pos) -> tuple[str, int] | None:
        return next((key for key, rect in self.zones.items() if rect.collidepoint(pos)), None)

    def plate_at(self, pos) -> str | None:
        return next((location for location, rect in self.plates.items() if rect.collidepoint(pos)), None)

    def pawn_spots(self, zone: pygame.Rect, count: int) -> list[tuple[int, int]]:
        """Centres for ``count`` assistants in a zone under its caption, in rows, closer when crowded."""
        size = self.pawn
        area = pygame.Rect(zone.left + self.px(6), zone.top + self.head, zone.width - self.px(12),
                           zone.height - self.head - self.px(4))
        rows = 1 if count * (size + 3) <= area.width else 2
        per_row = -(-count // rows)
        step = min(size + self.px(4), (area.width - size) / max(per_row - 1, 1))
        row_step = min(size + self.px(4), max(0, area.height - size))
        spots = []
        for i in range(count):
            r, c = divmod(i, per_row)
            spots.append((int(area.left + size / 2 + c * step), int(area.top + size / 2 + r * row_step)))
        return spots

    # --- the player rows ---------------------------------------------------------------
    def player_row(self, index: int) -> pygame.Rect:
        x, y = 548, 52 + index * PLAYER_ROW
        return self.rect((x, y, 1038, PLAYER_ROW - 4))

    def row_parts(self, row: pygame.Rect) -> dict[str, pygame.Rect]:
        """The parts of a player row: glyph, name, status, reputation, counts, dice, reserve, gadgets."""
        def part(x, y, w, h):
            return pygame.Rect(row.left + self.px(x), row.top + self.px(y), self.px(w), self.px(h))
        return {"glyph": part(6, 8, 34, 46), "name": part(44, 4, 176, 26), "status": part(44, 32, 176, 24),
                "rep": part(222, 4, 68, 54), "counts": part(296, 4, 150, 54), "dice": part(452, 17, 104, 30),
                "reserve": part(560, 8, 56, 46), "gadgets": part(620, 2, 414, 58)}

    def row_split(self, gadgets: pygame.Rect, feats_done: int,
                  gadget_count: int) -> tuple[pygame.Rect, pygame.Rect | None]:
        """A row's gadget part, less a column at its right end for the feats done when there are any.
        The column narrows (long names then show their first word) so that up to three small
        gadgets keep nearly all their width."""
        if not feats_done:
            return gadgets, None
        shown = min(gadget_count, 3)
        wanted = shown * self.mini_gadget[0] + max(0, shown - 1) * self.px(8) + self.px(12)
        width = max(self.px(ROW_FEATS_MIN_W), min(self.px(ROW_FEATS_W), gadgets.width - wanted))
        column = pygame.Rect(gadgets.right - width - self.px(4), gadgets.top + self.px(1), width, gadgets.height)
        return pygame.Rect(gadgets.left, gadgets.top, column.left - self.px(4) - gadgets.left, gadgets.height), column

    def done_feat_strips(self, feats: list[str], column: pygame.Rect) -> dict[str, pygame.Rect]:
        """The done feats one under another in ``column``; when they do not all fit at a readable
        height, the last place (key ``MORE_FEATS``) counts the rest, which the row's hover names."""
        gap = self.px(2)
        fit = max(1, (column.height + gap) // (SMALLEST_LINE + gap))
        keys = list(feats) if len(feats) <= fit else list(feats[:fit - 1]) + [MORE_FEATS]
        height = min(max(self.px(20), SMALLEST_LINE), (column.height - (len(keys) - 1) * gap) // len(keys))
        return {key: pygame.Rect(column.left, column.top + i * (height + gap), column.width, height)
                for i, key in enumerate(keys)}

    # --- the seat at the screen ----------------------------------------------------------
    def dice_rects(self, count: int) -> dict[str, pygame.Rect]:
        return {f"d{i + 1}": self.seat_rect((1266 + i * 74, 414, DIE, DIE)) for i in range(count)}

    @staticmethod
    def die_halves(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The upper (+1) and lower (-1) halves of a die, the drop targets of a fiddle."""
        upper = pygame.Rect(rect.left, rect.top, rect.width, rect.height // 2)
        return upper, pygame.Rect(rect.left, upper.bottom, rect.width, rect.height - upper.height)

    def row_of_cards(self, cards: list[str], area: pygame.Rect, size: tuple[int, int], top: int) -> dict:
        """Cards left to right from ``top``, overlapping when there are more than the area holds."""
        w, h = size
        gap = self.px(8)
        room = area.width - 2 * self.px(6)
        step = w + gap if len(cards) <= 1 else min(w + gap, (room - w) / (len(cards) - 1))
        return {card: pygame.Rect(int(area.left + self.px(6) + i * step), top, w, h) for i, card in enumerate(cards)}

    def heap_places(self, cards: list[str], top: int) -> dict:
        """The scrap heap: cards side by side while they fit without overlapping, else strips."""
        w, _h = self.mini_card
        room = self.heap.width - 2 * self.px(6)
        if len(cards) * w + (len(cards) - 1) * self.px(8) <= room:
            return self.row_of_cards(cards, self.heap, self.mini_card, top)
        return self.rows_of(cards, self.heap, top)

    def mini_places(self, gadgets: list[str], area: pygame.Rect) -> dict[str, pygame.Rect]:
        """A row's gadgets in small, wider than their least size where the row has room (their names
        then show whole)."""
        room = area.width - 2 * self.px(6) - max(0, len(gadgets) - 1) * self.px(8)
        width = max(self.mini_gadget[0], min(self.px(MINI_GADGET_WIDEST), room // max(1, len(gadgets))))
        return self.row_of_cards(gadgets, area, (width, self.mini_gadget[1]), area.top)

    def one_column(self, count: int, area: pygame.Rect, top: int) -> bool:
        """Whether ``count`` lines fit one under another in ``area`` from ``top`` (see ``rows_of``)."""
        return (area.bottom - self.px(6) - top) // max(1, count) >= SMALLEST_LINE + self.px(3)

    def rows_of(self, items: list[str], area: pygame.Rect, top: int) -> dict:
        """Items one under another from ``top``, each a strip across ``area`` (in two or three
        columns when one would make the strips too thin to read): no name hides under the next."""
        room, gap = area.bottom - self.px(6) - top, self.px(3)
        count = max(1, len(items))
        columns = next((c for c in (1, 2) if room // math.ceil(count / c) >= SMALLEST_LINE + gap), 3)
        per_column = math.ceil(count / columns)
        height = max(gap + 1, min(self.px(FEAT_ROW), room // per_column))
        width = (area.width - 2 * self.px(6) - (columns - 1) * gap) // columns
        return {item: pygame.Rect(area.left + self.px(6) + (i // per_column) * (width + gap),
                                  top + (i % per_column) * height, width, height - gap)
                for i, item in enumerate(items)}

    def card_rects(self, count: int) -> list[pygame.Rect]:
        """The hand's card places for ``count`` cards, in order."""
        return list(self.row_of_cards([str(i) for i in range(count)], self.hand, self.card,
                                      self.hand.top + self.head).values())

    def places(self, view: dict, seat: int | None, secrets: bool) -> Places:
        """Everything of ``view`` that has a place; ``seat``'s own table, and with ``secrets`` its
        hand, scrap heap and face-down feats."""
        places = Places()
        self._place_pawns(view, places)
        for index, player in enumerate(view["players"]):
            self._place_row(index, player, places)
        if seat is None:
            return places
        player = view["players"][seat]
        self._place_tableau(player["table"], places)
        places.dice = self.dice_rects(len(player["dice"]))
        if secrets:
            places.hand = self.row_of_cards(player["hand"] or [], self.hand, self.card, self.hand.top + self.head)
            top = self.heap.top + self.head
            places.scrap = self.heap_places(player["scrap"] or [], top)
            lines = feat_list(view, player)
            if not self.one_column(len(lines), self.feat_area, top):  # too many: no headings (tags instead)
                lines = [line for line in lines if not line.startswith(HEADING)]
            rects = self.rows_of(lines, self.feat_area, top)
            places.feats = {key: rect for key, rect in rects.items() if not key.startswith(HEADING)}
            places.feat_headings = {key.removeprefix(HEADING): rect for key, rect in rects.items()
                                    if key.startswith(HEADING)}
        return places

    def _place_pawns(self, view: dict, places: Places) -> None:
        for location in view["locations"]:
            for level, zone in enumerate(("idle", "level1", "level2")):
                pawns = location["zones"][zone]
                spots = self.pawn_spots(self.zones[(location["id"], level)], len(pawns))
                for pawn, spot in zip(pawns, spots, strict=False):
                    places.pawns[(pawn["seat"], pawn["assistant"])] = spot

    def _place_row(self, index: int, player: dict, places: Places) -> None:
        parts = self.row_parts(self.player_row(index))
        box = parts["reserve"]
        reserve = [name for name, place in player["assistants"].items() if place == "reserve"]
        size = self.px(20)
        places.reserve[player["seat"]] = [(box.left + size // 2 + i * (size + self.px(6)), box.centery)
                                          for i in range(len(reserve))]
        gadgets = [g["gadget"] for g in player["table"]]
        shown_feats = player["feats_up"] + player["feats_revealed"]
        gadget_area, feat_column = self.row_split(parts["gadgets"], len(shown_feats), len(gadgets))
        places.minis.update(self.mini_places(gadgets, gadget_area))
        if feat_column:
            strips = self.done_feat_strips(shown_feats, feat_column)
            places.row_feats.update((feat, rect) for feat, rect in strips.items() if feat != MORE_FEATS)

    def _place_tableau(self, table: list[dict], places: Places) -> None:
        top = self.tableau.top + self.head
        cards = self.row_of_cards([g["gadget"] for g in table], self.tableau, self.table_card, top)
        places.gadgets = cards
        for gadget in table:
            card = cards[gadget["gadget"]]
            count = len(gadget["sockets"])
            width = (card.width - self.px(4) * (count - 1)) // count
            for i, socket in enumerate(gadget["sockets"]):
                slot = pygame.Rect(card.left + i * (width + self.px(4)), card.bottom + self.px(4), width,
                                   self.socket_h)
                places.sockets[f"{gadget['gadget']}:{socket['number']}"] = slot
                if socket["mod"]:
                    places.mods[socket["mod"]] = slot
