"""Argo in plain words: prompts, the phase label and descriptions of actions.

Everything in Argo is public except the module stack's order, and no text here names a tile
still in the stack: a tile is named only when it is placed, in the display or on the station.
"""

from __future__ import annotations

from collections.abc import Callable

from game.argo.fields import ArgoFields, JumpStep, PilotStep, Step, TmWindowStep
from game.argo.grid import ORIGIN, cell_text, to_cell
from game.core.actions import Action
from game.core.wording import plural, sentence_start

ALIEN_STEPS = frozenset(("alien_phase", "alien_move", "alien_push", "kills"))
PHASE_NAMES = {"start": "Turn start", "alien": "Alien phase", "build": "Building phase", "actions": "Action phase",
               "end": "End of turn"}


def phase_of(state: ArgoFields) -> str:
    """start, alien, build, actions or end: where the active player's turn stands."""
    for step in reversed(state.steps):
        kind = step[0]
        if step[0] == "tm_window" or step[0] == "tm_open":
            return "start" if step[1] == "start" else "actions"
        if kind in ALIEN_STEPS:
            return "alien"
        if kind == "build":
            return "build"
        if kind in ("actions", "action_done"):
            return "actions"
        if kind == "turn_start":
            return "start"
        if kind == "end_turn":
            return "end"
    return "end"


def astronaut_words(state: ArgoFields, astro: str, viewer: int | None) -> str:
    """"your Pilot" for its owner, "Ann's Pilot" for everyone else."""
    role = state.data.role_name[state.role[astro]]
    owner = state.owner[astro]
    return f"your {role}" if owner == viewer else f"{state.name(owner)}'s {role}"


def place_words(state: ArgoFields, cell: int) -> str:
    if cell == ORIGIN:
        return "the Waking Room"
    tile = state.station.tile_at(cell)
    if tile is None:
        return cell_text(cell)
    return f"the {state.data.tile[tile].name} at {cell_text(cell)}"


def alien_words(state: ArgoFields, alien: str) -> str:
    """Aliens look alike, so one is named by where it stands: "the Alien on the Corridor at 2,0"."""
    return f"the Alien on {place_words(state, state.alien_cell[alien])}"


def tile_words(state: ArgoFields, tile: str) -> str:
    return state.data.tile[tile].spoken


def prompt_for(state: ArgoFields) -> str:
    result = state.result()
    if result is not None:
        return result.summary
    seat = state.to_move()
    assert seat is not None, "a game not over has a seat to move"
    step = state.steps[-1]
    return f"{state.name(seat)}: {PROMPTS[step[0]](state, step, seat)}"


def _actions_prompt(state: ArgoFields, step: Step, seat: int) -> str:
    if state.active in state.first_turn:
        return "first turn: move one Astronaut (a single Move is the whole Action phase)."
    done = state.setup.actions_per_turn - state.actions_left
    return (f"action {done + 1} of {state.setup.actions_per_turn}: move an Astronaut or activate a module "
            "where one stands, or end the actions.")


def _pilot_choices(state: ArgoFields) -> str:
    """What the Pilot may do, as the legal actions allow (flying needs a free place to fly to)."""
    kinds = {a.args[0] for a in state.legal_actions() if a.verb == "pilot"}
    said = [words for kind, words in (("stay", "stay"), ("launch", "take off alone now"),
                                      ("move", "fly the pod to another place (drag the pod)")) if kind in kinds]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + ", or " + said[-1]


def _window_prompt(state: ArgoFields, step: TmWindowStep, seat: int) -> str:
    when = "at the start of" if step[1] == "start" else "between the two actions of"
    return f"use the Time Machine {when} {state.name(state.active)}'s turn, or pass?"


def _jump_prompt(state: ArgoFields, step: JumpStep, seat: int) -> str:
    _kind, astro, moves_left, _start, steps_taken = step
    if steps_taken == 1:
        return f"Jump Room: {astronaut_words(state, astro, seat)} may take a second step, or stop here."
    number = 3 - moves_left
    optional = ", or stop" if moves_left < 2 else ""
    return f"Jump Room: move {astronaut_words(state, astro, seat)} (Move {number} of 2){optional}."


PROMPTS: dict[str, Callable[..., str]] = {
    "tm_window": _window_prompt,
    "tm_action": lambda s, step, seat: "your Time Machine action: move one of your Astronauts, or activate "
                                       "another module where one of them stands.",
    "alien_move": lambda s, step, seat: "move one Alien one step.",
    "alien_push": lambda s, step, seat: f"an Alien is pushed out of {place_words(s, step[1])}: "
                                        "choose where it goes.",
    "kill": lambda s, step, seat: f"choose whom the Alien kills on {place_words(s, s.alien_cell[step[1]])}.",
    "build": lambda s, step, seat: "add a display module or the top escape pod to the station.",
    "actions": _actions_prompt,
    "push": lambda s, step, seat: f"{place_words(s, step[1])} is full: push one Astronaut out of it.",
    "teleport": lambda s, step, seat: f"choose where the Teleporter sends {astronaut_words(s, step[1], seat)}.",
    "pilot": lambda s, step, seat: f"{astronaut_words(s, step[1], seat)} is the first aboard {tile_words(s, step[2])}: "
                                   f"{_pilot_choices(s)}.",
    "explorer": lambda s, step, seat: f"{astronaut_words(s, step[1], seat)} may take a second step, or stop here.",
    "jump": _jump_prompt,
    "lab": lambda s, step, seat: "Lab: choose an Astronaut and an Alien to swap.",
    "relocate": lambda s, step, seat: "Control Room: choose a tile to move or turn, and its new place.",
    "laser": lambda s, step, seat: "Laser: choose the Alien to kill.",
    "revive": lambda s, step, seat: "Infirmary: choose an Astronaut on the Alien track to bring back.",
    "launch": lambda s, step, seat: "Security Center: choose the escape pod to launch.",
}


def phase_label_for(state: ArgoFields) -> str:
    if state.is_over():
        return "Game over"
    label = f"Turn {state.turn} · {state.name(state.active)} · {PHASE_NAMES[phase_of(state)]}"
    if state.acting != state.active:
        label += f" · Time Machine: {state.name(state.acting)} acts"
    if state.final_turns_left is not None:
        label += f" · final round, {plural(state.final_turns_left, 'turn')} left"
    return label


def forced_note(state: ArgoFields, action: Action) -> str:
    if action.verb == "end":
        return f"{state.name(state.active)} has no action to take: the Action phase ends."
    return describe_action(state, action, None).removesuffix(".") + " (the only choice)."


def describe_action(state: ArgoFields, action: Action, viewer: int | None) -> str:
    """The action in plain words, from the position before it."""
    actor = state.to_move()
    if actor is None:
        return "The game is over."
    try:
        sentence = _sentence(state, action, actor, viewer)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return f"{'You' if viewer == actor else state.name(actor)}: {action.verb}"
    return sentence_start(sentence)  # "Your Pilot ..." as well as "Ann's Pilot ..."


def _sentence(state: ArgoFields, action: Action, actor: int, viewer: int | None) -> str:
    you = viewer == actor
    who = "You" if you else state.name(actor)

    def s(base: str, third: str | None = None) -> str:
        return base if you else (third or base + "s")

    def astro(a: str) -> str:
        return astronaut_words(state, a, viewer)

    def own(a: str) -> str:
        """An Astronaut as the object of its owner's own action: "Ann moves their Grunt"."""
        if state.owner[a] == actor and not you:
            return f"their {state.data.role_name[state.role[a]]}"
        return astro(a)

    verb, args = action.verb, action.args
    step = state.steps[-1]  # the step an action of these verbs answers (any other falls to the last line)
    if verb == "alien":
        return f"{who} {s('move')} {alien_words(state, args[0])} to {place_words(state, to_cell(args[1]))}."
    if verb == "push" and (step[0] == "push" or step[0] == "alien_push"):
        moved = f"the Alien from {place_words(state, step[1])}" if args[0] in state.data.aliens else own(args[0])
        return f"{who} {s('push', 'pushes')} {moved} to {place_words(state, to_cell(args[1]))}."
    if verb == "kill" and step[0] == "kill":
        return f"{alien_words(state, step[1])} kills {astro(args[0])}."
    if verb == "place":
        return f"{who} {s('add')} {tile_words(state, args[0])} at {args[1]}, turned {args[2]}°."
    if verb == "move":
        return f"{who} {s('move')} {own(args[0])} to {place_words(state, to_cell(args[1]))}."
    if verb == "step" and (step[0] == "explorer" or step[0] == "jump"):
        return f"{astro(step[1])} steps onto {place_words(state, to_cell(args[0]))}."
    if verb == "stop" and (step[0] == "explorer" or step[0] == "jump"):
        return f"{who} {s('stop')} {own(step[1])} there."
    if verb == "teleport" and step[0] == "teleport":
        return f"The Teleporter sends {astro(step[1])} to {place_words(state, to_cell(args[0]))}."
    if verb == "pilot" and step[0] == "pilot":
        return _pilot_words(state, step, args, astro)
    if verb == "activate":
        tile = state.station.tiles[state.where[args[0]]][0]
        return f"{astro(args[0])} activates {tile_words(state, tile)}."
    if verb == "swap":
        return f"The Lab swaps {astro(args[0])} and {alien_words(state, args[1])}."
    if verb == "relocate":
        origin = cell_text(state.station.cell_of[args[0]])
        if origin == args[1]:
            return f"The Control Room turns {tile_words(state, args[0])} at {origin} to {args[2]}°."
        return f"The Control Room moves {tile_words(state, args[0])} from {origin} to {args[1]}, turned {args[2]}°."
    if verb == "laser":
        return f"The Laser kills {alien_words(state, args[0])}."
    if verb == "revive":
        return f"The Infirmary brings {astro(args[0])} back to the Waking Room."
    if verb == "launch":
        aboard = ", ".join(astro(a) for a in state.seated[args[0]] if a is not None)
        return f"The Security Center launches {tile_words(state, args[0])} with {aboard} aboard."
    if verb == "timemachine":
        return f"{who} {s('use')} the Time Machine with {own(args[0])} and {s('act')} out of turn."
    if verb == "pass":
        return f"{who} {s('let')} the Time Machine be."
    if verb == "end":
        return f"{who} {s('end')} the actions."
    return f"{who}: {action}"


def _pilot_words(state: ArgoFields, step: PilotStep, args: tuple[str, ...], astro: Callable[[str], str]) -> str:
    pilot, pod = step[1], tile_words(state, step[2])
    if args[0] == "stay":
        return f"{astro(pilot)} stays in {pod}."
    if args[0] == "launch":
        return f"{astro(pilot)} takes off alone in {pod}."
    return f"{astro(pilot)} flies {pod} to {args[1]}, turned {args[2]}°."
