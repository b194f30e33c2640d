"""The table every game shares: session control around a game's own layout, drawing and gestures.

The base holds what is the same for every game: the top-bar buttons (Hint, Undo, Redo,
Menu) and Ctrl+Z / Ctrl+Y, the log panel, the autosave after every change, hand-off
screens before a person's private screen in hot-seat play, bots deciding on a worker
thread with their move lit for a moment, hints, pause and step when only bots play,
pieces sliding to their new places, the game-over screen and the replay (a read-only
mode of the same table).

``TableBase`` puts together the parts in ``ui/table/``, one concern each:

- ``basics``: the fields every part works on, and the position shown;
- ``game_hooks``: what a game's table provides (layout, drawing, gestures, sounds...);
- ``messages``: the refusal, the notice and the marked move;
- ``hot_seat``: whom the screen is for, and hand-offs between people at one screen;
- ``acting``: an action applied, and what follows every change of position;
- ``undo``: undo and redo; ``teaching``: a lesson at the table; ``replay``: the replay;
- ``buttons``: the top bar and the choice band; ``gestures``: mouse and keys; ``drawing``;
- objects the table holds: ``log_book.LogBook`` (the log's lines for every viewer),
  ``motion.Motion`` (slides) and ``bot_driver.BotDriver`` (bots, hints, pause and step).

A game's table (``ui/<game>/table.py``) subclasses ``TableBase`` and overrides the methods of
``ui/table/game_hooks.py``: at least ``make_layout``, ``draw_table``, ``draw_piece`` and how its
actions read as gestures (``drag_pair``, ``click_target``, ``drag_candidate``, ``piece_at``,
``target_at``, ``click_at``), plus ``game_choices`` for the decisions that are not gestures.

Every line shown (log, undo and redo, a bot's move, a hint) comes from the engine's
``describe(action, viewer)``, so it tells the person at the screen nothing they may
not know.
"""

from __future__ import annotations

from net.remote_game import RemoteGame
from ui.controller import DragController
from ui.log_panel import LogLine, LogPanel
from ui.remote_session import RemoteSession, TableSession
from ui.table.bot_driver import BotDriver
from ui.table.buttons import set_enabled
from ui.table.drawing import Drawing, message_fit
from ui.table.gestures import Gestures
from ui.table.log_book import LogBook, restated
from ui.table.motion import Motion
from ui.table.teaching import Teaching
from ui.table.words import Choice, Wording, Words, distinct_choices, wordings

# What games and tests import from here, wherever in ui/table/ it is defined.
__all__ = ["Choice", "TableBase", "Wording", "Words",
           "distinct_choices", "message_fit", "restated", "wordings"]


class TableBase(Gestures, Drawing, Teaching):
    def __init__(self, app, session: TableSession, autosave: bool = True, replay: bool = False):
        super().__init__(app)
        self.session = session
        self.autosave_enabled = autosave and not replay
        self.replay_index = len(session.history.entries) if replay else None
        self.controller = DragController(self.drag_pair, self.drag_candidate, self.click_target)
        self.layout = self.make_layout(app.size)
        self.log_panel = LogPanel(self.layout.log)
        self.piece_centres = {}
        self.mouse = (0, 0)
        self.pressed_at = (0, 0)
        self.press_travel = 0.0
        self.held_by_click = False
        self.dropped_at = None
        self.reason = ""
        self.message_box = None
        self.notice = ""
        state = session.state
        self.kinds = session.seat_kinds()
        self.seat_names = tuple(seat.name for seat in state.seats)
        self.bots = frozenset(seat for seat, kind in enumerate(self.kinds) if kind == "bot")
        self.people = len(self.kinds) - len(self.bots)
        self.viewer = None if replay else self.first_viewer()
        self.screen_kind = ""
        self.private_to = None
        self.changes = 0
        self._view_key = None
        self.bot_driver = BotDriver(self)
        self.lesson_mode = None
        self.marked = None
        self.pending = []
        self.choice_page = 0
        self.holding = False
        self.game_over_due = False
        self.motion = Motion(app, self.arrival_origin, self.departure_target, self.draw_piece)
        self.log_book = LogBook(self.seat_names, self.quiet_in_log)
        self.away_told = ""
        """In a network game, the words last said about who is away."""
        self.log_book.items = [self.log_book.entry(session.history, i) for i in range(len(session.history.entries))]

    def on_exit(self) -> None:
        self.bot_driver.close()
        super().on_exit()

    def refresh(self) -> None:
        """Rebuild what depends on the position: choice buttons, the log, undo/redo state."""
        self.changes += 1
        for button in self.choice_buttons:
            self.forget(button)
        self.choice_buttons = []
        self.lay_out_choices(distinct_choices(self.choices()))
        self.update_log()
        history = self.session.history
        set_enabled(self.undo_button, self.why_no_undo() is None)
        set_enabled(self.redo_button, self.interactive and history.can_redo())
        set_enabled(self.hint_button, self.hint_allowed())
        self.dirty = True

    def hint_allowed(self) -> bool:
        """A hint is searched from the viewer's own view: while that holds secrets of theirs, only on
        a screen addressed to them (never on a public decision of a hot-seat table, which all may read)."""
        viewer = self.viewer
        if viewer is None or not self.legal_here():
            return False
        return self.addressee() == viewer or not self.state.knows_more_than_the_public(viewer)

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
            driver = self.bot_driver
            pause: Choice = ("Resume" if driver.paused else "Pause", driver.toggle_pause)
            return [pause, ("Step", driver.step)] if driver.paused else [pause]
        return self.game_choices(self.legal_here())

    # ------------------------------------------------------------------ the log
    def update_log(self) -> None:
        """Add the new log lines to the panel, in the words of whoever reads the screen."""
        self.log_book.show_on(self.log_panel, self.log_viewer())

    def note(self, text: str) -> None:
        """A public line of the table's own (not an engine action)."""
        self.log_book.note(text, self.state)

    def addressed(self, text: str, viewer: int | None) -> str:
        """An event line in the second person for the seat reading it, as its own actions are."""
        return self.log_book.addressed(text, viewer)

    # ------------------------------------------------------------------ every frame
    def bot_deciding(self) -> int | None:
        """The bot that may move now: none in a replay, in a lesson, or while a finished turn is held."""
        seat = self.state.to_move()
        if seat not in self.bots or not self.interactive or self.holding or self.lesson_mode is not None:
            return None
        if self.session.is_remote:  # decided at the other end of the network
            return None
        return seat

    def game_over_sound(self) -> str:
        """"win" when a person at this table won (or only bots played), else "loss"."""
        result = self.state.result()
        people = [seat for seat in range(len(self.state.seats)) if seat not in self.bots]
        if result is None or not people or result.team_won:
            return "win"
        return "win" if any(seat in result.winners for seat in people) else "loss"

    def update(self, dt: float) -> None:
        if self.game_over_due and self.motion.still() and not self.dirty:
            self.game_over_due = False
            from ui.game_over import GameOverScene
            self.app.sounds.play(self.game_over_sound())
            self.app.push(GameOverScene(self.app, self))
            return
        if isinstance(self.session, RemoteSession):
            self.take_in_remote_changes(self.session)
        self.bot_driver.update(dt)
        if self.motion.advance(dt):
            self.dirty = True

    def take_in_remote_changes(self, session: RemoteSession) -> None:
        """A network game: what the host sent since the last frame, shown as a change made here is."""
        remote = session.remote
        before = self.state
        undone, added = session.sync()
        if remote.reason and remote.reason != self.reason:
            self.refuse(remote.reason)
        if not (undone or added or remote.status in ("lost", "refused")):
            self.tell_who_is_away(remote)
            return
        history = session.history
        if undone:
            del self.log_book.items[len(history.entries):]
            self.log_book.shown = min(self.log_book.shown, len(self.log_book.items))
        start = len(history.entries) - added
        for entry, lines in zip(history.entries[start:], history.lines[start:], strict=True):
            shown = [LogLine(line, str(entry.action) if i == 0 else None, consequence=i > 0)  # the action, then
                     for i, line in enumerate(lines)]                                       # what it caused
            self.log_book.items.append({viewer: shown for viewer in (None, *range(len(self.kinds)))})
        if added:
            action = history.entries[-1].action
            self.app.sounds.play(self.sound_of(action, before, self.state))
            self.animate(action, before, self.state)
        self.position_changed()
        if remote.status in ("lost", "refused"):
            self.set_notice(remote.reason)
        else:
            self.away_told = ""
            self.tell_who_is_away(remote)

    def tell_who_is_away(self, remote: RemoteGame) -> None:
        """A network game: say when a seat's person has dropped (the game waits for them), or a bot
        plays for them; once, when it changes."""
        names = [seat["name"] for seat in remote.seats]
        away = [i for i, here in enumerate(remote.connected) if not here and i not in remote.stand_ins]
        if remote.status == "waiting":
            words = " ".join(f"Waiting for {names[i]} to join." for i in away)
        else:
            words = " ".join([f"{names[i]} has disconnected: the game waits for them to join again." for i in away] +
                             ["A bot plays your seat for now: the host can give it back to you." if i == remote.seat
                              else f"A bot plays for {names[i]} for now." for i in remote.stand_ins])
        if words != self.away_told:
            self.away_told = words
            if words or self.notice:
                self.set_notice(words)
