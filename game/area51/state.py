"""Area 51: Top Secret's rules: one position and the actions that change it.

A turn stands at one of four steps (``step``): ``turn_start`` (choose the action; in the
final phase only a pick-up), ``collect`` (after a refresh or the first take: the takes that
remain), ``project`` (a declared bunker, level or hire whose cards are placed one by one)
and ``loading`` (a picked-up pile, stored one artifact at a time). Automatic things happen
at once inside the action that causes them: the display's refill after the last take, a
project's effect when its last card is placed, the end of loading when no artifact can be
stored any more, the end of the turn and the phase bookkeeping
(``regular`` -> ``last_round`` -> ``final`` -> ``over``).

Rule references (R1..R52, Q1..Q30) are to shared/specs/area51.md and docs/rulings.md.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from game.core.actions import Action
from game.core.contract import GameState, Result, Seat
from game.area51 import checks, tokens
from game.area51.board import Board, action, board_of_players, space_number
from game.area51.rules_data import Area51Data, area51_data
from game.area51.words import a, plural

TAKE_DECK = action("take", "deck")
DONE = action("done")
PHASES = ("regular", "last_round", "final", "over")
STEPS = ("turn_start", "collect", "project", "loading")


class Project(NamedTuple):
    """A play action being paid for (R36): what was declared and what is placed so far."""

    kind: str            # "bunker", "level" or "vehicle"
    declared: Action
    colour: str          # the colour of the face-up card (the bunker's or the vehicle's)
    region: str          # where every card of the project goes (R13, R20, R25)
    target: str          # bunker: the space it will stand on; level: the bunker; vehicle: its id
    cap: str | None      # bunker: the colour of the cap (the owner)
    route: str | None    # vehicle: where it will stand
    number: int          # level: the level being built; vehicle: its number before (0: from the depot)
    need: int            # bunker, level: the exact face-down count; vehicle: the lowest number allowed
    targets: tuple       # vehicle: for d face-down cards placed, the lowest number it can still reach
    up: str | None = None
    downs: int = 0


class Area51State(GameState):
    """A position of Area 51. Build new games with ``game.area51.GAME.new_state``."""

    def __init__(self, data: Area51Data, mode: str, seats: list[Seat], seed: int):
        self.data = data
        self.setup = data.setup
        self.mode = mode
        self.seats = list(seats)
        self.board: Board = board_of_players(len(seats))
        self.seat_colours: tuple[tuple[str, ...], ...] = tuple(tuple(s.colour.split("+")) for s in seats)
        self.owner_seat = {c: seat for seat, colours in enumerate(self.seat_colours) for c in colours}
        self.player_colours: tuple[str, ...] = tuple(c for colours in self.seat_colours for c in colours)
        self.seat_labels: tuple[str, ...] = tuple("+".join(colours) for colours in self.seat_colours)
        """Each seat's colour as written: "white", or in the two-player game "pink+purple"."""
        self._rng = random.Random(seed)
        self._rng_shared = False
        self.active = 0
        self.turn = 1
        self.phase = "regular"
        self.turns_left = 0
        """In the last round: the turns still to come, the current one included (R41)."""
        self.trigger_seat: int | None = None
        self.step: str | None = "turn_start"
        self.takes_left = self.setup.takes
        self.refreshed = False
        self.project: Project | None = None
        self.pile_hangar: str | None = None
        self.pile: list[str] = []
        self.fed: frozenset[str] = frozenset()
        self.reach: dict[str, tuple[str, ...]] = {}
        self.hands: list[list[str]] = [[] for _ in seats]
        self.deck: list[str] = []
        """The draw pile, bottom first: ``deck[-1]`` is drawn next."""
        self.discard: list[str] = []
        self.display: list[str | None] = [None] * self.setup.display
        self.s_on_top = 0
        """How many of the deck's top cards are the starting cards put there at set-up (public)."""
        self.hangars: dict[str, list[tuple[str, bool, int]]] = {h: [] for h in self.board.hangars}
        """Each hangar's pile in play order: (card, face up, seat that played it)."""
        self.markers: dict[str, int] = {}
        self.marker_total: dict[str, int] = {}
        self.bunkers: dict[str, tuple[str, str, int]] = {}
        """Space -> (colour, owner colour, level)."""
        self.bunker_index: dict[tuple[str, str], tuple[str, ...]] = {}
        """(region, colour) -> the spaces of its bunkers of that colour."""
        self.towers: dict[str, int] = {}
        self.tower_total: dict[str, int] = {}
        self.caps_left: dict[str, int] = {}
        self.vehicles: dict[str, tuple[str | None, int, tuple[str, ...]]] = {}
        """Vehicle -> (route or None in the depot, number, tokens showing it)."""
        self.free_tokens: dict[str, int] = {}
        self.scores: dict[str, int] = {c: 0 for c in self.player_colours}
        self.gains: dict[tuple[str, str], int] = {}
        """(player colour, source) -> points: a source is an artifact colour, "bonus A"... or "earlier"."""
        self.events: list[tuple[str, int | None]] = []

    # ------------------------------------------------------------------ basics
    def note(self, text: str, only: int | None = None) -> None:
        """Record what happened, for the log; ``only`` keeps it private to one seat."""
        self.events.append((text, only))

    def label(self, card: str) -> str:
        return self.data.label_of[card]

    @property
    def rng(self) -> random.Random:
        """The game's own generator. A clone shares it until either side needs it; whoever uses
        it first takes a private copy, so cloning (every undo snapshot, every bot sample) is cheap."""
        if self._rng_shared:
            own = random.Random()
            own.setstate(self._rng.getstate())
            self._rng, self._rng_shared = own, False
        return self._rng

    def clone(self) -> "Area51State":
        other = object.__new__(Area51State)
        other.__dict__.update(self.__dict__)
        self._rng_shared = other._rng_shared = True
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.display = list(self.display)
        other.hangars = {h: list(p) for h, p in self.hangars.items()}
        other.pile = list(self.pile)
        other.markers = dict(self.markers)
        other.bunkers = dict(self.bunkers)
        other.bunker_index = dict(self.bunker_index)
        other.towers = dict(self.towers)
        other.caps_left = dict(self.caps_left)
        other.vehicles = dict(self.vehicles)
        other.free_tokens = dict(self.free_tokens)
        other.scores = dict(self.scores)
        other.gains = dict(self.gains)
        other.events = list(self.events)
        other._legal_cache = None  # a clone may be changed by hand (a bot deals it hidden cards)
        return other

    def region_of(self, space: str) -> str:
        return space[0]

    def next_space(self, region: str) -> str | None:
        """The highest-numbered empty space of a region, where a new bunker goes (R15)."""
        info = self.board.regions[region]
        for number in range(info.spaces, 0, -1):
            space = f"{region}{number}"
            if space not in self.bunkers:
                return space
        return None

    def empty_regions(self) -> list[str]:
        return [r for r in self.board.region_ids if self.markers[r] == 0]

    def piles_left(self) -> int:
        return sum(1 for pile in self.hangars.values() if pile)

    def colour_counts(self, hand: list[str]) -> dict[str, int]:
        counts = dict.fromkeys(self.data.colours, 0)
        colour_of = self.data.colour_of
        for card in hand:
            counts[colour_of[card]] += 1
        return counts

    # ------------------------------------------------------------ who decides
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.active

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        from game.area51.scoring import final_result
        return final_result(self)

    # ------------------------------------------------------------ legal actions
    def _list_legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        return LEGAL[self.step](self)

    def why_illegal(self, action: Action) -> str | None:
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = tuple(self._list_legal_actions())
        if action in legal:
            return None
        from game.area51.reasons import why_not
        return why_not(self, action)

    def _legal_turn_start(self) -> list[Action]:
        board = self.board
        if self.phase == "final":
            return [board.pickup[h] for h, pile in self.hangars.items() if pile]
        hand = self.hands[self.active]
        result = [board.refresh[c] for c in hand]
        result += self._take_actions()
        if hand:
            counts = self.colour_counts(hand)
            result += self._build_actions(counts, len(hand))
            result += self._upgrade_actions(counts, len(hand))
            result += self._hire_actions(counts, len(hand))
        result += [board.pickup[h] for h, pile in self.hangars.items() if pile]
        return result

    def _legal_collect(self) -> list[Action]:
        return self._take_actions()

    def _take_actions(self) -> list[Action]:
        take = self.board.take
        result = [take[c] for c in self.display if c is not None]
        if self.deck or self.discard:
            result.append(TAKE_DECK)
        return result

    def _build_actions(self, counts: dict[str, int], hand_size: int) -> list[Action]:
        """R12, R14, R37: a face-up card of the colour and one more card; space, marker, tower, cap."""
        if hand_size < 2:
            return []
        caps = [c for c in self.seat_colours[self.active] if self.caps_left[c] > 0]
        if not caps:
            return []
        regions = [r for r in self.board.region_ids if self.markers[r] > 0 and self.next_space(r)]
        build = self.board.build
        cap_named = self.mode == "two_player"
        return [build[(colour, region, cap if cap_named else None)]
                for colour, count in counts.items() if count and self.towers[colour] > 0
                for region in regions for cap in caps]

    def _upgrade_actions(self, counts: dict[str, int], hand_size: int) -> list[Action]:
        """R17, R18, R19, R37: an own bunker, a marker in its region, 1 + L cards for level L."""
        own = self.seat_colours[self.active]
        upgrade, bunkers = self.board.upgrade, self.bunkers
        result = []
        for space in self.board.spaces:  # in board order, however the bunkers came about
            if space in bunkers:
                colour, owner, level = bunkers[space]
                if owner in own and counts[colour] and hand_size >= level + 2 and self.markers[space[0]] > 0:
                    result.append(upgrade[space])
        return result

    def _hire_actions(self, counts: dict[str, int], hand_size: int) -> list[Action]:
        """R23, R25, R26, R37: one face-up card of the colour and enough for a higher number."""
        result = []
        colour_of = self.data.vehicle_colour
        top = self.setup.max_number
        for vehicle, (_route, number, held) in self.vehicles.items():
            if number >= top or not counts[colour_of[vehicle]]:
                continue
            lowest = self.lowest_number(vehicle, number + 1)
            if lowest is not None and hand_size >= 1 + lowest:
                result += self.board.hire[vehicle]
        return result

    def lowest_number(self, vehicle: str, at_least: int) -> int | None:
        """The lowest number from ``at_least`` up that the tokens can show for this vehicle (R27)."""
        showable = tokens.showable_numbers(tokens.freed(self.free_tokens, self.vehicles[vehicle][2]))
        return next((n for n in range(at_least, self.setup.max_number + 1) if n in showable), None)

    def _legal_project(self) -> list[Action]:
        """R38: only placements after which the project can still be finished from the hand."""
        p = self.project
        hand = self.hands[self.active]
        colour_of = self.data.colour_of
        size = len(hand)
        count = sum(1 for c in hand if colour_of[c] == p.colour)
        placed_up = p.up is not None
        result = []
        if not placed_up and count and self._finishable(p, size - 1, count - 1, True, p.downs):
            up = self.board.up
            for card in hand:
                if colour_of[card] == p.colour:
                    result += up[card][p.region]
        other_ok = self._finishable(p, size - 1, count, placed_up, p.downs + 1)
        same_ok = self._finishable(p, size - 1, count - 1, placed_up, p.downs + 1)
        if other_ok or same_ok:
            down = self.board.down
            for card in hand:
                if (same_ok if colour_of[card] == p.colour else other_ok):
                    result += down[card][p.region]
        if self.can_finish_hire():
            result.append(DONE)
        return result

    def _finishable(self, p: Project, hand_size: int, colour_count: int, placed_up: bool, downs: int) -> bool:
        """Whether the project can still be completed with ``hand_size`` cards left."""
        if not placed_up and colour_count < 1:
            return False
        if p.kind == "vehicle":
            if downs >= len(p.targets):
                return False
            target = p.targets[downs]
            return target is not None and (0 if placed_up else 1) + target - downs <= hand_size
        return downs <= p.need and (0 if placed_up else 1) + p.need - downs <= hand_size

    def can_finish_hire(self) -> bool:
        """R23, R25, R27: the face-up card placed, and the face-down count a number above the old one
        that the tokens can show."""
        p = self.project
        return (p is not None and p.kind == "vehicle" and p.up is not None and p.downs >= p.need
                and p.targets[p.downs] == p.downs)

    def _legal_loading(self) -> list[Action]:
        return self._load_actions()

    def _load_actions(self) -> list[Action]:
        """R31, R32: (artifact, bunker) pairs of one colour, level high enough, not yet fed this
        pick-up, in the pile's region or where a vehicle of that colour leaving it points."""
        load = self.board.load
        colour_of, value_of = self.data.colour_of, self.data.value_of
        bunkers, index, fed, reach = self.bunkers, self.bunker_index, self.fed, self.reach
        result = []
        for card in self.pile:
            colour = colour_of[card]
            value = value_of[card]
            for region in reach[colour]:
                for space in index.get((region, colour), ()):
                    if space not in fed and bunkers[space][2] >= value:
                        result.append(load[(card, space)])
        return result

    # ------------------------------------------------------------ applying actions
    def _do(self, action: Action) -> None:
        self.events = []
        DO[action.verb](self, action)

    # collect (R5-R11)
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
            self.revealed = True
            hand.append(card)
            self.note(f"You take {self.label(card)} from the deck.", only=self.active)
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
        turned = []
        for slot, card in enumerate(self.display):
            if card is None:
                card = self._draw()
                if card is None:
                    self.note("The deck and the discard pile are empty: the display stays short.")
                    break
                self.display[slot] = card
                turned.append(self.label(card))
        if turned:
            self.note(f"New face-up artifacts: {', '.join(turned)}.")

    # projects (R12-R27, R36-R39)
    def _do_build(self, action: Action) -> None:
        self._declare(action)

    def _do_upgrade(self, action: Action) -> None:
        self._declare(action)

    def _do_hire(self, action: Action) -> None:
        self._declare(action)

    def _declare(self, action: Action) -> None:
        self.project = self.project_for(action)
        self.step = "project"

    def project_for(self, declared: Action) -> Project:
        """The project a declaration starts, from the position at the declaration."""
        verb, args = declared.verb, declared.args
        if verb == "build":
            colour, region = args[0], args[1]
            cap = args[2] if len(args) > 2 else self.seat_colours[self.active][0]
            return Project("bunker", declared, colour, region, self.next_space(region), cap, None, 1, 1, ())
        if verb == "upgrade":
            space = args[0]
            colour, _owner, level = self.bunkers[space]
            return Project("level", declared, colour, space[0], space, None, None, level + 1, level + 1, ())
        vehicle, route = args
        number = self.vehicles[vehicle][1]
        top = self.setup.max_number
        showable = tokens.showable_numbers(tokens.freed(self.free_tokens, self.vehicles[vehicle][2]))
        targets = tuple(next((n for n in range(max(number + 1, d), top + 1) if n in showable), None)
                        for d in range(top + 1))
        return Project("vehicle", declared, self.data.vehicle_colour[vehicle], route[0], vehicle, None, route,
                       number, number + 1, targets)

    def _do_up(self, action: Action) -> None:
        self._place(action.args[0], action.args[1], True)

    def _do_down(self, action: Action) -> None:
        self._place(action.args[0], action.args[1], False)

    def _place(self, card: str, hangar: str, face_up: bool) -> None:
        self.hands[self.active].remove(card)
        self.hangars[hangar].append((card, face_up, self.active))
        p = self.project
        p = self.project = p._replace(up=card) if face_up else p._replace(downs=p.downs + 1)
        if p.up is None:
            return
        if p.kind == "vehicle":
            if p.downs == self.setup.max_number:
                self._complete_hire()
        elif p.downs == p.need:
            self._complete_bunker() if p.kind == "bunker" else self._complete_level()

    def _do_done(self, action: Action) -> None:
        self._complete_hire()

    def _complete_bunker(self) -> None:
        p = self.project
        space, region, colour = p.target, p.region, p.colour
        self.add_bunker(space, colour, p.cap, 1)
        self.markers[region] -= 1
        self.towers[colour] -= 1
        self.caps_left[p.cap] -= 1
        self.note(f"{self.name(self.active)} builds {a(colour)} bunker with {a(p.cap)} cap on {space} "
                  f"(level 1). {self._markers_left(region)}")
        self._end_turn()

    def add_bunker(self, space: str, colour: str, owner: str, level: int) -> None:
        """Put a bunker on the board; each index entry lists its spaces from the highest down."""
        self.bunkers[space] = (colour, owner, level)
        key = (space[0], colour)
        self.bunker_index[key] = tuple(sorted(self.bunker_index.get(key, ()) + (space,), key=space_number,
                                              reverse=True))

    def _complete_level(self) -> None:
        p = self.project
        colour, owner, level = self.bunkers[p.target]
        self.bunkers[p.target] = (colour, owner, level + 1)
        self.markers[p.region] -= 1
        self.note(f"{owner.capitalize()}'s {colour} bunker on {p.target} rises to level {level + 1}. "
                  f"{self._markers_left(p.region)}")
        self._end_turn()

    def _markers_left(self, region: str) -> str:
        left = self.markers[region]
        if left == 0:
            return f"Region {region} has no security marker left."
        return f"Region {region} has {left} security marker{'s' if left != 1 else ''} left."

    def _complete_hire(self) -> None:
        p = self.project
        vehicle = p.target
        free = tokens.freed(self.free_tokens, self.vehicles[vehicle][2])
        shown = tokens.allocate(free, p.downs)
        tokens.take(free, shown)
        self.free_tokens = free
        self.vehicles[vehicle] = (p.route, p.downs, shown)
        start, end = self.board.route_ends[p.route]
        kind = self.data.vehicle_kind[vehicle]
        self.note(f"The {p.colour} {kind} now runs from {start} to {end} with number {p.downs} "
                  f"(token{'s' if len(shown) > 1 else ''} {' + '.join(shown)}).")
        self._end_turn()

    # pick up and load (R29-R35)
    def _do_pickup(self, action: Action) -> None:
        hangar = action.args[0]
        order = {c: i for i, c in enumerate(self.data.colours)}
        colour_of, value_of = self.data.colour_of, self.data.value_of
        self.pile = sorted((c for c, _up, _seat in self.hangars[hangar]),
                           key=lambda c: (order[colour_of[c]], value_of[c], c))
        self.hangars[hangar] = []
        self.pile_hangar = hangar
        self.fed = frozenset()
        self.reach = self.reach_from(self.board.region_of_hangar[hangar])
        self.revealed = True
        self.step = "loading"
        self.note(f"The pile, face up for everyone: {', '.join(self.label(c) for c in self.pile)}.")
        self._after_load()

    def reach_from(self, region: str) -> dict[str, tuple[str, ...]]:
        """For each artifact colour, the regions a card from ``region`` may be stored in (R31, R32)."""
        reach = {colour: [region] for colour in self.data.colours}
        colour_of = self.data.vehicle_colour
        for vehicle, (route, _number, _held) in self.vehicles.items():
            if route is not None and route[0] == region and route[2] not in reach[colour_of[vehicle]]:
                reach[colour_of[vehicle]].append(route[2])
        return {colour: tuple(regions) for colour, regions in reach.items()}

    def _do_load(self, action: Action) -> None:
        card, space = action.args
        self.pile.remove(card)
        self.discard.append(card)
        self.fed = self.fed | {space}
        colour, owner, _level = self.bunkers[space]
        value = self.data.value_of[card]
        self.add_points(owner, colour, value)
        self.note(f"{owner.capitalize()} scores {value} for {self.label(card)} stored on {space}.")
        self._after_load()

    def _after_load(self) -> None:
        """Loading goes on while a legal pair remains (R33); then the rest goes to the hand (R35)."""
        legal = self._load_actions()
        if legal:
            self._legal_cache = tuple(legal)
            return
        if self.pile:
            self.note(f"No artifact of the pile can be stored any more: {', '.join(self.label(c) for c in self.pile)} "
                      f"go{'es' if len(self.pile) == 1 else ''} to {self.name(self.active)}'s hand.")
            self.hands[self.active] += self.pile
        self.pile = []
        self.pile_hangar = None
        self.fed = frozenset()
        self.reach = {}
        self._end_turn()

    def add_points(self, colour: str, source: str, points: int) -> None:
        """The one place a score changes: ``source`` is an artifact colour or a region's bonus."""
        self.scores[colour] += points
        key = (colour, source)
        self.gains[key] = self.gains.get(key, 0) + points

    # turns and phases (R1, R3, R40-R42)
    def _end_turn(self) -> None:
        """Close the turn and open the next one, passing over seats that can do nothing (R3).

        A seat holding any card can at least refresh, and a card on the table can be taken or
        picked up, so some seat always has an action: the loop ends within one round.
        """
        for _ in range(len(self.seats)):
            self._close_turn()
            if self.phase == "over":
                return
            self._open_next_turn()
            legal = self._list_legal_actions()
            if legal:
                self._legal_cache = tuple(legal)
                return
            self._miss_turn()
        raise AssertionError("No seat can do anything: every card would have to be out of the game.")

    def _miss_turn(self) -> None:
        self.note(f"{self.name(self.active)} can do nothing at all and misses the turn.")

    def settle(self) -> None:
        """What happens by itself in a position read from data: a loading with nothing left to
        store ends, a final phase with no pile ends the game, a seat with no action misses its turn."""
        if self.phase == "over":
            self.step, self.project = None, None
        elif self.step == "loading":
            self._after_load()
        elif self._list_legal_actions():
            return
        elif self.step == "project":
            raise ValueError("project: the hand cannot pay for the rest of this play.")
        elif self.step == "collect":
            self._end_turn()
        elif self.phase == "final":
            self._finish()
        else:
            self._miss_turn()
            self._end_turn()

    def _close_turn(self) -> None:
        self.step, self.project = None, None
        if self.phase == "regular" and len(self.empty_regions()) >= 2:
            self.phase, self.turns_left, self.trigger_seat = "last_round", len(self.seats), self.active
            empty = " and ".join(self.empty_regions())
            self.note(f"Regions {empty} have no security markers left: everyone gets one more turn, "
                      f"{self.name(self.active)} last.")
        elif self.phase == "last_round":
            self.turns_left -= 1
            if self.turns_left == 0:
                self.phase = "final"
                self.note("The last round is over. Final pick-ups: each turn the player must pick up a pile, "
                          "until every hangar is empty.")
        if self.phase == "final" and not self.piles_left():
            self._finish()

    def _open_next_turn(self) -> None:
        self.active = (self.active + 1) % len(self.seats)
        self.turn += 1
        self.step, self.takes_left, self.refreshed = "turn_start", self.setup.takes, False

    def _finish(self) -> None:
        from game.area51.scoring import award_bonuses
        award_bonuses(self)
        self.phase, self.step, self.project = "over", None, None

    # ------------------------------------------------------------ words and views
    def prompt(self) -> str:
        from game.area51.words import prompt_for
        return prompt_for(self)

    def phase_label(self) -> str:
        from game.area51.words import phase_label_for
        return phase_label_for(self)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        from game.area51.words import describe_action
        return describe_action(self, action, viewer)

    def view(self, player: int | None) -> dict:
        from game.area51.views import view_for
        return view_for(self, player)

    def to_position(self) -> dict:
        from game.area51.positions import position_of
        return position_of(self)

    def invariant_problems(self) -> list[str]:
        return checks.invariant_problems(self)

    def secrets_from(self, player: int | None) -> set[str]:
        return checks.secrets_from(self, player)


def _handlers(prefix: str) -> dict:
    return {name[len(prefix):]: method for name, method in vars(Area51State).items() if name.startswith(prefix)}


LEGAL, DO = _handlers("_legal_"), _handlers("_do_")


def check_seats(mode: str, seats: list[Seat], data: Area51Data) -> None:
    """Refuse seats the mode cannot seat: 3 to 6 single colours, or the two pairs (R46, Q20)."""
    from game.core.registry import game_info
    info = game_info("area51")
    allowed = info.colours_for(mode)
    mode_info = info.mode(mode)
    if not mode_info.min_players <= len(seats) <= mode_info.max_players:
        raise ValueError(f"{mode_info.name} is for {mode_info.min_players} to {mode_info.max_players} players, "
                         f"not {len(seats)}.")
    colours = [s.colour for s in seats]
    if any(c not in allowed for c in colours) or len(set(colours)) != len(colours):
        raise ValueError(f"Each seat needs its own colour from {', '.join(allowed)}; got {', '.join(colours)}.")


def new_game(mode: str, seats: list[Seat], seed: int, first_player: int | None) -> Area51State:
    """Set up a new game as the rulebook's set-up says (spec §2)."""
    data = area51_data()
    check_seats(mode, seats, data)
    if first_player is not None and not 0 <= first_player < len(seats):
        raise ValueError(f"The first player must be a seat from 1 to {len(seats)}, not {first_player + 1}.")
    state = Area51State(data, mode, seats, seed)
    setup = data.setup
    players = len(seats)
    state.active = state.rng.randrange(players) if first_player is None else first_player
    for region in state.board.regions.values():
        state.markers[region.id] = state.marker_total[region.id] = region.markers
    state.towers = data.towers_for(players)
    state.tower_total = dict(state.towers)
    state.caps_left = {c: setup.caps for c in state.player_colours}
    state.vehicles = {v: (None, 0, ()) for v in data.vehicles}
    state.free_tokens = dict(data.token_counts)
    starting = list(data.starting_cards)
    state.rng.shuffle(starting)
    for i in range(players):
        state.hands[(state.active + i) % players] = [starting.pop() for _ in range(setup.deal)]
    main = list(data.main_cards) + [starting.pop() for _ in range(data.returned_for(players))]
    state.rng.shuffle(main)
    state.deck = main + starting
    state.s_on_top = len(starting)
    state._refill()
    state.events = []
    return state
