"""The main menu: title, the four games, and where to go next."""

from __future__ import annotations

import pygame

from game import PROGRAM_VERSION
from game.core.storage import autosave_path
from ui.palette import colour_rgb, draw_glyph, glyph_for
from ui.scene import Scene
from ui.scenes.message import show_message

# The other scenes, the sessions and the game data are imported when first needed: the
# main menu is the first frame, and start-up time is spent on what it shows.

BUTTON_W, BUTTON_H, GAP = 340, 50, 14
DECOR_COLOURS = ("red", "blue", "green", "yellow")
EMBLEM_SIZE = (60, 36)


def autosave_exists() -> bool:
    """Whether there is a game to continue: an autosave whose game is not over."""
    try:
        if not autosave_path().exists():
            return False
        from game.core.unfinished import autosave_over  # the saves' reader, only when there is a save
        return not autosave_over()
    except OSError:  # the user folder cannot be used: the app explains it
        return False


class MainMenuScene(Scene):
    def build(self) -> None:
        w, h = self.app.size
        step = min(BUTTON_H + GAP, (h - 284) // 8)  # the eight buttons shrink a little in a low window
        gap = GAP * step // (BUTTON_H + GAP)  # and so do the gaps between them, so a label keeps its room
        top = max(24, (h - 50 - (190 + 8 * step - gap)) // 2)
        self.label((0, top, w, 84), "Tabletop 51", "#title")
        names = [g.name for g in self._games()] if self.app.data_checked else []
        self.label((0, top + 88, w, 30), "  ·  ".join(names), "#subtitle")
        self._glyph_y = top + 150
        y = top + 190
        entries = [("New game", self._new_game, "#primary"), ("Learn to play", self._learn, None),
                   ("Join a game", self._join, None), ("Continue", self._continue, None),
                   ("Load", self._load, None), ("Rules", self._rules, None),
                   ("Settings", self._settings, None), ("Quit", self.app.quit, None)]
        self.buttons = {}
        for text, action, object_id in entries:
            rect = ((w - BUTTON_W) // 2, y, BUTTON_W, step - gap)
            self.buttons[text] = self.button(rect, text, action, object_id=object_id)
            y += step
        self.label((0, h - 34, w, 24), f"version {PROGRAM_VERSION}", "#hint")
        self.buttons["About"] = self.button((w - 130, h - 52, 110, 36), "About", self._about)
        self._refresh_continue()

    def on_resume(self) -> None:
        super().on_resume()
        self._refresh_continue()

    def _refresh_continue(self) -> None:
        """Continue is only offered when there is an autosave to continue from."""
        if autosave_exists():
            self.buttons["Continue"].enable()
        else:
            self.buttons["Continue"].disable()

    def draw(self, surface: pygame.Surface) -> None:
        """Under the title, each game's emblem once the data is checked (they are drawn from the
        games' art); the players' glyphs before, on the first frame."""
        super().draw(surface)
        cx = surface.get_width() // 2
        if self.app.data_checked:
            from ui.scenes.tables import game_emblem
            games = [g.id for g in self._games()]
            for i, game in enumerate(games):
                emblem = game_emblem(game, EMBLEM_SIZE)
                if emblem is not None:
                    centre = (cx + (i - (len(games) - 1) / 2) * (EMBLEM_SIZE[0] + 10), self._glyph_y)
                    surface.blit(emblem, emblem.get_rect(center=centre))
            return
        for i, colour in enumerate(DECOR_COLOURS):
            center = (cx + (i - 1.5) * 40, self._glyph_y)
            draw_glyph(surface, glyph_for(colour), center, 22, colour_rgb(colour, self.app.settings.colour_blind))

    def _games(self) -> list:
        from ui.scenes import tables
        return tables.list_games(self.app)

    def _learn(self) -> None:
        from ui.scenes.lessons import LessonsScene
        self.app.push(LessonsScene(self.app))

    def _join(self) -> None:
        from ui.scenes.join import JoinScene
        self.app.push(JoinScene(self.app))

    def _about(self) -> None:
        from ui.scenes.about import AboutScene
        self.app.push(AboutScene(self.app))

    def _new_game(self) -> None:
        from ui.scenes.new_game import NewGameScene
        self.app.push(NewGameScene(self.app))

    def _continue(self) -> None:
        from game.core.errors import DataError, SaveError
        from game.core.reveals import note_loaded
        from game.core.session import Session
        from ui.scenes import tables
        try:
            session = Session.load(autosave_path())
        except (SaveError, DataError) as error:
            show_message(self.app, f"The autosave cannot be continued.\n{error}", "Cannot continue")
            return
        note_loaded(session, None)  # an autosave left behind (a full folder) by play seen further
        tables.play(self.app, session)

    def _load(self) -> None:
        from ui.scenes.load import LoadScene
        self.app.push(LoadScene(self.app))

    def _rules(self) -> None:
        from ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app))

    def _settings(self) -> None:
        from ui.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))
