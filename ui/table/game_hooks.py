"""What a game's table provides: every method a game overrides, with what the table does without it.

A game's table (``ui/<game>/table.py``) gives its layout, its drawing and how its actions read as
gestures; the rest is optional. The parts of the table call these, and nothing else of the game.
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.core.contract import GameState
from ui.look import felt
from ui.table.basics import TableBasics
from ui.table.words import Choice, Words


class GameHooks(TableBasics):
    game_title = ""
    confirm_turn_end = False
    """Hold the screen after a turn whose last action can still be undone, until "End turn"."""
    side_choices: frozenset[str] = frozenset()
    """Buttons about the table rather than the game ("My stops"): Enter never presses them."""
    VERB_SOUNDS: dict[str, str] = {}
    """The sound effect of each kind of action, by its verb (``ui.sound.EFFECTS``); others are silent."""

    # ------------------------------------------------------------------ layout and gestures
    def make_layout(self, size: tuple[int, int]):
        """An object with ``log`` and ``choices`` rects (and the game's own)."""
        raise NotImplementedError

    def drag_pair(self, action: Action) -> tuple[str, str] | None:
        return None

    def click_target(self, action: Action) -> str | None:
        return None

    def drag_candidate(self, piece: str, target: str) -> Action | None:
        return None

    def piece_at(self, pos) -> str | None:
        return None

    def target_at(self, pos) -> str | None:
        return None

    def click_at(self, pos) -> str | None:
        """The click target under ``pos`` (a display card, a pile, the die), if any."""
        return None

    def click_candidate(self, target: str) -> Action | None:
        """The action a click on ``target`` would mean, so a refused click can be explained."""
        return None

    def clicks_carry(self, piece: str) -> bool:
        """Whether a click on ``piece`` may stand for its drag (a prompt says "click" there): with one
        place to go it goes there, else it is held until a second click on a lit place."""
        return False

    def press_elsewhere(self, pos, legal: list[Action]) -> bool:
        """A press on nothing draggable or clickable (a game may use it)."""
        return False

    def why_no_target(self, piece: str, pos) -> str:
        """Why ``piece`` cannot be dropped at ``pos``, where no target lies ("" to snap it back silently)."""
        return ""

    def why_not_movable(self, piece: str) -> str:
        if self.state.to_move() != self.viewer or not self.interactive:
            return "It is not your decision now."
        return f"Nothing to do with that now. {self.state.prompt()}"

    # ------------------------------------------------------------------ choices
    def game_choices(self, legal: list[Action]) -> list[Choice]:
        """Buttons for the decisions that are not gestures."""
        return []

    def choice_label(self, action: Action) -> Words:
        """A button's words for one of several actions a single drop can mean."""
        return self.state.describe(action, self.viewer)

    def marked_places(self, action: Action) -> set[str]:
        """What to light for a marked move besides its piece (its drop or click target)."""
        pair = self.drag_pair(action)
        if pair:
            return {pair[1]}
        target = self.click_target(action)
        return {target} if target else set()

    # ------------------------------------------------------------------ drawing
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """What never changes under the table (a game may add its board to the felt, once)."""
        return felt(size)

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        """Everything of the game, filling ``piece_centres``."""
        raise NotImplementedError

    def draw_piece(self, surface: pygame.Surface, piece: str, centre, view: dict, lifted: bool = False) -> None:
        """Draw one piece at ``centre`` (a dragged one is ``lifted``), for drags and slides."""

    def draw_hover(self, surface, view: dict) -> pygame.Rect | None:
        """What the mouse rests on (a card zoom, a piece's words), drawn over the whole table, the
        log included; returns the panel's place. Tables override it."""
        return None

    # ------------------------------------------------------------------ motion and sound
    def arrival_origin(self, piece: str, old: dict[str, tuple[int, int]]) -> tuple[int, int] | None:
        """Where a piece that was not on the table before the last action (``old``: the pieces that
        were) comes from; None: it just appears. Tables name their decks and piles here."""
        return None

    def departure_target(self, piece: str, start: tuple[int, int]) -> tuple[int, int] | None:
        """Where a piece that left the table in the last action goes as it leaves (a pod taking off);
        None: it just goes."""
        return None

    def animate(self, action: Action, before: GameState, after: GameState) -> None:
        """Start a game's own motion for an action just played (dice tumbling...); slides of pieces
        need nothing here. Like sounds, only what every seat sees may start one."""

    def sound_of(self, action: Action, before: GameState, after: GameState) -> str | None:
        """The effect of ``action``, which took ``before`` to ``after`` (None: silence).

        Only what every seat may see chooses it: at a hot-seat table everyone hears it, so a
        sound must not tell what a hand holds. By default the verb decides (``VERB_SOUNDS``).
        """
        return self.VERB_SOUNDS.get(action.verb)

    # ------------------------------------------------------------------ the log, bots, hand-offs, rules
    def quiet_in_log(self, action: Action) -> bool:
        """An action whose own line the log leaves out (what it caused is still shown)."""
        return False

    def bot_answers_in_screens_turn(self) -> bool:
        """Whether the deciding bot answers within the turn of the person whose private screen is
        up, who decides again right after (The Elevator's windows): their screen then stays up, rather
        than being handed to them again after every answer. Only public facts may decide it."""
        return False

    def quiet_bot_seconds(self) -> float:
        """How long every bot decision at this point must take, when how long it took would show
        what the bot holds (0: as long as it thinks)."""
        return 0.0

    def hand_off_message(self, seat: int, kind: str) -> str:
        return "It is your turn." if seat == self.state.active else "A decision is yours to make."

    def seated(self, seat: int) -> None:
        """A person has just taken the screen after a hand-off (a game may ask them something privately)."""

    def rules_section(self) -> str | None:
        """The heading of the game's rules reference that the current decision is about ("Part >
        Heading" where a heading appears under several parts); None: the reference from its top."""
        return None
