"""Why an action is refused, in the rule's words (never in notation).

Only called for an action that is not among the legal ones, so these checks explain; the
rules themselves live in the rule modules. Each explanation tries the most basic reasons
first (wrong moment, unknown piece, no link) and then the rule that forbids the rest. They read
the position's fields, and ask ``AlienRules`` who an Alien may kill.
"""

from __future__ import annotations

from collections.abc import Callable

from game.argo.aliens import AlienRules
from game.argo.fields import AlienPushStep, ExplorerStep, JumpStep, KillStep, PilotStep, PushStep, Step, TeleportStep
from game.argo.grid import ORIGIN, STEP, parse_cell, parse_rotation, rotate, xy
from game.argo.pushing import alien_may_stand
from game.argo.words import tile_words
from game.core.actions import Action

STEP_VERBS = {
    "tm_window": ("timemachine", "pass"), "tm_action": ("move", "activate"), "alien_move": ("alien",),
    "alien_push": ("push",), "kill": ("kill",), "build": ("place",), "actions": ("move", "activate", "end"),
    "push": ("push",), "teleport": ("teleport",), "pilot": ("pilot",), "explorer": ("step", "stop"),
    "jump": ("step", "stop"), "lab": ("swap",), "relocate": ("relocate",), "laser": ("laser",),
    "revive": ("revive",), "launch": ("launch",),
}
WHEN = {
    "alien": "Aliens are moved only in the Alien phase, at the start of the active player's turn.",
    "place": "Tiles are added to the station only in the Building phase.",
    "move": "Astronauts are moved only as an action of the Action phase (or with the Time Machine).",
    "activate": "Modules are activated only as an action of the Action phase (or with the Time Machine).",
    "end": "Only the Action phase can be ended early.",
    "push": "Nothing is being pushed now.",
    "kill": "No Alien is choosing a victim now.",
    "teleport": "Nobody is in a Teleporter now.",
    "pilot": "The Pilot decides only when she boards an empty escape pod.",
    "step": "Only an Explorer finishing her Move, or an Astronaut moved by the Jump Room, steps now.",
    "stop": "Only an Explorer's Move or the Jump Room's Moves can be stopped.",
    "swap": "The Lab swaps only right after it is activated.",
    "relocate": "The Control Room moves a tile only right after it is activated.",
    "laser": "The Laser fires only right after it is activated.",
    "revive": "The Infirmary heals only right after it is activated.",
    "launch": "The Security Center launches a pod only right after it is activated.",
    "timemachine": "The Time Machine is used only by another player, at the start of a turn or between its "
                   "two actions.",
    "pass": "Nobody is being asked about the Time Machine now.",
}
DEAD_END = "A move into a dead end is not allowed: the pushed Astronaut would have nowhere to go."


def why_not(state: AlienRules, action: Action) -> str:
    if state.is_over():
        return "The game is over."
    verb = action.verb
    if verb not in WHEN:
        return f"'{verb}' is not an action of Argo. {state.prompt()}"
    step = state.steps[-1]
    if verb not in STEP_VERBS[step[0]]:
        return f"{WHEN[verb]} {state.prompt()}"
    explain = EXPLAIN.get(verb)
    reason = explain(state, step, action.args) if explain else None
    return reason or f"That is not possible now. {state.prompt()}"


def _cell(state: AlienRules, text: object) -> int | None:
    return parse_cell(text) if isinstance(text, str) else None


def _linked_reason(state: AlienRules, here: int, target: int | None) -> str | None:
    if target is None:
        return "Name a cell as x,y (the Waking Room is 0,0)."
    if target not in state.station.tiles:
        return "There is no tile there: nothing can go outside the station."
    if target not in state.station.links[here]:
        (x, y), (tx, ty) = xy(here), xy(target)
        away = abs(tx - x) + abs(ty - y)
        if away > 1 and max(abs(tx - x), abs(ty - y)) > 1:  # beyond the corner tiles: the distance is why
            return (f"That tile is {away} tiles away: each step goes to a tile next to this one, through "
                    f"facing striped doors.")
        return "Movement goes only through two facing striped doors: walls and corners cannot be crossed."
    return None


def _alien(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    if len(args) != 2:
        return "Name the Alien and where it goes: alien A1 2,0."
    alien, target = args[0], _cell(state, args[1])
    if alien not in state.alien_cell:
        return "That Alien is not on the station."
    reason = _linked_reason(state, state.alien_cell[alien], target)
    if reason or target is None:  # no cell named: the reason says so
        return reason
    kind = state.type_at(target)
    if kind == "waking_room":
        return "An Alien may never enter the Waking Room."
    if kind == "pod":
        return "An Alien may never enter an escape pod."
    if kind == "safe":
        return "The Safe Room is protected: no Alien may enter it."
    return ("The Alien already there would have to be pushed on, and it has nowhere to go: "
            "an Alien may not be pushed into a dead end.")


def _push(state: AlienRules, step: PushStep | AlienPushStep, args: tuple[str, ...]) -> str | None:
    if len(args) != 2:
        return "Name who is pushed and where: push BG 3,0."
    piece, target = args[0], _cell(state, args[1])
    cell, came_from = step[1], step[2]
    if step[0] == "alien_push":
        if piece != state.alien_at[cell]:
            return "Only the Alien that was there before is pushed on."
    elif piece not in state.occ.get(cell, ()) or piece == step[3]:
        return "The pushed Astronaut must be another one standing on the full tile."
    reason = _linked_reason(state, cell, target)
    if reason or target is None:  # no cell named: the reason says so
        return reason
    if target == came_from:
        return "Nobody can be pushed back to the tile the pusher came from: there is no room there."
    if target in step[4]:
        return "That tile has already taken a pushed figure in this chain of pushes."
    if step[0] == "alien_push" and not alien_may_stand(state, target):
        return "An Alien may never be pushed into the Waking Room, an escape pod or the Safe Room."
    return DEAD_END


def _kill(state: AlienRules, step: KillStep, args: tuple[str, ...]) -> str | None:
    victims = state.victims(state.alien_cell[step[1]])
    victim = args[0] if args else None
    if victim is None or victim not in state.occ.get(state.alien_cell[step[1]], ()):
        return "The Alien can only kill an Astronaut on its own tile."
    if state.role[victim] == "robot":
        return "Robots are not edible: an Alien never kills a Robot."
    if state.role[victim] == "grunt" and victim not in victims:
        return "An Alien must kill a Chief, Explorer or Pilot on its tile before it may kill a Grunt."
    return None


def _place(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    if len(args) != 3:
        return "Name the tile, the cell and the rotation: place cor-05 4,1 90."
    tile, cell, rotation = args[0], _cell(state, args[1]), parse_rotation(args[2])
    if tile in state.pod_stack[1:]:
        return f"Only the top escape pod ({tile_words(state, state.pod_stack[0])}) may be taken."
    if tile not in state.display and tile not in state.pod_stack[:1]:
        return "Only one of the face-up modules or the top escape pod can be added."
    if cell is None or rotation is None:
        return "Name a cell as x,y and a rotation of 0, 90, 180 or 270."
    if cell in state.station.tiles:
        return "That place is already taken by a tile."
    facts = state.data.tile[tile]
    doors = rotate(facts.doors, rotation)
    if not doors & state.station.module_sides(cell):
        touching = any(doors >> s & 1 and cell + STEP[s] in state.station.pod_cells for s in range(4))
        if touching:
            return ("A new tile must connect to a module: an escape pod's side is a wall, and a module never "
                    "hangs on a pod alone, as it could not be reached once the pod leaves.")
        return "A new tile must connect: one of its striped doors must face a striped door of the station."
    if facts.is_pod:
        return (f"An escape pod must lie at least {state.setup.pod_distance} tiles beyond the Waking Room: "
                "it must take a walk through that many other tiles to reach it.")
    return None


def _move(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    if len(args) != 2:
        return "Name the Astronaut and where it goes: move RE 1,0."
    astro, target = args[0], _cell(state, args[1])
    seat = state.to_move()
    if astro not in state.owner:
        return f"There is no Astronaut called {astro}."
    if state.owner[astro] != seat:
        return "You may move only your own Astronauts."
    if astro not in state.where:
        return "That Astronaut is no longer in the station: seated in a pod (belts locked), escaped or dead."
    if step[0] == "actions" and astro in state.moved:
        return "The same Astronaut cannot be given two Move actions in one turn."
    return _linked_reason(state, state.where[astro], target) or DEAD_END


def _step_reason(state: AlienRules, step: ExplorerStep | JumpStep, args: tuple[str, ...]) -> str | None:
    astro = step[1]
    target = _cell(state, args[0]) if args else None
    reason = _linked_reason(state, state.where[astro], target)
    if reason:
        return reason
    if step[0] == "explorer" and target == step[2] or step[0] == "jump" and step[4] == 1 and target == step[3]:
        return "The Explorer's second step may not go back to the tile her Move started from."
    return DEAD_END


def _activate(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    astro = args[0] if args else None
    seat = state.to_move()
    if astro is None or astro not in state.owner or state.owner[astro] != seat:
        return "You activate a module with one of your own Astronauts standing on it."
    cell = state.where.get(astro)
    if cell is None or cell == ORIGIN:
        return "That Astronaut stands on no module that could be activated."
    facts = state.facts(cell)
    if facts.activation == "none":
        return f"The {facts.name} has no effect to activate."
    if facts.activation == "out_of_turn":
        return ("The Time Machine is never activated in its user's own turn, nor as its own Time Machine action."
                if step[0] == "actions" else "The Time Machine action must be a Move or another module.")
    if state.active in state.first_turn and step[0] == "actions":
        return "In a player's first turn the single action must be a Move."
    if facts.no_robot and state.role[astro] == "robot":
        return f"A Robot may not activate the {facts.name}."
    if seat in state.tokens.get(facts.id, ()):
        return f"You have already activated the {facts.name}: a module takes one token from each player."
    if len(state.tokens.get(facts.id, ())) >= state.setup.tokens_per_module:
        return f"The {facts.name} has been activated twice already: it works no more."
    if step[0] == "actions" and facts.id in state.activated:
        return "A turn's two activations must be of two different modules."
    return f"The {facts.name} would have nothing to do now, so it cannot be activated."


def _swap(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    if len(args) != 2:
        return "Name the Astronaut and the Alien: swap RP A1."
    astro, alien = args
    if alien not in state.alien_cell:
        return "That Alien is not on the station."
    if astro not in state.where:
        return "The Lab swaps an Astronaut standing in the station."
    if state.role[astro] == "robot":
        return "The Lab works on living beings only: a Robot cannot be swapped."
    cell = state.where[astro]
    if state.type_at(cell) in ("waking_room", "safe"):
        return "The Lab cannot send an Alien into the Waking Room or the Safe Room."
    if cell in state.alien_at:
        return "An Alien already stands with that Astronaut: a tile holds only one Alien."
    return DEAD_END


def _relocate(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    if len(args) != 3:
        return "Name the tile, the cell and the rotation: relocate cor-02 0,2 0."
    tile, cell, rotation = args[0], _cell(state, args[1]), parse_rotation(args[2])
    if tile not in state.station.cell_of:
        return "That tile is not on the station."
    if tile == state.data.waking_room or state.data.tile[tile].is_pod:
        return "The Control Room can move neither the Waking Room nor an escape pod."
    if cell is None or rotation is None:
        return "Name a cell as x,y and a rotation of 0, 90, 180 or 270."
    if state.station.cell_of[tile] == cell and state.station.tiles[cell][1] == rotation:
        return "The tile must be moved or turned."
    if cell in state.station.tiles and state.station.cell_of[tile] != cell:
        return "That place is already taken by a tile."
    return ("The tile must connect by a door to a module there, and every tile must stay reachable from "
            "the Waking Room: the station may not be cut in two.")


def _laser(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    alien = args[0] if args else None
    if alien not in state.alien_cell:
        return "That Alien is not on the station."
    return "The Laser hits only an Alien on a tile linked to a tile where one of your Astronauts stands."


def _revive(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    return "The Infirmary brings back only an Astronaut lying on the Alien track."


def _launch(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    pod = args[0] if args else None
    if pod not in state.seated:
        return "That escape pod is not on the station."
    return "An empty escape pod cannot be launched."


def _teleport(state: AlienRules, step: TeleportStep, args: tuple[str, ...]) -> str | None:
    target = _cell(state, args[0]) if args else None
    if target == step[2]:
        return "The Teleporter sends its traveller to another Teleporter or to the Waking Room, not back into itself."
    if target is None or (target != ORIGIN and state.type_at(target) != "teleporter"):
        return "A Teleporter sends its traveller only to another Teleporter or to the Waking Room."
    if state.deep_space and target == ORIGIN:
        return "In deep space the Teleporters never send anyone to the Waking Room."
    return DEAD_END


def _pilot(state: AlienRules, step: PilotStep, args: tuple[str, ...]) -> str | None:
    if not args or args[0] not in ("stay", "launch", "move"):
        return "The Pilot may stay, launch, or move the pod: pilot stay, pilot launch, pilot move 2,-1 180."
    cell = _cell(state, args[1]) if len(args) == 3 else None
    rotation = parse_rotation(args[2]) if len(args) == 3 else None
    if cell is None or rotation is None:
        return "Name the pod's new cell and rotation: pilot move 2,-1 180."
    door = rotate(state.data.tile[step[2]].doors, rotation)
    host = cell + STEP[door.bit_length() - 1]
    if host in state.alien_at and host in state.station.tiles:
        return "A Pilot cannot bring her pod next to a tile holding an Alien."
    return "The pod must go to another empty place where its door faces a module's striped door."


def _timemachine(state: AlienRules, step: Step, args: tuple[str, ...]) -> str | None:
    astro = args[0] if args else None
    if astro is None or astro not in state.owner or state.owner[astro] != state.to_move() or \
            state.where.get(astro) != state.station.first_of_type("time"):
        return "The Time Machine is used by one of your Astronauts standing on it."
    return None


EXPLAIN: dict[str, Callable[..., str | None]] = {
    "alien": _alien, "push": _push, "kill": _kill, "place": _place, "move": _move, "step": _step_reason,
    "activate": _activate, "swap": _swap, "relocate": _relocate, "laser": _laser, "revive": _revive,
    "launch": _launch, "teleport": _teleport, "pilot": _pilot, "timemachine": _timemachine}
"""Verb -> why an action of it is refused; each takes the step its verb answers (``KillStep`` for kill...)."""
