"""The Elevator's components and set-up tables, loaded from ``data/elevator/``."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import Field, model_validator

from game.core.data import Strict, load, unique_ids
from game.core.errors import DataError

Floor = Literal["0", "1", "2", "3", "4", "5", "6", "A"]


class CardType(Strict):
    id: str
    name: str
    colour: Literal["blue", "purple", "yellow"]
    effect: Literal["step", "ride", "boss_call", "transfer", "alarm", "wet_floor", "broken", "hacker", "chatter"]
    count: int = Field(ge=0)
    text: str
    directions: list[Literal[1, -1]] = []
    floor: Floor | None = None
    moment: Literal["roll", "leave", "after_move"] | None = None
    uses_elevator: bool = False

    @property
    def instant(self) -> bool:
        return self.moment is not None


class CardsFile(Strict):
    cards: list[CardType] = Field(min_length=1)


class ModeSetup(Strict):
    bosses: int = Field(ge=0, le=3)
    deal: dict[int, int]
    card_plays: int = Field(ge=1)
    card_colours: list[Literal["blue", "purple", "yellow"]]
    remove_cards: list[str] = []
    effect_tokens: bool = False
    bosses_block_objectives: bool = False
    team: bool = False
    workers_per_floor: dict[Floor, int] = {}
    boss_start: Floor | None = None


class TokenType(Strict):
    id: str
    name: str
    kind: Literal["passive", "active"]
    text: str


class SetupFile(Strict):
    floors: list[str] = Field(min_length=2)
    die_faces: list[int] = Field(min_length=1)
    elevator_start: Floor
    hand_limit: int = Field(ge=1)
    workers_per_colour: int = Field(ge=1)
    modes: dict[str, ModeSetup]
    objectives: dict[int, list[list[Floor]]]
    objective_markers: int = Field(ge=1)
    objective_max_per_floor: int = Field(ge=1)
    objective_forbidden_floors: list[Floor]
    effect_token_floors: list[Floor]
    effect_tokens: list[TokenType]

    @model_validator(mode="after")
    def _tokens_fit(self):
        if len(self.effect_tokens) < len(self.effect_token_floors):
            raise ValueError("there are fewer effect tokens than floors to put them on")
        return self


class ElevatorData:
    """All Elevator data, checked for references between the files."""

    def __init__(self, cards: CardsFile, setup: SetupFile):
        unique_ids(cards.cards, "card", "elevator/cards.yaml")
        unique_ids(setup.effect_tokens, "effect token", "elevator/setup.yaml")
        self.card_types = {c.id: c for c in cards.cards}
        self.setup = setup
        self.tokens = {t.id: t for t in setup.effect_tokens}
        self.type_of_instance = {instance: c for c in cards.cards for instance in _instances(c)}
        self._instant_kinds: dict[tuple[str, str], tuple[CardType, ...]] = {}
        self.instant_cards_by_moment: dict[str, frozenset[str]] = {
            moment: frozenset(i for i, c in self.type_of_instance.items() if c.moment == moment)
            for moment in {c.moment for c in cards.cards if c.moment}}
        for mode_id, mode in setup.modes.items():
            for card_id in mode.remove_cards:
                if card_id not in self.card_types:
                    raise DataError(f"elevator/setup.yaml: mode '{mode_id}', field 'remove_cards': "
                                    f"unknown card '{card_id}'.")

    def deck_for(self, mode: str) -> list[str]:
        """Card instance ids ("up-1", "up-2", ...) of the mode's deck, in data order."""
        setup = self.setup.modes[mode]
        deck = []
        for card in self.card_types.values():
            if card.colour in setup.card_colours and card.id not in setup.remove_cards:
                deck.extend(_instances(card))
        return deck

    def instant_kinds(self, mode: str, moment: str) -> tuple[CardType, ...]:
        """The instant card types of a moment that the mode's deck holds (Beginner holds none)."""
        key = (mode, moment)
        if key not in self._instant_kinds:
            in_deck = {self.type_of_instance[c].id for c in self.deck_for(mode)}
            self._instant_kinds[key] = tuple(c for c in self.card_types.values()
                                             if c.moment == moment and c.id in in_deck)
        return self._instant_kinds[key]

    def card(self, instance: str) -> CardType:
        """The type of one card ("up-2" is an Up)."""
        return self.type_of_instance[instance]


def _instances(card: CardType) -> list[str]:
    """The ids of a card type's copies: "up-1", "up-2"..."""
    return [f"{card.id}-{n}" for n in range(1, card.count + 1)]


@cache
def elevator_data() -> ElevatorData:
    return ElevatorData(load(CardsFile, "elevator/cards.yaml"), load(SetupFile, "elevator/setup.yaml"))


def check_all() -> list[str]:
    """Load the Elevator files afresh (for validate-data); raises DataError when one is bad."""
    elevator_data.cache_clear()
    data = elevator_data()
    return [f"elevator/cards.yaml ({len(data.card_types)} card types, {len(data.deck_for('competitive'))} cards)",
            f"elevator/setup.yaml ({len(data.setup.modes)} modes, {len(data.tokens)} effect tokens)"]
