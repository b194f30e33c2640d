"""Area 51 in plain words: prompts, the phase label and descriptions of actions.

Public cards are named by type ("orange 2"), never by id; a card played face down is "a
card" to everyone but the seat that played it (spec §6). Every text here is safe for any
viewer it is made for.
"""

from __future__ import annotations

from game.area51.basics import Area51Basics
from game.area51.equal_moves import distinct_moves
from game.core.actions import Action
from game.core.wording import plural


def a(word: str) -> str:
    """The word with its article: "a blue", "an orange"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def vehicle_name(state: Area51Basics, vehicle: str) -> str:
    return f"{state.data.vehicle_colour[vehicle]} {state.data.vehicle_kind[vehicle]}"


def route_words(route: str) -> str:
    return f"from {route[0]} towards {route[2]}"


def prompt_for(state: Area51Basics) -> str:
    result = state.result()
    if result is not None:
        return result.summary
    who = state.name(state.active)
    if state.step == "turn_start":
        if state.phase == "final":
            return (f"{who}: pick up a pile; in the final phase that is the only action "
                    f"({plural(state.piles_left(), 'pile')} left).")
        return (f"{who}: collect artifacts, build or raise a bunker, hire a truck or train, or pick up a pile."
                + quiet_warning(state))
    if state.step == "collect":
        return f"{who}: take {plural(state.takes_left, 'more artifact')} from the display or the deck."
    if state.step == "loading":
        choices = len(distinct_moves(state.legal_actions()))  # two equal cards into one bunker: one choice
        return f"{who}: store an artifact of the pile in a bunker ({plural(choices, 'choice')})."
    return f"{who}: {project_title(state)}: {project_needs(state)}."


def quiet_warning(state: Area51Basics) -> str:
    """Ruling 35: how many more turns without a play end the game, once every card is in a hand."""
    if not state.quiet_turns:
        return ""
    left = len(state.seats) + 1 - state.quiet_turns
    more = {1: "this turn", 2: "this turn and the next"}.get(left, f"this turn and the next {left - 1}")
    return f" Every card is in a hand: if no one plays in {more}, the game ends."


def project_title(state: Area51Basics) -> str:
    p = state.open_project()
    if p.kind == "bunker":
        cap = f" with a {p.cap} cap" if len(state.seat_colours[state.active]) > 1 else ""
        return f"{p.colour} bunker{cap} in region {p.region} on {p.target}"
    if p.kind == "level":
        return f"level {p.number} for the {p.colour} bunker on {p.target}"
    assert p.route is not None, "a hire names its route"
    return f"{vehicle_name(state, p.target)} {route_words(p.route)}"


def project_needs(state: Area51Basics) -> str:
    """What the project still needs, e.g. "place the face-up orange card and 2 more face-down cards"."""
    p = state.open_project()
    parts = [] if p.up else [f"place the face-up {p.colour} card"]
    if p.kind != "vehicle":
        if p.need > p.downs:
            parts.append(plural(p.need - p.downs, "more face-down card"))
        return " and ".join(parts) + f" in the hangars of region {p.region}"
    top = state.setup.max_number
    if p.downs < p.need:
        parts.append(f"at least {plural(p.need - p.downs, 'more face-down card')}")
    text = " and ".join(parts)
    if state.can_finish_hire():
        extra = f", or add face-down cards (up to {top})" if p.downs < top else ""
        return f"finish the hire with number {p.downs}{extra}"
    where = f" in the hangars of region {p.region}"
    if not text:
        return f"add face-down cards{where}: no token can show {p.downs}"
    return text + where


def phase_label_for(state: Area51Basics) -> str:
    if state.is_over():
        return "Game over"
    if state.phase == "final":
        return f"Final pick-ups: {plural(state.piles_left(), 'pile')} left"
    if state.phase == "last_round":
        seats = len(state.seats)
        still = [state.name((state.active + i) % seats) for i in range(state.turns_left)]
        return f"Last round: {', '.join(still)} still to play"
    return f"Turn {state.turn} · {state.name(state.active)}"


def describe_action(state: Area51Basics, action: Action, viewer: int | None) -> str:
    """The action in plain words, from the position before it, as ``viewer`` may know it."""
    actor = state.to_move()
    if actor is None:
        return "The game is over."
    you = viewer is not None and viewer == actor
    try:
        return _sentence(state, action, actor, viewer)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return f"{'You' if you else state.name(actor)}: {action.verb}"


def _sentence(state: Area51Basics, action: Action, actor: int, viewer: int | None) -> str:
    you = viewer is not None and viewer == actor
    who = "You" if you else state.name(actor)

    def verb(base: str, third: str | None = None) -> str:
        return base if you else (third or base + "s")

    label = state.label
    verb_name, args = action.verb, action.args
    if verb_name == "refresh":
        return f"{who} {verb('discard')} {label(args[0])} from hand and {verb('refresh', 'refreshes')} the display."
    if verb_name == "take":
        if args[0] == "deck":
            return f"{who} {verb('take')} a card from the deck."
        return f"{who} {verb('take')} {label(args[0])} from the display."
    if verb_name == "build":
        cap = f" with {a(args[2])} cap" if len(args) > 2 else ""
        space = state.next_space(args[1])
        where = f" (it will stand on {space})" if space else ""
        return f"{who} {verb('start')} {a(args[0])} bunker in region {args[1]}{cap}{where}."
    if verb_name == "upgrade":
        colour, owner, level = state.bunkers[args[0]]
        bunker = _bunker_words(state, owner, colour, viewer, actor)
        return f"{who} {verb('start')} level {level + 1} for {bunker} on {args[0]}."
    if verb_name == "hire":
        return f"{who} {verb('hire')} the {vehicle_name(state, args[0])}: {_hire_words(state, args[0], args[1])}."
    if verb_name == "up":
        return f"{who} {verb('play')} {label(args[0])} face up into {hangar_words(args[1])}."
    if verb_name == "down":
        if you:
            return f"You play {label(args[0])} face down into {hangar_words(args[1])}."
        return f"{who} plays a card face down into {hangar_words(args[1])}."
    if verb_name == "done" and state.project is not None:
        return f"{who} {verb('finish', 'finishes')} the hire with number {state.project.downs}."
    if verb_name == "pickup":
        count = len(state.hangars[args[0]])
        return f"{who} {verb('pick')} up the pile in {hangar_words(args[0])} ({plural(count, 'card')})."
    if verb_name == "load":
        colour, owner, _level = state.bunkers[args[1]]
        value = state.data.value_of[args[0]]
        bunker = _bunker_words(state, owner, colour, viewer, actor)
        return f"{who} {verb('store')} {label(args[0])} in {bunker} on {args[1]} (+{value})."
    return f"{who}: {verb_name}"


def hangar_words(hangar: str) -> str:
    """"the middle hangar of region A" for ``A-mid``, as the table shows it."""
    region, side = hangar.split("-")
    return f"the {'middle' if side == 'mid' else side} hangar of region {region}"


def _bunker_words(state: Area51Basics, owner: str, colour: str, viewer: int | None, actor: int) -> str:
    """"your green bunker", "Bob's green bunker", "their green bunker" (the actor's own, told to
    another); when a seat plays two colours, its cap's colour follows: "Ann's green bunker (pink cap)"."""
    seat = state.owner_seat[owner]
    cap = f" ({owner} cap)" if len(state.seat_colours[seat]) > 1 else ""
    if seat == viewer:
        return f"your {colour} bunker{cap}"
    return f"their {colour} bunker{cap}" if seat == actor else f"{state.name(seat)}'s {colour} bunker{cap}"


def _hire_words(state: Area51Basics, vehicle: str, route: str) -> str:
    current, number, _held = state.vehicles[vehicle]
    if current is None:
        return f"it leaves the depot to run {route_words(route)}"
    if current == route:
        return f"it stays where it runs, {route_words(route)}, and its number ({number}) will rise"
    return (f"it stops running {route_words(current)} to run {route_words(route)}, and its number ({number}) "
            "will rise")
