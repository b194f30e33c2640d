"""A host holding many tables on one port, for the bench: ``python -m bench.table_farm N`` prints
one JSON line (the port and each table's two codes) as soon as it listens, then serves until
every game is over. Each table is a two-player Elevator game, both seats invited."""

from __future__ import annotations

import asyncio
import json
import sys

from game.core.contract import Seat
from game.core.session import Session
from net.host import TableHost
from net.server import TableServer


def farm(count: int) -> list[TableHost]:
    seats = [Seat("Player 1", "red"), Seat("Player 2", "blue")]
    return [TableHost(Session.new("elevator", "competitive", seats, seed=seed), [0, 1], note=lambda _text: None)
            for seed in range(count)]


def main(count: int) -> None:
    tables = farm(count)

    def listening(_address: str, port: int) -> None:
        print(json.dumps({"port": port, "codes": [[t.codes[0], t.codes[1]] for t in tables]}), flush=True)
    asyncio.run(TableServer(tables, lambda _text: None).serve("127.0.0.1", 0, listening))


if __name__ == "__main__":
    main(int(sys.argv[1]))
