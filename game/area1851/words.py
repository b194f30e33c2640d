"""Area 1851 in plain words: prompts, the phase label and descriptions of actions (spec §6.4).

Cards are named by their names, never by id. A card that goes somewhere hidden (scrapped
from the hand, exchanged, a Feat drawn) is "a card" to everyone but its owner, and a bid's
size is told only to its bidder until the bids are revealed together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.wording import plural

if TYPE_CHECKING:
    from game.area1851.state import Area1851State

PHASE_NAMES = {"setup": "Set-up", "help_wanted": "Help Wanted", "bid": "Universal Modification bids",
               "bid_payment": "Paying the winning bid", "action": "Action", "assistants": "Assistants"}


def phase_label_for(state: Area1851State) -> str:
    if state.is_over():
        return "Game over"
    who = state.name(state.active)
    if state.phase == "setup":
        return f"Set-up · {who} places an assistant"
    label = f"Turn {state.turn}/{state.turns} · {PHASE_NAMES[state.phase]} · {who}"
    if state.phase == "action" and state.lead != state.active:
        label += f" (lead {state.name(state.lead)})"
    return label


def prompt_for(state: Area1851State) -> str:
    seat = state.to_move()
    if seat is None:
        result = state.result()
        assert result is not None, "the game is over"
        return result.summary
    who = state.name(seat)
    if state.pending is not None:
        return f"{who}: {PENDING_PROMPTS[state.pending[0]](state)}"
    if state.phase == "setup":
        return f"{who}: place an assistant in the Idle zone of any location."
    if state.phase == "help_wanted":
        return f"{who}: Help Wanted: place an assistant from your reserve in the Idle zone of any location."
    if state.phase == "bid":
        heap = len(state.scraps[seat])
        if not heap:
            return f"{who}: your scrap heap is empty, so your bid for the Universal Modification is 0."
        return (f"{who}: bid a number of cards from your scrap heap for the Universal Modification "
                f"(0 to {heap}); all bids show together.")
    if state.phase == "bid_payment":
        assert state.last_bid is not None, "a bid is revealed before it is paid"
        more = "more " if state.to_pay < state.last_bid["bids"][seat] else ""
        return f"{who}: you won the bid; discard {plural(state.to_pay, more + 'card')} from your scrap heap."
    if state.phase == "assistants":
        return f"{who}: move one assistant to another location's Idle zone, or keep them all where they are."
    return f"{who}: {sitting_prompt(state, seat)}"


def sitting_prompt(state: Area1851State, seat: int) -> str:
    points = state.ap[seat]
    if points:
        text = (f"{plural(points, 'action point')} left. Fabricate, attach, scrap or take a Feat for 1 point; "
                "deliver, fiddle or activate an assistant at no cost; End my actions when done.")
    else:
        text = "No action point left: deliver, fiddle or activate an assistant at no cost; End my actions when done."
    extras: list[str] = []
    if state.free_fiddles[seat]:
        extras.append(plural(state.free_fiddles[seat], "free fiddle"))
    if state.rerolls[seat]:
        extras.append(plural(state.rerolls[seat], "re-roll"))
    if extras:
        text += f" You also have {' and '.join(extras)}."
    return text


def public_prompt(state: Area1851State) -> str:
    """What others read while a seat makes a private decision: only that it is deciding."""
    seat = state.to_move()
    if seat is None or state.phase not in ("bid", "bid_payment", "action"):
        return prompt_for(state)
    who = state.name(seat)
    return {"bid": f"{who} is choosing a bid.", "bid_payment": f"{who} is paying the winning bid.",
            "action": f"{who} is taking their actions."}[state.phase]


PENDING_PROMPTS: dict[str, Callable[[Area1851State], str]] = {
    "recycle": lambda s: "choose a modification to take off its gadget for its reputation (Recycler).",
    "recycle-gadget": lambda s: "choose a gadget to deliver onto your scrap heap (Recycler).",
    "town-hall": lambda s: f"choose the unused dice to place on the Town Hall ({s.pending_number()} reputation each).",
    "exchange": lambda s: "choose a card of your hand and a card of your scrap heap to swap (Storehouse).",
    "pay": lambda s: "discard a scrap card; then build another scrap card without dice or points (Storehouse).",
    "build": lambda s: "fabricate or attach a card from your scrap heap, free (Storehouse).",
    "replicate": lambda s: f"discard a card of your hand; then you draw {s.pending_number()} (Replicator).",
    "feat": lambda s: "this delivery meets more than one of your feats: choose the one it completes.",
}


def describe_action(state: Area1851State, action: Action, viewer: int | None) -> str:
    """The action in plain words, from the position before it, as ``viewer`` may know it."""
    actor = state.to_move()
    if actor is None:
        return "The game is over."
    you = viewer is not None and viewer == actor
    try:
        return SENTENCES[action.verb](Words(state, actor, you), *action.args)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return f"{'You' if you else state.name(actor)}: {action.verb}"


class Words:
    """Helpers for one sentence: who acts, and verbs in the right person."""

    def __init__(self, state: Area1851State, actor: int, you: bool) -> None:
        self.state, self.actor, self.you = state, actor, you
        self.who = "You" if you else state.name(actor)
        self.their = "your" if you else "their"

    def verb(self, base: str, third: str | None = None) -> str:
        return base if self.you else (third or base + "s")

    def card(self, card: str) -> str:
        return self.state.card_name(card)

    def location(self, location: str) -> str:
        return self.state.data.locations[location].name


def _place(w: Words, location: str) -> str:
    return f"{w.who} {w.verb('place')} an assistant at the {w.location(location)}."


def _bid(w: Words, count: str) -> str:
    if w.you:
        return f"You bid {plural(int(count), 'scrap card')}."
    return f"{w.who} bids."


def _pay(w: Words, card: str) -> str:
    why = "the winning bid" if w.state.phase == "bid_payment" else "Storehouse"
    return f"{w.who} {w.verb('discard')} {w.card(card)} from {w.their} scrap heap ({why})."


def _fabricate(w: Words, card: str, paid: str) -> str:
    if paid == "free":
        return f"{w.who} {w.verb('fabricate')} {w.card(card)} from {w.their} scrap heap, free (Storehouse)."
    return f"{w.who} {w.verb('fabricate')} {w.card(card)} with {w.state.dice_words(w.actor, paid)}."


def _attach(w: Words, card: str, target: str, paid: str) -> str:
    gadget, number = target.rsplit(":", 1)
    socket = w.state.data.cards[gadget].sockets[int(number) - 1]
    where = f"{w.card(gadget)} (socket {number}, {socket})"
    if paid == "free":
        return f"{w.who} {w.verb('attach', 'attaches')} {w.card(card)} from {w.their} scrap heap to {where}, free."
    return f"{w.who} {w.verb('attach', 'attaches')} {w.card(card)} to {where} with {w.state.dice_words(w.actor, paid)}."


def _deliver(w: Words, gadget: str) -> str:
    return f"{w.who} {w.verb('deliver')} {w.card(gadget)}."


def _scrap(w: Words, card: str) -> str:
    state = w.state
    if card in state.hands[w.actor]:
        if w.you:
            return f"You scrap {w.card(card)} from your hand."
        if state.data.cards[card].universal:
            return f"{w.who} scraps the {w.card(card)} from their hand."
        return f"{w.who} scraps a card from their hand."
    for gadget, mods, _made in state.tables[w.actor]:
        if gadget == card:
            return f"{w.who} {w.verb('scrap')} {w.card(card)} from {w.their} table, with its modifications."
        if card in mods:
            return f"{w.who} {w.verb('scrap')} {w.card(card)} from {w.card(gadget)}."
    return f"{w.who} {w.verb('scrap')} a card."


def _take_feat(w: Words) -> str:
    return f"{w.who} {w.verb('take')} a Feat card."


def _fiddle(w: Words, die: str, direction: str, payer: str) -> str:
    shown = w.state.dice[w.actor][int(die[1:]) - 1]
    if shown is None:
        raise ValueError(f"{die} has not been rolled")  # describe_action's fallback line tells it
    value = shown + (1 if direction == "up" else -1)
    paid = "with a free fiddle" if payer == "free" else f"paying {w.card(payer)} from {w.their} scrap heap"
    return f"{w.who} {w.verb('turn')} {die} {direction} to {value}, {paid}."


def _activate(w: Words, location: str, level: str) -> str:
    return f"{w.who} {w.verb('activate')} the {w.location(location)} at Level {level}."


def _reroll(w: Words, dice: str) -> str:
    return f"{w.who} {w.verb('re-roll')} {dice}."


def _recycle(w: Words, card: str) -> str:
    gadget = next((g for g, mods, _made in w.state.tables[w.actor] if card in mods), None)
    source = f" from {w.card(gadget)}" if gadget else ""
    return f"{w.who} {w.verb('recycle')} {w.card(card)}{source}."


def _recycle_gadget(w: Words, gadget: str) -> str:
    return f"{w.who} {w.verb('deliver')} {w.card(gadget)} to the Recycler."


def _town_hall(w: Words, dice: str) -> str:
    points = w.state.pending_number() * len(dice.split("+"))
    return f"{w.who} {w.verb('place')} {dice} on the Town Hall (+{points})."


def _exchange(w: Words, from_hand: str, from_scrap: str) -> str:
    if w.you:
        return f"You swap {w.card(from_hand)} from your hand for {w.card(from_scrap)} from your scrap heap."
    return f"{w.who} swaps a card of their hand with a card of their scrap heap."


def _replicate(w: Words, card: str) -> str:
    return f"{w.who} {w.verb('discard')} {w.card(card)} at the Replicator."


def _complete(w: Words, feat: str) -> str:
    return f"{w.who} {w.verb('complete')} the feat {w.card(feat)}."


def _done(w: Words) -> str:
    left = w.state.ap[w.actor]
    unspent = f" with {plural(left, 'action point')} unspent" if left else ""
    return f"{w.who} {w.verb('end')} {w.their} actions{unspent}."


def _move(w: Words, assistant: str, location: str) -> str:
    """An assistant is named by where it stands (two at one place are alike)."""
    index = w.state.data.assistant_names.index(assistant)
    origin = w.location(w.state.places[w.actor][index])
    return f"{w.who} {w.verb('move')} an assistant from the {origin} to the {w.location(location)}."


def _stay(w: Words) -> str:
    return f"{w.who} {w.verb('keep')} {w.their} assistants where they are."


SENTENCES: dict[str, Callable[..., str]] = {
    "place": _place, "bid": _bid, "pay": _pay, "fabricate": _fabricate, "attach": _attach,
    "deliver": _deliver, "scrap": _scrap, "take-feat": _take_feat, "fiddle": _fiddle,
    "activate": _activate, "reroll": _reroll, "recycle": _recycle, "recycle-gadget": _recycle_gadget,
    "town-hall": _town_hall, "exchange": _exchange, "replicate": _replicate, "complete": _complete,
    "done": _done, "move": _move, "stay": _stay,
}
