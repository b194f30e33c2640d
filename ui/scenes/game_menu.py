"""The menu a table opens on Esc: resume, save, load, settings, rules, quit to the main menu."""

from __future__ import annotations

from datetime import datetime

import pygame
import pygame_gui
from pygame_gui.elements import UIPanel, UITextBox, UITextEntryLine

from game.core.errors import SaveError
from game.core.storage import autosave_path, saves_dir
from ui.look import html_text
from ui.remote_session import RemoteSession, TableSession
from ui.scene import Scene
from ui.scenes.load import LoadScene, save_name_problem
from ui.scenes.message import ConfirmBox, show_message
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene

BUTTON_W, BUTTON_H, GAP = 300, 48, 12
DIM = (8, 12, 18, 170)


class GameMenuScene(Scene):
    overlay = True

    def __init__(self, app, session: TableSession):
        super().__init__(app)
        self.session = session
        self.saving = False
        self.save_name = f"{session.setup.game} {datetime.now():%Y-%m-%d %H%M}"
        self.notice = ("", "#info_box")
        self._confirm: ConfirmBox | None = None

    def build(self) -> None:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, BUTTON_W + 80, 500)
        rect.center = (w // 2, h // 2)
        panel = UIPanel(rect, manager=self.ui_manager, container=self.root)
        self.label((0, 18, rect.width, 44), "Game menu", "#heading", container=panel)
        if self.saving:
            self._build_save(panel, rect.width)
        else:
            self._build_buttons(panel)
        text, style = self.notice
        UITextBox(html_text(text), pygame.Rect(20, rect.height - 84, rect.width - 40, 70), self.ui_manager,
                  container=panel, object_id=style)

    def _build_buttons(self, panel: UIPanel) -> None:
        hosting = isinstance(self.session, RemoteSession) and self.session.hosted is not None
        keep = ("Seats and codes", self._seats) if hosting else ("Save", self._ask_name)
        entries = [("Resume", self.app.pop), keep, ("Load", self._load),
                   ("Settings", self._settings), ("Rules", self._rules), ("Quit to menu", self._quit)]
        y = 80
        for text, action in entries:
            button = self.button((40, y, BUTTON_W, BUTTON_H), text, action, container=panel,
                                 object_id="#primary" if text == "Resume" else None)
            if text == "Save" and (self.session.lesson or self.session.is_remote):
                button.disable()  # a lesson keeps its own place (lessons.json); a network game, its host
            if text == "Load" and hosting:
                button.disable()  # the others play on: this game is left by Quit, which says so
            y += BUTTON_H + GAP

    def _build_save(self, panel: UIPanel, width: int) -> None:
        self.label((40, 90, BUTTON_W, 30), "Save as", "@field_label", container=panel)
        self.name_entry = UITextEntryLine(pygame.Rect(40, 124, BUTTON_W, 42), self.ui_manager, container=panel,
                                          initial_text=self.save_name)
        self.name_entry.set_text_length_limit(40)
        self.watch(self.name_entry, self._set_name)
        self.name_entry.focus()
        self.button((40, 186, BUTTON_W, BUTTON_H), "Save", self._save, container=panel, object_id="#primary")
        self.button((40, 246, BUTTON_W, BUTTON_H), "Cancel", self._cancel_save, container=panel)

    def on_exit(self) -> None:
        if self._confirm is not None:
            self._confirm.kill()
        super().on_exit()

    # --- actions ---------------------------------------------------------------------
    def _set_name(self, text: str) -> None:
        self.save_name = text

    def _ask_name(self) -> None:
        self.saving, self.notice = True, ("", "#info_box")
        self.rebuild()

    def _cancel_save(self) -> None:
        self.saving = False
        self.rebuild()

    def _save(self) -> None:
        name = self.save_name.strip()
        problem = save_name_problem(name)
        if problem:
            self._set_notice(problem, "#error_box")
            return
        path = saves_dir() / f"{name}.json"
        if path.exists():
            self._confirm = ConfirmBox(self.ui_manager, f"There is already a save called '{name}'. Replace it?",
                                       "Replace save?", "Replace", lambda: self._write(name))
            return
        self._write(name)

    def _write(self, name: str) -> None:
        try:
            self.session.save(saves_dir() / f"{name}.json")
        except (OSError, SaveError) as error:
            show_message(self.app, f"The game could not be saved: {error}", "Cannot save")
            return
        self.saving, self.notice = False, (f"Saved as '{name}'.", "#info_box")
        self.rebuild()

    def _set_notice(self, text: str, style: str) -> None:
        self.notice = (text, style)
        self.rebuild()

    def _load(self) -> None:
        self.app.push(LoadScene(self.app))

    def _settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def _rules(self) -> None:
        self.app.push(RulesScene(self.app, self.session.setup.game))

    def _seats(self) -> None:
        from ui.scenes.host_lobby import HostLobbyScene
        assert isinstance(self.session, RemoteSession) and self.session.hosted is not None
        self.app.pop()
        self.app.push(HostLobbyScene(self.app, self.session.hosted, over_table=True))

    def _quit(self) -> None:
        """Back to the main menu; an unfinished game is kept in the autosave for Continue (a network
        game by its host: this seat leaves it, and may join again with its code; the game this
        window hosts ends for everyone, once that is confirmed)."""
        hosted = self.session.hosted if isinstance(self.session, RemoteSession) else None
        if hosted is not None and not self.session.state.is_over():
            self._confirm = ConfirmBox(self.ui_manager, "You host this game: leaving ends it for everyone. It is "
                                       f"saved as '{hosted.save_path.stem}'.", "Leave the game?", "Leave",
                                       self._leave)
            return
        self._leave()

    def _leave(self) -> None:
        if isinstance(self.session, RemoteSession):
            self.session.remote.close()
        elif not self.session.state.is_over() and not self.session.lesson:  # a lesson keeps its place itself
            try:
                self.session.save(autosave_path())
            except (OSError, SaveError) as error:
                show_message(self.app, f"The game could not be autosaved: {error}", "Cannot save")
                return
        self.app.go_home()

    # --- events and drawing ----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.saving:
            self._save()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.saving:
                self._cancel_save()
            else:
                self.app.pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table beneath (it was drawn first: this is an overlay)."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(DIM)
        surface.blit(shade, (0, 0))
