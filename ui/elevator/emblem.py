"""The Elevator's emblem: a small picture of its table made from the table's own art, for the menus
(``ui.scenes.tables.game_emblem``)."""

from __future__ import annotations

import pygame

from ui.elevator import drawing


def emblem(size: tuple[int, int]) -> pygame.Surface:
    """The office tower at night, windows lit, a worker at its door."""
    w, h = size
    surface = drawing.night_sky(size).copy()
    tower = pygame.Rect(w * 0.2, h * 0.12, w * 0.6, h * 0.88)
    pygame.draw.rect(surface, drawing.BRICK, tower, border_top_left_radius=3, border_top_right_radius=3)
    rows, columns = 4, 4
    for row in range(rows):
        for column in range(columns):
            lit = (row * 3 + column * 5) % 4 != 0
            window = pygame.Rect(0, 0, tower.width / (columns * 1.8), tower.height / (rows * 2.4))
            window.center = (tower.left + tower.width * (column + 0.5) / columns,
                             tower.top + tower.height * 0.62 * (row + 0.5) / rows + 2)
            pygame.draw.rect(surface, drawing.WINDOW_LIT if lit else drawing.WINDOW_DARK, window)
    worker = drawing.alien_sprite("G1", "green", max(8, h // 4), False)
    surface.blit(worker, worker.get_rect(midbottom=(tower.centerx, h - 1)))
    return surface
