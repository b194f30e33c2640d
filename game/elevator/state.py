"""The Elevator's rules: one position and the actions that change it.

A turn is a stack of steps (top = last). Decision steps wait for an action;
automatic steps (the elevator's ride, drawing, the boss's descent, opening an
instant window) run at once in ``_advance``. Instant cards answer in windows:
"start" (the turn begins, before the roll), "roll" (after a die roll), "leave"
(a worker with company about to leave a floor or the elevator), "arrive" (the
elevator has just arrived, before the Alien move) and "after_move" (after any
change on the elevator's floor: an Alien move, a card, a token's effect); a
window asks, one seat at a time, each seat that may answer (docs/rulings.md,
rulings 16 and 17).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.actions import Action, act
from game.core.contract import AllBut, GameState, Result, Seat, methods_named
from game.core.own_random import OwnRandom
from game.core.wording import listed, plural, sentence_start
from game.elevator import checks
from game.elevator.board import (
    ELEVATOR,
    FLOOR_NAMES,
    GROUND,
    TOP,
    alien_label,
    floor_label,
    is_boss,
    parse_location,
    where_words,
    worker_colour_letter,
)
from game.elevator.rules_data import ElevatorData, elevator_data

DECISION_STEPS = {"marker", "roll", "window", "hack", "alien_move", "swap_pick", "swap", "exchange",
                  "discard_effect", "cards", "resolve"}
SKIPPED_WITHOUT_CHOICE = {"alien_move", "cards", "resolve", "swap_pick", "exchange", "discard_effect"}
"""Decision steps passed over when nothing can be chosen (a card step with only "end" too)."""
END = act("end")
PASS = act("pass")
WINDOW_CARDS = {"start": "after_move", "arrive": "after_move"}
"""Windows answered by the cards of another moment: Wet floor (an "after_move" card) answers
the start of the turn and the elevator's arrival too, as it may be played whenever the
elevator stands at a floor."""
ACTIVE_PLAYER_WINDOWS = ("start", "roll", "arrive")
"""Windows where the active player may answer too (an own-turn instant is the turn's card)."""


class ElevatorState(OwnRandom, GameState):
    """A position of The Elevator. Build new games with ``game.elevator.GAME.new_state``."""

    def __init__(self, data: ElevatorData, mode: str, seats: list[Seat], options: dict, seed: int):
        self.data = data
        self.mode = mode
        self.rules = data.setup.modes[mode]
        self.team: bool = self.rules.team
        """A team mode (Cooperative, Solo): everyone wins or loses together against the boss."""
        self.seats = list(seats)
        self.options = dict(options)
        self.seed_rng(seed)
        self.colour_of_letter = {worker_colour_letter(c): c for c in _all_colours(seats)}
        self.loc: dict[str, int] = {}
        self.workers_by_letter: dict[str, tuple[str, ...]] = {}
        """The workers of each colour, by the colour's letter; like ``workers`` and ``bosses``, fixed at set-up."""
        self.workers: tuple[str, ...] = ()
        self.bosses: tuple[str, ...] = ()
        self.elevator = GROUND
        self.die: int | None = None
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in seats]
        self.objectives: list[list[int]] = [[] for _ in seats]
        self.tokens: dict[int, str] = {}
        self.active = 0
        self.turn = 1
        self.steps: list[tuple] = []
        self.plays_left = 0
        self.instants_used: frozenset = frozenset()
        self.broken = False
        self.elevator_moved = False
        """This turn's roll took the elevator to another floor (an active token needs it)."""
        self.alien_moved = False
        """This turn's Alien move was made (not skipped, not stopped by Chatter)."""
        self.moved_alien: str | None = None
        """The Alien this turn's Alien move moved: Double Alien movement's second move is of another."""
        self.floor_seen: tuple | None = None
        """The elevator's floor and who stood there when a Wet floor moment last came: another
        window opens only after a change there (or at the start of a turn)."""
        self.older_log_version: int | None = None
        """While a log of an older save is replayed: its version, for a rule that changed since."""
        self.no_cards = False
        self.table_card: str | None = None
        self.boss_order: tuple = ()
        self.winners: list[int] | None = None
        self.team_won: bool | None = None
        self.events: list[tuple[str, int | None]] = []
        self._last_end_check: tuple | None = None

    # ------------------------------------------------------------------ basics
    @property
    def hand_limit(self) -> int:
        return self.data.setup.hand_limit

    def card_type(self, card: str):
        return self.data.type_of_instance[card]

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def note(self, text: str, only: int | None = None) -> None:
        """Record what happened, for the log; ``only`` keeps it private to one seat."""
        self.events.append((text, only))

    def clone(self) -> ElevatorState:
        other = object.__new__(ElevatorState)
        other.__dict__.update(self.__dict__)
        self.share_rng(other)
        other.loc = dict(self.loc)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.hands = [list(h) for h in self.hands]
        other.objectives = [list(marks) for marks in self.objectives]
        other.tokens = dict(self.tokens)
        other.steps = list(self.steps)
        other.events = list(self.events)
        other._legal_cache = None  # a clone may be changed by hand (a bot deals it hidden cards)
        return other

    def aliens_at(self, loc: int) -> list[str]:
        return [a for a, where in self.loc.items() if where == loc]

    def boss_at(self, floor: int, ignore: str | None = None) -> bool:
        return any(self.loc[boss] == floor and boss != ignore for boss in self.bosses)

    def label(self, alien: str, article: str = "a") -> str:
        return alien_label(alien, self.colour_of_letter, article)

    # ------------------------------------------------------------ placement rules
    def placement_problem(self, alien: str, dest: int, arriving: int = 1, by_card: bool = True) -> str | None:
        """Why ``alien`` may not end on ``dest`` (None when it may). The one home of placement rules."""
        if dest == ELEVATOR:
            if is_boss(alien) and self.team:
                return "In the team modes a boss never gets into the elevator."
            return None
        token = self.tokens.get(dest)
        if is_boss(alien):
            if dest in (GROUND, TOP) and (not self.team or by_card):
                return ("In the competitive modes a boss never stands on Floor 0 or Floor A." if not self.team
                        else "A card can never move a boss to Floor 0 or Floor A.")
            if self.boss_at(dest, ignore=alien):
                return "There can never be two bosses on the same floor."
            if token == "no_bosses":
                return f"No boss may stand on {floor_label(dest)} (No bosses token)."
        if token == "max2":
            already = sum(1 for a, where in self.loc.items() if where == dest and a != alien)
            if already + arriving > 2:
                return f"{floor_label(dest)} holds at most 2 Aliens (Max. 2 token)."
        return None

    def chatter_may_stop(self, alien: str) -> bool:
        """Whether ``alien``, chosen to leave its place now, waits for a Chatter window first: a
        worker with company, while some seat may be asked to answer (its action's line then says
        it sets out, and the move itself is told when it happens)."""
        return not is_boss(alien) and self.has_company(alien) and bool(self._window_queue("leave"))

    def move_waits_for_chatter(self, action: Action) -> bool:
        """Whether ``action`` (a move of the deciding seat) sends an Alien that Chatter may still stop."""
        if action.verb != "move" or not self.steps:
            return False
        step = self.steps[-1]
        by_move = step[0] == "alien_move"
        by_card = step[0] == "resolve" and self.card_type(step[1]).effect in ("step", "ride")
        return (by_move or by_card) and action.args[0] in self.loc and self.chatter_may_stop(action.args[0])

    def has_company(self, alien: str) -> bool:
        return list(self.loc.values()).count(self.loc[alien]) > 1

    def own_worker(self, seat: int, alien: str) -> bool:
        return alien[0] == worker_colour_letter(self.seats[seat].colour)

    # ------------------------------------------------------------ who decides
    def to_move(self) -> int | None:
        if self.winners is not None or self.team_won is not None or not self.steps:
            return None
        step = self.steps[-1]
        kind = step[0]
        if kind == "window":
            return step[2][0]
        if kind in ("marker", "hack"):
            return step[1]
        return self.active

    def is_over(self) -> bool:
        return self.winners is not None or self.team_won is not None

    def result(self) -> Result | None:
        who = "the team" if len(self.seats) > 1 else self.name(0)  # Solo: one player, no team
        if self.team_won is True:
            return Result(list(range(len(self.seats))), f"All twelve workers made it out: {who} wins!", True)
        if self.team_won is False:
            return Result([], f"The boss reached Floor 0 first: {who} loses.", False)
        if self.winners:
            names = " and ".join(self.name(w) for w in self.winners)
            return Result(list(self.winners), f"{names} wins with every worker at a workstation!")
        return None

    # ------------------------------------------------------------ legal actions
    def _list_legal_actions(self) -> list[Action]:
        if self.is_over() or not self.steps:
            return []
        step = self.steps[-1]
        return LEGAL[step[0]](self, step)

    def why_illegal(self, action: Action) -> str | None:
        if self.is_over():
            return "The game is over."
        if action in self.legal_actions():
            return None
        reason = None
        if action.verb == "move" and len(action.args) == 2:
            reason = self._explain_move(action.args[0], action.args[1])
        elif action.verb == "alarm" and len(action.args) == 2:
            reason = self._explain_alarm(action.args[0], action.args[1])
        elif action.verb in ("play", "discard", "end"):
            reason = self._explain_card(action)
        elif action.verb == "marker" and len(action.args) == 1 and self.steps[-1][0] == "marker":
            reason = self._explain_marker(self.steps[-1][1], action.args[0])
        elif action.verb == "exchange" and len(action.args) == 2 and self.steps[-1][0] == "exchange" \
                and all(a in self.loc for a in action.args):
            reason = self._exchange_problem(*action.args)
        return reason or f"That is not possible now. {self.prompt()}"

    def _explain_move(self, alien: str, dest_text: str) -> str | None:
        if alien not in self.loc:
            return f"There is no Alien called {alien} in this game."
        dest = parse_location(dest_text)
        if dest is None:
            return f"'{dest_text}' is not a place: use E or a floor 0-6, A."
        kind = self.steps[-1][0]
        if kind == "alien_move":
            here = self.elevator
            if alien == _moved_first(self.steps[-1]):
                return ("Double Alien movement moves two different Aliens: choose another than "
                        f"{self.label(alien, 'the')} that has just moved.")
            if self.team and is_boss(alien):
                return "In the team modes only workers move in and out of the elevator."
            if self.loc[alien] not in (here, ELEVATOR):
                return f"Only an Alien in the elevator or on {floor_label(here)} can move now."
            wanted = here if self.loc[alien] == ELEVATOR else ELEVATOR
            if dest != wanted:
                return f"An Alien only moves between the elevator and {floor_label(here)}."
            return self.placement_problem(alien, dest, by_card=False)
        if kind == "resolve":
            card = self.card_type(self.steps[-1][1])
            if card.effect == "step" and not is_boss(alien) and not self.team and not self.own_worker(self.active, alien):
                return f"{card.name} moves only a worker of your own colour or a boss."
            if card.effect in ("ride", "boss_call", "transfer") and is_boss(alien):
                return f"{card.name} never moves a boss."
            if card.effect == "step":
                if self.loc[alien] == ELEVATOR:
                    return f"{card.name} moves only an Alien standing on a floor, not one in the elevator."
                if dest - self.loc[alien] not in card.directions:
                    way = {(1,): "up", (-1,): "down"}.get(tuple(card.directions), "up or down")
                    return f"{card.name} moves an Alien one floor {way}."
            return self.placement_problem(alien, dest)
        return f"No Alien moves at this point of the turn. {self.prompt()}"

    def _explain_marker(self, seat: int, floor_text: str) -> str | None:
        setup = self.data.setup
        if floor_text in setup.objective_forbidden_floors:
            return f"There can be no objective marker on Floor {floor_text}."
        floor = parse_location(floor_text)
        if floor is None or floor == ELEVATOR:
            return f"'{floor_text}' is not a floor."
        if floor in self.objectives[seat]:
            return f"There cannot be 2 objective markers of the same colour on Floor {floor_text}."
        return f"There can be no more than {setup.objective_max_per_floor} objective markers on Floor {floor_text}."

    def _explain_alarm(self, floor_text: str, dest_text: str) -> str | None:
        floor, dest = parse_location(floor_text), parse_location(dest_text)
        if self.steps[-1][0] != "resolve" or self.card_type(self.steps[-1][1]).effect != "alarm":
            return None
        if floor is None or dest is None or floor == ELEVATOR or dest == ELEVATOR:
            return "An Alarm names two floors (0-6, A)."
        if abs(dest - floor) != 1:
            return "An Alarm sends everyone to a floor next to theirs."
        if not self.aliens_at(floor):
            return f"Nobody stands on {floor_label(floor)}."
        if self.team and any(is_boss(a) for a in self.aliens_at(floor)):
            return "In the team modes an Alarm may never send a boss to Floor 0 or Floor A."
        if self.broken and ELEVATOR in (self._alarm_pushes(floor, dest) or {}).values():
            return "The elevator is broken: this Alarm would push a boss into it, and nobody gets in this turn."
        return f"{floor_label(dest)} holds at most 2 Aliens (Max. 2 token)."

    def _explain_card(self, action: Action) -> str | None:
        """Why a play, discard or end is refused, when a card rule is the reason."""
        kind = self.steps[-1][0]
        seat = self.to_move()
        if len(action.args) != (0 if action.verb == "end" else 1):
            return None
        card = action.args[0] if action.args else None
        if card is not None and card not in self.hands[seat]:
            return f"{self.name(seat)} holds no card '{card}'."
        if kind == "cards":
            if action.verb == "end":
                return f"Your hand is full ({self.hand_limit} cards): play or discard one before you draw."
            if action.verb == "discard":
                if self.team:
                    return "You have already played or discarded as many cards as allowed this turn."
                return f"You discard only when your hand is full ({self.hand_limit} cards) before drawing."
            info = self.card_type(card)
            if self.no_cards:
                return "No card use token: you cannot play a card this turn."
            if self.plays_left <= 0:
                return "You have already played as many cards as allowed this turn."
            if info.uses_elevator and self.broken:
                return "The elevator is broken: no card that involves the elevator can be played this turn."
            if info.effect == "wet_floor":
                return f"{info.name} would move nobody: no Alien on {floor_label(self.elevator)} can get in."
            if info.instant:
                return f"{info.name} is an instant card: it is played only at its moment, not in the card step."
            return f"{info.name} has nothing it could move now."
        if kind in ("window", "alien_move", "roll") and action.verb == "play":
            info = self.card_type(card)
            if not info.instant:
                return f"{info.name} is not an instant card: it is played only in your card step."
            return f"{info.name} cannot answer this moment."
        return None

    def _legal_marker(self, step) -> list[Action]:
        seat = step[1]
        setup = self.data.setup
        forbidden = {FLOOR_NAMES.index(f) for f in setup.objective_forbidden_floors}
        result = []
        for floor in range(GROUND, TOP + 1):
            count = sum(floor in marks for marks in self.objectives)
            if floor not in forbidden and count < setup.objective_max_per_floor and floor not in self.objectives[seat]:
                result.append(act("marker", FLOOR_NAMES[floor]))
        return result

    def _legal_roll(self, step) -> list[Action]:
        return [act("roll")]

    def _legal_window(self, step) -> list[Action]:
        seat = step[2][0]
        plays = [act("play", c) for c in self.hands[seat] if self._can_answer(seat, c, step[1])]
        return plays + [act("pass")]

    def _legal_hack(self, step) -> list[Action]:
        faces = self.data.setup.die_faces
        return [act("die", v) for v in (self.die - 1, self.die + 1) if v in faces]

    def _alien_moves(self) -> list[Action]:
        if self.broken:
            return []
        here = self.elevator
        moves = []
        for alien in self.workers if self.team else self.loc:
            where = self.loc[alien]
            if where == ELEVATOR and not self.placement_problem(alien, here, by_card=False):
                moves.append(act("move", alien, FLOOR_NAMES[here]))
            elif where == here and not self.placement_problem(alien, ELEVATOR, by_card=False):
                moves.append(act("move", alien, "E"))
        return moves

    def _legal_alien_move(self, step) -> list[Action]:
        moves = [m for m in self._alien_moves() if m.args[0] != _moved_first(step)]
        if self._may_play_now():
            if any(not is_boss(a.args[0]) and self.has_company(a.args[0]) for a in moves):
                moves += [act("play", c) for c in self._hand_cards("chatter")]
        return moves

    def _hand_cards(self, effect: str, seat: int | None = None) -> list[str]:
        seat = self.active if seat is None else seat
        return [c for c in self.hands[seat] if self.card_type(c).effect == effect]

    def _legal_swap_pick(self, step) -> list[Action]:
        return [act("swap-with", s + 1) for s in self._rivals() if self.hands[s]]

    def _legal_swap(self, step) -> list[Action]:
        rival = step[1]
        return [act("swap", mine, theirs) for mine in self.hands[self.active] for theirs in self.hands[rival]]

    def _legal_exchange(self, step) -> list[Action]:
        floor = step[1]
        result = []
        for here in self.aliens_at(floor):
            for other, where in self.loc.items():
                if where in (floor, ELEVATOR) or self._exchange_problem(here, other):
                    continue
                result.append(act("exchange", here, other))
        return result

    def _exchange_problem(self, first: str, second: str) -> str | None:
        a, b = self.loc[first], self.loc[second]
        self.loc[first], self.loc[second] = b, a
        try:
            return self.placement_problem(first, b, 0) or self.placement_problem(second, a, 0)
        finally:
            self.loc[first], self.loc[second] = a, b

    def _legal_discard_effect(self, step) -> list[Action]:
        return [act("discard", c) for c in self.hands[self.active]]

    def _legal_cards(self, step) -> list[Action]:
        hand = self.hands[self.active]
        result = []
        if self._may_play_now():
            result += [act("play", c) for c in hand if self._playable_in_card_step(c)]
        if self.team:
            if self.plays_left > 0:
                result += [act("discard", c) for c in hand]
            result.append(END)
        elif len(hand) >= self.hand_limit:
            result += [act("discard", c) for c in hand]
        else:
            result.append(END)
        return result

    def _legal_resolve(self, step) -> list[Action]:
        return list(self._card_targets(step[1]))

    # ------------------------------------------------------------ card rules
    def _may_play_now(self) -> bool:
        return self.plays_left > 0 and not self.no_cards

    def _card_targets(self, card: str) -> Iterator[Action]:
        """The choices that resolve a played card, one at a time (none for cards without a choice).

        A generator, so asking whether a card can be played stops at its first target.
        """
        info = self.card_type(card)
        if info.effect == "step":
            return self._step_targets(info.directions)
        if info.effect == "ride":
            return (act("move", w, info.floor) for w in self.aliens_at(ELEVATOR) if not is_boss(w))
        if info.effect == "boss_call":
            return self._boss_call_targets()
        if info.effect == "transfer":
            return self._transfer_targets()
        if info.effect == "alarm":
            return self._alarm_targets()
        return iter(())

    def _movable_by_blue(self) -> tuple[str, ...]:
        """Who a blue card may move: anyone in the team modes, else the bosses and your own workers."""
        if self.team:
            return tuple(self.loc)
        own = worker_colour_letter(self.seats[self.active].colour)
        return self.workers_by_letter.get(own, ()) + self.bosses

    def _step_targets(self, directions) -> Iterator[Action]:
        for alien in self._movable_by_blue():
            where = self.loc[alien]
            if where == ELEVATOR:
                continue
            for d in directions:
                dest = where + d
                if GROUND <= dest <= TOP and not self.placement_problem(alien, dest):
                    yield act("move", alien, FLOOR_NAMES[dest])

    def _boss_floors(self) -> list[int]:
        """The floors a boss stands on, each once (in Solo both bosses start on Floor A)."""
        return list(dict.fromkeys(self.loc[boss] for boss in self.bosses if self.loc[boss] != ELEVATOR))

    def _boss_call_targets(self) -> Iterator[Action]:
        for floor in self._boss_floors():
            for worker in self.workers:
                if self.loc[worker] not in (ELEVATOR, floor) and not self.placement_problem(worker, floor):
                    yield act("move", worker, FLOOR_NAMES[floor])

    def _transfer_targets(self) -> Iterator[Action]:
        for floor in self._boss_floors():
            for worker in self.aliens_at(floor):
                if is_boss(worker):
                    continue
                for dest in (floor - 1, floor + 1):
                    if GROUND <= dest <= TOP and not self.placement_problem(worker, dest):
                        yield act("move", worker, FLOOR_NAMES[dest])

    def _alarm_targets(self) -> Iterator[Action]:
        occupied = set(self.loc.values())
        for floor in range(GROUND, TOP + 1):
            if floor not in occupied:
                continue
            for dest in (floor - 1, floor + 1):
                if GROUND <= dest <= TOP and self._alarm_outcome(floor, dest) is not None:
                    yield act("alarm", FLOOR_NAMES[floor], FLOOR_NAMES[dest])

    def _alarm_outcome(self, floor: int, dest: int) -> dict[str, int] | None:
        """Where each Alien on ``floor`` ends when the Alarm sends them to ``dest``; None if impossible,
        as when it would push a boss into a broken elevator (ruling 21)."""
        outcome = self._alarm_pushes(floor, dest)
        if outcome is None or (self.broken and ELEVATOR in outcome.values()):
            return None
        return outcome

    def _alarm_pushes(self, floor: int, dest: int) -> dict[str, int] | None:
        """The Alarm's outcome by the pushing rules alone (bosses never share a floor, No bosses,
        Max. 2, off the building into the elevator in competitive play)."""
        direction = dest - floor
        moved = self.aliens_at(floor)
        outcome = {a: dest for a in moved if not is_boss(a)}
        taken = {self.loc[boss] for boss in self.bosses if boss not in moved}
        for boss in (a for a in moved if is_boss(a)):
            spot = dest
            while GROUND <= spot <= TOP and (spot in taken or self.tokens.get(spot) == "no_bosses"):
                spot += direction
            if not GROUND < spot < TOP:
                if self.team:
                    return None
                spot = ELEVATOR
            outcome[boss] = spot
            if spot != ELEVATOR:
                taken.add(spot)
        for spot in set(outcome.values()):  # the Max. 2 token also holds where a pushed boss ends
            if self.tokens.get(spot) == "max2":
                staying = sum(1 for a, w in self.loc.items() if w == spot and a not in moved)
                if staying + sum(1 for s in outcome.values() if s == spot) > 2:
                    return None
        return outcome

    def replay_older_log(self, version: int | None) -> None:
        self.older_log_version = version

    def _older_than(self, version: int) -> bool:
        """Whether a log of a save older than ``version`` is being replayed (its rules hold then)."""
        return self.older_log_version is not None and self.older_log_version < version

    def _wet_floor_useful(self) -> bool:
        return not self.broken and any(
            not self.placement_problem(a, ELEVATOR) for a in self.aliens_at(self.elevator))

    def _playable_in_card_step(self, card: str) -> bool:
        kind = self.card_type(card)
        if kind.uses_elevator and self.broken:
            return False
        if kind.effect == "wet_floor":
            return self._wet_floor_useful()
        if kind.instant:
            return False  # Hacker, Broken elevator and Chatter only answer their moment
        if kind.effect == "ride":
            return True
        return next(self._card_targets(card), None) is not None

    def _can_answer(self, seat: int, card: str, moment: str) -> bool:
        kind = self.card_type(card)
        if kind.moment != WINDOW_CARDS.get(moment, moment) or not self._seat_may_answer(seat, moment):
            return False
        return self._would_work(kind)

    def _would_work(self, kind) -> bool:
        """Whether an instant card of this kind could do something now (from public facts only)."""
        if kind.effect == "hacker":
            return not self.broken and self.die is not None
        if kind.effect == "broken":
            return not self.broken
        if kind.effect == "wet_floor":
            return self._wet_floor_useful()
        return True

    def _seat_may_answer(self, seat: int, moment: str) -> bool:
        """The active player answers a roll or the arrival, with a card play left; a rival once per turn."""
        if seat == self.active:
            return moment in ACTIVE_PLAYER_WINDOWS and self._may_play_now()
        return seat not in self.instants_used

    def _window_queue(self, moment: str) -> tuple:
        """The seats a window asks, in turn order.

        With hidden hands (the competitive modes) it asks every seat that may answer by what
        everyone can see: whether an instant of this moment is in the mode's deck and could work
        now, and whether the seat may still play one. So who is asked, and when, never tells
        the table who holds what. With open hands (the team modes) it asks only the holders.
        """
        n = len(self.seats)
        order = [(self.active + i) % n for i in range(n)]
        if moment not in ACTIVE_PLAYER_WINDOWS:
            order = order[1:]
        card_moment = WINDOW_CARDS.get(moment, moment)
        if not self.team:
            if not any(self._would_work(kind) for kind in self.data.instant_kinds(self.mode, card_moment)):
                return ()
            return tuple(s for s in order if self._seat_may_answer(s, moment))
        answering = self.data.instant_cards_by_moment.get(card_moment, ())
        return tuple(s for s in order if self._seat_may_answer(s, moment)
                     and any(c in answering and self._can_answer(s, c, moment) for c in self.hands[s]))

    def _rivals(self) -> list[int]:
        n = len(self.seats)
        return [(self.active + i) % n for i in range(1, n)]

    # ------------------------------------------------------------ applying actions
    def _do(self, action: Action) -> None:
        self.events = []
        step = self.steps.pop()
        DO[step[0]](self, step, action)
        self._advance()

    def _advance(self) -> None:
        """Run automatic steps until a decision is needed or the game is over."""
        while not self._check_end() and self.steps:
            step = self.steps[-1]
            if step[0] in DECISION_STEPS:
                if step[0] in SKIPPED_WITHOUT_CHOICE:
                    legal = self._list_legal_actions()
                    if not legal:
                        self.steps.pop()
                        self._skip_note(step)
                        continue
                    if step[0] == "cards" and legal == [END] and self._nothing_to_play_in_public():
                        self.steps.pop()
                        continue
                    self._legal_cache = tuple(legal)
                return
            self.steps.pop()
            AUTO[step[0]](self, step)

    def _nothing_to_play_in_public(self) -> bool:
        """A card step with only "end" passes by itself when everyone can see there is nothing to play:
        open hands, an empty hand, or No card use. When hidden cards merely cannot be played, the
        player still ends the step, so the table learns nothing (ruling 3). After the turn's last
        card the player ends it too: they see what the card did, and may take it back, first."""
        if self._card_used_this_turn():
            return False
        return self.team or not self.hands[self.active] or not self._may_play_now()

    def _card_used_this_turn(self) -> bool:
        return self.plays_left < self.options.get("cards_per_turn", self.rules.card_plays)

    def left_out_by_older_log(self, version: int) -> Action | None:
        """Version 1 opened fewer windows, and before version 5 no turn opened with one (they are
        passed); before version 4 the card step ended by itself after the turn's last card."""
        top = self.steps[-1][0] if self.steps else None
        if top == "window" and (version < 2 or version < WET_FLOOR_EVERY_CHANGE_SINCE and self.steps[-1][1] == "start"):
            return PASS  # the game's first window before the roll, opened before the replay began
        if version < 4 and top == "cards" and self._card_used_this_turn() and self.legal_actions() == [END] and (
                self.team or not self.hands[self.active] or not self._may_play_now()):
            return END
        return None

    def _skip_note(self, step) -> None:
        reasons = {
            "alien_move": (None if self.broken else  # the Broken elevator's own line said so
                           "Double Alien movement: no other Alien can move in or out, so the second move "
                           "is skipped." if _moved_first(step) else
                           "No Alien can move in or out of the elevator, so the Alien move is skipped."),
            "resolve": "The card has no possible target; it has no effect.",
            "swap_pick": "Card swap: nobody has cards to swap, so it is skipped.",
            "exchange": "Alien swap: no swap is possible, so it is skipped.",
            "discard_effect": "Discard card: the hand is empty, so it is skipped.",
        }
        if reasons.get(step[0]):
            self.note(reasons[step[0]])

    # decisions
    def _do_marker(self, step, action) -> None:
        self.objectives[step[1]].append(FLOOR_NAMES.index(action.args[0]))
        self._last_end_check = None
        self.note(f"{self.name(step[1])} puts a workstation marker on Floor {action.args[0]}.")

    def _do_roll(self, step, action) -> None:
        self.die = self.rng.choice(self.data.setup.die_faces)
        self.revealed = True
        self.note(f"The die shows {self.die}.")
        self.steps.append(("open_window", "roll"))

    def _do_window(self, step, action) -> None:
        moment, queue = step[1], step[2]
        seat = queue[0]
        if action.verb == "pass":
            if len(queue) > 1:
                self.steps.append(("window", moment, queue[1:]))
            return
        self._play_instant(seat, action.args[0])

    def _play_instant(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        kind = self.card_type(card)  # the action's own line names the card
        self.discard.append(card)
        if seat == self.active:
            self.plays_left -= 1
        else:
            self.instants_used = self.instants_used | {seat}
            self._draw(seat, 1)  # after the used card is discarded: an empty deck reshuffles it too
        if kind.effect == "hacker":
            self.steps.append(("open_window", "roll"))
            self.steps.append(("hack", seat))
        elif kind.effect == "broken":
            self.broken = True
            self.note("The elevator is broken: the roll is lost and nobody gets in or out this turn.")
        elif kind.effect == "chatter":
            alien = self.steps.pop()[1]
            self.note(f"Chatter: {self.label(alien, 'the')} stays where it is.")
        elif kind.effect == "wet_floor":
            self._wet_floor()

    def _do_hack(self, step, action) -> None:
        self.die = int(action.args[0])
        self.note(f"{self.name(step[1])} turns the die to {self.die}.")

    def _do_alien_move(self, step, action) -> None:
        if action.verb == "play":
            card = action.args[0]
            self.hands[self.active].remove(card)
            self.discard.append(card)
            self.plays_left -= 1
            self.note(f"{self.name(self.active)} plays Chatter: everyone stays put.")
            return
        self._move_with_chatter(action.args[0], parse_location(action.args[1]), alien_move=True)

    def _move_with_chatter(self, alien: str, dest: int, alien_move: bool = False) -> None:
        """Move now, or first give rivals holding Chatter the chance to stop a worker with company.
        The move is one a player chose, so the action's own line tells it (and Chatter tells a stop).

        ``alien_move``: this is the turn's Alien move (it counts as made once the Alien leaves).
        """
        if self.chatter_may_stop(alien):
            self.steps.append(("leave", alien, dest, alien_move))
            self.steps.append(("open_window", "leave"))
        else:
            self._move(alien, dest)
            self._note_alien_move(alien, alien_move)

    def _note_alien_move(self, alien: str, alien_move: bool) -> None:
        """The turn's (first) Alien move is made once its Alien has left."""
        if alien_move and not self.alien_moved:
            self.alien_moved = True
            self.moved_alien = alien

    def _move(self, alien: str, dest: int) -> None:
        """Every such move is one a player chose, so the action's own line tells it."""
        self.loc[alien] = dest

    def _do_swap_pick(self, step, action) -> None:
        rival = int(action.args[0]) - 1
        self.revealed = True
        self.steps.append(("swap", rival))

    def _do_swap(self, step, action) -> None:
        mine, theirs = action.args
        rival = step[1]
        own, other = self.hands[self.active], self.hands[rival]
        own[own.index(mine)] = theirs
        other[other.index(theirs)] = mine
        self.note(f"{self.name(self.active)} swaps a card with {self.name(rival)}.")

    def _do_exchange(self, step, action) -> None:
        first, second = action.args
        self.loc[first], self.loc[second] = self.loc[second], self.loc[first]  # the action's own line tells it
        if not self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE):
            self.steps.append(("open_window", "after_move"))  # someone new stands on the elevator's floor

    def _do_discard_effect(self, step, action) -> None:
        self._discard(action.args[0])

    def _discard(self, card: str) -> None:
        self.hands[self.active].remove(card)
        self.discard.append(card)
        self.note(f"{self.name(self.active)} discards {self.card_type(card).name}.")

    def _do_cards(self, step, action) -> None:
        if action.verb == "end":
            return
        if action.verb == "discard":
            self._discard(action.args[0])
            if self.team:  # one of the turn's card uses; more may follow
                self.plays_left -= 1
                self.steps.append(step)
            return  # competitive: the discard only makes room, and the draw follows at once
        self.steps.append(step)
        card = action.args[0]
        self.hands[self.active].remove(card)
        self.plays_left -= 1
        self.note(f"{self.name(self.active)} plays {self.card_type(card).name}.")
        self._start_card(card)

    def _start_card(self, card: str) -> None:
        kind = self.card_type(card)
        self.table_card = card
        self.steps.append(("open_window", "after_move"))  # rivals may answer the card with Wet floor
        self.steps.append(("to_discard", card))
        if kind.effect == "wet_floor":
            self._wet_floor()
        elif kind.effect == "ride":
            self._ride(FLOOR_NAMES.index(kind.floor))
        else:
            self.steps.append(("resolve", card))

    def _ride(self, floor: int) -> None:
        self.elevator = floor
        self.note(f"The elevator rides to {floor_label(floor)}.")
        inside = [a for a in self.aliens_at(ELEVATOR) if not is_boss(a)]
        if self.team:
            for worker in inside:
                self.loc[worker] = floor
            if inside:
                self.note(f"Everyone gets out: {plural(len(inside), 'worker')} out on {floor_label(floor)}.")
        elif inside:
            self.steps.append(("resolve", self.table_card))
        else:
            self.note("No worker is in the elevator to get out.")

    def _wet_floor(self) -> None:
        slipping = [a for a in self.aliens_at(self.elevator) if not self.placement_problem(a, ELEVATOR)]
        for alien in slipping:
            self.loc[alien] = ELEVATOR
        self.note(f"Wet floor! {plural(len(slipping), 'Alien')} on {floor_label(self.elevator)} "
                  f"{'slips' if len(slipping) == 1 else 'slip'} into the elevator.")

    def _do_resolve(self, step, action) -> None:
        card = step[1]
        if action.verb == "alarm":
            self._alarm(parse_location(action.args[0]), parse_location(action.args[1]))
            return
        alien, dest = action.args[0], parse_location(action.args[1])
        if self.card_type(card).effect in ("step", "ride"):  # blue cards, and leaving the elevator
            self._move_with_chatter(alien, dest)
        else:
            self._move(alien, dest)

    def _alarm(self, floor: int, dest: int) -> None:
        outcome = self._alarm_outcome(floor, dest)
        self.note(f"Alarm on {floor_label(floor)}: everyone heads to {floor_label(dest)}.")
        for alien, spot in outcome.items():
            if spot != dest:
                self.note(f"{sentence_start(self.label(alien, 'the'))} cannot stop there and ends {where_words(spot)}.")
            self.loc[alien] = spot

    # automatic steps
    def _auto_open_window(self, step) -> None:
        moment = step[1]
        if WINDOW_CARDS.get(moment, moment) == "after_move" and not self._floor_changed(moment == "start"):
            return
        queue = self._window_queue(moment)
        if queue:
            self.steps.append(("window", moment, queue))

    def _floor_changed(self, start: bool) -> bool:
        """Whether the elevator's floor, or who stands there, changed since the last Wet floor moment
        (the start of a turn is a moment of its own); it is remembered as seen."""
        now = (self.elevator, tuple(sorted(self.aliens_at(self.elevator))))
        changed = start or now != self.floor_seen or self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE)
        self.floor_seen = now
        return changed

    def _auto_arrive(self, step) -> None:
        if self.broken:
            self.note(f"The elevator stays on {floor_label(self.elevator)}.")
            return
        self.elevator_moved = self.die != self.elevator
        self.elevator = self.die
        self.note(f"The elevator goes to {floor_label(self.elevator)}." if self.elevator_moved
                  else f"The elevator stays on {floor_label(self.elevator)}: the die shows its own floor.")
        if self.tokens.get(self.elevator) == "no_cards" and not self.no_cards:
            self.no_cards = True
            self.note(f"No card use: {self.name(self.active)} cannot play a card this turn.")
        self.steps.append(("open_window", "arrive"))  # Wet floor may answer the arrival

    def _auto_after_move(self, step) -> None:
        """After the Alien move: a floor's active token, when the roll moved the elevator there and an Alien moved."""
        second = step[1]
        token = self.tokens.get(self.elevator)
        if token and self.data.tokens[token].kind == "active" and not second:
            if self.elevator_moved and self.alien_moved:
                self.steps.append(("effect", token))
            elif not self.broken:
                why = ("the elevator did not move there" if not self.elevator_moved
                       else "no Alien was moved")
                self.note(f"{self.data.tokens[token].name} does not take effect: {why}.")
        self.steps.append(("open_window", "after_move"))

    def _auto_leave(self, step) -> None:
        """Nobody stopped the worker with Chatter: it leaves now, and the log says so now."""
        self._move(step[1], step[2])
        gets = "gets into the elevator" if step[2] == ELEVATOR else f"reaches {floor_label(step[2])}"
        self.note(f"{sentence_start(self.label(step[1], 'the'))} {gets}.")
        self._note_alien_move(step[1], step[3])

    def _auto_effect(self, step) -> None:
        token = step[1]
        self.note(f"Effect: {self.data.tokens[token].name}.")
        if token == "card_swap":
            if self.hands[self.active]:
                self.steps.append(("swap_pick",))
            else:
                self.note("Card swap: there is no card in hand to swap, so it is skipped.")
        elif token == "alien_swap":
            self.steps.append(("exchange", self.elevator))
        elif token == "double_ride":
            self.steps += [("after_move", True), ("alien_move", True), ("arrive", True), ("roll", True)]
        elif token == "double_move":  # the second move is of another Alien (before version 5: any)
            first = None if self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE) else self.moved_alien
            self.steps += [("after_move", True), ("alien_move", True, first)]
        elif token == "discard":
            self.steps.append(("discard_effect",))

    def _auto_to_discard(self, step) -> None:
        self.discard.append(step[1])
        self.table_card = None

    def _auto_draw(self, step) -> None:
        wanted = self.hand_limit - len(self.hands[self.active]) if self.team else 1
        self._draw(self.active, wanted)

    def _draw(self, seat: int, count: int) -> None:
        drawn = []
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    self.note("The deck and the discard pile are both empty: no card to draw.")
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self.note("The discard pile is shuffled into a new deck.")
            card = self.deck.pop()
            self.hands[seat].append(card)
            drawn.append(self.card_type(card).name)
        if drawn:
            self.revealed = True
            self.note(f"You draw {listed(drawn)}.", only=seat)
            self.note(f"{self.name(seat)} draws {plural(len(drawn), 'card')}.", only=AllBut(seat))

    def _auto_end_turn(self, step) -> None:
        if self.team:
            self._boss_descends()
            if self._check_end():
                return
        self.active = (self.active + 1) % len(self.seats)
        self.turn += 1
        self.begin_turn()

    def _boss_descends(self) -> None:
        boss = self.descending_boss()
        if boss is None:
            return
        spot = self.loc[boss] - 1
        while spot > GROUND and self.boss_at(spot, ignore=boss):
            spot -= 1
        self.loc[boss] = spot
        self.note(f"Boss {boss} comes down to {floor_label(spot)}.")

    def descending_boss(self) -> str | None:
        """The boss counting the turns in the team modes: the first in order not yet on Floor 0."""
        for boss in self.boss_order:
            if self.loc[boss] != GROUND:
                return boss
        return None

    def begin_turn(self) -> None:
        self.die = None
        self.elevator_moved = False
        self.alien_moved = False
        self.moved_alien = None
        self.broken = False
        self.no_cards = False
        self.instants_used = frozenset()
        self.plays_left = self.options.get("cards_per_turn", self.rules.card_plays)
        self.steps = [("end_turn",), ("draw",), ("cards",), ("after_move", False), ("alien_move", False),
                      ("arrive", False), ("roll", False)]
        if not self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE):
            self.steps.append(("open_window", "start"))

    # ------------------------------------------------------------ the end
    def _check_end(self) -> bool:
        if self.is_over():
            return True
        where_everyone_is = tuple(self.loc.values())
        if where_everyone_is == self._last_end_check:
            return False  # nothing moved since the last check (a marker placed forgets it)
        self._last_end_check = where_everyone_is
        if self.team:
            if all(self.loc[worker] == GROUND for worker in self.workers):
                self.team_won = True
            elif self.descending_boss() is None:
                self.team_won = False
        else:
            done = [s for s in range(len(self.seats)) if self.objective_complete(s)]
            if done:
                n = len(self.seats)
                self.winners = [next((self.active + i) % n for i in range(n) if (self.active + i) % n in done)]
        if self.is_over():
            self.steps = []
            if self.table_card:  # the card that ended the game still goes to the discard pile
                self.discard.append(self.table_card)
            self.table_card = None
            return True
        return False

    def objective_complete(self, seat: int) -> bool:
        """Every workstation marker of ``seat`` has one of its workers (and, when the mode says, no boss)."""
        floors = self.objectives[seat]
        if len(floors) < self.data.setup.objective_markers:
            return False
        loc = self.loc
        letter = worker_colour_letter(self.seats[seat].colour)
        if not {loc[w] for w in self.workers_by_letter[letter]}.issuperset(floors):
            return False
        if self.rules.bosses_block_objectives:
            return not any(loc[boss] in floors for boss in self.bosses)
        return True

    # ------------------------------------------------------------ words and views
    def prompt(self) -> str:
        """What the deciding seat must do now, in plain words."""
        from game.elevator.words import prompt_for
        return prompt_for(self)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        """Every Elevator action is public in words (a card played is shown; a swap names no card);
        ``viewer`` is told of its own actions as "You"."""
        from game.elevator.words import describe_action
        return describe_action(self, action, viewer)

    def view(self, player: int | None) -> dict:
        from game.elevator.views import view_for
        return view_for(self, player)

    def to_position(self) -> dict:
        from game.elevator.positions import position_of
        return position_of(self)

    def invariant_problems(self) -> list[str]:
        return checks.invariant_problems(self)

    def secrets_from(self, player: int | None) -> set[str]:
        return checks.secrets_from(self, player)


LEGAL, DO, AUTO = (methods_named(ElevatorState, prefix) for prefix in ("_legal_", "_do_", "_auto_"))
WET_FLOOR_EVERY_CHANGE_SINCE = 5
"""The save version from which Wet floor answers every change at the elevator's floor (and the
start of a turn, and nothing else) and Double Alien movement moves two different Aliens."""


def _moved_first(step: tuple) -> str | None:
    """The Alien that Double Alien movement's second move may not move again (None: any)."""
    return step[2] if step[0] == "alien_move" and len(step) > 2 else None


def _all_colours(seats: list[Seat]) -> list[str]:
    colours = list(elevator_data_colours())
    for seat in seats:
        if seat.colour not in colours:
            colours.append(seat.colour)
    return colours


def elevator_data_colours() -> list[str]:
    from game.core.registry import game_info
    return game_info("elevator").colours


def new_game(mode: str, seats: list[Seat], options: dict, seed: int, first_player: int | None) -> ElevatorState:
    """Set up a new game as the rulebook's set-up for the mode says."""
    if first_player is not None and not 0 <= first_player < len(seats):
        raise ValueError(f"The first player must be a seat from 1 to {len(seats)}, not {first_player + 1}.")
    data = elevator_data()
    state = ElevatorState(data, mode, seats, options, seed)
    rules = state.rules
    setup = data.setup
    colours = _all_colours(seats) if rules.team else [s.colour for s in seats]
    workers = [f"{worker_colour_letter(c)}{i}" for c in colours for i in range(1, setup.workers_per_colour + 1)]
    boss_count = options.get("bosses", rules.bosses)
    bosses = [f"K{i}" for i in range(1, boss_count + 1)]
    if rules.team:
        floors = [f for f, n in rules.workers_per_floor.items() for _ in range(n)]
        for worker, floor in zip(workers, floors, strict=True):
            state.loc[worker] = FLOOR_NAMES.index(floor)
        for boss in bosses:
            state.loc[boss] = FLOOR_NAMES.index(rules.boss_start)
        state.boss_order = tuple(bosses)
    else:
        for alien in workers + bosses:
            state.loc[alien] = ELEVATOR
        state.objectives = [[FLOOR_NAMES.index(f) for f in marks] for marks in setup.objectives[len(seats)]]
    for worker in workers:
        state.workers_by_letter[worker[0]] = state.workers_by_letter.get(worker[0], ()) + (worker,)
    state.workers = tuple(workers)
    state.bosses = tuple(bosses)
    state.elevator = FLOOR_NAMES.index(setup.elevator_start)
    if rules.effect_tokens:
        tokens = [t.id for t in setup.effect_tokens]
        state.rng.shuffle(tokens)
        state.tokens = {FLOOR_NAMES.index(f): t for f, t in zip(setup.effect_token_floors, tokens, strict=False)}
    state.deck = data.deck_for(mode)
    state.rng.shuffle(state.deck)
    state.active = state.rng.randrange(len(seats)) if first_player is None else first_player
    deal = rules.deal[len(seats)]
    n = len(seats)
    for i in range(n):
        seat = (state.active + i) % n
        state.hands[seat] = [state.deck.pop() for _ in range(deal)]
    state.begin_turn()
    if not rules.team and any(len(m) < setup.objective_markers for m in state.objectives):
        state.steps += [("marker", (state.active + i) % n) for i in reversed(range(n))]
    state._advance()
    state.events = []
    return state
