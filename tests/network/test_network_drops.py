"""Connections that drop: a client killed mid-game joins again; a host killed mid-game is hosted again
from its autosave and every seat joins with a new code. The second test runs the real commands."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as connect_and_wait

from game.core.actions import Action
from game.core.bots import Bot, make_bot
from net.bot_client import play_seat
from net.host import TableHost
from net.protocol import decode_host, encode
from net.server import serve_table
from tests.conftest import ROOT
from tests.network.net_helpers import LOOPBACK, new_session


def random_answer(bot: Bot, message: dict) -> str | None:
    """The 'act' message a random bot sends to a host's message, or None when it does not ask this seat."""
    if message["type"] != "state" or not message.get("legal"):
        return None
    action = bot.decide(message["view"], [Action.parse(a) for a in message["legal"]]).action
    return encode("act", n=message["n"], action=str(action))


async def play_then_drop(url: str, code: str, decisions: int) -> None:
    """Play ``decisions`` of a seat's decisions with a random bot, then close the connection."""
    async with connect(url) as connection:
        await connection.send(encode("hello", code=code))
        bot = make_bot("random", decode_host(await connection.recv())["game"], 1)
        while decisions:
            answer = random_answer(bot, decode_host(await connection.recv()))
            if answer:
                await connection.send(answer)
                decisions -= 1


def test_a_client_that_drops_mid_game_finds_its_seat_again_and_the_game_ends():
    async def main() -> tuple[TableHost, list[list[bool]]]:
        session = new_session("elevator", "competitive", ["invited", "invited"], 6)
        host = TableHost(session, [0, 1], note=lambda _text: None)
        seen: list[list[bool]] = []
        real_send_state = host.send_state

        async def watching(listener):
            await real_send_state(listener)
            if listener.seat == 1:
                seen.append([seat in {other.seat for other in host.listeners} for seat in (0, 1)])
        host.send_state = watching  # type: ignore[method-assign]
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(serve_table(host, LOOPBACK, 0, lambda _a, port: ready.set_result(port)))
        url = f"ws://{LOOPBACK}:{await ready}"
        other = asyncio.create_task(play_seat(url, host.codes[1], "random"))
        await play_then_drop(url, host.codes[0], 3)
        await asyncio.sleep(0.3)
        waiting_at = len(session.history.entries)
        await asyncio.sleep(0.3)
        assert len(session.history.entries) == waiting_at and session.state.to_move() == 0  # the game waits
        back = await play_seat(url, host.codes[0], "random")
        assert back.seat == 0 and (await other).over == back.over
        await asyncio.wait_for(serving, 30)
        return host, seen
    host, seen = asyncio.run(main())
    assert host.session.state.is_over()
    dropped = seen.index([False, True])
    assert [True, True] in seen[dropped:]  # the other seat saw the drop, then the return


def started_process(*arguments: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "main.py", *arguments], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def hosted(*arguments: str) -> tuple[subprocess.Popen, str, list[str]]:
    """A headless host and what it printed as soon as it listened: its address and the seats' codes."""
    host = started_process("host", "--address", LOOPBACK, *arguments)
    assert host.stdout is not None
    lines = [host.stdout.readline().strip() for _ in range(4)]
    assert lines[0].startswith(f"listening ws://{LOOPBACK}:"), lines
    assert [line.split()[:2] for line in lines[1:3]] == [["seat", "1"], ["seat", "2"]]
    assert lines[3].startswith("watch code ")
    return host, lines[0].split()[1], [line.split()[3] for line in lines[1:3]]


def answer_then_fall_silent(url: str, code: str, actions: int, answered: threading.Event) -> None:
    """Join with ``code`` and answer the seat's decisions with a random bot until ``actions`` have been
    played, then set ``answered`` and stay connected without a word until the host goes."""
    with connect_and_wait(url) as connection:
        connection.send(encode("hello", code=code))
        bot = make_bot("random", decode_host(connection.recv())["game"], 1)
        while True:
            message = decode_host(connection.recv())
            if message["type"] == "state" and message["n"] >= actions:
                break
            answer = random_answer(bot, message)
            if answer:
                connection.send(answer)
        answered.set()
        try:
            while True:
                connection.recv()
        except ConnectionClosed:
            pass


def test_a_host_killed_mid_game_is_hosted_again_from_its_autosave_and_every_seat_joins_with_a_new_code(tmp_path):
    """Argo, whose host bot is not paced: the resumed game, played by random bots to its end, takes
    seconds whatever position the first host was killed in."""
    save = tmp_path / "network.json"
    host, url, codes = hosted("--game", "argo", "--mode", "standard", "--players", "3",
                              "--seats", "invited,invited,medium", "--save", str(save), "--seed", "8")
    answered = [threading.Event() for _ in codes]
    clients = [threading.Thread(target=answer_then_fall_silent, args=(url, code, 12, done), daemon=True)
               for code, done in zip(codes, answered, strict=True)]
    for client in clients:
        client.start()
    all_answered = all(done.wait(60) for done in answered)
    host.kill()
    host.wait(10)
    for client in clients:
        client.join(10)
    before = json.loads(save.read_text(encoding="utf-8"))["log"]
    assert all_answered and len(before) >= 12
    assert not any(client.is_alive() for client in clients)  # they lost their host

    again, url, new_codes = hosted("--resume", str(save))
    assert set(new_codes).isdisjoint(codes)
    joined = [started_process("join", url, "--code", code, "--bot", "random") for code in new_codes]
    outputs = [client.communicate(timeout=120)[0] for client in joined]
    assert again.stdout is not None
    result = again.stdout.read()
    assert again.wait(30) == 0 and all(client.returncode == 0 for client in joined)
    assert result.startswith("result: ") and all(output == result for output in outputs)
    after = json.loads(save.read_text(encoding="utf-8"))["log"]
    assert after[:len(before)] == before and len(after) > len(before)


def test_a_bot_stands_in_for_a_person_who_drops_and_hands_the_seat_back_when_they_return():
    async def main() -> tuple[TableHost, list[str]]:
        notes: list[str] = []
        session = new_session("elevator", "competitive", ["invited", "invited"], 9)
        host = TableHost(session, [0, 1], note=notes.append, stand_in_level="random",
                         pace_bots=False)
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(serve_table(host, LOOPBACK, 0, lambda _a, port: ready.set_result(port)))
        url = f"ws://{LOOPBACK}:{await ready}"
        other = asyncio.create_task(play_seat(url, host.codes[1], "random"))
        await play_then_drop(url, host.codes[0], 2)
        dropped_at = len(session.history.entries)
        await asyncio.sleep(0.5)
        assert any(entry.actor == 0 for entry in session.history.entries[dropped_at:])  # the stand-in played
        if not session.state.is_over():
            back = await play_seat(url, host.codes[0], "random")
            assert back.seat == 0 and 0 not in host.stand_ins
        await other
        await asyncio.wait_for(serving, 30)
        return host, notes
    host, notes = asyncio.run(main())
    assert host.session.state.is_over()
    assert "seat 1 is played by a random bot" in notes


def test_the_commands_say_in_words_what_is_wrong_with_an_address_or_a_save(tmp_path):
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{broken", encoding="utf-8")
    for arguments, code, words in [(["join", "notaurl", "--code", "ABCDEF"], 1, "Cannot join: "),
                                   (["join", f"ws://{LOOPBACK}:1", "--code", "ABCDEF"], 1, "Cannot join: "),
                                   (["host", "--resume", str(damaged)], 2, "Cannot host: ")]:
        done = subprocess.run([sys.executable, "main.py", *arguments], cwd=ROOT, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == code and done.stderr.startswith(words) and "Traceback" not in done.stderr
