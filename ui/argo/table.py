"""The Argo table: its layout, drawing and gestures on the shared table (``ui/table_base.py``).

Gestures (spec 7): drag a ringed Alien onto a lit tile to move it; drag a display module or
the top escape pod onto the map, turning it with the right button, the wheel or R / E while
it is held (the cells where it fits in that turn are lit gold, those where it would fit turned
otherwise are dotted), and drop it on a gold cell; drag one of your ringed Astronauts onto a
lit tile to move it (an Explorer also onto a pale gold tile two steps away, both steps at once;
an Explorer's second step, a Jump Room step and a pushed piece the same way, or a click on the
lit tile); click a lit tile for a Teleporter's destination; click a
module's badge to activate it; click a red-ringed Astronaut for a victim, a red-ringed Alien
for the Laser, a lit pod for the Security Center, a body on the Alien track for the
Infirmary; drag an Alien onto an Astronaut for the Lab, a ringed tile for the Control Room
and the pod for a Pilot who flies it. A click on a piece instead of a drag holds it until the
next click. Buttons: End actions, Stop here, the Pilot's choice, the Time Machine's Use and
Pass (asked with a banner across the map in the asked player's colour).

The map pans by dragging empty space (or with the right or middle button), with the arrow
keys or WASD, zooms with the wheel (or + and -), and F or Home fits the whole station; while
part of the station is out of view a minimap in the corner shows it all and a click there goes
there; when a
tile lands off screen the view follows it, unless the player moved the view lately.

Argo hides nothing but the module stack, so no screen is ever handed off (the base asks the
engine) and the status and banner say who decides.
"""

from __future__ import annotations

import math
import time

import pygame

from game.argo.words import alien_words
from game.core.actions import Action
from game.core.wording import plural, sentence_start
from ui.argo import drawing
from ui.argo.layout import Layout, MapPlaces, place_map
from ui.camera import Camera
from ui.remote_session import TableSession
from ui.table_base import Choice, TableBase, Words
from ui.text import draw_label

ALIENS = frozenset(f"A{i}" for i in range(1, 10))
ROTATIONS = (0, 90, 180, 270)
END, STOP, PASS = Action("end"), Action("stop"), Action("pass")
CLICK_HOLD_PIXELS = 6
"""A press and release this close together is a click: the piece stays held until the next click."""
EDGE_SCROLL = 24
FIT_MOST = 2.0
"""Fitting the station zooms in up to this much: a young station is shown large."""
EDGE_SPEED = 400
EDGE_REST_SECONDS = 0.5
"""How long a held piece rests at the map's edge before the map scrolls under it."""
PAN_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
            pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1), pygame.K_s: (0, 1)}


def cell_xy(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return int(x), int(y)


class TableScene(TableBase):
    game_title = "Argo"
    VERB_SOUNDS = {verb: "piece_down" for verb in ("move", "step", "push", "teleport", "relocate", "pilot", "swap",
                                                    "launch", "alien", "revive", "activate")}
    VERB_SOUNDS |= {"place": "card_play", "timemachine": "card_play"}

    def __init__(self, app, session: TableSession, autosave: bool = True, replay: bool = False):
        self._camera: Camera | None = None
        """Made with the first layout (during the base's ``__init__``), then only moved and resized."""
        self.rotation = 0
        self.sticky = False
        """A piece picked up by a click stays held until the next click."""
        self.press_from: tuple[int, int] | None = None
        self.turned_while_pressed = False
        """A tile turned while the button is held is dropped by the release, even where it was picked up."""
        self.panning: tuple[int, int] | None = None
        """While the map is dragged: the last mouse position."""
        self.known_cells: set[str] | None = None
        self.two_steps: dict[str, list[Action]] = {}
        """While an Explorer is held: her two-step cells, with the first steps leading there."""
        self.plan: str | None = None
        """The cell an Explorer's second step goes to once her first is made."""
        self.plan_after_choice: str | None = None
        self._places: tuple | None = None
        self._memo_key: object = None
        self._memo: dict = {}
        super().__init__(app, session, autosave, replay)
        self.known_cells = {t["cell"] for t in self.state.view(None)["tiles"]}

    # ------------------------------------------------------------------ layout and camera
    def make_layout(self, size) -> Layout:
        layout = Layout(size)
        if self._camera is None:
            self._camera = Camera(layout.map, layout.cell)
            self.fit_station(self.state.view(None))
        else:
            self.camera.resize(layout.map, layout.cell)
            self.fit_station(self.view())
        self._places = None
        return layout

    @property
    def camera(self) -> Camera:
        assert self._camera is not None, "the camera is made with the first layout"
        return self._camera

    def fit_station(self, view: dict | None = None) -> None:
        """Show the whole station with a cell of room round it for new tiles."""
        view = view or self.view()
        cells = [(t["x"], t["y"]) for t in view["tiles"]]
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        frame = [(min(xs) - 1, min(ys) - 1), (max(xs) + 1, max(ys) + 1)]
        self.camera.fit(cells + frame, margin=0.2, most=FIT_MOST, pad=EDGE_SCROLL + 12)
        self._places = None
        self.dirty = True

    def places(self) -> MapPlaces:
        """Where the view's tiles and pieces lie on the screen, worked out once per view and camera."""
        view, camera = self.view(), self.camera
        key = (id(view), camera.cell, camera.centre, camera.viewport.topleft, camera.viewport.size)
        if self._places is None or self._places[0] != key or self._places[1] is not view:
            self._places = (key, view, place_map(view, camera))
        return self._places[2]

    def memo(self, name: str, make):
        """Something worked out from the current position and viewer, once."""
        key = (id(self.view()), self.changes)
        if self._memo_key != key:
            self._memo_key, self._memo = key, {}
        if name not in self._memo:
            self._memo[name] = make()
        return self._memo[name]

    def legal(self) -> list[Action]:
        return self.memo("legal", self.legal_here)

    def clickable(self) -> dict[str, list[Action]]:
        return self.memo("clickable", lambda: self.controller.clickable(self.legal()))

    def draggable(self) -> set[str]:
        return self.memo("draggable", lambda: self.controller.draggable(self.legal()))

    # ------------------------------------------------------------------ gestures
    def step(self) -> dict:
        return self.view()["step"] or {}

    def sound_of(self, action: Action, before, after) -> str | None:
        """A growl when an Astronaut or an Alien dies; else the verb's sound."""
        if len(after.track) > len(before.track) or len(after.alien_cell) < len(before.alien_cell):
            return "kill"
        return super().sound_of(action, before, after)

    def drag_pair(self, action: Action) -> tuple[str, str] | None:
        verb, args = action.verb, action.args
        if verb == "alien":
            return f"alien:{args[0]}", f"cell:{args[1]}"
        if verb == "push":
            return f"{'alien' if args[0] in ALIENS else 'astro'}:{args[0]}", f"cell:{args[1]}"
        if verb in ("place", "relocate"):
            return f"tile:{args[0]}", f"cell:{args[1]}@{args[2]}"
        if verb == "pilot" and args[0] == "move":
            return f"tile:{self.step().get('pod')}", f"cell:{args[1]}@{args[2]}"
        if verb == "move":
            return f"astro:{args[0]}", f"cell:{args[1]}"
        if verb == "step":
            return f"astro:{self.step().get('astronaut')}", f"cell:{args[0]}"
        if verb == "swap":
            return f"alien:{args[1]}", f"astro:{args[0]}"
        return None

    def click_target(self, action: Action) -> str | None:
        verb, args = action.verb, action.args
        if verb == "push":
            return f"cell:{args[1]}"
        if verb in ("step", "teleport"):
            return f"cell:{args[0]}"
        if verb == "kill":
            return f"astro:{args[0]}"
        if verb == "laser":
            return f"alien:{args[0]}"
        if verb == "launch":
            return f"pod:{args[0]}"
        if verb == "revive":
            return f"dead:{args[0]}"
        if verb == "activate":
            astro = self.astronaut(args[0])
            return f"module:{astro['cell']}" if astro else None
        return None

    def astronauts(self) -> dict[str, dict]:
        """The view's Astronauts by id."""
        return self.memo("astronauts", lambda: {a["id"]: a for a in self.view()["astronauts"]})

    def astronaut(self, astro: str) -> dict | None:
        return self.astronauts().get(astro)

    def tile_at_cell(self, cell: str) -> dict | None:
        return self.memo("tiles", lambda: {t["cell"]: t for t in self.view()["tiles"]}).get(cell)

    def click_candidate(self, target: str) -> Action | None:
        """The action a click on ``target`` would mean now, so the engine can say why not."""
        kind, _, name = target.partition(":")
        step = self.step().get("kind")
        if kind == "module":
            tile = self.tile_at_cell(name) or {}
            own = [a for a in tile.get("astronauts", ()) if (self.astronaut(a) or {}).get("owner") == self.viewer]
            return Action("activate", (own[0] if own else "",))
        verbs = {"pod": "launch", "alien": "laser", "astro": "kill", "dead": "revive"}
        if kind in verbs and step == verbs[kind]:
            return Action(verbs[kind], (name,))
        if kind == "cell" and step == "teleport":
            return Action("teleport", (name,))
        if kind == "cell" and step in ("explorer", "jump"):
            return Action("step", (name,))
        return None

    def drag_candidate(self, piece: str, target: str) -> Action | None:
        """The action a refused drop would have meant, so the engine can say why not."""
        kind, _, name = piece.partition(":")
        place, _, where = target.partition(":")
        step = self.step().get("kind")
        if place == "astro" and kind == "alien":
            return Action("swap", (where, name))
        if place != "cell":
            return None
        cell, _, rotation = where.partition("@")
        if kind == "tile":
            if step == "relocate":
                return Action("relocate", (name, cell, rotation))
            if step == "pilot":
                return Action("pilot", ("move", cell, rotation))
            return Action("place", (name, cell, rotation))
        if kind == "alien":
            return Action("push" if step == "alien_push" else "alien", (name, cell))
        if kind == "astro":
            if step == "push":
                return Action("push", (name, cell))
            if step in ("explorer", "jump"):
                return Action("step", (cell,))
            return Action("move", (name, cell))
        return None

    # ------------------------------------------------------------------ hit-testing
    def pieces_under(self, pos) -> list[str]:
        """Every piece under ``pos``, the one drawn on top first."""
        found = []
        places = self.places()
        if self.layout.map.collidepoint(pos) and not self.on_minimap(pos):
            for kind, group in (("astro", places.astronauts), ("alien", places.aliens)):
                for name, (centre, size) in group.items():
                    if math.dist(pos, centre) <= size / 2 + 2:
                        found.append(f"{kind}:{name}")
            cell = self.cell_under(pos)
            tile = self.tile_at_cell(cell) if cell else None
            if tile is not None:
                found.append(f"tile:{tile['tile']}")
        view = self.view()
        for rect, tile in zip(self.layout.display, view["display"], strict=False):
            if rect.collidepoint(pos):
                found.append(f"tile:{tile['tile']}")
        top = view["pod_stack"]["top"]
        if top and self.layout.pod_top.collidepoint(pos):
            found.append(f"tile:{top['tile']}")
        return found

    def minimap_shown(self) -> bool:
        """The minimap is shown while part of the station is out of view."""
        area = self.layout.map
        return any(not area.contains(rect) for rect in self.places().cells.values())

    def on_minimap(self, pos) -> bool:
        return self.layout.minimap.collidepoint(pos) and self.minimap_shown()

    def minimap_jump(self, pos) -> None:
        """A click on the minimap centres the map there."""
        box = self.layout.minimap
        scale, cx, cy = drawing.minimap_scale(box, [(t["x"], t["y"]) for t in self.view()["tiles"]])
        self.camera.centre = (cx + (pos[0] - box.centerx) / scale, cy + (pos[1] - box.centery) / scale)
        self.camera.touched = time.monotonic()
        self.dirty = True

    def cell_under(self, pos) -> str | None:
        if self.on_minimap(pos):
            return None
        cell = self.camera.cell_at(pos)
        return f"{cell[0]},{cell[1]}" if cell else None

    def piece_at(self, pos) -> str | None:
        """A piece that can be picked up now; else an Astronaut (in an Action phase) or an Alien (in the
        Alien phase) that cannot, so the press says why."""
        under = self.pieces_under(pos)
        draggable = self.draggable()
        for piece in under:
            if piece in draggable:
                return piece
        if self.state.to_move() != self.viewer or not self.interactive:
            return None
        step = self.step().get("kind")
        for piece in under:
            kind, _, name = piece.partition(":")
            if kind == "astro" and step in ("actions", "tm_action", "lab"):
                return piece
            if kind == "alien" and step == "alien_move":
                return piece
            if kind == "tile" and step == "build":  # a module or pod that fits nowhere: the press says so
                return piece
        return None

    def why_not_movable(self, piece: str) -> str:
        kind, _, name = piece.partition(":")
        if kind == "astro" and self.step().get("kind") == "lab":
            return "The Lab's swap: drag the Alien onto the Astronaut it changes places with."
        if kind == "astro":
            astro = self.astronaut(name) or {}
            tile = self.tile_at_cell(astro.get("cell") or "") or {}
            target = (tile.get("links") or [astro.get("cell") or "0,0"])[0]
            reason = self.state.why_illegal(Action("move", (name, target)))
            if reason:
                return reason
        if kind == "alien":
            cell = next((a["cell"] for a in self.view()["aliens"] if a["id"] == name), None)
            tile = self.tile_at_cell(cell or "") or {}
            for target in tile.get("links") or ():
                reason = self.state.why_illegal(Action("alien", (name, target)))
                if reason:
                    return f"{name} cannot move: {reason[0].lower()}{reason[1:]}"
        if kind == "tile" and self.step().get("kind") == "build" and self.state.to_move() == self.viewer:
            return self.why_tile_has_no_place(name)
        return super().why_not_movable(piece)

    def why_tile_has_no_place(self, tile: str) -> str:
        """A module or the top pod that fits nowhere now, in words (the engine's reason for its
        nearest free place would name one spot only)."""
        state = self.state
        if tile in state.pod_stack[:1]:
            return (f"The top escape pod fits nowhere yet: it must lie at least {state.setup.pod_distance} tiles "
                    f"beyond the Waking Room, against a striped door of a module. Add a module instead.")
        return "That module fits nowhere now: no free place has a striped door of the station facing it."

    def target_at(self, pos) -> str | None:
        piece = self.controller.piece
        cell = self.cell_under(pos)
        if piece is None or cell is None:
            return None
        if piece.startswith("tile:"):
            return f"cell:{cell}@{self.rotation}"
        if piece.startswith("alien:") and self.step().get("kind") == "lab":
            for under in self.pieces_under(pos):
                if under.startswith("astro:"):
                    return under
            tile = self.tile_at_cell(cell) or {}
            return f"astro:{tile['astronauts'][0]}" if tile.get("astronauts") else None
        return f"cell:{cell}"

    def click_at(self, pos) -> str | None:
        """What a click at ``pos`` is on: what can be clicked now first, and never over a piece that
        can be picked up (the press picks it up instead)."""
        candidates = []
        places = self.places()
        on_map = self.layout.map.collidepoint(pos)
        under = self.pieces_under(pos)
        draggable = self.draggable()
        if any(p in draggable for p in under):
            return None
        if on_map:
            candidates += [p for p in under if p.startswith(("astro:", "alien:"))]
            cell = self.cell_under(pos)
            tile = self.tile_at_cell(cell) if cell else None
            if cell and tile is not None:
                if tile["type"] == "pod":
                    candidates.append(f"pod:{tile['tile']}")
                badge = places.badges.get(cell)
                if badge is not None and badge.inflate(badge.height // 2, badge.height // 2).collidepoint(pos):
                    candidates.append(f"module:{cell}")
            clickable = self.clickable()
            if cell is not None and (tile is not None or f"cell:{cell}" in clickable):
                candidates.append(f"cell:{cell}")
        else:
            candidates += [f"dead:{astro}" for astro, rect in self.track_rects().items() if rect.collidepoint(pos)]
        clickable = self.clickable()
        for target in candidates:
            if target in clickable:
                return target
        return candidates[0] if candidates else None

    def track_rects(self) -> dict[str, pygame.Rect]:
        """The bodies on the Alien track, by Astronaut."""
        slots = self.view()["track"]["slots"]
        _caption, _score, rects = self.layout.track_parts(len(slots))
        return {slot["astronaut"]: rect for slot, rect in zip(slots, rects, strict=False) if slot["astronaut"]}

    # ------------------------------------------------------------------ holding, dropping, rotating
    def press(self, pos) -> bool:
        self.mouse = pos
        if self.controller.piece and self.sticky:
            self.sticky = False
            return self.drop(pos)
        if self.on_minimap(pos):
            self.minimap_jump(pos)
            return True
        handled = super().press(pos)
        if self.controller.piece and not self.controller.targets:
            self.controller.cancel()  # nothing to do with it: the reason is shown, nothing is held
        if self.controller.piece:
            self.press_from, self.sticky, self.turned_while_pressed = pos, False, False
            self.edge_rest = 0.0
            if self.controller.piece.startswith("tile:"):
                self.rotation = self.first_rotation(self.controller.piece)
            self.two_steps = self.explorer_second_steps(self.controller.piece)
        return handled

    def act(self, action: Action) -> bool:
        if self.plan_after_choice is not None:  # a first step chosen among several ways to the cell
            if action in self.pending:
                self.plan = self.plan_after_choice
            self.plan_after_choice = None
        return super().act(action)

    def cancel_pending(self) -> None:
        self.plan_after_choice = None
        super().cancel_pending()

    def explorer_second_steps(self, piece: str) -> dict[str, list[Action]]:
        """For an Explorer picked up for a Move: the cells her second step reaches (when the first
        needs no other choice), each with the first steps that lead there."""
        kind, _, name = piece.partition(":")
        info = self.astronaut(name) if kind == "astro" else None
        if not info or info["role"] != "explorer" or self.step().get("kind") not in ("actions", "tm_action"):
            return {}
        found: dict[str, list[Action]] = {}
        for actions in self.controller.targets.values():
            for first in actions:
                if first.verb != "move":
                    continue
                trial = self.state.clone()
                trial.apply(first)
                if not trial.steps or trial.steps[-1][0] != "explorer" or trial.to_move() != self.viewer:
                    continue
                for second in trial.legal_actions():
                    if second.verb == "step":
                        found.setdefault(f"cell:{second.args[0]}", []).append(first)
        return found

    def after_change(self) -> None:
        """A drop on an Explorer's second-step cell goes on by itself once the first step is made."""
        super().after_change()
        plan, self.plan = self.plan, None
        if plan is None or self.state.to_move() != self.viewer or not self.interactive:
            return
        second = Action("step", (plan,))
        if second in self.legal_here():
            self.act(second)

    def first_rotation(self, piece: str) -> int:
        """The turn a picked-up tile (``piece``) starts in: the hint's when it suggests placing this
        tile, else its own (on the map), else the first where it fits."""
        name = piece[5:]
        hinted = self.marked[0] if self.marked else None
        if hinted is not None and hinted.verb in ("place", "relocate") and hinted.args[0] == name:
            return int(hinted.args[2])
        tile = self.tile_at_cell(self.places().tile_cell.get(name, "")) if name in self.places().tile_cell else None
        start = tile["rotation"] if tile else 0
        order = [r for r in ROTATIONS[ROTATIONS.index(start):] + ROTATIONS[:ROTATIONS.index(start)]]
        for rotation in order:
            if any(t.endswith(f"@{rotation}") for t in self.controller.targets):
                return rotation
        return start

    def release(self, pos) -> bool:
        """A release where the press was is a click that holds the piece, unless the tile was
        turned in between to a place it may take there (the Control Room turning a tile in place)."""
        turned_in_place = self.turned_while_pressed and self.target_at(pos) in self.controller.targets
        if self.press_from is not None and self.is_click(pos, CLICK_HOLD_PIXELS) and not turned_in_place:
            self.sticky = True
            self.mouse = pos
            self.dirty = True
            return True
        return self.drop(pos)

    def drop(self, pos) -> bool:
        """Let the held piece go at ``pos``: onto nothing, or back where it lies, it snaps back quietly."""
        self.press_from = None
        self.sticky = False
        target = self.target_at(pos)
        piece = self.controller.piece or ""
        two_steps, self.two_steps = self.two_steps, {}
        if target is None or target == f"cell:{self.piece_cell(piece)}":
            self.controller.cancel()
            self.dirty = True
            return True
        if target not in self.controller.targets and target in two_steps:
            self.controller.cancel()
            self.dirty = True
            firsts = two_steps[target]
            if len(firsts) == 1:
                self.plan = target[5:]
                return self.act(firsts[0])
            self.plan_after_choice = target[5:]
            return self.choose_among(firsts)
        return super().release(pos)

    def piece_cell(self, piece: str) -> str | None:
        kind, _, name = piece.partition(":")
        if kind == "astro":
            return (self.astronaut(name) or {}).get("cell")
        if kind == "alien":
            return next((a["cell"] for a in self.view()["aliens"] if a["id"] == name), None)
        return None

    def turn_held(self, quarter: int) -> bool:
        """Turn a held tile a quarter clockwise (1) or back (-1)."""
        if not (self.controller.piece or "").startswith("tile:"):
            return False
        self.rotation = (self.rotation + 90 * quarter) % 360
        self.turned_while_pressed = self.press_from is not None and not self.sticky
        self.dirty = True
        return True

    def hold(self, piece: str) -> None:
        """Pick a piece up as if it had been clicked (a button's way to start a drag)."""
        if self.controller.pick(piece, self.legal()):
            self.sticky, self.press_from = True, None
            if piece.startswith("tile:"):
                self.rotation = self.first_rotation(piece)
        self.dirty = True

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.turn_held(1 if event.y > 0 else -1):
                return True
            if self.layout.map.collidepoint(self.mouse) and event.y:
                self.camera.wheel(event.y, self.mouse)
                self.dirty = True
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            if event.button == 3 and self.turn_held(1):
                return True
            if self.layout.map.collidepoint(event.pos):
                self.panning = event.pos
                return True
        if event.type == pygame.MOUSEBUTTONUP and self.panning is not None and event.button in (1, 2, 3):
            self.panning = None
            return True
        if event.type == pygame.MOUSEMOTION and self.panning is not None:
            self.camera.pan_pixels(event.pos[0] - self.panning[0], event.pos[1] - self.panning[1])
            self.panning = event.pos
            self.mouse = event.pos
            self.dirty = True
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.dirty = True
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        key = event.key
        if key in PAN_KEYS and not event.mod & pygame.KMOD_CTRL:
            self.camera.pan_key(*PAN_KEYS[key])
            self.camera.keep_near((t["x"], t["y"]) for t in self.view()["tiles"])
            self.dirty = True
            return True
        if key in (pygame.K_f, pygame.K_HOME):
            self.fit_station()
            self.camera.touched = -math.inf
            return True
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_by(1.15 if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) else 1 / 1.15)
            self.dirty = True
            return True
        if key in (pygame.K_r, pygame.K_e) and self.turn_held(1 if key == pygame.K_r else -1):
            return True
        if key == pygame.K_ESCAPE and self.controller.piece:
            self.sticky = False
        return super().handle_key(event)

    def press_elsewhere(self, pos, legal: list[Action]) -> bool:
        """A press on empty space of the map starts dragging the map."""
        if self.layout.map.collidepoint(pos):
            self.panning = pos
            return True
        return False

    edge_rest = 0.0
    """How long the held piece has rested in the map's edge band."""

    def update(self, dt: float) -> None:
        """While a piece picked up on the map rests at the map's edge, the map scrolls under it (a
        module brought from the display only crosses the edge on its way in, and never scrolls it)."""
        dx = dy = 0
        if self.controller.piece and self.press_from and self.layout.map.collidepoint(self.press_from) \
                and self.layout.map.collidepoint(self.mouse):
            area = self.layout.map
            x, y = self.mouse
            dx = (x < area.left + EDGE_SCROLL) - (x > area.right - EDGE_SCROLL)
            dy = (y < area.top + EDGE_SCROLL) - (y > area.bottom - EDGE_SCROLL)
        self.edge_rest = self.edge_rest + dt if dx or dy else 0.0
        if self.edge_rest >= EDGE_REST_SECONDS:
            self.camera.pan_pixels(dx * EDGE_SPEED * dt, dy * EDGE_SPEED * dt)
            self.dirty = True
        super().update(dt)

    # ------------------------------------------------------------------ after a change
    def position_changed(self) -> None:
        """A piece still held (a button was pressed meanwhile) is let go: its targets are gone."""
        self.sticky, self.press_from = False, None
        self.controller.cancel()
        super().position_changed()
        self.follow_new_tiles()

    def lesson_changed(self, same_session: bool) -> None:
        """A lesson's step on a position of its own shows its whole station."""
        super().lesson_changed(same_session)
        if not same_session:
            self.fit_station()

    def mark(self, action: Action, text: str) -> None:
        """A bot's move or a hint: the view follows where it happens before it is played."""
        super().mark(action, text)
        cell = {"place": 1, "relocate": 1, "alien": 1, "move": 1, "push": 1, "step": 0, "teleport": 0}.get(action.verb)
        if cell is not None and len(action.args) > cell and "," in action.args[cell]:
            cells = [(t["x"], t["y"]) for t in self.view()["tiles"]] + [cell_xy(action.args[cell])]
            if self.camera.follow(*cell_xy(action.args[cell]), cells, pad=EDGE_SCROLL + 12):
                self._places = None

    def follow_new_tiles(self) -> None:
        """A tile placed (or moved) off screen is brought into view."""
        view = self.view()
        cells = {t["cell"] for t in view["tiles"]}
        new = cells - (self.known_cells or set())
        self.known_cells = cells
        everything = [cell_xy(c) for c in cells]
        xs, ys = [x for x, _ in everything], [y for _, y in everything]
        everything += [(min(xs) - 1, min(ys) - 1), (max(xs) + 1, max(ys) + 1)]
        moved = False
        for cell in sorted(new):
            moved |= self.camera.follow(*cell_xy(cell), everything, pad=EDGE_SCROLL + 12)
        if moved:
            self.motion.stop()
            self._places = None
            self.dirty = True

    # ------------------------------------------------------------------ choices
    def build(self) -> None:
        super().build()
        area = self.layout.map
        size = 30
        self.map_buttons = {}
        for i, (text, run, words) in enumerate((("Fit", self.fit_button, "Show the whole station (F or Home)"),
                                                ("-", lambda: self.zoom_button(1 / 1.15), "Zoom out (- or wheel)"),
                                                ("+", lambda: self.zoom_button(1.15), "Zoom in (+ or wheel)"))):
            width = 52 if text == "Fit" else size
            x = area.left + 8 + (0 if i == 0 else 52 + 6 + (i - 1) * (size + 6))
            button = self.button((x, area.bottom - size - 8, width, size), text, run, object_id="#small_button")
            self.map_buttons[text] = button
            self.button_help[button] = words

    def fit_button(self) -> None:
        self.fit_station()
        self.camera.touched = -math.inf

    def zoom_button(self, factor: float) -> None:
        self.camera.zoom_by(factor)
        self.dirty = True

    def game_choices(self, legal: list[Action]) -> list[Choice]:
        choices: list[Choice] = []
        view = self.view()
        step = self.step()
        if END in legal:
            choices.append(("End actions", END))
        if STOP in legal:
            choices.append(("Stop here", STOP))
        for action in legal:
            if action.verb == "pilot" and action.args[0] == "stay":
                choices.append(("Stay in the pod", action))
            elif action.verb == "pilot" and action.args[0] == "launch":
                pod = next((p for p in view["pods"] if p["tile"] == step.get("pod")), None)
                value = pod["seats"][0]["value"] if pod else 0
                choices.append((f"Take off alone (+{value})", action))
        if any(a.verb == "pilot" and a.args[0] == "move" for a in legal):
            choices.append(("Fly the pod elsewhere", lambda: self.hold(f"tile:{step.get('pod')}")))
        uses = [a for a in legal if a.verb == "timemachine"]
        for action in uses:
            role = drawing.ROLE_NAMES[self.astronauts()[action.args[0]]["role"]]
            choices.append(("Use the Time Machine" if len(uses) == 1 else f"Use it with your {role}", action))
        if PASS in legal:
            choices.append(("Pass", PASS))
        return choices

    def choice_label(self, action: Action) -> Words:
        if action.verb == "move" and self.plan_after_choice is not None:
            tile = self.tile_at_cell(action.args[1]) or {}
            return f"Through the {tile.get('name', 'tile')} at {action.args[1]}"
        if action.verb == "activate":
            role = drawing.ROLE_NAMES[self.astronauts()[action.args[0]]["role"]]
            return f"With your {role}"
        return super().choice_label(action)

    def shown_prompts(self, view: dict) -> list[str]:
        """The prompt, longest first: while a tile is held, with how to turn and drop it (alone
        when the status box cannot hold both)."""
        prompt = self.shown_prompt(view)
        piece = self.controller.piece or ""
        if piece.startswith("tile:"):
            how = "Turn it with the right button, the wheel or R; drop it on a gold cell."
            return [f"{prompt} {how}", how, prompt]
        return [prompt]

    # ------------------------------------------------------------------ drawing
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        return drawing.panels_background(size, self.layout)

    def draw_title(self, surface, view) -> None:
        right = min(button.rect.left for button in self.top_buttons.values()) - 10
        title = draw_label(surface, self.game_title, pygame.Rect(14, 8, 80, 32), 20, drawing.GOLD, bold=True)
        left = (title.right if title else 14) + 16
        players = f"{plural(len(view['seats']), 'player')} · Aliens {view['track']['difficulty']}"
        if view["options"].get("deep_space"):
            players += " · deep space"
        draw_label(surface, [f"{view['phase_label']} · {players}", view["phase_label"], view["phase_label"].split(
            " · ")[0]], pygame.Rect(left, 8, max(10, right - left), 32), 15, drawing.DIM)

    def lit(self) -> dict[str, str]:
        """What to light, and how: "gold" targets, "soft" pickable pieces, "red" victims."""
        lit: dict[str, str] = {}
        piece = self.controller.piece
        if piece:
            for target in self.controller.targets:
                if "@" in target:
                    cell, rotation = target.split("@")
                    if int(rotation) == self.rotation:
                        lit[cell] = "gold"
                    elif lit.get(cell) != "gold":
                        lit[cell] = "dotted"
                else:
                    lit[target] = "danger" if self.meets_an_alien(piece, target) else "gold"
            for target in self.two_steps:
                lit.setdefault(target, "danger" if self.meets_an_alien(piece, target) else "light")
        else:
            for target in self.draggable():
                lit[target] = "soft"
            step = self.step().get("kind")
            for target in self.clickable():
                lit[target] = "red" if step in ("kill", "laser") else "gold"
        marked_piece, marked_places = self.marked_parts()
        if marked_piece:
            lit[marked_piece] = "gold"
        for place in marked_places:
            lit[place.split("@")[0]] = "gold"
        for action in self.pending:
            target = self.click_target(action) or (self.drag_pair(action) or (None, ""))[1]
            lit[target.split("@")[0]] = "gold"
        return lit

    def meets_an_alien(self, piece: str, target: str) -> bool:
        """Whether a person's Astronaut dropped on ``target`` walks into an Alien's tile (Robots are
        not edible): such a target is lit red, so no deadly step looks like a safe one."""
        kind, _, name = piece.partition(":")
        if kind != "astro" or not target.startswith("cell:"):
            return False
        if (self.astronaut(name) or {}).get("role") == "robot":
            return False
        return bool((self.tile_at_cell(target[5:]) or {}).get("alien"))

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        layout = self.layout
        colour_blind = self.app.settings.colour_blind
        lit = self.lit()
        self.draw_map(surface, view, lit, colour_blind)
        deciding = view["to_move"]
        who = (view["seats"][deciding]["name"], view["seats"][deciding]["colour"]) if deciding is not None else None
        drawing.draw_status(surface, layout, who, self.phase_chips(view), self.shown_prompts(view), colour_blind)
        surface.blit(drawing.players_sprite(layout, drawing.player_rows_type(view), colour_blind), layout.players)
        surface.blit(drawing.track_sprite(layout, drawing.track_type(view), colour_blind), layout.track)
        for astro, rect in self.track_rects().items():
            if f"dead:{astro}" in lit:
                pygame.draw.rect(surface, drawing.GOLD, rect.inflate(2, 2), 2, border_radius=4)
        instructing = self.interactive and not self.state.is_over()
        surface.blit(drawing.supply_sprite(layout, drawing.supply_type(view, instructing)), layout.supply)
        held = self.controller.piece
        shown = list(zip(layout.display, view["display"], strict=False)) + [(layout.pod_top, view["pod_stack"]["top"])]
        for rect, tile in shown:
            if tile is None:
                continue
            name = f"tile:{tile['tile']}"
            if name == held:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((10, 14, 20, 170))
                surface.blit(shade, rect)
            elif name in lit:
                drawing.outline(surface, rect.inflate(4, 4), drawing.GOLD if lit[name] == "gold" else drawing.SOFT, 2)

    def phase_chips(self, view: dict) -> list[tuple[str, bool]]:
        phase = view["phase"]
        first = view["first_turn"][view["active"]] if view["first_turn"] else False
        count = 1 if first else 2
        done = count - view["actions_left"]
        chips = [("Alien", phase == "alien"), ("Build", phase == "build")]
        if count == 1:
            chips.append(("Action", phase == "actions"))
        else:
            chips += [(f"Action {n}", phase == "actions" and done + 1 == n) for n in (1, 2)]
        return chips

    def draw_map(self, surface, view: dict, lit: dict[str, str], colour_blind: bool) -> None:
        layout, camera, places = self.layout, self.camera, self.places()
        area = layout.map
        clip = surface.get_clip()
        surface.set_clip(area)
        drawing.draw_grid(surface, camera)
        hidden = self.hidden_pieces()
        size = camera.cell
        for tile in sorted(view["tiles"], key=lambda t: t["type"] == "waking_room"):  # the hub over the gaps
            if f"tile:{tile['tile']}" in hidden:
                continue
            rect = places.cells[tile["cell"]]
            if not rect.colliderect(area):
                continue
            sprite = drawing.tile_sprite(drawing.tile_type(tile), size)
            surface.blit(sprite, sprite.get_rect(center=rect.center))
            slots = drawing.badge_slots(places.badges.get(tile["cell"], rect))
            for colour, spot in zip(tile["tokens"], slots, strict=False):
                drawing.draw_token(surface, colour, spot, max(6, places.badges[tile["cell"]].height * 0.8),
                                   colour_blind)
        for cell, how in lit.items():
            kind, _, name = cell.partition(":")
            if kind == "cell":
                rect = places.cells.get(name) or camera.cell_rect(*cell_xy(name))
                if how == "dotted":
                    drawing.dotted(surface, rect.inflate(-4, -4), drawing.GOLD)
                elif how == "light":
                    drawing.outline(surface, rect.inflate(-6, -6), drawing.LIGHT_GOLD, max(2, size // 32))
                elif how == "danger":
                    drawing.outline(surface, rect.inflate(-2, -2), drawing.DANGER, max(3, size // 16))
                    words = pygame.Rect(rect.left + 4, rect.top + 3, rect.width - 8, max(10, rect.height // 5))
                    draw_label(surface, ["Alien here!", "Alien!"], words, max(9, size // 9), drawing.DANGER,
                               bold=True, align="center")
                else:
                    drawing.outline(surface, rect.inflate(-2, -2), drawing.GOLD, max(2, size // 24))
            elif kind == "module" and name in places.badges:
                drawing.outline(surface, places.badges[name].inflate(6, 6), drawing.GOLD, 2)
            elif kind == "pod" and name in places.tile_cell:
                drawing.outline(surface, places.cells[places.tile_cell[name]].inflate(-2, -2),
                                drawing.GOLD, max(2, size // 24))
            elif kind == "tile" and name in places.tile_cell:
                drawing.outline(surface, places.cells[places.tile_cell[name]].inflate(-6, -6),
                                drawing.SOFT if how == "soft" else drawing.GOLD, 2)
        self.draw_marked_tile(surface)
        self.draw_pieces(surface, view, lit, hidden, colour_blind)
        drawing.draw_rulers(surface, camera)
        if self.minimap_shown():
            drawing.draw_minimap(surface, layout.minimap, view["tiles"], camera)
        self.draw_banner(surface, view, colour_blind)
        surface.set_clip(clip)

    def draw_pieces(self, surface, view: dict, lit: dict[str, str], hidden: set, colour_blind: bool) -> None:
        places = self.places()
        self.piece_centres = {}
        rings = {"gold": drawing.GOLD, "soft": drawing.SOFT, "red": drawing.DANGER}
        area = self.layout.map
        for alien, (centre, size) in places.aliens.items():
            name = f"alien:{alien}"
            self.piece_centres[name] = centre
            if name not in hidden and area.collidepoint(centre):
                drawing.draw_alien(surface, alien, centre, size, rings.get(lit.get(name, "")))
        for astro, (centre, size) in places.astronauts.items():
            name = f"astro:{astro}"
            self.piece_centres[name] = centre
            if name in hidden or not area.inflate(size, size).collidepoint(centre):
                continue
            info = self.astronauts()[astro]
            how = lit.get(name, "")
            drawing.draw_astronaut(surface, info["colour"], info["role"], centre, size, colour_blind, rings.get(how))
            if how == "red":
                drawing.skull(surface, (centre[0] + size // 2, centre[1] - size // 2), max(8, size // 2))

    def draw_banner(self, surface, view: dict, colour_blind: bool) -> None:
        """Who decides out of turn, across the map's top."""
        step = view["step"] or {}
        deciding = view["to_move"]
        if deciding is None or not view["out_of_turn"] and view["acting"] == view["active"]:
            return
        seat = view["seats"][deciding]
        active = view["seats"][view["active"]]["name"]
        who = f"{seat['name']} ({seat['colour']})"
        if step.get("kind") == "tm_window":
            when = "before " + active + "'s turn goes on" if step.get("moment") == "start" else \
                "between " + active + "'s two actions"
            text = f"{who}: use the Time Machine {when}?"
        else:
            text = f"{who} acts with the Time Machine in {active}'s turn: one Move or one activation."
        drawing.draw_banner(surface, self.layout, text, seat["colour"], colour_blind)

    def rules_section(self) -> str | None:
        """The phase, or the decision inside a move or an activation."""
        step = self.view()["step"] or {}
        return ARGO_SECTIONS.get(step.get("kind", ""), "Your turn")

    def departure_target(self, piece: str, start: tuple[int, int]) -> tuple[int, int] | None:
        """Astronauts whose pod took off fly up off the map; the dead go to the Alien track."""
        kind, _, name = piece.partition(":")
        info = self.astronaut(name) if kind == "astro" else None
        if info is None:
            return None
        if info["status"] == "escaped":
            return start[0], self.layout.map.top - self.layout.map.height // 4
        if info["status"] == "dead":
            return self.layout.track.center
        return None

    def draw_piece(self, surface, piece: str, centre, view: dict, lifted: bool = False) -> None:
        kind, _, name = piece.partition(":")
        places = self.places()
        colour_blind = self.app.settings.colour_blind
        if kind == "astro":
            info = self.astronaut(name)
            size = places.astronauts.get(name, (None, self.layout.piece_size(self.camera.cell_rect(0, 0))))[1]
            if info:
                drawing.draw_astronaut(surface, info["colour"], info["role"], centre, size, colour_blind, lifted=lifted)
        elif kind == "alien":
            size = places.aliens.get(name, (None, self.layout.piece_size(self.camera.cell_rect(0, 0))))[1]
            drawing.draw_alien(surface, name, centre, size, lifted=lifted)

    def held_tile_info(self, name: str) -> dict | None:
        view = self.view()
        for tile in view["display"]:
            if tile["tile"] == name:
                return tile
        top = view["pod_stack"]["top"]
        if top and top["tile"] == name:
            return {**top, "type": "pod", "name": "Escape Pod", "capacity": 2, "alien_symbol": False,
                    "activation": "none", "no_robot": False}
        cell = self.places().tile_cell.get(name)
        return self.tile_at_cell(cell) if cell else None

    def turned_tile(self, name: str, rotation: int) -> tuple | None:
        """The picture of a display tile, the top pod or a tile of the station, turned to ``rotation``."""
        info = self.held_tile_info(name)
        if info is None:
            return None
        base = info["doors"] if info.get("cell") is None else drawing.turned(info["doors"], -info["rotation"])
        return drawing.tile_type(info, drawing.turned(base, rotation))

    def draw_marked_tile(self, surface) -> None:
        """A bot's or a hint's placement: the tile shown where it goes, turned as it goes."""
        if self.marked is None:
            return
        action = self.marked[0]
        if action.verb in ("place", "relocate"):
            name, cell, rotation = action.args
        elif action.verb == "pilot" and action.args[0] == "move":
            name, cell, rotation = self.step()["pod"], action.args[1], action.args[2]  # the pilot step names it
        else:
            return
        kind = self.turned_tile(name, int(rotation))
        if kind is not None:
            rect = self.camera.cell_rect(*cell_xy(cell))
            drawing.ghost(surface, drawing.tile_sprite(kind, rect.width), rect, True)

    def draw_dragged(self, surface, view) -> None:
        """A held tile snaps to the cell under the mouse, turned as it would be dropped."""
        piece = self.controller.piece
        if not piece:
            return
        if not piece.startswith("tile:"):
            super().draw_dragged(surface, view)
            return
        kind = self.turned_tile(piece[5:], self.rotation)
        if kind is None:
            return
        cell = self.cell_under(self.mouse)
        if cell is not None:
            rect = self.camera.cell_rect(*cell_xy(cell))
            clip = surface.get_clip()
            surface.set_clip(self.layout.map)
            target = f"cell:{cell}@{self.rotation}"
            drawing.ghost(surface, drawing.tile_sprite(kind, rect.width), rect, target in self.controller.targets)
            surface.set_clip(clip)
        else:
            side = self.layout.display[0].width
            rect = pygame.Rect(0, 0, side, side)
            rect.center = self.mouse
            surface.blit(drawing.tile_sprite(kind, side), rect)

    # ------------------------------------------------------------------ hover
    def draw_hover(self, surface, view: dict) -> pygame.Rect | None:
        if self.controller.piece or self.panning or self.app.top is not self:
            return None
        lines = self.info_at(view, self.mouse)
        return drawing.draw_info(surface, self.layout, lines, self.mouse, self.hover_avoid(self.layout.status)) \
            if lines else None

    def info_at(self, view: dict, pos) -> list[str]:
        layout = self.layout
        names = [s["name"] for s in view["seats"]]
        for piece in self.pieces_under(pos):
            kind, _, name = piece.partition(":")
            if kind == "astro":
                info = self.astronauts()[name]
                role = drawing.ROLE_NAMES[info["role"]]
                where = "seated in " + info["pod"] if info["status"] == "seated" else ""
                whose = f"{names[info['owner']]}'s {role} ({info['colour']}){', ' + where if where else ''}"
                return [self.addressed(whose, self.log_viewer()), ROLE_WORDS[info["role"]]]
            if kind == "alien":
                return [f"{sentence_start(alien_words(self.state, name))}: it kills an Astronaut it shares a tile "
                        "with (never a Robot)."]
            if kind == "tile":
                return self.tile_lines(self.held_tile_info(name) or {}, view)
        for index, seat in enumerate(view["seats"]):
            if layout.player_row(index, len(view["seats"])).collidepoint(pos):
                gains = ", ".join(f"{what} {points}" for what, points in seat["gains"].items())
                score = f"{seat['name']} ({seat['colour']}): {plural(seat['score'], 'point')}"
                return [score + (f" ({gains})" if gains else ""),
                        f"{plural(seat['tokens_placed'], 'activation token')} placed, "
                        f"{plural(seat['escaped'], 'Astronaut')} escaped.",
                        "Points come from escapes, kills the Aliens make by your doing, the Laser and the Warehouse."]
        if layout.track.collidepoint(pos):
            track = view["track"]
            values = " ".join(str(v) for v in track["values"])
            return [f"Alien track {values}: the {track['difficulty']} token hides the first "
                    f"{plural(track['cover'], 'slot')}, each dead Astronaut fills the next.",
                    f"The Aliens score the first value still showing: {track['alien_score']}. When the track is "
                    "full the Aliens win; at the end they win if they beat the best player."]
        if layout.stack_box.collidepoint(pos):
            kinds = ", ".join(f"{k['count']} {k['name']}" for k in view["stack"]["kinds"])
            return [f"{plural(view['stack']['count'], 'module')} face down" + (f": {kinds}" if kinds else ""),
                    "Whenever a module is built from the display, the top one is turned up to refill it."]
        return []

    def tile_lines(self, tile: dict, view: dict) -> list[str]:
        if not tile:
            return []
        kind = tile["type"]
        name = tile["name"] + (f" {'-'.join(map(str, tile.get('seats') or []))}" if kind == "pod" else "")
        lines = [name + (f" at {tile['cell']}" if tile.get("cell") else "")]  # named as the log names it
        if kind == "pod":
            seats = tile.get("seats") or []
            lines.append(f"Seats worth {' and '.join(map(str, seats))} (a Chief doubles its seat).")
        elif kind == "safe":
            lines.append(f"Holds {plural(tile['capacity'], 'Astronaut')}.")
        elif kind != "waking_room":
            lines.append(f"Holds {plural(tile['capacity'], 'Astronaut')}; one Alien besides.")
        if tile.get("alien_symbol"):
            lines.append("Red Alien head: an Alien came aboard with it.")
        if tile.get("activation", "none") != "none":
            tokens = tile.get("tokens") or []
            lines.append(f"Activated {plural(len(tokens), 'time')} of 2"
                         + (f" (by {', '.join(tokens)})" if tokens else "") + "; each player once.")
        lines.append(drawing.EFFECTS.get(kind, ""))  # the rule comes last
        return [line for line in lines if line]


ROLE_WORDS = {
    "chief": "Chief: her seat and the Warehouse count double; killing a rival's Chief scores 2.",
    "explorer": "Explorer: a Move may take two steps.",
    "pilot": "Pilot: boarding an empty pod, she may stay, take off alone, or fly the pod elsewhere.",
    "grunt": "Grunt: kills an Alien she meets and is killed last; two Grunts kill an Alien that comes in.",
    "robot": "Robot: never killed by Aliens; may not use the Lab or the Laser.",
}


ARGO_SECTIONS = {
    "alien_move": "1. Alien phase", "alien_push": "1. Alien phase", "build": "2. Building phase",
    "actions": "3. Action phase", "explorer": "Moving Astronauts", "push": "Pushing", "teleport": "Teleporters",
    "pilot": "Escape pods", "launch": "Escape pods", "tm_window": "The Time Machine", "tm_action": "The Time Machine",
    "kill": "The rooms", "lab": "The rooms", "laser": "The rooms", "revive": "The rooms", "relocate": "The rooms",
    "jump": "The rooms",
}
"""The heading of the rules reference each kind of decision is about."""
