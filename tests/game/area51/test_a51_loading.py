"""Pick up a pile and load it (rulebook: Pick Up a Pile of Artifacts and Load Them into Bunkers;
R29-R35, W8-W11, Q6, Q29, Q30)."""

from game.core.history import History
from tests.game.area51.a51_helpers import events, hangar, legal, position, refused, run, verbs

W11_PILE = ["+brown2-1@pink", "-blue2-1@yellow", "+blue1s-1@pink", "-green2-1@red", "+green1s-1@yellow",
            "-orange1s-1@pink", "+orange2-1@red"]
W11_HAND = ["brown3-1", "blue4-1", "green3-1", "orange4-1"]


def w11_position():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 3},
                                 "B4": {"colour": "green", "owner": "yellow", "level": 2},
                                 "B3": {"colour": "green", "owner": "pink", "level": 1},
                                 "B2": {"colour": "orange", "owner": "red", "level": 2}}},
               "A": {"bunkers": {"A8": {"colour": "blue", "owner": "white", "level": 2}}}}
    return position(regions=regions, vehicles={"truck-blue": {"route": "B>A", "number": 1}},
                    hangars={"B-right": W11_PILE}, hands=[W11_HAND, [], [], []])


W11_LOADS = {"load blue2-1 B5", "load blue2-1 A8", "load blue1s-1 B5", "load blue1s-1 A8", "load green2-1 B4",
             "load green1s-1 B4", "load green1s-1 B3", "load orange1s-1 B2", "load orange2-1 B2"}


def test_w11_q17_the_full_pick_up_example_with_red_for_the_rulebooks_blue_player():
    state = w11_position()
    state.apply("pickup B-right")
    assert legal(state) == W11_LOADS
    state.apply("load blue1s-1 B5")
    assert state.scores["pink"] == 1 and verbs(state) == {"load"}
    state.apply("load blue2-1 A8")
    assert state.scores["white"] == 2
    state.apply("load green1s-1 B4")
    assert "level 1 bunker stores artifacts up to 1" in refused(state, "load green2-1 B3")
    assert "already taken an artifact" in refused(state, "load green2-1 B4")
    assert legal(state) == {"load orange1s-1 B2", "load orange2-1 B2"}
    state.apply("load orange1s-1 B2")
    assert state.scores == {"white": 2, "pink": 1, "yellow": 1, "red": 1}
    assert state.discard[-4:] == ["blue1s-1", "blue2-1", "green1s-1", "orange1s-1"]
    assert state.hands[0][:4] == W11_HAND and sorted(state.hands[0][4:]) == ["brown2-1", "green2-1", "orange2-1"]
    assert hangar(state, "B-right") == [] and state.to_move() == 1 and state.step == "turn_start"
    assert "brown 2, orange 2, green 2 go to Ann's hand" in events(state)


def test_w11_other_orders_are_legal_and_score_otherwise():
    state = w11_position()
    run(state, "pickup B-right", "load green2-1 B4", "load green1s-1 B3", "load blue2-1 B5", "load blue1s-1 A8",
        "load orange2-1 B2")
    assert state.scores == {"white": 1, "pink": 2 + 1, "yellow": 2, "red": 2}
    assert state.hands[0][:4] == W11_HAND and sorted(state.hands[0][4:]) == ["brown2-1", "orange1s-1"]


def test_w11_r33_no_other_action_is_offered_until_loading_ends_and_the_loader_may_undo_loads():
    state = w11_position()
    history = History(state)
    history.apply("pickup B-right")
    assert history.state.revealed and not history.can_undo(0)
    history.apply("load blue2-1 B5")
    assert not history.state.revealed and history.can_undo(0)
    history.undo(0)
    assert legal(history.state) == W11_LOADS


def test_w8_the_bunker_level_must_cover_the_artifacts_number():
    regions = {"A": {"bunkers": {"A8": {"colour": "orange", "owner": "pink", "level": 2},
                                 "A7": {"colour": "orange", "owner": "yellow", "level": 3}}}}
    state = position(regions=regions, hangars={"A-mid": ["-orange3-1@red"]})
    state.apply("pickup A-mid")
    assert legal(state) == {"load orange3-1 A7"}
    assert "level 2 bunker stores artifacts up to 2" in refused(state, "load orange3-1 A8")
    state.apply("load orange3-1 A7")
    assert state.scores["yellow"] == 3 and state.scores["pink"] == 0


def test_w9_a_low_numbered_vehicle_carries_a_high_artifact_and_must_be_used():
    state = position(vehicles={"train-green": {"route": "B>C", "number": 1}},
                     regions={"C": {"bunkers": {"C5": {"colour": "green", "owner": "red", "level": 3}}}},
                     hangars={"B-left": ["-green3-1@pink"]})
    state.apply("pickup B-left")
    assert legal(state) == {"load green3-1 C5"}
    assert "must store one" in refused(state, "take deck")
    state.apply("load green3-1 C5")
    assert state.scores["red"] == 3 and state.hands[0] == []


def test_w10_r30_the_picked_up_pile_is_shown_to_everyone_grouped_by_colour():
    pile = ["+green2-1@pink", "-blue3-1@pink", "+orange2-1@yellow", "-blue1s-1@yellow", "+blue2-1@pink"]
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "red", "level": 1}}}}
    state = position(regions=regions, hangars={"B-right": pile}, hands=[["brown4-1"], [], [], []])
    assert "blue3-1" not in str(state.view(0)) and "blue3-1" in str(state.view(1))
    state.apply("pickup B-right")
    assert state.revealed
    for viewer in (0, 1, 2, 3, None):
        loading = state.view(viewer)["loading"]
        assert loading["pile"] == ["blue1s-1", "blue2-1", "blue3-1", "orange2-1", "green2-1"]
        assert loading["hand_set_aside"] is True
    assert state.view(0)["hands"][0] == ["brown4-1"]
    assert legal(state) == {"load blue1s-1 B5"}
    assert "not in the picked-up pile" in refused(state, "load brown4-1 B5")


def test_r29_q6_a_pick_up_takes_every_card_of_a_hangar_that_holds_any():
    state = position(hangars={"C-left": ["+green2-1@pink", "-blue3-1@yellow"]})
    pickups = {a for a in legal(state) if a.startswith("pickup")}
    assert pickups == {"pickup C-left"}
    assert "holds no artifacts" in refused(state, "pickup C-right")
    state.apply("pickup C-left")  # nothing can be stored: both cards go to the hand at once
    assert hangar(state, "C-left") == [] and sorted(state.hands[0]) == ["blue3-1", "green2-1"]
    assert state.to_move() == 1
    assert events(state) == ("The pile, face up for everyone: blue 3, green 2. | Nothing in the pile can be stored: "
                             "it all goes to Ann's hand.")


def test_r31_each_bunker_takes_one_artifact_per_pick_up():
    regions = {"A": {"bunkers": {"A8": {"colour": "green", "owner": "pink", "level": 2}}}}
    state = position(regions=regions, hangars={"A-left": ["+green1s-1@pink", "+green1s-2@pink"]})
    run(state, "pickup A-left", "load green1s-1 A8")
    assert state.to_move() == 1 and state.hands[0] == ["green1s-2"] and state.scores["pink"] == 1


def test_r32_vehicles_leaving_other_regions_carry_nothing_from_this_pile():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "pink", "level": 2}}},
               "C": {"bunkers": {"C5": {"colour": "blue", "owner": "red", "level": 2}}}}
    vehicles = {"truck-blue": {"route": "A>B", "number": 1}, "train-blue": {"route": "C>A", "number": 1}}
    state = position(regions=regions, vehicles=vehicles, hangars={"B-left": ["+blue2-1@pink"]})
    state.apply("pickup B-left")  # both blue vehicles point at B's neighbours from elsewhere, or at B
    assert state.to_move() == 1 and state.hands[0] == ["blue2-1"]
    assert state.reach_from("B")["blue"] == ("B",)


def test_r31_an_artifact_travels_once_through_either_vehicle_of_its_colour():
    regions = {"A": {"bunkers": {"A8": {"colour": "blue", "owner": "pink", "level": 2}}},
               "C": {"bunkers": {"C5": {"colour": "blue", "owner": "red", "level": 2}}}}
    vehicles = {"truck-blue": {"route": "B>A", "number": 1}, "train-blue": {"route": "B>C", "number": 1},
                "train-green": {"route": "A>C", "number": 1}}
    state = position(regions=regions, vehicles=vehicles, hangars={"B-left": ["+blue2-1@pink"]})
    state.apply("pickup B-left")
    assert legal(state) == {"load blue2-1 A8", "load blue2-1 C5"}


def test_r34_the_loader_scores_only_for_own_bunkers():
    regions = {"B": {"bunkers": {"B5": {"colour": "green", "owner": "white", "level": 2},
                                 "B4": {"colour": "orange", "owner": "pink", "level": 2}}}}
    state = position(regions=regions, hangars={"B-left": ["+green2-1@pink", "+orange2-1@red"]})
    run(state, "pickup B-left", "load green2-1 B5")
    load = next(a for a in state.legal_actions() if str(a) == "load orange2-1 B4")
    assert state.describe(load, None) == "Ann stores orange 2 in Bob's orange bunker on B4 (+2)."  # pink is Bob's
    state.apply(load)
    assert state.scores == {"white": 2, "pink": 2, "yellow": 0, "red": 0}
    assert state.gains == {("white", "green"): 2, ("pink", "orange"): 2}


def test_r35_stored_artifacts_go_to_the_discard_pile_the_rest_to_the_hand():
    regions = {"B": {"bunkers": {"B5": {"colour": "green", "owner": "white", "level": 1}}}}
    state = position(regions=regions, hangars={"B-left": ["+green1s-1@pink", "+green3-1@pink"]},
                     hands=[["blue4-1"], [], [], []], discard=["brown4-1"])
    run(state, "pickup B-left", "load green1s-1 B5")
    assert state.discard == ["brown4-1", "green1s-1"] and state.hands[0] == ["blue4-1", "green3-1"]


def test_q29_a_final_pick_up_may_choose_a_pile_nobody_can_store():
    state = position(phase="final", hangars={"A-left": ["+brown2-1@pink"], "C-right": ["-blue2-1@red"]})
    assert legal(state) == {"pickup A-left", "pickup C-right"}
    state.apply("pickup A-left")
    assert state.hands[0] == ["brown2-1"] and state.to_move() == 1 and legal(state) == {"pickup C-right"}


def test_q30_the_engine_never_loads_for_the_player_even_with_one_choice():
    regions = {"A": {"bunkers": {"A8": {"colour": "orange", "owner": "pink", "level": 3}}}}
    state = position(regions=regions, hangars={"A-mid": ["-orange3-1@red"]})
    state.apply("pickup A-mid")
    assert state.step == "loading" and legal(state) == {"load orange3-1 A8"} and state.scores["pink"] == 0
    assert state.pile == ["orange3-1"]


def test_the_loading_prompt_counts_two_equal_cards_into_one_bunker_as_one_choice():
    regions = {"A": {"bunkers": {"A8": {"colour": "orange", "owner": "pink", "level": 3}}}}
    state = position(regions=regions, hangars={"A-mid": ["-orange3-1@red", "-orange3-2@yellow"]})
    state.apply("pickup A-mid")
    assert legal(state) == {"load orange3-1 A8", "load orange3-2 A8"}
    assert state.prompt().endswith("store an artifact of the pile in a bunker (1 choice).")


def test_a_refused_pick_up_names_the_hangar_as_the_table_does():
    state = position(hangars={"A-mid": ["-orange3-1@red"]})
    assert refused(state, "pickup C-left") == "The left hangar of region C holds no artifacts to pick up."
