"""What a seat sees (the table's and the bots' only input), the plain words, and what is secret:
only the module stack's order, from everyone alike."""

import random
import re

from game.core.actions import Action
from game.core.fuzz import strings_in
from tests.game.argo.argo_helpers import EAST_LINE, legal, new_state, position, run

VIEW_KEYS = {"game", "mode", "viewer", "options", "seats", "waking_room", "tiles", "pods", "pod_stack", "pods_gone",
             "astronauts", "aliens", "display", "stack", "track", "scores", "active", "turn", "to_move", "acting",
             "out_of_turn", "phase", "step", "steps", "actions_left", "first_turn", "moved", "activated",
             "core_start", "final_turns_left", "fits", "legal", "prompt", "phase_label", "over", "ended_by", "result",
             "events"}


def test_the_view_has_everything_the_table_draws_and_nothing_of_the_stack():
    state = new_state(3, seed=2)
    for viewer in (None, 0, 1, 2):
        view = state.view(viewer)
        assert set(view) == VIEW_KEYS
        assert not set(state.stack) & strings_in(view)
    view = state.view(0)
    assert view["stack"]["count"] == 23 and sum(kind["count"] for kind in view["stack"]["kinds"]) == 23
    assert [d["tile"] for d in view["display"]] == state.display
    assert view["legal"] == [str(a) for a in state.legal_actions()] and state.view(1)["legal"] == []
    assert state.view(None)["legal"] == [] and view["phase"] == "build" and view["step"]["kind"] == "build"
    assert view["waking_room"] == "0,0" and view["tiles"][0]["cell"] == "0,-1"
    assert {a["status"] for a in view["astronauts"]} == {"station"} and len(view["astronauts"]) == 15


def test_secrets_are_the_stack_for_everyone_so_no_screen_is_private():
    state = new_state(4, seed=3)
    assert all(state.secrets_from(seat) == set(state.stack) for seat in (None, 0, 1, 2, 3))
    assert not any(state.private_screen(seat) for seat in range(4))


def test_fits_light_where_each_display_tile_and_the_top_pod_go_in_each_rotation():
    state = position(2, tiles=EAST_LINE, display=["cor-05", "cor-10", "lab"], step="build")
    fits = state.view(0)["fits"]
    assert set(fits) == {"cor-05", "cor-10", "lab", "pod-1"}
    assert fits["pod-1"] == {"0": [], "90": [], "180": [], "270": ["5,0"]}
    assert "5,0" in fits["cor-05"]["180"] and "5,0" not in fits["cor-05"]["0"]
    placements = {a for a in legal(state)}
    assert placements == {f"place {t} {c} {r}" for t, rots in fits.items() for r, cells in rots.items() for c in cells}
    assert position(2, tiles=EAST_LINE, step="actions").view(0)["fits"] == {}


def test_the_view_shows_tiles_pods_track_and_the_pending_choice():
    tiles = {**EAST_LINE, "1,0": ["cor-17", 0], "1,1": ["cor-12", 0], "5,0": ["pod-1", 270]}
    state = position(2, tiles=tiles, astronauts={"BP": "1,0", "RG": "pod-1/0"}, aliens={"A1": "3,0"},
                     track=["BC"], tokens={}, step="actions")
    state.apply("move RC 1,0")
    view = state.view(0)
    assert view["step"] == {"kind": "push", "decider": 0, "cell": "1,0", "came_from": "0,0", "pusher": "RC",
                            "received": [], "pushed": None}
    tile = next(t for t in view["tiles"] if t["cell"] == "1,0")
    assert tile["astronauts"] == ["BP", "RC"] and tile["capacity"] == 1 and tile["doors"] == ["N", "E", "S", "W"]
    assert tile["alien_symbol"] and set(tile["links"]) == {"1,1", "0,0", "2,0"}
    assert view["pods"] == [{"tile": "pod-1", "cell": "5,0", "host": "4,0", "launched": False,
                             "seats": [{"value": 1, "astronaut": "RG"}, {"value": 2, "astronaut": None}]}]
    assert view["track"]["slots"][2] == {"value": 3, "covered": False, "astronaut": "BC"}
    assert view["track"]["alien_score"] == 4 and view["track"]["deaths_to_fill"] == 5
    assert {a["id"]: a["status"] for a in view["astronauts"]}["RG"] == "seated"
    assert view["aliens"][0] == {"id": "A1", "cell": "3,0"} and view["aliens"][1]["cell"] is None
    assert view["pod_stack"]["top"] == {"tile": "pod-3", "seats": [3, 4], "doors": ["N"]}


def test_an_out_of_turn_decision_is_marked_in_the_view():
    tiles = {"0,-1": ["cor-03", 0], "0,-2": ["time", 180], "1,0": ["cor-01", 90]}
    state = position(2, tiles=tiles, astronauts={"BG": "0,-2"}, step="start")
    view = state.view(1)
    assert view["to_move"] == 1 and view["active"] == 0 and view["out_of_turn"]
    assert view["step"]["kind"] == "tm_window" and view["step"]["moment"] == "start"
    assert view["legal"] == ["timemachine BG", "pass"] and state.view(0)["legal"] == []
    assert "Bob: use the Time Machine at the start of Ann's turn" in view["prompt"]
    state.apply("timemachine BG")
    assert state.view(1)["acting"] == 1 and "Time Machine: Bob acts" in state.phase_label()


def test_words_name_no_tile_of_the_stack_and_speak_to_the_viewer():
    state = new_state(2, seed=5)
    action = sorted(state.legal_actions(), key=str)[0]
    for viewer in (None, 0, 1):
        text = state.describe(action, viewer)
        assert not any(word.strip(".,()") in set(state.stack) for word in text.split())
    state.apply(action)
    assert not any(tile in line for line in state.events_for(None) for tile in state.stack)
    moved = position(2, tiles=EAST_LINE, step="actions")
    assert moved.describe(moved.legal_actions()[0], 0).startswith("You move your ")
    assert moved.describe(moved.legal_actions()[0], 1).startswith("Ann moves their ")


def test_words_begin_with_a_capital_and_name_tiles_as_the_table_shows_them_not_by_id():
    tiles = {"1,0": ["control", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "1,1": ["cor-03", 0]}
    state = position(2, tiles=tiles, astronauts={"RC": "1,0"}, step="actions")
    assert state.describe(Action("activate", ("RC",)), 0) == "Your Chief activates the Control Room."
    state.apply("activate RC")
    assert state.describe(Action("relocate", ("cor-03", "-1,0", "90")), 0) == \
        "The Control Room moves the Corridor from 1,1 to -1,0, turned 90°."
    assert state.describe(Action("relocate", ("cor-03", "1,1", "180")), 0) == \
        "The Control Room turns the Corridor at 1,1 to 180°."
    boarding = position(2, tiles={"1,0": ["cor-01", 90], "2,0": ["pod-1", 270]}, astronauts={"RP": "1,0"},
                        step="actions")
    boarding.apply("move RP 2,0")
    assert "Your Pilot takes off alone in the 1-2 pod." in \
        [boarding.describe(a, 0) for a in boarding.legal_actions()]
    assert "the 1-2 pod" in boarding.prompt() and "pod-1" not in boarding.prompt()


def test_aliens_look_alike_so_words_name_them_by_where_they_stand():
    state = position(2, tiles=EAST_LINE, aliens={"A1": "3,0"}, step="alien")
    assert state.describe(Action("alien", ("A1", "2,0")), 0) == \
        "You move the Alien on the Corridor at 3,0 to the Corridor at 2,0."
    alien_id = re.compile(r"\bA[1-9]\b")
    for seed in range(6):
        game = new_state(3, seed=seed)
        chooser = random.Random(seed)
        while not game.is_over():
            legal = game.legal_actions()
            lines = [game.prompt()] + [game.describe(action, 0) for action in legal]
            game.apply(chooser.choice(legal))
            lines += game.events_for(0)
            assert not [line for line in lines if alien_id.search(line)]


def test_phase_label_and_prompt_follow_the_turn():
    state = position(2, tiles=EAST_LINE, aliens={"A1": "3,0"}, step="alien")
    assert state.phase_label() == "Turn 9 · Ann · Alien phase"
    assert state.prompt() == "Ann: move one Alien one step."
    run(state, "alien A1 2,0")
    assert state.phase_label() == "Turn 9 · Ann · Building phase"
    last = position(2, tiles=EAST_LINE, final_turns_left=2, step="actions")
    assert last.phase_label().endswith("final round, 2 turns left")
    assert "action 1 of 2" in last.prompt()


def test_the_waking_room_is_never_listed_with_a_capacity():
    view = new_state(2).view(None)
    room = next(t for t in view["tiles"] if t["cell"] == "0,0")
    assert room["capacity"] is None and room["type"] == "waking_room" and room["name"] == "Waking Room"
