"""The Elo ladder of the bot levels (bench/ladder.py): its files, a run that resumes, and its report."""

from __future__ import annotations

import json

import pytest

from bench import ladder
from bench.ladder import Pairing, main, report, run
from bench.matches import Played, read_games
from game.core.bot_specs import level_settings


@pytest.fixture(autouse=True)
def results_in(tmp_path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(ladder, "RESULTS", tmp_path)
    return tmp_path


def write(pairing: Pairing, wins_of_first: int, games: int, unfinished: int = 0) -> None:
    """``games`` finished games of the pairing, the first seat winning the first ``wins_of_first``,
    then ``unfinished`` games stopped without a result."""
    winners = [[0] if seed <= wins_of_first else [1] for seed in range(1, games + 1)] + [None] * unfinished
    lines = [json.dumps(Played(seed, won, 30, [40, 40], [1.0, 1.0]).__dict__)
             for seed, won in enumerate(winners, start=1)]
    pairing.file.write_text("\n".join(lines) + "\n")


def test_a_file_names_each_level_with_the_iterations_the_game_gives_it_today():
    hard = level_settings("hard", "argo")["iterations"]
    medium = level_settings("medium", "argo")["iterations"]
    expected = f"argo-standard-hard{hard}-medium{medium}.jsonl"
    assert Pairing("argo", "standard", ("hard", "medium")).file.name == expected
    easy = Pairing("elevator", "competitive", ("easy", "random"))
    assert easy.file.name == "elevator-competitive-easy30-random.jsonl"


def test_a_run_plays_only_the_seeds_not_yet_in_its_file():
    pairing = Pairing("elevator", "competitive", ("easy", "random"))
    first = run(pairing, games=2, processes=1)
    assert [game.seed for game in first] == [1, 2]
    again = run(pairing, games=3, processes=1)
    assert [game.seed for game in again] == [1, 2, 3] and again[:2] == first
    assert len(pairing.file.read_text().splitlines()) == 3
    assert read_games(pairing.file) == again


def test_the_report_fits_every_table_either_seat_order_and_names_the_smallest_step_and_the_missing_pairings():
    write(Pairing("elevator", "competitive", ("easy", "random")), 90, 100)
    write(Pairing("elevator", "competitive", ("random", "medium")), 5, 100)  # medium in seat 2: 95 of 100
    write(Pairing("elevator", "competitive", ("medium", "easy")), 70, 100)
    write(Pairing("elevator", "competitive", ("hard", "medium")), 20, 30, unfinished=2)
    write(Pairing("elevator", "competitive", ("medium", "hard")), 10, 20)  # both seat orders count
    text = report("elevator", "competitive")
    assert "easy against random: 90 of 100" in text and "random against medium: 5 of 100" in text
    assert "hard against medium: 20 of 30 (2 stopped unfinished, left out), 68 to play" in text
    assert "medium against hard: 10 of 20, 80 to play" in text
    assert "smallest step: hard over medium, 70 (under 100)" in text  # 30 of 50 over both orders
    assert "no games yet: hard against random, hard against easy" in text
    lines = text.splitlines()
    ratings = {line.split()[0]: int(line.split()[1]) for line in lines if len(line.split()) == 2}
    assert ratings["random"] == 0 and ratings["random"] < ratings["easy"] < ratings["medium"] < ratings["hard"]


@pytest.mark.parametrize(("args", "why"), [
    (["--game", "elevator", "--mode", "cooperative", "--report"], "not a game of two players against each other"),
    (["--game", "elevator", "--pair", "hard"], "--pair names two different levels"),
    (["--game", "elevator", "--pair", "hard,hard"], "--pair names two different levels"),
    (["--game", "elevator", "--pair", "hard,expert"], "--pair names two different levels"),
    (["--game", "chess", "--report"], "Unknown game"),
    (["--game", "elevator", "--pair", "hard,medium", "--report"], "--report reports every table"),
])
def test_the_command_refuses_a_table_it_cannot_play(args, why, capsys):
    with pytest.raises(SystemExit):
        main(args)
    assert why in capsys.readouterr().err


def test_without_a_table_against_random_the_report_says_which_level_its_ratings_count_from():
    write(Pairing("elevator", "competitive", ("hard", "medium")), 64, 100)
    text = report("elevator", "competitive")
    assert "(no table with random yet: the ratings are counted from hard, held at 0)" in text
    assert "smallest step: hard over medium, 100 (at least 100)" in text  # 64 of 100 is 99.9 Elo, shown as 100
