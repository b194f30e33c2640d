"""Reputation: a delivery's worth, the end of the game and its tie-breaks
(rulebook: Deliver a Gadget, Scoring; R30, R31, R62, R63, A-31). The end feats are scored by
``TurnFlow.finish`` (R61).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from game.area1851.fields import Area1851Fields
from game.area1851.rules_data import TinkerCard
from game.core.contract import Result

CAUSES = {
    "deliveries": "Gadgets delivered (with their modifications)",
    "events": "Event bonuses",
    "town_hall": "Dice placed on the Town Hall",
    "recycler": "Modifications recycled",
    "feats": "Feats completed during play",
    "end_feats": "Feats completed at the end",
    "earlier": "Reputation before this position",
}
"""Where reputation comes from, in the order the game-over breakdown lists them."""
AGE_TARGET = 42


class DeliveryValue(NamedTuple):
    gadget: int  # the gadget's printed value, doubled when pure
    mods: int
    bonus: int  # this turn's event bonus for the gadget's faction
    doubled: bool

    @property
    def total(self) -> int:
        return self.gadget + self.mods + self.bonus


def delivery_value(state: Area1851Fields, gadget: TinkerCard, mods: tuple[str | None, ...]) -> DeliveryValue:
    """R30, R31: the gadget's value, doubled when every socket holds a modification of its
    faction (a Universal one counts as such), plus the modifications and the event bonus."""
    cards = state.data.cards
    attached = [cards[m] for m in mods if m]
    doubled = len(attached) == len(mods) and all(m.faction in (None, gadget.faction) for m in attached)
    bonus_rule = state.effects.get("delivery_bonus")
    bonus = bonus_rule["rep"] if bonus_rule and bonus_rule["faction"] == gadget.faction else 0
    return DeliveryValue(gadget.rep * (2 if doubled else 1), sum(m.rep for m in attached), bonus, doubled)


def scrap_value(state: Area1851Fields, seat: int) -> int:
    """The first tie-break (R63, A-31): printed values of the scrap heap's cards, undoubled."""
    return sum(state.data.cards[c].rep for c in state.scraps[seat])


def ranking(state: Area1851Fields) -> tuple[list[int], list[str]]:
    """The winners, and the tie-breaks used in order, in words (R62, R63)."""
    best = max(state.rep)
    tied = [seat for seat in range(state.n) if state.rep[seat] == best]
    used: list[str] = []
    if len(tied) > 1:
        tie_breaks: list[tuple[str, Callable[[int], int]]] = [
            ("the lowest scrap heap value", lambda s: -scrap_value(state, s)),
            ("the most feats completed", lambda s: len(state.feats_up[s]))]
        for name, key in tie_breaks:
            top = max(key(s) for s in tied)
            used.append(name)
            tied = [s for s in tied if key(s) == top]
            if len(tied) == 1:
                break
    ages = {s: age for s in tied if (age := state.ages[s]) is not None}
    if len(tied) > 1 and len(ages) == len(tied):
        used.append(f"the age closest to {AGE_TARGET}")
        closest = min(abs(age - AGE_TARGET) for age in ages.values())
        tied = [s for s in tied if abs(ages[s] - AGE_TARGET) == closest]
    return tied, used


def final_result(state: Area1851Fields) -> Result:
    winners, used = ranking(state)
    best = max(state.rep)
    names = " and ".join(state.name(s) for s in winners)
    if not used:
        summary = f"{names} is Top Tinkerer with {best} reputation."
    elif len(winners) == 1:
        summary = f"{names} is Top Tinkerer: tied on {best} reputation, ahead on {used[-1]}."
    else:
        summary = f"{names} share the win on {best} reputation (tie-breaks: {', '.join(used)})."
    tied = {s for s in range(state.n) if state.rep[s] == best} if used else set()
    breakdown = [_breakdown(state, seat, used if seat in tied else []) for seat in range(state.n)]
    return Result(winners, summary, None, list(state.rep), breakdown)


def _breakdown(state: Area1851Fields, seat: int, used: list[str]) -> list[tuple[str, int]]:
    from game.area1851.feats import end_feats_shown
    causes = state.causes[seat]
    lines = [(label, causes[cause]) for cause, label in CAUSES.items() if causes.get(cause)]
    lines += [(f"End feat {state.data.feats[feat].name}, not met", 0) for feat in end_feats_shown(state, seat)]
    for name in used:
        if name == "the lowest scrap heap value":
            lines.append(("Scrap heap value (tie-break: lower wins)", scrap_value(state, seat)))
        elif name == "the most feats completed":
            lines.append(("Feats completed (tie-break: more wins)", len(state.feats_up[seat])))
        else:
            age = state.ages[seat]
            assert age is not None, "the age tie-break is used only when every tied seat's age is known"
            lines.append((f"Age (tie-break: closest to {AGE_TARGET} wins)", age))
    return lines
