"""The log's lines: each action's lines for every viewer, made when it happens, and which of them
the log panel shows.

Lines are made for every possible viewer while the action's positions exist, so a hand-off only
switches which lines are shown. Words come from the engine's ``describe`` for that viewer, the
notation is masked for it, and the consequences are the events it may read, each turned round for
the seat reading it ("Your Chief is killed." to Ann).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.core.actions import Action
from game.core.contract import AllBut, GameState, may_read
from game.core.history import History
from game.core.public_text import public_notation
from game.core.wording import addressed_to
from ui.log_panel import LogLine, LogPanel
from ui.remote_session import RemoteHistory

LogItem = dict[int | None, list[LogLine]]
"""The lines of one action (or one note of the table's own) for every viewer (None: a spectator)."""
Event = tuple[str, int | AllBut | None]
"""An event line and whom it is kept for (``GameState.events``)."""


def viewers(state: GameState) -> list[int | None]:
    """Everyone who may read the log: a spectator (None) and every seat."""
    return [None, *range(len(state.seats))]


class LogBook:
    """The log's items, oldest first, and how far the panel shows them."""

    def __init__(self, seat_names: tuple[str, ...], quiet_in_log: Callable[[Action], bool]):
        self.seat_names = seat_names
        self.quiet_in_log = quiet_in_log
        """The table's hook: an action whose own line the log leaves out."""
        self.items: list[LogItem] = []
        self.shown_for: object = ()
        """Whose lines the panel shows (an impossible value until it shows any)."""
        self.shown = 0
        """How many items the panel shows."""

    def logged(self, action: Action, before: GameState, after: GameState, events: Iterable[Event],
               prefix: str = "") -> LogItem:
        """The log lines of one action for every possible viewer, written while its positions exist.

        An event that only restates the action is folded into the action's line with whatever it
        adds (see ``restated``); an action without a line of its own (``quiet_in_log``) keeps them all.
        """
        lines = {}
        quiet = self.quiet_in_log(action)
        public = before.describe(action, None)
        for viewer in viewers(before):
            own = words = before.describe(action, viewer)
            consequences = []
            for text, only in events:
                if not may_read(only, viewer):
                    continue
                more = None if quiet else next(
                    (rest for rest in (restated(text, own), restated(text, public)) if rest is not None), None)
                if more is None:
                    consequences.append(LogLine(self.addressed(text, viewer), consequence=True))
                elif words == own:  # the first event restating the action lends its line what it adds
                    words = own.removesuffix(".") + self.addressed(more, viewer)
            shown = [] if quiet else [LogLine(prefix + words, public_notation(action, before, after, viewer))]
            lines[viewer] = shown + consequences
        return lines

    def entry(self, history: History | RemoteHistory, index: int) -> LogItem:
        """The lines of the action played ``index``-th."""
        entry = history.entries[index]
        return self.logged(entry.action, entry.before, history.after(index), entry.events)

    def addressed(self, text: str, viewer: int | None) -> str:
        """An event line in the second person for the seat reading it, as its own actions are."""
        return text if viewer is None else addressed_to(text, self.seat_names[viewer], self.seat_names)

    def note(self, text: str, state: GameState) -> None:
        """A public line of the table's own (not an engine action)."""
        self.items.append({viewer: [LogLine(text)] for viewer in viewers(state)})

    def clear(self) -> None:
        """Start an empty log (a lesson's new position, a replay's step)."""
        self.items = []
        self.shown_for = ()

    def show_on(self, panel: LogPanel, viewer: int | None) -> None:
        """Add the new lines to ``panel``; all of them again only when another seat sits at the screen."""
        if self.shown_for != viewer:
            self.shown_for = viewer
            self.shown = 0
            panel.set_lines([])
        new = self.items[self.shown:]
        if new:
            panel.add([line for item in new for line in item[viewer]])
            self.shown = len(self.items)


def restated(event: str, line: str) -> str | None:
    """What ``event`` adds to an action's ``line`` when it restates it ("Ann delivers the Pump:
    +5 reputation." after "Ann delivers the Pump." adds ": +5 reputation."; a bare repeat adds
    "."), or None when it tells of something else. What it adds must begin a new clause, so
    "Ann plays Up or Down." does not restate "Ann plays Up."."""
    stem = line.removesuffix(".")
    rest = event[len(stem):]
    if not event.startswith(stem) or not (rest == "" or rest[0] in ".:;,!?" or rest.startswith(" (")):
        return None
    return rest
