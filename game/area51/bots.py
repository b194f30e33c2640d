"""What the search needs to play Area 51: hidden cards drawn from a view, and a heuristic (spec §9).

The sampler rebuilds the position from one seat's view and deals the cards that seat cannot
see (the deck, rivals' hands, rivals' face-down cards in the hangars) at random, keeping the
public count of starting cards still on top of the deck. The heuristic values each player
colour by its score, the end bonuses it holds now and what the piles in its regions could
bring; the two-player game takes a soft minimum of a seat's two colours.
"""

from __future__ import annotations

import math
import random
from typing import Callable

from game.core.bots.support import BotSupport
from game.area51.positions import load_position
from game.area51.rules_data import area51_data
from game.area51.scoring import bonus_now

HAND_CARD_VALUE = 0.3
POTENTIAL_SHARE = 0.4
"""Of the best fitting card already lying in a region, the part a bunker there can hope for."""


class Area51Support(BotSupport):
    def sampler(self, view: dict) -> Callable[[random.Random], object]:
        frame = HiddenCards(view)
        base = load_position(frame.position(random.Random(0)))

        def draw(rng: random.Random):
            state = base.clone()
            frame.deal_into(state, rng)
            state.rng.seed(rng.getrandbits(64))  # later reshuffles are unknown too
            state.forget_legal_actions()
            return state
        return draw

    def rollout_depth(self, view: dict) -> int:
        return 8

    def evaluate(self, state) -> list[float]:
        values = colour_values(state)
        seats = []
        for colours in state.seat_colours:
            own = sorted(values[c] for c in colours)
            seats.append(own[0] + 0.25 * (own[-1] - own[0]))
        temperature = 2.0 + 10.0 * _markers_left_share(state)
        best = max(seats)
        weights = [math.exp((v - best) / temperature) for v in seats]
        total = sum(weights)
        return [w / total for w in weights]


class HiddenCards:
    """What one seat cannot see, and where those cards may lie (rival hands, face-down places, the deck)."""

    def __init__(self, view: dict):
        self.view = view
        seat = view["viewer"]
        labels = ["+".join(colours) for colours in view["seat_colours"]]
        self.seat_of_label = {label: i for i, label in enumerate(labels)}
        known = set(view["display"]) | set(view["discard"]) | set(view["hands"][seat] or [])
        if view["loading"]:
            known |= set(view["loading"]["pile"])
        self.hidden_places: list[tuple[str, int, int]] = []
        for hangar, pile in view["hangars"].items():
            for index, entry in enumerate(pile):
                if "card" in entry:
                    known.add(entry["card"])
                else:
                    self.hidden_places.append((hangar, index, self.seat_of_label[entry["by"]]))
        data = area51_data()
        self.unknown = [c for c in data.card_ids if c not in known]
        self.rivals = [s for s in range(len(view["hands"])) if s != seat]
        self.sizes = view["hand_sizes"]
        self.s_on_top = view["s_on_top"]
        self.starting = {c for c in self.unknown if data.cards[c].starting}

    def shuffled(self, rng: random.Random) -> tuple[dict[int, list[str]], list[str], list[str]]:
        """Rival hands, the face-down cards in place order, and the deck (bottom first)."""
        starting = [c for c in self.unknown if c in self.starting]
        rng.shuffle(starting)
        top = starting[:self.s_on_top]
        rest = [c for c in self.unknown if c not in set(top)]
        rng.shuffle(rest)
        hands = {}
        for seat in self.rivals:
            hands[seat], rest = rest[:self.sizes[seat]], rest[self.sizes[seat]:]
        down, rest = rest[:len(self.hidden_places)], rest[len(self.hidden_places):]
        return hands, down, rest + top

    def deal_into(self, state, rng: random.Random) -> None:
        hands, down, deck = self.shuffled(rng)
        for seat, hand in hands.items():
            state.hands[seat] = hand
        for (hangar, index, seat), card in zip(self.hidden_places, down):
            state.hangars[hangar][index] = (card, False, seat)
        state.deck = deck

    def position(self, rng: random.Random) -> dict:
        """A full position consistent with the view, with one dealing of the hidden cards."""
        view = self.view
        hands, down, deck = self.shuffled(rng)
        dealt = iter(down)
        hangars = {}
        for hangar, pile in view["hangars"].items():
            entries = []
            for entry in pile:
                card = entry["card"] if "card" in entry else next(dealt)
                entries.append(f"{'+' if entry.get('up') else '-'}{card}@{entry['by']}")
            hangars[hangar] = entries
        phase = view["phase"]
        position = {
            "mode": view["mode"],
            "seats": [{k: s[k] for k in ("name", "colour", "kind", "bot_level")} for s in view["seats"]],
            "active": view["active"], "turn": view["turn"], "phase": phase["name"],
            "turns_left": len(phase["still_to_play"]), "trigger_seat": phase["trigger_seat"],
            "regions": {r["id"]: {"markers": r["markers"],
                                  "bunkers": {b["space"]: {"colour": b["colour"], "owner": b["owner"], "level": b["level"]}
                                              for b in r["bunkers"]}} for r in view["regions"]},
            "towers": dict(view["towers"]),
            "vehicles": {v["id"]: {"route": v["route"], "number": v["number"], "tokens": list(v["tokens"])}
                         for v in view["vehicles"] if v["route"]},
            "scores": dict(view["scores"]),
            "hands": [list(view["hands"][s]) if view["hands"][s] is not None else hands[s]
                      for s in range(len(view["hands"]))],
            "display": list(view["display"]), "discard": list(view["discard"]), "deck": deck,
            "s_on_top": self.s_on_top, "hangars": hangars, "step": view["step"] or "turn_start",
        }
        if view["step"] == "collect":
            position["collect"] = {"takes_left": view["takes_left"], "refreshed": False}
        if view["project"]:
            p = view["project"]
            position["project"] = {"declared": p["declared"], "up": p["up_card"], "downs": p["down_placed"]}
        if view["loading"]:
            loading = view["loading"]
            position["loading"] = {"hangar": loading["hangar"], "pile": list(loading["pile"]), "fed": list(loading["fed"])}
        return position


def colour_values(state) -> dict[str, float]:
    """Each player colour's points, held bonuses and a share of what lies in its regions' hangars."""
    values = {c: float(state.scores[c]) for c in state.player_colours}
    for space, points in bonus_now(state).items():
        frozen = state.markers[space[0]] == 0
        values[state.bunkers[space][1]] += points * (1.0 if frozen else 0.6)
    colour_of, value_of = state.data.colour_of, state.data.value_of
    best_in = {}
    for hangar, pile in state.hangars.items():
        region = state.board.region_of_hangar[hangar]
        for card, _up, _seat in pile:
            key = (region, colour_of[card])
            best_in.setdefault(key, []).append(value_of[card])
    for space, (colour, owner, level) in state.bunkers.items():
        fitting = [v for v in best_in.get((space[0], colour), ()) if v <= level]
        if fitting:
            values[owner] += POTENTIAL_SHARE * max(fitting)
    for seat, colours in enumerate(state.seat_colours):
        for colour in colours:
            values[colour] += HAND_CARD_VALUE * len(state.hands[seat])
    return values


def _markers_left_share(state) -> float:
    total = sum(state.marker_total.values()) or 1
    return sum(state.markers.values()) / total


BOT_SUPPORT = Area51Support()
