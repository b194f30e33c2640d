"""Why an action is refused, in the rule's words (never in notation).

Only called for an action that is not among the legal ones, so these checks explain; the
rules themselves live in ``state.py``. Card names are given by type, never by id.
"""

from __future__ import annotations

from game.area51.basics import Area51Basics
from game.area51.fields import Project
from game.area51.words import a, hangar_words
from game.core.actions import Action
from game.core.wording import sentence_start

VERBS = ("refresh", "take", "build", "upgrade", "hire", "up", "down", "done", "pickup", "load")
ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh",
            8: "eighth", 9: "ninth", 10: "tenth"}


def ordinal(n: int) -> str:
    return ORDINALS.get(n, f"{n}th")


def count_words(n: int, word: str = "face-down artifact") -> str:
    names = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
    return f"{names.get(n, str(n))} {word}{'' if n == 1 else 's'}"


def why_not(state: Area51Basics, action: Action) -> str:
    if state.is_over():
        return "The game is over."
    verb = action.verb
    if verb not in VERBS:
        return f"'{verb}' is not an action of Area 51. {state.prompt()}"
    assert state.step is not None, "a game not over stands at a step"
    reason = STEP_REASONS[state.step](state, action)
    return reason or f"That is not possible now. {state.prompt()}"


def _hand(state: Area51Basics) -> list[str]:
    return state.hands[state.active]


def _card_name(state: Area51Basics, card: str) -> str:
    return state.label(card) if card in state.data.cards else f"'{card}'"


def _turn_start(state: Area51Basics, action: Action) -> str | None:
    verb, args = action.verb, action.args
    if state.phase == "final" and verb != "pickup":
        return "In the final phase the only action is to pick up a pile."
    if verb in ("up", "down", "done"):
        return "Cards are placed only for a declared bunker, level or hire: declare one first."
    if verb == "load":
        return "Artifacts are stored only from a pile just picked up."
    handlers = {"refresh": _refresh, "take": _take, "build": _build, "upgrade": _upgrade, "hire": _hire,
                "pickup": _pickup}
    return handlers[verb](state, args)


def _refresh(state: Area51Basics, args: tuple[str, ...]) -> str | None:
    if len(args) != 1:
        return "Name the card from your hand to discard: refresh CARD."
    if state.step != "turn_start":
        return "The display may be refreshed only once a turn, before the first card is taken."
    if not _hand(state):
        return "Refreshing the display costs a card from your hand, and your hand is empty."
    if args[0] not in _hand(state):
        return f"You hold no {_card_name(state, args[0])}."
    return None


def _take(state: Area51Basics, args: tuple[str, ...]) -> str | None:
    if len(args) != 1:
        return "Take one card: take CARD (from the display) or take deck."
    if args[0] == "deck":
        return "The deck and the discard pile are both empty: there is no card to take from the deck."
    return f"{_card_name(state, args[0]).capitalize()} is not in the display."


def _build(state: Area51Basics, args: tuple[str, ...]) -> str | None:
    data = state.data
    two_player = state.mode == "two_player"
    if len(args) != (3 if two_player else 2):
        if two_player:
            return "In the two-player game name the cap too: build COLOUR REGION CAP (one of your two colours)."
        return "Name the bunker's colour and region: build COLOUR REGION."
    colour, region = args[0], args[1]
    if colour not in data.colours:
        return f"A bunker is {', '.join(data.colours[:-1])} or {data.colours[-1]}, not {colour}."
    if region not in state.board.regions:
        return f"There is no region {region}."
    cap = args[2] if two_player else state.seat_colours[state.active][0]
    if cap not in state.seat_colours[state.active]:
        return f"You cap your bunkers with your own colours ({' or '.join(state.seat_colours[state.active])})."
    hand = _hand(state)
    if not any(data.colour_of[c] == colour for c in hand) or len(hand) < 2:
        return f"A new {colour} bunker costs one face-up {colour} artifact and one face-down artifact."
    if state.next_space(region) is None:
        return f"Region {region} has no empty building space."
    if state.markers[region] == 0:
        return f"Region {region} has no security marker left."
    if state.towers[colour] == 0:
        return f"There is no {colour} tower left in the middle."
    if state.caps_left[cap] == 0:
        return f"All {state.setup.caps} {cap} caps are already on bunkers."
    return None


def _upgrade(state: Area51Basics, args: tuple[str, ...]) -> str | None:
    if len(args) != 1:
        return "Name the bunker's space: upgrade SPACE."
    space = args[0]
    if space not in state.bunkers:
        return f"There is no bunker on {space}."
    colour, owner, level = state.bunkers[space]
    if owner not in state.seat_colours[state.active]:
        return "Only a bunker of your own colour can get another level."
    if state.markers[space[0]] == 0:
        return f"Region {space[0]} has no security marker left for a new level."
    return (f"{a(ordinal(level + 1)).capitalize()} level costs one face-up {colour} artifact and "
            f"{count_words(level + 1)}.")


def _hire(state: Area51Basics, args: tuple[str, ...]) -> str | None:
    if len(args) != 2:
        return "Name the vehicle and its route: hire VEHICLE ROUTE (hire truck-green C>B)."
    vehicle, route = args
    data = state.data
    if vehicle not in state.vehicles:
        return f"There is no vehicle {vehicle} (trucks and trains: {', '.join(data.vehicles)})."
    if route not in state.board.route_ends:
        return f"{route} is not a route: write FROM>TO with two different regions, e.g. A>B."
    _current, number, _held = state.vehicles[vehicle]
    top = state.setup.max_number
    if number >= top:
        return f"A vehicle with number {top} can neither move nor have its number raised."
    colour = data.vehicle_colour[vehicle]
    lowest = state.lowest_number(vehicle, number + 1)
    if lowest is None:
        return f"No free numbered token (or pair of tokens) can show a number above {number}."
    return (f"Hiring the {colour} {data.vehicle_kind[vehicle]} costs one face-up {colour} artifact and at "
            f"least {count_words(lowest)}.")


def _pickup(state: Area51Basics, args: tuple[str, ...]) -> str | None:
    if len(args) != 1 or args[0] not in state.hangars:
        return f"Name a hangar to pick up: {', '.join(state.board.hangars)}."
    return f"{sentence_start(hangar_words(args[0]))} holds no artifacts to pick up."


def _collect(state: Area51Basics, action: Action) -> str | None:
    if action.verb == "refresh":
        if state.refreshed:
            return "The display may be refreshed only once per turn."
        return "The display may be refreshed only before the first card is taken."
    if action.verb == "take":
        return _take(state, action.args)
    return (f"You are collecting: take {state.takes_left} more artifact{'s' if state.takes_left != 1 else ''} "
            "first (an action, once begun, must be finished).")


def _project(state: Area51Basics, action: Action) -> str | None:
    verb, args = action.verb, action.args
    p = state.open_project()
    if verb not in ("up", "down", "done"):
        return ("Finish the play you declared first: place its cards (an action, once begun, must be "
                "finished; undo takes the declaration back).")
    if verb == "done":
        return _done(state)
    if len(args) != 2:
        return f"Place one card into one hangar: {verb} CARD HANGAR."
    card, hangar = args
    if card not in _hand(state):
        return f"You hold no {_card_name(state, card)}."
    if hangar not in state.hangars:
        return f"There is no hangar {hangar}."
    if state.board.region_of_hangar[hangar] != p.region:
        return f"The cards of this play go into a hangar of region {p.region}, {_where(p)}."
    if verb == "up":
        if p.up is not None:
            return "This play already has its face-up card; every other card goes face down."
        if state.data.colour_of[card] != p.colour:
            return f"The face-up card of this play must be {p.colour}."
    top = state.setup.max_number
    if verb == "down" and p.kind == "vehicle" and p.downs >= top:
        return f"A number never goes above {top}: no more face-down cards."
    if verb == "down" and p.kind != "vehicle" and p.downs >= p.need:
        return f"This play takes exactly {count_words(p.need)}."
    return _short_of_cards(state, card, verb)


def _where(p: Project) -> str:
    if p.kind == "vehicle":
        return "the region the vehicle departs from"
    return "where the bunker stands"


def _short_of_cards(state: Area51Basics, card: str, verb: str) -> str:
    p = state.open_project()
    if verb == "down" and p.up is None and state.data.colour_of[card] == p.colour:
        return f"Keep {a(p.colour)} artifact for the face-up card, or the play cannot be finished."
    if p.kind == "vehicle" and p.targets[min(p.downs + (verb == 'down'), len(p.targets) - 1)] is None:
        return "No free numbered token could show the number this would need."
    return "After that card your hand could not pay the rest of this play."


def _done(state: Area51Basics) -> str:
    p = state.open_project()
    if p.kind != "vehicle":
        what = "bunker" if p.kind == "bunker" else "new level"
        return f"A {what} is finished by placing its last card, not by done."
    if p.up is None:
        return f"Place the face-up {p.colour} artifact first."
    if p.downs < p.need:
        return (f"The number must rise above {p.need - 1}: place at least {count_words(p.need)} "
                f"({p.downs} so far).")
    return f"No free numbered token (or pair of tokens) can show {p.downs}."


def _loading(state: Area51Basics, action: Action) -> str | None:
    if action.verb != "load":
        return "Store the picked-up artifacts first: while one can be stored, you must store one."
    if len(action.args) != 2:
        return "Store one artifact in one bunker: load CARD SPACE."
    card, space = action.args
    data = state.data
    if card not in state.pile:
        return f"{_card_name(state, card).capitalize()} is not in the picked-up pile."
    if space not in state.bunkers:
        return f"There is no bunker on {space}."
    colour, _owner, level = state.bunkers[space]
    card_colour, value = data.colour_of[card], data.value_of[card]
    if colour != card_colour:
        return f"{a(card_colour).capitalize()} artifact goes only into {a(card_colour)} bunker."
    if level < value:
        return (f"A level {level} bunker stores artifacts up to {level}; "
                f"{state.label(card)} needs level {value} or more.")
    if space in state.fed:
        return f"The bunker on {space} has already taken an artifact in this pick-up."
    assert state.pile_hangar is not None, "the loading step has its pile's hangar"
    region = state.board.region_of_hangar[state.pile_hangar]
    return (f"{space} is not in region {region}, and no {card_colour} truck or train leaving {region} "
            f"points to region {space[0]}.")


STEP_REASONS = {"turn_start": _turn_start, "collect": _collect, "project": _project, "loading": _loading}
