"""The Elevator's table: draws the view of the seat at the screen and turns gestures into actions.

Gestures: drag an Alien between the elevator and a floor (or to the floor a
card sends it to); drag a card onto the building to play it or onto the
discard pile to discard it; click the die to roll; click a floor to choose an
Alarm's floor; buttons for every other choice. In competitive hot-seat a
hand-off screen comes before the table shows another person's cards.

Bot seats decide on a worker thread (``ui/bot_thinker.py``) while the table keeps
drawing "thinking"; their move is shown (piece and target lit) for a moment, as long
as the animation setting asks, then played. Hint asks the hard bot for the seat at
the screen and lights its move the same way; each hint is counted in the save.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextBox

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.session import Session
from game.core.storage import autosave_path
from game.elevator.rules_data import elevator_data
from game.elevator.words import window_prompt
from ui.bot_thinker import BotThinker
from ui.controller import DragController
from ui.elevator import drawing
from ui.elevator.layout import Layout
from ui.hotseat import InstantPrompter, screen_seat
from ui.look import felt, html_text
from ui.scene import Scene
from ui.scenes.handoff import HandoffScene
from ui.text import blit_lines, render, wrap

REASON_RGB = (255, 140, 120)
ANIMATION_SECONDS = {"off": 0.0, "fast": 0.15, "normal": 0.3, "slow": 0.6}
BOT_MOVE_SHOWN_SECONDS = {"off": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}
HINT_BOT = "hard"
LOG_LINES = 200


def drag_pair(action: Action) -> tuple[str, str] | None:
    """How an action reads as a drag: (piece, target)."""
    if action.verb == "move":
        return action.args[0], action.args[1]
    if action.verb == "play":
        return action.args[0], "table"
    if action.verb == "discard":
        return action.args[0], "discard"
    return None


def drag_candidate(piece: str, target: str) -> Action | None:
    """The action a drop would mean, so an illegal drop can be explained by the engine."""
    if target == "table":
        return Action("play", (piece,))
    if target == "discard":
        return Action("discard", (piece,))
    if "-" not in piece:
        return Action("move", (piece, target))
    return None


class TableScene(Scene):
    interactive = True

    def __init__(self, app, session: Session, autosave: bool = True):
        super().__init__(app)
        self.session = session
        self.autosave_enabled = autosave
        self.controller = DragController(drag_pair, drag_candidate)
        self.layout = Layout(app.size)
        self.token_centres: dict[str, tuple[int, int]] = {}
        self.mouse = (0, 0)
        self.reason = ""
        self.alarm_from: str | None = None
        self.log = [f"{e.action}  —  {e.before.describe(e.action)}" for e in session.history.entries]
        state = session.state
        self.kinds = [seat.kind for seat in state.seats]
        self.bots = frozenset(seat for seat, kind in enumerate(self.kinds) if kind == "bot")
        self.people = len(self.kinds) - len(self.bots)
        self.viewer = state.to_move() if state.to_move() is not None else state.active
        if not state.team and self.bots:
            self.viewer = screen_seat(self.kinds, state.to_move(), None)
        self.prompter = InstantPrompter(app.settings.instant_prompt, self.bots)
        self.thinker = BotThinker()
        self.paused = False
        self.steps_allowed = 0  # bot moves to play while paused ("Step")
        self.marked: tuple[Action, str] | None = None  # a bot's move or a hint, lit on the table
        self.marked_clock = 0.0
        self.notice = ""
        self.courtesy = False
        self.slides: dict[str, tuple] = {}
        self.slide_clock = 0.0
        self.slide_from: dict[str, tuple[int, int]] | None = None

    # ------------------------------------------------------------------ what is shown
    @property
    def state(self):
        return self.session.state

    def view(self) -> dict:
        view = self.state.view(self.viewer)
        if self.courtesy:
            view["prompt"] = window_prompt(self.state.name(self.viewer), self.prompter.moment)
        return view

    def legal_here(self) -> list[Action]:
        """Legal actions, only when the person at the screen is the one deciding."""
        deciding = self.state.to_move()
        if not self.interactive or self.courtesy or deciding != self.viewer or deciding in self.bots:
            return []
        return self.state.legal_actions()

    def on_enter(self) -> None:
        """In competitive hot-seat, the first screen with a hand waits for its owner too."""
        super().on_enter()
        state = self.state
        if self.interactive and not state.team and self.people > 1 and not state.is_over():
            self.hand_to(screen_seat(self.kinds, state.to_move(), None))

    def on_exit(self) -> None:
        self.thinker.close()
        super().on_exit()

    # ------------------------------------------------------------------ elements
    def build(self) -> None:
        self.layout = Layout(self.app.size)
        w = self.app.size[0]
        self.hint_button = self.button((w - 472, 6, 110, 36), "Hint", self.ask_hint,
                                       tool_tip_text="Show the move the hard bot would make (counted in the save)")
        self.undo_button = self.button((w - 356, 6, 110, 36), "Undo", self.undo, tool_tip_text="Ctrl+Z")
        self.redo_button = self.button((w - 240, 6, 110, 36), "Redo", self.redo, tool_tip_text="Ctrl+Y")
        self.button((w - 124, 6, 110, 36), "Menu", self.open_menu, tool_tip_text="Esc")
        self.log_box = UITextBox("", pygame.Rect(self.layout.log), self.ui_manager, container=self.root,
                                 object_id="#plain_text")
        self.log_text = ""
        self.choice_buttons = []
        self.refresh()

    def refresh(self) -> None:
        """Rebuild what depends on the position: choice buttons, the log, undo/redo state."""
        for button in self.choice_buttons:
            self.forget(button)
        self.choice_buttons = []
        x, y = self.layout.choices.left, self.layout.choices.top
        button_font = self.ui_manager.get_theme().get_font(["button"])
        for text, action in self.choices():
            run = action if callable(action) else (lambda a=action: self.act(a))
            width = max(96, button_font.size(text)[0] + 28)
            if x + width > self.layout.choices.right:
                x, y = self.layout.choices.left, y + 42
            if y + 38 > self.layout.choices.bottom:
                break
            self.choice_buttons.append(self.button((x, y, width, 38), text, run))
            x += width + 8
        self.show_log()
        if self.session.history.can_undo(self.viewer):
            self.undo_button.enable()
        else:
            self.undo_button.disable()
        if self.session.history.can_redo():
            self.redo_button.enable()
        else:
            self.redo_button.disable()
        if self.legal_here():
            self.hint_button.enable()
        else:
            self.hint_button.disable()
        self.dirty = True

    def show_log(self) -> None:
        """The last lines of the log, scrolled to the end; only when they changed (the layout is slow)."""
        text = "<br>".join(html_text(line) for line in self.log[-LOG_LINES:])
        if text == self.log_text:
            return
        self.log_text = text
        self.log_box.set_text(text)
        self.log_box.scroll_bar and self.log_box.scroll_bar.set_scroll_from_start_percentage(1.0)

    def choices(self) -> list[tuple[str, Action]]:
        """Buttons for the decisions that are not drags."""
        state, result = self.state, []
        if self.courtesy:
            return [("Pass", self.end_courtesy)]
        if self.people == 0 and not state.is_over():
            return [("Resume" if self.paused else "Pause", self.toggle_pause)] + (
                [("Step", self.step_bot)] if self.paused else [])
        legal = self.legal_here()
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
            elif verb == "exchange":
                result.append((f"Swap {args[0]} ↔ {args[1]}", action))
            elif verb == "alarm" and args[0] == self.alarm_from:
                result.append((f"Alarm: Floor {args[0]} → Floor {args[1]}", action))
        return result

    def all_cards(self) -> list[str]:
        return [c for h in self.state.hands for c in h] + list(self.state.discard)

    # ------------------------------------------------------------------ acting
    def act(self, action: Action) -> bool:
        """Apply an action for the seat at the screen; refusals show the engine's reason."""
        words = self.state.describe(action)
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self.reason = str(error)
            self.dirty = True
            return False
        self.reason = ""
        self.alarm_from = None
        self.clear_marks()
        self.slide_from = dict(self.token_centres)
        self.log.append(f"{action}  —  {words}")
        self.log.extend(f"      {text}" for text, only in self.state.events if only is None and text != words)
        self.autosave()
        self.after_change()
        return True

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            self.session.save(autosave_path())
        except OSError as error:
            self.reason = f"Autosave failed: {error}"

    def after_change(self) -> None:
        """Show the game-over screen, or hand the screen to whoever must decide next."""
        self.refresh()
        state = self.state
        if state.is_over():
            from ui.elevator.game_over import GameOverScene
            self.app.push(GameOverScene(self.app, self))
            return
        if state.team or len(state.seats) == 1:
            self.viewer = state.to_move()
            self.refresh()
            return
        if state.to_move() in self.bots:
            self.viewer = screen_seat(self.kinds, state.to_move(), self.viewer)
            self.refresh()
            return
        top = state.steps[-1]
        moment = top[1] if top[0] == "window" else None
        if self.prompter.auto_pass(state.to_move(), state.active, moment is not None):
            self.act(Action("pass"))
            return
        turn = self.prompter.next_turn(state.to_move(), state.active, len(state.seats), moment)
        if turn.seat == self.viewer and turn.courtesy == self.courtesy:
            return
        if self.people == 1:  # nobody else at the screen: no hand-off needed
            self.viewer, self.courtesy = turn.seat, turn.courtesy
            self.refresh()
            return
        self.hand_to(turn.seat, turn.courtesy)

    def end_courtesy(self) -> None:
        """A rival asked only out of courtesy passes; the game goes on."""
        self.prompter.courtesy_done(self.viewer)
        self.courtesy = False
        self.log.append(f"pass  —  {self.state.name(self.viewer)} passes.")
        self.after_change()

    def hand_to(self, seat: int, courtesy: bool = False) -> None:
        """The privacy screen before another person's cards are shown."""
        def ready():
            self.viewer = seat
            self.courtesy = courtesy
            self.refresh()
        step = self.state.steps[-1][0] if self.state.steps else ""
        message = ("You may answer with an instant card, or pass." if step == "window" or courtesy
                   else "It is your turn." if seat == self.state.active else "")
        self.app.push(HandoffScene(self.app, self.state.name(seat), message, ready))

    def undo(self) -> None:
        reason = self.session.history.undo_block_reason(self.viewer)
        if reason:
            self.reason = reason
            self.dirty = True
            return
        action = self.session.history.undo(self.viewer)
        self.log.append(f"(undo {action})")
        self.reason = ""
        self.clear_marks()
        self.autosave()
        self.after_change()

    def redo(self) -> None:
        if not self.session.history.can_redo():
            return
        action = self.session.history.redo()
        self.log.append(f"(redo {action})")
        self.clear_marks()
        self.autosave()
        self.after_change()

    # ------------------------------------------------------------------ bots and hints
    def drive_bots(self, dt: float) -> None:
        """Ask the bot to move, show its move for a moment, then play it."""
        seat = self.state.to_move()
        if seat not in self.bots or not self.interactive or (self.paused and not self.steps_allowed):
            return
        self.thinker.ask(self.session, seat, self.state.seats[seat].bot_level or "medium")
        decision = self.thinker.answer(self.session, seat)
        name = self.state.name(seat)
        if decision is None:
            self.marked_clock += dt
            dots = "." * (1 + int(self.marked_clock * 3) % 3)
            self.set_notice(f"{name} is thinking{dots}")
            return
        if decision.action.verb == "pass":  # a bot letting a window go by holds nobody up
            self.steps_allowed = max(0, self.steps_allowed - 1)
            self.act(decision.action)
            return
        if self.marked is None:
            self.mark(decision.action, self.state.describe(decision.action))
        self.marked_clock += dt
        if self.marked_clock >= BOT_MOVE_SHOWN_SECONDS.get(self.app.settings.animation_speed, 0.8):
            self.steps_allowed = max(0, self.steps_allowed - 1)
            self.act(decision.action)

    def ask_hint(self) -> None:
        if not self.legal_here():
            return
        self.thinker.ask(self.session, self.viewer, HINT_BOT, purpose="hint")
        self.session.hints_used += 1
        self.autosave()
        self.set_notice("Looking for a good move...")

    def show_hint(self) -> None:
        decision = self.thinker.answer(self.session, self.viewer, purpose="hint")
        if decision is not None and self.marked is None:
            self.mark(decision.action, f"Hint: {self.state.describe(decision.action)} {decision.why.capitalize()}.")

    def marked_parts(self) -> tuple[str | None, set[str]]:
        """The piece (Alien or card) and the places (floors, discard) of the marked move."""
        if self.marked is None:
            return None, set()
        action = self.marked[0]
        pair = drag_pair(action)
        if pair:
            return pair[0], {pair[1]} - {"table"}
        if action.verb in ("alarm", "marker"):
            return None, set(action.args)
        return None, set()

    def mark(self, action: Action, text: str) -> None:
        self.marked = (action, text)
        self.marked_clock = 0.0
        self.set_notice(text)

    def clear_marks(self) -> None:
        self.marked = None
        self.marked_clock = 0.0
        self.notice = ""
        self.thinker.forget()

    def set_notice(self, text: str) -> None:
        if text != self.notice:
            self.notice = text
            self.dirty = True

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.steps_allowed = 0
        self.refresh()

    def step_bot(self) -> None:
        """While paused, let the deciding bot make one move."""
        self.steps_allowed = 1

    def open_menu(self) -> None:
        from ui.scenes.game_menu import GameMenuScene
        self.app.push(GameMenuScene(self.app, self.session))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.controller.piece:
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.controller.piece:
            return self.release(event.pos)
        return False

    def handle_key(self, event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE:
            if self.controller.piece:
                self.controller.cancel()
                self.dirty = True
            else:
                self.open_menu()
            return True
        if ctrl and event.key == pygame.K_z:
            self.undo()
            return True
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return True
        return False

    def press(self, pos) -> bool:
        self.mouse = pos
        legal = self.legal_here()
        if self.layout.die.collidepoint(pos) and Action("roll") in legal:
            return self.act(Action("roll"))
        piece = self.piece_at(pos)
        if piece is not None:
            if self.controller.pick(piece, legal):
                self.dirty = True
                return True
            self.reason = self.why_not_movable(piece)
            self.dirty = True
            return True
        return self.click_floor(pos, legal)

    def click_floor(self, pos, legal) -> bool:
        """Choosing the floor an Alarm empties."""
        sources = {a.args[0] for a in legal if a.verb == "alarm"}
        floor = self.layout.place_at(pos, self.view()["elevator"])
        if floor in sources:
            self.alarm_from = floor
            self.refresh()
            return True
        return False

    def release(self, pos) -> bool:
        self.mouse = pos
        target = self.target_at(pos)
        action, reason = self.controller.drop(target, self.state.why_illegal)
        self.dirty = True
        if action is not None:
            return self.act(action)
        self.reason = reason
        return True

    def why_not_movable(self, piece: str) -> str:
        if self.state.to_move() != self.viewer or not self.interactive:
            return "It is not your decision now."
        return f"Nothing to do with that now. {self.state.prompt()}"

    def piece_at(self, pos) -> str | None:
        """A card of the shown hand, or an Alien token, under the mouse."""
        for card, rect in zip(self.shown_hand(), self.layout.card_rects(len(self.shown_hand()))):
            if rect.collidepoint(pos):
                return card
        radius = self.layout.token // 2 + 2
        for alien, (x, y) in self.token_centres.items():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= radius * radius:
                return alien
        return None

    def target_at(self, pos) -> str | None:
        piece = self.controller.piece or ""
        if self.layout.discard.inflate(20, 20).collidepoint(pos):
            return "discard"
        if "-" in piece:
            return "table" if self.layout.building.collidepoint(pos) else None
        return self.layout.place_at(pos, self.view()["elevator"])

    def shown_hand(self) -> list[str]:
        hand = self.view()["hands"][self.viewer] if self.viewer is not None else None
        return hand or []

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        view = self.view()
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
        title = render("Alien 51: The Elevator", 20, drawing.GOLD, True)
        surface.blit(title, (layout.building.left, 12))
        mode = render(f"{view['mode'].capitalize()} · {len(view['seats'])} player(s)", 14, drawing.DIM)
        surface.blit(mode, (layout.building.left + title.get_width() + 16, 18))
        hidden = {piece} | set(self.slides)
        sizes = drawing.draw_building(surface, layout, view, targets, self.app.settings.colour_blind,
                                      hidden, self.token_centres)
        self.start_slides()
        self.draw_slides(surface, view, sizes)
        pickable = self.controller.draggable(legal) if not piece and not marked_piece else ()
        drawing.ring_pickable(surface, self.token_centres, pickable, layout.token)
        if marked_piece in self.token_centres:
            drawing.ring_pickable(surface, self.token_centres, [marked_piece], layout.token + 8)
        drawing.draw_status(surface, layout, view)
        drawing.draw_die(surface, layout.die, view["die"], Action("roll") in legal,
                         layout.die.collidepoint(self.mouse))
        drawing.draw_piles(surface, layout, view, "discard" in targets)
        drawing.draw_seats(surface, layout, view, self.app.settings.colour_blind)
        self.draw_hand(surface, view, legal, marked_piece)
        text, colour = (self.reason, REASON_RGB) if self.reason else (self.notice, drawing.GOLD)
        lines = wrap(text, 14, layout.panel.width, bold=True)[:2]
        blit_lines(surface, lines, (layout.panel.left, layout.choices.bottom - 18 - 20 * (len(lines) - 1)), 14,
                   colour, bold=True)
        self.draw_dragged(surface, view)

    # ------------------------------------------------------------------ animation
    def start_slides(self) -> None:
        """After an action, Aliens whose place changed glide from the old spot to the new one."""
        if self.slide_from is None:
            return
        duration = ANIMATION_SECONDS.get(self.app.settings.animation_speed, 0.3)
        old, self.slide_from = self.slide_from, None
        if duration <= 0:
            return
        self.slides = {a: (old[a], xy) for a, xy in self.token_centres.items() if a in old and old[a] != xy}
        self.slide_clock = 0.0
        if self.slides:
            self.dirty = True

    def update(self, dt: float) -> None:
        self.drive_bots(dt)
        if self.marked is None and self.thinker.thinking_about(self.session, self.viewer, "hint"):
            self.show_hint()
        if not self.slides:
            return
        self.slide_clock += dt
        if self.slide_clock >= ANIMATION_SECONDS.get(self.app.settings.animation_speed, 0.3):
            self.slides = {}
        self.dirty = True

    def draw_slides(self, surface, view, sizes) -> None:
        duration = ANIMATION_SECONDS.get(self.app.settings.animation_speed, 0.3) or 1
        t = min(1.0, self.slide_clock / duration)
        ease = 1 - (1 - t) ** 3
        for alien, (start, end) in self.slides.items():
            xy = (int(start[0] + (end[0] - start[0]) * ease), int(start[1] + (end[1] - start[1]) * ease))
            drawing.draw_alien(surface, alien, xy, sizes.get(alien, self.layout.token), view,
                               self.app.settings.colour_blind)

    def draw_hand(self, surface, view: dict, legal: list[Action], marked: str | None = None) -> None:
        hand = (view["hands"][self.viewer] if self.viewer is not None else None) or []
        owner = view["seats"][self.viewer]["name"] if self.viewer is not None else ""
        label = f"{owner}'s hand" if hand else f"{owner}'s hand is empty"
        surface.blit(render(label, 13, drawing.DIM), (self.layout.panel.left, self.layout.hand_top - 18))
        usable = {marked} if marked else self.controller.draggable(legal)
        for card, rect in zip(hand, self.layout.card_rects(len(hand))):
            if card != self.controller.piece:
                drawing.draw_card(surface, card, rect, highlight=card in usable)
        if view["table_card"] and not view["peek"]:
            slot = self.layout.card_rects(4)[3]
            surface.blit(render("being played", 13, drawing.DIM), (slot.left, self.layout.hand_top - 18))
            drawing.draw_card(surface, view["table_card"], slot)
        if view["peek"]:
            peek = view["peek"]
            x = self.layout.card_rects(4)[3].left
            surface.blit(render(f"{view['seats'][peek['seat']]['name']}:", 13, drawing.DIM),
                         (x, self.layout.hand_top - 18))
            for i, card in enumerate(peek["hand"]):
                small = pygame.Rect(x, self.layout.hand_top + i * 26, self.layout.card_size[0], 24)
                pygame.draw.rect(surface, (230, 226, 214), small, border_radius=5)
                surface.blit(render(elevator_data().card(card).name, 13, (30, 30, 30), True),
                             (small.left + 6, small.top + 3))

    def draw_dragged(self, surface, view) -> None:
        piece = self.controller.piece
        if not piece:
            return
        if "-" in piece:
            rect = pygame.Rect((0, 0), self.layout.card_size)
            rect.center = self.mouse
            drawing.draw_card(surface, piece, rect, lifted=True)
        else:
            drawing.draw_alien(surface, piece, self.mouse, self.layout.token + 4, view,
                               self.app.settings.colour_blind, lifted=True)


def smoke(app) -> None:
    """Open the table of every mode and draw a few frames (``main.py --smoke``)."""
    from game.core.contract import Seat
    from game.core.registry import get_game

    info = get_game("elevator").info
    for mode in info.modes:
        seats = [Seat(f"Player {i + 1}", info.colours[i]) for i in range(mode.max_players)]
        session = Session.new("elevator", mode.id, seats, seed=7)
        table = app.push(TableScene(app, session, autosave=False))
        for _ in range(2):
            app.frame()
        table.act(Action("roll")) if Action("roll") in session.state.legal_actions() else None
        app.frame()
        while app.top is not table:
            app.pop()
        app.pop()
