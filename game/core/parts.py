"""A game state's words, views, positions and checks, kept in the modules beside its own.

Each game package holds ``words.py`` (``prompt_for``, ``phase_label_for``,
``describe_action``), ``views.py`` (``view_for``), ``positions.py`` (``position_of``) and
``checks.py`` (``invariant_problems``, ``secrets_from``). Those modules import the state's
package, so they are found when first needed rather than imported with the state.
"""

from __future__ import annotations

import importlib
from functools import cache

from game.core.actions import Action


@cache
def _module(package: str, name: str):
    return importlib.import_module(f"{package}.{name}")


class StateParts:
    """The contract's wording, view, position and check methods, answered by the state's package."""

    def _part(self, name: str):
        return _module(type(self).__module__.rpartition(".")[0], name)

    def prompt(self) -> str:
        return self._part("words").prompt_for(self)

    def phase_label(self) -> str:
        return self._part("words").phase_label_for(self)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        return self._part("words").describe_action(self, action, viewer)

    def view(self, player: int | None) -> dict:
        return self._part("views").view_for(self, player)

    def to_position(self) -> dict:
        return self._part("positions").position_of(self)

    def invariant_problems(self) -> list[str]:
        return self._part("checks").invariant_problems(self)

    def secrets_from(self, player: int | None) -> set[str]:
        return self._part("checks").secrets_from(self, player)
