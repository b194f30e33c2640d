"""The turn (rulebook: Gameplay; R1-R4, R36, R39, Q19)."""

from game.area51.rules_data import area51_data
from tests.game.area51.a51_helpers import events, legal, position, refused, run, verbs

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]


def test_r1_seats_take_turns_one_at_a_time_in_seat_order():
    state = position(display=DISPLAY, active=2)
    order = []
    for _ in range(5):
        order.append(state.to_move())
        run(state, "take deck", "take deck", "take deck")
    assert order == [2, 3, 0, 1, 2]
    assert state.turn == 6 and state.active == 3


def test_r2_a_turn_is_exactly_one_of_the_four_actions():
    regions = {"A": {"bunkers": {"A8": {"colour": "green", "owner": "white", "level": 1}}}}
    state = position(regions=regions, display=DISPLAY, hands=[["green2-1", "green2-2", "blue2-1"], [], [], []],
                     hangars={"B-left": ["+brown2-1@pink"]})
    assert verbs(state) == {"refresh", "take", "build", "upgrade", "hire", "pickup"}
    run(state, "build green C", "up green2-1 C-left", "down green2-2 C-left")
    assert state.to_move() == 1  # one bunker, and the turn is over


def test_r3_q19_a_seat_that_can_do_nothing_misses_its_turn_and_the_log_says_why():
    state = position(display=[], rest_to=1)  # Ann: no card; nothing to take; no pile
    assert state.to_move() == 1 and state.active == 1 and state.turn == 2
    assert "Ann can do nothing at all: the turn passes." in events(state)
    assert len(state.hands[1]) == len(area51_data().card_ids)


def test_r4_an_action_once_begun_must_be_finished():
    state = position(display=DISPLAY, hands=[["green2-1", "green2-2", "blue2-1"], [], [], []])
    state.apply("build green A")
    assert verbs(state) == {"up", "down"}
    assert "Finish the play you declared first" in refused(state, "take deck")
    assert "Finish the play you declared first" in refused(state, "build blue A")
    assert "Finish the play you declared first" in refused(state, "pickup A-left")


def test_r36_r39_face_down_cards_show_their_player_and_are_seen_only_by_that_player():
    state = position(display=DISPLAY, hands=[["green2-1", "green2-2", "blue2-1"], [], [], []])
    run(state, "build green A", "down blue2-1 A-mid")
    assert state.bunkers == {}  # declared and paid in part: nothing is built yet
    assert state.view(0)["hangars"]["A-mid"] == [{"card": "blue2-1", "down": True, "by": "white"}]
    assert state.view(3)["hangars"]["A-mid"] == [{"down": True, "by": "white"}]
    assert "blue2-1" in state.secrets_from(3) and "blue2-1" not in state.secrets_from(0)


def test_unknown_verbs_and_malformed_actions_are_refused_with_words():
    state = position(display=DISPLAY, hands=[["green2-1", "green2-2"], [], [], []])
    assert "not an action of Area 51" in refused(state, "roll")
    assert "not in the display" in refused(state, "take green4-9")
    assert "Name the bunker's colour and region" in refused(state, "build green")
    assert "There is no region D" in refused(state, "build green D")
    assert "no bunker on A3" in refused(state, "upgrade A3")
    assert "declare one first" in refused(state, "up green2-1 A-left")
    assert "from a pile just picked up" in refused(state, "load green2-1 A8")
    assert "Name a hangar" in refused(state, "pickup Z-left")
    assert legal(state)


def test_q33_a_missed_turn_in_the_last_round_counts_as_that_seats_last_turn():
    state = position(display=[], rest_to=1, phase="last_round", turns_left=2)
    assert "Ann can do nothing at all: the turn passes." in events(state)
    assert state.to_move() == 1 and state.phase_label() == "Last round: Bob still to play"
    run(state, "refresh blue1s-1", "take blue1s-1")  # nothing more can be had: the collect ends
    assert state.is_over()  # the final phase found no pile
