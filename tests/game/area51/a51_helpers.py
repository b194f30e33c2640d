"""Building Area 51 positions for the scenario tests, and reading their outcome.

Positions are plain dicts (docs/positions.md) loaded through ``game.area51.GAME.from_position``.
A scenario lists what it is about; ``deck_top`` names the next cards drawn (first drawn
first) and the unlisted cards lie below them, shuffled by the seed, so no draw that
matters is left to chance. Unless given, the display holds six fixed low cards that the
scenario does not use.
"""

from __future__ import annotations

import pytest

from game.area51 import GAME
from game.area51.positions import RawData
from game.area51.rules_data import area51_data
from game.core.contract import Seat
from game.core.errors import IllegalAction

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
COLOURS = ["white", "pink", "yellow", "red", "black", "purple"]
PAIRS = ["pink+purple", "black+white"]


def seats(players: int) -> list[dict]:
    colours = PAIRS if players == 2 else COLOURS
    return [{"name": NAMES[i], "colour": colours[i]} for i in range(players)]


def seat_objects(players: int) -> list[Seat]:
    return [Seat(s["name"], s["colour"]) for s in seats(players)]


def mode_of(players: int) -> str:
    return "two_player" if players == 2 else "standard"


def new_state(players: int, seed: int = 0, first_player: int | None = 0):
    mode = mode_of(players)
    chosen = seat_objects(players)
    return GAME.new_state(mode, chosen, GAME.check_setup(mode, chosen, {}), seed, first_player)


def _used(fields: dict) -> set[str]:
    used = {c for hand in fields.get("hands", []) for c in hand}
    used |= set(fields.get("discard", [])) | set(fields.get("deck_top", ()))
    used |= {c for c in fields.get("display", []) or [] if c}
    used |= {entry[1:].split("@")[0] for pile in fields.get("hangars", {}).values() for entry in pile}
    used |= set((fields.get("loading") or {}).get("pile", []))
    return used


def position(players: int = 4, rest_to=None, **fields):
    """A state from a position; Ann (seat 0) moves unless ``active`` says otherwise.

    ``rest_to`` puts every card the scenario does not list into the discard pile
    ("discard") or a seat's hand (its number) instead of the deck, to empty the deck.
    """
    data: RawData = {"mode": mode_of(players), "seats": seats(players), "active": 0}
    deck_top = list(fields.pop("deck_top", ()))
    used = _used({**fields, "deck_top": deck_top})
    data["hands"] = [[] for _ in range(players)]
    if "display" not in fields:
        spare = [c for c in area51_data().card_ids if c not in used]
        fields["display"] = spare[:6]
        used |= set(spare[:6])
    data.update(fields)
    data["hands"] = [list(h) for h in data["hands"]]
    data["deck"] = list(reversed(deck_top))
    if rest_to is not None:
        rest = [c for c in area51_data().card_ids if c not in used]
        if rest_to == "discard":
            data["discard"] = list(data.get("discard", [])) + rest
        else:
            data["hands"][rest_to] += rest
    return GAME.from_position(data)


def unused(*taken: str, count: int = 1, colour: str | None = None) -> list[str]:
    """Some cards of the game not among ``taken`` (of one colour when given)."""
    data = area51_data()
    return [c for c in data.card_ids if c not in taken and (colour is None or data.colour_of[c] == colour)][:count]


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def verbs(state) -> set[str]:
    return {a.verb for a in state.legal_actions()}


def run(state, *actions: str):
    for action in actions:
        state.apply(action)
    return state


def refused(state, action: str) -> str:
    """Apply an action that must be refused; return the reason, and check nothing changed."""
    before = state.to_position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.to_position() == before
    return str(caught.value)


def events(state, viewer=None) -> str:
    return " | ".join(state.events_for(viewer))


def hangar(state, name: str) -> list[str]:
    """A hangar's pile as position entries: "+orange2-1@white", "-green3-2@white"."""
    return state.to_position()["hangars"][name]


def bunker(state, space: str) -> tuple | None:
    return state.bunkers.get(space)
