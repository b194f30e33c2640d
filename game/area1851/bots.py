"""What the search needs to play Area 1851: hidden cards drawn from a view, a heuristic and a
rollout policy (spec §9).

The sampler rebuilds the position from one seat's view and deals what that seat cannot see
at random: the Tinker cards into rivals' hands and scrap heaps (at their public sizes, a won
Universal Modification staying where everyone sees it) and the Tinker deck; the Feat cards
into rivals' face-down feats and the Feat deck; the random events into the Event deck around
the fixed cards' public places, the rest into the box; rivals' bids not yet revealed; and the
dice to come, from a fresh seed. The heuristic values reputation, gadgets on the way to a
delivery, cards in hand, fiddle fuel, feats and assistants, turned into win chances.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypedDict

from game.area1851.dice import SET_MASKS, available_mask, die_text, payments
from game.area1851.position_fill import load_position
from game.area1851.rules_data import TinkerCard, area1851_data
from game.area1851.state import Area1851State
from game.core.actions import Action
from game.core.bots.support import BotSupport, first_dealing
from game.core.contract import GameState

WORD_STATES = {"free": 0, "used": 1, "town-hall": 2, "out": 3}
VERB_WEIGHT = {"attach": 6.0, "fabricate": 5.0, "deliver": 0.5, "activate": 2.5, "town-hall": 2.0, "done": 1.0,
               "scrap": 0.8, "take-feat": 1.2, "fiddle": 0.3, "reroll": 1.5, "complete": 3.0, "recycle": 2.0,
               "recycle-gadget": 2.0, "exchange": 1.0, "pay": 1.0, "replicate": 1.0, "move": 0.4, "stay": 1.0,
               "place": 1.0}
FIDDLE_PRICE = 1
"""The reputation a scrap card is worth to the search's choice of fiddles: it fuels later fiddles and
bids, and the Storehouse may build it, so a fiddle it pays for must bring more than that."""


class Area1851Support(BotSupport):
    line_share = 0.5
    """A turn is one seat's run of decisions (a fiddle, then the die's use; a fabrication, then an
    attachment and a delivery), and a move's worth often shows only in what the same seat does next:
    such a move is valued half by its average and half by its most visited follow-up."""
    margin_points = 40.0
    """Games between Hard bots end 10 to 40 points apart (of 100 to 150 each): a point counts
    for about as much across that range, and still for something far beyond it."""

    def sampler(self, view: dict[str, Any]) -> Callable[[random.Random], GameState]:
        frame = HiddenCards(view)
        base = load_position(frame.position(random.Random(0)))

        def draw(rng: random.Random) -> Area1851State:
            state = base.clone()
            frame.deal_into(state, rng)
            state.seed_rng(rng.getrandbits(64))  # dice and reshuffles to come are unknown too
            state.forget_legal_actions()
            return state
        return draw

    def mirror(self, view: dict[str, Any]) -> GameState:
        frame = HiddenCards(view)
        return first_dealing(lambda rng: load_position(frame.position(rng)))

    def rollout_depth(self, view: dict[str, Any]) -> int:
        return 24

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, Area1851State), "Area 1851's support plays Area 1851"
        turns_left = state.turns - state.turn + 1
        values = [seat_value(state, seat, turns_left) for seat in range(state.n)]
        temperature = 3.0 + 0.6 * turns_left
        best = max(values)
        weights = [math.exp((v - best) / temperature) for v in values]
        total = sum(weights)
        chances = [w / total for w in weights]
        # in the last turn a playout may or may not reach the end: both are judged with the margin
        return self.with_margin(chances, state.rep) if turns_left == 1 else chances

    def rollout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        """Greedy with noise, by kind of action first: playouts are most of a bot's time."""
        assert isinstance(state, Area1851State), "Area 1851's support plays Area 1851"
        by_verb: dict[str, list[Action]] = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        if len(by_verb) == 1 or state.phase != "action":
            return max(legal, key=lambda a: action_score(state, a) + rng.random() * 2.0)
        verb = max(by_verb, key=lambda v: VERB_WEIGHT.get(v, 0.5) + rng.random() * 2.0)
        if verb == "done" and state.ap[state.queue[0]] > 0 and len(by_verb) > 1 and rng.random() < 0.5:
            verb = rng.choice([v for v in by_verb if v != "done"])
        choices = by_verb[verb]
        if verb in ("fabricate", "attach"):
            cards = state.data.cards
            return max(choices, key=lambda a: cards[a.args[0]].rep + rng.random())
        return rng.choice(choices)

    def candidates(self, state: GameState, legal: list[Action]) -> list[Action]:
        """Every move but a fiddle that brings no cost in hand within the dice's reach (a die that
        then only goes to the Town Hall, where its value does not matter)."""
        assert isinstance(state, Area1851State), "Area 1851's support plays Area 1851"
        if not any(action.verb == "fiddle" for action in legal):
            return legal
        useful = useful_fiddles(state, state.queue[0])
        kept = [a for a in legal if a.verb != "fiddle" or (a.args[0], a.args[1]) in useful]
        return kept or legal

    def order(self, state: GameState, actions: list[Action], rng: random.Random) -> list[Action]:
        assert isinstance(state, Area1851State), "Area 1851's support plays Area 1851"
        return sorted(actions, key=lambda a: -(action_score(state, a) + rng.random()))


def useful_fiddles(state: Area1851State, seat: int) -> frozenset[tuple[str, str]]:
    """The fiddles (die, "up" or "down") worth a look: those that raise the most reputation this
    turn's fabricates and attaches could bring (``best_builds``), alone, or with one more fiddle
    when the two bring more than any one fiddle could (a die turned up so that a second fiddle pays
    what that second, or another, pays alone is not worth its card). Paying costs is all a die's
    value is for (R25), so a fiddle that leaves that unchanged (a cost the other dice already pay, a
    card the action points or sockets leave no room for) would only spend a scrap card, and each
    one a scrap card pays must bring more than ``FIDDLE_PRICE``. A card of the scrap heap is never
    paid with dice (the Storehouse builds it free), so only the hand counts."""
    ap = state.ap[seat]
    if ap <= 0:
        return frozenset()
    cards = state.data.cards
    hand = tuple(sorted(state.hands[seat]))
    sockets = tuple(sorted(cards[gadget].sockets[i] for gadget, mods, _made in state.tables[seat]
                           for i, mod in enumerate(mods) if not mod))
    values = tuple(state.dice[seat])
    mask = available_mask(list(values), state.die_states[seat])
    free_fiddles = min(state.free_fiddles[seat], 2)
    again = len(state.scraps[seat]) + free_fiddles >= 2
    return _useful_fiddles(values, mask, ap, hand, sockets, free_fiddles, again)


@lru_cache(maxsize=1 << 14)
def _useful_fiddles(values: tuple[int | None, ...], mask: int, ap: int, hand: tuple[str, ...],
                    sockets: tuple[str, ...], free_fiddles: int, again: bool) -> frozenset[tuple[str, str]]:
    """``useful_fiddles`` from what it depends on (``again``: whether a second fiddle can be paid),
    kept for the search, which asks it at most of its nodes."""
    fiddles = [(i, way) for i in range(len(values)) if mask >> i & 1 for way in ("up", "down")]

    def gain(dice: tuple[int | None, ...] | None) -> int:
        return -1 if dice is None else best_builds(dice, mask, ap, hand, sockets)

    first_price = 0 if free_fiddles >= 1 else FIDDLE_PRICE
    both_price = first_price + (0 if free_fiddles >= 2 else FIDDLE_PRICE)
    now = gain(values)
    turned = {fiddle: dice for fiddle in fiddles if (dice := _turned(values, *fiddle)) is not None}
    alone = {fiddle: gain(dice) - first_price for fiddle, dice in turned.items()}
    best_alone = max(alone.values(), default=now)
    useful = set()
    for (i, way), once in turned.items():
        if alone[i, way] > now or again and any(gain(_turned(once, j, way2)) - both_price > max(now, best_alone)
                                                for j, way2 in fiddles):
            useful.add((f"d{i + 1}", way))
    return frozenset(useful)


@lru_cache(maxsize=1 << 16)
def best_builds(values: tuple[int | None, ...], mask: int, ap: int, hand: tuple[str, ...],
                sockets: tuple[str, ...]) -> int:
    """The most reputation the cards of ``hand`` (their ids, sorted) could bring to the table this
    turn: each paid exactly by its own set of the ``mask`` dice (R25), at most ``ap`` of them, a
    modification only into an open socket that takes it (``sockets``: their types, sorted; a gadget
    fabricated on the way opens its own). Kept for the search, which asks the same few hands and
    dice again and again."""
    if ap <= 0 or not mask:
        return 0
    by_cost = payments(values, mask)
    cards = area1851_data().cards
    best = 0
    for index, card_id in enumerate(hand):
        card = cards[card_id]
        sets = by_cost.get(card.cost)
        if not sets:
            continue
        rest = hand[:index] + hand[index + 1:]
        for left in _sockets_after(card, sockets):
            for name in sets:
                best = max(best, card.rep + best_builds(values, mask & ~SET_MASKS[name], ap - 1, rest, left))
    return best


def _sockets_after(card: TinkerCard, sockets: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The open sockets once ``card`` is built: a gadget adds its own; a modification fills one of
    its type (a Universal one, any type: each is a way); none when nothing takes it."""
    if card.kind == "gadget":
        return [tuple(sorted(sockets + card.sockets))]
    kinds = set(sockets) if card.socket is None else {card.socket} & set(sockets)
    return [_without(sockets, kind) for kind in sorted(kinds)]


def _without(sockets: tuple[str, ...], kind: str) -> tuple[str, ...]:
    index = sockets.index(kind)
    return sockets[:index] + sockets[index + 1:]


def _turned(values: tuple[int | None, ...], index: int, way: str) -> tuple[int | None, ...] | None:
    """The dice after one fiddle, or None when the die cannot go that way (below 0)."""
    value = values[index]
    assert value is not None, "a free die has been rolled"
    turned = value + (1 if way == "up" else -1)
    if turned < 0:
        return None
    return (*values[:index], turned, *values[index + 1:])


def action_score(state: Area1851State, action: Action) -> float:
    """A quick guess at how good an action is, for playouts and for the order moves are tried."""
    score = VERB_WEIGHT.get(action.verb, 0.5)
    cards = state.data.cards
    if action.verb in ("fabricate", "attach") and action.args[0] in cards:
        score += cards[action.args[0]].rep * 0.3
    elif action.verb == "bid":
        seat = state.queue[0]
        score = 1.0 - abs(int(action.args[0]) - len(state.scraps[seat]) / 2) * 0.3
    elif action.verb == "town-hall":
        score += len(action.args[0].split("+"))
    elif action.verb == "complete":
        score += state.data.feats[action.args[0]].reward * 0.2
    elif action.verb == "done" and state.phase == "action" and state.ap[state.queue[0]] > 0:
        score -= 0.7
    return score


def seat_value(state: Area1851State, seat: int, turns_left: int) -> float:
    """Reputation now plus what the seat's position promises, in reputation."""
    cards = state.data.cards
    future = min(1.0, turns_left / 4)
    value = float(state.rep[seat])
    for gadget, mods, _made in state.tables[seat]:
        info = cards[gadget]
        filled = [m for m in mods if m]
        pure = all(cards[m].faction in (None, info.faction) for m in filled)
        value += (info.rep + sum(cards[m].rep for m in filled)) * (0.9 if turns_left > 1 else 1.0)
        value += info.rep * 0.5 * pure * len(filled) / len(mods) * future
    value += min(len(state.hands[seat]), 6) * 1.2 * future
    scrap = state.scraps[seat]
    value += min(len(scrap), 6) * 0.4 * future
    if turns_left <= 3:
        value -= 0.2 * sum(cards[c].rep for c in scrap)
    value += sum(state.data.feats[f].reward for f in state.feats_down[seat]) * 0.25 * future
    value += (len(state.places[seat]) - state.places[seat].count("reserve")) * 1.2 * math.sqrt(turns_left)
    return value


class Dealing(TypedDict):
    """One dealing of the cards a seat cannot see: rivals' hands, heaps and feats by seat, and the decks."""

    hands: dict[int, list[str]]
    scraps: dict[int, list[str]]
    tinker_deck: list[str]
    feats_down: dict[int, list[str]]
    feat_deck: list[str]
    event_deck: list[str]
    boxed: list[str]


class HiddenCards:
    """What one seat cannot see, and the places it may be: rivals' hands, heaps and feats, the decks."""

    def __init__(self, view: dict[str, Any]) -> None:
        data = area1851_data()
        self.view = view
        self.seat = seat = view["viewer"]
        players = view["players"]
        self.rivals = [p["seat"] for p in players if p["seat"] != seat]
        known = set(view["discard"]) | set(view["removed"])
        for p in players:
            known |= set(p["hand"] or []) | set(p["scrap"] or []) | set(p["hand_known"]) | set(p["scrap_known"])
            for gadget in p["table"]:
                known.add(gadget["gadget"])
                known |= {s["mod"] for s in gadget["sockets"] if s["mod"]}
        self.tinker = [c for c in data.tinker_ids if c not in known]
        self.in_tinker_zones = known & set(data.universal_ids)
        own_feats = set(players[seat]["feats_down"]) if seat is not None else set()  # None: a spectator
        feats_known = own_feats | {f for p in players for f in p["feats_up"]}
        self.feats = [f for f in data.feat_ids if f not in feats_known]
        events_known = set(view["events_seen"]) | set(view["event_deck"]["closers"]) | self.in_tinker_zones
        if view["event"] and not view["event_taken"]:
            events_known.add(view["event"]["id"])
        self.events = [e for e in data.event_ids if e not in events_known]
        self.closer_slots = self._closer_slots()

    def _closer_slots(self) -> dict[int, str]:
        """Event deck index (bottom first) -> the fixed card known to lie there."""
        view = self.view
        size = view["event_deck"]["size"]
        next_turn = view["turn"] + (0 if view["event"] is None else 1)
        return {size - 1 - (turn - next_turn): card for card, turn in view["event_deck"]["closers"].items()}

    def shuffled(self, rng: random.Random) -> Dealing:
        """One dealing of everything hidden."""
        view, players = self.view, self.view["players"]
        tinker = list(self.tinker)
        rng.shuffle(tinker)
        hands: dict[int, list[str]] = {}
        scraps: dict[int, list[str]] = {}
        for seat in self.rivals:
            p = players[seat]
            count = p["hand_size"] - len(p["hand_known"])
            hands[seat], tinker = p["hand_known"] + tinker[:count], tinker[count:]
            count = p["scrap_size"] - len(p["scrap_known"])
            scraps[seat], tinker = p["scrap_known"] + tinker[:count], tinker[count:]
        feats = list(self.feats)
        rng.shuffle(feats)
        feats_down: dict[int, list[str]] = {}
        for seat in self.rivals:
            count = players[seat]["feats_down_count"]
            feats_down[seat], feats = feats[:count], feats[count:]
        events = list(self.events)
        rng.shuffle(events)
        deck = [self.closer_slots.get(i) or events.pop() for i in range(view["event_deck"]["size"])]
        return {"hands": hands, "scraps": scraps, "tinker_deck": tinker, "feats_down": feats_down,
                "feat_deck": feats, "event_deck": deck, "boxed": events}

    def deal_into(self, state: Area1851State, rng: random.Random) -> None:
        dealt = self.shuffled(rng)
        for seat in self.rivals:
            state.hands[seat] = dealt["hands"][seat]
            state.scraps[seat] = dealt["scraps"][seat]
            state.feats_down[seat] = dealt["feats_down"][seat]
        state.tinker_deck, state.feat_deck = dealt["tinker_deck"], dealt["feat_deck"]
        state.event_deck, state.boxed = dealt["event_deck"], dealt["boxed"]
        if state.bids is not None:
            state.bids = self._bids(rng)

    def _bids(self, rng: random.Random) -> list[int | None]:
        """Rivals' entered bids are unknown: each one some part of their heap."""
        view = self.view
        bids: list[int | None] = []
        for p in view["players"]:
            if p["seat"] == self.seat:
                bids.append(view["bid"]["own"])
            elif p["has_bid"]:
                bids.append(rng.randint(0, p["scrap_size"]))
            else:
                bids.append(None)
        return bids

    def position(self, rng: random.Random) -> dict[str, Any]:
        """A full position consistent with the view, with one dealing of the hidden cards."""
        view = self.view
        dealt = self.shuffled(rng)
        players = []
        for p in view["players"]:
            seat = p["seat"]
            own = seat == self.seat
            feats = [{"card": f, "up": False} for f in (p["feats_down"] if own else dealt["feats_down"][seat])]
            players.append({
                "rep": p["rep"], "causes": dict(p["causes"]),
                "hand": list(p["hand"]) if own else dealt["hands"][seat],
                "scrap": list(p["scrap"]) if own else dealt["scraps"][seat],
                "table": [{"gadget": g["gadget"], "mods": [s["mod"] for s in g["sockets"]], "made_turn": g["made_turn"]}
                          for g in p["table"]],
                "dice": [_die(d) for d in p["dice"]],
                "ap": p["ap"], "credits": {"free_fiddles": p["free_fiddles"], "rerolls": p["rerolls"]},
                "assistants": dict(p["assistants"]),
                "feats": feats + [{"card": f, "up": True} for f in p["feats_up"]],
                "stats": dict(p["stats"]),
            })
        options = dict(view["options"])
        if any(age is not None for age in view["ages"]):
            options["ages"] = list(view["ages"])
        position = {
            "seats": [{k: s[k] for k in ("name", "colour", "kind", "bot_level")} for s in view["seats"]],
            "options": options, "first": view["first"], "turn": view["turn"], "phase": view["phase"],
            "queue": list(view["queue"]), "pending": _pending(view["pending"]), "pass": view["pass"],
            "event": view["event"]["id"] if view["event"] else None, "event_taken": view["event_taken"],
            "players": players, "tinker_deck": dealt["tinker_deck"], "tinker_discard": list(view["discard"]),
            "feat_deck": dealt["feat_deck"], "event_deck": dealt["event_deck"],
            "events_seen": list(view["events_seen"]), "boxed": dealt["boxed"], "removed": list(view["removed"]),
            "to_pay": view["to_pay"], "last_bid": view["last_bid"],
        }
        if view["bid"] is not None:
            position["bids"] = self._bids(rng)
        return position


def _die(die: dict[str, Any]) -> str | int | None:
    return die_text(die["value"], WORD_STATES[die["state"]])


def _pending(pending: dict[str, Any] | None) -> dict[str, object] | None:
    """The open choice, as the viewer sees it (a feat choice only its owner sees at all)."""
    if pending is None:
        return None
    info: dict[str, object] = {"kind": pending["kind"]}
    if "feats" in pending:
        info["feats"] = list(pending["feats"])
    elif "value" in pending:
        info["value"] = pending["value"]
    return info


BOT_SUPPORT = Area1851Support()
