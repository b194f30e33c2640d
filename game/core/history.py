"""Undo and redo over an action log, respecting what has been revealed.

Each applied action keeps a snapshot of the position before it, so undo is a
list pop at any depth. Undo stops at a die roll, a card draw or anything else
that showed hidden information, and at another seat's decision. In practice
games (solo, cooperative, all-bot) the limit is lifted, and every undo that
crosses it is counted, so the save records that it was used.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action
from game.core.contract import AllBut, GameState


@dataclass
class Entry:
    action: Action
    actor: int
    revealed: bool
    before: GameState
    events: tuple[tuple[str, int | AllBut | None], ...] = ()
    """What the action caused (the state's ``events`` just after it), for the log."""


class History:
    def __init__(self, state: GameState, practice: bool = False) -> None:
        self.state = state
        self.practice = practice
        self.entries: list[Entry] = []
        self.undone: list[Entry] = []
        self.practice_undos = 0

    @property
    def log(self) -> list[Action]:
        return [e.action for e in self.entries]

    def after(self, index: int) -> GameState:
        """The position just after entry ``index`` was applied."""
        return self.entries[index + 1].before if index + 1 < len(self.entries) else self.state

    def apply(self, action: Action | str) -> None:
        if isinstance(action, str):
            action = Action.parse(action)
        before = self.state.clone()
        actor = self.state.to_move()
        self.state.apply(action)
        assert actor is not None, "a legal action was applied, so a seat was deciding"
        self.entries.append(Entry(action, actor, self.state.revealed, before, tuple(self.state.events)))
        self.undone.clear()

    def end_older_replay(self) -> None:
        """An older save's log has been replayed: every position kept, and the live one, follow
        today's rules from here on (``GameState.replay_older_log``)."""
        for state in [entry.before for entry in self.entries] + [self.state]:
            state.replay_older_log(None)

    def _within_limit(self, seat: int | None) -> bool:
        last = self.entries[-1]
        return not last.revealed and last.actor == seat

    def undo_block_reason(self, seat: int | None) -> str | None:
        """None when ``seat`` may undo now, else why not."""
        if not self.entries:
            return "Nothing to undo."
        if self.practice or self._within_limit(seat):
            return None
        if self.entries[-1].revealed:
            return f"Undo stops here: {self.state.reveals} came before."
        return "Undo stops here: the last decision was another player's."

    def can_undo(self, seat: int | None) -> bool:
        return self.undo_block_reason(seat) is None

    def undo(self, seat: int | None) -> Action:
        reason = self.undo_block_reason(seat)
        if reason:
            raise ValueError(reason)
        if not self._within_limit(seat):
            self.practice_undos += 1
        entry = self.entries.pop()
        self.undone.append(entry)
        self.state = entry.before.clone()
        return entry.action

    def can_redo(self) -> bool:
        return bool(self.undone)

    def redo(self) -> Action:
        """Re-apply the last undone action; dice and cards come out the same."""
        if not self.undone:
            raise ValueError("Nothing to redo.")
        entry = self.undone.pop()
        kept = list(self.undone)
        self.apply(entry.action)
        self.undone = kept
        return entry.action
