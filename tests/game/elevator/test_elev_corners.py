"""Where two rules of The Elevator meet in one action (docs/rulings.md, "Where two rules meet").

Each test plays one corner through the engine from a position: two instants on one moment, an
effect that ends the game, an effect that chains into another.
"""

from tests.game.elevator.elevator_helpers import at, events, legal, position, roll, run, step, where

THREE = [["1", "4", "2"], ["2", "5", "3"], ["3", "6", "1"]]


def asked(state):
    return (state.steps[-1][1], state.to_move()) if step(state) == "window" else None


def test_corner_two_rivals_hold_wet_floor_the_first_clockwise_plays_and_the_second_is_not_asked():
    # one moment, two answers: the window asks clockwise; once the floor is empty nobody else
    # could send anyone in, so the window closes with Cid's card still in his hand
    aliens = {"R1": "E", "R2": "5", "B1": "5", "G1": "5"}
    state = position(players=3, aliens=aliens, objectives=THREE, elevator="2",
                     hands=[["up-1"], ["wetfloor-1"], ["wetfloor-2"]], deck_top=["down-1"])
    roll(state, 5, windows=True)
    while asked(state) != ("arrive", 1):
        state.apply("pass")
    state.apply("play wetfloor-1")
    assert {"R2", "B1", "G1"} <= at(state, "E") and at(state, "5") == set()
    assert step(state) == "alien_move" and state.hands[2] == ["wetfloor-2"]


def test_corner_an_alien_swap_that_completes_a_rivals_objective_hands_the_rival_the_win():
    # the win is checked after every change, whoever makes it: Ann's token puts Bob's last worker
    # on his last floor, and Bob wins in Ann's turn
    aliens = {"R1": "E", "R2": "E", "R3": "E", "B1": "4", "B2": "6", "B3": "3", "K1": "E", "K2": "E", "K3": "E"}
    state = position("advanced", tokens={"2": "alien_swap"}, aliens=aliens, elevator="5", hands=[["up-1"], []])
    roll(state, 2)
    run(state, "move R1 2")
    assert step(state) == "exchange"
    state.apply("exchange R1 B3")
    assert state.is_over() and state.winners == [1]
    assert where(state, "R1", "B3") == {"R1": "3", "B3": "2"}


def test_corner_the_second_move_of_double_alien_movement_completes_the_objective_and_ends_the_game():
    # the token's second move is a move like the first: it can win, and the card step never comes
    aliens = {"R1": "1", "R2": "3", "R3": "E", "B1": "E", "B2": "6", "B3": "6", "K1": "E", "K2": "4", "K3": "2"}
    state = position("advanced", tokens={"5": "double_move"}, aliens=aliens, elevator="2",
                     hands=[["up-1"], []])
    roll(state, 5)
    run(state, "move B1 5")
    assert step(state) == "alien_move" and not state.is_over()
    run(state, "move R3 5")  # Bob lets it go (it leaves the elevator in company: he may Chatter)
    assert state.is_over() and state.winners == [0] and state.hands[0] == ["up-1"]


def test_corner_a_move_that_chatter_may_still_stop_wins_only_when_it_arrives():
    # Ann's Up card sends her last worker, in company, to her last floor: Bob may still stop it,
    # so the game goes on until the window closes; then she wins
    aliens = {"R1": "1", "R2": "3", "R3": "4", "B1": "4", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "E"}
    state = position(aliens=aliens, elevator="2", step="cards", hands=[["up-1"], ["chatter-1"]])
    state.apply("play up-1")
    state.apply("move R3 5")
    assert asked(state) == ("leave", 1) and not state.is_over() and where(state, "R3") == {"R3": "4"}
    state.apply("pass")
    assert state.is_over() and state.winners == [0]


def test_corner_chatter_stops_the_winning_move_and_the_game_goes_on():
    aliens = {"R1": "1", "R2": "3", "R3": "4", "B1": "4", "B2": "E", "B3": "E", "K1": "E", "K2": "E", "K3": "E"}
    state = position(aliens=aliens, elevator="2", step="cards", hands=[["up-1"], ["chatter-1"]], deck_top=["down-1"])
    state.apply("play up-1")
    state.apply("move R3 5")
    state.apply("play chatter-1")
    assert not state.is_over() and where(state, "R3") == {"R3": "4"} and state.hands[1] == ["down-1"]


def test_corner_an_alarm_that_brings_the_last_workers_to_floor_0_wins_for_the_team():
    # a yellow card moving everyone on Floor 1 down completes the team's goal at once
    workers = ["R1", "R2", "R3", "B1", "B2", "B3", "G1", "G2", "G3", "Y1", "Y2", "Y3"]
    aliens = {w: "0" for w in workers[:10]} | {"Y2": "1", "Y3": "1", "K1": "4"}
    state = position("cooperative", 2, aliens=aliens, elevator="3", step="cards", hands=[["alarm-1"], []])
    run(state, "play alarm-1", "alarm 1 0")
    assert state.team_won is True and state.is_over()
    assert "alarm-1" in state.discard  # the card that ended the game still goes to the discard pile


def test_corner_double_elevator_movement_a_rival_who_used_an_instant_is_not_asked_at_the_second_roll():
    # one instant per rival per turn holds across the token's second roll
    aliens = {"R1": "E", "R2": "1", "R3": "6", "B1": "E", "B2": "5", "B3": "6", "K1": "E", "K2": "1", "K3": "5",
              "G1": "E", "G2": "3", "G3": "3"}
    state = position("advanced", 3, tokens={"2": "double_ride"}, aliens=aliens, elevator="4", objectives=THREE,
                     hands=[["up-1"], ["hacker-1"], ["hacker-2"]], deck_top=["down-1", "down-2"])
    roll(state, 3, windows=True)
    while asked(state) != ("roll", 1):
        state.apply("pass")
    state.apply("play hacker-1")
    state.apply("die 2")  # Bob turns the 3 into a 2: the token's floor
    run(state, "move R1 2")
    assert step(state) == "roll" and state.instants_used == {1}
    roll(state, 5, windows=True)
    seats_asked = []
    while asked(state) and asked(state)[0] == "roll":
        seats_asked.append(state.to_move())
        state.apply("pass")
    assert 1 not in seats_asked and 2 in seats_asked


def test_corner_wet_floor_before_the_roll_then_the_die_shows_the_same_floor_no_token_takes_effect():
    # Ann's own Wet floor before the roll is her turn's card; the roll then shows the elevator's own
    # floor, so it does not move there and the floor's Discard card token does nothing
    aliens = {"R1": "E", "R2": "1", "R3": "6", "B1": "E", "B2": "3", "B3": "6", "K1": "E", "K2": "1", "K3": "5"}
    state = position("advanced", tokens={"3": "discard"}, aliens=aliens, elevator="3", step="cards", active=1,
                     hands=[["wetfloor-1", "up-1"], ["down-3"]], deck_top=["down-1"])
    state.apply("end")
    state.apply("play wetfloor-1")
    assert where(state, "B2") == {"B2": "E"} and state.plays_left == 0
    roll(state, 3)
    state.apply("move B2 3")
    lines = [events(state)]
    while step(state) == "window":
        state.apply("pass")
        lines.append(events(state))
    assert any("Discard card does not take effect: the elevator did not move there." in line for line in lines)
    assert step(state) == "cards" and legal(state) == {"end"} and state.hands[0] == ["up-1"]
