"""Event effects, Help Wanted placements and the Universal Modification bid
(rulebook: Events, Universal Modification Event Card; R6-R16, A-12-A-14, A-16, A-17).

Each event primitive of data/area1851/events.yaml has one handler here, which reads its value
from the current card (``effects``). Effects that last the turn (action points, delivery
bonuses, closed locations, dice that sit out, the last turn) are read from the current event
card where they apply, so they need nothing at the reveal. A bid is a number of one's own
scrap cards, entered one seat after another and revealed together; the winner then pays that
many scrap cards of their choice (A-13).
"""

from __future__ import annotations

from collections.abc import Callable

from game.area1851.turns import TurnFlow
from game.core.actions import Action, act
from game.core.contract import AllBut
from game.core.wording import plural


class EventRules(TurnFlow):
    """What Event cards do, part of ``Area1851State``; the turn's flow reveals them."""

    def apply_event_effect(self, name: str) -> None:
        EFFECTS[name](self)

    def _effect_lasting(self) -> None:
        """Action points, delivery bonuses, closed locations, sitting-out dice and The End
        are read from the event card while the turn lasts (R10)."""

    _effect_ap = _effect_delivery_bonus = _effect_close = _effect_dice = _effect_end = _effect_lasting

    def _effect_pass(self) -> None:
        self.pass_left = self.effects["pass"] == "left"  # the event's own line, with its card text, tells the table

    def _effect_draw(self) -> None:
        for seat in self.order():
            self.draw_tinker(seat, self.effects["draw"])

    def _effect_scrap_from_deck(self) -> None:
        count = self.effects["scrap_from_deck"]
        for seat in self.order():
            cards = self.take_from_tinker_deck(seat, count)
            if cards:
                self.scraps[seat] += cards
                self.note(f"{self.name(seat)} puts {plural(len(cards), 'card')} from the Tinker deck face down on "
                          "their scrap heap.", only=AllBut(seat))
                self.note(f"You put {', '.join(self.card_name(c) for c in cards)} from the Tinker deck face down on "
                          "your scrap heap.", only=seat)

    def _effect_rep_per_table_gadget(self) -> None:
        points = self.effects["rep_per_table_gadget"]
        for seat in self.order():
            gained = points * len(self.tables[seat])
            if gained:
                self.gain(seat, "events", gained)
                self.note(f"{self.name(seat)} gains {gained} reputation for the gadgets on their table.")

    # ------------------------------------------------------------ choices
    def open_event_choice(self, name: str) -> bool:
        """Open the choice an event asks for; False when nobody has anything to choose (R65)."""
        if name == "bring_assistant":
            return self._open_help_wanted(self.effects["bring_assistant"])
        return self._open_bid()

    _effect_bring_assistant = _effect_bid_for_self = _effect_lasting

    def _open_help_wanted(self, count: int) -> bool:
        queue: list[int] = []
        for seat in self.order():
            reserve = self.places[seat].count("reserve")
            if reserve:
                queue += [seat] * min(count, reserve)
            else:
                self.note(f"{self.name(seat)} has no assistant in reserve to bring.")
        if not queue:
            return False
        self.phase, self.queue = "help_wanted", queue
        return True

    def _open_bid(self) -> bool:
        self.phase, self.queue, self.bids = "bid", self.order(), [None] * self.n
        return True

    def _legal_bid(self) -> list[Action]:
        seat = self.queue[0]
        return [act("bid", count) for count in range(len(self.scraps[seat]) + 1)]

    def _do_bid(self, action: Action) -> None:
        seat = self.queue.pop(0)
        assert self.bids is not None, "bids are kept during the bid"
        self.bids[seat] = int(action.args[0])  # the action's line says it: "Bob bids.", "You bid 2 scrap cards."
        if not self.queue:
            self._reveal_bids()

    def _reveal_bids(self) -> None:
        """All bids show at once (R12); ties roll until one is highest (R13, A-14)."""
        assert self.bids is not None, "bids are kept during the bid"
        bids = [bid for bid in self.bids if bid is not None]
        assert len(bids) == self.n, "every seat has bid"
        best = max(bids)
        tied = [seat for seat in self.order() if bids[seat] == best]
        rounds: list[list[tuple[int, int]]] = []
        while len(tied) > 1:
            rolls = [(seat, self.roll_die()) for seat in tied]
            rounds.append(rolls)
            top = max(roll for _seat, roll in rolls)
            tied = [seat for seat, roll in rolls if roll == top]
        winner = tied[0]
        self.revealed = True
        shown = ", ".join(f"{self.name(seat)} {bids[seat]}" for seat in self.order())
        self.note(f"The bids are revealed: {shown}.")
        for rolls in rounds:
            self.note("Tie roll: " + ", ".join(f"{self.name(seat)} {roll}" for seat, roll in rolls) + ".")
        card = self.event
        assert card is not None, "the bid is for this turn's card"
        self.hands[winner].append(card)
        self.event_taken = True
        self.last_bid = {"card": card, "bids": bids, "rolls": [[list(r) for r in rolls] for rolls in rounds],
                         "winner": winner}
        self.bids = None
        paid = bids[winner]
        self.note(f"{self.name(winner)} wins the bid: {self.card_name(card)} goes into their hand"
                  + (f"; now they discard the {plural(paid, 'scrap card')} they bid." if paid else "."))
        if bids[winner]:
            self.phase, self.queue, self.to_pay = "bid_payment", [winner], bids[winner]
        else:
            self.after_event_choice("bid_for_self")

    def _legal_bid_payment(self) -> list[Action]:
        return [act("pay", card) for card in self.scraps[self.queue[0]]]

    def pay_bid(self, card: str) -> None:
        """The winner puts one bid card on the discard pile (R14, R16)."""
        seat = self.queue[0]
        self.scraps[seat].remove(card)
        self.put_on_discard(card)
        self.to_pay -= 1
        if self.to_pay == 0:
            self.queue.pop(0)
            self.after_event_choice("bid_for_self")


EFFECTS: dict[str, Callable[[EventRules], None]] = {
    name[len("_effect_"):]: getattr(EventRules, name) for name in dir(EventRules)
    if name.startswith("_effect_") and name != "_effect_lasting"}
