"""Instant windows and the instant cards that answer them (docs/rulings.md, rulings 16 and 17).

A window opens at a moment (``Moment``) when some seat may answer it, and asks those seats one
at a time: Hacker turns the die, Broken elevator loses the roll, Chatter stops a worker with
company about to leave, Wet floor pulls the Aliens beside the elevator into it.
"""

from __future__ import annotations

from game.core.actions import Action, act
from game.core.wording import plural, sentence_start
from game.elevator.board import ELEVATOR, floor_label, is_boss
from game.elevator.deck import DeckRules
from game.elevator.fields import WET_FLOOR_EVERY_CHANGE_SINCE, LeaveStep, Moment, OpenWindowStep, SeatStep, WindowStep
from game.elevator.placement import PlacementRules
from game.elevator.rules_data import CardType

WINDOW_CARDS: dict[Moment, Moment] = {"start": "after_move", "arrive": "after_move"}
"""Windows answered by the cards of another moment: Wet floor (an "after_move" card) answers
the start of the turn and the elevator's arrival too, as it may be played whenever the
elevator stands at a floor."""
ACTIVE_PLAYER_WINDOWS: tuple[Moment, ...] = ("start", "roll", "arrive")
"""Windows where the active player may answer too (an own-turn instant is the turn's card)."""


class InstantRules(PlacementRules, DeckRules):
    """Instant windows and instant cards, part of ``ElevatorState``."""

    # ------------------------------------------------------------ who may answer
    def _window_queue(self, moment: Moment) -> tuple[int, ...]:
        """The seats a window asks, in turn order.

        With hidden hands (the competitive modes) it asks every seat that may answer by what
        everyone can see: whether an instant of this moment is in the mode's deck and could work
        now, and whether the seat may still play one. So who is asked, and when, never tells
        the table who holds what. With open hands (the team modes) it asks only the holders.
        """
        n = len(self.seats)
        order = [(self.active + i) % n for i in range(n)]
        if moment not in ACTIVE_PLAYER_WINDOWS:
            order = order[1:]
        card_moment = WINDOW_CARDS.get(moment, moment)
        if not self.team:
            if not any(self._would_work(kind) for kind in self.data.instant_kinds(self.mode, card_moment)):
                return ()
            return tuple(s for s in order if self._seat_may_answer(s, moment))
        answering = self.data.instant_cards_by_moment.get(card_moment, frozenset())
        kind_of = self.data.type_of_instance
        return tuple(s for s in order if not answering.isdisjoint(self.hands[s]) and self._seat_may_answer(s, moment)
                     and any(c in answering and self._would_work(kind_of[c]) for c in self.hands[s]))

    def _seat_may_answer(self, seat: int, moment: Moment) -> bool:
        """The active player answers a roll or the arrival, with a card play left; a rival once per turn."""
        if seat == self.active:
            return moment in ACTIVE_PLAYER_WINDOWS and self._may_play_now()
        return seat not in self.instants_used

    def _can_answer(self, seat: int, card: str, moment: Moment) -> bool:
        kind = self.card_type(card)
        if kind.moment != WINDOW_CARDS.get(moment, moment) or not self._seat_may_answer(seat, moment):
            return False
        return self._would_work(kind)

    def _would_work(self, kind: CardType) -> bool:
        """Whether an instant card of this kind could do something now (from public facts only)."""
        if kind.effect == "hacker":
            return not self.broken and self.die is not None
        if kind.effect == "broken":
            return not self.broken
        if kind.effect == "wet_floor":
            return self._wet_floor_useful()
        return True

    def _wet_floor_useful(self) -> bool:
        return not self.broken and any(
            not self.placement_problem(a, ELEVATOR) for a in self.aliens_at(self.elevator))

    # ------------------------------------------------------------ windows
    def _auto_open_window(self, step: OpenWindowStep) -> None:
        moment = step[1]
        if WINDOW_CARDS.get(moment, moment) == "after_move" and not self._floor_changed(moment == "start"):
            return
        queue = self._window_queue(moment)
        if queue:
            self.steps.append(("window", moment, queue))

    def _floor_changed(self, start: bool) -> bool:
        """Whether the elevator's floor, or who stands there, changed since the last Wet floor moment
        (the start of a turn is a moment of its own); it is remembered as seen."""
        now = (self.elevator, tuple(sorted(self.aliens_at(self.elevator))))
        changed = start or now != self.floor_seen or self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE)
        self.floor_seen = now
        return changed

    def _legal_window(self, step: WindowStep) -> list[Action]:
        seat = step[2][0]
        plays = [act("play", c) for c in self.hands[seat] if self._can_answer(seat, c, step[1])]
        return plays + [act("pass")]

    def _do_window(self, step: WindowStep, action: Action) -> None:
        moment, queue = step[1], step[2]
        seat = queue[0]
        if action.verb == "pass":
            if len(queue) > 1:
                self.steps.append(("window", moment, queue[1:]))
            return
        self._play_instant(seat, action.args[0])

    def _play_instant(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        kind = self.card_type(card)  # the action's own line names the card
        self.discard.append(card)
        if seat == self.active:
            self.plays_left -= 1
        else:
            self.instants_used = self.instants_used | {seat}
            self._draw(seat, 1)  # after the used card is discarded: an empty deck reshuffles it too
        if kind.effect == "hacker":
            self.steps.append(("open_window", "roll"))
            self.steps.append(("hack", seat))
        elif kind.effect == "broken":
            self.broken = True
            self.note("The elevator is broken: the roll is lost and nobody gets in or out this turn.")
        elif kind.effect == "chatter":
            leaving = self.steps.pop()
            assert leaving[0] == "leave", "a Chatter window opens over a worker about to leave"
            self.note(f"Chatter: {self.label(leaving[1], 'the')} stays where it is.")
        elif kind.effect == "wet_floor":
            self._wet_floor()

    def _legal_hack(self, step: SeatStep) -> list[Action]:
        faces = self.data.setup.die_faces
        assert self.die is not None, "Hacker answers a roll"
        return [act("die", v) for v in (self.die - 1, self.die + 1) if v in faces]

    def _do_hack(self, step: SeatStep, action: Action) -> None:
        self.die = int(action.args[0])
        self.note(f"{self.name(step[1])} turns the die to {self.die}.")

    def _wet_floor(self) -> None:
        slipping = [a for a in self.aliens_at(self.elevator) if not self.placement_problem(a, ELEVATOR)]
        for alien in slipping:
            self.loc[alien] = ELEVATOR
        self.note(f"Wet floor! {plural(len(slipping), 'Alien')} on {floor_label(self.elevator)} "
                  f"{'slips' if len(slipping) == 1 else 'slip'} into the elevator.")

    # ------------------------------------------------------------ Chatter: a worker about to leave
    def chatter_may_stop(self, alien: str) -> bool:
        """Whether ``alien``, chosen to leave its place now, waits for a Chatter window first: a
        worker with company, while some seat may be asked to answer (its action's line then says
        it sets out, and the move itself is told when it happens)."""
        return not is_boss(alien) and self.has_company(alien) and bool(self._window_queue("leave"))

    def move_waits_for_chatter(self, action: Action) -> bool:
        """Whether ``action`` (a move of the deciding seat) sends an Alien that Chatter may still stop."""
        if action.verb != "move" or not self.steps:
            return False
        step = self.steps[-1]
        by_move = step[0] == "alien_move"
        by_card = step[0] == "resolve" and self.card_type(step[1]).effect in ("step", "ride")
        return (by_move or by_card) and action.args[0] in self.loc and self.chatter_may_stop(action.args[0])

    def _move_with_chatter(self, alien: str, dest: int, alien_move: bool = False) -> None:
        """Move now, or first give rivals holding Chatter the chance to stop a worker with company.
        The move is one a player chose, so the action's own line tells it (and Chatter tells a stop).

        ``alien_move``: this is the turn's Alien move (it counts as made once the Alien leaves).
        """
        if self.chatter_may_stop(alien):
            self.steps.append(("leave", alien, dest, alien_move))
            self.steps.append(("open_window", "leave"))
        else:
            self._move(alien, dest)
            self._note_alien_move(alien, alien_move)

    def _auto_leave(self, step: LeaveStep) -> None:
        """Nobody stopped the worker with Chatter: it leaves now, and the log says so now."""
        self._move(step[1], step[2])
        gets = "gets into the elevator" if step[2] == ELEVATOR else f"reaches {floor_label(step[2])}"
        self.note(f"{sentence_start(self.label(step[1], 'the'))} {gets}.")
        self._note_alien_move(step[1], step[3])

    def _note_alien_move(self, alien: str, alien_move: bool) -> None:
        """The turn's (first) Alien move is made once its Alien has left."""
        if alien_move and not self.alien_moved:
            self.alien_moved = True
            self.moved_alien = alien
