"""The user folder and what lives in it: a damaged settings file, a TABLETOP51_HOME that is not
a folder. The program never stops over them: it falls back or explains (issue 10)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import main


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("TABLETOP51_HOME", str(folder))
    return folder


BAD_SETTINGS: dict[str, str | bytes] = {
    "nested 1,000 deep": "[" * 1000 + "]" * 1000,
    "nested 100,000 deep": "{\"a\": " * 100_000 + "1" + "}" * 100_000,
    "5,000-digit number": json.dumps({"fullscreen": True}).replace("true", "9" * 5000),
    "NaN": '{"fullscreen": NaN}',
    "not UTF-8": b'{"animation_speed": "\xe9"}',
    "a control code": json.dumps({"animation_speed": "fast\u001b[2J"}),
    "a lone surrogate": '{"animation_speed": "\\ud800"}',
    "a huge file": " " * (2 * 1024 * 1024),
}


@pytest.mark.parametrize("kind", BAD_SETTINGS)
def test_a_bad_settings_file_gives_the_defaults_and_a_notice(home, kind):
    from ui.settings import Settings, load_settings
    path = home / "settings.json"
    content = BAD_SETTINGS[kind]
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and notice.startswith(f"The settings file {path}")
    assert "default settings are used" in notice
    assert notice.isprintable()


def test_the_window_opens_over_a_settings_file_nested_1000_deep(home):
    from ui.app import App
    from ui.scenes.message import open_messages
    (home / "settings.json").write_text(BAD_SETTINGS["nested 1,000 deep"], encoding="utf-8")
    app = App()
    try:
        assert any("default settings are used" in text for text in open_messages(app))
    finally:
        app.close()


@pytest.fixture
def home_is_a_file(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "not-a-folder"
    path.write_text("I am a file")
    monkeypatch.setenv("TABLETOP51_HOME", str(path))
    return path


def test_a_user_folder_that_is_a_file_is_named_in_a_clear_error(home_is_a_file):
    from game.core.errors import FolderError
    from game.core.storage import user_dir
    with pytest.raises(FolderError) as caught:
        user_dir()
    message = str(caught.value)
    assert str(home_is_a_file) in message and "is a file, not a folder" in message
    assert "TABLETOP51_HOME" in message


def test_the_window_explains_a_user_folder_that_is_a_file(home_is_a_file, monkeypatch, capsys):
    monkeypatch.setenv("TABLETOP51_EXIT_AFTER_FIRST_FRAME", "1")
    assert main.main([]) == 1
    from ui.app import App
    from ui.scenes.main_menu import MainMenuScene
    from ui.scenes.stop import StopScene
    app = App()
    try:
        app.push(MainMenuScene(app))
        app.frame()
        assert app.check_user_folder() is False
        scene = app.top
        app.frame()
        assert isinstance(scene, StopScene) and "is a file, not a folder" in scene.message
        assert [button.text for button in scene._actions] == ["Quit"]
    finally:
        app.close()
    assert home_is_a_file.read_text() == "I am a file"


def test_smoke_explains_a_user_folder_that_is_a_file(home_is_a_file, capsys):
    assert main.main(["--smoke"]) == 1
    err = capsys.readouterr().err
    assert "is a file, not a folder" in err and "Traceback" not in err
