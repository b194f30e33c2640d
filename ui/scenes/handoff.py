"""The privacy screen between two people in hot-seat play.

It is opaque and the scene beneath is paused (its elements hidden, its drawing
skipped), so nothing of the previous player's secrets shows while the mouse
changes hands.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame_gui.elements import UIPanel, UITextBox

from ui.look import html_text
from ui.scene import Scene

PANEL = (720, 340)


class HandoffScene(Scene):
    def __init__(self, app, player_name: str, message: str = "", on_ready: Callable[[], None] | None = None):
        super().__init__(app)
        self.player_name = player_name
        self.message = message
        self.on_ready = on_ready

    def build(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, *PANEL)
        rect.center = (w // 2, h // 2)
        panel = UIPanel(rect, manager=self.ui_manager, container=self.root)
        inner = PANEL[0] - 40
        self.label((20, 34, inner, 60), f"Pass the mouse to {self.player_name}", "#handoff_title",
                   container=panel)
        if self.message:
            UITextBox(f"<p>{html_text(self.message)}</p>", pygame.Rect(60, 110, inner - 80, 90), self.ui_manager,
                      container=panel, object_id="#plain_text")
        self.ready_button = self.button((90, PANEL[1] - 110, inner - 140, 60),
                                        f"I am {self.player_name} — show my cards", self._ready,
                                        container=panel, object_id="#primary")

    def _ready(self) -> None:
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()
