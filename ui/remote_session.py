"""A game hosted on another computer, as the table sees it: it stands where a ``Session`` stands.

The table reads the position and the history as at one computer; here they come from the host
(``net.remote_game.RemoteGame``). The position is the seat's mirror (its view, the hidden cards
dealt a fixed way), the history is made of what the host told this seat: each action in its
public notation (hidden arguments as "?"), who played it, and the lines this seat reads. The
table's own changes are sent: ``apply`` and ``undo`` ask the host, and the answer comes back as
a new position (``sync``, once a frame).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.contract import GameState, Seat
from game.core.errors import SaveError
from game.core.history import Entry
from game.core.session import Session, Setup
from net.remote_game import RemoteGame

if TYPE_CHECKING:  # the hosting parts load only when a game is hosted
    from ui.hosted_table import HostedTable


@dataclass
class RemoteHistory:
    """The actions played, as this seat was told of them; undo is the host's to allow."""

    remote: RemoteGame
    entries: list[Entry] = field(default_factory=list)
    lines: list[list[str]] = field(default_factory=list)
    """Each action's log lines as the host wrote them for this seat."""
    practice: bool = False
    practice_undos: int = 0

    @property
    def state(self) -> GameState:
        return self.remote.mirror

    @property
    def log(self) -> list[Action]:
        return [entry.action for entry in self.entries]

    def after(self, index: int) -> GameState:
        return self.entries[index + 1].before if index + 1 < len(self.entries) else self.state

    def undo_block_reason(self, seat: int | None) -> str | None:
        if seat != self.remote.seat:
            return "Undo is for the person deciding, on their own screen."
        return None if self.remote.may_undo else (self.remote.undo_reason or "Nothing to undo.")

    def can_undo(self, seat: int | None) -> bool:
        return self.undo_block_reason(seat) is None

    def can_redo(self) -> bool:
        return False  # redo would replay hidden draws: at a network game the host never offers it


class RemoteSession:
    """One seat of a network game, where the table expects a ``Session``."""

    is_remote = True
    lesson = False

    def __init__(self, remote: RemoteGame, hosted: HostedTable | None = None):
        self.remote = remote
        self.hosted = hosted
        """The game this window hosts, when it does (None: joined from another computer)."""
        seats = [Seat(info["name"], info["colour"], "human" if i == remote.seat else "bot")
                 for i, info in enumerate(remote.seats)]
        self.setup = Setup(remote.game, remote.mode, seats)
        self.history = RemoteHistory(remote)
        self.hints_used = 0
        self.rewinds = 0
        self.stops: dict[int, list[str]] = {}

    @property
    def state(self) -> GameState:
        return self.history.state

    def seat_kinds(self) -> list[str]:
        """How the table plays each seat: this computer's person, and every other seat decided
        elsewhere (shown to the table as a bot it never moves itself)."""
        return [seat.kind for seat in self.setup.seats]

    def apply(self, action: Action) -> None:
        """Ask the host to play ``action``; the new position comes back through ``sync``."""
        self.remote.act(action)

    def ask_undo(self) -> None:
        self.remote.undo()

    def save(self, _path: object) -> None:
        raise SaveError("A network game is saved by its host.")

    def sync(self) -> tuple[int, int]:
        """Take in what the host sent: (actions taken back, actions added) to the history."""
        before = self.remote.mirror if self.remote.view else None  # the position the new actions start from
        self.remote.poll()  # what arrived before the table was open was taken in already: compare anyway
        history, log = self.history, self.remote.log
        undone = max(0, len(history.entries) - len(log))
        del history.entries[len(log):], history.lines[len(log):]
        added = log[len(history.entries):]
        for item in added:
            history.entries.append(Entry(Action.parse(item["notation"]), item["actor"], False,
                                         before or self.remote.mirror, ()))
            history.lines.append(list(item["lines"]))
        return undone, len(added)


TableSession = Session | RemoteSession
"""What a table plays: a game here, or one seat of a game hosted elsewhere."""
