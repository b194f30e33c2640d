"""The clicks and drags that mean an Elevator action, posted as real mouse events."""

from __future__ import annotations

from game.core.actions import Action
from tests.ui.area51_mouse import click, drag, press_button
from ui.table_base import wordings


def piece_point(table, piece: str) -> tuple[int, int]:
    """Where a figure or a card of the shown hand is drawn."""
    hand = table.shown_hand()
    if piece in hand:
        return table.layout.card_rects(len(hand))[hand.index(piece)].center
    return table.piece_centres[piece]


def place_point(table, place: str) -> tuple[int, int]:
    """The middle of a floor band, or of the car."""
    if place == "E":
        return table.layout.car_rect(table.view()["elevator"]).center
    return table.layout.floor_rects[place].center


def perform(app, table, action: Action) -> None:
    """Post the gesture that means ``action``: the die is clicked, figures and cards are dragged (a
    figure onto another for the Alien swap), the rest are choice buttons."""
    verb, args = action.verb, action.args
    if verb == "roll":
        click(app, table.layout.die.center)
    elif verb == "move":
        drag(app, piece_point(table, args[0]), place_point(table, args[1]))
    elif verb == "play" and table.state.steps and table.state.steps[-1][0] == "cards":
        drag(app, piece_point(table, args[0]), table.layout.building.center)
    elif verb == "discard":
        drag(app, piece_point(table, args[0]), table.layout.discard.center)
    elif verb == "exchange":  # the Alien swap token: one figure dropped on the other
        drag(app, piece_point(table, args[0]), piece_point(table, args[1]))
    elif verb == "alarm":  # a click on the floor to empty, then on where everyone goes
        for floor in args:
            band = table.layout.floor_rects[floor]
            click(app, (band.left + 8, band.centery))
    else:
        shown = next(wordings(words) for words, chosen in table.choices() if chosen == action)
        press_button(app, table, next(b.text for b in table.choice_buttons if b.text in shown))
