"""Loading, renaming and deleting saved games. Loading only reads: a damaged save is reported
and left as it is.

Each row shows what the save holds (game, mode, players, turn) from the summary the program
writes into every save, so a long list is shown without replaying any game; a save from an
older program, without one, shows its game and mode from its set-up.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIScrollingContainer, UITextEntryLine

from game.core.errors import DataError, SaveError
from game.core.registry import GAME_IDS, game_info
from game.core.reveals import note_loaded
from game.core.session import Session, read_save, read_save_summary
from game.core.storage import autosave_path, saves_dir
from ui.scene import Scene
from ui.scenes import tables
from ui.scenes.message import ConfirmBox, show_message

ROW_H = 52
PAGE = 30
"""Rows made at a time: a folder of thousands of saves opens as fast as one of thirty."""
AUTOSAVE_NAME = "Autosave (last game)"
SAVE_NAME_LIMIT = 40
SAVE_NAME = re.compile(r"[\w][\w \-]{0,39}")


@dataclass
class SaveRow:
    name: str
    path: Path
    date: str

    @property
    def about(self) -> str:
        """Game, mode, players and turn, or why the save cannot be read (read when shown)."""
        return describe_save(self.path)


def describe_save(path: Path) -> str:
    """One line on what a save holds, from the summary at its start (the rest of the file is read
    only when there is none); a damaged one says so (it is not replayed to find out)."""
    summary = read_save_summary(path)
    if not _shows_summary(summary):
        try:
            data = read_save(path)
        except SaveError:
            return "damaged: cannot be loaded"
        summary = data.get("summary")
        if not _shows_summary(summary):
            return _from_setup(data)
    assert isinstance(summary, dict)
    return _summary_line(summary)


def _shows_summary(summary: object) -> bool:
    shown = ("game", "mode", "players")
    return isinstance(summary, dict) and all(isinstance(summary.get(key), (str, int)) for key in shown)


def _summary_line(summary: dict[str, Any]) -> str:
    turn = summary.get("turn")
    when = "over" if summary.get("over") is True else f"turn {turn}" if isinstance(turn, int) else ""
    players = summary["players"]
    parts = [str(summary["game"]), str(summary["mode"]), f"{players} player{'s' if players != 1 else ''}", when]
    return " · ".join(part for part in parts if part)


def _from_setup(data: dict) -> str:
    game, mode, seats = data.get("game"), data.get("mode"), data.get("seats")
    try:
        info = game_info(game) if game in GAME_IDS else None
        names = [info.name, info.mode(mode).name] if info and isinstance(mode, str) else [str(game)[:40]]
    except (KeyError, DataError):
        names = [str(game)[:40]]
    if isinstance(seats, list):
        names.append(f"{len(seats)} player{'s' if len(seats) != 1 else ''}")
    return " · ".join(names)


def list_saves() -> list[SaveRow]:
    """The autosave, then every save, newest first; entries that are not readable files are left out."""
    found = []
    try:
        entries = list(os.scandir(saves_dir()))
    except OSError:
        entries = []
    for entry in entries:
        try:
            if entry.name.endswith(".json") and entry.is_file():
                found.append((entry.stat().st_mtime, Path(entry.path)))
        except OSError:
            continue  # a dangling link, a link loop, a file that vanished
    found.sort(key=lambda item: item[0], reverse=True)
    rows = [(showable(path.stem), stamp, path) for stamp, path in found]
    try:
        if autosave_path().is_file():
            rows.insert(0, (AUTOSAVE_NAME, autosave_path().stat().st_mtime, autosave_path()))
    except OSError:
        pass
    return [SaveRow(name, path, datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")) for name, stamp, path in rows]


def showable(name: str) -> str:
    """A file name as the screen can draw it: bytes that are not UTF-8 and control codes as '?'."""
    text = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace").replace("\ufffd", "?")
    return "".join(c if c.isprintable() else "?" for c in text)


def save_name_problem(name: str) -> str | None:
    if not SAVE_NAME.fullmatch(name):
        return "Use 1 to 40 letters, digits, spaces, - or _ (starting with a letter or digit)."
    return None


def rename_problem(name: str, current: Path) -> str | None:
    problem = save_name_problem(name)
    if problem:
        return problem
    target = saves_dir() / f"{name}.json"
    if target.exists() and target != current:
        return f"There is already a save called '{name}'."
    return None


class LoadScene(Scene):
    escape_goes_back = True

    def __init__(self, app):
        super().__init__(app)
        self.renaming: Path | None = None
        self.page = 0
        self.new_name = ""
        self.problem = ""
        self._confirm: ConfirmBox | None = None

    def build(self) -> None:
        w, h = self.app.size
        width = min(w - 60, 1100)
        x0 = (w - width) // 2
        self.label((0, 22, w, 44), "Load a game", "#heading")
        self.label((0, 66, w, 26), f"Saves are kept in {saves_dir()}", "#hint")
        self.saves = list_saves()
        pages = max(1, -(-len(self.saves) // PAGE))
        self.page = min(self.page, pages - 1)
        area = pygame.Rect(x0, 108, width, h - 108 - 110)
        if not self.saves:
            self.label((x0, area.y + 40, width, 30), "There are no saved games yet.", "@field_label")
        else:
            self._build_rows(area, self.saves[self.page * PAGE:(self.page + 1) * PAGE])
        if self.problem:
            self.label((x0 + 200, h - 80, width - 420, 40), self.problem, "#error")
        self.button((x0, h - 82, 180, 50), "Back", self.app.pop)
        if pages > 1:
            self.label((x0 + width - 420, h - 82, 180, 50), f"page {self.page + 1} of {pages}", "@field_label")
            newer = self.button((x0 + width - 230, h - 82, 110, 50), "Newer", lambda: self._turn(-1))
            older = self.button((x0 + width - 110, h - 82, 110, 50), "Older", lambda: self._turn(1))
            newer.disable() if self.page == 0 else None
            older.disable() if self.page == pages - 1 else None

    def _turn(self, pages: int) -> None:
        self.page += pages
        self.rebuild()

    def _build_rows(self, area: pygame.Rect, shown: list[SaveRow]) -> None:
        scroll = UIScrollingContainer(area, self.ui_manager, container=self.root, allow_scroll_x=False)
        inner_w = area.width - 24
        name_w, small_w = inner_w * 32 // 100, 96
        about_w = inner_w - name_w - 2 * small_w - 30
        for row, save in enumerate(shown):
            y = row * (ROW_H + 8)
            if save.path == self.renaming:
                entry = UITextEntryLine(pygame.Rect(0, y + 6, name_w, ROW_H - 12), self.ui_manager, container=scroll,
                                        initial_text=self.new_name)
                entry.set_text_length_limit(SAVE_NAME_LIMIT)
                self.watch(entry, self._set_name)
                entry.focus()
                self.button((name_w + 8, y, small_w, ROW_H), "OK", partial(self._rename, save.path), container=scroll,
                            object_id="#primary")
                self.button((name_w + 16 + small_w, y, small_w, ROW_H), "Cancel", self._stop_renaming,
                            container=scroll)
                continue
            self.button((0, y, name_w, ROW_H), save.name, partial(self._load, save.path), container=scroll,
                        object_id="@save_row")
            x = name_w + 10
            self.label((x, y + 2, about_w, 26), save.about, "@save_about", container=scroll)
            self.label((x, y + 26, about_w, 24), save.date, "@save_date", container=scroll)
            x += about_w + 10
            self.button((x, y + 6, small_w, ROW_H - 12), "Rename", partial(self._start_renaming, save),
                        container=scroll)
            self.button((x + small_w + 10, y + 6, small_w, ROW_H - 12), "Delete", partial(self._ask_delete, save),
                        container=scroll)
        scroll.set_scrollable_area_dimensions((inner_w, len(shown) * (ROW_H + 8)))

    # --- loading ---------------------------------------------------------------------
    def _load(self, path: Path) -> None:
        try:
            session = Session.load(path)
        except (SaveError, DataError) as error:
            show_message(self.app, f"This save cannot be loaded; it was left as it is.\n\n{error}", "Cannot load")
            return
        if any(seat.kind == "invited" for seat in session.setup.seats):
            self._host_again(session, path)
            return
        note_loaded(session, _game_in_progress())
        tables.play(self.app, session)

    def _host_again(self, session: Session, path: Path) -> None:
        """A network game is hosted again (still saved to ``path``): its lobby gives new codes to its
        invited people."""
        from ui.scenes.host_lobby import host_game
        problem = host_game(self.app, session, path)
        if problem:
            show_message(self.app, f"This network game cannot be hosted again: {problem}", "Cannot host")

    # --- renaming --------------------------------------------------------------------
    def _start_renaming(self, save: SaveRow) -> None:
        self.renaming = save.path
        self.new_name = "" if save.name == AUTOSAVE_NAME else save.name
        self.problem = ""
        self.rebuild()

    def _set_name(self, text: str) -> None:
        self.new_name = text

    def _stop_renaming(self) -> None:
        self.renaming, self.problem = None, ""
        self.rebuild()

    def _rename(self, path: Path) -> None:
        """Give the save at ``path`` (the one being renamed) the name typed."""
        name = self.new_name.strip()
        problem = rename_problem(name, path)
        if problem is None:
            try:
                os.replace(path, saves_dir() / f"{name}.json")
            except OSError as error:
                problem = f"The save could not be renamed: {error.strerror or error}."
        self.problem = problem or ""
        if problem is None:
            self.renaming = None
        self.rebuild()

    # --- deleting --------------------------------------------------------------------
    def _ask_delete(self, save: SaveRow) -> None:
        self._confirm = ConfirmBox(self.ui_manager, f"Delete '{save.name}'? This cannot be undone.", "Delete save?",
                                   "Delete", partial(self._delete, save.path))

    def _delete(self, path: Path) -> None:
        try:
            path.unlink()
        except OSError as error:
            show_message(self.app, f"The save could not be deleted: {error.strerror or error}.", "Cannot delete")
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.renaming is not None:
            self._rename(self.renaming)
            return True
        return False

    def on_exit(self) -> None:
        if self._confirm is not None:
            self._confirm.kill()
        super().on_exit()


def _game_in_progress() -> Session | None:
    """The autosaved game, or None when there is none or it cannot be read.

    It is read only to count a rewind: whatever is wrong with it never stops another save loading."""
    try:
        return Session.load(autosave_path()) if autosave_path().is_file() else None
    except Exception:
        return None
