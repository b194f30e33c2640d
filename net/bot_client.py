"""A seat played over the network by a bot, with no window (``main.py join --bot``).

The bot is given what the host sends its seat, the same view and legal actions a bot at a local
table gets, and seeded as a local game's bot of that seat would be (``bot_seed_for``): a game
played over the network by bots ends as the same game played locally.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.core.actions import Action
from game.core.bots import make_bot
from game.core.simulate import bot_seed_for
from net.protocol import MAX_HOST_FRAME, ProtocolError, decode_host, encode


class JoinRefused(Exception):
    """The host turned the connection down (the reason is the host's)."""


@dataclass
class SeatOutcome:
    seat: int | None
    over: dict[str, Any]
    """The finished game's ``winners`` and ``summary``."""


async def play_seat(url: str, code: str, spec: str, seed: int = 0) -> SeatOutcome:
    """Join with ``code`` and let a bot of level ``spec`` decide for the seat until the game is over.
    Raises JoinRefused, in words, for a refusal, an address that is not one or a connection lost."""
    try:
        return await _play_seat(url, code, spec, seed)
    except (InvalidURI, InvalidHandshake, ConnectionClosed, ProtocolError, OSError) as error:
        raise JoinRefused(str(error)) from error


async def _play_seat(url: str, code: str, spec: str, seed: int) -> SeatOutcome:
    loop = asyncio.get_running_loop()
    async with connect(url, max_size=MAX_HOST_FRAME, open_timeout=10) as connection:
        await connection.send(encode("hello", code=code))
        welcome = decode_host(await connection.recv())
        if welcome["type"] != "welcome":
            raise JoinRefused(str(welcome.get("reason", "the host closed the connection")))
        seat = welcome["seat"]
        bot = make_bot(spec, welcome["game"], bot_seed_for(seed, seat if isinstance(seat, int) else 0))
        async for frame in connection:
            message = decode_host(frame)
            if message["type"] == "error":
                raise JoinRefused(str(message.get("reason")))
            if message["type"] != "state":
                continue
            if message["over"] is not None:
                return SeatOutcome(seat, message["over"])
            if message.get("legal"):
                legal = [Action.parse(text) for text in message["legal"]]
                decision = await loop.run_in_executor(None, bot.decide, message["view"], legal)
                await connection.send(encode("act", n=message["n"], action=str(decision.action)))
    raise JoinRefused("the host closed the connection before the game was over")
