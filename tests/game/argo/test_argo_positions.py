"""Positions (docs/positions.md) and action notation (docs/notation.md): read back exactly as
written, the example files play as their comments say, and bad data is refused by field."""

from pathlib import Path

import pytest
import yaml

from game.argo import GAME
from game.core.actions import Action
from tests.game.argo.argo_helpers import EAST_LINE, at, legal, new_state, position, run, seats

POSITIONS = Path(__file__).resolve().parents[3] / "data" / "argo" / "positions"
EXAMPLES = sorted(POSITIONS.glob("*.yaml"))


def tried(path: Path) -> list[str]:
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("# Try:"))
    return [a.strip() for a in line[len("# Try:"):].split(", ")]  # a cell holds a comma without a space


def load(path: Path):
    return GAME.from_position(yaml.safe_load(path.read_text(encoding="utf-8")))


def round_trip(state) -> None:
    written = state.to_position()
    again = GAME.from_position(yaml.safe_load(yaml.safe_dump(written, sort_keys=False)))
    assert again.to_position() == written
    assert {str(a) for a in again.legal_actions()} == {str(a) for a in state.legal_actions()}


def test_there_is_an_example_file_for_every_worked_example():
    assert {p.name[:2] for p in EXAMPLES} >= {"e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"}


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_each_example_file_plays_as_its_comment_says_and_round_trips_at_every_step(path):
    state = load(path)
    assert state.invariant_problems() == []
    for action in tried(path):
        round_trip(state)
        assert action in legal(state), (path.name, action, sorted(legal(state)))
        assert Action.parse(action) == Action.parse(str(Action.parse(action)))
        state.apply(action)
    round_trip(state)
    assert state.invariant_problems() == []


OUTCOMES = {
    "e1": lambda s: s.scores == [1, 0] and at(s, "BP") == "dead" and s.alien_score() == 4,
    "e2": lambda s: s.scores == [1, 0, 0] and at(s, "GG") == "dead" and at(s, "YR") == "1,0",
    "e3": lambda s: s.scores == [1, 0] and at(s, "YP") == "dead" and s.tokens == {"time": (1,)},
    "e4": lambda s: at(s, "RE") == "5,0" and s.actions_left == 1,
    "e5": lambda s: at(s, "RP") == "-1,0" and s.alien_at == {GAME_CELL("1,0"): "A1"},
    "e6": lambda s: at(s, "RP") == "1,-1" and s.alien_cell == {"A1": GAME_CELL("1,0")} and s.track == [],
    "e7": lambda s: s.alien_cell == {} and s.scores == [1, 0, 0] and s.track == [],
    "e8": lambda s: at(s, "RC") == "dead" and s.scores == [0, 0],
    "pu": lambda s: at(s, "RC") == "0,0" and at(s, "BG") == "1,0" and at(s, "BC") == "2,0",
}


def GAME_CELL(text: str) -> int:
    from game.argo.grid import to_cell
    return to_cell(text)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_each_example_file_ends_as_the_rulebook_says(path):
    state = load(path)
    run(state, *tried(path))
    assert OUTCOMES[path.name[:2]](state), state.to_position()


def test_a_minimal_position_is_a_new_game():
    state = GAME.from_position({"mode": "standard", "seats": seats(3)})
    fresh = new_state(3, seed=0, first_player=0)
    assert state.to_position() == fresh.to_position()


def test_positions_round_trip_in_every_kind_of_step():
    tiles = {**EAST_LINE, "1,0": ["cor-17", 0], "1,1": ["cor-12", 0], "5,0": ["pod-1", 270],
             "-1,0": ["tele-1", 90], "0,-1": ["tele-2", 0], "0,1": ["jump", 0]}
    state = position(2, tiles=tiles, astronauts={"BP": "1,0", "RP": "4,0", "RE": "0,1"}, step="actions")
    for action in ("move RC 1,0", "push BP 1,1"):
        round_trip(state)
        state.apply(action)
    round_trip(state)
    pilot = position(2, tiles=tiles, astronauts={"RP": "4,0"}, step="actions")
    pilot.apply("move RP 5,0")
    round_trip(pilot)  # the Pilot's choice
    tele = position(2, tiles=tiles, step="actions")
    tele.apply("move RC -1,0")
    round_trip(tele)  # in the passageway
    jump = position(2, tiles=tiles, astronauts={"RE": "0,1"}, step="actions")
    jump.apply("activate RE")
    round_trip(jump)  # the Jump Room's first Move
    jump.apply("step 0,0")
    assert jump.steps[-1][0] == "jump" and jump.steps[-1][4] == 1
    round_trip(jump)  # between the Explorer's two steps of that Move
    aliens = position(2, tiles={"1,0": ["cor-01", 90], "2,0": ["cor-17", 0], "3,0": ["cor-02", 90],
                                "2,1": ["cor-03", 0]}, aliens={"A1": "1,0", "A2": "2,0"}, step="alien")
    aliens.apply("alien A1 2,0")
    round_trip(aliens)  # two Aliens on one tile while the second is pushed


BAD = [
    ({"colour": None}, "seats"),
    ({"tiles": {"1,0": ["nowhere", 0]}}, "tiles.1,0"),
    ({"tiles": {"1,0": ["cor-01", 45]}}, "rotation"),
    ({"tiles": {"x": ["cor-01", 90]}}, "not a cell"),
    ({"tiles": {"1,0": "x"}}, "tiles.1,0: a tile and its rotation, like [corridor-1, 90], not 'x'"),
    ({"tiles": {"1,0": ["cor-01"]}}, "tiles.1,0: a tile and its rotation"),
    ({"tiles": {"1,0": ["cor-01", 0]}}, "cut off"),
    ({"astronauts": {"ZZ": "0,0"}}, "astronauts.ZZ"),
    ({"astronauts": {"RC": "5,5"}}, "no module lies on 5,5"),
    ({"astronauts": {"RC": "pod-1/0"}}, "pod-1 is not on the station"),
    ({"aliens": {"A9": "1,0"}}, "aliens.A9"),
    ({"aliens": {"A1": "0,0"}}, "no Alien may be"),
    ({"tokens": {"lab": ["purple"]}}, "tokens.lab"),
    ({"scores": {"red": 3}, "gains": {"red": {"kills": 2}}}, "gains.red"),
    ({"step": "somewhere"}, "step"),
    ({"steps": [["nowhere"]]}, "steps[0]"),
    ({"over": "bored"}, "over"),
    ({"options": {"difficulty": "insane"}}, "difficulty"),
    ({"mystery": 1}, "mystery"),
    ({"actions_left": "two"}, "actions_left: 'two' is not a whole number"),
    ({"final_turns_left": "x"}, "final_turns_left: 'x' is not a whole number"),
    ({"steps": [["end_turn"], ["kills", "first"]]}, "steps[1][1]: 'first' is not a whole number"),
    ({"escaped": {"RC": "pod-1/²"}}, "escaped.RC: POD/SEAT"),
    ({"scores": {"red": 1.5}}, "scores.red: 1.5 is not a whole number"),
]


@pytest.mark.parametrize("change, field", BAD, ids=[field for _c, field in BAD])
def test_bad_position_data_is_refused_naming_the_field(change, field):
    data = {"mode": "standard", "seats": seats(2), "tiles": {"1,0": ["cor-01", 90]}, "turn": 9}
    if "colour" in change:
        data["seats"] = [{"name": "Ann", "colour": "purple"}, {"name": "Bob", "colour": "blue"}]
    else:
        data.update(change)
    with pytest.raises(ValueError) as caught:
        GAME.from_position(data)
    assert field in str(caught.value)


def test_every_action_reads_back_from_its_text():
    state = position(2, tiles=EAST_LINE, display=["cor-05", "lab", "safe"], step="build")
    for action in state.legal_actions():
        assert Action.parse(str(action)) == action


def test_a_loaded_position_lists_its_pods_in_the_same_order_in_every_process(tmp_path):
    """Bots rebuild positions from views at every decision: an order taken from a set of names
    (different in every process) would make the same bot game play differently each time."""
    import json
    import os
    import subprocess
    import sys

    from tests.game.argo.argo_helpers import full_station
    saved = tmp_path / "position.json"
    saved.write_text(json.dumps(position(4, tiles=full_station(4)).to_position()))
    code = ("import json, sys; from game.argo.positions import load_position; "
            f"print(list(load_position(json.load(open({str(saved)!r}))).seated))")
    root = Path(__file__).resolve().parents[3]
    orders = {subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True,
                             env=dict(os.environ, PYTHONHASHSEED=str(seed))).stdout for seed in range(6)}
    assert len(orders) == 1 and orders.pop().count("pod-") == 6
