"""The table every game shares: gestures, the log panel, messages, the game-over screen."""

from __future__ import annotations

import random

import pygame

from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from ui.controller import DragController
from ui.elevator.table import TableScene
from ui.game_over import GameOverScene
from ui.log_panel import LogLine, LogPanel
from ui.table_base import restated


def test_a_drop_that_can_mean_two_actions_returns_both_and_a_click_returns_its_actions():
    legal = [Action("build", ("blue", "A", "pink")), Action("build", ("blue", "A", "purple")),
             Action("take", ("deck",)), Action("take", ("blue1-1",))]
    controller = DragController(
        lambda a: ("tower-" + a.args[0], a.args[1]) if a.verb == "build" else None,
        lambda piece, target: Action("build", (piece[6:], target)),
        lambda a: a.args[0] if a.verb == "take" else None)
    assert controller.draggable(legal) == {"tower-blue"}
    assert controller.clickable(legal) == {"deck": [legal[2]], "blue1-1": [legal[3]]}
    assert controller.pick("tower-blue", legal)
    actions, reason = controller.drop("A", lambda a: None)
    assert actions == legal[:2] and reason == ""
    controller.pick("tower-blue", legal)
    assert controller.drop("B", lambda a: f"no room for {a}") == ([], "no room for build blue B")


def test_the_log_panel_follows_the_newest_line_unless_scrolled_up():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 300, 120))
    panel.add([LogLine(f"line {n}") for n in range(40)])
    assert panel.showing_rows()[-1] == "line 39"
    now = [100.0]
    panel.clock = lambda: now[0]
    panel.wheel(2)  # up, towards older lines: a line a step
    shown = panel.showing_rows()
    assert shown[-1] == "line 37"
    assert len(shown) == (120 - 12) // panel.row_height - 1  # a row is left for "more lines below"
    panel.add([LogLine("line 40")])
    assert panel.showing_rows() == shown  # the lines scrolled to stay in view while the player reads
    panel.wheel(-100)
    assert panel.showing_rows()[-1] == "line 40"


def test_the_log_goes_back_to_the_newest_line_when_something_happens_after_the_reader_stopped():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 300, 120))
    now = [100.0]
    panel.clock = lambda: now[0]
    panel.add([LogLine(f"line {n}") for n in range(40)])
    panel.wheel(5)
    now[0] += 10  # the reader left the wheel alone
    panel.add([LogLine("Ann delivers the Pump: +9 reputation.")])
    assert panel.scroll == 0 and panel.showing_rows()[-1] == "Ann delivers the Pump: +9 reputation."


def test_a_long_line_wraps_in_the_panel_and_notation_shows_only_on_request():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 200, 300))
    panel.add([LogLine("Ann moves red worker R1 from Floor 3 into the elevator", "move R1 E")])
    assert len(panel.rows) >= 2 and "move R1 E" not in panel.showing_rows()
    panel.toggle_notation()
    assert panel.showing_rows()[-1] == "move R1 E"



def test_the_top_of_the_log_starts_with_a_whole_line_not_the_end_of_a_cut_one():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 200, 120))
    long_line = "Ann moves red worker R1 from Floor 3 into the elevator, which goes up to the Workshop"
    panel.add([LogLine(long_line)] + [LogLine(f"line {i}") for i in range(panel.visible_rows - 2)])
    assert len(panel._rows_of(LogLine(long_line))) >= 3  # more rows than fit above the short lines
    shown = panel.showing_rows()
    assert shown[0] == "line 0" and len(shown) < panel.visible_rows  # the cut line is left out whole


def test_an_action_line_said_again_at_once_is_counted_not_repeated():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 600, 300))
    played = LogLine("Cid plays a card face down into the left hangar of region B.", "down ? B-left")
    panel.add([played, played])
    panel.add([played, LogLine("The bunker is finished.", consequence=True), played])
    texts = [line.text for line in panel.lines]
    assert texts == ["Cid plays a card face down into the left hangar of region B (3 times).",
                     "The bunker is finished.", played.text]  # a consequence in between: a new line
    assert panel.lines[0].notation == "down ? B-left; down ? B-left; down ? B-left"
    panel.toggle_notation()
    panel.add([played])
    assert panel.lines[-1].text.endswith("(2 times).") and len(panel.lines) == 3

def test_messages_clear_when_the_position_changes_redo_included(app):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=5, practice=True)
    table = app.push(TableScene(app, session))
    table.act(Action("roll"))
    table.act(Action("move", ("K1", "3")))  # refused: the reason shows
    assert table.reason
    table.undo()
    assert table.reason == ""
    table.act(Action("move", ("K1", "3")))
    assert table.reason
    table.redo()
    assert table.reason == "" and session.history.log == [Action("roll")]


def test_the_game_over_screen_waits_until_the_last_move_is_drawn(app):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=5, options={"bosses": 1})
    table = app.push(TableScene(app, session))
    app.settings.animation_speed = "normal"
    while True:
        legal = session.state.legal_actions()
        trial = session.state.clone()
        trial.apply(legal[0])
        if trial.is_over():
            break
        session.apply(legal[0])
    table.act(legal[0])
    assert session.state.is_over() and app.top is table
    app.frame()
    assert app.top is table  # the last move is being drawn (pieces slide)
    for _ in range(30):
        app.frame(1 / 30)
    assert isinstance(app.top, GameOverScene)


def test_a_top_bar_buttons_help_shows_in_the_message_line_not_over_the_prompt(app):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=5)
    table = app.push(TableScene(app, session))
    undo = table.undo_button
    assert undo.tool_tip_text in (None, "")  # no pygame-gui tool tip, which opened over the status box
    table.mouse = undo.rect.center
    assert table.button_help_here() == "Nothing to undo."  # greyed out: why
    table.act(Action("roll"))
    assert table.button_help_here() == "Undo stops here: a die roll, a card draw or a reveal came before."
    table.act(table.state.legal_actions()[0])
    assert table.button_help_here() == "Undo (Ctrl+Z)"
    table.mouse = (5, 700)
    assert table.button_help_here() == ""


def test_an_event_restating_the_action_lends_its_line_only_what_it_adds():
    assert restated("Ann delivers the Pump: +5 reputation.", "Ann delivers the Pump.") == ": +5 reputation."
    assert restated("Ann delivers the Pump.", "Ann delivers the Pump.") == "."
    assert restated("The die shows 6.", "Ann rolls the die.") is None
    assert restated("Ann plays Up or Down.", "Ann plays Up.") is None
    assert restated("Ann delivers the Pump (doubled): +10 reputation.", "Ann delivers the Pump.") == \
        " (doubled): +10 reputation."




def test_enter_presses_the_only_choice_button_and_nothing_when_there_are_several(app, key):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=3, practice=True)
    table = app.push(TableScene(app, session))
    chooser = random.Random(1)

    def play_until(buttons: int) -> int:
        while len(table.choice_buttons) != buttons:
            table.act(chooser.choice(session.state.legal_actions()))
        return len(session.history.log)

    played = play_until(2)
    key(pygame.K_RETURN)
    assert len(session.history.log) == played  # two buttons: Enter cannot know which
    played = play_until(1)
    key(pygame.K_RETURN)
    assert len(session.history.log) == played + 1, f"Enter did not press {table.choice_buttons[0].text!r}"


def test_a_hover_is_drawn_over_the_log_and_the_buttons_under_it_hide_while_it_shows(app):
    session = Session.new("elevator", "solo", [Seat("Ana", "red")], seed=3, practice=True)
    table = app.push(TableScene(app, session))
    drawn: list[str] = []
    log_draw = table.log_panel.draw

    def draw_log(surface: pygame.Surface) -> None:
        drawn.append("log")
        log_draw(surface)

    def draw_hover(surface: pygame.Surface, view: dict) -> None:
        drawn.append("hover")
    table.log_panel.draw = draw_log
    table.draw_hover = draw_hover
    table.draw(pygame.Surface(app.size))
    assert drawn == ["log", "hover"]
    button = table.notation_button
    table.uncover_buttons(button.rect.inflate(20, 20))
    assert not button.visible
    table.uncover_buttons(pygame.Rect(0, 0, 5, 5))  # the panel moved elsewhere
    assert button.visible


def test_the_game_over_lines_give_each_cause_its_points_best_seat_first():
    from game.core.contract import Result
    from ui.game_over import score_lines
    result = Result(winners=[1], summary="Bob wins.", scores=[12, 20],
                    breakdown=[[("Blue artifacts stored", 8), ("Region A bonus", 4)],
                               [("Escapes (a Chief counts twice)", 20)]])
    assert score_lines(result, ["Ann", "Bob"]) == ["Bob (wins): 20 — Escapes (a Chief counts twice): 20",
                                                 "Ann: 12 — Blue artifacts stored: 8; Region A bonus: 4"]


def test_a_hover_panel_holds_every_one_of_its_lines():
    from ui.hover import draw_panel
    pygame.font.init()
    surface = pygame.Surface((800, 600))
    lines = [f"line {n} of a tool tip" for n in range(6)]
    box, bottom = draw_panel(surface, lines, (100, 100), pygame.Rect(0, 0, 1, 1))
    assert bottom <= box.bottom - 4


def test_a_hyphenated_word_too_long_for_its_line_breaks_after_the_hyphen():
    from ui.text import font, wrap
    pygame.font.init()
    narrow = font(10).size("Farthing")[0] + 4
    assert wrap("Penny-Farthing", 10, narrow) == ["Penny-", "Farthing"]
    assert wrap("Penny-Farthing", 10, 500) == ["Penny-Farthing"]
    assert wrap("the 1-2 pod", 10, font(10).size("the 1-")[0]) == ["the", "1-2", "pod"]  # numbers stay whole


def test_the_message_keeps_under_the_buttons_when_some_size_fits_there():
    from ui.table_base import message_fit
    pygame.font.init()
    text = "Hint: Ann plays orange 2 face up into the left hangar of region C. " * 2
    size, height = message_fit(text, 400)
    small, low = message_fit(text, 400, room=height - 2)  # the buttons leave less room than it would take
    assert low <= height - 2 and small < size
