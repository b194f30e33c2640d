"""Data files that would crash the first game, or the start, are refused naming file, entry and
field: by ``validate-data``, by ``--smoke`` and by the window alike (issue 10)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import main
from game.core.paths import data_root


@pytest.fixture
def data_copy(tmp_path, monkeypatch) -> Iterator[Path]:
    """A copy of the shipped data that the program reads instead (TABLETOP51_DATA)."""
    folder = tmp_path / "data"
    shutil.copytree(data_root(), folder)
    monkeypatch.setenv("TABLETOP51_DATA", str(folder))
    clear_data_caches()
    yield folder
    monkeypatch.delenv("TABLETOP51_DATA")
    clear_data_caches()


def clear_data_caches() -> None:
    from game.core.registry import game_info, get_game
    from game.elevator.rules_data import elevator_data
    for cached in (game_info, get_game, elevator_data):
        cached.cache_clear()


def replace(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path.name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


SETUP, CARDS = "elevator/setup.yaml", "elevator/cards.yaml"
BEGINNER = ("  beginner:    {bosses: 1, deal: {2: 1, 3: 1, 4: 1}, card_plays: 1, card_colours: [blue], "
            "bosses_block_objectives: true}\n")
THREE_PLAYER_OBJECTIVES = '  3: [["1", "4"], ["2", "5"], ["3", "6"]]\n'

# fault: (file, old text, new text, words the refusal must hold besides the file's name)
ELEVATOR_FAULTS = {
    "a die face above the floors": (SETUP, "die_faces: [1, 2, 3, 4, 5, 6]", "die_faces: [9]",
                                    "field 'die_faces': 9 is not a floor from 1 to 6"),
    "a die face of 0": (SETUP, "die_faces: [1, 2, 3, 4, 5, 6]", "die_faces: [0]",
                        "field 'die_faces': 0 is not a floor from 1 to 6"),
    "a deal beyond the hand": (SETUP, "deal: {2: 1, 3: 1, 4: 1}", "deal: {2: 50, 3: 1, 4: 1}",
                               "mode 'competitive', field 'deal', entry 2: 50 cards is more than the hand limit of 3"),
    "a mode missing": (SETUP, BEGINNER, "", "field 'modes': mode 'beginner' of elevator/game.yaml has no entry"),
    "a missing objectives row": (SETUP, THREE_PLAYER_OBJECTIVES, "",
                                 "field 'objectives': no row for 3 players"),
    "fifty workers a colour": (SETUP, "workers_per_colour: 3", "workers_per_colour: 50",
                               "mode 'cooperative', field 'workers_per_floor': places 12 workers, not the 200"),
    "300,000,000 copies of a card": (CARDS, "count: 4", "count: 300000000",
                                     "entry 1 (id 'up'), field 'count'"),
    "an objective on a forbidden floor": (SETUP, '2: [["1", "3", "5"]', '2: [["0", "3", "5"]',
                                          "field 'objectives', entry 2, player 1: Floor 0 cannot hold an objective"),
    "an objectives row for too few seats": (SETUP, THREE_PLAYER_OBJECTIVES, '  3: [["1", "4"], ["2", "5"]]\n',
                                            "field 'objectives', entry 3: needs a list of floors for each of the 3 "
                                            "players, not 2"),
    "a deal for a player count missing": (SETUP, "deal: {1: 3}", "deal: {}",
                                          "mode 'solo', field 'deal': no entry for 1 player"),
    "a card removed that is not a card": (SETUP, "remove_cards: [floorA],", "remove_cards: [floorZ],",
                                          "mode 'cooperative', field 'remove_cards': unknown card 'floorZ'"),
    "a mode not in game.yaml": (SETUP, "  solo:", "  blitz: {bosses: 1, deal: {2: 1}, card_plays: 1, "
                                "card_colours: [blue]}\n  solo:", "field 'modes': 'blitz' is not a mode of"),
}


# a count or range the rules do not allow: (file, old text, new text, words the refusal must hold)
RANGE_FAULTS = {
    "Area 51 from 0 to 9 players": ("area51/game.yaml", "players: [3, 6]", "players: [0, 9]",
                                    "players [0, 9]: the fewest (at least 1), then the most"),
    "Area 51 from 6 to 3 players": ("area51/game.yaml", "players: [3, 6]", "players: [6, 3]",
                                    "players [6, 3]: the fewest"),
    "Area 51 up to 9 players": ("area51/game.yaml", "players: [3, 6]", "players: [3, 9]",
                                "mode 'standard': 9 players need 9 colours"),
    "Area 51 for 1 player": ("area51/game.yaml", "players: [3, 6]", "players: [1, 6]",
                             "mode 'standard' allows 1 player, but area51/setup.yaml has no set-up for 1"),
    "Argo for 1 player": ("argo/game.yaml", "players: [2, 4]", "players: [1, 4]",
                          "mode 'standard' allows 1 player, but the rules are for 2, 3, 4"),
    "Area 51 vehicles up to 99": ("area51/setup.yaml", "max_number: 8", "max_number: 99", "field 'max_number'"),
    "Area 51 no 7/8 tokens": ("area51/setup.yaml", '{id: "7/8", sides: [7, 8], count: 5}',
                              '{id: "7/8", sides: [7, 8], count: 0}', "field 'count'"),
    "Argo without Aliens": ("argo/setup.yaml", "aliens: 5 ", "aliens: 0 ", "field 'aliens'"),
    "Argo pods 99 tiles away": ("argo/setup.yaml", "pod_distance: 3 ", "pod_distance: 99 ",
                                "field 'pod_distance': 99 tiles is farther than the"),
    "Area 1851 an event of +99 action points": ("area1851/events.yaml", "effects: {ap: 1}", "effects: {ap: 99}",
                                                "field 'ap': must be a whole number other than 0, from -2 to 2"),
    "Area 1851 a segment of 0": ("area1851/game.yaml", "choices: [3, 4, 5]", "choices: [0, 4, 5]",
                                 "option 'segment': 0 is not a segment size"),
    "The Elevator without bosses": ("elevator/setup.yaml", "competitive: {bosses: 3,", "competitive: {bosses: 0,",
                                    "field 'bosses'"),
    "Area 1851 a card id with a space": ("area1851/tinker.yaml", "{id: canoe,", "{id: rocking chair,",
                                         "field 'id': String should match pattern"),
    "Area 1851 an empty card id": ("area1851/tinker.yaml", "{id: canoe,", '{id: "",', "field 'id'"),
    "The Elevator a card id with a space": ("elevator/cards.yaml", "{id: up,", "{id: step up,",
                                            "field 'id': String should match pattern"),
    "Argo a tile id with a space": ("argo/tiles.yaml", "{id: cor-01,", "{id: cor 01,", "field 'id'"),
    "Area 51 a vehicle kind of no letters": ("area51/setup.yaml", "{kind: truck, way: road}",
                                             '{kind: "", way: road}', "field 'kind'"),
    "Argo difficulty insane": ("argo/game.yaml", "choices: [easy, medium, hard]", "choices: [easy, medium, insane]",
                               "option 'difficulty': 'insane' has no cover"),
}


@pytest.mark.parametrize("fault", RANGE_FAULTS)
def test_validate_data_and_smoke_refuse_counts_and_ranges_the_rules_do_not_allow(data_copy, fault, capsys):
    file, old, new, words = RANGE_FAULTS[fault]
    replace(data_copy / file, old, new)
    for command in (["validate-data"], ["--smoke"]):
        err = refusal(capsys, command)
        assert words in err, (command, err[:400])


def every_count_zero(folder: Path) -> None:
    path = folder / CARDS
    path.write_text(re.sub(r"count: \d+", "count: 0", path.read_text(encoding="utf-8")), encoding="utf-8")


def latin1_card_text(folder: Path) -> None:
    path = folder / CARDS
    path.write_bytes(path.read_bytes().replace(b"Up one floor", "Up \u00e9 one floor".encode("latin-1"), 1))


def refusal(capsys, command: list[str]) -> str:
    clear_data_caches()
    assert main.main(command) == 1, command
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("fault", ELEVATOR_FAULTS)
def test_validate_data_refuses_elevator_data_a_game_cannot_hold(data_copy, fault, capsys):
    file, old, new, words = ELEVATOR_FAULTS[fault]
    replace(data_copy / file, old, new)
    err = refusal(capsys, ["validate-data"])
    assert file.split("/")[1] in err and words in err, err


def test_validate_data_refuses_a_deck_of_no_cards(data_copy, capsys):
    every_count_zero(data_copy)
    err = refusal(capsys, ["validate-data"])
    assert "mode 'competitive'" in err and "0 cards" in err, err


def test_a_file_that_is_not_utf8_is_named_by_validate_data_smoke_and_simulate(data_copy, capsys):
    latin1_card_text(data_copy)
    for command in (["validate-data"], ["--smoke"], ["simulate", "--games", "1"]):
        err = refusal(capsys, command)
        assert "cards.yaml: is not UTF-8 text (line 7" in err, (command, err)  # the first card's text


def test_a_number_of_5000_digits_is_named_by_validate_data_smoke_and_simulate(data_copy, capsys):
    replace(data_copy / CARDS, "count: 4", "count: " + "9" * 5000)
    for command in (["validate-data"], ["--smoke"], ["simulate", "--games", "1"]):
        err = refusal(capsys, command)
        assert "cards.yaml: holds a whole number too long to read (Exceeds the limit (4300 digits)" in err, \
            (command, err[:300])


def test_simulate_and_replay_check_the_data_before_they_play(data_copy, tmp_path, capsys):
    # Area 51's colours cut to two: every command names it, also those that play another game
    save = tmp_path / "elevator.json"
    from game.core.contract import Seat
    from game.core.session import Session
    Session.new("elevator", "solo", [Seat("Ann", "red")], seed=1).save(save)
    replace(data_copy / "area51/game.yaml", "colours: [white, black, pink, purple, yellow, red]",
            "colours: [white, black]")
    for command in (["simulate", "--game", "area51", "--players", "3", "--games", "1"],
                    ["simulate", "--games", "1"], ["replay", str(save)]):
        err = refusal(capsys, command)
        assert "area51/game.yaml" in err and "need 6 colours, not 2" in err, (command, err[:300])


def test_smoke_on_damaged_data_gives_the_data_error_not_a_traceback(data_copy, capsys):
    replace(data_copy / CARDS, "count: 4", "count: -4")
    err = refusal(capsys, ["--smoke"])
    assert err.startswith("The game data is damaged, so nothing was started:") and "field 'count'" in err


def test_the_window_explains_data_that_is_not_utf8(data_copy, monkeypatch):
    latin1_card_text(data_copy)
    monkeypatch.setenv("TABLETOP51_EXIT_AFTER_FIRST_FRAME", "1")
    assert main.main([]) == 1
    from ui.app import App
    from ui.scenes.data_error import DataErrorScene
    from ui.scenes.main_menu import MainMenuScene
    app = App()
    try:
        app.push(MainMenuScene(app))
        assert app.check_data() is False
        assert isinstance(app.top, DataErrorScene) and "cards.yaml: is not UTF-8 text" in app.top.message
    finally:
        app.close()


def test_the_shipped_data_passes_every_check(capsys):
    assert main.main(["validate-data"]) == 0


def test_an_area51_reference_that_is_not_utf8_is_named(data_copy, capsys):
    path = data_copy / "area51" / "reference.md"
    path.write_bytes(path.read_bytes() + "caf\u00e9\n".encode("latin-1"))
    from game.area51.rules_data import area51_data
    area51_data.cache_clear()
    try:
        err = refusal(capsys, ["validate-data"])
    finally:
        area51_data.cache_clear()
    assert "reference.md: is not UTF-8 text" in err, err


def test_a_damaged_lessons_file_stops_the_program_with_its_name(data_copy):
    """Read with the rest of the data at start-up, so the Learn to play screen never meets it."""
    from game.core.errors import DataError
    from game.core.validate import validate_all
    (data_copy / "argo" / "lessons.yaml").write_text("lessons:\n  - id: x\n    title: [\n", encoding="utf-8")
    with pytest.raises(DataError, match="argo/lessons.yaml: malformed YAML"):
        validate_all()
