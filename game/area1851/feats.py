"""Feats: when they are met, and completing them (rulebook: Feats, Reward, Scoring; R52-R56, A-25).

A feat's requirement is a set of conditions on named measures (data/area1851/feats.yaml,
``game.area1851.primitives``). A delivery feat looks at one delivery; a state feat at its
owner's position after every action; an end feat at the final position.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from game.area1851.dice import HALL
from game.area1851.fields import Area1851Fields
from game.area1851.primitives import FACTION_FILTER
from game.core.actions import Action, act
from game.core.wording import in_brackets

SECRET_PENDING = frozenset({"feat"})
"""Choices whose very opening depends on hidden cards: a delivery meeting several face-down
feats. Others see only that the player is taking their turn (the location choices follow a
die placed in the open, so everyone knows they are open)."""


class Delivery(NamedTuple):
    """What a delivered gadget was, for the feats that look at deliveries (R53-R55)."""

    faction: str
    mods: int
    value: int
    cost: int
    mod_factions: int
    own_faction_mods: int
    doubled: bool
    fabricated_this_turn: bool


Measures = Mapping[str, int | str | None]
"""What a feat's requirement is judged on: numbers and flags by measure, and a faction."""


def met(requires: Mapping[str, int | str], values: Measures) -> bool:
    """Whether measured ``values`` meet every condition of a requirement."""
    for key, want in requires.items():
        if key == FACTION_FILTER:
            if values.get(FACTION_FILTER, want) != want:
                return False
        elif key[:4] in ("min_", "max_"):
            have = values[key[4:]]
            assert isinstance(have, int) and isinstance(want, int), f"{key} compares numbers"
            if (have < want) if key[:4] == "min_" else (have > want):
                return False
        elif not values[key]:
            return False
    return True


def state_values(state: Area1851Fields, seat: int) -> dict[str, int]:
    stats = state.stats[seat]
    return {"table_gadgets": len(state.tables[seat]), "scrap": len(state.scraps[seat]),
            "dice_on_town_hall": state.die_states[seat].count(HALL),
            "assistants_activated_this_turn": stats["assistants_activated_this_turn"],
            "builds_this_turn": stats["builds_this_turn"], "rolled_alike": stats["rolled_alike"]}


def end_values(state: Area1851Fields, seat: int, faction: str | None) -> dict[str, int]:
    stats = state.stats[seat]
    per_faction = [stats[f"delivered:{f}"] for f in state.data.factions]
    delivered = stats[f"delivered:{faction}"] if faction else sum(per_faction)
    return {"delivered": delivered, "factions_delivered": sum(1 for n in per_faction if n),
            "scrap": len(state.scraps[seat]), "table_gadgets": len(state.tables[seat]),
            "feats_completed": len(state.feats_up[seat]), "town_hall_dice": stats["town_hall_dice"],
            "doubled": stats["doubled"], "mods_delivered": stats["mods_delivered"]}


def end_feats_shown(state: Area1851Fields, seat: int) -> list[str]:
    """The end feats ``seat`` still holds face down once the game is over: every player reveals
    theirs at the end (R61), met or not, so these are no secret then."""
    if state.phase != "over":
        return []
    return [feat for feat in state.feats_down[seat] if state.data.feats[feat].when == "end"]


def end_feats_met(state: Area1851Fields, seat: int) -> list[str]:
    feats = state.data.feats
    found: list[str] = []
    for feat in state.feats_down[seat]:
        info = feats[feat]
        if info.when != "end":
            continue
        faction = info.requires.get(FACTION_FILTER)
        assert faction is None or isinstance(faction, str), "a feat's faction is a faction id"
        if met({k: v for k, v in info.requires.items() if k != FACTION_FILTER}, end_values(state, seat, faction)):
            found.append(feat)
    return found


class FeatRules(Area1851Fields):
    """Completing feats, part of ``Area1851State``."""

    def complete_feat(self, seat: int, feat: str, cause: str = "feats") -> None:
        """R53: the feat is turned face up and its reward taken."""
        info = self.data.feats[feat]
        self.feats_down[seat].remove(feat)
        self.feats_up[seat].append(feat)
        self.gain(seat, cause, info.reward)
        self.revealed = True
        self.note(f"{self.name(seat)} completes the feat {info.name}: +{info.reward} reputation "
                  f"({in_brackets(info.text)}).")

    def check_state_feats(self, seat_only: int | None = None) -> None:
        """R55: a state feat completes the moment its owner meets it, in any phase (only
        ``seat_only``'s when no other seat's position changed)."""
        feats, state_feats = self.data.feats, self.data.state_feats
        for seat in range(self.n) if seat_only is None else (seat_only,):
            held = [f for f in self.feats_down[seat] if f in state_feats]
            if not held:
                continue
            values = state_values(self, seat)
            for feat in held:
                if met(feats[feat].requires, values):
                    self.complete_feat(seat, feat)

    def offer_delivery_feats(self, seat: int, record: Delivery) -> None:
        """R54: one delivered gadget completes at most one feat; the owner chooses among several."""
        feats = self.data.feats
        values = record._asdict()
        candidates = [f for f in self.feats_down[seat]
                      if feats[f].when == "delivery" and met(feats[f].requires, values)]
        if len(candidates) == 1:
            self.complete_feat(seat, candidates[0])
        elif candidates:
            self.pending = ("feat", *candidates)
            self.note("Choose which of your feats this delivery completes.", only=seat)

    def _pending_feat(self) -> list[Action]:
        assert self.pending is not None, "a feat choice is open"
        return [act("complete", feat) for feat in self.pending[1:]]

    def _do_complete(self, action: Action) -> None:
        self.pending = None
        self.complete_feat(self.queue[0], action.args[0])
