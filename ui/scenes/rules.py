"""The rules reference of each game, from ``data/<game>/reference.md``."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextBox

from game.core.paths import data_root
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


def section_start(text: str, section: str) -> int | None:
    """The line where ``section`` begins: a heading's words, or "Part > Heading" for a heading
    inside a part (The Elevator has a "Setup" under more than one part); None when there is none."""
    *parts, heading = [part.strip() for part in section.split(">")]
    inside = not parts
    for number, line in enumerate(text.splitlines()):
        words = line.lstrip("#").strip() if line.startswith("#") else None
        if words is None:
            continue
        if parts and line.startswith("# ") and not line.startswith("## "):
            inside = words == parts[0]
        if inside and words == heading:
            return number
    return None


def reference_html(game_id: str, game_name: str, section: str | None = None) -> str:
    """The reference as HTML; from ``section`` on when it is given and found."""
    path = reference_path(game_id)
    try:
        text = with_inserts(path.read_text(encoding="utf-8"), game_id)
        start = section_start(text, section) if section else None
        if start is not None:
            text = "\n".join(text.splitlines()[start:])
        return markdown_to_html(text)
    except FileNotFoundError:
        return (f"The rules reference for <b>{escape(game_name)}</b> is not available yet "
                f"({escape(str(path))} is missing).")
    except (OSError, UnicodeDecodeError) as error:
        return f"The rules reference {escape(str(path))} cannot be read: {escape(str(error))}"


class RulesScene(Scene):
    escape_goes_back = True

    def __init__(self, app, game_id: str | None = None, section: str | None = None):
        super().__init__(app)
        self.section = section
        """Where the reference opens (the "?" of a table: what its prompt is about); None: the top."""
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
        self.text_box = UITextBox(reference_html(self.game_id, name, self.section),
                                  pygame.Rect(x0, 84, width, h - 84 - 104), self.ui_manager, container=self.root)
        self.button((x0, h - 82, 180, 50), "Back", self.app.pop)
        if self.section:
            self.whole_button = self.button((x0 + width - 260, h - 82, 260, 50), "The whole reference",
                                            self._whole)

    def _show(self, game_id: str) -> None:
        self.game_id = game_id
        self.section = None
        self.rebuild()

    def _whole(self) -> None:
        self.section = None
        self.rebuild()
