"""Set-up, objective and end of every mode (rulebook: Setup, Objective, Beginner, Cooperative,
The Boss, Floor 0 Card, Solo)."""

import pytest

from game.core.contract import Seat
from game.elevator import GAME
from tests.game.elevator.elevator_helpers import (
    at,
    elevator_state,
    legal,
    position,
    refused,
    roll,
    run,
    step,
    summary,
    where,
)

ALL_IN = {"R1": "E", "R2": "E", "R3": "E", "B1": "E", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "E"}


def new(mode, players, options=None, seed=1, first=0):
    names, colours = ["Ann", "Bob", "Cid", "Dee"], ["red", "blue", "green", "yellow"]
    seats = [Seat(n, c) for n, c in zip(names, colours, strict=True)][:players]
    if mode == "solo":
        seats = [Seat("Ann", "red")]
    return GAME.new_state(mode, seats, GAME.check_setup(mode, seats, options or {}), seed, first)


# --- set-up --------------------------------------------------------------------------------
def test_competitive_set_up_two_players():
    state = new("competitive", 2)
    assert state.elevator == 0
    assert where(state) == {a: "E" for a in ALL_IN}  # 3 workers per colour in play and 3 bosses
    assert state.objectives == [[1, 3, 5], [2, 4, 6]]
    assert [len(h) for h in state.hands] == [1, 1] and len(state.deck) == 31 and state.discard == []
    assert state.to_move() == 0 and legal(state) == {"roll"}


def test_competitive_set_up_four_players_objective_table_and_first_player():
    state = new("competitive", 4, first=2)
    assert state.objectives == [[1, 2, 4], [2, 3, 6], [3, 5, 1], [4, 5, 6]]
    assert len(state.loc) == 15 and state.active == 2 and state.to_move() == 2


def test_beginner_set_up_blue_cards_only_and_one_boss():
    state = new("beginner", 3)
    cards = state.deck + [c for h in state.hands for c in h]
    assert len(cards) == 12 and all(state.card_type(c).colour == "blue" for c in cards)
    assert sorted(a for a in state.loc if a[0] == "K") == ["K1"]


@pytest.mark.parametrize("players, dealt", [(2, 3), (3, 3), (4, 2)])
def test_cooperative_set_up(players, dealt):
    state = new("cooperative", players)
    workers = [a for a in state.loc if a[0] != "K"]
    assert len(workers) == 12
    for floor in range(1, 7):
        assert sum(state.loc[w] == floor for w in workers) == 2
    assert where(state, "K1") == {"K1": "A"} and "K2" not in state.loc
    assert state.elevator == 0 and at(state, "E") == set()
    assert all(len(h) == dealt for h in state.hands)
    assert state.objectives == [[] for _ in range(players)]
    assert len(state.deck) + dealt * players == 31


def test_cooperative_four_players_replenish_to_three_at_the_end_of_the_turn():
    state = position("cooperative", 4, hands=[["up-1", "up-2"], ["up-3", "up-4"], ["down-1", "down-2"],
                                             ["down-3", "down-4"]], step="cards", deck_top=["alarm-1", "alarm-2"])
    run(state, "end")
    assert state.hands[0] == ["up-1", "up-2", "alarm-1"] and state.active == 1


def test_solo_set_up_and_the_one_boss_option():
    state = new("solo", 1)
    assert where(state, "K1", "K2") == {"K1": "A", "K2": "A"} and len(state.hands[0]) == 3
    assert state.boss_order == ("K1", "K2")
    single = new("solo", 1, {"bosses": 1})
    assert "K2" not in single.loc and single.boss_order == ("K1",)


# --- 3-player third objective marker -----------------------------------------------------------
def test_three_players_place_their_third_marker_clockwise_by_the_three_conditions():
    state = new("competitive", 3, first=1)
    assert state.objectives == [[1, 4], [2, 5], [3, 6]]
    assert state.to_move() == 1 and step(state) == "marker"
    # Bob (2, 5): never 0 or A, never his own floors; every other floor has one marker
    assert legal(state) == {"marker 1", "marker 3", "marker 4", "marker 6"}
    assert "no objective marker on Floor A" in refused(state, "marker A")
    assert "same colour" in refused(state, "marker 5")
    run(state, "marker 3")
    assert state.to_move() == 2  # Cid (3, 6): Floor 3 now holds two markers
    assert legal(state) == {"marker 1", "marker 2", "marker 4", "marker 5"}
    run(state, "marker 1")
    assert state.to_move() == 0  # Ann (1, 4): Floors 1 and 3 are full, 4 is hers
    assert legal(state) == {"marker 2", "marker 5", "marker 6"}
    assert "no more than 2" in refused(state, "marker 3")
    run(state, "marker 6")
    assert state.objectives == [[1, 4, 6], [2, 5, 3], [3, 6, 1]]
    assert state.to_move() == 1 and legal(state) == {"roll"}


def test_undoing_a_marker_takes_it_off_the_floor_again():
    from game.core.history import History
    history = History(new("competitive", 3, first=1))
    history.apply("marker 3")
    assert elevator_state(history.state).objectives[1] == [2, 5, 3]
    history.undo(1)
    assert elevator_state(history.state).objectives == [[1, 4], [2, 5], [3, 6]]
    assert legal(history.state) == {"marker 1", "marker 3", "marker 4", "marker 6"}


# --- competitive objective ----------------------------------------------------------------
def test_competitive_win_the_moment_all_three_workers_stand_on_their_floors():
    aliens = {**ALL_IN, "R1": "1", "R2": "3"}
    state = position(aliens=aliens, elevator="2", hands=[["up-1"], []])
    roll(state, 5)
    run(state, "move R3 5")
    assert state.is_over() and state.result().winners == [0]
    assert state.to_move() is None and state.legal_actions() == []
    assert "game is over" in refused(state, "roll")


def test_a_rivals_move_can_hand_you_the_win():
    aliens = {**ALL_IN, "R1": "1", "R2": "3"}
    state = position(aliens=aliens, elevator="2", active=1)
    roll(state, 5)
    run(state, "move R3 5")
    assert state.result().winners == [0]


def test_a_boss_on_an_objective_floor_does_not_block_in_the_main_mode():
    aliens = {**ALL_IN, "R1": "1", "R2": "3", "K1": "3"}
    state = position(aliens=aliens, elevator="2")
    roll(state, 5)
    run(state, "move R3 5")
    assert state.result().winners == [0]


def _four_player_alarm(active):
    # Bob (2, 3, 6) and Dee (4, 5, 6) each miss only Floor 6; an Alarm A -> 6 brings B3 and Y3 there
    aliens = {"R1": "E", "R2": "E", "R3": "E", "B1": "2", "B2": "3", "B3": "A",
              "G1": "E", "G2": "E", "G3": "E", "Y1": "4", "Y2": "5", "Y3": "A", "K1": "E", "K2": "E", "K3": "E"}
    hands: list[list[str]] = [[], [], [], []]
    hands[active] = ["alarm-1"]
    state = position(players=4, aliens=aliens, elevator="1", step="cards", active=active, hands=hands)
    run(state, "play alarm-1", "alarm A 6")
    return state


def test_simultaneous_completion_the_active_player_wins_if_among_them():
    state = _four_player_alarm(active=1)
    assert state.result().winners == [1]
    assert state.discard == ["alarm-1"] and state.table_card is None  # the winning card is discarded
    assert _four_player_alarm(active=3).result().winners == [3]


def test_simultaneous_completion_otherwise_the_first_of_them_after_the_active_player():
    assert _four_player_alarm(active=0).result().winners == [1]
    assert _four_player_alarm(active=2).result().winners == [3]


def test_beginner_no_boss_may_stand_on_an_objective_floor():
    aliens = {"R1": "1", "R2": "3", "R3": "E", "B1": "E", "B2": "E", "B3": "E", "K1": "3"}
    state = position("beginner", aliens=aliens, elevator="2", hands=[["up-1"], []])
    roll(state, 5)
    run(state, "move R3 5")
    assert not state.is_over()  # K1 stands on Floor 3
    run(state, "play up-1")
    run(state, "move K1 4")
    assert state.result().winners == [0]


# --- team end ------------------------------------------------------------------------------
def _team_aliens(on_zero, **others):
    workers = ["R1", "R2", "R3", "B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3"]
    aliens = {w: "0" for w in workers[:on_zero]}
    aliens.update({w: "E" for w in workers[on_zero:]})
    aliens.update(others)
    return aliens


def test_team_wins_the_moment_all_twelve_workers_stand_on_floor_0():
    state = position("cooperative", 2, aliens=_team_aliens(9, K1="1"), elevator="4", step="cards",
                     hands=[["floor0-1", "up-1"], []])
    run(state, "play floor0-1")
    assert state.team_won is True and state.is_over()
    assert state.result().winners == [0, 1] and state.result().team_won is True
    assert where(state, "K1") == {"K1": "1"}  # the boss did not come down first


def test_workers_in_the_elevator_at_floor_0_do_not_count():
    state = position("cooperative", 2, aliens=_team_aliens(11, K1="5"), elevator="0", step="cards",
                     hands=[["up-1"], []])
    assert not state.is_over()


def test_team_win_by_a_down_card_onto_floor_0():
    aliens = _team_aliens(11, K1="5", Y3="1")
    state = position("cooperative", 2, aliens=aliens, elevator="3", step="cards", hands=[["down-1", "up-1"], []])
    run(state, "play down-1", "move Y3 0")
    assert state.team_won is True


def test_team_boss_comes_down_one_floor_at_the_end_of_every_turn():
    state = position("cooperative", 3, step="cards", hands=[["up-1"], ["down-1"], ["down-2"]],
                     deck_top=["up-2", "up-3", "down-3", "down-4"])
    assert where(state, "K1") == {"K1": "A"}
    run(state, "end")
    assert where(state, "K1") == {"K1": "6"} and state.active == 1
    assert state.hands[0] == ["up-1", "up-2", "up-3"]
    roll(state, 2)
    run(state, "move R3 E", "end")
    assert where(state, "K1") == {"K1": "5"} and state.active == 2


def test_team_loses_when_the_boss_reaches_floor_0():
    state = position("cooperative", 2, aliens={"K1": "1"}, step="cards", hands=[["up-1"], []])
    run(state, "end")
    assert state.team_won is False and state.result().winners == []
    assert "boss reached Floor 0" in state.result().summary


def test_team_boss_never_enters_the_elevator_and_is_never_moved_in_the_alien_step():
    state = position("cooperative", 2, aliens={"K1": "3"}, elevator="2")
    roll(state, 3)
    assert not any(a.startswith("move K1") for a in legal(state))
    assert "only workers" in refused(state, "move K1 E")


def test_solo_the_second_boss_sets_off_once_the_first_reaches_floor_0():
    state = position("solo", 1, aliens={"K1": "1", "K2": "A"}, step="cards", hands=[["up-1"]])
    run(state, "end")
    assert where(state, "K1", "K2") == {"K1": "0", "K2": "A"} and not state.is_over()
    assert state.descending_boss() == "K2"
    state = position("solo", 1, aliens={"K1": "0", "K2": "A"}, step="cards", hands=[["up-1"]])
    run(state, "end")
    assert where(state, "K1", "K2") == {"K1": "0", "K2": "6"}


def test_solo_is_lost_when_the_second_boss_reaches_floor_0():
    state = position("solo", 1, aliens={"K1": "0", "K2": "1"}, step="cards", hands=[["up-1"]])
    run(state, "end")
    assert state.team_won is False


def test_solo_one_boss_option_is_lost_when_that_boss_arrives():
    state = position("solo", 1, options={"bosses": 1}, aliens={"K1": "1"}, step="cards", hands=[["up-1"]])
    run(state, "end")
    assert state.team_won is False


def test_team_boss_passes_over_a_floor_held_by_the_other_boss():
    state = position("solo", 1, aliens={"K1": "6", "K2": "5"}, step="cards", hands=[["up-1"]])
    run(state, "end")
    assert where(state, "K1", "K2") == {"K1": "4", "K2": "5"}


def test_cooperative_play_and_discard_up_to_two_cards_in_any_combination():
    state = position("cooperative", 2, aliens={"R1": "2"}, elevator="3", step="cards",
                     hands=[["up-1", "down-1", "alarm-1"], []], deck_top=["up-2", "up-3", "up-4"])
    assert legal(state) >= {"discard up-1", "play up-1", "end"}
    run(state, "discard alarm-1")
    run(state, "play up-1", "move R1 3")
    # two used: the turn ends, the hand is refilled to 3 and the boss comes down
    assert state.hands[0] == ["down-1", "up-2", "up-3"]
    assert state.discard == ["alarm-1", "up-1"] and where(state, "K1") == {"K1": "6"}


@pytest.mark.parametrize("mode, players", [("cooperative", 2), ("solo", 1)])
def test_cards_per_turn_option_one(mode, players):
    hands = [["up-1", "down-1", "alarm-1"]] + [[] for _ in range(players - 1)]
    state = position(mode, players, options={"cards_per_turn": 1}, aliens={"R1": "2"}, elevator="3",
                     step="cards", hands=hands, plays_left=1)
    run(state, "discard alarm-1")
    assert state.active == (1 if players > 1 else 0) and state.turn == 2
    fresh = position(mode, players, options={"cards_per_turn": 1})
    assert fresh.plays_left == 1


def test_cooperative_blue_up_card_on_the_boss_slows_it_down():
    state = position("cooperative", 2, aliens={"K1": "5"}, step="cards", hands=[["up-1"], []])
    run(state, "play up-1", "move K1 6")
    assert where(state, "K1") == {"K1": "5"} and state.active == 1  # up to 6, then down again


def test_solo_first_boss_on_floor_0_stays_a_boss_on_a_floor():
    # ruling: the first boss, once on Floor 0, still stands there as a boss. Boss call may bring a
    # worker next to him, and a blue card may lift him back up, which makes him the descending
    # boss again (the countdown always follows the first boss in order not on Floor 0)
    aliens = {"K1": "0", "K2": "4", "R1": "6"}
    state = position("solo", 1, aliens=aliens, step="cards", hands=[["bosscall-1", "up-1", "down-1"]])
    assert "play bosscall-1" in legal(state)
    run(state, "play bosscall-1", "move R1 0")
    assert where(state, "R1") == {"R1": "0"}
    run(state, "play up-1", "move K1 1")  # the second card: the turn ends, a boss comes down
    assert where(state, "K1", "K2") == {"K1": "0", "K2": "4"}  # K1 came down again, K2 waited


def test_solo_speaks_of_its_one_player_not_of_a_team():
    from game.core.contract import Seat
    from game.core.session import Session
    state = elevator_state(Session.new("elevator", "solo", [Seat("Ana", "red")], seed=1).state)
    state.team_won = True
    assert summary(state) == "All twelve workers made it out: Ana wins!"
    state.team_won = False
    assert summary(state) == "The boss reached Floor 0 first: Ana loses."
