import pytest

from game.core.registry import game_info
from game.core.session import Session
from ui.scenes import new_game
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.new_game import NewGameScene, check_setup


@pytest.fixture
def started(monkeypatch):
    """Sessions the scene creates and tables it opens, instead of opening a real table."""
    record: dict[str, list[Session]] = {"sessions": [], "tables": []}
    real_new = new_game.Session.new

    def fake_new(*args, **kwargs):
        session = real_new(*args, **kwargs)
        record["sessions"].append(session)
        return session

    monkeypatch.setattr(new_game.Session, "new", staticmethod(fake_new))
    monkeypatch.setattr(new_game.tables, "open_table", lambda app, session: record["tables"].append(session))
    return record


@pytest.fixture
def scene(app):
    app.push(MainMenuScene(app))
    return app.push(NewGameScene(app))


def test_only_available_games_can_be_chosen(scene, app, monkeypatch):
    assert scene.game.id == "elevator"
    for ready in ("elevator", "area51", "area1851", "argo"):
        assert scene.controls[f"game:{ready}"].is_enabled
    monkeypatch.setattr(game_info("argo"), "available", False)  # a game still being made
    later = app.push(NewGameScene(app))
    assert not later.controls["game:argo"].is_enabled and later.controls["game:area1851"].is_enabled


def test_area51_for_two_seats_each_player_with_a_pair_of_colours(scene, click, choose, started):
    click(scene.controls["game:area51"])
    assert scene.mode.id == "standard" and scene.count == 3
    choose(scene.controls["mode"], "Two players")
    assert scene.colours[:2] == ["pink+purple", "black+white"]
    menu = scene.controls["colour:0"]
    assert menu.selected_option[0] == "Pink and purple"
    click(scene.start_button)
    session = started["sessions"][0]
    assert [s.colour for s in session.setup.seats] == ["pink+purple", "black+white"]
    assert session.state.view(0)["seats"][0]["colours"] == ["pink", "purple"]


def test_duplicate_colours_give_an_error_and_no_session(scene, choose, click, started, app):
    choose(scene.controls["colour:1"], "Red")
    assert "both chose red" in scene.error
    click(scene.start_button)
    assert started["sessions"] == [] and started["tables"] == []
    assert "both chose red" in scene.error_box.html_text
    assert app.top is scene


def test_a_seed_that_is_not_a_whole_number_is_refused(scene, type_text, click, started):
    type_text(scene.controls["seed"], "12abc")
    click(scene.start_button)
    assert "whole number" in scene.error and started["sessions"] == []


def test_start_creates_the_session_from_the_form_and_opens_its_table(scene, choose, type_text, click, started, app):
    choose(scene.controls["count"], "3 players")
    type_text(scene.controls["name:0"], "Ada")
    choose(scene.controls["colour:0"], "Green")
    choose(scene.controls["colour:2"], "Red")
    type_text(scene.controls["seed"], "42")
    choose(scene.controls["first"], "2. Player 2")
    click(scene.start_button)
    (session,) = started["tables"]
    setup = session.setup
    assert (setup.game, setup.mode, setup.seed, setup.first_player) == ("elevator", "competitive", 42, 1)
    assert [(s.name, s.colour, s.kind) for s in setup.seats] == [
        ("Ada", "green", "human"), ("Player 2", "blue", "human"), ("Player 3", "red", "human")]
    assert isinstance(app.top, MainMenuScene)  # the set-up screen is gone; the table goes on top


def test_solo_mode_shows_its_options_and_practice(scene, choose, click, started):
    choose(scene.controls["mode"], game_info("elevator").mode("solo").name)
    assert scene.count == 1 and "count" not in scene.controls
    assert {"option:bosses", "option:cards_per_turn", "practice"} <= set(scene.controls)
    assert "first" not in scene.controls  # alone, nobody else could go first
    choose(scene.controls["option:bosses"], "1")
    click(scene.controls["practice"])
    click(scene.start_button)
    (session,) = started["tables"]
    assert session.setup.options["bosses"] == 1 and session.setup.practice is True
    assert len(session.setup.seats) == 1


def test_competitive_mode_offers_no_practice(scene):
    assert "practice" not in scene.controls


def test_the_first_player_list_follows_the_names(scene, type_text):
    type_text(scene.controls["name:1"], "Grace")
    assert "2. Grace" in scene.controls["first"].options_list[2]


@pytest.mark.parametrize("names, colours, seed, problem", [
    (["A", " "], ["red", "blue"], "", "Player 2 needs a name"),
    (["A", "A "], ["red", "blue"], "", "Two players are called A"),
    (["A", "B"], ["red", "red"], "", "both chose red"),
    (["A", "B"], ["red", "blue"], "x", "whole number"),
])
def test_check_setup_names_the_problem(names, colours, seed, problem):
    found, _seed = check_setup(names, colours, seed)
    assert found is not None and problem in found


def test_check_setup_reads_the_seed():
    assert check_setup(["A", "B"], ["red", "blue"], " -7 ") == (None, -7)
    assert check_setup(["A", "B"], ["red", "blue"], "") == (None, None)


def test_the_dialog_starts_from_the_last_set_up_started(app, click, choose, started):
    app.push(MainMenuScene(app))
    first = app.push(NewGameScene(app))
    click(first.controls["game:area51"])
    choose(first.controls["count"], "4 players")
    choose(first.controls["played_by:2"], "Bot: hard")
    click(first.start_button)
    again = app.push(NewGameScene(app))
    assert again.game.id == "area51" and again.count == 4
    assert again.played_by[:4] == ["human", "human", "hard", "human"] and again.names[2] == "Bot 3"


def test_a_damaged_last_set_up_is_ignored(app, home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "last_setup.json").write_text('{"game": "area51", "mode": "standard", "count": 99, "names": 5}')
    scene = app.push(NewGameScene(app))
    assert scene.game.id == "area51" and scene.count == 3


@pytest.mark.parametrize("game, players", [("area51", "6 players"), ("area1851", "5 players")])
def test_in_a_small_window_every_seat_fits_above_the_start_button_on_one_row(home, game, players):
    from ui.app import App
    from ui.settings import Settings
    small = App(Settings(window_size=(1024, 640)))
    try:
        small.push(MainMenuScene(small))
        form = small.push(NewGameScene(small))
        form._set_game(next(g for g in form.games if g.id == game))
        form._set_count(int(players.split()[0]))
        assert isinstance(small.top, NewGameScene)
        form = small.top
        for seat in range(form.count):
            name, colour = form.controls[f"name:{seat}"].rect, form.controls[f"colour:{seat}"].rect
            assert name.top == colour.top and colour.bottom < form.start_button.rect.top, seat
            assert colour.right <= form.controls[f"played_by:{seat}"].rect.left
    finally:
        small.close()


def test_argos_alien_difficulty_reads_like_every_other_choice_and_is_passed_on(scene, choose, click, started):
    click(scene.controls["game:argo"])
    menu = scene.controls["option:difficulty"]
    assert menu.selected_option[0] == "Medium"
    choose(menu, "Hard")
    click(scene.start_button)
    assert started["tables"][0].setup.options["difficulty"] == "hard"


def test_area1851_asks_for_optional_ages_and_passes_them_on_in_seat_order(scene, choose, type_text, click, started):
    assert "ages" not in scene.controls  # The Elevator has no use for them
    click(scene.controls["game:area1851"])
    choose(scene.controls["count"], "3 players")
    assert scene.controls["ages"].placeholder_text == "optional, e.g. 34, 27, 41"  # the format, by example
    type_text(scene.controls["ages"], "34, , 41")
    click(scene.start_button)
    assert started["tables"][0].setup.options["ages"] == [34, None, 41]


@pytest.mark.parametrize("typed", ["34, 41", "34, 0, 41", "34, x, 41", "34, 200, 41"])
def test_ages_that_do_not_give_one_per_player_from_1_to_120_are_refused(scene, choose, type_text, click, started,
                                                                        typed):
    click(scene.controls["game:area1851"])
    choose(scene.controls["count"], "3 players")
    type_text(scene.controls["ages"], typed)
    click(scene.start_button)
    assert started["sessions"] == [] and scene.error.startswith("Ages: give 3 ages from 1 to 120 in seat order")


def test_area1851_with_the_ages_field_left_empty_starts_without_ages(scene, choose, click, started):
    click(scene.controls["game:area1851"])
    click(scene.start_button)
    assert "ages" not in started["tables"][0].setup.options


def test_changing_the_game_keeps_the_names_the_bots_and_the_player_count(scene, click, choose, type_text):
    choose(scene.controls["count"], "3 players")
    type_text(scene.controls["name:0"], "Ada")
    choose(scene.controls["played_by:2"], "Bot: hard")
    click(scene.controls["game:argo"])
    assert scene.game.id == "argo" and scene.count == 3
    assert scene.names[:3] == ["Ada", "Player 2", "Bot 3"] and scene.played_by[:3] == ["human", "human", "hard"]
    assert scene.controls["name:0"].get_text() == "Ada"
    click(scene.controls["game:area51"])  # Area 51's fewest players are three: the count stays in range
    choose(scene.controls["count"], "6 players")
    click(scene.controls["game:argo"])
    assert scene.count == 4 and scene.colours[:4] == list(scene.game.colours_for(scene.mode.id)[:4])


def test_a_new_game_keeps_the_unfinished_game_of_the_autosave_as_a_save(scene, click, started):
    from game.core.contract import Seat
    from game.core.session import Session
    from game.core.storage import autosave_path, saves_dir
    unfinished = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Bob", "blue")], seed=3)
    unfinished.apply("roll")
    unfinished.save(autosave_path())
    click(scene.start_button)
    (kept,) = saves_dir().glob("Unfinished*.json")
    assert kept.name.startswith("Unfinished Alien 51: The Elevator, turn 1, ".replace(":", ""))
    assert Session.load(kept).history.log == unfinished.history.log


def test_a_finished_game_in_the_autosave_is_not_kept_and_cannot_be_continued(app, scene, click, started):
    import random

    from game.core.contract import Seat
    from game.core.session import Session
    from game.core.storage import autosave_path, saves_dir
    from ui.scenes.main_menu import autosave_exists
    finished = Session.new("argo", "standard", [Seat("Ann", "red"), Seat("Bob", "blue")], seed=3)
    chooser = random.Random(3)
    while not finished.state.is_over():
        finished.apply(chooser.choice(finished.state.legal_actions()))
    finished.save(autosave_path())
    assert not autosave_exists()  # Continue is disabled for a game that is over
    click(scene.start_button)
    assert not list(saves_dir().glob("Unfinished*.json"))


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_ages_example_fits_its_field_with_five_players(home, size):
    from pygame_gui.elements import UITextEntryLine

    from ui.app import App
    from ui.scenes.new_game import NewGameScene
    from ui.settings import Settings
    app = App(Settings(window_size=size))
    try:
        app.push(MainMenuScene(app))
        scene = app.push(NewGameScene(app))
        scene._set_game(next(g for g in scene.games if g.id == "area1851"))
        scene._set_count(5)
        app.frame()
        form = app.top
        assert isinstance(form, NewGameScene)
        field = form.controls["ages"]
        assert isinstance(field, UITextEntryLine)
        font = app.ui_manager.get_theme().get_font(["text_entry_line"])
        shown = field.placeholder_text
        assert "34, 27, 41, 19, 52" in shown and font.size(shown)[0] <= field.rect.width - 12
    finally:
        app.close()


def test_each_game_button_carries_the_games_emblem(app):
    from ui.scenes import tables
    from ui.scenes.new_game import NewGameScene

    scene = app.push(NewGameScene(app))
    app.frame()
    assert [game for game, _rect in scene._emblems] == ["elevator", "area51", "argo", "area1851"]
    for game, rect in scene._emblems:
        emblem = tables.game_emblem(game, rect.size)
        assert emblem is not None and emblem.get_size() == rect.size
        colours = {emblem.get_at((x, y))[:3] for x in range(2, rect.width - 2, 2) for y in range(2, rect.height - 2, 2)}
        assert len(colours) > 8, game  # a picture, not a flat patch
        inside = (rect.left + rect.width // 2, rect.top + rect.height // 2)
        assert app.screen.get_at(inside) == emblem.get_at((rect.width // 2, rect.height // 2))
        assert scene.controls[f"game:{game}"].rect.left > rect.right  # the button beside it
    assert tables.game_emblem("chess", (60, 40)) is None
