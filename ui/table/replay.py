"""The replay: a read-only table (``replay=True``) stepping through a game's actions."""

from __future__ import annotations

from functools import partial

import pygame

from ui.table.game_hooks import GameHooks
from ui.table.words import Choice


class Replay(GameHooks):
    def replay_choices(self) -> list[Choice]:
        return [(text, partial(self.replay_step, step))
                for text, step in (("First", -10**6), ("Back", -1), ("Next", 1), ("Last", 10**6))]

    def replay_step(self, delta: int) -> None:
        history = self.session.history
        entries = history.entries
        assert self.replay_index is not None, "only a replay steps through the actions"
        self.replay_index = max(0, min(len(entries), self.replay_index + delta))
        self.log_book.clear()
        self.log_book.note(f"Replay: action {self.replay_index} of {len(entries)}", self.state)
        if self.replay_index > 0:
            self.log_book.items.append(self.log_book.entry(history, self.replay_index - 1))
        self.motion.remember(self.piece_centres)
        self.refresh()

    def replay_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.replay_step(1)
            return True
        if event.key == pygame.K_LEFT:
            self.replay_step(-1)
            return True
        if event.key == pygame.K_ESCAPE:
            self.app.go_home()
            return True
        return False
