"""Advanced mode: the 3 passive and 5 active Effect tokens (rulebook: Effects Guide)."""

from game.core.actions import Action
from tests.game.elevator.elevator_helpers import at, events, legal, position, refused, roll, run, step, where

SPREAD = {"R1": "E", "R2": "1", "R3": "6", "B1": "E", "B2": "5", "B3": "6", "K1": "E", "K2": "1", "K3": "5"}


def advanced(tokens, aliens=SPREAD, players=2, **fields):
    return position("advanced", players, tokens=tokens, aliens=aliens, **fields)


def test_advanced_set_up_puts_six_different_tokens_on_floors_1_to_6():
    from game.core.contract import Seat
    from game.elevator import GAME
    for seed in range(5):
        state = GAME.new_state("advanced", [Seat("A", "red"), Seat("B", "blue")], {}, seed)
        assert sorted(state.tokens) == [1, 2, 3, 4, 5, 6]
        assert len(set(state.tokens.values())) == 6
        assert set(state.tokens.values()) <= {"no_bosses", "max2", "no_cards", "card_swap", "alien_swap",
                                              "double_ride", "double_move", "discard"}


# --- passive -------------------------------------------------------------------------------
def test_no_bosses_floor_refuses_a_boss_from_the_elevator_and_from_a_blue_card():
    state = advanced({"3": "no_bosses"}, elevator="1")
    roll(state, 3)
    assert legal(state) == {"move R1 3", "move B1 3"}
    assert "No bosses token" in refused(state, "move K1 3")
    aliens = {**SPREAD, "K2": "2", "R1": "2"}
    state = advanced({"3": "no_bosses"}, aliens=aliens, elevator="2", step="cards", hands=[["up-1"], []])
    run(state, "play up-1")
    # K2 (Floor 2) may not go up onto the No bosses floor; K3 may go up from 5 to 6
    assert legal(state) == {"move R1 3", "move R2 2", "move R3 A", "move K3 6"}
    assert "No bosses token" in refused(state, "move K2 3")


def test_no_bosses_floor_an_alarm_carries_the_boss_one_floor_further():
    aliens = {**SPREAD, "K2": "2", "R1": "2"}
    state = advanced({"3": "no_bosses"}, aliens=aliens, elevator="4", step="cards", hands=[["alarm-1"], []])
    run(state, "play alarm-1", "alarm 2 3")
    assert where(state, "R1", "K2") == {"R1": "3", "K2": "4"}


def test_no_bosses_floor_next_to_floor_0_the_pushed_boss_returns_to_the_elevator():
    aliens = {**SPREAD, "K2": "2", "R1": "2", "R2": "3"}
    state = advanced({"1": "no_bosses"}, aliens=aliens, elevator="4", step="cards", hands=[["alarm-1"], []])
    run(state, "play alarm-1", "alarm 2 1")
    assert where(state, "R1", "K2") == {"R1": "1", "K2": "E"}


def test_max_two_aliens_floor_refuses_a_third():
    aliens = {**SPREAD, "R2": "4", "B2": "4"}
    state = advanced({"4": "max2"}, aliens=aliens, elevator="1")
    roll(state, 4)
    assert legal(state) == {"move R2 E", "move B2 E"}
    assert "at most 2 Aliens" in refused(state, "move R1 4")


def test_max_two_aliens_floor_refuses_boss_call_and_an_overfull_alarm():
    aliens = {**SPREAD, "R2": "4", "K2": "4", "R3": "3", "B3": "3"}
    state = advanced({"4": "max2"}, aliens=aliens, elevator="1", step="cards",
                     hands=[["bosscall-1", "alarm-1"], []])
    run(state, "play alarm-1")
    assert "alarm 3 4" not in legal(state)
    assert "at most 2 Aliens" in refused(state, "alarm 3 4")
    assert "alarm 3 2" in legal(state)


def test_max_two_aliens_also_holds_where_an_alarm_pushes_a_boss_further():
    # Alarm 4 -> 5: boss K1 cannot join K3 on 5 and would go on to 6, which already holds 2 Aliens
    aliens = {**SPREAD, "K1": "4", "R1": "4", "K3": "5", "B2": "2"}
    state = advanced({"6": "max2"}, aliens=aliens, elevator="2", step="cards", hands=[["alarm-1"], []])
    run(state, "play alarm-1")
    assert "alarm 4 5" not in legal(state)
    assert "alarm 4 3" in legal(state)


def test_no_card_use_floor_the_active_player_plays_nothing_this_turn():
    aliens = {**SPREAD, "R2": "3"}
    state = advanced({"3": "no_cards"}, aliens=aliens, elevator="1", hands=[["up-1", "chatter-1"], []],
                     deck_top=["down-1"])
    roll(state, 3)
    assert state.no_cards
    assert "play chatter-1" not in legal(state)  # even own instants
    run(state, "move R2 E")
    assert state.active == 1 and state.hands[0] == ["up-1", "chatter-1", "down-1"]


def test_no_card_use_floor_with_three_cards_the_player_must_discard_one():
    aliens = {**SPREAD, "R2": "3"}
    state = advanced({"3": "no_cards"}, aliens=aliens, elevator="1", hands=[["up-1", "up-2", "alarm-1"], []])
    roll(state, 3)
    run(state, "move R1 3")
    assert legal(state) == {"discard up-1", "discard up-2", "discard alarm-1"}
    assert "No card use" in refused(state, "play up-1")


def test_no_card_use_does_not_stop_rivals_instants():
    state = advanced({"3": "no_cards"}, elevator="1", hands=[[], ["wetfloor-1"]])
    roll(state, 3)
    state.apply("move R1 3")
    state.apply("pass")  # the Chatter window: R1 leaves the elevator in company
    assert state.to_move() == 1 and legal(state) == {"play wetfloor-1", "pass"}


# --- active --------------------------------------------------------------------------------
def test_card_swap_look_at_a_rivals_hand_and_trade_one_card_each_way_then_play_on():
    aliens = {**SPREAD, "R2": "2"}
    state = advanced({"2": "card_swap"}, aliens=aliens, players=3, elevator="4",
                     objectives=[["1", "4", "2"], ["2", "5", "3"], ["3", "6", "1"]],
                     hands=[["down-1"], ["up-1", "alarm-1"], []])
    roll(state, 2)
    run(state, "move R1 2")
    assert step(state) == "swap_pick" and legal(state) == {"swap-with 2"}  # Cid holds nothing
    run(state, "swap-with 2")
    assert state.view(0)["peek"] == {"seat": 1, "hand": ["up-1", "alarm-1"]}
    assert state.view(1)["peek"] is None and state.view(2)["peek"] is None
    assert legal(state) == {"swap down-1 up-1", "swap down-1 alarm-1"}
    run(state, "swap down-1 up-1")
    assert state.hands[0] == ["up-1"] and state.hands[1] == ["down-1", "alarm-1"]
    assert step(state) == "cards" and "play up-1" in legal(state)


def test_card_swap_is_skipped_with_an_empty_hand():
    state = advanced({"2": "card_swap"}, elevator="4", hands=[[], ["up-1"]])
    roll(state, 2)
    run(state, "move R1 2")
    assert state.active == 1 and state.hands[1] == ["up-1"]


def test_alien_swap_trades_an_alien_on_the_token_floor_with_one_on_another_floor():
    aliens = {"R1": "2", "R2": "1", "R3": "E", "B1": "6", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "4"}
    state = advanced({"2": "alien_swap"}, aliens=aliens, elevator="4")
    roll(state, 2)
    run(state, "move B2 2")
    assert step(state) == "exchange"
    # R1 or B2 (on Floor 2) with R2, B1 or K3 (never one in the elevator)
    assert legal(state) == {"exchange R1 R2", "exchange R1 B1", "exchange R1 K3",
                            "exchange B2 R2", "exchange B2 B1", "exchange B2 K3"}
    assert state.describe(Action.parse("exchange R1 K3"), 0) == \
        "You swap the red worker on Floor 2 with boss K3 on Floor 4."
    assert state.why_illegal(Action.parse("exchange R2 K3")) == (
        "The Alien swap takes an Alien standing on Floor 2: the red worker is on Floor 1.")
    assert state.why_illegal(Action.parse("exchange R1 R3")) == (
        "The red worker is in the elevator: the Alien swap is with an Alien on another floor.")
    run(state, "exchange R1 K3")
    assert where(state, "R1", "K3") == {"R1": "4", "K3": "2"}


def test_alien_swap_never_puts_a_boss_on_floor_0_or_A_nor_beside_another_boss():
    aliens = {"R1": "0", "R2": "A", "R3": "E", "B1": "5", "B2": "4", "B3": "E", "K1": "E", "K2": "E", "K3": "4"}
    state = advanced({"2": "alien_swap"}, aliens=aliens, elevator="3")
    roll(state, 2)
    run(state, "move K1 2")
    # not with R1 (K1 to Floor 0), R2 (K1 to Floor A) or B2 (K1 beside K3 on Floor 4)
    assert legal(state) == {"exchange K1 B1", "exchange K1 K3"}
    assert "two bosses on the same floor" in refused(state, "exchange K1 B2")
    assert "never stands on Floor 0" in refused(state, "exchange K1 R1")


def test_double_elevator_movement_rolls_again_and_the_second_floor_triggers_nothing():
    state = advanced({"2": "double_ride", "5": "discard"}, elevator="4", hands=[["up-1"], []])
    roll(state, 2)
    run(state, "move R1 2")
    assert legal(state) == {"roll"} and state.active == 0
    roll(state, 5)
    assert state.elevator == 5 and step(state) == "alien_move"
    run(state, "move B1 5")
    assert step(state) != "discard_effect" and state.hands[0][0] == "up-1"


def test_double_alien_movement_moves_two_different_aliens():
    state = advanced({"5": "double_move"}, elevator="1")
    roll(state, 5)
    run(state, "move R1 5")
    assert step(state) == "alien_move"
    assert "move R1 E" not in legal(state)  # out and straight back in is not two Aliens
    assert "two different Aliens: choose another than the red worker that has just moved" in \
        refused(state, "move R1 E")
    assert legal(state) == {"move B1 5", "move B2 E", "move K3 E"}  # K1 may not join K3
    run(state, "move B2 E")
    assert where(state, "R1", "B2") == {"R1": "5", "B2": "E"}


def test_double_alien_movement_skips_the_second_move_when_no_other_alien_can_move():
    aliens = {"R1": "E", "R2": "1", "R3": "6", "B1": "1", "B2": "6", "B3": "6", "K1": "4", "K2": "1", "K3": "3"}
    state = advanced({"5": "double_move"}, aliens=aliens, elevator="1", hands=[["up-1"], []])
    roll(state, 5)
    state.apply("move R1 5")  # R1 alone could move: nobody else is in the elevator or on Floor 5
    state.apply("pass")  # Bob lets the after-move window go
    assert "no other Alien can move in or out, so the second move is skipped" in events(state)
    assert step(state) == "cards" and where(state, "R1") == {"R1": "5"}


def test_double_alien_movement_each_move_may_be_answered_by_chatter_and_wet_floor():
    aliens = {**SPREAD, "R2": "5"}
    state = advanced({"5": "double_move"}, aliens=aliens, elevator="1",
                     hands=[["up-1"], ["chatter-1", "wetfloor-1"]], deck_top=["down-1", "down-2"])
    roll(state, 5)
    state.apply("move R1 5")
    state.apply("pass")  # R1 leaves the elevator in company: Bob lets it go
    state.apply("pass")  # and lets the after-move window go too
    assert step(state) == "alien_move" and "move R1 E" not in legal(state)
    state.apply("move R2 E")  # R2 leaves Floor 5 in company: Bob may stop it
    assert step(state) == "window" and state.steps[-1][1] == "leave"
    assert legal(state) == {"play chatter-1", "pass"}
    state.apply("play chatter-1")
    assert where(state, "R2") == {"R2": "5"} and state.hands[1] == ["wetfloor-1", "down-1"]
    assert state.to_move() == 0 and step(state) == "cards"  # one instant per rival per turn


def test_discard_card_token_discard_one_then_a_card_may_still_be_played():
    aliens = {**SPREAD, "R2": "2"}
    state = advanced({"3": "discard"}, aliens=aliens, elevator="1", hands=[["up-1", "alarm-1"], []])
    roll(state, 3)
    run(state, "move R1 3")
    assert legal(state) == {"discard up-1", "discard alarm-1"}
    run(state, "discard alarm-1")
    assert state.discard == ["alarm-1"]
    assert legal(state) == {"play up-1", "end"}


def test_active_tokens_do_not_trigger_when_the_elevator_is_broken():
    state = advanced({"2": "discard"}, elevator="2", hands=[["up-1", "alarm-1"], ["broken-1"]])
    roll(state, 2, windows=True)
    run(state, "play broken-1")
    assert step(state) != "discard_effect" and state.discard == ["broken-1"]


def test_an_active_token_does_not_take_effect_when_the_die_shows_the_elevators_own_floor():
    """The rulebook: the effect follows moving the elevator to the token's floor; a roll of its own floor does
    not move it."""
    state = advanced({"2": "discard"}, elevator="2", hands=[["up-1"], []])
    roll(state, 2)
    state.apply("move R1 2")
    state.apply("pass")  # the Chatter window: R1 leaves the elevator in company
    assert "Discard card does not take effect: the elevator did not move there." in events(state)
    assert step(run(state)) == "cards"


def test_an_active_token_takes_effect_after_the_roll_moves_the_elevator_there_and_an_alien_moves():
    state = advanced({"2": "discard"}, elevator="4", hands=[["up-1"], []])
    roll(state, 2)
    assert step(state) == "alien_move"
    run(state, "move R1 2")
    assert step(state) == "discard_effect" and state.to_move() == 0


def test_an_active_token_does_not_take_effect_when_the_alien_move_is_skipped():
    aliens = {a: "6" if not a.startswith("K") else p for a, p in SPREAD.items()}
    aliens.update({"K1": "6", "K2": "1", "K3": "5"})
    state = advanced({"2": "discard"}, aliens=aliens, elevator="4", hands=[["up-1"], []])
    roll(state, 2)  # nobody in the elevator and nobody on Floor 2: no Alien can move
    assert "the Alien move is skipped" in events(state)
    assert "Discard card does not take effect: no Alien was moved." in events(state)
    assert step(state) == "cards"


def test_no_card_use_applies_when_the_second_roll_of_double_elevator_lands_there():
    state = advanced({"2": "double_ride", "5": "no_cards"}, elevator="4", hands=[["up-1"], []])
    roll(state, 2)
    run(state, "move R1 2")
    roll(state, 5)
    assert state.no_cards and "play" not in " ".join(legal(state))


def test_the_token_does_not_take_effect_when_chatter_cancelled_the_alien_move():
    state = advanced({"3": "discard"}, elevator="1", hands=[["up-1", "alarm-1"], ["chatter-1"]])
    roll(state, 3)
    run(state, "move R1 3", "play chatter-1")
    assert where(state, "R1") == {"R1": "E"}
    assert "Discard card does not take effect: no Alien was moved." in events(state)
    assert step(state) == "cards" and state.to_move() == 0


def test_rivals_answer_the_alien_move_before_the_floors_active_effect():
    aliens = {**SPREAD, "R2": "2", "B2": "2"}
    state = advanced({"2": "alien_swap"}, aliens=aliens, elevator="4", hands=[[], ["wetfloor-1"]])
    roll(state, 2)  # Ann and Bob let the roll and the arrival go
    state.apply("move R1 2")
    state.apply("pass")  # R1 leaves the elevator in company: the Chatter window
    assert state.to_move() == 1 and step(state) == "window" and "play wetfloor-1" in legal(state)
    run(state, "play wetfloor-1")
    # everyone on Floor 2 slipped into the elevator: nobody is left there to swap, so it is skipped
    assert "Alien swap: no swap is possible" in events(state)
    assert {"R1", "R2", "B2"} <= at(state, "E")
