"""How long a bot thinks: the CPU time of its decisions on positions of random games.

    python -m bench.thinking --game argo --mode standard --players 2 [--spec hard:2000] [--seeds 1 2 3]

From each seed a game is played at random (the moves drawn from the seed too), and the bot
(seeded from the game's seed) decides the positions of the game's steps 0, 3, 6 ... that have a
choice; its decision is played. The median, 90th percentile and slowest decision are printed, in
seconds of this process's CPU time (a second process on the machine does not count, but it slows
a core it shares). docs/bots.md quotes these figures for each game's Hard.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game.core.bots import make_bot
from game.core.registry import get_game
from game.core.simulate import default_seats

MAX_STEPS = 400
"""Positions looked at per game: enough for a few dozen decisions, fewer than a long game has."""


def decision_times(game_id: str, mode: str, players: int, spec: str, seeds: list[int]) -> list[float]:
    engine = get_game(game_id)
    times = []
    for seed in seeds:
        seats = default_seats(game_id, players, ["hard"] * players, mode)
        state = engine.new_state(mode, seats, engine.check_setup(mode, seats, {}), seed)
        bot = make_bot(spec, game_id, seed)
        chooser = random.Random(seed)
        for step in range(MAX_STEPS):
            if state.is_over():
                break
            legal = state.legal_actions()
            seat = state.to_move()
            if len(legal) > 1 and step % 3 == 0 and seat is not None:
                start = time.process_time()
                action = bot.decide(state.view(seat), legal).action
                times.append(time.process_time() - start)
            else:
                action = chooser.choice(legal)
            state.apply(action)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.thinking", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--mode", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--spec", default="hard")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    args = parser.parse_args(argv)
    times = sorted(decision_times(args.game, args.mode, args.players, args.spec, args.seeds))
    if not times:
        parser.error("no position of these games had a choice at the steps looked at")
    print(f"{args.game} {args.players}p {args.spec}: {len(times)} decisions, median "
          f"{statistics.median(times):.2f} s, 90th percentile {times[int(len(times) * 0.9)]:.2f} s, "
          f"slowest {times[-1]:.2f} s")


if __name__ == "__main__":
    main()
