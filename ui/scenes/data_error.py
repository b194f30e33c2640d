"""The only screen shown when the game data is damaged: what is wrong, and Quit.

No game can be started from here, so nothing is played on rules that failed to load.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from ui.look import html_text
from ui.scene import Scene


class DataErrorScene(Scene):
    def __init__(self, app, message: str):
        self.message = message
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        self.label((0, 30, w, 44), "The game data is damaged", "#heading")
        self.label((0, 78, w, 26), "Fix or reinstall the data files named below, then start again.", "#hint")
        width = min(w - 80, 900)
        self.details = UITextBox(html_text(self.message), pygame.Rect((w - width) // 2, 120, width, h - 240),
                                 self.ui_manager, container=self.root, object_id="#plain_text")
        self.button(((w - 180) // 2, h - 90, 180, 50), "Quit", self.app.quit)
