"""The turn's flow: the workstation markers of the set-up, the roll, the elevator's ride, the
Alien move, the boss's descent in the team modes, a new turn, and the end of the game."""

from __future__ import annotations

from game.core.actions import Action, act
from game.elevator.board import (
    ELEVATOR,
    FLOOR_NAMES,
    GROUND,
    TOP,
    floor_label,
    is_boss,
    location,
    parse_location,
    worker_colour_letter,
)
from game.elevator.cards import CardRules
from game.elevator.fields import (
    WET_FLOOR_EVERY_CHANGE_SINCE,
    AlienMoveStep,
    ArriveStep,
    MarkerStep,
    PlainStep,
    RollStep,
)
from game.elevator.placement import moved_first
from game.elevator.tokens import TokenRules


class TurnRules(CardRules, TokenRules):
    """A turn from the roll to the next turn, and the end of the game, part of ``ElevatorState``."""

    # ------------------------------------------------------------ workstation markers (set-up)
    def _legal_marker(self, step: MarkerStep) -> list[Action]:
        seat = step[1]
        setup = self.data.setup
        forbidden = {FLOOR_NAMES.index(f) for f in setup.objective_forbidden_floors}
        result = []
        for floor in range(GROUND, TOP + 1):
            count = sum(floor in marks for marks in self.objectives)
            if floor not in forbidden and count < setup.objective_max_per_floor and floor not in self.objectives[seat]:
                result.append(act("marker", FLOOR_NAMES[floor]))
        return result

    def _do_marker(self, step: MarkerStep, action: Action) -> None:
        self.objectives[step[1]].append(FLOOR_NAMES.index(action.args[0]))
        self._last_end_check = None
        self.note(f"{self.name(step[1])} puts a workstation marker on Floor {action.args[0]}.")

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

    # ------------------------------------------------------------ the roll and the ride
    def _legal_roll(self, step: RollStep) -> list[Action]:
        return [act("roll")]

    def _do_roll(self, step: RollStep, action: Action) -> None:
        self.die = self.rng.choice(self.data.setup.die_faces)
        self.revealed = True
        self.note(f"The die shows {self.die}.")
        self.steps.append(("open_window", "roll"))

    def _auto_arrive(self, step: ArriveStep) -> None:
        if self.broken:
            self.note(f"The elevator stays on {floor_label(self.elevator)}.")
            return
        assert self.die is not None, "the elevator rides after the roll"
        self.elevator_moved = self.die != self.elevator
        self.elevator = self.die
        self.note(f"The elevator goes to {floor_label(self.elevator)}." if self.elevator_moved
                  else f"The elevator stays on {floor_label(self.elevator)}: the die shows its own floor.")
        if self.tokens.get(self.elevator) == "no_cards" and not self.no_cards:
            self.no_cards = True
            self.note(f"No card use: {self.name(self.active)} cannot play a card this turn.")
        self.steps.append(("open_window", "arrive"))  # Wet floor may answer the arrival

    # ------------------------------------------------------------ the Alien move
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

    def _legal_alien_move(self, step: AlienMoveStep) -> list[Action]:
        moves = [m for m in self._alien_moves() if m.args[0] != moved_first(step)]
        if self._may_play_now():
            if any(not is_boss(a.args[0]) and self.has_company(a.args[0]) for a in moves):
                moves += [act("play", c) for c in self._hand_cards("chatter")]
        return moves

    def _do_alien_move(self, step: AlienMoveStep, action: Action) -> None:
        if action.verb == "play":
            card = action.args[0]
            self.hands[self.active].remove(card)
            self.discard.append(card)
            self.plays_left -= 1
            self.note(f"{self.name(self.active)} plays Chatter: everyone stays put.")
            return
        self._move_with_chatter(action.args[0], location(action.args[1]), alien_move=True)

    # ------------------------------------------------------------ the end of a turn
    def _auto_end_turn(self, step: PlainStep) -> None:
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
        self.plays_left = self.card_plays
        self.steps = [("end_turn",), ("draw",), ("cards",), ("after_move", False), ("alien_move", False),
                      ("arrive", False), ("roll", False)]
        if not self._older_than(WET_FLOOR_EVERY_CHANGE_SINCE):
            self.steps.append(("open_window", "start"))

    # ------------------------------------------------------------ the end of the game
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
