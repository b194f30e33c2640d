"""The competitive turn, paragraph by paragraph (rulebook: Main Competitive Mode, How to Play)."""

import random

from tests.game.elevator.elevator_helpers import (
    at,
    elevator_state,
    events,
    legal,
    pass_windows,
    position,
    refused,
    roll,
    run,
    step,
    where,
)

ALL_IN = {"R1": "E", "R2": "E", "R3": "E", "B1": "E", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "E"}


# --- 1. Roll the die and move the elevator --------------------------------------------------
def test_roll_sends_the_elevator_with_everyone_inside_to_the_floor_on_the_die():
    state = position(aliens=ALL_IN, elevator="0", seed=11)
    expected = state.clone().rng.choice([1, 2, 3, 4, 5, 6])
    assert legal(state) == {"roll"}
    run(state, "roll")
    assert state.die == expected
    assert state.elevator == expected
    assert at(state, "E") == set(ALL_IN)  # the Aliens ride along
    assert step(state) == "alien_move" and state.to_move() == 0


def test_die_shows_the_elevators_floor_it_stays_and_an_alien_must_still_move():
    state = position(aliens={**ALL_IN, "R1": "3"}, elevator="3", die=3, step="arrive")
    assert state.elevator == 3
    assert step(run(state)) == "alien_move"  # after the arrival's window
    assert legal(state) == {"move R1 E", "move R2 3", "move R3 3", "move B1 3", "move B2 3", "move B3 3",
                            "move K1 3", "move K2 3", "move K3 3"}


def test_a_roll_never_reaches_floor_0_or_A():
    faces = set()
    for seed in range(60):
        state = position(aliens=ALL_IN, seed=seed)
        run(state, "roll")
        faces.add(state.elevator)
    assert faces == {1, 2, 3, 4, 5, 6}


# --- 2. Move 1 Alien -----------------------------------------------------------------------
def test_alien_move_is_between_elevator_and_floor_any_colour_and_bosses_never_share():
    aliens = {"R1": "E", "R2": "1", "R3": "5", "B1": "E", "B2": "2", "B3": "6",
              "K1": "E", "K2": "E", "K3": "2"}
    state = position(aliens=aliens, elevator="2", die=2, step="alien_move")
    # workers of any colour leave the elevator; the floor's Aliens may board; K1/K2 may not
    # step out onto Floor 2, where boss K3 already stands
    assert legal(state) == {"move R1 2", "move B1 2", "move B2 E", "move K3 E"}
    assert "two bosses on the same floor" in refused(state, "move K1 2")
    assert "Only an Alien in the elevator or on Floor 2" in refused(state, "move R2 E")
    assert "between the elevator and Floor 2" in refused(state, "move R1 3")
    run(state, "move B1 2")  # a rival's worker: allowed, even though it may harm Ann
    assert where(state, "B1") == {"B1": "2"}
    assert step(state) == "cards" or state.to_move() == 1


def test_the_alien_move_is_compulsory_no_end_or_pass_is_offered():
    state = position(aliens=ALL_IN, elevator="4", die=4, step="alien_move", hands=[["up-1"], []])
    assert all(a.startswith("move ") for a in legal(state))
    assert "is not possible now" in refused(state, "end")
    assert "played only in your card step" in refused(state, "play up-1")


def test_a_boss_may_board_and_two_bosses_may_share_the_elevator():
    aliens = {**ALL_IN, "K3": "4"}
    state = position(aliens=aliens, elevator="4", die=4, step="alien_move")
    run(state, "move K3 E")
    assert at(state, "E") >= {"K1", "K2", "K3"}


def test_competitive_boss_never_steps_out_on_floor_0_or_A():
    for floor in ("0", "A"):
        state = position(aliens=ALL_IN, elevator=floor, step="alien_move")
        assert "move K1 " + floor not in legal(state)
        assert "move R1 " + floor in legal(state)
        assert "never stands on Floor 0 or Floor A" in refused(state, f"move K1 {floor}")


def test_no_alien_can_move_so_the_alien_move_is_skipped_and_the_log_says_why():
    aliens = {"R1": "1", "R2": "1", "R3": "2", "B1": "5", "B2": "5", "B3": "6", "K1": "1", "K2": "2", "K3": "5"}
    state = position(aliens=aliens, elevator="1", hands=[[], []], deck_top=["up-1"])
    roll(state, 3)
    # Floor 3 is empty and so is the elevator: nothing to move, no card to play -> the turn ends
    assert "Alien move is skipped" in events(state)
    assert state.active == 1 and state.hands[0] == ["up-1"]


# --- 3. Use 1 Action card (optional) -------------------------------------------------------
def test_one_card_at_most_then_the_card_is_discarded():
    aliens = {**ALL_IN, "R1": "2"}
    state = position(aliens=aliens, elevator="2", die=2, step="cards",
                     hands=[["up-1", "down-1"], []], deck_top=["alarm-1"])
    assert legal(state) == {"play up-1", "play down-1", "end"}
    run(state, "play up-1", "move R1 3")
    assert where(state, "R1") == {"R1": "3"}
    assert state.discard == ["up-1"]
    # the single play is spent: the turn ends with the draw, without asking again
    assert state.active == 1
    assert state.hands[0] == ["down-1", "alarm-1"]


def test_the_card_step_may_be_ended_without_playing():
    state = position(aliens={**ALL_IN, "R1": "2"}, elevator="2", die=2, step="cards", hands=[["up-1"], []],
                     deck_top=["down-2"])
    assert legal(state) == {"play up-1", "end"}
    run(state, "end")
    assert state.discard == [] and where(state, "R1") == {"R1": "2"}
    assert state.active == 1 and state.hands[0] == ["up-1", "down-2"]


def test_a_card_without_any_target_is_not_offered_and_an_empty_choice_skips_the_step():
    state = position(aliens=ALL_IN, elevator="2", die=2, step="cards", hands=[["up-1"], []],
                     deck_top=["down-2"])
    # nobody stands on a floor: Up has no target, so it is not offered; with hidden hands the
    # player still ends the step (nobody may learn that the card could not be played)
    assert legal(state) == {"end"}
    state.apply("end")
    assert state.active == 1 and state.hands[0] == ["up-1", "down-2"]
    # with nothing to play in plain sight (here an empty hand), the step passes by itself
    empty = position(aliens=ALL_IN, elevator="2", die=2, step="cards", hands=[[], []], deck_top=["down-2"])
    assert empty.active == 1 and empty.hands[0] == ["down-2"]


def test_cards_are_played_only_after_the_alien_move():
    state = position(aliens={**ALL_IN, "R1": "2"}, elevator="2", die=2, step="alien_move",
                     hands=[["up-1"], []])
    assert "play up-1" not in legal(state)


# --- 4. Draw 1 Action card -----------------------------------------------------------------
def test_the_turn_ends_by_drawing_one_card_then_the_next_player_clockwise_rolls():
    state = position(players=3, aliens={"R1": "2"}, elevator="3", die=3, step="cards", active=2,
                     objectives=[["1", "4", "2"], ["2", "5", "3"], ["3", "6", "1"]],
                     hands=[[], [], ["hacker-1"]], deck_top=["floor0-2", "up-3"])
    # Cid (seat 3) holds only Hacker, which cannot be played in the card step: he ends the step,
    # the turn ends with the draw, and seat 1 (clockwise after seat 3) rolls
    assert legal(state) == {"end"}
    state.apply("end")
    assert state.hands[2] == ["hacker-1", "floor0-2"]
    assert state.active == 0 and state.turn == 2
    assert legal(state) == {"roll"}
    assert state.deck[-1] == "up-3"


def test_hand_limit_three_means_play_or_discard_before_drawing():
    state = position(aliens=ALL_IN, elevator="3", die=3, step="cards",
                     hands=[["alarm-1", "hacker-1", "up-1"], []], deck_top=["down-1"])
    # Hacker only answers a roll; Up has no target (nobody stands on a floor); Alarm neither
    assert legal(state) == {"discard alarm-1", "discard hacker-1", "discard up-1"}
    assert "hand is full (3 cards)" in refused(state, "end")
    assert "only at its moment" in refused(state, "play hacker-1")
    run(state, "discard hacker-1")
    assert state.discard == ["hacker-1"]
    assert state.hands[0] == ["alarm-1", "up-1", "down-1"]
    assert state.active == 1


def test_a_discard_at_the_draw_only_makes_room_no_card_is_played_after_it():
    """Use a card, then draw: a discard made to draw ends the card step, so the turn ends with 3 cards."""
    aliens = {**ALL_IN, "R1": "3"}
    state = position(aliens=aliens, elevator="3", die=3, step="cards",
                     hands=[["alarm-1", "hacker-1", "up-1"], []], deck_top=["down-1"])
    assert "play up-1" in legal(state)
    run(state, "discard hacker-1")
    assert state.active == 1 and state.hands[0] == ["alarm-1", "up-1", "down-1"]
    assert "Bob" in state.prompt() and where(state, "R1") == {"R1": "3"}


def test_hand_limit_three_playing_a_card_also_makes_room():
    aliens = {**ALL_IN, "R1": "3"}
    state = position(aliens=aliens, elevator="3", die=3, step="cards",
                     hands=[["alarm-1", "hacker-1", "up-1"], []], deck_top=["down-1"])
    assert legal(state) >= {"play up-1", "play alarm-1", "discard up-1"}
    run(state, "play up-1", "move R1 4")
    assert state.hands[0] == ["alarm-1", "hacker-1", "down-1"]
    assert max(len(h) for h in state.hands) == 3


def test_empty_deck_the_discard_pile_is_shuffled_into_a_new_deck():
    hands = [["up-1"], ["down-1"]]
    from game.elevator.rules_data import elevator_data
    every = elevator_data().deck_for("competitive")
    discard = [c for c in every if c not in ("up-1", "down-1")]
    aliens = {**ALL_IN, "R1": "3"}
    state = position(aliens=aliens, elevator="3", die=3, step="cards", hands=hands, discard=discard, seed=5)
    assert state.deck == []
    state.apply("end")
    assert state.active == 1
    drawn = state.hands[0][1]
    assert drawn in discard
    assert state.discard == []
    assert sorted(state.deck + [drawn]) == sorted(discard)
    assert "shuffled into a new deck" in events(state)
    # the shuffle comes from the game's own generator: the same position reshuffles the same way
    again = position(aliens=aliens, elevator="3", die=3, step="cards", hands=hands, discard=discard, seed=5)
    again.apply("end")
    assert again.deck == state.deck and again.hands == state.hands


def test_the_card_just_played_is_in_the_reshuffled_deck():
    from game.elevator.rules_data import elevator_data
    every = elevator_data().deck_for("competitive")
    hands = [["up-1"], ["down-1"]]
    discard = [c for c in every if c not in ("up-1", "down-1")]
    state = position(aliens={**ALL_IN, "R1": "3"}, elevator="3", die=3, step="cards", hands=hands,
                     discard=discard)
    run(state, "play up-1", "move R1 4")
    assert state.active == 1 and len(state.hands[0]) == 1
    assert sorted(state.deck + state.hands[0]) == sorted(discard + ["up-1"])


def test_random_seed_is_the_games_own_not_the_global_generator():
    random.seed(1)
    first = position(aliens=ALL_IN, seed=3)
    first.apply("roll")
    random.seed(2)
    second = position(aliens=ALL_IN, seed=3)
    second.apply("roll")
    assert first.die == second.die


def test_after_the_turns_last_card_the_turn_waits_for_end_so_the_player_sees_the_result():
    """Nothing is drawn and nobody else is asked until the player ends the turn; until then the
    card can be taken back."""
    from game.core.history import History
    state = position(aliens={"R1": "2"}, elevator="2", step="cards", hands=[["up-1", "down-1"], []])
    history = History(state)
    history.apply("play up-1")
    history.apply("move R1 3")
    pass_windows(history.state)
    assert step(history.state) == "cards" and legal(history.state) == {"end"}
    assert history.state.active == 0 and len(elevator_state(history.state).hands[0]) == 1  # no draw yet
    history.apply("end")
    assert history.state.active == 1 and len(elevator_state(history.state).hands[0]) == 2


def test_a_log_written_before_the_wait_for_end_still_loads():
    """Version 3 saves hold no "end" after the turn's last card: loading ends that card step itself."""
    from game.core.contract import Seat
    from game.core.session import Session, with_checksum
    session = Session.new("elevator", "competitive", [Seat("Ann", "red"), Seat("Bob", "blue")], seed=5, first_player=0)
    session.state.replay_older_log(3)  # played by the rules of version 3 (no window before a roll)
    chooser = random.Random(5)
    while session.state.turn < 6 and not session.state.is_over():
        session.apply(chooser.choice(session.state.legal_actions()))
    session.apply("roll")  # a last line, so the removed "end" before it is caught up
    save = session.to_save()
    older = [text for i, text in enumerate(save["log"])
             if not (text == "end" and session.history.entries[i].before.left_out_by_older_log(3) is not None)]
    assert len(older) < len(save["log"])  # some turns ended after their last card
    loaded = Session.from_save(with_checksum({**save, "version": 3, "log": older}))
    assert loaded.state.to_position() == session.state.to_position()
