import pygame
import pytest

from ui.palette import COLOURS, GLYPHS, colour_rgb, draw_glyph, glyph_for


def test_every_colour_has_both_palettes_and_its_own_glyph():
    assert len(set(GLYPHS.values())) == len(COLOURS)
    for name in COLOURS:
        assert len(colour_rgb(name, False)) == 3 and len(colour_rgb(name, True)) == 3
        assert glyph_for(name)
    assert len({colour_rgb(n, True) for n in COLOURS}) == len(COLOURS)


def test_the_colour_blind_palette_differs():
    assert colour_rgb("red", True) != colour_rgb("red", False)


def test_unknown_colour_is_a_clear_error():
    with pytest.raises(ValueError, match="orange"):
        colour_rgb("orange")
    with pytest.raises(ValueError, match="orange"):
        glyph_for("orange")


@pytest.mark.parametrize("glyph", sorted(set(GLYPHS.values())))
def test_each_glyph_fills_its_centre_with_the_colour(glyph):
    surface = pygame.Surface((60, 60))
    rect = draw_glyph(surface, glyph, (30, 30), 40, (200, 40, 40))
    assert surface.get_at((30, 30))[:3] == (200, 40, 40)
    assert rect.width <= 44 and rect.height <= 44
