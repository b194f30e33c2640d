"""Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012).

Each iteration draws one full position consistent with the bot's view (the game's
sampler), walks down the shared tree choosing by UCB among the moves legal in that
draw (a move's "availability" counts how often it was legal; a game may leave out moves
it knows to be equal to another), adds one node, plays
a short random playout (as long as the game advises; none at all when its heuristic
is better than random play) and scores the end with the game's heuristic (or the
result, if the game ended). Moves forced in a draw (a single legal action) make no node.

Where a game's turn is a run of decisions by one seat (Argo's Building phase and actions, each
with its pushes and steps), a move's average hides the line that makes it good until that line
has most of the move's visits: a game may have such a move valued partly by the seat's most
visited follow-up (``BotSupport.line_share``, a "mix-max" backup), so the search sees it sooner.
Where a game's heuristic is soft, its moves' values differ by far less than the exploration term:
a game may have them compared by where they lie between the lowest and the highest of the node
(``BotSupport.spread_values``), so the visits go to the better moves rather than evenly.
A game with scores may count a little of a seat's lead in a position's worth
(``BotSupport.with_margin``), so that in a game already won the search still prefers the move
that scores more.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.bots.base import Bot, Decision
from game.core.bots.support import BotSupport, get_support
from game.core.contract import GameState


@dataclass(frozen=True)
class Budget:
    """Stop at whichever comes first. Iterations alone keep a bot deterministic under its seed."""

    iterations: int = 200
    seconds: float | None = None


LINE_VISITS = 8
"""The visits a follow-up needs before it counts in the value of the move before it (``line_share``)."""


class Node:
    __slots__ = ("action", "mover", "children", "visits", "available", "reward", "top", "line")

    def __init__(self, action: Action | None, mover: int | None) -> None:
        self.action = action
        self.mover = mover  # the seat that made ``action``
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.top: Node | None = None
        """The most visited child, when the same seat decides again after ``action``."""
        self.line: float | None = None
        """The value of ``top`` once it has ``LINE_VISITS`` visits: the line the seat would follow."""

    def value(self, line_share: float) -> float:
        """The mover's chance to win after this move (with a little of its lead, in a game with a
        margin term): its average, drawn ``line_share`` of the way towards the value of the line
        the mover would follow next, when there is one."""
        mean = self.reward / self.visits
        return mean if self.line is None else mean + line_share * (self.line - mean)

    def ucb(self, exploration: float, line_share: float) -> float:
        return self.value(line_share) + exploration * self.doubt()

    def doubt(self) -> float:
        """UCB's exploration term: large for a move seldom tried among the times it was legal."""
        return math.sqrt(math.log(max(self.available, 1)) / self.visits)


class ISMCTSBot(Bot):
    def __init__(self, game_id: str, seed: int, budget: Budget = Budget(), exploration: float = 0.7,
                 noise: float = 0.0, rollout_depth: int | None = None, support: BotSupport | None = None) -> None:
        super().__init__(seed)
        self.support = support or get_support(game_id)
        self.budget = budget
        self.exploration = exploration
        self.noise = noise
        self.rollout_depth = rollout_depth  # None: as the game's support advises for the position

    def decide(self, view: dict[str, Any], legal: list[Action]) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], "the only legal move")
        if self.noise and self.rng.random() < self.noise:
            return Decision(self.rng.choice(legal), "a move chosen on a whim")
        root = self.search(view)
        best = max((root.children[a] for a in legal if a in root.children), key=lambda n: (n.visits, n.reward))
        assert best.action is not None, "only the root has no action"
        chance = best.reward / best.visits
        return Decision(best.action, f"about {chance:.0%} chance to win after it", chance, root.visits)

    def decide_in_full(self, view: dict[str, Any], legal: list[Action]) -> Decision:
        decision = self.decide(view, legal)
        if decision.iterations == 0:  # a forced move or a whim: searched as long, its answer not needed
            decision.iterations = self.search(view).visits
        return decision

    def decide_within(self, view: dict[str, Any], legal: list[Action], seconds: float) -> Decision:
        kept = self.budget
        self.budget = Budget(kept.iterations, min(kept.seconds or seconds, seconds))
        try:
            return self.decide(view, legal)
        finally:
            self.budget = kept

    def search(self, view: dict[str, Any]) -> Node:
        draw = self.support.sampler(view)
        depth = self.rollout_depth if self.rollout_depth is not None else self.support.rollout_depth(view)
        root = Node(None, None)
        deadline = time.perf_counter() + self.budget.seconds if self.budget.seconds else None
        # at least one iteration, however short the time: a decision needs a searched move
        while root.visits == 0 or (root.visits < self.budget.iterations and not self.stopped.is_set()
                                   and (deadline is None or time.perf_counter() < deadline)):
            self.iterate(root, draw(self.rng), depth)
        return root

    def iterate(self, root: Node, state: GameState, depth: int) -> None:
        path = [root]
        node = root
        while not state.is_over():
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply(legal[0])
                continue
            legal = self.support.candidates(state, legal)
            mover = state.to_move()
            children = node.children
            untried = []
            for action in legal:
                child = children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = self.support.order(state, untried, self.rng)[0]
                children[action] = node = Node(action, mover)
                node.available = 1
                state.apply(action)
                path.append(node)
                break
            action = self.select(legal, children)
            node = children[action]
            state.apply(action)
            path.append(node)
        values = self.playout(state, depth)
        root.visits += 1
        for step in path[1:]:
            assert step.mover is not None, "a node below the root was made by a deciding seat"
            step.visits += 1
            step.reward += values[step.mover]
        if self.support.line_share:
            self.follow_lines(path)

    def select(self, legal: list[Action], children: dict[Action, Node]) -> Action:
        """The move to follow down the tree: the best by UCB, with the values spread out first where
        the game asks for it (``BotSupport.spread_values``)."""
        exploration, line_share = self.exploration, self.support.line_share
        if not self.support.spread_values:
            return max(legal, key=lambda a: children[a].ucb(exploration, line_share))
        values = {a: children[a].value(line_share) for a in legal}
        low, high = min(values.values()), max(values.values())
        scale = high - low or 1.0
        return max(legal, key=lambda a: (values[a] - low) / scale + exploration * children[a].doubt())

    def follow_lines(self, path: list[Node]) -> None:
        """After a backup, from the bottom up: each move the same seat follows with another keeps
        its most visited follow-up and that follow-up's value (``Node.line``)."""
        line_share = self.support.line_share
        for index in range(len(path) - 1, 1, -1):
            node, parent = path[index], path[index - 1]
            if node.mover != parent.mover:
                continue
            if parent.top is None or node.visits > parent.top.visits:
                parent.top = node
            top = parent.top
            parent.line = top.value(line_share) if top.visits >= LINE_VISITS else None

    def playout(self, state: GameState, depth: int) -> list[float]:
        for _ in range(depth):
            if state.is_over():
                break
            state.apply(self.support.rollout_action(state, state.legal_actions(), self.rng))
        return self.support.final_rewards(state) if state.is_over() else self.support.evaluate(state)
