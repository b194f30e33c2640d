"""The window, the one pygame-gui manager, the scene stack and the main loop.

The loop redraws only when something changed: an input event, a scene marked
``dirty``, ``request_redraw()``, a focused text field (its cursor blinks), or
shortly after the last input while pygame-gui may still show hover effects and
tool tips. At idle it waits with ``clock.tick(30)`` and draws nothing.
"""

from __future__ import annotations

import time
from contextlib import suppress
from typing import TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from ui.look import FONTS, THEME_PATH
from ui.scene import Scene
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.message import show_message
from ui.settings import Settings, desktop_size, load_settings, save_settings, size_that_fits
from ui.sound import Sounds

CAPTION = "Tabletop 51"
FPS = 30
HOVER_GRACE = 1.5
"""Seconds after the last input during which pygame-gui may still change the picture."""
AnyScene = TypeVar("AnyScene", bound=Scene)
"""A scene put on the stack, handed back with its own type (a table stays a table)."""


class App:
    def __init__(self, settings: Settings | None = None):
        pygame.display.init()  # the audio device opens at the first sound effect (ui.sound)
        pygame.font.init()
        notice = None
        if settings is None:
            settings, notice = load_settings()
        self.settings = settings
        self.sounds = Sounds(lambda: self.settings.sound_level)
        pygame.display.set_caption(CAPTION)
        self.screen = self._open_window()
        self.ui_manager = pygame_gui.UIManager(self.size, THEME_PATH)
        self.ui_manager.preload_fonts(FONTS)
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = False
        self.data_checked = False
        self._redraw = True
        self._last_input = time.monotonic()
        if notice:
            show_message(self, notice, "Settings")

    # --- window ----------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            self._move_window_to_corner()
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        # a size chosen on a larger screen (or the default) is shrunk to fit this one, unsaved
        self.settings.window_size = size_that_fits(self.settings.window_size, desktop_size())
        return pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)

    @staticmethod
    def _move_window_to_corner() -> None:
        """With no window manager to place it, a window made fullscreen keeps its old position on
        the screen (its buttons fall off the edge): move an open window to the corner first."""
        if pygame.display.get_surface() is not None:
            pygame.display.set_window_position((0, 0))

    def apply_display_settings(self) -> None:
        """Reopen the window with the size and fullscreen choice in ``settings``, centred on the
        desktop, and lay out every scene again at once (a table behind the menu too)."""
        self.screen = self._open_window()
        if not self.settings.fullscreen:
            self._centre_window()
        self._window_resized()

    def _centre_window(self) -> None:
        desktop = desktop_size()
        if desktop is not None:
            w, h = self.size
            pygame.display.set_window_position((max(0, (desktop[0] - w) // 2), max(0, (desktop[1] - h) // 2)))

    def _window_resized(self) -> None:
        screen = pygame.display.get_surface()
        assert screen is not None, "a window was resized, so one is open"
        self.screen = screen
        self.ui_manager.set_window_resolution(self.size)
        for scene in self.scenes[:-1]:  # those beneath: laid out anew, their buttons still hidden
            if scene._built_for != self.size:
                scene.rebuild()
                scene.on_pause()
        if self.top is not None:
            self.top.on_resize()
        self._redraw = True

    # --- scene stack -----------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: AnyScene) -> AnyScene:
        if self.top is not None:
            self.top.on_pause()
        self.scenes.append(scene)
        scene.on_enter()
        self._redraw = True
        return scene

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.on_exit()
        if self.top is not None:
            self.top.on_resume()
        self._redraw = True
        return scene

    def replace(self, scene: AnyScene) -> AnyScene:
        """Swap the top scene for ``scene`` without waking the one beneath."""
        self.scenes.pop().on_exit()
        self.scenes.append(scene)
        scene.on_enter()
        self._redraw = True
        return scene

    def go_home(self) -> Scene:
        """Leave every scene for a fresh main menu."""
        return self.clear_to(MainMenuScene(self))

    def clear_to(self, scene: Scene) -> Scene:
        """Leave every scene and start again from ``scene`` (e.g. back to the main menu)."""
        self._exit_all()
        return self.push(scene)

    def _exit_all(self) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()

    def quit(self) -> None:
        """Leave every scene (each may tidy up in on_exit) and stop the loop."""
        self._exit_all()
        self.running = False

    # --- the user folder and the data ---------------------------------------------------
    def stop_with(self, heading: str, hint: str, message: str) -> None:
        """Leave every scene for one that explains why nothing can be played, and Quit."""
        from ui.scenes.stop import StopScene
        self.clear_to(StopScene(self, heading, hint, message))

    def check_user_folder(self) -> bool:
        """Whether the user folder (saves, autosave, settings) can be used; if not, only the
        explanation screen remains, so no game is played that could not be kept."""
        from game.core.storage import user_dir
        try:
            user_dir()
        except OSError as error:
            self.stop_with("The user folder cannot be used", "Nothing can be saved there, so no game can start.",
                           str(error))
            return False
        return True

    def check_only_copy(self) -> bool:
        """Whether this is the only copy of the program using the user folder; if another copy
        is, only the explanation screen remains, so neither overwrites the other's autosave."""
        from game.core.storage import hold_user_folder, user_dir
        if hold_user_folder():
            return True
        self.stop_with("Tabletop 51 is already open", "Close this window and go on in the other one.",
                       f"Another copy of Tabletop 51 is using the user folder {user_dir()}, so this one starts "
                       "no game: two copies would overwrite each other's autosave. To play in two windows at "
                       "once, give each its own folder with TABLETOP51_HOME.")
        return False

    def check_data(self) -> bool:
        """Validate every data file; on damage only the explanation screen remains.

        ``run`` calls it just after the first frame: loading the data models costs more
        than the rest of start-up, so the menu is on screen first. No input is handled
        before it returns, so nothing can be started on damaged data.
        """
        from game.core.errors import DataError
        from game.core.validate import validate_all

        try:
            validate_all()
        except DataError as error:
            from ui.scenes.data_error import DataErrorScene
            self.clear_to(DataErrorScene(self, str(error)))
            return False
        self.data_checked = True
        if self.top is not None:
            self.top.rebuild()  # the main menu now names the games
        return True

    # --- loop ------------------------------------------------------------------------
    def request_redraw(self) -> None:
        self._redraw = True

    def run(self) -> None:
        self.running = True
        while self.running and self.scenes:
            self.frame(self.clock.tick(FPS) / 1000, force_draw=False)

    def frame(self, dt: float = 1 / FPS, force_draw: bool = True) -> bool:
        """Handle pending events, update, and draw if needed (always when ``force_draw``).

        Returns whether a picture was drawn.
        """
        had_input = self._handle_events()
        self.ui_manager.update(dt)
        if self.top is not None:
            self.top.update(dt)
            if self.top is not None and self.top.dirty:
                # elements made or changed in update (a bot's move) take their new look in the
                # manager's update: do it now, or this frame would draw them as they were
                self.ui_manager.update(0.0)
        if force_draw or self._needs_redraw(had_input):
            self._draw()
            return True
        return False

    def _handle_events(self) -> bool:
        events = pygame.event.get()
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                return True
            if event.type == pygame.VIDEORESIZE:
                self._window_resized()
            if self._is_mute_key(event):
                self.toggle_mute()
            elif not self.ui_manager.process_events(event) and self.top is not None:
                self.top.handle_event(event)
        if events:
            self._last_input = time.monotonic()
        return bool(events)

    def _is_mute_key(self, event: pygame.event.Event) -> bool:
        """M, anywhere but while a text field takes typing."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_m or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        return not any(isinstance(e, UITextEntryLine) for e in self.ui_manager.get_focus_set() or ())

    def toggle_mute(self) -> None:
        """Sound off or on again, kept in the settings; the top scene may say so."""
        self.settings.muted = not self.settings.muted
        with suppress(OSError):  # the choice still holds for this session
            save_settings(self.settings)
        if self.top is not None:
            self.top.sound_toggled(self.settings.muted)

    def _visible_scenes(self) -> list[Scene]:
        """The top scene and, beneath overlays, the scenes they are drawn over."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]

    def _needs_redraw(self, had_input: bool) -> bool:
        if self._redraw or had_input or any(s.dirty for s in self._visible_scenes()):
            return True
        if time.monotonic() - self._last_input < HOVER_GRACE:
            return True
        return any(isinstance(e, UITextEntryLine) for e in self.ui_manager.get_focus_set() or ())

    def _draw(self) -> None:
        visible = self._visible_scenes()
        if not visible:
            self.screen.fill((0, 0, 0))
        for scene in visible:
            scene.draw(self.screen)
        self.ui_manager.draw_ui(self.screen)
        pygame.display.flip()
        for scene in visible:
            scene.dirty = False
        self._redraw = False

    def close(self) -> None:
        self.quit()
        pygame.quit()


def run() -> int:
    """Open the window and play until it is closed; used by main.py. 1 when nothing could be played:
    the user folder cannot be used, another copy of the program holds it, or the data is damaged.

    With ``TABLETOP51_EXIT_AFTER_FIRST_FRAME=1`` in the environment, the program prints
    ``first frame drawn`` after its first frame and ``ready`` once the data is checked and
    the menu is complete, then exits: ``make bench`` times start-up with it.
    """
    import os

    from game.core.storage import release_user_folder

    timing_only = os.environ.get("TABLETOP51_EXIT_AFTER_FIRST_FRAME") == "1"
    app = App()
    app.push(MainMenuScene(app))
    app.frame()
    if timing_only:
        print("first frame drawn", flush=True)
    try:
        sound = app.check_user_folder() and app.check_only_copy() and app.check_data()
        if timing_only:
            app.frame()
            print("ready", flush=True)
        else:
            app.run()
    finally:
        app.close()
        release_user_folder()
    return 0 if sound else 1
