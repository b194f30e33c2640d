"""Join a game hosted on another computer: its address and your seat's code, then its table.

The connection is made on a thread of its own (``net.remote_game``); this screen waits for the
host's first answer, says what went wrong if anything did (a wrong code, nobody at that
address), and opens the game's table for the seat once the host has welcomed it. Tables hosted
on the local network are listed by themselves (``net.lan``): a click fills in the address.
"""

from __future__ import annotations

from functools import partial

import pygame
from pygame_gui.elements import UITextEntryLine
from zeroconf import Error as ZeroconfError

from net.lan import LanBrowser, LanTable
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


LAN_SHOWN = 3
"""Tables of the local network listed at most (the newest three, by title)."""
LAN_POLL_SECONDS = 1.0


def open_lan_browser() -> LanBrowser | None:
    """A listener for tables hosted on the local network; None where there is no network to hear."""
    try:
        return LanBrowser()
    except (OSError, ZeroconfError):
        return None


class JoinScene(Scene):
    def __init__(self, app):
        self.address_text = ""
        self.code_text = ""
        self.remote: RemoteGame | None = None
        self.lan = open_lan_browser()
        self.lan_tables: list[LanTable] = []
        self.lan_wait = 0.0
        super().__init__(app)

    def build(self) -> None:
        w, h = self.app.size
        x, y = (w - FIELD_W) // 2, max(20, h // 2 - 230)
        self.label((0, y - 20, w, 84), "Join a game", "#title")
        self.label((x, y + 80, FIELD_W, 28), "The host's address (shown when they host)", "@field_label")
        self.address = self.watch(UITextEntryLine(pygame.Rect(x, y + 110, FIELD_W, 40), self.ui_manager,
                                                  container=self.root, initial_text=self.address_text,
                                                  placeholder_text="e.g. ws://192.168.1.5:8765"), self._set_address)
        self.label((x, y + 165, FIELD_W, 28), "Your seat's code (or the watch code, to watch)", "@field_label")
        self.code = self.watch(UITextEntryLine(pygame.Rect(x, y + 195, FIELD_W, 40), self.ui_manager,
                                               container=self.root, initial_text=self.code_text,
                                               placeholder_text="six letters"), self._set_code)
        self.status = self.label((0, y + 250, w, 30), "", "#hint")
        self.join_button = self.button((x, y + 295, FIELD_W // 2 - 8, 50), "Join", self._join, object_id="#primary")
        self.button((x + FIELD_W // 2 + 8, y + 295, FIELD_W // 2 - 8, 50), "Back", self._back)
        self._build_lan(x, y + 362)

    def _build_lan(self, x: int, y: int) -> None:
        """The tables hosted on this network: a click fills in the address."""
        if self.lan is None:
            self.label((x, y, FIELD_W, 28), "Games on this network cannot be listed here: type the address.", "#hint")
            return
        if not self.lan_tables:
            self.label((x, y, FIELD_W, 28), "No game is hosted on this network yet: type the address.", "#hint")
            return
        self.label((x, y, FIELD_W, 28), "Games hosted on this network (pick one):", "@field_label")
        for number, table in enumerate(self.lan_tables[:LAN_SHOWN]):
            self.button((x, y + 32 + 46 * number, FIELD_W, 40), table.title, partial(self._pick, table))

    def _pick(self, table: LanTable) -> None:
        self.address_text = table.url
        self.rebuild()
        self.status.set_text(f"{table.title}: now type your seat's code.")

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

    def on_exit(self) -> None:
        if self.lan is not None:
            self.lan.close()
            self.lan = None
        super().on_exit()

    def _drop_connection(self) -> None:
        if self.remote is not None:
            self.remote.close()
            self.remote = None

    def update(self, dt: float) -> None:
        super().update(dt)
        self._hear_lan(dt)
        remote = self.remote
        if remote is None or not remote.poll():
            return
        if remote.status in ("refused", "lost"):
            self.status.set_text(remote.reason)
            self.remote = None
        elif remote.status in ("waiting", "playing", "over"):
            self.remote = None  # the table has it now
            self._open_table(remote)

    def _hear_lan(self, dt: float) -> None:
        """Now and then, show the tables the local network tells of (once they change)."""
        self.lan_wait -= dt
        if self.lan is None or self.lan_wait > 0:
            return
        self.lan_wait = LAN_POLL_SECONDS
        tables_heard = self.lan.tables()
        if tables_heard != self.lan_tables:
            self.lan_tables = tables_heard
            self.rebuild()

    def _open_table(self, remote: RemoteGame) -> None:
        module = tables.table_module(remote.game)
        if module is None:
            self.status.set_text("This version has no table for that game.")
            remote.close()
            return
        self.app.go_home()
        self.app.push(module.TableScene(self.app, RemoteSession(remote), autosave=False))
