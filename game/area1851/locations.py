"""Assistants at the five locations and the bonuses they give (rulebook: Activate an Assistant,
Locations; R38-R51, A-7, A-9-A-11, A-15, A-21-A-23).

Level 1 moves one of the seat's idle assistants at a location into its Level 1 zone, Level 2
two of them into its Level 2 zone; the bonus comes at once. A bonus is one primitive of
data/area1851/setup.yaml with one handler here: some give a credit or a point at once, the
others open a choice (``pending``) that must be made before anything else.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from game.area1851.dice import HALL, OUT, SET_MASKS, SET_NAMES, dice_in, submasks
from game.area1851.events import EventRules
from game.area1851.rules_data import Bonus
from game.area1851.sitting import FREE_PAYMENT, Made, SittingRules
from game.core.actions import Action, act
from game.core.contract import AllBut, methods_named
from game.core.wording import in_brackets

YOUR = re.compile(r"\byour\b")
"""The word of a bonus's text that becomes "their" in the line the other players read."""

ACTIVATE = Made("activate")
ACTIVATIONS_NEEDED = "min_assistants_activated_this_turn"
"""The requirement of a feat (data/area1851/feats.yaml) that counts this turn's activations."""


class LocationRules(SittingRules, EventRules):
    """Activations and location bonuses, part of ``Area1851State``: a bonus may build or deliver
    (the sitting's rules), pay a won bid (the events') or draw (the turn's)."""

    def idle_at(self, seat: int, location: str) -> list[int]:
        return [i for i, place in enumerate(self.places[seat]) if place == location]

    def closed(self, location: str) -> bool:
        return self.effects.get("close") == location

    def activation_actions(self, seat: int) -> list[Action]:
        idle: dict[str, int] = {}
        for place in self.places[seat]:
            if place != "reserve" and "/" not in place:
                idle[place] = idle.get(place, 0) + 1
        if not idle:
            return []
        closed = self.effects.get("close")
        for_a_feat = self.activation_counts_for_a_feat(seat)
        result: list[Action] = []
        for location in self.data.location_ids:
            count = idle.get(location, 0)
            if not count or location == closed:
                continue
            level1, level2 = self.data.locations[location].levels
            if for_a_feat or self.bonus_can_act(seat, level1):
                result.append(ACTIVATE[location, "1"])
            if count >= 2 and (for_a_feat or self.bonus_can_act(seat, level2)):
                result.append(ACTIVATE[location, "2"])
        return result

    def bonus_can_act(self, seat: int, bonus: Bonus) -> bool:
        """R42, A-9: an activation whose bonus could do nothing is not offered (but see
        ``activation_counts_for_a_feat``)."""
        return CAN_ACT[bonus.kind](self, seat)

    def activation_counts_for_a_feat(self, seat: int) -> bool:
        """Ruling 9: an activation whose bonus could do nothing is still offered while the seat holds
        face down a feat that counts this turn's activations and is not met yet (Full Crew): then
        the activation itself gains something, as it would at the physical table."""
        done = self.stats[seat]["assistants_activated_this_turn"]
        feats = self.data.feats
        for feat in self.feats_down[seat]:
            needed = feats[feat].requires.get(ACTIVATIONS_NEEDED, 0)
            assert isinstance(needed, int), "the data checks allow only whole numbers"
            if done < needed:
                return True
        return False

    def _do_activate(self, action: Action) -> None:
        seat = self.queue[0]
        location, level = action.args[0], int(action.args[1])
        info = self.data.locations[location]
        bonus = info.levels[level - 1]
        gains = self.bonus_can_act(seat, bonus)
        for index in self.idle_at(seat, location)[:level]:
            self.places[seat][index] = f"{location}/{level}"
        self.stats[seat]["assistants_activated_this_turn"] += level
        done = f"{self.name(seat)} activates the {info.name} at Level {level}"
        if not gains:
            self.note(f"{done}; its bonus can do nothing now.")
            return
        bonus_words = in_brackets(info.texts[level - 1])  # written to the player who gains it
        self.note(f"{done} ({bonus_words}).", only=seat)
        self.note(f"{done} ({YOUR.sub('their', bonus_words)}).", only=AllBut(seat))
        BONUS[bonus.kind](self, seat, bonus.value)

    # ------------------------------------------------------------ whether a bonus can act
    def _can_always(self, seat: int) -> bool:
        return True

    def _can_reroll(self, seat: int) -> bool:
        return any(s != OUT and v is not None for v, s in zip(self.dice[seat], self.die_states[seat], strict=True))

    def _can_recycle_modification(self, seat: int) -> bool:
        return any(m for _g, mods, _t in self.tables[seat] for m in mods)

    def _can_recycle_gadget(self, seat: int) -> bool:
        return bool(self.tables[seat])

    def _can_town_hall(self, seat: int) -> bool:
        return bool(self.available(seat))

    def _can_exchange(self, seat: int) -> bool:
        return bool(self.hands[seat]) and bool(self.scraps[seat])

    def _can_build_from_scrap(self, seat: int) -> bool:
        return bool(self._pending_pay_cards(seat))

    def _can_discard_draw(self, seat: int) -> bool:
        return bool(self.hands[seat])

    _can_free_fiddle = _can_extra_ap = _can_always

    # ------------------------------------------------------------ bonuses given at once
    def _bonus_free_fiddle(self, seat: int, count: int) -> None:
        self.free_fiddles[seat] += count

    def _bonus_reroll(self, seat: int, count: int) -> None:
        self.rerolls[seat] += count

    def _bonus_extra_ap(self, seat: int, points: int) -> None:
        self.ap[seat] += points

    # ------------------------------------------------------------ bonuses that ask a choice
    def _bonus_recycle_modification(self, seat: int, _value: int) -> None:
        self.pending = ("recycle",)

    def _bonus_recycle_gadget(self, seat: int, _value: int) -> None:
        self.pending = ("recycle-gadget",)

    def _bonus_town_hall(self, seat: int, per_die: int) -> None:
        self.pending = ("town-hall", per_die)

    def _bonus_exchange(self, seat: int, _value: int) -> None:
        self.pending = ("exchange",)

    def _bonus_build_from_scrap(self, seat: int, _value: int) -> None:
        self.pending = ("pay",)

    def _bonus_discard_draw(self, seat: int, count: int) -> None:
        self.pending = ("replicate", count)

    def pending_number(self) -> int:
        """The number the open bonus choice carries: the Town Hall's reputation per die, the Replicator's draws."""
        number = self.pending[1] if self.pending else None
        if not isinstance(number, int):
            raise ValueError(f"The open choice {self.pending} carries no number.")
        return number

    # Recycler (R45, R46, A-21)
    def _pending_recycle(self) -> list[Action]:
        return [act("recycle", m) for _g, mods, _t in self.tables[self.queue[0]] for m in mods if m]

    def _do_recycle(self, action: Action) -> None:
        seat, card = self.queue[0], action.args[0]
        self.pending = None
        table = self.tables[seat]
        for index, (gadget, mods, made) in enumerate(table):
            if card in mods:
                table[index] = (gadget, tuple(None if m == card else m for m in mods), made)
                break
        points = self.data.cards[card].rep
        self.gain(seat, "recycler", points)
        self.stats[seat]["mods_delivered"] += 1
        self.put_on_discard(card)
        self.note(f"{self.name(seat)} recycles {self.card_name(card)} from {self.card_name(gadget)}: "
                  f"+{points} reputation.")

    def _pending_recycle_gadget(self) -> list[Action]:
        return [act("recycle-gadget", g) for g, _m, _t in self.tables[self.queue[0]]]

    def _do_recycle_gadget(self, action: Action) -> None:
        self.pending = None
        self.deliver(self.queue[0], action.args[0], to_scrap=True)

    # Town Hall (R47, A-4, A-22)
    def _pending_town_hall(self) -> list[Action]:
        return [act("town-hall", SET_NAMES[sub]) for sub in submasks(self.available(self.queue[0]))]

    def _do_town_hall(self, action: Action) -> None:
        seat = self.queue[0]
        per_die = self.pending_number()
        self.pending = None
        dice = dice_in(SET_MASKS[action.args[0]])
        for i in dice:
            self.die_states[seat][i] = HALL
        points = per_die * len(dice)
        self.gain(seat, "town_hall", points)
        self.stats[seat]["town_hall_dice"] += len(dice)  # the action's own line tells the table

    # Storehouse (R48, R49, A-15)
    def _pending_exchange(self) -> list[Action]:
        seat = self.queue[0]
        return [act("exchange", h, s) for h in self.hands[seat] for s in self.scraps[seat]]

    def _do_exchange(self, action: Action) -> None:
        seat = self.queue[0]
        self.pending = None
        from_hand, from_scrap = action.args
        hand, scrap = self.hands[seat], self.scraps[seat]
        hand[hand.index(from_hand)] = from_scrap
        scrap[scrap.index(from_scrap)] = from_hand
        # the action's own line tells the table, and its owner which cards

    def buildable_from_scrap(self, seat: int, card: str) -> bool:
        info = self.data.cards[card]
        return info.kind == "gadget" or bool(self.open_sockets(seat, info))

    def _pending_pay_cards(self, seat: int) -> list[str]:
        """Scrap cards that may pay for the Storehouse build: some other scrap card must be buildable."""
        scrap = self.scraps[seat]
        buildable = [c for c in scrap if self.buildable_from_scrap(seat, c)]
        return [c for c in scrap if any(b != c for b in buildable)]

    def _pending_pay(self) -> list[Action]:
        return [act("pay", card) for card in self._pending_pay_cards(self.queue[0])]

    def _do_pay(self, action: Action) -> None:
        card = action.args[0]
        if self.phase == "bid_payment":
            self.pay_bid(card)
            return
        seat = self.queue[0]
        self.scraps[seat].remove(card)
        self.put_on_discard(card)
        self.pending = ("build",)  # the action's own line tells the table

    def _pending_build(self) -> list[Action]:
        seat = self.queue[0]
        result: list[Action] = []
        for card in self.scraps[seat]:
            info = self.data.cards[card]
            if info.kind == "gadget":
                result.append(act("fabricate", card, FREE_PAYMENT))
            else:
                result += [act("attach", card, target, FREE_PAYMENT) for target in self.open_sockets(seat, info)]
        return result

    # Replicator (R50, A-23)
    def _pending_replicate(self) -> list[Action]:
        return [act("replicate", card) for card in self.hands[self.queue[0]]]

    def _do_replicate(self, action: Action) -> None:
        seat, card = self.queue[0], action.args[0]
        count = self.pending_number()
        self.pending = None
        self.hands[seat].remove(card)
        self.put_on_discard(card)
        self.note(f"{self.name(seat)} discards {self.card_name(card)} at the Replicator.")
        self.draw_tinker(seat, count)


CAN_ACT: dict[str, Callable[[LocationRules, int], bool]] = {
    kind: can for kind, can in methods_named(LocationRules, "_can_").items() if kind != "always"}
BONUS: dict[str, Callable[[LocationRules, int, int], None]] = methods_named(LocationRules, "_bonus_")
