"""Area 1851's emblem: a small picture of its table made from the table's own art, for the menus
(``ui.scenes.tables.game_emblem``)."""

from __future__ import annotations

import pygame

from ui.area1851 import drawing


def emblem(size: tuple[int, int]) -> pygame.Surface:
    """The workbench with a brass gear and two dice."""
    w, h = size
    surface = drawing.workbench(size).copy()
    drawing.draw_symbol(surface, "gear", (w * 0.3, h * 0.5), h * 0.7, drawing.BRASS)
    side = int(h * 0.42)
    for i, value in enumerate((5, 3)):
        die = drawing.die_face(value, "free", "yellow", side, False)
        surface.blit(die, die.get_rect(center=(w * (0.6 + 0.2 * i), h * (0.4 + 0.2 * i))))
    return surface
