"""Argo's data: the YAML the rules read, its checks of meaning (errors name the file, the entry and
the field), the game's description and the rules reference made from the data."""

import pytest

from game.argo import GAME
from game.argo.rules_data import SETUP_FILE, TILES_FILE, ArgoData, SetupFile, TilesFile, argo_data
from game.core.data import read_yaml, validate
from game.core.errors import DataError
from game.core.paths import data_root
from game.core.registry import game_info
from game.core.validate import validate_all


def raw_models():
    return (validate(TilesFile, read_yaml(data_root() / TILES_FILE), TILES_FILE),
            validate(SetupFile, read_yaml(data_root() / SETUP_FILE), SETUP_FILE))


def problems_of(tiles=None, setup=None) -> str:
    base_tiles, base_setup = raw_models()
    with pytest.raises(DataError) as caught:
        ArgoData(tiles or base_tiles, setup or base_setup, game_info("argo").colours)
    return str(caught.value)


def test_the_shipped_data_holds_the_rulebooks_components():
    data = argo_data()
    assert len(data.modules) == 30 and len(data.plain_corridors) >= 4 and len(data.pods) == 6
    assert data.pods_for(2) == ("pod-1", "pod-3", "pod-5", "pod-6") and len(data.pods_for(3)) == 6
    assert sum(len(data.tile[p].seats) for p in data.pods_for(4)) == 12
    assert data.aliens == ("A1", "A2", "A3", "A4", "A5") and data.astronaut_ids("red") == ("RC", "RE", "RP", "RG", "RR")
    assert {data.tile[t].type for t in data.modules} >= {"lab", "control", "jump", "time", "laser", "infirmary",
                                                          "warehouse", "security", "core", "safe", "teleporter"}
    assert [data.cover(d) for d in ("easy", "medium", "hard")] == [1, 2, 3]


def test_validate_data_checks_the_argo_files():
    checked = validate_all()
    assert "argo/tiles.yaml (30 modules, 6 escape pods)" in checked
    assert any(line.startswith("argo/setup.yaml") for line in checked)


def test_the_game_description_is_available_with_its_table():
    info = game_info("argo")
    assert info.available and info.colours == ["red", "blue", "green", "yellow"]
    mode = info.mode("standard")
    assert (mode.min_players, mode.max_players) == (2, 4)
    assert {o.id: (o.choices, o.default) for o in mode.options} == {
        "difficulty": (["easy", "medium", "hard"], "medium"), "deep_space": ([False, True], False)}


def test_a_missing_module_is_caught_against_the_rulebooks_count():
    tiles, _setup = raw_models()
    assert "29 module tiles, but argo/setup.yaml says the game has 30" in problems_of(
        tiles=tiles.model_copy(update={"modules": tiles.modules[:-1]}))


def test_too_few_plain_corridors_for_the_set_up_are_caught():
    tiles, setup = raw_models()
    plain = [m for m in tiles.modules if m.type == "corridor" and not m.alien]
    marked = [m.model_copy(update={"alien": True}) if m in plain[3:] else m for m in tiles.modules]
    assert "needs 4 corridors without the Alien symbol; there are 3" in problems_of(
        tiles=tiles.model_copy(update={"modules": marked}))


def test_tracks_that_fall_or_pods_out_of_play_are_caught():
    tiles, setup = raw_models()
    falling = setup.model_copy(update={"alien_tracks": {**setup.alien_tracks, 3: [5, 4, 3, 2, 1, 0]}})
    assert "field 'alien_tracks', entry 3: the slot values rise" in problems_of(setup=falling)
    pods = [p.model_copy(update={"min_players": 3}) for p in tiles.pods]
    assert "no pod is in play with 2 players" in problems_of(tiles=tiles.model_copy(update={"pods": pods}))
    twice = tiles.modules + [tiles.modules[0]]
    assert "tile id cor-01 appears twice" in problems_of(tiles=tiles.model_copy(update={"modules": twice}),
                                                          setup=setup.model_copy(update={"modules": 31}))


def test_a_field_of_the_wrong_shape_is_named_with_its_entry():
    raw = read_yaml(data_root() / TILES_FILE)
    assert isinstance(raw, dict)
    raw["modules"][19]["capacity"] = 0
    with pytest.raises(DataError) as caught:
        validate(TilesFile, raw, TILES_FILE)
    assert "argo/tiles.yaml: field 'modules', entry 20 (id 'tele-2'), field 'capacity'" in str(caught.value)


def test_the_rules_reference_is_made_from_the_data():
    inserts = GAME.reference_inserts()
    assert set(inserts) == {"modules", "pods", "tracks"}
    text = (data_root() / "argo" / "reference.md").read_text(encoding="utf-8")
    assert all("{{" + name + "}}" in text for name in inserts)
    assert "**pod-2**: seats worth 2 and 3, only with 3 or more players." in inserts["pods"]
    assert "- **Teleporter** ×2: straight (2 doors), room for 1." in inserts["modules"]
