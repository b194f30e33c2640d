"""Saves (game/core/session.py): a round trip equals the original; a damaged or tampered
save is refused with a clear message and the file is left as it was."""

import json
import os
import random
from pathlib import Path

import pytest

from game.core import storage
from game.core.contract import Seat
from game.core.errors import SaveError
from game.core.session import MAX_SAVE_BYTES, MAX_SEED, SAVE_VERSION, Session, with_checksum
from game.elevator.state import ElevatorState

SEATS = [Seat("Ann", "red"), Seat("Bob", "blue", "bot", "random"), Seat("Cid", "green")]


def played(mode="competitive", seats=SEATS, actions=120, seed=77, practice=False, options=None, rules_of=None):
    """A game of random actions; ``rules_of``: played by the rules of an older save version."""
    session = Session.new("elevator", mode, seats, options or {}, seed=seed, first_player=len(seats) - 1,
                          practice=practice)
    if rules_of is not None:
        session.state.replay_older_log(rules_of)
    chooser = random.Random(seed)
    for _ in range(actions):
        if session.state.is_over():
            break
        session.apply(chooser.choice(session.state.legal_actions()))
    return session


def unchanged_after_refusal(path: Path, match: str) -> str:
    before = path.read_bytes() if path.is_file() else None
    stamp = path.stat().st_mtime_ns if path.exists() else None
    with pytest.raises(SaveError) as caught:
        Session.load(path)
    assert match in str(caught.value)
    if before is not None:
        assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    return str(caught.value)


def test_user_folder_is_the_test_sessions_temporary_folder():
    assert str(storage.user_dir()) == os.environ["TABLETOP51_HOME"]
    assert storage.saves_dir().parent == storage.user_dir()


@pytest.mark.parametrize("mode, seats, options", [
    ("competitive", SEATS, {}),
    ("advanced", SEATS[:2], {}),
    ("cooperative", SEATS, {"cards_per_turn": 1}),
    ("solo", SEATS[:1], {"bosses": 1}),
])
def test_save_and_load_round_trip_equals_the_original(tmp_path, mode, seats, options):
    session = played(mode, seats, options=options)
    session.hints_used = 2
    path = tmp_path / "game.json"
    session.save(path)
    loaded = Session.load(path)
    assert loaded.state.to_position() == session.state.to_position()
    assert [str(a) for a in loaded.history.log] == [str(a) for a in session.history.log]
    assert loaded.setup.to_dict() == session.setup.to_dict()
    assert loaded.hints_used == 2
    # play on identically: the generator state came back too
    for _ in range(10):
        if session.state.is_over():
            break
        action = session.state.legal_actions()[0]
        session.apply(action)
        loaded.apply(action)
    assert loaded.state.to_position() == session.state.to_position()


def test_practice_undos_are_recorded_in_the_save(tmp_path):
    session = played("cooperative", SEATS, actions=6, practice=True)
    while session.history.entries and session.history.practice_undos < 2:
        session.history.undo(session.history.entries[-1].actor)
    assert session.history.practice_undos >= 1
    path = tmp_path / "practice.json"
    session.save(path)
    data = json.loads(path.read_text())
    assert data["practice"] is True and data["practice_undos"] == session.history.practice_undos
    assert Session.load(path).history.practice_undos == session.history.practice_undos


def test_saving_replaces_the_file_in_one_step_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "slot.json"
    played(actions=5).save(path)
    played(actions=30).save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]
    assert len(Session.load(path).history.log) == 30


def _saved(tmp_path, **changes) -> Path:
    data = played(actions=40).to_save()
    data.update(changes)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(with_checksum(data)))
    return path


def test_an_illegal_action_injected_into_the_log_is_refused_with_its_line(tmp_path):
    data = played(actions=40).to_save()
    data["log"][5] = "move K1 A"
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(with_checksum(data)))
    unchanged_after_refusal(path, "Line 6 of the save's log, 'move K1 A', is not legal there")


def test_a_log_line_that_is_not_text_is_refused(tmp_path):
    data = played(actions=10).to_save()
    data["log"][2] = 17
    path = tmp_path / "t.json"
    path.write_text(json.dumps(with_checksum(data)))
    unchanged_after_refusal(path, "Line 3 of the save's log is not text")


def test_a_truncated_save_is_refused_as_damaged(tmp_path):
    path = tmp_path / "cut.json"
    played(actions=40).save(path)
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    unchanged_after_refusal(path, "is damaged")


def test_bad_json_is_refused_as_damaged(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{this is not json")
    unchanged_after_refusal(path, "truncated or corrupted")
    path.write_bytes(b"\xff\xfe\x00garbage")
    unchanged_after_refusal(path, "is damaged")


def test_a_save_from_a_newer_program_is_refused(tmp_path):
    path = _saved(tmp_path, version=99)
    unchanged_after_refusal(path, "newer version of the program (save version 99")


def test_a_save_of_an_unknown_game_is_refused(tmp_path):
    unchanged_after_refusal(_saved(tmp_path, game="chess"), "Unknown game 'chess'")


def test_a_save_of_another_program_or_with_no_version_is_refused(tmp_path):
    unchanged_after_refusal(_saved(tmp_path, format="something-else"), "not a save of this program")
    unchanged_after_refusal(_saved(tmp_path, version="one"), "has no valid save version")


def test_a_save_with_a_wrong_field_is_refused_naming_it(tmp_path):
    unchanged_after_refusal(_saved(tmp_path, log="roll"), "'log'")
    unchanged_after_refusal(_saved(tmp_path, seed="x"), "'seed'")
    unchanged_after_refusal(_saved(tmp_path, options=[]), "'options'")
    unchanged_after_refusal(_saved(tmp_path, practice_undos=-1), "'practice_undos' must be a whole number")
    unchanged_after_refusal(_saved(tmp_path, mode="blitz"), "no mode 'blitz'")


def test_a_save_with_a_wrong_player_count_is_refused(tmp_path):
    data = played(actions=3).to_save()
    data["mode"] = "solo"
    path = tmp_path / "solo.json"
    path.write_text(json.dumps(with_checksum(data)))
    unchanged_after_refusal(path, "Solo is for 1 to 1 players, not 3")


def test_a_save_with_a_first_player_outside_the_table_is_refused(tmp_path):
    unchanged_after_refusal(_saved(tmp_path, first_player=5), "first player must be a seat from 1 to 3")


def test_a_directory_is_not_a_save(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    unchanged_after_refusal(folder, "is not a file")
    assert folder.is_dir()


def test_a_missing_save_is_reported(tmp_path):
    unchanged_after_refusal(tmp_path / "nothing.json", "There is no save at")


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as out:
        out.truncate(MAX_SAVE_BYTES + 1)
    unchanged_after_refusal(path, "is too large to be a save")
    assert path.stat().st_size == MAX_SAVE_BYTES + 1


def test_a_version_1_save_without_the_passes_of_windows_it_never_opened_still_loads(tmp_path):
    """Version 1 opened an Elevator window only for holders; its logs lack the passes of the others."""
    from game.core.actions import Action
    session = played(actions=150, rules_of=4)  # the windows of version 4, before the start-of-turn one
    old_log, new_log = [], []
    replay = Session.from_save(json.loads(json.dumps({**session.to_save(), "log": [], "version": 4})))
    replay.state.replay_older_log(4)
    for action in session.history.log:
        forced_pass = action == Action("pass") and replay.state.legal_actions() == [action]
        if not forced_pass:
            old_log.append(str(action))
            new_log = list(replay.history.log) + [action]  # the new log up to this kept action
        replay.apply(action)
    assert len(old_log) < len(new_log)
    path = tmp_path / "old.json"
    unsigned = {key: value for key, value in session.to_save().items() if key != "checksum"}
    path.write_text(json.dumps({**unsigned, "version": 1, "log": old_log}))  # version 1 had no checksum
    loaded = Session.load(path)
    assert loaded.to_save()["version"] == SAVE_VERSION and loaded.history.log == new_log
    expected = Session.from_save(with_checksum({**session.to_save(), "version": 4, "log": [str(a) for a in new_log]}))
    assert loaded.state.to_position() == expected.state.to_position()


def test_a_version_4_elevator_log_is_replayed_by_the_rules_it_was_played_by():
    """Version 4 opened no Wet floor window before the roll and let Double Alien movement move one
    Alien twice: its log still loads, and today's rules hold from its last line on."""
    session = played(mode="advanced", actions=400, seed=3, rules_of=4)
    save = with_checksum({**session.to_save(), "version": 4})
    loaded = Session.from_save(save)
    assert loaded.history.log == session.history.log
    assert loaded.state.to_position() == session.state.to_position()
    positions = [loaded.state] + [entry.before for entry in loaded.history.entries]
    assert all(isinstance(state, ElevatorState) and state.older_log_version is None for state in positions)
    with pytest.raises(SaveError, match="is not legal there"):  # today's rules ask what version 4 never did
        Session.from_save(session.to_save())


def test_a_network_games_invited_seats_are_saved_and_a_seat_of_another_kind_or_a_person_with_a_level_is_refused(
        tmp_path):
    seats = [Seat("Ann", "red"), Seat("Ben", "blue", "invited"), Seat("Bot", "green", "bot", "easy")]
    session = Session.new("elevator", "competitive", seats, seed=4)
    session.save(tmp_path / "network.json")
    assert [seat.kind for seat in Session.load(tmp_path / "network.json").setup.seats] == ["human", "invited", "bot"]
    with pytest.raises(ValueError, match="Player 2 must be played by a person"):
        Session.new("elevator", "competitive", [seats[0], Seat("Ben", "blue", "remote"), seats[2]], seed=4)
    with pytest.raises(ValueError, match="Player 2 is a person, so has no bot level"):
        Session.new("elevator", "competitive", [seats[0], Seat("Ben", "blue", "invited", "hard"), seats[2]], seed=4)


def test_a_new_games_seed_is_drawn_from_63_bits_and_survives_the_save(tmp_path):
    """A seed of 31 bits could be found by trying them all against the public opening (and with it
    every hand and the deck's order): a game's own seed is drawn from 63."""
    seeds = [Session.new("elevator", "competitive", SEATS).setup.seed for _ in range(20)]
    assert all(0 <= seed <= MAX_SEED for seed in seeds) and len(set(seeds)) == 20
    assert max(seeds) >= 2**40  # twenty draws of 63 bits all under 2**40: a chance of 2**-460
    session = Session.new("elevator", "competitive", SEATS)
    session.save(tmp_path / "big-seed.json")
    assert Session.load(tmp_path / "big-seed.json").setup.seed == session.setup.seed
