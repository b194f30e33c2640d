"""The Elevator table driven headless with real mouse events."""

import pygame
import pytest

from game.core.actions import Action
from game.core.contract import Seat
from game.core.session import Session
from game.core.storage import autosave_path
from game.elevator.state import ElevatorState
from ui.elevator.table import TableScene


def solo_session(seed=5):
    return Session.new("elevator", "solo", [Seat("Ana", "red")], seed=seed, practice=False)


def drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame()


def click_at(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame()


def roll_and_pick_worker(app, table):
    """Roll by clicking the die (letting the arrival go by without a card); return the state, the
    elevator's floor and a worker standing there."""
    click_at(app, table.layout.die.center)
    app.frame()
    while table.session.state.steps[-1][0] == "window":
        table.act(Action("pass"))
    state = table.session.state
    floor = state.elevator
    worker = sorted(a for a, w in state.loc.items() if w == floor and not a.startswith("K"))[0]
    return state, floor, worker


@pytest.fixture
def table(app):
    session = solo_session()
    scene = app.push(TableScene(app, session))
    app.frame()
    return scene


def test_clicking_the_die_rolls_and_the_elevator_goes_to_the_rolled_floor(app, table):
    click_at(app, table.layout.die.center)
    state = table.session.state
    assert table.session.history.log == [Action("roll")]
    assert state.die is not None and state.elevator == state.die
    assert state.steps[-1][0] == "window" and state.steps[-1][1] == "arrive"  # this hand holds Wet floor


def test_dragging_a_worker_into_the_elevator_applies_that_move_and_autosaves(app, table):
    state, floor, worker = roll_and_pick_worker(app, table)
    drag(app, table.piece_centres[worker], table.layout.car_rect(str(floor)).center)
    assert table.session.state.loc[worker] == 8  # the elevator
    assert str(table.session.history.log[-1]) == f"move {worker} E"
    saved = Session.load(autosave_path())
    assert [str(a) for a in saved.history.log] == ["roll", "pass", f"move {worker} E"]


def test_an_illegal_drop_snaps_back_with_the_engines_reason(app, table):
    state, floor, worker = roll_and_pick_worker(app, table)
    other = "1" if floor != 1 else "2"
    before = state.to_position()
    drag(app, table.piece_centres[worker], table.layout.floor_rects[other].center)
    assert table.session.state.to_position() == before
    assert "only moves between the elevator and" in table.reason


def test_undo_after_a_drag_restores_the_position(app, table, key):
    state, floor, worker = roll_and_pick_worker(app, table)
    before = state.to_position()
    drag(app, table.piece_centres[worker], table.layout.car_rect(str(floor)).center)
    assert table.session.state.to_position() != before
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    app.frame()
    assert table.session.state.to_position() == before
    assert table.session.history.log == [Action("roll"), Action("pass")]


def test_competitive_hot_seat_hands_off_before_showing_the_next_hand(app):
    session = Session.new("elevator", "competitive", [Seat("Ana", "red"), Seat("Ben", "blue")],
                          seed=3, first_player=0)
    table = app.push(TableScene(app, session))
    from ui.scenes.handoff import HandoffScene
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ana"  # even the first hand waits
    app.top._ready()
    app.frame()
    assert table.viewer == 0
    view = table.view()
    assert view["hands"][1] is None and view["hands"][0] is not None
    while session.state.to_move() == 0:
        table.act(session.state.legal_actions()[0])
    from ui.scenes.handoff import HandoffScene
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ben"
    assert table.viewer == 0  # Ben's cards are not shown until he says he is there
    app.top._ready()
    assert table.viewer == 1 and table.view()["hands"][0] is None


def test_alarm_a_click_on_a_lit_neighbouring_floor_chooses_where_everyone_goes(app):
    from game.elevator import GAME
    from ui.scenes.handoff import HandoffScene
    seats = [Seat("Ana", "red"), Seat("Ben", "blue")]
    session = Session.new("elevator", "competitive", seats, seed=1, first_player=0)
    session.history.state = GAME.from_position({
        "mode": "competitive", "seats": [s.to_dict() for s in seats], "step": "cards", "elevator": "2", "die": 2,
        "aliens": {"R1": "3", "B1": "4"}, "hands": [["alarm-1"], []]})
    table = app.push(TableScene(app, session, autosave=False))
    while app.top is not table:
        app.top._ready() if isinstance(app.top, HandoffScene) else app.top.done()
    table.act(Action("play", ("alarm-1",)))
    click_at(app, table.layout.floor_rects["3"].center)
    assert table.alarm_from == "3"
    click_at(app, table.layout.floor_rects["4"].center)  # Floor 4 has someone too: still the destination
    assert str(session.history.log[-1]) == "alarm 3 4"
    state = session.state
    assert isinstance(state, ElevatorState) and state.loc["R1"] == 4


def test_hovering_an_effect_token_tells_what_it_does_clear_of_the_status_box(app, monkeypatch):
    from ui.elevator import table as table_module
    session = Session.new("elevator", "advanced", [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "random")], seed=2)
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    floor, token = next(iter(table.view()["tokens"].items()))
    panels = []
    real = table_module.draw_panel

    def recorded(surface, lines, at, avoid, *rest):
        drawn = real(surface, lines, at, avoid, *rest)
        panels.append((lines, drawn[0], avoid))
        return drawn
    monkeypatch.setattr(table_module, "draw_panel", recorded)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.token_badge(floor).center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    lines, box, avoid = panels[-1]
    from game.elevator.rules_data import elevator_data
    assert lines[0].startswith(elevator_data().tokens[token].name) and not box.colliderect(avoid)


def test_a_dragged_card_lets_the_drop_place_under_the_pointer_show_through(app, table):
    """The card under the pointer must not hide the floor or worker it is to be played on."""
    card = table.session.state.hands[0][0]
    centre = (80, 80)
    seen = []
    for ground in ((255, 0, 0), (0, 0, 255)):
        surface = pygame.Surface((160, 160))
        surface.fill(ground)
        table.draw_piece(surface, card, centre, table.view(), lifted=True)
        seen.append(surface.get_at(centre))
    assert seen[0] != seen[1] and seen[0].r > seen[1].r


def test_after_the_last_card_the_table_waits_for_end_turn_and_enter_presses_it(app, key):
    """A 2-player competitive turn: Ana's Up moves her worker, the table shows the result with
    "End turn" (and "My stops", which Enter leaves alone), Undo can take the card back, Enter ends."""
    from game.elevator import GAME
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "random")]
    session = Session.new("elevator", "competitive", seats, seed=1, first_player=0)
    session.history.state = GAME.from_position({
        "mode": "competitive", "seats": [s.to_dict() for s in seats], "active": 0, "elevator": "2",
        "aliens": {"R1": "3"}, "hands": [["up-1", "down-1"], ["up-2"]], "step": "cards",
        "objectives": [["1", "4", "6"], ["2", "5", "6"]]})
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    table.act(Action("play", ("up-1",)))
    table.act(Action("move", ("R1", "4")))
    assert session.state.active == 0 and session.state.legal_actions() == [Action("end")]
    assert sorted(b.text for b in table.choice_buttons) == ["End turn", "My stops"]
    assert table.why_no_undo() is None  # the card can still be taken back
    key(pygame.K_RETURN)
    assert session.history.log[-1] == Action("end") and session.state.active == 1


def test_a_hand_card_shows_its_rules_text_when_a_smaller_icon_or_none_makes_room(app):
    """At 1280 x 800 (cards 100 x 138) and 1600 x 1000 (125 x 172), Up and Floor 0 carry their text."""
    from game.elevator.rules_data import elevator_data
    from ui.elevator import drawing
    from ui.text import PLACEMENTS
    PLACEMENTS.placed.clear()
    PLACEMENTS.recording = True
    try:
        drawing.card_face.cache_clear()
        drawing.card_face("up", (100, 138))
        drawing.card_face("floor0", (125, 172))
        placed = {text: drawn for text, drawn, _box in PLACEMENTS.placed}
    finally:
        PLACEMENTS.recording = False
        PLACEMENTS.placed.clear()
        drawing.card_face.cache_clear()
    types = elevator_data().card_types
    assert placed.get(types["up"].text) is not None and placed.get(types["floor0"].text) is not None


def test_a_full_car_at_1024x640_holds_every_figure_large_and_no_floor_puts_figures_on_its_door():
    from ui.elevator.layout import TOKEN_SHOWN, Layout
    layout = Layout((1024, 640), players=4)
    inside = layout.car_inside("0")
    size, centres = layout.token_positions(inside, 15)
    assert size >= 16  # the smallest size used to be 12
    for x, y in centres:
        assert inside.contains(pygame.Rect(x - size // 2, y - size // 2, size, size))
    same_row = [(a, b) for a, b in zip(centres, centres[1:], strict=False) if a[1] == b[1]]
    assert same_row and all(b[0] - a[0] >= size * TOKEN_SHOWN - 1 for a, b in same_row)
    for name, area in layout.floor_areas.items():
        assert not area.colliderect(layout.landing_door(layout.floor_rects[name])), name


def test_the_marker_set_up_is_named_as_such_and_its_hand_off_says_what_to_do(app):
    from ui.elevator.drawing import status_head
    from ui.scenes.handoff import HandoffScene
    seats = [Seat("Ann", "red"), Seat("Ben", "blue"), Seat("Cid", "green")]
    session = Session.new("elevator", "competitive", seats, seed=3, first_player=1)
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    state = session.state
    assert isinstance(state, ElevatorState) and state.steps[-1][0] == "marker"
    assert status_head(table.view(), 600) == ["Set-up: workstation markers"]  # not "Turn 1: Ben's turn"
    deciding = state.to_move()
    assert deciding is not None
    handoff = app.top
    assert isinstance(handoff, HandoffScene) and handoff.player_name == seats[deciding].name
    assert handoff.message == "Place a workstation marker on a floor."


def test_hovering_a_figure_says_who_it_is_and_how_it_moves(app, table):
    view = table.view()
    worker = next(a for a, place in table.session.state.loc.items() if not a.startswith("K") and place != 8)
    table.mouse = table.piece_centres[worker]
    surface = pygame.Surface(app.size)
    assert table.draw_hover(surface, view) is not None
    lines = table.figure_lines(view, worker)
    assert lines[0].endswith("worker") and "Floor 0 a worker is out" in lines[1]  # Solo: everyone's workers
    assert "never rides the elevator" in table.figure_lines(view, "K1")[1]


def test_the_alien_swap_token_is_played_by_dropping_one_figure_on_another(app):
    from game.elevator import GAME
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "random")]
    session = Session.new("elevator", "advanced", seats, seed=1)
    session.history.state = GAME.from_position({
        "mode": "advanced", "seats": [s.to_dict() for s in seats], "elevator": "4", "die": 4,
        "tokens": {"1": "max2", "4": "alien_swap"}, "aliens": {"R1": "4", "R2": "1", "B1": "1", "K2": "5", "K1": "E"},
        "hands": [["up-1"], ["down-1"]], "steps": [["end_turn"], ["draw"], ["cards"], ["exchange", 4]]})
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    assert not any(b.text.startswith("Swap") for b in table.choice_buttons)  # a drag, not a list of buttons
    drag(app, table.piece_centres["R1"], table.piece_centres["K1"])  # a figure in the elevator cannot take part
    assert session.history.log == [] and table.reason == ("Boss K1 is in the elevator: the Alien swap is with an "
                                                         "Alien on another floor.")
    drag(app, table.piece_centres["R1"], table.piece_centres["K2"])
    state = session.state
    assert str(session.history.log[-1]) == "exchange R1 K2"
    assert isinstance(state, ElevatorState) and state.loc["R1"] == 5 and state.loc["K2"] == 4


def hovered_lines(app, table, monkeypatch, pos) -> str:
    """The lines of the panel a hover at ``pos`` draws, joined (empty when none)."""
    from ui.elevator import table as table_module
    panels: list[list[str]] = []
    real = table_module.draw_panel

    def recorded(surface, lines, *rest):
        panels.append(list(lines))
        return real(surface, lines, *rest)
    monkeypatch.setattr(table_module, "draw_panel", recorded)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()
    return " ".join(panels[-1]) if panels else ""


def test_the_die_piles_car_floor_numbers_and_markers_say_their_rule_when_hovered(app, monkeypatch):
    seats = [Seat("Ana", "red"), Seat("Bot", "blue", "bot", "random")]
    session = Session.new("elevator", "competitive", seats, seed=1)
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    layout, view = table.layout, table.view()
    ground = layout.floor_rects["0"]
    assert hovered_lines(app, table, monkeypatch, layout.die.center).endswith("and its riders with it.")
    assert "shuffled into a new deck" in hovered_lines(app, table, monkeypatch, layout.deck.center)
    assert hovered_lines(app, table, monkeypatch, (ground.left + 10, ground.centery)).startswith(
        "Floor 0 The ground floor: nobody's workstation")
    car_rect = layout.car_rect(view["elevator"])
    car = hovered_lines(app, table, monkeypatch, (car_rect.left + 3, car_rect.top + 3))
    assert car.startswith("The elevator, at Floor 0") and car.endswith("on its floor.")
    first = view["objectives"][0][0]
    assert hovered_lines(app, table, monkeypatch, layout.marker_spot(first, 0).center) == (
        f"Ana's workstation marker on Floor {first} Ana wins with a worker of their colour on each of their "
        "workstation floors at once.")


def test_the_discard_piles_top_card_and_the_card_being_played_can_be_read_at_full_size(app, monkeypatch):
    from game.elevator import GAME
    from ui.elevator import drawing
    seats = [Seat("Ana", "red")]
    session = Session.new("elevator", "solo", seats, seed=1)
    session.history.state = GAME.from_position({
        "mode": "solo", "seats": [s.to_dict() for s in seats], "step": "cards", "elevator": "2", "die": 2,
        "hands": [["up-1", "alarm-1"]], "discard": ["wetfloor-1"]})
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    zoomed = []
    real = drawing.draw_zoomed_card

    def recorded(surface, card, *rest):
        zoomed.append(card)
        return real(surface, card, *rest)
    monkeypatch.setattr(drawing, "draw_zoomed_card", recorded)
    for pos in (table.layout.discard.center, table.layout.card_rects(2)[1].center):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame()
    table.act(Action("play", ("up-1",)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.card_rects(4)[3].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    assert zoomed == ["wetfloor-1", "alarm-1", "up-1"]
