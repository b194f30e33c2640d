"""Whom the screen is for, and handing it from one person to the next at one screen (hot-seat).

``addressee`` is the one place that says whose secrets the screen may show. A person's private
screen comes only after their hand-off (``hand_to``), even to the person who used the screen last;
while a bot decides, or on a public decision, the screen is nobody's. After a turn that can still be
undone, a table may hold the screen until "End turn" (``confirm_turn_end``, ``should_hold``).
"""

from __future__ import annotations

from ui.hotseat import screen_seat
from ui.remote_session import RemoteSession
from ui.scenes.handoff import HandoffScene
from ui.table.messages import Messages


class HotSeat(Messages):
    def first_viewer(self) -> int | None:
        state = self.state
        deciding = state.to_move()
        if self.bots:
            return self.screen_for(deciding, None)
        return deciding if deciding is not None else state.active

    def screen_for(self, deciding: int | None, shown: int | None) -> int | None:
        """Who the screen is for while ``deciding`` decides (``ui.hotseat.screen_seat``); nobody's
        for a watcher of a network game, who follows the public view."""
        if isinstance(self.session, RemoteSession) and self.session.remote.seat is None:
            return None
        return screen_seat(self.kinds, deciding, shown)

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

    def log_viewer(self) -> int | None:
        """Whose lines the log shows: the addressee's. On a screen that several people may be
        reading, a spectator's (None), so no "You" is read by the wrong person."""
        return self.addressee()

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

    def turn_passed_to_a_person(self) -> bool:
        """Whether the last action began the turn of a person at this table (after a bot's, or
        after the turn of the only other person: a table with no hand-off)."""
        entries = self.session.history.entries
        if not entries:
            return False
        active = self.state.active
        return entries[-1].before.active != active and active not in self.bots

    def watch_bot(self, deciding: int) -> None:
        """A bot decides: the screen stays with the only person at the table, or becomes public (a
        person's screen stays theirs while a bot answers within their turn, where the game says so)."""
        if self.people > 1 and self.private_to is not None and self.bot_answers_in_screens_turn():
            self.refresh()
            return
        seat = self.screen_for(deciding, self.viewer)
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
