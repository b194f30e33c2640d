"""A network game this window hosts: the server on its thread, and the window's own connections.

The window plays its seat the way every other computer does, through a connection (to itself,
on 127.0.0.1), so its table runs exactly as a joined one. A second connection, with the watch
code, tells the lobby who has joined and whether the game is on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from game.core.registry import game_info
from game.core.session import Session
from game.core.storage import saves_dir
from net.host import TableHost, people_seats
from net.hosting import HostingThread
from net.lan import ANY_ADDRESS
from net.remote_game import RemoteGame

LISTEN_ADDRESS = ANY_ADDRESS
"""Where a hosted table listens: every interface, so the local network can join."""
LISTEN_PORT = 8765
"""The port it asks for first (another is taken when it is busy)."""
HELP_LEVEL = "medium"
"""The bot that plays for an invited person who has not come, or has gone."""
NOTES_KEPT = 20


@dataclass
class HostedTable:
    hosting: HostingThread
    here: int | None
    """The seat of the person at this computer (None: this computer only hosts, and may watch)."""
    save_path: Path
    status: RemoteGame = field(init=False)
    notes: list[str] = field(default_factory=list)
    """What the host noted (wrong codes, seats handed to bots), newest last."""

    def __post_init__(self) -> None:
        self.status = RemoteGame(self.hosting.local_url, self.host.watch_code)

    @property
    def host(self) -> TableHost:
        return self.hosting.host

    @property
    def session(self) -> Session:
        return self.host.session

    def seat_connection(self) -> RemoteGame:
        """A connection for this computer's table: its person's seat, or a watcher's when it has none."""
        code = self.host.codes[self.here] if self.here is not None else self.host.watch_code
        return RemoteGame(self.hosting.local_url, code)

    def invited_elsewhere(self) -> list[int]:
        """The seats whose people join from other computers (their codes are to be given)."""
        return [seat for seat in self.host.invited if seat != self.here]

    def stop(self) -> None:
        self.status.close()
        self.hosting.stop()


def start_hosting(session: Session, save_path: Path | None = None) -> HostedTable | str:
    """Host ``session``: its invited seats join from other computers and its person's seat (if it
    has one) is played by this window; the hosted table, or why it could not listen. The game is
    saved after every action (to ``save_path``, the save it was loaded from, or a new one), and
    hosted again from its save."""
    here = next((seat for seat, info in enumerate(session.setup.seats) if info.kind == "human"), None)
    save_path = save_path or saves_dir() / f"{session.setup.game} network {datetime.now():%Y-%m-%d %H%M}.json"
    notes: list[str] = []
    host = TableHost(session, people_seats(session), bot_seed=session.setup.seed, autosave=save_path, note=notes.append)
    hosting = HostingThread(host, LISTEN_ADDRESS, LISTEN_PORT, table_title(session, here))
    if not hosting.wait_listening():
        return hosting.error
    return HostedTable(hosting, here, save_path, notes=notes)


def table_title(session: Session, here: int | None) -> str:
    """How the table is listed on the local network: "Ann's Argo", or the game's name alone."""
    game = game_info(session.setup.game).name
    return f"{session.setup.seats[here].name}'s {game}" if here is not None else game
