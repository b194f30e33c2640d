"""Whole games over real sockets on loopback: a host, and every invited seat played by a bot client."""

from __future__ import annotations

import asyncio

import pytest

from tests.network.net_helpers import host_and_join, new_session, played_locally

GAMES = [("elevator", "competitive", 2), ("area51", "standard", 3), ("argo", "standard", 2),
         ("area1851", "standard", 3)]


@pytest.mark.parametrize(("game", "mode", "players"), GAMES)
def test_a_game_played_over_the_network_is_the_same_game_as_at_one_computer(game, mode, players):
    seed = 7
    levels = ["random"] * players
    invited = list(range(players - 1))  # the last seat is the host's own bot
    session = new_session(game, mode, ["invited"] * (players - 1) + ["random"], seed)
    played = asyncio.run(host_and_join(session, invited, {seat: "random" for seat in invited}, seed))
    result = session.state.result()
    assert result is not None
    assert [str(action) for action in session.history.log] == played_locally(game, mode, levels, seed)
    assert all(outcome.over == {"winners": result.winners, "summary": result.summary} for outcome in played.outcomes)
    assert [outcome.seat for outcome in played.outcomes] == invited


def test_searching_bots_decide_over_the_network_as_they_do_at_one_computer():
    """The views come as JSON (lists where the engine has tuples): an Easy bot still plays the same game."""
    seed = 3
    session = new_session("argo", "standard", ["invited", "easy"], seed)
    asyncio.run(host_and_join(session, [0], {0: "easy"}, seed))
    assert [str(action) for action in session.history.log] == played_locally("argo", "standard", ["easy", "easy"],
                                                                             seed)


def test_one_port_serves_several_tables_each_connection_routed_by_its_code():
    from net.bot_client import play_seat
    from net.host import TableHost
    from net.server import TableServer
    from tests.network.net_helpers import LOOPBACK

    async def main() -> list[TableHost]:
        tables = [TableHost(new_session(game, mode, ["invited", "invited"], 2), [0, 1], note=lambda _t: None)
                  for game, mode in (("elevator", "competitive"), ("argo", "standard"), ("elevator", "competitive"))]
        ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        serving = asyncio.create_task(TableServer(tables, lambda _t: None).serve(
            LOOPBACK, 0, lambda _a, port: ready.set_result(port)))
        url = f"ws://{LOOPBACK}:{await ready}"
        outcomes = await asyncio.gather(*(play_seat(url, table.codes[seat], "random", 2)
                                          for table in tables for seat in (0, 1)))
        await asyncio.wait_for(serving, 30)
        assert [outcome.seat for outcome in outcomes] == [0, 1] * 3
        return tables
    tables = asyncio.run(main())
    assert all(table.session.state.is_over() for table in tables)
    assert tables[0].session.history.log == tables[2].session.history.log  # the same set-up, the same bots
