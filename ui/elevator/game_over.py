"""The end of a game: the result over the final table, a replay, or back to the menu."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIPanel

from ui.scene import Scene

PANEL = (560, 250)


class GameOverScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.result = table.session.state.result()

    def build(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, *PANEL)
        rect.center = (w // 2, h // 2)
        panel = UIPanel(rect, manager=self.ui_manager, container=self.root)
        self.label((20, 16, PANEL[0] - 40, 64), "Game over", "#handoff_title", container=panel)
        self.label((20, 80, PANEL[0] - 40, 40), self.result.summary, container=panel)
        self.button((30, 160, 150, 48), "Watch replay", self.replay, container=panel)
        self.button((200, 160, 150, 48), "See the table", self.app.pop, container=panel)
        self.button((370, 160, 150, 48), "Main menu", self.main_menu, container=panel, object_id="#primary")

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))

    def replay(self) -> None:
        from ui.elevator.replay import ReplayScene
        self.app.replace(ReplayScene(self.app, self.table.session))

    def main_menu(self) -> None:
        from ui.scenes.main_menu import MainMenuScene
        self.app.clear_to(MainMenuScene(self.app))
