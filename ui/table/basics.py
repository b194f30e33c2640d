"""What every part of the table works on: its fields, declared once, and the position it shows.

``TableBase.__init__`` and ``build`` give the fields their values; the parts only read and set them.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIButton

from game.core.actions import Action
from ui.controller import DragController
from ui.lesson_mode import LessonMode
from ui.log_panel import LogPanel
from ui.remote_session import TableSession
from ui.scene import Scene
from ui.table.bot_driver import BotDriver
from ui.table.log_book import LogBook
from ui.table.motion import Motion


class TableBasics(Scene):
    session: TableSession
    replay_index: int | None
    """The action a replay shows the position before (None: the table is played, not replayed)."""
    autosave_enabled: bool
    layout: Any
    """The game's layout (``make_layout``): ``log`` and ``choices`` rects, and the game's own."""
    controller: DragController
    log_panel: LogPanel
    log_book: LogBook
    motion: Motion
    bot_driver: BotDriver
    lesson_mode: LessonMode | None
    """Set while the table teaches a lesson (``teach``)."""

    # --- who sits at the table, and whose screen it is
    kinds: list[str]
    seat_names: tuple[str, ...]
    bots: frozenset[int]
    people: int
    viewer: int | None
    """The seat at the screen (None: a spectator, in a replay)."""
    screen_kind: str
    """What the screen of ``viewer`` is for: "" to decide (a game may have others)."""
    private_to: int | None
    """In hot-seat play, the person whose private screen is up (it came after their hand-off);
    None while the screen is one that everyone at the table may be looking at."""

    # --- the decision under way
    pending: list[Action]
    """A drop that means several actions (the player picks one), or one action to confirm."""
    choice_page: int
    """Which page of choice buttons shows, when they are more than the band holds."""
    holding: bool
    """The turn is done but may still be undone: the screen waits for "End turn"."""
    game_over_due: bool
    """The game is over: its screen comes once the last move is drawn."""

    # --- what the table says and lights
    reason: str
    """Why the last gesture did nothing, in red ("": none)."""
    notice: str
    """A bot's move, a hint or the table's word, in gold ("": none)."""
    message_box: pygame.Rect | None
    """Where the refusal or notice was last drawn (None when none shows)."""
    marked: tuple[Action, str] | None
    """A bot's move or a hint lit on the table, and its words."""

    # --- the mouse and the pieces
    piece_centres: dict[str, tuple[int, int]]
    """Where each piece was drawn (``draw_table`` fills it): slides and drags start there."""
    mouse: tuple[int, int]
    pressed_at: tuple[int, int]
    """Where the mouse button last went down: a release there is a click, not a drop."""
    press_travel: float
    """How far the mouse has gone from ``pressed_at`` since: a press that went far is no click."""
    held_by_click: bool
    """A piece picked up by a click (``clicks_carry``), waiting for the click that puts it down."""
    dropped_at: tuple[int, int] | None
    """Where a piece was just let go: no hover panel shows until the mouse moves away (one would
    cover what the drop did)."""

    # --- the buttons (made by ``build``)
    top_buttons: dict[str, UIButton]
    button_help: dict[UIButton, str]
    """What each button does, shown in the message line while the mouse is on it."""
    hint_button: UIButton
    undo_button: UIButton
    redo_button: UIButton
    rules_button: UIButton
    notation_button: UIButton
    choice_buttons: list[UIButton]
    covered_buttons: set[UIButton]
    """Buttons hidden while a hover panel lies on them."""

    changes: int
    """Counts refreshes (after every change of position or viewer): a view is made once between two."""
    _view: dict
    _view_key: tuple | None

    @property
    def state(self):
        """The position shown: the game's, or in a replay the one before the action reached."""
        history = self.session.history
        if self.replay_index is not None and self.replay_index < len(history.entries):
            return history.entries[self.replay_index].before
        return history.state

    @property
    def interactive(self) -> bool:
        return self.replay_index is None

    def view(self) -> dict:
        """What the seat at the screen may see, made once per position and viewer (drawing reads it often)."""
        key = (self.changes, self.replay_index, self.viewer, self.screen_kind)
        if self._view_key != key:
            self._view, self._view_key = self.state.view(self.viewer), key
        return self._view

    def legal_here(self) -> list[Action]:
        """Legal actions, only when the person at the screen is the one deciding (and, in a lesson, while
        the step waits for its action)."""
        deciding = self.state.to_move()
        if not self.interactive or self.holding or deciding != self.viewer or deciding in self.bots:
            return []
        if self.lesson_mode is not None and self.lesson_mode.lesson.done:
            return []  # the step is done: nothing is offered but the lesson's own buttons
        return self.state.legal_actions()

    def refresh(self) -> None:
        """Rebuild what depends on the position (``TableBase``)."""
        raise NotImplementedError
