"""The end of a game, for every game: the result over the final table, each seat's score and how
it was made (when the game has scores), a replay, or back to the menu."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIPanel, UITextBox

from ui.look import html_text, text_box_height
from ui.scene import Scene

PANEL_W = 680
BUTTON_ROW = 80


def score_lines(result, names: list[str]) -> list[str]:
    """One line per seat, best first: the score, then what made it ("Eve (wins): 35 — Town Hall: 9; ...")."""
    if result.scores is None:
        return []
    order = sorted(range(len(names)), key=lambda seat: -result.scores[seat])
    lines = []
    for seat in order:
        parts = result.breakdown[seat] if result.breakdown else []
        made = "; ".join(f"{what}: {points}" for what, points in parts)
        winner = " (wins)" if seat in result.winners else ""
        lines.append(f"{names[seat]}{winner}: {result.scores[seat]}" + (f" — {made}" if made else ""))
    return lines


def help_lines(session) -> list[str]:
    """What was taken back or asked for during the game, when anything was."""
    counts = [("Practice undos", session.history.practice_undos), ("Hints asked for", session.hints_used),
              ("Earlier saves loaded over later play (rolls or draws taken back)", session.rewinds)]
    return [f"{what}: {count}." for what, count in counts if count]


class GameOverScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.result = table.session.state.result()
        self.names = [seat.name for seat in table.session.state.seats]

    def build(self) -> None:
        w, h = self.app.size
        lines = score_lines(self.result, self.names) + help_lines(self.table.session)
        width = min(PANEL_W, w - 40)
        inner = width - 40
        body = "<br>".join([f"<b>{html_text(self.result.summary)}</b>"] + [html_text(line) for line in lines])
        text_h = min(h - 240, text_box_height(self.ui_manager, body, inner))
        rect = pygame.Rect(0, 0, width, 110 + text_h + BUTTON_ROW)
        rect.center = (w // 2, h // 2)
        panel = UIPanel(rect, manager=self.ui_manager, container=self.root)
        self.label((20, 16, inner, 60), "Game over", "#handoff_title", container=panel)
        self.summary_box = UITextBox(body, pygame.Rect(20, 84, inner, text_h), self.ui_manager, container=panel,
                                     object_id="#plain_text")
        y = rect.height - BUTTON_ROW + 10
        third = (inner - 20) // 3
        self.button((20, y, third, 48), "Watch replay", self.replay, container=panel)
        self.button((30 + third, y, third, 48), "See the table", self.app.pop, container=panel)
        self.button((40 + 2 * third, y, third, 48), "Main menu", self.main_menu, container=panel,
                    object_id="#primary")

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))

    def replay(self) -> None:
        """The same table, read-only, stepping through the game from its last position."""
        table = self.table
        self.app.replace(type(table)(self.app, table.session, replay=True))

    def main_menu(self) -> None:
        self.app.go_home()
