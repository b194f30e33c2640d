"""Play artifacts to build a bunker, add a level or hire a vehicle (rulebook: Play Artifacts to
Create or Upgrade a Bunker, Play Artifacts to Hire a Train or Truck; R12-R27, R36-R39).

A play is declared first (``build``, ``upgrade``, ``hire``: a ``Project``), then paid card by
card; it takes effect with its last required card, or with ``done`` for a hire.
"""

from __future__ import annotations

from typing import NamedTuple

from game.area51 import tokens
from game.area51.board import action, space_number
from game.area51.words import a
from game.core.actions import Action

DONE = action("done")


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


class ProjectRules:
    """The rules of the three play actions, part of ``Area51State``."""

    def play_actions(self, seat: int) -> list[Action]:
        """The bunkers, levels and hires ``seat`` could declare with its hand now (R37)."""
        hand = self.hands[seat]
        if not hand:
            return []
        counts = self.colour_counts(hand)
        own = self.seat_colours[seat]
        return (self._build_actions(own, counts, len(hand)) + self._upgrade_actions(own, counts, len(hand))
                + self._hire_actions(counts, len(hand)))

    def _build_actions(self, own: tuple[str, ...], counts: dict[str, int], hand_size: int) -> list[Action]:
        """R12, R14, R37: a face-up card of the colour and one more card; space, marker, tower, cap."""
        if hand_size < 2:
            return []
        caps = [c for c in own if self.caps_left[c] > 0]
        if not caps:
            return []
        regions = [r for r in self.board.region_ids if self.markers[r] > 0 and self.next_space(r)]
        build = self.board.build
        cap_named = self.mode == "two_player"
        return [build[(colour, region, cap if cap_named else None)]
                for colour, count in counts.items() if count and self.towers[colour] > 0
                for region in regions for cap in caps]

    def _upgrade_actions(self, own: tuple[str, ...], counts: dict[str, int], hand_size: int) -> list[Action]:
        """R17, R18, R19, R37: an own bunker, a marker in its region, 1 + L cards for level L."""
        upgrade, markers = self.board.upgrade, self.markers
        return [upgrade[space] for space, (colour, owner, level) in self.bunkers.items()
                if owner in own and counts[colour] and hand_size >= level + 2 and markers[space[0]] > 0]

    def _hire_actions(self, counts: dict[str, int], hand_size: int) -> list[Action]:
        """R23, R25, R26, R37: one face-up card of the colour and enough for a higher number."""
        result = []
        colour_of = self.data.vehicle_colour
        top = self.setup.max_number
        for vehicle, (_route, number, _held) in self.vehicles.items():
            if number >= top or not counts[colour_of[vehicle]]:
                continue
            lowest = self.lowest_number(vehicle, number + 1)
            if lowest is not None and hand_size >= 1 + lowest:
                result += self.board.hire[vehicle]
        return result

    def lowest_number(self, vehicle: str, at_least: int) -> int | None:
        """The lowest number from ``at_least`` up that the tokens can show for this vehicle (R27)."""
        return tokens.lowest_showable(self.free_tokens, self.vehicles[vehicle][2], at_least)

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
        self.bunkers = {s: self.bunkers[s] for s in self.board.spaces if s in self.bunkers}  # in board order
        key = (space[0], colour)
        self.bunker_index[key] = tuple(sorted(self.bunker_index.get(key, ()) + (space,), key=space_number,
                                              reverse=True))
        self.free_space[space[0]] = self.highest_empty_space(space[0])

    def _complete_level(self) -> None:
        p = self.project
        colour, owner, level = self.bunkers[p.target]  # the owner declared it: the log has said whose
        self.bunkers[p.target] = (colour, owner, level + 1)
        self.markers[p.region] -= 1
        self.note(f"The {colour} bunker on {p.target} rises to level {level + 1}. "
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
        shown_words = " and ".join(f"a {tokens.token_type(t)} token showing {tokens.token_value(t)}" for t in shown)
        self.note(f"The {p.colour} {kind} now runs from {start} to {end} with number {p.downs} ({shown_words}).")
        self._end_turn()
