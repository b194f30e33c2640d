"""Loading a saved game. Loading only reads: a damaged save is reported and left as it is."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
from pygame_gui.elements import UIScrollingContainer

from game.core.errors import DataError, SaveError
from game.core.session import Session
from game.core.storage import autosave_path, saves_dir
from ui import tables
from ui.scene import Scene
from ui.scenes.message import show_message

ROW_H = 52
DATE_W = 190


def list_saves() -> list[tuple[str, str, Path]]:
    """(name, date, path) of the autosave, then of every save, newest first."""
    found = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    rows = [(path.stem, path) for path in found]
    if autosave_path().exists():
        rows.insert(0, ("Autosave (last game)", autosave_path()))
    return [(name, datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d  %H:%M"), path)
            for name, path in rows]


class LoadScene(Scene):
    escape_goes_back = True

    def build(self) -> None:
        w, h = self.app.size
        width = min(w - 80, 820)
        x0 = (w - width) // 2
        self.label((0, 22, w, 44), "Load a game", "#heading")
        self.label((0, 66, w, 26), f"Saves are kept in {saves_dir()}", "#hint")
        saves = list_saves()
        area = pygame.Rect(x0, 108, width, h - 108 - 110)
        if not saves:
            self.label((x0, area.y + 40, width, 30), "There are no saved games yet.", "@field_label")
        else:
            self._build_rows(area, saves)
        self.button((x0, h - 82, 180, 50), "Back", self.app.pop)

    def _build_rows(self, area: pygame.Rect, saves: list[tuple[str, str, Path]]) -> None:
        scroll = UIScrollingContainer(area, self.ui_manager, container=self.root, allow_scroll_x=False)
        inner_w = area.width - 24
        for row, (name, date, path) in enumerate(saves):
            y = row * (ROW_H + 8)
            self.button((0, y, inner_w - DATE_W, ROW_H), name, lambda p=path: self._load(p),
                        container=scroll, object_id="@save_row")
            self.label((inner_w - DATE_W + 16, y, DATE_W - 16, ROW_H), date, "@field_label", container=scroll)
        scroll.set_scrollable_area_dimensions((inner_w, len(saves) * (ROW_H + 8)))

    def _load(self, path: Path) -> None:
        try:
            session = Session.load(path)
        except (SaveError, DataError) as error:
            show_message(self.app, f"This save cannot be loaded; it was left as it is.\n\n{error}", "Cannot load")
            return
        tables.play(self.app, session)
