"""A screen that only explains why the program cannot go on, and Quit.

Shown instead of the main menu when the game data is damaged, the user folder cannot be used
or another copy of the program is using it: no game can be started from here.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from ui.look import html_text
from ui.scene import Scene


class StopScene(Scene):
    def __init__(self, app, heading: str, hint: str, message: str):
        self.heading, self.hint, self.message = heading, hint, message
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        self.label((0, 30, w, 44), self.heading, "#heading")
        self.label((0, 78, w, 26), self.hint, "#hint")
        width = min(w - 80, 900)
        self.details = UITextBox(html_text(self.message), pygame.Rect((w - width) // 2, 120, width, h - 240),
                                 self.ui_manager, container=self.root, object_id="#plain_text")
        self.button(((w - 180) // 2, h - 90, 180, 50), "Quit", self.app.quit)
