"""Checks of what a screen shows that several test files make."""

from __future__ import annotations


def button_problems(app) -> list[str]:
    """Every visible pygame-gui button whose words are wider than the button (they would be cut)."""
    problems = []
    for element in app.ui_manager.get_sprite_group().sprites():
        if type(element).__name__ == "UIButton" and element.visible and element.text and element.font:
            if element.font.size(element.text)[0] + 8 > element.rect.width:
                problems.append(f"button '{element.text}' is {element.rect.width} px wide")
    return problems
