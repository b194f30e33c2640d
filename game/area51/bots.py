"""What the search needs to play Area 51: hidden cards drawn from a view, and a heuristic (spec §9).

The sampler rebuilds the position from one seat's view and deals the cards that seat cannot
see (the deck, rivals' hands, rivals' face-down cards in the hangars) at random, keeping the
public count of starting cards still on top of the deck.

A position is judged at the start of a turn. The search's tree may stop in the middle of one
(a bunker declared but not yet paid for, a pile half loaded), so ``evaluate`` first plays the
rest of that turn with a simple policy (``greedy_action``: store in one's own bunkers first,
pay with cards that will feed one's own bunkers...), then values each player colour by its
score, the end bonuses it holds (certain once a region's supply is empty), a share of the
award a bunker below a region's awards would win with one more level, a share of the best
artifact a pick-up could store in its bunkers (from their regions, or carried by a vehicle), and
the cards in its hand.
The two-player game takes a soft minimum of a seat's two colours; the values become chances
to win by a softmax whose temperature falls as the security markers run out.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.area51.equal_moves import distinct_moves
from game.area51.positions import load_position
from game.area51.rules_data import area51_data
from game.area51.scoring import award_bonuses, bonus_now, bonus_ranking, final_result, rank_key
from game.area51.state import Area51State
from game.core.actions import Action
from game.core.bots.support import BotSupport, first_dealing
from game.core.contract import GameState


@dataclass(frozen=True)
class Weights:
    """How much each part of a position is worth, in points (tuned by self-play, docs/bots.md)."""

    hand_card: float = 0.3
    """A card in hand: the currency of every play action, and the tie-break."""
    useful_hand: int = 10
    """Cards in hand beyond this many buy nothing more soon: each counts a tenth as much, so a bot
    spends (builds, raises, hires) rather than collecting for ever."""
    pending_bonus: float = 0.6
    """Of a 5/3/2 region bonus held now, the part counted while the region can still change."""
    pile_share: float = 0.4
    """Of the artifacts lying in a region's piles that fit a bunker, the part that bunker can hope for."""
    raise_prospect: float = 0.3
    """Of the end bonus a bunker would gain by one more level (while its region has markers left),
    the part counted now: a new bunker that ranks too low for a bonus is worth building where one
    raise would take a rival's rank."""


PAYMENT_LOOKS = 8
"""A payment offers every hand card for every hangar, up or down (20 to 45 moves); the search
weighs the best few by the greedy policy."""
HIRE_LOOKS = 6
"""A turn's start offers up to 48 hires (each vehicle to each route); the search weighs the few
that serve the mover best. With both limits Hard (500 iterations) won 32 of 40 games against the
Hard that weighed every move (docs/bots.md)."""


class Area51Support(BotSupport):
    spread_values = True
    """The heuristic is soft (a softmax over the seats' values, mild while many security markers
    are left), so two moves of one decision often differ by a hundredth of a point of the chance to
    win, far below UCB's exploration term: plain averages spread the visits evenly."""

    def __init__(self, weights: Weights = Weights()):
        self.weights = weights

    def candidates(self, state: GameState, legal: list[Action]) -> list[Action]:
        """One of each group of equal-card moves; of a payment's places only the few the greedy
        policy likes best, and of the hires at a turn's start only the few that serve the mover
        best: the search then gives each move it weighs enough iterations to tell them apart."""
        moves = distinct_moves(legal)
        state = own_state(state)
        if state.step == "project" and len(moves) > PAYMENT_LOOKS:
            return sorted(moves, key=GreedyScore(state), reverse=True)[:PAYMENT_LOOKS]
        if state.step == "turn_start":
            return fewer_hires(state, moves)
        return moves

    def sampler(self, view: dict[str, Any]) -> Callable[[random.Random], Area51State]:
        frame = HiddenCards(view)
        base = load_position(frame.position(random.Random(0)))

        def draw(rng: random.Random) -> Area51State:
            state = base.clone()
            frame.deal_into(state, rng)
            state.seed_rng(rng.getrandbits(64))  # later reshuffles are unknown too
            state.forget_legal_actions()
            return state
        return draw

    def mirror(self, view: dict[str, Any]) -> GameState:
        frame = HiddenCards(view)
        return first_dealing(lambda rng: load_position(frame.position(rng)))

    def rollout_depth(self, view: dict[str, Any]) -> int:
        return 0  # the heuristic, after the turn is finished greedily, judges better than random play

    def rollout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        state = own_state(state)
        if state.step == "turn_start":
            return rng.choice(legal)
        return greedy_action(state, legal)

    def evaluate(self, state: GameState) -> list[float]:
        state = own_state(state)
        if state.step != "turn_start":
            state = state.clone()
            play_out_turn(state)
            if state.is_over():
                return self.final_rewards(state)
        if state.quiet_turns:
            return outcome_if_it_ended_now(state, self)
        return win_chances(state, colour_values(state, self.weights))


def fewer_hires(state: Area51State, moves: list[Action]) -> list[Action]:
    """``moves`` with only the ``HIRE_LOOKS`` hires that serve the mover best (``hire_value``)."""
    hires = [move for move in moves if move.verb == "hire"]
    if len(hires) <= HIRE_LOOKS:
        return moves
    mine = set(state.seat_colours[state.active])
    kept = set(sorted(hires, key=lambda hire: hire_value(state, hire, mine), reverse=True)[:HIRE_LOOKS])
    return [move for move in moves if move.verb != "hire" or move in kept]


def hire_value(state: Area51State, hire: Action, mine: set[str]) -> float:
    """How many more of the mover's bunkers than rivals' the vehicle would serve where it points
    (one each), less what it serves where it stands now: moving a vehicle away from a rival's
    bunkers is worth as much as pointing it at one's own."""
    vehicle, route = hire.args
    colour = state.data.vehicle_colour[vehicle]
    value = _bunkers_served(state, route[2], colour, mine)
    now = state.vehicles[vehicle][0]
    if now is not None:
        value -= _bunkers_served(state, now[2], colour, mine)
    return value


def _bunkers_served(state: Area51State, region: str, colour: str, mine: set[str]) -> float:
    spaces = state.bunker_index.get((region, colour), ())
    return sum((1.0 if state.bunkers[space][1] in mine else -1.0 for space in spaces), 0.0)


def own_state(state: GameState) -> Area51State:
    """A state the search hands back: one of this game's, made by ``sampler``."""
    assert isinstance(state, Area51State), "the search hands a game's support only that game's states"
    return state


def outcome_if_it_ended_now(state: Area51State, support: BotSupport) -> list[float]:
    """Every card is in a hand: unless someone plays, the round ends the game (ruling 35), so
    the position is worth what its final scoring would give. Without this a bot that holds
    most of the cards values them and goes on collecting until the game ends under it."""
    ended = state.clone()
    award_bonuses(ended)
    return support.rewards(final_result(ended), len(state.seats))


def win_chances(state: Area51State, values: dict[str, float]) -> list[float]:
    """A softmax over the seats' values, sharper as the security markers run out."""
    seats = []
    for colours in state.seat_colours:
        own = sorted(values[c] for c in colours)
        seats.append(own[0] + 0.25 * (own[-1] - own[0]))
    temperature = 2.0 + 10.0 * _markers_left_share(state)
    best = max(seats)
    weights = [math.exp((v - best) / temperature) for v in seats]
    total = sum(weights)
    return [w / total for w in weights]


# ------------------------------------------------------------------ the rest of a turn
def play_out_turn(state: Area51State) -> None:
    """Finish the turn in progress (collect, project or loading) with ``greedy_action``."""
    active = state.active
    while not state.is_over() and state.step != "turn_start" and state.active == active:
        state.apply(greedy_action(state, state.legal_actions()))


def greedy_action(state: Area51State, legal: list[Action]) -> Action:
    """A quick good move inside a turn: the best by ``GreedyScore``, the first of equals.

    Moves that differ only by equal cards score the same, so only the first of each is scored:
    the same move as scoring them all, found sooner (a payment lists every hand card for every
    hangar, up and down).
    """
    return max(distinct_moves(legal), key=GreedyScore(state))


class GreedyScore:
    """How good each move of one decision inside a turn looks, for the active seat.

    Payment offers every hand card for every hangar, up or down, so what a card would feed
    from a region (by its colour and value) and how many cards of a colour wait in a hangar
    are worked out once per decision.
    """

    def __init__(self, state: Area51State) -> None:
        self.state = state
        self.mine = set(state.seat_colours[state.active])
        self.colour_of, self.value_of = state.data.colour_of, state.data.value_of
        self.region_of_hangar = state.board.region_of_hangar
        self.gains: dict[tuple[str, int, str], float] = {}
        self.waiting: dict[tuple[str, str], int] = {}

    def __call__(self, action: Action) -> float:
        verb = action.verb
        if verb == "up" or verb == "down":
            return self.placement(action.args[0], action.args[1], verb == "up")
        if verb == "load":
            return _load_score(self.state, action.args[0], action.args[1], self.mine)
        if verb == "done":
            return 100.0  # pay no more than a hire needs
        if verb == "take":
            return _take_score(self.state, action.args[0], self.mine)
        return 0.0

    def placement(self, card: str, hangar: str, face_up: bool) -> float:
        """Pay with cards that will feed one's own bunkers here and no rival's; keep the rest.

        Among the hangars, a card goes where no card of its colour waits yet (a bunker takes one
        artifact per pick-up), else onto the smaller pile.
        """
        colour, value = self.colour_of[card], self.value_of[card]
        region = self.region_of_hangar[hangar]
        gain = self.gains.get((colour, value, region))
        if gain is None:
            gain = self.gains[colour, value, region] = _feed_gain(self.state, colour, value, region, self.mine)
        pile = self.state.hangars[hangar]
        waiting = self._waiting(hangar, colour, pile) if gain > 0 else 0
        keep = 0.0 if face_up else 0.2 * value
        return gain - keep - 0.5 * waiting - 0.01 * len(pile)

    def _waiting(self, hangar: str, colour: str, pile: list[tuple[str, bool, int]]) -> int:
        count = self.waiting.get((hangar, colour))
        if count is None:
            colour_of = self.colour_of
            count = self.waiting[hangar, colour] = sum(1 for c, _up, _seat in pile if colour_of[c] == colour)
        return count


def _load_score(state: Area51State, card: str, space: str, mine: set[str]) -> float:
    """Own bunkers first, the highest card first; a rival gets the lowest card, the weakest rival first."""
    value = state.data.value_of[card]
    owner = state.bunkers[space][1]
    if owner in mine:
        return 10.0 + value
    return -value - 0.01 * state.scores[owner]


def _feed_gain(state: Area51State, colour: str, value: int, region: str, mine: set[str]) -> float:
    """An artifact's value shared out among the bunkers it could be stored in from ``region``:
    plus for the mover's, minus for rivals'."""
    regions = [region] + [route[2] for v, (route, _n, _t) in state.vehicles.items()
                          if route is not None and route[0] == region and state.data.vehicle_colour[v] == colour]
    owners = [state.bunkers[space][1] for where in regions for space in state.bunker_index.get((where, colour), ())
              if state.bunkers[space][2] >= value]
    if not owners:
        return 0.0
    share = value / len(owners)
    return sum(share if owner in mine else -share for owner in owners)


def _take_score(state: Area51State, source: str, mine: set[str]) -> float:
    """A display card of an own bunker's colour that the bunker can store, else any; the deck is average."""
    if source == "deck":
        return 1.0
    colour, value = state.data.colour_of[source], state.data.value_of[source]
    levels = [level for colour_b, owner, level in state.bunkers.values() if owner in mine and colour_b == colour]
    if levels:
        return 1.5 + (0.25 * value if value <= max(levels) else 0.0)
    return 0.8


# ------------------------------------------------------------------ hidden cards
class HiddenCards:
    """What one seat cannot see, and where those cards may lie (rival hands, face-down places, the deck)."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        seat = view["viewer"]
        labels = ["+".join(colours) for colours in view["seat_colours"]]
        self.seat_of_label = {label: i for i, label in enumerate(labels)}
        own_hand = view["hands"][seat] if seat is not None else None  # None: a spectator
        known = set(view["display"]) | set(view["discard"]) | set(own_hand or [])
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
        self.unknown_starting = [c for c in self.unknown if data.cards[c].starting]
        self.unknown_main = [c for c in self.unknown if not data.cards[c].starting]

    def shuffled(self, rng: random.Random) -> tuple[dict[int, list[str]], list[str], list[str]]:
        """Rival hands, the face-down cards in place order, and the deck (bottom first)."""
        starting = _shuffled(self.unknown_starting, rng)
        top = starting[:self.s_on_top]
        rest = _shuffled(starting[self.s_on_top:] + self.unknown_main, rng)
        hands: dict[int, list[str]] = {}
        for seat in self.rivals:
            hands[seat], rest = rest[:self.sizes[seat]], rest[self.sizes[seat]:]
        down, rest = rest[:len(self.hidden_places)], rest[len(self.hidden_places):]
        return hands, down, rest + top

    def deal_into(self, state: Area51State, rng: random.Random) -> None:
        hands, down, deck = self.shuffled(rng)
        for seat, hand in hands.items():
            state.hands[seat] = hand
        for (hangar, index, seat), card in zip(self.hidden_places, down, strict=True):
            state.hangars[hangar][index] = (card, False, seat)
        state.deck = deck

    def position(self, rng: random.Random) -> dict[str, object]:
        """A full position consistent with the view, with one dealing of the hidden cards."""
        view = self.view
        hands, down, deck = self.shuffled(rng)
        dealt = iter(down)
        hangars: dict[str, list[str]] = {}
        for hangar, pile in view["hangars"].items():
            entries = []
            for entry in pile:
                card = entry["card"] if "card" in entry else next(dealt)
                entries.append(f"{'+' if entry.get('up') else '-'}{card}@{entry['by']}")
            hangars[hangar] = entries
        phase = view["phase"]
        position: dict[str, object] = {
            "mode": view["mode"],
            "seats": [{k: s[k] for k in ("name", "colour", "kind", "bot_level")} for s in view["seats"]],
            "active": view["active"], "turn": view["turn"], "phase": phase["name"],
            "turns_left": len(phase["still_to_play"]), "trigger_seat": phase["trigger_seat"],
            "quiet_turns": phase["quiet_turns"],
            "regions": {r["id"]: {"markers": r["markers"],
                                  "bunkers": {b["space"]: {k: b[k] for k in ("colour", "owner", "level")}
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
            position["loading"] = {"hangar": loading["hangar"], "pile": list(loading["pile"]),
                                   "fed": list(loading["fed"])}
        return position


def _shuffled(cards: list[str], rng: random.Random) -> list[str]:
    """The cards in a uniformly random order: sorted by random keys, several times faster than
    ``random.shuffle`` (a bot shuffles the unseen cards on every iteration)."""
    return sorted(cards, key=lambda _card: rng.random())


# ------------------------------------------------------------------ the heuristic
def colour_values(state: Area51State, weights: Weights = Weights()) -> dict[str, float]:
    """Each player colour's points, held bonuses, pile shares, bunkers' prospects and hand."""
    values = {c: float(state.scores[c]) for c in state.player_colours}
    for space, points in bonus_now(state).items():
        frozen = state.markers[space[0]] == 0
        values[state.bunkers[space][1]] += points * (1.0 if frozen else weights.pending_bonus)
    _add_best_in_region(state, values, weights.pile_share)
    _add_raise_prospects(state, values, weights.raise_prospect)
    for seat, colours in enumerate(state.seat_colours):
        held = len(state.hands[seat])
        useful = min(held, weights.useful_hand) + 0.1 * max(0, held - weights.useful_hand)
        for colour in colours:
            values[colour] += weights.hand_card * useful
    return values


def _add_best_in_region(state: Area51State, values: dict[str, float], share: float) -> None:
    """For each bunker, a share of the best fitting artifact already lying where a pick-up could
    store it: in its region's hangars, or in those of a region a vehicle of its colour leaves
    towards it (without the vehicles, a hire would be worth nothing until a later turn's pick-up,
    beyond the search's sight)."""
    colour_of, value_of = state.data.colour_of, state.data.value_of
    best_in: dict[tuple[str, str], list[int]] = {}
    reach: dict[str, dict[str, tuple[str, ...]]] = {}
    for hangar, pile in state.hangars.items():
        region = state.board.region_of_hangar[hangar]
        for card, _up, _seat in pile:
            colour = colour_of[card]
            if region not in reach:
                reach[region] = state.reach_from(region)
            for reached in reach[region][colour]:
                best_in.setdefault((reached, colour), []).append(value_of[card])
    for space, (colour, owner, level) in state.bunkers.items():
        fitting = [v for v in best_in.get((space[0], colour), ()) if v <= level]
        if fitting:
            values[owner] += share * max(fitting)


def _add_raise_prospects(state: Area51State, values: dict[str, float], share: float) -> None:
    """For each bunker below a region's awards (while the region has markers left), a share of the
    award one more level would win it."""
    awards = state.setup.bonus
    bunkers_in = Counter(space[0] for space in state.bunkers)
    for region, count in bunkers_in.items():
        if count <= len(awards) or state.markers[region] == 0:
            continue
        ranking = bonus_ranking(state, region)
        keys = [rank_key(state.bunkers[space][2], space) for space in ranking]
        for space in ranking[len(awards):]:
            raised = rank_key(state.bunkers[space][2] + 1, space)
            rank_then = sum(1 for key in keys if key > raised)
            if rank_then < len(awards):
                values[state.bunkers[space][1]] += share * awards[rank_then]


def _markers_left_share(state: Area51State) -> float:
    total = sum(state.marker_total.values()) or 1
    return sum(state.markers.values()) / total


BOT_SUPPORT = Area51Support()
