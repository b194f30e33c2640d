"""What a host refuses, each with a specific position, and a fuzz of malformed messages: the game goes on."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Awaitable, Callable

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from net import server as server_module
from net.host import TableHost
from net.protocol import MAX_CLIENT_FRAME, encode
from net.server import TableServer
from tests.network.net_helpers import LOOPBACK, new_session


class Table:
    """A host of a two-player Elevator game (both seats invited) and the test's own connections."""

    def __init__(self, host: TableHost, server: TableServer, url: str):
        self.host, self.server, self.url = host, server, url

    async def join(self, code: str) -> tuple[ClientConnection, dict, dict]:
        """Connect and say hello; the welcome and the first state message."""
        connection = await connect(self.url)
        await connection.send(encode("hello", code=code))
        return connection, await receive(connection), await receive(connection)

    async def join_refused(self, code: str) -> dict:
        """Connect with a code the host turns down: its answer, and the connection closed."""
        connection = await connect(self.url)
        await connection.send(encode("hello", code=code))
        answer = await receive(connection)
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(connection.recv(), 10)
        return answer

    async def seated(self) -> tuple[ClientConnection, ClientConnection, dict]:
        """Both seats joined; the first seat's state once the game has started."""
        first, _welcome, _waiting = await self.join(self.host.codes[0])
        second, _welcome, _state = await self.join(self.host.codes[1])
        return first, second, await receive(first)


async def receive(connection: ClientConnection) -> dict:
    return json.loads(await asyncio.wait_for(connection.recv(), 10))


def run_with_table(body: Callable[[Table], Awaitable[None]]) -> Table:
    """Host a fresh game on loopback, run ``body`` against it, stop the host."""
    async def main() -> Table:
        host = TableHost(new_session("elevator", "competitive", ["invited", "invited"], 4), [0, 1], note=notes.append)
        server = TableServer([host], host.note)
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(server.serve(LOOPBACK, 0, lambda _a, port: ready.set_result(port)))
        table = Table(host, server, f"ws://{LOOPBACK}:{await ready}")
        await body(table)
        host.finished.set()
        await asyncio.wait_for(serving, 10)
        return table
    notes: list[str] = []
    return asyncio.run(main())


def test_a_wrong_code_is_refused_logged_and_after_five_even_the_right_one_waits():
    async def body(table: Table) -> None:
        for _ in range(5):
            answer = await table.join_refused("NOPENO")
            assert answer == {"v": 1, "type": "error", "reason": "That code is not one of this game's."}
        answer = await table.join_refused(table.host.codes[0])
        assert answer["reason"] == "Too many wrong codes from this address: wait a minute."
    table = run_with_table(body)
    assert len(table.server.wrong_codes[LOOPBACK]) == 5


def test_a_connection_that_never_says_hello_is_closed(monkeypatch):
    monkeypatch.setattr(server_module, "HELLO_SECONDS", 0.2)

    async def body(table: Table) -> None:
        connection = await connect(table.url)
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(connection.recv(), 10)
        assert table.host.listeners == []
    run_with_table(body)


def test_acting_out_of_turn_for_a_stale_position_or_as_a_watcher_is_refused_and_changes_nothing():
    async def body(table: Table) -> None:
        first, second, state = await table.seated()
        assert state["to_move"] == 0 and "legal" in state
        legal = state["legal"][0]
        await second.send(encode("act", n=state["n"], action=legal))
        assert (await receive(second))["reason"] == "It is not your decision."
        await first.send(encode("act", n=state["n"] + 1, action=legal))
        assert (await receive(first))["reason"] == "The position has changed since: look again."
        await first.send(encode("act", n=state["n"], action="fly away"))
        refused = await receive(first)
        assert refused["type"] == "refused" and refused["reason"]
        watcher, welcome, _ = await table.join(table.host.watch_code)
        assert welcome["seat"] is None
        await watcher.send(encode("act", n=state["n"], action=legal))
        assert (await receive(watcher))["reason"] == "A watcher cannot act."
        assert table.host.session.history.entries == []
        joined = await receive(first)  # the watcher's arrival is told to the seats (who is connected)
        assert joined["type"] == "state" and joined["n"] == 0
        await first.send(encode("act", n=state["n"], action=legal))  # the right seat, the right position
        assert (await receive(first))["n"] == 1
    run_with_table(body)


def test_malformed_messages_are_refused_one_by_one_and_an_oversized_frame_closes_only_that_connection():
    async def body(table: Table) -> None:
        first, second, state = await table.seated()
        for frame, reason in [("{not json", "The message is not JSON."), ("[1, 2]", "A message is a JSON object."),
                              ('{"v": 9, "type": "act"}', "This host speaks protocol version 1 only."),
                              ('{"v": 1, "type": "shout"}', "Unknown message type: 'shout'."),
                              ('{"v": 1, "type": "act", "n": "0", "action": "roll"}',
                               "'act' needs a field 'n' of type int.")]:
            await first.send(frame)
            assert await receive(first) == {"v": 1, "type": "refused", "reason": reason}
        await second.send("x" * (MAX_CLIENT_FRAME + 1))
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(second.recv(), 10)
        await first.send(encode("act", n=state["n"], action=state["legal"][0]))
        answer = await receive(first)
        while answer.get("n") != 1:
            answer = await receive(first)
        assert answer["connected"] == [True, False]  # the other seat dropped, and the game went on
    run_with_table(body)


def test_a_few_thousand_random_messages_leave_the_game_whole_and_the_host_serving():
    rng = random.Random(11)
    pieces = ['{"v":1,"type":"act","n":0,"action":"', '{"v":1,"type":"undo","n":', '{"v":1,"type":"hello"',
              '{"v":', '"', "}", "]", "[", "null", "9" * 30, "\\u0000", "act", "roll", "move R1 E", "{" * 50]

    async def body(table: Table) -> None:
        first, _second, _state = await table.seated()
        for _ in range(3000):
            await first.send("".join(rng.choice(pieces) for _ in range(rng.randint(1, 6))))
            assert (await receive(first))["type"] in ("refused", "state")
        watcher, welcome, state = await table.join(table.host.watch_code)
        assert welcome["type"] == "welcome" and state["n"] == len(table.host.session.history.entries)
    table = run_with_table(body)
    assert table.host.session.state.invariant_problems() == []
