"""The worker thread that lets bots think while the window draws (ui/bot_thinker.py)."""

from __future__ import annotations

import threading

from game.core.contract import Seat
from game.core.session import Session
from ui.bot_thinker import BotThinker


def test_a_search_nobody_waits_for_any_more_stops_when_the_table_closes():
    # a bot given ten minutes to think is asked, then the table is left: its search must end at
    # once rather than hold a core for the rest of its budget
    session = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "hard")],
                          seed=4, first_player=1)
    while len(session.state.legal_actions()) < 2:
        session.apply(session.state.legal_actions()[0])
    seat = session.state.to_move()
    assert seat is not None
    thinker = BotThinker()
    thinker.ask(session, seat, "hard:600s")
    assert thinker._asked is not None
    future = thinker._asked[2]
    started = threading.Event()
    future.add_done_callback(lambda _f: started.set())
    thinker.close()
    assert started.wait(60), "the search went on after the table closed"
    assert future.result().iterations >= 1


def test_a_new_question_stops_the_search_for_the_old_one():
    session = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "hard")],
                          seed=4, first_player=1)
    while len(session.state.legal_actions()) < 2:
        session.apply(session.state.legal_actions()[0])
    seat = session.state.to_move()
    assert seat is not None
    thinker = BotThinker()
    thinker.ask(session, seat, "hard:600s")
    assert thinker._asked is not None
    old_bot, old_answer = thinker._asked[1], thinker._asked[2]
    thinker.ask(session, seat, "easy", purpose="hint")
    assert old_bot.stopped.is_set() and old_answer.result(timeout=60).iterations >= 1
    thinker.close()
