"""Instant windows in competitive hot-seat: whom the screen goes to under each setting."""

import pygame

from game.core.actions import Action
from game.core.session import Session
from game.core.contract import Seat
from ui.elevator.table import TableScene
from ui.hotseat import InstantPrompter, Turn
from ui.scenes.handoff import HandoffScene


def test_everyone_asks_rivals_before_the_holder_out_of_courtesy_then_the_holder():
    prompter = InstantPrompter("everyone")
    # 4 seats, seat 0 active, the engine asks seat 3 (the only holder) in a roll window
    assert prompter.next_turn(3, 0, 4, "roll") == Turn(1, courtesy=True)
    prompter.courtesy_done(1)
    assert prompter.next_turn(3, 0, 4, "roll") == Turn(2, courtesy=True)
    prompter.courtesy_done(2)
    assert prompter.next_turn(3, 0, 4, "roll") == Turn(3)
    # window closed: nobody left to ask, back to the active seat
    assert prompter.next_turn(0, 0, 4, None) == Turn(0)
    assert prompter.waiting is None


def test_everyone_asks_the_rivals_after_the_holder_once_the_window_closes():
    prompter = InstantPrompter("everyone")
    assert prompter.next_turn(1, 0, 3, "after_move") == Turn(1)
    assert prompter.next_turn(0, 0, 3, None) == Turn(2, courtesy=True)
    prompter.courtesy_done(2)
    assert prompter.next_turn(0, 0, 3, None) == Turn(0)


def test_holders_hands_the_screen_only_to_the_engine_decider():
    prompter = InstantPrompter("holders")
    assert prompter.next_turn(2, 0, 4, "roll") == Turn(2)
    assert not prompter.auto_pass(2, 0, True)


def test_never_passes_rival_windows_but_not_the_active_seats_own():
    prompter = InstantPrompter("never")
    assert prompter.auto_pass(2, 0, True)
    assert not prompter.auto_pass(0, 0, True)
    assert not prompter.auto_pass(2, 0, False)


def hacker_position():
    from game.elevator import GAME
    return GAME.from_position({
        "mode": "competitive",
        "seats": [{"name": "Ana", "colour": "red"}, {"name": "Ben", "colour": "blue"},
                  {"name": "Cy", "colour": "green"}],
        "hands": [["up-1"], ["down-1"], ["hacker-1"]],
        "objectives": [["1", "4", "6"], ["2", "5", "6"], ["3", "4", "1"]],
        "active": 0,
    })


def test_everyone_setting_at_the_table_shows_the_same_screens_to_a_non_holder(app):
    app.settings.instant_prompt = "everyone"
    session = Session.new("elevator", "competitive",
                          [Seat("Ana", "red"), Seat("Ben", "blue"), Seat("Cy", "green")], seed=1, first_player=0)
    session.history.state = hacker_position()
    table = app.push(TableScene(app, session, autosave=False))
    table.act(Action("roll"))
    # Ben holds nothing that answers a roll, yet is asked first, exactly like a holder
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ben"
    app.top._ready()
    assert table.viewer == 1 and table.courtesy
    assert table.view()["prompt"].startswith("Ben: you may answer the die roll")
    assert [text for text, _ in table.choices()] == ["Pass"]
    table.choices()[0][1]()
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Cy"
    app.top._ready()
    assert table.viewer == 2 and not table.courtesy
    assert Action("play", ("hacker-1",)) in table.legal_here()
    table.act(Action("pass"))
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ana"


def test_bots_are_never_asked_out_of_courtesy():
    prompter = InstantPrompter("everyone", bots=frozenset({1, 3}))
    # seat 0 rolls; the engine asks seat 2 (a person): no courtesy turn for bots 1 and 3
    assert prompter.next_turn(2, 0, 4, "roll") == Turn(2)
    assert not prompter.auto_pass(1, 0, True)


def test_the_screen_stays_with_a_person_while_bots_decide():
    from ui.hotseat import screen_seat
    kinds = ["human", "bot", "bot"]
    assert screen_seat(kinds, deciding=1, shown=0) == 0
    assert screen_seat(kinds, deciding=0, shown=0) == 0
    two_people = ["human", "bot", "human"]
    assert screen_seat(two_people, deciding=1, shown=2) == 2  # the last person keeps it
    assert screen_seat(two_people, deciding=0, shown=2) == 0  # a person's turn: after a hand-off
    assert screen_seat(["bot", "bot"], deciding=1, shown=0) == 1  # watching bots: the decider's hand
