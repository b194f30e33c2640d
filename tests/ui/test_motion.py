"""Motion: cards fly from where they come from, dice tumble, the speed setting governs it all, and a
new action ends a running animation at once."""

from __future__ import annotations

import pygame

from game.area1851.state import Area1851State
from game.core.actions import Action
from tests.ui.area51_mouse import perform
from tests.ui.test_area51_table import W1, table_at
from ui.area1851.table import rolled_dice


def slide_starts(table) -> dict[str, tuple[int, int]]:
    return {piece: start for piece, (start, _end) in table.motion.slides.items()}


def test_a_card_taken_from_the_display_slides_into_the_hand_and_one_from_the_deck_flies_from_the_deck(app):
    table = table_at(app, W1)
    perform(app, table, Action.parse("refresh blue1s-1"))
    table.update(1.0)
    display = table.view()["display"]
    slot = table.layout.display[0].center
    perform(app, table, Action("take", (display[0],)))
    assert slide_starts(table)[display[0]] == slot  # (the hand's other cards make room, sliding too)
    assert table.motion.slides[display[0]][1] == table.card_rects()[display[0]].center
    hand = list(table.session.state.hands[0])
    perform(app, table, Action("take", ("deck",)))  # the first slide ends at once
    drawn = next(card for card in table.session.state.hands[0] if card not in hand)
    assert slide_starts(table)[drawn] == table.layout.deck.center


def test_undo_puts_cards_back_without_a_flight(app):
    table = table_at(app, W1)
    perform(app, table, Action.parse("refresh blue1s-1"))
    display = table.view()["display"]
    perform(app, table, Action("take", (display[0],)))
    table.update(1.0)
    hand = table.card_rects()
    table.undo()
    app.frame()
    assert slide_starts(table)[display[0]] == hand[display[0]].center  # back from the hand to the display
    assert table.layout.deck.center not in slide_starts(table).values()


def test_with_animations_off_every_change_is_drawn_at_once(app):
    table = table_at(app, W1)
    app.settings.animation_speed = "off"
    perform(app, table, Action.parse("refresh blue1s-1"))
    perform(app, table, Action("take", ("deck",)))
    assert table.motion.slides == {}


def test_the_dice_an_action_rolls(app):
    from game.core.contract import Seat
    from game.core.session import Session
    session = Session.new("area1851", "standard", [Seat("Ann", "yellow"), Seat("Bob", "purple")], seed=2,
                          first_player=0)
    before = session.state.clone()
    after = before.clone()
    assert isinstance(before, Area1851State) and isinstance(after, Area1851State)
    before.dice = [[None, None, None], [4, 2, None]]
    after.dice = [[3, 5, 1], [4, 3, 6]]
    assert rolled_dice(Action("done"), before, after) == {(0, "d1"), (0, "d2"), (0, "d3"), (1, "d3")}
    before.dice = [[3, 5, 1], [4, 2, 6]]
    before.queue = [1]
    assert rolled_dice(Action("reroll", ("d1+d2",)), before, after) == {(1, "d1"), (1, "d2")}  # 4 again counts
    assert rolled_dice(Action("fiddle", ("d2", "up")), before, after) == set()  # turned, not rolled


def test_rolled_dice_tumble_then_settle(app):
    from game.core.contract import Seat
    from game.core.session import Session
    from ui.area1851.table import TableScene
    session = Session.new("area1851", "standard", [Seat("Ann", "yellow"), Seat("Bob", "purple", "bot", "easy")],
                          seed=2, first_player=0)
    table = app.push(TableScene(app, session))
    app.frame()
    before, after = session.state.clone(), session.state.clone()
    assert isinstance(before, Area1851State) and isinstance(after, Area1851State)
    before.dice = [[None, None, None], [None, None, None]]
    after.dice = [[3, 5, 1], [None, None, None]]
    table.animate(Action("done"), before, after)
    assert table.tumble() == ({"d1", "d2", "d3"}, 0.0)
    table.update(table.slide_seconds)  # half way: still turning
    names, done = table.tumble()
    assert names == {"d1", "d2", "d3"} and 0.4 < done < 0.6
    surface = pygame.Surface(app.size)
    table.draw(surface)
    table.update(table.slide_seconds)
    assert table.tumble()[0] == set()


def test_an_astronaut_killed_goes_to_the_alien_track(app):
    from tests.game.argo.argo_helpers import position
    from tests.ui.test_argo_table import E1
    from tests.ui.test_argo_table import table_at as argo_table_at
    table = argo_table_at(app, position(**E1))
    app.settings.animation_speed = "normal"
    start = table.piece_centres["astro:BP"]
    assert table.act(Action.parse("alien A1 1,0"))
    app.frame()
    assert table.motion.slides["astro:BP"] == (start, table.layout.track.center)


def test_a_card_played_face_down_goes_into_its_hangar(app):
    position = {"regions": {"B": {"markers": 7, "bunkers": {"B5": {"colour": "orange", "owner": "white", "level": 1}}}},
                "hands": [["orange1s-2", "brown3-1", "blue2-2"], [], [], []]}
    table = table_at(app, position)
    perform(app, table, Action("upgrade", ("B5",)))
    start = table.card_rects()["brown3-1"].center
    perform(app, table, Action.parse("down brown3-1 B-right"))
    assert table.motion.slides["brown3-1"] == (start, table.layout.hangar_rects["B-right"].center)
