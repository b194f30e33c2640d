"""The Building phase: a display module or the top pod joins the station (R25-R33, R97, Q19).

Places are found from the station's frontier (the empty cells a placed module's door faces),
so listing them costs one pass over a few dozen cells whatever the station's size.
"""

from __future__ import annotations

from game.argo.fields import ArgoFields, PlainStep
from game.argo.grid import ROTATIONS, STEP, cell_text, rotate, to_cell
from game.argo.moves import ROTATION_TEXT
from game.core.actions import Action, act
from game.core.wording import sentence_start

_PLACEMENTS: dict[tuple[str, int, str], Action] = {}
_ROWS: dict[str, dict[int, list[tuple[Action, ...] | None]]] = {}
"""Tile -> cell -> the placements there for each set of sides facing it (0 to 15), made when first
asked: the same for every station. (Looked up by whole numbers: a key of a tile, a cell and sides
would be hashed afresh at every look-up, and a Building phase makes dozens.)"""


def placement(tile: str, cell: int, rotation: str) -> Action:
    """The ``place`` action, made once per tile, cell and rotation (a Building phase lists hundreds)."""
    key = (tile, cell, rotation)
    action = _PLACEMENTS.get(key)
    if action is None:
        action = _PLACEMENTS[key] = act("place", tile, cell_text(cell), rotation)
    return action


FITS = [[tuple(ROTATION_TEXT[r] for r in ROTATIONS if rotate(doors, r) & sides) for sides in range(16)]
        for doors in range(16)]
"""FITS[doors][sides]: the rotations that give a tile with ``doors`` a door on one of ``sides``."""


class BuildRules(ArgoFields):
    """The Building phase: it changes the station, the display, the stacks and the Aliens aboard."""

    def tiles_left(self) -> bool:
        return bool(self.display or self.stack or self.pod_stack)

    def placements(self) -> list[Action]:
        """Every legal ``place``: a module needs a door linked to a module (R27, R28); a pod's door
        must link to a module at least ``pod_distance`` links from the Waking Room (R29, R30).

        Where a tile fits depends on the station alone, so each tile's places are kept on the
        station (shared by every clone: a bot's samples of one position ask it once)."""
        answers = self.station.answers
        result: list[Action] = []
        for tile in self.display:
            places = answers.get(tile)
            if places is None:
                places = answers[tile] = self.module_places(tile)
            result += places
        if self.pod_stack:
            pod = self.pod_stack[0]
            places = answers.get(pod)
            if places is None:
                places = answers[pod] = self.pod_places(pod)
            result += places
        return result

    def module_places(self, tile: str) -> list[Action]:
        fits = FITS[self.data.tile[tile].doors]
        rows_at = _ROWS.get(tile)
        if rows_at is None:
            rows_at = _ROWS[tile] = {}
        result: list[Action] = []
        for cell, sides in self.station.frontier.items():
            rows = rows_at.get(cell)
            if rows is None:
                rows = rows_at[cell] = [None] * 16
            row = rows[sides]
            if row is None:
                row = rows[sides] = tuple(placement(tile, cell, r) for r in fits[sides])
            result += row
        return result

    def pod_places(self, pod: str) -> list[Action]:
        distance = self.station.distance
        base = self.data.tile[pod].doors
        fits = FITS[base]
        facing = {text: STEP[rotate(base, r).bit_length() - 1] for r, text in ROTATION_TEXT.items()}
        least = self.setup.pod_distance
        result = []
        for cell, sides in self.station.frontier.items():
            for rotation in fits[sides]:
                if distance.get(cell + facing[rotation], -1) >= least:
                    result.append(placement(pod, cell, rotation))
        return result

    def _legal_build(self, step: PlainStep) -> list[Action]:
        return self.placements()

    def _empty_build(self, step: PlainStep) -> None:
        if not self.tiles_left():
            self.note("No tile is left to add: the Building phase is skipped.")
            return
        self.note("None of the tiles left can be connected to the station: the Building phase is skipped.")
        if self.final_turns_left is None:
            self.start_final_round()

    def _do_build(self, step: PlainStep, action: Action) -> None:
        tile, cell, rotation = action.args[0], to_cell(action.args[1]), int(action.args[2])
        facts = self.data.tile[tile]
        if facts.is_pod:
            self.pod_stack.pop(0)
            self.seated[tile] = (None,) * len(facts.seats)
        else:
            self.take_from_display(tile)
        self.station = self.station.with_tile(cell, tile, rotation)  # the action's own line says so
        if facts.alien and len(self.alien_cell) < self.setup.aliens:
            alien = next(a for a in self.data.aliens if a not in self.alien_cell)
            self.alien_cell[alien] = cell
            self.alien_at[cell] = alien
            self.note("An Alien comes aboard with it.")
        if not self.tiles_left() and self.final_turns_left is None:
            self.start_final_round()

    def take_from_display(self, tile: str) -> None:
        """The taken tile's place is refilled from the stack at once (R31): a reveal."""
        index = self.display.index(tile)
        if self.stack:
            drawn = self.stack.pop()
            self.display[index] = drawn
            self.revealed = True
            self.note(f"{sentence_start(self.data.tile[drawn].spoken)} is turned face up into the display.")
        else:
            del self.display[index]

    def start_final_round(self) -> None:
        """The station is complete: this turn ends, then everyone plays one more (R97, Q19)."""
        self.final_turns_left = self.players + 1
        self.note("The station is complete: after this turn every player plays one more turn.")
