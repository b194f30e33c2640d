"""Module activations and their effects (R65-R83).

An activation is offered only when its effect can happen (R68, Q17), so a token can never be
placed for nothing. The effect's own choices (which Alien the Laser shoots, where the Control
Room puts a tile...) are a decision step of their own after ``activate``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from game.argo.aliens import AlienRules
from game.argo.building import FITS
from game.argo.fields import JumpStep, PlainStep
from game.argo.grid import ORIGIN, ROTATIONS, STEP, cell_text, opposite, rotate, to_cell
from game.argo.moves import ROTATION_TEXT, MoveRules
from game.argo.pushing import push_destinations, push_possible
from game.argo.station import parts_without
from game.core.actions import Action, act

JUMP_MOVES = 2
"""The Jump Room moves its Astronaut twice (R77)."""
EFFECT_STEP: dict[str, Literal["lab", "relocate", "laser", "revive", "launch"]] = {
    "lab": "lab", "control": "relocate", "laser": "laser", "infirmary": "revive", "security": "launch"}
"""Module type -> the step where its effect is chosen."""


class ModuleRules(MoveRules, AlienRules):
    """Activations: their effects move Astronauts (``MoveRules``) and Aliens, which kill (``AlienRules``)."""

    def may_place_token(self, seat: int, module: str) -> bool:
        """At most two tokens on a module, each of another player (R66); tokens never run out in play."""
        tokens = self.tokens.get(module, ())
        return (len(tokens) < self.setup.tokens_per_module and seat not in tokens
                and self.tokens_placed(seat) < self.setup.activation_tokens)

    def activation_actions(self, seat: int, granted: bool) -> list[Action]:
        """``activate`` for each own Astronaut standing on a module it may activate now: in the active
        player's turn not a module already activated this turn (R35); never the Time Machine, which
        only works out of turn (R70, R86)."""
        result = []
        for astro in self.team[seat]:
            cell = self.where.get(astro)
            if cell is None or cell == ORIGIN:
                continue
            facts = self.facts(cell)
            if facts.activation != "in_turn" or (not granted and facts.id in self.activated):
                continue
            if facts.no_robot and self.role[astro] == "robot":
                continue
            if self.may_place_token(seat, facts.id) and self.effect_possible(facts.type, astro, seat):
                result.append(act("activate", astro))
        return result

    def effect_possible(self, kind: str, astro: str, seat: int) -> bool:
        if kind == "warehouse":
            return True
        if kind == "jump":
            return bool(self.step_targets(astro))
        if kind == "infirmary":
            return bool(self.track)
        return bool(EFFECT_LISTS[kind](self, seat, True))

    def begin_activation(self, astro: str) -> None:
        facts = self.facts(self.where[astro])
        seat = self.acting
        self.tokens[facts.id] = self.tokens.get(facts.id, ()) + (seat,)
        if facts.type == "warehouse":
            factor = self.setup.points.chief_factor if self.role[astro] == "chief" else 1
            self.add_points(seat, "warehouse", self.setup.points.warehouse * factor)
        elif facts.type == "jump":
            self.steps.append(("jump", astro, JUMP_MOVES, None, 0))
        else:
            self.steps.append((EFFECT_STEP[facts.type],))

    # ------------------------------------------------------------ Jump Room (R77, Q4)
    def _legal_jump(self, step: JumpStep) -> list[Action]:
        _kind, astro, moves_left, start, steps_taken = step
        if astro not in self.where:
            return []
        mid_explorer_move = steps_taken == 1
        steps = [act("step", cell_text(t)) for t in self.step_targets(astro, start if mid_explorer_move else None)]
        may_stop = mid_explorer_move or moves_left < JUMP_MOVES
        return steps + [act("stop")] if may_stop else steps

    def _do_jump(self, step: JumpStep, action: Action) -> None:
        _kind, astro, moves_left, _start, steps_taken = step
        explorer = self.role[astro] == "explorer"
        if action.verb == "stop":
            if steps_taken == 1 and moves_left > 1:
                self.steps.append(("jump", astro, moves_left - 1, None, 0))
            return
        origin = self.where[astro]
        if explorer and steps_taken == 0:
            self.steps.append(("jump", astro, moves_left, origin, 1))
        elif moves_left > 1:
            self.steps.append(("jump", astro, moves_left - 1, None, 0))
        self.leave(astro)
        self.enter(astro, to_cell(action.args[0]), origin, (), False)

    # ------------------------------------------------------------ Lab (R71-R73, Q8)
    def swap_actions(self, seat: int, first_only: bool = False) -> list[Action]:
        result = []
        for astro, cell in self.where.items():
            if self.role[astro] == "robot" or cell in self.alien_at or self.type_at(cell) in ("waking_room", "safe"):
                continue
            for alien in self.data.aliens:
                if alien in self.alien_cell and self.swap_possible(astro, alien):
                    result.append(act("swap", astro, alien))
                    if first_only:
                        return result
        return result

    def swap_possible(self, astro: str, alien: str) -> bool:
        """Whether the swapped Astronaut's landing can be completed, whoever the Alien kills first."""
        landing = self.alien_cell[alien]
        if len(self.occ.get(landing, ())) < self.station.capacity[landing]:
            return True
        trial = self.clone()
        trial.events = []
        old = trial.swap_places(astro, alien)
        if trial.over is not None:
            return True
        first_kills: list[str | None] = [*trial.victims(old)] or [None]  # None: the Alien kills nobody
        for victim in first_kills:
            after = trial.clone() if victim else trial
            if victim:
                after.astronaut_dies(victim, "alien")
                if after.over is not None:
                    return True
            if any(push_possible(after, landing, out, d, rec) for out in after.occ[landing] if out != astro
                   for d, rec in push_destinations(after, landing, None, ())):
                return True
        return False

    def swap_places(self, astro: str, alien: str) -> int:
        """The Astronaut and the Alien change tiles; the Alien's arrival may launch a pod (R59).
        Returns the Astronaut's old tile, where the Alien now stands."""
        old = self.leave(astro)
        landing = self.alien_cell[alien]
        del self.alien_at[landing]
        self.alien_at[old] = alien
        self.alien_cell[alien] = old
        self.stand(astro, landing)
        for pod_cell in self.station.pods_linked_to(old):
            pod = self.station.tiles[pod_cell][0]
            if any(self.seated[pod]):
                self.launch(pod, "an Alien comes next to it")
                if self.over is not None:
                    break
        return old

    def _legal_lab(self, step: PlainStep) -> list[Action]:
        return self.swap_actions(self.acting)

    def _do_lab(self, step: PlainStep, action: Action) -> None:
        astro, alien = action.args
        landing = self.alien_cell[alien]
        old = self.swap_places(astro, alien)
        if self.over is not None:
            return
        if len(self.occ[landing]) > self.station.capacity[landing]:
            self.steps.append(("push", landing, None, astro, ()))
        if self.victims(old):
            self.steps.append(("kill", alien))

    # ------------------------------------------------------------ Control Room (R74-R76, Q10)
    def relocations(self, seat: int, first_only: bool = False) -> list[Action]:
        """Where the Control Room can put each tile but the Waking Room and the pods (R74, R75, Q10).

        A tile whose removal leaves the rest joined may go wherever a module's door faces it. A
        tile that holds the station together (a tree's inner corridor, a pod's host) may go only
        where it links to every part its removal leaves (``_rejoining_relocations``)."""
        station = self.station
        cuts = station.cut_cells()
        movable = [(tile, cell) for tile, cell in station.cell_of.items()
                   if cell != ORIGIN and not self.data.tile[tile].is_pod]
        if first_only:
            quick = self._turn_in_place(movable, cuts)
            if quick:
                return quick
        result: list[Action] = []
        for tile, cell in movable:
            if cell in cuts:
                result += self._rejoining_relocations(tile, cell, first_only)
            else:
                result += _free_relocations(tile, station.frontier_without(cell), self.data.tile[tile].doors,
                                           cell, station.tiles[cell][1])
            if first_only and result:
                return result[:1]
        return result

    def _rejoining_relocations(self, tile: str, cell: int, first_only: bool) -> list[Action]:
        """The places of a tile the station hangs on: where it links to the Waking Room's part of the
        station and to every part its removal cuts off (a pod hosted on it is such a part)."""
        station = self.station
        part = parts_without(station, cell)
        parts = 1 + max(part.values())
        base, current = self.data.tile[tile].doors, station.tiles[cell][1]
        result = []
        for target, sides in station.frontier_without(cell).items():
            towards = [0] * parts
            # part -> the sides of ``target`` that a tile of that part has a door facing
            for side in range(4):
                neighbour = target + STEP[side]
                if neighbour != cell and station.doors.get(neighbour, 0) >> opposite(side) & 1:
                    towards[part[neighbour]] |= 1 << side
            if not all(towards):
                continue
            for rotation in ROTATIONS:
                doors = rotate(base, rotation)
                if (doors & sides and not (target == cell and rotation == current)
                        and all(doors & facing for facing in towards)):
                    result.append(act("relocate", tile, cell_text(target), ROTATION_TEXT[rotation]))
                    if first_only:
                        return result
        return result

    def _turn_in_place(self, movable: list[tuple[str, int]], cuts: frozenset[int]) -> list[Action]:
        """One relocation found cheaply, if there is one: a tile the station does not hang on,
        turned on its own cell so that a door still faces a module."""
        station = self.station
        for tile, cell in movable:
            if cell in cuts:
                continue
            doors, sides, current = self.data.tile[tile].doors, station.facing_sides(cell), station.tiles[cell][1]
            for rotation in ROTATIONS:
                if rotation != current and rotate(doors, rotation) & sides:
                    return [act("relocate", tile, cell_text(cell), ROTATION_TEXT[rotation])]
        return []

    def _legal_relocate(self, step: PlainStep) -> list[Action]:
        return self.relocations(self.acting)

    def _do_relocate(self, step: PlainStep, action: Action) -> None:
        tile, target, rotation = action.args[0], to_cell(action.args[1]), int(action.args[2])
        old = self.station.cell_of[tile]
        self.station = self.station.moved(tile, target, rotation)
        if target != old:
            carried = self.occ.pop(old, ())
            for astro in carried:
                self.where[astro] = target
            if carried:
                self.occ[target] = carried
            alien = self.alien_at.pop(old, None)
            if alien is not None:
                self.alien_at[target] = alien
                self.alien_cell[alien] = target
        # the action's own line says what moved where

    # ------------------------------------------------------------ Laser, Infirmary, Security Center
    def laser_targets(self, seat: int, first_only: bool = False) -> list[Action]:
        """Aliens on a tile linked to a tile where one of the player's Astronauts stands (R78, Q9)."""
        links = self.station.links
        mine = {cell for astro, cell in self.where.items() if self.owner[astro] == seat}
        return [act("laser", alien) for alien in self.data.aliens
                if alien in self.alien_cell and any(n in mine for n in links[self.alien_cell[alien]])]

    def _legal_laser(self, step: PlainStep) -> list[Action]:
        return self.laser_targets(self.acting)

    def _do_laser(self, step: PlainStep, action: Action) -> None:
        alien = action.args[0]
        self.alien_dies(alien)

    def _legal_revive(self, step: PlainStep) -> list[Action]:
        return [act("revive", astro) for astro in self.track]

    def _do_revive(self, step: PlainStep, action: Action) -> None:
        """The revived Astronaut's slot is filled by the last one on the track, which keeps the
        track closed up: the Aliens lose one slot (R79)."""
        astro = action.args[0]
        index = self.track.index(astro)
        last = self.track.pop()
        if last != astro:
            self.track[index] = last
        self.stand(astro, ORIGIN)

    def launchable(self, seat: int, first_only: bool = False) -> list[Action]:
        return [act("launch", pod) for pod, seats in self.seated.items() if any(seats)]

    def _legal_launch(self, step: PlainStep) -> list[Action]:
        return self.launchable(self.acting)

    def _do_launch(self, step: PlainStep, action: Action) -> None:
        self.launch(action.args[0], None)  # the action's line names the pod and who is aboard


def _free_relocations(tile: str, frontier: dict[int, int], tile_doors: int, cell: int,
                     current: int) -> list[Action]:
    """The relocations of a tile the rest of the station does not hang on: wherever a module's door
    faces it (``frontier``, once the tile is lifted), but not as it lies now."""
    fits = FITS[tile_doors]
    here = ROTATION_TEXT[current]
    return [act("relocate", tile, cell_text(target), rotation)
            for target, sides in frontier.items() for rotation in fits[sides]
            if target != cell or rotation != here]


EFFECT_LISTS: dict[str, Callable[[ModuleRules, int, bool], list[Action]]] = {
    "lab": ModuleRules.swap_actions, "control": ModuleRules.relocations, "laser": ModuleRules.laser_targets,
    "security": ModuleRules.launchable}
"""Module type -> the listing of its effect's choices (``first_only``: is there one?)."""
