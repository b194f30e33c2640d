"""One seat of a game hosted elsewhere, as the window plays it.

The connection runs on a thread of its own with its own asyncio loop, so the window's loop never
waits on the network: the window calls ``poll`` once a frame to take in what arrived, reads the
position from ``view`` and ``mirror`` (a full position consistent with the seat's view, for the
table's questions about the rules: see ``BotSupport.mirror``), and sends with ``act`` and
``undo``. Nothing is applied here: every change comes from the host.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.core.actions import Action
from game.core.bots.support import get_support
from game.core.contract import GameState
from net.protocol import MAX_HOST_FRAME, ProtocolError, decode_host, encode

CONNECT_SECONDS = 10.0


@dataclass
class RemoteGame:
    url: str
    code: str
    status: str = "connecting"
    """connecting, waiting (for the other seats), playing, over, refused or lost."""
    reason: str = ""
    """Why the host refused the last message, or why the connection ended."""
    seat: int | None = None
    game: str = ""
    mode: str = ""
    seats: list[dict[str, Any]] = field(default_factory=list)
    n: int = 0
    view: dict[str, Any] = field(default_factory=dict)
    to_move: int | None = None
    legal: list[Action] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    """Each action played as this seat may know it: its ``lines``, its ``actor`` and its ``notation``
    (hidden arguments masked as "?")."""
    may_undo: bool = False
    undo_reason: str | None = None
    connected: list[bool] = field(default_factory=list)
    stand_ins: list[int] = field(default_factory=list)
    over: dict[str, Any] | None = None
    _inbox: queue.Queue[dict[str, Any]] = field(default_factory=queue.Queue)
    _loop: asyncio.AbstractEventLoop | None = None
    _outbox: asyncio.Queue[str | None] | None = None
    _mirror: GameState | None = None

    def __post_init__(self) -> None:
        self._thread = threading.Thread(target=self._run, name="remote-game", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ the window's side
    def poll(self) -> bool:
        """Take in every message that arrived; whether anything changed."""
        changed = False
        while True:
            try:
                message = self._inbox.get_nowait()
            except queue.Empty:
                return changed
            self._take(message)
            changed = True

    @property
    def mirror(self) -> GameState:
        """A full position consistent with this seat's view (made when first asked after a change)."""
        if self._mirror is None:
            self._mirror = get_support(self.game).mirror(self.view)
        return self._mirror

    def act(self, action: Action) -> None:
        self._send(encode("act", n=self.n, action=str(action)))

    def undo(self) -> None:
        self._send(encode("undo", n=self.n))

    def close(self) -> None:
        self._post(None)
        self._thread.join(CONNECT_SECONDS)

    # ------------------------------------------------------------------ messages in
    def _take(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.seat, self.game, self.mode = message["seat"], message["game"], message["mode"]
            self.seats = message["seats"]
        elif kind == "state":
            self._take_state(message)
        elif kind == "refused":
            self.reason = str(message.get("reason", ""))
        elif kind == "error":
            self.status, self.reason = "refused", str(message.get("reason", ""))
        elif kind == "lost" and self.status not in ("refused", "over"):
            self.status, self.reason = "lost", str(message.get("reason", ""))

    def _take_state(self, message: dict[str, Any]) -> None:
        if message["undone"]:
            del self.log[-message["undone"]:]
        self.log.extend(message["log"])
        self.n, self.view, self.to_move = message["n"], message["view"], message["to_move"]
        self.legal = [Action.parse(text) for text in message.get("legal", [])]
        self.connected, self.stand_ins = message["connected"], message.get("stand_ins", [])
        self.may_undo, self.undo_reason = bool(message.get("may_undo")), message.get("undo_reason")
        self.over = message["over"]
        self.status = "over" if self.over else "playing" if message["started"] else "waiting"
        self.reason = ""
        self._mirror = None

    # ------------------------------------------------------------------ the connection's thread
    def _send(self, text: str) -> None:
        self._post(text)

    def _post(self, item: str | None) -> None:
        """Hand a message (None: close) to the connection's thread, unless it has already ended."""
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, item)
        except RuntimeError:
            pass  # the loop closed meanwhile: the connection is over

    def _run(self) -> None:
        asyncio.run(self._connection())

    async def _connection(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        try:
            async with connect(self.url, max_size=MAX_HOST_FRAME, open_timeout=CONNECT_SECONDS) as connection:
                await connection.send(encode("hello", code=self.code))
                sending = asyncio.create_task(self._send_all(connection))
                try:
                    async for frame in connection:
                        self._inbox.put(decode_host(frame))
                finally:
                    sending.cancel()
            self._inbox.put({"type": "lost", "reason": "The host closed the connection."})
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed, ProtocolError) as error:
            self._inbox.put({"type": "lost", "reason": f"The connection to the host ended: {error}"})

    async def _send_all(self, connection: ClientConnection) -> None:
        assert self._outbox is not None
        while (text := await self._outbox.get()) is not None:
            await connection.send(text)
        await connection.close()
