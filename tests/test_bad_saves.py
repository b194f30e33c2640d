"""Saves a person or a damaged disk may hand the program (issue 10).

Each bad save is refused with one sentence naming the problem, by ``main.py replay``, by the
Load screen and by Continue (the autosave), and no save is changed by the attempt.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import main
from game.core import session as sessions
from game.core.contract import Seat
from game.core.session import Session


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("TABLETOP51_HOME", str(folder))
    return folder


def solo_save() -> dict:
    """A Solo game a few actions in, as the program writes it."""
    session = Session.new("elevator", "solo", [Seat("Ann", "red")], seed=3)
    for _ in range(6):
        session.apply(session.state.legal_actions()[0])
    return session.to_save()


def changed(**seat_or_options) -> dict:
    """A Solo save with some fields of its seat, its options or its top level replaced."""
    data = solo_save()
    for key, value in seat_or_options.items():
        if key in data["seats"][0]:
            data["seats"][0][key] = value
        elif key in data["options"]:
            data["options"][key] = value
        else:
            data[key] = value
    return data


def argo_save(first_player: int) -> dict:
    """A new two-player Argo game whose save names ``first_player`` (0-based) as the first player."""
    data = Session.new("argo", "standard", [Seat("Ann", "red"), Seat("Ben", "blue")], seed=3).to_save()
    return {**data, "first_player": first_player}


def save_text(data: dict) -> str:
    """The file's text as the program would write this content, with its checksum."""
    return sessions.save_text(sessions.with_checksum(data))


def with_seed_text(seed: str) -> str:
    text = save_text(solo_save())
    return text.replace('"seed": 3', f'"seed": {seed}', 1)


# Every bad save, as its file's text, with the words its refusal must contain.
BAD_SAVES = {
    "nested 100,000 deep": ("[" * 100_000 + "]" * 100_000, "nested"),
    "nested 900 deep": ("[" * 900 + "]" * 900, "nested"),
    "5,000-digit number": (with_seed_text("9" * 5000), "number"),
    "4,000-digit seed": (with_seed_text("9" * 4000), "number"),
    "huge seed": (save_text(changed(seed=2**64)), "seed"),
    "seed beyond the limit": (save_text(changed(seed=-2**63)), "seed"),
    "NaN": (with_seed_text("NaN"), "number"),
    "option of the wrong type": (save_text(changed(bosses=1.0)), "Option 'bosses' cannot be 1.0"),
    "option true for 1": (save_text(changed(bosses=True)), "Option 'bosses' cannot be True"),
    "lone surrogate": (save_text(changed(name="\ud800")), "control code or a character that cannot be shown"),
    "NUL": (save_text(changed(name="A\x00n")), "control code"),
    "ANSI escape": (save_text(changed(name="\x1b[31mAnn\x1b[0m")), "control code"),
    "10,000-character name": (save_text(changed(name="A" * 10_000)), "text longer than"),
    "21-character name": (save_text(changed(name="A" * 21)), "at most 20 characters"),
    "empty name": (save_text(changed(name="  ")), "needs a name"),
    "name not text": (save_text(changed(name=7)), "'name'"),
    "unknown bot level": (save_text(changed(kind="bot", bot_level="ultra")), "'ultra' is not a bot"),
    "negative seconds": (save_text(changed(kind="bot", bot_level="hard:-1s")), "'hard:-1s'"),
    "NaN seconds": (save_text(changed(kind="bot", bot_level="hard:nans")), "'hard:nans'"),
    "no iterations": (save_text(changed(kind="bot", bot_level="hard:0")), "'hard:0'"),
    "endless seconds": (save_text(changed(kind="bot", bot_level="hard:infs")), "'hard:infs'"),
    "unknown kind": (save_text(changed(kind="alien")), "by a person"),
    "person with a level": (save_text(changed(bot_level="hard")), "person"),
    "practice not a flag": (save_text(changed(practice=1)), "'practice'"),
    "log line too long": (save_text(changed(log=["roll " + "x" * 300])), "longer than 200 characters"),
    "control code in the log": (save_text(changed(log=["roll\x1b[2J"])), "control code"),
    "surrogate in the game": (save_text(changed(game="\udcff")), "control code"),
    "stops of seat '²'": (save_text(changed(stops={"²": ["roll"]})), "'stops' must map seat numbers"),
    "hints used true": (save_text(changed(hints_used=True)), "'hints_used' must be a whole number"),
    "hints used 10^19": (save_text(changed(hints_used=10**19)), "'hints_used' must be a whole number"),
    "Argo first player 3 of 2": (save_text(argo_save(2)), "first player must be a seat from 1 to 2, not 3"),
    "Argo first player 10^20": (save_text(argo_save(10**20)), "first player must be a seat from 1 to 2"),
    "Argo first player 0 of 2": (save_text(argo_save(-1)), "first player must be a seat from 1 to 2, not 0"),
}


def write_bad(folder: Path, kind: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{kind}.json"
    path.write_text(BAD_SAVES[kind][0], encoding="utf-8", errors="surrogatepass")
    return path


def one_sentence(message: str) -> bool:
    """A single printable line, no traceback, that a terminal can show as it is."""
    message.encode("utf-8")
    return message.isprintable() and "Traceback" not in message and len(message) < 400


@pytest.mark.parametrize("kind", BAD_SAVES)
def test_replay_refuses_a_bad_save_in_one_sentence_naming_the_problem(tmp_path, kind, capsys):
    path = write_bad(tmp_path, kind)
    before = path.read_bytes()
    assert main.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.rstrip("\n")
    assert err.startswith("Cannot replay: ") and BAD_SAVES[kind][1] in err.replace(str(path), ""), err[:300]
    assert one_sentence(err), err[:300]
    assert path.read_bytes() == before


def test_the_load_screen_and_continue_refuse_every_bad_save_and_keep_every_file(home):
    from game.core.storage import autosave_path, saves_dir
    from ui.app import App
    from ui.scenes.load import LoadScene
    from ui.scenes.main_menu import MainMenuScene
    from ui.scenes.message import open_messages
    paths = {kind: write_bad(saves_dir(), kind) for kind in BAD_SAVES}
    good = saves_dir() / "good.json"
    good.write_text(save_text(solo_save()), encoding="utf-8")
    before = {path: path.read_bytes() for path in [*paths.values(), good]}
    app = App()
    try:
        menu = app.push(MainMenuScene(app))
        scene = app.push(LoadScene(app))
        for kind, path in paths.items():
            scene._load(path)  # what its row does (the rows are shown 30 to a page)
            app.frame()
            (message,) = open_messages(app)
            assert message.startswith("This save cannot be loaded"), kind
            assert BAD_SAVES[kind][1] in message.replace(str(path), ""), kind
            close_messages(app)
            autosave_path().write_bytes(path.read_bytes())
            menu._continue()  # as the main menu's Continue does
            app.frame()
            (message,) = open_messages(app)
            assert message.startswith("The autosave cannot be continued"), kind
            assert BAD_SAVES[kind][1] in message.replace(str(autosave_path()), ""), kind
            close_messages(app)
            assert app.top is scene and autosave_path().read_bytes() == path.read_bytes()
        assert {path: path.read_bytes() for path in before} == before
        scene._load(good)
        assert type(app.top).__name__ in ("HandoffScene", "TableScene")  # a good save still opens
    finally:
        app.close()


def close_messages(app) -> None:
    for window in app.ui_manager.get_window_stack().get_full_stack():
        window.kill()


# --- the writer and the reader agree ------------------------------------------------------
def test_a_save_of_the_longest_log_with_the_longest_lines_fits_the_size_limit():
    from game.core import session as sessions
    data = changed(log=["x" * sessions.MAX_ACTION_CHARS] * sessions.MAX_SAVE_ACTIONS)
    data["seats"] = [{"name": "\u00e9" * 20, "colour": "red", "kind": "bot", "bot_level": "hard:1000000"}] * 6
    data["stops"] = {str(seat): ["after_roll"] * 10 for seat in range(6)}
    assert len(sessions.save_text(data).encode("utf-8")) <= sessions.MAX_SAVE_BYTES


def test_the_limit_of_a_save_is_every_action_a_game_may_take_before_it_counts_as_stuck():
    from game.core.session import MAX_SAVE_ACTIONS
    from game.core.simulate import MAX_ACTIONS_PER_GAME
    assert MAX_SAVE_ACTIONS >= MAX_ACTIONS_PER_GAME


def test_a_game_over_the_action_limit_is_not_written_and_the_reader_refuses_it_alike(tmp_path, monkeypatch):
    from game.core import session as sessions
    from game.core.errors import SaveError
    monkeypatch.setattr(sessions, "MAX_SAVE_ACTIONS", 8)
    session = Session.new("elevator", "solo", [Seat("Ann", "red")], seed=3)
    path = tmp_path / "slot.json"
    for _ in range(8):
        session.apply(session.state.legal_actions()[0])
    session.save(path)
    assert len(Session.load(path).history.log) == 8  # a save at the limit loads again
    kept = path.read_bytes()
    session.apply(session.state.legal_actions()[0])
    with pytest.raises(SaveError, match="has 9 actions, more than the 8 a save can hold"):
        session.save(path)
    assert path.read_bytes() == kept  # the last save that fits is left as it was
    longer = tmp_path / "longer.json"
    longer.write_text(sessions.save_text(session.to_save()), encoding="utf-8")
    with pytest.raises(SaveError, match="has 9 actions, more than the 8 a save can hold"):
        Session.load(longer)


# --- a checksum of the content ---------------------------------------------------------------
def test_a_save_carries_the_checksum_of_its_content_and_loads(tmp_path):
    from game.core.session import SAVE_VERSION, content_checksum
    data = solo_save()
    assert data["version"] == SAVE_VERSION and data["checksum"] == content_checksum(data)
    path = tmp_path / "good.json"
    path.write_text(save_text(data), encoding="utf-8")
    assert Session.load(path).history.log == Session.from_save(data).history.log


@pytest.mark.parametrize("damage", ["seed", "name", "no checksum", "checksum"])
def test_a_save_damaged_on_disk_is_refused_as_damaged(tmp_path, damage, capsys):
    data = solo_save()
    if damage == "seed":
        data["seed"] = 4  # the log is still legal: it would load silently as another deal
    elif damage == "name":
        data["seats"][0]["name"] = "Anne"
    elif damage == "no checksum":
        del data["checksum"]
    else:
        data["checksum"] = "0" * 64
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    assert main.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path} is damaged: its content does not match its checksum" in err, err


def test_a_save_of_an_older_version_without_a_checksum_still_loads(tmp_path):
    data = solo_save()
    del data["checksum"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps({**data, "version": 2}, indent=1), encoding="utf-8")
    assert Session.load(path).history.log == Session.from_save(data).history.log


@pytest.mark.parametrize("game_id", ["elevator", "area51", "area1851", "argo"])
def test_a_save_damaged_at_one_place_with_its_checksum_redone_is_refused_or_loads(game_id):
    """Saves of random games, each damaged at one random place (its checksum recomputed, as a hand
    edit would): each is refused with a SaveError or DataError, or loads; never another error."""
    import copy
    import random

    from game.core.errors import DataError, SaveError
    from tests.game.core.test_position_mutations import DAMAGE, TABLES, places
    rng = random.Random(7)
    mode, colours = TABLES[game_id]
    saves = []
    for _ in range(3):
        session = Session.new(game_id, mode, [Seat(f"P{i}", c) for i, c in enumerate(colours)],
                              seed=rng.randrange(1000))
        for _ in range(rng.randrange(5, 150)):
            if session.state.is_over():
                break
            session.apply(rng.choice(session.state.legal_actions()))
        saves.append(session.to_save())
    for _ in range(300):
        data = copy.deepcopy(rng.choice(saves))
        del data["checksum"]
        path = rng.choice([p for p in places(data) if p[0] != "log" or len(p) == 1 or rng.random() < 0.1])
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = rng.choice(DAMAGE)
        try:
            Session.from_save(json.loads(json.dumps(sessions.with_checksum(data))))
        except (SaveError, DataError):
            pass
