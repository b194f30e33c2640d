"""One scenario per Action card (rulebook: Card Guide), in competitive and team modes."""

from game.core.actions import Action
from game.elevator import GAME
from tests.game.elevator.elevator_helpers import at, events, legal, position, refused, run, step, where

ALL_IN = {"R1": "E", "R2": "E", "R3": "E", "B1": "E", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "E"}


def card_step(aliens, hand, elevator="3", mode="competitive", players=2, **fields):
    """Ann (red, seat 1) at her card step with ``hand``; Bob (blue) holds nothing unless told."""
    hands = fields.pop("hands", None) or [hand] + [[] for _ in range(players - 1)]
    return position(mode, players, aliens=aliens, elevator=elevator, die=None, step="cards", hands=hands,
                    **fields)


# --- blue movement cards -------------------------------------------------------------------
def test_up_moves_own_worker_or_boss_on_a_floor_never_a_rival_never_boss_to_A_or_onto_a_boss():
    aliens = {**ALL_IN, "R1": "2", "R3": "6", "B1": "2", "K1": "5", "K2": "6"}
    state = card_step(aliens, ["up-1"])
    run(state, "play up-1")
    assert step(state) == "resolve" and state.table_card == "up-1"
    # R2 is in the elevator (not on a floor); B1 is Bob's; K1 is blocked by K2; K2 may not go to A
    assert legal(state) == {"move R1 3", "move R3 A"}
    assert "only a worker of your own colour or a boss" in refused(state, "move B1 3")
    assert "never stands on Floor 0 or Floor A" in refused(state, "move K2 A")
    assert "two bosses on the same floor" in refused(state, "move K1 6")
    assert "on a floor" in refused(state, "move R2 4")
    assert "one floor" in refused(state, "move R1 4")
    # R1 has company (B1): it sets out, and reaches Floor 3 only once nobody stops it with Chatter
    assert state.describe(Action.parse("move R1 3"), 0) == (
        "You send a red worker from Floor 2 towards Floor 3; Chatter may still stop it.")
    assert state.describe(Action.parse("move R1 3"), 1) == (
        "Ann sends a red worker from Floor 2 towards Floor 3; Chatter may still stop it.")
    state.apply("move R1 3")
    assert step(state) == "window" and where(state, "R1") == {"R1": "2"}  # Bob may still answer
    state.apply("pass")
    assert "The red worker reaches Floor 3." in state.events_for(None)
    run(state)
    assert where(state, "R1", "B1") == {"R1": "3", "B1": "2"}
    assert state.table_card is None and state.discard == ["up-1"]
    assert not [line for line in state.events_for(None) if "goes from" in line]  # the action's line told it


def test_down_moves_own_worker_or_boss_never_a_boss_to_floor_0():
    aliens = {**ALL_IN, "R1": "1", "K1": "1", "K2": "4", "K3": "3", "B1": "4"}
    state = card_step(aliens, ["down-1"])
    run(state, "play down-1")
    assert legal(state) == {"move R1 0", "move K3 2"}
    assert "never stands on Floor 0 or Floor A" in refused(state, "move K1 0")
    assert "two bosses on the same floor" in refused(state, "move K2 3")
    run(state, "move R1 0")
    assert where(state, "R1") == {"R1": "0"}


def test_up_or_down_offers_both_directions():
    aliens = {**ALL_IN, "R1": "3", "K1": "4", "K2": "2"}
    state = card_step(aliens, ["updown-1"])
    run(state, "play updown-1")
    assert legal(state) == {"move R1 2", "move R1 4", "move K1 3", "move K1 5", "move K2 1", "move K2 3"}
    run(state, "move K1 5")
    assert where(state, "K1") == {"K1": "5"}


def test_blue_cards_move_any_worker_in_the_team_modes():
    state = position("cooperative", 2, hands=[["up-1", "down-1"], ["alarm-1"]], step="cards")
    # set-up: two workers on each of Floors 1-6, the boss on Floor A
    assert state.loc["K1"] == 7
    run(state, "play down-1")
    workers = [a for a in state.loc if a[0] != "K"]
    expected = {f"move {w} {'0123456A'[state.loc[w] - 1]}" for w in workers} | {"move K1 6"}
    assert legal(state) == expected
    assert any(a.startswith("move Y") for a in legal(state))  # a colour nobody plays
    run(state, "move K1 6")
    assert where(state, "K1") == {"K1": "6"}


def test_blue_card_never_moves_a_team_boss_to_A_or_0():
    aliens = {"K1": "6"}
    state = position("cooperative", 2, aliens=aliens, hands=[["up-1", "down-1"], []], step="cards")
    run(state, "play up-1")
    assert "move K1 A" not in legal(state)
    assert "never move a boss to Floor 0 or Floor A" in refused(state, "move K1 A")


# --- purple cards ---------------------------------------------------------------------------
def test_floor_0_competitive_rides_down_and_lets_exactly_one_worker_out_never_a_boss():
    aliens = {**ALL_IN, "R2": "4", "R3": "1", "B1": "5", "B3": "6", "K2": "2", "K3": "5"}
    # inside: R1, B2, K1
    state = card_step(aliens, ["floor0-1"], elevator="4", deck_top=["up-1"])
    run(state, "play floor0-1")
    assert state.elevator == 0
    assert legal(state) == {"move R1 0", "move B2 0"}
    assert "never moves a boss" in refused(state, "move K1 0")
    run(state, "move B2 0")
    assert at(state, "E") == {"R1", "K1"} and at(state, "0") == {"B2"}
    assert state.discard == ["floor0-1"] and state.active == 1


def test_floor_0_competitive_with_only_bosses_inside_still_rides_and_nobody_gets_out():
    aliens = {**ALL_IN, "R1": "1", "R2": "2", "R3": "3", "B1": "4", "B2": "5", "B3": "6"}
    state = card_step(aliens, ["floor0-1"], elevator="4")
    run(state, "play floor0-1")
    assert state.elevator == 0 and at(state, "E") == {"K1", "K2", "K3"}
    assert state.discard == ["floor0-1"] and state.active == 1


def test_floor_A_competitive_rides_up_and_lets_one_worker_out():
    aliens = {**ALL_IN, "R1": "1", "R2": "2", "B1": "4", "B2": "5", "B3": "6"}
    state = card_step(aliens, ["floorA-1"], elevator="2")
    run(state, "play floorA-1")
    assert state.elevator == 7
    assert legal(state) == {"move R3 A"}
    run(state, "move R3 A")
    assert where(state, "R3") == {"R3": "A"}


def test_floor_0_team_empties_every_worker_out_of_the_elevator():
    aliens = {"R1": "E", "B2": "E", "G3": "E"}
    state = position("cooperative", 2, aliens=aliens, elevator="5", step="cards",
                     hands=[["floor0-1", "up-1"], []])
    run(state, "play floor0-1")
    assert state.elevator == 0
    assert at(state, "E") == set()
    assert {"R1", "B2", "G3"} <= at(state, "0")
    assert state.plays_left == 1 and step(state) == "cards"


def test_floor_A_cards_are_removed_in_cooperative_and_solo():
    for mode, players in (("cooperative", 3), ("solo", 1)):
        state = position(mode, players)
        cards = state.deck + state.discard + [c for h in state.hands for c in h]
        assert len(cards) == 31 and not any(c.startswith("floorA") for c in cards)


def test_boss_call_brings_a_worker_from_any_other_floor_never_from_the_elevator():
    aliens = {**ALL_IN, "K1": "3", "K2": "6", "R1": "1", "R3": "3", "B1": "5", "B2": "6"}
    state = card_step(aliens, ["bosscall-1"], elevator="2")
    run(state, "play bosscall-1")
    assert legal(state) == {"move R1 3", "move B1 3", "move B2 3", "move R1 6", "move R3 6", "move B1 6"}
    assert "never moves a boss" in refused(state, "move K2 3")
    run(state, "move B1 3")
    assert at(state, "3") == {"K1", "R3", "B1"}


def test_solo_boss_call_with_both_bosses_on_floor_a_lists_each_move_once():
    state = position("solo", 1, step="cards", elevator="3", hands=[["bosscall-1"]])
    run(state, "play bosscall-1")
    moves = [str(a) for a in state.legal_actions()]
    assert len(moves) == len(set(moves)) == 12  # the twelve workers on Floors 1-6, to Floor A once each
    assert all(m.endswith(" A") for m in moves)


def test_boss_call_and_transfer_need_a_boss_on_a_floor():
    aliens = {**ALL_IN, "R1": "3", "B1": "3"}
    state = card_step(aliens, ["bosscall-1", "transfer-1", "up-1"])
    # a full hand: play Up, or discard any card; Boss call and Transfer have no boss to pick
    assert legal(state) == {"play up-1", "discard bosscall-1", "discard transfer-1", "discard up-1"}
    assert "nothing it could move" in refused(state, "play bosscall-1")


def test_transfer_moves_a_worker_from_a_bosss_floor_to_an_adjacent_floor():
    aliens = {**ALL_IN, "K1": "3", "R1": "3", "B1": "3", "K2": "1", "B2": "1", "R2": "5"}
    state = card_step(aliens, ["transfer-1"], elevator="5")
    run(state, "play transfer-1")
    assert legal(state) == {"move R1 2", "move R1 4", "move B1 2", "move B1 4", "move B2 0", "move B2 2"}
    assert "never moves a boss" in refused(state, "move K1 4")
    run(state, "move B2 0")
    assert where(state, "B2", "K2") == {"B2": "0", "K2": "1"}


# --- yellow cards -----------------------------------------------------------------------------
def test_alarm_rulebook_example_boss_joining_another_boss_goes_one_floor_further():
    # Alarm on Floor 4 (workers + boss K1) towards Floor 5, where boss K2 is: K1 ends on Floor 6
    aliens = {**ALL_IN, "R1": "4", "B1": "4", "K1": "4", "K2": "5"}
    state = card_step(aliens, ["alarm-1"], elevator="2")
    run(state, "play alarm-1")
    assert legal(state) == {"alarm 4 3", "alarm 4 5", "alarm 5 4", "alarm 5 6"}
    run(state, "alarm 4 5")
    assert where(state, "R1", "B1", "K1", "K2") == {"R1": "5", "B1": "5", "K1": "6", "K2": "5"}
    assert state.discard == ["alarm-1"]


def test_alarm_in_competitive_a_boss_pushed_to_floor_0_or_A_returns_to_the_elevator():
    aliens = {**ALL_IN, "R1": "1", "K1": "1", "K2": "5", "K3": "6", "B1": "6"}
    state = card_step(aliens, ["alarm-1", "alarm-2", "alarm-3"], elevator="3")
    snapshot = state.to_position()
    run(state, "play alarm-1")
    state.apply("alarm 1 0")
    assert where(state, "R1", "K1") == {"R1": "0", "K1": "E"}
    assert "Boss K1 cannot stop there and ends in the elevator." in events(state)

    state = GAME.from_position(snapshot)
    run(state, "play alarm-2")
    run(state, "alarm 5 6")  # K2 would join K3 on 6, goes on to A, so back into the elevator
    assert where(state, "K2", "K3") == {"K2": "E", "K3": "6"}

    state = GAME.from_position(snapshot)
    run(state, "play alarm-3")
    run(state, "alarm 6 A")
    assert where(state, "K3", "B1") == {"K3": "E", "B1": "A"}


def test_alarm_with_the_elevator_broken_may_not_push_a_boss_into_it():
    aliens = {**ALL_IN, "R1": "1", "K1": "1", "B1": "4"}
    state = card_step(aliens, ["alarm-1"], elevator="3", broken=True)
    run(state, "play alarm-1")
    assert legal(state) == {"alarm 1 2", "alarm 4 3", "alarm 4 5"}
    assert "would push a boss into it" in refused(state, "alarm 1 0")
    run(state, "alarm 1 2")
    assert where(state, "R1", "K1") == {"R1": "2", "K1": "2"}
    alone = card_step({**ALL_IN, "R1": "1", "K1": "E"}, ["alarm-1"], elevator="3", broken=True)
    run(alone, "play alarm-1")
    assert "alarm 1 0" in legal(alone)  # no boss on the floor: nobody enters the elevator


def test_alarm_in_team_modes_never_puts_a_boss_on_floor_0_or_A_but_may_slow_it():
    state = position("cooperative", 2, aliens={"K1": "6"}, hands=[["alarm-1"], []], step="cards")
    run(state, "play alarm-1")
    assert "alarm 6 A" not in legal(state)
    assert "alarm 6 5" in legal(state)
    assert "never" in refused(state, "alarm 6 A")
    state = position("cooperative", 2, aliens={"K1": "5"}, hands=[["alarm-1", "up-1"], []], step="cards")
    run(state, "play alarm-1")
    run(state, "alarm 5 6")
    assert state.loc["K1"] == 6 and len(at(state, "6")) == 5  # two from 5, two on 6 and the boss


def test_wet_floor_as_the_active_players_card_sends_everyone_on_the_floor_into_the_elevator():
    aliens = {**ALL_IN, "R1": "3", "B1": "3", "K1": "3", "R2": "4"}
    state = card_step(aliens, ["wetfloor-1"], elevator="3")
    assert legal(state) == {"play wetfloor-1", "end"}
    run(state, "play wetfloor-1")
    assert at(state, "3") == set() and {"R1", "B1", "K1"} <= at(state, "E")
    assert where(state, "R2") == {"R2": "4"}


def test_wet_floor_in_team_modes_leaves_the_boss_on_the_floor():
    aliens = {"K1": "3"}
    state = position("cooperative", 2, aliens=aliens, elevator="3", step="cards",
                     hands=[["wetfloor-1", "up-1"], []])
    on_three = at(state, "3") - {"K1"}
    run(state, "play wetfloor-1")
    assert at(state, "3") == {"K1"} and on_three <= at(state, "E")


def test_wet_floor_is_not_offered_when_nobody_stands_on_the_elevators_floor():
    aliens = {**ALL_IN, "R1": "4"}
    state = card_step(aliens, ["wetfloor-1", "up-1"], elevator="3")
    assert legal(state) == {"play up-1", "end"}
    assert "would move nobody" in refused(state, "play wetfloor-1")
