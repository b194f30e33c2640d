"""The Argo table driven headless with real mouse events: every gesture of the spec's table (7),
refusals in the rules' words, the map's pan, zoom, fit and follow, every legal action reachable by
mouse, and whole games to the final scores with the mouse alone."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml

from game.argo import GAME
from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from tests.game.argo.argo_helpers import EAST_LINE, position, seat_objects
from tests.ui.area51_mouse import click, drag, frame
from tests.ui.argo_mouse import (
    both_points,
    button_down,
    button_up,
    free_point,
    gesture,
    key,
    move_to,
    perform,
    piece_point,
    press,
    sensible,
    show,
    target_point,
    wheel,
)
from ui.argo.table import TableScene
from ui.scenes.handoff import HandoffScene


@pytest.fixture(autouse=True)
def playable():
    from game.core import registry
    info = registry.game_info("argo")
    was, info.available = info.available, True
    yield
    info.available = was


def table_at(app, state=None, people: int | None = None, seed: int = 3, bots: int = 0) -> TableScene:
    """A hot-seat table on ``state`` (a new game when None)."""
    count = state.players if state is not None else people
    assert count is not None, "a new game needs the number of people"
    seats = [Seat(s.name, s.colour) for s in state.seats] if state is not None else seat_objects(count)
    seats = seats[:count - bots] + [Seat(s.name, s.colour, "bot", "random") for s in seats[count - bots:]]
    session = Session.new("argo", "standard", seats, seed=seed, first_player=0)
    if state is not None:
        state.seats = list(seats)
        session.history.state = state
    app.settings.animation_speed = "off"
    table = app.push(TableScene(app, session))
    frame(app)
    return table


def log_text(table) -> str:
    return "\n".join(line.text for line in table.log_panel.lines)


def last(table) -> str:
    return str(table.session.history.log[-1])


def unchanged(table, before: dict) -> bool:
    return table.session.state.to_position() == before


# ------------------------------------------------------------------ the Alien phase
E1: dict[str, Any] = dict(tiles={"1,0": ["cor-01", 90], "-1,0": ["cor-02", 90], "0,-1": ["cor-03", 0],
                                 "0,1": ["cor-04", 0], "2,0": ["cor-17", 0], "0,2": ["safe", 0]},
          aliens={"A1": "2,0", "A2": "0,1"}, astronauts={"BP": "1,0"}, step="alien")


def test_an_alien_is_dragged_onto_a_lit_tile_and_kills_the_pilot_there(app):
    table = table_at(app, position(**E1))
    assert table.draggable() == {"alien:A1"}
    start = piece_point(app, table, "alien:A1")
    move_to(app, start)
    button_down(app, start)
    assert set(table.controller.targets) == {"cell:1,0"} and table.lit()["cell:1,0"] == "gold"
    move_to(app, target_point(app, table, "cell:1,0"), (1, 0, 0))
    button_up(app, target_point(app, table, "cell:1,0"))
    assert last(table) == "alien A1 1,0"
    assert "Bob's Pilot" in log_text(table) and table.view()["scores"] == [1, 0]


def test_an_alien_dropped_where_it_may_not_go_snaps_back_with_the_reason(app):
    table = table_at(app, position(**E1))
    before = table.session.state.to_position()
    start = piece_point(app, table, "alien:A2")
    click(app, start)  # A2 cannot move at all: the press says why, nothing is held
    assert table.controller.piece is None and not table.sticky
    assert table.reason == "A2 cannot move: an Alien may never enter the Waking Room."
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "cell:0,1"))
    assert unchanged(table, before)
    assert table.reason == ("That tile is 3 tiles away: each step goes to a tile next to this one, through facing "
                            "striped doors.")
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "cell:3,0"))
    assert unchanged(table, before) and table.reason == "There is no tile there: nothing can go outside the station."


def test_a_hover_panel_keeps_clear_of_a_refusal_being_shown(app, monkeypatch):
    table = table_at(app, position(**E1))
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "cell:0,1"))
    assert table.reason and table.message_box is not None
    monkeypatch.setattr(table, "info_at", lambda view, pos: ["A long line of words about a tile " * 3])
    table.mouse = (table.message_box.left - 150, table.message_box.top - 30)  # below-right runs over the reason
    panel = table.draw_hover(app.screen, table.view())
    assert panel is not None and not panel.colliderect(table.message_box)


def test_a_kill_victim_is_chosen_by_clicking_a_red_ringed_astronaut(app):
    state = position(tiles={"1,0": ["cor-01", 90], "2,0": ["lab", 270], "2,-1": ["cor-02", 0]},
                     aliens={"A1": "2,-1"}, astronauts={"BP": "2,0", "BC": "2,0"}, step="alien")
    table = table_at(app, state)
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "cell:2,0"))
    assert table.view()["step"]["kind"] == "kill"
    lit = table.lit()
    assert lit["astro:BP"] == "red" and lit["astro:BC"] == "red"
    click(app, target_point(app, table, "astro:BC"))
    assert last(table) == "kill BC" and table.view()["scores"] == [2, 0]


def test_an_alien_pushing_another_asks_where_it_goes(app):
    state = position(tiles={"1,0": ["cor-10", 0], "2,0": ["cor-17", 0], "1,-1": ["cor-03", 0], "1,1": ["cor-04", 0]},
                     aliens={"A1": "2,0", "A2": "1,0"}, step="alien")
    table = table_at(app, state)
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "cell:1,0"))
    assert table.view()["step"]["kind"] == "alien_push"
    assert {"cell:1,-1", "cell:1,1"} <= set(table.clickable())
    click(app, target_point(app, table, "cell:1,1"))
    assert last(table) == "push A2 1,1"


# ------------------------------------------------------------------ building
START = {"1,0": ["cor-01", 90], "-1,0": ["cor-02", 90], "0,-1": ["cor-03", 0], "0,1": ["cor-04", 0]}


def build_state(**fields):
    return position(tiles=START, display=["cor-05", "lab", "cor-09"], step="build", **fields)


def test_a_display_tile_is_turned_while_held_and_dropped_on_a_gold_cell(app):
    table = table_at(app, build_state())
    start = table.layout.display[0].center
    move_to(app, start)
    button_down(app, start)
    assert table.controller.piece == "tile:cor-05"
    fits = table.view()["fits"]["cor-05"]
    lit = table.lit()
    gold = {k for k, v in lit.items() if v == "gold"}
    assert gold == {f"cell:{c}" for c in fits[str(table.rotation)]}
    assert any(v == "dotted" for v in lit.values())  # cells where another turn would fit
    cell = fits["180"][0]
    end = target_point(app, table, f"cell:{cell}")
    move_to(app, end, (1, 0, 0))
    turns = {0: 2, 90: 1, 180: 0, 270: 3}[table.rotation]
    for _ in range(turns):
        button_down(app, end, 3)
        button_up(app, end, 3)
    assert table.rotation == 180
    button_up(app, end)
    assert last(table) == f"place cor-05 {cell} 180"
    assert any(t["cell"] == cell and t["tile"] == "cor-05" for t in table.view()["tiles"])


def test_a_display_tile_turned_while_pressed_and_released_where_it_lies_stays_held(app):
    table = table_at(app, build_state())
    start = table.layout.display[0].center
    move_to(app, start)
    button_down(app, start)
    button_down(app, start, 3)
    button_up(app, start, 3)
    turned = table.rotation
    button_up(app, start)
    assert table.controller.piece == "tile:cor-05" and table.rotation == turned  # still held, as turned


def test_the_wheel_and_r_turn_a_tile_held_by_a_click_and_esc_lets_it_go(app):
    table = table_at(app, build_state())
    click(app, table.layout.display[1].center)
    assert table.controller.piece == "tile:lab" and table.sticky
    first = table.rotation
    wheel(app, 1)
    assert table.rotation == (first + 90) % 360
    key(app, pygame.K_r)
    assert table.rotation == (first + 180) % 360
    key(app, pygame.K_e)
    assert table.rotation == (first + 90) % 360
    key(app, pygame.K_ESCAPE)
    assert table.controller.piece is None and not table.sticky
    perform(app, table, next(a for a in table.legal_here() if a.args[0] == "lab" and a.args[2] == "270"), style=1)
    assert last(table).startswith("place lab ") and last(table).endswith(" 270")


def carry_module_over_a_taken_place(app, table, slot: int = 0) -> tuple[tuple[int, int], tuple[int, int]]:
    """Press on a display module and hold it over 0,-1, where a corridor lies; where it started and is."""
    start = table.layout.display[slot].center
    move_to(app, start)
    button_down(app, start)
    far = target_point(app, table, "cell:0,-1")
    assert far is not None
    move_to(app, far, (1, 0, 0))
    return start, far


def drop_first_module_on_a_taken_place(app, table) -> tuple[tuple[int, int], tuple[int, int]]:
    """Drag the display's first module onto 0,-1, where a corridor lies; where it started and ended."""
    start, far = carry_module_over_a_taken_place(app, table)
    button_up(app, far)
    return start, far


def test_a_tile_dragged_out_and_back_to_where_it_was_picked_up_is_let_go(app):
    """A press and release at one place is a click that holds the tile, but only when the mouse
    stayed there: a tile taken over the station and brought back goes back to the display."""
    table = table_at(app, build_state())
    before = table.session.state.to_position()
    start, _far = carry_module_over_a_taken_place(app, table, slot=1)
    assert table.controller.piece == "tile:lab"
    move_to(app, start, (1, 0, 0))
    button_up(app, start)
    assert table.controller.piece is None and not table.sticky and unchanged(table, before)
    click(app, table.layout.display[0].center)  # the next press picks up another tile at once
    assert table.controller.piece == "tile:cor-05" and table.sticky


def test_a_tile_dropped_where_it_does_not_connect_snaps_back_with_the_reason(app):
    table = table_at(app, build_state())
    before = table.session.state.to_position()
    drop_first_module_on_a_taken_place(app, table)
    assert unchanged(table, before) and table.reason == "That place is already taken by a tile."
    assert table.controller.piece is None


def test_the_top_pod_is_dragged_from_the_pod_stack(app):
    table = table_at(app, position(tiles=EAST_LINE, display=["cor-05", "lab", "cor-09"], step="build"))
    pods = [a for a in table.legal_here() if a.args[0] == "pod-1"]
    assert pods
    perform(app, table, pods[0])
    assert last(table) == str(pods[0]) and table.view()["pod_stack"]["top"]["tile"] == "pod-3"


def test_the_top_pod_with_no_place_yet_says_why_when_pressed(app):
    table = table_at(app, build_state())
    top = table.view()["pod_stack"]["top"]["tile"]
    assert not [a for a in table.legal_here() if a.args[0] == top]  # too near the Waking Room everywhere
    click(app, table.layout.pod_top.center)
    assert table.reason.startswith("The top escape pod fits nowhere yet: it must lie at least")
    assert table.controller.piece is None


# ------------------------------------------------------------------ moves, pushes, teleports, pods
def actions(players: int = 2, **fields):
    return position(players, step="actions", **fields)


def test_an_astronaut_is_dragged_to_a_linked_tile_and_a_pushed_one_is_dragged_on(app):
    state = actions(tiles=EAST_LINE, astronauts={"BG": "1,0"})
    table = table_at(app, state)
    assert "astro:RC" in table.draggable() and "astro:BG" not in table.draggable()
    drag(app, piece_point(app, table, "astro:RC"), target_point(app, table, "cell:1,0"))
    assert last(table) == "move RC 1,0"
    # the only way on is taken by the engine; a full tile with a choice asks
    assert table.view()["step"] is not None


def test_a_piece_held_by_a_click_is_let_go_when_a_button_acts(app):
    table = table_at(app, actions(tiles=EAST_LINE))
    click(app, piece_point(app, table, "astro:RC"))
    assert table.controller.piece == "astro:RC" and table.sticky and table.lit()["cell:1,0"] == "gold"
    press(app, table, "End actions")
    assert last(table) == "end" and table.controller.piece is None and not table.sticky


def test_a_push_destination_is_chosen_by_dragging_or_clicking(app):
    tiles = {"1,0": ["cor-10", 0], "2,0": ["cor-01", 90], "1,-1": ["cor-03", 0], "1,1": ["cor-04", 0]}
    table = table_at(app, actions(tiles=tiles, astronauts={"BG": "1,0"}))
    drag(app, piece_point(app, table, "astro:RC"), target_point(app, table, "cell:1,0"))
    assert table.view()["step"]["kind"] == "push"
    assert table.draggable() == {"astro:BG"}
    assert {"cell:2,0", "cell:1,-1", "cell:1,1"} == set(table.clickable())
    before = table.session.state.to_position()
    drag(app, piece_point(app, table, "astro:BG"), target_point(app, table, "cell:0,0"))
    assert unchanged(table, before) and "back to the tile the pusher came from" in table.reason
    drag(app, piece_point(app, table, "astro:BG"), target_point(app, table, "cell:2,0"))
    assert last(table) == "push BG 2,0"
    table.undo()
    frame(app)
    click(app, target_point(app, table, "cell:1,1"))
    assert last(table) == "push BG 1,1"


def test_a_move_into_a_dead_end_is_refused_with_the_reason(app):
    tiles = {"1,0": ["cor-01", 90], "2,0": ["cor-05", 180], "0,1": ["cor-04", 0]}
    table = table_at(app, actions(tiles=tiles, astronauts={"BG": "1,0", "BR": "2,0"}))
    before = table.session.state.to_position()
    assert "astro:RC" in table.draggable() and "cell:1,0" not in table.controller.targets
    drag(app, piece_point(app, table, "astro:RC"), target_point(app, table, "cell:1,0"))
    assert unchanged(table, before)
    assert table.reason == "A move into a dead end is not allowed: the pushed Astronaut would have nowhere to go."


def test_the_explorers_second_step_is_a_second_drag_or_stop_here(app):
    table = table_at(app, actions(tiles={**EAST_LINE, "-1,0": ["cor-18", 90]}))
    drag(app, piece_point(app, table, "astro:RE"), target_point(app, table, "cell:1,0"))
    assert table.view()["step"]["kind"] == "explorer"
    assert "Stop here" in [b.text for b in table.choice_buttons]
    drag(app, piece_point(app, table, "astro:RE"), target_point(app, table, "cell:2,0"))
    assert last(table) == "step 2,0"
    click(app, table.undo_button.rect.center)
    assert table.view()["step"]["kind"] == "explorer"
    press(app, table, "Stop here")
    assert last(table) == "stop" and table.astronauts()["RE"]["cell"] == "1,0"
    drag(app, piece_point(app, table, "astro:BE"), target_point(app, table, "cell:-1,0"))
    assert last(table) == "stop" and table.reason == "You may move only your own Astronauts."
    drag(app, piece_point(app, table, "astro:RP"), target_point(app, table, "cell:-1,0"))
    assert last(table) == "move RP -1,0"


def test_an_explorer_dropped_two_tiles_away_takes_both_steps(app):
    table = table_at(app, actions(tiles={**EAST_LINE, "-1,0": ["cor-18", 90]}))
    start = piece_point(app, table, "astro:RE")
    move_to(app, start)
    button_down(app, start)
    lit = table.lit()
    assert lit["cell:1,0"] == "gold" and lit["cell:2,0"] == "light" and lit["cell:-1,0"] == "gold"
    end = target_point(app, table, "cell:2,0")
    move_to(app, end, (1, 0, 0))
    button_up(app, end)
    assert [str(a) for a in table.session.history.log[-2:]] == ["move RE 1,0", "step 2,0"]
    assert table.astronauts()["RE"]["cell"] == "2,0"


def test_an_explorer_with_two_ways_to_a_tile_asks_which_way(app):
    tiles = {"1,0": ["cor-10", 0], "0,1": ["cor-17", 0], "1,1": ["jump", 0]}
    table = table_at(app, actions(tiles=tiles))
    drag(app, piece_point(app, table, "astro:RE"), target_point(app, table, "cell:1,1"))
    assert [b.text for b in table.choice_buttons] == ["Through the Corridor at 1,0", "Through the Corridor at 0,1",
                                                      "Cancel"]
    press(app, table, "Through the Corridor at 0,1")
    assert [str(a) for a in table.session.history.log[-2:]] == ["move RE 0,1", "step 1,1"]


def test_a_teleporter_destination_is_chosen_by_clicking_a_lit_tile(app):
    tiles = {"1,0": ["tele-1", 90], "-1,0": ["cor-02", 90], "-2,0": ["tele-2", 90]}
    table = table_at(app, actions(tiles=tiles))
    drag(app, piece_point(app, table, "astro:RC"), target_point(app, table, "cell:1,0"))
    assert table.view()["step"]["kind"] == "teleport"
    assert set(table.clickable()) == {"cell:0,0", "cell:-2,0"}
    click(app, target_point(app, table, "cell:2,2"))  # empty space: nothing
    before = table.session.state.to_position()
    click(app, free_point(table, "-1,0"))
    assert unchanged(table, before) and "only to another Teleporter or to the Waking Room" in table.reason
    click(app, target_point(app, table, "cell:-2,0"))
    assert last(table) == "teleport -2,0" and table.astronauts()["RC"]["cell"] == "-2,0"


def test_a_pilot_boarding_an_empty_pod_chooses_by_buttons_or_flies_it(app):
    tiles = {**EAST_LINE, "5,0": ["pod-1", 270]}
    state = actions(tiles=tiles, astronauts={"RP": "4,0"})
    table = table_at(app, state)
    drag(app, piece_point(app, table, "astro:RP"), target_point(app, table, "cell:5,0"))
    texts = [b.text for b in table.choice_buttons]
    assert "Stay in the pod" in texts and "Take off alone (+1)" in texts and "Fly the pod elsewhere" in texts
    moves = [a for a in table.legal_here() if a.verb == "pilot" and a.args[0] == "move"]
    perform(app, table, moves[0])
    assert last(table) == str(moves[0])
    table.undo()
    frame(app)
    press(app, table, "Take off alone (+1)")
    assert last(table) == "pilot launch" and table.view()["scores"] == [1, 0]


# ------------------------------------------------------------------ modules
WAREHOUSE = {"1,0": ["warehouse", 270]}


def test_a_module_is_activated_by_clicking_its_lit_badge(app):
    table = table_at(app, actions(tiles=WAREHOUSE, astronauts={"RC": "1,0"}))
    assert table.lit()["module:1,0"] == "gold"
    click(app, target_point(app, table, "module:1,0"))
    assert last(table) == "activate RC" and table.view()["scores"] == [4, 0]
    assert table.view()["tiles"][[t["cell"] for t in table.view()["tiles"]].index("1,0")]["tokens"] == ["red"]


def test_two_own_astronauts_on_a_module_ask_which_one_activates(app):
    table = table_at(app, actions(tiles=WAREHOUSE, astronauts={"RC": "1,0", "RG": "1,0"}))
    click(app, target_point(app, table, "module:1,0"))
    assert [b.text for b in table.choice_buttons] == ["With your Chief", "With your Grunt", "Cancel"]
    press(app, table, "With your Grunt")
    assert last(table) == "activate RG" and table.view()["scores"] == [2, 0]


def test_a_badge_that_cannot_be_used_says_why(app):
    table = table_at(app, actions(tiles=WAREHOUSE, astronauts={"BC": "1,0"}))
    click(app, target_point(app, table, "module:1,0"))
    assert table.reason == "You activate a module with one of your own Astronauts standing on it."


def test_the_lab_swaps_an_alien_dragged_onto_an_astronaut(app):
    tiles = {"1,0": ["lab", 270], "1,-1": ["cor-03", 0], "-1,0": ["cor-01", 90], "0,1": ["safe", 0]}
    table = table_at(app, actions(tiles=tiles, astronauts={"RP": "1,0", "BR": "-1,0", "BC": "0,1"},
                                  aliens={"A1": "1,-1"}))
    click(app, target_point(app, table, "module:1,0"))
    assert table.draggable() == {"alien:A1"}
    before = table.session.state.to_position()
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "astro:BR"))
    assert unchanged(table, before) and "living beings" in table.reason
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "astro:RP"))
    assert last(table) == "swap RP A1" and table.astronauts()["RP"]["cell"] == "1,-1"


def test_the_control_room_moves_a_ringed_tile_turned_by_the_wheel(app):
    control = {"1,0": ["control", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "1,1": ["cor-03", 0]}
    table = table_at(app, actions(tiles=control, astronauts={"RC": "1,0"}))
    click(app, target_point(app, table, "module:1,0"))
    assert "tile:cor-02" in table.draggable() and "tile:wr" not in table.draggable()
    assert "relocate cor-02 3,0 270" in {str(a) for a in table.legal_here()}
    perform(app, table, Action("relocate", ("cor-02", "3,0", "270")), style=1)
    assert last(table) == "relocate cor-02 3,0 270"


def test_the_control_room_turns_a_tile_in_place_by_press_turn_release(app):
    control = {"1,0": ["control", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "1,1": ["cor-03", 0]}
    table = table_at(app, actions(tiles=control, astronauts={"RC": "1,0"}))
    click(app, target_point(app, table, "module:1,0"))
    assert "relocate cor-02 3,0 270" in {str(a) for a in table.legal_here()}
    at = piece_point(app, table, "tile:cor-02")
    move_to(app, at)
    button_down(app, at)
    button_down(app, at, 3)  # the right button turns the held tile: 90 to 180
    button_up(app, at, 3)
    button_down(app, at, 3)
    button_up(app, at, 3)
    assert table.rotation == 270
    button_up(app, at)
    assert last(table) == "relocate cor-02 3,0 270"


def test_laser_infirmary_and_security_center_targets_are_clicked(app):
    laser = {"1,0": ["laser", 90], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90], "4,0": ["cor-03", 90]}
    table = table_at(app, actions(tiles=laser, astronauts={"RC": "1,0", "RR": "3,0"},
                                  aliens={"A1": "4,0", "A2": "2,0"}))
    click(app, target_point(app, table, "module:1,0"))
    assert table.lit()["alien:A1"] == "red"
    click(app, target_point(app, table, "alien:A1"))
    assert last(table) == "laser A1" and table.view()["scores"] == [1, 0]
    app.pop()
    table = table_at(app, actions(tiles={"-1,0": ["infirmary", 0]}, astronauts={"RG": "-1,0"}, track=["BP", "RC"]))
    click(app, target_point(app, table, "module:-1,0"))
    assert "dead:BP" in table.lit()
    click(app, target_point(app, table, "dead:BP"))
    assert last(table) == "revive BP" and table.astronauts()["BP"]["cell"] == "0,0"
    app.pop()
    tiles = {**EAST_LINE, "5,0": ["pod-1", 270], "-1,0": ["security", 0]}
    table = table_at(app, actions(tiles=tiles, astronauts={"RE": "-1,0", "BC": "pod-1/0"}))
    click(app, target_point(app, table, "module:-1,0"))
    click(app, target_point(app, table, "pod:pod-1"))
    assert last(table) == "launch pod-1" and table.view()["scores"] == [0, 2]


def test_the_jump_room_moves_its_activator_twice(app):
    tiles = {"1,0": ["jump", 0], "2,0": ["cor-01", 90], "3,0": ["cor-02", 90]}
    table = table_at(app, actions(tiles=tiles, astronauts={"RC": "1,0"}))
    click(app, target_point(app, table, "module:1,0"))
    assert table.draggable() == {"astro:RC"}
    drag(app, piece_point(app, table, "astro:RC"), target_point(app, table, "cell:2,0"))
    click(app, target_point(app, table, "cell:3,0"))
    assert [str(a) for a in table.session.history.log[-3:]] == ["activate RC", "step 2,0", "step 3,0"]


# ------------------------------------------------------------------ the Time Machine
def test_the_time_machine_asks_its_holder_with_a_banner_and_use_and_pass(app, monkeypatch):
    path = Path(__file__).resolve().parents[2] / "data" / "argo" / "positions" / "e3-time-machine.yaml"
    state = GAME.from_position(yaml.safe_load(path.read_text(encoding="utf-8")))
    banners: list[tuple[str, str]] = []
    from ui.argo import drawing
    real = drawing.draw_banner

    def draw_banner(surface, layout, text: str, colour: str, colour_blind: bool) -> None:
        banners.append((text, colour))
        real(surface, layout, text, colour, colour_blind)
    monkeypatch.setattr(drawing, "draw_banner", draw_banner)
    table = table_at(app, state)
    assert table.viewer == 1 and not isinstance(app.top, HandoffScene)
    frame(app)
    assert banners[-1] == ("Dee (yellow): use the Time Machine before Bob's turn goes on?", "yellow")
    assert [b.text for b in table.choice_buttons] == ["Use the Time Machine", "Pass"]
    press(app, table, "Use the Time Machine")
    assert last(table) == "timemachine YG" and table.viewer == 1
    frame(app)
    assert "acts with the Time Machine" in banners[-1][0]
    drag(app, piece_point(app, table, "astro:YP"), target_point(app, table, "cell:1,0"))
    assert last(table) == "move YP 1,0" and table.viewer == 0
    drag(app, piece_point(app, table, "alien:A1"), target_point(app, table, "cell:1,0"))
    assert last(table) == "alien A1 1,0" and table.view()["scores"] == [1, 0]
    table.undo()
    frame(app)
    assert table.session.history.undo_block_reason(0)  # Dee's decisions are hers: undo stops there


# ------------------------------------------------------------------ the map
def test_the_map_pans_by_dragging_space_and_arrows_zooms_by_wheel_and_fits_with_f(app):
    table = table_at(app, people=2)
    camera = table.camera
    centre, cell = camera.centre, camera.cell
    empty = (table.layout.map.left + 40, table.layout.map.top + 60)
    drag(app, empty, (empty[0] + 96, empty[1] + 48))
    assert camera.centre != centre and camera.cell == cell
    moved = camera.centre
    key(app, pygame.K_RIGHT)
    assert camera.centre[0] > moved[0]
    move_to(app, table.layout.map.center)
    wheel(app, -2)
    assert camera.cell < cell
    key(app, pygame.K_f)
    assert camera.cell == cell and camera.centre == centre
    wheel(app, 3)
    click(app, table.map_buttons["Fit"].rect.center)
    assert camera.cell == cell


def test_the_minimap_shows_while_part_of_the_station_is_out_of_view_and_a_click_jumps(app):
    table = table_at(app, people=2)
    assert not table.minimap_shown()
    move_to(app, table.layout.map.center)
    for _ in range(4):
        wheel(app, 1)
    drag(app, (table.layout.map.left + 30, table.layout.map.top + 30), table.layout.map.center)
    assert table.minimap_shown()
    assert table.minimap_shown()
    click(app, table.layout.minimap.center)
    assert table.camera.shows(0, 0)


def test_the_view_follows_a_tile_placed_off_screen(app):
    table = table_at(app, build_state())
    place = next(a for a in table.legal_here() if a.args[1] == "2,0" or a.args[1] == "0,-2")
    table.camera.centre = (-6.0, -6.0)
    table.camera.touched = -1e9
    table.act(place)
    frame(app)
    x, y = map(int, place.args[1].split(","))
    assert table.camera.shows(x, y)


def test_a_station_far_out_can_still_be_reached(app):
    table = table_at(app, people=2)
    table.camera.centre = (30.0, 30.0)
    show(app, table, "0,0")
    assert table.camera.shows(0, 0)


# ------------------------------------------------------------------ bots and hints
def frames_until(app, condition, seconds: float = 60.0) -> bool:
    import time
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.frame()
        if condition():
            return True
        time.sleep(0.002)
    return False


def test_a_hint_shows_the_tile_where_the_bot_would_place_it(app, monkeypatch):
    from ui.argo import drawing
    ghosts: list[pygame.Rect] = []
    real = drawing.ghost

    def ghost(surface, sprite, rect: pygame.Rect, fits: bool) -> None:
        ghosts.append(rect)
        real(surface, sprite, rect, fits)
    monkeypatch.setattr(drawing, "ghost", ghost)
    table = table_at(app, build_state())
    click(app, table.hint_button.rect.center)
    assert frames_until(app, lambda: table.marked is not None, 30)
    assert table.marked is not None
    action, text = table.marked
    assert action.verb == "place" and text.startswith("Hint: ")
    ghosts.clear()
    frame(app)
    cell = table.camera.cell_rect(*map(int, action.args[1].split(",")))
    assert cell in ghosts


def test_a_game_of_two_bots_plays_itself_to_the_end(app):
    from ui.game_over import GameOverScene
    table = table_at(app, people=2, seed=4, bots=2)
    assert frames_until(app, lambda: isinstance(app.top, GameOverScene), 120)
    assert table.session.state.is_over() and table.viewer is not None


# ------------------------------------------------------------------ every action, whole games
def test_every_legal_action_can_be_reached_by_the_mouse(app):
    """In many random positions at every player count, each legal action of the seat at the screen has
    a gesture whose start and end the table reads back as that action."""
    checked = set()
    for players, seed in ((2, 1), (3, 2), (4, 3), (2, 4), (3, 5), (4, 6)):
        table = table_at(app, people=players, seed=seed)
        session, chooser = table.session, random.Random(seed)
        for _ in range(400):
            state = session.state
            if state.is_over():
                break
            table.viewer = state.to_move()
            table.refresh()
            frame(app)
            for action in state.legal_actions():
                assert reaches(app, table, action), action
                checked.add(action.verb)
            session.apply(sensible(state, state.legal_actions(), chooser))
        app.pop()
    assert checked >= {"alien", "place", "move", "step", "stop", "push", "teleport", "activate", "end", "pass",
                       "timemachine"}


def reaches(app, table, action: Action) -> bool:
    """Whether the gesture the mouse driver would make for ``action`` means it on this table."""
    steps = gesture(table, action)
    assert steps is not None, action
    kind = steps[0][0]
    if kind == "drag":
        _, piece, target = steps[0]
        rotation = target.partition("@")[2]
        if rotation:
            table.rotation = int(rotation)
        start, end = both_points(app, table, piece, target)
        if table.piece_at(start) != piece:
            return False
        table.controller.pick(piece, table.legal_here())
        found = table.target_at(end)
        means = table.controller.targets.get(found, [])
        table.controller.cancel()
        return found == target and action in means
    if kind == "click":
        at = target_point(app, table, steps[0][1])
        return action in table.clickable().get(table.click_at(at), [])
    if kind == "fly":
        return any(words == "Fly the pod elsewhere" for words, _ in table.game_choices(table.legal_here()))
    return any(a == action for _words, a in table.game_choices(table.legal_here()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_is_played_to_its_final_scores_with_the_mouse_alone(app, players):
    table = table_at(app, people=players, seed=20 + players)
    session, chooser = table.session, random.Random(players)
    for move in range(1500):
        if session.state.is_over():
            break
        assert table.viewer == session.state.to_move()
        action = sensible(session.state, session.state.legal_actions(), chooser)
        before = len(session.history.entries)
        perform(app, table, action, style=move)
        assert session.history.log[before:before + 1] == [action], (action, table.reason)
    assert session.state.is_over()
    frame(app, 3)
    from ui.game_over import GameOverScene
    assert isinstance(app.top, GameOverScene)
    result = session.state.result()
    assert result is not None and result.scores is not None
    assert all(str(score) in app.top.summary_box.html_text for score in result.scores)


def test_a_game_against_a_bot_goes_on_by_itself_between_the_persons_moves(app):
    table = table_at(app, people=2, seed=9, bots=1)
    session, chooser = table.session, random.Random(9)
    app.settings.animation_speed = "off"
    for _ in range(3000):
        if session.state.is_over():
            break
        if session.state.to_move() != 0:
            frame(app)
            table.bot_driver.thinker.wait(10.0)  # frames go on once the bot has answered, however busy the machine
            continue
        assert table.viewer == 0
        action = sensible(session.state, session.state.legal_actions(), chooser)
        perform(app, table, action)
    assert session.state.is_over()


def test_a_game_saved_by_the_table_loads_back_and_replays_and_draws_for_the_colour_blind(app):
    from game.core.storage import autosave_path
    table = table_at(app, people=3, seed=12)
    session, chooser = table.session, random.Random(12)
    for move in range(25):
        perform(app, table, sensible(session.state, session.state.legal_actions(), chooser), style=move)
    loaded = Session.load(autosave_path())
    assert loaded.state.to_position() == session.state.to_position()
    app.pop()
    app.settings.colour_blind = True
    again = app.push(TableScene(app, loaded))
    frame(app)
    assert again.view()["turn"] == session.state.view(None)["turn"]
    app.pop()
    replay = app.push(TableScene(app, loaded, replay=True))
    for _ in range(5):
        replay.replay_step(-1)
        frame(app)
    assert replay.replay_index == len(loaded.history.entries) - 5 and not replay.legal_here()


def test_a_tiles_tool_tip_names_it_as_the_log_does_without_its_id(app):
    table = table_at(app, actions(tiles={"1,0": ["cor-01", 90], "2,0": ["pod-1", 270]}))
    corridor, pod = (table.tile_lines(table.tile_at_cell(cell) or {}, table.view())[0] for cell in ("1,0", "2,0"))
    assert (corridor, pod) == ("Corridor at 1,0", "Escape Pod 1-2 at 2,0")


def test_an_aliens_tool_tip_names_it_by_where_it_stands(app):
    table = table_at(app, actions(tiles={"1,0": ["cor-01", 90]}, aliens={"A1": "1,0"}))
    alien = next(piece for piece, spot in table.piece_centres.items() if piece.startswith("alien:"))
    assert table.info_at(table.view(), table.piece_centres[alien])[0].startswith("The Alien on the Corridor at 1,0: ")


@pytest.mark.parametrize("bots, expected", [(0, "Ann moves"), (1, "You move")])
def test_the_log_says_you_only_when_one_person_plays(app, bots, expected):
    state = position(tiles=EAST_LINE, astronauts={"RE": "1,0"}, step="actions")
    table = table_at(app, state, bots=bots)
    table.act(next(a for a in table.session.state.legal_actions() if a.verb == "move"))
    text = log_text(table)
    assert expected in text and (bots or "You" not in text)


@pytest.mark.parametrize("bots, expected", [(0, "Ann's Explorer meets an Alien on the Corridor at 1,0 and is killed."),
                                             (1, "Your Explorer meets an Alien on the Corridor at 1,0 and is killed.")])
def test_what_an_action_causes_is_told_to_its_one_person_in_the_second_person_too(app, bots, expected):
    table = table_at(app, actions(tiles=EAST_LINE, aliens={"A1": "1,0"}), bots=bots)
    pilot = table.info_at(table.view(), table.piece_centres["astro:RP"])[0]
    assert pilot == ("Ann's Pilot (red)" if bots == 0 else "Your Pilot (red)")
    table.act(Action.parse("move RE 1,0"))
    assert expected in log_text(table).splitlines()


def test_rulers_along_the_map_give_each_visible_column_and_row_its_number(app):
    from ui.argo import drawing
    from ui.text import PLACEMENTS
    table = table_at(app, actions(tiles={"1,0": ["cor-01", 90], "-1,0": ["cor-02", 90]}))
    x0, x1, y0, y1 = table.camera.visible_cells()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        drawing.draw_rulers(pygame.Surface(app.size), table.camera)
        drawn = [(text, box) for text, box, _ in PLACEMENTS.placed if box is not None]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
    texts = [text for text, _ in drawn]
    assert "x,y" in texts and {"-1", "0", "1"} <= set(texts)
    zero_column = next(box for text, box in drawn if text == "0" and box.top < table.layout.map.top + 20)
    assert abs(zero_column.centerx - table.camera.cell_rect(0, 0).centerx) <= 2


@pytest.mark.parametrize("people, spelled_out", [(2, True), (4, False)])
def test_a_player_row_spells_out_tokens_and_escapes_when_it_is_tall_enough_else_shows_icons(app, people, spelled_out):
    from ui.argo import drawing
    from ui.text import PLACEMENTS
    table = table_at(app, people=people)
    drawing.players_sprite.cache_clear()
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        table.draw(pygame.Surface(app.size))
        texts = [text for text, box, _ in PLACEMENTS.placed if box is not None]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
    assert (texts.count("0 tokens") == people and texts.count("0 escaped") == people) == spelled_out
    assert spelled_out or texts.count("\u00d7 0") == 2 * people  # a token and a pod, each with its count


def test_a_young_station_is_fitted_larger_than_the_base_zoom_and_a_grown_one_smaller(app):
    from ui.argo.table import FIT_MOST
    table = table_at(app, people=2)
    assert 1.5 < table.camera.zoom <= FIT_MOST  # five tiles and the room round them, shown large
    assert all(table.camera.shows(x, y) for x in (-2, 2) for y in (-2, 2))
    view = table.view()
    tiles = view["tiles"]
    view["tiles"] = tiles + [dict(tiles[0], x=x, y=-5) for x in range(-6, 7)]  # a long row of tiles far out
    table.fit_station(view)
    assert table.camera.zoom < 1.0 and table.camera.shows(-6, -5) and table.camera.shows(6, -5)


def test_a_tile_where_an_alien_stands_is_lit_red_for_an_astronaut_but_not_for_a_robot(app):
    table = table_at(app, actions(tiles=EAST_LINE, aliens={"A1": "1,0"}))
    table.controller.pick("astro:RC", table.legal_here())
    assert table.lit().get("cell:1,0") == "danger"
    table.controller.cancel()
    table.controller.pick("astro:RR", table.legal_here())
    assert table.lit().get("cell:1,0") == "gold"  # Robots are not edible


def test_a_refusal_goes_when_the_next_attempt_starts_and_no_hover_covers_a_drop(app):
    table = table_at(app, build_state())
    start, far = drop_first_module_on_a_taken_place(app, table)
    assert table.reason == "That place is already taken by a tile." and table.dropped_at == far
    move_to(app, (far[0] + 2, far[1]))
    assert table.dropped_at == far  # resting where it was dropped: no hover panel yet
    move_to(app, start)
    assert table.dropped_at is None
    button_down(app, start)
    assert table.controller.piece and table.reason == ""


def test_the_map_scrolls_only_under_a_piece_from_the_map_resting_at_its_edge(app):
    table = table_at(app, build_state())
    edge = (table.layout.map.left + 5, table.layout.map.centery)
    start = table.layout.display[0].center
    move_to(app, start)
    button_down(app, start)  # a module from the display, carried across the edge band
    move_to(app, edge, (1, 0, 0))
    centre = table.camera.centre
    for _ in range(60):
        table.update(0.05)
    assert table.camera.centre == centre  # a drag from off the map never scrolls it
    table.controller.cancel()
    table.press_from = table.layout.map.center  # now as if picked up on the map
    table.controller.piece = "tile:cor-05"
    table.edge_rest = 0.0
    table.update(0.3)
    assert table.camera.centre == centre  # not before a short rest at the edge
    table.update(0.3)
    table.update(0.1)
    assert table.camera.centre != centre


def test_a_tile_picked_up_after_a_hint_is_turned_as_the_hint_says(app):
    table = table_at(app, build_state())
    hinted = next(a for a in table.legal_here() if a.verb == "place" and a.args[2] != "0")
    table.mark(hinted, "Hint")
    button_down(app, piece_point(app, table, f"tile:{hinted.args[0]}"))
    assert table.controller.piece == f"tile:{hinted.args[0]}" and table.rotation == int(hinted.args[2])


def test_arrow_keys_pan_a_cell_at_a_time_and_never_leave_the_station(app):
    table = table_at(app, build_state())
    start = table.camera.centre
    key(app, pygame.K_RIGHT)
    assert table.camera.centre == (start[0] + 1, start[1])  # one cell, not a quarter of the view
    for _ in range(40):
        key(app, pygame.K_RIGHT)
    xs = [t["x"] for t in table.view()["tiles"]]
    assert table.camera.centre[0] == max(xs) + 2  # held within two cells of the station


def test_the_supply_says_how_to_use_it_only_where_it_can_be_used(app):
    from ui.argo import drawing
    from ui.text import PLACEMENTS
    session = Session.new("argo", "standard", seat_objects(2), seed=3, first_player=0)

    def captions(table) -> set[str]:
        drawing.supply_sprite.cache_clear()
        PLACEMENTS.placed.clear()
        PLACEMENTS.recording = True
        try:
            table.draw(pygame.Surface(app.size))
            return {text for text, box, _c in PLACEMENTS.placed if box is not None and text.startswith("Display")}
        finally:
            PLACEMENTS.recording = False
            PLACEMENTS.placed.clear()
    playing = app.push(TableScene(app, session, autosave=False))
    assert any(text.startswith("Display: drag") for text in captions(playing))
    replay = app.push(TableScene(app, session, autosave=False, replay=True))
    assert not any(text.startswith("Display: drag") for text in captions(replay))


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_prompt_stays_written_while_a_tile_is_held_at_every_size(home, size):
    from ui.app import App
    from ui.settings import Settings
    from ui.text import PLACEMENTS
    small = App(Settings(window_size=size))
    try:
        table = table_at(small, build_state())
        click(small, table.layout.display[0].center)
        assert table.controller.piece == "tile:cor-05"
        PLACEMENTS.recording = True
        table.dirty = True
        frame(small)
        written = [text for text, box, _ in PLACEMENTS.placed if box is not None]
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        PLACEMENTS.drawn_on.clear()
        small.close()
    assert any("drop it on a gold cell" in text for text in written)


def test_the_alien_score_and_the_face_down_stack_keep_their_captions_at_1024x640(home):
    from ui.app import App
    from ui.argo import drawing
    from ui.settings import Settings
    from ui.text import PLACEMENTS
    small = App(Settings(window_size=(1024, 640)))
    try:
        drawing.track_sprite.cache_clear()
        drawing.supply_sprite.cache_clear()
        PLACEMENTS.recording = True
        table_at(small, build_state())
        written = [text for text, box, _ in PLACEMENTS.placed if box is not None]
        touching = PLACEMENTS.touching()
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        PLACEMENTS.drawn_on.clear()
        small.close()
    assert "Alien score" in written and ("face down" in written or "stack" in written)
    assert touching == []


def test_a_hover_panel_keeps_clear_of_a_notice_too(app, monkeypatch):
    table = table_at(app, position(**E1))
    table.notice = "Bot 3 is thinking."
    table.dirty = True
    frame(app)
    assert table.message_box is not None
    monkeypatch.setattr(table, "info_at", lambda view, pos: ["A long line of words about a tile " * 3])
    table.mouse = (table.message_box.left - 150, table.message_box.top - 30)
    panel = table.draw_hover(app.screen, table.view())
    assert panel is not None and not panel.colliderect(table.message_box)


def test_every_rooms_tool_tip_ends_with_its_rule_and_the_safe_room_keeps_aliens_out(app):
    from ui.argo import drawing
    rooms = {"1,0": ["warehouse", 270], "-1,0": ["lab", 90], "0,1": ["safe", 0], "0,-1": ["cor-01", 0]}
    table = table_at(app, actions(tiles=rooms))
    view = table.view()
    warehouse, lab, safe, corridor = (table.tile_lines(table.tile_at_cell(cell) or {}, view) for cell in rooms)
    assert warehouse[-1] == drawing.EFFECTS["warehouse"] and warehouse[-2].startswith("Activated 0 times of 2")
    assert lab[-1] == drawing.EFFECTS["lab"]
    assert safe[1:] == ["Holds 2 Astronauts.", "Aliens can never enter it."]
    assert corridor[-1] == drawing.EFFECTS["corridor"]


def test_pressing_an_astronaut_during_the_labs_swap_says_to_drag_the_alien_instead_of_moving_the_map(app):
    table = table_at(app, actions(tiles={"1,0": ["lab", 270], "0,1": ["cor-01", 0]}, aliens={"A1": "0,1"},
                                  astronauts={"RC": "1,0"}))
    table.act(Action.parse("activate RC"))
    centre = table.camera.centre
    chief = table.places().astronauts["RC"][0]
    drag(app, chief, (chief[0] + 60, chief[1] + 60))  # the Chief is pressed and pulled: the map stays
    assert table.reason == "The Lab's swap: drag the Alien onto the Astronaut it changes places with."
    assert table.camera.centre == centre
    drag(app, table.places().aliens["A1"][0], table.places().astronauts["RC"][0])
    assert str(table.session.history.log[-1]) == "swap RC A1"


def test_a_lesson_step_on_a_new_position_shows_its_whole_station(app):
    from game.core.lessons import Lesson, load_lessons
    from ui.scenes.lessons import open_lesson
    lesson = Lesson("argo", next(d for d in load_lessons("argo") if d.id == "moving-rooms"))
    open_lesson(app, lesson, on_leave=lambda: None)
    table = app.top
    from ui.argo.table import cell_xy
    table.act(Action.parse("activate RC"))
    table.lesson_mode.next_step()
    table.act(Action.parse("swap RC A1"))
    table.camera.pan_pixels(400, 300)  # the learner moved the map away
    assert not all(table.camera.shows(*cell_xy(tile["cell"])) for tile in table.view()["tiles"])
    table.lesson_mode.next_step()  # the Control Room, on a position of its own
    app.frame()
    assert lesson.step == 2
    assert all(table.camera.shows(*cell_xy(tile["cell"])) for tile in table.view()["tiles"])
