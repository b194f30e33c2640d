"""Bots think on a worker thread so the window keeps drawing.

The worker is given a copy of what the bot may know (the seat's view and the legal
actions), never the live game, so the table can keep reading and drawing the position
meanwhile. A result is matched to the position it was asked for: after an undo, a
load or a new game it is simply dropped.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor, wait

from game.core.bots import Bot, Decision, make_bot
from ui.remote_session import TableSession

PositionKey = tuple[int, int, int, str]
"""What a question is about: the session (its id), the number of actions played, the seat, the purpose."""


def decision_seed(game_seed: int, seat: int, ply: int) -> int:
    """Each decision's own seed, so a bot game replays the same from its set-up."""
    return (game_seed * 1_000_003 + seat * 7_919 + ply) % 2**63


class BotThinker:
    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._asked: tuple[PositionKey, Bot, Future[Decision]] | None = None
        """The question being answered, the bot answering it and its answer to come (None: nothing asked)."""

    @staticmethod
    def position_key(session: TableSession, seat: int, purpose: str) -> PositionKey:
        return (id(session), len(session.history.entries), seat, purpose)

    def ask(self, session: TableSession, seat: int, spec: str, purpose: str = "move",
            most_seconds: float | None = None) -> None:
        """Start thinking for ``seat`` unless this very question is already being answered (for at
        most ``most_seconds``, when given)."""
        key = self.position_key(session, seat, purpose)
        if self._asked is not None and self._asked[0] == key:
            return
        self.forget()
        state = session.state
        bot = make_bot(spec, session.setup.game, decision_seed(session.setup.seed, seat, key[1]), most_seconds)
        self._asked = key, bot, self._pool.submit(bot.decide, state.view(seat), state.legal_actions())

    def thinking_about(self, session: TableSession, seat: int, purpose: str = "move") -> bool:
        return self._asked is not None and self._asked[0] == self.position_key(session, seat, purpose)

    def answer(self, session: TableSession, seat: int, purpose: str = "move") -> Decision | None:
        """The decision for this position once it is ready; None while thinking or if asked elsewhere."""
        if self._asked is None or self._asked[0] != self.position_key(session, seat, purpose):
            return None
        future = self._asked[2]
        return future.result() if future.done() else None

    def wait(self, seconds: float) -> None:
        """Block up to ``seconds`` until the question asked last is answered (a headless driver
        that must not spin frames while a bot thinks)."""
        if self._asked is not None:
            wait([self._asked[2]], timeout=seconds)

    def forget(self) -> None:
        """Nobody waits for the answer asked last: its bot stops searching."""
        if self._asked is not None:
            self._asked[1].stop()
        self._asked = None

    def close(self) -> None:
        self.forget()
        self._pool.shutdown(wait=False, cancel_futures=True)
