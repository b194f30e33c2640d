"""Positions (docs/positions.md) and action notation (docs/notation.md): read back exactly as
written, the example files play as their comments say, and bad data is refused by field."""

import random
from pathlib import Path

import pytest
import yaml

from game.area51 import GAME
from game.core.actions import Action
from tests.game.area51.a51_helpers import legal, new_state, position, run, seats

POSITIONS = Path(__file__).resolve().parents[3] / "data" / "area51" / "positions"
EXAMPLES = sorted(POSITIONS.glob("*.yaml"))


def tried(path: Path) -> list[str]:
    """The actions of the file's '# Try:' comment."""
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("# Try:"))
    return [a.strip() for a in line[len("# Try:"):].split(",")]


def round_trip(state) -> None:
    written = state.to_position()
    text = yaml.safe_dump(written, sort_keys=False)
    again = GAME.from_position(yaml.safe_load(text))
    assert again.to_position() == written
    assert {str(a) for a in again.legal_actions()} == {str(a) for a in state.legal_actions()}


def test_there_is_an_example_file_for_the_worked_examples():
    names = {p.name[:3] for p in EXAMPLES}
    assert {"w01", "w02", "w03", "w05", "w06", "w07", "w08", "w09", "w10", "w11"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_each_example_file_plays_as_its_comment_says_and_round_trips_at_every_step(path):
    state = GAME.from_position(yaml.safe_load(path.read_text(encoding="utf-8")))
    assert state.invariant_problems() == []
    actions = tried(path)
    for action in actions:
        round_trip(state)
        assert action in legal(state), (path.name, action)
        state.apply(action)
    round_trip(state)
    assert state.invariant_problems() == []


def test_w11_example_file_scores_as_the_rulebook_says():
    path = POSITIONS / "w11-full-pick-up.yaml"
    state = GAME.from_position(yaml.safe_load(path.read_text(encoding="utf-8")))
    run(state, *tried(path))
    assert state.scores == {"white": 2, "pink": 1, "yellow": 1, "red": 1}


def test_a_minimal_position_is_a_new_game_of_the_mode():
    state = GAME.from_position({"mode": "standard", "seats": seats(4)})
    fresh = new_state(4, seed=0, first_player=0)
    assert state.to_position() == fresh.to_position()
    assert [len(h) for h in state.hands] == [5, 5, 5, 5] and len(state.deck) == 78


def test_positions_round_trip_in_every_step_and_phase():
    state = position(display=["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"],
                     hands=[["green2-1", "green2-2", "blue2-1", "blue2-2"], [], [], []],
                     hangars={"B-left": ["+green3-1@pink", "-blue3-3@yellow"]})
    round_trip(state)
    state.apply("take blue3-1")
    round_trip(state)  # a collect with a gap in the display
    state = position(hands=[["green2-1", "green2-2", "blue2-1", "blue2-2"], [], [], []])
    for action in ("hire truck-green A>B", "down blue2-1 A-left", "up green2-1 A-mid"):
        state.apply(action)
        round_trip(state)
    state = position(regions={"B": {"bunkers": {"B5": {"colour": "green", "owner": "red", "level": 3}}}},
                     hangars={"B-left": ["+green3-1@pink", "-green2-3@yellow"]}, phase="last_round", turns_left=2)
    state.apply("pickup B-left")
    round_trip(state)  # loading in the last round
    assert state.phase_label() == "Last round: Ann, Bob still to play"
    state = position(phase="final", hangars={"A-left": ["+green3-1@pink"], "C-left": ["-green3-2@red"]})
    round_trip(state)
    run(state, "pickup A-left", "pickup C-left")
    assert state.is_over()
    round_trip(state)


def test_a_position_counts_what_it_does_not_list():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "white", "level": 3}}}}
    state = position(regions=regions, vehicles={"truck-blue": {"route": "A>B", "number": 6}})
    assert state.markers == {"A": 14, "B": 11, "C": 11}
    assert state.towers == {"blue": 3, "brown": 4, "orange": 4, "green": 5}
    assert state.caps_left["white"] == 4
    assert state.vehicles["truck-blue"] == ("A>B", 6, ("5/6:6",)) and state.free_tokens["5/6"] == 5


@pytest.mark.parametrize("change, field", [
    ({"mode": "standard", "seats": seats(4), "regions": {"D": {}}}, "regions"),
    ({"mode": "standard", "seats": seats(4),
      "regions": {"B": {"bunkers": {"B7": {"colour": "blue", "owner": "white"}}}}},
     "regions.B.bunkers.B7"),
    ({"mode": "standard", "seats": seats(4),
      "regions": {"A": {"bunkers": {"A8": {"colour": "purple", "owner": "white"}}}}},
     "regions.A.bunkers.A8"),
    ({"mode": "standard", "seats": seats(4), "regions": {"A": {"markers": 18}}}, "regions.A.markers"),
    ({"mode": "standard", "seats": seats(4), "hands": [["orange9-1"], [], [], []]}, "hands[0]"),
    ({"mode": "standard", "seats": seats(4), "hands": [["orange2-1"], ["orange2-1"], [], []]}, "listed more than once"),
    ({"mode": "standard", "seats": seats(4), "hangars": {"B-mid": []}}, "hangars"),
    ({"mode": "standard", "seats": seats(4), "hangars": {"B-left": ["orange2-1"]}}, "hangars.B-left"),
    ({"mode": "standard", "seats": seats(4), "vehicles": {"truck-blue": {"route": "A-B", "number": 2}}},
     "vehicles.truck-blue.route"),
    ({"mode": "standard", "seats": seats(4), "phase": "epilogue"}, "phase"),
    ({"mode": "standard", "seats": seats(4), "step": "dance"}, "step"),
    ({"mode": "standard", "seats": seats(4), "regions": {"B": {"markers": 0}, "C": {"markers": 0}}}, "phase"),
    ({"mode": "standard", "seats": seats(4), "colour": "red"}, "not a field"),
    ({"mode": "standard", "seats": seats(4), "scores": {"blue": 3}}, "scores"),
    ({"mode": "standard", "seats": seats(4), "hands": [["green2-1"], [], [], []], "step": "project",
      "project": {"declared": "build green A", "up": "green2-1", "downs": 0}}, "project.up"),
    ({"mode": "standard", "seats": seats(4), "hangars": {"A-left": ["+green2-1@white", "-blue2-1@white"]},
      "step": "project", "project": {"declared": "build green A", "up": "green2-1", "downs": 1}}, "already paid"),
    ({"mode": "standard", "seats": seats(4), "s_on_top": 3, "deck": ["green3-1"]}, "s_on_top"),
    ({"mode": "standard", "seats": seats(4), "quiet_turns": "x"}, "quiet_turns: 'x' is not a whole number"),
    ({"mode": "standard", "seats": seats(4), "vehicles": {"truck-blue": {"route": "A>B", "number": [2]}}},
     "vehicles.truck-blue.number: [2] is not a whole number"),
    ({"mode": "standard", "seats": seats(4), "scores": {"white": True}}, "scores.white: True is not a whole number"),
])
def test_bad_position_data_is_refused_naming_the_field(change, field):
    with pytest.raises(ValueError) as caught:
        GAME.from_position(change)
    assert field in str(caught.value)


def test_every_action_text_reads_back_as_the_same_action():
    state = new_state(5, seed=4)
    chooser = random.Random(4)
    for _ in range(300):
        for action in state.legal_actions():
            assert Action.parse(str(action)) == action
        state.apply(chooser.choice(state.legal_actions()))
    assert "build" in {a.verb for a in new_state(2).legal_actions()}
    assert all(len(a.args) == 3 for a in new_state(2).legal_actions() if a.verb == "build")


def test_a_bunker_declared_where_no_space_is_free_is_refused_naming_the_declaration():
    full_b = {f"B{n}": {"colour": colour, "owner": owner} for n, colour, owner in
              [(5, "blue", "white"), (4, "brown", "pink"), (3, "orange", "yellow"), (2, "blue", "red"),
               (1, "brown", "white")]}
    data = {"mode": "standard", "seats": seats(4), "regions": {"B": {"bunkers": full_b}},
            "hands": [["blue2-1"], [], [], []], "hangars": {"B-left": ["+green2-1@white"]},
            "step": "project", "project": {"declared": "build green B", "up": "green2-1", "downs": 0}}
    with pytest.raises(ValueError, match="project.declared: region B has no empty building space"):
        GAME.from_position(data)
