"""The host: the one session that applies every action, and the connections of its seats.

Each invited seat has its own random code; a connection acts only for the seat its code names,
and a watch code lets anyone follow the public view. The game starts once every invited seat
has joined. After every change each connection is sent what its seat may know
(``net.seat_messages``). A seat whose connection drops keeps its place: the game waits at its
decisions until it joins again with the same code. Bot seats are played by the host itself.

What a client sends is checked before anything happens: its size and JSON (``net.protocol``),
that it acts for its own seat, on the position it has seen (``n``), and legally. Wrong codes are
counted per address and refused for a minute after too many; silent clients are dropped by the
connection's pings. None of this stops the game for the others.

The people at a network table may time the host's bots as closely as at one computer: a bot
that knows something the public view does not (its hand) waits out the same shown thinking for
every decision, and its search ends within it (``game.core.bot_specs.shown_thinking_seconds``).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from game.core.actions import Action
from game.core.bot_specs import SECRET_DECISION_SECONDS, private_search_seconds, shown_thinking_seconds
from game.core.bots import Bot, make_bot
from game.core.session import Session
from game.core.simulate import bot_seed_for
from net.protocol import ProtocolError, decode_client, encode, new_code, same_code
from net.seat_messages import log_since, state_fields, undo_fields

Note = Callable[[str], None]


def people_seats(session: Session) -> list[int]:
    """The seats people play at a network game: every seat but the bots' (each joins with a code)."""
    return [seat for seat, info in enumerate(session.setup.seats) if info.kind != "bot"]


def note_to_stderr(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


@dataclass
class Listener:
    """One connection: the seat it plays (None: it watches) and how much of the log it was sent."""

    connection: ServerConnection
    seat: int | None
    sent: int = 0


@dataclass
class TableHost:
    session: Session
    invited: list[int]
    """The seats played by people on other computers; the other seats are the host's bots."""
    bot_seed: int = 0
    autosave: Path | None = None
    note: Note = note_to_stderr
    codes: dict[int, str] = field(default_factory=dict)
    watch_code: str = field(default_factory=new_code)
    listeners: list[Listener] = field(default_factory=list)
    bots: dict[int, Bot] = field(default_factory=dict)
    stand_ins: dict[int, Bot] = field(default_factory=dict)
    """Bots playing for invited seats whose person is away, until they are handed back."""
    stand_in_level: str | None = None
    """When set, a person who drops is played by a bot of this level at once, and gets the seat
    back on joining again (``main.py host --stand-in LEVEL``)."""
    pace_bots: bool = True
    """Whether a bot that knows more than the public view is shown thinking the same time for every
    decision (off only in tests that play whole games quickly)."""
    shown_thinking: dict[int, float] = field(default_factory=dict)
    """How long each bot seat is shown thinking while it knows more than the public view."""
    started: bool = False
    bot_thinking: bool = False
    finished: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        self.codes = self.codes or {seat: new_code() for seat in self.invited}
        for seat, info in enumerate(self.session.setup.seats):
            if seat not in self.invited:
                self.bots[seat] = self.new_bot(seat, info.bot_level or "medium")

    # ------------------------------------------------------------------ serving
    async def attend(self, connection: ServerConnection, seat: int | None) -> None:
        """Seat a connection whose code named ``seat`` (None: watching) and take its messages until it goes."""
        listener = await self.seat_connection(connection, seat)
        try:
            async for frame in connection:
                await self.receive(listener, frame)
        except ConnectionClosed:
            pass
        finally:
            if listener in self.listeners:
                self.listeners.remove(listener)
                if self.stand_in_level and listener.seat is not None and not self.session.state.is_over():
                    await self.hand_to_bot(listener.seat, self.stand_in_level)
                else:
                    await self.broadcast()  # the others see who is connected

    def seat_of(self, code: str) -> tuple[int | None, bool]:
        """The seat a code names (every code is compared, so timing tells nothing), and whether it
        is the watch code."""
        found = None
        for seat, expected in self.codes.items():
            if same_code(code, expected):
                found = seat
        return found, same_code(code, self.watch_code)

    async def seat_connection(self, connection: ServerConnection, seat: int | None) -> Listener:
        """Welcome a seat (a connection of the same seat before it is replaced: it dropped) or a watcher."""
        for old in [listener for listener in self.listeners if seat is not None and listener.seat == seat]:
            self.listeners.remove(old)
            await old.connection.close()
        listener = Listener(connection, seat)
        self.listeners.append(listener)
        if seat is not None and self.stand_in_level:
            self.stand_ins.pop(seat, None)
        setup = self.session.setup
        await self.send(listener, "welcome", seat=seat, game=setup.game, mode=setup.mode, options=setup.options,
                        seats=[{"name": s.name, "colour": s.colour, "kind": "bot" if i in self.bots else "human"}
                               for i, s in enumerate(setup.seats)])
        if not self.started and self.everyone_here():
            await self.start()
        else:
            await self.broadcast()  # the others see who has joined
        return listener

    def everyone_here(self) -> bool:
        """Whether every invited seat is played: by its person, or by a bot the host handed it to."""
        return all(seat in self.stand_ins or any(listener.seat == seat for listener in self.listeners)
                   for seat in self.invited)

    async def start(self) -> None:
        """Every invited seat is here (or none was invited): the game begins."""
        self.started = True
        self.note("every seat has joined: the game starts")
        await self.broadcast()
        await self.play_bots()

    # ------------------------------------------------------------------ what a client asks
    async def receive(self, listener: Listener, frame: str | bytes) -> None:
        try:
            message = decode_client(frame)
        except ProtocolError as error:
            await self.send(listener, "refused", reason=str(error))
            return
        reason = self.why_refused(listener, message)
        if reason:
            await self.send(listener, "refused", reason=reason)
            return
        if message["type"] == "act":
            self.session.apply(Action.parse(message["action"]))
        else:
            self.session.history.undo(listener.seat)
        self.keep()
        await self.broadcast(after_action=True)
        await self.play_bots()

    def why_refused(self, listener: Listener, message: dict[str, Any]) -> str | None:
        """Why a client's act or undo is not taken (None: it is)."""
        kind, history, state = message["type"], self.session.history, self.session.state
        if kind == "hello":
            return "This connection has already said who it is."
        if listener.seat is None:
            return "A watcher cannot act."
        if listener.seat in self.stand_ins:
            return "A bot plays your seat for now: the host can hand it back to you."
        if not self.started:
            return "The game starts when every invited seat has joined."
        if message["n"] != len(history.entries):
            return "The position has changed since: look again."
        if kind == "undo":
            return history.undo_block_reason(listener.seat)
        if state.to_move() != listener.seat:
            return "It is not your decision."
        try:
            action = Action.parse(message["action"])
        except ValueError as error:
            return str(error)
        return state.why_illegal(action)

    # ------------------------------------------------------------------ bots, saving, sending
    async def play_bots(self) -> None:
        """Play the host's bot seats while the decision is theirs. Their thinking runs beside the
        loop; an answer for a position that changed meanwhile (an undo) is dropped."""
        if self.bot_thinking:
            return
        self.bot_thinking = True
        loop = asyncio.get_running_loop()
        try:
            while self.started and not self.session.state.is_over():
                seat, asked = self.session.state.to_move(), len(self.session.history.entries)
                bot = self.playing_bot(seat)
                if bot is None or seat is None:
                    break
                state = self.session.state
                asked_at = loop.time()
                if state.decision_is_secret():  # answered at once: the others have not seen it asked
                    decision = await loop.run_in_executor(None, bot.decide_within, state.view(seat),
                                                          state.legal_actions(), SECRET_DECISION_SECONDS)
                elif self.paced(seat):  # the same work for a forced move: its timing must not show
                    decision = await loop.run_in_executor(None, bot.decide_in_full, state.view(seat),
                                                          state.legal_actions())
                    await asyncio.sleep(self.seconds_left_to_show(seat, loop.time() - asked_at))
                else:
                    decision = await loop.run_in_executor(None, bot.decide, state.view(seat), state.legal_actions())
                if len(self.session.history.entries) != asked or self.playing_bot(seat) is not bot:
                    continue  # an undo, or the seat's person came back meanwhile
                self.session.apply(decision.action)
                self.keep()
                await self.broadcast(after_action=True)
        finally:
            self.bot_thinking = False
        if self.session.state.is_over():
            self.finished.set()

    def new_bot(self, seat: int, level: str) -> Bot:
        """A bot for ``seat``; where it knows more than the public view, its search ends within the
        time it is shown thinking (elsewhere, as in Argo, it searches its whole budget)."""
        game = self.session.setup.game
        self.shown_thinking[seat] = shown_thinking_seconds(level, game)
        hides_cards = self.session.state.knows_more_than_the_public(seat)
        most_seconds = private_search_seconds(level, game) if hides_cards else None
        return make_bot(level, game, bot_seed_for(self.bot_seed, seat), most_seconds)

    def paced(self, seat: int) -> bool:
        """Whether the bot in ``seat`` knows more than the public view, so that the others must not
        learn anything from how long it thinks (or how it loads the host's processor meanwhile)."""
        return self.pace_bots and self.session.state.knows_more_than_the_public(seat)

    def seconds_left_to_show(self, seat: int, thought: float) -> float:
        """How much longer the bot in ``seat``, having thought ``thought`` seconds, waits before it
        moves: the rest of its shown thinking while it knows more than the public view, else none."""
        if not self.paced(seat):
            return 0.0
        return max(0.0, self.shown_thinking[seat] - thought)

    def playing_bot(self, seat: int | None) -> Bot | None:
        """The bot deciding for ``seat``: the host's own, or one standing in for a person away."""
        if seat is None:
            return None
        return self.bots.get(seat) or self.stand_ins.get(seat)

    async def hand_to_bot(self, seat: int, level: str) -> None:
        """A bot plays ``seat`` while its person is away, or has not come (the game starts without them)."""
        self.stand_ins[seat] = self.new_bot(seat, level)
        self.note(f"seat {seat + 1} is played by a {level} bot")
        if not self.started and self.everyone_here():
            await self.start()
            return
        await self.broadcast()
        await self.play_bots()

    async def hand_back(self, seat: int) -> None:
        """The person plays ``seat`` again."""
        if self.stand_ins.pop(seat, None) is not None:
            self.note(f"seat {seat + 1} is played by its person again")
            await self.broadcast()

    def keep(self) -> None:
        if self.autosave is not None:
            self.session.save(self.autosave)

    async def broadcast(self, after_action: bool = False) -> None:
        """The position to every connection (``send_state``). An action that opens a decision asked
        only because of cards the others cannot see (``decision_is_secret``) is news to its seat
        alone: the others hear of it once the decision is made, with it."""
        secret = after_action and self.session.state.decision_is_secret()
        for listener in list(self.listeners):
            if not secret or listener.seat == self.session.state.to_move():
                await self.send_state(listener)

    def known_to(self, seat: int | None) -> int:
        """How many of the actions played ``seat`` may know of: all but the last while that opened a
        secret decision of another seat."""
        entries, state = len(self.session.history.entries), self.session.state
        return entries - 1 if state.decision_is_secret() and seat != state.to_move() else entries

    async def send_state(self, listener: Listener) -> None:
        history, seat = self.session.history, listener.seat
        known = self.known_to(seat)
        state = history.entries[known].before if known < len(history.entries) else history.state
        undone = max(0, listener.sent - known)
        log = log_since(self.session, seat, min(listener.sent, known), known)
        listener.sent = known
        seats = range(len(self.session.setup.seats))
        connected = [seat in self.bots or any(other.seat == seat for other in self.listeners) for seat in seats]
        await self.send(listener, "state", n=known, started=self.started, connected=connected,
                        stand_ins=sorted(self.stand_ins), undone=undone, log=log,
                        **state_fields(state, seat), **undo_fields(self.session, seat))

    async def send(self, listener: Listener, kind: str, **fields: Any) -> None:
        try:
            await listener.connection.send(encode(kind, **fields))
        except ConnectionClosed:
            pass  # it is gone: its handler removes it
