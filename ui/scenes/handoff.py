"""The privacy screen between two people in hot-seat play.

It is opaque and the scene beneath is paused (its elements hidden, its drawing
skipped), so nothing of the previous player's secrets shows while the mouse
changes hands.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIPanel, UITextBox

from ui.look import html_text, text_box_height
from ui.scene import Scene
from ui.text import font

PANEL = (720, 340)
NAME_PX = 44
"""The size of #handoff_title; a name too wide for it is shown in #handoff_name_small."""


def name_style(name: str, width: int) -> str:
    """The theme style that shows ``name`` on one line of ``width`` pixels (any 20 letters fit the small one)."""
    return "#handoff_title" if font(NAME_PX, bold=True).size(name)[0] <= width else "#handoff_name_small"


class HandoffScene(Scene):
    """``session``: the game being played, so Esc can open its menu (save, quit) from here."""

    def __init__(self, app, player_name: str, message: str = "", on_ready: Callable[[], None] | None = None,
                 session=None):
        super().__init__(app)
        self.player_name = player_name
        self.message = message
        self.on_ready = on_ready
        self.session = session

    def build(self) -> None:
        w, h = self.app.size
        inner = PANEL[0] - 40
        html = f"<p>{html_text(self.message)}</p>" if self.message else ""
        text_h = text_box_height(self.ui_manager, html, inner - 80) if html else 0
        height = min(h - 20, PANEL[1] + max(0, text_h - 80))  # the message whole, unless the window is too low
        rect = pygame.Rect(0, 0, PANEL[0], height)
        rect.center = (w // 2, h // 2)
        panel = UIPanel(rect, manager=self.ui_manager, container=self.root)
        self.label((20, 22, inner, 40), "Pass the mouse to", "#heading", container=panel)
        self.label((20, 62, inner, 60), self.player_name, name_style(self.player_name, inner), container=panel)
        if self.message:
            UITextBox(html, pygame.Rect(60, 128, inner - 80, height - 260),
                      self.ui_manager, container=panel, object_id="#handoff_message")
        self.ready_button = self.button((40, height - 110, inner - 40, 60),
                                        f"I am {self.player_name} — show my cards", self._ready,
                                        container=panel, object_id="#primary")

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc opens the game menu over this screen: nobody's cards are shown for it."""
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.session is not None:
            from ui.scenes.game_menu import GameMenuScene
            self.app.push(GameMenuScene(self.app, self.session))
            return True
        return False

    def _ready(self) -> None:
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()
