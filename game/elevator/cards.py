"""The card step: which cards may be played or discarded, and the targets a played card takes
effect on (blue cards move an Alien, yellow cards ride the elevator, the Alarm empties a floor)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.core.actions import Action, act
from game.core.wording import plural
from game.elevator.board import ELEVATOR, FLOOR_NAMES, GROUND, TOP, floor_label, is_boss, location, worker_colour_letter
from game.elevator.fields import CardStep, PlainStep
from game.elevator.instants import InstantRules

END = act("end")


class CardRules(InstantRules):
    """Cards played in the card step and their targets, part of ``ElevatorState``."""

    # ------------------------------------------------------------ the card step
    def _legal_cards(self, step: PlainStep) -> list[Action]:
        hand = self.hands[self.active]
        result = []
        if self._may_play_now():
            result += [act("play", c) for c in hand if self._playable_in_card_step(c)]
        if self.team:
            if self.plays_left > 0:
                result += [act("discard", c) for c in hand]
            result.append(END)
        elif len(hand) >= self.hand_limit:
            result += [act("discard", c) for c in hand]
        else:
            result.append(END)
        return result

    def _playable_in_card_step(self, card: str) -> bool:
        kind = self.card_type(card)
        if kind.uses_elevator and self.broken:
            return False
        if kind.effect == "wet_floor":
            return self._wet_floor_useful()
        if kind.instant:
            return False  # Hacker, Broken elevator and Chatter only answer their moment
        if kind.effect == "ride":
            return True
        return next(self._card_targets(card), None) is not None

    def _do_cards(self, step: PlainStep, action: Action) -> None:
        if action.verb == "end":
            return
        if action.verb == "discard":
            self._discard(action.args[0])
            if self.team:  # one of the turn's card uses; more may follow
                self.plays_left -= 1
                self.steps.append(step)
            return  # competitive: the discard only makes room, and the draw follows at once
        self.steps.append(step)
        card = action.args[0]
        self.hands[self.active].remove(card)
        self.plays_left -= 1
        self.note(f"{self.name(self.active)} plays {self.card_type(card).name}.")
        self._start_card(card)

    def _start_card(self, card: str) -> None:
        kind = self.card_type(card)
        self.table_card = card
        self.steps.append(("open_window", "after_move"))  # rivals may answer the card with Wet floor
        self.steps.append(("to_discard", card))
        if kind.effect == "wet_floor":
            self._wet_floor()
        elif kind.effect == "ride":
            assert kind.floor is not None, "a ride card names its floor (checked when the data loads)"
            self._ride(FLOOR_NAMES.index(kind.floor), card)
        else:
            self.steps.append(("resolve", card))

    def _ride(self, floor: int, card: str) -> None:
        self.elevator = floor
        self.note(f"The elevator rides to {floor_label(floor)}.")
        inside = [a for a in self.aliens_at(ELEVATOR) if not is_boss(a)]
        if self.team:
            for worker in inside:
                self.loc[worker] = floor
            if inside:
                self.note(f"Everyone gets out: {plural(len(inside), 'worker')} out on {floor_label(floor)}.")
        elif inside:
            self.steps.append(("resolve", card))
        else:
            self.note("No worker is in the elevator to get out.")

    def _explain_card(self, action: Action) -> str | None:
        """Why a play, discard or end is refused, when a card rule is the reason."""
        kind = self.steps[-1][0]
        seat = self.to_move()
        if len(action.args) != (0 if action.verb == "end" else 1):
            return None
        assert seat is not None, "a game that is not over has a seat deciding"
        card = action.args[0] if action.args else None
        if card is not None and card not in self.hands[seat]:
            return f"{self.name(seat)} holds no card '{card}'."
        if kind == "cards":
            if action.verb == "end":
                return f"Your hand is full ({self.hand_limit} cards): play or discard one before you draw."
            if action.verb == "discard":
                if self.team:
                    return "You have already played or discarded as many cards as allowed this turn."
                return f"You discard only when your hand is full ({self.hand_limit} cards) before drawing."
            assert card is not None, "a play names its card"
            info = self.card_type(card)
            if self.no_cards:
                return "No card use token: you cannot play a card this turn."
            if self.plays_left <= 0:
                return "You have already played as many cards as allowed this turn."
            if info.uses_elevator and self.broken:
                return "The elevator is broken: no card that involves the elevator can be played this turn."
            if info.effect == "wet_floor":
                return f"{info.name} would move nobody: no Alien on {floor_label(self.elevator)} can get in."
            if info.instant:
                return f"{info.name} is an instant card: it is played only at its moment, not in the card step."
            return f"{info.name} has nothing it could move now."
        if kind in ("window", "alien_move", "roll") and action.verb == "play":
            assert card is not None, "a play names its card"
            info = self.card_type(card)
            if not info.instant:
                return f"{info.name} is not an instant card: it is played only in your card step."
            return f"{info.name} cannot answer this moment."
        return None

    # ------------------------------------------------------------ a played card's targets
    def _legal_resolve(self, step: CardStep) -> list[Action]:
        return list(self._card_targets(step[1]))

    def _do_resolve(self, step: CardStep, action: Action) -> None:
        card = step[1]
        if action.verb == "alarm":
            self._alarm(location(action.args[0]), location(action.args[1]))
            return
        alien, dest = action.args[0], location(action.args[1])
        if self.card_type(card).effect in ("step", "ride"):  # blue cards, and leaving the elevator
            self._move_with_chatter(alien, dest)
        else:
            self._move(alien, dest)

    def _card_targets(self, card: str) -> Iterator[Action]:
        """The choices that resolve a played card, one at a time (none for cards without a choice).

        A generator, so asking whether a card can be played stops at its first target.
        """
        info = self.card_type(card)
        if info.effect == "step":
            return self._step_targets(info.directions)
        if info.effect == "ride":
            floor = info.floor
            assert floor is not None, "the data check gives every ride card its floor"
            return (act("move", w, floor) for w in self.aliens_at(ELEVATOR) if not is_boss(w))
        if info.effect == "boss_call":
            return self._boss_call_targets()
        if info.effect == "transfer":
            return self._transfer_targets()
        if info.effect == "alarm":
            return self._alarm_targets()
        return iter(())

    def _movable_by_blue(self) -> tuple[str, ...]:
        """Who a blue card may move: anyone in the team modes, else the bosses and your own workers."""
        if self.team:
            return tuple(self.loc)
        own = worker_colour_letter(self.seats[self.active].colour)
        return self.workers_by_letter.get(own, ()) + self.bosses

    def _step_targets(self, directions: Sequence[int]) -> Iterator[Action]:
        for alien in self._movable_by_blue():
            where = self.loc[alien]
            if where == ELEVATOR:
                continue
            for d in directions:
                dest = where + d
                if GROUND <= dest <= TOP and not self.placement_problem(alien, dest):
                    yield act("move", alien, FLOOR_NAMES[dest])

    def _boss_floors(self) -> list[int]:
        """The floors a boss stands on, each once (in Solo both bosses start on Floor A)."""
        return list(dict.fromkeys(self.loc[boss] for boss in self.bosses if self.loc[boss] != ELEVATOR))

    def _boss_call_targets(self) -> Iterator[Action]:
        for floor in self._boss_floors():
            for worker in self.workers:
                if self.loc[worker] not in (ELEVATOR, floor) and not self.placement_problem(worker, floor):
                    yield act("move", worker, FLOOR_NAMES[floor])

    def _transfer_targets(self) -> Iterator[Action]:
        for floor in self._boss_floors():
            for worker in self.aliens_at(floor):
                if is_boss(worker):
                    continue
                for dest in (floor - 1, floor + 1):
                    if GROUND <= dest <= TOP and not self.placement_problem(worker, dest):
                        yield act("move", worker, FLOOR_NAMES[dest])
