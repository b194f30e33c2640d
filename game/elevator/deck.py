"""Cards between the deck, the hands and the discard pile: drawing, discarding, and how many
cards the active player may still use this turn."""

from __future__ import annotations

from game.core.contract import AllBut
from game.core.wording import listed, plural
from game.elevator.fields import CardStep, ElevatorFields, PlainStep


class DeckRules(ElevatorFields):
    """Drawing and discarding, part of ``ElevatorState``."""

    def _may_play_now(self) -> bool:
        return self.plays_left > 0 and not self.no_cards

    def _card_used_this_turn(self) -> bool:
        return self.plays_left < self.card_plays

    def _hand_cards(self, effect: str, seat: int | None = None) -> list[str]:
        seat = self.active if seat is None else seat
        return [c for c in self.hands[seat] if self.card_type(c).effect == effect]

    def _rivals(self) -> list[int]:
        n = len(self.seats)
        return [(self.active + i) % n for i in range(1, n)]

    def _discard(self, card: str) -> None:
        self.hands[self.active].remove(card)
        self.discard.append(card)
        self.note(f"{self.name(self.active)} discards {self.card_type(card).name}.")

    def _auto_to_discard(self, step: CardStep) -> None:
        self.discard.append(step[1])
        self.table_card = None

    def _auto_draw(self, step: PlainStep) -> None:
        wanted = self.hand_limit - len(self.hands[self.active]) if self.team else 1
        self._draw(self.active, wanted)

    def _draw(self, seat: int, count: int) -> None:
        drawn = []
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    self.note("The deck and the discard pile are both empty: no card to draw.")
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self.note("The discard pile is shuffled into a new deck.")
            card = self.deck.pop()
            self.hands[seat].append(card)
            drawn.append(self.card_type(card).name)
        if drawn:
            self.revealed = True
            self.note(f"You draw {listed(drawn)}.", only=seat)
            self.note(f"{self.name(seat)} draws {plural(len(drawn), 'card')}.", only=AllBut(seat))
