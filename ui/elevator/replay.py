"""Watching a finished game again, one action at a time, from the saved log."""

from __future__ import annotations

import pygame

from ui.elevator.table import TableScene


class ReplayScene(TableScene):
    """The table, read-only, showing the position after ``index`` actions."""

    interactive = False

    def __init__(self, app, session):
        super().__init__(app, session, autosave=False)
        self.entries = session.history.entries
        self.index = len(self.entries)
        self.viewer = None

    @property
    def state(self):
        if self.index < len(self.entries):
            return self.entries[self.index].before
        return self.session.state

    def view(self) -> dict:
        return self.state.view(None)

    def build(self) -> None:
        super().build()
        self.undo_button.hide()
        self.redo_button.hide()
        self.hint_button.hide()
        y = self.layout.choices.top
        x = self.layout.choices.left
        for text, step in (("|<", -10**6), ("< Back", -1), ("Next >", 1), (">|", 10**6)):
            self.button((x, y, 96, 38), text, lambda s=step: self.step(s))
            x += 104

    def refresh(self) -> None:
        self.log = [f"Replay: action {self.index} of {len(self.entries)}"]
        if self.index > 0:
            entry = self.entries[self.index - 1]
            self.log.append(f"{entry.action}  —  {entry.before.describe(entry.action)}")
        super().refresh()

    def choices(self):
        return []

    def step(self, delta: int) -> None:
        self.index = max(0, min(len(self.entries), self.index + delta))
        self.refresh()

    def handle_key(self, event) -> bool:
        if event.key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.step(1)
            return True
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_ESCAPE:
            from ui.scenes.main_menu import MainMenuScene
            self.app.clear_to(MainMenuScene(self.app))
            return True
        return False

    def draw_hand(self, surface, view, legal, marked=None) -> None:
        pass
