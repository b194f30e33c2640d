"""The turn and its phases (rulebook: How to Play; R1-R10, R17-R21, R57-R60, A-16, A-19, A-27).

A turn is Events, Draw, Roll, Action, Assistants, Rotate (R2). The phases without choices
run by themselves, inside the action that ends the phase before them: the last seat's
Assistants-phase decision rotates the hands, reveals the next event, draws and rolls. Sequential
play starts with the turn's lead seat, which moves on by one seat each turn (A-27).
"""

from __future__ import annotations

from game.area1851.dice import FREE, OUT
from game.area1851.feats import FeatRules, end_feats_met
from game.area1851.primitives import EVENT_CHOICES
from game.core.actions import Action, act
from game.core.contract import AllBut
from game.core.wording import in_brackets, plural

STAY = act("stay")


class TurnFlow(FeatRules):
    """The phases of a turn, part of ``Area1851State``; the game's end scores the feats."""

    def order(self) -> list[int]:
        """The seats in seat order from this turn's lead (R3)."""
        return [(self.lead + i) % self.n for i in range(self.n)]

    def lead_of(self, turn: int) -> int:
        return (self.first + turn - 1) % self.n

    # ------------------------------------------------------------ set-up placement
    def begin_setup(self) -> None:
        """Each seat places its first assistants, in seat order from the first player."""
        self.turn, self.lead, self.phase = 1, self.first, "setup"
        self.queue = [seat for seat in self.order() for _ in range(self.setup.assistants.in_play)]

    def _legal_setup(self) -> list[Action]:
        return [act("place", loc) for loc in self.data.location_ids]

    def _legal_help_wanted(self) -> list[Action]:
        return self._legal_setup()

    def _do_place(self, action: Action) -> None:
        seat = self.queue.pop(0)
        places = self.places[seat]
        places[places.index("reserve")] = action.args[0]
        if self.queue:
            return
        if self.phase == "setup":
            self.start_turn(1)
        else:
            self.after_event_choice("bring_assistant")

    # ------------------------------------------------------------ Events phase (R6-R10)
    def start_turn(self, turn: int) -> None:
        """Begin a turn with its Events phase: reveal the top Event card and resolve it."""
        self.turn, self.lead = turn, self.lead_of(turn)
        self.pending, self.bids, self.last_bid = None, None, None
        for stats in self.stats:
            stats["assistants_activated_this_turn"] = stats["builds_this_turn"] = stats["rolled_alike"] = 0
        if self.event is not None and not self.event_taken:
            self.events_seen.append(self.event)
        self.event, self.event_taken = None, False
        if not self.event_deck:
            self.note("The Event deck is empty: the game ends.")
            self.finish()
            return
        self.event = self.event_deck.pop()
        self.revealed = True
        card = self.data.events[self.event]
        stop = "" if card.name[-1] in ".!?" else "."
        self.note(f"Turn {turn} of {self.turns}: the event is {card.name}{stop} {card.text}")
        for name in card.effects:
            if name not in EVENT_CHOICES:
                self.apply_event_effect(name)
        self.after_event_choice(None)

    def after_event_choice(self, done: str | None) -> None:
        """Open the event's next choice after ``done`` (None: the first), or go on to the Draw phase."""
        choices = [name for name in self.effects if name in EVENT_CHOICES]
        if done is not None:
            choices = choices[choices.index(done) + 1:]
        for name in choices:
            if self.open_event_choice(name):
                return
        self.draw_phase()
        self.roll_phase()
        self.start_action_phase()

    # ------------------------------------------------------------ Draw phase (R17, R18)
    def draw_phase(self) -> None:
        size = self.setup.hand_size
        for seat in self.order():
            missing = size - len(self.hands[seat])
            if missing > 0:
                self.draw_tinker(seat, missing)

    def draw_tinker(self, seat: int, count: int) -> list[str]:
        """Draw into a hand (R17, R18)."""
        drawn = self.take_from_tinker_deck(seat, count)
        if drawn:
            self.hands[seat] += drawn
            self.note(f"{self.name(seat)} draws {plural(len(drawn), 'card')}.", only=AllBut(seat))
            self.note(f"You draw {', '.join(self.card_name(c) for c in drawn)}.", only=seat)
        return drawn

    def take_from_tinker_deck(self, seat: int, count: int) -> list[str]:
        """The deck's top cards, an empty deck first rebuilt from the discard pile (R18, A-19)."""
        taken: list[str] = []
        for _ in range(count):
            if not self.tinker_deck:
                if not self.discard:
                    self.note(f"The Tinker deck and the discard pile are empty: {self.name(seat)} gets no more cards.")
                    break
                self.tinker_deck, self.discard = self.discard, []
                self.rng.shuffle(self.tinker_deck)
                self.note("The Tinker deck is empty: the discard pile is shuffled into a new deck.")
            taken.append(self.tinker_deck.pop())
        if taken:
            self.revealed = True
        return taken

    # ------------------------------------------------------------ Roll phase (R19, R20)
    def roll_phase(self) -> None:
        rolled = self.effects.get("dice", self.setup.dice)
        lines: list[str] = []
        for seat in self.order():
            values, states = self.dice[seat], self.die_states[seat]
            for i in range(self.setup.dice):
                if i < rolled:
                    values[i], states[i] = self.roll_die(), FREE
                else:
                    states[i] = OUT
            shown = values[:rolled]
            self.stats[seat]["rolled_alike"] = max(shown.count(v) for v in shown)
            lines.append(f"{self.name(seat)} {'-'.join(map(str, shown))}")
        self.revealed = True
        self.note(f"Dice rolled: {', '.join(lines)}.")

    # ------------------------------------------------------------ Action phase (R21)
    def start_action_phase(self) -> None:
        points = max(0, self.setup.action_points + self.effects.get("ap", 0))
        self.ap = [points] * self.n
        self.free_fiddles, self.rerolls = [0] * self.n, [0] * self.n
        self.phase, self.queue = "action", self.order()

    def end_sitting(self) -> None:
        """The deciding seat's sitting is over: unspent points and credits vanish (R21, A-10)."""
        seat = self.queue.pop(0)
        self.ap[seat] = self.free_fiddles[seat] = self.rerolls[seat] = 0
        if not self.queue:
            self.assistants_phase()

    # ------------------------------------------------------------ Assistants phase (R57, R58)
    def assistants_phase(self) -> None:
        for places in self.places:
            for i, place in enumerate(places):
                if "/" in place:
                    places[i] = place.split("/")[0]
        self.note("The activated assistants go back to their locations' Idle zones.")
        self.phase, self.queue = "assistants", self.order()

    def _legal_assistants(self) -> list[Action]:
        seat = self.queue[0]
        result = [STAY]
        for name, place in zip(self.data.assistant_names, self.places[seat], strict=True):
            if place != "reserve":
                result += [act("move", name, loc) for loc in self.data.location_ids if loc != place]
        return result

    def _do_move(self, action: Action) -> None:
        seat = self.queue[0]
        self.places[seat][self.data.assistant_names.index(action.args[0])] = action.args[1]
        self._next_assistants_decision()

    def _do_stay(self, action: Action) -> None:
        self._next_assistants_decision()

    def _next_assistants_decision(self) -> None:
        self.queue.pop(0)
        if self.queue:
            return
        if self.effects.get("end"):
            self.finish()  # R5: the last turn has no Rotate phase
            return
        self.rotate()
        self.start_turn(self.turn + 1)

    # ------------------------------------------------------------ Rotate phase (R59, R60)
    def rotate(self) -> None:
        step = 1 if self.pass_left else -1
        hands = self.hands
        self.hands = [hands[(seat - step) % self.n] for seat in range(self.n)]
        self.revealed = True
        direction = "left (to the next player)" if self.pass_left else "right (to the previous player)"
        self.note(f"Everyone passes their hand {direction}.")
        for seat in range(self.n):
            giver = (seat - step) % self.n
            if giver != seat and self.hands[seat]:
                names = ", ".join(self.card_name(c) for c in self.hands[seat])
                self.note(f"You receive {self.name(giver)}'s hand: {names}.", only=seat)

    # ------------------------------------------------------------ the end (R61-R63)
    def finish(self) -> None:
        self.pending, self.queue, self.bids = None, [], None
        self.score_end_feats()
        self.phase = "over"
        self.revealed = True
        result = self.result()
        assert result is not None, "the game is over"
        self.note(result.summary)

    def score_end_feats(self) -> None:
        """R61: every end feat met is turned face up and scored; all are judged on the position
        as it stands at the end, before any of them adds reputation."""
        met = {seat: end_feats_met(self, seat) for seat in self.order()}
        held = {seat: [f for f in self.feats_down[seat] if self.data.feats[f].when == "end"] for seat in self.order()}
        if not any(held.values()):
            self.note("The end-of-game feats are checked: nobody holds one.")
        for seat, feats in met.items():
            for feat in feats:
                self.complete_feat(seat, feat, "end_feats")
        for seat, feats in held.items():
            for feat in feats:
                if feat not in met[seat]:
                    info = self.data.feats[feat]
                    self.note(f"{self.name(seat)} reveals the end feat {info.name}: not met, +0 reputation "
                              f"({in_brackets(info.text)}).")
        self.revealed = True
