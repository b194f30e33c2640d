"""The ceiling test of Hard (bench/ceiling.py): its seats, its score, and a run that resumes."""

from __future__ import annotations

import json

import pytest

from bench import ceiling
from bench.ceiling import Match, at_ceiling, main, report, run, settled
from bench.matches import Played, first_seat_score, play_into, read_games


def played(seed: int, winners: list[int] | None) -> Played:
    return Played(seed, winners, 20, [50, 50], [1.0, 4.0])


def test_the_stronger_seat_has_four_times_the_budget():
    assert Match("elevator", "competitive", 2, "500").seats == ["hard:500", "hard:2000"]
    assert Match("area51", "standard", 3, "1.5s").seats == ["hard:1.5s", "hard:6s", "hard:1.5s"]


def test_a_shared_win_or_a_game_neither_won_counts_half():
    games = [played(1, [0]), played(2, [1]), played(3, [0, 1]), played(4, []), played(5, [2]), played(6, [0, 2])]
    assert first_seat_score(games) == 1 + 0 + 0.5 + 0.5 + 0.5 + 1


def test_the_ceiling_takes_in_both_edges_of_its_5_points():
    assert at_ceiling(90, 200) and at_ceiling(110, 200)
    assert not at_ceiling(89.5, 200) and not at_ceiling(110.5, 200)


def test_a_game_stopped_unfinished_is_left_out_of_the_score():
    games = [played(1, [0]), played(2, None), played(3, [1])]
    assert first_seat_score(games) == 1
    assert "2 games" in report(Match("elevator", "competitive", 2, "500"), games)
    assert "1 stopped unfinished and left out" in report(Match("elevator", "competitive", 2, "500"), games)


@pytest.mark.parametrize(("args", "why"), [
    (["--mode", "cooperative"], "played as a team"),
    (["--players", "1"], "needs 2 or more"),
    (["--budget", "1.5"], "number of iterations"),
    (["--budget", "300000"], "1 to 1,000,000 iterations"),
    (["--game", "chess"], "Unknown game"),
])
def test_the_command_refuses_a_test_it_cannot_judge(args, why, capsys):
    with pytest.raises(SystemExit):
        main(["--report", *args])
    assert why in capsys.readouterr().err


def test_the_verdict_needs_200_games_and_a_score_within_5_points_of_half():
    match = Match("elevator", "competitive", 2, "500")
    even = [played(seed, [seed % 2]) for seed in range(1, 201)]  # 100 wins each
    assert "at its ceiling" in report(match, even) and "not at" not in report(match, even)
    lopsided = [played(seed, [1 if seed % 5 < 3 else 0]) for seed in range(1, 201)]  # Hard wins 80 of 200
    assert "Hard scores 80 = 40.0%" in report(match, lopsided) and "not at its ceiling" in report(match, lopsided)
    assert "100 games still to play" in report(match, even[:100])
    assert "20 ms and 80 ms a decision" in report(match, even)


def test_the_verdict_is_known_before_200_games_once_the_games_left_cannot_change_it():
    assert settled(64, 178) is False  # Argo's test: even 22 wins more make 86, short of the 90 needed
    assert settled(59.5, 170) is False and settled(60, 170) is None  # 30 more wins would just reach 90
    assert settled(95, 190) is True and settled(85, 190) is None  # 95-105 stays within; 85-95 may not
    assert settled(115, 180) is False  # above 110 already, whatever is left
    assert settled(100, 200) is None  # the 200 are played: the plain verdict, not an early one


def test_the_report_says_when_the_verdict_is_known_early_or_clear_at_95_percent():
    match = Match("elevator", "competitive", 2, "500")
    known = [played(seed, [0 if seed <= 60 else 1]) for seed in range(1, 179)]  # 60 of 178
    assert "not at its ceiling, whatever the 22 games left give" in report(match, known)
    clear = [played(seed, [0 if seed <= 20 else 1]) for seed in range(1, 101)]  # 20 of 100: 13-29 %
    assert "100 games still to play; its 95 % interval already lies wholly outside" in report(match, clear)
    close = [played(seed, [0 if seed <= 40 else 1]) for seed in range(1, 101)]  # 40 of 100: 31-50 %
    assert "100 games still to play" in report(match, close) and "outside" not in report(match, close)


def test_a_run_stops_once_it_has_enough(tmp_path):
    path = tmp_path / "games.jsonl"
    games = play_into(path, "elevator", "competitive", ["hard:2", "hard:8"], range(1, 4), 1,
                      enough=lambda games: len(games) >= 1)
    assert [game.seed for game in games] == [1] and [game.seed for game in read_games(path)] == [1]
    again = play_into(path, "elevator", "competitive", ["hard:2", "hard:8"], range(1, 4), 1,
                      enough=lambda games: len(games) >= 1)
    assert again == games  # already enough: nothing more is played


def test_a_run_plays_only_the_seeds_not_yet_in_its_file(tmp_path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(ceiling, "RESULTS", tmp_path)
    match = Match("elevator", "competitive", 2, "2")
    first = run(match, games=2, processes=1)
    assert [game.seed for game in first] == [1, 2]
    lines = match.file.read_text().splitlines()
    match.file.write_text("\n".join(lines) + '\n{"seed": 3, "winn')  # a write cut short by a stop
    assert [game.seed for game in read_games(match.file)] == [1, 2]
    again = run(match, games=3, processes=1)
    assert [game.seed for game in again] == [1, 2, 3]
    assert again[:2] == first  # read back as they were written
    kept = [json.loads(line) for line in match.file.read_text().splitlines() if line.endswith("}")]
    assert sorted(game["seed"] for game in kept) == [1, 2, 3]
    later = run(match, games=2, processes=1, first_seed=3)
    assert [game.seed for game in later] == [1, 2, 3, 4]  # seed 3 was there already; 4 is new
