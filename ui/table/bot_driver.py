"""Bots and hints at the table: a bot's move is lit for a moment before it is played, a hint is lit
until the position changes, and a table of bots alone can be paused and stepped.

The bot thinks on a worker thread (``ui/bot_thinker.py``). How long it is shown thinking must not
tell what it holds: while it knows something a person at the table does not, every decision of it is
shown for the same time (``shown_thinking_seconds``: a second, 1.25 s for the Hard of a game whose
search needs it, or its budget of seconds and a quarter more) and its search stops a little before
that time is up whatever its budget of iterations, so that a slow search cannot outlast it; where a
game says so (``quiet_bot_seconds``: The Elevator's instant windows) every answer takes the same
time. A table where the bots hide nothing from the people lets them search their whole budget, as a
game between bots alone does (reproducible under its seed).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core.actions import Action
from game.core.bot_specs import (
    BUDGET_MARGIN_SECONDS,
    SECRET_DECISION_SECONDS,
    private_search_seconds,
    seconds_budget,
    shown_thinking_seconds,
)
from ui.bot_thinker import BotThinker
from ui.remote_session import TableSession

BOT_MOVE_SHOWN_SECONDS = {"off": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}
HINT_BOT = "hard"


class DrivenTable(Protocol):
    """What the bot driver asks of its table."""

    app: Any
    session: TableSession
    people: int
    viewer: int | None
    marked: tuple[Action, str] | None

    @property
    def state(self) -> Any: ...

    def bot_deciding(self) -> int | None: ...

    def legal_here(self) -> list[Action]: ...

    def hint_allowed(self) -> bool: ...

    def act(self, action: Action) -> bool: ...

    def mark(self, action: Action, text: str) -> None: ...

    def set_notice(self, text: str) -> None: ...

    def quiet_bot_seconds(self) -> float: ...

    def autosave(self) -> None: ...

    def refresh(self) -> None: ...


class BotDriver:
    """Asks the deciding bot for its move, shows it, plays it; asks for hints."""

    def __init__(self, table: DrivenTable):
        self.table = table
        self.thinker = BotThinker()
        self.paused = False
        self.steps_allowed = 0
        """Bot moves to play while paused ("Step")."""
        self.clock = 0.0
        """How long the deciding bot has been thinking, or its marked move shown."""

    def update(self, dt: float) -> None:
        """Every frame: drive the deciding bot, and mark a hint once it is ready."""
        self.drive(dt)
        table = self.table
        if table.marked is None and table.viewer is not None and self.thinker.thinking_about(
                table.session, table.viewer, "hint"):
            self.show_hint(table.viewer)

    def drive(self, dt: float) -> None:
        """Ask the bot to move, show its move for a moment, then play it."""
        table = self.table
        seat = table.bot_deciding()
        if seat is not None and table.state.decision_is_secret() and self.knows_more(seat):
            self.answer_unseen(seat)
            return
        if seat is None or (self.paused and not self.steps_allowed):
            return
        state = table.state
        if not self.thinker.thinking_about(table.session, seat):
            self.thinker.ask(table.session, seat, self.spec(seat), most_seconds=self.search_deadline(seat))
        decision = self.thinker.answer(table.session, seat)
        quiet = self.quiet_answer_seconds(seat)
        if quiet and table.marked is None:  # an answer whose timing must not show what the bot holds
            self.clock += dt
            table.set_notice(f"{state.name(seat)} may answer...")
            if decision is None or self.clock < quiet:
                return
            if decision.action.verb == "pass":
                self.play(decision.action)
                return
            self.clock = 0.0
        elif table.marked is None and (decision is None or self.clock < self.least_thinking_seconds(seat)):
            self.clock += dt
            dots = "." * (1 + int(self.clock * 3) % 3)
            table.set_notice(f"{state.name(seat)} is thinking{dots}")
            return
        assert decision is not None, "a bot move is marked only once answered, and the answer is kept until acted on"
        if decision.action.verb == "pass":  # a bot letting a moment go by holds nobody up
            self.play(decision.action)
            return
        if table.marked is None:
            table.mark(decision.action, state.describe(decision.action, table.viewer))
        self.clock += dt
        if self.clock >= BOT_MOVE_SHOWN_SECONDS.get(table.app.settings.animation_speed, 0.8):
            self.play(decision.action)

    def answer_unseen(self, seat: int) -> None:
        """A decision that is asked only because of what the bot holds (``decision_is_secret``): a
        short search, then its move is played at once, unmarked, even while the table is paused, as
        if it were part of the move before: no pause, notice or step shows that it was asked."""
        table = self.table
        if not self.thinker.thinking_about(table.session, seat):
            self.thinker.ask(table.session, seat, self.spec(seat), most_seconds=SECRET_DECISION_SECONDS)
        decision = self.thinker.answer(table.session, seat)
        if decision is not None:
            table.act(decision.action)

    def play(self, action: Action) -> None:
        """Play the bot's move (one step less to go while paused)."""
        self.steps_allowed = max(0, self.steps_allowed - 1)
        self.table.act(action)

    def knows_more(self, seat: int) -> bool:
        """Whether the bot in ``seat`` knows something that a person at the table does not."""
        return self.table.people > 0 and self.table.state.knows_more_than_the_public(seat)

    def least_thinking_seconds(self, seat: int) -> float:
        """How long the bot in ``seat`` is shown thinking at the least: the same for every
        decision while it knows more than a person at the table (0 otherwise)."""
        if not self.knows_more(seat):
            return 0.0
        return shown_thinking_seconds(self.spec(seat), self.table.session.setup.game)

    def search_deadline(self, seat: int) -> float | None:
        """The most seconds the search of the bot in ``seat`` may take: while it knows more than a
        person at the table, a margin less than the shortest wait the table shows for it (a quiet
        answer's may be shorter than its shown thinking); else none, so it searches its budget."""
        if not self.knows_more(seat):
            return None
        most = private_search_seconds(self.spec(seat), self.table.session.setup.game)
        quiet = self.quiet_answer_seconds(seat)
        return min(most, quiet - BUDGET_MARGIN_SECONDS) if quiet else most

    def spec(self, seat: int) -> str:
        """The bot spec of ``seat`` (medium for a seat that names none)."""
        return self.table.state.seats[seat].bot_level or "medium"

    def quiet_answer_seconds(self, seat: int) -> float:
        """How long every answer of the bot in ``seat`` takes where the game asks for quiet answers
        (an instant window of The Elevator), its budget of seconds included; 0 elsewhere."""
        quiet = self.table.quiet_bot_seconds()
        return max(quiet, self.budget_seconds(seat)) if quiet else 0.0

    def budget_seconds(self, seat: int) -> float:
        """A bot with a budget of seconds spends it on every choice and nothing on a forced move:
        while that would show what it holds, every decision of it takes the budget and a little more."""
        seconds = seconds_budget(self.spec(seat))
        return seconds + BUDGET_MARGIN_SECONDS if seconds else 0.0

    def ask_hint(self) -> None:
        table = self.table
        if table.viewer is None or not table.hint_allowed():
            return
        self.thinker.ask(table.session, table.viewer, HINT_BOT, purpose="hint")
        table.session.hints_used += 1
        table.autosave()
        table.set_notice("Looking for a good move...")

    def show_hint(self, seat: int) -> None:
        """Mark the hint asked for ``seat`` (the viewer's) once it is ready."""
        table = self.table
        decision = self.thinker.answer(table.session, seat, purpose="hint")
        if decision is not None and table.marked is None:
            words = table.state.describe(decision.action, table.viewer)
            table.mark(decision.action, f"Hint: {words} {decision.why.capitalize()}.")

    def restart_clock(self) -> None:
        """A move was just marked: it is shown for its time from now."""
        self.clock = 0.0

    def forget(self) -> None:
        """The position changed: no answer asked for it is wanted any more."""
        self.clock = 0.0
        self.thinker.forget()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.steps_allowed = 0
        self.table.refresh()

    def step(self) -> None:
        """While paused, let the deciding bot make one move."""
        self.steps_allowed = 1

    def close(self) -> None:
        self.thinker.close()
