"""A modal message box with an OK button, for errors and notices."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from ui.look import html_text

CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)


class MessageBox(UIWindow):
    """Blocks the rest of the interface until OK (or Enter/Esc) is pressed."""

    WIDTH = 560
    BUTTON_TEXT = "OK"

    def __init__(self, manager: pygame_gui.UIManager, message: str, title: str):
        lines = sum(len(line) // 58 + 1 for line in message.splitlines() or [""])
        height = min(520, 150 + 26 * lines)
        rect = pygame.Rect(0, 0, self.WIDTH, height)
        rect.center = (manager.window_resolution[0] // 2, manager.window_resolution[1] // 2)
        super().__init__(rect, manager, window_display_title=title, element_id="message_box",
                         object_id="#message_box")
        self.message = message
        inner_w, inner_h = self.get_container().get_size()
        self.text_box = UITextBox(html_text(message), pygame.Rect(16, 12, inner_w - 32, inner_h - 76), manager,
                                  container=self, object_id="#plain_text")
        wide = max(110, manager.get_theme().get_font(["button"]).size(self.BUTTON_TEXT)[0] + 40)
        self.ok_button = UIButton(pygame.Rect(inner_w - 16 - wide, inner_h - 54, wide, 40), self.BUTTON_TEXT, manager,
                                  container=self, object_id="#primary")
        self.set_blocking(True)

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok_button
        if pressed or (event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS):
            self.kill()
            return True
        return consumed


def show_message(app, message: str, title: str = "Notice") -> MessageBox:
    """Show ``message`` (plain text) over everything; returns the window."""
    box = MessageBox(app.ui_manager, message, title)
    app.request_redraw()
    return box


def open_messages(app) -> list[str]:
    """The texts of the message boxes still open (tests use this)."""
    return [w.message for w in app.ui_manager.get_window_stack().get_full_stack()
            if isinstance(w, MessageBox) and w.alive()]


class ConfirmBox(MessageBox):
    """A question in the program's own dialog style: the action's button and Cancel (Esc)."""

    def __init__(self, manager: pygame_gui.UIManager, message: str, title: str, action: str,
                 on_confirm: Callable[[], None]):
        self.BUTTON_TEXT = action
        super().__init__(manager, message, title)
        self.on_confirm = on_confirm
        inner_h = self.get_container().get_size()[1]
        self.cancel_button = UIButton(pygame.Rect(16, inner_h - 54, 110, 40), "Cancel", manager,
                                      container=self)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel_button:
            self.kill()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok_button:
            self.kill()
            self.on_confirm()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.kill()
            return True
        return UIWindow.process_event(self, event)
