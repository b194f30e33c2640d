"""Two copies of the program with the same user folder (issue 10): neither deletes the other's
temporary files, and the second window says another copy is running and starts no game, so no
autosave is overwritten."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("TABLETOP51_HOME", str(folder))
    return folder


WRITER = """
import sys
sys.path.insert(0, {root!r})
from pathlib import Path
from game.core.storage import write_json_atomic
for n in range(80):
    write_json_atomic(Path({path!r}), {{"writer": {who}, "n": n, "pad": "x" * 2000}})
"""


def test_two_writers_of_one_file_never_break_each_other(home):
    path = home / "autosave.json"
    writers = [subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT), path=str(path), who=who)],
                                stderr=subprocess.PIPE, text=True) for who in (1, 2)]
    errors = [writer.communicate(timeout=60)[1] for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0], errors
    assert list(home.glob(".autosave.json.*.tmp")) == []


def test_a_temporary_file_of_a_running_writer_is_left_and_one_of_an_ended_writer_removed(home):
    from game.core.storage import write_json_atomic
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    try:
        live = home / f".autosave.json.{running.pid}.abc123.tmp"
        dead = home / f".autosave.json.{ended.pid}.def456.tmp"
        old_style = home / ".autosave.json.k2j4h5.tmp"
        for temp in (live, dead, old_style):
            temp.write_text("{")
        write_json_atomic(home / "autosave.json", {"n": 1})
        assert live.exists() and not dead.exists() and not old_style.exists()
    finally:
        running.kill()
        running.wait()


HOLDER = """
import sys, time
sys.path.insert(0, {root!r})
from game.core.storage import hold_user_folder
print(hold_user_folder(), flush=True)
time.sleep(30)
"""


def test_a_second_window_says_another_copy_is_running_and_starts_no_game(home, monkeypatch):
    from game.core.storage import hold_user_folder, release_user_folder
    holder = subprocess.Popen([sys.executable, "-c", HOLDER.format(root=str(ROOT))], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None  # a pipe was asked for
        assert holder.stdout.readline().strip() == "True"
        (home / "autosave.json").write_text("the other copy's game")
        monkeypatch.setenv("TABLETOP51_EXIT_AFTER_FIRST_FRAME", "1")
        assert main.main([]) == 1
        from ui.app import App
        from ui.scenes.main_menu import MainMenuScene
        from ui.scenes.stop import StopScene
        app = App()
        try:
            app.push(MainMenuScene(app))
            assert app.check_only_copy() is False
            scene = app.top
            app.frame()
            assert isinstance(scene, StopScene) and "Another copy of Tabletop 51 is using" in scene.message
            assert [button.text for button in scene._actions] == ["Quit"]
        finally:
            app.close()
        assert (home / "autosave.json").read_text() == "the other copy's game"
    finally:
        holder.kill()
        holder.wait()
    assert hold_user_folder() is True  # the lock goes with the process that held it
    release_user_folder()


def test_the_window_gives_the_user_folder_back_when_it_closes(home, monkeypatch):
    from game.core.storage import hold_user_folder, release_user_folder
    monkeypatch.setenv("TABLETOP51_EXIT_AFTER_FIRST_FRAME", "1")
    assert main.main([]) == 0
    assert hold_user_folder() is True
    release_user_folder()
