"""The rules reference of each game, from ``data/<game>/reference.md``."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextBox

from game.core.data import data_root
from ui.scene import Scene
from ui.scenes import tables

BOLD = re.compile(r"\*\*(.+?)\*\*")
H1_PX, H2_PX = 28, 22


def reference_path(game_id: str) -> Path:
    return data_root() / game_id / "reference.md"


def _inline(text: str) -> str:
    return BOLD.sub(r"<b>\1</b>", escape(text, quote=False))


def _line_html(line: str) -> tuple[str, str]:
    """The kind of a Markdown line ('heading', 'bullet' or 'para') and its HTML."""
    if line.startswith("# "):
        return "heading", f"<font pixel_size={H1_PX}><b>{_inline(line[2:].strip())}</b></font><br>"
    if line.startswith("## "):
        return "heading", f"<font pixel_size={H2_PX}><b>{_inline(line[3:].strip())}</b></font><br>"
    if line.startswith("### "):
        return "heading", f"<b>{_inline(line[4:].strip())}</b><br>"
    if line.startswith(("- ", "* ")):
        return "bullet", f"\u2003•\u2002{_inline(line[2:].strip())}<br>"
    return "para", f"{_inline(line.strip())}<br>"


def markdown_to_html(text: str) -> str:
    """The small Markdown of the reference files in pygame-gui's HTML subset.

    Each text line is a paragraph; an empty line is put between paragraphs and
    before headings, but not right under a heading or between bullets.
    """
    out: list[str] = []
    previous = None
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip():
            if previous is not None:
                previous = "blank"
            continue
        kind, html = _line_html(line)
        gap = kind in ("heading", "para") or previous == "blank"
        if previous not in (None, "heading") and gap:
            out.append("<br>")
        out.append(html)
        previous = kind
    return "".join(out)


def with_inserts(text: str, game_id: str) -> str:
    """The reference with its ``{{name}}`` lines filled from the game's data (a game not yet
    playable has none)."""
    from game.core.registry import game_info, get_game
    if not game_info(game_id).available:
        return text
    inserts = get_game(game_id).reference_inserts()
    return "\n".join(inserts.get(line.strip()[2:-2], line) if line.strip().startswith("{{") else line
                     for line in text.splitlines())


def reference_html(game_id: str, game_name: str) -> str:
    path = reference_path(game_id)
    try:
        return markdown_to_html(with_inserts(path.read_text(encoding="utf-8"), game_id))
    except FileNotFoundError:
        return (f"The rules reference for <b>{escape(game_name)}</b> is not available yet "
                f"({escape(str(path))} is missing).")
    except (OSError, UnicodeDecodeError) as error:
        return f"The rules reference {escape(str(path))} cannot be read: {escape(str(error))}"


class RulesScene(Scene):
    escape_goes_back = True

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        games = tables.list_games(app)
        self.names = {g.id: g.name for g in games}
        self.choices = {g.name: g.id for g in games if reference_path(g.id).exists()}
        if game_id is None:
            game_id = next(iter(self.choices.values()), games[0].id if games else "elevator")
        self.game_id = game_id

    def build(self) -> None:
        w, h = self.app.size
        width = min(w - 80, 1000)
        x0 = (w - width) // 2
        self.label((x0, 22, width - 340, 44), "Rules reference", ObjectID("#heading", "@left"))
        if self.choices:
            self.choice((x0 + width - 320, 26, 320, 40), self.choices, self.game_id, self._show)
        name = self.names.get(self.game_id, self.game_id)
        self.text_box = UITextBox(reference_html(self.game_id, name), pygame.Rect(x0, 84, width, h - 84 - 104),
                                  self.ui_manager, container=self.root)
        self.button((x0, h - 82, 180, 50), "Back", self.app.pop)

    def _show(self, game_id: str) -> None:
        self.game_id = game_id
        self.rebuild()
