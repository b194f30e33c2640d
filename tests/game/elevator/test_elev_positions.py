"""Positions (docs/positions.md), views and words: what each seat may see, and positions read
back exactly as they were written."""

import random
import re
from pathlib import Path

import pytest
import yaml

from game.core.actions import Action
from game.core.contract import Seat
from game.core.errors import IllegalAction
from game.elevator import GAME
from tests.game.elevator.elevator_helpers import legal, position, refused, roll, run, seats, seed_rolling, step, where

POSITIONS = Path(__file__).resolve().parents[3] / "data" / "elevator" / "positions"


def test_minimal_position_is_a_new_game_of_the_mode():
    state = GAME.from_position({"mode": "competitive", "seats": seats(2)})
    assert state.to_move() == 0 and legal(state) == {"roll"}
    assert where(state) == {a: "E" for a in ("R1", "R2", "R3", "B1", "B2", "B3", "K1", "K2", "K3")}
    assert [len(h) for h in state.hands] == [1, 1] and len(state.deck) == 31


def test_position_round_trip_in_the_middle_of_a_card():
    state = position(aliens={"R1": "2", "B1": "2"}, elevator="2", step="cards", hands=[["up-1"], ["chatter-1"]])
    state.apply("play up-1")
    state.apply("move R1 3")  # Bob's Chatter window, with Up on the table
    assert state.table_card == "up-1" and step(state) == "window"
    written = state.to_position()
    again = GAME.from_position(written)
    assert again.to_position() == written
    again.apply("play chatter-1")
    assert where(again, "R1") == {"R1": "2"} and "up-1" in again.discard


def test_position_round_trips_through_yaml_at_every_step_of_a_game():
    state = GAME.new_state("advanced", [Seat("A", "red"), Seat("B", "blue"), Seat("C", "green")], {}, 8)
    chooser = random.Random(8)
    for _ in range(150):
        if state.is_over():
            break
        text = yaml.safe_dump(state.to_position())
        assert GAME.from_position(yaml.safe_load(text)).to_position() == state.to_position()
        state.apply(chooser.choice(state.legal_actions()))


def test_three_player_position_with_two_markers_each_asks_for_the_third():
    state = position(players=3, objectives=[["1", "4"], ["2", "5"], ["3", "6"]], active=2)
    assert step(state) == "marker" and state.to_move() == 2


@pytest.mark.parametrize("change, words", [
    ({"aliens": {"Z9": "3"}}, "no Alien 'Z9'"),
    ({"aliens": {"R1": "9"}}, "aliens.R1: '9' is not a floor"),
    ({"tokens": {"3": "lava"}}, "unknown effect token"),
    ({"hands": [["up-1", "up-1"], []]}, "each card of the mode's deck once"),
    ({"step": "lunch"}, "step: 'lunch' is not one of"),
    ({"seats": [{"colour": "red"}]}, "seats[0]: a name and a colour, as text"),
    ({"seats": [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "blue"}]}, "two seats play blue"),
    ({"options": ""}, "options: a mapping"),
    ({"tokens": 1.5}, "tokens: a mapping, not 1.5"),
    ({"aliens": "R1"}, "aliens: a mapping, not 'R1'"),
    ({"die": 10**20}, "die: the die shows 1, 2, 3, 4, 5, 6, not 100000000000000000000"),
    ({"die": 7}, "die: the die shows 1, 2, 3, 4, 5, 6, not 7"),
    ({"turn": -3}, "turn: the first turn is 1, not -3"),
    ({"steps": [["end_turn"], ["lunch"]]}, "steps[1]: a step's name"),
    ({"steps": [["end_turn"], ["window", "roll", 1.5]]}, "steps[1][2]: 1.5 is not a list of seats of the table"),
    ({"steps": [["end_turn"], ["marker"]]}, "steps[1]: step 'marker' has 1 part, not 0"),
    ({"turn": "two"}, "turn: 'two' is not a whole number"),
    ({"die": 2.5}, "die: 2.5 is not a whole number"),
    ({"plays_left": "one"}, "plays_left: 'one' is not a whole number"),
    ({"broken": "yes"}, "broken: true or false, not 'yes'"),
])
def test_a_bad_position_names_the_field_at_fault(change, words):
    data = {"mode": "competitive", "seats": seats(2), **change}
    with pytest.raises(ValueError, match=re.escape(words)):
        GAME.from_position(data)


EXAMPLES = {
    "alarm-example.yaml": (["play alarm-1", "alarm 4 5"],
                           lambda s: where(s, "R1", "B1", "K1", "K2") == {"R1": "5", "B1": "5", "K1": "6", "K2": "5"}),
    "three-player-markers.yaml": ([], lambda s: s.to_move() == 1 and legal(s) == {"marker 1", "marker 3",
                                                                                   "marker 4", "marker 6"}),
    "solo-last-turn.yaml": (["play floor0-1"], lambda s: s.result().team_won is True),
}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_positions_in_data_load_and_play_as_described(name):
    data = yaml.safe_load((POSITIONS / name).read_text(encoding="utf-8"))
    state = GAME.from_position(data)
    actions, outcome = EXAMPLES[name]
    for action in actions:
        state.apply(action)
    assert outcome(state)


def test_every_example_position_is_covered():
    assert sorted(p.name for p in POSITIONS.glob("*.yaml")) == sorted(EXAMPLES)


# --- views -------------------------------------------------------------------------------------
def test_competitive_view_shows_only_the_viewers_hand_and_never_the_deck():
    state = position(hands=[["up-1", "alarm-1"], ["hacker-1"]])
    mine, theirs = state.view(0), state.view(1)
    assert mine["hands"] == [["up-1", "alarm-1"], None] and theirs["hands"] == [None, ["hacker-1"]]
    assert mine["hand_sizes"] == [2, 1] and mine["deck_size"] == len(state.deck)
    assert "deck" not in mine and mine["legal"] == ["roll"] and theirs["legal"] == []
    spectator = state.view(None)
    assert spectator["hands"] == [None, None] and spectator["legal"] == []


def test_team_view_shows_every_hand():
    state = position("cooperative", 2, hands=[["up-1"], ["down-1"]])
    assert state.view(1)["hands"] == [["up-1"], ["down-1"]]


def test_private_draw_is_named_only_to_the_drawer():
    state = position(aliens={"R1": "2"}, elevator="2", step="cards", hands=[["up-1"], []],
                     deck_top=["hacker-2"])
    state.apply("end")
    assert "You draw Hacker." in state.view(0)["events"]
    assert not any("Hacker" in text for text in state.view(1)["events"])


def test_the_drawer_reads_the_cards_and_everyone_else_the_count_once():
    state = position(aliens={"R1": "2"}, elevator="2", step="cards", hands=[["up-1"], []], deck_top=["hacker-2"])
    state.apply("end")
    drawer, rival, spectator = state.view(0)["events"], state.view(1)["events"], state.events_for(None)
    assert [t for t in drawer if "draw" in t] == ["You draw Hacker."]
    assert [t for t in rival if "draw" in t] == [f"{state.name(0)} draws 1 card."]
    assert [t for t in spectator if "draw" in t] == [f"{state.name(0)} draws 1 card."]


def test_describing_a_card_swap_names_no_card():
    state = position("advanced", tokens={"2": "card_swap"}, aliens={"R1": "E"}, elevator="4",
                     hands=[["down-1"], ["up-1"]])
    roll(state, 2)
    run(state, "move R1 2", "swap-with 2")
    words = state.describe(Action.parse("swap down-1 up-1"))
    assert words == "Ann swaps a card with Bob."  # neither card named
    assert state.describe(Action.parse("swap down-1 up-1"), 1) == "Ann swaps a card with you."


def test_action_text_round_trip_and_the_empty_line():
    action = Action.parse("move R1 A")
    assert action == Action("move", ("R1", "A")) and str(action) == "move R1 A"
    with pytest.raises(IllegalAction, match="empty line"):
        Action.parse("   ")


def test_unknown_alien_or_place_is_named():
    state = position(elevator="3", die=3, step="alien_move")
    assert "no Alien called Q7" in refused(state, "move Q7 3")
    assert "'9' is not a place" in refused(state, "move R1 9")
    assert "is not possible now" in refused(state, "fly R1")
    for text in ("play", "play up-1 up-2", "discard", "end now", "move R1", "alarm 3", "marker", "exchange R1"):
        assert "is not possible now" in refused(state, text)
    state = position(aliens={"R1": "2"}, elevator="2", step="cards", hands=[["up-1"], []])
    for text in ("play", "discard up-1 up-2", "end 1", "alarm 1 2 3"):
        assert "is not possible now" in refused(state, text)
    assert "holds no card 'down-1'" in refused(state, "play down-1")


def test_the_turn_written_out_in_docs_notation_md_plays_as_described():
    state = position(aliens={"R1": "E", "K1": "4"}, elevator="1", hands=[["updown-2"], ["hacker-1"]],
                     deck_top=["down-1", "up-1"])
    state.rng.seed(seed_rolling(3))
    for text in ("roll", "pass", "play hacker-1", "die 4", "pass", "pass", "move R1 4", "play updown-2", "move K1 5",
                 "end"):
        state.apply(text)
    assert where(state, "R1", "K1") == {"R1": "4", "K1": "5"} and state.elevator == 4
    assert state.hands == [["up-1"], ["down-1"]] and state.active == 1
