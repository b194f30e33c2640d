"""Where an Alien may stand (the one home of the placement rules), and the Alarm that pushes
everyone on a floor to the next one."""

from __future__ import annotations

from collections.abc import Iterator

from game.core.actions import Action, act
from game.core.wording import sentence_start
from game.elevator.board import (
    ELEVATOR,
    FLOOR_NAMES,
    GROUND,
    TOP,
    floor_label,
    is_boss,
    parse_location,
    where_words,
    worker_colour_letter,
)
from game.elevator.fields import ElevatorFields, Step


def moved_first(step: Step) -> str | None:
    """The Alien that Double Alien movement's second move may not move again (None: any)."""
    return step[2] if step[0] == "alien_move" and len(step) > 2 else None


class PlacementRules(ElevatorFields):
    """The placement rules and the Alarm, part of ``ElevatorState``."""

    def own_worker(self, seat: int, alien: str) -> bool:
        return alien[0] == worker_colour_letter(self.seats[seat].colour)

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

    def _move(self, alien: str, dest: int) -> None:
        """Every such move is one a player chose, so the action's own line tells it."""
        self.loc[alien] = dest

    def _exchange_problem(self, first: str, second: str) -> str | None:
        a, b = self.loc[first], self.loc[second]
        self.loc[first], self.loc[second] = b, a
        try:
            return self.placement_problem(first, b, 0) or self.placement_problem(second, a, 0)
        finally:
            self.loc[first], self.loc[second] = a, b

    def _explain_move(self, alien: str, dest_text: str) -> str | None:
        if alien not in self.loc:
            return f"There is no Alien called {alien} in this game."
        dest = parse_location(dest_text)
        if dest is None:
            return f"'{dest_text}' is not a place: use E or a floor 0-6, A."
        top = self.steps[-1]
        if top[0] == "alien_move":
            here = self.elevator
            if alien == moved_first(top):
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
        if top[0] == "resolve":
            card = self.card_type(top[1])
            others_worker = not is_boss(alien) and not self.team and not self.own_worker(self.active, alien)
            if card.effect == "step" and others_worker:
                return f"{card.name} moves only a worker of your own colour or a boss."
            if card.effect in ("ride", "boss_call", "transfer") and is_boss(alien):
                return f"{card.name} never moves a boss."
            if card.effect == "step":
                if self.loc[alien] == ELEVATOR:
                    return f"{card.name} moves only an Alien standing on a floor, not one in the elevator."
                if dest - self.loc[alien] not in card.directions:
                    one_way: dict[tuple[int, ...], str] = {(1,): "up", (-1,): "down"}
                    way = one_way.get(tuple(card.directions), "up or down")
                    return f"{card.name} moves an Alien one floor {way}."
            return self.placement_problem(alien, dest)
        return f"No Alien moves at this point of the turn. {self.prompt()}"

    # ------------------------------------------------------------ the Alarm
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

    def _alarm(self, floor: int, dest: int) -> None:
        outcome = self._alarm_outcome(floor, dest)
        assert outcome is not None, "only a possible Alarm is a legal action"
        self.note(f"Alarm on {floor_label(floor)}: everyone heads to {floor_label(dest)}.")
        for alien, spot in outcome.items():
            if spot != dest:
                self.note(f"{sentence_start(self.label(alien, 'the'))} cannot stop there and ends {where_words(spot)}.")
            self.loc[alien] = spot

    def _explain_alarm(self, floor_text: str, dest_text: str) -> str | None:
        floor, dest = parse_location(floor_text), parse_location(dest_text)
        top = self.steps[-1]
        if top[0] != "resolve" or self.card_type(top[1]).effect != "alarm":
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
