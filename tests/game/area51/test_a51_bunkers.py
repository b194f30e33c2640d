"""Create a bunker and add levels (rulebook: Play Artifacts to Create or Upgrade a Bunker;
R12-R21, R36-R38, W1, W2, Q1, Q12-Q14, Q23)."""

from game.area51.state import Area51State
from game.core.history import History
from tests.game.area51.a51_helpers import bunker, events, hangar, legal, position, refused, run, unused, verbs

W1_REGIONS = {"B": {"markers": 8, "bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 1},
                                              "B4": {"colour": "green", "owner": "yellow", "level": 2}}}}


def w1_position():
    return position(regions=W1_REGIONS, hands=[["orange2-1", "green3-2", "blue1s-1"], [], [], []])


def test_w1_create_a_bunker():
    state = w1_position()
    assert state.towers["orange"] == 4 and state.caps_left["white"] == 5
    history = History(state)
    for action in ("build orange B", "up orange2-1 B-left", "down green3-2 B-left"):
        history.apply(action)
        assert not history.state.revealed
    state = history.state
    assert isinstance(state, Area51State)
    assert bunker(state, "B3") == ("orange", "white", 1)
    assert state.markers["B"] == 7 and state.towers["orange"] == 3 and state.caps_left["white"] == 4
    assert hangar(state, "B-left") == ["+orange2-1@white", "-green3-2@white"]
    assert state.hands[0] == ["blue1s-1"]
    assert state.scores == {"white": 0, "pink": 0, "yellow": 0, "red": 0}
    assert state.to_move() == 1
    for rival in (1, 2, 3, None):
        assert state.view(rival)["hangars"]["B-left"] == [{"card": "orange2-1", "up": True, "by": "white"},
                                                          {"down": True, "by": "white"}]
    assert state.view(0)["hangars"]["B-left"][1] == {"card": "green3-2", "down": True, "by": "white"}
    # Ann may take the whole turn back until Bob acts
    assert history.can_undo(0)
    for _ in range(3):
        history.undo(0)
    assert history.state.to_position() == w1_position().to_position()


def test_r12_a_bunker_costs_one_face_up_card_of_its_colour_and_one_face_down_card():
    state = w1_position()
    state.apply("build orange B")
    assert legal(state) == {"up orange2-1 B-left", "up orange2-1 B-right",
                            "down green3-2 B-left", "down green3-2 B-right",
                            "down blue1s-1 B-left", "down blue1s-1 B-right"}
    assert "must be orange" in refused(state, "up green3-2 B-left")
    assert "Keep an orange artifact" in refused(state, "down orange2-1 B-right")
    state.apply("down blue1s-1 B-right")
    assert "exactly one face-down artifact" in refused(state, "down green3-2 B-right")
    assert legal(state) == {"up orange2-1 B-left", "up orange2-1 B-right"}
    state.apply("up orange2-1 B-right")
    assert bunker(state, "B3") == ("orange", "white", 1) and state.hands[0] == ["green3-2"]


def test_r13_r20_the_cards_go_into_the_regions_hangars_split_as_the_player_likes():
    state = w1_position()
    state.apply("build orange B")
    assert "region B" in refused(state, "up orange2-1 A-left")
    run(state, "up orange2-1 B-left", "down green3-2 B-right")
    assert hangar(state, "B-left") == ["+orange2-1@white"] and hangar(state, "B-right") == ["-green3-2@white"]
    assert all(not hangar(state, h) for h in ("A-left", "A-mid", "A-right", "C-left", "C-right"))


def test_r14_creation_needs_an_empty_space_a_marker_a_tower_and_a_cap():
    hand = [["orange2-1", "green3-2"], [], [], []]
    full = {f"B{n}": {"colour": colour, "owner": "pink", "level": 1}
            for n, colour in zip(range(1, 6), ["blue", "brown", "green", "blue", "brown"], strict=True)}
    state = position(regions={"B": {"bunkers": full}}, hands=hand)
    assert "build orange B" not in legal(state) and "build orange A" in legal(state)
    assert "no empty building space" in refused(state, "build orange B")
    state = position(regions={"B": {"markers": 0}}, hands=hand)
    assert "build orange B" not in legal(state)
    assert "no security marker" in refused(state, "build orange B")
    state = position(towers={"orange": 0}, hands=hand)
    assert not any(a.startswith("build orange") for a in legal(state))
    assert "no orange tower" in refused(state, "build orange C")
    five = {f"A{n}": {"colour": colour, "owner": "white", "level": 1}
            for n, colour in zip(range(8, 3, -1), ["blue", "brown", "green", "blue", "brown"], strict=True)}
    state = position(regions={"A": {"bunkers": five}}, hands=hand)
    assert "build" not in verbs(state)
    assert "caps are already on bunkers" in refused(state, "build orange C")


def test_r15_the_new_bunker_stands_on_the_highest_empty_space_at_level_one():
    state = position(regions={"A": {"bunkers": {"A8": {"colour": "blue", "owner": "pink", "level": 3}}}},
                     hands=[["green2-1", "brown2-1"], [], [], []])
    assert state.view(0)["regions"][0]["next_space"] == "A7"
    run(state, "build green A", "up green2-1 A-mid", "down brown2-1 A-right")
    assert bunker(state, "A7") == ("green", "white", 1) and state.markers["A"] == 17 - 3 - 1


def test_r16_q13_a_player_may_own_several_bunkers_in_one_region_also_of_one_colour():
    state = position(regions={"C": {"bunkers": {"C5": {"colour": "green", "owner": "white", "level": 1}}}},
                     hands=[["green2-1", "brown2-1"], [], [], []])
    assert "build green C" in legal(state)
    run(state, "build green C", "up green2-1 C-left", "down brown2-1 C-left")
    assert bunker(state, "C4") == ("green", "white", 1) and bunker(state, "C5") == ("green", "white", 1)


def test_r17_only_an_own_bunker_rises_and_by_exactly_one_level():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 1},
                                 "B4": {"colour": "blue", "owner": "white", "level": 1}}}}
    state = position(regions=regions, hands=[["blue2-1", "green3-1", "green3-2"], [], [], []])
    assert "upgrade B4" in legal(state) and "upgrade B5" not in legal(state)
    assert "own colour" in refused(state, "upgrade B5")
    run(state, "upgrade B4", "up blue2-1 B-left", "down green3-1 B-left", "down green3-2 B-right")
    assert bunker(state, "B4") == ("blue", "white", 2) and bunker(state, "B5") == ("blue", "pink", 1)
    assert events(state).startswith("The blue bunker on B4 rises to level 2.")


def test_r18_level_three_costs_one_face_up_and_three_face_down():
    regions = {"A": {"bunkers": {"A8": {"colour": "brown", "owner": "white", "level": 2}}}}
    hand = ["brown1s-1", "green3-1", "green3-2", "blue3-1"]
    state = position(regions=regions, hands=[hand[:3], [], [], []])
    assert "upgrade A8" not in legal(state)
    assert refused(state, "upgrade A8") == ("A third level costs one face-up brown artifact and three "
                                            "face-down artifacts.")
    state = position(regions=regions, hands=[hand, [], [], []])
    run(state, "upgrade A8", "up brown1s-1 A-left", "down green3-1 A-left", "down green3-2 A-mid")
    assert bunker(state, "A8") == ("brown", "white", 2) and state.to_move() == 0
    state.apply("down blue3-1 A-right")
    assert bunker(state, "A8") == ("brown", "white", 3) and state.markers["A"] == 14 and state.to_move() == 1


def test_r19_a_level_needs_a_marker_in_the_bunkers_region():
    regions = {"C": {"markers": 0, "bunkers": {"C5": {"colour": "blue", "owner": "white", "level": 1}}}}
    state = position(regions=regions, hands=[["blue2-1", "green3-1", "green3-2"], [], [], []])
    assert "upgrade C5" not in legal(state)
    assert "no security marker left" in refused(state, "upgrade C5")


def test_r21_levels_go_on_past_four_and_only_the_supply_limits_them():
    regions = {"C": {"markers": 1, "bunkers": {"C5": {"colour": "blue", "owner": "white", "level": 4}}}}
    hand = ["blue2-1"] + unused("blue2-1", count=5, colour="green")
    state = position(regions=regions, hands=[hand, [], [], []])
    run(state, "upgrade C5", "up blue2-1 C-left", *[f"down {c} C-right" for c in hand[1:]])
    assert bunker(state, "C5") == ("blue", "white", 5) and state.markers["C"] == 0


def test_w2_q1_the_printed_upgrade_example_is_one_face_down_card_short():
    regions = {"B": {"markers": 7, "bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 1},
                                               "B4": {"colour": "green", "owner": "yellow", "level": 2},
                                               "B3": {"colour": "orange", "owner": "white", "level": 1}}}}
    state = position(regions=regions, hands=[["orange1s-2", "brown3-1", "blue2-2"], [], [], []])
    run(state, "upgrade B3", "up orange1s-2 B-left", "down brown3-1 B-right")  # (a) the example as printed
    assert bunker(state, "B3") == ("orange", "white", 1) and state.step == "project"
    assert "1 more face-down card" in state.prompt()
    state.apply("down blue2-2 B-left")  # (b)
    assert bunker(state, "B3") == ("orange", "white", 2) and state.markers["B"] == 6
    assert state.hands[0] == [] and state.to_move() == 1
    state = position(regions=regions, hands=[["orange1s-2", "brown3-1"], [], [], []])  # (c)
    assert "upgrade B3" not in legal(state)
    assert refused(state, "upgrade B3") == ("A second level costs one face-up orange artifact and two "
                                            "face-down artifacts.")


def test_q12_a_colour_owns_at_most_five_bunkers():
    four = {f"A{n}": {"colour": "green", "owner": "white", "level": 1} for n in range(8, 4, -1)}
    state = position(regions={"A": {"bunkers": four}}, hands=[["green2-1", "green2-2", "green2-3"], [], [], []])
    run(state, "build green B", "up green2-1 B-left", "down green2-2 B-left")
    assert state.caps_left["white"] == 0
    state = position(regions={"A": {"bunkers": {**four, "A4": {"colour": "blue", "owner": "white", "level": 1}}}},
                     hands=[["green2-1", "green2-2", "green2-3"], [], [], []])
    assert "build" not in verbs(state)


def test_q14_bunkers_and_levels_take_exactly_their_count_and_finish_by_themselves():
    state = w1_position()
    run(state, "build orange B", "up orange2-1 B-left")
    assert "finished by placing its last card" in refused(state, "done")
    state.apply("down green3-2 B-left")
    assert state.project is None and state.to_move() == 1  # no room for a third card


def test_q23_the_face_up_card_may_come_first_or_last():
    state = w1_position()
    run(state, "build orange B", "down green3-2 B-right", "up orange2-1 B-left")
    assert bunker(state, "B3") == ("orange", "white", 1)


def test_r37_a_declaration_needs_a_hand_that_can_pay_in_full():
    state = position(hands=[["orange2-1"], [], [], []])
    assert not verbs(state) & {"build", "upgrade", "hire"}
    assert "one face-up orange artifact and one face-down artifact" in refused(state, "build orange A")
    state = position(hands=[["green2-1", "green2-2"], [], [], []])
    assert not any(a.startswith("build orange") for a in legal(state))
    assert {"build green A", "build green B", "build green C"} <= legal(state)


def test_r38_a_placement_is_legal_only_if_the_play_can_still_be_finished():
    regions = {"B": {"bunkers": {"B5": {"colour": "orange", "owner": "white", "level": 1}}}}
    state = position(regions=regions, hands=[["orange1s-2", "brown3-1", "blue2-2"], [], [], []])
    state.apply("upgrade B5")
    assert "down orange1s-2 B-left" not in legal(state)
    assert "Keep an orange artifact for the face-up card" in refused(state, "down orange1s-2 B-left")
    state = position(regions=regions, hands=[["orange1s-2", "orange3-1", "blue2-2"], [], [], []])
    state.apply("upgrade B5")
    assert "down orange1s-2 B-left" in legal(state)  # another orange card can still go face up


def test_r36_the_effect_comes_with_the_last_required_card():
    state = w1_position()
    state.apply("build orange B")
    assert bunker(state, "B3") is None and state.markers["B"] == 8 and state.towers["orange"] == 4
    state.apply("up orange2-1 B-left")
    assert bunker(state, "B3") is None and state.caps_left["white"] == 5
    state.apply("down blue1s-1 B-right")
    assert bunker(state, "B3") == ("orange", "white", 1)
    assert "Ann builds an orange bunker with a white cap on B3 (level 1)." in " ".join(state.events_for(None))
