"""The Area 1851 table: its layout, drawing and gestures on the shared table (``ui/table_base.py``).

Gestures (spec §7.2): drag a gadget from the hand onto your table to fabricate it, a
modification onto a lit socket, a gadget or an attached modification onto the chute to
deliver it, any of them onto the scrap heap to scrap it; drag a scrap card (or the free
fiddle token) onto the upper or lower half of a die to fiddle it; drag an assistant onto a
Level zone of its location to activate it, a reserve assistant from your row onto an Idle
zone to place it (or a click on that zone), and in the Assistants phase any of yours onto another location's Idle
zone. Click dice to choose them: a drop then pays with them (when several sets pay and none
is chosen, the table asks which), and the re-roll and the Town Hall use them. Click the Feat
deck to take a Feat; click the card a location's bonus asks for (a modification to recycle,
a gadget, a scrap card to pay); drag a hand card onto a scrap card to swap them (Storehouse)
or onto the discard pile (Replicator). For a bid, click scrap cards to count them in, then
"Bid"; the winner pays those cards with one button. Hovering any card shows it at a readable
size.

In hot-seat play a public decision (placing or moving assistants) is taken on a screen that
shows no hand, scrap heap or face-down feat, and the log shows only public lines there.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.area1851.rules_data import area1851_data
from game.core.actions import Action
from game.core.wording import listed, plural
from ui.area1851 import drawing
from ui.area1851.layout import Layout, Places
from ui.look import see_through
from ui.remote_session import TableSession
from ui.table_base import Choice, TableBase, Words
from ui.text import draw_label

DONE, STAY = Action("done"), Action("stay")
PUBLIC_DOINGS = {"setup": "places an assistant", "help_wanted": "places an assistant",
                 "assistants": "may move an assistant"}
"""What a seat does on a public screen, for the notice where the hand would be."""
SOURCES = {"hand": "hand", "gadget": "gadgets", "mod": "mods", "scrap": "scrap"}
BOARD_PARTS = frozenset({"zone", "reserve", "pawn", "idle", "feat-deck"})
"""The pieces and places of the shared board (every other one lies on a seat's own table)."""


def topmost(rects: dict, pos) -> str | None:
    """The last (drawn on top) of ``rects`` under ``pos``."""
    return next((name for name, rect in reversed(list(rects.items())) if rect.collidepoint(pos)), None)


def die_order(die: str) -> int:
    return int(die[1:])


class TableScene(TableBase):
    game_title = "Area 1851"
    tumbling: frozenset[tuple[int, str]] = frozenset()
    """The dice (seat, name) rolled by the last action, tumbling until ``tumble_clock`` runs out."""
    tumble_clock = 0.0
    VERB_SOUNDS = {"place": "piece_down", "move": "piece_down", "reroll": "die_roll", "exchange": "card_draw",
                   "replicate": "card_draw", **{verb: "card_play" for verb in (
                       "pay", "bid", "fabricate", "attach", "recycle")}}
    """A feat chosen among several a delivery met (``complete``) makes no sound: the room would hear
    that the player held another face-down feat the delivery met."""
    confirm_turn_end = True

    def __init__(self, app, session: TableSession, autosave: bool = True, replay: bool = False):
        self.data = area1851_data()
        self.selected: set[str] = set()
        """Dice clicked: the next payment, re-roll or Town Hall uses them."""
        self.bid_cards: set[str] = set()
        """Scrap cards counted into a bid."""
        self.bids_made: dict[int, list[str]] = {}
        """The scrap cards each seat counted into its bid at this table: if it wins, it pays those
        (the engine takes a bid's size and then each card paid, ruling 32)."""
        self._places: tuple[object, object, Places] | None = None
        self._memo_view: dict | None = None
        self._memo: dict = {}
        super().__init__(app, session, autosave, replay)

    # ------------------------------------------------------------------ who sees what
    def make_layout(self, size) -> Layout:
        return Layout(size, self.data.location_ids, len(self.state.seats))

    @property
    def own_seat(self) -> int:
        """Whose table and dice the lower half shows: the seat at the screen, in a replay the one deciding."""
        return self.viewer if self.viewer is not None else self.state.active

    def secrets_shown(self) -> bool:
        """Whether the viewer's hand, scrap heap and face-down feats may be drawn: only on a screen
        addressed to them (with one person at the table always; in hot-seat only on their private
        screen, after their hand-off)."""
        return self.viewer is not None and self.addressee() == self.viewer

    def places(self) -> Places:
        """Where everything of the current view sits, worked out once per view."""
        view = self.view()
        if self._places is None or self._places[0] is not view or self._places[1] is not self.layout:
            self._places = (view, self.layout, self.layout.places(view, self.own_seat, self.secrets_shown()))
        return self._places[2]

    def memo(self, name: str, make):
        """Something worked out from the current view, once per view."""
        view = self.view()
        if self._memo_view is not view:
            self._memo_view, self._memo = view, {}
        if name not in self._memo:
            self._memo[name] = make()
        return self._memo[name]

    def player(self) -> dict:
        return self.view()["players"][self.own_seat]

    def player_rows(self) -> tuple:
        """What the player rows show; while a finished turn waits for "End turn", its seat is still
        the one deciding (nobody else is asked yet)."""
        view = self.view()
        return drawing.players_type(dict(view, to_move=self.viewer) if self.holding else view, self.own_seat)

    def shown_hand(self) -> list[str]:
        return list(self.places().hand)

    # ------------------------------------------------------------------ gestures
    def sound_of(self, action: Action, before, after) -> str | None:
        """Dice rolled tumble on the table (every die lies open); else the verb's sound."""
        if rolled_dice(action, before, after):
            return "die_roll"
        return super().sound_of(action, before, after)

    def quiet_in_log(self, action: Action) -> bool:
        """A feat chosen among several a delivery met has no line of its own: what it causes reads as
        when the delivery met only one (a line of its own would tell that another feat was met)."""
        return action.verb == "complete"

    def animate(self, action: Action, before, after) -> None:
        """Dice just rolled tumble for a moment before they settle on their faces."""
        dice = rolled_dice(action, before, after)
        if dice and self.slide_seconds > 0:
            self.tumbling, self.tumble_clock = dice, 0.0
            self.dirty = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.tumbling:
            self.tumble_clock += dt
            if self.tumble_clock >= TUMBLE_SLIDES * self.slide_seconds:
                self.tumbling = frozenset()
            self.dirty = True

    def tumble(self) -> tuple[set[str], float]:
        """The dice of the seat shown that are still tumbling (by name), and how far they are (0 to 1)."""
        seat = self.own_seat
        names = {die for tumbling_seat, die in self.tumbling if tumbling_seat == seat}
        return names, min(1.0, self.tumble_clock / (TUMBLE_SLIDES * self.slide_seconds or 1))

    def drag_pair(self, action: Action) -> tuple[str, str] | None:
        verb, args = action.verb, action.args
        if verb == "place":
            return "reserve", f"zone:{args[0]}:0"
        if verb == "move":
            return f"pawn:{args[0]}", f"zone:{args[1]}:0"
        if verb == "activate":
            return f"idle:{args[0]}", f"zone:{args[0]}:{args[1]}"
        if verb == "fabricate":
            return self.source(args[0], args[1]), "table"
        if verb == "attach":
            return self.source(args[0], args[2]), f"socket:{args[1]}"
        if verb == "deliver":
            return f"gadget:{args[0]}", "chute"
        if verb == "scrap":
            return self.source(args[0]), "heap"
        if verb == "fiddle":
            return ("free" if args[2] == "free" else f"scrap:{args[2]}"), f"die:{args[0]}:{args[1]}"
        if verb == "exchange":
            return f"hand:{args[0]}", f"swap:{args[1]}"
        if verb == "replicate":
            return f"hand:{args[0]}", "discard"
        return None

    def clicks_carry(self, piece: str) -> bool:
        """The Storehouse's swap and the Replicator's discard ask to click a hand card: a click
        carries it (straight to the discard pile, or held until a scrap card is clicked)."""
        pending = self.view()["pending"]
        return piece.startswith("hand:") and bool(pending) and pending.get("kind") in ("exchange", "replicate")

    def marked_parts(self) -> tuple[str | None, set[str]]:
        """Another seat's marked move lights only the board: the dice, heap and gadgets on this
        screen are the viewer's own, not the mover's."""
        piece, places = super().marked_parts()
        if self.marked is not None and self.state.to_move() != self.own_seat:
            piece = piece if piece and piece.partition(":")[0] in BOARD_PARTS else None
            places = {place for place in places if place.partition(":")[0] in BOARD_PARTS}
        return piece, places

    def source(self, card: str, paid: str = "") -> str:
        """The piece a card is dragged as: from the scrap heap for a free build, else where it lies."""
        if paid == "free":
            return f"scrap:{card}"
        player = self.player()
        if card in (player["hand"] or []):
            return f"hand:{card}"
        for gadget in player["table"]:
            if gadget["gadget"] == card:
                return f"gadget:{card}"
        return f"mod:{card}"

    def click_target(self, action: Action) -> str | None:
        """Clicks that act; placing an assistant may also be a click on the Idle zone it goes to."""
        verb, args = action.verb, action.args
        if verb == "place":
            return f"zone:{args[0]}:0"
        if verb == "take-feat":
            return "feat-deck"
        if verb == "recycle":
            return f"mod:{args[0]}"
        if verb == "recycle-gadget":
            return f"gadget:{args[0]}"
        if verb == "pay":
            return f"scrap:{args[0]}"
        if verb == "complete":
            return f"feat:{args[0]}"
        return None

    def click_candidate(self, target: str) -> Action | None:
        kind, _, name = target.partition(":")
        if kind == "feat-deck":
            return Action("take-feat")
        if kind == "feat":
            return Action("complete", (name,))
        return None

    def drag_candidate(self, piece: str, target: str) -> Action | None:
        """The action a refused drop would have meant, so the engine can say why not."""
        kind, _, name = piece.partition(":")
        place, _, rest = target.partition(":")
        if place == "heap" and kind in SOURCES:
            return Action("scrap", (name,))
        if place == "chute" and kind == "gadget":
            return Action("deliver", (name,))
        if place == "zone":
            location, level = rest.split(":")
            if kind == "reserve":
                return Action("place", (location,))
            if kind == "pawn":
                return Action("move", (name, location))
            if kind == "idle":
                return Action("activate", (location, level))
        if place == "die" and kind in ("scrap", "free"):
            die, direction = rest.split(":")
            return Action("fiddle", (die, direction, name or "free"))
        if kind in ("hand", "scrap"):
            paid = "free" if kind == "scrap" else self.candidate_dice()
            if place == "table":
                return Action("fabricate", (name, paid))
            if place == "socket":
                return Action("attach", (name, rest, paid))
            if place == "swap":
                return Action("exchange", (name, rest))
            if place == "discard":
                return Action("replicate", (name,))
        return None

    def candidate_dice(self) -> str:
        """The dice a refused payment is judged with: the chosen ones, else every die still free."""
        dice = self.selected or {d["die"] for d in self.player()["dice"] if d["state"] == "free"}
        return self.dice_set(dice or {d["die"] for d in self.player()["dice"]})

    @staticmethod
    def dice_set(dice) -> str:
        return "+".join(sorted(dice, key=die_order))

    # ------------------------------------------------------------------ hit-testing
    def piece_at(self, pos) -> str | None:
        if self.viewer is None:
            return None
        view, places, player = self.view(), self.places(), self.player()
        for group, kind in ((places.hand, "hand"), (places.mods, "mod"), (places.gadgets, "gadget")):
            found = topmost(group, pos)
            if found:
                return f"{kind}:{found}"
        found = topmost(places.scrap, pos)
        if found and view["phase"] != "bid":
            return f"scrap:{found}"
        if player["free_fiddles"] and self.layout.free_token.collidepoint(pos):
            return "free"
        reach = self.layout.pawn // 2 + 3
        for (seat, assistant), (x, y) in places.pawns.items():
            if seat == self.viewer and (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= reach * reach:
                place = player["assistants"][assistant]
                return f"idle:{place}" if view["phase"] == "action" and "/" not in place else f"pawn:{assistant}"
        if any(abs(pos[0] - x) <= reach and abs(pos[1] - y) <= reach for x, y in places.reserve.get(self.viewer, [])):
            return "reserve"
        return None

    def target_at(self, pos) -> str | None:
        piece = self.controller.piece or ""
        kind = piece.partition(":")[0]
        layout, places = self.layout, self.places()
        if kind in ("reserve", "pawn", "idle"):
            zone = layout.zone_at(pos)
            return f"zone:{zone[0]}:{zone[1]}" if zone else None
        if kind in ("scrap", "free"):
            for die, rect in places.dice.items():
                if rect.collidepoint(pos):
                    return self.die_target(piece, die, Layout.die_halves(rect)[0].collidepoint(pos))
        found = topmost(places.sockets, pos)
        if found:
            return f"socket:{found}"
        if kind == "hand":
            found = topmost(places.scrap, pos)
            if found:
                return f"swap:{found}"
            if layout.discard.collidepoint(pos):
                return "discard"
        for name in ("chute", "heap", "tableau"):
            if getattr(layout, name).collidepoint(pos):
                return "table" if name == "tableau" else name
        return None

    def die_target(self, payer_piece: str, die: str, upper_half: bool) -> str:
        """A die's upper half turns it up, its lower half down; a die that can only turn one way
        (a 0 cannot go down) turns that way wherever the scrap card (or free token) held is dropped on it."""
        payer = payer_piece.partition(":")[2] or "free"
        legal = self.legal_here()
        ways = [way for way in ("up", "down") if Action("fiddle", (die, way, payer)) in legal]
        way = ways[0] if len(ways) == 1 else ("up" if upper_half else "down")
        return f"die:{die}:{way}"

    def click_at(self, pos) -> str | None:
        if self.layout.feat_deck.collidepoint(pos):
            return "feat-deck"
        zone = self.layout.zone_at(pos)
        if zone is not None and zone[1] == 0:
            return f"zone:{zone[0]}:0"
        places = self.places()
        for group, kind in ((places.mods, "mod"), (places.gadgets, "gadget"), (places.scrap, "scrap"),
                            (places.feats, "feat"), (places.dice, "die")):
            found = topmost(group, pos)
            if found:
                return f"{kind}:{found}"
        return None

    def press_elsewhere(self, pos, legal: list[Action]) -> bool:
        """Clicks that choose without acting: dice for a payment, a re-roll or the Town Hall; scrap
        cards for a bid."""
        if not legal:
            return False
        target = self.click_at(pos) or ""
        kind, _, name = target.partition(":")
        if kind == "die" and self.view()["phase"] == "action":
            self.selected ^= {name}
        elif kind == "scrap" and self.view()["phase"] == "bid":
            self.bid_cards ^= {name}
        else:
            return False
        self.reason = ""
        self.refresh()
        return True

    def release(self, pos) -> bool:
        """A drop on nothing snaps back quietly, keeping what the pick-up said (a click that carries
        the card is no drop)."""
        if self.target_at(pos) is None and not self.click_carries(pos):
            self.controller.cancel()
            self.dirty = True
            return True
        return super().release(pos)

    # ------------------------------------------------------------------ choices
    def game_choices(self, legal: list[Action]) -> list[Choice]:
        choices: list[Choice] = []
        if DONE in legal:
            points = self.player()["ap"]
            unused = f" ({plural(points, 'point')} unused)" if points else ""
            choices.append((f"End my actions{unused}", DONE))
        if STAY in legal:
            choices.append(("Keep my assistants where they are", STAY))
        if any(a.verb == "bid" for a in legal):
            count = len(self.bid_cards)
            bid = Action("bid", (str(count),))
            if self.last_to_bid():  # this bid shows every bid at once, and nothing takes that back
                choices.append((f"Bid {plural(count, 'card')}", partial(self.confirm, bid)))
            else:
                choices.append((f"Bid {plural(count, 'card')}", bid))
        payments = [Action("pay", (card,)) for card in self.own_bid()]
        if any(a in legal for a in payments):
            names = listed([self.state.card_name(a.args[0]) for a in payments if a in legal])
            choices.append(((f"Pay the cards you bid: {names}", f"Pay your bid: {names}", "Pay the cards you bid",
                             "Pay your bid"), self.pay_bid))
        pending = self.view()["pending"]
        per_die = pending.get("value", 1) if pending else 1
        choices += self.dice_choice(legal, "town-hall", lambda d: (
            f"Place {d} on the Town Hall (+{per_die * len(d.split('+'))})",
            f"{d} to the Town Hall (+{per_die * len(d.split('+'))})", f"Town Hall: {d}"))
        choices += self.dice_choice(legal, "reroll", lambda d: f"Re-roll {d}")
        feats = self.view()["feats"]
        choices += [((f"Complete {feats[a.args[0]]['name']} (+{feats[a.args[0]]['reward']})",
                      f"Complete {feats[a.args[0]]['name']}", f"{feats[a.args[0]]['name']}"), a)
                    for a in legal if a.verb == "complete"]
        entries = self.session.history.entries
        if pending and entries and entries[-1].action.verb == "activate" and self.session.history.can_undo(self.viewer):
            choices.append(("Cancel", self.undo))  # a bonus's one choice: back to before the activation
        return choices

    def act(self, action: Action) -> bool:
        """A bid of the scrap cards clicked remembers which they were, for the payment. Only the bid of
        the seat at the screen is made of them: a bot bidding meanwhile counted in cards of its own."""
        deciding = self.state.to_move()
        bidder = deciding if deciding == self.viewer else None
        bid = sorted(self.bid_cards)
        applied = super().act(action)
        if applied and bidder is not None and action.verb == "bid" and len(bid) == int(action.args[0]):
            self.bids_made[bidder] = bid
        return applied

    def last_to_bid(self) -> bool:
        """Whether every other seat has bid (public: the rows say who has)."""
        return all(p["has_bid"] for p in self.view()["players"] if p["seat"] != self.viewer)

    def own_bid(self) -> list[str]:
        """The scrap cards the seat at the screen counted into its bid (none when the screen is nobody's)."""
        return self.bids_made.get(self.viewer, []) if self.viewer is not None else []

    def pay_bid(self) -> None:
        """Discard the cards this seat bid, one ``pay`` each, while the payment lasts."""
        assert self.viewer is not None, "offered only to the winner of the bid, at their own screen"
        for card in self.bids_made.pop(self.viewer, []):
            if Action("pay", (card,)) in self.legal_here():
                self.act(Action("pay", (card,)))

    def dice_choice(self, legal: list[Action], verb: str, words: Callable[[str], Words]) -> list[Choice]:
        """One button for a choice of dice: the chosen dice when they may be used, else all of them."""
        actions = [a for a in legal if a.verb == verb]
        if not actions:
            return []
        chosen = Action(verb, (self.dice_set(self.selected),))
        action = chosen if chosen in actions else actions[-1]
        return [(words(action.args[0]), action)]

    def choose_among(self, actions: list[Action]) -> bool:
        """A payment with chosen dice uses them; without, the paying sets of different values are asked
        about (two sets of the same values leave the same values unused, so either will do)."""
        if len(actions) > 1 and actions[0].verb in ("fabricate", "attach"):
            if self.selected:
                paid = self.dice_set(self.selected)
                chosen = [a for a in actions if a.args[-1] == paid]
                if not chosen:
                    self.reason = self.state.why_illegal(Action(actions[0].verb, actions[0].args[:-1] + (paid,))) or ""
                    self.dirty = True
                    return False
                actions = chosen
            else:
                first_of_values: dict[tuple[int, ...], Action] = {}
                for action in actions:
                    first_of_values.setdefault(self.paid_values(action), action)
                actions = list(first_of_values.values())
        return super().choose_among(actions)

    def paid_values(self, action: Action) -> tuple[int, ...]:
        """The values of the dice a fabricate or attach pays with, smallest first."""
        values = {d["die"]: d["value"] for d in self.player()["dice"]}
        return tuple(sorted(values[d] for d in action.args[-1].split("+")))

    def choice_label(self, action: Action) -> Words:
        if action.verb == "bid":
            return f"Yes, bid {plural(int(action.args[0]), 'card')}"
        if action.verb in ("fabricate", "attach"):
            return f"Pay with {'+'.join(str(v) for v in self.paid_values(action))}"
        return super().choice_label(action)

    def shown_prompt(self, view: dict) -> str:
        """While several dice sets could pay, the prompt says for what; the last bid asks once more."""
        if self.pending and self.pending[0].verb == "bid":
            return (f"Yours is the last bid: once made, every bid is shown and it cannot be taken back. "
                    f"Bid {plural(int(self.pending[0].args[0]), 'card')}?")
        if self.pending and self.pending[0].verb in ("fabricate", "attach"):
            action = self.pending[0]
            what = self.state.card_name(action.args[0])
            doing = f"fabricate {what}" if action.verb == "fabricate" else f"attach {what}"
            return f"Several sets of dice pay to {doing}: choose which, or Cancel."
        entries = self.session.history.entries
        if self.holding and self.viewer is not None and entries and entries[-1].action.verb == "bid":
            return (f"{self.state.name(self.viewer)}: your bid is made. End turn hands the table on; until then "
                    f"Undo can take it back.")
        return super().shown_prompt(view)

    def position_changed(self) -> None:
        self.selected = set()
        self.bid_cards = set()
        super().position_changed()

    def should_hold(self, deciding: int | None) -> bool:
        """Hold the screen only after a private decision (a bid): a public one hides nothing, and
        "End my actions" already says the sitting is over, so it hands on at once."""
        entries = self.session.history.entries
        if not entries or self.viewer is None or not entries[-1].before.private_screen(self.viewer):
            return False
        if entries[-1].action == DONE:
            return False
        return super().should_hold(deciding)

    def hand_off_message(self, seat: int, kind: str) -> str:
        state = self.state
        reveal = ""
        entries = self.session.history.entries
        if state.last_bid and entries and entries[-1].action.verb == "bid":
            bids = state.last_bid["bids"]
            shown = ", ".join(f"{state.name(s)} {bids[s]}" for s in state.order())
            reveal = f"The bids are revealed: {shown}; {state.name(state.last_bid['winner'])} wins. "
        if entries and entries[-1].before.turn != state.turn and state.event:  # the last move began a turn
            reveal += f"Turn {state.turn} begins with {state.card_name(state.event)}. "
        words = {"bid": "Your bid for the Universal Modification: your scrap heap will be shown.",
                 "bid_payment": "You won the bid: your scrap heap will be shown.",
                 "action": "It is your turn to act: your hand, scrap heap and feats will be shown."}
        return reveal + words.get(state.phase, "It is your turn.")

    # ------------------------------------------------------------------ drawing
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        return drawing.board_background(size, self.layout, drawing.board_type(self.view()))

    def draw_title(self, surface, view) -> None:
        right = min(button.rect.left for button in self.top_buttons.values()) - 10
        title = draw_label(surface, self.game_title, pygame.Rect(14, 8, 130, 32), 20, drawing.GOLD, bold=True)
        left = (title.right if title else 14) + 16
        phase = self.phase_line()
        draw_label(surface, [phase, phase.split(" · ")[0]],
                      pygame.Rect(left, 8, max(10, right - left), 32), 15, drawing.DIM)

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        layout, places = self.layout, self.places()
        colour_blind = self.app.settings.colour_blind
        legal = self.legal_here()
        lit = self.lit(legal)
        hidden = self.hidden_names(places)
        self.piece_centres = self.centres(places)
        drawing.draw_board(surface, layout, view, places, lit, hidden, colour_blind)
        drawing.draw_piles(surface, layout, view, lit)
        drawing.draw_prompt(surface, layout, self.shown_prompt(view), self.choosing_words())
        drawing.draw_players(surface, layout, self.memo(f"players:{self.holding}", self.player_rows), places, lit,
                             colour_blind)
        player = view["players"][self.own_seat]
        drawing.draw_tableau(surface, layout, view, player, places, lit, hidden, colour_blind,
                             self.own_seat == self.viewer and self.secrets_shown())  # "Your" only on one's own screen
        drawing.draw_tray(surface, layout, player, places, lit, self.selected, self.paying_dice(), colour_blind,
                          self.tumble(), view["over"])
        if self.secrets_shown():
            drawing.draw_hand(surface, layout, view, player, places, lit, hidden, colour_blind)
            counted = self.bid_cards
            if view["phase"] == "bid_payment" and not counted:  # the cards bid, to be paid
                counted = set(self.own_bid())
            drawing.draw_heap(surface, layout, view, player, places, lit, hidden, counted, colour_blind)
            drawing.draw_feats(surface, layout, view, player, places, lit)
        else:
            drawing.draw_placard(surface, layout, self.placard_words(view), player if self.interactive else None)
        drawing.draw_log_caption(surface, layout)

    def choosing_words(self) -> str:
        """What the clicks so far have chosen: dice and their sum, or the cards counted into a bid."""
        if self.bid_cards:
            return f"Bid so far: {plural(len(self.bid_cards), 'scrap card')}"
        if not self.selected:
            return ""
        values = {d["die"]: d["value"] for d in self.player()["dice"]}
        dice = sorted(self.selected, key=die_order)
        total = sum(values[d] or 0 for d in dice)
        return f"Dice chosen: {' + '.join(dice)} = {total}"

    def placard_words(self, view: dict) -> str:
        if not self.interactive:
            return "Replay: hands, scrap heaps and face-down feats stay hidden."
        if view["over"]:
            return "The game is over."
        who = view["seats"][view["to_move"]]["name"]
        if view["phase"] not in PUBLIC_DOINGS:  # a bot's own turn, watched by everyone
            return f"{who} is playing. No hand is shown while everyone may be watching."
        return f"A public decision: {who} {PUBLIC_DOINGS[view['phase']]}. No hand is shown on this screen."

    def lit(self, legal: list[Action]) -> set[str]:
        """Gold: drop targets of the dragged piece, a marked move's places, clickable choices (all of
        them when a bonus asks for one, else the one under the mouse). Soft: what can be picked up."""
        lit = set(self.controller.targets)
        piece, places = self.marked_parts()
        lit |= places
        if piece:
            lit |= self.piece_names(piece, self.state.to_move())
        if self.controller.piece:
            return lit
        clickable = self.controller.clickable(legal)
        view = self.view()
        if view["pending"] or view["phase"] == "bid_payment":
            lit |= set(clickable)
        hovered = self.click_at(self.mouse)
        if hovered in clickable:
            lit.add(hovered)
        for draggable in self.controller.draggable(legal):
            lit |= {f"soft:{name}" for name in self.piece_names(draggable, self.viewer)}
        return lit

    def piece_names(self, piece: str, seat: int | None) -> set[str]:
        """The drawn things a piece stands for (a seat's idle assistants at a location, its reserve)."""
        kind, _, name = piece.partition(":")
        if kind == "reserve":
            return {f"reserve:{seat}"}
        if kind == "idle":
            return {f"pawn:{s}:{a}" for (s, a) in self.places().pawns
                    if s == seat and self.view()["players"][s]["assistants"][a] == name}
        if kind == "pawn":
            return {f"pawn:{seat}:{name}"}
        return {piece}

    def paying_dice(self) -> set[str]:
        """The dice of some set that pays for the dragged card."""
        dice = set()
        for actions in self.controller.targets.values():
            for action in actions:
                if action.verb in ("fabricate", "attach") and action.args[-1] != "free":
                    dice |= set(action.args[-1].split("+"))
        return dice

    def hidden_names(self, places: Places) -> set[str]:
        """What is not drawn in its place: the dragged piece and what slides."""
        names = set(self.motion.slides)
        piece = self.controller.piece or ""
        kind, _, name = piece.partition(":")
        if kind in SOURCES:
            names.add(name)
        elif kind in ("idle", "pawn"):
            names |= set(sorted(self.piece_names(piece, self.viewer))[:1])
        return names

    def centres(self, places: Places) -> dict[str, tuple[int, int]]:
        """Every card and assistant by name and centre, for the slides after a change."""
        centres = {f"pawn:{s}:{a}": xy for (s, a), xy in places.pawns.items()}
        for group in (places.hand, places.gadgets, places.mods, places.scrap):
            centres.update((card, rect.center) for card, rect in group.items())
        return centres

    def rules_section(self) -> str | None:
        """The phase that stands, or the feats a delivery asks about."""
        view = self.view()
        if view["pending"] is not None:
            return "Feats"
        return {"setup": "Setup", "help_wanted": "Events", "bid": "Universal Modification",
                "bid_payment": "Universal Modification", "action": "4. Action",
                "assistants": "5. Assistants"}.get(view["phase"], "A turn")

    def arrival_origin(self, piece: str, old: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
        """A card new in the hand was drawn from the tinker deck; a hand passed on whole (no card
        of it was shown before) just appears."""
        hand = self.places().hand
        if piece not in hand or not any(card in old for card in hand):
            return None
        return self.layout.tinker_deck.center

    def draw_piece(self, surface, piece: str, centre, view: dict, lifted: bool = False) -> None:
        colour_blind = self.app.settings.colour_blind
        kind, _, name = piece.partition(":")
        if kind == "pawn" and name.count(":") == 1:  # a sliding assistant, "pawn:SEAT:aN"
            seat = int(name.split(":")[0])
            drawing.draw_pawn(surface, view["seats"][seat]["colour"], centre, self.layout.pawn, colour_blind)
            return
        if kind in ("reserve", "idle", "pawn"):
            drawing.draw_pawn(surface, view["seats"][self.viewer]["colour"], centre, self.layout.pawn, colour_blind,
                              lifted=True)
            return
        if kind == "free":
            rect = self.layout.free_token.copy()
            rect.center = centre
            drawing._credit(surface, self.layout, rect, 1, "free fiddle", True)
            return
        card = name if kind in SOURCES else piece
        if card not in view["cards"]:
            return
        size = self.layout.card if lifted else self.place_size(card)
        rect = pygame.Rect((0, 0), size)
        rect.center = centre
        image = drawing.tinker_image(drawing.card_type(view["cards"][card]), size, colour_blind)
        surface.blit(see_through(image) if lifted else image, rect)

    def place_size(self, card: str) -> tuple[int, int]:
        places = self.places()
        for group in (places.hand, places.gadgets, places.scrap, places.mods):
            if card in group:
                return group[card].size
        return self.layout.mini_card

    # ------------------------------------------------------------------ hover
    def draw_hover(self, surface, view: dict) -> pygame.Rect | None:
        """What the mouse rests on: a card at a readable size with its words, a location, a player."""
        if self.controller.piece or self.app.top is not self:
            return None
        face, lines = self.hovered(view, self.mouse)
        if not (face or lines):
            return None
        return drawing.draw_info(surface, self.layout, lines, self.mouse, self.hover_avoid(self.layout.prompt), face)

    def hovered(self, view: dict, pos) -> tuple[pygame.Surface | None, list[str]]:
        layout, places, cards = self.layout, self.places(), view["cards"]
        colour_blind = self.app.settings.colour_blind
        zoom = layout.zoom
        for group in (places.hand, places.scrap, places.mods, places.gadgets, places.minis):
            card = topmost(group, pos)
            if card:
                lines = drawing.card_lines(cards[card])
                gadget = self.gadget_in_play(view, card)
                if gadget:
                    lines += drawing.gadget_lines(gadget, cards)
                return drawing.card_face(drawing.card_type(cards[card]), zoom, colour_blind), lines
        feat = topmost(places.feats, pos)
        if feat:
            info = view["feats"][feat]
            up = feat in self.player()["feats_up"]
            words = "Done" if up else f"Face down, only you see it; checked {drawing.WHEN_WORDS[info['when']]}"
            return drawing.feat_face(drawing.feat_type(info), zoom, up), [f"{words}."]
        feat = topmost(places.row_feats, pos)
        if feat:
            owner = next((p for p in view["players"] if feat in p["feats_up"] + p["feats_revealed"]), None)
            name = owner["name"] if owner else ""
            if owner and feat in owner["feats_revealed"]:
                return drawing.feat_face(drawing.feat_type(view["feats"][feat]), zoom, False), [
                    f"{name}'s end feat, revealed at the end: not met, +0 reputation."]
            return drawing.feat_face(drawing.feat_type(view["feats"][feat]), zoom, True), [f"Done by {name}."]
        if layout.discard.collidepoint(pos) and view["discard"]:
            top = view["discard"][-1]
            return drawing.card_face(drawing.card_type(cards[top]), zoom, colour_blind), [
                f"Discard pile: {plural(len(view['discard']), 'card')}, {cards[top]['name']} on top.",
                *drawing.card_lines(cards[top]), DISCARD_RULE]
        if layout.event.collidepoint(pos) and view["event"]:
            event = view["event"]
            size = drawing.zoom_size(layout, "event")
            lines = [f"This turn's event: {event['name']}"]
            bid = view["last_bid"]
            if bid:
                names = [p["name"] for p in view["players"]]
                bids = ", ".join(f"{name} {count}" for name, count in zip(names, bid["bids"], strict=True))
                lines.append(f"The bids: {bids}; {names[bid['winner']]} won")
            lines.append("A new event is turned up at the start of each turn and holds for that turn.")
            return drawing.event_face((event["name"], event["text"]), size), lines
        return None, self.info_lines(view, pos)

    @staticmethod
    def gadget_in_play(view: dict, card: str) -> dict | None:
        return next((g for p in view["players"] for g in p["table"] if g["gadget"] == card), None)

    def info_lines(self, view: dict, pos) -> list[str]:
        layout = self.layout
        location = layout.plate_at(pos) or (layout.zone_at(pos) or (None,))[0]
        if location:
            return drawing.location_lines(next(loc for loc in view["locations"] if loc["id"] == location))
        for index, player in enumerate(view["players"]):
            if layout.player_row(index).collidepoint(pos):
                return drawing.player_lines(view, player)
        if layout.event_deck.collidepoint(pos):
            return [f"Event deck: {plural(view['event_deck']['size'], 'card')}.",
                    "One is turned up a turn; the game ends after the last."]
        if layout.tinker_deck.collidepoint(pos):
            return [f"Tinker deck: {plural(view['tinker_deck_size'], 'card')}.",
                    "Every hand is filled up to 5 cards from it at the start of each turn."]
        if layout.feat_deck.collidepoint(pos):
            return [f"Feat deck: {plural(view['feat_deck_size'], 'card')}.",
                    "Click it to take one, face down, for 1 action point: a secret goal that pays when met."]
        for die, rect in self.places().dice.items():
            if rect.collidepoint(pos):
                return [f"{die}. Click dice to choose them for a payment, a re-roll or the Town Hall.",
                        "Dropping a scrap card on its upper half turns it up one, on its lower half down one "
                        "(a fiddle, no action point)."]
        return self.credit_lines(view, pos) or self.socket_lines(view, pos)

    def credit_lines(self, view: dict, pos) -> list[str]:
        """The Deliver chute and the Workshop's credits."""
        layout, player = self.layout, self.player()
        if layout.chute.collidepoint(pos):
            return ["Deliver to town.", "Drag a gadget of your table here to deliver it, at no action point: it "
                    "scores its worth and its modifications', then goes to the discard pile."]
        if layout.free_token.collidepoint(pos):
            return [f"Free fiddles: {player['free_fiddles']}.",
                    "From the Workshop's Level 1: drag it onto a die's half to turn it up or down without a scrap "
                    "card."]
        if layout.reroll_token.collidepoint(pos):
            return [f"Re-rolls: {player['rerolls']}.",
                    "From the Workshop's Level 2: choose dice, then press Re-roll to roll them again."]
        return []

    def socket_lines(self, view: dict, pos) -> list[str]:
        """An open socket under a gadget of the table."""
        for key, rect in self.places().sockets.items():
            gadget_id, _, number = key.partition(":")
            gadget = self.gadget_in_play(view, gadget_id)
            socket = next((s for s in gadget["sockets"] if str(s["number"]) == number), None) if gadget else None
            if rect.collidepoint(pos) and socket and not socket["mod"]:
                return [f"An open {socket['type']} socket of the {view['cards'][gadget_id]['name']}.",
                        f"Drag a {socket['type']} modification from your hand here to attach it, with dice adding "
                        "up to its cost (1 action point)."]
        return []


DISCARD_RULE = "Used and delivered cards land here face up; when the Tinker deck runs out, it is shuffled in."
"""The Tinker discard pile's rule, said under its top card."""

TUMBLE_SLIDES = 2.0
"""A roll tumbles for twice as long as a piece slides (the animation speed setting)."""


def rolled_dice(action: Action, before, after) -> frozenset[tuple[int, str]]:
    """The dice (seat, name) an action rolled: those re-rolled, and those with no value before."""
    rolled = set()
    if action.verb == "reroll":
        rolled |= {(before.queue[0], die) for die in action.args[0].split("+")}
    for seat, (was, now) in enumerate(zip(before.dice, after.dice, strict=False)):
        rolled |= {(seat, f"d{i + 1}") for i, (old, new) in enumerate(zip(was, now, strict=False))
                   if old is None and new is not None}
    return frozenset(rolled)
