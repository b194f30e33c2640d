"""The headless commands of main.py."""

import json
import os
import subprocess
import sys
from pathlib import Path

from game.core.contract import Seat
from game.core.session import Session
from game.elevator.state import ElevatorState

ROOT = Path(__file__).resolve().parents[1]


def run(*args, home):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP51_HOME=str(home))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True,
                          text=True, timeout=300)


def test_simulate_json_has_the_documented_keys_and_counts_every_game(tmp_path):
    out = run("simulate", "--game", "elevator", "--mode", "solo", "--games", "6", "--seed", "2", "--json",
              home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"games", "wins", "losses", "mean_turns"} <= set(data)
    assert data["games"] == 6 and data["wins"] + data["losses"] + data["unfinished"] == 6
    # Solo random play loses within the two bosses' 14 descents
    assert 1 <= data["mean_turns"] <= 15


def test_simulate_seats_json_lists_every_seat_with_its_spec_and_wins(tmp_path):
    out = run("simulate", "--mode", "competitive", "--seats", "easy:20,random", "--games", "3", "--seed", "4",
              "--json", home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert [seat["spec"] for seat in data["seats"]] == ["easy:20", "random"]
    assert all(seat["games"] == 3 for seat in data["seats"])
    assert sum(seat["wins"] for seat in data["seats"]) + data["unfinished"] == 3
    assert data["seats"][0]["win_rate"] == round(data["seats"][0]["wins"] / 3, 4)
    assert data["mean_turns"] > 1 and data["seconds_per_decision"] > 0


def test_simulate_prints_a_table_with_intervals(tmp_path):
    out = run("simulate", "--mode", "cooperative", "--seats", "random,random", "--games", "4", home=tmp_path)
    lines = out.stdout.splitlines()
    assert lines[0].split() == ["seat", "bot", "wins", "win", "rate", "95%", "interval"]
    assert lines[1].split()[:2] == ["1", "random"] and " - " in lines[1]
    assert lines[-1].startswith("4 games (team)")


def test_simulate_refuses_a_bad_set_up_with_a_message_not_a_traceback(capsys):
    import main
    cases = {("--mode", "blitz"): "has no mode 'blitz'", ("--option", "bosses=9", "--mode", "solo"): "cannot be 9",
             ("--option", "bosses"): "'bosses' is not KEY=VALUE", ("--players", "9"): "not 9",
             ("--game", "argo", "--players", "5"): "not 5", ("--game", "chess"): "Unknown game 'chess'",
             ("--seats", "hard,expert", "--mode", "competitive"): "'expert' is not a bot",
             ("--seats", "hard", "--mode", "competitive"): "not 1",
             ("--seats", "hard:0,random"): "'hard:0': a bot thinks for 1 to 1,000,000 iterations, not 0",
             ("--seats", "hard:infs,random"): "'hard:infs': the budget after ':' is a number"}
    for args, words in cases.items():
        assert main.main(["simulate", "--games", "1", *args]) == 2, args
        err = capsys.readouterr().err
        assert err.startswith("Cannot simulate: ") and words in err, (args, err)


def test_simulate_refuses_counts_out_of_range_before_playing(capsys):
    import pytest

    import main
    cases = {("--games", "-5"): "--games: '-5' is not a whole number from 1 to 1,000,000",
             ("--games", "0"): "--games: '0' is not",
             ("--games", "1" + "0" * 23): "--games: '1" + "0" * 23 + "' is not",
             ("--players", "0"): "--players: '0' is not a whole number from 1 to 99",
             ("--players", "-2"): "--players: '-2' is not",
             ("--processes", "-1"): "--processes: '-1' is not a whole number from 1 to 64"}
    for args, words in cases.items():
        with pytest.raises(SystemExit) as stopped:
            main.main(["simulate", *args])
        assert stopped.value.code == 2, args
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err, (args, err)


def test_every_option_of_the_new_game_dialog_can_be_given_on_the_command_line(capsys):
    import main
    played = {("--game", "argo", "--players", "2", "--option", "deep_space=True"): "1 games",
              ("--game", "argo", "--players", "2", "--option", "deep_space=no"): "1 games",
              ("--game", "area1851", "--players", "2", "--option", "ages=30,-"): "1 games"}
    for args, words in played.items():
        assert main.main(["simulate", "--games", "1", *args]) == 0, args
        assert words in capsys.readouterr().out, args
    refused = {("--game", "argo", "--players", "2", "--option", "deep_space=maybe"):
               "Option 'deep_space' is true or false (true, yes, on, false, no, off), not 'maybe'",
               ("--game", "area1851", "--players", "2", "--option", "ages=30,x"):
               "Option 'ages' lists one whole number or '-' per seat (ages=30,41,-), not 'x'",
               ("--game", "area1851", "--players", "2", "--option", "ages=30"):
               "Option 'ages' gives one age from 1 to 120 (or none) for each of the 2 seats"}
    for args, words in refused.items():
        assert main.main(["simulate", "--games", "1", *args]) == 2, args
        assert words in capsys.readouterr().err, args


def test_simulate_is_deterministic_under_a_seed(tmp_path):
    runs = [json.loads(run("simulate", "--mode", "cooperative", "--seats", "easy:10,random", "--games", "4",
                           "--seed", "9", "--json", home=tmp_path).stdout) for _ in range(2)]
    for summary in runs:
        assert summary.pop("seconds_per_decision") > 0  # the one measured (not seeded) figure
    assert runs[0] == runs[1]


def test_replay_prints_the_final_position_of_a_save(tmp_path):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=4)
    session.apply("roll")
    state = session.state
    assert isinstance(state, ElevatorState)
    worker = next(a for a, w in state.loc.items() if w == state.elevator and a[0] != "K")
    session.apply(f"move {worker} E")
    save = tmp_path / "game.json"
    session.save(save)
    out = run("replay", str(save), "--json", home=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["actions"] == 2 and "position" not in data
    assert data["view"]["aliens"][worker] == "E"
    hidden = session.state.secrets_from(None)
    assert hidden and not hidden & set(json.dumps(data).replace('"', " ").split())  # no card the table hides
    revealed = json.loads(run("replay", str(save), "--json", "--reveal", home=tmp_path).stdout)
    assert revealed["position"]["aliens"][worker] == "E"
    assert revealed["position"]["deck"] and set(revealed["position"]["deck"]) <= hidden


def test_replay_of_a_damaged_save_says_so_and_leaves_it_alone(tmp_path):
    save = tmp_path / "broken.json"
    save.write_text('{"format": "tabletop51-save", "version": 1, "game": "elev')
    before = save.read_bytes()
    out = run("replay", str(save), home=tmp_path)
    assert out.returncode == 2
    assert "damaged" in out.stderr
    assert save.read_bytes() == before


def test_validate_data_lists_every_file(tmp_path):
    out = run("validate-data", home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert "elevator/cards.yaml (12 card types, 33 cards)" in out.stdout
    assert "area1851/game.yaml" in out.stdout


def test_smoke_opens_every_scene_and_exits_zero(tmp_path):
    out = run("--smoke", home=tmp_path)
    assert out.returncode == 0, out.stderr
    assert not (tmp_path / "autosave.json").exists()  # the smoke run never overwrites a player's autosave
