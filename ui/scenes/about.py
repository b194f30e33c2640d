"""About: what the program is, and where everything in it comes from (art, sound, fonts, libraries)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from game import PROGRAM_VERSION
from ui.scene import Scene

CREDITS = """<b>Tabletop 51</b> plays four board games with their full rules: Alien 51: The Elevator, \
Area 51: Top Secret, Argo and Area 1851. The games belong to their designers and publishers; this program \
uses none of their art, and its rules texts are written in its own words.

<b>Art.</b> Every picture on the tables and in the menus (buildings, the desert base, the station, the \
workshop, figures, vehicles, cards, dice and the games' emblems) is drawn by the program's own code \
(ui/&lt;game&gt;/drawing.py and emblem.py).

<b>Sound.</b> Every effect is synthesised by the project's script tools/make_sounds.py from sine waves, a \
sawtooth and seeded noise, and shipped as WAV files in data/sounds.

<b>Fonts.</b> Noto Sans, by Google, under the SIL Open Font License 1.1, as shipped with pygame-gui.

<b>Libraries.</b> pygame-ce (GNU LGPL 2.1), pygame-gui (MIT), PyYAML (MIT), pydantic (MIT) and \
platformdirs (MIT); the executable is built with PyInstaller (GPL 2 with its bootloader exception)."""


class AboutScene(Scene):
    escape_goes_back = True

    def build(self) -> None:
        w, h = self.app.size
        self.label((0, 24, w, 44), "About Tabletop 51", "#heading")
        self.label((0, 70, w, 26), f"version {PROGRAM_VERSION}", "#hint")
        width = min(w - 80, 860)
        self.text = UITextBox(CREDITS.replace("\n\n", "<br><br>"), pygame.Rect((w - width) // 2, 110, width, h - 210),
                              self.ui_manager, container=self.root, object_id="#plain_text")
        self.button(((w - 180) // 2, h - 84, 180, 50), "Back", self.app.pop)
