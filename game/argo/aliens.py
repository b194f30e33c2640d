"""The Alien phase: one Alien moves (its pushes follow), then every Alien kills (R12-R24).

An Alien's arrival on a tile, by a step, a push or a Lab swap, goes through ``alien_enter``:
two Grunts there kill it (R22), a pod whose door links to that tile takes off if anyone sits
in it (R59), and an Alien already there is pushed on (R15).
"""

from __future__ import annotations

from game.argo.ending import EndRules
from game.argo.fields import AlienPushStep, KillsStep, KillStep, PlainStep, Received
from game.argo.grid import cell_text, to_cell
from game.argo.pushing import NO_ALIENS, alien_can_enter, alien_push_destinations, two_grunts
from game.argo.words import place_words
from game.core.actions import Action, act

_ALIEN_MOVES: dict[tuple[str, int], Action] = {}


def alien_move(alien: str, cell: int) -> Action:
    """The ``alien`` action, made once per Alien and cell."""
    action = _ALIEN_MOVES.get((alien, cell))
    if action is None:
        action = _ALIEN_MOVES[(alien, cell)] = act("alien", alien, cell_text(cell))
    return action


class AlienRules(EndRules):
    """The Alien phase; an Alien's arrival may launch a pod or kill (``EndRules``)."""

    def alien_moves(self) -> list[Action]:
        """Every legal Alien step (R12-R16), Aliens in id order."""
        result = []
        links, kinds, alien_at = self.station.links, self.station.kinds, self.alien_at
        for alien in self.data.aliens:
            here = self.alien_cell.get(alien)
            if here is None:
                continue
            for target in links[here]:
                # an empty tile, the usual answer, needs no search (alien_can_enter)
                if kinds[target] not in NO_ALIENS and (target not in alien_at
                                                       or alien_can_enter(self, target, here, (), here)):
                    result.append(alien_move(alien, target))
        return result

    def _auto_alien_phase(self, step: PlainStep) -> None:
        if self.alien_cell:
            self.steps += [("kills", 0), ("alien_move",)]

    def _legal_alien_move(self, step: PlainStep) -> list[Action]:
        return self.alien_moves()

    def _empty_alien_move(self, step: PlainStep) -> None:
        self.note("No Alien can move: each one is boxed in by walls, the Waking Room, pods or the Safe Room.")

    def _do_alien_move(self, step: PlainStep, action: Action) -> None:
        alien, target = action.args[0], to_cell(action.args[1])
        here = self.alien_cell[alien]
        del self.alien_at[here]
        self.alien_enter(alien, target, here, ())

    def alien_enter(self, alien: str, target: int, came_from: int, received: Received) -> None:
        self.alien_cell[alien] = target
        for pod_cell in self.station.pods_linked_to(target):
            pod = self.station.tiles[pod_cell][0]
            if any(self.seated[pod]):
                self.launch(pod, "an Alien comes next to it")
                if self.over is not None:  # the game ends with the Alien where it went
                    self.alien_at.setdefault(target, alien)
                    return
        if two_grunts(self, target):
            self.note(f"An Alien walks in on two Grunts on {place_words(self, target)} and is killed.")
            self.alien_dies(alien)
            return
        if target in self.alien_at:
            self.steps.append(("alien_push", target, came_from, alien, received))
            return
        self.alien_at[target] = alien

    def _legal_alien_push(self, step: AlienPushStep) -> list[Action]:
        _kind, cell, came_from, _arriving, received = step
        resident = self.alien_at[cell]
        return [act("push", resident, cell_text(d))
                for d, after in alien_push_destinations(self, cell, came_from, received)
                if alien_can_enter(self, d, cell, after, None)]

    def _do_alien_push(self, step: AlienPushStep, action: Action) -> None:
        _kind, cell, came_from, arriving, received = step
        resident = self.alien_at[cell]
        self.alien_at[cell] = arriving
        destination = to_cell(action.args[1])
        self.alien_enter(resident, destination, cell, received + (destination,))

    # ------------------------------------------------------------ kills
    def victims(self, cell: int) -> list[str]:
        """Who an Alien on ``cell`` may kill: never a Robot; a Grunt only when no Chief, Explorer or
        Pilot is there (R19, R20)."""
        living = [a for a in self.occ.get(cell, ()) if self.role[a] != "robot"]
        others = [a for a in living if self.role[a] != "grunt"]
        return others or living

    def _auto_kills(self, step: KillsStep) -> None:
        """Each Alien on the station kills once, in id order (R17, Q21)."""
        aliens, alien_cell, occ = self.data.aliens, self.alien_cell, self.occ
        for index in range(step[1], len(aliens)):
            here = alien_cell.get(aliens[index])
            if here in occ and self.victims(here):
                self.steps += [("kills", index + 1), ("kill", aliens[index])]
                return

    def _legal_kill(self, step: KillStep) -> list[Action]:
        return [act("kill", victim) for victim in self.victims(self.alien_cell[step[1]])]

    def _do_kill(self, step: KillStep, action: Action) -> None:
        victim = action.args[0]
        self.astronaut_dies(victim, "alien")
