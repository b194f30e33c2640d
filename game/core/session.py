"""A game being played: its set-up, its history, and saving and loading it.

A save is the set-up plus the action log (versioned JSON). Loading replays the
log through the engine, so a tampered or truncated log is refused with the
line that is wrong.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from game import PROGRAM_VERSION
from game.core.actions import Action
from game.core.contract import GameState, Seat, first_player_problem
from game.core.errors import FileProblem, IllegalAction, SaveError
from game.core.history import History
from game.core.registry import get_game
from game.core.storage import read_json, write_text_atomic

SAVE_FORMAT = "tabletop51-save"
SAVE_VERSION = 5
"""2: The Elevator's instant windows ask every seat that may answer, holder or not
(docs/rulings.md, ruling 16). A version-1 log holds no passes for the windows it did not
open, so loading one passes those windows by itself.
3: a save carries the checksum of its content; one whose content does not match is damaged.
Saves of versions 1 and 2 have none and load as before.
4: The Elevator waits for "end" after the turn's last card, so its player sees what it did. An
older log holds no such "end": loading one ends that card step by itself.
5: The Elevator's Wet floor answers the start of a turn and every change at the elevator's floor
(and no other moment), and Double Alien movement moves two different Aliens. An older log is
replayed by the rules it was played by (``GameState.replay_older_log``), and today's rules hold
from its last line on.

A game says what an older log left out, decision by decision (``GameState.left_out_by_older_log``)."""
FIRST_VERSION_WITH_CHECKSUM = 3
MAX_SAVE_ACTIONS = 100_000
"""The most actions a save holds: as many as a game may take before simulate and the fuzzer count
it stuck (MAX_ACTIONS_PER_GAME), 50 to 300 times a real game's length."""
MAX_COUNT = 1_000_000
"""The most a save's counts (undos past the limit, hints asked, rewinds) may say: far above any game."""
MAX_ACTION_CHARS = 200
"""The longest line a save's log may hold (the longest action of any game is about 50)."""
MAX_SAVE_BYTES = 24 * 1024 * 1024
"""The largest save file read: MAX_SAVE_ACTIONS lines of MAX_ACTION_CHARS take 21 MB as the program
writes them, with room for the set-up. The writer refuses what the reader would refuse."""
MAX_SEED = 2**63 - 1
"""Seeds run from -MAX_SEED to MAX_SEED: the dialog, the save and the reader agree on it."""


def content_checksum(data: dict[str, Any]) -> str:
    """SHA-256 of a save's content (every field but the checksum) in one canonical JSON form."""
    content = {key: value for key, value in data.items() if key != "checksum"}
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def with_checksum(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "checksum": content_checksum(data)}


def save_text(data: dict[str, Any]) -> str:
    """A save as the program writes it (ASCII JSON, one line per log entry)."""
    return json.dumps(data, indent=1)


def log_length_problem(actions: int, what: str) -> str | None:
    if actions > MAX_SAVE_ACTIONS:
        return f"{what} has {actions:,} actions, more than the {MAX_SAVE_ACTIONS:,} a save can hold."
    return None


def seed_problem(seed: int) -> str | None:
    if abs(seed) > MAX_SEED:
        return f"The seed must be a whole number from -{MAX_SEED} to {MAX_SEED}."
    return None


@dataclass
class Setup:
    game: str
    mode: str
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    first_player: int | None = None
    practice: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "mode": self.mode, "seats": [s.to_dict() for s in self.seats],
                "options": dict(self.options), "seed": self.seed, "first_player": self.first_player,
                "practice": self.practice}


class Session:
    is_remote = False
    """A game played here; a network game's seat stands in a ``ui.remote_session.RemoteSession``."""

    def __init__(self, setup: Setup) -> None:
        engine = get_game(setup.game)
        mode = engine.info.mode(setup.mode)
        if seed_problem(setup.seed):
            raise ValueError(seed_problem(setup.seed))
        if setup.practice and not mode.practice_allowed and not all(s.kind == "bot" for s in setup.seats):
            raise ValueError(f"Practice undo is only for solo, cooperative and all-bot games, not {mode.name}.")
        problem = first_player_problem(setup.first_player, len(setup.seats))
        if problem:
            raise ValueError(problem)
        setup.options = engine.check_setup(setup.mode, setup.seats, setup.options)
        self.setup = setup
        state = engine.new_state(setup.mode, setup.seats, setup.options, setup.seed, setup.first_player)
        self.history = History(state, practice=setup.practice)
        self.hints_used = 0
        self.rewinds = 0
        """Times an earlier save of this game was loaded over a later position that had shown
        something new (a roll, a draw): recorded, since loading is an undo past the limit."""
        self.stops: dict[int, list[str]] = {}
        """Each person's chosen moments to be asked in other players' turns (The Elevator's instants)."""
        self.lesson = False
        """A lesson's session starts from a written position, which a save (set-up and log) cannot
        hold: it is never saved (``game.core.lessons``)."""

    @classmethod
    def new(cls, game: str, mode: str, seats: list[Seat], options: dict[str, Any] | None = None,
            seed: int | None = None, first_player: int | None = None, practice: bool = False) -> Session:
        if seed is None:  # 63 bits: a rival could otherwise find the seed, so the deal, from the public opening
            seed = secrets.randbits(63)
        return cls(Setup(game, mode, list(seats), dict(options or {}), seed, first_player, practice))

    @property
    def state(self) -> GameState:
        return self.history.state

    def seat_kinds(self) -> list[str]:
        """How each seat is played: "human" (a person at this screen), "invited" (a person at a
        network game's other computer) or "bot"."""
        return [seat.kind for seat in self.setup.seats]

    def apply(self, action: Action | str) -> None:
        self.history.apply(action)

    def catch_up_with_older_log(self, text: str, version: int) -> None:
        """Before an older log's next action: take the decisions that program did not ask for."""
        action = Action.parse(text)
        while action not in self.state.legal_actions():
            filler = self.state.left_out_by_older_log(version)
            if filler is None or filler not in self.state.legal_actions():
                return
            self.apply(filler)

    # --- saving -----------------------------------------------------------------------
    def summary(self) -> dict[str, str | int | bool]:
        """What a list of saves shows without replaying the log: game, mode, players, turn, end."""
        info = get_game(self.setup.game).info
        return {"game": info.name, "mode": info.mode(self.setup.mode).name, "players": len(self.setup.seats),
                "turn": self.state.turn, "over": self.state.is_over()}

    def note_loaded_over(self, later: Session | None) -> bool:
        """This session was loaded from a save while ``later`` (the autosave) held the same game
        further on: when the actions it drops had shown something new, count a rewind (and keep
        the later position's counts, which this older save does not know). Whether it counted one."""
        if later is None or self.setup.practice or later.setup.to_dict() != self.setup.to_dict():
            return False
        ours, theirs = self.history.log, later.history.log
        if len(theirs) <= len(ours) or theirs[:len(ours)] != ours:
            return False
        self.rewinds = max(self.rewinds, later.rewinds)
        self.history.practice_undos = max(self.history.practice_undos, later.history.practice_undos)
        self.hints_used = max(self.hints_used, later.hints_used)
        if any(entry.revealed for entry in later.history.entries[len(ours):]):
            self.rewinds += 1
            return True
        return False

    def to_save(self) -> dict[str, Any]:
        return with_checksum({"format": SAVE_FORMAT, "version": SAVE_VERSION, "program_version": PROGRAM_VERSION,
                "summary": self.summary(),
                **self.setup.to_dict(), "log": [str(a) for a in self.history.log],
                "practice_undos": self.history.practice_undos, "hints_used": self.hints_used,
                "rewinds": self.rewinds,
                "stops": {str(seat): list(moments) for seat, moments in self.stops.items()}})

    def save(self, path: Path) -> None:
        """Write the save; SaveError, and the file left as it was, when a reader would refuse it."""
        problem = log_length_problem(len(self.history.entries), "This game")
        text = save_text(self.to_save())
        if not problem and len(text.encode("utf-8")) > MAX_SAVE_BYTES:
            problem = f"This game's save would be larger than the {MAX_SAVE_BYTES:,} bytes a save can hold."
        if problem:
            raise SaveError(f"{problem} It goes on but cannot be saved; the last save is kept.")
        write_text_atomic(Path(path), text)

    @classmethod
    def from_save(cls, data: dict[str, Any]) -> Session:
        setup = _setup_from_save(data)
        try:
            session = cls(setup)
        except (KeyError, ValueError) as error:
            raise SaveError(f"The save's set-up is not valid: {error.args[0]}") from None
        version = data.get("version")
        # an older save's version (None: today's), whose rules replay its log
        older = version if isinstance(version, int) and version < SAVE_VERSION else None
        log = _field(data, "log", list)
        problem = log_length_problem(len(log), "The save's log")
        if problem:
            raise SaveError(problem)
        if older is not None:
            session.state.replay_older_log(older)
        for number, text in enumerate(log, start=1):
            if not isinstance(text, str):
                raise SaveError(f"Line {number} of the save's log is not text.")
            if len(text) > MAX_ACTION_CHARS:
                raise SaveError(f"Line {number} of the save's log is longer than {MAX_ACTION_CHARS} characters.")
            try:
                if older is not None:
                    session.catch_up_with_older_log(text, older)
                session.apply(text)
            except IllegalAction as error:
                raise SaveError(f"Line {number} of the save's log, '{text}', is not legal there: {error}") from None
        if older is not None:
            session.history.end_older_replay()
        session.history.practice_undos = _count(data, "practice_undos")
        session.hints_used = _count(data, "hints_used")
        session.rewinds = _count(data, "rewinds")
        session.stops = _stops(data, len(setup.seats))
        return session

    @classmethod
    def load(cls, path: Path) -> Session:
        return cls.from_save(read_save(Path(path)))


def _count(data: dict[str, Any], key: str) -> int:
    """A count the save keeps (undos past the limit, hints, rewinds): at most one per action and more."""
    value = data.get(key, 0)
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise SaveError(f"The save's '{key}' must be a whole number from 0 to {MAX_COUNT:,}.")
    return value


def _stops(data: dict[str, Any], seats: int) -> dict[int, list[str]]:
    """Each seat's stops: a list of moment names per seat number (a save may have none)."""
    raw = data.get("stops", {})
    if not isinstance(raw, dict):
        raise SaveError("The save's 'stops' must map seat numbers to lists of moments.")
    stops: dict[int, list[str]] = {}
    for key, moments in raw.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and int(key) < seats
                and isinstance(moments, list)
                and all(isinstance(m, str) and len(m) < 20 for m in moments)):
            raise SaveError("The save's 'stops' must map seat numbers to lists of moments.")
        stops[int(key)] = list(moments)
    return stops


def _setup_from_save(data: dict[str, Any]) -> Setup:
    seats = _field(data, "seats", list)
    first = _field(data, "first_player", (int, type(None)), None)
    return Setup(_field(data, "game", str), _field(data, "mode", str), [_seat(s, n) for n, s in enumerate(seats, 1)],
                 dict(_field(data, "options", dict)), _field(data, "seed", int), first,
                 _field(data, "practice", bool, False))


_MISSING = object()


_Value = TypeVar("_Value")


def _field(data: dict[str, Any], key: str, kinds: type[_Value] | tuple[type[_Value], ...], default: object = _MISSING,
           where: str = "") -> _Value:
    """``data[key]`` when it is of one of ``kinds`` (a bool is not an int here), else SaveError."""
    value: object = data.get(key, default)
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    if isinstance(value, kinds) and type(value) in kinds:  # exactly: a bool is an instance of int
        return value
    raise SaveError(f"The save is missing or has a wrong value for '{key}'{where}.")


def _seat(data: object, number: int) -> Seat:
    where = f" of seat {number}"
    if not isinstance(data, dict):
        raise SaveError(f"The save is missing or has a wrong value for seat {number}.")
    return Seat(_field(data, "name", str, where=where), _field(data, "colour", str, where=where),
                _field(data, "kind", str, "human", where), _field(data, "bot_level", str, "", where))


SUMMARY_BYTES = 16_384
"""How much of a save's start is read for its summary (a list of saves reads no more)."""


def read_save_summary(path: Path) -> dict[str, Any] | None:
    """The summary a save of this program carries near its start (``to_save`` writes it before the
    log), read without the rest of the file, so a list of long saves opens at once. None when the
    start holds no summary (an older or damaged save: the whole file says what is wrong with it).
    Nothing is checked beyond that: loading the save checks everything."""
    try:
        with open(path, "rb") as file:
            head = file.read(SUMMARY_BYTES).decode("utf-8", "ignore")
    except OSError:
        return None
    key = '"summary": '
    start = head.find(key)
    if f'"format": "{SAVE_FORMAT}"' not in head[:start] or start < 0:
        return None
    try:
        summary, _end = json.JSONDecoder().raw_decode(head, start + len(key))
    except ValueError:
        return None
    return summary if isinstance(summary, dict) else None


def read_save(path: Path) -> dict[str, Any]:
    """Read and check a save file's envelope; the log is checked by replaying it."""
    try:
        data = read_json(path, "save", MAX_SAVE_BYTES)
    except FileProblem as problem:
        raise SaveError(str(problem)) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path} is not a save of this program.")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(f"{path} has no valid save version.")
    if version > SAVE_VERSION:
        raise SaveError(f"{path} was written by a newer version of the program "
                        f"(save version {version}, this program reads up to {SAVE_VERSION}).")
    if (version >= FIRST_VERSION_WITH_CHECKSUM or "checksum" in data) and \
            data.get("checksum") != content_checksum(data):
        raise SaveError(f"{path} is damaged: its content does not match its checksum.")
    return data
