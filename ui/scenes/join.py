"""Join a game hosted on another computer: its address and your seat's code, then its table.

The connection is made on a thread of its own (``net.remote_game``); this screen waits for the
host's first answer, says what went wrong if anything did (a wrong code, nobody at that
address), and opens the game's table for the seat once the host has welcomed it.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from net.protocol import CODE_LENGTH
from net.remote_game import RemoteGame
from ui.remote_session import RemoteSession
from ui.scene import Scene
from ui.scenes import tables

FIELD_W = 420
DEFAULT_PORT = 8765


def host_url(text: str) -> str | None:
    """``ws://HOST:PORT`` from what a person typed ("192.168.1.5:8765", "ws://…", a bare host),
    or None when there is nothing to connect to."""
    text = text.strip()
    if not text:
        return None
    if not text.startswith(("ws://", "wss://")):
        text = "ws://" + text
    address = text.split("://", 1)[1]
    if not address or " " in address:
        return None
    return text if ":" in address.rsplit("]", 1)[-1] else f"{text}:{DEFAULT_PORT}"


class JoinScene(Scene):
    def __init__(self, app):
        self.address_text = ""
        self.code_text = ""
        self.remote: RemoteGame | None = None
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        x, y = (w - FIELD_W) // 2, max(20, h // 2 - 230)
        self.label((0, y - 20, w, 84), "Join a game", "#title")
        self.label((x, y + 80, FIELD_W, 28), "The host's address (shown when they host)", "@field_label")
        self.address = self.watch(UITextEntryLine(pygame.Rect(x, y + 110, FIELD_W, 40), self.ui_manager,
                                                  container=self.root, initial_text=self.address_text,
                                                  placeholder_text="ws://192.168.1.5:8765"), self._set_address)
        self.label((x, y + 165, FIELD_W, 28), "Your seat's code", "@field_label")
        self.code = self.watch(UITextEntryLine(pygame.Rect(x, y + 195, FIELD_W, 40), self.ui_manager,
                                               container=self.root, initial_text=self.code_text,
                                               placeholder_text="six letters"), self._set_code)
        self.status = self.label((0, y + 250, w, 30), "", "#hint")
        self.join_button = self.button((x, y + 295, FIELD_W // 2 - 8, 50), "Join", self._join, object_id="#primary")
        self.button((x + FIELD_W // 2 + 8, y + 295, FIELD_W // 2 - 8, 50), "Back", self._back)

    def _set_address(self, text: str) -> None:
        self.address_text = text

    def _set_code(self, text: str) -> None:
        self.code_text = text

    def _join(self) -> None:
        url, code = host_url(self.address_text), self.code_text.strip().upper()
        if url is None:
            self.status.set_text("Type the address the host was given (like ws://192.168.1.5:8765).")
            return
        if len(code) != CODE_LENGTH or not code.isalpha():
            self.status.set_text(f"A code is {CODE_LENGTH} letters.")
            return
        self._drop_connection()
        self.remote = RemoteGame(url, code)
        self.status.set_text(f"Connecting to {url}...")

    def _back(self) -> None:
        self._drop_connection()
        self.app.pop()

    def _drop_connection(self) -> None:
        if self.remote is not None:
            self.remote.close()
            self.remote = None

    def update(self, dt: float) -> None:
        super().update(dt)
        remote = self.remote
        if remote is None or not remote.poll():
            return
        if remote.status in ("refused", "lost"):
            self.status.set_text(remote.reason)
            self.remote = None
        elif remote.status in ("waiting", "playing", "over"):
            self.remote = None  # the table has it now
            self._open_table(remote)

    def _open_table(self, remote: RemoteGame) -> None:
        module = tables.table_module(remote.game)
        if module is None:
            self.status.set_text("This version has no table for that game.")
            remote.close()
            return
        self.app.go_home()
        self.app.push(module.TableScene(self.app, RemoteSession(remote), autosave=False))
