"""Playing any Area 1851 action at the table with mouse events only, as a player would.

``gesture(table, action)`` says which presses, drags and buttons mean an action on the
table as it is drawn now (None: the action has no gesture); ``perform`` posts them.
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.core.wording import plural
from tests.ui.area51_mouse import click, drag, frame
from ui.table_base import wordings


def visible_point(rects: dict, name: str) -> tuple[int, int]:
    """A point of a card that the next card of its row does not cover."""
    names = list(rects)
    rect = rects[name]
    later = names[names.index(name) + 1:]
    right = min([rects[n].left for n in later if rects[n].top == rect.top] + [rect.right])
    return (rect.left + right) // 2, rect.centery


def corner(rect: pygame.Rect) -> tuple[int, int]:
    """Inside an area, in its caption row, where no card lies."""
    return rect.right - 6, rect.top + 6


def source_point(table, piece: str) -> tuple[int, int] | None:
    """Where the piece a drag starts from is drawn."""
    places, viewer = table.places(), table.viewer
    kind, _, name = piece.partition(":")
    if kind == "reserve":
        spots = places.reserve.get(viewer)
        return spots[0] if spots else None
    if kind == "pawn":
        return places.pawns.get((viewer, name))
    if kind == "idle":
        player = table.view()["players"][viewer]
        return next((xy for (seat, a), xy in places.pawns.items() if seat == viewer and
                     player["assistants"][a] == name), None)
    if kind == "free":
        return table.layout.free_token.center
    group = {"hand": places.hand, "gadget": places.gadgets, "mod": places.mods, "scrap": places.scrap}[kind]
    return visible_point(group, name) if name in group else None


def target_point(table, target: str) -> tuple[int, int] | None:
    layout, places = table.layout, table.places()
    kind, _, rest = target.partition(":")
    if kind == "zone":
        location, level = rest.split(":")
        return layout.zones[(location, int(level))].center
    if kind == "socket":
        return places.sockets[rest].center if rest in places.sockets else None
    if kind == "die":
        die, direction = rest.split(":")
        upper, lower = layout.die_halves(places.dice[die])
        return (upper if direction == "up" else lower).center
    if kind == "swap":
        return visible_point(places.scrap, rest) if rest in places.scrap else None
    areas = {"table": corner(layout.tableau), "heap": corner(layout.heap), "chute": layout.chute.center,
             "discard": layout.discard.center}
    return areas.get(kind)


def click_point(table, target: str) -> tuple[int, int] | None:
    places = table.places()
    kind, _, name = target.partition(":")
    if kind == "feat-deck":
        return table.layout.feat_deck.center
    group = {"mod": places.mods, "gadget": places.gadgets, "scrap": places.scrap, "feat": places.feats}[kind]
    return visible_point(group, name) if name in group else None


def choose_dice(app, table, dice: str) -> None:
    """Click dice until exactly ``dice`` ("d1+d3", or "" for none) are chosen."""
    wanted = set(dice.split("+")) if dice else set()
    for die in sorted(table.selected ^ wanted):
        click(app, table.places().dice[die].center)
    assert table.selected == wanted, (table.selected, wanted)


def choose_bid(app, table, count: int) -> None:
    scrap = list(table.places().scrap)
    for card in scrap[:count]:
        if card not in table.bid_cards:
            click(app, visible_point(table.places().scrap, card))
    assert len(table.bid_cards) == count


def gesture(table, action: Action) -> list | None:
    """The steps that mean ``action``: ("drag", from, to), ("click", at), ("button", words),
    ("dice", set) or ("bid", count); None when the table has no way to do it."""
    verb, args = action.verb, action.args
    pair = table.drag_pair(action)
    if pair:
        start, end = source_point(table, pair[0]), target_point(table, pair[1])
        if start is None or end is None:
            return None
        steps: list[tuple] = [("drag", start, end)]
        if verb in ("fabricate", "attach") and args[-1] != "free":
            steps.append(("pay", action))
        return steps
    target = table.click_target(action)
    if target:
        at = click_point(table, target)
        return [("click", at)] if at else None
    if verb in ("town-hall", "reroll"):
        return [("dice", args[0]), ("button", action)]
    if verb == "bid":
        return [("bid", int(args[0])), ("button", action)]
    return [("button", action)]


def perform(app, table, action: Action) -> None:
    """Post the clicks and drags that mean ``action`` on this table."""
    steps = gesture(table, action)
    assert steps is not None, f"no gesture for {action}"
    for step in steps:
        kind = step[0]
        if kind == "drag":
            drag(app, step[1], step[2])
        elif kind == "click":
            click(app, step[1])
        elif kind == "dice":
            choose_dice(app, table, step[1])
        elif kind == "bid":
            choose_bid(app, table, step[1])
        elif kind == "pay" and table.pending:  # several dice sets pay: the chooser asks which
            press(app, table, step[1])
        elif kind == "button":
            press(app, table, step[1])


def press(app, table, action: Action) -> None:
    """Press the choice button that applies ``action`` (one of the chooser's when it is open)."""
    if table.pending:
        text = table.choice_label(action)
    else:
        text = next((words for words, a in table.game_choices(table.legal_here()) if a == action), None)
    if text is None and action.verb == "bid":  # the last bid is asked once more
        text = f"Bid {plural(int(action.args[0]), 'card')}"
    button = next((b for b in table.choice_buttons if text is not None and b.text in wordings(text)), None)
    assert button is not None, f"no button for {action}: {[b.text for b in table.choice_buttons]}"
    click(app, button.rect.center)
    if table.pending and table.pending[0] == action and action.verb == "bid":
        press(app, table, action)


def ready(app) -> None:
    """The person named on a hand-off screen says they are there."""
    from ui.scenes.handoff import HandoffScene
    frame(app)
    while isinstance(app.top, HandoffScene):
        app.top._ready()
        frame(app)
