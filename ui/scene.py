"""The scene base class: one screen of the program (menu, settings, a table, ...).

Scenes live on the App's stack. Only the top scene receives events; the ones
beneath are paused and their pygame-gui elements hidden, so nothing of a
paused scene can be clicked or seen unless the top scene is an ``overlay``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from ui.look import felt

CHANGE_EVENTS = frozenset({pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_TEXT_ENTRY_CHANGED,
                           pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED,
                           pygame_gui.UI_HORIZONTAL_SLIDER_MOVED})
"""The pygame-gui events that report a changed value (see ``watch`` and ``watch_check``)."""
Element = TypeVar("Element")
"""A pygame-gui element, handed back as it was given."""
Value = TypeVar("Value")
"""What the texts of a drop-down stand for (a mode, a seat, a colour, ...)."""


class Scene:
    overlay = False
    """True for a scene drawn over the one beneath it (which is drawn first)."""
    escape_goes_back = False
    """True for a screen that Esc closes (back to the scene beneath)."""

    def __init__(self, app):
        self.app = app
        self.ui_manager = app.ui_manager
        self.root: UIContainer | None = None
        self.dirty = True
        self._built_for: tuple[int, int] | None = None
        self._actions: dict[UIButton, Callable[[], object]] = {}
        self._watchers: dict[object, Callable[[pygame.event.Event], None]] = {}
        """Each watched element's change event, turned into a call of its ``on_change``."""

    # --- lifecycle -------------------------------------------------------------------
    def on_enter(self) -> None:
        """Pushed onto the stack: create this scene's elements."""
        self.rebuild()

    def on_exit(self) -> None:
        """Removed from the stack: kill every element it created."""
        self._kill_root()

    def on_pause(self) -> None:
        """Another scene was pushed on top: hide the elements so they take no clicks."""
        if self.root is not None:
            self.root.hide()

    def on_resume(self) -> None:
        """Top again: show the elements, rebuilt if the window changed meanwhile."""
        if self._built_for != self.app.size:
            self.rebuild()
        elif self.root is not None:
            self.root.show()
        self.dirty = True

    def on_resize(self) -> None:
        """The window changed size while this scene was on top."""
        if self._built_for != self.app.size:
            self.rebuild()

    def _kill_root(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    def rebuild(self) -> None:
        """Recreate every element from the scene's state (after a change of layout)."""
        self._kill_root()
        self.root = UIContainer(pygame.Rect((0, 0), self.app.size), self.ui_manager)
        self._built_for = self.app.size
        self._actions, self._watchers = {}, {}
        self.build()
        self.dirty = True

    def build(self) -> None:
        """Create the elements inside ``self.root``; keep form state on the scene, not in them."""

    def button(self, rect, text: str, action: Callable[[], object], **kwargs: Any) -> UIButton:
        """A button in this scene (inside ``self.root`` unless a container is given) calling ``action``
        (what it returns is not used)."""
        kwargs.setdefault("container", self.root)
        button = UIButton(pygame.Rect(rect), text, self.ui_manager, **kwargs)
        self._actions[button] = action
        return button

    def watch(self, element: Element, on_change: Callable[[str], None]) -> Element:
        """Call ``on_change(text)`` when a drop-down or a text entry changes."""
        self._watchers[element] = lambda event: on_change(event.text)
        return element

    def watch_slider(self, slider: Element, on_change: Callable[[int], None]) -> Element:
        """Call ``on_change(value)`` when a slider is moved."""
        self._watchers[slider] = lambda event: on_change(int(event.value))
        return slider

    def watch_check(self, box: Element, on_change: Callable[[bool], None]) -> Element:
        """Call ``on_change(checked)`` when a check box is ticked or cleared."""
        self._watchers[box] = lambda event: on_change(event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
        return box

    def click_button(self, button: UIButton) -> None:
        """Do what pressing ``button`` does (for a key that stands for a button)."""
        if button.is_enabled and button in self._actions:
            self._actions[button]()

    def forget(self, element) -> None:
        """Kill one element made by this scene before the rest (e.g. to remake it)."""
        self._actions.pop(element, None)
        self._watchers.pop(element, None)
        element.kill()

    def choice(self, rect, choices: Mapping[str, Value], current: Value, on_change: Callable[[Value], None],
               **kwargs: Any) -> UIDropDownMenu:
        """A drop-down of ``choices`` (shown text -> value) calling ``on_change(value)``."""
        kwargs.setdefault("container", self.root)
        texts: list[str | tuple[str, str]] = list(choices)
        start = next((t for t, v in choices.items() if v == current), texts[0])
        menu = UIDropDownMenu(texts, start, pygame.Rect(rect), self.ui_manager, **kwargs)
        return self.watch(menu, lambda text: on_change(choices[text]))

    def label(self, rect, text: str, object_id: str | ObjectID | None = None, **kwargs) -> UILabel:
        """A label in this scene; ``object_id`` picks a theme style such as '#title' or '#error'."""
        kwargs.setdefault("container", self.root)
        return UILabel(pygame.Rect(rect), text, self.ui_manager, object_id=object_id, **kwargs)

    # --- every frame -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """An event pygame-gui did not consume (includes UI_BUTTON_PRESSED and the like).

        The base runs the action of a button made with ``button()``, the callback of a watched
        element, and Esc for ``escape_goes_back``; subclasses call it first.
        """
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type in CHANGE_EVENTS and event.ui_element in self._watchers:
            self._watchers[event.ui_element](event)
            return True
        if self.escape_goes_back and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def sound_toggled(self, muted: bool) -> None:
        """The M key has just muted or unmuted the sound (a scene may show it)."""

    def update(self, dt: float) -> None:
        """Advance animations; set ``dirty`` when the picture changed."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what lies under the pygame-gui elements. The default is the table felt."""
        surface.blit(felt(surface.get_size()), (0, 0))
