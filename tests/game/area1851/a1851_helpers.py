"""Building Area 1851 positions for the scenario tests, and reading their outcome.

Positions are plain dicts (docs/positions.md) loaded through ``game.area1851.GAME.from_position``.
A scenario lists what it is about. Unless given: two players, turn 3, Ann's sitting in the
Action phase with Ann the lead, this turn's event Help Wanted (which has nothing left to do
once the Action phase is reached), nobody holding a feat, and every unlisted Tinker card in
the deck below ``deck_top`` (first drawn first), so no draw that matters is left to chance.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

import pytest

from game.area1851 import GAME
from game.area1851.rules_data import TinkerCard, area1851_data
from game.area1851.state import Area1851State
from game.core.contract import GameState, Result, Seat
from game.core.errors import IllegalAction

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
COLOURS = ["yellow", "purple", "white", "black", "pink"]
QUIET_EVENT = "help-wanted-1"


def seats(players: int) -> list[dict[str, str]]:
    return [{"name": NAMES[i], "colour": COLOURS[i]} for i in range(players)]


def seat_objects(players: int) -> list[Seat]:
    return [Seat(s["name"], s["colour"]) for s in seats(players)]


def new_state(players: int, seed: int = 0, first_player: int | None = 0, **options: Any) -> Area1851State:
    chosen = seat_objects(players)
    return GAME.new_state("standard", chosen, GAME.check_setup("standard", chosen, options), seed, first_player)


def position(count: int = 2, deck_top: Iterable[str] = (), rest_to: Literal["discard"] | int | None = None,
             **fields: Any) -> Area1851State:
    """A state from a position of ``count`` seats; ``players`` entries may be partial or missing.

    ``rest_to`` puts every Tinker card the scenario does not list onto the discard pile
    ("discard") or a seat's scrap heap (its number) instead of the deck, to empty the deck.
    """
    people = [dict(p) for p in fields.pop("players", [])]
    people += [{} for _ in range(count - len(people))]
    for person in people:
        person.setdefault("feats", [])
        person.setdefault("hand", [])
    data: dict[str, Any] = {"seats": seats(count), "turn": 3, "phase": "action", "first": 0, "event": QUIET_EVENT,
            "players": people}
    if "lead" in fields:
        data.pop("first")
    data.update(fields)
    data["tinker_deck"] = list(reversed(list(deck_top))) + list(data.get("tinker_deck", []))
    if rest_to is not None:
        rest = [c for c in area1851_data().tinker_ids if c not in _listed(data)]
        if rest_to == "discard":
            data["tinker_discard"] = list(data.get("tinker_discard", [])) + rest
        else:
            people[rest_to]["scrap"] = list(people[rest_to].get("scrap", [])) + rest
    return GAME.from_position(data)


def _listed(data: dict[str, Any]) -> set[str]:
    cards = set(data["tinker_deck"]) | set(data.get("tinker_discard", [])) | set(data.get("removed", []))
    for person in data["players"]:
        cards |= set(person.get("hand", [])) | set(person.get("scrap", []))
        for entry in person.get("table", []):
            cards |= {entry["gadget"], *(m for m in entry.get("mods", []) if m)}
    return cards


def area1851(state: GameState) -> Area1851State:
    """A state the contract hands out (a history's, a bot's sample) as the Area 1851 state it is."""
    assert isinstance(state, Area1851State)
    return state


def saved_position(name: str) -> Area1851State:
    """A position saved from a game, as ``tests/game/area1851/data/<name>.json`` holds it."""
    return area1851(GAME.from_position(json.loads((Path(__file__).parent / "data" / f"{name}.json").read_text())))


def outcome(state: GameState) -> Result:
    """The result of a game that is over."""
    result = state.result()
    assert result is not None, "the game is over"
    return result


def legal(state: GameState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def verbs(state: GameState) -> set[str]:
    return {a.verb for a in state.legal_actions()}


def run(state: Area1851State, *actions: str) -> Area1851State:
    for action in actions:
        state.apply(action)
    return state


def refused(state: GameState, action: str) -> str:
    """Apply an action that must be refused; return the reason, and check nothing changed."""
    before = state.to_position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.to_position() == before
    return str(caught.value)


def events(state: GameState, viewer: int | None = None) -> str:
    return " | ".join(state.events_for(viewer))


def dice(state: GameState, seat: int = 0) -> list[str | int | None]:
    """A seat's dice as a position writes them: 3, "2u", "4t", "1x"."""
    return state.to_position()["players"][seat]["dice"]


def table(state: GameState, seat: int = 0) -> list[dict[str, Any]]:
    return state.to_position()["players"][seat]["table"]


def card(card_id: str) -> TinkerCard:
    return area1851_data().cards[card_id]


def finish_sittings(state: Area1851State) -> None:
    """End every remaining sitting of the Action phase with ``done``."""
    while state.phase == "action":
        state.apply("done")


def play_to_next_turn(state: Area1851State) -> None:
    """Finish the Action phase and keep every assistant where it is."""
    turn = state.turn
    finish_sittings(state)
    while state.turn == turn and not state.is_over():
        state.apply("stay")
