"""What a person can type or a file can hold reaches the table only within the limits a save holds."""

import os
from pathlib import Path

import pytest

from ui.scenes import new_game
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.new_game import NewGameScene


@pytest.fixture
def scene(app, monkeypatch):
    monkeypatch.setattr(new_game.tables, "open_table", lambda app, session: pytest.fail("a table was opened"))
    app.push(MainMenuScene(app))
    return app.push(NewGameScene(app))


@pytest.mark.parametrize("name, problem", [
    ("A" * 10_000, "has 10000 characters; a name has at most 20 characters"),
    ("Ann\x1b[31m", "control code"),
    ("\ud800", "control code"),
    ("A\x00", "control code"),
])
def test_a_name_a_save_would_refuse_is_refused_in_the_dialog(scene, click, app, name, problem):
    scene.names[0] = name  # as if it had got past the entry's own limit of 20 characters
    click(scene.start_button)
    assert problem in scene.error and app.top is scene


@pytest.mark.parametrize("seed", ["9" * 5000, str(2**63), "-" + "1" * 30])
def test_a_seed_a_save_would_refuse_is_refused_in_the_dialog(scene, type_text, click, app, seed):
    type_text(scene.controls["seed"], seed)
    click(scene.start_button)
    assert "The seed must be a whole number from" in scene.error and app.top is scene


@pytest.mark.parametrize("name", ["A" * 21, "\ud800", "Ann\x1b[31m", "\x00"])
def test_a_remembered_name_a_save_would_refuse_is_not_offered(app, home, name):
    import json
    home.mkdir(parents=True, exist_ok=True)
    (home / "last_setup.json").write_text(json.dumps({"game": "elevator", "mode": "competitive", "count": 2,
                                                      "names": [name, "Bob"], "colours": ["red", "blue"],
                                                      "played_by": ["human", "human"]}))
    scene = app.push(NewGameScene(app))
    app.frame()
    assert scene.names[0] == "Player 1"


def test_an_autosave_over_the_action_limit_says_so_and_keeps_the_last_one(app, monkeypatch):
    from game.core import session as sessions
    from game.core.contract import Seat
    from game.core.session import Session
    from game.core.storage import autosave_path
    from ui.scenes import tables
    monkeypatch.setattr(sessions, "MAX_SAVE_ACTIONS", 3)
    session = Session.new("elevator", "solo", [Seat("Ann", "red")], seed=3)
    app.push(MainMenuScene(app))
    tables.open_table(app, session)
    table = next(scene for scene in app.scenes if hasattr(scene, "autosave"))
    for _ in range(3):
        table.act(session.state.legal_actions()[0])
    kept = autosave_path().read_bytes()
    table.act(session.state.legal_actions()[0])
    assert "more than the 3 a save can hold" in table.reason
    assert autosave_path().read_bytes() == kept


def test_two_thousand_saves_open_the_load_screen_reading_only_the_page_shown(app, monkeypatch):
    from game.core.contract import Seat
    from game.core.session import Session
    from game.core.storage import saves_dir
    from ui.scenes import load
    session = Session.new("elevator", "solo", [Seat("Ann", "red")], seed=1)
    text = load.read_save.__globals__["save_text"](session.to_save())
    first = saves_dir() / "game 0000.json"
    first.write_text(text, encoding="utf-8")
    for n in range(1, 2000):
        os.link(first, saves_dir() / f"game {n:04d}.json")
    (saves_dir() / "dangling.json").symlink_to(saves_dir() / "nowhere.json")
    (saves_dir() / "loop.json").symlink_to(saves_dir() / "loop.json")
    (saves_dir() / "folder.json").mkdir()
    (saves_dir() / b"caf\xe9.json".decode("utf-8", "surrogateescape")).write_text(text, encoding="utf-8")
    opened: list[Path] = []
    real_read = load.read_save

    def read_save(path: Path) -> dict:
        opened.append(path)
        return real_read(path)
    monkeypatch.setattr(load, "read_save", read_save)
    app.push(MainMenuScene(app))
    scene = app.push(load.LoadScene(app))
    app.frame()
    assert len(scene.saves) == 2001 and len(opened) <= load.PAGE
    assert "caf?" in [save.name for save in scene.saves]  # a name that is not UTF-8, drawn as it can be
