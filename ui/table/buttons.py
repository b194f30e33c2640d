"""The table's buttons: the top bar (Hint, Undo, Redo, Menu, ?), the log's notation button, and the
band of choice buttons, a page at a time when they are more than it holds."""

from __future__ import annotations

from functools import partial

from pygame_gui.elements import UIButton

from ui import button_pages
from ui.table.undo import UndoRedo
from ui.table.words import Choice, wordings
from ui.text import first_fitting

TOP_BUTTON = (110, 36)
BUTTON_PADDING = 28
"""What a choice button adds to its words' width."""


def set_enabled(button: UIButton, on: bool) -> None:
    button.enable() if on else button.disable()


class Buttons(UndoRedo):
    def build(self) -> None:
        self.layout = self.make_layout(self.app.size)
        self.log_panel.resize(self.layout.log)
        w = self.app.size[0]
        bw, bh = TOP_BUTTON
        self.top_buttons = {}
        self.button_help = {}
        entries = [("Hint", self.bot_driver.ask_hint, "Hint: the move the hard bot would make (counted in the save)"),
                   ("Undo", self.undo, "Undo (Ctrl+Z)"), ("Redo", self.redo, "Redo (Ctrl+Y)"),
                   ("Menu", self.open_menu, "Save, load, settings, rules, quit (Esc)")]
        x = w - len(entries) * (bw + 6) - 8
        for text, action, help_text in entries:
            self.top_buttons[text] = self.button((x, 6, bw, bh), text, action)
            self.button_help[self.top_buttons[text]] = help_text
            x += bw + 6
        self.hint_button, self.undo_button = self.top_buttons["Hint"], self.top_buttons["Undo"]
        self.redo_button = self.top_buttons["Redo"]
        left = self.hint_button.rect.left - bh - 6
        self.top_buttons["?"] = self.rules_button = self.button((left, 6, bh, bh), "?", self.open_rules)
        self.button_help[self.rules_button] = "The rules of what is asked now (F1)"
        notation_text = "Hide notation" if self.log_panel.show_notation else "Show notation"
        self.notation_button = self.button((self.layout.log.right - 120, self.layout.log.top - 28, 120, 24),
                                           notation_text, self.toggle_notation, object_id="#small_button")
        self.button_help[self.notation_button] = "Show each log line's action notation too"
        if not self.interactive:
            for button in (self.hint_button, self.undo_button, self.redo_button):
                button.hide()
        self.choice_buttons = []
        self.covered_buttons = set()
        self.refresh()

    def lay_out_choices(self, choices: list[Choice]) -> None:
        """Every choice as a button, a page at a time when the band cannot hold them all."""
        area = self.layout.choices
        button_font = self.ui_manager.get_theme().get_font(["button"])

        def width_of(text: str) -> int:
            return min(area.width, max(96, button_font.size(text)[0] + BUTTON_PADDING))
        more = "More choices"
        rows = button_pages.rows_in(area.height)
        widest_more = width_of(f"{more} ({len(choices)}/{len(choices)})")
        fitted = [(first_fitting(wordings(words), area.width, button_font, BUTTON_PADDING), action)
                  for words, action in choices]
        grouped = button_pages.pages([width_of(text) for text, _ in fitted], widest_more, area.width, rows)
        self.choice_page %= max(1, len(grouped))
        shown = [fitted[i] for i in grouped[self.choice_page]] if fitted else []
        if len(grouped) > 1:
            shown.append((f"{more} ({self.choice_page + 1}/{len(grouped)})", self.next_choice_page))
        widths = [width_of(text) for text, _ in shown]
        for (text, action), (x, row), width in zip(shown, button_pages.place_row_by_row(widths, area.width, rows),
                                                   widths, strict=False):
            run = action if callable(action) else partial(self.act, action)
            rect = (area.left + x, area.top + row * button_pages.ROW_STEP, width, button_pages.BUTTON_H)
            self.choice_buttons.append(self.button(rect, text, run))

    def next_choice_page(self) -> None:
        self.choice_page += 1
        self.refresh()

    def toggle_notation(self) -> None:
        self.log_panel.toggle_notation()
        self.notation_button.set_text("Hide notation" if self.log_panel.show_notation else "Show notation")
        self.dirty = True

    def button_help_here(self) -> str:
        """What the button under the mouse does (shown in the message line, where no tool tip can
        cover the prompt)."""
        words = next((words for button, words in self.button_help.items()
                      if button.visible and button.rect.collidepoint(self.mouse)), "")
        if words and self.undo_button.rect.collidepoint(self.mouse) and self.interactive:
            return self.why_no_undo() or words  # why it is greyed out
        return words

    def open_menu(self) -> None:
        from ui.scenes.game_menu import GameMenuScene
        self.app.push(GameMenuScene(self.app, self.session))

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, self.session.setup.game, self.rules_section()))
