import pygame
import pytest

from game.core.registry import game_info
from game.core.session import Session
from game.core.storage import autosave_path, saves_dir
from ui.scene import Scene
from ui.scenes import tables
from ui.scenes.game_menu import GameMenuScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.load import LoadScene, list_saves, save_name_problem
from ui.scenes.main_menu import MainMenuScene
from ui.scenes.message import open_messages, show_message


@pytest.fixture
def opened(monkeypatch):
    """Tables opened by loading, instead of real tables."""
    seen: list[Session] = []

    def open_table(app, session: Session, note: str = "") -> bool:
        seen.append(session)
        return True
    monkeypatch.setattr(tables, "open_table", open_table)
    return seen


@pytest.fixture
def session():
    session = tables.sample_session(game_info("elevator"), seed=7)
    session.apply(session.state.legal_actions()[0])
    return session


def save_button(scene, name):
    return next(b for b in scene._actions if b.text == name)


def test_load_lists_the_autosave_first_then_saves(home, session):
    session.save(saves_dir() / "Friday.json")
    session.save(autosave_path())
    rows = list_saves()
    assert [row.name for row in rows] == ["Autosave (last game)", "Friday"]
    assert rows[1].about == "Alien 51: The Elevator · Competitive · 2 players · turn 1"


def test_a_save_can_be_renamed_and_deleted_from_the_list(app, click, type_text, home, session):
    session.save(saves_dir() / "Friday.json")
    app.push(MainMenuScene(app))
    scene = app.push(LoadScene(app))
    click(save_button(scene, "Rename"))
    entry = next(e for e in app.ui_manager.get_sprite_group().sprites() if type(e).__name__ == "UITextEntryLine")
    type_text(entry, "Saturday")
    click(save_button(scene, "OK"))
    assert [p.name for p in saves_dir().iterdir()] == ["Saturday.json"]
    assert [row.name for row in scene.saves] == ["Saturday"]
    click(save_button(scene, "Delete"))
    assert scene._confirm.ok_button.text == "Delete" and scene._confirm.cancel_button.text == "Cancel"
    click(scene._confirm.ok_button)
    assert list(saves_dir().iterdir()) == [] and scene.saves == []


def test_renaming_onto_another_save_is_refused_and_changes_nothing(app, click, type_text, home, session):
    session.save(saves_dir() / "One.json")
    session.save(saves_dir() / "Two.json")
    app.push(MainMenuScene(app))
    scene = app.push(LoadScene(app))
    click(next(b for b in scene._actions if b.text == "Rename"))
    entry = next(e for e in app.ui_manager.get_sprite_group().sprites() if type(e).__name__ == "UITextEntryLine")
    renamed = scene.renaming.stem
    other = "Two" if renamed == "One" else "One"
    type_text(entry, other)
    click(save_button(scene, "OK"))
    assert "already a save" in scene.problem
    assert sorted(p.name for p in saves_dir().iterdir()) == ["One.json", "Two.json"]


def test_the_list_shows_a_damaged_save_and_skips_links_and_folders_that_are_no_saves(home, session):
    session.save(saves_dir() / "Good.json")
    (saves_dir() / "Bad.json").write_text("{", encoding="utf-8")
    (saves_dir() / "Dangling.json").symlink_to(saves_dir() / "nowhere.json")
    (saves_dir() / "Loop.json").symlink_to(saves_dir() / "Loop.json")
    (saves_dir() / "Folder.json").mkdir()
    rows = {row.name: row.about for row in list_saves()}
    assert set(rows) == {"Good", "Bad"} and rows["Bad"] == "damaged: cannot be loaded"


def test_the_list_reads_only_the_start_of_each_save(home, session, monkeypatch):
    """A long save's row comes from the summary at its start: the list never reads a whole save
    that has one (30 saves of 20 MB once froze the screen for 10 s)."""
    from game.core import session as sessions
    from ui.scenes import load
    session.save(saves_dir() / "Long.json")
    assert sessions.read_save_summary(saves_dir() / "Long.json") == session.summary()

    def whole_file(path):
        raise AssertionError(f"{path} was read whole")
    monkeypatch.setattr(load, "read_save", whole_file)
    rows = {row.name: row.about for row in list_saves()}
    assert rows == {"Long": load._summary_line(session.summary())}
    assert rows["Long"].startswith("Alien 51: The Elevator · ")


def test_a_corrupt_save_shows_the_save_error_and_stays_byte_identical(app, click, home, opened):
    broken = saves_dir() / "broken.json"
    broken.write_bytes(b'{"format": "tabletop51-save", "vers')
    before = broken.read_bytes()
    app.push(MainMenuScene(app))
    scene = app.push(LoadScene(app))
    click(save_button(scene, "broken"))
    (message,) = open_messages(app)
    assert "damaged" in message and "broken.json" in message
    assert broken.read_bytes() == before
    assert app.top is scene and opened == []


def test_loading_a_good_save_opens_its_table_over_a_fresh_main_menu(app, click, session, opened):
    session.save(saves_dir() / "good.json")
    app.push(MainMenuScene(app))
    scene = app.push(LoadScene(app))
    click(save_button(scene, "good"))
    (loaded,) = opened
    assert [str(a) for a in loaded.history.log] == [str(a) for a in session.history.log]
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenuScene)


def test_continue_is_enabled_only_with_an_autosave(app, session):
    menu = app.push(MainMenuScene(app))
    assert not menu.buttons["Continue"].is_enabled
    session.save(autosave_path())
    app.push(Scene(app))
    app.pop()
    assert menu.buttons["Continue"].is_enabled


def test_continue_with_a_damaged_autosave_shows_why_and_changes_nothing(app, click, home, opened):
    home.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("garbage", encoding="utf-8")
    menu = app.push(MainMenuScene(app))
    click(menu.buttons["Continue"])
    assert any("cannot be continued" in m for m in open_messages(app))
    assert autosave_path().read_text(encoding="utf-8") == "garbage" and opened == []


def test_message_box_closes_on_ok_and_on_enter(app, click):
    box = show_message(app, "Something <odd> happened", "Oops")
    app.frame()
    assert open_messages(app) == ["Something <odd> happened"]
    assert "&lt;odd&gt;" in box.text_box.html_text
    click(box.ok_button)
    assert open_messages(app) == []
    show_message(app, "again")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.frame()
    assert open_messages(app) == []


def test_handoff_hides_everything_beneath_and_calls_back_when_ready(app, click):
    class Secret(Scene):
        def build(self):
            self.hand = self.label((0, 0, 200, 40), "my cards")

    secret = app.push(Secret(app))
    ready = []
    handoff = app.push(HandoffScene(app, "Bob", "Alice is done.", on_ready=lambda: ready.append(True)))
    app.frame()
    assert app._visible_scenes() == [handoff]
    assert not secret.hand.visible
    assert "Bob" in handoff.ready_button.text
    click(handoff.ready_button)
    assert ready == [True] and app.top is secret and secret.hand.visible


def test_game_menu_saves_under_a_name(app, click, type_text, session):
    app.push(Scene(app))
    menu = app.push(GameMenuScene(app, session))
    click(save_button(menu, "Save"))
    type_text(menu.name_entry, "My game")
    click(save_button(menu, "Save"))
    path = saves_dir() / "My game.json"
    assert path.is_file()
    assert [str(a) for a in Session.load(path).history.log] == [str(a) for a in session.history.log]
    assert menu.notice == ("Saved as 'My game'.", "#info_box") and not menu.saving


def test_game_menu_refuses_a_bad_save_name(app, click, type_text, session):
    app.push(Scene(app))
    menu = app.push(GameMenuScene(app, session))
    click(save_button(menu, "Save"))
    type_text(menu.name_entry, "../evil")
    click(save_button(menu, "Save"))
    assert menu.notice[1] == "#error_box" and list(saves_dir().iterdir()) == []


def test_save_names(tmp_path):
    assert save_name_problem("Friday night-2") is None
    assert save_name_problem("") and save_name_problem("a/b") and save_name_problem(".hidden")


def test_game_menu_escape_resumes_and_quit_autosaves_to_the_main_menu(app, click, key, session):
    table = app.push(Scene(app))
    app.push(GameMenuScene(app, session))
    key(pygame.K_ESCAPE)
    assert app.top is table
    menu = app.push(GameMenuScene(app, session))
    assert app._visible_scenes() == [table, menu]
    click(save_button(menu, "Quit to menu"))
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenuScene)
    assert Session.load(autosave_path()).history.log == session.history.log


def test_open_table_without_a_table_module_shows_a_message(app, monkeypatch):
    monkeypatch.setattr(tables, "table_module", lambda game_id: None)  # a game whose table is not written yet
    assert tables.open_table(app, tables.sample_session(game_info("argo"))) is False
    assert any("Argo" in m for m in open_messages(app))


def test_saving_over_an_existing_save_asks_first(app, click, type_text, session):
    path = saves_dir() / "Same.json"
    path.write_text("old", encoding="utf-8")
    app.push(Scene(app))
    menu = app.push(GameMenuScene(app, session))
    click(save_button(menu, "Save"))
    type_text(menu.name_entry, "Same")
    click(save_button(menu, "Save"))
    assert path.read_text(encoding="utf-8") == "old"
    click(menu._confirm.ok_button)
    assert Session.load(path).history.log == session.history.log


def test_two_thousand_saves_are_listed_a_page_at_a_time(app, click, home, session):
    data = session.to_save()
    import json as json_module
    text = json_module.dumps(data)
    saves_dir().mkdir(parents=True, exist_ok=True)
    for n in range(2000):
        (saves_dir() / f"game {n:04d}.json").write_text(text, encoding="utf-8")
    app.push(MainMenuScene(app))
    scene = app.push(LoadScene(app))
    rows = [b for b in scene._actions if getattr(b, "text", "").startswith("game ")]
    assert len(scene.saves) == 2000 and len(rows) == 30
    click(save_button(scene, "Older"))
    assert scene.page == 1


def play_until_a_reveal(session):
    """Apply first legal actions, at least one, until one of them rolls, draws or shows hidden cards."""
    session.apply(session.state.legal_actions()[0])
    while not session.history.entries[-1].revealed:
        session.apply(session.state.legal_actions()[0])


def test_loading_an_earlier_save_over_later_rolls_is_recorded_and_shown_at_the_end(app, click, session, opened):
    from ui.game_over import help_lines
    session.save(saves_dir() / "early.json")
    play_until_a_reveal(session)
    session.hints_used = 2
    session.save(autosave_path())
    app.push(MainMenuScene(app))
    click(save_button(app.push(LoadScene(app)), "early"))
    (loaded,) = opened
    assert loaded.rewinds == 1 and loaded.hints_used == 2
    assert help_lines(loaded) == ["Hints asked for: 2.",
                                  "Earlier saves loaded over later play (rolls or draws taken back): 1."]
    assert Session.from_save(loaded.to_save()).rewinds == 1  # the count stays with the game


def test_loading_the_game_in_progress_or_another_game_records_no_rewind(session):
    later = Session.from_save(session.to_save())
    play_until_a_reveal(later)
    same = Session.from_save(later.to_save())
    same.note_loaded_over(later)
    other = tables.sample_session(game_info("elevator"), seed=8)
    other.note_loaded_over(later)
    quiet = Session.from_save(session.to_save())
    quiet.note_loaded_over(Session.from_save(session.to_save()))
    assert (same.rewinds, other.rewinds, quiet.rewinds) == (0, 0, 0)


def test_about_names_where_the_art_sound_and_fonts_come_from(app, click):
    from ui.scenes.about import AboutScene
    menu = app.push(MainMenuScene(app))
    app.frame()
    click(menu.buttons["About"])
    assert isinstance(app.top, AboutScene)
    text = app.top.text.html_text
    assert "tools/make_sounds.py" in text and "SIL Open Font License" in text and "none of their art" in text
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame()
    assert app.top is menu


@pytest.mark.parametrize(("size", "least"), [((1280, 800), 50), ((1024, 640), 34)])
def test_the_main_menus_buttons_keep_their_room_in_a_low_window(home, size, least):
    """In the smallest window the eight buttons shrink, and so do the gaps between them, so each
    stays tall enough for its label; they never reach the version line."""
    from ui.app import App
    from ui.settings import Settings
    app = App(Settings(window_size=size))
    try:
        app.check_data()
        menu = app.push(MainMenuScene(app))
        rects = [menu.buttons[text].rect for text in ("New game", "Learn to play", "Quit")]
        assert all(rect.height >= least for rect in rects)
        assert rects[0].bottom < rects[1].top and rects[2].bottom < size[1] - 34
    finally:
        app.close()
