"""The engine contract every game implements (see docs/architecture.md).

A game module exposes a ``GAME`` object (a :class:`Game`). A :class:`GameState`
answers who decides now, which actions are legal, applies one, and shows each
player only what that player may know.

Views, positions and set-up options are plain JSON-shaped data whose fields each game
defines (and validates when it reads them), so the contract types them ``dict[str, Any]``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action
from game.core.bot_specs import spec_problem
from game.core.errors import IllegalAction, shown

MAX_NAME_CHARS = 20
"""The longest player's name, wherever it comes from (the new-game dialog, a save, a position)."""
SEAT_KINDS = ("human", "invited", "bot")
"""A person at this computer, a person joining a network game from their own, or a bot."""


@dataclass(frozen=True)
class Seat:
    """A place at the table: who sits there and how they play."""

    name: str
    colour: str
    kind: str = "human"  # one of SEAT_KINDS
    bot_level: str = ""

    @classmethod
    def played_by(cls, name: str, colour: str, who: str) -> Seat:
        """A seat played by ``who``: "human" (a person here), "invited" (a person at a network
        game's other computer) or a bot level."""
        return cls(name, colour, who) if who in ("human", "invited") else cls(name, colour, "bot", who)

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "bot_level": self.bot_level}


@dataclass(frozen=True)
class AllBut:
    """An event line for every reader but ``seat``, who reads a fuller private line instead
    ("Ana draws 2 cards." for the others, "You draw Chatter and Up." for Ana)."""
    seat: int


def may_read(only: int | AllBut | None, viewer: int | None) -> bool:
    """Whether ``viewer`` (None: a spectator) may read an event line kept for ``only``."""
    if isinstance(only, AllBut):
        return viewer != only.seat
    return only is None or only == viewer


@dataclass
class Result:
    """How a finished game ended: the winning seats (all seats for a team win).

    Games with points also give each seat's final score and how it was made: for each seat
    a list of (what, points) lines, e.g. ("Artifacts stored", 23), ("Region A bonus", 5).
    """

    winners: list[int]
    summary: str
    team_won: bool | None = None  # None in competitive games
    scores: list[int] | None = None
    breakdown: list[list[tuple[str, int]]] | None = None

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"winners": self.winners, "summary": self.summary, "team_won": self.team_won}
        if self.scores is not None:
            data["scores"] = list(self.scores)
            data["breakdown"] = [[list(line) for line in lines] for lines in self.breakdown or []]
        return data


class GameState(ABC):
    """One position of one game. Engines subclass this.

    Besides the rules, a state answers what a shared table needs to show it without
    reaching into the game's internals: whose turn it is (``active``, ``turn``), seat
    names, the prompt for the deciding seat, a phase label, what the last action caused
    (``events``) and every action in words that tell a given seat nothing it may not know.
    """

    seats: list[Seat]
    active: int = 0
    """The seat whose turn it is (the deciding seat, ``to_move()``, may be another)."""
    turn: int = 1
    """The turn number, from 1."""
    events: list[tuple[str, int | AllBut | None]] = []
    """Plain-word lines of what the last action caused: (text, None) for everyone,
    (text, seat) for that seat only (a card drawn), (text, AllBut(seat)) for everyone else.
    Replaced by every action."""

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def events_for(self, viewer: int | None) -> list[str]:
        """The lines of ``events`` that ``viewer`` may read (None: only the public ones)."""
        return [text for text, only in self.events if may_read(only, viewer)]

    @abstractmethod
    def prompt(self) -> str:
        """What the deciding seat must do now, in plain words (the result's summary once over)."""

    def phase_label(self) -> str:
        """A short public line for the top of the table: the turn and whose it is, or the phase."""
        if self.is_over():
            return "Game over"
        return f"Turn {self.turn} · {self.name(self.active)}"

    def knows_more_than_the_public(self, seat: int) -> bool:
        """Whether ``seat`` knows something a spectator does not (its hand): then how long its bot
        thinks must not show (``game.core.bot_specs.shown_thinking_seconds``)."""
        return bool(self.secrets_from(None) - self.secrets_from(seat))

    def decision_is_secret(self) -> bool:
        """Whether the decision asked now is asked only because of cards hidden from the others (Area
        1851's choice among face-down feats that one delivery met): a table must not show that it was
        asked, by a pause, a marked bot move or a sound."""
        return False

    def private_screen(self, seat: int) -> bool:
        """Whether the screen of ``seat`` deciding shows what other seats may not know.

        In hot-seat play the table puts a hand-off screen before such a screen. By default:
        the seat knows something a spectator does not (its hand). A game whose decisions are
        sometimes public (placing pieces in the open) may say so here.
        """
        return bool(self.secrets_from(None) - self.secrets_from(seat))

    def left_out_by_older_log(self, version: int) -> Action | None:
        """The decision a log of an older save ``version`` never wrote down here, because that
        program did not ask for it (None: nothing). Loading such a log takes it by itself."""
        return None

    def replay_older_log(self, version: int | None) -> None:
        """A log of an older save ``version`` is replayed from here on (None: the replay is over):
        where a rule changed since, follow the older program, so its log still plays."""
        return None  # by default no rule changed: an older log plays by today's rules

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now (it may be outside its turn); None when over."""

    _legal_cache: tuple[Action, ...] | None = None
    """The legal actions of this position, once listed; ``apply`` forgets them."""

    def legal_actions(self) -> list[Action]:
        """Every action the deciding seat may take now.

        Listed once per position: a caller, ``apply``'s legality check and the engine's own
        look at the next decision share one listing. ``clone`` starts without a listing; code
        that changes a state other than through ``apply`` must call ``forget_legal_actions``.
        """
        return list(self.listed_actions())

    def listed_actions(self) -> tuple[Action, ...]:
        """The kept listing itself, without a copy: for an engine's own legality check."""
        if self._legal_cache is None:
            self._legal_cache = tuple(self._list_legal_actions())
        return self._legal_cache

    def forget_legal_actions(self) -> None:
        self._legal_cache = None

    def share_listing(self, other: GameState) -> None:
        """Take ``other``'s listing (listing it first if need be), for a copy that differs from it
        only where no legal action depends: a bot's draw that reorders a hidden stack."""
        self._legal_cache = other.listed_actions()

    @abstractmethod
    def _list_legal_actions(self) -> list[Action]:
        """Compute every action the deciding seat may take now (``legal_actions`` keeps it)."""

    @abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """None when the action is legal, else the rule that forbids it, in plain words."""

    @abstractmethod
    def _do(self, action: Action) -> None:
        """Apply an action already known to be legal."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result | None: ...

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (None: a spectator who sees no hand)."""

    @abstractmethod
    def clone(self) -> GameState: ...

    @abstractmethod
    def describe(self, action: Action, viewer: int | None = None) -> str:
        """The action in plain words, from the position before it is applied, as ``viewer`` may know it.

        Every line a table shows (log, undo and redo, replay, a bot's marked move, a hint)
        comes from here: it names nothing ``viewer`` may not see (None: a spectator, who sees
        only what is public). A card played face down is "a card" to everyone but its owner.
        """

    @abstractmethod
    def to_position(self) -> dict[str, Any]:
        """The whole position as plain data (docs/positions.md)."""

    @abstractmethod
    def invariant_problems(self) -> list[str]:
        """What is wrong with this position (a piece lost or doubled...); empty when all holds.

        Fuzzing and the property tests call it after every action.
        """

    @abstractmethod
    def secrets_from(self, player: int | None) -> set[str]:
        """Identifiers ``player`` may not know now (other hands, the deck...).

        Defined from the rules, apart from ``view``, so the tests can check that no view
        ever contains one of them.
        """

    revealed: bool = False
    reveals: str = "a die roll, a card draw or a reveal"
    """What in this game shows something hidden, for the words of a refused undo."""
    """Set by ``apply``: the last action rolled a die, drew a card or showed something hidden."""

    def apply(self, action: Action | str) -> None:
        """Apply a legal action; refuse anything else with the rule's reason."""
        if isinstance(action, str):
            action = Action.parse(action)
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.revealed = False
        self._legal_cache = None
        self._do(action)


OptionValue = int | str | bool
"""A value a set-up option may take (a choice of ``OptionInfo``)."""


@dataclass
class OptionInfo:
    id: str
    label: str
    choices: list[OptionValue]
    default: OptionValue
    help: str = ""


@dataclass
class ModeInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    team: bool
    description: str
    options: list[OptionInfo] = field(default_factory=list)
    practice_allowed: bool = False
    colours: list[str] | None = None
    """The seat colours of this mode when they differ from the game's (Area 51's two-player
    seats each hold a pair, "pink+purple")."""


AGES_OPTION = "ages"
"""The set-up option of the seats' ages (one whole number or None per seat), for a game that asks for them."""


@dataclass
class GameInfo:
    id: str
    name: str
    available: bool
    colours: list[str]
    modes: list[ModeInfo]
    blurb: str = ""
    ages: str = ""
    """Why the players' ages are asked for (the option ``AGES_OPTION``); empty: they are not."""

    def colours_for(self, mode_id: str) -> list[str]:
        """The colours a seat may choose in a mode."""
        return self.mode(mode_id).colours or self.colours

    def mode(self, mode_id: str) -> ModeInfo:
        for mode in self.modes:
            if mode.id == mode_id:
                return mode
        known = ", ".join(m.id for m in self.modes)
        raise KeyError(f"{self.name} has no mode '{mode_id}' (modes: {known}).")


class Game(ABC):
    """A game: its description and a factory for its states."""

    info: GameInfo

    @abstractmethod
    def new_state(self, mode: str, seats: list[Seat], options: dict[str, Any], seed: int,
                  first_player: int | None = None) -> GameState: ...

    @abstractmethod
    def from_position(self, data: dict[str, Any]) -> GameState: ...

    def reference_inserts(self) -> dict[str, str]:
        """Parts of the rules reference made from the game's data (Markdown), by name.

        A line ``{{name}}`` in ``data/<game>/reference.md`` is replaced by the text, so a
        table the player reads always agrees with the YAML the rules use.
        """
        return {}

    def check_setup(self, mode: str, seats: list[Seat], options: dict[str, Any]) -> dict[str, Any]:
        """Validate a set-up and return the options with defaults filled in."""
        info = self.info.mode(mode)
        if not info.min_players <= len(seats) <= info.max_players:
            raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} players, "
                             f"not {len(seats)}.")
        for number, seat in enumerate(seats, start=1):
            problem = seat_problem(seat, number)
            if problem:
                raise ValueError(problem)
        colours = [seat.colour for seat in seats]
        allowed = self.info.colours_for(mode)
        unknown_colours = [c for c in colours if c not in allowed]
        if unknown_colours or len(set(colours)) != len(colours):
            raise ValueError(f"Each seat needs its own colour from {', '.join(allowed)}; "
                             f"got {', '.join(colours)}.")
        full: dict[str, Any] = {}
        for option in info.options:
            value = options.get(option.id, option.default)
            if not any(type(value) is type(choice) and value == choice for choice in option.choices):
                raise ValueError(f"Option '{option.id}' cannot be {shown(value)}; choose one of {option.choices}.")
            full[option.id] = value
        unknown = set(options) - {o.id for o in info.options}
        if unknown:
            raise ValueError(f"{info.name} has no option {', '.join(sorted(unknown))}.")
        return full


def name_problem(name: object, number: int) -> str | None:
    """Why ``name`` cannot be player ``number``'s name, or None: 1 to 20 characters that can be shown."""
    if not isinstance(name, str) or not name.strip():
        return f"Player {number} needs a name."
    if len(name) > MAX_NAME_CHARS:
        return f"Player {number}'s name has {len(name)} characters; a name has at most {MAX_NAME_CHARS} characters."
    if not name.isprintable():
        return f"Player {number}'s name holds a control code or a character that cannot be shown."
    return None


def first_player_problem(first_player: int | None, seats: int) -> str | None:
    """Why ``first_player`` (0-based, None: drawn at random) cannot open a game of ``seats`` seats."""
    if first_player is None or (not isinstance(first_player, bool) and 0 <= first_player < seats):
        return None
    return f"The first player must be a seat from 1 to {seats}, not {first_player + 1}."


def seat_problem(seat: Seat, number: int) -> str | None:
    """Why ``seat`` cannot sit at a table, or None: its name, who plays it and the bot's level."""
    problem = name_problem(seat.name, number)
    if problem:
        return problem
    if seat.kind not in SEAT_KINDS:
        return (f"Player {number} must be played by a person ('human'), a person on another computer "
                f"('invited') or a bot ('bot').")
    if not isinstance(seat.bot_level, str):
        return f"Player {number}'s bot level is not text."
    if seat.kind != "bot":
        return f"Player {number} is a person, so has no bot level." if seat.bot_level else None
    level_problem = spec_problem(seat.bot_level) if seat.bot_level else None
    return f"Player {number}'s bot level: {level_problem}" if level_problem else None


def methods_named(cls: type, prefix: str) -> dict[str, Callable[..., Any]]:
    """A class's methods whose names start with ``prefix``, keyed by the rest of the name.

    Engines look their step handlers up in such tables (``_legal_roll`` lists a roll step's
    actions, ``_do_take`` applies a take): a dictionary lookup is cheaper than a chain of ifs
    on the hot path, and a new step needs only its method.
    """
    return {name[len(prefix):]: getattr(cls, name) for name in dir(cls) if name.startswith(prefix)}
