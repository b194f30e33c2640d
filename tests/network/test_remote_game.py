"""The window's side of a seat hosted elsewhere (``RemoteGame``), driven from the test's thread as
the window's loop would: poll, read, act."""

from __future__ import annotations

import asyncio
import threading
import time

from net.bot_client import play_seat
from net.host import TableHost
from net.remote_game import RemoteGame
from net.server import serve_table
from tests.network.net_helpers import LOOPBACK, new_session


def hosted_in_a_thread(host: TableHost, others: dict[int, str]) -> tuple[str, threading.Thread]:
    """Serve ``host`` on a thread of its own; bot clients play the seats in ``others``."""
    ready: list[int] = []

    async def main() -> None:
        port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(serve_table(host, LOOPBACK, 0, lambda _a, p: port.set_result(p)))
        ready.append(await port)
        await asyncio.gather(*(play_seat(f"ws://{LOOPBACK}:{ready[0]}", host.codes[seat], level)
                               for seat, level in others.items()), serving)
    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    while not ready:
        time.sleep(0.01)
    return f"ws://{LOOPBACK}:{ready[0]}", thread


def until(remote: RemoteGame, done) -> None:
    deadline = time.monotonic() + 30
    while not done():
        assert time.monotonic() < deadline, (remote.status, remote.reason)
        remote.poll()
        time.sleep(0.005)


def test_a_remote_seat_plays_a_whole_game_from_the_windows_side():
    session = new_session("argo", "standard", ["invited", "invited"], 4)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    url, thread = hosted_in_a_thread(host, {1: "random"})
    remote = RemoteGame(url, host.codes[0])
    until(remote, lambda: remote.status in ("playing", "over"))
    assert remote.seat == 0 and remote.game == "argo" and [s["name"] for s in remote.seats] == ["Player 1", "Player 2"]
    turns = 0
    while remote.status == "playing":
        if remote.legal:
            mirror = remote.mirror
            assert sorted(map(str, mirror.legal_actions())) == sorted(map(str, remote.legal))
            remote.act(remote.legal[0])
            seen = remote.n
            until(remote, lambda seen=seen: remote.n > seen or remote.status != "playing")
            turns += 1
        else:
            remote.poll()
            time.sleep(0.005)
    thread.join(30)
    result = session.state.result()
    assert result is not None and remote.over == {"winners": result.winners, "summary": result.summary}
    assert turns > 5 and len(remote.log) == len(session.history.entries)
    # Argo hides only the stack: every notation is the action's own, with who played it
    assert [item["notation"] for item in remote.log] == [str(a) for a in session.history.log]
    assert [item["actor"] for item in remote.log] == [entry.actor for entry in session.history.entries]
    assert isinstance(remote.may_undo, bool) and (remote.may_undo or remote.undo_reason)
    remote.close()


def test_a_refused_code_and_an_unreachable_host_are_told_not_raised():
    session = new_session("elevator", "competitive", ["invited", "invited"], 1)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    url, _thread = hosted_in_a_thread(host, {})
    wrong = RemoteGame(url, "NOTONE")
    until(wrong, lambda: wrong.status == "refused")
    assert wrong.reason == "That code is not one of this game's."
    nowhere = RemoteGame(f"ws://{LOOPBACK}:1", "ABCDEF")  # port 1: nobody listens there
    until(nowhere, lambda: nowhere.status == "lost")
    assert nowhere.reason.startswith("The connection to the host ended")
    host.finished.set()
