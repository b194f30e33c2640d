"""Area 51: Top Secret's rules: one position and the actions that change it.

A turn stands at one of four steps (``step``): ``turn_start`` (choose the action; in the
final phase only a pick-up), ``collect`` (after a refresh or the first take: the takes that
remain), ``project`` (a declared bunker, level or hire whose cards are placed one by one)
and ``loading`` (a picked-up pile, stored one artifact at a time). Automatic things happen
at once inside the action that causes them: the display's refill after the last take, a
project's effect when its last card is placed, the end of loading when no artifact can be
stored any more, the end of the turn and the phase bookkeeping
(``regular`` -> ``last_round`` -> ``final`` -> ``over``).

Rule references (R1..R52, Q1..Q30) are to shared/specs/area51.md and docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Callable

from game.area51.board import board_of_players
from game.area51.collect import CollectRules
from game.area51.loading import LoadingRules
from game.area51.projects import ProjectRules
from game.area51.rules_data import Area51Data, area51_data
from game.core.actions import Action
from game.core.contract import GameState, Result, Seat, first_player_problem, methods_named
from game.core.own_random import OwnRandom
from game.core.parts import StateParts


class Area51State(CollectRules, ProjectRules, LoadingRules, OwnRandom, StateParts, GameState):
    reveals = "a card draw or a look at hidden cards"
    """A position of Area 51. Build new games with ``game.area51.GAME.new_state``."""

    def __init__(self, data: Area51Data, mode: str, seats: list[Seat], seed: int):
        """Every field is set here; ``fields.Area51Fields`` declares and describes them."""
        self.data = data
        self.setup = data.setup
        self.mode = mode
        self.seats = list(seats)
        self.board = board_of_players(len(seats))
        self.seat_colours = tuple(tuple(s.colour.split("+")) for s in seats)
        self.owner_seat = {c: seat for seat, colours in enumerate(self.seat_colours) for c in colours}
        self.player_colours = tuple(c for colours in self.seat_colours for c in colours)
        self.seat_labels = tuple("+".join(colours) for colours in self.seat_colours)
        self.seed_rng(seed)
        self.active = 0
        self.turn = 1
        self.phase = "regular"
        self.turns_left = 0
        self.trigger_seat = None
        self.quiet_turns = 0
        self.step = "turn_start"
        self.takes_left = self.setup.takes
        self.refreshed = False
        self.project = None
        self.pile_hangar = None
        self.pile = []
        self.fed = frozenset()
        self.reach = {}
        self.hands = [[] for _ in seats]
        self.deck = []
        self.discard = []
        self.display = [None] * self.setup.display
        self.s_on_top = 0
        self.hangars = {h: [] for h in self.board.hangars}
        self.markers = {}
        self.marker_total = {}
        self.bunkers = {}
        self.bunker_index = {}
        self.free_space = {r: info.space(info.spaces) for r, info in self.board.regions.items()}
        self.towers = {}
        self.tower_total = {}
        self.caps_left = {}
        self.vehicles = {}
        self.free_tokens = {}
        self.scores = {c: 0 for c in self.player_colours}
        self.gains = {}
        self.events = []

    # ------------------------------------------------------------------ copies
    def clone(self) -> Area51State:
        other = object.__new__(Area51State)
        other.__dict__.update(self.__dict__)
        self.share_rng(other)
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.display = list(self.display)
        other.hangars = {h: list(p) for h, p in self.hangars.items()}
        other.pile = list(self.pile)
        other.markers = dict(self.markers)
        other.bunkers = dict(self.bunkers)
        other.bunker_index = dict(self.bunker_index)
        other.free_space = dict(self.free_space)
        other.towers = dict(self.towers)
        other.caps_left = dict(self.caps_left)
        other.vehicles = dict(self.vehicles)
        other.free_tokens = dict(self.free_tokens)
        other.scores = dict(self.scores)
        other.gains = dict(self.gains)
        other.events = list(self.events)
        other._legal_cache = None  # a clone may be changed by hand (a bot deals it hidden cards)
        return other

    # ------------------------------------------------------------ who decides
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.active

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        from game.area51.scoring import final_result
        return final_result(self)

    # ------------------------------------------------------------ legal actions
    def _list_legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        assert self.step is not None, "only a finished game stands at no step"
        return LEGAL[self.step](self)

    def why_illegal(self, action: Action) -> str | None:
        if action in self.listed_actions():
            return None
        from game.area51.reasons import why_not
        return why_not(self, action)

    def _legal_turn_start(self) -> list[Action]:
        board = self.board
        if self.phase == "final":
            return [board.pickup[h] for h, pile in self.hangars.items() if pile]
        result = [board.refresh[c] for c in self.hands[self.active]]
        result += self._take_actions()
        result += self.play_actions(self.active)
        result += [board.pickup[h] for h, pile in self.hangars.items() if pile]
        return result

    # ------------------------------------------------------------ applying actions
    def _do(self, action: Action) -> None:
        self.events = []
        DO[action.verb](self, action)

    # turns and phases (R1, R3, R40-R42)
    def _end_turn(self) -> None:
        """Close the turn and open the next one, passing over seats that can do nothing (R3).

        A seat holding any card can at least refresh, and a card on the table can be taken or
        picked up; with no card on the table and nobody able to play, the game has already ended
        (ruling 34). So the loop ends within one round.
        """
        for _ in range(len(self.seats)):
            self._close_turn()
            if self.phase == "over":
                return
            self._open_next_turn()
            legal = self._list_legal_actions()
            if legal:
                self._legal_cache = tuple(legal)
                return
            self._miss_turn()
        raise AssertionError("No seat can do anything: every card would have to be out of the game.")

    def _miss_turn(self) -> None:
        self.note(f"{self.name(self.active)} can do nothing at all: the turn passes.")

    def settle(self) -> None:
        """What happens by itself in a position read from data: a loading with nothing left to
        store ends, a final phase with no pile ends the game, a seat with no action misses its turn."""
        if self.phase == "over":
            self.step, self.project = None, None
        elif self.step == "loading":
            self._after_load()
        elif self._list_legal_actions():
            return
        elif self.step == "project":
            raise ValueError("project: the hand cannot pay for the rest of this play.")
        elif self.step == "collect":
            self._end_turn()
        elif self.phase == "final":
            self._finish()
        else:
            self._miss_turn()
            self._end_turn()

    def is_stalled(self) -> bool:
        """Ruling 34: nothing can change any more. No card is left to take (deck, discard pile and
        display empty), no pile to pick up, and no seat can declare a play: a refresh then only
        gives its own card straight back, so the turns would go round for ever."""
        if not self.all_cards_in_hands():
            return False
        return not any(self.play_actions(seat) for seat in range(len(self.seats)))

    def _close_turn(self) -> None:
        self.step, self.project = None, None
        if self.phase != "final" and self.is_stalled():
            self.note("Nothing can change any more: no card is left to take, no pile to pick up, and no one "
                      "can play a bunker, a level or a vehicle. The game ends now.")
            self._finish()
            return
        if self.phase == "regular" and self._count_quiet_turn() > len(self.seats):
            self.note("A whole round went by with every card in the players' hands and no one playing: "
                      "the game ends now.")
            self._finish()
            return
        if self.phase == "regular" and len(self.empty_regions()) >= 2:
            self.phase, self.turns_left, self.trigger_seat = "last_round", len(self.seats), self.active
            empty = " and ".join(self.empty_regions())
            self.note(f"Regions {empty} have no security markers left: everyone gets one more turn, "
                      f"{self.name(self.active)} last.")
        elif self.phase == "last_round":
            self.turns_left -= 1
            if self.turns_left == 0:
                self.phase = "final"
                self.note("The last round is over. Final pick-ups: each turn the player must pick up a pile, "
                          "until every hangar is empty.")
        if self.phase == "final" and not self.piles_left():
            self._finish()

    def _count_quiet_turn(self) -> int:
        """Ruling 35. Once every card is in a hand, a turn that ends so again can only have been a
        refresh that took its own card back, or a missed turn: nothing changed. After the first
        such turn every seat gets one more; if all of them pass so, the game is over."""
        self.quiet_turns = self.quiet_turns + 1 if self.all_cards_in_hands() else 0
        if self.quiet_turns == 1:
            self.note("Every card is in the players' hands now. If a whole round goes by in which no one "
                      "plays, the game ends.")
        return self.quiet_turns

    def _open_next_turn(self) -> None:
        self.active = (self.active + 1) % len(self.seats)
        self.turn += 1
        self.step, self.takes_left, self.refreshed = "turn_start", self.setup.takes, False

    def _finish(self) -> None:
        from game.area51.scoring import award_bonuses, final_result
        award_bonuses(self)
        self.phase, self.step, self.project = "over", None, None
        self.note(final_result(self).summary)


LEGAL: dict[str, Callable[[Area51State], list[Action]]] = methods_named(Area51State, "_legal_")
"""Step -> the method listing its legal actions (``_legal_collect``...)."""
DO: dict[str, Callable[[Area51State, Action], None]] = methods_named(Area51State, "_do_")
"""Verb -> the method applying it (``_do_take``...)."""


def check_seats(mode: str, seats: list[Seat], data: Area51Data) -> None:
    """Refuse seats the mode cannot seat: 3 to 6 single colours, or the two pairs (R46, Q20)."""
    from game.core.registry import game_info
    info = game_info("area51")
    allowed = info.colours_for(mode)
    mode_info = info.mode(mode)
    if not mode_info.min_players <= len(seats) <= mode_info.max_players:
        raise ValueError(f"{mode_info.name} is for {mode_info.min_players} to {mode_info.max_players} players, "
                         f"not {len(seats)}.")
    colours = [s.colour for s in seats]
    if any(c not in allowed for c in colours) or len(set(colours)) != len(colours):
        raise ValueError(f"Each seat needs its own colour from {', '.join(allowed)}; got {', '.join(colours)}.")


def new_game(mode: str, seats: list[Seat], seed: int, first_player: int | None) -> Area51State:
    """Set up a new game as the rulebook's set-up says (spec §2)."""
    data = area51_data()
    check_seats(mode, seats, data)
    problem = first_player_problem(first_player, len(seats))
    if problem:
        raise ValueError(problem)
    state = Area51State(data, mode, seats, seed)
    setup = data.setup
    players = len(seats)
    state.active = state.rng.randrange(players) if first_player is None else first_player
    for region in state.board.regions.values():
        state.markers[region.id] = state.marker_total[region.id] = region.markers
    state.towers = data.towers_for(players)
    state.tower_total = dict(state.towers)
    state.caps_left = {c: setup.caps for c in state.player_colours}
    state.vehicles = {v: (None, 0, ()) for v in data.vehicles}
    state.free_tokens = dict(data.token_counts)
    starting = list(data.starting_cards)
    state.rng.shuffle(starting)
    for i in range(players):
        state.hands[(state.active + i) % players] = [starting.pop() for _ in range(setup.deal)]
    main = list(data.main_cards) + [starting.pop() for _ in range(data.returned_for(players))]
    state.rng.shuffle(main)
    state.deck = main + starting
    state.s_on_top = len(starting)
    state._refill()
    state.events = []
    return state
