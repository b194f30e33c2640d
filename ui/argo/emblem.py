"""Argo's emblem: a small picture of its table made from the table's own art, for the menus
(``ui.scenes.tables.game_emblem``)."""

from __future__ import annotations

import pygame

from ui.argo import drawing


def emblem(size: tuple[int, int]) -> pygame.Surface:
    """A station module in deep space, a Chief aboard and an Alien at the door."""
    w, h = size
    surface = drawing.starfield(size).copy()
    module = pygame.Rect(0, 0, h * 0.8, h * 0.8)
    module.center = (w // 2, h // 2)
    pygame.draw.rect(surface, (70, 84, 104), module, border_radius=6)
    pygame.draw.rect(surface, (30, 36, 48), module, 2, border_radius=6)
    stripe = pygame.Rect(module.right - 2, module.centery - module.height // 6, max(4, w // 16), module.height // 3)
    pygame.draw.rect(surface, drawing.STRIPE_LIGHT, stripe)
    figure = drawing.astronaut_sprite("red", "chief", int(module.height * 0.6), False)
    surface.blit(figure, figure.get_rect(center=module.center))
    alien = drawing.alien_sprite("1", int(h * 0.42))
    surface.blit(alien, alien.get_rect(midleft=(stripe.right + 2, module.centery)))
    return surface
