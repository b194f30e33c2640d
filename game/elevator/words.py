"""The Elevator in plain words: prompts for the deciding seat and descriptions of actions."""

from __future__ import annotations

from game.core.actions import Action
from game.core.contract import GameState
from game.elevator.board import floor_label, parse_location, where_words
from game.elevator.state import ElevatorState

MOMENT_WORDS = {
    "roll": "the die roll",
    "leave": "a worker about to leave",
    "arrive": "the elevator's arrival at its floor",
    "after_move": "what just happened on the elevator's floor",
}


def prompt_for(state: ElevatorState) -> str:
    result = state.result()
    if result is not None:
        return result.summary
    step = state.steps[-1]
    deciding = state.to_move()
    assert deciding is not None, "a game that is not over has a seat deciding"
    who = state.name(deciding)
    if step[0] == "window":
        return window_prompt(who, step[1])
    if step[0] == "exchange":
        return f"{who}: Alien swap — swap an Alien on {floor_label(step[1])} with one on another floor."
    if step[0] == "resolve":
        card = state.card_type(state.table_card).name if state.table_card else ""
        return f"{who}: choose where {card} takes effect."
    if step[0] == "alien_move":
        return (f"{who}: move one {'worker' if state.team else 'Alien'} between the elevator "
                f"and {floor_label(state.elevator)}.")
    if step[0] == "cards":
        return _card_step_prompt(state, who)
    prompts = {
        "marker": f"{who}: place your third workstation marker on a floor.",
        "roll": f"{who}: roll the die.",
        "hack": f"{who}: Hacker — choose the new die value.",
        "swap_pick": f"{who}: Card swap — choose a rival to swap a card with.",
        "swap": f"{who}: Card swap — choose your card and theirs.",
        "discard_effect": f"{who}: Discard card — discard one of your cards.",
    }
    return prompts.get(step[0], f"{who} to decide.")


def phase_label_for(state: ElevatorState) -> str:
    """The contract's line: the turn and whose it is, or "Game over"."""
    return GameState.phase_label(state)


def window_prompt(who: str, moment: str) -> str:
    if moment == "start":  # nothing has happened yet this turn: the elevator stands where it was left
        return f"{who}: you may play an instant card where the elevator stands, before the roll, or pass."
    return f"{who}: you may answer {MOMENT_WORDS.get(moment, moment)} with an instant card, or pass."


def _card_step_prompt(state: ElevatorState, who: str) -> str:
    if state.team:
        cards = "card" if state.plays_left == 1 else "cards"
        return f"{who}: play or discard up to {state.plays_left} more {cards}, or end your turn."
    if len(state.hands[state.active]) >= state.hand_limit:
        if state._may_play_now():
            return f"{who}: your hand is full — play or discard a card before drawing."
        return f"{who}: your hand is full — discard a card before drawing."
    return f"{who}: you may play a card, or end your turn."


def describe_action(state: ElevatorState, action: Action, viewer: int | None = None) -> str:
    """The action in plain words (no secret is named), told to ``viewer``: "You roll the die." to
    the one who acts, "Ann rolls the die." to everyone else."""
    actor = state.to_move()
    you = actor is not None and actor == viewer
    who = "You" if you else state.name(actor) if actor is not None else "Someone"

    def does(base: str, third: str | None = None) -> str:
        return f"{who} {base if you else third or base + 's'}"

    def seat_words(seat: int) -> str:
        return "you" if seat == viewer else state.name(seat)

    verb, args = action.verb, action.args
    if verb == "roll":
        return f"{does('roll')} the die."
    if verb == "pass":
        return f"{does('pass', 'passes')}."
    if verb == "end":
        return f"{does('end')} the card step."
    if verb == "play":
        return f"{does('play')} {state.card_type(args[0]).name}."
    if verb == "discard":
        return f"{does('discard')} {state.card_type(args[0]).name}."
    if verb == "die":
        return f"{does('turn')} the die to {args[0]}."
    if verb == "marker":
        return f"{does('put')} a workstation marker on Floor {args[0]}."
    if verb == "move":
        dest = parse_location(args[1])
        origin = floor_label(state.loc[args[0]]) if args[0] in state.loc else None
        towards = floor_label(dest) if dest is not None else args[1]
        if origin and state.move_waits_for_chatter(action):  # it leaves only once the window closes
            return (f"{does('send')} {state.label(args[0])} from {origin} towards {towards}; "
                    f"Chatter may still stop it.")
        return f"{does('move')} {state.label(args[0])} " + (f"from {origin} to {towards}." if origin
                                                              else f"to {towards}.")
    if verb == "alarm":
        return f"{does('sound')} the Alarm on Floor {args[0]} towards Floor {args[1]}."
    if verb == "swap-with":
        rival = int(args[0]) - 1
        hand = "your hand" if rival == viewer else f"{state.name(rival)}'s hand"
        return f"{does('look')} at {hand} to swap a card."
    if verb == "swap":
        top = state.steps[-1]
        assert top[0] == "swap", "a swap is chosen at the Card swap's step"
        return f"{does('swap')} a card with {seat_words(top[1])}."
    if verb == "exchange":
        first, second = (f"{state.label(a, 'the')} {where_words(state.loc[a])}" for a in args[:2])
        return f"{does('swap')} {first} with {second}."
    return f"{who}: {action}"


