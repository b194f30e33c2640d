"""The Elevator's components and set-up tables, loaded from ``data/elevator/``.

Besides their shape (the models), the files are checked for what a game can hold
(``_card_problems``, ``_setup_problems``): a die face off the board, a deal the deck or the hand
cannot give, a mode or an objectives row missing, workers the set-up cannot place. Each
problem names the file, the entry and the field.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import Field, model_validator

from game.core.contract import GameInfo, ModeInfo
from game.core.data import Id, Strict, load, unique_ids
from game.core.errors import DataError
from game.core.wording import plural
from game.elevator.board import FLOOR_NAMES, GROUND, TOP

CARDS_FILE, SETUP_FILE, GAME_FILE = "elevator/cards.yaml", "elevator/setup.yaml", "elevator/game.yaml"
MAX_COPIES = 20
"""The most copies of one card (the box holds 2 to 4)."""
MAX_BOSSES = 3

Floor = Literal["0", "1", "2", "3", "4", "5", "6", "A"]


class CardType(Strict):
    id: Id
    name: str
    colour: Literal["blue", "purple", "yellow"]
    effect: Literal["step", "ride", "boss_call", "transfer", "alarm", "wet_floor", "broken", "hacker", "chatter"]
    count: int = Field(ge=0, le=MAX_COPIES)
    short: str = Field(min_length=1)
    """The gist, for a card too small to hold ``text``."""
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
    bosses: int = Field(ge=1, le=MAX_BOSSES)
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
    id: Id
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
    def _tokens_fit(self) -> SetupFile:
        if len(self.effect_tokens) < len(self.effect_token_floors):
            raise ValueError("there are fewer effect tokens than floors to put them on")
        return self


class ElevatorData:
    """All Elevator data, checked for references between the files."""

    def __init__(self, cards: CardsFile, setup: SetupFile):
        unique_ids(cards.cards, "card", CARDS_FILE)
        unique_ids(setup.effect_tokens, "effect token", SETUP_FILE)
        problems = _card_problems(cards) + _setup_problems(setup, cards)
        if problems:
            raise DataError("\n".join(problems))
        self.card_types = {c.id: c for c in cards.cards}
        self.setup = setup
        self.tokens = {t.id: t for t in setup.effect_tokens}
        self.type_of_instance = {instance: c for c in cards.cards for instance in _instances(c)}
        self._instant_kinds: dict[tuple[str, str], tuple[CardType, ...]] = {}
        self.instant_cards_by_moment: dict[str, frozenset[str]] = {
            moment: frozenset(i for i, c in self.type_of_instance.items() if c.moment == moment)
            for moment in {c.moment for c in cards.cards if c.moment}}

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


def _card_problems(cards: CardsFile) -> list[str]:
    problems = []
    for number, card in enumerate(cards.cards, start=1):
        where = f"{CARDS_FILE}: entry {number} (id '{card.id}')"
        if card.effect == "step" and not card.directions:
            problems.append(f"{where}, field 'directions': a step card moves up, down or both (1, -1).")
        if card.effect == "ride" and card.floor is None:
            problems.append(f"{where}, field 'floor': a ride card names the floor it sends the elevator to.")
    return problems


def _setup_problems(setup: SetupFile, cards: CardsFile) -> list[str]:
    problems = []
    if tuple(setup.floors) != FLOOR_NAMES:
        problems.append(f"{SETUP_FILE}: field 'floors': the building has the floors {', '.join(FLOOR_NAMES)}.")
    for face in setup.die_faces:
        if not GROUND < face < TOP:
            problems.append(f"{SETUP_FILE}: field 'die_faces': {face} is not a floor from {GROUND + 1} to {TOP - 1}.")
    if setup.objective_markers > setup.workers_per_colour:
        problems.append(f"{SETUP_FILE}: field 'objective_markers': {setup.objective_markers} workstations need as "
                        f"many workers of a colour, not {setup.workers_per_colour}.")
    from game.core.registry import game_info  # the registry reads game.yaml through the core
    info = game_info("elevator")
    problems += _mode_list_problems(setup, info)
    for mode in info.modes:
        if mode.id in setup.modes:
            problems += _mode_problems(mode, setup.modes[mode.id], setup, cards, len(info.colours))
    competitive_counts = {n for m in info.modes if not m.team for n in range(m.min_players, m.max_players + 1)}
    problems += _objective_problems(setup, sorted(competitive_counts))
    return problems


def _mode_list_problems(setup: SetupFile, info: GameInfo) -> list[str]:
    problems = []
    ids = [m.id for m in info.modes]
    for mode in info.modes:
        if mode.id not in setup.modes:
            problems.append(f"{SETUP_FILE}: field 'modes': mode '{mode.id}' of {GAME_FILE} has no entry.")
        if mode.max_players > len(info.colours) or mode.min_players < 1:
            problems.append(f"{GAME_FILE}: mode '{mode.id}', field 'players': from 1 to {len(info.colours)} players, "
                            f"one for each colour.")
    for mode_id in setup.modes:
        if mode_id not in ids:
            problems.append(f"{SETUP_FILE}: field 'modes': '{mode_id}' is not a mode of {GAME_FILE} "
                            f"({', '.join(ids)}).")
    return problems


def _mode_problems(mode: ModeInfo, rules: ModeSetup, setup: SetupFile, cards: CardsFile, colours: int) -> list[str]:
    where = f"{SETUP_FILE}: mode '{mode.id}'"
    problems = []
    card_ids = {c.id for c in cards.cards}
    problems += [f"{where}, field 'remove_cards': unknown card '{c}'." for c in rules.remove_cards if c not in card_ids]
    deck = sum(c.count for c in cards.cards if c.colour in rules.card_colours and c.id not in rules.remove_cards)
    for players in range(mode.min_players, min(mode.max_players, colours) + 1):
        deal = rules.deal.get(players)
        if deal is None:
            problems.append(f"{where}, field 'deal': no entry for {plural(players, 'player')}.")
        elif deal > setup.hand_limit:
            problems.append(f"{where}, field 'deal', entry {players}: {deal} cards is more than the hand limit "
                            f"of {setup.hand_limit}.")
        elif players * deal > deck:
            problems.append(f"{where}, field 'deal', entry {players}: dealing {deal} to each of "
                            f"{plural(players, 'player')} takes more than the {deck} cards of the mode's deck.")
    if rules.team != mode.team:
        problems.append(f"{where}, field 'team': {GAME_FILE} says the mode is "
                        f"{'' if mode.team else 'not '}a team mode.")
    if rules.team:
        placed, needed = sum(rules.workers_per_floor.values()), setup.workers_per_colour * colours
        if placed != needed:
            problems.append(f"{where}, field 'workers_per_floor': places {placed} workers, not the {needed} of "
                            f"{colours} colours with {setup.workers_per_colour} each.")
        if rules.boss_start is None:
            problems.append(f"{where}, field 'boss_start': a team mode names the floor its bosses start on.")
    for option in mode.options:
        if option.id == "bosses":
            problems += [f"{GAME_FILE}: mode '{mode.id}', option 'bosses': {choice!r} is not 1 to {MAX_BOSSES} bosses."
                         for choice in option.choices if type(choice) is not int or not 1 <= choice <= MAX_BOSSES]
    return problems


def _objective_problems(setup: SetupFile, player_counts: list[int]) -> list[str]:
    problems = []
    forbidden = set(setup.objective_forbidden_floors)
    for players in player_counts:
        row = setup.objectives.get(players)
        where = f"{SETUP_FILE}: field 'objectives', entry {players}"
        if row is None:
            problems.append(f"{SETUP_FILE}: field 'objectives': no row for {players} players.")
            continue
        if len(row) != players:
            problems.append(f"{where}: needs a list of floors for each of the {players} players, not {len(row)}.")
        for seat, floors in enumerate(row, start=1):
            for floor in sorted(set(floors) & forbidden):
                problems.append(f"{where}, player {seat}: Floor {floor} cannot hold an objective "
                                "(objective_forbidden_floors).")
            if len(set(floors)) != len(floors) or len(floors) > setup.objective_markers:
                problems.append(f"{where}, player {seat}: at most {setup.objective_markers} different floors.")
        for floor in sorted({f for floors in row for f in floors}):
            held = sum(floor in floors for floors in row)
            if held > setup.objective_max_per_floor:
                problems.append(f"{where}: Floor {floor} holds {held} objectives, more than "
                                f"objective_max_per_floor ({setup.objective_max_per_floor}).")
    return problems


def _instances(card: CardType) -> list[str]:
    """The ids of a card type's copies: "up-1", "up-2"..."""
    return [f"{card.id}-{n}" for n in range(1, card.count + 1)]


@cache
def elevator_data() -> ElevatorData:
    return ElevatorData(load(CardsFile, CARDS_FILE), load(SetupFile, SETUP_FILE))


def check_all() -> list[str]:
    """Load the Elevator files afresh (for validate-data); raises DataError when one is bad."""
    elevator_data.cache_clear()
    data = elevator_data()
    return [f"elevator/cards.yaml ({len(data.card_types)} card types, {len(data.deck_for('competitive'))} cards)",
            f"elevator/setup.yaml ({len(data.setup.modes)} modes, {len(data.tokens)} effect tokens)"]
