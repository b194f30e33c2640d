"""The journal of reveals seen (game/core/reveals.py): loading an earlier save of a game that was
played past it, with a roll or a draw there, counts a rewind even once the autosave is gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import reveals
from game.core.contract import Seat
from game.core.session import Session
from game.core.storage import user_dir


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP51_HOME", str(tmp_path / "home"))
    return tmp_path


def solo(practice: bool = False) -> Session:
    return Session.new("elevator", "solo", [Seat("Ann", "red")], seed=3, practice=practice)


def play_until_revealed(session: Session, reveals_wanted: int) -> None:
    seen = 0
    while seen < reveals_wanted:
        session.apply(session.state.legal_actions()[0])
        seen += session.history.entries[-1].revealed


def test_an_earlier_save_counts_a_rewind_after_the_autosave_is_gone(home: Path) -> None:
    session = solo()
    play_until_revealed(session, 1)
    early = home / "early.json"
    session.save(early)  # after the first roll
    play_until_revealed(session, 2)  # another roll seen past the save
    reveals.note_seen(session)
    loaded = Session.load(early)
    reveals.note_loaded(loaded, None)  # no autosave any more (deleted, or another game since)
    assert loaded.rewinds == 1


def test_the_latest_save_counts_nothing_and_the_autosave_and_the_journal_count_once(home: Path) -> None:
    session = solo()
    play_until_revealed(session, 1)
    early = home / "early.json"
    session.save(early)
    play_until_revealed(session, 2)
    reveals.note_seen(session)
    latest = home / "latest.json"
    session.save(latest)
    loaded = Session.load(latest)
    reveals.note_loaded(loaded, None)
    assert loaded.rewinds == 0
    older = Session.load(early)
    reveals.note_loaded(older, Session.load(latest))  # the autosave still holds the later play
    assert older.rewinds == 1


def test_practice_games_are_not_journalled(home: Path) -> None:
    session = solo(practice=True)
    play_until_revealed(session, 2)
    reveals.note_seen(session)
    assert not (user_dir() / reveals.JOURNAL_NAME).exists()


def test_a_damaged_journal_is_started_again(home: Path) -> None:
    (user_dir() / reveals.JOURNAL_NAME).write_text("{", encoding="utf-8")
    session = solo()
    play_until_revealed(session, 1)
    early_length = len(session.history.log)
    play_until_revealed(session, 2)
    reveals.note_seen(session)
    session.history.entries = session.history.entries[:early_length]  # as a save of that point reads back
    assert reveals.revealed_beyond(session)


def test_the_journal_forgets_the_oldest_games_first(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reveals, "MAX_GAMES", 2)
    games = [Session.new("elevator", "solo", [Seat("Ann", "red")], seed=seed) for seed in (1, 2, 3)]
    for game in games:
        play_until_revealed(game, 1)
        reveals.note_seen(game)
    journal = reveals._read()
    assert list(journal) == [reveals.game_key(g.setup) for g in games[1:]]
