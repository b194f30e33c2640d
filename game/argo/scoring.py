"""Who wins a finished game of Argo, and how each score was made (R94, R95, R99-R102).

Every point is scored during play; nothing is added at the end. The Aliens beat every player
when their score is strictly higher than the best player's, or at once when their track is
full. Otherwise the highest score wins; a tie goes to the most activation tokens placed,
then to the most Astronauts escaped, and is otherwise shared. The functions read a finished
position's fields and the Aliens' score (``EndRules``).
"""

from __future__ import annotations

from game.argo.ending import EndRules
from game.core.contract import Result
from game.core.wording import plural

SOURCES = (("kills", "Astronauts killed"), ("aliens", "Aliens killed"), ("warehouse", "Warehouse"),
           ("earlier", "Earlier points"))
ENDINGS = {
    "pods": "Every escape pod has left the station.",
    "final_round": "The station was complete and everyone has played one more turn.",
    "stranded": "{name} has no Astronaut left to move (every one has escaped, died or sits in a pod).",
    "track": "The Alien track is full.",
}


def escaped_count(state: EndRules, seat: int) -> int:
    return sum(1 for astro in state.escaped if state.owner[astro] == seat)


def breakdown_of(state: EndRules, seat: int) -> list[tuple[str, int]]:
    """The lines of a seat's score: each escape by its seat value, then kills, Aliens, Warehouse."""
    lines: list[tuple[str, int]] = []
    factor = state.setup.points.chief_factor
    escapes = []
    for astro, (pod, index) in state.escaped.items():
        if state.owner[astro] != seat:
            continue
        value = state.data.tile[pod].seats[index]
        chief = state.role[astro] == "chief"
        role, pod_name = state.data.role_name[state.role[astro]], state.data.tile[pod].spoken
        escapes.append((f"{role} escaped on a {value} seat ({pod_name})" + (", doubled" if chief else ""),
                        value * (factor if chief else 1)))
    escape_points = state.gains.get((seat, "escapes"), 0)
    if sum(points for _line, points in escapes) == escape_points:
        lines += escapes
    elif escape_points:
        lines.append(("Escapes", escape_points))
    for source, words in SOURCES:
        points = state.gains.get((seat, source), 0)
        if points:
            lines.append((words, points))
    return lines


def tie_key(state: EndRules, seat: int) -> tuple[int, int, int]:
    return state.scores[seat], state.tokens_placed(seat), escaped_count(state, seat)


def final_result(state: EndRules) -> Result:
    assert state.over is not None, "only a game that is over has a result"
    scores = list(state.scores)
    breakdown = [breakdown_of(state, seat) for seat in range(state.players)]
    ending = ENDINGS[state.over].format(name=state.name(state.active))
    aliens = state.alien_score()
    best = max(scores)
    if state.over == "track":
        summary = f"{ending} The Aliens win and every player loses."
        return Result([], summary, None, scores, breakdown)
    if aliens > best:
        summary = (f"{ending} The Aliens win with {plural(aliens, 'point')} against the best player's {best}: "
                   "every player loses.")
        return Result([], summary, None, scores, breakdown)
    top = max(tie_key(state, seat) for seat in range(state.players))
    winners = [seat for seat in range(state.players) if tie_key(state, seat) == top]
    names = " and ".join(state.name(seat) for seat in winners)
    leaders = [seat for seat in range(state.players) if scores[seat] == best]
    if len(winners) > 1:
        how = f"share the victory with {plural(best, 'point')} each (tied on tokens and escapes too)"
    elif len(leaders) > 1:
        tied_tokens = len({state.tokens_placed(s) for s in leaders}) == 1
        how = (f"wins with {plural(best, 'point')}, on the tie-break: more Astronauts escaped" if tied_tokens
               else f"wins with {plural(best, 'point')}, on the tie-break: more modules activated")
    else:
        how = f"wins with {plural(best, 'point')}"
    return Result(winners, f"{ending} {names} {how} (the Aliens have {aliens}).", None, scores, breakdown)
