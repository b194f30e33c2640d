"""Drawing the table: the game's own drawing framed by the title, the slides, the log (or a lesson's
panel), the message under the choice buttons, the hover panel and the piece being dragged.

What the mouse rests on is drawn by the game's ``draw_hover`` after everything else, the log
included; pygame-gui draws its buttons after the scene, so the buttons a hover panel lies on are
hidden while it shows.
"""

from __future__ import annotations

import pygame

from game.core.wording import told_of
from ui.lesson_mode import panel_rect
from ui.table.buttons import Buttons
from ui.text import SMALLEST_PX, block_height, draw_block, render, wrap

GOLD = (255, 205, 90)
DIM = (150, 164, 178)
REASON_RGB = (255, 140, 120)
MESSAGE_GAP = 2
"""Pixels between two lines of the message under the choice buttons."""


class Drawing(Buttons):
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background(surface.get_size()), (0, 0))
        view = self.view()
        self.draw_title(surface, view)
        self.draw_table(surface, view)
        if self.motion.start(self.piece_centres, self.viewer):
            self.dirty = True
        self.motion.draw(surface, view)
        if self.lesson_mode is not None:
            self.lesson_mode.draw(surface, panel_rect(self.log_panel.rect))
        else:
            self.log_panel.draw(surface)
        self.draw_message(surface)
        self.uncover_buttons(None if self.dropped_at else self.draw_hover(surface, view))
        self.draw_dragged(surface, view)

    def hidden_pieces(self) -> set[str]:
        """Pieces the table must not draw in place: the one being dragged and those sliding."""
        held = {self.controller.piece} if self.controller.piece else set()
        return held | set(self.motion.slides)

    @property
    def slide_seconds(self) -> float:
        """How long a slide takes (a game times its own motion by it too)."""
        return self.motion.seconds

    def shown_prompt(self, view: dict) -> str:
        """The prompt for the screen: the engine's, or while holding after a turn, what to do now.

        The engine speaks to the seat deciding ("Ann: you may answer..."); anyone else at the
        screen reads it about that seat ("Ann may answer...")."""
        if self.holding and self.viewer is not None:
            return (f"{self.state.name(self.viewer)}: your turn is done. End turn hands the table on; "
                    f"until then Undo can take it back.")
        deciding = self.state.to_move()
        if deciding is not None and deciding != self.viewer:
            return told_of(view["prompt"], self.state.name(deciding))
        return view["prompt"]

    def phase_line(self) -> str:
        """The line beside the title; while a finished turn waits for "End turn", still that turn's."""
        if self.holding and self.session.history.entries:
            return self.session.history.entries[-1].before.phase_label()
        return self.state.phase_label()

    def turn_seat(self) -> int:
        """The seat whose turn the table shows; while a finished turn waits for "End turn", still its player."""
        if self.holding and self.session.history.entries:
            return self.session.history.entries[-1].before.active
        return self.state.active

    def draw_title(self, surface, view) -> None:
        title = render(self.game_title, 20, GOLD, True)
        surface.blit(title, (14, 12))
        phase = render(self.phase_line(), 15, DIM)
        surface.blit(phase, (14 + title.get_width() + 18, 17))

    def draw_message(self, surface) -> None:
        """The refusal reason in red, else the notice (a bot's move, a hint) in gold, else what the
        button under the mouse does, under the choice buttons."""
        self.message_box = None
        text, colour = (self.reason, REASON_RGB) if self.reason else (self.notice, GOLD)
        if not text:
            text, colour = self.button_help_here(), DIM
        if not text:
            return
        area = self.layout.choices
        bottom = area.bottom
        if self.notation_button.rect.colliderect(area):  # the log's button reaches up into the band
            bottom = min(bottom, self.notation_button.rect.top - 2)
        buttons = [b.rect.bottom for b in self.choice_buttons if b.visible and b.rect.colliderect(area)]
        room = bottom - (max(buttons) + MESSAGE_GAP if buttons else area.top)
        size, height = message_fit(text, area.width, room)
        box = pygame.Rect(area.left, bottom - height, area.width, height)
        draw_block(surface, text, box, size, colour, bold=True, least=size, gap=MESSAGE_GAP)
        if colour != DIM:  # a refusal or a notice: hover panels keep clear of it
            self.message_box = box

    def hover_avoid(self, prompt: pygame.Rect) -> pygame.Rect:
        """What a hover panel keeps clear of: the prompt, and a refusal or notice while one shows (the
        mouse rests where a drop was just refused, and the reason must stay readable)."""
        return prompt.union(self.message_box) if self.message_box else prompt

    def uncover_buttons(self, panel: pygame.Rect | None) -> None:
        """pygame-gui draws its buttons after the table, so a button under a hover panel would show
        through it: such buttons are hidden while the panel is up (the mouse is not on them)."""
        for button in [self.notation_button, *self.choice_buttons]:
            covered = panel is not None and panel.colliderect(button.rect)
            if covered and button.visible:
                button.hide()
                self.covered_buttons.add(button)
            elif not covered and button in self.covered_buttons:
                button.show()
                self.covered_buttons.discard(button)

    def draw_dragged(self, surface, view) -> None:
        if self.controller.piece:
            self.draw_piece(surface, self.controller.piece, self.mouse, view, lifted=True)


def message_fit(text: str, width: int, room: int = 10**6) -> tuple[int, int]:
    """The size and height of the message under the choice buttons: the largest size from 14 px
    down that keeps it to two lines, else to three, else the smallest, within ``room`` (the height
    left under the buttons) when some size fits there; drawn up from the band's bottom, it stays
    clear of the buttons above."""
    for most in (2, 3, 99):
        for size in range(14, SMALLEST_PX - 1, -1):
            lines = wrap(text, size, width, bold=True)
            height = block_height(lines, size, True, MESSAGE_GAP)
            if len(lines) <= most and height <= room:
                return size, height
    return SMALLEST_PX, block_height(wrap(text, SMALLEST_PX, width, bold=True), SMALLEST_PX, True, MESSAGE_GAP)
