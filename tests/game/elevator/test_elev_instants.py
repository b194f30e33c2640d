"""Instant cards and their windows (rulebook: During another player's turn; Instant-Use Cards;
DECISIONS.md: instant cards open a reaction window after the event they answer)."""

from tests.game.elevator.elevator_helpers import at, events, legal, position, refused, roll, run, step, where

ALL_IN = {"R1": "E", "R2": "E", "R3": "E", "B1": "E", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "E"}
SPREAD = {"R1": "E", "R2": "1", "R3": "1", "B1": "E", "B2": "5", "B3": "5", "K1": "E", "K2": "1", "K3": "5"}
THREE = [["1", "4", "2"], ["2", "5", "3"], ["3", "6", "1"]]


def asked(state):
    """The open window's moment and the seat it asks now, or None when no window is open."""
    return (state.steps[-1][1], state.to_move()) if step(state) == "window" else None


def answer(state, seat: int, action: str):
    """Let the window go by until it asks ``seat``, then answer with ``action``."""
    while asked(state) and state.to_move() != seat:
        state.apply("pass")
    state.apply(action)


# --- windows ---------------------------------------------------------------------------------
def test_roll_window_asks_the_active_player_first_then_every_rival_clockwise_whatever_they_hold():
    state = position(players=3, aliens={"R1": "E"}, objectives=THREE, elevator="2",
                     hands=[["hacker-1"], ["up-1"], ["broken-1"]])
    roll(state, 4, windows=True)
    assert asked(state) == ("roll", 0) and legal(state) == {"play hacker-1", "pass"}
    state.apply("pass")
    assert asked(state) == ("roll", 1) and legal(state) == {"pass"}  # Bob holds no instant, yet is asked
    state.apply("pass")
    assert asked(state) == ("roll", 2) and legal(state) == {"play broken-1", "pass"}
    state.apply("pass")
    assert state.elevator == 4 and step(state) == "alien_move" and state.to_move() == 0


def test_who_is_asked_and_when_does_not_depend_on_the_hands():
    """Two deals that differ only in hidden hands give the same windows, seats and log lines."""
    def asks(hands):
        state = position(players=3, aliens={"R1": "E", "R2": "4"}, objectives=THREE, elevator="2",
                         hands=hands, deck_top=["down-1", "down-2", "down-3"])
        seen = []
        roll(state, 4, windows=True)
        while not (state.active == 1 and step(state) == "roll"):
            seen.append((asked(state), [text for text, only in state.events if only is None]))
            choice = "pass" if "pass" in legal(state) else sorted(legal(state))[0]
            state.apply(choice)
        return seen
    holding = asks([["up-1"], ["hacker-1"], ["wetfloor-1"]])
    empty = asks([["up-1"], ["down-4"], ["up-2"]])
    assert holding == empty
    assert ("roll", 1) in [ask for ask, _ in holding] and ("arrive", 2) in [ask for ask, _ in holding]


def test_the_beginner_deck_has_no_instants_so_no_window_ever_opens():
    state = position("beginner", 2, aliens={"R1": "E"}, elevator="2", hands=[["up-1"], ["down-1"]])
    roll(state, 4, windows=True)
    assert step(state) == "alien_move" and state.to_move() == 0


def test_rival_hacker_changes_the_die_by_one_then_draws_at_once_and_the_roller_moves():
    state = position(aliens=SPREAD, elevator="1", hands=[["up-1"], ["hacker-1"]], deck_top=["down-3"])
    roll(state, 3, windows=True)
    assert asked(state) == ("roll", 0) and legal(state) == {"pass"}  # Ann's up-1 cannot answer
    answer(state, 1, "play hacker-1")
    assert state.to_move() == 1 and legal(state) == {"die 2", "die 4"}
    assert state.hands[1] == ["down-3"]  # the replacement is drawn immediately
    assert state.discard == ["hacker-1"]
    state.apply("die 4")
    assert state.die == 4 and asked(state) == ("roll", 0)  # the changed roll may be answered again
    run(state)
    assert state.elevator == 4 and state.to_move() == 0 and step(state) == "alien_move"


def test_hacker_never_turns_the_die_into_0_or_7():
    for rolled, allowed in ((1, {"die 2"}), (6, {"die 5"})):
        state = position(aliens=SPREAD, elevator="2", hands=[[], ["hacker-1"]])
        roll(state, rolled, windows=True)
        answer(state, 1, "play hacker-1")
        assert legal(state) == allowed
        assert "is not possible now" in refused(state, f"die {rolled - 1 if rolled == 1 else 7}")


def test_one_instant_per_rival_per_turn_and_the_limit_resets_next_turn():
    state = position(aliens=SPREAD, elevator="2", hands=[[], ["hacker-1", "hacker-2"]], deck_top=["wetfloor-1"])
    roll(state, 3, windows=True)
    answer(state, 1, "play hacker-1")
    state.apply("die 4")
    # Bob has used his instant for this turn: the new roll window asks only Ann, not him again
    assert asked(state) == ("roll", 0)
    state.apply("pass")
    assert state.to_move() == 0 and step(state) == "alien_move"
    assert state.instants_used == frozenset({1})
    state.apply("move R1 4")
    # ... nor does the after-move window, though he now holds Wet floor
    assert state.hands[1] == ["hacker-2", "wetfloor-1"]
    assert state.to_move() == 1 and state.active == 1  # Ann's turn ended; Bob's turn
    assert state.instants_used == frozenset()


def test_hacker_in_own_turn_counts_as_the_turns_card_and_draws_nothing_extra():
    aliens = {**SPREAD, "R1": "2"}
    state = position(aliens=aliens, elevator="5", hands=[["hacker-1", "up-1"], []], deck_top=["down-1", "down-2"])
    roll(state, 3, windows=True)
    assert state.to_move() == 0 and "play hacker-1" in legal(state)
    run(state, "play hacker-1", "die 2")
    assert state.plays_left == 0 and state.hands[0] == ["up-1"]
    run(state, "move R1 E")
    # the card step is spent: Up may not be played, the turn ends with the normal draw
    assert state.active == 1
    assert state.hands[0] == ["up-1", "down-1"]


def test_broken_elevator_cancels_the_roll_the_alien_move_and_elevator_cards():
    aliens = {**SPREAD, "R1": "2", "B1": "2"}
    state = position(aliens=aliens, elevator="2", hands=[["floor0-1", "wetfloor-1"], ["broken-1"]],
                     deck_top=["up-4"])
    roll(state, 5, windows=True)
    answer(state, 1, "play broken-1")
    assert state.elevator == 2
    assert "nobody gets in or out" in events(state) and "Alien move is skipped" not in events(state)
    assert events(state).count("gets in or out") == 1  # the Alien move's skip is not told twice
    assert state.hands[1] == ["up-4"]
    # Floor 0 and Wet floor interact with the elevator: not playable, so Ann can only end the turn
    assert legal(state) == {"end"}
    state.apply("end")
    assert state.active == 1 and state.hands[0][:2] == ["floor0-1", "wetfloor-1"]
    assert where(state, "R1", "B1") == {"R1": "2", "B1": "2"}


def test_broken_elevator_leaves_other_cards_playable_and_refuses_elevator_cards_with_the_reason():
    aliens = {**SPREAD, "R1": "2"}
    state = position(aliens=aliens, elevator="2", hands=[["floor0-1", "up-1"], ["broken-1"]])
    roll(state, 5, windows=True)
    answer(state, 1, "play broken-1")
    assert step(state) == "cards" and legal(state) == {"play up-1", "end"}
    assert "elevator is broken" in refused(state, "play floor0-1")


def test_no_hacker_after_broken_elevator():
    state = position(players=3, aliens={"R1": "E"}, objectives=THREE, elevator="2",
                     hands=[[], ["broken-1"], ["hacker-1"]])
    roll(state, 4, windows=True)
    answer(state, 1, "play broken-1")
    # Cid's Hacker cannot answer a cancelled roll: nobody else is asked; Ann has nothing to do
    assert state.hands[2] == ["hacker-1"]
    assert state.active == 1 and legal(state) == {"roll"}


# --- Chatter -----------------------------------------------------------------------------
def test_chatter_by_a_rival_keeps_a_worker_with_company_in_place_and_spends_the_move():
    state = position(aliens=SPREAD, elevator="2", hands=[["up-1"], ["chatter-1"]], deck_top=["down-1"])
    roll(state, 5)
    state.apply("move R1 5")
    assert state.to_move() == 1 and legal(state) == {"play chatter-1", "pass"}
    state.apply("play chatter-1")
    assert where(state, "R1") == {"R1": "E"}
    assert state.hands[1] == ["down-1"] and state.discard == ["chatter-1"]
    assert step(state) == "cards" and state.to_move() == 0  # no second try at the Alien move


def test_chatter_passed_the_worker_moves():
    state = position(aliens=SPREAD, elevator="2", hands=[[], ["chatter-1"]])
    roll(state, 5)
    run(state, "move R1 5", "pass")
    assert where(state, "R1") == {"R1": "5"} and state.hands[1] == ["chatter-1"]


def test_chatter_is_not_offered_for_a_worker_alone_or_for_a_boss():
    alone = {**ALL_IN, "R1": "3", "R2": "1", "R3": "1", "B1": "1", "B2": "1", "B3": "1"}
    state = position(aliens=alone, elevator="2", hands=[[], ["chatter-1"]])
    roll(state, 3)
    state.apply("move R1 E")  # R1 stood alone on Floor 3
    assert where(state, "R1") == {"R1": "E"} and state.hands[1] == ["chatter-1"] and state.active == 1
    state = position(aliens=SPREAD, elevator="2", hands=[[], ["chatter-1"]])
    roll(state, 4)
    state.apply("move K1 4")
    assert where(state, "K1") == {"K1": "4"} and state.hands[1] == ["chatter-1"]


def test_chatter_cancels_a_blue_card():
    aliens = {**SPREAD, "R1": "2", "B1": "2"}
    state = position(aliens=aliens, elevator="2", step="cards", hands=[["up-1"], ["chatter-1"]])
    state.apply("play up-1")
    state.apply("move R1 3")
    assert asked(state) == ("leave", 1) and legal(state) == {"play chatter-1", "pass"}
    run(state, "play chatter-1")
    assert where(state, "R1") == {"R1": "2"}
    assert sorted(state.discard) == ["chatter-1", "up-1"] and state.active == 1


def test_chatter_cancels_a_worker_leaving_the_elevator_by_the_floor_0_card():
    state = position(aliens=SPREAD, elevator="3", step="cards", hands=[["floor0-1"], ["chatter-1"]])
    state.apply("play floor0-1")
    state.apply("move R1 0")
    assert asked(state) == ("leave", 1) and legal(state) == {"play chatter-1", "pass"}
    state.apply("play chatter-1")
    assert where(state, "R1") == {"R1": "E"} and state.elevator == 0


def test_chatter_never_answers_yellow_or_boss_cards():
    aliens = {**SPREAD, "R1": "2", "B1": "2", "K1": "2"}
    for card, target in (("alarm-1", "alarm 2 3"), ("transfer-1", "move R1 3"), ("bosscall-1", "move R2 2")):
        state = position(aliens=aliens, elevator="4", step="cards", hands=[[card], ["chatter-1"]])
        run(state, f"play {card}", target)
        assert state.hands[1] == ["chatter-1"], card  # Bob was never asked
        assert state.active == 1


def test_active_players_own_chatter_cancels_their_alien_move_and_is_their_card():
    state = position(aliens=SPREAD, elevator="2", hands=[["chatter-1", "up-1"], []], deck_top=["down-2"])
    roll(state, 5)
    assert "play chatter-1" in legal(state)
    run(state, "play chatter-1")
    assert where(state) == {**SPREAD}
    assert state.active == 1 and state.hands[0] == ["up-1", "down-2"]


def test_own_chatter_is_not_offered_when_no_moving_worker_has_company():
    aliens = {**ALL_IN, "R1": "3", "R2": "1", "R3": "1", "B1": "1", "B2": "1", "B3": "1",
              "K1": "2", "K2": "4", "K3": "5"}
    state = position(aliens=aliens, elevator="2", hands=[["chatter-1"], []])
    roll(state, 3)
    assert legal(state) == {"move R1 E"}


# --- Wet floor ---------------------------------------------------------------------------
def test_rival_wet_floor_after_the_alien_move_sends_the_floor_into_the_elevator():
    aliens = {**SPREAD, "R1": "E"}
    state = position(aliens=aliens, elevator="2", hands=[[], ["wetfloor-1"]], deck_top=["up-2"])
    roll(state, 5, windows=True)
    while asked(state) != ("arrive", 1):  # the roll, then the arrival: Bob lets both go
        state.apply("pass")
    state.apply("pass")
    state.apply("move R1 5")
    answer(state, 1, "pass")  # R1 leaves the elevator in company: Bob may not stop it (no Chatter)
    assert asked(state) == ("after_move", 1) and legal(state) == {"play wetfloor-1", "pass"}
    state.apply("play wetfloor-1")
    assert at(state, "5") == set() and {"R1", "B2", "B3", "K3"} <= at(state, "E")
    assert state.hands[1] == ["up-2"]


def test_a_rival_may_answer_the_elevators_arrival_with_wet_floor_before_the_alien_move():
    state = position(aliens=SPREAD, elevator="2", hands=[["up-1"], ["wetfloor-1"]], deck_top=["up-2"])
    roll(state, 5, windows=True)
    while asked(state) != ("arrive", 1):
        state.apply("pass")
    assert legal(state) == {"play wetfloor-1", "pass"}
    state.apply("play wetfloor-1")
    assert at(state, "5") == set() and {"B2", "K3"} <= at(state, "E")
    # the Alien move follows, now with everyone from Floor 5 inside the elevator
    assert state.to_move() == 0 and step(state) == "alien_move"
    assert legal(state) == {f"move {a} 5" for a in at(state, "E")}


def test_the_active_player_may_play_wet_floor_at_the_arrival_as_the_turns_card():
    state = position(aliens=SPREAD, elevator="2", hands=[["wetfloor-1", "up-1"], []], deck_top=["down-3"])
    roll(state, 5, windows=True)
    while asked(state) != ("arrive", 0):
        state.apply("pass")
    assert legal(state) == {"play wetfloor-1", "pass"}
    state.apply("play wetfloor-1")
    run(state)
    assert {"B2", "K3"} <= at(state, "E") and state.plays_left == 0
    run(state, "move B2 5")
    # the card of the turn is used: the card step offers nothing, the draw follows and the turn passes
    assert state.active == 1 and state.hands[0] == ["up-1", "down-3"]


def test_rival_wet_floor_also_answers_the_active_players_card():
    aliens = {**SPREAD, "R1": "2"}
    state = position(aliens=aliens, elevator="3", step="cards", hands=[["up-1"], ["wetfloor-1"]],
                     deck_top=["down-4", "up-2"])
    state.apply("play up-1")
    state.apply("move R1 3")
    assert asked(state) == ("after_move", 1) and legal(state) == {"play wetfloor-1", "pass"}
    run(state, "play wetfloor-1")
    assert where(state, "R1") == {"R1": "E"} and state.hands[1] == ["down-4"]
    assert state.discard == ["up-1", "wetfloor-1"] and state.active == 1


def test_wet_floor_window_does_not_open_when_the_floor_is_empty():
    aliens = {**ALL_IN, "R2": "1", "R3": "1", "B1": "1", "B2": "1", "B3": "1", "K2": "1", "K3": "3"}
    state = position(aliens=aliens, elevator="2", hands=[[], ["wetfloor-1"]])
    roll(state, 5, windows=True)
    answer(state, 1, "pass")
    # nobody stands on Floor 5: no arrival window; Ann moves next
    assert step(state) == "alien_move" and legal(state) == {"move R1 5", "move K1 5"}
    state.apply("move R1 5")
    answer(state, 1, "pass")  # R1 leaves the elevator in company: the Chatter window
    assert asked(state) == ("after_move", 1)  # R1 now stands on Floor 5: the Wet floor window opens
    state.apply("pass")
    assert where(state, "R1") == {"R1": "5"}


# --- team and solo ------------------------------------------------------------------------
def test_cooperative_teammate_plays_one_instant_in_my_turn_and_draws_at_once():
    state = position("cooperative", 2, hands=[["up-1", "up-2", "up-3"], ["hacker-1", "down-1", "down-2"]],
                     deck_top=["alarm-1"])
    roll(state, 3, windows=True)
    assert asked(state) == ("roll", 1)  # with open hands only the holder is asked
    run(state, "play hacker-1", "die 2")
    assert state.hands[1] == ["down-1", "down-2", "alarm-1"] and state.elevator == 2


def test_cooperative_own_instant_is_one_of_the_two_card_plays():
    state = position("cooperative", 2, hands=[["hacker-1", "up-1", "up-2"], []])
    roll(state, 3, windows=True)
    run(state, "play hacker-1", "die 4")
    assert state.plays_left == 1


def test_solo_instants_only_in_the_players_own_turn():
    state = position("solo", 1, hands=[["hacker-1", "wetfloor-1", "chatter-1"]])
    roll(state, 3, windows=True)
    assert state.to_move() == 0 and legal(state) == {"play hacker-1", "pass"}
    state.apply("pass")
    assert legal(state) == {"play wetfloor-1", "pass"}  # the arrival: the player's own Wet floor
    state.apply("pass")
    assert "play chatter-1" in legal(state)
    state.apply(next(a for a in sorted(legal(state)) if a.startswith("move")))
    # no after-move window in solo (there is nobody else); Wet floor is the card step's card
    assert step(state) == "cards" and "play wetfloor-1" in legal(state)


def test_rivals_replacement_draw_with_an_empty_deck_reshuffles_the_discards_including_the_instant():
    from game.elevator.rules_data import elevator_data
    hands = [["up-1"], ["hacker-1"]]
    discard = [c for c in elevator_data().deck_for("competitive") if c not in ("up-1", "hacker-1")]
    state = position(aliens=SPREAD, elevator="1", hands=hands, discard=discard)
    assert state.deck == []
    roll(state, 3, windows=True)
    answer(state, 1, "play hacker-1")
    assert len(state.hands[1]) == 1 and state.discard == []
    assert sorted(state.deck + state.hands[1]) == sorted(discard + ["hacker-1"])


def test_after_a_hacker_the_changed_roll_may_be_answered_again_by_others():
    state = position(players=3, aliens={"R1": "E"}, objectives=THREE, elevator="1",
                     hands=[["up-1"], ["hacker-1"], ["hacker-2", "broken-1"]], deck_top=["down-1"])
    roll(state, 3, windows=True)
    answer(state, 1, "play hacker-1")
    state.apply("die 4")
    answer(state, 2, "play hacker-2")  # the changed roll: Cid may answer it too
    assert state.steps[-1][0] == "hack"
    run(state, "die 5")
    assert state.elevator == 5 and state.to_move() == 0 and step(state) == "alien_move"
    assert state.instants_used == frozenset({1, 2})


# --- Wet floor at every moment the elevator stands at a floor (ruling 17) ---------------------
def test_wet_floor_before_the_roll_a_rival_may_send_the_floor_into_the_elevator():
    state = position(aliens=SPREAD, elevator="5", step="cards", active=1, hands=[["wetfloor-1"], ["down-3"]],
                     deck_top=["up-2", "down-2"])
    state.apply("end")  # Bob's turn ends on Floor 5, where B2, B3 and K3 stand
    assert state.active == 0 and asked(state) == ("start", 0)  # Ann first: her turn's card
    assert state.prompt() == "Ann: you may play an instant card where the elevator stands, before the roll, or pass."
    state.apply("pass")
    assert asked(state) == ("start", 1)  # then Bob, as a rival, whatever he holds
    state.apply("pass")
    assert legal(state) == {"roll"}


def test_the_active_player_may_play_wet_floor_before_the_roll_as_the_turns_card():
    state = position(aliens=SPREAD, elevator="5", step="cards", active=1, hands=[["wetfloor-1", "up-1"], ["down-3"]],
                     deck_top=["up-2", "down-2"])
    state.apply("end")
    assert legal(state) == {"play wetfloor-1", "pass"}
    state.apply("play wetfloor-1")
    assert {"B2", "B3", "K3"} <= at(state, "E") and at(state, "5") == set()
    assert state.plays_left == 0 and state.hands[0] == ["up-1"]  # the turn's card, no draw for it
    assert legal(state) == {"roll"}  # nobody is left on Floor 5 to slip in: Bob is not asked


def test_a_rival_plays_wet_floor_before_the_roll_and_draws_at_once():
    state = position(aliens=SPREAD, elevator="5", step="cards", active=1, hands=[["up-1"], ["wetfloor-1", "down-3"]],
                     deck_top=["up-2", "down-2"])
    state.apply("end")  # Bob draws up-2 to end his turn
    answer(state, 1, "play wetfloor-1")
    assert {"B2", "B3", "K3"} <= at(state, "E") and state.hands[1] == ["down-3", "up-2", "down-2"]
    assert state.instants_used == {1} and state.active == 0 and legal(state) == {"roll"}


def test_no_window_before_the_roll_when_nobody_on_the_floor_could_get_in():
    state = position(aliens=SPREAD, elevator="3", step="cards", active=1, hands=[["wetfloor-1"], ["down-3"]],
                     deck_top=["up-2"])
    state.apply("end")  # Floor 3 is empty
    assert state.active == 0 and legal(state) == {"roll"}


def test_the_window_before_the_roll_asks_only_holders_in_the_team_modes():
    aliens = {"R1": "3", "R2": "3"}
    state = position("cooperative", 2, aliens=aliens, elevator="3", step="cards", active=1,
                     hands=[["up-1"], ["wetfloor-1"]])
    state.apply("end")
    assert state.active == 0 and asked(state) == ("start", 1) and legal(state) == {"play wetfloor-1", "pass"}


def test_wet_floor_answers_an_alien_swap_that_brings_someone_onto_the_elevators_floor():
    aliens = {"R1": "2", "R2": "1", "R3": "E", "B1": "6", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "4"}
    state = position("advanced", tokens={"2": "alien_swap"}, aliens=aliens, elevator="4",
                     hands=[["up-3"], ["wetfloor-1"]], deck_top=["up-2"])
    roll(state, 2)
    run(state, "move B2 2")
    state.apply("exchange B2 B1")  # B1 comes down from Floor 6 to Floor 2, after the after-move window
    assert asked(state) == ("after_move", 1) and legal(state) == {"play wetfloor-1", "pass"}
    state.apply("play wetfloor-1")
    assert {"R1", "B1"} <= at(state, "E") and state.to_move() == 0 and step(state) == "cards"


def test_rivals_answer_an_alien_swap_even_when_the_active_player_then_plays_no_card():
    aliens = {"R1": "2", "R2": "1", "R3": "E", "B1": "6", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "4"}
    state = position("advanced", tokens={"2": "alien_swap"}, aliens=aliens, elevator="4",
                     hands=[["up-3"], ["wetfloor-1"]], deck_top=["up-2"])
    roll(state, 2)
    run(state, "move B2 2")
    state.apply("exchange B2 B1")
    state.apply("pass")  # Bob lets it go; Ann, with no card, ends her card step
    assert step(state) == "cards" and state.to_move() == 0 and "end" in legal(state)


def test_wet_floor_answers_the_second_arrival_of_double_elevator_movement():
    aliens = {**SPREAD, "R1": "E", "B2": "5"}
    state = position("advanced", tokens={"2": "double_ride"}, aliens=aliens, elevator="4",
                     hands=[[], ["wetfloor-1"]], deck_top=["up-2"])
    roll(state, 2)
    run(state, "move R1 2")
    roll(state, 5, windows=True)
    while asked(state) != ("arrive", 1):  # the second roll, then Ann at the arrival
        state.apply("pass")
    assert legal(state) == {"play wetfloor-1", "pass"}
    state.apply("play wetfloor-1")
    assert {"B2", "K3"} <= at(state, "E") and step(state) == "alien_move"


def test_no_new_window_when_nothing_changed_on_the_elevators_floor():
    state = position(aliens=SPREAD, elevator="2", hands=[["up-1"], ["wetfloor-1"]], deck_top=["down-3"])
    roll(state, 5)
    run(state, "move R1 5")  # Bob let the arrival, R1's leaving and the after-move window go
    assert step(state) == "cards"
    state.apply("play up-1")
    state.apply("move R2 2")
    assert asked(state) == ("leave", 1)  # R2 leaves Floor 1 in company: Chatter may stop it
    state.apply("pass")
    assert step(state) == "cards" and state.to_move() == 0  # Floor 5 is as Bob last let it go by
