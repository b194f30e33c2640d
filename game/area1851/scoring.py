"""Reputation: a delivery's worth, the end of the game and its tie-breaks
(rulebook: Deliver a Gadget, Scoring; R30, R31, R61-R63, A-31).
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.contract import Result
from game.core.wording import in_brackets

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


def delivery_value(state, gadget, mods: tuple) -> DeliveryValue:
    """R30, R31: the gadget's value, doubled when every socket holds a modification of its
    faction (a Universal one counts as such), plus the modifications and the event bonus."""
    cards = state.data.cards
    attached = [cards[m] for m in mods if m]
    doubled = len(attached) == len(mods) and all(m.faction in (None, gadget.faction) for m in attached)
    bonus_rule = state.effects.get("delivery_bonus")
    bonus = bonus_rule["rep"] if bonus_rule and bonus_rule["faction"] == gadget.faction else 0
    return DeliveryValue(gadget.rep * (2 if doubled else 1), sum(m.rep for m in attached), bonus, doubled)


def scrap_value(state, seat: int) -> int:
    """The first tie-break (R63, A-31): printed values of the scrap heap's cards, undoubled."""
    return sum(state.data.cards[c].rep for c in state.scraps[seat])


def score_end_feats(state) -> None:
    """R61: every end feat met is turned face up and scored; all are judged on the position
    as it stands at the end, before any of them adds reputation."""
    from game.area1851.feats import end_feats_met
    met = {seat: end_feats_met(state, seat) for seat in state.order()}
    held = {seat: [f for f in state.feats_down[seat] if state.data.feats[f].when == "end"] for seat in state.order()}
    if not any(held.values()):
        state.note("The end-of-game feats are checked: nobody holds one.")
    for seat, feats in met.items():
        for feat in feats:
            state.complete_feat(seat, feat, "end_feats")
    for seat, feats in held.items():
        for feat in feats:
            if feat not in met[seat]:
                info = state.data.feats[feat]
                state.note(f"{state.name(seat)} reveals the end feat {info.name}: not met, +0 reputation "
                           f"({in_brackets(info.text)}).")
    state.revealed = True


def ranking(state) -> tuple[list[int], list[str]]:
    """The winners, and the tie-breaks used in order, in words (R62, R63)."""
    best = max(state.rep)
    tied = [seat for seat in range(state.n) if state.rep[seat] == best]
    used = []
    if len(tied) > 1:
        for name, key in (("the lowest scrap heap value", lambda s: -scrap_value(state, s)),
                          ("the most feats completed", lambda s: len(state.feats_up[s]))):
            top = max(key(s) for s in tied)
            used.append(name)
            tied = [s for s in tied if key(s) == top]
            if len(tied) == 1:
                break
    if len(tied) > 1 and all(state.ages[s] is not None for s in tied):
        used.append(f"the age closest to {AGE_TARGET}")
        closest = min(abs(state.ages[s] - AGE_TARGET) for s in tied)
        tied = [s for s in tied if abs(state.ages[s] - AGE_TARGET) == closest]
    return tied, used


def final_result(state) -> Result:
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


def _breakdown(state, seat: int, used: list[str]) -> list[tuple[str, int]]:
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
            lines.append((f"Age (tie-break: closest to {AGE_TARGET} wins)", state.ages[seat]))
    return lines
