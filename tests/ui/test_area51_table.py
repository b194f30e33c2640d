"""The Area 51 table driven headless with real mouse events: every kind of decision by mouse,
refusals in the rules' words, hot-seat hand-offs and a log that names no hidden card."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame
import pytest

from game.area51 import GAME
from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from tests.ui.area51_mouse import click, drag, frame, lane_point, perform, press_button
from ui.area51 import drawing
from ui.area51.table import DISCARD_RULE, HANGAR_RULE, SECURITY_RULE, TableScene
from ui.scenes.handoff import HandoffScene
from ui.text import PLACEMENTS

SEATS = [Seat("Ann", "white"), Seat("Bob", "pink"), Seat("Cid", "yellow"), Seat("Dee", "red")]


def table_at(app, position: dict | None = None, seats=SEATS, mode="standard", seed=3):
    """A hot-seat table (past its first hand-off), optionally from a position."""
    session = Session.new("area51", mode, seats, seed=seed, first_player=0)
    if position is not None:
        session.history.state = GAME.from_position({"game": "area51", "mode": mode,
                                                    "seats": [s.to_dict() for s in seats], **position})
    table = app.push(TableScene(app, session))
    ready(app)
    return table


def ready(app) -> None:
    """The person named on the hand-off screen says they are there."""
    frame(app)
    if isinstance(app.top, HandoffScene):
        app.top._ready()
        frame(app)


def log_text(table) -> str:
    return "\n".join(text for text, *_ in table.log_panel.rows)


W1: dict[str, Any] = {
    "regions": {"B": {"markers": 8, "bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 1},
                                                "B4": {"colour": "green", "owner": "yellow", "level": 2}}}},
    "hands": [["orange2-1", "green3-2", "blue1s-1"], ["brown1s-1"], ["brown1s-2"], ["brown1s-3"]],
    "display": ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]}


def test_a_bunker_is_founded_by_dragging_a_tower_then_cards_into_the_hangar_halves(app):
    table = table_at(app, W1)
    layout = table.layout
    drag(app, layout.tower_rects["orange"].center, layout.regions["B"].center)
    assert table.session.history.log[-1] == Action("build", ("orange", "B"))
    upper, lower = layout.hangar_halves(layout.hangar_rects["B-left"])
    drag(app, table.card_rects()["orange2-1"].center, upper.center)
    drag(app, table.card_rects()["green3-2"].center, lower.center)
    state = table.session.state
    assert [str(a) for a in table.session.history.log[-2:]] == ["up orange2-1 B-left", "down green3-2 B-left"]
    assert state.bunkers["B3"] == ("orange", "white", 1)
    # Ann's turn is over but may still be taken back: the table waits for "End turn"
    assert table.holding and [b.text for b in table.choice_buttons] == ["End turn"]
    assert "your turn is done" in table.shown_prompt(table.view()) and not table.legal_here()
    assert table.phase_line().endswith("Ann") and state.phase_label().endswith("Bob")  # still Ann's turn on screen
    assert table.turn_seat() == 0 and state.active == 1  # and Ann's row stays lit
    press_button(app, table, "End turn")
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Bob"
    assert table.phase_line() == state.phase_label() and table.turn_seat() == 1


def test_a_card_that_can_go_only_face_down_goes_so_onto_either_half_of_the_hangar(app):
    table = table_at(app, W1)
    layout = table.layout
    perform(app, table, Action.parse("build orange B"))
    perform(app, table, Action.parse("up orange2-1 B-left"))
    upper, lower = layout.hangar_halves(layout.hangar_rects["B-right"])
    table.controller.piece = "green3-2"
    assert table.target_at(upper.center) == table.target_at(lower.center) == "down:B-right"
    table.controller.piece = None
    drag(app, table.card_rects()["green3-2"].center, upper.center)
    assert str(table.session.history.log[-1]) == "down green3-2 B-right" and not table.reason
    assert table.notice.startswith("Green 3 goes face down: ")  # dropped on the face-up half: why not up


def test_a_card_that_can_go_either_way_goes_by_the_half_it_is_dropped_on(app):
    two_orange = [["orange2-1", "orange1s-1", "green3-2"]] + W1["hands"][1:]
    table = table_at(app, {**W1, "hands": two_orange})
    perform(app, table, Action.parse("build orange B"))
    upper, lower = table.layout.hangar_halves(table.layout.hangar_rects["B-left"])
    table.controller.piece = "orange2-1"
    assert (table.target_at(upper.center), table.target_at(lower.center)) == ("up:B-left", "down:B-left")
    table.controller.piece = None
    assert table.shown_prompt(table.view()).endswith("its lower half face down.")  # the halves explained
    perform(app, table, Action.parse("up orange2-1 B-left"))
    assert "upper half" not in table.shown_prompt(table.view())  # every card left goes face down


def test_the_log_names_a_face_down_card_only_to_the_seat_that_played_it(app):
    table = table_at(app, W1)
    for action in ("build orange B", "up orange2-1 B-left", "down green3-2 B-left"):
        perform(app, table, Action.parse(action))
    assert "You play green 3 face down into the left hangar of region B." in log_text(table)
    press_button(app, table, "End turn")
    ready(app)
    assert table.viewer == 1
    text = log_text(table)
    assert "Ann plays a card face down into the left hangar of region B." in text and "green 3" not in text
    table.toggle_notation()
    notation = log_text(table)
    assert "down ? B-left" in notation and "green3-2" not in notation
    lines, cards = table.info_at(table.view(), table.layout.hangar_rects["B-left"].center)
    assert lines == ["The left hangar of region B: 2 cards, 1 face down.", HANGAR_RULE] and len(cards) == 2
    assert "up orange2-1 B-left" in notation  # a face-up card is public


def test_an_illegal_drop_snaps_back_with_the_rules_reason_in_words(app):
    table = table_at(app, W1)
    layout = table.layout
    perform(app, table, Action.parse("build orange B"))
    before = table.session.state.to_position()
    upper, _ = layout.hangar_halves(layout.hangar_rects["A-left"])
    drag(app, table.card_rects()["orange2-1"].center, upper.center)
    assert table.session.state.to_position() == before
    assert table.reason and "up orange" not in table.reason and "region B" in table.reason


def test_taking_and_refreshing_by_mouse(app):
    table = table_at(app, W1)
    drag(app, table.card_rects()["blue1s-1"].center, table.layout.display[2].center)
    assert table.session.history.log == []  # asked first: a refresh shows new cards and cannot be undone
    assert [b.text for b in table.choice_buttons] == ["Discard blue 1 and refresh (no undo)", "Cancel"]  # fits
    press_button(app, table, "Cancel")
    assert table.session.history.log == [] and not table.pending
    perform(app, table, Action.parse("refresh blue1s-1"))
    assert table.session.history.log[-1] == Action("refresh", ("blue1s-1",))
    display = table.view()["display"]
    perform(app, table, Action("take", (display[0],)))
    perform(app, table, Action("take", ("deck",)))
    perform(app, table, Action("take", (display[3],)))
    state = table.session.state
    assert display[0] in state.hands[0] and display[3] in state.hands[0] and len(state.hands[0]) == 5
    assert None not in table.view()["display"]


def test_a_truck_is_hired_by_dragging_it_onto_the_road_next_to_the_region_it_leaves(app):
    position = {"hands": [["green2-1", "blue3-1", "brown3-2", "orange4-1"], [], [], []]}
    table = table_at(app, position)
    table.controller.pick("truck-green", table.legal_here())
    table.mouse = lane_point(table, "truck-green", "C>B")
    assert table.drag_info("truck-green") == (["Green truck: from region C towards region B"], [])
    table.controller.cancel()
    perform(app, table, Action.parse("hire truck-green C>B"))
    assert table.session.history.log[-1] == Action("hire", ("truck-green", "C>B"))
    for action in ("up green2-1 C-left", "down blue3-1 C-left", "down brown3-2 C-left", "down orange4-1 C-left"):
        perform(app, table, Action.parse(action))
    assert "Hire with number 3" in [b.text for b in table.choice_buttons]
    perform(app, table, Action("done"))
    vehicle = table.view()["vehicles"]
    truck = next(v for v in vehicle if v["id"] == "truck-green")
    assert (truck["route"], truck["number"]) == ("C>B", 3)
    train_lane = table.layout.lane_half("C>B", "track")
    drag(app, table.piece_centres["truck-blue"], train_lane[len(train_lane) // 2])
    assert table.reason == "A truck runs on a road; that is a track."
    lines, _ = table.info_at(table.view(), table.piece_centres["truck-green"])
    assert lines[0] == "Green truck, number 3, from region C towards region B."
    assert lines[-1] == "It carries green artifacts picked up in region C to bunkers in region B."
    lines, _ = table.info_at(table.view(), table.piece_centres["truck-blue"])
    assert lines[0] == "Blue truck in the depot: nobody has hired it yet." and "None" not in " ".join(lines)


def test_a_bunker_is_raised_by_clicking_it(app):
    position = {"regions": {"B": {"markers": 7, "bunkers": {"B5": {"colour": "orange", "owner": "white", "level": 1}}}},
                "hands": [["orange1s-2", "brown3-1", "blue2-2"], [], [], []]}
    table = table_at(app, position)
    click(app, table.layout.space_rects["B5"].center)
    assert table.session.history.log[-1] == Action("upgrade", ("B5",))
    for action in ("up orange1s-2 B-left", "down brown3-1 B-right", "down blue2-2 B-left"):
        perform(app, table, Action.parse(action))
    assert table.session.state.bunkers["B5"] == ("orange", "white", 2)


def test_a_hand_card_dropped_on_ones_own_bunker_starts_a_level_and_on_a_rivals_is_refused(app):
    position = {"regions": {"B": {"markers": 7, "bunkers": {"B5": {"colour": "orange", "owner": "white", "level": 1},
                                                            "B4": {"colour": "green", "owner": "pink", "level": 1}}}},
                "hands": [["orange1s-2", "brown3-1", "blue2-2"], [], [], []]}
    table = table_at(app, position)
    drag(app, table.card_rects()["brown3-1"].center, table.layout.space_rects["B4"].center)
    assert table.session.history.log == [] and table.reason == "Artifacts are stored only from a pile just picked up."
    drag(app, table.card_rects()["orange1s-2"].center, table.layout.space_rects["B5"].center)
    assert table.session.history.log == [Action("upgrade", ("B5",))]


def test_a_card_dropped_on_ones_own_bunker_that_the_hand_cannot_raise_says_what_a_level_costs(app):
    position = {"regions": {"B": {"markers": 7, "bunkers": {"B5": {"colour": "orange", "owner": "white", "level": 1}}}},
                "hands": [["brown3-1", "blue2-2"], [], [], []]}
    table = table_at(app, position)
    drag(app, table.card_rects()["brown3-1"].center, table.layout.space_rects["B5"].center)
    assert table.session.history.log == []
    assert table.reason == "A second level costs one face-up orange artifact and two face-down artifacts."


def test_a_pile_is_picked_up_after_a_second_click_and_loaded_by_dragging_onto_bunkers(app):
    position = {"regions": {"B": {"markers": 5, "bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 3},
                                                            "B4": {"colour": "green", "owner": "yellow", "level": 2}}}},
                "hangars": {"B-right": ["+blue2-1@pink", "-green1s-1@yellow", "+brown2-1@red"]},
                "hands": [["orange2-1"], [], [], []]}
    table = table_at(app, position)
    click(app, table.layout.hangar_rects["B-left"].center)  # empty: refused
    assert table.reason == "The left hangar of region B holds no artifacts to pick up."
    click(app, table.layout.hangar_rects["B-right"].center)
    assert table.reason == ""  # the refusal went with the new attempt
    assert table.session.history.log == []  # asked first: a pick-up shows every card and cannot be undone
    button = next(b for b in table.choice_buttons if b.text.startswith("Pick up"))
    assert button.text == "Pick up 3 cards (no undo)"  # the long wording does not fit: the prompt says which
    assert table.shown_prompt(table.view()).startswith("Pick up the right hangar of region B (3 cards)? ")
    assert table.layout.choices.contains(button.rect)
    press_button(app, table, next(b.text for b in table.choice_buttons if b.text.startswith("Pick up")))
    assert table.session.history.log == [Action("pickup", ("B-right",))]
    assert set(table.card_rects()) == {"blue2-1", "green1s-1", "brown2-1"}
    hangar = table.layout.hangar_rects["B-right"].center
    starts = {card: start for card, (start, _end) in table.motion.slides.items()}
    assert starts == dict.fromkeys(table.card_rects(), hangar)
    table.update(1.0)  # the pile has fanned out of the hangar into the strip
    assert not table.motion.slides
    texts = strip_texts(table)
    assert "Your pick-up from the right hangar of region B: every card is shown; your hand is set aside (1 card)" \
        in texts
    assert texts.count("to hand") == 1  # brown 2: no brown bunker can store it
    assert all(r.height > table.layout.tray_card[1] for r in table.card_rects().values())  # a short pile, larger
    perform(app, table, Action.parse("load blue2-1 B5"))
    perform(app, table, Action.parse("load green1s-1 B4"))
    state = table.session.state
    assert state.scores["pink"] == 2 and state.scores["yellow"] == 1
    assert "brown2-1" in state.hands[0] and state.step != "loading"


def test_equal_cards_of_a_pile_make_one_load_button_and_a_bunker_names_its_cap_in_the_two_player_game(app):
    seats = [Seat("Ann", "pink+purple"), Seat("Bob", "black+white")]
    position = {"regions": {"B": {"markers": 5, "bunkers": {"B5": {"colour": "green", "owner": "pink", "level": 2}}}},
                "hangars": {"B-right": ["+green1s-1@pink", "+green1s-2@black"]}, "hands": [["orange2-1"], []]}
    table = table_at(app, position, seats=seats, mode="two_player")
    assert table.bunker_info(table.view(), table.view()["regions"][1]["bunkers"][0])[0] == \
        "Ann's green bunker with a pink cap on B5, level 2."
    click(app, table.layout.hangar_rects["B-right"].center)
    press_button(app, table, next(b.text for b in table.choice_buttons if b.text.startswith("Pick up")))
    loads = [b.text for b in table.choice_buttons if " into " in b.text]
    assert loads == ["Green 1 into B5 (Ann's pink +1)"]


def strip_texts(table) -> list[str]:
    """The words drawn on the hand strip."""
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        view = table.view()
        table.draw_strip(pygame.Surface(table.app.size), view, table.legal_here())
        return [text for text, *_ in PLACEMENTS.placed]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()


def test_two_players_choose_the_cap_after_dropping_the_tower(app):
    seats = [Seat("Ann", "pink+purple"), Seat("Bob", "black+white")]
    table = table_at(app, {"hands": [["orange2-1", "green3-2"], []]}, seats=seats, mode="two_player")
    drag(app, table.layout.tower_rects["orange"].center, table.layout.regions["B"].center)
    labels = [b.text for b in table.choice_buttons]
    assert labels == ["With a pink cap", "With a purple cap", "Cancel"]
    press_button(app, table, "With a purple cap")
    assert table.session.history.log == [Action("build", ("orange", "B", "purple"))]


def test_a_refused_tower_in_the_two_player_game_gives_the_rules_reason_and_a_good_drop_clears_it(app):
    seats = [Seat("Ann", "pink+purple"), Seat("Bob", "black+white")]
    table = table_at(app, {"hands": [["orange2-1", "green3-2"], []]}, seats=seats, mode="two_player")
    drag(app, table.layout.tower_rects["blue"].center, table.layout.regions["B"].center)
    assert table.reason == "A new blue bunker costs one face-up blue artifact and one face-down artifact."
    drag(app, table.layout.tower_rects["orange"].center, table.layout.regions["B"].center)
    assert table.pending and table.reason == ""


def test_cancel_takes_back_the_whole_project(app):
    table = table_at(app, W1)
    for action in ("build orange B", "up orange2-1 B-left"):
        perform(app, table, Action.parse(action))
    press_button(app, table, "Cancel")
    assert table.session.history.log == [] and table.view()["project"] is None
    assert table.session.state.hands[0] == ["orange2-1", "green3-2", "blue1s-1"]


@pytest.mark.parametrize("players", [3, 2])
def test_a_whole_game_is_played_to_its_final_scores_with_the_mouse_alone(app, players):
    seats = SEATS[:3] if players == 3 else [Seat("Ann", "pink+purple"), Seat("Bob", "black+white")]
    session = Session.new("area51", "standard" if players == 3 else "two_player", seats, seed=11, first_player=0)
    app.settings.animation_speed = "off"
    table = app.push(TableScene(app, session))
    chooser = random.Random(5)
    for _ in range(3000):
        ready(app)
        if table.holding:
            press_button(app, table, "End turn")
            continue
        if session.state.is_over():
            break
        legal = session.state.legal_actions()
        # a short game: build and raise when possible, pick up often, collect otherwise
        preferred = [a for a in legal if a.verb in ("build", "upgrade", "up", "down", "load", "pickup")]
        action = chooser.choice(preferred or legal)
        before = len(session.history.entries)
        perform(app, table, action)
        assert session.history.log[before:before + 1] == [action], table.reason
    assert session.state.is_over()
    frame(app, 3)
    from ui.game_over import GameOverScene
    assert isinstance(app.top, GameOverScene)
    result = session.state.result()
    assert result is not None and result.scores is not None and len(result.scores) == players
    assert any(str(score) in app.top.summary_box.html_text for score in result.scores)


def test_the_deck_button_says_when_the_discard_pile_is_shuffled_into_a_new_deck(app):
    from tests.game.area51.a51_helpers import position
    table = table_at(app, position(rest_to="discard").to_position())
    assert table.view()["deck_size"] == 0
    texts = [b.text for b in table.choice_buttons]
    assert "Shuffle the discard pile and take a card" in texts and "Take the top card of the deck" not in texts
    press_button(app, table, "Shuffle the discard pile and take a card")
    assert table.session.history.log[-1] == Action("take", ("deck",))


def test_hovering_the_depot_explains_it_and_the_free_number_markers(app):
    table = table_at(app, W1)
    depot = table.layout.depot
    lines, cards = table.info_at(table.view(), (depot.right - 3, depot.bottom - 3))
    assert lines[0].startswith("The depot: ") and "free number markers" in lines[0] and cards == []
    assert lines[1].startswith("Drag a vehicle onto a road or track to hire it.")


def test_a_crowded_hangar_writes_face_down_only_on_the_cards_that_show_it_whole(app):
    """Own face-down cards overlap in a full hangar: a word half under the next card would be cut."""
    from ui.area51 import drawing
    table = table_at(app)
    layout = table.layout
    pile = tuple(("green3-2", "white", True) for _ in range(15))
    drawing.pile_sprite.cache_clear()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        drawing.pile_sprite(layout, layout.hangar_rects["C-right"].size, pile, False)
        words = [box for text, box, _ in PLACEMENTS.placed if text in ("down", "face down") and box is not None]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        drawing.pile_sprite.cache_clear()
    assert len(words) == 2  # the last card of each of the two rows, which nothing covers


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_short_pile_lies_in_one_row_as_high_as_the_hangar_and_a_long_one_in_two(size):
    from ui.area51 import drawing
    from ui.area51.layout import Layout
    layout = Layout(size, Session.new("area51", "standard", SEATS[:3], seed=1).state.view(None)["regions"])
    hangar = layout.hangar_rects["C-right"].size
    short = drawing.pile_spots(layout, hangar, 4)
    assert len({r.top for r in short}) == 1 and short[0].height > layout.card[1] * 0.8
    assert short[1].left - short[0].left >= short[0].width * drawing.PILE_CORNER
    long_pile = drawing.pile_spots(layout, hangar, 15)
    assert len({r.top for r in long_pile}) == 2 and long_pile[0].height < short[0].height
    bounds = pygame.Rect((0, 0), hangar)
    assert all(bounds.contains(r) for r in short + long_pile)
    assert not long_pile[7].colliderect(long_pile[8])  # the rows do not overlap


def test_the_scores_say_pt_for_one_point_and_pts_for_more(app):
    from ui.area51 import drawing
    table = table_at(app)
    view = table.view()
    for seat, points in zip(view["seats"], (1, 0, 2, 1), strict=False):
        seat["scores"] = {seat["colour"]: points}
        seat["score"] = points
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        drawing.draw_seats(pygame.Surface(app.size), table.layout, view, False, 0)
        texts = [text for text, *_ in PLACEMENTS.placed]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
    assert [t for t in texts if t.endswith(("pt", "pts"))] == ["1 pt", "0 pts", "2 pts", "1 pt"]


def test_a_hire_checklist_says_exactly_when_the_least_and_the_most_agree(app):
    table = table_at(app)
    project = {"kind": "vehicle", "colour": "blue", "up_placed": False, "number_now": 0, "down_placed": 7}
    assert table.checklist({"project": {**project, "down_min": 8, "down_max": 8}}) == \
        "Face-up blue: to place · face-down: 7 (exactly 8)"
    assert table.checklist({"project": {**project, "down_min": 2, "down_max": 8}}) == \
        "Face-up blue: to place · face-down: 7 (at least 2, at most 8)"


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_short_hand_is_shown_larger_and_a_long_one_in_two_rows_inside_the_strip(size):
    from game.area51.rules_data import area51_data
    from ui.area51.layout import CARD, HAND_SCALES, Layout
    data = area51_data()
    layout = Layout(size, Session.new("area51", "standard", SEATS[:3], seed=1).state.view(None)["regions"])
    colour_of = data.colour_of.__getitem__
    short = layout.hand_rects(["blue1s-1", "green2-1", "orange3-1"], colour_of)
    larger = layout.size_of((CARD[0] * HAND_SCALES[0], CARD[1] * HAND_SCALES[0]))
    assert {r.size for r in short.values()} == {larger} and larger[1] > layout.card[1] * 1.4
    assert all(not a.colliderect(b) for a in short.values() for b in short.values() if a is not b)
    long_hand = [c for c in data.card_ids if not data.cards[c].starting][:30]
    rects = layout.hand_rects(long_hand, colour_of)
    assert {r.size for r in rects.values()} == {layout.card} and len({r.top for r in rects.values()}) == 2
    assert all(layout.hand.contains(r) for r in rects.values())


def test_a_two_colour_seat_shows_each_colours_points_and_caps_and_scores_the_lower(app):
    from ui.area51 import drawing
    seats = [Seat("Ann", "pink+purple"), Seat("Bob", "black+white")]
    table = table_at(app, {"hands": [["orange2-1"], []]}, seats=seats, mode="two_player")
    view = table.view()
    view["seats"][0]["scores"], view["seats"][0]["score"] = {"pink": 4, "purple": 1}, 1
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        drawing.draw_seats(pygame.Surface(app.size), table.layout, view, False, 0)
        texts = [text for text, box, _ in PLACEMENTS.placed if box is not None]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
    caps = view["seats"][0]["caps_left"]
    assert f"pink: 4 pts · {caps['pink']} caps left" in texts and f"purple: 1 pt · {caps['purple']} caps left" in texts
    assert "1 pt: the lower colour" in texts and "0 pts: the lower colour" in texts



def test_the_space_of_a_bunker_being_paid_for_shows_it_faintly(app):
    from ui.area51 import drawing
    table = table_at(app, W1)
    perform(app, table, Action.parse("build orange B"))
    view = table.view()
    space = view["project"]["space"]
    rect = table.layout.space_rects[space]

    def drawn(project_view: dict) -> pygame.Surface:
        surface = pygame.Surface(app.size)
        drawing.draw_regions(surface, table.layout, project_view, set(), False)
        return surface.subsurface(rect).copy()

    with_project, without = drawn(view), drawn({**view, "project": None})
    differing = sum(1 for x in range(rect.width) for y in range(rect.height)
                    if with_project.get_at((x, y)) != without.get_at((x, y)))
    assert differing > rect.width * rect.height // 4  # a faint bunker fills the space


@pytest.mark.parametrize("size, explained", [((1024, 640), False), ((1280, 800), True), ((1600, 1000), True)])
def test_the_prompt_explains_the_hangar_halves_where_it_has_room(home, size, explained):
    from ui.app import App
    from ui.area51 import drawing
    from ui.settings import Settings
    window = App(Settings(window_size=size))
    try:
        two_orange = [["orange2-1", "orange1s-1", "green3-2"]] + W1["hands"][1:]
        table = table_at(window, {**W1, "hands": two_orange})
        perform(window, table, Action.parse("build orange B"))
        view = table.view()
        prompt = table.shown_prompt(view)
        fits = drawing.prompt_fits(table.layout, (prompt,), table.checklist(view))
    finally:
        window.close()
    assert ("upper half" in prompt) == explained and fits


def test_hovering_the_discard_pile_lists_its_face_up_cards_by_colour(app):
    table = table_at(app, {**W1, "discard": ["blue4-1", "blue1s-2", "green2-1", "blue4-2", "blue2-1"]})
    lines, cards = table.info_at(table.view(), table.layout.discard.center)
    assert lines == ["The discard pile: 5 cards, face up.", "Blue: 1, 2, 4, 4", "Green: 2", DISCARD_RULE]
    assert cards == []
    deck_lines, _ = table.info_at(table.view(), table.layout.deck.center)
    assert deck_lines[0] == f"The deck: {table.view()['deck_size']} cards, face down."


def test_hovering_a_hand_or_display_card_shows_it_twice_as_large_with_its_rule(app, monkeypatch):
    table = table_at(app, W1)
    view = table.view()
    card, rect = next(iter(table.card_rects().items()))
    assert table.card_under(view, rect.center) == (card, "in your hand")
    shown = view["display"][0]
    assert table.card_under(view, table.layout.display[0].center) == (shown, "on the display, face up for everyone")
    table.mouse = table.layout.display[0].center
    words = []
    real = drawing.draw_hover

    def recorded(surface, layout, lines, *rest):
        words.append(lines)
        return real(surface, layout, lines, *rest)
    monkeypatch.setattr(drawing, "draw_hover", recorded)
    panel = table.draw_hover(pygame.Surface(app.size), view)
    assert panel is not None and panel.height > 2 * table.layout.card[1]
    value = table.data.value_of[shown]
    assert words[-1][-1] == (f"Pays face up only for its own colour, face down for any. Stored in a bunker of its "
                             f"colour at level {value} or more, it scores {value} for the bunker's owner.")


def test_a_region_header_tells_its_security_markers_and_how_they_end_the_game(app):
    table = table_at(app, {"regions": {"B": {"markers": 5}}})
    lines, _ = table.info_at(table.view(), table.layout.region_headers["B"].center)
    assert lines == ["Region B: 5 security markers left.", SECURITY_RULE]


def test_a_pick_up_button_says_it_whole_at_1024x640(home):
    """The pick-up's button takes a shorter wording when the long one does not fit the band."""
    from ui.app import App
    from ui.settings import Settings
    small = App(Settings(window_size=(1024, 640)))
    try:
        position = {"hangars": {"C-left": ["+blue2-1@pink", "-green1s-1@yellow", "+brown2-1@red"]},
                    "hands": [["orange2-1"], [], [], []]}
        table = table_at(small, position)
        click(small, table.layout.hangar_rects["C-left"].center)
        button = next(b for b in table.choice_buttons if b.text.startswith("Pick up"))
        font = small.ui_manager.get_theme().get_font(["button"])
        assert font.size(button.text)[0] + 8 <= button.rect.width
        assert "3 cards" in button.text and table.layout.choices.contains(button.rect)
    finally:
        small.close()


def test_trucks_and_trains_are_drawn_as_different_vehicles_big_enough_at_1024x640():
    from ui.area51 import drawing
    from ui.area51.layout import Layout
    pygame.font.init()
    layout = Layout((1024, 640), Session.new("area51", "standard", SEATS[:3], seed=1).state.view(None)["regions"])
    truck = drawing.vehicle_sprite(layout, "truck-green", 0, False)
    train = drawing.vehicle_sprite(layout, "train-green", 0, False)
    assert truck.get_width() >= 30 and truck.get_height() >= 15  # they were 22 x 13
    assert pygame.image.tobytes(truck, "RGBA") != pygame.image.tobytes(train, "RGBA")
    front, back = truck.get_at((truck.get_width() - 3, truck.get_height() // 2)), truck.get_at((3, 5))
    assert front != back  # the white cab at the front, the green cargo behind: the way it points shows


def test_a_vehicle_being_hired_shows_faint_on_its_road_and_its_number_lies_behind_it(app):
    from ui.area51 import drawing
    position = {"hands": [["green2-1", "blue3-1", "brown3-2", "orange4-1"], [], [], []]}
    table = table_at(app, position)
    perform(app, table, Action.parse("hire truck-green C>B"))
    layout, view = table.layout, table.view()
    spot = layout.vehicle_spots("C>B", "road", 1)[0]
    before = pygame.Surface(table.app.screen.get_size())
    after = before.copy()
    drawing.draw_vehicles(before, layout, {**view, "project": None}, set(), False, set(), {})
    drawing.draw_vehicles(after, layout, view, set(), False, set(), {})
    at = (int(spot[0]), int(spot[1]))
    assert before.get_at(at) != after.get_at(at)  # drawn where the hire will put it, before it is paid
    plain, numbered = pygame.Surface(table.app.screen.get_size()), pygame.Surface(table.app.screen.get_size())
    drawing.draw_vehicle(plain, layout, "truck-green", at, spot[2], None, False)
    drawing.draw_vehicle(numbered, layout, "truck-green", at, spot[2], 3, False)
    body = drawing.vehicle_sprite(layout, "truck-green", round(math.degrees(spot[2])) % 360, False).get_rect(center=at)
    around = body.inflate(40, 40)
    badge = [(x, y) for x in range(around.left, around.right) for y in range(around.top, around.bottom)
             if numbered.get_at((x, y)) != plain.get_at((x, y))]
    assert badge and not any(body.inflate(-4, -4).collidepoint(p) for p in badge)  # the colour stays in view


def test_a_hangar_hover_says_what_a_pick_up_does(app):
    table = table_at(app)
    lines, cards = table.info_at(table.view(), table.layout.hangar_rects["A-left"].center)
    assert lines == ["The left hangar of region A: empty.", HANGAR_RULE] and cards == []
