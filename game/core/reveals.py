"""How far each game has been seen, kept in the user folder beside the saves.

Loading a save counts a rewind when the same game (the same set-up and seed, so the same dice and
cards to come) was played past that save and something was revealed there: a roll, a draw. The
autosave alone can tell this only while it still holds the later position; this journal keeps,
for each game, the number of actions after which its last reveal was seen, so starting another
game or deleting the autosave forgets nothing. What it still cannot see is listed in
docs/reliability.md (a folder that cannot be written, another user folder, a copied save).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.core.errors import FileProblem, FolderError
from game.core.session import Session, Setup
from game.core.storage import read_json, user_dir, write_text_atomic

JOURNAL_NAME = "reveals.json"
MAX_GAMES = 500
"""The most games the journal remembers; the oldest are forgotten first."""
MAX_JOURNAL_BYTES = 100_000


def game_key(setup: Setup) -> str:
    """One game's name in the journal: its whole set-up, seed included, as a short hash."""
    text = json.dumps(setup.to_dict(), sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:24]


def note_seen(session: Session) -> None:
    """After each action: when it revealed something, remember how far this game's reveals have
    been seen (practice games are not counted). Whatever goes wrong with the folder only leaves
    the journal as it was."""
    entries = session.history.entries
    if session.setup.practice or not entries or not entries[-1].revealed:
        return  # the journal changes only when something new was just revealed
    seen = len(entries)
    journal = _read()
    key = game_key(session.setup)
    if journal.get(key, 0) >= seen:
        return
    journal.pop(key, None)
    journal[key] = seen  # the newest last, so the oldest go first
    while len(journal) > MAX_GAMES:
        journal.pop(next(iter(journal)))
    try:
        write_text_atomic(_path(), json.dumps(journal))
    except (OSError, FolderError):
        pass


def revealed_beyond(session: Session) -> bool:
    """Whether this game was once played past the session's last action, with a reveal there."""
    if session.setup.practice:
        return False
    return _read().get(game_key(session.setup), 0) > len(session.history.log)


def note_loaded(session: Session, autosave: Session | None) -> None:
    """A save was just loaded (``autosave``: the game the autosave held then, if readable): count
    a rewind once when this game was seen further, with a reveal, by the autosave or the journal."""
    if not session.note_loaded_over(autosave) and revealed_beyond(session):
        session.rewinds += 1


def _path() -> Path:
    return user_dir() / JOURNAL_NAME


def _read() -> dict[str, int]:
    """The journal, or an empty one when it is missing or damaged (it is then rebuilt as play goes)."""
    try:
        raw = read_json(_path(), "journal", MAX_JOURNAL_BYTES)
    except (FileProblem, FolderError, OSError):
        return {}
    if not isinstance(raw, dict):
        return {}
    return {key: value for key, value in raw.items() if isinstance(key, str) and type(value) is int and value > 0}
