"""Moving Astronauts: Moves and Explorer steps, pushes, Teleporters, Escape Pods and the Pilot.

Every entry of an Astronaut into a tile goes through ``enter`` (a step or a push) or
``arrive`` (after a teleport, or the landing of a Lab swap), so a rule about entering lives
here once. A choice the entry needs (where the pushed Astronaut goes, which Teleporter,
the Pilot's decision) is pushed as a decision step for the acting player; the legal
choices are only those whose chain can be completed (``pushing``).
"""

from __future__ import annotations

from game.argo.ending import EndRules
from game.argo.fields import ExplorerStep, PilotStep, PushStep, Received, TeleportStep
from game.argo.grid import ORIGIN, ROTATIONS, STEP, cell_text, rotate, to_cell
from game.argo.pushing import (
    DIES,
    ROLE_CLASS,
    arrival_possible,
    push_destinations,
    push_possible,
    step_chain_possible,
    step_possible,
    teleport_choices,
)
from game.argo.words import place_words
from game.core.actions import Action, act

ROTATION_TEXT = {r: str(r) for r in ROTATIONS}


_MOVES: dict[str, dict[int, Action]] = {}
"""Astronaut -> cell -> the ``move`` action there, made once."""
StepAnswers = dict[tuple[int, int, str | None], bool]
"""(origin, target, the mover's kind where it matters) -> whether a step there can be completed."""


def move_actions_of(astro: str, cells: list[int]) -> list[Action]:
    """The ``move`` actions of ``astro`` to ``cells``."""
    made = _MOVES.get(astro)
    if made is None:
        made = _MOVES[astro] = {}
    result = []
    for cell in cells:
        action = made.get(cell)
        if action is None:
            action = made[cell] = act("move", astro, cell_text(cell))
        result.append(action)
    return result


class MoveRules(EndRules):
    """Moves, steps, pushes, Teleporters and the pods; an entry may kill or launch (``EndRules``)."""

    # ------------------------------------------------------------ standing and leaving
    def stand(self, astro: str, cell: int) -> None:
        self.where[astro] = cell
        self.occ[cell] = self.occ.get(cell, ()) + (astro,)

    def leave(self, astro: str) -> int:
        """Take a standing Astronaut off its tile; returns the tile's cell."""
        cell = self.where.pop(astro)
        here = self.occ[cell]
        if len(here) == 1:
            del self.occ[cell]
        else:
            self.occ[cell] = tuple(a for a in here if a != astro)
        return cell

    def label(self, astro: str) -> str:
        """"Ann's Pilot"."""
        return f"{self.name(self.owner[astro])}'s {self.data.role_name[self.role[astro]]}"

    # ------------------------------------------------------------ listing steps
    def step_targets(self, astro: str, forbidden: int | None = None) -> list[int]:
        """The tiles a standing Astronaut may step onto now (R36, R43), never ``forbidden``."""
        here = self.where[astro]
        return [t for t in self.station.links[here] if t != forbidden and step_possible(self, astro, t)]

    def move_actions(self, seat: int, skip_moved: bool, first_only: bool = False) -> list[Action]:
        """Move actions of ``seat``: each of its standing Astronauts (not yet moved, R35) to each tile it
        may step onto (``first_only``: only those of the first Astronaut that may move, to ask whether
        there is one).

        Whether a step can be completed depends only on where it starts and ends, and on the mover's
        kind when an Alien may wait at its arrival (whoever of a tile steps out, it has room again,
        so who stays behind never matters): the answers are shared between the Astronauts of a tile."""
        result = []
        known: StepAnswers = {}
        reachable: dict[tuple[int, str], list[int]] = {}
        for astro in self.team[seat]:
            origin = self.where.get(astro)
            if origin is None or (skip_moved and astro in self.moved):
                continue
            kind = ROLE_CLASS[self.role[astro]]
            targets = reachable.get((origin, kind))
            if targets is None:
                targets = reachable[(origin, kind)] = self._targets(astro, origin, kind, known)
            result += move_actions_of(astro, targets)
            if first_only and result:
                break
        return result

    def _targets(self, astro: str, origin: int, kind: str, known: StepAnswers) -> list[int]:
        """The tiles ``astro`` may step onto from ``origin``; ``known`` keeps the searched answers."""
        station = self.station
        kinds, capacity, alien_at, occ = station.kinds, station.capacity, self.alien_at, self.occ
        deep_space = self.deep_space
        targets = []
        for target in station.links[origin]:
            # the answers of step_possible that need no search, at the cost of a look-up
            target_kind = kinds[target]
            if target_kind == "pod" or target == ORIGIN or target_kind == "teleporter" and not deep_space:
                targets.append(target)
                continue
            meets = target in alien_at
            if target_kind != "teleporter" and (meets and kind == "other"
                                                or len(occ.get(target, ())) < capacity[target]):
                targets.append(target)
                continue
            key = (origin, target, kind if meets or target_kind == "teleporter" else None)
            possible = known.get(key)
            if possible is None:
                if not meets and target_kind != "teleporter":
                    possible = self._push_at_once(target, origin)
                if possible is None:
                    possible = step_chain_possible(self, astro, target)
                known[key] = possible
            if possible:
                targets.append(target)
        return targets

    def _push_at_once(self, cell: int, came_from: int) -> bool | None:
        """The usual answers for a step onto the full ``cell``, found without a search: True when
        someone pushed out finds room one step on (the Waking Room, a pod, a tile with room, or an
        Alien that kills him), False when the only way out is back where the mover came from (R39),
        None when only a search can tell."""
        station = self.station
        kinds, capacity, occ, alien_at = station.kinds, station.capacity, self.occ, self.alien_at
        edible = None
        answer: bool | None = False
        for other in station.links[cell]:
            if other == came_from:
                continue
            answer = None
            other_kind = kinds[other]
            if other == ORIGIN or other_kind == "pod":
                return True
            if other_kind == "teleporter":
                continue
            if len(occ.get(other, ())) < capacity[other]:
                return True
            if other in alien_at:
                if edible is None:
                    edible = any(ROLE_CLASS[self.role[a]] == "other" for a in occ[cell])
                if edible:
                    return True
        return answer

    def begin_move(self, astro: str, target: int) -> None:
        """A Move's first step; an Explorer may then take a second (R37)."""
        origin = self.leave(astro)
        if self.role[astro] == "explorer":
            self.steps.append(("explorer", astro, origin))
        self.enter(astro, target, origin, (), False)

    # ------------------------------------------------------------ entering a tile
    def enter(self, astro: str, target: int, came_from: int | None, received: Received, pushed: bool) -> None:
        """``astro``, already off its tile, enters ``target`` by a step or a push."""
        if self.station.kinds[target] == "teleporter":
            choices = teleport_choices(self, target, pushed, received)
            if choices == DIES:
                self.note(f"{self.label(astro)} enters the only Teleporter and is lost in deep space.")
                self.astronaut_dies(astro, "deep_space")
                return
            self.steps.append(("teleport", astro, target, pushed, received))
            return
        self.arrive(astro, target, came_from, received)

    def arrive(self, astro: str, target: int, came_from: int | None, received: Received) -> None:
        """``astro`` arrives on ``target``: a pod seats it, an Alien kills it or is killed, a full
        tile makes it push (R38, R46-R49, R57)."""
        facts = self.facts(target)
        if facts.is_pod:
            self.sit(astro, facts.id)
            return
        if target != ORIGIN:
            alien = self.alien_at.get(target)
            role = self.role[astro]
            if alien is not None and role != "robot":
                if role != "grunt":
                    self.note(f"{self.label(astro)} meets an Alien on {place_words(self, target)} and is killed.")
                    self.astronaut_dies(astro, "alien")
                    return
                self.note(f"{self.label(astro)} kills the Alien on {place_words(self, target)}.")
                self.alien_dies(alien)
        self.stand(astro, target)
        if facts.capacity is not None and len(self.occ[target]) > facts.capacity:
            self.steps.append(("push", target, came_from, astro, received))

    # ------------------------------------------------------------ decisions of an entry
    def _legal_push(self, step: PushStep) -> list[Action]:
        _kind, cell, came_from, entrant, received = step
        result = []
        for pushed_out in self.occ[cell]:
            if pushed_out == entrant:
                continue
            for destination, after in push_destinations(self, cell, came_from, received):
                if push_possible(self, cell, pushed_out, destination, after):
                    result.append(act("push", pushed_out, cell_text(destination)))
        return result

    def _do_push(self, step: PushStep, action: Action) -> None:
        _kind, cell, came_from, _entrant, received = step
        pushed_out, destination = action.args[0], to_cell(action.args[1])
        after = dict(push_destinations(self, cell, came_from, received))[destination]
        self.leave(pushed_out)
        self.enter(pushed_out, destination, cell, after, True)

    def _landings(self, step: TeleportStep) -> list[tuple[int, Received]]:
        """Where the Teleporter of the step may send its traveller, each with the chain's received tiles after."""
        _kind, _astro, entry, pushed, received = step
        choices = teleport_choices(self, entry, pushed, received)
        if choices == DIES:  # ``enter`` kills at once then: no Teleporter step waits
            raise ValueError("A Teleporter step waits in deep space, where its Teleporter has no other.")
        return choices

    def _legal_teleport(self, step: TeleportStep) -> list[Action]:
        astro = step[1]
        return [act("teleport", cell_text(d)) for d, after in self._landings(step)
                if arrival_possible(self, astro, d, after)]

    def _do_teleport(self, step: TeleportStep, action: Action) -> None:
        destination = to_cell(action.args[0])
        after = dict(self._landings(step))[destination]
        self.arrive(step[1], destination, None, after)

    # ------------------------------------------------------------ the Explorer's second step
    def _legal_explorer(self, step: ExplorerStep) -> list[Action]:
        _kind, astro, start = step
        if astro not in self.where:
            return []
        return [act("step", cell_text(t)) for t in self.step_targets(astro, start)] + [act("stop")]

    def _do_explorer(self, step: ExplorerStep, action: Action) -> None:
        _kind, astro, _start = step
        if action.verb == "step":
            origin = self.leave(astro)
            self.enter(astro, to_cell(action.args[0]), origin, (), False)

    # ------------------------------------------------------------ Escape Pods
    def sit(self, astro: str, pod: str) -> None:
        """The lowest free seat; a full pod leaves; a Pilot in an empty pod chooses (R57, R58, R62)."""
        seats = list(self.seated[pod])
        was_empty = not any(seats)
        seats[seats.index(None)] = astro
        self.seated[pod] = tuple(seats)
        value = self.data.tile[pod].seats[seats.index(astro)]
        self.note(f"{self.label(astro)} takes the {value} seat of {self.data.tile[pod].spoken}.")
        if None not in seats:
            self.launch(pod, "it is full")
        elif was_empty and self.role[astro] == "pilot":
            self.steps.append(("pilot", astro, pod))

    def _legal_pilot(self, step: PilotStep) -> list[Action]:
        _kind, _astro, pod = step
        return [act("pilot", "stay"), act("pilot", "launch")] + self.pod_moves(pod)

    def pod_moves(self, pod: str) -> list[Action]:
        """Where the Pilot may take her pod: another empty cell whose facing module holds no Alien,
        at any distance (R63)."""
        base = self.data.tile[pod].doors
        result = []
        for cell, sides in self.station.frontier.items():
            for rotation in ROTATIONS:
                door = rotate(base, rotation)
                if door & sides:
                    host = cell + STEP[door.bit_length() - 1]
                    if host not in self.alien_at:
                        result.append(act("pilot", "move", cell_text(cell), ROTATION_TEXT[rotation]))
        return result

    def _do_pilot(self, step: PilotStep, action: Action) -> None:
        """Stay (nothing changes), take off alone, or fly the pod elsewhere."""
        pod, choice = step[2], action.args[0]
        if choice == "launch":
            self.launch(pod, None)
        elif choice == "move":
            cell, rotation = to_cell(action.args[1]), int(action.args[2])
            self.station = self.station.moved(pod, cell, rotation)
