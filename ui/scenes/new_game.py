"""Setting up a new game: which game, mode, players (each a person or a bot), colours, options,
first player, seed."""

from __future__ import annotations

from functools import partial

import pygame
from pygame_gui.core import UIElement
from pygame_gui.elements import UICheckBox, UITextBox, UITextEntryLine

from game.core.contract import AGES_OPTION, MAX_NAME_CHARS, GameInfo, ModeInfo, Seat, name_problem
from game.core.errors import DataError, shown
from game.core.lessons import has_lessons
from game.core.session import MAX_SEED, Session, seed_problem
from game.core.unfinished import keep_unfinished_autosave
from ui.look import html_text
from ui.palette import colour_words, draw_seat_glyph
from ui.scene import Scene
from ui.scenes import tables
from ui.scenes.message import show_message
from ui.scenes.setup_memory import remember_setup, remembered_setup
from ui.text import first_fitting

ROW = 44
NAME_LIMIT = MAX_NAME_CHARS
MIN_NAME_W = 130
EMBLEM_W = 64
"""The picture of each game beside its button."""
SEATS_TOP = 90 + 38 + 56
"""Where the first seat's row starts: under the Players heading and the player count."""
DROP_DOWN_EXTRA = 44
"""A drop-down's width beyond its longest text: the arrow button and the margins."""
PLAYED_BY = {"Person": "human", "Invited": "invited", "Bot: easy": "easy", "Bot: medium": "medium",
             "Bot: hard": "hard"}
"""Who plays a seat: a person at this computer, a person invited to join from their own (the game
is then hosted over the network), or a bot."""


def option_text(value) -> str:
    if value is True:
        return "Yes"
    if value is False:
        return "No"
    text = str(value)
    return text[:1].upper() + text[1:]  # "Medium", like every other choice


def colour_problem(colours: list[str]) -> str | None:
    """Why the chosen colours cannot be used (two players share one), or None."""
    for number, colour in enumerate(colours, start=1):
        first = colours.index(colour) + 1
        if first != number:
            return f"Players {first} and {number} both chose {colour}; each colour can be used once."
    return None


def read_ages(text: str, players: int) -> tuple[list[int | None], str | None]:
    """The ages typed for the seats in order ("34, , 41": the second seat gave none), or why not."""
    parts = [part.strip() for part in text.split(",")]
    if len(parts) != players or not all(part == "" or (part.isascii() and part.isdigit() and 1 <= int(part) <= 120)
                                        for part in parts):
        return [], (f"Ages: give {players} ages from 1 to 120 in seat order, separated by commas (a blank "
                    f"for a player who gives none), or leave the field empty.")
    return [int(part) if part else None for part in parts], None


def network_problem(played_by: list[str], practice: bool) -> str | None:
    """Why seats with invited people cannot be hosted (None: they can, or none is invited)."""
    if "invited" not in played_by:
        return None
    if played_by.count("human") > 1:
        return ("A network game has one person at this computer: make the others Invited (each joins from "
                "their own computer) or bots.")
    if practice:
        return "Practice (unlimited undo) is for games at one computer: clear it to invite people."
    return None


def check_setup(names: list[str], colours: list[str], seed_text: str) -> tuple[str | None, int | None]:
    """The first problem with the seats or seed (None when fine), and the seed (None = random)."""
    cleaned = [n.strip() for n in names]
    for number, name in enumerate(cleaned, start=1):
        if name_problem(name, number):
            return name_problem(name, number), None
        if cleaned.index(name) != number - 1:
            return f"Two players are called {name}; give each a different name.", None
    problem = colour_problem(colours)
    if problem:
        return problem, None
    seed_text = seed_text.strip()
    if not seed_text:
        return None, None
    digits = seed_text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit()):
        return f"The seed must be a whole number (or empty for a random game), not {shown(seed_text)}.", None
    seed = int(seed_text) if len(digits) <= len(str(MAX_SEED)) else MAX_SEED + 1
    problem = seed_problem(seed)
    return problem, None if problem else seed


class NewGameScene(Scene):
    escape_goes_back = True

    def __init__(self, app):
        super().__init__(app)
        self.games = tables.list_games(app)
        self.error = ""
        self.seed_text = ""
        self.ages_text = ""
        self.game: GameInfo | None = None
        self.mode: ModeInfo | None = None
        self.names: list[str] = []
        self.played_by: list[str] = []
        self.count = 2
        playable = [g for g in self.games if g.available]
        if playable:
            self._choose_game(playable[0])
            self._recall(remembered_setup(), playable)

    def _recall(self, last: dict, playable: list[GameInfo]) -> None:
        """Start from the last game set up here; whatever no longer fits is left at its default."""
        info = next((g for g in playable if g.id == last.get("game")), None)
        if info is None:
            return
        self._choose_game(info)
        mode = next((m for m in info.modes if m.id == last.get("mode")), None)
        if mode is None:
            return
        self._choose_mode(mode)
        count = last.get("count")
        if isinstance(count, int) and mode.min_players <= count <= mode.max_players:
            self.count = count
        colours = info.colours_for(mode.id)
        rows = [value if isinstance(value := last.get(key), list) else [] for key in ("names", "colours", "played_by")]
        for seat, (name, colour, who) in enumerate(zip(*rows, strict=False)):
            if seat < len(self.names) and name_problem(name, seat + 1) is None and colour in colours \
                    and who in PLAYED_BY.values():
                self.names[seat], self.colours[seat], self.played_by[seat] = name, colour, who
        options = last.get("options")
        if not isinstance(options, dict):
            options = {}
        for option in mode.options:
            if options.get(option.id) in option.choices:
                self.options[option.id] = options[option.id]
        self.practice = last.get("practice") is True and mode.practice_allowed

    # --- state -----------------------------------------------------------------------
    def _choose_game(self, info: GameInfo) -> None:
        """Names, who plays each seat and the player count carry over from the game chosen before."""
        self.game = info
        seats = max(len(info.colours), *(m.max_players for m in info.modes))
        self.names = (self.names + [f"Player {i + 1}" for i in range(len(self.names), seats)])[:seats]
        self.played_by = (self.played_by + ["human"] * seats)[:seats]
        self.mode = None
        self._choose_mode(info.modes[0])

    def _choose_mode(self, mode: ModeInfo) -> None:
        """A mode may seat other colours (Area 51's two players each hold a pair)."""
        game = self.chosen_game
        colours = game.colours_for(mode.id)
        if self.mode is None or game.colours_for(self.mode.id) != colours:
            self.colours = [colours[i % len(colours)] for i in range(len(self.names))]
        self.mode = mode
        self.count = min(max(mode.min_players, self.count), mode.max_players)
        self.options = {o.id: o.default for o in mode.options}
        self.practice = False
        self.first: int | None = None

    @property
    def chosen_game(self) -> GameInfo:
        """The game the form sets up. Asked for only once one is chosen: with no playable game the
        form shows neither mode nor players, and Start is disabled."""
        assert self.game is not None, "no game is chosen"
        return self.game

    @property
    def chosen_mode(self) -> ModeInfo:
        """The mode the form sets up (chosen with its game, see ``chosen_game``)."""
        assert self.mode is not None, "no mode is chosen"
        return self.mode

    def _set_game(self, info: GameInfo) -> None:
        self._choose_game(info)
        self.rebuild()

    def _set_count(self, count: int) -> None:
        self.count = count
        if self.first is not None and self.first >= count:
            self.first = None
        self.rebuild()

    def _set_mode(self, mode: ModeInfo) -> None:
        self._choose_mode(mode)
        self.rebuild()

    def _set_name(self, seat: int, text: str) -> None:
        self.names[seat] = text
        self._build_first()

    def _set_colour(self, seat: int, colour: str) -> None:
        """Colour clashes are shown at once, not only on Start."""
        self.colours[seat] = colour
        self._show_error(colour_problem(self.colours[:self.count]) or "")
        self.dirty = True

    def _set_played_by(self, seat: int, who: str) -> None:
        """A seat still under its default name is renamed to say who plays it."""
        defaults = {f"Player {seat + 1}", f"Bot {seat + 1}"}
        self.played_by[seat] = who
        if self.names[seat].strip() in defaults:
            self.names[seat] = f"Player {seat + 1}" if who in ("human", "invited") else f"Bot {seat + 1}"
            self.rebuild()

    def _set_option(self, option_id: str, value) -> None:
        self.options[option_id] = value

    def _set_practice(self, value: bool) -> None:
        self.practice = value

    def _set_first(self, value: int | None) -> None:
        self.first = value

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def _set_ages(self, text: str) -> None:
        self.ages_text = text

    def _show_error(self, text: str) -> None:
        self.error = text
        self.error_box.set_text(html_text(text))

    # --- layout ----------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        width = min(w - 80, 1240)
        x0 = (w - width) // 2
        games, mode, players = self._columns(x0, width, h)
        self._glyph_rows: list[tuple[int, int, int]] = []
        """Where each seat's glyph is drawn: x, y and the seat."""
        self.controls: dict[str, UIElement] = {}
        """The form's elements: 'mode', 'count', 'name:0', 'colour:0', 'option:<id>', ..."""
        self.label((0, 22, w, 44), "New game", "#heading")
        self._build_games((games[0], 90, games[1]))
        if self.game is not None:
            self._build_mode((mode[0], 90, mode[1]))
            self._build_players((players[0], 90, players[1]))
        self.error_box = UITextBox(html_text(self.error), pygame.Rect(x0 + 200, h - 86, width - 440, 58),
                                   self.ui_manager, container=self.root, object_id="#error_box")
        self.button((x0, h - 82, 180, 50), "Back", self.app.pop)
        if self.game is not None:
            self.learn_button = self.button((games[0], h - 140, games[1], 42), "Learn to play",
                                            self._learn)
            if not has_lessons(self.game.id):
                self.learn_button.set_text("Lessons to come")
                self.learn_button.disable()
        self.start_button = self.button((x0 + width - 220, h - 82, 220, 50), "Start game", self._start,
                                        object_id="#primary")
        if self.game is None:
            self.start_button.disable()

    def _columns(self, x0: int, width: int, height: int) -> list[tuple[int, int]]:
        """Three equal columns (left edge, width), unless the seats, two rows each in a narrow
        third, would run under the Start button: then the players' column takes from the games'
        column what each seat needs to keep to one row."""
        col = (width - 60) // 3
        if self.game is None or SEATS_TOP + self.count * self._seat_step(col) <= height - 90:
            return [(x0, col), (x0 + col + 30, col), (x0 + 2 * (col + 30), col)]
        wide = MIN_NAME_W + sum(self._control_widths()) + 8
        games = width - 60 - col - wide
        return [(x0, games), (x0 + games + 30, col), (x0 + games + col + 60, wide)]

    def _control_widths(self) -> tuple[int, int]:
        """The widths of a seat's colour and played-by drop-downs (their longest choice)."""
        measure = self.ui_manager.get_theme().get_font(["drop_down_menu"]).size
        played_w = max(measure(text)[0] for text in PLAYED_BY) + DROP_DOWN_EXTRA
        colours = self.chosen_game.colours_for(self.chosen_mode.id)
        colour_w = max(measure(colour_words(c))[0] for c in colours) + DROP_DOWN_EXTRA
        return colour_w, played_w

    def _seat_widths(self, width: int) -> tuple[int, int, int]:
        """The name, colour and played-by widths of a seat's row in a column of ``width``."""
        colour_w, played_w = self._control_widths()
        return width - played_w - colour_w - 8, colour_w, played_w

    def _seat_step(self, width: int) -> int:
        """How far apart seats are: one row, or two when the name would be too narrow."""
        return 52 if self._seat_widths(width)[0] >= MIN_NAME_W else 98

    def _build_games(self, column: tuple[int, int, int]) -> None:
        x, y, width = column
        self.label((x, y, width, 30), "Game", "#section")
        y += 38
        self._emblems = []
        for info in self.games:
            self._emblems.append((info.id, pygame.Rect(x, y, EMBLEM_W, 48)))
            button = self.button((x + EMBLEM_W + 6, y, width - EMBLEM_W - 6, 48), info.name,
                                 partial(self._set_game, info), object_id="@game_choice")
            self.controls[f"game:{info.id}"] = button
            if not info.available:
                button.disable()
                self.label((x + width - 130, y, 116, 48), "coming soon", "#soon")
            elif info is self.game:
                button.select()
            y += 56
        if self.game is not None and self.game.blurb:
            UITextBox(html_text(self.game.blurb), pygame.Rect(x, y + 6, width, 120), self.ui_manager,
                      container=self.root, object_id="#plain_text")

    def _field(self, x: int, y: int, width: int, text: str, tip: str = "") -> int:
        """A label on the left of a row; returns where the row's control starts."""
        label = self.label((x, y, width * 4 // 10, 38), text, "@field_label")
        if tip:
            label.set_tooltip(tip)
        return x + width * 4 // 10

    def _build_mode(self, column: tuple[int, int, int]) -> None:
        x, y, width = column
        game, mode = self.chosen_game, self.chosen_mode
        self.label((x, y, width, 30), "Mode", "#section")
        y += 38
        modes = {m.name: m for m in game.modes}
        self.controls["mode"] = self.choice((x, y, width, 40), modes, mode, self._set_mode)
        UITextBox(html_text(mode.description), pygame.Rect(x, y + 48, width, 112), self.ui_manager,
                  container=self.root)
        y += 172
        control_w = width - width * 4 // 10
        for option in mode.options:
            cx = self._field(x, y, width, option.label, option.help)
            choices = {option_text(c): c for c in option.choices}
            self.controls[f"option:{option.id}"] = self.choice(
                (cx, y, control_w, 38), choices, self.options[option.id],
                partial(self._set_option, option.id))
            y += ROW
        if mode.practice_allowed:
            box = UICheckBox(pygame.Rect(x + 2, y + 9, 20, 20), "Practice (unlimited undo)", self.ui_manager,
                             container=self.root, initial_state=self.practice,
                             tool_tip_text="Undo past dice and cards as often as you like; the game records it.")
            self.controls["practice"] = self.watch_check(box, self._set_practice)
            y += ROW
        self._first_rect = None
        if mode.max_players > 1:  # alone, nobody else could go first
            cx = self._field(x, y, width, "First player")
            self._first_rect = pygame.Rect(cx, y, control_w, 38)
            self._build_first()
            y += ROW
        cx = self._field(x, y, width, "Seed",
                         "Leave empty for a random game. The same seed and set-up deal the same game.")
        seed = UITextEntryLine(pygame.Rect(cx, y, control_w, 38), self.ui_manager, container=self.root,
                               initial_text=self.seed_text)
        self.controls["seed"] = self.watch(seed, self._set_seed)
        if game.ages:
            y += ROW
            cx = self._field(x, y, width, "Ages", game.ages)
            ages = UITextEntryLine(pygame.Rect(cx, y, control_w, 38), self.ui_manager, container=self.root,
                                   initial_text=self.ages_text, placeholder_text=self.ages_example(control_w - 16))
            self.controls["ages"] = self.watch(ages, self._set_ages)

    def ages_example(self, width: int) -> str:
        """The Ages field's grey example, one age per seat in seat order, as much of it as fits ``width``."""
        ages = ", ".join(str(age) for age in (34, 27, 41, 19, 52)[:self.count])
        measure = self.ui_manager.get_theme().get_font(["text_entry_line"])
        return first_fitting([f"optional, e.g. {ages}", f"e.g. {ages}", ages], width, measure)

    def _build_first(self) -> None:
        """The first-player drop-down, remade when a name changes so it shows the names."""
        if self._first_rect is None:
            return
        if "first" in self.controls:
            self.forget(self.controls["first"])
        firsts: dict[str, int | None] = {"Random": None}
        for seat in range(self.count):
            firsts[f"{seat + 1}. {self.names[seat].strip() or 'Player ' + str(seat + 1)}"] = seat
        self.controls["first"] = self.choice(self._first_rect, firsts, self.first, self._set_first)

    def _build_players(self, column: tuple[int, int, int]) -> None:
        x, y, width = column
        mode = self.chosen_mode
        self.label((x, y, width, 30), "Players", "#section")
        y += 38
        if mode.min_players == mode.max_players:
            plural = "s" if self.count > 1 else ""
            self.label((x, y, width, 40), f"{self.count} player{plural}", "@field_label")
        else:
            counts = {f"{n} players" if n > 1 else "1 player": n
                      for n in range(mode.min_players, mode.max_players + 1)}
            self.controls["count"] = self.choice((x, y, width, 40), counts, self.count, self._set_count)
        y = SEATS_TOP
        colours = {colour_words(c): c for c in self.chosen_game.colours_for(mode.id)}
        name_w, colour_w, played_w = self._seat_widths(width)
        own_row = name_w < MIN_NAME_W  # long colour names ("Pink and purple") get a row of their own
        if own_row:
            name_w = width - played_w - 4
        for seat in range(self.count):
            self._glyph_rows.append((x + 14, y + 20, seat))
            entry = UITextEntryLine(pygame.Rect(x + 34, y, name_w - 34, 40), self.ui_manager,
                                    container=self.root, initial_text=self.names[seat])
            entry.set_text_length_limit(NAME_LIMIT)
            self.controls[f"name:{seat}"] = self.watch(entry, partial(self._set_name, seat))
            colour_rect = (x + 34, y + 46, name_w - 34, 40) if own_row else (x + name_w + 4, y, colour_w, 40)
            self.controls[f"colour:{seat}"] = self.choice(
                colour_rect, colours, self.colours[seat], partial(self._set_colour, seat))
            self.controls[f"played_by:{seat}"] = self.choice(
                (x + width - played_w, y, played_w, 40), PLAYED_BY,
                self.played_by[seat], partial(self._set_played_by, seat))
            y += 98 if own_row else 52

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        tables.draw_emblems(surface, self._emblems)
        for x, y, seat in self._glyph_rows:
            draw_seat_glyph(surface, self.colours[seat], (x, y), 22, self.app.settings.colour_blind)

    def _learn(self) -> None:
        from ui.scenes.lessons import LessonsScene
        assert self.game is not None, "the button is there only with a game chosen"
        self.app.push(LessonsScene(self.app, self.game.id))

    # --- start -----------------------------------------------------------------------
    def _start(self) -> None:
        game, mode = self.chosen_game, self.chosen_mode
        names, colours = self.names[:self.count], self.colours[:self.count]
        problem, seed = check_setup(names, colours, self.seed_text)
        if problem:
            self._show_error(problem)
            return
        played_by = self.played_by[:self.count]
        problem = network_problem(played_by, self.practice and mode.practice_allowed)
        if problem:
            self._show_error(problem)
            return
        seats = [Seat.played_by(name.strip(), colour, who)
                 for name, colour, who in zip(names, colours, played_by, strict=True)]
        options: dict[str, object] = dict(self.options)
        if game.ages and self.ages_text.strip():
            ages, problem = read_ages(self.ages_text, self.count)
            if problem:
                self._show_error(problem)
                return
            options[AGES_OPTION] = ages
        try:
            session = Session.new(game.id, mode.id, seats, options=options, seed=seed,
                                  first_player=self.first, practice=self.practice and mode.practice_allowed)
        except (ValueError, KeyError, DataError) as error:
            self._show_error(str(error.args[0]) if error.args else str(error))
            return
        remember_setup({"game": game.id, "mode": mode.id, "count": self.count, "names": self.names,
                        "colours": self.colours, "played_by": self.played_by, "options": self.options,
                        "practice": self.practice})
        if "invited" in played_by:
            self._host(session)
            return
        kept = self.keep_the_unfinished_game()
        self.app.pop()
        tables.open_table(self.app, session)
        if kept is not None:
            show_message(self.app, f"The unfinished game you were playing is kept: Load lists it as "
                                   f"\"{kept.stem}\".", "Your last game is kept")

    def _host(self, session: Session) -> None:
        """Open the lobby of a network game: its people join from their own computers."""
        from ui.scenes.host_lobby import host_game
        problem = host_game(self.app, session)
        if problem:
            self._show_error(problem)

    def keep_the_unfinished_game(self):
        """The autosave of an unfinished game is kept as a save before the new game replaces it."""
        try:
            return keep_unfinished_autosave()
        except OSError:
            return None  # the folder cannot be written: the autosave's own failure will say so
