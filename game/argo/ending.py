"""Deaths, Aliens killed, pods taking off, and the end of the game (R23, R24, R46, R58-R61,
R82, R90-R99).

A death always puts the Astronaut on the Alien track (R93); it scores for the acting player
only when an Alien or deep space did it and the Astronaut was not his own (R24, R90, R91).
A full track or the last pod's take-off ends the game at once, in the middle of anything.
"""

from __future__ import annotations

from game.argo.fields import ArgoFields
from game.core.wording import listed, sentence_start

SCORING_DEATHS = frozenset(("alien", "deep_space"))
"""Causes of death that score for the acting player; the Core Room scores nobody (R82)."""


class EndRules(ArgoFields):
    """Deaths, Aliens killed, launches and the end: what moves, Aliens and modules lead to."""

    def astronaut_dies(self, astro: str, cause: str) -> None:
        if astro in self.where:
            self.leave(astro)
        self.track.append(astro)
        owner, acting = self.owner[astro], self.acting
        if cause in SCORING_DEATHS and owner != acting:
            points = self.setup.points
            self.add_points(acting, "kills", points.chief_kill if self.role[astro] == "chief" else points.kill)
        if self.alien_track_full():
            self.finish("track")

    def alien_dies(self, alien: str) -> None:
        """An Alien killed goes back to the supply (R50); the acting player scores (R22, R47, R78)."""
        cell = self.alien_cell.pop(alien)
        if self.alien_at.get(cell) == alien:
            del self.alien_at[cell]
        self.add_points(self.acting, "aliens", self.setup.points.alien_kill)

    def launch(self, pod: str, why: str | None) -> None:
        """The pod leaves with its passengers, who score their seats (R58-R60). ``why`` is told in
        the log; None when the action's own line tells it all (a Pilot taking off alone, the
        Security Center)."""
        seats = self.seated.pop(pod)
        values = self.data.tile[pod].seats
        factor = self.setup.points.chief_factor
        for index, astro in enumerate(seats):
            if astro is not None:
                points = values[index] * (factor if self.role[astro] == "chief" else 1)
                self.add_points(self.owner[astro], "escapes", points)
                self.escaped[astro] = (pod, index)
        self.station = self.station.without(self.station.cell_of[pod])
        self.pods_gone.append(pod)
        aboard = [a for a in seats if a is not None]
        who = listed([self.label(a) for a in aboard]) if aboard else "nobody"
        if why is not None:
            self.note(f"{sentence_start(self.data.tile[pod].spoken)} takes off ({why}) with {who} aboard.")
        if len(self.pods_gone) == len(self.pods_in_play):
            self.finish("pods")

    def core_deaths(self) -> None:
        """At the end of a turn, the active player's Astronauts that stood in the Core Room when
        the turn began and stand there now die (R82, Q11)."""
        core = self.station.first_of_type("core")
        for astro in sorted(self.core_start):
            if core is not None and self.where.get(astro) == core:
                self.note(f"The Core Room's radiation kills {self.label(astro)}.")
                self.astronaut_dies(astro, "core")
                if self.over is not None:
                    return

    def alien_track_full(self) -> bool:
        return self.cover + len(self.track) >= len(self.track_values)

    def alien_score(self) -> int:
        """The first slot still showing (R94, C1), or under the switch of setup.yaml the last filled."""
        if self.setup.alien_score == "last_filled":
            return self.track_values[self.cover + len(self.track) - 1] if self.track else 0
        slot = self.cover + len(self.track)
        return self.track_values[slot] if slot < len(self.track_values) else self.track_values[-1]

    def finish(self, reason: str) -> None:
        self.over = reason
        self.steps = []
        result = self.result()
        assert result is not None, "a game with a reason to be over has a result"
        self.note(result.summary)

