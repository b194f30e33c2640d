"""Data loading (game/core/data.py): a broken YAML file is refused with an error naming the
file, the entry and the field. Each test edits a copy of the real data in a temporary folder."""

import shutil
from pathlib import Path

import pytest
import yaml

from game.core.data import read_yaml, validate
from game.core.errors import DataError
from game.core.paths import data_root
from game.core.registry import GameModel
from game.elevator.rules_data import CardsFile, ElevatorData, SetupFile, elevator_data


@pytest.fixture
def data_copy(tmp_path) -> Path:
    folder = tmp_path / "elevator"
    shutil.copytree(data_root() / "elevator", folder)
    return folder


def rewrite(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def load_cards(path: Path) -> CardsFile:
    return validate(CardsFile, read_yaml(path), path)


def test_the_shipped_data_loads_and_matches_the_rulings():
    data = elevator_data()
    assert len(data.deck_for("competitive")) == 33
    assert len(data.deck_for("beginner")) == 12
    assert len(data.deck_for("cooperative")) == len(data.deck_for("solo")) == 31
    counts = {c.id: c.count for c in data.card_types.values()}
    assert counts == {"up": 4, "down": 4, "updown": 4, "floor0": 3, "floorA": 2, "bosscall": 2, "transfer": 2,
                      "alarm": 3, "wetfloor": 3, "broken": 2, "hacker": 2, "chatter": 2}
    assert len(data.tokens) == 8


def test_a_wrong_value_names_the_file_the_entry_and_the_field(data_copy):
    path = data_copy / "cards.yaml"
    rewrite(path, "colour: blue, effect: step, directions: [1], count: 4",
            "colour: blue, effect: step, directions: [1], count: -4")
    with pytest.raises(DataError) as caught:
        load_cards(path)
    message = str(caught.value)
    assert str(path) in message and "entry 1 (id 'up')" in message and "field 'count'" in message
    assert "greater than or equal to 0" in message


def test_an_unknown_colour_names_the_entry(data_copy):
    path = data_copy / "cards.yaml"
    rewrite(path, "{id: alarm, name: Alarm, colour: yellow", "{id: alarm, name: Alarm, colour: pink")
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert "entry 8 (id 'alarm'), field 'colour'" in str(caught.value)


def test_an_unknown_field_is_an_error_not_ignored(data_copy):
    path = data_copy / "cards.yaml"
    rewrite(path, "{id: hacker, name: Hacker,", "{id: hacker, name: Hacker, cost: 3,")
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert "(id 'hacker'), field 'cost'" in str(caught.value) and "Extra inputs" in str(caught.value)


def test_a_missing_field_is_named(data_copy):
    path = data_copy / "cards.yaml"
    rewrite(path, "{id: transfer, name: Transfer, colour: purple,", "{id: transfer, colour: purple,")
    with pytest.raises(DataError) as caught:
        load_cards(path)
    assert "(id 'transfer'), field 'name': Field required" in str(caught.value)


def test_malformed_yaml_names_the_file_and_line(data_copy):
    path = data_copy / "setup.yaml"
    path.write_text("floors: [0, 1\nhand_limit: 3\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_yaml(path)
    assert str(path) in str(caught.value) and "malformed YAML at line" in str(caught.value)


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(DataError, match="nowhere.yaml: cannot be read"):
        read_yaml(tmp_path / "nowhere.yaml")


def test_a_nested_setup_field_is_named_by_its_path(data_copy):
    path = data_copy / "setup.yaml"
    rewrite(path, "competitive: {bosses: 3,", "competitive: {bosses: 5,")
    with pytest.raises(DataError) as caught:
        validate(SetupFile, read_yaml(path), path)
    assert "field 'modes', field 'competitive', field 'bosses'" in str(caught.value)


def test_a_mode_removing_an_unknown_card_is_refused(data_copy):
    setup_path = data_copy / "setup.yaml"
    rewrite(setup_path, "remove_cards: [floorA],", "remove_cards: [floorB],")
    cards = load_cards(data_copy / "cards.yaml")
    setup = validate(SetupFile, read_yaml(setup_path), setup_path)
    with pytest.raises(DataError, match="mode 'cooperative', field 'remove_cards': unknown card 'floorB'"):
        ElevatorData(cards, setup)


def test_two_cards_with_one_id_are_refused(data_copy):
    path = data_copy / "cards.yaml"
    rewrite(path, "{id: down, name: Down,", "{id: up, name: Down,")
    with pytest.raises(DataError, match="card id 'up' appears twice"):
        ElevatorData(load_cards(path), validate(SetupFile, read_yaml(data_copy / "setup.yaml"), "setup.yaml"))


def test_too_few_effect_tokens_for_the_floors_is_refused(data_copy):
    path = data_copy / "setup.yaml"
    raw = read_yaml(path)
    assert isinstance(raw, dict)
    raw["effect_tokens"] = raw["effect_tokens"][:3]
    path.write_text(yaml.safe_dump(raw), encoding="utf-8")
    with pytest.raises(DataError, match="fewer effect tokens than floors"):
        validate(SetupFile, read_yaml(path), path)


def test_game_description_option_errors_name_the_mode_entry(data_copy):
    path = data_copy / "game.yaml"
    rewrite(path, "choices: [2, 1]\n        default: 2", "choices: [2, 1]\n        default: [2]")
    with pytest.raises(DataError) as caught:
        validate(GameModel, read_yaml(path), path)
    assert "field 'modes', entry 4 (id 'cooperative'), field 'options', entry 1 (id 'cards_per_turn'), " \
           "field 'default'" in str(caught.value)
