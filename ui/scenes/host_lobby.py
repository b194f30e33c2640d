"""The lobby of a game this window hosts: the address to give, each invited seat's code and
whether its person has joined, and a bot for a seat whose person has not come (or has gone).

The game starts when every invited seat is played; the table then opens by itself for the
person at this computer. From the table, the game menu's "Seats and codes" opens this screen
again, over the table, to hand a seat to a bot and back.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame
from pygame_gui.elements import UITextBox

from game.core.registry import game_info
from game.core.session import Session
from net.remote_game import RemoteGame
from ui.hosted_table import HELP_LEVEL, HostedTable, start_hosting
from ui.look import html_text
from ui.palette import draw_seat_glyph
from ui.remote_session import RemoteSession
from ui.scene import Scene
from ui.scenes import tables
from ui.scenes.message import ConfirmBox, show_message

WIDTH = 800
ROW = 50
NOTES_SHOWN = 3
NOTES_MIN_H = 64
"""The notes' least height: the save's name and the latest note."""
"""The host's latest notes shown (wrong codes, seats handed to bots)."""


def host_game(app, session: Session, save_path: Path | None = None) -> str | None:
    """Host ``session`` (saved to ``save_path``, or a new save) and show its lobby over a fresh main
    menu; why it cannot be hosted, or None."""
    hosted = start_hosting(session, save_path)
    if isinstance(hosted, str):
        return hosted
    app.go_home()
    app.push(HostLobbyScene(app, hosted))
    return None


class HostLobbyScene(Scene):
    def __init__(self, app, hosted: HostedTable, over_table: bool = False):
        super().__init__(app)
        self.hosted = hosted
        self.over_table = over_table
        """True when opened from the table's menu: Back returns to it; the hosting goes on."""
        self.table_wanted = False
        """Whether this computer's table opens once its connection is welcomed: asked for, or the
        game has started with a person here."""
        self.shown: tuple[object, ...] = ()
        """What the rows were built from (rebuilt when it changes)."""
        self.table_remote: RemoteGame | None = None
        """This computer's connection, until its table opens: its person's seat joins at once."""
        if hosted.here is not None and not over_table:
            self.table_remote = hosted.seat_connection()
        self._confirm: ConfirmBox | None = None
        self.escape_goes_back = over_table

    # ------------------------------------------------------------------ what is shown
    def seat_words(self, seat: int) -> tuple[str, str]:
        """Who plays a seat (an invited one: its code) and whether its person is here."""
        hosted, status = self.hosted, self.hosted.status
        if seat == hosted.here:
            return "", "You, at this computer"
        if seat in hosted.host.bots:
            return "", f"Bot ({hosted.session.setup.seats[seat].bot_level or 'medium'})"
        code = hosted.host.codes[seat]
        here = seat < len(status.connected) and status.connected[seat]
        if seat in status.stand_ins:
            return code, "joined; a bot plays for them" if here else "a bot plays for them"
        if here:
            return code, "joined"
        return code, "disconnected: the game waits" if status.status == "playing" else "waiting to join"

    def state_words(self) -> str:
        status = self.hosted.status
        if status.status == "over":
            return "The game is over."
        if status.status == "playing":
            return "The game is on."
        if status.status in ("lost", "refused"):
            return f"The table has stopped: {status.reason}"
        return "The game starts when every invited seat has joined (or is played by a bot)."

    def snapshot(self) -> tuple[object, ...]:
        status = self.hosted.status
        return (status.status, tuple(status.connected), tuple(status.stand_ins), len(self.hosted.notes))

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        w, h = self.app.size
        x, y = (w - WIDTH) // 2, max(16, h // 2 - 300)
        seats = len(self.hosted.session.setup.seats)
        row = min(ROW, (h - 86 - NOTES_MIN_H - 72 - 146 - y) // seats)  # six seats in a low window: closer
        setup = self.hosted.session.setup
        self.label((0, y, w, 60), f"Hosting {game_info(setup.game).name}", "#heading")
        self.label((x, y + 64, WIDTH, 28), "Give each invited person this address and their seat's code:",
                   "@field_label")
        self.label((x, y + 92, WIDTH, 40), self.hosted.hosting.url, "#section")
        self._glyphs: list[tuple[int, int, int]] = []
        y += 146
        for seat, info in enumerate(setup.seats):
            self._glyphs.append((x + 16, y + 20, seat))
            code, words = self.seat_words(seat)
            self.label((x + 40, y, 190, 40), info.name, "@field_label")
            self.label((x + 236, y, 110, 40), code, "#section")
            self.label((x + (356 if code else 236), y, WIDTH - 356 - 170, 40), words, "@field_label")
            self._seat_button(seat, (x + WIDTH - 160, y + 2, 160, 36))
            y += row
        watch = f"Watch code {self.hosted.host.watch_code}: anyone with it follows the game, with no secret shown."
        self.label((x, y + 4, WIDTH, 28), watch, "#hint")
        self.label((x, y + 36, WIDTH, 30), self.state_words(), "@field_label")
        lines = [f"Saved after every move as '{self.hosted.save_path.stem}'."] + [
            note[:1].upper() + note[1:] + "." for note in self.hosted.notes[-NOTES_SHOWN:]]
        notes_h = min(40 + 30 * NOTES_SHOWN, h - 86 - y - 72)
        UITextBox("<br>".join(html_text(line) for line in lines), pygame.Rect(x, y + 72, WIDTH, notes_h),
                  self.ui_manager, container=self.root, object_id="#plain_text")
        self._build_buttons(x, h)
        self.shown = self.snapshot()

    def _seat_button(self, seat: int, rect: tuple[int, int, int, int]) -> None:
        """Hand an invited person's seat to a bot while they are not here, and back."""
        hosted, status = self.hosted, self.hosted.status
        if seat not in hosted.invited_elsewhere() or status.status == "over":
            return
        if seat in status.stand_ins:
            self.button(rect, "Give back", partial(hosted.hosting.hand_back, seat))
        elif not (seat < len(status.connected) and status.connected[seat]):
            self.button(rect, "Bot plays", partial(hosted.hosting.hand_to_bot, seat, HELP_LEVEL))

    def _build_buttons(self, x: int, h: int) -> None:
        y = h - 76
        if self.over_table:
            self.button((x + WIDTH - 260, y, 260, 50), "Back to the table", self.app.pop, object_id="#primary")
            return
        self.button((x, y, 220, 50), "Stop hosting", self._ask_stop)
        to_table = "Go to the table" if self.hosted.here is not None else "Watch the game"
        self.button((x + WIDTH - 260, y, 260, 50), to_table, self._open_table, object_id="#primary")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        seats = self.hosted.session.setup.seats
        for x, y, seat in self._glyphs:
            draw_seat_glyph(surface, seats[seat].colour, (x, y), 22, self.app.settings.colour_blind)

    # ------------------------------------------------------------------ actions
    def _ask_stop(self) -> None:
        if self.hosted.status.status != "playing":
            self.app.pop()
            return
        self._confirm = ConfirmBox(self.ui_manager, "Stopping ends the game for everyone at this table. It is "
                                   f"saved as '{self.hosted.save_path.stem}'.", "Stop hosting?", "Stop",
                                   self.app.pop)

    def _open_table(self) -> None:
        """Open this computer's table (once the host has welcomed its connection)."""
        self.table_wanted = True
        if self.table_remote is None:
            self.table_remote = self.hosted.seat_connection()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hosted.status.poll()
        if self.snapshot() != self.shown:  # not on every move: a button must stay under the mouse
            self.rebuild()
        if self.hosted.here is not None and self.hosted.status.status == "playing":
            self.table_wanted = True
        remote = self.table_remote
        if remote is None:
            return
        remote.poll()
        if remote.status in ("refused", "lost"):
            self.table_remote = None
            show_message(self.app, f"This computer's table could not join: {remote.reason}", "Cannot open the table")
        elif self.table_wanted and remote.status in ("waiting", "playing", "over"):
            self.table_remote = None
            module = tables.table_module(remote.game)
            self.app.push(module.TableScene(self.app, RemoteSession(remote, self.hosted), autosave=False))

    def on_exit(self) -> None:
        """Leaving the lobby under the table (the table was left too) ends the hosting."""
        if self._confirm is not None:
            self._confirm.kill()
        if not self.over_table:
            if self.table_remote is not None:
                self.table_remote.close()
            self.hosted.stop()
        super().on_exit()
