"""The end of the game: region bonuses and the result (rulebook: End of the Game; R43, R44, R48-R50)."""

from __future__ import annotations

from game.area51.basics import Area51Basics
from game.area51.board import space_number
from game.core.contract import Result
from game.core.wording import plural

EARLIER = "earlier"
"""The source of points a position gives without saying how they were made."""


def rank_key(level: int, space: str) -> tuple[int, int]:
    """A bunker's standing in its region's ranking, the greater the better: higher level, then the
    higher-numbered space (R43)."""
    return level, space_number(space)


def bonus_ranking(state: Area51Basics, region: str) -> list[str]:
    """The region's bunkers, best first (``rank_key``)."""
    spaces = [s for s in state.bunkers if s[0] == region]
    return sorted(spaces, key=lambda s: rank_key(state.bunkers[s][2], s), reverse=True)


def bonus_now(state: Area51Basics) -> dict[str, int]:
    """The award each bunker would get if the game ended now (the table's 5/3/2 badges)."""
    awards: dict[str, int] = {}
    for region in state.board.region_ids:
        for space, points in zip(bonus_ranking(state, region), state.setup.bonus, strict=False):
            awards[space] = points
    return awards


def award_bonuses(state: Area51Basics) -> None:
    for region in state.board.region_ids:
        lines: list[str] = []
        for space, points in zip(bonus_ranking(state, region), state.setup.bonus, strict=False):
            _colour, owner, level = state.bunkers[space]
            state.add_points(owner, f"bonus {region}", points)
            lines.append(f"{points} to {state.colour_owner_words(owner)} ({space}, level {level})")
        if lines:
            state.note(f"Region {region} bonus: {', '.join(lines)}.")
        else:
            state.note(f"Region {region} has no bunker, so it gives no bonus.")


def seat_scores(state: Area51Basics) -> list[int]:
    """Each seat's score: its colour's, or in the two-player game the lower of its two (R49)."""
    return [min(state.scores[c] for c in colours) for colours in state.seat_colours]


def final_result(state: Area51Basics) -> Result:
    scores = seat_scores(state)
    best = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    cards = [len(hand) for hand in state.hands]
    most = max(cards[seat] for seat in leaders)
    winners = [seat for seat in leaders if cards[seat] == most]
    tie_break = len(leaders) > 1
    names = " and ".join(state.name(seat) for seat in winners)
    points = plural(best, "point")
    if not tie_break:
        summary = f"{names} wins with {points}."
    elif len(winners) == 1:
        tied = " and ".join(state.name(seat) for seat in leaders)
        summary = f"{tied} tie on {points}; {names} wins with more cards in hand ({most})."
    else:
        summary = f"{names} share the win with {points} and {plural(most, 'card')} in hand each."
    if state.mode == "two_player":
        summary += " (A player's score is the lower of their two colours.)"
    breakdown = [_breakdown(state, seat, tie_break and seat in leaders) for seat in range(len(state.seats))]
    return Result(winners, summary, None, scores, breakdown)


def _breakdown(state: Area51Basics, seat: int, tie_break: bool) -> list[tuple[str, int]]:
    colours = state.seat_colours[seat]
    lines: list[tuple[str, int]] = []
    for colour in colours:
        prefix = f"{colour.capitalize()}: " if len(colours) > 1 else ""
        for line, points in _sources(state, colour):
            lines.append((prefix + (line if prefix == "" else line[0].lower() + line[1:]), points))
        if len(colours) > 1:
            lines.append((f"{colour.capitalize()} total", state.scores[colour]))
    if len(colours) > 1:
        lines.append((f"Final score: the lower of {' and '.join(colours)}", min(state.scores[c] for c in colours)))
    if tie_break:
        lines.append(("Cards in hand (tie-break)", len(state.hands[seat])))
    return lines


def _sources(state: Area51Basics, colour: str) -> list[tuple[str, int]]:
    gains = state.gains
    lines = [(f"{artifact.capitalize()} artifacts stored", gains[(colour, artifact)])
             for artifact in state.data.colours if gains.get((colour, artifact))]
    lines += [(f"Region {region} bonus", gains[(colour, f'bonus {region}')])
              for region in state.board.region_ids if gains.get((colour, f"bonus {region}"))]
    if gains.get((colour, EARLIER)):
        lines.append(("Points before this position", gains[(colour, EARLIER)]))
    return lines
