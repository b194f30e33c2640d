"""The worker thread that lets bots think while the window draws (ui/bot_thinker.py)."""

from __future__ import annotations

import threading

from game.core.contract import Seat
from game.core.session import Session
from ui.bot_thinker import BotThinker


def asked_for_ten_minutes() -> tuple[Session, int, BotThinker]:
    """A hard bot with ten minutes to think, asked at its first choice."""
    session = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "hard")],
                          seed=4, first_player=1)
    while len(session.state.legal_actions()) < 2:
        session.apply(session.state.legal_actions()[0])
    seat = session.state.to_move()
    assert seat is not None
    thinker = BotThinker()
    thinker.ask(session, seat, "hard:600s")
    return session, seat, thinker


def test_a_search_nobody_waits_for_any_more_stops_when_the_table_closes():
    # leaving the table must end the search at once, not hold a core for the rest of its budget
    _session, _seat, thinker = asked_for_ten_minutes()
    assert thinker._asked is not None
    answer = thinker._asked[2]
    done = threading.Event()
    answer.add_done_callback(lambda _future: done.set())
    thinker.close()
    assert done.wait(60), "the search went on after the table closed"
    assert answer.result().iterations >= 1


def test_a_new_question_stops_the_search_for_the_old_one():
    session, seat, thinker = asked_for_ten_minutes()
    assert thinker._asked is not None
    old_bot, old_answer = thinker._asked[1], thinker._asked[2]
    thinker.ask(session, seat, "easy", purpose="hint")
    assert old_bot.stopped.is_set() and old_answer.result(timeout=60).iterations >= 1
    thinker.close()


def test_leaving_a_table_where_a_slow_bot_thinks_ends_its_thread_at_once(home):
    """A ``hard:600s`` bot searching when the person quits to the menu: its thread ends within seconds."""
    import time

    from ui.app import App
    from ui.scenes.tables import table_module
    from ui.settings import Settings
    app = App(Settings())
    try:
        seats = [Seat("Ann", "red"), Seat("Bot", "blue", "bot", "hard:600s")]
        session = Session.new("elevator", "competitive", seats, seed=4, first_player=1)
        table = app.push(table_module("elevator").TableScene(app, session, autosave=False))
        for _ in range(40):
            app.frame(0.05)
            if table.bot_driver.thinker._asked is not None:
                break
        assert table.bot_driver.thinker._asked is not None, "the bot was never asked"
        assert any(t.name.startswith("bot") and t.is_alive() for t in threading.enumerate())
        app.go_home()
        deadline = time.monotonic() + 30
        while any(t.name.startswith("bot") and t.is_alive() for t in threading.enumerate()):
            assert time.monotonic() < deadline, "the bot's search went on in the menu"
            time.sleep(0.05)
    finally:
        app.close()


def test_waiting_returns_with_the_answer_ready_or_after_the_time_given():
    session, seat, thinker = asked_for_ten_minutes()
    thinker.wait(0.05)  # ten minutes of search: the wait gives up
    assert thinker.answer(session, seat) is None
    thinker.ask(session, seat, "random", purpose="hint")  # another question: the long search stops
    thinker.wait(60)
    assert thinker.answer(session, seat, purpose="hint") is not None
    thinker.close()
