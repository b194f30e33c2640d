"""How Area 51 games between bots end: the normal end, or rulings 34 and 35 (docs/rulings.md).

The two rulings end games the rulebook leaves without an end (nothing can change any more; a
whole round with every card in hand and no play). They are meant as a guard that bots playing
toward the end never meet; this plays games between bots and says which end each game had.
Run with ``python -m bench.area51_ends``.
"""

from __future__ import annotations

from multiprocessing import Pool

from game.core.bots import make_bot
from game.core.contract import Seat
from game.core.registry import all_games, get_game

ENDS = {"Nothing can change any more": "ruling 34", "A whole round went by": "ruling 35"}
TABLES: list[tuple[str, list[str], range]] = [
    ("two_player", ["hard", "hard"], range(1, 13)),
    ("standard", ["hard", "hard", "hard"], range(1, 9)),
    ("two_player", ["hard", "easy"], range(1, 13)),
]


def how_it_ends(job: tuple[str, list[str], int]) -> tuple[str, str, int, str, int]:
    """Play one game between the bots; its mode, seats, seed, the way it ended and its last turn."""
    mode, specs, seed = job
    engine = get_game("area51")
    info = next(i for i in all_games() if i.id == "area51")
    colours = info.colours_for(mode)
    seats = [Seat(f"P{i + 1}", colours[i]) for i in range(len(specs))]
    state = engine.new_state(mode, seats, engine.check_setup(mode, seats, {}), seed)
    bots = [make_bot(spec, "area51", seed * 10 + i) for i, spec in enumerate(specs)]
    ending = "normal"
    while not state.is_over():
        seat = state.to_move()
        assert seat is not None
        state.apply(bots[seat].decide(state.view(seat), state.legal_actions()).action)
        for text, _only in state.events:
            ending = next((kind for start, kind in ENDS.items() if text.startswith(start)), ending)
    return mode, ",".join(specs), seed, ending, state.turn


def main() -> None:
    jobs = [(mode, specs, seed) for mode, specs, seeds in TABLES for seed in seeds]
    with Pool(2) as pool:
        for mode, specs, seed, ending, turn in pool.imap_unordered(how_it_ends, jobs):
            print(f"{mode} {specs} seed {seed}: {ending}, {turn} turns", flush=True)


if __name__ == "__main__":
    main()
