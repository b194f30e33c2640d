"""The Elevator's table: its layout, drawing and gestures on the shared table (``ui/table_base.py``).

Gestures: drag an Alien between the elevator and a floor (or to the floor a
card sends it to); drag a card onto the building to play it or onto the
discard pile to discard it; click the die to roll; click a floor to choose an
Alarm's floor, then a lit floor next to it; buttons for every other choice.

In competitive hot-seat the instant windows are handed to rivals as the
"instant prompts" setting says (``ui/hotseat.py``).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.actions import Action
from game.core.wording import plural
from game.elevator.advice import helps_the_team
from game.elevator.board import GROUND, is_boss
from game.elevator.rules_data import elevator_data
from ui.elevator import drawing
from ui.elevator.layout import Layout
from ui.hotseat import DEFAULT_STOPS, window_wants_person
from ui.hover import draw_panel
from ui.remote_session import TableSession
from ui.table_base import Choice, TableBase
from ui.text import draw_text, wrap

ROLL = Action("roll")
PASS = Action("pass")
MISSED = "missed"
"""A screen kind: a person is shown the end of a turn they made no decision in."""
WINDOW_ANSWER_SECONDS = 0.8
"""How long every bot answer to a window takes while a person is at the table: a holder's
thinking and a forced pass look alike."""


class TableScene(TableBase):
    game_title = "Alien 51: The Elevator"
    side_choices = frozenset({"My stops", "Don't ask me again"})
    VERB_SOUNDS = {"move": "piece_down", "marker": "piece_down", "exchange": "piece_down", "roll": "die_roll",
                   "die": "die_roll", "play": "card_play", "discard": "card_play", "alarm": "card_play",
                   "swap": "card_draw"}

    def __init__(self, app, session: TableSession, autosave: bool = True, replay: bool = False):
        super().__init__(app, session, autosave, replay)
        self.alarm_from: str | None = None
        self.not_asked: set[int] = set()
        """Team play: teammates who asked not to be asked to answer windows this game."""
        self.turn_owner: int | None = session.state.active
        self.hold_words = ""
        self.car_floor: str | None = None
        self.car_from: pygame.Rect | None = None
        self.car_clock = self.die_clock = 99.0
        self.die_shown = session.state.view(None)["die"]

    # ------------------------------------------------------------------ gestures
    def make_layout(self, size) -> Layout:
        return Layout(size, len(self.session.setup.seats))

    def rules_section(self) -> str | None:
        """An instant's window, a card being resolved, a token's decision, or the turn of the mode."""
        state = self.state
        step = state.steps[-1][0] if state.steps else None
        if step == "window":
            return "Instant Cards"
        if step == "resolve" or self.alarm_from is not None:
            return "Card Guide"
        if step == "marker":
            return "Competitive Turn > Setup"
        if step in ("swap_pick", "swap", "exchange", "alien_swap", "discard_token"):
            return "Advanced > Active tokens"
        if state.team:
            return "Cooperative > Your turn"
        return "Competitive Turn > Your turn, step by step"

    def sound_of(self, action: Action, before, after) -> str | None:
        """The lift's bell when a worker reaches Floor 0; the sound of a draw when a turn's end
        fills a hand (how many cards, never which)."""
        if workers_out(after) > workers_out(before):
            return "worker_out"
        sound = super().sound_of(action, before, after)
        if sound is None and len(after.deck) < len(before.deck):
            return "card_draw"
        return sound

    def drag_pair(self, action: Action) -> tuple[str, str] | None:
        """How an action reads as a drag: (piece, target)."""
        if action.verb == "move":
            return action.args[0], action.args[1]
        if action.verb == "play" and self.state.steps and self.state.steps[-1][0] == "cards":
            return action.args[0], "table"
        if action.verb == "discard":
            return action.args[0], "discard"
        if action.verb == "exchange":  # the Alien swap token: one Alien dropped on the other
            return action.args[0], action.args[1]
        return None

    def click_target(self, action: Action) -> str | None:
        return "die" if action == ROLL else None

    def drag_candidate(self, piece: str, target: str) -> Action | None:
        """The action a drop would mean, so an illegal drop can be explained by the engine."""
        if target == "table":
            return Action("play", (piece,))
        if target == "discard":
            return Action("discard", (piece,))
        if "-" not in piece:
            return Action("exchange" if target in self.state.loc else "move", (piece, target))
        return None

    def click_at(self, pos) -> str | None:
        return "die" if self.layout.die.collidepoint(pos) else None

    def piece_at(self, pos) -> str | None:
        """A card of the shown hand, or an Alien token, under the mouse."""
        for card, rect in zip(self.shown_hand(), self.layout.card_rects(len(self.shown_hand())), strict=True):
            if rect.collidepoint(pos):
                return card
        radius = self.layout.token // 2 + 2
        for alien, (x, y) in reversed(self.piece_centres.items()):  # the topmost of overlapping tokens
            if "-" not in alien and (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= radius * radius:  # not a card
                return alien
        return None

    def target_at(self, pos) -> str | None:
        piece = self.controller.piece or ""
        if self.layout.discard.inflate(20, 20).collidepoint(pos):
            return "discard"
        if "-" in piece:
            return "table" if self.layout.building.collidepoint(pos) else None
        other = self.piece_at(pos) if self.exchanging() else None
        if other and other != piece and "-" not in other:
            return other
        return self.layout.place_at(pos, self.view()["elevator"])

    def exchanging(self) -> bool:
        """The Alien swap token is being decided: a figure is dropped on another figure."""
        return bool(self.state.steps) and self.state.steps[-1][0] == "exchange"

    def press_elsewhere(self, pos, legal: list[Action]) -> bool:
        """The Alarm: a click on a lit floor chooses where everyone goes, else which floor empties."""
        floor = self.layout.place_at(pos, self.view()["elevator"])
        if floor is None:
            return False
        if self.alarm_from is not None and Action("alarm", (self.alarm_from, floor)) in legal:
            return self.act(Action("alarm", (self.alarm_from, floor)))
        if any(a.verb == "alarm" and a.args[0] == floor for a in legal):
            self.alarm_from = floor
            self.refresh()
            return True
        return False

    def quiet_in_log(self, action: Action) -> bool:
        """Every seat that may answer a window is asked, so most of them pass: their lines would
        fill the log. What a pass causes (the elevator riding on...) is still shown."""
        return action == PASS

    def marked_places(self, action: Action) -> set[str]:
        if action.verb in ("alarm", "marker"):
            return set(action.args)
        return super().marked_places(action) - {"table", "die"}

    # ------------------------------------------------------------------ choices
    def game_choices(self, legal: list[Action]) -> list[Choice]:
        state = self.state
        result: list[Choice] = []
        names = {c: elevator_data().card(c).name for c in self.all_cards()}
        for action in legal:
            verb, args = action.verb, action.args
            if verb == "pass":
                result.append(("Pass", action))
            elif verb == "end":
                result.append(("End turn" if not state.team else "Done with cards", action))
            elif verb == "play" and state.steps[-1][0] in ("window", "alien_move"):
                result.append((f"Play {names[args[0]]}", action))
            elif verb == "die":
                result.append((f"Die shows {args[0]}", action))
            elif verb == "marker":
                result.append((f"Marker on Floor {args[0]}", action))
            elif verb == "swap-with":
                result.append((f"Swap with {state.name(int(args[0]) - 1)}", action))
            elif verb == "swap":
                result.append((f"Give {names[args[0]]}, take {names[args[1]]}", action))
            elif verb == "alarm" and args[0] == self.alarm_from:
                result.append((f"Alarm: everyone to Floor {args[1]}", action))
        if state.team and self.window_moment() is not None and legal and len(self.kinds) > 1:
            result.append(("Don't ask me again", self.stop_asking_me))  # only to the teammate asked
        if not state.team and self.viewer is not None and self.viewer not in self.bots and self.people > 0 \
                and self.lesson_mode is None:  # a lesson asks nothing of the kind
            result.append(("My stops", partial(self.edit_stops, self.viewer)))
        return result

    def all_cards(self) -> list[str]:
        return [c for h in self.state.hands for c in h] + list(self.state.discard)

    def position_changed(self) -> None:
        self.alarm_from = None
        super().position_changed()

    # ------------------------------------------------------------------ instant windows
    def window_moment(self) -> str | None:
        top = self.state.steps[-1] if self.state.steps else None
        return top[1] if top and top[0] == "window" else None

    def after_change(self) -> None:
        """A window asking a person who does not want the screen for it is passed for them (in a
        lesson nothing is played for the learner: the lesson says when to pass)."""
        if self.interactive and self.lesson_mode is None and self.window_to_pass():
            self.act(PASS)
            return
        if self.interactive and self.lesson_mode is None and self.turn_missed():
            return
        super().after_change()

    def window_to_pass(self) -> bool:
        state, moment = self.state, self.window_moment()
        seat = state.to_move()
        if moment is None or seat in self.bots or state.is_over():
            return False
        plays = [a for a in state.legal_actions() if a.verb == "play"]
        if state.team:
            helpful = any(helps_the_team(state, a.args[0]) for a in plays)
            return not helpful or seat in self.not_asked
        # over the network the others see each answer arrive: how soon must not depend on the hand
        own_screen = self.addressee() == seat and not self.session.is_remote
        return not window_wants_person(moment, seat, state.active, self.session.stops, bool(plays),
                                       screen_is_theirs=own_screen)

    def bot_answers_in_screens_turn(self) -> bool:
        """A bot answering a window of the turn of the person at the screen: the turn is theirs again
        after it (a Broken elevator that ends the turn hands the screen on as usual)."""
        return self.window_moment() is not None and self.private_to == self.state.active

    def quiet_bot_seconds(self) -> float:
        """While hands are hidden from a person, every bot answer to a window takes the same time."""
        hidden = not self.state.team and self.people > 0
        return WINDOW_ANSWER_SECONDS if hidden and self.window_moment() is not None else 0.0

    def hand_off_message(self, seat: int, kind: str) -> str:
        if kind == MISSED:
            return "Your turn is over: see how it went."
        if self.state.steps and self.state.steps[-1][0] == "marker":
            return "Place a workstation marker on a floor."
        if self.window_moment() is not None and seat != self.state.active:  # the own turn: as always
            return "You may answer with an instant card, or pass."
        return super().hand_off_message(seat, kind)

    def seated(self, seat: int) -> None:
        """The first time a person sits at a competitive table, they choose their stops, privately."""
        if not self.state.team and seat not in self.session.stops and seat not in self.bots:
            self.edit_stops(seat)

    def edit_stops(self, seat: int) -> None:
        from ui.scenes.stops import StopsScene
        chosen = self.session.stops.get(seat, list(DEFAULT_STOPS))

        def done(moments: list[str]) -> None:
            self.session.stops[seat] = moments
            self.autosave()
            self.refresh()
        self.app.push(StopsScene(self.app, self.state.name(seat), chosen, done, networked=self.session.is_remote))

    def stop_asking_me(self) -> None:
        """Team play: this teammate is not asked to answer windows for the rest of the game."""
        assert self.viewer is not None, "offered only to the teammate asked, at their own screen"
        self.not_asked.add(self.viewer)
        self.act(PASS)

    # ------------------------------------------------------------------ a turn that ended unseen
    def turn_missed(self) -> bool:
        """A person whose turn ended with no decision after the roll (a Broken elevator, no card to
        play) is shown how it went before the table moves on."""
        state = self.state
        owner = self.turn_owner
        self.turn_owner = state.active
        if owner is None or owner == state.active or owner in self.bots or state.team or self.people < 2:
            return False
        turn = [e for e in self.session.history.entries if e.before.turn == state.turn - 1]
        own = [e for e in turn if e.actor == owner]
        if not own or any(e.action.verb not in ("roll", "pass") for e in own):
            return False
        after_roll = [e for e in turn if e.actor != owner]
        if not after_roll or turn.index(after_roll[0]) < turn.index(own[-1]):
            return False  # the owner saw the last of it
        self.holding, self.hold_words = True, self.missed_words(owner, turn)
        self.show_next(owner, MISSED)
        return True

    def missed_words(self, owner: int, turn) -> str:
        why = [text for entry in turn for text, only in entry.events if only is None
               and ("broken" in text or "skipped" in text or "no card" in text.lower())]
        return f"{self.state.name(owner)}: your turn is over. " + " ".join(dict.fromkeys(why))

    def end_hold(self) -> None:
        self.hold_words = ""
        super().end_hold()

    def hold_label(self) -> str:
        return "OK" if self.screen_kind == MISSED else super().hold_label()

    def shown_prompt(self, view: dict) -> str:
        return self.hold_words if self.holding and self.hold_words else super().shown_prompt(view)

    # ------------------------------------------------------------------ drawing
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        return drawing.building_background(size, self.layout)

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        layout = self.layout
        piece = self.controller.piece
        legal = self.legal_here()
        targets = set(self.controller.targets)
        if self.alarm_from is None:
            targets |= {a.args[0] for a in legal if a.verb == "alarm"}
        else:
            targets |= {a.args[1] for a in legal if a.verb == "alarm" and a.args[0] == self.alarm_from}
        marked_piece, marked_places = self.marked_parts()
        targets |= marked_places
        colour_blind = self.app.settings.colour_blind
        car, doors = self.car_now(view)
        self.sizes = drawing.draw_building(surface, layout, view, targets, colour_blind, self.hidden_pieces(),
                                           self.piece_centres, car, doors)
        pickable = self.controller.draggable(legal) if not piece and not marked_piece else ()
        drawing.ring_pickable(surface, self.piece_centres, pickable, self.sizes)
        if marked_piece in self.piece_centres:
            drawing.ring_pickable(surface, self.piece_centres, [marked_piece], self.sizes, grow=5)
        target_figures = [t for t in targets if t in self.piece_centres and "-" not in t]
        drawing.ring_pickable(surface, self.piece_centres, target_figures, self.sizes, grow=5)
        drawing.draw_status(surface, layout, view, self.shown_prompt(view), own_turn=self.viewer == view["active"])
        drawing.draw_die(surface, layout.die, view["die"], ROLL in legal, layout.die.collidepoint(self.mouse),
                         self.die_rolling(view))
        drawing.draw_piles(surface, layout, view, "discard" in targets)
        drawing.draw_seats(surface, layout, view, colour_blind)
        self.draw_hand(surface, view, legal, marked_piece)

    # ------------------------------------------------------------------ animation of the car and the die
    def car_now(self, view: dict) -> tuple[pygame.Rect, float]:
        """The car's place and how far its doors are open: it rides with the sliding riders, closed,
        and opens its doors as it stops."""
        floor = view["elevator"]
        if self.car_floor != floor:
            self.car_from = self.layout.car_rect(self.car_floor) if self.car_floor else None
            self.car_floor = floor
            self.car_clock = 0.0
        target = self.layout.car_rect(floor)
        seconds = self.slide_seconds
        if self.car_from is None or seconds <= 0 or self.car_clock >= seconds * 1.5:
            return target, 1.0
        t = min(1.0, self.car_clock / seconds)
        ease = 1 - (1 - t) ** 3
        car = target.move(0, int((self.car_from.top - target.top) * (1 - ease)))
        doors = max(0.0, (self.car_clock - seconds) / (seconds * 0.5))
        return car, doors

    def die_rolling(self, view: dict) -> float | None:
        """0 to 1 while the die tumbles after a roll, else None."""
        if view["die"] != self.die_shown:
            self.die_shown, self.die_clock = view["die"], 0.0 if view["die"] is not None else 99.0
        seconds = self.slide_seconds * 1.5
        return self.die_clock / seconds if seconds and self.die_clock < seconds else None

    def update(self, dt: float) -> None:
        super().update(dt)
        moving = self.car_clock < self.slide_seconds * 1.5 or self.die_clock < self.slide_seconds * 1.5
        self.car_clock += dt
        self.die_clock += dt
        if moving:
            self.dirty = True

    def draw_hover(self, surface, view: dict) -> pygame.Rect | None:
        """The hand card under the mouse at a readable size, or what a hovered effect token does."""
        if self.controller.piece or self.app.top is not self:
            return None
        for card, rect in self.cards_shown(view):
            if rect.collidepoint(self.mouse):
                return drawing.draw_zoomed_card(surface, card, rect, self.layout)
        seats = self.layout.seats
        if seats.collidepoint(self.mouse):  # a seat's row said in full (a narrow list shortens it)
            row = (self.mouse[1] - seats.top) * len(view["seats"]) // max(1, seats.height)
            line = drawing.seat_line(view, min(row, len(view["seats"]) - 1))
            return draw_panel(surface, wrap(line, 13, 420), self.mouse, self.hover_avoid(self.layout.status))[0]
        for floor, token in view["tokens"].items():
            if self.layout.token_badge(floor).collidepoint(self.mouse):
                kind = elevator_data().tokens[token]
                lines = [f"{kind.name} ({kind.kind} effect, Floor {floor})", *wrap(kind.text, 13, 420)]
                return draw_panel(surface, lines, self.mouse, self.hover_avoid(self.layout.status))[0]
        figure = self.piece_at(self.mouse)
        texts = self.figure_lines(view, figure) if figure is not None and "-" not in figure \
            else self.place_lines(view, self.mouse)
        if not texts:
            return None
        lines = [line for text in texts for line in wrap(text, 13, 420)]
        return draw_panel(surface, lines, self.mouse, self.hover_avoid(self.layout.status))[0]

    def cards_shown(self, view: dict) -> list[tuple[str, pygame.Rect]]:
        """Every card face on the screen with where it lies: the hand, the card being played, the
        top of the discard pile and the rival's cards seen by a Card swap."""
        hand = self.shown_hand()
        shown = list(zip(hand, self.layout.card_rects(len(hand)), strict=True))
        if view["table_card"] and not view["peek"] and self.interactive:
            shown.append((view["table_card"], self.layout.card_rects(4)[3]))
        if view["peek"]:
            slot = self.layout.card_rects(4)[3]
            shown += [(card, pygame.Rect(slot.left, self.layout.hand_top + i * 26, slot.width, 24))
                      for i, card in enumerate(view["peek"]["hand"])]
        if view["discard"]:
            shown.append((view["discard"][-1], self.layout.discard))
        return shown

    def place_lines(self, view: dict, pos) -> list[str]:
        """What a hovered die, pile, car, floor number or workstation marker is, and its rule."""
        layout = self.layout
        if layout.die.collidepoint(pos):
            return ["The die", "Each turn starts with a roll: the elevator rides to the floor it shows, and its "
                    "riders with it."]
        if layout.deck.collidepoint(pos):
            return [f"The deck: {plural(view['deck_size'], 'card')}",
                    "Cards are drawn from it at the end of a turn; when it runs out, the discard pile is "
                    "shuffled into a new deck."]
        if layout.discard.collidepoint(pos):
            return ["The discard pile is empty", "Played and discarded cards land here."]
        if layout.car_rect(view["elevator"]).collidepoint(pos):
            return [f"The elevator, at {floor_words(view['elevator'])}",
                    "Everyone inside rides along when it moves; each turn one Alien steps in or out on its floor."]
        for floor, rect in layout.floor_rects.items():
            if pygame.Rect(rect.left, rect.top, layout.label_w, rect.height).collidepoint(pos):
                return [floor_words(floor), FLOOR_RULES.get(
                    (floor, bool(view["team"])), f"The elevator stops here when the die shows {floor}.")]
            index = 0
            for seat, marks in enumerate(view["objectives"]):
                if floor in marks:
                    if layout.marker_spot(floor, index).collidepoint(pos):
                        name = view["seats"][seat]["name"]
                        return [f"{name}'s workstation marker on Floor {floor}",
                                f"{name} wins with a worker of their colour on each of their workstation floors "
                                "at once."]
                    index += 1
        return []

    def figure_lines(self, view: dict, figure: str) -> list[str]:
        """Who a figure is, and the rule of its moves."""
        if is_boss(figure):
            if view["team"]:
                return [f"Boss {figure}", "Each turn ends with the boss walking one floor down; he never rides "
                        "the elevator. When the last boss reaches Floor 0, the game is lost."]
            blocks = " A boss on a workstation floor stops its owner from winning." if view["mode"] == "beginner" \
                else ""
            return [f"Boss {figure}", "Anyone may move a boss with a move or a blue card; two bosses never "
                    f"share a floor, and no boss goes to Floor 0 or A.{blocks}"]
        colour = drawing.worker_colour(figure, view)
        if view["team"]:
            return [f"A {colour} worker", "Everyone's to move: one a turn between a floor and the elevator, or by "
                    "cards. On Floor 0 a worker is out; every worker out wins the game."]
        owner = next((seat["name"] for seat in view["seats"] if seat["colour"] == colour), colour)
        return [f"{owner}'s {colour} worker", "Three of a colour on their owner's three workstation floors at "
                "once win. Blue cards move only your own workers; anyone may move any worker by the elevator."]

    def draw_title(self, surface, view) -> None:
        left = self.layout.building.left
        title = draw_text(surface, self.game_title, pygame.Rect(left, 8, 300, 30), 20, drawing.GOLD, bold=True)
        players = len(view["seats"])
        words = f"{view['mode'].capitalize()} · {players} player{'s' if players != 1 else ''}"
        right = min(button.rect.left for button in self.top_buttons.values()) - 10
        draw_text(surface, words, pygame.Rect(title.right + 14, 10, max(40, right - title.right - 14), 28), 14,
                  drawing.DIM)

    def draw_piece(self, surface, piece: str, centre, view: dict, lifted: bool = False) -> None:
        if "-" in piece:
            rect = pygame.Rect((0, 0), self.layout.card_size)
            rect.center = centre
            drawing.draw_card(surface, piece, rect, lifted=lifted)
            return
        size = self.layout.token + 4 if lifted else getattr(self, "sizes", {}).get(piece, self.layout.token)
        drawing.draw_alien(surface, piece, centre, size, view, self.app.settings.colour_blind, lifted=lifted)

    def arrival_origin(self, piece: str, old: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
        """A card new in the hand was drawn: it flies from the deck."""
        return self.layout.deck.center if "-" in piece else None

    def shown_hand(self) -> list[str]:
        if not self.interactive:
            return []
        hand = self.view()["hands"][self.viewer] if self.viewer is not None else None
        return hand or []

    def draw_hand(self, surface, view: dict, legal: list[Action], marked: str | None = None) -> None:
        if not self.interactive:
            return
        hand = self.shown_hand()
        if self.viewer is None:
            label = "Hands are hidden while a bot plays"  # a screen everyone at the table may be watching
        else:
            owner = view["seats"][self.viewer]["name"]
            label = f"{owner}'s hand" if hand else f"{owner}'s hand is empty"
        row = pygame.Rect(self.layout.panel.left, self.layout.hand_top - 20, self.layout.panel.width, 18)
        slots = self.layout.card_rects(4)
        draw_text(surface, label, row.clip(pygame.Rect(row.left, row.top, slots[3].left - row.left - 6, 18)), 13,
                  drawing.DIM)
        usable = {marked} if marked else self.controller.draggable(legal)
        hidden = self.hidden_pieces()
        for card, rect in zip(hand, self.layout.card_rects(len(hand)), strict=True):
            self.piece_centres[card] = rect.center
            if card not in hidden:
                drawing.draw_card(surface, card, rect, highlight=card in usable)
        if view["table_card"] and not view["peek"]:
            slot = slots[3]
            draw_text(surface, "being played", pygame.Rect(slot.left, row.top, slot.width, 18), 13, drawing.DIM)
            self.piece_centres[view["table_card"]] = slot.center
            if view["table_card"] not in hidden:
                drawing.draw_card(surface, view["table_card"], slot)
        if view["peek"]:
            self.draw_peek(surface, view)

    def draw_peek(self, surface, view: dict) -> None:
        """Card swap: the chosen rival's hand, seen only by the active player."""
        peek = view["peek"]
        slot = self.layout.card_rects(4)[3]
        draw_text(surface, f"{view['seats'][peek['seat']]['name']}:",
                  pygame.Rect(slot.left, self.layout.hand_top - 20, slot.width, 18), 13, drawing.DIM)
        for i, card in enumerate(peek["hand"]):
            small = pygame.Rect(slot.left, self.layout.hand_top + i * 26, slot.width, 24)
            pygame.draw.rect(surface, (230, 226, 214), small, border_radius=5)
            draw_text(surface, elevator_data().card(card).name, small.inflate(-10, 0), 13, (30, 30, 30), bold=True)


FLOOR_RULES = {
    ("0", True): "The exit: a worker who gets here is out of the office. The game is lost when the last boss "
                 "arrives here.",
    ("0", False): "The ground floor: nobody's workstation, and no boss comes here. Only the Floor 0 card sends "
                  "the elevator here.",
    ("A", True): "The penthouse, where the bosses wait to come down. The elevator never goes here.",
    ("A", False): "The penthouse: nobody's workstation, and no boss comes here. Only the Floor A card sends the "
                  "elevator here.",
}
"""The rule of Floor 0 and Floor A (in the team modes, and in the others), said when their number is hovered."""


def floor_words(floor: str) -> str:
    return "Floor A" if floor == "A" else f"Floor {floor}"


def workers_out(state) -> int:
    """How many workers stand on Floor 0."""
    return sum(1 for worker in state.workers if state.loc[worker] == GROUND)
