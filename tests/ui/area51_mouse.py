"""Playing any Area 51 action at the table with mouse events only, as a player would."""

from __future__ import annotations

import pygame

from game.core.actions import Action


def frame(app, times: int = 1) -> None:
    for _ in range(times):
        app.frame()


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app, 2)


def drag(app, start, end) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frame(app, 2)


def press_button(app, table, text: str) -> None:
    button = next(b for b in table.choice_buttons if b.text == text)
    click(app, button.rect.center)


def lane_point(table, vehicle: str, route: str):
    """The middle of the lane half a vehicle on ``route`` stands on."""
    way = {"truck": "road", "train": "track"}[table.data.vehicle_kind[vehicle]]
    half = table.layout.lane_half(route, way)
    a, b = half[-2], half[-1]
    return (a[0] + b[0]) // 2, (a[1] + b[1]) // 2


def perform(app, table, action: Action) -> None:
    """Post the clicks and drags that mean ``action`` on this table."""
    layout, verb, args = table.layout, action.verb, action.args
    if verb == "take":
        if args[0] == "deck":
            click(app, layout.deck.center)
        else:
            slot = table.view()["display"].index(args[0])
            click(app, layout.display[slot].center)
    elif verb == "refresh":
        drag(app, table.card_rects()[args[0]].center, layout.display[2].center)
        press_button(app, table, next(b.text for b in table.choice_buttons if b.text.startswith("Discard")))
    elif verb == "build":
        drag(app, layout.tower_rects[args[0]].center, layout.regions[args[1]].center)
        if table.pending:  # both of a two-player seat's caps may found it
            press_button(app, table, f"With a {args[2]} cap")
    elif verb == "upgrade":
        click(app, layout.space_rects[args[0]].center)
    elif verb == "hire":
        drag(app, table.piece_centres[args[0]], lane_point(table, *args))
    elif verb in ("up", "down"):
        upper, lower = layout.hangar_halves(layout.hangar_rects[args[1]])
        drag(app, table.card_rects()[args[0]].center, (upper if verb == "up" else lower).center)
    elif verb == "done":
        press_button(app, table, next(b.text for b in table.choice_buttons if b.text.startswith("Hire with")))
    elif verb == "pickup":
        click(app, layout.hangar_rects[args[0]].center)
        press_button(app, table, next(b.text for b in table.choice_buttons if b.text.startswith("Pick up")))
    elif verb == "load":
        drag(app, table.card_rects()[args[0]].center, layout.space_rects[args[1]].center)
    else:
        raise AssertionError(f"no gesture for {action}")
