"""Bad input of every kind: damaged saves, broken data files, unsafe content.

A damaged save is either still a valid game or refused with a clear SaveError, never
another exception, and the file is never changed. The command line says why and exits 2.
Broken data stops the program before any game starts, naming the file, entry and field.
"""

from __future__ import annotations

import copy
import json
import os
import random
import re
import shutil
from pathlib import Path

import pytest

import main
from game.core.contract import Seat
from game.core.data import read_yaml
from game.core.errors import DataError, SaveError
from game.core.paths import data_root
from game.core.session import MAX_SAVE_BYTES, Session, with_checksum
from game.core.storage import autosave_path, saves_dir, user_dir

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def real_save() -> dict:
    """A competitive game 60 actions in, as its save."""
    session = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Bob", "blue")], seed=5)
    chooser = random.Random(1)
    for _ in range(60):
        session.apply(chooser.choice(session.state.legal_actions()))
    return session.to_save()


def write(path: Path, data: dict | bytes) -> Path:
    """Bytes as they are; a dict as the program would write that content (with its checksum)."""
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(with_checksum(data), indent=1).encode())
    return path


def load_or_refusal(path: Path) -> Session | SaveError:
    """The only two outcomes allowed for any file: a game, or a SaveError (other errors escape)."""
    before = path.read_bytes()
    outcome: Session | SaveError
    try:
        outcome = Session.load(path)
    except SaveError as error:
        outcome = error
    assert path.read_bytes() == before, "loading changed the file"
    return outcome


# --- saves: the engine -------------------------------------------------------------------
def test_a_save_cut_at_any_offset_is_refused_as_damaged(tmp_path, real_save):
    whole = write(tmp_path / "whole.json", real_save).read_bytes()
    assert isinstance(load_or_refusal(tmp_path / "whole.json"), Session)
    for offset in range(0, len(whole) - 2, 5):
        outcome = load_or_refusal(write(tmp_path / "cut.json", whole[:offset]))
        assert isinstance(outcome, SaveError), offset
        assert "damaged" in str(outcome) or "not a save" in str(outcome), (offset, str(outcome))


def test_any_changed_byte_is_refused_with_a_clear_message(tmp_path, real_save):
    """The checksum catches what replaying cannot: a flip inside a name or the seed."""
    whole = write(tmp_path / "whole.json", real_save).read_bytes()
    for offset in range(len(whole)):
        for replacement in {whole[offset] ^ 0x01, ord("9"), ord('"')} - {whole[offset]}:
            damaged = bytearray(whole)
            damaged[offset] = replacement
            outcome = load_or_refusal(write(tmp_path / "flip.json", bytes(damaged)))
            assert isinstance(outcome, SaveError), (offset, replacement)
            assert "flip.json" in str(outcome) or "save" in str(outcome)


def field_paths(data, prefix=()):
    yield prefix
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield from field_paths(value, prefix + (key,))


@pytest.mark.parametrize("wrong", [None, True, -1, 2**70, 1.5, "", "x", [], {}, [1], {"a": 1}, "K1"],
                         ids=repr)
def test_any_field_with_a_wrong_value_gives_a_valid_game_or_a_clear_refusal(real_save, wrong):
    for path in list(field_paths(real_save))[1:]:
        data = copy.deepcopy(real_save)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = wrong
        try:
            Session.from_save(data)
        except SaveError as error:
            assert str(error)


def test_seat_colours_must_be_the_games_and_distinct(tmp_path, real_save):
    for colours in (["", "blue"], ["red", "red"], ["purple", "blue"]):
        data = copy.deepcopy(real_save)
        for seat, colour in zip(data["seats"], colours, strict=False):
            seat["colour"] = colour
        outcome = load_or_refusal(write(tmp_path / "colours.json", data))
        assert isinstance(outcome, SaveError) and "own colour" in str(outcome)


# --- saves: the command line --------------------------------------------------------------
def bad_saves(folder: Path, real_save: dict) -> dict[str, tuple[Path, str]]:
    """Every kind of bad save, with the words its refusal must contain."""
    whole = json.dumps(real_save).encode()
    illegal = {**real_save, "log": real_save["log"][:10] + ["move K1 A"]}
    huge = folder / "huge.json"
    with open(huge, "wb") as out:
        out.truncate(MAX_SAVE_BYTES + 10)
    directory = folder / "folder.json"
    directory.mkdir()
    return {
        "truncated": (write(folder / "truncated.json", whole[: len(whole) // 3]), "damaged"),
        "flipped": (write(folder / "flipped.json", {**real_save, "log": [7] + real_save["log"]}), "not text"),
        "edited": (write(folder / "edited.json", whole.replace(b'"seed": 5', b'"seed": 6', 1)), "does not match"),
        "illegal action": (write(folder / "illegal.json", illegal), "Line 11 of the save's log, 'move K1 A'"),
        "other game": (write(folder / "game.json", {**real_save, "game": "chess"}), "Unknown game 'chess'"),
        "mode of another game": (write(folder / "argo.json", {**real_save, "game": "argo"}),
                                 "Argo has no mode 'competitive'"),
        "newer version": (write(folder / "version.json", {**real_save, "version": 7}), "newer version"),
        "no version": (write(folder / "noversion.json", {**real_save, "version": 0}), "no valid save version"),
        "huge": (huge, "too large"),
        "directory": (directory, "is not a file"),
        "empty": (write(folder / "empty.json", b""), "damaged"),
    }


def test_replay_refuses_every_bad_save_with_its_reason_and_changes_nothing(tmp_path, real_save, capsys):
    for kind, (path, reason) in bad_saves(tmp_path, real_save).items():
        before = path.read_bytes() if path.is_file() else None
        assert main.main(["replay", str(path)]) == 2, kind
        err = capsys.readouterr().err
        assert err.startswith("Cannot replay: ") and reason in err, (kind, err)
        assert (path.read_bytes() if path.is_file() else None) == before


def test_the_load_screen_shows_every_bad_save_s_reason_and_keeps_running(real_save):
    from ui.app import App
    from ui.scenes.load import LoadScene
    from ui.scenes.main_menu import MainMenuScene
    from ui.scenes.message import open_messages
    cases = bad_saves(saves_dir(), real_save)
    good = write(saves_dir() / "good.json", real_save)
    before = {path: path.read_bytes() for path, _ in cases.values() if path.is_file()}
    app = App()
    try:
        app.push(MainMenuScene(app))
        scene = app.push(LoadScene(app))
        rows = {button.text: action for button, action in scene._actions.items()}
        for kind, (path, reason) in cases.items():
            if not path.is_file():  # a folder named like a save is not listed at all
                assert path.stem not in rows, kind
                continue
            rows[path.stem]()
            app.frame()
            (message,) = open_messages(app)
            assert message.startswith("This save cannot be loaded") and reason in message, kind
            for window in app.ui_manager.get_window_stack().get_full_stack():
                window.kill()
            assert app.top is scene
        assert {path: path.read_bytes() for path in before} == before
        rows[good.stem]()
        assert type(app.top).__name__ == "HandoffScene"  # the good save still opens its table
    finally:
        app.close()
        for path, _ in cases.values():
            shutil.rmtree(path) if path.is_dir() else path.unlink()
        good.unlink()


def test_an_unreadable_save_is_reported(tmp_path, real_save, monkeypatch, capsys):
    path = write(tmp_path / "locked.json", real_save)
    original = Path.read_text

    def refuse(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied")
        return original(self, *args, **kwargs)
    monkeypatch.setattr(Path, "read_text", refuse)
    assert main.main(["replay", str(path)]) == 2
    assert "cannot be read: Permission denied" in capsys.readouterr().err


# --- data files ---------------------------------------------------------------------------
@pytest.fixture
def broken_data(tmp_path, monkeypatch):
    """A copy of the shipped data that the program reads instead; returns a function to edit it."""
    folder = tmp_path / "data"
    shutil.copytree(data_root(), folder)
    monkeypatch.setenv("TABLETOP51_DATA", str(folder))
    _clear_data_caches()
    yield lambda file, old, new: _rewrite(folder / file, old, new)
    monkeypatch.delenv("TABLETOP51_DATA")
    _clear_data_caches()


def _clear_data_caches():
    from game.core.registry import game_info, get_game
    from game.elevator.rules_data import elevator_data
    for cached in (game_info, get_game, elevator_data):
        cached.cache_clear()


def _rewrite(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


DATA_FAULTS = {
    "negative count": ("elevator/cards.yaml", "count: 4", "count: -4", "entry 1 (id 'up'), field 'count'"),
    "wrong type": ("elevator/cards.yaml", "count: 4", "count: many", "field 'count'"),
    "missing field": ("elevator/game.yaml", "name: Solo\n", "\n", "field 'modes', entry 5 (id 'solo'), field 'name'"),
    "malformed YAML": ("elevator/cards.yaml", "\ncards:", "\ncards: [", "malformed YAML"),
    "duplicate id": ("elevator/game.yaml", "id: beginner", "id: competitive", "mode id 'competitive' appears twice"),
}


@pytest.mark.parametrize("fault", DATA_FAULTS, ids=str)
def test_bad_data_stops_every_command_naming_file_entry_and_field(broken_data, fault, capsys):
    file, old, new, words = DATA_FAULTS[fault]
    broken_data(file, old, new)
    for command in (["validate-data"], ["simulate", "--games", "1"]):
        _clear_data_caches()
        assert main.main(command) == 1, command
        err = capsys.readouterr().err
        assert file.split("/")[1] in err and words in err, (command, err)


def test_bad_data_opens_only_a_window_that_explains_it(broken_data, monkeypatch):
    broken_data("elevator/cards.yaml", "count: 4", "count: -4")
    monkeypatch.setenv("TABLETOP51_EXIT_AFTER_FIRST_FRAME", "1")
    assert main.main([]) == 1  # the real start: menu first, then the data check replaces it
    from ui.app import App
    from ui.scenes.data_error import DataErrorScene
    from ui.scenes.main_menu import MainMenuScene
    app = App()
    try:
        app.push(MainMenuScene(app))
        assert app.check_data() is False
        scene = app.top
        app.frame()
        assert isinstance(scene, DataErrorScene) and "cards.yaml" in scene.message
        assert len(app.scenes) == 1 and [button.text for button in scene._actions] == ["Quit"]
    finally:
        app.close()


def test_sound_data_completes_the_menu_after_the_first_frame():
    from ui.app import App
    from ui.scenes.main_menu import MainMenuScene
    app = App()
    try:
        menu = app.push(MainMenuScene(app))
        app.frame()
        assert not app.data_checked and not any("Elevator" in text for text in _label_texts(menu))
        assert app.check_data() is True and app.top is menu
        assert any("Alien 51: The Elevator" in text for text in _label_texts(menu))
    finally:
        app.close()


def _label_texts(scene) -> list[str]:
    from pygame_gui.elements import UILabel
    return [element.text for element in scene.root.elements if isinstance(element, UILabel)]


def test_a_yaml_tag_that_would_run_code_is_refused(tmp_path):
    path = tmp_path / "evil.yaml"
    path.write_text("cards: !!python/object/apply:os.system ['echo hacked']\n")
    with pytest.raises(DataError, match="evil.yaml"):
        read_yaml(path)


# --- nothing unsafe -------------------------------------------------------------------------
# yaml.load is allowed only with the safe loader (game/core/data.py: CSafeLoader or SafeLoader)
UNSAFE = re.compile(r"\bpickle\b|\bmarshal\b|\beval\(|\bexec\(|yaml\.load\((?!.*Loader=SafeLoader\))|unsafe_load"
                    r"|FullLoader|UnsafeLoader")


def test_no_source_file_loads_with_pickle_eval_or_unsafe_yaml():
    sources = [p for folder in ("game", "ui", "bench") for p in (ROOT / folder).rglob("*.py")] + [ROOT / "main.py"]
    offenders = [f"{p.relative_to(ROOT)}:{n}" for p in sources
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if UNSAFE.search(line)]
    assert offenders == []


def test_saves_autosave_and_settings_live_inside_the_user_folder(home_folder):
    from ui.settings import SETTINGS_FILE
    for path in (saves_dir(), autosave_path(), user_dir() / SETTINGS_FILE):
        assert path.resolve().is_relative_to(home_folder.resolve())


@pytest.fixture
def home_folder():
    return Path(os.environ["TABLETOP51_HOME"])
