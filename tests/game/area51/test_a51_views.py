"""What each seat may see and read (R11, R39, R52, Q15, Q16, Q27; spec §6): views, words, secrets."""

import re

from game.area51.rules_data import area51_data
from game.area51.words import hangar_words
from game.core.actions import Action
from game.core.fuzz import strings_in
from tests.game.area51.a51_helpers import events, position, run

DISPLAY = ["blue3-1", "blue3-2", "brown3-1", "brown3-2", "orange3-1", "orange3-2"]
CARD_ID = re.compile(r"\b(?:blue|brown|orange|green)\d s?-\d+\b".replace(" ", ""))


def table():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 1}}}}
    return position(regions=regions, display=DISPLAY,
                    hands=[["green3-2", "orange2-1", "blue2-1"], ["brown4-1"], [], []],
                    hangars={"B-right": ["+green2-1@pink", "-blue1s-1@yellow"]}, discard=["brown4-2"])


def test_r52_hands_are_private_the_display_and_discard_pile_public_the_deck_hidden():
    state = table()
    for viewer in (0, 1, 2, 3, None):
        view = state.view(viewer)
        assert view["display"] == DISPLAY and view["discard"] == ["brown4-2"]
        assert view["hand_sizes"] == [3, 1, 0, 0] and view["deck_size"] == len(state.deck)
        assert [h is not None for h in view["hands"]] == [seat == viewer for seat in range(4)]
        assert "deck" not in view
        assert not set(state.deck) & strings_in(view)
    assert state.view(1)["hands"][1] == ["brown4-1"]


def test_q15_r39_face_down_cards_show_who_played_them_and_only_that_player_sees_the_card():
    state = table()
    assert state.view(2)["hangars"]["B-right"] == [{"card": "green2-1", "up": True, "by": "pink"},
                                                   {"card": "blue1s-1", "down": True, "by": "yellow"}]
    for viewer in (0, 1, 3, None):
        assert state.view(viewer)["hangars"]["B-right"][1] == {"down": True, "by": "yellow"}
    two = position(2, hangars={"A-left": ["-blue1s-1@purple"]})
    assert two.view(1)["hangars"]["A-left"] == [{"down": True, "by": "pink+purple"}]


def test_q16_a_card_taken_from_the_display_is_told_by_type_but_rivals_see_only_the_count():
    state = table()
    words = state.describe(Action.parse("take blue3-1"), 1)
    state.apply("take blue3-1")
    assert words == "Ann takes blue 3 from the display." and "blue3-1" not in words
    assert state.view(1)["hands"][0] is None and state.view(1)["hand_sizes"][0] == 4


def test_q27_the_discard_pile_is_public_to_every_seat_at_any_time():
    state = table()
    run(state, "pickup B-right")  # nothing to store but blue 1 in B5
    run(state, "load blue1s-1 B5")
    assert all(state.view(v)["discard"] == ["brown4-2", "blue1s-1"] for v in (0, 1, 2, 3, None))


def test_describe_masks_a_face_down_card_for_everyone_but_its_player():
    state = table()
    state.apply("build orange B")
    down = Action.parse("down green3-2 B-left")
    assert state.describe(down, 0) == "You play green 3 face down into the left hangar of region B."
    for viewer in (1, 2, 3, None):
        assert state.describe(down, viewer) == "Ann plays a card face down into the left hangar of region B."
    up = Action.parse("up orange2-1 B-left")
    assert state.describe(up, 2) == "Ann plays orange 2 face up into the left hangar of region B."


def test_describe_names_no_card_id_and_no_face_down_card_of_another_seat():
    state = table()
    checked = 0
    for _ in range(40):
        if state.is_over():
            break
        for action in state.legal_actions():
            for viewer in (0, 1, 2, 3, None):
                text = state.describe(action, viewer)
                assert not CARD_ID.search(text), text
                if action.verb == "down" and viewer != state.to_move():
                    assert state.label(action.args[0]) not in text
                checked += 1
        state.apply(sorted(state.legal_actions())[len(state.legal_actions()) // 2])
    assert checked > 200


def test_describe_words_for_every_verb():
    state = position(regions={"A": {"bunkers": {"A8": {"colour": "blue", "owner": "white", "level": 1}}}},
                     display=DISPLAY, hands=[["blue2-1", "green3-1", "green3-2", "green3-3"], [], [], []],
                     vehicles={"truck-green": {"route": "C>B", "number": 1}}, hangars={"B-left": ["+green2-1@pink"]})
    say = lambda text, viewer=None: state.describe(Action.parse(text), viewer)  # noqa: E731
    assert say("build blue C") == "Ann starts a blue bunker in region C (it will stand on C5)."
    assert say("upgrade A8", 0) == "You start level 2 for your blue bunker on A8."
    assert say("upgrade A8", 1) == "Ann starts level 2 for their blue bunker on A8."
    assert say("hire train-blue A>B") == "Ann hires the blue train: it leaves the depot to run from A towards B."
    assert say("hire truck-green C>B") == ("Ann hires the green truck: it stays where it runs, from C towards B, "
                                           "and its number (1) will rise.")
    assert say("hire truck-green B>A") == ("Ann hires the green truck: it stops running from C towards B to run "
                                           "from B towards A, and its number (1) will rise.")
    assert say("pickup B-left") == "Ann picks up the pile in the left hangar of region B (1 card)."
    assert hangar_words("A-mid") == "the middle hangar of region A"
    run(state, "hire train-blue A>B", "up blue2-1 A-left", "down green3-1 A-left")
    assert say("done", 0) == "You finish the hire with number 1."


def test_events_tell_what_an_action_caused_in_plain_words():
    state = table()
    run(state, "pickup B-right")
    assert "The pile, face up for everyone: blue 1, green 2." in events(state)
    state.apply("load blue1s-1 B5")
    assert events(state) == "No artifact of the pile can be stored any more: green 2 goes to Ann's hand."


def test_the_spectator_sees_no_hand_and_no_face_down_card():
    state = table()
    view = state.view(None)
    assert view["hands"] == [None, None, None, None] and view["legal"] == []
    hidden = {c for h in state.hands for c in h} | {"blue1s-1"}
    assert not hidden & strings_in(view)
    assert state.secrets_from(None) == set(state.deck) | hidden


def test_secrets_from_a_seat_are_the_deck_other_hands_and_others_face_down_cards():
    state = table()
    assert state.secrets_from(0) == set(state.deck) | {"brown4-1", "blue1s-1"}
    assert state.secrets_from(2) == set(state.deck) | {"green3-2", "orange2-1", "blue2-1", "brown4-1"}
    assert state.private_screen(0) and state.private_screen(2)  # yellow's own face-down card


def test_the_view_carries_the_project_in_progress():
    state = position(display=DISPLAY, hands=[["green2-1", "blue4-1", "brown3-3", "orange4-1"], [], [], []])
    run(state, "hire truck-green C>B", "down blue4-1 C-left")
    project = state.view(2)["project"]
    assert project == {"kind": "vehicle", "declared": "hire truck-green C>B", "region": "C", "colour": "green",
                       "up_placed": False, "up_card": None, "down_placed": 1, "vehicle": "truck-green",
                       "route": "C>B", "number_before": 0, "down_min": 1, "down_max": 8, "down_needed": None,
                       "number_now": None}
    state.apply("up green2-1 C-left")
    assert state.view(2)["project"]["number_now"] == 1 and state.view(2)["project"]["up_card"] == "green2-1"
    assert "finish the hire with number 1" in state.prompt()
    assert state.prompt().startswith("Ann: green truck from C towards B: ")
    state = position(display=DISPLAY, hands=[["green2-1", "blue4-1"], [], [], []])
    state.apply("build green B")
    assert state.view(1)["project"] == {"kind": "bunker", "declared": "build green B", "region": "B",
                                        "colour": "green", "up_placed": False, "up_card": None, "down_placed": 0,
                                        "space": "B5", "level": 1, "down_needed": 1, "cap": "white"}
    assert state.prompt() == ("Ann: green bunker in region B on B5: place the face-up green card and 1 more "
                              "face-down card in the hangars of region B.")


def test_the_view_carries_the_loading_and_the_region_and_vehicle_details():
    regions = {"B": {"bunkers": {"B5": {"colour": "blue", "owner": "pink", "level": 1},
                                 "B4": {"colour": "green", "owner": "red", "level": 2}}},
               "A": {"bunkers": {"A8": {"colour": "blue", "owner": "white", "level": 1}}}}
    state = position(regions=regions, display=DISPLAY, vehicles={"truck-blue": {"route": "B>A", "number": 1}},
                     hangars={"B-right": ["+blue1s-1@yellow", "+blue1s-2@yellow"]})
    view = state.view(None)
    assert view["regions"][1] == {"id": "B", "side": "small", "spaces": 5, "icons": 1, "markers": 8,
                                  "hangars": ["B-left", "B-right"], "next_space": "B3",
                                  "bunkers": [{"space": "B5", "number": 5, "colour": "blue", "owner": "pink",
                                               "level": 1, "bonus": 3},
                                              {"space": "B4", "number": 4, "colour": "green", "owner": "red",
                                               "level": 2, "bonus": 5}]}
    assert "truck-blue" not in view["depot"] and len(view["depot"]) == 7
    assert view["routes"] == ["A>B", "A>C", "B>A", "B>C", "C>A", "C>B"]
    run(state, "pickup B-right", "load blue1s-1 B5")
    loading = state.view(3)["loading"]
    assert loading == {"hangar": "B-right", "region": "B", "pile": ["blue1s-2"], "fed": ["B5"],
                       "reach": {"blue": ["B", "A"], "brown": ["B"], "orange": ["B"], "green": ["B"]},
                       "hand_set_aside": True}
    assert state.view(3)["legal"] == [] and state.view(0)["legal"] == ["load blue1s-2 A8"]


def test_the_legal_list_is_only_for_the_deciding_seat():
    state = table()
    assert state.view(0)["legal"] and state.view(1)["legal"] == [] and state.view(None)["legal"] == []
    assert set(state.view(0)["legal"]) == {str(a) for a in state.legal_actions()}


def test_prompt_and_phase_label():
    state = table()
    assert state.phase_label() == "Turn 1 · Ann"
    assert state.prompt().startswith("Ann: collect artifacts, build or raise a bunker")
    state.apply("take blue3-1")
    assert state.prompt() == "Ann: take 2 more artifacts from the display or the deck."
    assert state.view(0)["takes_left"] == 2 and state.view(0)["refresh_allowed"] is False


def test_the_card_table_of_the_reference_matches_the_data():
    data = area51_data()
    assert len(data.cards) == data.cards_file.totals.cards
    for colour in data.colours:
        assert sum(1 for c in data.cards.values() if c.colour == colour) == data.cards_file.totals.colours[colour]


def test_in_the_two_player_game_a_new_bunkers_prompt_names_its_cap():
    state = position(2, hands=[["green2-1", "blue4-1"], []])
    state.apply("build green B purple")
    assert state.prompt().startswith("Ann: green bunker with a purple cap in region B on B5: ")
