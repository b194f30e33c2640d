"""Positions (docs/positions.md) and action notation (docs/notation.md): read back exactly as
written, the example files play as their comments say, and bad data is refused by field."""

import random
from pathlib import Path

import pytest
import yaml

from game.area1851 import GAME
from game.core.actions import Action
from tests.game.area1851.a1851_helpers import legal, new_state, outcome, position, run, seats

POSITIONS = Path(__file__).resolve().parents[3] / "data" / "area1851" / "positions"
EXAMPLES = sorted(POSITIONS.glob("*.yaml"))


def tried(path: Path) -> list[str]:
    """The actions of the file's '# Try:' comment."""
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("# Try:"))
    return [a.strip() for a in line[len("# Try:"):].split(",")]


def load(name: str):
    return GAME.from_position(yaml.safe_load((POSITIONS / name).read_text(encoding="utf-8")))


def round_trip(state) -> None:
    written = state.to_position()
    again = GAME.from_position(yaml.safe_load(yaml.safe_dump(written, sort_keys=False)))
    assert again.to_position() == written
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]


def test_there_is_an_example_file_for_each_worked_example_with_a_position():
    names = {p.name[:3] for p in EXAMPLES}
    assert {"w01", "w05", "w06", "w07", "w08", "w09", "w10", "w11", "w12", "w13", "w14", "w15", "w16"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_each_example_file_plays_as_its_comment_says_and_round_trips_at_every_step(path):
    state = GAME.from_position(yaml.safe_load(path.read_text(encoding="utf-8")))
    assert state.invariant_problems() == []
    for action in tried(path):
        round_trip(state)
        assert action in legal(state), (path.name, action)
        state.apply(action)
    round_trip(state)
    assert state.invariant_problems() == []


def test_the_example_files_end_as_the_worked_examples_say():
    assert run(load("w05-doubling.yaml"), *tried(POSITIONS / "w05-doubling.yaml")).rep[0] == 22
    assert run(load("w08-a-die-serves-once.yaml"), *tried(POSITIONS / "w08-a-die-serves-once.yaml")).rep[0] == 11
    assert run(load("w09-town-hall.yaml"), *tried(POSITIONS / "w09-town-hall.yaml")).rep[0] == 4
    w11 = run(load("w11-universal-bid.yaml"), *tried(POSITIONS / "w11-universal-bid.yaml"))
    assert "universal-mod-1" in w11.hands[1] and w11.scraps[1] == [] and len(w11.hands[1]) == 6
    assert run(load("w12-one-feat-per-gadget.yaml"), *tried(POSITIONS / "w12-one-feat-per-gadget.yaml")).rep[0] == 21
    w13 = run(load("w13-assistants-phase.yaml"), *tried(POSITIONS / "w13-assistants-phase.yaml"))
    assert w13.places[0] == ["workshop", "workshop", "town-hall"]
    w15 = run(load("w15-end-and-tie-breaks.yaml"), "stay")
    assert outcome(w15).winners == [0] and w15.hands == [["crossbow-1"], ["canoe-1"]]
    assert [len(h) for h in run(load("w16-draw-phase.yaml"), "stay").hands] == [5, 6]


def test_a_minimal_position_is_a_new_game_of_that_set_up():
    state = GAME.from_position({"seats": seats(3)})
    assert state.to_position() == new_state(3, seed=0, first_player=0).to_position()


def test_positions_round_trip_in_every_phase_and_pending_choice():
    round_trip(GAME.from_position({"seats": seats(2)}))
    round_trip(position(phase="help_wanted", players=[{"assistants": {"a1": "workshop"}}]))
    bidding = position(3, phase="bid", event="universal-mod-1", lead=0, players=[{"scrap": ["glass-bead-1"]}])
    round_trip(bidding)
    run(bidding, "bid 1")
    round_trip(bidding)
    run(bidding, "bid 0", "bid 0")
    assert bidding.phase == "bid_payment"
    round_trip(bidding)
    sitting = position(players=[{"dice": [1, 2, "3t"], "scrap": ["glass-bead-1", "crossbow-1"], "hand": ["canoe-1"],
                                 "assistants": {"a1": "storehouse", "a2": "storehouse", "a3": "town-hall"},
                                 "credits": {"free_fiddles": 1},
                                 "table": [{"gadget": "rocking-chair-1", "mods": [None], "made_turn": 2}]}])
    for action in ("activate town-hall 1", "town-hall d1", "activate storehouse 2", "pay glass-bead-1"):
        round_trip(sitting)
        sitting.apply(action)
    round_trip(sitting)
    assert sitting.pending == ("build",)
    over = position(turn=15, phase="assistants", queue=[1], event="the-end-1", event_deck=[],
                    options={"ages": [30, 50]})
    run(over, "stay")
    round_trip(over)


def test_a_position_fills_what_it_does_not_list():
    state = position(turn=5, event="to-the-right-1", players=[{"rep": 12}])
    assert state.causes[0] == {"earlier": 12} and not state.pass_left
    assert state.ap == [2, 2] and state.places[0] == ["workshop", "reserve", "reserve"]
    assert all(v is not None for v in state.dice[1]) and len(state.events_seen) == 4
    assert len(state.tinker_deck) == 108 and state.invariant_problems() == []


BASE = {"seats": seats(2), "turn": 3, "phase": "action", "event": "help-wanted-1"}


@pytest.mark.parametrize("change, field", [
    ({"colour": "red"}, "not a field"),
    ({"phase": "roll"}, "phase"),
    ({"phase": "setup"}, "phase"),
    ({"turn": 16}, "turn"),
    ({"players": [{"hand": ["brass-rivet-9"]}, {}]}, "players[0].hand"),
    ({"players": [{"hand": ["brass-rivet-1"]}, {"scrap": ["brass-rivet-1"]}]}, "listed more than once"),
    ({"players": [{"table": [{"gadget": "brass-rivet-1"}]}, {}]}, "players[0].table[0].gadget"),
    ({"players": [{"table": [{"gadget": "butter-churn-1", "mods": ["bedspring-1"]}]}, {}]}, "players[0].table[0].mods"),
    ({"players": [{"table": [{"gadget": "butter-churn-1", "mods": ["brass-rivet-1"]}]}, {}]},
     "would have been delivered"),
    ({"players": [{"dice": [1, 2]}, {}]}, "players[0].dice"),
    ({"players": [{"dice": [1, 2, "3q"]}, {}]}, "players[0].dice[2]"),
    ({"players": [{"assistants": {"a4": "workshop"}}, {}]}, "players[0].assistants"),
    ({"players": [{"assistants": {"a1": "moon"}}, {}]}, "players[0].assistants.a1"),
    ({"players": [{"rep": 3, "causes": {"deliveries": 2}}, {}]}, "players[0].causes"),
    ({"players": [{"stats": {"luck": 2}}, {}]}, "players[0].stats"),
    ({"players": [{"feats": [{"card": "crowd-pleaser-7"}]}, {}]}, "players[0].feats[0]"),
    ({"players": [{}]}, "players"),
    ({"event": "gold-rush-1"}, "event"),
    ({"pending": {"kind": "dance"}}, "pending.kind"),
    ({"queue": [4]}, "queue"),
    ({"tinker_discard": ["universal-mod-1"]}, "never joins the Tinker cards"),
    ({"options": {"segment": 7}}, "options"),
    ({"options": {"ages": [40]}}, "options"),
    ({"players": [{"rep": "lots"}, {}]}, "players[0].rep: 'lots' is not a whole number"),
    ({"queue": [0, "y"]}, "queue[1]: 'y' is not a whole number"),
    ({"sitting": 7}, "sitting: a seat from 0 to 1"),
    ({"forced_rolls": "6"}, "forced_rolls: '6' is not a list of whole numbers"),
    ({"last_bid": {"card": "help-wanted-1", "bids": [1, 0], "rolls": [], "winner": "Ann"}},
     "last_bid.winner: 'Ann' is not a whole number"),
    ({"last_bid": {"card": "help-wanted-1", "bids": [1, 1], "rolls": [[[0, 3], [1, "six"]]], "winner": 0}},
     "last_bid.rolls[0][1][1]: 'six' is not a whole number"),
    ({"last_bid": {"card": "help-wanted-1", "bids": [1], "rolls": [], "winner": 0}}, "last_bid: one bid per seat"),
])
def test_bad_position_data_is_refused_naming_the_field(change, field):
    with pytest.raises(ValueError) as caught:
        GAME.from_position({**BASE, **change})
    assert field in str(caught.value)


def test_a_die_fiddled_beyond_its_faces_is_a_position():
    # the rulebook lets a fiddle take a die past its faces, up to 5 or more and down to 0, so a 9
    # or a 0 on a four-sided die is a position a game can reach, not a damaged one
    state = GAME.from_position({**BASE, "players": [{"dice": [9, "0u", 3]}, {}]})
    assert state.dice[0] == [9, 0, 3] and not state.invariant_problems()


def test_every_action_text_reads_back_as_the_same_action():
    state = new_state(4, seed=4)
    chooser = random.Random(4)
    seen = set()
    for _ in range(600):
        if state.is_over():
            break
        for action in state.legal_actions():
            assert Action.parse(str(action)) == action
            seen.add(action.verb)
        state.apply(chooser.choice(state.legal_actions()))
    assert {"place", "fabricate", "scrap", "fiddle", "activate", "done", "move", "stay"} <= seen
