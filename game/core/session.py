"""A game being played: its set-up, its history, and saving and loading it.

A save is the set-up plus the action log (versioned JSON). Loading replays the
log through the engine, so a tampered or truncated log is refused with the
line that is wrong.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from game import PROGRAM_VERSION
from game.core.actions import Action
from game.core.contract import GameState, Seat
from game.core.errors import IllegalAction, SaveError
from game.core.history import History
from game.core.registry import get_game
from game.core.storage import write_json_atomic

SAVE_FORMAT = "tabletop51-save"
SAVE_VERSION = 2
"""2: The Elevator's instant windows ask every seat that may answer, holder or not
(docs/rulings.md, ruling 16). A version-1 log holds no passes for the windows it did not
open, so loading one passes those windows by itself."""
MAX_SAVE_BYTES = 4 * 1024 * 1024


@dataclass
class Setup:
    game: str
    mode: str
    seats: list[Seat]
    options: dict = field(default_factory=dict)
    seed: int = 0
    first_player: int | None = None
    practice: bool = False

    def to_dict(self) -> dict:
        return {"game": self.game, "mode": self.mode, "seats": [s.to_dict() for s in self.seats],
                "options": dict(self.options), "seed": self.seed, "first_player": self.first_player,
                "practice": self.practice}


class Session:
    def __init__(self, setup: Setup):
        engine = get_game(setup.game)
        mode = engine.info.mode(setup.mode)
        if setup.practice and not mode.practice_allowed and not all(s.kind == "bot" for s in setup.seats):
            raise ValueError(f"Practice undo is only for solo, cooperative and all-bot games, not {mode.name}.")
        setup.options = engine.check_setup(setup.mode, setup.seats, setup.options)
        self.setup = setup
        state = engine.new_state(setup.mode, setup.seats, setup.options, setup.seed, setup.first_player)
        self.history = History(state, practice=setup.practice)
        self.hints_used = 0
        self.stops: dict[int, list[str]] = {}
        """Each person's chosen moments to be asked in other players' turns (The Elevator's instants)."""

    @classmethod
    def new(cls, game: str, mode: str, seats: list[Seat], options: dict | None = None,
            seed: int | None = None, first_player: int | None = None, practice: bool = False) -> "Session":
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        return cls(Setup(game, mode, list(seats), dict(options or {}), seed, first_player, practice))

    @property
    def state(self) -> GameState:
        return self.history.state

    def apply(self, action: Action | str) -> None:
        self.history.apply(action)

    def pass_windows_the_log_predates(self, text: str) -> None:
        """Before a version-1 log's next action: pass the windows that program did not open."""
        action, passing = Action.parse(text), Action("pass")
        while action not in self.state.legal_actions() and passing in self.state.legal_actions():
            self.apply(passing)

    # --- saving -----------------------------------------------------------------------
    def summary(self) -> dict:
        """What a list of saves shows without replaying the log: game, mode, players, turn, end."""
        info = get_game(self.setup.game).info
        return {"game": info.name, "mode": info.mode(self.setup.mode).name, "players": len(self.setup.seats),
                "turn": self.state.turn, "over": self.state.is_over()}

    def to_save(self) -> dict:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "program_version": PROGRAM_VERSION,
                "summary": self.summary(),
                **self.setup.to_dict(), "log": [str(a) for a in self.history.log],
                "practice_undos": self.history.practice_undos, "hints_used": self.hints_used,
                "stops": {str(seat): list(moments) for seat, moments in self.stops.items()}}

    def save(self, path: Path) -> None:
        write_json_atomic(Path(path), self.to_save())

    @classmethod
    def from_save(cls, data: dict) -> "Session":
        setup = _setup_from_save(data)
        try:
            session = cls(setup)
        except (KeyError, ValueError) as error:
            raise SaveError(f"The save's set-up is not valid: {error.args[0]}") from None
        version = data.get("version")
        older = isinstance(version, int) and version < 2
        for number, text in enumerate(data["log"], start=1):
            if not isinstance(text, str):
                raise SaveError(f"Line {number} of the save's log is not text.")
            try:
                if older:
                    session.pass_windows_the_log_predates(text)
                session.apply(text)
            except IllegalAction as error:
                raise SaveError(f"Line {number} of the save's log, '{text}', is not legal there: {error}") from None
        session.history.practice_undos = _count(data, "practice_undos")
        session.hints_used = _count(data, "hints_used")
        session.stops = _stops(data, len(setup.seats))
        return session

    @classmethod
    def load(cls, path: Path) -> "Session":
        return cls.from_save(read_save(Path(path)))


def _count(data: dict, key: str) -> int:
    value = data.get(key, 0)
    if not isinstance(value, int) or value < 0:
        raise SaveError(f"The save's '{key}' must be a whole number of at least 0.")
    return value


def _stops(data: dict, seats: int) -> dict[int, list[str]]:
    """Each seat's stops: a list of moment names per seat number (a save may have none)."""
    raw = data.get("stops", {})
    if not isinstance(raw, dict):
        raise SaveError("The save's 'stops' must map seat numbers to lists of moments.")
    stops = {}
    for key, moments in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < seats and isinstance(moments, list)
                and all(isinstance(m, str) and len(m) < 20 for m in moments)):
            raise SaveError("The save's 'stops' must map seat numbers to lists of moments.")
        stops[int(key)] = list(moments)
    return stops


def _setup_from_save(data: dict) -> Setup:
    try:
        seats = [Seat(str(s["name"]), str(s["colour"]), str(s.get("kind", "human")), str(s.get("bot_level", "")))
                 for s in data["seats"]]
        first = data.get("first_player")
        if first is not None and not isinstance(first, int):
            raise TypeError("first_player")
        if not isinstance(data["seed"], int) or not isinstance(data["options"], dict):
            raise TypeError("seed or options")
        if not isinstance(data["log"], list):
            raise TypeError("log")
        return Setup(str(data["game"]), str(data["mode"]), seats, dict(data["options"]), data["seed"],
                     first, bool(data.get("practice", False)))
    except (KeyError, TypeError) as error:
        raise SaveError(f"The save is missing or has a wrong value for '{error.args[0]}'.") from None


def read_save(path: Path) -> dict:
    """Read and check a save file's envelope; the log is checked by replaying it."""
    if not path.exists():
        raise SaveError(f"There is no save at {path}.")
    if not path.is_file():
        raise SaveError(f"{path} is not a file.")
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{path} is too large to be a save ({path.stat().st_size} bytes).")
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise SaveError(f"{path} cannot be read: {error.strerror or error}.") from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(f"{path} is damaged: it is not a readable save (truncated or corrupted).") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path} is not a save of this program.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{path} has no valid save version.")
    if version > SAVE_VERSION:
        raise SaveError(f"{path} was written by a newer version of the program "
                        f"(save version {version}, this program reads up to {SAVE_VERSION}).")
    return data
