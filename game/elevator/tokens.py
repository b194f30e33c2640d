"""Effect tokens (The Boss mode): a floor's active token takes effect after the Alien move when the
roll took the elevator there and an Alien moved (Card swap, Alien swap, Double elevator ride,
Double Alien movement, Discard card). The passive tokens are placement rules (``placement``)
or stop the card step (No card use, on the elevator's arrival)."""

from __future__ import annotations

from game.core.actions import Action, act
from game.elevator.board import ELEVATOR, floor_label, where_words
from game.elevator.deck import DeckRules
from game.elevator.fields import (
    WET_FLOOR_EVERY_CHANGE_SINCE,
    AfterMoveStep,
    EffectStep,
    ExchangeStep,
    PlainStep,
    SeatStep,
)
from game.elevator.placement import PlacementRules


class TokenRules(PlacementRules, DeckRules):
    """The active effect tokens, part of ``ElevatorState``."""

    def _auto_after_move(self, step: AfterMoveStep) -> None:
        """After the Alien move: a floor's active token, when the roll moved the elevator there and an Alien moved."""
        second = step[1]
        token = self.tokens.get(self.elevator)
        if token and self.data.tokens[token].kind == "active" and not second:
            if self.elevator_moved and self.alien_moved:
                self.steps.append(("effect", token))
            elif not self.broken:
                why = ("the elevator did not move there" if not self.elevator_moved
                       else "no Alien was moved")
                self.note(f"{self.data.tokens[token].name} does not take effect: {why}.")
        self.steps.append(("open_window", "after_move"))

    def _auto_effect(self, step: EffectStep) -> None:
        token = step[1]
        self.note(f"Effect: {self.data.tokens[token].name}.")
        if token == "card_swap":
            if self.hands[self.active]:
                self.steps.append(("swap_pick",))
            else:
                self.note("Card swap: there is no card in hand to swap, so it is skipped.")
        elif token == "alien_swap":
            self.steps.append(("exchange", self.elevator))
        elif token == "double_ride":
            self.steps += [("after_move", True), ("alien_move", True), ("arrive", True), ("roll", True)]
        elif token == "double_move":  # the second move is of another Alien (before version 5: any)
            first = None if self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE) else self.moved_alien
            self.steps += [("after_move", True), ("alien_move", True, first)]
        elif token == "discard":
            self.steps.append(("discard_effect",))

    # ------------------------------------------------------------ Card swap
    def _legal_swap_pick(self, step: PlainStep) -> list[Action]:
        return [act("swap-with", s + 1) for s in self._rivals() if self.hands[s]]

    def _do_swap_pick(self, step: PlainStep, action: Action) -> None:
        rival = int(action.args[0]) - 1
        self.revealed = True
        self.steps.append(("swap", rival))

    def _legal_swap(self, step: SeatStep) -> list[Action]:
        rival = step[1]
        return [act("swap", mine, theirs) for mine in self.hands[self.active] for theirs in self.hands[rival]]

    def _do_swap(self, step: SeatStep, action: Action) -> None:
        mine, theirs = action.args
        rival = step[1]
        own, other = self.hands[self.active], self.hands[rival]
        own[own.index(mine)] = theirs
        other[other.index(theirs)] = mine
        self.note(f"{self.name(self.active)} swaps a card with {self.name(rival)}.")

    # ------------------------------------------------------------ Alien swap
    def _legal_exchange(self, step: ExchangeStep) -> list[Action]:
        floor = step[1]
        result = []
        for here in self.aliens_at(floor):
            for other, where in self.loc.items():
                if where in (floor, ELEVATOR) or self._exchange_problem(here, other):
                    continue
                result.append(act("exchange", here, other))
        return result

    def _explain_exchange(self, floor: int, first: str, second: str) -> str | None:
        """Why the Alien swap of ``first`` (from the token's floor) with ``second`` is refused."""
        if self.loc[first] != floor:
            return (f"The Alien swap takes an Alien standing on {floor_label(floor)}: "
                    f"{self.label(first, 'the')} is {where_words(self.loc[first])}.")
        if self.loc[second] in (floor, ELEVATOR):
            named = self.label(second, "the")
            return (f"{named[0].upper()}{named[1:]} is {where_words(self.loc[second])}: the Alien swap is with "
                    f"an Alien on another floor.")
        return self._exchange_problem(first, second)

    def _do_exchange(self, step: ExchangeStep, action: Action) -> None:
        first, second = action.args
        self.loc[first], self.loc[second] = self.loc[second], self.loc[first]  # the action's own line tells it
        if not self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE):
            self.steps.append(("open_window", "after_move"))  # someone new stands on the elevator's floor

    # ------------------------------------------------------------ Discard card
    def _legal_discard_effect(self, step: PlainStep) -> list[Action]:
        return [act("discard", c) for c in self.hands[self.active]]

    def _do_discard_effect(self, step: PlainStep, action: Action) -> None:
        self._discard(action.args[0])
