"""Collect three new artifacts (rulebook: Collect Three New Artifacts; R5-R11, Q3-Q5, Q21, Q22, Q31, Q32)."""

from __future__ import annotations

from game.area51.basics import Area51Basics
from game.area51.board import action
from game.core.actions import Action
from game.core.wording import plural

TAKE_DECK = action("take", "deck")


class CollectRules(Area51Basics):
    """The collect action's rules, part of ``Area51State``."""

    def _legal_collect(self) -> list[Action]:
        return self._take_actions()

    def _take_actions(self) -> list[Action]:
        take = self.board.take
        result = [take[c] for c in self.display if c is not None]
        if self.deck or self.discard:
            result.append(TAKE_DECK)
        return result

    def _do_refresh(self, action: Action) -> None:
        card = action.args[0]
        self.hands[self.active].remove(card)
        self.discard.append(card)
        self.discard += [c for c in self.display if c is not None]
        self.display = [None] * self.setup.display
        self.revealed = True
        self._refill()
        self.step, self.takes_left, self.refreshed = "collect", self.setup.takes, True

    def _do_take(self, action: Action) -> None:
        source = action.args[0]
        hand = self.hands[self.active]
        if source == "deck":
            card = self._draw()
            assert card is not None, "the deck is offered only while it or the discard pile holds a card"
            self.revealed = True
            hand.append(card)
            self.note(f"The card is {self.label(card)}.", only=self.active)  # after "You take a card from the deck."
        else:
            self.display[self.display.index(source)] = None
            hand.append(source)
        if self.step == "turn_start":
            self.step, self.takes_left = "collect", self.setup.takes
        self.takes_left -= 1
        if self.takes_left == 0 or not self._take_actions():
            if self.takes_left:
                self.note("Nothing is left to take: the collect ends early.")
            self.revealed = True
            self._refill()
            self._end_turn()

    def _draw(self) -> str | None:
        """The deck's top card; an empty deck is first rebuilt from the discard pile (R10, Q4)."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.revealed = True
            self.note(f"The deck is empty: the discard pile ({plural(len(self.deck), 'card')}) is shuffled "
                      "into a new deck.")
        if self.s_on_top:
            self.s_on_top -= 1
        return self.deck.pop()

    def _refill(self) -> None:
        """Fill the display's gaps from the deck, left to right (R8, Q22)."""
        turned: list[str] = []
        short = False
        for slot, card in enumerate(self.display):
            if card is None:
                card = self._draw()
                if card is None:
                    short = True
                    break
                self.display[slot] = card
                turned.append(self.label(card))
        if turned:
            self.note(f"New face-up artifacts: {', '.join(turned)}.")
        if short:
            self.note("The deck and the discard pile are empty: the display stays short.")
