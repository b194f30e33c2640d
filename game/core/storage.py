"""Where saves and settings live; the one reader of every JSON file the program opens, and
writing them so a crash never leaves half a file."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn, TextIO, TypeVar

import platformdirs

from game.core.errors import FileProblem, FolderError, shown

APP_NAME = "tabletop51"
HOME_OVERRIDE = "TABLETOP51_HOME"  # tests point this at a temporary folder


def user_dir() -> Path:
    """The user folder, made if need be; FolderError says why it cannot be used."""
    override = os.environ.get(HOME_OVERRIDE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FolderError(_folder_problem(folder, error, bool(override))) from None
    return folder


def _folder_problem(folder: Path, error: OSError, overridden: bool) -> str:
    reason = "it is a file, not a folder" if folder.is_file() else (error.strerror or str(error)).lower()
    advice = f"set {HOME_OVERRIDE} to a folder you can write to" if overridden else \
        f"make it writable or set {HOME_OVERRIDE} to another folder"
    return f"The user folder {folder} cannot be used ({reason}): {advice}."


def saves_dir() -> Path:
    folder = user_dir() / "saves"
    folder.mkdir(exist_ok=True)
    return folder


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


MAX_JSON_DEPTH = 12
"""Levels of nesting a file of the program may have (a save has 3)."""
MAX_NUMBER_CHARS = 24
"""The longest number a file may hold: a seed has at most 19 digits, a float at most 24 characters."""
MAX_TEXT_CHARS = 1000
"""The longest text a file may hold (a player's name has at most 20 characters, an action 200)."""


def read_json(path: Path, what: str, max_bytes: int) -> object:
    """The JSON value in ``path``, or FileProblem with one sentence on why it cannot be used.

    Every JSON file the program opens is read here (saves, the autosave, the settings, the last
    set-up), so each is refused the same way: missing, not a file, larger than ``max_bytes``,
    unreadable, not UTF-8 or not JSON, nested too deep, holding a number too long, a text too
    long or a text with a control code or a character that cannot be shown. ``what`` names the
    file in the messages ("save").
    """
    if not path.exists():
        raise FileProblem(f"There is no {what} at {path}.", "there is no such file")
    if not path.is_file():
        raise FileProblem(f"{path} is not a file.", "it is not a file")
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise FileProblem(f"{path} is too large to be a {what} ({size} bytes).", f"it has {size} bytes")
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        reason = f"{error.strerror or error}"
        raise FileProblem(f"{path} cannot be read: {reason}.", reason.lower()) from None
    except UnicodeDecodeError:
        raise _damaged(path, f"it is not a readable {what} (truncated or corrupted)") from None
    if len(text) > max_bytes:  # the file grew after it was measured
        raise FileProblem(f"{path} is too large to be a {what}.", f"it has more than {max_bytes} bytes")
    try:
        data = json.loads(text, parse_int=_number(int), parse_float=_number(float), parse_constant=_not_a_number)
    except _BadNumber as error:
        raise _damaged(path, f"it holds {error}") from None
    except RecursionError:
        raise _damaged(path, f"it is nested more than {MAX_JSON_DEPTH} levels deep") from None
    except ValueError:
        raise _damaged(path, f"it is not a readable {what} (truncated or corrupted)") from None
    problem = shape_problem(data)
    if problem:
        raise _damaged(path, problem)
    return data


def _damaged(path: Path, reason: str) -> FileProblem:
    return FileProblem(f"{path} is damaged: {reason}.", reason)


class _BadNumber(Exception):
    """A number the reader refuses; the message says what it is."""


_Number = TypeVar("_Number", int, float)


def _number(kind: Callable[[str], _Number]) -> Callable[[str], _Number]:
    def parse(text: str) -> _Number:
        if len(text) > MAX_NUMBER_CHARS:
            raise _BadNumber(f"a number longer than {MAX_NUMBER_CHARS} characters")
        return kind(text)
    return parse


def _not_a_number(text: str) -> NoReturn:
    raise _BadNumber(f"'{text}', which is not a number")


def shape_problem(data: object) -> str | None:
    """What is wrong with parsed JSON as a file of the program, or None: nested too deep, a text
    too long or one holding a control code or a character that cannot be shown (a lone surrogate).
    Walks the value without recursion, so any depth is safe."""
    pending: list[tuple[object, tuple[int | str, ...]]] = [(data, ())]
    while pending:
        value, where = pending.pop()
        if isinstance(value, str):
            problem = text_problem(value)
            if problem:
                return f"the text at {_place(where)} {problem}"
            continue
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        if items and len(where) >= MAX_JSON_DEPTH:
            return f"it is nested more than {MAX_JSON_DEPTH} levels deep"
        for key, item in items:
            if isinstance(key, str) and text_problem(key):
                return f"a name at {_place(where)} {text_problem(key)}"
            pending.append((item, where + (key,)))
    return None


def text_problem(text: str) -> str | None:
    """Why a text read from a file cannot be used, or None."""
    if len(text) > MAX_TEXT_CHARS:
        return f"is a text longer than {MAX_TEXT_CHARS} characters"
    if not text.isprintable():
        return "holds a control code or a character that cannot be shown"
    return None


def _place(where: tuple[int | str, ...]) -> str:
    """A position in a JSON value in words: "field 'seats', entry 1, field 'name'"."""
    parts = [f"entry {step + 1}" if isinstance(step, int) else f"field {shown(step)}" for step in where]
    return ", ".join(parts) or "the top level"


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` as JSON, so a crash never leaves half a file (see ``write_text_atomic``)."""
    write_text_atomic(path, json.dumps(data, indent=1))


def write_text_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then rename it into place.

    The temporary file's name holds the writer's process id and a random part, so two copies
    of the program never write the same one; a temporary file left by a write that was killed
    midway is removed by the next write, one of a copy still running is left alone.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(path)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _remove_stale_temporaries(path: Path) -> None:
    for temp in path.parent.glob(f".{path.name}.*.tmp"):
        if not _maybe_being_written(temp, len(path.name) + 2):
            temp.unlink(missing_ok=True)


def _maybe_being_written(temp: Path, prefix: int) -> bool:
    """Whether a running program may still write ``temp`` (``.NAME.PID.random.tmp``); a name
    without a process id is from a program that has ended."""
    writer = temp.name[prefix:].split(".")[0]
    if not writer.isdigit():
        return False
    if os.name == "nt":  # no safe way to ask Windows about a process: an hour is far past any write
        try:
            return time.time() - temp.stat().st_mtime < 3600
        except OSError:
            return False
    try:
        os.kill(int(writer), 0)  # signal 0 only asks whether the process exists
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


# --- one copy of the program per user folder --------------------------------------------
LOCK_FILE = "in-use.lock"
_held: TextIO | None = None
"""The open lock file while this copy of the program holds the user folder."""


def hold_user_folder() -> bool:
    """Take the user folder for this copy of the program; False when another copy holds it.

    The lock is the operating system's on a file in the folder, so it goes with the process,
    even when it is killed.
    """
    global _held
    if _held is not None:
        return True
    try:
        handle = open(user_dir() / LOCK_FILE, "a+")
    except OSError:
        return True  # a folder where no file can be made: no copy can write there, the autosave says so
    try:
        _lock(handle)
    except OSError:
        handle.close()
        return False
    _held = handle
    return True


def release_user_folder() -> None:
    global _held
    if _held is not None:
        _held.close()
        _held = None


def _lock(handle: TextIO) -> None:
    if sys.platform == "win32":  # os.name == "nt", in the form type checkers read
        import msvcrt
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
