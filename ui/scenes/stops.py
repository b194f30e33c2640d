"""A person's stops: the moments of other players' turns at which they want the screen.

Shown privately (after that person's hand-off) the first time they sit at a competitive
Elevator table, and again from their own screen whenever they ask. The table passes for
them at every other moment, whatever they hold, so choosing tells the others nothing
about their cards.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
from pygame_gui.elements import UICheckBox, UIPanel, UITextBox

from ui.hotseat import STOP_MOMENTS
from ui.look import html_text
from ui.scene import Scene

PANEL = (660, 512)
EXPLAIN = ("The game can stop to let you answer with an instant card: choose the moments you want "
           "the screen at, in every rival's turn and in yours {own}. At the others the game goes on "
           "without you, whatever you hold.")
OWN_TURN = {False: "until the screen is yours (before your roll, after a rival's Hacker)", True: "too"}
"""Which of one's own moments the stops decide: at a shared screen, those before the screen is one's
own; over the network, where the others see each answer come, all of them."""


class StopsScene(Scene):
    overlay = True

    def __init__(self, app, name: str, chosen: list[str], on_done: Callable[[list[str]], None],
                 networked: bool = False):
        super().__init__(app)
        self.name = name
        self.networked = networked
        self.chosen = list(chosen)
        self.on_done = on_done

    def build(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, min(PANEL[0], w - 40), min(PANEL[1], h - 40))
        rect.center = (w // 2, h // 2)
        panel = UIPanel(rect, manager=self.ui_manager, container=self.root)
        inner = rect.width - 60
        self.label((30, 18, inner, 40), f"{self.name}: your stops", "#heading", container=panel)
        explanation = EXPLAIN.format(own=OWN_TURN[self.networked])
        UITextBox(html_text(explanation), pygame.Rect(30, 66, inner, 132), self.ui_manager, container=panel,
                  object_id="#plain_text")
        self.boxes: dict[str, UICheckBox] = {}
        y = 206
        for moment, words in STOP_MOMENTS.items():
            box = UICheckBox(pygame.Rect(34, y + 8, 22, 22), words, self.ui_manager, container=panel,
                             initial_state=moment in self.chosen)
            self.boxes[moment] = self.watch_check(box, partial(self.toggle, moment))
            y += 42
        self.ok_button = self.button((30, rect.height - 78, inner, 52), "Done", self.done, container=panel,
                                     object_id="#primary")

    def toggle(self, moment: str, on: bool) -> None:
        self.chosen = [m for m in STOP_MOMENTS if (m in self.chosen or (on and m == moment))
                       and not (not on and m == moment)]

    def done(self) -> None:
        self.app.pop()
        self.on_done(list(self.chosen))

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table beneath: this is the person's own screen."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 12, 18, 200))
        surface.blit(shade, (0, 0))
