"""Who sits at the screen in hot-seat play, and The Elevator's instant windows there.

In the competitive modes the engine asks every seat that may answer a window, holder or not
(docs/rulings.md, ruling 16), so its asking tells nobody anything. Handing the screen to every
person at every window would stop the game a dozen times a turn, so each person chooses,
once and privately, their *stops*: the moments at which they want the screen in other
players' turns. At any other moment the table passes for them, whatever they hold. In their
own turn a person whose screen is up already (after their roll, at the arrival) is asked at their
own windows only when a card of theirs can answer: nobody else sees the difference. Where the screen
is not theirs yet (before their roll, when the turn comes from someone else; a new roll after a
rival's Hacker) their stops decide, as in the others' turns: a hand-off for a card that can answer
would tell the table what they hold. Over the network their stops decide all their own windows too:
the others see each answer arrive, and an answer at once would tell them there was nothing to play.

In the team modes hands are open and the engine asks only holders; the table asks a
teammate only when the card could help the team, and each person may stop being asked for
the rest of the game.
"""

from __future__ import annotations

STOP_MOMENTS = {
    "start": "Before a roll, where the last turn left the elevator (Wet floor)",
    "roll": "After a roll (Hacker, Broken elevator)",
    "arrive": "When the elevator arrives at a floor (Wet floor)",
    "leave": "When a worker with company is about to leave (Chatter)",
    "after_move": "After a move, a card or a token changes the elevator's floor (Wet floor)",
}
DEFAULT_STOPS = ("roll", "leave")
"""Pre-ticked in the stops panel: the strongest instants; Wet floor's moments come often."""


def window_wants_person(moment: str, seat: int, active: int, stops: dict[int, list[str]] | None,
                        can_answer: bool, screen_is_theirs: bool) -> bool:
    """Whether a person asked in a competitive window gets the screen (else the table passes).

    ``can_answer``: a card of theirs can answer now; it decides only their own windows (in
    their own turn) while their screen is up already (``screen_is_theirs``), which nobody else watches.
    """
    if seat == active and screen_is_theirs:
        return can_answer
    chosen = (stops or {}).get(seat)
    return moment in (DEFAULT_STOPS if chosen is None else chosen)


def screen_seat(kinds: list[str], deciding: int | None, shown: int | None) -> int | None:
    """Who the screen is for, given who decides now (None: nobody's, a public screen).

    A person deciding gets the screen (after a hand-off if it was someone else's). While a bot
    decides, the screen stays with the only person at the table; with two or more people it is
    nobody's, so it shows only what everyone may see (nobody's hand stays up while the others
    watch); a table of bots shows the deciding bot's hand.
    """
    people = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    if deciding is not None and kinds[deciding] == "human":
        return deciding
    if len(people) == 1:
        return people[0]
    if not people:
        return deciding if deciding is not None else shown
    return None
