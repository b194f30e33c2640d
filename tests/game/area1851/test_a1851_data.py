"""The Area 1851 data files, their meaning checks (`main.py validate-data`) and the rules reference.

Each broken copy of the data must be refused with a message naming the file, the entry and
the field, so a player correcting a card for their own copy of the game can find it.
"""

import re
import shutil
from pathlib import Path

import pytest
import yaml

from game.area1851 import GAME
from game.area1851.events import EFFECTS
from game.area1851.feats import Delivery, end_values, state_values
from game.area1851.locations import BONUS, CAN_ACT
from game.area1851.primitives import EVENT_PRIMITIVES, FEAT_FLAGS, FEAT_MEASURES, LOCATION_PRIMITIVES
from game.area1851.rules_data import area1851_data, check_all
from game.core.errors import DataError
from game.core.paths import DATA_OVERRIDE
from game.core.registry import game_info

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "data"


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
    area1851_data.cache_clear()


def edit(folder: Path, name: str, change) -> None:
    path = folder / "area1851" / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def refusal() -> str:
    with pytest.raises(DataError) as caught:
        check_all()
    return str(caught.value)


def test_the_shipped_data_passes_every_check_and_adds_up():
    assert check_all()[0] == "area1851/tinker.yaml (108 Tinker cards: 36 gadgets, 72 modifications)"
    data = area1851_data()
    tinker = [data.cards[c] for c in data.tinker_ids]
    for faction in data.factions:
        assert sum(1 for c in tinker if c.faction == faction and c.kind == "gadget") == 12
        assert sum(1 for c in tinker if c.faction == faction and c.kind == "mod") == 24
    for socket in data.socket_types:
        assert sum(c.sockets.count(socket) for c in tinker) == 23
        assert sum(1 for c in tinker if c.socket == socket) == 24
    assert all(1 <= c.cost <= 12 for c in tinker) and len(data.event_ids) == 21 and len(data.feat_ids) == 33
    assert sum(1 for e in data.events.values() if e.type == "help-wanted") == 4


def test_player_colours_are_never_a_factions_colour():
    faction_colours = {f.colour for f in area1851_data().faction_info.values()}
    assert faction_colours == {"blue", "red", "green"}
    assert not set(GAME.info.colours) & faction_colours and len(GAME.info.colours) == 5
    assert GAME.info.available and GAME.info.modes[0].min_players == 2 and GAME.info.modes[0].max_players == 5


def test_every_primitive_has_one_handler_and_every_handler_a_primitive():
    assert set(EFFECTS) == set(EVENT_PRIMITIVES)
    assert set(BONUS) == set(LOCATION_PRIMITIVES) == set(CAN_ACT)
    assert set(FEAT_MEASURES["delivery"]) | set(FEAT_FLAGS["delivery"]) | {"faction"} == set(Delivery._fields)
    from tests.game.area1851.a1851_helpers import position
    state = position()
    assert set(state_values(state, 0)) == set(FEAT_MEASURES["state"])
    assert set(end_values(state, 0, None)) == set(FEAT_MEASURES["end"])


def _first(items, key, value):
    return next(i for i in items if i[key] == value)


BROKEN = [
    ("tinker.yaml", lambda d: _first(d["gadgets"], "id", "canoe").update(cost=14),
     "area1851/tinker.yaml: entry 17 of 'gadgets' (id 'canoe'), field 'cost': 14 cannot be paid with 3 dice"),
    ("tinker.yaml", lambda d: _first(d["gadgets"], "id", "canoe").update(sockets=["spring", "gear"]),
     "(id 'canoe'), field 'sockets': 'gear' is not a socket type"),
    ("tinker.yaml", lambda d: _first(d["gadgets"], "id", "canoe").update(sockets=[]),
     "(id 'canoe'), field 'sockets': a gadget has at least one modification socket"),
    ("tinker.yaml", lambda d: _first(d["modifications"], "id", "sunstone").update(faction="elves"),
     "(id 'sunstone'), field 'faction': 'elves' is not one of townsfolk, survivalists, krukian"),
    ("tinker.yaml", lambda d: _first(d["modifications"], "id", "brass-rivet").update(copies=1),
     "field 'totals', field 'cards': the lists hold 107, not 108"),
    ("tinker.yaml", lambda d: _first(d["modifications"], "id", "brass-rivet").update(socket="spring"),
     "field 'totals', field 'sockets', field 'cog'"),
    ("tinker.yaml", lambda d: _first(d["gadgets"], "id", "canoe").update(rep=-1),
     "area1851/tinker.yaml: field 'gadgets', entry 17 (id 'canoe'), field 'rep'"),
    ("events.yaml", lambda d: _first(d["events"], "id", "boom-town").update(effects={"earthquake": 2}),
     "(id 'boom-town'), field 'effects': 'earthquake' is not an effect the game knows"),
    ("events.yaml", lambda d: _first(d["events"], "id", "town-hall-holiday").update(effects={"close": "pub"}),
     "(id 'town-hall-holiday'), field 'effects', field 'close': must be a location"),
    ("events.yaml", lambda d: _first(d["events"], "id", "help-wanted").update(copies=1),
     "with 2 players the deck needs 15 random events (3 segments of 5), but only 12 exist"),
    ("events.yaml", lambda d: _first(d["events"], "id", "universal-mod").update(copies=2),
     "event 'universal-mod': 2 copies, but area1851/setup.yaml uses up to 3"),
    ("feats.yaml", lambda d: _first(d["feats"], "id", "pack-rat").update(requires={"min_luck": 3}),
     "(id 'pack-rat'), field 'requires', field 'min_luck': not a condition of a 'state' feat"),
    ("feats.yaml", lambda d: _first(d["feats"], "id", "pack-rat").update(when="sometimes"),
     "(id 'pack-rat'), field 'when': 'sometimes' is not one of delivery, state, end"),
    ("setup.yaml", lambda d: _first(d["locations"], "id", "workshop").update(level1={"teleport": 1}),
     "(id 'workshop'), field 'level1': 'teleport' is not a bonus the game knows"),
    ("setup.yaml", lambda d: d["universal_by_players"].pop(5),
     "field 'universal_by_players': needs an entry for exactly the player counts 2 to 5"),
    ("setup.yaml", lambda d: d.update(segment_closers=["to-the-right", "the-end", "to-the-left"]),
     "the last closer, 'to-the-left', must end the game"),
    ("game.yaml", lambda d: d.update(colours=["red", "purple", "white", "black", "pink"]),
     "area1851/game.yaml: field 'colours': red is a faction's colour on the cards"),
]


@pytest.mark.parametrize("name, change, message", BROKEN, ids=[m[:40] for _n, _c, m in BROKEN])
def test_broken_data_is_refused_naming_the_file_the_entry_and_the_field(data_copy, name, change, message):
    edit(data_copy, name, change)
    assert message in refusal()


def test_a_missing_rules_reference_is_refused(data_copy):
    (data_copy / "area1851" / "reference.md").unlink()
    assert "area1851/reference.md: the rules reference is missing" in refusal()


REFERENCE = (DATA / "area1851" / "reference.md").read_text(encoding="utf-8")


def test_the_rules_reference_is_markdown_the_program_draws_with_every_insert_known():
    for line in REFERENCE.splitlines():
        if line.startswith("#"):
            assert re.match(r"#{1,3} \S", line), line
    assert "**" in REFERENCE and "\n- " in REFERENCE
    inserts = GAME.reference_inserts()
    assert set(re.findall(r"\{\{(\w+)\}\}", REFERENCE)) == set(inserts)
    assert "Grand Clock Tower (cost 12, cog+spring+crystal, 12)" in inserts["gadgets"]
    assert "- **Help Wanted** ×4:" in inserts["events"]


def test_the_rules_reference_is_written_in_our_own_words():
    rulebook = (ROOT.parent / "shared" / "rules" / "area1851.txt")
    if not rulebook.exists():
        pytest.skip("the rulebook is not beside the project")
    words = re.findall(r"[a-z']+", rulebook.read_text(encoding="utf-8").lower())
    runs = {" ".join(words[i:i + 8]) for i in range(len(words) - 7)}
    ours = re.findall(r"[a-z']+", REFERENCE.lower())
    copied = [" ".join(ours[i:i + 8]) for i in range(len(ours) - 7) if " ".join(ours[i:i + 8]) in runs]
    assert copied == []
