"""Play artifacts to build a bunker, add a level or hire a vehicle (rulebook: Play Artifacts to
Create or Upgrade a Bunker, Play Artifacts to Hire a Train or Truck; R12-R27, R36-R39).

A play is declared first (``build``, ``upgrade``, ``hire``: a ``Project``), then paid card by
card; it takes effect with its last required card, or with ``done`` for a hire.
"""

from __future__ import annotations

from game.area51 import tokens
from game.area51.basics import Area51Basics
from game.area51.board import action, space_number
from game.area51.fields import Project
from game.area51.words import a
from game.core.actions import Action

DONE = action("done")


class ProjectRules(Area51Basics):
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
        result: list[Action] = []
        colour_of = self.data.vehicle_colour
        top = self.setup.max_number
        for vehicle, (_route, number, _held) in self.vehicles.items():
            if number >= top or not counts[colour_of[vehicle]]:
                continue
            lowest = self.lowest_number(vehicle, number + 1)
            if lowest is not None and hand_size >= 1 + lowest:
                result += self.board.hire[vehicle]
        return result

    def _legal_project(self) -> list[Action]:
        """R38: only placements after which the project can still be finished from the hand."""
        p = self.open_project()
        hand = self.hands[self.active]
        colour_of = self.data.colour_of
        size = len(hand)
        count = sum(1 for c in hand if colour_of[c] == p.colour)
        placed_up = p.up is not None
        result: list[Action] = []
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
            space = self.next_space(region)
            assert space is not None, "a bunker is declared only in a region with an empty space"
            return Project("bunker", declared, colour, region, space, cap, None, 1, 1, ())
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
        p = self.open_project()
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
        p = self.open_project()
        space, region, colour, cap = p.target, p.region, p.colour, p.cap
        assert cap is not None, "a bunker's project names its cap"
        self.add_bunker(space, colour, cap, 1)
        self.markers[region] -= 1
        self.towers[colour] -= 1
        self.caps_left[cap] -= 1
        self.note(f"{self.name(self.active)} builds {a(colour)} bunker with {a(cap)} cap on {space} "
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
        p = self.open_project()
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
        p = self.open_project()
        vehicle, route = p.target, p.route
        assert route is not None, "a hire's project names its route"
        free = tokens.freed(self.free_tokens, self.vehicles[vehicle][2])
        shown = tokens.allocate(free, p.downs)
        assert shown is not None, "a hire is finished only with a number the free tokens can show"
        tokens.take(free, shown)
        self.free_tokens = free
        self.vehicles[vehicle] = (route, p.downs, shown)
        start, end = self.board.route_ends[route]
        kind = self.data.vehicle_kind[vehicle]
        shown_words = " and ".join(f"a {tokens.token_type(t)} token showing {tokens.token_value(t)}" for t in shown)
        self.note(f"The {p.colour} {kind} now runs from {start} to {end} with number {p.downs} ({shown_words}).")
        self._end_turn()
