"""The Elevator's instant windows at a hot-seat table: what the table shows never depends on
the hands; each person is asked only at the stops they chose; a turn that ended unseen is
shown to its player; team play asks only when a card can help."""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from game.elevator import GAME
from ui.elevator.table import TableScene
from ui.hotseat import window_wants_person
from ui.scenes.game_menu import GameMenuScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.stops import StopsScene

THREE = [Seat("Ana", "red"), Seat("Ben", "blue"), Seat("Cy", "green")]
OBJECTIVES = [["1", "4", "6"], ["2", "5", "6"], ["3", "4", "1"]]


def test_a_rival_gets_the_screen_only_at_their_stops_and_the_active_player_only_with_an_answer():
    stops = {0: [], 1: ["roll"], 2: []}
    assert window_wants_person("roll", 1, 0, stops, can_answer=False, screen_is_theirs=False)
    assert not window_wants_person("after_move", 1, 0, stops, can_answer=True, screen_is_theirs=False)
    assert not window_wants_person("roll", 2, 0, stops, can_answer=True, screen_is_theirs=False)
    assert window_wants_person("roll", 0, 0, stops, can_answer=True, screen_is_theirs=True)
    assert not window_wants_person("roll", 0, 0, stops, can_answer=False, screen_is_theirs=True)
    assert window_wants_person("leave", 2, 0, {}, can_answer=False, screen_is_theirs=False)  # the defaults
    # the active player's own window before the screen is theirs: their stops, not their hand
    assert not window_wants_person("start", 0, 0, stops, can_answer=True, screen_is_theirs=False)
    assert window_wants_person("start", 0, 0, {0: ["start"]}, can_answer=False, screen_is_theirs=False)


def table_with(app, hands, seats=THREE, mode="competitive", die_seed=3, **fields):
    """A hot-seat table from a position (Ana to move), before its first hand-off."""
    session = Session.new("elevator", mode, seats, seed=1, first_player=0)
    position = {"mode": mode, "seats": [s.to_dict() for s in seats], "hands": hands, "active": 0,
                "elevator": "2", **fields}
    if mode == "competitive":
        letters = [seat.colour[0].upper() for seat in seats]
        position.setdefault("aliens", dict(zip((f"{letter}1" for letter in letters), ("E", "4", "2"), strict=False)))
        position["objectives"] = OBJECTIVES[:len(seats)]
    session.history.state = GAME.from_position(position)
    session.history.state.rng.seed(die_seed)
    return session, app.push(TableScene(app, session, autosave=False))


def sit(app) -> None:
    """Whoever the hand-off names takes the screen, choosing the default stops when asked."""
    for _ in range(4):
        app.frame()
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        elif isinstance(app.top, StopsScene):
            app.top.done()


def what_the_table_shows(app, table, session, turns: int = 3) -> list:
    """Every screen of a few turns, played the same way whatever the hands: pass every window,
    the first Alien move, end the card step. Each entry: the screen, whose it is, the prompt
    and the log's public lines (everything a person at the table can see besides their own
    hand and their own draws).

    Left out: the active player's own windows (their roll and arrival), which appear only when
    a card of theirs can answer, on the screen that is theirs anyway."""
    shown: list[tuple] = []
    for _ in range(400):
        app.frame()
        top = app.top
        if isinstance(top, HandoffScene):
            shown.append(("hand-off", top.player_name, top.message))
            top._ready()
            continue
        if isinstance(top, StopsScene):
            shown.append(("stops", top.name))
            top.done()
            continue
        state = session.state
        if state.turn > turns or state.is_over():
            break
        if state.to_move() in table.bots:
            app.frame(0.25)  # the bot's answer, in its own time
            continue
        if table.holding:
            shown.append(("hold", table.shown_prompt(table.view())))
            table.end_hold()
            continue
        legal = table.legal_here()
        if not (table.window_moment() and table.viewer == state.active):
            public_log = tuple(line.text for item in table.log_book.items for line in item[None])
            shown.append(("table", table.viewer, table.view()["prompt"], public_log))
        public = [a for a in legal if a.verb in ("pass", "roll", "move", "end")]
        table.act(Action("pass") if Action("pass") in public else sorted(public)[0])
    return shown


def test_what_the_table_shows_is_the_same_whatever_the_hands_hold(app):
    """Ben holding Hacker and Cy Wet floor, or neither holding an instant: the same screens,
    the same people asked in the same order, the same log lines."""
    holding = [["up-1"], ["hacker-1"], ["wetfloor-1"]]
    empty = [["up-1"], ["down-1"], ["updown-1"]]
    session, table = table_with(app, holding)
    with_instants = what_the_table_shows(app, table, session)
    while app.scenes:
        app.pop()
    session, table = table_with(app, empty)
    without = what_the_table_shows(app, table, session)
    assert with_instants == without
    assert ("hand-off", "Ben", "You may answer with an instant card, or pass.") in with_instants
    assert ("stops", "Ben") in with_instants  # Ben chose his stops, privately, before his first screen


def test_the_window_before_ones_roll_hands_nobody_the_screen_for_a_card_they_hold(app):
    """Ana ends her turn with the elevator on Floor 2 by Cy's worker: Ben's turn opens with a Wet floor
    window, and Bot Cy answers it after Ben. Ben holding Wet floor or not, the table shows the same:
    before his roll the screen is not his yet, so only his stops could ask him there."""
    seats = [Seat("Ana", "red"), Seat("Ben", "blue"), Seat("Cy", "green", "bot", "random")]
    shows = []
    for bens_hand in (["wetfloor-1"], ["down-1"]):
        session, table = table_with(app, [["up-1"], bens_hand, ["down-2"]], seats=seats, step="cards", die=2)
        session.stops = {0: [], 1: []}
        sit(app)
        table.act(Action("end"))
        assert session.state.active == 1 and table.window_moment() == "start"
        shows.append(what_the_table_shows(app, table, session, turns=2))
        while app.scenes:
            app.pop()
    assert shows[0] == shows[1]
    # Ben's screen, handed to him once, stays his while Bot Cy answers the windows of his turn
    assert [entry[:2] for entry in shows[0] if entry[0] == "hand-off"] == [("hand-off", "Ben")]


def test_a_rival_without_the_stop_is_passed_for_even_when_holding_an_answer(app):
    session, table = table_with(app, [["up-1"], ["hacker-1"], ["down-1"]])
    session.stops = {0: [], 1: [], 2: []}
    sit(app)
    table.act(Action("roll"))
    app.frame()
    assert not isinstance(app.top, HandoffScene)
    assert session.state.steps[-1][0] != "window" or session.state.to_move() == 0
    assert "hacker-1" in session.state.hands[1]
    log = [str(a) for a in session.history.log]
    assert log[:1] == ["roll"] and "pass" in log


def test_the_stop_before_a_roll_hands_the_screen_only_to_a_rival_who_chose_it(app):
    # Ana ends her turn with the elevator on Floor 2, where Cy's worker stands: Ben's turn opens
    # with a Wet floor window; Cy chose that stop, Ana did not (and Ben holds no answer)
    session, table = table_with(app, [["up-1"], ["down-1"], ["down-2"]], step="cards", die=2)
    session.stops = {0: ["roll"], 1: [], 2: ["start"]}
    sit(app)
    table.act(Action("end"))
    app.frame()
    assert session.state.active == 1 and table.window_moment() == "start" and session.state.to_move() == 2
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Cy"
    app.top._ready()
    table.act(Action("pass"))
    app.frame()
    assert session.state.steps[-1][0] == "roll" and session.history.log[-3:] == [
        Action("pass"), Action("pass"), Action("pass")]  # Ben (no answer) and Ana passed for


def test_a_turn_ended_by_a_rivals_broken_elevator_is_shown_to_its_player(app):
    seats = THREE[:2]
    session, table = table_with(app, [[], ["broken-1"]], seats=seats, aliens={"R1": "E", "B1": "E"})
    session.stops = {0: [], 1: ["roll"]}
    sit(app)
    table.act(Action("roll"))
    app.frame()
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ben"
    app.top._ready()
    table.act(Action("play", ("broken-1",)))
    app.frame()
    # Ana's Alien move is lost and her hand is empty: her turn ends by itself, unseen by her
    assert session.state.active == 1
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ana"
    assert app.top.message == "Your turn is over: see how it went."
    app.top._ready()
    assert table.viewer == 0 and table.holding
    assert "your turn is over" in table.shown_prompt(table.view()) and "broken" in table.shown_prompt(table.view())
    assert [b.text for b in table.choice_buttons] == ["OK"]
    table.end_hold()
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ben"


def test_escape_on_the_hand_off_opens_the_game_menu_and_shows_no_hand(app):
    session, table = table_with(app, [["up-1"], ["down-1"], ["up-2"]])
    app.frame()
    assert isinstance(app.top, HandoffScene)  # the first hand waits for its owner
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame()
    assert isinstance(app.top, GameMenuScene)
    assert app._visible_scenes()[0] is not table  # drawn over the opaque hand-off, not the table
    app.pop()
    assert isinstance(app.top, HandoffScene)


def test_cooperative_teammates_are_asked_only_when_a_card_can_help_and_may_stop_being_asked(app):
    seats = [Seat("Ana", "red"), Seat("Ben", "blue")]
    # Ben's Chatter could only keep a worker from getting into the elevator: he is not asked
    session, table = table_with(app, [["up-1", "up-2", "up-3"], ["chatter-1", "down-1", "down-2"]], seats=seats,
                                mode="cooperative", elevator="3", die=3, step="alien_move",
                                aliens={"R1": "3", "B1": "3"})
    table.act(Action("move", ("R1", "E")))
    assert session.state.loc["R1"] == 8 and session.history.log[-1] == Action("pass")
    # his Hacker can always help: he is asked, and may turn the asking off for the game
    session, table = table_with(app, [["up-1", "up-2", "up-3"], ["hacker-1", "down-1", "down-2"]], seats=seats,
                                mode="cooperative")
    table.act(Action("roll"))
    assert table.viewer == 1 and "Don't ask me again" in [b.text for b in table.choice_buttons]
    table.stop_asking_me()
    assert 1 in table.not_asked and session.history.log[-1] == Action("pass")


def test_a_bots_answer_to_a_window_takes_as_long_whether_it_holds_a_card_or_not(app, monkeypatch):
    import time

    from game.core.bots.base import Bot, Decision
    from ui import bot_thinker

    class ThinkingPasser(Bot):
        """Thinks a while when it has a choice, answers at once when it has none; always passes."""
        def decide(self, view, legal):
            if len(legal) > 1:
                time.sleep(0.05)
            return Decision(Action("pass"), "let it go")

    monkeypatch.setattr(bot_thinker, "make_bot", lambda spec, game, seed, most_seconds=None: ThinkingPasser(seed))
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "easy")]

    def frames_to_answer(bot_hand):
        session, table = table_with(app, [["up-1"], bot_hand], seats=seats)
        sit(app)
        table.act(Action("roll"))
        while session.state.to_move() == 0:
            table.act(Action("pass"))
        frames = 0
        while session.state.to_move() == 1 and frames < 200:
            app.frame(0.05)
            time.sleep(0.005)
            frames += 1
        while app.scenes:
            app.pop()
        return frames

    assert abs(frames_to_answer(["hacker-1"]) - frames_to_answer(["down-1"])) <= 1


def test_a_bots_search_ends_a_margin_before_the_shortest_wait_the_table_shows_for_it(app):
    """An answer to an instant window is shown after a fixed 0.8 s, less than a bot's shown thinking
    elsewhere, so there its search must end sooner: a margin before that answer is shown."""
    from game.core.bot_specs import BUDGET_MARGIN_SECONDS, private_search_seconds
    from ui.elevator.table import WINDOW_ANSWER_SECONDS
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "hard")]
    session, table = table_with(app, [["up-1"], ["hacker-1"]], seats=seats)
    sit(app)
    assert table.quiet_bot_seconds() == 0 and table.bot_driver.search_deadline(1) == private_search_seconds(
        "hard", "elevator") == 0.75
    table.act(Action("roll"))
    while session.state.to_move() == 0:
        table.act(Action("pass"))
    assert session.state.to_move() == 1 and table.quiet_bot_seconds() == WINDOW_ANSWER_SECONDS
    assert table.bot_driver.search_deadline(1) == WINDOW_ANSWER_SECONDS - BUDGET_MARGIN_SECONDS


def test_a_long_hand_off_message_is_shown_whole_without_a_scroll_bar(app):
    from pygame_gui.elements import UITextBox

    from ui.scenes.handoff import HandoffScene
    message = ("The bids are revealed: Alexandra Montgomery 0, Bob 2, Cid 1, Dee 0, Eve 3; Eve wins. It is your "
               "turn to act: your hand, scrap heap and feats will be shown.")
    screen = app.push(HandoffScene(app, "Alexandra Montgomery", message))
    app.frame()
    boxes = [e for e in app.ui_manager.get_sprite_group().sprites() if isinstance(e, UITextBox) and e.visible]
    assert len(boxes) == 1 and boxes[0].scroll_bar is None
    assert boxes[0].rect.bottom <= screen.ready_button.rect.top
    assert boxes[0].text_horiz_alignment == "center"  # under the centred name


def test_a_text_box_is_measured_to_hold_its_text_with_no_room_to_spare(app):
    """Hand-off, game-over and settings boxes are sized so: no scroll bar, no empty lines below."""
    from pygame_gui.elements import UITextBox

    from ui.look import text_box_height
    html = "<b>A bold first line that wraps on a narrow box</b><br>" + "More plain words. " * 12
    height = text_box_height(app.ui_manager, html, 400)
    whole = UITextBox(html, pygame.Rect(0, 0, 400, height), app.ui_manager, object_id="#plain_text")
    short = UITextBox(html, pygame.Rect(0, 0, 400, height - 20), app.ui_manager, object_id="#plain_text")
    assert whole.scroll_bar is None and short.scroll_bar is not None
    assert text_box_height(app.ui_manager, html + "<br>One line more.", 400) > height


def test_only_the_teammate_asked_may_stop_being_asked(app):
    """A person watching a bot teammate answer a window is not offered "Don't ask me again" (it
    would turn the asking off for them and pass in the bot's place)."""
    seats = [Seat("Ana", "red"), Seat("Ben", "blue", "bot", "easy")]
    session, table = table_with(app, [["up-1", "up-2", "up-3"], ["hacker-1", "down-1", "down-2"]], seats=seats,
                                mode="cooperative")
    table.act(Action("roll"))
    assert session.state.to_move() == 1 and table.viewer == 0  # Ben's Hacker can help: the bot is asked
    assert "Don't ask me again" not in [b.text for b in table.choice_buttons]


def test_a_bot_with_a_budget_of_seconds_takes_that_long_for_every_decision_while_it_knows_more(app):
    """A seconds budget is spent on a choice and not on a forced move: with a person at the table
    every decision of that bot takes the budget, so its timing tells nothing of its hand."""
    from game.core.bot_specs import BUDGET_MARGIN_SECONDS, LEAST_THINKING_SECONDS, seconds_budget
    assert seconds_budget("hard:2s") == 2.0 and seconds_budget("hard:2.5s") == 2.5 and seconds_budget("hard:800") == 0
    timed = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "hard:2s")]
    session, table = table_with(app, [["up-1"], ["hacker-1"]], seats=timed)
    assert table.bot_driver.least_thinking_seconds(1) == 2.0 + BUDGET_MARGIN_SECONDS
    counted = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "hard")]
    session, table = table_with(app, [["up-1"], ["hacker-1"]], seats=counted)
    assert table.bot_driver.least_thinking_seconds(1) == LEAST_THINKING_SECONDS


def test_the_stops_panel_explains_itself_without_a_scroll_bar(home):
    """At the smallest window, at a shared screen and over the network (their wordings differ)."""
    from pygame_gui.elements import UITextBox

    from ui.app import App
    from ui.settings import Settings
    for networked in (False, True):
        app = App(Settings(window_size=(1024, 640)))
        try:
            app.push(StopsScene(app, "Alexandrina", ["roll"], lambda _moments: None, networked=networked))
            app.frame()
            boxes = [e for e in app.ui_manager.get_sprite_group().sprites() if isinstance(e, UITextBox)]
            assert len(boxes) == 1 and boxes[0].scroll_bar is None
            assert ("Hacker" in boxes[0].html_text) != networked
        finally:
            app.close()
