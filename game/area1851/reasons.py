"""Why an action is refused, in the rule's words, never in notation (R64).

Only called for an action that is not among the legal ones, so these checks explain; the
rules themselves live in the rule modules. Cards are named by their names, never by id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.area1851.dice import HALL, OUT, USED, dice_in, parse_set
from game.area1851.rules_data import TinkerCard
from game.area1851.words import PENDING_PROMPTS, prompt_for
from game.core.actions import Action
from game.core.wording import plural

if TYPE_CHECKING:
    from game.area1851.state import Area1851State

Args = tuple[str, ...]
"""An action's arguments."""

PHASE_OF_VERB = {
    "place": ("setup", "help_wanted"), "bid": ("bid",), "move": ("assistants",), "stay": ("assistants",),
}
ACTION_VERBS = ("fabricate", "attach", "deliver", "scrap", "take-feat", "fiddle", "activate", "reroll",
                "recycle", "recycle-gadget", "town-hall", "exchange", "replicate", "complete", "done")
WHEN = {
    "place": "Assistants are placed only during the set-up and when Help Wanted asks for them.",
    "bid": "Bids are made only when a Universal Modification is revealed, each player in turn.",
    "move": "Assistants move only in the Assistants phase, after every player's actions.",
    "stay": "Assistants move only in the Assistants phase, after every player's actions.",
    "pay": "Scrap cards are paid only for a won bid or at the Storehouse (Level 2).",
}
BONUS_VERB = {"recycle": "recycle", "recycle-gadget": "recycle-gadget", "town-hall": "town-hall",
              "exchange": "exchange", "pay": "pay", "replicate": "replicate", "complete": "feat"}
BONUS_SOURCE = {"recycle": "the Recycler at Level 1", "recycle-gadget": "the Recycler at Level 2",
                "town-hall": "the Town Hall", "exchange": "the Storehouse at Level 1",
                "pay": "the Storehouse at Level 2", "replicate": "the Replicator at Level 1",
                "complete": "a delivery that meets several of your feats"}


def why_not(state: Area1851State, action: Action, verbs: tuple[str, ...]) -> str:
    """Why ``action`` is refused; ``verbs``: every verb the game knows."""
    if state.is_over():
        return "The game is over."
    verb = action.verb
    if verb not in verbs:
        return f"That is not an action of Area 1851. {prompt_for(state)}"
    if state.pending is not None:
        kind = state.pending[0]
        if BONUS_VERB.get(verb) == kind or (kind == "build" and verb in ("fabricate", "attach")):
            return _bonus_reason(state, action) or f"That is not possible now. {prompt_for(state)}"
        return f"First finish what you started: {PENDING_PROMPTS[kind](state)}"
    if state.phase == "bid_payment":
        if verb == "pay":
            return "Pay with a card of your own scrap heap."
        return f"First pay your winning bid: {plural(state.to_pay, 'card')} from your scrap heap."
    if verb in PHASE_OF_VERB and state.phase not in PHASE_OF_VERB[verb]:
        return WHEN[verb]
    if verb in ACTION_VERBS and state.phase != "action":
        return "That is an action of the Action phase, where each player takes their turn to act (R4)."
    reason = REASONS.get(verb, _no_reason)(state, action.args)
    return reason or f"That is not possible now. {prompt_for(state)}"


def _seat(state: Area1851State) -> int:
    return state.queue[0]


def _no_reason(state: Area1851State, args: Args) -> str | None:
    return None


def _name(state: Area1851State, card: str) -> str:
    return state.card_name(card) if card in state.data.cards or card in state.data.feats else "that card"


def _place(state: Area1851State, args: Args) -> str | None:
    if len(args) != 1 or args[0] not in state.data.locations:
        names = ", ".join(loc.name for loc in state.data.locations.values())
        return f"Choose one of the locations: {names}."
    return None


def _bid(state: Area1851State, args: Args) -> str | None:
    top = len(state.scraps[_seat(state)])
    return f"Bid a number of cards from 0 to {top}, the cards in your scrap heap."


def _move(state: Area1851State, args: Args) -> str | None:
    names = state.data.assistant_names
    if len(args) != 2 or args[0] not in names or args[1] not in state.data.locations:
        return "Choose one of your assistants on the board and another location for it."
    place = state.places[_seat(state)][names.index(args[0])]
    if place == "reserve":
        return f"{args[0]} is still in reserve; only assistants on the board move."
    return f"{args[0]} is already at the {state.data.locations[args[1]].name}: move it to a different location."


def _points(state: Area1851State, what: str, card_leaves: bool = True) -> str | None:
    if state.ap[_seat(state)] < 1:
        tip = " (a card leaving your hand costs one)" if card_leaves else ""
        return f"{what} costs an action point, and you have none left{tip}."
    return None


def _dice_reason(state: Area1851State, paid: str, cost: int) -> str | None:
    seat = _seat(state)
    mask = parse_set(paid, state.setup.dice)
    if mask is None:
        return f"Choose which of your {state.setup.dice} dice pay, each die once."
    for i in dice_in(mask):
        die_state = state.die_states[seat][i]
        if die_state == USED:
            return f"d{i + 1} was already used this turn to fabricate or attach."
        if die_state == HALL:
            return f"d{i + 1} stands on the Town Hall until the next Roll phase."
        if die_state == OUT:
            return f"d{i + 1} sits out this turn."
    total = 0
    for i in dice_in(mask):
        value = state.dice[seat][i]
        assert value is not None, "an unused die has been rolled"
        total += value
    if total != cost:
        return f"{paid} shows {total}, but the cost is {cost}: the dice must add up to it exactly."
    return None


def _fabricate(state: Area1851State, args: Args) -> str | None:
    if len(args) != 2:
        return "Choose a gadget from your hand and the dice that pay its cost."
    card, paid = args
    seat = _seat(state)
    if card not in state.hands[seat]:
        return f"You hold no {_name(state, card)} in your hand."
    info = state.data.cards[card]
    if info.kind != "gadget":
        return f"{info.name} is a modification: attach it to a gadget on your table."
    return _points(state, "Fabricating") or _dice_reason(state, paid, info.cost)


def _attach(state: Area1851State, args: Args) -> str | None:
    if len(args) != 3 or ":" not in args[1]:
        return "Choose a modification from your hand, an open socket of one of your gadgets and the dice that pay."
    card, target, paid = args
    seat = _seat(state)
    if card not in state.hands[seat]:
        return f"You hold no {_name(state, card)} in your hand."
    info = state.data.cards[card]
    if info.kind != "mod":
        return f"{info.name} is a gadget: fabricate it onto your table."
    return _socket_reason(state, info, target) or _points(state, "Attaching") or _dice_reason(state, paid, info.cost)


def _socket_reason(state: Area1851State, info: TinkerCard, target: str) -> str | None:
    seat = _seat(state)
    gadget, number = target.rsplit(":", 1)
    gadgets = [g for g, _m, _t in state.tables[seat]]
    if gadget not in gadgets:
        return f"{_name(state, gadget)} is not on your table."
    sockets = state.data.cards[gadget].sockets
    if not number.isdigit() or not 1 <= int(number) <= len(sockets):
        return f"{state.card_name(gadget)} has sockets 1 to {len(sockets)}."
    kind = sockets[int(number) - 1]
    if state.tables[seat][gadgets.index(gadget)][1][int(number) - 1] is not None:
        return f"Socket {number} of {state.card_name(gadget)} already holds a modification."
    if info.socket is not None and info.socket != kind:
        return f"{info.name} fits a {info.socket} socket; socket {number} of {state.card_name(gadget)} is a {kind}."
    if info.socket is not None and target not in state.open_sockets(seat, info):
        return (f"Sockets of one type on a gadget are alike: {info.name} goes into the first open {kind} "
                f"socket of {state.card_name(gadget)}.")
    return None


def _deliver(state: Area1851State, args: Args) -> str | None:
    name = _name(state, args[0]) if args else "that card"
    return f"{name[0].upper()}{name[1:]} is not a gadget on your table."


def _scrap(state: Area1851State, args: Args) -> str | None:
    return (_points(state, "Scrapping")
            or "Scrap a card of your hand, a gadget of your table or one of its modifications.")


def _take_feat(state: Area1851State, args: Args) -> str | None:
    return _points(state, "Taking a Feat card", card_leaves=False) or "The Feat deck is empty."


def _fiddle(state: Area1851State, args: Args) -> str | None:
    if len(args) != 3 or args[1] not in ("up", "down"):
        return "Choose an unused die, up or down, and a scrap card to pay for it (or a free fiddle)."
    seat = _seat(state)
    die, direction, payer = args
    if die not in state.data.die_names:
        return f"You have {state.setup.dice} dice, numbered 1 to {state.setup.dice}."
    index = int(die[1:]) - 1
    die_state = state.die_states[seat][index]
    if die_state != 0:
        why = "used" if die_state == USED else "not available"
        return f"Only an unused die can be fiddled; {die} is {why} this turn."
    if direction == "down" and state.dice[seat][index] == 0:
        return "A die cannot go below 0."
    if payer == "free":
        return "A free fiddle comes from activating the Workshop at Level 1."
    return f"Each fiddle costs a card of your scrap heap, and {_name(state, payer)} is not in yours."


def _activate(state: Area1851State, args: Args) -> str | None:
    if len(args) != 2 or args[0] not in state.data.locations or args[1] not in ("1", "2"):
        return "Choose a location where you have an idle assistant, and Level 1 or Level 2."
    seat = _seat(state)
    location, level = args[0], int(args[1])
    info = state.data.locations[location]
    if state.event is not None and state.closed(location):
        return f"The {info.name} is closed this turn ({state.card_name(state.event)})."
    idle = state.places[seat].count(location)
    if idle < level:
        need = "one of your assistants" if level == 1 else "two of your own idle assistants"
        return f"Level {level} of the {info.name} needs {need} in its Idle zone."
    return f"The {info.name}'s Level {level} bonus could do nothing now: {CANNOT[info.levels[level - 1].kind]}."


CANNOT = {
    "recycle_modification": "none of your gadgets holds a modification",
    "recycle_gadget": "you have no gadget on your table",
    "town_hall": "you have no unused die",
    "exchange": "it needs a card in your hand and one in your scrap heap",
    "build_from_scrap": "after discarding one scrap card no other scrap card could be built",
    "discard_draw": "your hand is empty",
    "reroll": "every die sits out this turn",
}


def _reroll(state: Area1851State, args: Args) -> str | None:
    seat = _seat(state)
    if not state.rerolls[seat]:
        return "A re-roll comes from activating the Workshop at Level 2, once."
    mask = parse_set(args[0], state.setup.dice) if len(args) == 1 else None
    if mask is None:
        return "Choose which of your dice to re-roll."
    return "A die that sits out this turn cannot be re-rolled."


def _bonus_reason(state: Area1851State, action: Action) -> str | None:
    """An action of the right kind for the open choice, but not one of its options."""
    seat, verb, args = _seat(state), action.verb, action.args
    if verb == "town-hall":
        return "Place one or more of your unused dice on the Town Hall."
    if verb in ("recycle", "recycle-gadget"):
        if verb == "recycle":
            return "Choose a modification on one of your gadgets."
        return "Choose a gadget on your table."
    if verb == "exchange":
        return "Swap a card of your hand with a card of your scrap heap."
    if verb == "replicate":
        return "Discard a card of your hand."
    if verb == "pay":
        if args and args[0] in state.scraps[seat]:
            return "After that card no other scrap card could be built: pay with a different one."
        return "Pay with a card of your scrap heap."
    if verb == "complete":
        return "Choose one of the feats this delivery meets."
    if args and args[0] not in state.scraps[seat]:
        return f"Build from your scrap heap: {_name(state, args[0])} is not in it."
    if args and args[-1] != "free":
        return "The Storehouse builds without dice or action points."
    return None


Reason = Callable[["Area1851State", Args], str | None]

REASONS: dict[str, Reason] = {"place": _place, "bid": _bid, "move": _move, "fabricate": _fabricate, "attach": _attach,
           "deliver": _deliver, "scrap": _scrap, "take-feat": _take_feat, "fiddle": _fiddle,
           "activate": _activate, "reroll": _reroll}


def _only_from(source: str) -> Reason:
    return lambda state, args: f"That choice comes only from {source}."


for _verb, _source in BONUS_SOURCE.items():
    REASONS.setdefault(_verb, _only_from(_source))
