"""The Area 51 data files and their meaning checks (`main.py validate-data`).

Each broken copy of the data must be refused with a message naming the file, the entry and
the field, so a player correcting a count for their own copy of the game can find it.
"""

import shutil
from pathlib import Path

import pytest
import yaml

from game.area51.rules_data import area51_data, check_all
from game.core.errors import DataError
from game.core.paths import DATA_OVERRIDE
from game.core.registry import game_info
from game.core.validate import validate_all

DATA = Path(__file__).resolve().parents[3] / "data"


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """A private copy of the data folder that a test may break; the real data comes back after."""
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    monkeypatch.setenv(DATA_OVERRIDE, str(folder))
    game_info.cache_clear()
    yield folder
    monkeypatch.delenv(DATA_OVERRIDE)
    game_info.cache_clear()
    area51_data.cache_clear()


def edit(folder: Path, name: str, change) -> None:
    path = folder / "area51" / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def refusal(folder: Path) -> str:
    with pytest.raises(DataError) as caught:
        check_all()
    return str(caught.value)


def test_the_shipped_data_passes_every_check():
    lines = check_all()
    assert lines[0] == "area51/cards.yaml (104 artifacts, 40 starting)"
    assert any(line.startswith("area51/") for line in validate_all())


def test_the_default_table_meets_the_rulebooks_constraints():
    data = area51_data()
    starting = [data.cards[c] for c in data.starting_cards]
    main = [data.cards[c] for c in data.main_cards]
    assert len(data.cards) == 104 and len(starting) == 40 and len(main) == 64
    assert sum(c.value <= 2 for c in starting) > len(starting) * 3 // 4 and max(c.value for c in starting) == 3
    assert sum(c.value >= 3 for c in main) > len(main) * 3 // 4
    assert not [c for c in data.cards.values() if c.colour == "green" and c.value == 4]
    assert {colour: sum(c.colour == colour for c in data.cards.values()) for colour in data.colours} == \
        {"blue": 26, "brown": 22, "orange": 24, "green": 32}


def test_a_card_count_that_no_longer_matches_the_totals_is_refused(data_copy):
    edit(data_copy, "cards.yaml", lambda d: d["cards"][0].update(count=4))
    text = refusal(data_copy)
    assert "area51/cards.yaml: field 'totals', entry 'cards': the table holds 103 cards, not 104" in text
    assert "field 'totals', entry 'colours', field 'blue': the table holds 25 blue cards, not 26" in text


def test_a_value_outside_1_to_4_and_an_unknown_colour_are_refused(data_copy):
    def change(d):
        d["cards"][5]["value"] = 5
        d["cards"][6]["colour"] = "violet"
    edit(data_copy, "cards.yaml", change)
    text = refusal(data_copy)
    assert "entry 6 of 'cards' (blue 5), field 'value': artifacts are numbered 1 to 4" in text
    assert "entry 7 of 'cards' (violet 1), field 'colour'" in text


def test_a_deal_that_needs_more_starting_cards_than_exist_is_refused(data_copy):
    edit(data_copy, "setup.yaml", lambda d: d.update(deal=7))
    assert "field 'starting_returned', entry 6: 6 hands of 7" in refusal(data_copy)


def test_sides_whose_icons_do_not_match_the_players_are_refused(data_copy):
    edit(data_copy, "setup.yaml", lambda d: d["boards"].update({3: ["large", "small", "small"]}))
    assert "field 'boards', entry 3: the sides show 4 player icons" in refusal(data_copy)


def test_tower_removal_of_an_unknown_colour_is_refused(data_copy):
    edit(data_copy, "setup.yaml", lambda d: d["tower_removal"][4].update(purple=1))
    assert "field 'tower_removal', entry 4, field 'purple'" in refusal(data_copy)


def test_two_token_types_sharing_a_side_are_refused(data_copy):
    edit(data_copy, "setup.yaml", lambda d: d["numbered_tokens"][1].update(sides=[2, 4]))
    assert "entry 2 of 'numbered_tokens' (3/4), field 'sides': 2 is also a side of token 1/2" in refusal(data_copy)


def test_a_green_4_while_the_reference_says_there_is_none_is_refused(data_copy):
    def change(d):
        d["cards"][-1]["count"] = 15
        d["cards"].append({"colour": "green", "value": 4, "starting": False, "count": 1})
    edit(data_copy, "cards.yaml", change)
    assert "area51/reference.md: says there is no green 4" in refusal(data_copy)


def test_two_player_colours_must_be_the_pairs_of_the_set_up(data_copy):
    edit(data_copy, "setup.yaml", lambda d: d["two_player"].update(pairs=[["pink", "black"], ["purple", "white"]]))
    assert "mode 'two_player', field 'colours'" in refusal(data_copy)


def test_a_missing_field_is_named_by_the_shape_check(data_copy):
    edit(data_copy, "setup.yaml", lambda d: d.pop("takes"))
    assert "area51/setup.yaml: field 'takes': Field required" in refusal(data_copy)
