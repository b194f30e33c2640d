"""The Elo fit of bot levels (bench/elo.py) from simulate's tables."""

from __future__ import annotations

import json
import math

import pytest

from bench.elo import ratings, read_table


def test_one_table_gives_the_rating_its_score_implies():
    rating = ratings([("hard", "random", 76.0, 100)])
    assert rating["random"] == 0.0
    assert rating["hard"] == pytest.approx(400 * math.log10(76 / 24), abs=0.5)  # about 200


def test_a_shared_win_counts_half_to_each_side(tmp_path):
    table = {"games": 100, "seats": [{"spec": "hard", "wins": 60}, {"spec": "easy", "wins": 60}]}
    path = tmp_path / "hard-easy.json"
    path.write_text(json.dumps(table))
    assert read_table(path) == ("hard", "easy", 50.0, 100)  # 20 shared wins: 40 + 10


def test_a_ladder_is_fitted_from_every_table_at_once():
    tables = [("easy", "random", 76.0, 100), ("medium", "easy", 76.0, 100), ("medium", "random", 90.0, 100)]
    rating = ratings(tables)
    assert 0 < rating["easy"] < rating["medium"]
    assert rating["medium"] - rating["easy"] == pytest.approx(rating["easy"], abs=40)
