"""A host on loopback (a port the system picks) and its seats played by bot clients."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from game.core.bots import make_bot
from game.core.contract import Seat
from game.core.registry import get_game
from game.core.session import Session
from game.core.simulate import bot_seed_for
from net.bot_client import SeatOutcome, play_seat
from net.host import TableHost
from net.server import serve_table

LOOPBACK = "127.0.0.1"


def new_session(game: str, mode: str, kinds: list[str], seed: int) -> Session:
    """Seats as ``main.py host`` makes them: ``invited`` for a person elsewhere, else a bot level."""
    colours = get_game(game).info.colours_for(mode)
    seats = [Seat.played_by(f"Player {i + 1}" if kind == "invited" else f"Bot {i + 1}", colours[i], kind)
             for i, kind in enumerate(kinds)]
    return Session.new(game, mode, seats, seed=seed)


@dataclass
class Played:
    host: TableHost
    outcomes: list[SeatOutcome]


async def host_and_join(session: Session, invited: list[int], client_levels: dict[int, str], seed: int) -> Played:
    """Host ``session`` on loopback and play each invited seat with a bot client of the level given."""
    messages: list[str] = []
    host = TableHost(session, invited, bot_seed=seed, note=messages.append, pace_bots=False)  # whole games, quickly
    ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    serving = asyncio.create_task(serve_table(host, LOOPBACK, 0, lambda _address, port: ready.set_result(port)))
    port = await ready
    url = f"ws://{LOOPBACK}:{port}"
    outcomes = await asyncio.gather(*(play_seat(url, host.codes[seat], client_levels[seat], seed)
                                      for seat in invited))
    await asyncio.wait_for(serving, 30)
    return Played(host, list(outcomes))


def played_locally(game: str, mode: str, levels: list[str], seed: int) -> list[str]:
    """The same game at one computer: every seat's bot seeded as over the network; the actions played."""
    session = new_session(game, mode, levels, seed)
    bots = [make_bot(level, game, bot_seed_for(seed, seat)) for seat, level in enumerate(levels)]
    state = session.state
    while not state.is_over():
        seat = state.to_move()
        assert seat is not None
        session.apply(bots[seat].decide(state.view(seat), state.legal_actions()).action)
        state = session.state
    return [str(action) for action in session.history.log]
