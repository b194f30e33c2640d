"""A seat's sitting in the Action phase: the seven actions (rulebook: Action Phase, Actions;
R21-R37, A-5, A-6, A-8).

Fabricate, attach, scrap and take a Feat cost one action point each; deliver, activate an
assistant and fiddle cost none. A cost is paid by available dice adding up to it exactly
(``game.area1851.dice``). A gadget whose last socket is filled is delivered within the same
action (R28), and a delivery may leave a feat choice pending (R54).
"""

from __future__ import annotations

from game.area1851.dice import FREE, OUT, SET_MASKS, SET_NAMES, USED, dice_in, payments, submasks
from game.area1851.feats import Delivery
from game.area1851.rules_data import TinkerCard
from game.area1851.turns import TurnFlow
from game.core.actions import Action, act

DONE = act("done")
TAKE_FEAT = act("take-feat")
FREE_PAYMENT = "free"
"""The word in place of dice for a Storehouse Level 2 build, and of a card for a free fiddle."""


class Made(dict[str | tuple[str, ...], Action]):
    """Actions made once and kept: the listing asks for the same few hundred actions at every
    decision, and a dictionary lookup is cheaper than building each one again."""

    def __init__(self, verb: str, *first: str) -> None:
        super().__init__()
        self.verb, self.first = verb, first

    def __missing__(self, key: str | tuple[str, ...]) -> Action:
        args = key if isinstance(key, tuple) else (key,)
        made = self[key] = act(self.verb, *self.first, *args)
        return made


FABRICATE, ATTACH, SCRAP, DELIVER = Made("fabricate"), Made("attach"), Made("scrap"), Made("deliver")
FIDDLES = {(f"d{i}", way): Made("fiddle", f"d{i}", way) for i in range(1, 9) for way in ("up", "down")}


def socket_label(gadget: str, number: int) -> str:
    return f"{gadget}:{number}"


class SittingRules(TurnFlow):
    """The Action phase's actions, part of ``Area1851State``; a sitting ends into the turn's flow."""

    def _legal_action(self) -> list[Action]:
        seat = self.queue[0]
        cards = self.data.cards
        hand, table = self.hands[seat], self.tables[seat]
        result = [DONE]
        if self.ap[seat] > 0:
            pays = payments(tuple(self.dice[seat]), self.available(seat))
            for card in hand:
                info = cards[card]
                sets = pays.get(info.cost)
                if not sets:
                    continue
                if info.kind == "gadget":
                    result += [FABRICATE[card, s] for s in sets]
                else:
                    for target in self.open_sockets(seat, info):
                        result += [ATTACH[card, target, s] for s in sets]
            result += [SCRAP[card] for card in hand]
            for gadget, mods, _made in table:
                result.append(SCRAP[gadget])
                result += [SCRAP[mod] for mod in mods if mod]
            if self.feat_deck:
                result.append(TAKE_FEAT)
        result += [DELIVER[gadget] for gadget, _mods, _made in table]
        result += self.fiddle_actions(seat)
        result += self.activation_actions(seat)
        if self.rerolls[seat]:
            rollable = sum(1 << i for i, s in enumerate(self.die_states[seat]) if s != OUT)
            result += [act("reroll", SET_NAMES[sub]) for sub in submasks(rollable)]
        return result

    def open_sockets(self, seat: int, mod: TinkerCard) -> list[str]:
        """Where a modification may go: for an ordinary one the lowest open socket of its type
        on each gadget (sockets of one type are alike), for a Universal one every open socket."""
        cards = self.data.cards
        targets: list[str] = []
        for gadget, mods, _made in self.tables[seat]:
            sockets = cards[gadget].sockets
            for number, (kind, held) in enumerate(zip(sockets, mods, strict=True), start=1):
                if held is None and (mod.socket is None or kind == mod.socket):
                    targets.append(socket_label(gadget, number))
                    if mod.socket is not None:
                        break
        return targets

    def fiddle_actions(self, seat: int) -> list[Action]:
        """One step up or down for each available die, paid by each scrap card or a free fiddle (R36, R43)."""
        payers = list(self.scraps[seat])
        if self.free_fiddles[seat]:
            payers.append(FREE_PAYMENT)
        if not payers:
            return []
        result: list[Action] = []
        for i, (value, state) in enumerate(zip(self.dice[seat], self.die_states[seat], strict=True)):
            if state != FREE or value is None:
                continue
            up = FIDDLES[f"d{i + 1}", "up"]
            result += [up[card] for card in payers]
            if value > 0:
                down = FIDDLES[f"d{i + 1}", "down"]
                result += [down[card] for card in payers]
        return result

    def table_index(self, seat: int, gadget: str) -> int:
        for index, (card, _mods, _made) in enumerate(self.tables[seat]):
            if card == gadget:
                return index
        raise KeyError(gadget)

    def use_dice(self, seat: int, dice_set: str) -> None:
        states = self.die_states[seat]
        for i in dice_in(SET_MASKS[dice_set]):
            states[i] = USED

    def dice_words(self, seat: int, dice_set: str) -> str:
        values = [str(self.dice[seat][i]) for i in dice_in(SET_MASKS[dice_set])]
        return f"{dice_set} ({'+'.join(values)})"

    # ------------------------------------------------------------ the actions
    def _do_fabricate(self, action: Action) -> None:
        seat = self.queue[0]
        card, paid = action.args
        if paid == FREE_PAYMENT:
            self.scraps[seat].remove(card)
            self.pending = None
            how = "from their scrap heap, free (Storehouse)"
        else:
            self.hands[seat].remove(card)
            self.ap[seat] -= 1
            self.use_dice(seat, paid)
            how = f"with {self.dice_words(seat, paid)}"
        sockets = len(self.data.cards[card].sockets)
        self.tables[seat].append((card, (None,) * sockets, self.turn))
        self.stats[seat]["builds_this_turn"] += 1
        self.note(f"{self.name(seat)} fabricates {self.card_name(card)} {how}.")

    def _do_attach(self, action: Action) -> None:
        seat = self.queue[0]
        card, target, paid = action.args
        gadget, number = target.rsplit(":", 1)
        if paid == FREE_PAYMENT:
            self.scraps[seat].remove(card)
            self.pending = None
        else:
            self.hands[seat].remove(card)
            self.ap[seat] -= 1
            self.use_dice(seat, paid)
        table = self.tables[seat]
        index = self.table_index(seat, gadget)
        _gadget, mods, made = table[index]
        mods = mods[:int(number) - 1] + (card,) + mods[int(number):]
        table[index] = (gadget, mods, made)
        self.stats[seat]["builds_this_turn"] += 1  # the action's own line says what is attached where
        if None not in mods:
            self.note(f"Every socket of {self.card_name(gadget)} is filled, so it is delivered at once.")
            self.deliver(seat, gadget)

    def _do_deliver(self, action: Action) -> None:
        self.deliver(self.queue[0], action.args[0])

    def deliver(self, seat: int, gadget: str, to_scrap: bool = False) -> None:
        """Deliver a gadget (R29-R32): reputation, the cards' way out, then the feats it meets."""
        from game.area1851.scoring import delivery_value
        table = self.tables[seat]
        _gadget, mods, made = table.pop(self.table_index(seat, gadget))
        cards = self.data.cards
        info = cards[gadget]
        assert info.faction is not None, "every gadget has a faction"
        value = delivery_value(self, info, mods)
        self.gain(seat, "deliveries", value.gadget + value.mods)
        if value.bonus:
            self.gain(seat, "events", value.bonus)
        attached = [m for m in mods if m]
        stats = self.stats[seat]
        stats[f"delivered:{info.faction}"] += 1
        stats["doubled"] += value.doubled
        stats["mods_delivered"] += len(attached)
        for card in [gadget, *attached]:
            if to_scrap:
                self.scraps[seat].append(card)
            else:
                self.put_on_discard(card)
        doubled = " (doubled)" if value.doubled else ""
        bonus = f" and {value.bonus} for this turn's event" if value.bonus else ""
        recycler = " to the Recycler" if to_scrap else ""  # its cards go onto the scrap heap
        self.note(f"{self.name(seat)} delivers {self.card_name(gadget)}{recycler}{doubled}: "
                  f"+{value.gadget + value.mods} reputation{bonus}.")
        factions = {cards[m].faction or info.faction for m in attached}
        own = sum(1 for m in attached if (cards[m].faction or info.faction) == info.faction)
        record = Delivery(info.faction, len(attached), value.total, info.cost, len(factions), own,
                          value.doubled, made == self.turn)
        self.offer_delivery_feats(seat, record)

    def _do_scrap(self, action: Action) -> None:
        """R33, A-8: a hand card, an attached modification alone, or a gadget with its modifications."""
        seat = self.queue[0]
        card = action.args[0]
        self.ap[seat] -= 1
        scrap = self.scraps[seat]
        if card in self.hands[seat]:
            self.hands[seat].remove(card)
            scrap.append(card)
            return  # the action's own line tells the table, and its owner which card
        table = self.tables[seat]
        for index, (gadget, mods, made) in enumerate(table):
            if gadget == card:
                table.pop(index)
                scrap += [gadget, *(m for m in mods if m)]
                self.note(f"{self.name(seat)} scraps {self.card_name(gadget)} from their table, "
                          "with its modifications.")
                return
            if card in mods:
                table[index] = (gadget, tuple(None if m == card else m for m in mods), made)
                scrap.append(card)
                self.note(f"{self.name(seat)} scraps {self.card_name(card)} from {self.card_name(gadget)}; "
                          "its socket is open again.")
                return

    def _do_take_feat(self, action: Action) -> None:
        seat = self.queue[0]
        self.ap[seat] -= 1
        feat = self.feat_deck.pop()
        self.feats_down[seat].append(feat)
        self.revealed = True
        self.note(f"{self.name(seat)} takes a Feat card.")
        self.note(f"You take the Feat {self.card_name(feat)}: {self.data.feats[feat].text}", only=seat)

    def _do_fiddle(self, action: Action) -> None:
        seat = self.queue[0]
        die, direction, payer = action.args
        index = int(die[1:]) - 1
        if payer == FREE_PAYMENT:
            self.free_fiddles[seat] -= 1
            paid = "with a free fiddle"
        else:
            self.scraps[seat].remove(payer)
            self.put_on_discard(payer)
            paid = f"paying {self.card_name(payer)} from their scrap heap"
        value = self.dice[seat][index]
        assert value is not None, "only a rolled die is offered to fiddle"
        self.dice[seat][index] = value + (1 if direction == "up" else -1)
        self.note(f"{self.name(seat)} turns {die} {direction} to {self.dice[seat][index]}, {paid}.")

    def _do_reroll(self, action: Action) -> None:
        """Workshop Level 2 (R44, A-11): the chosen dice are rolled and fresh again."""
        seat = self.queue[0]
        self.rerolls[seat] -= 1
        values, states = self.dice[seat], self.die_states[seat]
        for i in dice_in(SET_MASKS[action.args[0]]):
            values[i], states[i] = self.roll_die(), FREE
        self.revealed = True
        shown = ", ".join(f"d{i + 1} {values[i]}" for i in dice_in(SET_MASKS[action.args[0]]))
        self.note(f"{self.name(seat)} re-rolls {action.args[0]}: {shown}.")

    def _do_done(self, action: Action) -> None:
        self.end_sitting()  # the action's line tells any points left unspent
