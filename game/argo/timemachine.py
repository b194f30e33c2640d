"""The Time Machine: a rival's out-of-turn action, at the moments the rulebook names (R84-R89).

A window opens at the start of a turn (before the Alien phase) and right after the active
player's first action when a second may follow. It asks each eligible rival in seat order from
the active player's left: one with an Astronaut standing on the Time Machine, no token of his
own on it, while it has room for a token, and with something he could then do (R85, R68).
Eligibility is public, so asking only those seats tells nobody anything. A rival who uses it
places his token and becomes the acting player for one Move or one activation of another
module (R86, R87); then the active player goes on exactly where he was (R88).
"""

from __future__ import annotations

from game.argo.fields import PlainStep, TmActionStep, TmOpenStep, TmWindowStep
from game.argo.grid import to_cell
from game.argo.modules import ModuleRules
from game.core.actions import Action, act


class TimeMachineRules(ModuleRules):
    """A rival's out-of-turn Move or activation (``ModuleRules``, which brings the moves too)."""

    def time_machine_users(self, seat: int) -> list[str]:
        """``seat``'s Astronauts that could use the Time Machine now (none if it may not)."""
        cell = self.station.first_of_type("time")
        if cell is None or seat == self.active:
            return []
        users = [a for a in self.occ.get(cell, ()) if self.owner[a] == seat]
        if not users or not self.may_place_token(seat, self.station.tiles[cell][0]):
            return []
        return users if self.granted_actions(seat, first_only=True) else []

    def granted_actions(self, seat: int, first_only: bool = False) -> list[Action]:
        """A Move of any own Astronaut, or an activation of another module (R86, Q18); ``first_only``:
        the Moves of one Astronaut when there are any, to ask whether there is any."""
        moves = self.move_actions(seat, skip_moved=False, first_only=first_only)
        if first_only and moves:
            return moves
        return moves + self.activation_actions(seat, granted=True)

    def _auto_tm_open(self, step: TmOpenStep) -> None:
        cell = self.station.first_of_type("time")
        if cell is None or not any(self.owner[a] != self.active for a in self.occ.get(cell, ())):
            return
        active = self.active
        if step[1] == "between" and not (self.move_actions(active, True, first_only=True)
                                         or self.activation_actions(active, False)):
            return
        queue = tuple((self.active + i) % self.players for i in range(1, self.players))
        self.steps.append(("tm_window", step[1], queue))

    def _legal_tm_window(self, step: TmWindowStep) -> list[Action]:
        users = self.time_machine_users(step[2][0])
        return [act("timemachine", a) for a in users] + [act("pass")] if users else []

    def _empty_tm_window(self, step: TmWindowStep) -> None:
        if len(step[2]) > 1:
            self.steps.append(("tm_window", step[1], step[2][1:]))

    def _do_tm_window(self, step: TmWindowStep, action: Action) -> None:
        moment, queue = step[1], step[2]
        seat = queue[0]
        if len(queue) > 1:
            self.steps.append(("tm_window", moment, queue[1:]))
        if action.verb == "pass":
            return
        astro = action.args[0]
        cell = self.where[astro]
        module = self.station.tiles[cell][0]
        self.tokens[module] = self.tokens.get(module, ()) + (seat,)
        self.steps += [("tm_end",), ("tm_action", seat)]
        self.acting = seat

    def _legal_tm_action(self, step: TmActionStep) -> list[Action]:
        return self.granted_actions(step[1])

    def _do_tm_action(self, step: TmActionStep, action: Action) -> None:
        astro = action.args[0]
        if action.verb == "move":
            self.begin_move(astro, to_cell(action.args[1]))
        else:
            self.begin_activation(astro)

    def _auto_tm_end(self, step: PlainStep) -> None:
        self.acting = self.active
