"""Hundreds of random full games per mode, checked after every action (the fuzz runner, bounded).

`make fuzz` plays 10,000 per mode with the same runner (docs/reliability.md).
"""

from __future__ import annotations

import pytest

from game.core import fuzz
from game.core.fuzz import Config, configurations, position_problems, run
from game.core.registry import all_games, get_game
from game.core.simulate import default_seats

GAMES_PER_MODE = {"elevator": 80, "area51": 24, "area1851": 24}
"""Random games per mode in `make test` (random four-player Elevator games run to thousands of
actions; an Area 51 or Area 1851 game is ten times a short Elevator game)."""
BOT_GAMES_PER_MODE = {"elevator": 12, "area51": 4}
BOT = "medium:16"


def new_state(config: Config, seed: int = 3):
    engine = get_game(config.game)
    seats = default_seats(config.game, config.players, mode=config.mode)
    return engine.new_state(config.mode, seats, engine.check_setup(config.mode, seats, {}), seed)


def playable() -> list[str]:
    return [g.id for g in all_games() if g.available]


@pytest.mark.parametrize("game", playable())
def test_every_mode_plays_checked_random_games_without_a_failure(game):
    games = GAMES_PER_MODE.get(game, 20)
    totals = run(games, configurations([game]), first_seed=1000)
    assert set(totals) == {f"{game}:{m.id}" for m in get_game(game).info.modes}
    failures = [f for tally in totals.values() for f in tally.failures]
    assert failures == [], "\n".join(failures[:10])
    assert all(tally.games == games and tally.actions > games * 10 for tally in totals.values())


@pytest.mark.parametrize("game", playable())
def test_every_mode_plays_bot_games_without_a_failure(game):
    """Bots in every seat, deciding from their own views: positions random play rarely reaches."""
    games = BOT_GAMES_PER_MODE.get(game, 3)
    totals = run(games, configurations([game]), first_seed=500, bots=BOT)
    failures = [f for tally in totals.values() for f in tally.failures]
    assert failures == [], "\n".join(failures[:10])
    assert all(tally.games == games and tally.actions > games * 10 for tally in totals.values())


def test_a_bot_game_replays_from_its_line(capsys):
    assert fuzz.main(["--replay", "elevator:competitive:3:", "8", "--bots", BOT]) == 0
    assert capsys.readouterr().out.startswith("ok: ")


def test_configurations_cover_every_player_count_and_every_option_value():
    labels = {c.label for c in configurations(["elevator"])}
    assert {"elevator:competitive:2:", "elevator:competitive:4:", "elevator:solo:1:"} <= labels
    assert "elevator:solo:1:bosses=1" in labels and "elevator:cooperative:2:cards_per_turn=1" in labels
    assert all(Config.parse(label).label == label for label in labels)


def test_each_mode_gets_exactly_its_games_with_distinct_seeds():
    configs = configurations(["elevator"])
    games = fuzz.plan(30, configs, first_seed=7)
    for mode in {c.mode for c in configs}:
        played = [(config, seed) for config, seed in games if config.mode == mode]
        assert len(played) == 30 and len({seed for _, seed in played}) == 30
        assert {config for config, _ in played} == {c for c in configs if c.mode == mode}


def test_a_card_held_twice_is_reported():
    state = new_state(Config("elevator", "competitive", 2))
    state.hands[0].append(state.deck[-1])
    assert any("duplicated" in problem for problem in position_problems(state))


def test_a_view_showing_another_hand_is_reported(monkeypatch):
    state = new_state(Config("elevator", "competitive", 3))
    secret = state.hands[2][0]
    original = type(state).view
    monkeypatch.setattr(type(state), "view", lambda self, p: {**original(self, p), "oops": [secret]})
    problems = position_problems(state)
    assert len(problems) == 2 and all(secret in p for p in problems)  # seats 1 and 2 may not know it


def test_strings_are_found_at_any_depth_as_keys_and_values():
    data = {"hands": [None, ("up-3", {"boss-call-1": 2})], "n": 4, "words": 'say "hi"'}
    assert {"hands", "up-3", "boss-call-1", "n", "words"} <= fuzz.strings_in(data)
    assert "up-4" not in fuzz.strings_in(data)


def test_a_crashing_game_is_a_finding_with_its_replay_line(monkeypatch):
    def broken(config, seed, bots=""):
        raise KeyError("boom")
    monkeypatch.setattr(fuzz, "play_checked", broken)
    tally = fuzz.play_one(Config("elevator", "solo", 1), 42)
    assert tally.games == 1 and tally.failures == ["elevator:solo:1: 42: KeyError: 'boom'"]


@pytest.mark.parametrize("label", ["elevator:solo:1:bosses=1", "elevator:competitive:2:"])
def test_replay_of_one_game_reports_ok(label, capsys):
    assert fuzz.main(["--replay", label, "5"]) == 0
    assert capsys.readouterr().out.startswith("ok: ")


def test_per_count_plans_that_many_games_for_each_player_count():
    configs = [c for c in configurations(["area51"]) if c.mode == "standard"]
    games = fuzz.plan(5, configs, first_seed=1, per_config=True)
    assert sorted({config.players for config, _ in games}) == [3, 4, 5, 6]
    assert all(sum(1 for config, _ in games if config.players == n) == 5 for n in (3, 4, 5, 6))


def test_every_configuration_label_reads_back_as_itself():
    """A failure's replay line must name the same game: yes/no options included (deep_space=True)."""
    for config in configurations():
        assert fuzz.Config.parse(config.label) == config
