"""What must always hold in an Area 1851 position, and what each seat may not know (spec §6.1).

These are checks, not rules: the fuzzing and property tests call them after every action
to catch a rule that loses or duplicates a card, a die or an assistant, reputation that
does not add up to its causes, or a view that leaks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.area1851.dice import FREE, HALL, OUT
from game.area1851.feats import end_feats_shown

if TYPE_CHECKING:
    from game.area1851.state import Area1851State

PHASES = ("setup", "help_wanted", "bid", "bid_payment", "action", "assistants", "over")


def invariant_problems(state: Area1851State) -> list[str]:
    problems = _card_problems(state) + _table_problems(state) + _dice_problems(state)
    problems += _assistant_problems(state) + _phase_problems(state)
    for seat in range(state.n):
        made = sum(state.causes[seat].values())
        if made != state.rep[seat]:
            problems.append(f"{state.name(seat)}'s reputation {state.rep[seat]} is not the sum of its causes ({made}).")
        if state.ap[seat] < 0 or state.free_fiddles[seat] < 0 or state.rerolls[seat] < 0:
            problems.append(f"{state.name(seat)} has negative action points or credits.")
    over = state.is_over()
    if over != (state.to_move() is None) or over != (state.result() is not None):
        problems.append("The game's end, the seat to move and the result disagree.")
    return problems


def tinker_zones(state: Area1851State) -> list[str]:
    """Every Tinker card and won Universal Modification where it lies."""
    cards = state.tinker_deck + state.discard + state.removed
    for seat in range(state.n):
        cards += state.hands[seat] + state.scraps[seat]
        for gadget, mods, _made in state.tables[seat]:
            cards += [gadget, *(m for m in mods if m)]
    return cards


def _missing(placed: list[str], expected: Iterable[str], what: str) -> list[str]:
    counted, wanted = Counter(placed), Counter(expected)
    if counted == wanted:
        return []
    return [f"{what} lost or duplicated: missing {sorted((wanted - counted).elements())}, "
            f"extra {sorted((counted - wanted).elements())}."]


def _card_problems(state: Area1851State) -> list[str]:
    data = state.data
    universal = set(data.universal_ids)
    placed = tinker_zones(state)
    tinker = [c for c in placed if c not in universal]
    problems = _missing(tinker, data.tinker_ids, "Tinker cards")
    events = state.event_deck + state.events_seen + state.boxed + [c for c in placed if c in universal]
    if state.event is not None and not state.event_taken:
        events.append(state.event)
    problems += _missing(events, data.event_ids, "Event cards")
    feats = state.feat_deck + [f for seat in range(state.n) for f in state.feats_down[seat] + state.feats_up[seat]]
    problems += _missing(feats, data.feat_ids, "Feat cards")
    if state.event_taken and state.event not in placed:
        problems.append("This turn's Universal Modification was won but is in no player's hands or heap.")
    return problems


def _table_problems(state: Area1851State) -> list[str]:
    problems = []
    cards = state.data.cards
    for seat in range(state.n):
        for gadget, mods, made in state.tables[seat]:
            info = cards[gadget]
            if info.kind != "gadget" or len(mods) != len(info.sockets):
                problems.append(f"{gadget} on {state.name(seat)}'s table is not a gadget with {len(mods)} sockets.")
                continue
            if mods and None not in mods:
                problems.append(f"{gadget} has every socket filled but was not delivered (R28).")
            if not 1 <= made <= state.turn:
                problems.append(f"{gadget} was made on turn {made}, which has not come yet.")
            for kind, mod in zip(info.sockets, mods, strict=True):
                if mod is not None and (cards[mod].kind != "mod" or cards[mod].socket not in (None, kind)):
                    problems.append(f"{mod} does not fit the {kind} socket of {gadget}.")
    return problems


def _dice_problems(state: Area1851State) -> list[str]:
    problems = []
    for seat in range(state.n):
        values, states = state.dice[seat], state.die_states[seat]
        if len(values) != state.setup.dice or len(states) != state.setup.dice:
            problems.append(f"{state.name(seat)} has {len(values)} dice, not {state.setup.dice}.")
        for value, die_state in zip(values, states, strict=True):
            if die_state not in (FREE, 1, HALL, OUT) or (value is not None and value < 0):
                problems.append(f"{state.name(seat)} has a die showing {value} in state {die_state}.")
            if value is None and die_state != OUT and (state.phase == "action" or state.turn > 1):
                problems.append(f"{state.name(seat)} has a die that was never rolled, in phase {state.phase}.")
    return problems


def _assistant_problems(state: Area1851State) -> list[str]:
    problems = []
    total, in_play = state.setup.assistants.total, state.setup.assistants.in_play
    locations = state.data.location_ids
    for seat in range(state.n):
        places = state.places[seat]
        if len(places) != total:
            problems.append(f"{state.name(seat)} has {len(places)} assistants, not {total}.")
        for place in places:
            location, _, level = place.partition("/")
            if place != "reserve" and (location not in locations or level not in ("", "1", "2")):
                problems.append(f"{state.name(seat)} has an assistant on '{place}', which is no zone.")
            if level and state.phase != "action":
                problems.append(f"{state.name(seat)} has an activated assistant outside the Action phase.")
        for location in locations:
            if places.count(f"{location}/2") % 2:
                problems.append(f"{state.name(seat)} has an odd number of assistants on Level 2 of {location}.")
        if state.phase != "setup" and total - places.count("reserve") < in_play:
            problems.append(f"{state.name(seat)} has fewer than {in_play} assistants in play.")
    return problems


def _phase_problems(state: Area1851State) -> list[str]:
    problems = []
    if state.phase not in PHASES:
        return [f"Unknown phase {state.phase}."]
    if state.is_over():
        if state.queue or state.pending:
            problems.append("The game is over but a decision is still open.")
        return problems
    if not state.queue or any(not 0 <= s < state.n for s in state.queue):
        problems.append(f"The seats still to decide ({state.queue}) are not seats.")
    if state.pending is not None and state.phase != "action":
        problems.append("A bonus or feat choice is open outside the Action phase.")
    if (state.phase == "bid") != (state.bids is not None):
        problems.append("Bids are kept outside the bid, or missing in it.")
    if not 1 <= state.turn <= state.turns:
        problems.append(f"Turn {state.turn} is outside 1 to {state.turns}.")
    if not state.legal_actions():
        problems.append("The seat to move has no legal action.")
    return problems


def bid_tokens(state: Area1851State, player: int | None) -> set[str]:
    """While bids are being entered, every size a rival might have bid (its notation,
    "bid 2", must not show it): the sizes are revealed together (R12)."""
    if state.phase != "bid":
        return set()
    largest = max((len(state.scraps[s]) for s in range(state.n) if s != player), default=0)
    return {str(k) for k in range(largest + 1)}


def secrets_from(state: Area1851State, player: int | None) -> set[str]:
    """What ``player`` may not know (spec §6.1): other hands and scrap heaps, other face-down
    feats, the Tinker and Feat decks, the Event deck's random cards and the cards left in the
    box, and rivals' bid sizes before the reveal. A spectator (None) knows none of them.

    A won Universal Modification is no secret: its Event back shows whose hand or heap holds it."""
    data = state.data
    universal = set(data.universal_ids)
    secret = set(state.tinker_deck) | set(state.feat_deck) | set(state.boxed)
    secret |= {c for c in state.event_deck if c not in data.closers}
    for seat in range(state.n):
        if seat != player:
            secret.update(c for c in state.hands[seat] + state.scraps[seat] if c not in universal)
            secret.update(set(state.feats_down[seat]) - set(end_feats_shown(state, seat)))
    return secret | bid_tokens(state, player)
