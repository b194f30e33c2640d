"""Playing any Argo action at the table with mouse events only (and the map's keys), as a player would.

``gesture(table, action)`` says which presses, drags and buttons mean an action on the table as
it is drawn now (None: the action has no gesture); ``perform`` posts them. A tile is turned while
held, with the right button, the wheel or the R key, until it shows the rotation wanted; a
target off screen is first brought into view with F (fit the station) and the arrow keys.
"""

from __future__ import annotations

import math

import pygame

from game.core.actions import Action
from tests.ui.area51_mouse import click, drag, frame
from ui.argo.table import EDGE_SCROLL, cell_xy
from ui.table_base import Words, wordings

FREE_SPOTS = ((0.5, 0.5), (0.5, 0.14), (0.14, 0.5), (0.86, 0.5), (0.5, 0.86), (0.14, 0.14), (0.86, 0.14),
              (0.14, 0.86), (0.3, 0.3), (0.7, 0.3))


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    frame(app)


def move_to(app, pos, buttons=(0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))
    frame(app)


def button_down(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    frame(app)


def button_up(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frame(app)


def wheel(app, notches: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    frame(app)


def inner(table) -> pygame.Rect:
    """The part of the map where a held piece does not make the map scroll."""
    margin = EDGE_SCROLL + 8
    return table.layout.map.inflate(-2 * margin, -2 * margin)


def in_view(table, cell: str) -> bool:
    """The cell lies in the map's middle part, clear of the minimap."""
    rect = table.camera.cell_rect(*cell_xy(cell))
    return inner(table).contains(rect) and not (table.minimap_shown() and rect.colliderect(table.layout.minimap))


def show(app, table, cell: str) -> None:
    """Bring a cell into the map's middle part: F fits the station, the arrow keys pan."""
    camera = table.camera
    if in_view(table, cell):
        return
    key(app, pygame.K_f)
    for _ in range(30):
        rect, area = camera.cell_rect(*cell_xy(cell)), inner(table)
        if in_view(table, cell):
            return
        if area.contains(rect):  # under the minimap: move it left
            key(app, pygame.K_RIGHT)
            continue
        sx = -1 if rect.left < area.left else 1 if rect.right > area.right else 0
        sy = -1 if rect.top < area.top else 1 if rect.bottom > area.bottom else 0
        key(app, {(-1, 0): pygame.K_LEFT, (1, 0): pygame.K_RIGHT, (0, -1): pygame.K_UP,
                  (0, 1): pygame.K_DOWN}[(sx, 0) if sx else (0, sy)])
    raise AssertionError(f"cell {cell} cannot be brought into view")


def free_point(table, cell: str) -> tuple[int, int]:
    """A point of a cell on no piece."""
    rect = table.camera.cell_rect(*cell_xy(cell))
    places = table.places()
    pieces = list(places.astronauts.values()) + list(places.aliens.values())
    for fx, fy in FREE_SPOTS:
        point = (round(rect.left + fx * rect.width), round(rect.top + fy * rect.height))
        if all(math.dist(point, centre) > size / 2 + 3 for centre, size in pieces):
            return point
    return rect.center


def piece_cell(table, piece: str) -> str | None:
    kind, _, name = piece.partition(":")
    if kind == "tile":
        return table.places().tile_cell.get(name)
    if kind == "astro":
        return (table.astronaut(name) or {}).get("cell")
    if kind == "alien":
        return table.piece_cell(piece)
    return None


def piece_point(app, table, piece: str) -> tuple[int, int] | None:
    """Where a piece is picked up: on the map (brought into view), the display or the pod stack."""
    kind, _, name = piece.partition(":")
    view = table.view()
    if kind == "tile":
        for rect, tile in zip(table.layout.display, view["display"], strict=False):
            if tile["tile"] == name:
                return rect.center
        top = view["pod_stack"]["top"]
        if top and top["tile"] == name:
            return table.layout.pod_top.center
    cell = piece_cell(table, piece)
    if cell is None:
        return None
    show(app, table, cell)
    places = table.places()
    if kind == "tile":
        return free_point(table, cell)
    group = places.astronauts if kind == "astro" else places.aliens
    return group[name][0] if name in group else None


def target_point(app, table, target: str, keep: str | None = None) -> tuple[int, int] | None:
    """Where a drop or a click on ``target`` lands (``keep``: a cell that must stay in view too)."""
    kind, _, name = target.partition(":")
    if kind == "dead":
        return table.track_rects()[name].center
    if kind == "cell":
        cell = name.split("@")[0]
        show(app, table, cell)
        if keep is not None and not table.camera.shows(*cell_xy(keep)):
            return None
        return free_point(table, cell)
    if kind == "module":
        show(app, table, name)
        return table.places().badges[name].center
    if kind == "pod":
        cell = table.places().tile_cell[name]
        show(app, table, cell)
        return free_point(table, cell)
    if kind in ("astro", "alien"):
        piece_at = piece_cell(table, target)
        if piece_at is None:
            return None
        show(app, table, piece_at)
        group = table.places().astronauts if kind == "astro" else table.places().aliens
        return group[name][0]
    return None


def both_points(app, table, piece: str, target: str):
    """Where a drag starts and ends, both in view (the whole station is fitted when they are far apart)."""
    end = target_point(app, table, target)
    start = piece_point(app, table, piece)
    if table.piece_at(start) != piece or target_at_point(table, piece, end) != target:
        key(app, pygame.K_f)
        end = target_point(app, table, target)
        start = piece_point(app, table, piece)
    return start, end


def target_at_point(table, piece: str, point) -> str | None:
    """What a drop at ``point`` would mean for ``piece`` (asked without holding it)."""
    held = table.controller.piece
    table.controller.piece = piece
    try:
        return table.target_at(point)
    finally:
        table.controller.piece = held


def gesture(table, action: Action) -> list | None:
    """The steps that mean ``action``: ("drag", piece, target), ("click", target), ("button", action)
    or ("fly", action) (the Pilot's "Fly the pod elsewhere", then a drop)."""
    pair = table.drag_pair(action)
    if action.verb == "pilot" and action.args[0] == "move":
        return [("fly", action)]
    if pair:
        return [("drag", pair[0], pair[1])]
    target = table.click_target(action)
    if target:
        return [("click", target)]
    return [("button", action)]


def perform(app, table, action: Action, style: int = 0) -> None:
    """Post the clicks and drags that mean ``action``; ``style`` varies how (drag or click-to-hold,
    turning with the right button, the wheel or R)."""
    steps = gesture(table, action)
    assert steps is not None, f"no gesture for {action}"
    for step in steps:
        kind = step[0]
        if kind == "drag":
            piece, target = step[1], step[2]
            if piece.startswith("tile:"):
                hold_and_turn(app, table, piece, target, style)
                continue
            start, end = both_points(app, table, piece, target)
            assert start is not None and end is not None, (action, start, end)
            if style % 3 == 2:  # click the piece, then click where it goes
                click(app, start)
                click(app, end)
            else:
                drag(app, start, end)
        elif kind == "click":
            at = target_point(app, table, step[1])
            assert at is not None, action
            click(app, at)
        elif kind == "fly":
            press(app, table, "Fly the pod elsewhere")
            drop_held(app, table, action.args[1], int(action.args[2]), style)
        elif kind == "button":
            press(app, table, button_text(table, step[1]))
        if table.pending:  # one gesture, several actions: the chooser asks which
            press(app, table, table.choice_label(action))


def hold_and_turn(app, table, piece: str, target: str, style: int) -> None:
    """Pick a tile up (by a press, or a click that holds it), turn it over its cell, drop it."""
    cell, rotation = target.split(":")[1].split("@")
    start = piece_point(app, table, piece)
    assert start is not None, piece
    if style % 2:
        click(app, start)  # held until the next click
    else:
        move_to(app, start)
        button_down(app, start)
    drop_held(app, table, cell, int(rotation), style, pressed=not style % 2)


def drop_held(app, table, cell: str, rotation: int, style: int, pressed: bool = False) -> None:
    end = target_point(app, table, f"cell:{cell}")
    assert end is not None, cell
    move_to(app, end, (1, 0, 0) if pressed else (0, 0, 0))
    for _ in range(4):
        if table.rotation == rotation:
            break
        turn = style % 3
        if turn == 0:
            button_down(app, end, 3)
            button_up(app, end, 3)
        elif turn == 1:
            wheel(app, 1)
        else:
            key(app, pygame.K_r)
    assert table.rotation == rotation, (table.rotation, rotation)
    if pressed:
        button_up(app, end)
    else:
        click(app, end)


def button_text(table, action: Action) -> Words:
    text = next((words for words, a in table.game_choices(table.legal_here()) if a == action), None)
    assert text is not None, f"no button for {action}: {[b.text for b in table.choice_buttons]}"
    return text


def press(app, table, text: Words) -> None:
    button = next((b for b in table.choice_buttons if b.text in wordings(text)), None)
    assert button is not None, f"no button '{text}': {[b.text for b in table.choice_buttons]}"
    click(app, button.rect.center)


def deaths_after(state, action: Action) -> int:
    if action.verb in ("place", "end", "pass", "relocate"):
        return 0
    trial = state.clone()
    trial.apply(action)
    return len(trial.track) - len(state.track)


def sensible(state, legal: list[Action], chooser) -> Action:
    """A simple rule for whole games: do not end the actions early, cause as few deaths as possible
    (so games run long and busy), otherwise at random."""
    pool = [a for a in legal if a.verb != "end"] or legal
    if chooser.random() < 0.15:
        return chooser.choice(pool)
    counted = [(deaths_after(state, a), a) for a in pool]
    least = min(d for d, _ in counted)
    return chooser.choice([a for d, a in counted if d == least])
