"""Network play on loopback: how soon the others hear of an action, and the host's CPU at rest.

The host is the real command (``main.py host``) in its own process; the clients are in this one.
Latency: from the moment a client sends its action to the moment every other client has the
state message that reports it. Idle: the host's CPU time over 10 s with six clients connected
and nobody acting (its pings keep running). Tables: one host (``bench.table_farm``) holding 10 to
100 two-player games at once, every seat a random bot client in this process, each action's
round trip. Redraw: from a seat's action to the other seat's window having drawn it, the window
being the program's own table in this process. Run alone with ``python -m bench.network``.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from bench import ROOT
from game.core.actions import Action
from game.core.bots import make_bot

LOOPBACK = "127.0.0.1"
ACTIONS_TIMED = 200
IDLE_SECONDS = 10.0
REDRAWS_TIMED = 60


def hosted(*arguments: str) -> tuple[subprocess.Popen[str], str, list[str]]:
    """A headless host on loopback, its address and its seats' codes."""
    host = subprocess.Popen([sys.executable, "main.py", "host", "--address", LOOPBACK, *arguments], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert host.stdout is not None
    url = host.stdout.readline().split()[1]
    codes = []
    while not (line := host.stdout.readline()).startswith("watch code"):
        codes.append(line.split()[3])
    return host, url, codes


async def seated(url: str, codes: list[str]) -> list[ClientConnection]:
    connections = []
    for code in codes:
        connection = await connect(url, max_size=None)
        await connection.send(json.dumps({"v": 1, "type": "hello", "code": code}))
        connections.append(connection)
    return connections


async def next_state(connection: ClientConnection, at_least: int) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = json.loads(await connection.recv())
        if message["type"] == "state" and message["n"] >= at_least and message["started"]:
            return message


async def action_latencies(game: str, mode: str, players: int) -> list[float]:
    """Seconds from an action sent to every other seat told of it, for the first actions of a game."""
    host, url, codes = hosted("--game", game, "--mode", mode, "--players", str(players),
                              "--seats", ",".join(["invited"] * players), "--seed", "1")
    try:
        connections = await seated(url, codes)
        states = await asyncio.gather(*(next_state(c, 0) for c in connections))
        bot = make_bot("random", game, 1)
        latencies: list[float] = []
        while len(latencies) < ACTIONS_TIMED and states[0]["over"] is None:
            seat = states[0]["to_move"]
            legal = [Action.parse(a) for a in states[seat]["legal"]]
            action = bot.decide(states[seat]["view"], legal).action
            n = states[seat]["n"]
            sent = time.perf_counter()
            await connections[seat].send(json.dumps({"v": 1, "type": "act", "n": n, "action": str(action)}))
            others = [i for i in range(players) if i != seat]
            told = await asyncio.gather(*(next_state(connections[i], n + 1) for i in others))
            latencies.append(time.perf_counter() - sent)
            states[seat] = await next_state(connections[seat], n + 1)
            for i, state in zip(others, told, strict=True):
                states[i] = state
        return latencies
    finally:
        host.kill()
        host.wait()


def cpu_seconds(pid: int) -> float:
    """A process's user and system CPU time (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100  # clock ticks of 1/100 s


async def idle_host_cpu() -> float:
    """Percent of a core the host takes over 10 s with six clients connected and nobody acting."""
    host, url, codes = hosted("--game", "area51", "--players", "6", "--seats", ",".join(["invited"] * 6))
    try:
        connections = await seated(url, codes)
        await asyncio.gather(*(next_state(c, 0) for c in connections))
        start = cpu_seconds(host.pid)
        await asyncio.sleep(IDLE_SECONDS)
        return 100 * (cpu_seconds(host.pid) - start) / IDLE_SECONDS
    finally:
        host.kill()
        host.wait()


async def play_table(url: str, codes: list[str], times: list[float], think: float = 0.0,
                     until: float = float("inf")) -> None:
    """Both seats of one farm table played by random bots, each taking about ``think`` seconds
    over a move (0: flat out), until the game is over or the clock passes ``until``; each
    action's round trip is kept."""
    connections = await seated(url, codes)
    states = list(await asyncio.gather(*(next_state(c, 0) for c in connections)))
    bot = make_bot("random", "elevator", 1)
    pace = random.Random(codes[0])
    while states[0]["over"] is None and time.monotonic() < until:
        seat = states[0]["to_move"]
        if think:
            await asyncio.sleep(pace.uniform(0.5 * think, 1.5 * think))
        action = bot.decide(states[seat]["view"], [Action.parse(a) for a in states[seat]["legal"]]).action
        n = states[seat]["n"]
        sent = time.perf_counter()
        await connections[seat].send(json.dumps({"v": 1, "type": "act", "n": n, "action": str(action)}))
        states = list(await asyncio.gather(*(next_state(c, n + 1) for c in connections)))
        times.append(time.perf_counter() - sent)
    for connection in connections:
        await connection.close()


async def many_tables(count: int, think: float = 0.0, seconds: float = float("inf")) -> list[float]:
    """Every action's round trip while ``count`` tables on one host are played at once (for at
    most ``seconds``), each move thought over for about ``think`` seconds."""
    farm = subprocess.Popen([sys.executable, "-m", "bench.table_farm", str(count)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert farm.stdout is not None
        listed = json.loads(farm.stdout.readline())
        url = f"ws://{LOOPBACK}:{listed['port']}"
        times: list[float] = []
        until = time.monotonic() + seconds
        await asyncio.gather(*(play_table(url, codes, times, think, until) for codes in listed["codes"]))
        return times
    finally:
        farm.kill()
        farm.wait()


def tables_held(counts: tuple[int, ...] = (10, 25, 50, 100)) -> dict[str, Any]:
    """For each number of tables played at once on one host: the action round trips' median, 95th
    percentile and worst, in ms."""
    held: dict[str, Any] = {}
    for count in counts:
        ms = sorted(1000 * t for t in asyncio.run(many_tables(count)))
        held[str(count)] = {"actions": len(ms), "median_ms": round(statistics.median(ms), 2),
                            "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2), "max_ms": round(ms[-1], 2)}
    return held


def redraw_latencies(game: str, actions: int = REDRAWS_TIMED) -> list[float]:
    """Seconds from one seat sending its action to the other seat's window having drawn it.

    The window is the real program's table for seat 2 (``RemoteSession``, dummy video driver), in
    this process, paced as ``App.run`` paces it (30 frames a second, drawing only on a change).
    Seat 1 is a random bot on a connection of its own; seat 2's own moves are the first legal
    ones, and are not timed."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from net.remote_game import RemoteGame
    from ui.app import FPS, App
    from ui.remote_session import RemoteSession
    from ui.scenes import tables
    from ui.settings import Settings

    host, url, codes = hosted("--game", game, "--players", "2", "--seats", "invited,invited", "--seed", "3")
    app = App(Settings())
    mover, watched = RemoteGame(url, codes[0]), RemoteGame(url, codes[1])
    try:
        while watched.status != "playing" or mover.status != "playing":
            mover.poll(), watched.poll()
            time.sleep(0.005)
        table = app.push(tables.table_module(game).TableScene(app, RemoteSession(watched), autosave=False))
        bot, latencies = make_bot("random", game, 1), list[float]()
        while len(latencies) < actions and watched.status == "playing":
            app.frame(app.clock.tick(FPS) / 1000, force_draw=False)
            mover.poll()
            seen = len(table.session.history.entries)
            if mover.to_move == 0 and mover.legal and mover.n == seen:
                sent = time.perf_counter()
                mover.act(bot.decide(mover.view, mover.legal).action)
                while not (app.frame(app.clock.tick(FPS) / 1000, force_draw=False)
                           and len(table.session.history.entries) > seen):
                    pass
                latencies.append(time.perf_counter() - sent)
            elif watched.to_move == 1 and table.legal_here() and watched.n == seen:
                table.act(table.legal_here()[0])
        return latencies
    finally:
        mover.close()
        watched.close()
        app.close()
        host.kill()
        host.wait()


def window_redraws() -> dict[str, Any]:
    """Per game: the action-to-redraw times' median, 95th percentile and worst, in ms."""
    figures: dict[str, Any] = {}
    for game in ("elevator", "area51", "argo", "area1851"):
        ms = sorted(1000 * t for t in redraw_latencies(game))
        figures[game] = {"actions": len(ms), "median_ms": round(statistics.median(ms), 1),
                         "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 1), "max_ms": round(ms[-1], 1)}
    return figures


def thinking_tables(count: int = 100, think: float = 1.0, seconds: float = 120.0) -> dict[str, Any]:
    """``count`` tables whose bots think about ``think`` seconds a move, for ``seconds``: the
    action round trips' median, 95th percentile and worst, in ms."""
    ms = sorted(1000 * t for t in asyncio.run(many_tables(count, think, seconds)))
    return {"tables": count, "think_s": think, "actions": len(ms), "median_ms": round(statistics.median(ms), 2),
            "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2), "max_ms": round(ms[-1], 2)}


def network_figures() -> dict[str, Any]:
    latencies = asyncio.run(action_latencies("elevator", "competitive", 3))
    ms = sorted(1000 * t for t in latencies)
    return {"actions": len(ms), "median_ms": round(statistics.median(ms), 2),
            "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2), "max_ms": round(ms[-1], 2),
            "idle_host_cpu_percent_six_clients": round(asyncio.run(idle_host_cpu()), 2),
            "window_redraw": window_redraws(), "tables": tables_held(), "thinking_tables": thinking_tables()}


if __name__ == "__main__":
    print(json.dumps(network_figures(), indent=1))
