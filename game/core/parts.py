"""A game state's words, views, positions and checks, kept in the modules beside its own.

Each game package holds ``words.py`` (``prompt_for``, ``phase_label_for``,
``describe_action``), ``views.py`` (``view_for``), ``positions.py`` (``position_of``) and
``checks.py`` (``invariant_problems``, ``secrets_from``). Those modules import the state's
package, so they are found when first needed rather than imported with the state.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

from game.core.actions import Action


@cache
def _module(package: str, name: str) -> ModuleType:
    return importlib.import_module(f"{package}.{name}")


class StateParts:
    """The contract's wording, view, position and check methods, answered by the state's package.

    A part module is found at run time, so each method names the signature it calls.
    """

    def _part(self, name: str) -> ModuleType:
        return _module(type(self).__module__.rpartition(".")[0], name)

    def prompt(self) -> str:
        prompt_for: Callable[[StateParts], str] = self._part("words").prompt_for
        return prompt_for(self)

    def phase_label(self) -> str:
        phase_label_for: Callable[[StateParts], str] = self._part("words").phase_label_for
        return phase_label_for(self)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        describe_action: Callable[[StateParts, Action, int | None], str] = self._part("words").describe_action
        return describe_action(self, action, viewer)

    def view(self, player: int | None) -> dict[str, Any]:
        view_for: Callable[[StateParts, int | None], dict[str, Any]] = self._part("views").view_for
        return view_for(self, player)

    def to_position(self) -> dict[str, Any]:
        position_of: Callable[[StateParts], dict[str, Any]] = self._part("positions").position_of
        return position_of(self)

    def invariant_problems(self) -> list[str]:
        invariant_problems: Callable[[StateParts], list[str]] = self._part("checks").invariant_problems
        return invariant_problems(self)

    def secrets_from(self, player: int | None) -> set[str]:
        secrets_from: Callable[[StateParts, int | None], set[str]] = self._part("checks").secrets_from
        return secrets_from(self, player)
