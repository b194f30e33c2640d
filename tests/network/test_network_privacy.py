"""No message to a seat carries what that seat may not know, in every game.

Two checks: every message a host sent in whole games over loopback names none of the things
hidden from its seat (``secrets_from``) before and after the change it reports; and what a seat
is sent about a position is the same when everything hidden from it is dealt anew.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from functools import partial

import pytest

from game.core.actions import Action
from game.core.bot_specs import private_search_seconds
from game.core.bots.ismcts import ISMCTSBot
from game.core.registry import get_game
from net.host import Listener, TableHost
from net.seat_messages import action_lines, state_fields
from tests.network.net_helpers import host_and_join, new_session

GAMES = [("elevator", "competitive", 3), ("elevator", "advanced", 2), ("area51", "standard", 3),
         ("argo", "standard", 3), ("area1851", "standard", 3)]


def named(hidden: set[str], text: str) -> set[str]:
    """The secrets ``text`` names as words. Secrets that are bare numbers (a rival's bid size in
    Area 1851) are left out: numbers fill every message, and the host never sends an action's own
    text, where such a number would show ("bid 2")."""
    return {word for word in re.findall(r"[\w-]+", text) if word in hidden and not word.isdigit()}


@pytest.mark.parametrize(("game", "mode", "players"), GAMES)
def test_no_message_a_host_sends_names_anything_hidden_from_its_seat(game, mode, players, monkeypatch):
    sent: list[tuple[int | None, dict]] = []
    real_send = TableHost.send

    async def recorded(self, listener: Listener, kind: str, **fields) -> None:
        sent.append((listener.seat, {"type": kind, **fields}))
        await real_send(self, listener, kind, **fields)
    monkeypatch.setattr(TableHost, "send", recorded)
    session = new_session(game, mode, ["invited"] * players, seed=2)
    asyncio.run(host_and_join(session, list(range(players)), dict.fromkeys(range(players), "random"), 2))
    history = session.history
    states = [entry.before for entry in history.entries] + [history.state]
    checked = 0
    for seat, message in sent:
        if message["type"] != "state" or seat is None:
            continue
        n = message["n"]
        hidden = states[n].secrets_from(seat) & (states[n - 1].secrets_from(seat) if n else set())
        text = json.dumps(message)
        assert named(hidden, text) == set(), (seat, n)
        checked += 1
    assert checked > 50


def exchange(other: dict[str, str], match: re.Match[str]) -> str:
    return other[match.group(1)]


def swapped(engine, state, seat: int, rng: random.Random):
    """The same position with two things hidden from ``seat`` changed places (two cards of rivals'
    hands or the deck, two modules of the stack...), read back; None when no such pair makes a
    valid position."""
    text = json.dumps(state.to_position())
    hidden = sorted(named(state.secrets_from(seat), text))
    rng.shuffle(hidden)
    for first, second in zip(hidden, hidden[1:], strict=False):
        exchanged = re.sub(rf"(?<![\w-])({re.escape(first)}|{re.escape(second)})(?![\w-])",
                           partial(exchange, {first: second, second: first}), text)
        try:
            return engine.from_position(json.loads(exchanged))
        except ValueError:
            continue
    return None


@pytest.mark.parametrize(("game", "mode", "players"), GAMES)
def test_a_seat_is_sent_the_same_when_things_hidden_from_it_change_places(game, mode, players):
    session = new_session(game, mode, ["random"] * players, seed=5)
    chooser, swapper = random.Random(5), random.Random(1)
    engine = get_game(game)
    compared = 0
    for _ in range(150):
        state = session.state
        if state.is_over():
            break
        for seat in range(players):
            other = swapped(engine, state, seat, swapper)
            if other is not None:
                assert state_fields(other, seat) == state_fields(engine.from_position(state.to_position()), seat)
                compared += 1
        session.apply(chooser.choice(state.legal_actions()))
        entry = session.history.entries[-1]
        for seat in [None, *range(players)]:
            hidden = entry.before.secrets_from(seat) & session.state.secrets_from(seat)
            assert named(hidden, " ".join(action_lines(entry, seat))) == set()
    assert compared > 100


@pytest.mark.parametrize(("game", "level", "shown"), [("area51", "hard", 1.25), ("area1851", "random", 1.0),
                                                      ("area1851", "hard", 1.25), ("area51", "hard:2s", 2.25),
                                                      ("argo", "hard", 0.0)])
def test_a_host_bot_that_hides_cards_is_shown_thinking_the_same_time_for_every_decision(game, level, shown):
    """The people at a network table may time the host's bots: one that knows more than the public
    view waits out its shown thinking (a forced move as long as a long search), and its search is
    bounded to end within it; a bot that hides nothing (Argo) searches its whole budget and moves as
    soon as it has decided."""
    mode = "two_player" if game == "area51" else "standard"
    host = TableHost(new_session(game, mode, ["invited", level], 5), [0], note=lambda _t: None)
    assert [host.seconds_left_to_show(1, thought) for thought in (0.0, 0.4)] == [shown, max(0.0, shown - 0.4)]
    searching = host.bots[1]
    if level.startswith("hard"):
        deadline = private_search_seconds(level, game) if shown else None
        assert isinstance(searching, ISMCTSBot) and searching.budget.seconds == deadline
    assert TableHost(new_session(game, mode, ["invited", level], 5), [0], note=lambda _t: None,
                     pace_bots=False).seconds_left_to_show(1, 0.0) == 0.0


def test_a_host_bot_that_hides_cards_takes_its_shown_thinking_even_for_an_instant_move():
    """Whole: a Random bot in Area 1851 decides at once, yet its move reaches the table no sooner
    than a second after it was asked."""
    session = new_session("area1851", "standard", ["invited", "random"], 5)
    host = TableHost(session, [0], note=lambda _t: None)
    host.started = True
    while session.state.to_move() != 1:
        session.apply(session.state.legal_actions()[0])
    before = len(session.history.entries)

    async def first_bot_move() -> float:
        loop = asyncio.get_running_loop()
        started = loop.time()
        playing = asyncio.create_task(host.play_bots())
        while len(session.history.entries) == before:
            await asyncio.sleep(0.01)
        moved = loop.time() - started
        host.started = False  # no more bot moves after this one
        await playing
        return moved
    assert asyncio.run(first_bot_move()) >= 1.0


def test_a_choice_opened_by_hidden_cards_reaches_the_others_only_once_made_and_a_bot_makes_it_at_once(monkeypatch):
    """Area 1851: the bot's delivery meets two of its face-down feats. Ann (the other seat) and a
    watcher hear nothing until the feat is chosen, then get the delivery and the choice together,
    as they would a delivery that met one feat; the bot chooses at once, without its shown thinking."""
    from tests.game.area1851.a1851_helpers import position
    from tests.ui.test_area1851_table import TWO_FEATS_MET
    session = new_session("area1851", "standard", ["invited", "random"], 5)
    state = position(players=[{}, dict(TWO_FEATS_MET)], first=1)
    state.seats = list(session.setup.seats)
    session.history.state = state
    host = TableHost(session, [0], note=lambda _t: None)
    host.started = True
    sent: list[tuple[int | None, int]] = []

    async def recorded(self, listener: Listener, kind: str, **fields) -> None:
        sent.append((listener.seat, fields["n"]))
    monkeypatch.setattr(TableHost, "send", recorded)
    host.listeners = [Listener(None, 0), Listener(None, None)]  # type: ignore[arg-type]  # Ann, a watcher
    session.apply(Action.parse("attach spectacle-lens-1 player-piano-1:2 d1"))
    assert session.state.decision_is_secret() and session.state.to_move() == 1

    async def delivered_and_chosen() -> float:
        loop = asyncio.get_running_loop()
        await host.broadcast(after_action=True)  # what the host does after an action
        assert sent == []  # the choice is open: nobody else hears of the delivery yet
        await host.broadcast()  # someone comes or goes meanwhile: the others hear of that alone
        assert sent == [(0, 0), (None, 0)]
        sent.clear()
        started = loop.time()
        playing = asyncio.create_task(host.play_bots())
        while len(session.history.entries) < 2:
            await asyncio.sleep(0.005)
        took = loop.time() - started
        host.started = False  # no more bot moves after this one
        await playing
        return took
    took = asyncio.run(delivered_and_chosen())
    assert str(session.history.log[1]).startswith("complete ") and took < 0.5
    assert sent[:2] == [(0, 2), (None, 2)]  # the delivery and the choice together, to each


@pytest.mark.parametrize(("game", "paced"), [("area1851", True), ("argo", False)])
def test_a_host_bot_that_hides_cards_thinks_a_forced_move_over_in_full(game, paced, monkeypatch):
    """Its search shares the host's process with the network, so a client timing the host could tell
    a forced move from a choice: a bot that knows more than the others thinks every move over alike
    (``decide_in_full``); one that hides nothing (Argo) answers a forced move at once."""
    session = new_session(game, "standard", ["invited", "random"], 5)
    host = TableHost(session, [0], note=lambda _t: None, pace_bots=True)
    called: list[str] = []
    for name in ("decide", "decide_in_full"):
        real = getattr(type(host.bots[1]), name)

        def spy(bot, view, legal, _real=real, _name=name):
            called.append(_name)
            return _real(bot, view, legal)
        monkeypatch.setattr(type(host.bots[1]), name, spy)
    host.started = True
    while session.state.to_move() != 1:
        session.apply(session.state.legal_actions()[0])
    before = len(session.history.entries)

    async def first_bot_move() -> None:
        playing = asyncio.create_task(host.play_bots())
        while len(session.history.entries) == before:
            await asyncio.sleep(0.01)
        host.started = False
        await playing
    asyncio.run(first_bot_move())
    assert called[0] == ("decide_in_full" if paced else "decide")
