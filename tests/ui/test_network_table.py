"""A game's table playing one seat of a game hosted elsewhere (``RemoteSession``), by mouse events."""

from __future__ import annotations

import time

from net.host import TableHost
from net.remote_game import RemoteGame
from tests.network.net_helpers import new_session
from tests.network.test_remote_game import hosted_in_a_thread, until
from tests.ui.argo_mouse import perform
from ui.argo.table import TableScene
from ui.remote_session import RemoteSession


def frames_until(app, done) -> None:
    """Draw frames (the table takes in what the host sent) until ``done``."""
    deadline = time.monotonic() + 30
    while not done():
        assert time.monotonic() < deadline
        app.frame()
        time.sleep(0.002)


def play_first_legal(app, table, done) -> None:
    """Play the table's first legal action whenever its person decides, until ``done``."""
    while not done():
        legal = table.legal_here()
        if legal:
            seen = table.session.remote.n
            table.act(legal[0])
            frames_until(app, lambda seen=seen: table.session.remote.n > seen or done())
        else:
            app.frame()
            time.sleep(0.002)


def seat_one_against_a_random_bot(app, game: str, mode: str, seed: int, table_class):
    """A hosted two-seat game: seat 1 at this window's table, seat 2 a random bot client. The
    host's session, the bot's thread and the table (animations off)."""
    session = new_session(game, mode, ["invited", "invited"], seed)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    url, thread = hosted_in_a_thread(host, {1: "random"})
    remote = RemoteGame(url, host.codes[0])
    until(remote, lambda: remote.status == "playing")
    app.settings.animation_speed = "off"
    return session, thread, app.push(table_class(app, RemoteSession(remote), autosave=False))


def test_the_argo_table_plays_a_seat_of_a_hosted_game_by_mouse_to_its_end(app):
    session, thread, table = seat_one_against_a_random_bot(app, "argo", "standard", 5, TableScene)
    remote = table.session.remote
    app.frame()
    assert table.viewer == 0 and table.people == 1 and table.bots == frozenset({1})
    moves, deadline = 0, time.monotonic() + 60
    while remote.status == "playing":
        assert time.monotonic() < deadline
        app.frame()
        legal = table.legal_here()
        if legal and remote.to_move == 0:
            seen = remote.n
            perform(app, table, legal[0])
            frames_until(app, lambda seen=seen: remote.n > seen or remote.status != "playing")
            moves += 1
    for _ in range(5):
        app.frame()
    thread.join(30)
    result = session.state.result()
    assert result is not None and remote.over == {"winners": result.winners, "summary": result.summary}
    assert moves > 5 and len(table.log_book.items) == len(session.history.entries)
    log = "\n".join(line.text for line in table.log_panel.lines)
    assert "You " in log  # the host's lines for this seat, in the second person
    first = table.log_book.items[0][0]
    assert first[0].notation == str(session.history.log[0]) and not first[0].consequence
    assert all(line.consequence for line in first[1:])  # what the action caused, indented under it
    remote.close()


def test_the_table_says_when_the_other_person_drops_and_the_game_waits_for_them(app):
    import asyncio
    import threading

    from net.server import serve_table
    from tests.network.net_helpers import LOOPBACK
    from tests.network.test_network_drops import play_then_drop

    session = new_session("argo", "standard", ["invited", "invited"], 5)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    ports: list[int] = []

    async def serve_and_drop() -> None:
        port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(serve_table(host, LOOPBACK, 0, lambda _a, p: port.set_result(p)))
        ports.append(await port)
        await asyncio.sleep(0.5)  # the window joins first
        await play_then_drop(f"ws://{LOOPBACK}:{ports[0]}", host.codes[1], 1)
        await serving
    threading.Thread(target=asyncio.run, args=(serve_and_drop(),), daemon=True).start()
    while not ports:
        time.sleep(0.01)
    remote = RemoteGame(f"ws://{LOOPBACK}:{ports[0]}", host.codes[0])
    until(remote, lambda: remote.status in ("waiting", "playing"))
    table = app.push(TableScene(app, RemoteSession(remote), autosave=False))
    said = "Player 2 has disconnected: the game waits for them to join again."
    deadline = time.monotonic() + 30
    frames_until(app, lambda: table.notice == "Waiting for Player 2 to join.")
    while table.notice != said:  # Ann plays when it is her turn; Bob plays once, drops, and is waited for
        assert time.monotonic() < deadline, (table.notice, remote.connected, remote.to_move)
        app.frame()
        if table.legal_here() and remote.to_move == 0:
            seen = remote.n
            perform(app, table, table.legal_here()[0])
            frames_until(app, lambda seen=seen: remote.n > seen)
    assert remote.to_move == 1 and remote.connected == [True, False] and remote.n >= 1
    host.finished.set()
    remote.close()


def test_my_stops_pass_for_a_person_at_a_network_game_the_windows_they_do_not_want(app):
    """Their own turn's windows too: the others see each answer arrive, and a table that asked only
    when a card could answer would pass at once exactly when there was nothing to play."""
    from ui.elevator.table import TableScene as ElevatorTable
    session, thread, table = seat_one_against_a_random_bot(app, "elevator", "competitive", 3, ElevatorTable)
    remote = table.session.remote
    table.session.stops[0] = []  # asked at no window
    passed_for_me = passed_in_my_turn = 0
    deadline = time.monotonic() + 60
    while remote.status == "playing":
        assert time.monotonic() < deadline
        app.frame()
        state = table.state
        if remote.to_move != 0 or not table.legal_here() or len(table.session.history.entries) != remote.n:
            continue
        if table.window_moment() is not None:
            seen = remote.n  # not played here: the table passes it by itself
            frames_until(app, lambda seen=seen: remote.n > seen or remote.status != "playing")
            entry = session.history.entries[seen]
            assert (str(entry.action), entry.actor) == ("pass", 0)
            passed_for_me += 1
            passed_in_my_turn += state.active == 0
        else:
            seen = remote.n
            table.act(table.legal_here()[0])
            frames_until(app, lambda seen=seen: remote.n > seen or remote.status != "playing")
    thread.join(30)
    assert passed_for_me >= 3 and passed_in_my_turn >= 1 and session.state.is_over()
    remote.close()
