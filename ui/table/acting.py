"""Playing at the table: an action applied to the session, and what follows every change of position.

Every change (an action, an undo, a redo) goes through ``position_changed``: old messages go, pieces
slide, the game is saved, and ``after_change`` puts whoever decides next at the screen.
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.errors import IllegalAction, SaveError
from game.core.reveals import note_seen
from game.core.session import Session
from game.core.storage import autosave_path
from ui.table.hot_seat import HotSeat


class Acting(HotSeat):
    def act(self, action: Action) -> bool:
        """Apply an action for the seat at the screen; refusals show the engine's reason (in a
        lesson, any action but the one taught is refused with the step's hint)."""
        lesson = self.lesson_mode
        if self.session.is_remote:  # the host plays it; the new position comes back (take_in_remote_changes)
            self.session.apply(action)
            self.pending = []
            self.refresh()
            return True
        try:
            if lesson is not None:
                lesson.play(action)
            else:
                self.session.apply(action)
        except IllegalAction as error:
            self.refuse(str(error))
            return False
        history = self.session.history
        entry = history.entries[-1]
        self.app.sounds.play(self.sound_of(action, entry.before, self.state))
        self.animate(action, entry.before, self.state)
        self.log_book.items.append(self.log_book.entry(history, len(history.entries) - 1))
        screen = self.viewer
        self.position_changed()
        self.motion.played_on(screen)
        return True

    def choose_among(self, actions: list[Action]) -> bool:
        """One action is applied at once; several are offered as buttons."""
        if len(actions) == 1:
            return self.act(actions[0])
        self.pending = list(actions)
        self.reason = ""  # the drop was good: an earlier refusal no longer applies
        self.choice_page = 0
        self.refresh()
        return True

    def confirm(self, action: Action) -> None:
        """Ask once more before an action that nothing can take back: its button, and Cancel."""
        self.pending = [action]
        self.choice_page = 0
        self.refresh()

    def cancel_pending(self) -> None:
        self.pending = []
        self.refresh()

    def position_changed(self) -> None:
        """After an action, an undo or a redo: old messages go, pieces slide, the game goes on."""
        self.reason = ""
        self.pending = []
        self.choice_page = 0
        self.held_by_click = False
        self.clear_marks()
        self.motion.remember(self.piece_centres)
        self.autosave()
        self.after_change()

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            self.session.save(autosave_path())
        except (OSError, SaveError) as error:
            self.reason = f"Autosave failed: {error}"
        if isinstance(self.session, Session):
            note_seen(self.session)  # kept apart from the autosave: a later game does not overwrite it

    def after_change(self) -> None:
        """Show the game-over screen, or hand the screen to whoever must decide next."""
        self.refresh()
        state = self.state
        if state.is_over():
            if self.people > 1:  # everyone looks at the end: the last person's secrets leave the screen
                self.private_to = None
                if self.viewer is not None and state.knows_more_than_the_public(self.viewer):
                    self.viewer = None  # their hand too (open hands stay: a practice game may still undo)
                self.refresh()
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
