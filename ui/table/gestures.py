"""The mouse and the keys at the table: presses, drags and drops turned into legal actions through
the controller (``ui/controller.py``), clicks that carry a piece, and the keys (Esc, Ctrl+Z, Ctrl+Y,
F1, Enter for the only choice). A gesture that does nothing says why, in the engine's words."""

from __future__ import annotations

import math

import pygame

from ui.table.buttons import Buttons
from ui.table.replay import Replay

CLICK_PIXELS = 4
"""A press and release this close together is a click, not a drop."""
HOVER_AGAIN_PIXELS = 8
"""How far the mouse moves after a drop before hovering shows panels again."""


class Gestures(Buttons, Replay):
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.log_panel.rect.collidepoint(self.mouse):
                self.log_panel.wheel(event.y)
                self.dirty = True
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.press_travel = max(self.press_travel, math.dist(event.pos, self.pressed_at))
            if self.dropped_at and math.dist(event.pos, self.dropped_at) > HOVER_AGAIN_PIXELS:
                self.dropped_at = None  # the hand moved on: hovering shows things again
                self.dirty = True
            if self.controller.piece:
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.controller.piece:
            return self.release(event.pos)
        return False

    def handle_key(self, event) -> bool:
        if not self.interactive:
            return self.replay_key(event)
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE:
            if self.controller.piece:
                self.controller.cancel()
                self.held_by_click = False
                self.notice = ""
                self.dirty = True
            else:
                self.open_menu()
            return True
        if ctrl and event.key == pygame.K_z:
            self.undo()
            return True
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return True
        if event.key == pygame.K_F1:
            self.open_rules()
            return True
        decisions = [b for b in self.choice_buttons if b.text not in self.side_choices]
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and len(decisions) == 1:
            self.click_button(decisions[0])  # Enter takes the only choice on offer
            return True
        return False

    def press(self, pos) -> bool:
        if self.controller.piece and self.held_by_click:  # the second click puts the held piece down
            self.held_by_click = False
            return self.put_down(pos)
        self.mouse = self.pressed_at = pos
        self.press_travel = 0.0
        legal = self.legal_here()
        target = self.click_at(pos)
        if target is not None:
            actions = self.controller.clickable(legal).get(target)
            if actions:
                self.reason = ""  # a new attempt: the last refusal no longer applies
                return self.choose_among(actions)
        piece = self.piece_at(pos)
        if piece is not None:
            if self.controller.pick(piece, legal):
                self.reason = ""  # a new attempt: the last refusal no longer applies
                self.dirty = True
                return True
            self.refuse(self.why_not_movable(piece))
            return True
        if target is not None and self.explain_click(target):
            return True
        return self.press_elsewhere(pos, legal)

    def explain_click(self, target: str) -> bool:
        """A click on something that cannot be used now: say why (the engine's reason)."""
        if self.state.to_move() != self.viewer or not self.interactive:
            return False
        candidate = self.click_candidate(target)
        reason = self.state.why_illegal(candidate) if candidate is not None else None
        if not reason:
            return False
        self.refuse(reason)
        return True

    def is_click(self, pos, radius: float = CLICK_PIXELS) -> bool:
        """Whether a release at ``pos`` ends a click: the mouse never went farther than ``radius``
        from where the button went down. A drag brought back to where it began is still a drag."""
        return max(self.press_travel, math.dist(pos, self.pressed_at)) <= radius

    def click_carries(self, pos) -> bool:
        """Whether releasing at ``pos`` ends a click on a piece that a click may carry."""
        piece = self.controller.piece
        if not piece:
            return False
        return self.is_click(pos) and self.clicks_carry(piece)

    def release(self, pos) -> bool:
        self.mouse = self.dropped_at = pos
        piece = self.controller.piece
        if piece and self.click_carries(pos):
            self.controller.cancel()
            return self.carry_clicked(piece)
        target = self.target_at(pos)
        actions, reason = self.controller.drop(target, self.state.why_illegal)
        self.dirty = True
        if actions:
            return self.choose_among(actions)
        if self.is_click(pos):  # a click on a piece that moves by dragging
            self.refuse("Drag it onto a place that lights up.")
            return True
        self.refuse(reason or (self.why_no_target(piece, pos) if piece and target is None else ""))
        return True

    def carry_clicked(self, piece: str) -> bool:
        self.controller.pick(piece, self.legal_here())
        targets = list(self.controller.targets)
        if len(targets) == 1:
            actions, _reason = self.controller.drop(targets[0], self.state.why_illegal)
            return self.choose_among(actions)
        self.held_by_click = True
        self.set_notice("Now click where it goes (Esc lets it go).")
        return True

    def put_down(self, pos) -> bool:
        """The held piece goes where the second click is, or back when no lit place is there."""
        actions, reason = self.controller.drop(self.target_at(pos), self.state.why_illegal)
        self.notice = ""
        self.dirty = True
        if actions:
            return self.choose_among(actions)
        self.refuse(reason)
        return True
