"""The Area 51 table: its layout, drawing and gestures on the shared table (``ui/table_base.py``).

Gestures (spec §7.1): click a display card or the deck to take it, or drag a hand card
onto the display to refresh it; drag a tower from the middle onto a region to found a
bunker; click one of your bunkers (or drop a hand card on it) to add a level; drag a truck or train onto the half of
a road or track next to the region it is to leave; drag hand cards onto a hangar of the
project's region, its upper half face up, its lower half face down (the whole hangar
when the card can only go one way); click a hangar to pick up its pile (asked once more:
it cannot be undone), then drag each artifact onto a bunker. Hovering a hangar, a bunker
or a vehicle shows what it holds.
"""

from __future__ import annotations

import pygame

from game.area51.rules_data import area51_data
from game.area51.words import hangar_words
from game.core.actions import Action
from game.core.wording import article, plural, sentence_start
from ui.area51 import drawing
from ui.area51.layout import Layout
from ui.remote_session import TableSession
from ui.table_base import Choice, TableBase, Words

WAY = {"truck": "road", "train": "track"}
FEW_LOADS = 6
"""Up to this many legal loads are also offered as buttons."""


HANGAR_RULE = ("Cards paid in this region land here. A pick-up takes them all, stores each in a bunker of "
               "its colour and level, and the rest go to the hand.")
CARD_RULE = ("Pays face up only for its own colour, face down for any. Stored in a bunker of its colour at "
             "level {value} or more, it scores {value} for the bunker's owner.")
"""An artifact card's rule, said under its zoom."""
DISCARD_RULE = "Stored artifacts land here face up; when the deck runs out, this pile becomes the new deck."
SECURITY_RULE = ("A bunker or a level takes one marker from its region. When a second region runs out, every "
                 "player has one more turn, then the hangars are emptied and the game ends.")


class TableScene(TableBase):
    game_title = "Area 51: Top Secret"
    VERB_SOUNDS = {"take": "card_draw", "refresh": "card_draw", "pickup": "card_draw", "up": "card_play",
                   "down": "card_play", "load": "card_play", "build": "piece_down", "upgrade": "piece_down",
                   "hire": "piece_down"}
    confirm_turn_end = True

    def __init__(self, app, session: TableSession, autosave: bool = True, replay: bool = False):
        self.data = area51_data()
        super().__init__(app, session, autosave, replay)

    # ------------------------------------------------------------------ gestures
    def make_layout(self, size) -> Layout:
        return Layout(size, self.session.state.view(None)["regions"])

    def drag_pair(self, action: Action) -> tuple[str, str] | None:
        verb, args = action.verb, action.args
        if verb == "refresh":
            return args[0], "display"
        if verb == "build":
            return f"tower:{args[0]}", f"region:{args[1]}"
        if verb == "hire":
            return args[0], f"route:{WAY[self.data.vehicle_kind[args[0]]]}:{args[1]}"
        if verb in ("up", "down"):
            return args[0], f"{verb}:{args[1]}"
        if verb == "load":
            return args[0], f"space:{args[1]}"
        return None

    def click_target(self, action: Action) -> str | None:
        verb, args = action.verb, action.args
        if verb == "take":
            return "deck" if args[0] == "deck" else f"card:{args[0]}"
        if verb == "upgrade":
            return f"space:{args[0]}"
        if verb == "pickup":
            return f"hangar:{args[0]}"
        return None

    def click_candidate(self, target: str) -> Action | None:
        kind, _, name = target.partition(":")
        verbs = {"deck": ("take", "deck"), "card": ("take", name), "space": ("upgrade", name),
                 "hangar": ("pickup", name)}
        if kind not in verbs:
            return None
        verb, arg = verbs[kind]
        return Action(verb, (arg,))

    def drag_candidate(self, piece: str, target: str) -> Action | None:
        kind, _, place = target.partition(":")
        if piece.startswith("tower:") and kind == "region":
            cap = (self.state.seat_colours[self.viewer][0],) if self.state.mode == "two_player" else ()
            return Action("build", (piece[6:], place) + cap)  # the cap is chosen after a good drop
        if piece in self.data.vehicle_kind and kind == "route":
            return Action("hire", (piece, place.split(":")[1]))
        if piece in self.data.cards:
            if kind == "display":
                return Action("refresh", (piece,))
            if kind in ("up", "down"):
                return Action(kind, (piece, place))
            if kind == "space":
                return self.card_on_bunker(piece, place)
        return None

    def card_on_bunker(self, card: str, space: str) -> Action:
        """A card dropped on a bunker is stored there while a pile is loaded; otherwise, on one's own
        bunker, it means adding a level (as a click on the bunker does), and when the hand cannot pay
        for one the refusal says what a level costs."""
        load = Action("load", (card, space))
        bunker = self.state.bunkers.get(space)
        own = bunker is not None and self.viewer is not None and bunker[1] in self.state.seat_colours[self.viewer]
        return Action("upgrade", (space,)) if own and load not in self.legal_here() else load

    def click_at(self, pos) -> str | None:
        layout = self.layout
        if layout.deck.collidepoint(pos):
            return "deck"
        for slot, card in zip(layout.display, self.view()["display"], strict=False):
            if card and slot.collidepoint(pos):
                return f"card:{card}"
        for space, rect in layout.space_rects.items():
            if rect.collidepoint(pos):
                return f"space:{space}"
        if self.view()["step"] != "project":  # during a project a hangar takes cards, it is not picked up
            for hangar, rect in layout.hangar_rects.items():
                if rect.collidepoint(pos):
                    return f"hangar:{hangar}"
        return None

    def piece_at(self, pos) -> str | None:
        for card, rect in reversed(list(self.card_rects().items())):
            if rect.collidepoint(pos):
                return card
        radius = max(self.layout.vehicle) // 2 + 4
        for vehicle, (x, y) in self.piece_centres.items():
            if vehicle in self.data.vehicle_kind and (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= radius * radius:
                return vehicle
        colour = self.layout.tower_at(pos)
        return f"tower:{colour}" if colour else None

    def target_at(self, pos) -> str | None:
        piece = self.controller.piece or ""
        layout = self.layout
        if piece.startswith("tower:"):
            return next((f"region:{r}" for r, rect in layout.regions.items() if rect.collidepoint(pos)), None)
        if piece in self.data.vehicle_kind:
            way = WAY[self.data.vehicle_kind[piece]]
            route = layout.route_at(pos, way, self.view()["routes"])
            return f"route:{way}:{route}" if route else None
        if layout.display[0].union(layout.display[-1]).inflate(12, 12).collidepoint(pos):
            return "display"
        for hangar, rect in layout.hangar_rects.items():
            if rect.collidepoint(pos):
                return self.hangar_target(piece, hangar, layout.hangar_halves(rect)[0].collidepoint(pos))
        for space, rect in layout.space_rects.items():
            if rect.collidepoint(pos):
                return f"space:{space}"
        return None

    def hangar_target(self, card: str, hangar: str, upper_half: bool) -> str:
        """The upper half of a hangar takes a card face up, the lower half face down; when the
        card can only go one way there, the whole hangar takes it that way."""
        legal = self.legal_here()
        faces = [face for face in ("up", "down") if Action(face, (card, hangar)) in legal]
        face = faces[0] if len(faces) == 1 else ("up" if upper_half else "down")
        return f"{face}:{hangar}"

    def why_not_face_up(self, pos) -> str:
        """Why the card held over a hangar's face-up half at ``pos`` cannot lie face up there ("" when
        it can, or the mouse is elsewhere)."""
        card = self.controller.piece or ""
        for hangar, rect in self.layout.hangar_rects.items():
            if rect.collidepoint(pos) and self.layout.hangar_halves(rect)[0].collidepoint(pos):
                up = Action("up", (card, hangar))
                return "" if up in self.legal_here() else self.state.why_illegal(up) or ""
        return ""

    def release(self, pos) -> bool:
        """A card dropped on a hangar's face-up half that may only go face down goes down, and the
        message line says why it could not lie face up."""
        refused = self.why_not_face_up(pos)
        handled = super().release(pos)
        entries = self.session.history.entries
        if refused and entries and entries[-1].action.verb == "down":
            label = self.data.label_of[entries[-1].action.args[0]].capitalize()
            self.set_notice(f"{label} goes face down: {refused[0].lower()}{refused[1:]}")
        return handled

    def why_no_target(self, piece: str, pos) -> str:
        if piece in self.data.vehicle_kind:
            kind = self.data.vehicle_kind[piece]
            other = next(w for k, w in WAY.items() if k != kind)
            if self.layout.route_at(pos, other, self.view()["routes"]):
                return f"A {kind} runs on a {WAY[kind]}; that is a {other}."
        return ""

    def marked_places(self, action: Action) -> set[str]:
        places = super().marked_places(action)
        if action.verb == "build":
            places.add(f"tower:{action.args[0]}")
        return places

    # ------------------------------------------------------------------ choices
    def game_choices(self, legal: list[Action]) -> list[Choice]:
        view = self.view()
        choices: list[Choice] = []
        project = view["project"]
        if Action("done") in legal:
            choices.append((f"Hire with number {project['down_placed']}", Action("done")))
        if project is not None and self.session.history.can_undo(self.viewer):
            choices.append(("Cancel", self.cancel_project))
        if Action("take", ("deck",)) in legal:
            words: Words = ("Take the top card of the deck", "Take the top card") if view["deck_size"] else (
                "Shuffle the discard pile and take a card", "Shuffle the discards, take one", "Shuffle, take one")
            choices.append((words, Action("take", ("deck",))))
        loads: dict[str, Action] = {}  # two cards of one colour and value make one button
        for action in legal:
            if action.verb == "load":
                loads.setdefault(self.load_label(action), action)
        if 0 < len(loads) <= FEW_LOADS:
            choices += list(loads.items())
        return choices

    def load_label(self, action: Action) -> str:
        card, space = action.args
        bunker = next(b for r in self.view()["regions"] for b in r["bunkers"] if b["space"] == space)
        value = self.data.value_of[card]
        owner = self.state.colour_owner_words(bunker["owner"])
        return f"{self.data.label_of[card].capitalize()} into {space} ({owner} +{value})"

    def choice_label(self, action: Action) -> Words:
        if action.verb == "pickup":
            count = plural(len(self.view()["hangars"][action.args[0]]), "card")
            return (f"Pick up {hangar_words(action.args[0])} ({count}, no undo)", f"Pick up {count} (no undo)",
                    f"Pick up {count}")
        if action.verb == "refresh":
            card = self.data.label_of[action.args[0]]
            return (f"Discard {card} and refresh the display (no undo)", f"Discard {card} and refresh (no undo)",
                    f"Discard {card}, refresh")
        if action.verb == "build" and len(action.args) > 2:
            return f"With a {action.args[2]} cap"
        return super().choice_label(action)

    def choose_among(self, actions: list[Action]) -> bool:
        """A pick-up shows every face-down card and a refresh new cards, and neither can be undone:
        each is asked once more."""
        if actions and actions[0].verb in ("pickup", "refresh"):
            self.pending = list(actions)
            self.refresh()
            return True
        return super().choose_among(actions)

    def cancel_project(self) -> None:
        """Take back the project: every card placed and its declaration."""
        while self.view()["project"] is not None and self.session.history.can_undo(self.viewer):
            self.undo()

    def hand_off_message(self, seat: int, kind: str) -> str:
        return "It is your turn. Your hand and your face-down cards will be shown."

    # ------------------------------------------------------------------ what the hand strip shows
    def card_rects(self) -> dict[str, pygame.Rect]:
        """The cards the viewer can pick up: the picked-up pile while loading, else the hand."""
        view = self.view()
        if view["loading"] is not None:
            return self.layout.hand_rects(drawing.colours_in_order(view["loading"]["pile"]), drawing.card_colour,
                                          self.layout.tray_card)
        if not self.interactive or self.viewer is None:
            return {}
        hand = view["hands"][self.viewer] or []
        return self.layout.hand_rects(drawing.colours_in_order(hand), drawing.card_colour)

    def rules_section(self) -> str | None:
        """The project under way, a pile being loaded, or a turn's choices."""
        view = self.view()
        if view["loading"] is not None:
            return "Your turn > Pick up a pile and load it"
        project = view["project"]
        if project is not None:
            return {"bunker": "Your turn > Build a bunker", "upgrade": "Your turn > Add a level to a bunker",
                    "vehicle": "Your turn > Hire a truck or train"}.get(project["kind"], "Your turn")
        if view["phase"]["name"] == "last_round":
            return "End of the game"
        return "Your turn"

    def departure_target(self, piece: str, start: tuple[int, int]) -> tuple[int, int] | None:
        """A card played from the hand goes into the hangar it was put in, or onto the discard pile."""
        if piece not in self.data.cards:
            return None
        view = self.view()
        for hangar, pile in view["hangars"].items():
            if any(entry.get("card") == piece for entry in pile):
                return self.layout.hangar_rects[hangar].center
        if view["discard"] and view["discard"][-1] == piece:
            return self.layout.discard.center
        return None

    def arrival_origin(self, piece: str, old: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
        """A card new in the strip comes from the deck, or fans out of the hangar being picked up."""
        if piece not in self.data.cards:
            return None
        loading = self.view()["loading"]
        if loading is not None and piece in loading["pile"]:
            return self.layout.hangar_rects[loading["hangar"]].center
        return self.layout.deck.center

    # ------------------------------------------------------------------ drawing
    def lit(self, legal: list[Action]) -> set[str]:
        lit = set(self.controller.targets)
        marked_piece, marked_places = self.marked_parts()
        lit |= marked_places
        if marked_piece and not marked_piece.startswith("tower:"):
            lit.add(f"vehicle:{marked_piece}")
        elif marked_piece:
            lit.add(marked_piece)
        clickable = self.controller.clickable(legal)
        hovered = self.click_at(self.mouse)
        if hovered in clickable and not self.controller.piece:
            lit.add(hovered)
        if legal and all(a.verb == "pickup" for a in legal):  # the final phase: only pick-ups
            lit |= set(clickable)
        if self.pending:
            lit |= {self.click_target(a) or "" for a in self.pending}
        return lit

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        return drawing.board_background(size, self.layout)

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        layout = self.layout
        colour_blind = self.app.settings.colour_blind
        legal = self.legal_here()
        lit = self.lit(legal)
        hidden = self.hidden_pieces()
        self.piece_centres = {}
        drawing.draw_vehicles(surface, layout, view, lit, colour_blind, hidden, self.piece_centres)
        drawing.draw_regions(surface, layout, view, lit, colour_blind)
        drawing.draw_middle(surface, layout, view["towers"], lit, colour_blind)
        drawing.draw_seats(surface, layout, view, colour_blind, self.turn_seat())
        drawing.draw_depot(surface, layout, view, lit, colour_blind, hidden, self.piece_centres)
        drawing.draw_piles(surface, layout, view, lit, colour_blind, hidden, self.piece_centres)
        drawing.draw_prompt(surface, layout, [self.shown_prompt(view)], "" if self.holding else self.checklist(view))
        self.draw_strip(surface, view, legal)
        self.draw_load_scores(surface, view)

    def draw_strip(self, surface, view: dict, legal: list[Action]) -> None:
        """The hand, or while loading the picked-up pile (the hand set aside)."""
        layout = self.layout
        pygame.draw.rect(surface, (24, 32, 42), layout.hand, border_radius=10)
        size = layout.font_px(14)
        draggable = self.controller.draggable(legal)
        marked_piece = self.marked_parts()[0]
        loading = view["loading"]
        if loading is not None:
            who = view["seats"][view["active"]]["name"]
            text = self.addressed(f"{who}'s pick-up from {hangar_words(loading['hangar'])}: every card is shown; "
                                  f"{who}'s hand is set aside ({plural(view['hand_sizes'][view['active']], 'card')})",
                                  self.viewer)
        elif self.viewer is not None and self.interactive:
            text = f"{view['seats'][self.viewer]['name']}'s hand ({plural(view['hand_sizes'][self.viewer], 'card')})"
        else:
            text = "Hands are hidden"
        drawing.draw_text(surface, text, pygame.Rect(layout.hand.left + 10, layout.hand.top + 4, layout.hand.width - 20,
                                                     layout.px(22)), size, drawing.DIM, bold=True)
        hidden = self.hidden_pieces()
        for card, rect in self.card_rects().items():
            self.piece_centres[card] = rect.center
            if card in hidden:
                continue
            glow = drawing.GOLD if card == marked_piece else drawing.SOFT if card in draggable else None
            hopeless = loading is not None and bool(legal) and card not in draggable
            drawing.draw_card(surface, card, rect, self.app.settings.colour_blind, glow=glow, dim=hopeless)

    def draw_load_scores(self, surface, view: dict) -> None:
        """While an artifact is dragged onto bunkers, each lit bunker says what it would score."""
        card = self.controller.piece
        if view["loading"] is None or card not in self.data.cards:
            return
        value = self.data.value_of[card]
        owners = {b["space"]: b["owner"] for r in view["regions"] for b in r["bunkers"]}
        for target in self.controller.targets:
            space = target.split(":")[1]
            rect = self.layout.space_rects[space]
            label = drawing.render(f"{owners[space]} +{value}", self.layout.font_px(12), (40, 30, 0), True)
            box = label.get_rect(midbottom=(rect.centerx, rect.top - 2)).inflate(8, 4)
            pygame.draw.rect(surface, drawing.GOLD, box, border_radius=5)
            surface.blit(label, label.get_rect(center=box.center))

    def shown_prompt(self, view: dict) -> str:
        prompt = super().shown_prompt(view)
        if self.pending and self.pending[0].verb == "pickup":
            hangar = self.pending[0].args[0]
            count = plural(len(view["hangars"][hangar]), "card")
            return (f"Pick up {hangar_words(hangar)} ({count})? Every card in it is shown to you, and a pick-up "
                    f"cannot be undone.")
        legal = self.legal_here()
        ups = {a.args[0] for a in legal if a.verb == "up"}
        if view["project"] is not None and any(a.verb == "down" and a.args[0] in ups for a in legal):
            explained = f"{prompt} A hangar's upper half takes a card face up, its lower half face down."
            if drawing.prompt_fits(self.layout, (explained,), self.checklist(view)):  # else the lit halves say it
                return explained
        return prompt

    def checklist(self, view: dict) -> str:
        project = view["project"]
        if project is None:
            if view["step"] == "collect":
                return f"{view['takes_left']} more to take"
            return ""
        up = "placed" if project["up_placed"] else "to place"
        if project["kind"] == "vehicle":
            number = project["number_now"]
            reach = f" · number now {number}" if number else ""
            least, most = project["down_min"], project["down_max"]
            bounds = f"exactly {least}" if least == most else f"at least {least}, at most {most}"
            return f"Face-up {project['colour']}: {up} · face-down: {project['down_placed']} ({bounds}){reach}"
        return f"Face-up {project['colour']}: {up} · face-down: {project['down_placed']} of {project['down_needed']}"

    def draw_hover(self, surface, view: dict) -> pygame.Rect | None:
        """What the mouse rests on: a hangar's cards, a bunker, a vehicle, a tower stack."""
        if self.app.top is not self:  # nothing floats over a menu or the end
            return None
        piece = self.controller.piece
        zoomed = None if piece else self.card_under(view, self.mouse)
        if zoomed is not None:  # a hand or display card, at twice its size
            card, where = zoomed
            size = (self.layout.card[0] * 2, self.layout.card[1] * 2)
            words = [f"{self.data.label_of[card].capitalize()}, {where}.",
                     CARD_RULE.format(value=self.data.value_of[card])]
            return drawing.draw_hover(surface, self.layout, words,
                                      [{"card": card}], self.mouse, self.app.settings.colour_blind,
                                      self.hover_avoid(self.layout.prompt), size)
        lines, cards = self.drag_info(piece) if piece else self.info_at(view, self.mouse)
        if not lines:
            return None
        return drawing.draw_hover(surface, self.layout, lines, cards, self.mouse, self.app.settings.colour_blind,
                                  self.hover_avoid(self.layout.prompt))

    def card_under(self, view: dict, pos) -> tuple[str, str] | None:
        """The hand (or picked-up pile) card or display card under ``pos``, and where it lies."""
        for card, rect in reversed(list(self.card_rects().items())):
            if rect.collidepoint(pos):
                return card, "in the pile being loaded" if view["loading"] is not None else "in your hand"
        for card, rect in zip(view["display"], self.layout.display, strict=False):
            if card is not None and rect.collidepoint(pos):
                return card, "on the display, face up for everyone"
        return None

    def drag_info(self, piece: str) -> tuple[list[str], list[dict]]:
        """While a vehicle is dragged over a lane half: where it would run from there."""
        target = self.target_at(self.mouse) if piece in self.data.vehicle_kind else None
        if target is None or not target.startswith("route:"):
            return [], []
        route = target.split(":")[2]
        name = f"{self.data.vehicle_colour[piece]} {self.data.vehicle_kind[piece]}".capitalize()
        return [f"{name}: from region {route[0]} towards region {route[2]}"], []

    def info_at(self, view: dict, pos) -> tuple[list[str], list[dict]]:
        layout = self.layout
        if layout.discard.collidepoint(pos):
            return self.discard_info(view["discard"]), []
        if layout.deck.collidepoint(pos):
            return [f"The deck: {plural(view['deck_size'], 'card')}, face down.",
                    "When it runs out, the discard pile is shuffled into a new deck."], []
        for hangar, rect in layout.hangar_rects.items():
            if rect.collidepoint(pos):
                pile = view["hangars"][hangar]
                downs = sum(1 for c in pile if c.get("down"))
                name = sentence_start(hangar_words(hangar))
                if not pile:
                    return [f"{name}: empty.", HANGAR_RULE], []
                return [f"{name}: {plural(len(pile), 'card')}, {downs} face down.", HANGAR_RULE], pile
        for region in view["regions"]:
            for bunker in region["bunkers"]:
                if layout.space_rects[bunker["space"]].collidepoint(pos):
                    return self.bunker_info(view, bunker), []
        for vehicle in view["vehicles"]:
            centre = self.piece_centres.get(vehicle["id"])
            if centre and (pos[0] - centre[0]) ** 2 + (pos[1] - centre[1]) ** 2 <= (layout.vehicle[0] // 2 + 4) ** 2:
                return self.vehicle_info(vehicle), []
        colour = layout.tower_at(pos)
        if colour:
            count = view["towers"].get(colour, 0)
            return [f"{count} {colour} tower{'s' if count != 1 else ''} left.",
                    f"Drag one onto a region to found {article(colour)} {colour} bunker there: one {colour} card "
                    "face up and one face down."], []
        if layout.depot.collidepoint(pos):
            return ["The depot: trucks and trains nobody has hired yet, and the free number markers.",
                    "Drag a vehicle onto a road or track to hire it. A vehicle's number is shown by one marker, "
                    "or by two whose sides add up to it."], []
        for region in view["regions"]:
            if layout.region_headers[region["id"]].collidepoint(pos):
                return [f"Region {region['id']}: {plural(region['markers'], 'security marker')} left.",
                        SECURITY_RULE], []
        return [], []

    def discard_info(self, discard: list[str]) -> list[str]:
        """The discard pile lies face up, so anyone may look through it: its cards by colour."""
        if not discard:
            return ["The discard pile: empty.", DISCARD_RULE]
        data = self.data
        lines = [f"The discard pile: {plural(len(discard), 'card')}, face up."]
        for colour in data.colours:
            values = sorted(data.value_of[card] for card in discard if data.colour_of[card] == colour)
            if values:
                lines.append(f"{colour.capitalize()}: {', '.join(map(str, values))}")
        return [*lines, DISCARD_RULE]

    def bunker_info(self, view: dict, bunker: dict) -> list[str]:
        seat = self.state.owner_seat[bunker["owner"]]
        cap = f" with a {bunker['owner']} cap" if len(self.state.seat_colours[seat]) > 1 else ""
        name = self.state.name(seat)
        lines = [f"{name}'s {bunker['colour']} bunker{cap} on {bunker['space']}, level {bunker['level']}."]
        if bunker["bonus"]:
            lines.append(f"End bonus if the game ended now: {bunker['bonus']}.")
        if self.viewer is not None and bunker["owner"] in view["seats"][self.viewer]["colours"]:
            level = bunker["level"] + 1
            lines.append(f"Level {level} costs 1 {bunker['colour']} card face up and {level} face down.")
        lines.append(f"Stores {bunker['colour']} artifacts of value {bunker['level']} or less, one a pick-up; "
                     "the highest bunkers of a region earn a bonus at the end.")
        return lines

    def vehicle_info(self, vehicle: dict) -> list[str]:
        colour, kind, way = vehicle["colour"], vehicle["kind"], WAY[vehicle["kind"]]
        if vehicle["from"] is None:
            return [f"{colour.capitalize()} {kind} in the depot: nobody has hired it yet.",
                    f"Drag it onto the half of a {way} next to the region it is to leave.",
                    f"Hiring it takes 1 {colour} card face up and, face down, as many as the number it will show."]
        return [f"{colour.capitalize()} {kind}, number {vehicle['number']}, from region {vehicle['from']} towards "
                f"region {vehicle['to']}.",
                f"Hiring it again needs a number above {vehicle['number']}." if vehicle["number"] < 8
                else "Number 8: it can no longer move or rise.",
                f"It carries {colour} artifacts picked up in region {vehicle['from']} to bunkers in region "
                f"{vehicle['to']}."]

    def draw_piece(self, surface, piece: str, centre, view: dict, lifted: bool = False) -> None:
        colour_blind = self.app.settings.colour_blind
        if piece.startswith("tower:"):
            drawing.draw_tower_piece(surface, self.layout, piece[6:], centre, colour_blind)
        elif piece in self.data.vehicle_kind:
            drawing.draw_vehicle(surface, self.layout, piece, centre, 0.0, None, colour_blind, lifted=lifted)
        elif piece in self.data.cards:
            held = self.card_rects().get(piece)
            size = held.size if held else self.layout.tray_card if view["loading"] else self.layout.card
            if lifted:
                drawing.draw_lifted_card(surface, piece, centre, size, colour_blind)
            else:  # flying to its place
                drawing.draw_card(surface, piece, pygame.Rect(0, 0, *size).move(centre[0] - size[0] // 2,
                                                                               centre[1] - size[1] // 2), colour_blind)
