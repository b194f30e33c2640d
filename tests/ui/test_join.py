"""Join a game from the main menu: the address and the code, then the game's table for the seat."""

from __future__ import annotations

from net.host import TableHost
from tests.network.net_helpers import new_session
from tests.network.test_remote_game import hosted_in_a_thread
from tests.ui.area51_mouse import click
from tests.ui.test_network_table import frames_until, play_first_legal
from ui.remote_session import RemoteSession
from ui.scenes.join import JoinScene, host_url
from ui.scenes.main_menu import MainMenuScene


def test_an_address_is_read_as_people_type_it():
    assert host_url("192.168.1.5:9000") == "ws://192.168.1.5:9000"
    assert host_url(" ws://box ") == "ws://box:8765"
    assert host_url("") is None and host_url("ws://") is None


def test_joining_from_the_main_menu_opens_the_games_table_for_the_seat_and_plays_it_to_the_end(app):
    session = new_session("elevator", "competitive", ["invited", "invited"], 3)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    url, thread = hosted_in_a_thread(host, {1: "random"})
    app.go_home()
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    click(app, menu.buttons["Join a game"].rect.center)
    scene = app.top
    assert isinstance(scene, JoinScene)
    scene._set_address(url.removeprefix("ws://"))
    scene._set_code(host.codes[0].lower())  # typed in small letters: still the code
    click(app, scene.join_button.rect.center)
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table = app.top
    assert table.viewer == 0 and table.people == 1
    app.settings.animation_speed = "off"
    frames_until(app, lambda: table.legal_here() or session.state.is_over())
    play_first_legal(app, table, session.state.is_over)
    frames_until(app, lambda: table.session.remote.status == "over")
    thread.join(30)
    assert len(table.log_book.items) == len(session.history.entries)


def test_a_wrong_code_is_said_on_the_join_screen(app):
    session = new_session("elevator", "competitive", ["invited", "invited"], 3)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    url, _thread = hosted_in_a_thread(host, {})
    scene = app.push(JoinScene(app))
    app.frame()
    scene._set_address(url)
    scene._set_code("QQQQQQ")
    click(app, scene.join_button.rect.center)
    frames_until(app, lambda: scene.status.text == "That code is not one of this game's.")
    assert app.top is scene
    host.finished.set()


class HeardTables:
    """Stands for the local network's listing: the tables it has heard of."""

    def __init__(self, tables):
        self.heard, self.closed = tables, False

    def tables(self):
        return list(self.heard)

    def close(self):
        self.closed = True


def test_tables_hosted_on_the_local_network_are_listed_and_a_click_fills_in_the_address(app, monkeypatch):
    from net.lan import LanTable
    from ui.scenes import join
    session = new_session("elevator", "competitive", ["invited", "invited"], 3)
    host = TableHost(session, [0, 1], note=lambda _text: None)
    url, _thread = hosted_in_a_thread(host, {})
    heard = HeardTables([LanTable("Ann's The Elevator", "elevator", url)])
    monkeypatch.setattr(join, "open_lan_browser", lambda: heard)
    scene = app.push(JoinScene(app))
    frames_until(app, lambda: any(b.text == "Ann's The Elevator" for b in scene._actions))
    click(app, next(b for b in scene._actions if b.text == "Ann's The Elevator").rect.center)
    assert scene.address_text == url and scene.address.get_text() == url
    assert scene.status.text == "Ann's The Elevator: now type your seat's code."
    scene._set_code(host.codes[0])
    click(app, scene.join_button.rect.center)
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    assert heard.closed  # the join screen stopped listening when it was left
    app.top.session.remote.close()
    host.finished.set()


def test_where_the_local_network_cannot_be_heard_the_join_screen_says_to_type_the_address(app):
    scene = app.push(JoinScene(app))
    app.frame()
    shown = [element.text for element in scene.root.elements if hasattr(element, "text")]
    assert "Games on this network cannot be listed here: type the address." in shown


def test_the_watch_code_opens_the_public_view_of_the_table(app):
    session = new_session("argo", "standard", ["invited", "easy"], 2)
    host = TableHost(session, [0], note=lambda _text: None)
    url, _thread = hosted_in_a_thread(host, {})
    scene = app.push(JoinScene(app))
    app.frame()
    scene._set_address(url)
    scene._set_code(host.watch_code)
    click(app, scene.join_button.rect.center)
    frames_until(app, lambda: isinstance(getattr(app.top, "session", None), RemoteSession))
    table = app.top
    assert table.session.remote.seat is None and table.viewer is None and table.addressee() is None
    assert table.legal_here() == []
    table.session.remote.close()
    host.finished.set()
