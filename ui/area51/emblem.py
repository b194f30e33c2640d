"""Area 51's emblem: a small picture of its table made from the table's own art, for the menus
(``ui.scenes.tables.game_emblem``)."""

from __future__ import annotations

import pygame

from ui.area51 import drawing
from ui.look import ground


def emblem(size: tuple[int, int]) -> pygame.Surface:
    """A fenced corner of the desert base: a road, a hangar roof and a bunker."""
    w, h = size
    surface = ground(size, drawing.SAND, 51, specks=16).copy()
    road = pygame.Rect(0, h * 0.72, w, h * 0.16)
    pygame.draw.rect(surface, drawing.ASPHALT, road)
    for x in range(2, w, 12):
        pygame.draw.line(surface, (200, 190, 120), (x, road.centery), (x + 6, road.centery), 1)
    compound = pygame.Rect(w * 0.08, h * 0.1, w * 0.84, h * 0.55)
    surface.blit(ground(compound.size, drawing.GRAVEL, 52, specks=12), compound)
    pygame.draw.rect(surface, drawing.FENCE, compound, 2)
    hangar = pygame.Rect(compound.left + 5, compound.top + 5, compound.width * 0.45, compound.height - 10)
    pygame.draw.rect(surface, drawing.ROOF_RIB, hangar, border_radius=3)
    for x in range(hangar.left + 3, hangar.right - 2, 4):
        pygame.draw.line(surface, (110, 114, 108), (x, hangar.top + 2), (x, hangar.bottom - 3))
    bunker = pygame.Rect(0, 0, compound.width * 0.22, compound.height * 0.7)
    bunker.midbottom = (compound.right - compound.width * 0.22, compound.bottom - 3)
    pygame.draw.rect(surface, (46, 110, 190), bunker, border_radius=3)
    pygame.draw.rect(surface, drawing.CONCRETE, bunker, 2, border_radius=3)
    drawing.blast_door(surface, bunker)
    return surface
