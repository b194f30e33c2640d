"""Editing and saving the settings; a new window size or fullscreen applies at once."""

from __future__ import annotations

from dataclasses import replace

import pygame
from pygame_gui.elements import UICheckBox, UIHorizontalSlider, UITextBox

from ui.look import html_text, text_box_height
from ui.palette import COLOURS, colour_rgb, draw_glyph, glyph_for
from ui.scene import Scene
from ui.scenes.message import show_message
from ui.settings import WINDOW_SIZES, desktop_size, fits, save_settings

SPEEDS = {"Off": "off", "Fast": "fast", "Normal": "normal", "Slow": "slow"}
STOPS_NOTE = ("The Elevator's instant cards in hot-seat play are not set here: each player chooses, at "
              "the table, the moments of other players' turns at which the game stops for them (the My "
              "stops button).")
ROW = 56
SHORT_ROW = 48
"""Rows of a short window (640 high), so the note below them shows whole."""
MUTE_W = 130
"""Room beside the volume slider for its Mute box."""



def fitting_window_sizes(chosen: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes that fit on the desktop, so no window opens partly off it (the smallest
    and the one chosen now are always kept)."""
    desktop = desktop_size()
    return [size for size in WINDOW_SIZES if size == WINDOW_SIZES[0] or size == chosen or fits(size, desktop)]

class SettingsScene(Scene):
    escape_goes_back = True

    def __init__(self, app):
        super().__init__(app)
        self.draft = replace(app.settings)
        self.notice = ""
        self.controls: dict[str, object] = {}

    def build(self) -> None:
        w, h = self.app.size
        width = min(w - 80, 720)
        x0, y = (w - width) // 2, 110
        lw = 260
        cw = width - lw
        row = ROW if h >= 760 else SHORT_ROW
        self.label((0, 22, w, 44), "Settings", "#heading")
        sizes = {f"{a} × {b}": (a, b) for a, b in fitting_window_sizes(tuple(self.draft.window_size))}
        self._row(x0, y, lw, "Window size")
        self._menu(x0 + lw, y, cw, "window_size", sizes)
        y += row
        self._check(x0 + lw, y, "fullscreen", "Fullscreen")
        y += row
        self._row(x0, y, lw, "Animations and bot moves")
        self._menu(x0 + lw, y, cw, "animation_speed", SPEEDS)
        y += row
        self._row(x0, y, lw, "Sound volume")
        self._volume(x0 + lw, y, cw - MUTE_W)
        self._check(x0 + lw + cw - MUTE_W + 16, y, "muted", "Mute (M)")
        y += row
        self._check(x0 + lw, y, "colour_blind", "Colour-blind-safe colours")
        self._preview_at = (x0 + lw + 14, y + 52)
        y += row + 36
        note_h = min(text_box_height(self.ui_manager, html_text(STOPS_NOTE), width), h - 136 - y)
        UITextBox(html_text(STOPS_NOTE), pygame.Rect(x0, y, width, note_h), self.ui_manager, container=self.root,
                  object_id="#plain_text")
        self.notice_label = self.label((x0, h - 128, width, 30), self.notice, "#info")
        self.button((x0, h - 82, 180, 50), "Back", self.app.pop)
        self.save_button = self.button((x0 + width - 220, h - 82, 220, 50), "Save", self._save,
                                       object_id="#primary")

    def _row(self, x: int, y: int, width: int, text: str) -> None:
        self.label((x, y, width - 16, 40), text, "@field_label")

    def _menu(self, x: int, y: int, width: int, field: str, choices: dict) -> None:
        self.controls[field] = self.choice((x, y, width, 40), choices, getattr(self.draft, field), self._set(field))

    def _volume(self, x: int, y: int, width: int) -> None:
        slider = UIHorizontalSlider(pygame.Rect(x, y + 6, width, 30), self.draft.volume, (0, 100), self.ui_manager,
                                    container=self.root, click_increment=10)
        self.controls["volume"] = self.watch_slider(slider, self._set_volume)

    def _set_volume(self, value: int) -> None:
        """A new volume is heard at once, as a piece set down."""
        self.draft.volume = value
        self.app.sounds.play("piece_down", value)

    def sound_toggled(self, muted: bool) -> None:
        """M pressed here: the box follows, and the choice is kept with the rest on Save."""
        self.draft.muted = muted
        self.rebuild()

    def _check(self, x: int, y: int, field: str, text: str) -> None:
        box = UICheckBox(pygame.Rect(x + 2, y + 10, 20, 20), text, self.ui_manager, container=self.root,
                         initial_state=getattr(self.draft, field))
        self.controls[field] = self.watch_check(box, self._set(field))

    def _set(self, field: str):
        def setter(value) -> None:
            setattr(self.draft, field, value)
            self.dirty = True
        return setter

    def draw(self, surface: pygame.Surface) -> None:
        """A preview of the player colours and glyphs in the chosen palette."""
        super().draw(surface)
        x, y = self._preview_at
        for i, colour in enumerate(COLOURS):
            draw_glyph(surface, glyph_for(colour), (x + i * 32, y), 22, colour_rgb(colour, self.draft.colour_blind))

    def _save(self) -> None:
        display_changed = (self.draft.window_size, self.draft.fullscreen) != (
            self.app.settings.window_size, self.app.settings.fullscreen)
        try:
            save_settings(self.draft)
        except OSError as error:
            show_message(self.app, f"The settings could not be saved: {error}", "Cannot save")
            return
        self.app.settings = replace(self.draft)
        self.notice = "Settings saved."
        self.notice_label.set_text(self.notice)
        if display_changed:
            self.app.apply_display_settings()
