"""Who sits at the screen next in hot-seat play, and the "ask everyone" courtesy prompts.

The engine asks only the seats that hold a card able to answer an instant
window, so showing just those seats would tell the table who holds what. With
the setting "everyone", every rival is handed the screen whenever a window
opens, in seat order; those the engine does not ask see the same screen with
only "Pass" (a courtesy ask, not an engine action). With "never", rivals'
windows are passed for them without asking. Bots are never asked out of courtesy: nobody
sits at the screen for them, so there is nothing to disguise.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Turn:
    """Who should be at the screen: the seat, and whether only out of courtesy."""

    seat: int
    courtesy: bool = False


class InstantPrompter:
    def __init__(self, setting: str, bots: frozenset[int] = frozenset()):
        self.setting = setting
        self.bots = bots
        self.waiting: list[int] | None = None  # rivals still to be asked in this window
        self.moment = ""

    def next_turn(self, deciding: int, active: int, seats: int, window_moment: str | None) -> Turn:
        """``window_moment`` is the open window's moment, None when no window is open."""
        in_window = window_moment is not None
        if self.setting != "everyone":
            return Turn(deciding)
        if in_window and self.waiting is None:
            self.waiting = [(active + i) % seats for i in range(1, seats) if (active + i) % seats not in self.bots]
            self.moment = window_moment
        if not self.waiting:
            if not in_window:
                self.waiting = None
            return Turn(deciding)
        if in_window and deciding != active and deciding in self.waiting:
            if self.waiting[0] != deciding:
                return Turn(self.waiting[0], courtesy=True)
            self.waiting.pop(0)
            return Turn(deciding)
        if in_window:
            return Turn(deciding)
        return Turn(self.waiting[0], courtesy=True)

    def courtesy_done(self, seat: int) -> None:
        if self.waiting and self.waiting[0] == seat:
            self.waiting.pop(0)

    def auto_pass(self, deciding: int, active: int, in_window: bool) -> bool:
        """With "never", a rival's window is passed without asking them."""
        return self.setting == "never" and in_window and deciding != active and deciding not in self.bots


def screen_seat(kinds: list[str], deciding: int | None, shown: int | None) -> int | None:
    """Whose hand the screen should show in competitive play, given who decides now.

    A person deciding gets the screen (after a hand-off if it was someone else's). While
    a bot decides, the screen stays with the person who had it, or, with one person at
    the table, with that person; a table of bots shows the deciding bot's hand.
    """
    people = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    if deciding is not None and kinds[deciding] == "human":
        return deciding
    if len(people) == 1:
        return people[0]
    if not people:
        return deciding if deciding is not None else shown
    return shown if shown in people else people[0]
