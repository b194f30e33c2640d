"""The table every game shares: session control around a game's own layout, drawing and gestures.

The base holds what is the same for every game: the top-bar buttons (Hint, Undo, Redo,
Menu) and Ctrl+Z / Ctrl+Y, the log panel, the autosave after every change, hand-off
screens before a person's private screen in hot-seat play, bots deciding on a worker
thread with their move lit for a moment, hints, pause and step when only bots play,
pieces sliding to their new places, the game-over screen and the replay (a read-only
mode of the same table).

A game's table (``ui/<game>/table.py``) subclasses it and provides its layout, its
drawing and how its actions read as gestures:

- ``make_layout(size)``: an object with ``log`` and ``choices`` rects (and the game's own);
- ``drag_pair(action)`` / ``click_target(action)`` / ``drag_candidate(piece, target)``;
- ``piece_at(pos)`` / ``target_at(pos)`` / ``click_at(pos)``: hit-testing;
- ``draw_table(surface, view)``: everything of the game (filling ``piece_centres``);
- ``draw_piece(surface, piece, centre, view)``: one piece, for drags and slides;
- ``game_choices(legal)``: buttons for the decisions that are not gestures;
- ``marked_places(action)``: the targets to light for a bot's move or a hint.

Every line shown (log, undo and redo, a bot's move, a hint) comes from the engine's
``describe(action, viewer)``, so it tells the person at the screen nothing they may
not know.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import TypeVar

import pygame
from pygame_gui.elements import UIButton

from game.core.actions import Action
from game.core.bot_specs import seconds_budget
from game.core.contract import GameState, may_read
from game.core.errors import IllegalAction, SaveError
from game.core.public_text import public_notation
from game.core.reveals import note_seen
from game.core.session import Session
from game.core.storage import autosave_path
from game.core.wording import addressed_to, told_of
from ui import button_pages
from ui.bot_thinker import BotThinker
from ui.controller import DragController
from ui.hotseat import screen_seat
from ui.lesson_mode import LessonMode, panel_rect
from ui.log_panel import LogLine, LogPanel
from ui.look import felt
from ui.scene import Scene
from ui.scenes.handoff import HandoffScene
from ui.text import SMALLEST_PX, block_height, draw_block, first_fitting, render, wrap

GOLD = (255, 205, 90)
DIM = (150, 164, 178)
CLICK_PIXELS = 4
BUTTON_PADDING = 28
"""What a choice button adds to its words' width."""
"""A press and release this close together is a click, not a drop."""
HOVER_AGAIN_PIXELS = 8
"""How far the mouse moves after a drop before hovering shows panels again."""
REASON_RGB = (255, 140, 120)
ANIMATION_SECONDS = {"off": 0.0, "fast": 0.15, "normal": 0.3, "slow": 0.6}
BOT_MOVE_SHOWN_SECONDS = {"off": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}
LEAST_THINKING_SECONDS = 1.0
"""How long a bot that knows something a person at the table does not is shown thinking at
the least, whatever the animation speed: a forced move or a quick search would otherwise
tell the table about the bot's hand."""
BUDGET_MARGIN_SECONDS = 0.25
"""Added to a bot's budget of seconds, for the search's own overhead past it."""
HINT_BOT = "hard"
TOP_BUTTON = (110, 36)
MESSAGE_GAP = 2
"""Pixels between two lines of the message under the choice buttons."""
Words = str | tuple[str, ...]
"""A button's words, or several wordings longest first: the button shows the first that fits."""
Choice = tuple[Words, "Action | Callable[[], object]"]
"""A choice button's words, and the action it takes (or what it does for the table itself)."""
Wording = TypeVar("Wording", bound=Words)
"""A button's words, one wording or several (``distinct_choices`` keeps them as they are)."""
Chosen = TypeVar("Chosen")
"""What a choice button stands for (``distinct_choices`` keeps it as it is)."""


class TableBase(Scene):
    game_title = ""
    confirm_turn_end = False
    """Hold the screen after a turn whose last action can still be undone, until "End turn"."""
    side_choices: frozenset[str] = frozenset()
    """Buttons about the table rather than the game ("My stops"): Enter never presses them."""
    VERB_SOUNDS: dict[str, str] = {}
    """The sound effect of each kind of action, by its verb (``ui.sound.EFFECTS``); others are silent."""

    def __init__(self, app, session: Session, autosave: bool = True, replay: bool = False):
        super().__init__(app)
        self.session = session
        self.autosave_enabled = autosave and not replay
        self.replay_index: int | None = len(session.history.entries) if replay else None
        self.controller = DragController(self.drag_pair, self.drag_candidate, self.click_target)
        self.layout = self.make_layout(app.size)
        self.log_panel = LogPanel(self.layout.log)
        self.piece_centres: dict[str, tuple[int, int]] = {}
        self.mouse = (0, 0)
        self.pressed_at = (0, 0)
        """Where the mouse button last went down: a release there is a click, not a drop."""
        self.held_by_click = False
        """A piece picked up by a click (``clicks_carry``), waiting for the click that puts it down."""
        self.dropped_at: tuple[int, int] | None = None
        """Where a piece was just let go: no hover panel shows until the mouse moves away (one would
        cover what the drop did)."""
        self.reason = ""
        self.message_box: pygame.Rect | None = None
        """Where the refusal was last drawn (None when none shows)."""
        self.notice = ""
        state = session.state
        self.kinds = [seat.kind for seat in state.seats]
        self.seat_names = tuple(seat.name for seat in state.seats)
        self.bots = frozenset(seat for seat, kind in enumerate(self.kinds) if kind == "bot")
        self.people = len(self.kinds) - len(self.bots)
        self.viewer: int | None = None if replay else self.first_viewer()
        self.screen_kind = ""
        """What the screen of ``viewer`` is for: "" to decide (a game may have others)."""
        self.private_to: int | None = None
        """In hot-seat play, the person whose private screen is up (it came after their hand-off);
        None while the screen is one that everyone at the table may be looking at."""
        self.changes = 0
        """Counts refreshes (after every change of position or viewer): a view is made once between two."""
        self._view_key: tuple | None = None
        self.thinker = BotThinker()
        self.lesson_mode: LessonMode | None = None
        """Set while the table teaches a lesson (``teach``)."""
        self.paused = False
        self.steps_allowed = 0  # bot moves to play while paused ("Step")
        self.marked: tuple[Action, str] | None = None  # a bot's move or a hint, lit on the table
        self.marked_clock = 0.0
        self.pending: list[Action] = []  # a drop that means several actions: the player picks one
        self.choice_page = 0
        """Which page of choice buttons shows, when they are more than the band holds."""
        self.holding = False  # the turn is done but may still be undone ("End turn")
        self.game_over_due = False
        self.slides: dict[str, tuple] = {}
        self.slide_clock = 0.0
        self.slide_from: dict[str, tuple[int, int]] | None = None
        self.arrivals_for: int | None | tuple[()] = ()
        """The viewer whose screen the last action was played on, whose new pieces fly in from where they
        come from (``arrival_origin``); () after an undo, a redo or a replay step: they just appear."""
        self.log_items: list[dict] = [self.log_entry(i) for i in range(len(session.history.entries))]
        """Each logged action's lines for every viewer (None: a spectator), oldest first."""
        self._log_viewer: object = ()  # whose log the panel shows (an impossible value: none yet)

    # ------------------------------------------------------------------ a game provides
    def make_layout(self, size: tuple[int, int]):
        raise NotImplementedError

    def drag_pair(self, action: Action) -> tuple[str, str] | None:
        return None

    def click_target(self, action: Action) -> str | None:
        return None

    def drag_candidate(self, piece: str, target: str) -> Action | None:
        return None

    def piece_at(self, pos) -> str | None:
        return None

    def target_at(self, pos) -> str | None:
        return None

    def click_at(self, pos) -> str | None:
        """The click target under ``pos`` (a display card, a pile, the die), if any."""
        return None

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        raise NotImplementedError

    def draw_piece(self, surface: pygame.Surface, piece: str, centre, view: dict, lifted: bool = False) -> None:
        """Draw one piece at ``centre`` (a dragged one is ``lifted``)."""

    def game_choices(self, legal: list[Action]) -> list[Choice]:
        return []

    def marked_places(self, action: Action) -> set[str]:
        """What to light for a marked move besides its piece (its drop or click target)."""
        pair = self.drag_pair(action)
        if pair:
            return {pair[1]}
        target = self.click_target(action)
        return {target} if target else set()

    def choice_label(self, action: Action) -> Words:
        """A button's words for one of several actions a single drop can mean."""
        return self.state.describe(action, self.viewer)

    # ------------------------------------------------------------------ what is shown
    @property
    def state(self):
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

    def first_viewer(self) -> int | None:
        state = self.state
        deciding = state.to_move()
        if self.bots:
            return screen_seat(self.kinds, deciding, None)
        return deciding if deciding is not None else state.active

    def addressee(self) -> int | None:
        """The seat whose secrets the screen may show now (None: only what everyone may know).

        The one place that decides it: with one person at the table, theirs (or a table of bots,
        the deciding bot's); in hot-seat play, a person's only on their private screen, which
        always comes after their hand-off. Everything private the table draws or writes (the
        log, a hand, the undo button) asks here.
        """
        if not self.interactive or self.viewer is None:
            return None
        if self.people <= 1 or self.private_to == self.viewer:
            return self.viewer
        return None

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

    def legal_here(self) -> list[Action]:
        """Legal actions, only when the person at the screen is the one deciding."""
        deciding = self.state.to_move()
        if not self.interactive or self.holding or deciding != self.viewer or deciding in self.bots:
            return []
        return self.state.legal_actions()

    def needs_hand_off(self, seat: int) -> bool:
        """In hot-seat play, a person is to see a private screen that is not up already: it comes
        only after a hand-off, even to the person who used the screen last (the others may have
        been watching since)."""
        if self.lesson_mode is not None:  # a lesson is one learner's, with nothing to hide
            return False
        return self.people > 1 and seat != self.private_to and self.state.private_screen(seat)

    def on_enter(self) -> None:
        """In hot-seat, the first private screen waits for its owner too."""
        super().on_enter()
        state = self.state
        if self.interactive and not state.is_over() and self.people > 1:
            seat = screen_seat(self.kinds, state.to_move(), None)
            if seat is not None and state.private_screen(seat):
                self.hand_to(seat)

    def on_exit(self) -> None:
        self.thinker.close()
        super().on_exit()

    # ------------------------------------------------------------------ elements
    def build(self) -> None:
        self.layout = self.make_layout(self.app.size)
        self.log_panel.resize(self.layout.log)
        w = self.app.size[0]
        bw, bh = TOP_BUTTON
        self.top_buttons = {}
        self.button_help = {}
        entries = [("Hint", self.ask_hint, "Hint: the move the hard bot would make (counted in the save)"),
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
        self.choice_buttons: list[UIButton] = []
        self.covered_buttons: set[UIButton] = set()
        self.refresh()

    def refresh(self) -> None:
        """Rebuild what depends on the position: choice buttons, the log, undo/redo state."""
        self.changes += 1
        for button in self.choice_buttons:
            self.forget(button)
        self.choice_buttons = []
        self.lay_out_choices(distinct_choices(self.choices()))
        self.update_log()
        history = self.session.history
        self._enable(self.undo_button, self.why_no_undo() is None)
        self._enable(self.redo_button, self.interactive and history.can_redo())
        self._enable(self.hint_button, bool(self.legal_here()))
        self.dirty = True

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

    @staticmethod
    def _enable(button, on: bool) -> None:
        button.enable() if on else button.disable()

    def choices(self) -> list[Choice]:
        """Buttons for the decisions that are not gestures (and for the table itself)."""
        if not self.interactive:
            return self.replay_choices()
        if self.pending:
            pending: list[Choice] = [(self.choice_label(a), a) for a in self.pending]
            return [*pending, ("Cancel", self.cancel_pending)]
        if self.holding:
            return [(self.hold_label(), self.end_hold)]
        if self.lesson_mode is not None:
            return self.lesson_mode.choices(self.game_choices(self.legal_here()))
        if self.people == 0 and not self.state.is_over():
            pause: Choice = ("Resume" if self.paused else "Pause", self.toggle_pause)
            return [pause, ("Step", self.step_bot)] if self.paused else [pause]
        return self.game_choices(self.legal_here())

    # ------------------------------------------------------------------ the log
    def viewers(self) -> list[int | None]:
        return [None, *range(len(self.state.seats))]

    def logged(self, action: Action, before, after, events, prefix: str = "") -> dict:
        """The log lines of one action for every possible viewer, written while its positions exist.

        Words come from the engine's ``describe`` for that viewer, the notation is masked for
        it, and the consequences are the events it may read; an event that only restates the
        action is folded into the action's line with whatever it adds (see ``restated``).
        """
        lines = {}
        quiet = self.quiet_in_log(action)
        public = before.describe(action, None)
        for viewer in self.viewers():
            own = words = before.describe(action, viewer)
            consequences = []
            for text, only in events:
                if not may_read(only, viewer):
                    continue
                more = next((rest for rest in (restated(text, own), restated(text, public)) if rest is not None), None)
                if more is None:
                    consequences.append(LogLine(self.addressed(text, viewer), consequence=True))
                elif words == own:  # the first event restating the action lends its line what it adds
                    words = own.removesuffix(".") + self.addressed(more, viewer)
            shown = [] if quiet else [LogLine(prefix + words, public_notation(action, before, after, viewer))]
            lines[viewer] = shown + consequences
        return lines

    def addressed(self, text: str, viewer: int | None) -> str:
        """An event line in the second person for the seat reading it, as its own actions are."""
        return text if viewer is None else addressed_to(text, self.seat_names[viewer], self.seat_names)

    def quiet_in_log(self, action: Action) -> bool:
        """An action whose own line the log leaves out (what it caused is still shown)."""
        return False

    def log_entry(self, index: int) -> dict:
        history = self.session.history
        entry = history.entries[index]
        return self.logged(entry.action, entry.before, history.after(index), entry.events)

    def log_viewer(self) -> int | None:
        """Whose lines the log shows: the addressee's. On a screen that several people may be
        reading, a spectator's (None), so no "You" is read by the wrong person."""
        return self.addressee()

    def update_log(self) -> None:
        """Add the new log lines; all of them again only when another seat sits at the screen."""
        viewer = self.log_viewer()
        if self._log_viewer != viewer:
            self._log_viewer = viewer
            self._logged = 0
            self.log_panel.set_lines([])
        new = self.log_items[self._logged:]
        if new:
            self.log_panel.add([line for item in new for line in item[viewer]])
            self._logged = len(self.log_items)

    def note(self, text: str) -> None:
        """A public line of the table's own (not an engine action)."""
        self.log_items.append({viewer: [LogLine(text)] for viewer in self.viewers()})

    def toggle_notation(self) -> None:
        self.log_panel.toggle_notation()
        self.notation_button.set_text("Hide notation" if self.log_panel.show_notation else "Show notation")
        self.dirty = True

    # ------------------------------------------------------------------ acting
    def act(self, action: Action) -> bool:
        """Apply an action for the seat at the screen; refusals show the engine's reason (in a
        lesson, any action but the one taught is refused with the step's hint)."""
        lesson = self.lesson_mode
        try:
            if lesson is not None:
                lesson.play(action)
            else:
                self.session.apply(action)
        except IllegalAction as error:
            self.refuse(str(error))
            return False
        entry = self.session.history.entries[-1]
        self.app.sounds.play(self.sound_of(action, entry.before, self.state))
        self.animate(action, entry.before, self.state)
        self.log_items.append(self.log_entry(len(self.session.history.entries) - 1))
        screen = self.viewer
        self.position_changed()
        self.arrivals_for = screen
        return True

    def refuse(self, reason: str) -> None:
        """Say why the last gesture did nothing, with the refusal's sound ("": just snap back)."""
        self.reason = reason
        self.dirty = True
        if reason:
            self.app.sounds.play("refusal")

    def animate(self, action: Action, before: GameState, after: GameState) -> None:
        """Start a game's own motion for an action just played (dice tumbling...); slides of pieces
        need nothing here. Like sounds, only what every seat sees may start one."""

    def sound_of(self, action: Action, before: GameState, after: GameState) -> str | None:
        """The effect of ``action``, which took ``before`` to ``after`` (None: silence).

        Only what every seat may see chooses it: at a hot-seat table everyone hears it, so a
        sound must not tell what a hand holds. By default the verb decides (``VERB_SOUNDS``).
        """
        return self.VERB_SOUNDS.get(action.verb)

    def position_changed(self) -> None:
        """After an action, an undo or a redo: old messages go, pieces slide, the game goes on."""
        self.reason = ""
        self.pending = []
        self.choice_page = 0
        self.held_by_click = False
        self.clear_marks()
        self.slide_from = dict(self.piece_centres)
        self.arrivals_for = ()
        self.autosave()
        self.after_change()

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            self.session.save(autosave_path())
        except (OSError, SaveError) as error:
            self.reason = f"Autosave failed: {error}"
        note_seen(self.session)  # kept apart from the autosave: a later game does not overwrite it

    def after_change(self) -> None:
        """Show the game-over screen, or hand the screen to whoever must decide next."""
        self.refresh()
        state = self.state
        if state.is_over():
            self.game_over_due = self.lesson_mode is None  # shown once the last move is drawn (see update)
            return
        deciding = state.to_move()
        if self.should_hold(deciding):
            self.holding = True
            self.refresh()
            return
        if deciding in self.bots:
            self.watch_bot(deciding)
            return
        seat, kind = self.next_screen()
        if not self.needs_hand_off(seat) and self.turn_passed_to_a_person():
            self.app.sounds.play("your_turn")
        self.show_next(seat, kind)

    def turn_passed_to_a_person(self) -> bool:
        """Whether the last action began the turn of a person at this table (after a bot's, or
        after the turn of the only other person: a table with no hand-off)."""
        entries = self.session.history.entries
        if not entries:
            return False
        active = self.state.active
        return entries[-1].before.active != active and active not in self.bots

    def watch_bot(self, deciding: int) -> None:
        """A bot decides: the screen stays with the only person at the table, or becomes public."""
        seat = screen_seat(self.kinds, deciding, self.viewer)
        if seat != self.viewer:
            self.clear_messages()
        self.viewer, self.screen_kind = seat, ""
        if self.people > 1:
            self.private_to = None
        self.refresh()

    def next_screen(self) -> tuple[int, str]:
        """The seat to put at the screen next, and the kind of screen ("" for a decision).

        A game may put someone else there first, with a screen kind of its own (The Elevator
        shows a person a turn of theirs that ended unseen, "missed").
        """
        return self.state.to_move(), ""

    def show_next(self, seat: int, kind: str = "") -> None:
        if self.needs_hand_off(seat):
            self.hand_to(seat, kind)
            return
        public = self.people > 1 and not self.state.private_screen(seat)
        if seat == self.viewer and kind == self.screen_kind and not (public and self.private_to is not None):
            return
        if seat != self.viewer or public:
            self.clear_messages()
        if public:
            self.private_to = None
        self.viewer, self.screen_kind = seat, kind
        self.refresh()

    def clear_messages(self) -> None:
        """A refusal or a notice is for the person who caused it: none crosses to another screen."""
        self.reason = ""
        self.notice = ""
        self.dirty = True

    def should_hold(self, deciding: int | None) -> bool:
        """After the viewer's turn, wait for "End turn" while the last action can still be undone."""
        if not self.confirm_turn_end or deciding == self.viewer or self.viewer is None or self.lesson_mode:
            return False
        if self.viewer in self.bots or not self.session.history.entries:
            return False
        return self.session.history.can_undo(self.viewer)

    def hold_label(self) -> str:
        return "End turn"

    def end_hold(self) -> None:
        """"End turn": the screen goes on to whoever decides next."""
        self.holding = False
        self.refresh()
        deciding = self.state.to_move()
        if deciding in self.bots:
            self.watch_bot(deciding)
        else:
            self.show_next(*self.next_screen())

    def hand_to(self, seat: int, kind: str = "") -> None:
        """The privacy screen before another person's private screen is shown."""
        self.clear_messages()

        def ready():
            self.viewer, self.screen_kind, self.private_to = seat, kind, seat
            self.clear_messages()
            self.refresh()
            self.app.sounds.play("your_turn")
            self.seated(seat)
        self.app.push(HandoffScene(self.app, self.state.name(seat), self.hand_off_message(seat, kind), ready,
                                   session=self.session))

    def seated(self, seat: int) -> None:
        """A person has just taken the screen after a hand-off (a game may ask them something privately)."""

    def hand_off_message(self, seat: int, kind: str) -> str:
        return "It is your turn." if seat == self.state.active else "A decision is yours to make."

    def cancel_pending(self) -> None:
        self.pending = []
        self.refresh()

    def confirm(self, action: Action) -> None:
        """Ask once more before an action that nothing can take back: its button, and Cancel."""
        self.pending = [action]
        self.choice_page = 0
        self.refresh()

    def choose_among(self, actions: list[Action]) -> bool:
        """One action is applied at once; several are offered as buttons."""
        if len(actions) == 1:
            return self.act(actions[0])
        self.pending = list(actions)
        self.reason = ""  # the drop was good: an earlier refusal no longer applies
        self.choice_page = 0
        self.refresh()
        return True

    def why_no_undo(self) -> str | None:
        """None when the person at the screen may undo now, else why not.

        Undo belongs to the person deciding (or holding their finished turn): never on a screen
        that is not addressed to them, never once their turn was handed on, and never after the
        game is over (a practice game lifts the last two).
        """
        history = self.session.history
        practice = history.practice
        if not self.interactive or self.viewer is None or self.viewer in self.bots:
            return "Undo is for the person deciding, on their own screen."
        if self.state.is_over() and not practice:
            return "The game is over: its moves stand."
        if not (self.holding or practice or self.state.to_move() == self.viewer):
            return "Your turn was handed on: it cannot be taken back."
        return history.undo_block_reason(self.viewer)

    def undo(self) -> None:
        if self.lesson_mode is not None:
            self.lesson_mode.undo()
            return
        history = self.session.history
        reason = self.why_no_undo()
        if reason:
            self.refuse(reason)
            return
        after = history.state
        action = history.undo(self.viewer)
        self.log_items.append(self.logged(action, history.state, after, (), "Undone: "))
        self.holding = False
        self.position_changed()

    def redo(self) -> None:
        history = self.session.history
        if not history.can_redo():
            return
        before = history.state.clone()
        action = history.redo()
        self.log_items.append(self.logged(action, before, history.state, (), "Redone: "))
        self.position_changed()

    # ------------------------------------------------------------------ bots and hints
    def drive_bots(self, dt: float) -> None:
        """Ask the bot to move, show its move for a moment, then play it."""
        seat = self.state.to_move()
        if seat not in self.bots or not self.interactive or self.holding or (self.paused and not self.steps_allowed):
            return
        if self.lesson_mode is not None:  # a lesson plays only what it teaches
            return
        self.thinker.ask(self.session, seat, self.state.seats[seat].bot_level or "medium")
        decision = self.thinker.answer(self.session, seat)
        quiet = self.quiet_bot_seconds()
        if quiet:
            quiet = max(quiet, self.budget_seconds(seat))
        if quiet and self.marked is None:  # an answer whose timing must not show what the bot holds
            self.marked_clock += dt
            self.set_notice(f"{self.state.name(seat)} may answer...")
            if decision is None or self.marked_clock < quiet:
                return
            if decision.action.verb == "pass":
                self.steps_allowed = max(0, self.steps_allowed - 1)
                self.act(decision.action)
                return
            self.marked_clock = 0.0
        elif self.marked is None and (decision is None or self.marked_clock < self.least_thinking_seconds(seat)):
            self.marked_clock += dt
            dots = "." * (1 + int(self.marked_clock * 3) % 3)
            self.set_notice(f"{self.state.name(seat)} is thinking{dots}")
            return
        assert decision is not None, "a bot move is marked only once answered, and the answer is kept until acted on"
        if decision.action.verb == "pass":  # a bot letting a moment go by holds nobody up
            self.steps_allowed = max(0, self.steps_allowed - 1)
            self.act(decision.action)
            return
        if self.marked is None:
            self.mark(decision.action, self.state.describe(decision.action, self.viewer))
        self.marked_clock += dt
        if self.marked_clock >= BOT_MOVE_SHOWN_SECONDS.get(self.app.settings.animation_speed, 0.8):
            self.steps_allowed = max(0, self.steps_allowed - 1)
            self.act(decision.action)

    def least_thinking_seconds(self, seat: int) -> float:
        """How long the bot in ``seat`` is shown thinking at the least: the same for every
        decision while it knows something that a person at the table does not (0 otherwise)."""
        state = self.state
        knows_more = self.people > 0 and state.secrets_from(None) - state.secrets_from(seat)
        return max(LEAST_THINKING_SECONDS, self.budget_seconds(seat)) if knows_more else 0.0

    def budget_seconds(self, seat: int) -> float:
        """A bot with a budget of seconds spends it on every choice and nothing on a forced move:
        while that would show what it holds, every decision of it takes the budget and a little more."""
        seconds = seconds_budget(self.state.seats[seat].bot_level or "medium")
        return seconds + BUDGET_MARGIN_SECONDS if seconds else 0.0

    def quiet_bot_seconds(self) -> float:
        """How long every bot decision at this point must take, when how long it took would show
        what the bot holds (0: as long as it thinks)."""
        return 0.0

    def ask_hint(self) -> None:
        if self.viewer is None or not self.legal_here():
            return
        self.thinker.ask(self.session, self.viewer, HINT_BOT, purpose="hint")
        self.session.hints_used += 1
        self.autosave()
        self.set_notice("Looking for a good move...")

    def show_hint(self, seat: int) -> None:
        """Mark the hint asked for ``seat`` (the viewer's) once it is ready."""
        decision = self.thinker.answer(self.session, seat, purpose="hint")
        if decision is not None and self.marked is None:
            words = self.state.describe(decision.action, self.viewer)
            self.mark(decision.action, f"Hint: {words} {decision.why.capitalize()}.")

    def marked_parts(self) -> tuple[str | None, set[str]]:
        """The piece and the places of the marked move."""
        if self.marked is None:
            return None, set()
        action = self.marked[0]
        pair = self.drag_pair(action)
        return (pair[0] if pair else None), self.marked_places(action)

    def mark(self, action: Action, text: str) -> None:
        """Light a move about to be made or suggested; its words replace an earlier refusal."""
        self.marked = (action, text)
        self.marked_clock = 0.0
        self.reason = ""
        self.set_notice(text)

    def clear_marks(self) -> None:
        self.marked = None
        self.marked_clock = 0.0
        self.notice = ""
        self.thinker.forget()

    def set_notice(self, text: str) -> None:
        if text != self.notice:
            self.notice = text
            self.dirty = True

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.steps_allowed = 0
        self.refresh()

    def step_bot(self) -> None:
        """While paused, let the deciding bot make one move."""
        self.steps_allowed = 1

    def rules_section(self) -> str | None:
        """The heading of the game's rules reference that the current decision is about ("Part >
        Heading" where a heading appears under several parts); None: the reference from its top."""
        return None

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, self.session.setup.game, self.rules_section()))

    # ------------------------------------------------------------------ lessons
    def teach(self, lesson: LessonMode) -> None:
        """Teach a lesson at this table: nothing is saved, and no bot plays between its steps."""
        self.lesson_mode = lesson
        self.autosave_enabled = False
        self.notation_button.hide()
        self.refresh()
        lesson.light()

    def lesson_changed(self, same_session: bool) -> None:
        """The lesson moved on, back, or started again (``same_session`` False: on a new position)."""
        assert self.lesson_mode is not None, "only a lesson changes its step"
        if not same_session:
            self.session = self.lesson_mode.lesson.session
            self.log_items = []
            self._log_viewer = ()
            self.slide_from = None
        self.position_changed()
        self.lesson_mode.light()

    def open_menu(self) -> None:
        from ui.scenes.game_menu import GameMenuScene
        self.app.push(GameMenuScene(self.app, self.session))

    # ------------------------------------------------------------------ replay
    def replay_choices(self) -> list[Choice]:
        return [(text, partial(self.replay_step, step))
                for text, step in (("First", -10**6), ("Back", -1), ("Next", 1), ("Last", 10**6))]

    def replay_step(self, delta: int) -> None:
        entries = self.session.history.entries
        assert self.replay_index is not None, "only a replay steps through the actions"
        self.replay_index = max(0, min(len(entries), self.replay_index + delta))
        self.log_items = []
        self.note(f"Replay: action {self.replay_index} of {len(entries)}")
        if self.replay_index > 0:
            self.log_items.append(self.log_entry(self.replay_index - 1))
        self._log_viewer = ()
        self.slide_from = dict(self.piece_centres)
        self.refresh()

    # ------------------------------------------------------------------ input
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

    def replay_key(self, event) -> bool:
        if event.key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.replay_step(1)
            return True
        if event.key == pygame.K_LEFT:
            self.replay_step(-1)
            return True
        if event.key == pygame.K_ESCAPE:
            self.app.go_home()
            return True
        return False

    def press(self, pos) -> bool:
        if self.controller.piece and self.held_by_click:  # the second click puts the held piece down
            self.held_by_click = False
            return self.put_down(pos)
        self.mouse = self.pressed_at = pos
        legal = self.legal_here()
        target = self.click_at(pos)
        if target is not None:
            actions = self.controller.clickable(legal).get(target)
            if actions:
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

    def click_candidate(self, target: str) -> Action | None:
        """The action a click on ``target`` would mean, so a refused click can be explained."""
        return None

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

    def press_elsewhere(self, pos, legal: list[Action]) -> bool:
        """A press on nothing draggable or clickable (a game may use it)."""
        return False

    def click_carries(self, pos) -> bool:
        """Whether releasing at ``pos`` ends a click on a piece that a click may carry."""
        piece = self.controller.piece
        if not piece:
            return False
        return math.dist(pos, self.pressed_at) <= CLICK_PIXELS and self.clicks_carry(piece)

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
        if math.dist(pos, self.pressed_at) <= CLICK_PIXELS:  # a click on a piece that moves by dragging
            self.refuse("Drag it onto a place that lights up.")
            return True
        self.refuse(reason or (self.why_no_target(piece, pos) if piece and target is None else ""))
        return True

    def clicks_carry(self, piece: str) -> bool:
        """Whether a click on ``piece`` may stand for its drag (a prompt says "click" there): with one
        place to go it goes there, else it is held until a second click on a lit place."""
        return False

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

    def why_no_target(self, piece: str, pos) -> str:
        """Why ``piece`` cannot be dropped at ``pos``, where no target lies ("" to snap it back silently)."""
        return ""

    def why_not_movable(self, piece: str) -> str:
        if self.state.to_move() != self.viewer or not self.interactive:
            return "It is not your decision now."
        return f"Nothing to do with that now. {self.state.prompt()}"

    # ------------------------------------------------------------------ drawing
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """What never changes under the table (a game may add its board to the felt, once)."""
        return felt(size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background(surface.get_size()), (0, 0))
        view = self.view()
        self.draw_title(surface, view)
        self.draw_table(surface, view)
        self.start_slides()
        self.draw_slides(surface, view)
        if self.lesson_mode is not None:
            self.lesson_mode.draw(surface, panel_rect(self.log_panel.rect))
        else:
            self.log_panel.draw(surface)
        self.draw_message(surface)
        self.uncover_buttons(None if self.dropped_at else self.draw_hover(surface, view))
        self.draw_dragged(surface, view)

    def draw_hover(self, surface, view: dict) -> pygame.Rect | None:
        """What the mouse rests on (a card zoom, a piece's words), drawn over the whole table, the
        log included; returns the panel's place. Tables override it."""
        return None

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

    def button_help_here(self) -> str:
        """What the button under the mouse does (shown in the message line, where no tool tip can
        cover the prompt)."""
        words = next((words for button, words in self.button_help.items()
                      if button.visible and button.rect.collidepoint(self.mouse)), "")
        if words and self.undo_button.rect.collidepoint(self.mouse) and self.interactive:
            return self.why_no_undo() or words  # why it is greyed out
        return words

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

    def draw_dragged(self, surface, view) -> None:
        if self.controller.piece:
            self.draw_piece(surface, self.controller.piece, self.mouse, view, lifted=True)

    # ------------------------------------------------------------------ animation
    @property
    def slide_seconds(self) -> float:
        return ANIMATION_SECONDS.get(self.app.settings.animation_speed, 0.3)

    def start_slides(self) -> None:
        """After a change, pieces whose place changed glide from the old spot to the new one, and
        after an action on this screen new pieces fly in from where they come from (a card drawn
        from the deck). A new change starts new slides: the running ones end at once."""
        if self.slide_from is None:
            return
        old, self.slide_from = self.slide_from, None
        if self.slide_seconds <= 0:
            return
        self.slides = {p: (old[p], xy) for p, xy in self.piece_centres.items() if p in old and old[p] != xy}
        if self.arrivals_for == self.viewer:
            for piece, xy in self.piece_centres.items():
                origin = None if piece in old else self.arrival_origin(piece, old)
                if origin is not None and origin != xy:
                    self.slides[piece] = (origin, xy)
            for piece, start in old.items():
                end = None if piece in self.piece_centres else self.departure_target(piece, start)
                if end is not None:
                    self.slides[piece] = (start, end)
        self.slide_clock = 0.0
        if self.slides:
            self.dirty = True

    def departure_target(self, piece: str, start: tuple[int, int]) -> tuple[int, int] | None:
        """Where a piece that left the table in the last action goes as it leaves (a pod taking off);
        None: it just goes."""
        return None

    def arrival_origin(self, piece: str, old: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
        """Where a piece that was not on the table before the last action (``old``: the pieces that
        were) comes from; None: it just appears. Tables name their decks and piles here."""
        return None

    def draw_slides(self, surface, view) -> None:
        t = min(1.0, self.slide_clock / (self.slide_seconds or 1))
        ease = 1 - (1 - t) ** 3
        for piece, (start, end) in self.slides.items():
            xy = (int(start[0] + (end[0] - start[0]) * ease), int(start[1] + (end[1] - start[1]) * ease))
            self.draw_piece(surface, piece, xy, view)

    def game_over_sound(self) -> str:
        """"win" when a person at this table won (or only bots played), else "loss"."""
        result = self.state.result()
        people = [seat for seat in range(len(self.state.seats)) if seat not in self.bots]
        if result is None or not people or result.team_won:
            return "win"
        return "win" if any(seat in result.winners for seat in people) else "loss"

    def sound_toggled(self, muted: bool) -> None:
        self.set_notice("Sound off (M turns it on again)." if muted else "Sound on.")

    def hidden_pieces(self) -> set[str]:
        """Pieces the table must not draw in place: the one being dragged and those sliding."""
        held = {self.controller.piece} if self.controller.piece else set()
        return held | set(self.slides)

    def update(self, dt: float) -> None:
        if self.game_over_due and not self.slides and not self.dirty and self.slide_from is None:
            self.game_over_due = False
            from ui.game_over import GameOverScene
            self.app.sounds.play(self.game_over_sound())
            self.app.push(GameOverScene(self.app, self))
            return
        self.drive_bots(dt)
        if self.marked is None and self.viewer is not None and self.thinker.thinking_about(
                self.session, self.viewer, "hint"):
            self.show_hint(self.viewer)
        if not self.slides:
            return
        self.slide_clock += dt
        if self.slide_clock >= self.slide_seconds:
            self.slides = {}
        self.dirty = True


def wordings(words: Words) -> tuple[str, ...]:
    """A button's wordings, longest first."""
    return (words,) if isinstance(words, str) else words


def distinct_choices(choices: list[tuple[Wording, Chosen]]) -> list[tuple[Wording, Chosen]]:
    """One button per wording: two choices that read the same (two Hackers in a hand, two dice of
    the same values) are the same to the player, so the first stands for both."""
    seen: set[Wording] = set()
    distinct = []
    for text, action in choices:
        if text not in seen:
            seen.add(text)
            distinct.append((text, action))
    return distinct


def restated(event: str, line: str) -> str | None:
    """What ``event`` adds to an action's ``line`` when it restates it ("Ann delivers the Pump:
    +5 reputation." after "Ann delivers the Pump." adds ": +5 reputation."; a bare repeat adds
    "."), or None when it tells of something else. What it adds must begin a new clause, so
    "Ann plays Up or Down." does not restate "Ann plays Up."."""
    stem = line.removesuffix(".")
    rest = event[len(stem):]
    if not event.startswith(stem) or not (rest == "" or rest[0] in ".:;,!?" or rest.startswith(" (")):
        return None
    return rest


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
