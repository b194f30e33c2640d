"""Hosting a network game from the window: invited seats in the new-game dialog, the lobby with
the address and the codes, a bot for a seat whose person has not come, and the host's own table."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

from net.bot_client import play_seat
from tests.network.net_helpers import LOOPBACK
from tests.ui.test_network_table import frames_until, play_first_legal
from ui.remote_session import RemoteSession
from ui.scenes.game_menu import GameMenuScene
from ui.scenes.host_lobby import HostLobbyScene
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.message import open_messages
from ui.scenes.new_game import NewGameScene, network_problem


def host_argo(app, click, choose, type_text, played_by: list[str]) -> HostLobbyScene:
    """Set up Argo with the seats played as given ("Person", "Invited", "Bot: easy", ...) and start it."""
    app.push(MainMenuScene(app))
    scene = app.push(NewGameScene(app))
    click(scene.controls["game:argo"])
    scene = app.top
    choose(scene.controls["count"], f"{len(played_by)} players")
    for seat, who in enumerate(played_by):
        choose(scene.controls[f"played_by:{seat}"], who)
    type_text(scene.controls["seed"], "5")
    click(scene.start_button)
    lobby = app.top
    assert isinstance(lobby, HostLobbyScene), scene.error
    return lobby


def bot_joins(url: str, code: str) -> tuple[threading.Thread, list]:
    """A person on another computer, played by a random bot, joins with ``code``."""
    outcome: list = []
    thread = threading.Thread(target=lambda: outcome.append(asyncio.run(play_seat(url, code, "random"))),
                              daemon=True)
    thread.start()
    return thread, outcome


def test_the_dialog_refuses_two_people_here_at_a_network_game_and_practice():
    assert str(network_problem(["human", "invited", "human"], False)).startswith("A network game has one person")
    assert "Practice" in str(network_problem(["human", "invited"], True))
    assert network_problem(["human", "human"], True) is None  # no one invited: a game at one computer
    assert network_problem(["invited", "invited", "easy"], False) is None


def test_hosting_shows_the_address_and_the_invited_seats_code_then_the_table_opens_when_they_join(
        app, click, choose, type_text):
    lobby = host_argo(app, click, choose, type_text, ["Person", "Invited"])
    hosted = lobby.hosted
    url = hosted.hosting.url
    assert url.startswith(f"ws://{LOOPBACK}:") and not url.endswith(":0")
    code = hosted.host.codes[1]
    frames_until(app, lambda: lobby.seat_words(1) == (code, "waiting to join"))
    assert lobby.seat_words(0) == ("", "You, at this computer") and hosted.here == 0
    assert 0 not in hosted.invited_elsewhere()  # this computer's own code is never shown
    assert lobby.root is not None
    shown = [element.text for element in lobby.root.elements if hasattr(element, "text")]
    assert url in shown and code in shown and "waiting to join" in shown
    thread, outcome = bot_joins(url, code)
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table = app.top
    assert table.viewer == 0 and table.session.hosted is hosted
    app.settings.animation_speed = "off"
    session = hosted.session
    play_first_legal(app, table, session.state.is_over)
    thread.join(30)
    assert outcome[0].over["summary"] == session.state.result().summary
    assert hosted.save_path.exists()  # saved after every move, where Load finds it


def test_a_seat_whose_person_has_not_come_is_handed_to_a_bot_and_back(app, click, choose, type_text):
    lobby = host_argo(app, click, choose, type_text, ["Person", "Invited"])
    hosted = lobby.hosted
    frames_until(app, lambda: lobby.seat_words(1)[1] == "waiting to join")
    bot_button = next(b for b in lobby._actions if b.text == "Bot plays")
    click(bot_button)
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table = app.top
    assert 1 in hosted.host.stand_ins and hosted.host.started
    frames_until(app, lambda: "A bot plays for Player 2" in table.notice)
    app.push(GameMenuScene(app, table.session))
    menu = app.top
    click(next(b for b in menu._actions if b.text == "Seats and codes"))
    seats = app.top
    assert isinstance(seats, HostLobbyScene) and seats.over_table
    frames_until(app, lambda: any(b.text == "Give back" for b in seats._actions))
    click(next(b for b in seats._actions if b.text == "Give back"))
    frames_until(app, lambda: 1 not in hosted.host.stand_ins)
    frames_until(app, lambda: lobby.hosted.status.stand_ins == [] and any(b.text == "Bot plays"
                                                                            for b in seats._actions))
    click(next(b for b in seats._actions if b.text == "Back to the table"))
    assert app.top is table and hosted.hosting.running  # the lobby over the table did not stop the hosting


def test_leaving_the_hosted_table_asks_first_then_ends_the_hosting_and_its_threads(app, click, choose, type_text):
    lobby = host_argo(app, click, choose, type_text, ["Person", "Invited"])
    hosted = lobby.hosted
    click(next(b for b in lobby._actions if b.text == "Bot plays"))
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table = app.top
    menu = app.push(GameMenuScene(app, table.session))
    click(next(b for b in menu._actions if b.text == "Quit to menu"))
    assert app.top is menu and open_messages(app) == [
        f"You host this game: leaving ends it for everyone. It is saved as '{hosted.save_path.stem}'."]
    confirm = menu._confirm
    click(confirm.ok_button)
    assert isinstance(app.top, MainMenuScene) and not hosted.hosting.running
    deadline = time.monotonic() + 10
    while any(t.name in ("hosting", "remote-game") and t.is_alive() for t in threading.enumerate()):
        assert time.monotonic() < deadline, [t.name for t in threading.enumerate()]
        time.sleep(0.01)


def test_a_computer_that_only_hosts_watches_the_game_with_no_secrets(app, click, choose, type_text):
    lobby = host_argo(app, click, choose, type_text, ["Invited", "Bot: easy"])
    hosted = lobby.hosted
    assert hosted.here is None and hosted.invited_elsewhere() == [0]
    thread, _outcome = bot_joins(hosted.hosting.url, hosted.host.codes[0])
    frames_until(app, lambda: lobby.hosted.status.status in ("playing", "over"))
    assert app.top is lobby  # no table opens by itself: nobody plays here
    click(next(b for b in lobby._actions if b.text == "Watch the game"))
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table: Any = app.top
    assert table.session.remote.seat is None and table.viewer is None
    thread.join(60)


def test_a_saved_network_game_is_hosted_again_from_load_with_new_codes_and_its_moves(app, click, choose, type_text):
    from ui.scenes.load import LoadScene
    lobby = host_argo(app, click, choose, type_text, ["Person", "Invited"])
    hosted = lobby.hosted
    old_code = hosted.host.codes[1]
    click(next(b for b in lobby._actions if b.text == "Bot plays"))
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table = app.top
    app.settings.animation_speed = "off"
    play_first_legal(app, table, lambda: len(hosted.session.history.entries) >= 4)
    menu = app.push(GameMenuScene(app, table.session))
    click(next(b for b in menu._actions if b.text == "Quit to menu"))
    click(menu._confirm.ok_button)
    played = [str(action) for action in hosted.session.history.log]
    load = app.push(LoadScene(app))
    click(next(b for b in load._actions if b.text == hosted.save_path.stem))
    again = app.top
    assert isinstance(again, HostLobbyScene) and again.hosted is not hosted
    assert again.hosted.here == 0 and again.hosted.host.invited == [0, 1]
    assert again.hosted.host.codes[1] != old_code  # the invited person is given a new code
    assert [str(action) for action in again.hosted.session.history.log] == played
    assert again.hosted.save_path == hosted.save_path  # it goes on saving where it was loaded from
    assert [seat.kind for seat in again.hosted.session.setup.seats] == ["human", "invited"]


def test_six_seats_fit_the_lobby_of_the_smallest_window_above_its_buttons(home):
    from game.core.contract import Seat
    from game.core.session import Session
    from ui.app import App
    from ui.hosted_table import start_hosting
    from ui.settings import Settings
    small = App(Settings(window_size=(1024, 640)))
    try:
        colours = ("black", "yellow", "pink", "purple")
        seats = [Seat("Ann", "red"), Seat("Bot 2", "white", "bot", "easy")] + [
            Seat(name, colour, "invited") for name, colour in zip("CDEF", colours, strict=True)]
        hosted = start_hosting(Session.new("area51", "standard", seats, seed=1))
        assert not isinstance(hosted, str)
        lobby = small.push(HostLobbyScene(small, hosted))
        small.frame()
        assert lobby.root is not None
        buttons = [b.rect for b in lobby._actions if b.text in ("Stop hosting", "Go to the table")]
        for element in lobby.root.elements:
            assert small.screen.get_rect().contains(element.rect), element
            if element.rect not in buttons:
                assert all(element.rect.bottom <= button.top for button in buttons), element
    finally:
        small.close()
