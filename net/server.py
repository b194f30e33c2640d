"""One listening port for any number of tables: a connection's first message names its table and
seat by its code, and the table takes it from there (``TableHost.attend``).

Here too are the checks every connection meets before any table sees it: a hello within 10 s,
well formed, and at most five wrong codes from one address a minute.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from contextlib import suppress

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from zeroconf import Error as ZeroconfError

from game.core.contract import Result
from net.host import TableHost
from net.lan import ANY_ADDRESS, LanAdvert, service_info, shown_address
from net.protocol import MAX_CLIENT_FRAME, ProtocolError, decode_client, encode

HELLO_SECONDS = 10.0
"""How long a new connection has to say who it is."""
WRONG_CODES_ALLOWED = 5
WRONG_CODE_WINDOW = 60.0
"""At most this many wrong codes from one address within this many seconds; then it waits."""
PING_SECONDS = 10.0
"""A connection that does not answer a ping within this many seconds is dropped (its seat waits)."""


class TableServer:
    def __init__(self, tables: list[TableHost], note: Callable[[str], None]):
        self.tables = tables
        self.note = note
        self.wrong_codes: dict[str, list[float]] = {}

    async def serve(self, address: str, port: int, on_listening: Callable[[str, int], None],
                    until_over: bool = True, lan_title: str = "") -> None:
        """Listen until every table's game is over (or, not ``until_over``, until cancelled: the
        people may still look at the end); ``on_listening`` is told the port at once. Listening
        on every interface, a ``lan_title`` names the table to the local network meanwhile."""
        async with serve(self.handle, address, port, max_size=MAX_CLIENT_FRAME, ping_interval=PING_SECONDS,
                         ping_timeout=PING_SECONDS, open_timeout=HELLO_SECONDS) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            on_listening(address, port)
            advert = await self.advertise(lan_title, port) if lan_title and address == ANY_ADDRESS else None
            try:
                for table in self.tables:
                    if not table.invited:
                        await table.start()
                await asyncio.gather(*(table.finished.wait() for table in self.tables))
                if not until_over:
                    await asyncio.Event().wait()
            finally:
                if advert is not None:
                    with suppress(OSError, ZeroconfError):
                        await advert.stop()

    async def advertise(self, title: str, port: int) -> LanAdvert | None:
        """Tell the local network of the (first) table; where it cannot be, the address is still
        there to give."""
        advert = LanAdvert(service_info(title, self.tables[0].session.setup.game, shown_address(ANY_ADDRESS), port))
        try:
            await advert.start()
        except (OSError, ZeroconfError) as error:
            self.note(f"the local network cannot list this table ({error}): give the address")
            return None
        self.note(f"the local network lists this table as \"{title}\"")
        return advert

    async def handle(self, connection: ServerConnection) -> None:
        found = await self.greet(connection)
        if found is not None:
            table, seat = found
            await table.attend(connection, seat)

    async def greet(self, connection: ServerConnection) -> tuple[TableHost, int | None] | None:
        """The table and seat a connection's hello names; None (and the connection closed) when it
        says nothing in time, says something else, or names nothing."""
        address = str(connection.remote_address[0]) if connection.remote_address else "?"
        try:
            message = decode_client(await asyncio.wait_for(connection.recv(), HELLO_SECONDS))
        except (TimeoutError, ConnectionClosed):
            await connection.close()
            return None
        except ProtocolError as error:
            await refuse_and_close(connection, str(error))
            return None
        if message["type"] != "hello":
            await refuse_and_close(connection, "Say hello with your code first.")
            return None
        if self.too_many_wrong_codes(address):
            await refuse_and_close(connection, "Too many wrong codes from this address: wait a minute.")
            return None
        for table in self.tables:  # every table is asked, so timing tells nothing of which one matched
            seat, watching = table.seat_of(message["code"])
            if seat is not None or watching:
                return table, seat
        self.wrong_codes.setdefault(address, []).append(time.monotonic())
        self.note(f"wrong code from {address}")
        await refuse_and_close(connection, "That code is not one of this game's.")
        return None

    def too_many_wrong_codes(self, address: str) -> bool:
        now = time.monotonic()
        recent = [t for t in self.wrong_codes.get(address, []) if now - t < WRONG_CODE_WINDOW]
        self.wrong_codes[address] = recent
        return len(recent) >= WRONG_CODES_ALLOWED


async def serve_table(table: TableHost, address: str, port: int, on_listening: Callable[[str, int], None],
                      lan_title: str = "") -> Result | None:
    """Listen for one table until its game is over; its result."""
    await TableServer([table], table.note).serve(address, port, on_listening, lan_title=lan_title)
    return table.session.state.result()


async def refuse_and_close(connection: ServerConnection, reason: str) -> None:
    try:
        await connection.send(encode("error", reason=reason))
    except ConnectionClosed:
        pass
    await connection.close()
