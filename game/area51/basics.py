"""What every rule asks of an Area 51 position, and the two records every rule writes (the log
and the scores): the base of the rules mixins, beside the fields they work on.

The modules that ``state.py`` imports (the rules, ``scoring``, ``reasons``, ``words``) take a
position as an ``Area51Basics``: it has every field and every question they ask, and importing
``Area51State`` from them would close an import circle.
"""

from __future__ import annotations

from game.area51 import tokens
from game.area51.fields import Area51Fields, Project


class Area51Basics(Area51Fields):
    """Queries shared by the rules, their words and their checks."""

    def note(self, text: str, only: int | None = None) -> None:
        """Record what happened, for the log; ``only`` keeps it private to one seat."""
        self.events.append((text, only))

    def add_points(self, colour: str, source: str, points: int) -> None:
        """The one place a score changes: ``source`` is an artifact colour or a region's bonus."""
        self.scores[colour] += points
        key = (colour, source)
        self.gains[key] = self.gains.get(key, 0) + points

    def label(self, card: str) -> str:
        return self.data.label_of[card]

    def colour_counts(self, hand: list[str]) -> dict[str, int]:
        counts = dict.fromkeys(self.data.colours, 0)
        colour_of = self.data.colour_of
        for card in hand:
            counts[colour_of[card]] += 1
        return counts

    def colour_owner_words(self, colour: str) -> str:
        """Who scores for a colour: the player's name, or "Ann's pink" when a seat plays two colours."""
        seat = self.owner_seat[colour]
        name = self.name(seat)
        return name if len(self.seat_colours[seat]) == 1 else f"{name}'s {colour}"

    def next_space(self, region: str) -> str | None:
        """The highest-numbered empty space of a region, where a new bunker goes (R15)."""
        return self.free_space[region]

    def highest_empty_space(self, region: str) -> str | None:
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

    def all_cards_in_hands(self) -> bool:
        """No card in the deck, the discard pile, the display or a hangar."""
        return not (self.deck or self.discard or any(self.display) or self.piles_left())

    def lowest_number(self, vehicle: str, at_least: int) -> int | None:
        """The lowest number from ``at_least`` up that the tokens can show for this vehicle (R27)."""
        return tokens.lowest_showable(self.free_tokens, self.vehicles[vehicle][2], at_least)

    def open_project(self) -> Project:
        """The play being paid for: asked only at the ``project`` step, which always has one."""
        assert self.project is not None, "the project step always has a declared play"
        return self.project

    def can_finish_hire(self) -> bool:
        """R23, R25, R27: the face-up card placed, and the face-down count a number above the old one
        that the tokens can show."""
        p = self.project
        return (p is not None and p.kind == "vehicle" and p.up is not None and p.downs >= p.need
                and p.targets[p.downs] == p.downs)
