"""Trucks and trains (rulebook: Play Artifacts to Hire a Train or Truck; R22-R28, W3-W7, Q10, Q11)."""

from game.area51 import tokens
from game.area51.rules_data import area51_data
from tests.game.area51.a51_helpers import events, hangar, legal, position, refused, run, unused


def vehicle(state, name: str) -> dict:
    return next(v for v in state.view(None)["vehicles"] if v["id"] == name)


def hand_of(colour_card: str, others: int, *avoid: str) -> list[str]:
    """One card of the vehicle's colour and ``others`` cards of other colours."""
    colour = area51_data().colour_of[colour_card]
    rest = [c for c in unused(colour_card, *avoid, count=200) if area51_data().colour_of[c] != colour]
    return [colour_card] + rest[:others]


def test_w3_create_a_truck():
    state = position(hands=[["green2-1", "blue3-1", "brown3-2", "orange4-1"], [], [], []])
    assert state.free_tokens == {"1/2": 7, "3/4": 6, "5/6": 6, "7/8": 5}
    run(state, "hire truck-green C>B", "up green2-1 C-left", "down blue3-1 C-left", "down brown3-2 C-left",
        "down orange4-1 C-left")
    assert state.to_move() == 0 and state.can_finish_hire()
    state.apply("done")
    assert vehicle(state, "truck-green") == {"id": "truck-green", "kind": "truck", "colour": "green",
                                             "route": "C>B", "from": "C", "to": "B", "number": 3,
                                             "tokens": ["3/4:3"]}
    assert state.free_tokens["3/4"] == 5
    assert "The green truck now runs from C to B with number 3 (a 3/4 token showing 3)." in events(state)
    assert hangar(state, "C-left") == ["+green2-1@white", "-blue3-1@white", "-brown3-2@white", "-orange4-1@white"]
    assert state.hands[0] == [] and state.to_move() == 1


def test_w3_done_needs_the_face_up_card_and_after_two_face_down_cards_gives_number_2():
    state = position(hands=[["green2-1", "blue3-1", "brown3-2", "orange4-1"], [], [], []])
    run(state, "hire truck-green C>B", "down blue3-1 C-left")
    assert "done" not in legal(state)
    assert "Place the face-up green artifact first" in refused(state, "done")
    run(state, "up green2-1 C-right", "down brown3-2 C-left", "done")
    assert vehicle(state, "truck-green")["number"] == 2 and state.hands[0] == ["orange4-1"]


def test_w4_the_number_is_the_count_of_face_down_cards():
    state = position(hands=[["green2-1", "blue3-1"], [], [], []])
    run(state, "hire train-green A>C", "up green2-1 A-left", "down blue3-1 A-mid", "done")
    assert vehicle(state, "train-green")["number"] == 1 and vehicle(state, "train-green")["tokens"] == ["1/2:1"]
    state = position(hands=[["orange2-1", "blue3-1", "brown3-2", "green3-1"], [], [], []])
    run(state, "hire truck-orange B>C", "up orange2-1 B-left", "down blue3-1 B-left", "down brown3-2 B-left",
        "down green3-1 B-right", "done")
    assert vehicle(state, "truck-orange")["number"] == 3 and vehicle(state, "truck-orange")["tokens"] == ["3/4:3"]


def test_w5_moving_needs_a_higher_number_and_the_cards_go_where_it_departs_now():
    hand = hand_of("green2-1", 5)
    state = position(vehicles={"train-green": {"route": "A>B", "number": 4}}, hands=[hand, [], [], []])
    assert vehicle(state, "train-green")["tokens"] == ["3/4:4"]
    run(state, "hire train-green C>A", "up green2-1 C-left", *[f"down {c} C-left" for c in hand[1:5]])
    assert "done" not in legal(state)
    assert "must rise above 4" in refused(state, "done")
    assert "region C" in refused(state, f"down {hand[5]} A-left")
    run(state, f"down {hand[5]} C-right", "done")
    assert vehicle(state, "train-green")["route"] == "C>A" and vehicle(state, "train-green")["number"] == 5
    assert vehicle(state, "train-green")["tokens"] == ["5/6:5"]
    assert state.free_tokens["3/4"] == 6 and state.free_tokens["5/6"] == 5
    assert len(hangar(state, "C-left")) + len(hangar(state, "C-right")) == 6


def test_w5_r26_a_vehicle_with_number_8_can_be_neither_moved_nor_raised():
    state = position(vehicles={"train-green": {"route": "A>B", "number": 8}},
                     hands=[hand_of("green2-1", 9), [], [], []])
    assert not any(a.startswith("hire train-green") for a in legal(state))
    assert "hire truck-green A>B" in legal(state)
    assert "number 8 can neither move nor have its number raised" in refused(state, "hire train-green A>C")


def test_w6_raise_in_place():
    hand = hand_of("blue2-1", 4)
    state = position(vehicles={"train-blue": {"route": "B>C", "number": 1}}, hands=[hand, [], [], []])
    run(state, "hire train-blue B>C", "up blue2-1 B-left", *[f"down {c} B-right" for c in hand[1:]], "done")
    assert vehicle(state, "train-blue")["route"] == "B>C" and vehicle(state, "train-blue")["number"] == 4
    assert vehicle(state, "train-blue")["tokens"] == ["3/4:4"]
    assert state.free_tokens == {"1/2": 7, "3/4": 5, "5/6": 6, "7/8": 5}


SIX_AT_FIVE = {v: {"route": "A>B", "number": 5} for v in
               ("truck-blue", "truck-brown", "truck-orange", "truck-green", "train-blue", "train-brown")}


def test_w7_two_tokens_show_a_number_when_no_single_token_is_free():
    hand = hand_of("green2-1", 6)
    state = position(vehicles=SIX_AT_FIVE, hands=[hand, [], [], []])
    assert state.free_tokens["5/6"] == 0
    run(state, "hire train-green A>C", "up green2-1 A-left", *[f"down {c} A-mid" for c in hand[1:]], "done")
    assert vehicle(state, "train-green")["number"] == 6
    assert vehicle(state, "train-green")["tokens"] == ["3/4:4", "1/2:2"]
    assert "(a 3/4 token showing 4 and a 1/2 token showing 2)" in events(state)
    assert state.free_tokens == {"1/2": 6, "3/4": 5, "5/6": 0, "7/8": 5}


def test_w7_nine_face_down_cards_can_never_be_placed():
    hand = hand_of("orange2-1", 9)
    state = position(vehicles=SIX_AT_FIVE, hands=[hand, [], [], []])
    run(state, "hire train-orange A>C", *[f"down {c} A-mid" for c in hand[1:9]])
    assert all(a.startswith("up ") for a in legal(state))
    assert "never goes above 8" in refused(state, f"down {hand[9]} A-mid")
    state.apply("up orange2-1 A-left")  # the face-up card with eight face down: the hire ends by itself
    assert vehicle(state, "train-orange")["number"] == 8 and vehicle(state, "train-orange")["tokens"] == ["7/8:8"]
    assert state.to_move() == 1


def test_r22_one_truck_and_one_train_per_colour_on_the_six_routes():
    hand = ["blue2-1", "brown2-1", "orange2-1", "green2-1", "blue3-1"]
    state = position(hands=[hand, [], [], []])
    hires = {a for a in legal(state) if a.startswith("hire ")}
    routes = ["A>B", "A>C", "B>A", "B>C", "C>A", "C>B"]
    assert hires == {f"hire {kind}-{colour} {r}" for kind in ("truck", "train")
                     for colour in ("blue", "brown", "orange", "green") for r in routes}
    assert "not a route" in refused(state, "hire truck-blue A>A")
    assert "no vehicle" in refused(state, "hire truck-purple A>B")


def test_r23_a_new_vehicle_takes_one_to_eight_face_down_cards_in_its_departure_region():
    state = position(hands=[["brown2-1"], [], [], []])
    assert "hire" not in {a.split()[0] for a in legal(state)}  # one card alone pays no hire
    assert "at least one face-down artifact" in refused(state, "hire truck-brown A>B")
    state = position(hands=[["brown2-1", "green3-1"], [], [], []])
    run(state, "hire truck-brown A>B", "up brown2-1 A-left")
    assert "region A" in refused(state, "down green3-1 B-left")


def test_r24_any_number_of_vehicles_share_a_road():
    hand = hand_of("green2-1", 1)
    state = position(vehicles={"truck-blue": {"route": "B>A", "number": 1}}, hands=[hand, [], [], []])
    run(state, "hire truck-green B>A", "up green2-1 B-left", f"down {hand[1]} B-left", "done")
    assert vehicle(state, "truck-blue")["route"] == vehicle(state, "truck-green")["route"] == "B>A"


def test_r25_q11_a_vehicle_hired_again_may_turn_round_onto_the_reverse_route():
    hand = hand_of("blue2-1", 3)
    state = position(vehicles={"truck-blue": {"route": "B>A", "number": 2}}, hands=[hand, [], [], []])
    assert {f"hire truck-blue {r}" for r in ("A>B", "B>A", "A>C", "C>A", "B>C", "C>B")} <= legal(state)
    run(state, "hire truck-blue A>B", "up blue2-1 A-left")
    assert "region A" in refused(state, f"down {hand[1]} B-left")
    run(state, *[f"down {c} A-right" for c in hand[1:]], "done")
    assert vehicle(state, "truck-blue")["route"] == "A>B" and vehicle(state, "truck-blue")["number"] == 3


def test_r25_a_vehicle_on_the_board_needs_more_face_down_cards_than_its_number():
    state = position(vehicles={"truck-blue": {"route": "B>A", "number": 3}}, hands=[hand_of("blue2-1", 3), [], [], []])
    assert not any(a.startswith("hire truck-blue") for a in legal(state))
    assert "at least four face-down artifacts" in refused(state, "hire truck-blue B>A")


def test_r27_the_old_tokens_are_freed_before_the_new_number_is_shown():
    six = {v: {"route": "A>B", "number": 3} for v in
           ("truck-blue", "truck-brown", "truck-orange", "truck-green", "train-brown", "train-orange")}
    hand = hand_of("blue2-1", 4)
    state = position(vehicles=six, hands=[hand, [], [], []])
    assert state.free_tokens["3/4"] == 0
    run(state, "hire truck-blue A>B", "up blue2-1 A-left", *[f"down {c} A-left" for c in hand[1:]], "done")
    assert vehicle(state, "truck-blue")["tokens"] == ["3/4:4"] and state.free_tokens["3/4"] == 0


def test_r27_a_number_no_token_can_show_cannot_be_chosen():
    seven = {v: {"route": "A>B", "number": 1} for v in
             ("truck-blue", "truck-brown", "truck-orange", "truck-green", "train-blue", "train-brown", "train-orange")}
    state = position(vehicles=seven, hands=[hand_of("green2-1", 2), [], [], []])
    assert state.free_tokens["1/2"] == 0
    assert not any(a.startswith("hire train-green") for a in legal(state))
    assert "at least three face-down artifacts" in refused(state, "hire train-green A>B")
    hand = hand_of("green2-1", 3)
    state = position(vehicles=seven, hands=[hand, [], [], []])
    run(state, "hire train-green A>B", "up green2-1 A-left", f"down {hand[1]} A-left", f"down {hand[2]} A-left")
    assert "done" not in legal(state)
    assert "can show 2" in refused(state, "done")
    run(state, f"down {hand[3]} A-left", "done")
    assert vehicle(state, "train-green")["tokens"] == ["3/4:3"]


def test_q10_the_pair_comes_from_the_token_types_with_most_free_tokens():
    assert tokens.allocate({"1/2": 7, "3/4": 6, "5/6": 0, "7/8": 5}, 6) == ("3/4:4", "1/2:2")
    assert tokens.allocate({"1/2": 1, "3/4": 6, "5/6": 0, "7/8": 5}, 6) == ("3/4:3", "3/4:3")
    assert tokens.allocate({"1/2": 7, "3/4": 6, "5/6": 6, "7/8": 0}, 8) == ("5/6:6", "1/2:2")
    assert tokens.allocate({"1/2": 0, "3/4": 6, "5/6": 6, "7/8": 5}, 2) is None
    assert tokens.allocate({"1/2": 1, "3/4": 0, "5/6": 0, "7/8": 0}, 2) == ("1/2:2",)
    assert tokens.allocate({"1/2": 7, "3/4": 6, "5/6": 6, "7/8": 5}, 9) is None


def test_r28_vehicles_serve_every_loader_whoever_hired_them():
    state = position(vehicles={"train-green": {"route": "B>C", "number": 1}},
                     regions={"C": {"bunkers": {"C5": {"colour": "green", "owner": "red", "level": 3}}}},
                     hangars={"B-left": ["+green3-1@pink"]}, active=2)
    state.apply("pickup B-left")
    assert legal(state) == {"load green3-1 C5"}
