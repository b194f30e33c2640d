"""Pick up a pile of artifacts and load them into bunkers (rulebook: Pick Up a Pile of Artifacts
and Load Them into Bunkers; R29-R35, Q6, Q29, Q30)."""

from __future__ import annotations

from collections.abc import Iterable

from game.area51.basics import Area51Basics
from game.area51.rules_data import Area51Data
from game.core.actions import Action


def shown_order(data: Area51Data, cards: Iterable[str]) -> list[str]:
    """A picked-up pile as it is shown: sorted by colour (in the data's order), then by value."""
    order = {c: i for i, c in enumerate(data.colours)}
    return sorted(cards, key=lambda c: (order[data.colour_of[c]], data.value_of[c], c))


class LoadingRules(Area51Basics):
    """The pick-up's rules, part of ``Area51State``."""

    def _legal_loading(self) -> list[Action]:
        return self._load_actions()

    def _load_actions(self) -> list[Action]:
        """R31, R32: (artifact, bunker) pairs of one colour, level high enough, not yet fed this
        pick-up, in the pile's region or where a vehicle of that colour leaving it points."""
        load = self.board.load
        colour_of, value_of = self.data.colour_of, self.data.value_of
        bunkers, index, fed, reach = self.bunkers, self.bunker_index, self.fed, self.reach
        result: list[Action] = []
        for card in self.pile:
            colour = colour_of[card]
            value = value_of[card]
            for region in reach[colour]:
                for space in index.get((region, colour), ()):
                    if space not in fed and bunkers[space][2] >= value:
                        result.append(load[(card, space)])
        return result

    def _do_pickup(self, action: Action) -> None:
        hangar = action.args[0]
        self.pile = shown_order(self.data, [c for c, _up, _seat in self.hangars[hangar]])
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
        self.add_points(owner, colour, value)  # the action's line says whose bunker and "+value"
        self._after_load()

    def _rest_words(self) -> str:
        hand = f"{self.name(self.active)}'s hand"
        if not self.fed:  # nothing was stored: the pick-up's note has just listed the pile
            return f"Nothing in the pile can be stored: it all goes to {hand}."
        rest = ", ".join(self.label(c) for c in self.pile)
        return (f"No artifact of the pile can be stored any more: {rest} "
                f"go{'es' if len(self.pile) == 1 else ''} to {hand}.")

    def _after_load(self) -> None:
        """Loading goes on while a legal pair remains (R33); then the rest goes to the hand (R35)."""
        legal = self._load_actions()
        if legal:
            self._legal_cache = tuple(legal)
            return
        if self.pile:
            self.note(self._rest_words())
            self.hands[self.active] += self.pile
        self.pile = []
        self.pile_hangar = None
        self.fed = frozenset()
        self.reach = {}
        self._end_turn()
