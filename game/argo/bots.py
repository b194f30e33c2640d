"""What the search needs to play Argo: positions drawn from a view, and a heuristic (spec 9).

Only the module stack's order is hidden, so a sampler rebuilds the position from the view and
shuffles the modules nobody has seen (all modules but those placed or in the display) into the
stack. The heuristic values each seat by its score, the escapes its Astronauts have in prospect
(how near a free seat they stand, how much danger they are in, how many seats are left for them)
and weighs all that against the Aliens' score. Samples list at most a dozen placements and
relocations, the most promising by a cheap look at the map, so a decision stays fast. Playouts
mostly make the move a quick look likes best (``playout_value``), so the futures the search
weighs look like the games people play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any, cast

from game.argo.fields import ExplorerStep
from game.argo.grid import parse_cell, rotate, to_cell, xy
from game.argo.moves import ROTATION_TEXT
from game.argo.positions import load_position
from game.argo.rules_data import TileFacts, argo_data
from game.argo.state import ArgoState
from game.core.actions import Action
from game.core.bots.support import BotSupport
from game.core.contract import GameState

PLACEMENT_LIMIT = 12
RELOCATION_LIMIT = 8
PRUNED_STEPS = frozenset(("build", "relocate", "pilot"))
SEATED_SHARE = 0.9
"""A seated Astronaut's seat is as good as scored, unless the game ends before its pod leaves."""
ALIEN_WIN_CAP = 0.9
"""However far the Aliens lead, a position not yet lost leaves the seats this share of a chance, so
a bot facing a grim game still tells a better move from a worse one (and spares its own)."""
TURNED = {text: [rotate(doors, r) for doors in range(16)] for r, text in ROTATION_TEXT.items()}
"""A rotation's text -> the doors (0 to 15) of a tile turned so: a pruned listing asks it of every placement."""
PLAYOUT_DEPTH = 8
"""Moves a playout makes past the search's tree before the heuristic judges where it stands."""
PLAYOUT_GREED = 0.7
"""The share of a playout's moves chosen by a quick look (``playout_value``); the rest are random.
Playouts that head for the pods and set Aliens on rivals tell the search more per iteration than
random ones; some chance keeps them from playing one line only."""


class ArgoSupport(BotSupport):
    line_share = 0.5
    """A turn is one seat's run of decisions (its Alien moves, a module, two or three actions with their
    pushes and steps), and many good moves are good only for what the same seat does next: such a move
    is valued half by its average and half by its most visited follow-up."""

    def sampler(self, view: dict[str, Any]) -> Callable[[random.Random], ArgoState]:
        base = load_position(position_from_view(view))
        base.__class__ = PrunedArgoState
        base.forget_legal_actions()  # listed before it was pruned

        def draw(rng: random.Random) -> ArgoState:
            state = base.clone()
            rng.shuffle(state.stack)
            state.seed_rng(rng.getrandbits(64))
            state.share_listing(base)  # the stack's order never changes the moves at hand
            return state
        return draw

    def mirror(self, view: dict[str, Any]) -> GameState:
        return load_position(position_from_view(view))  # only the stack's order is hidden: as listed

    def rollout_depth(self, view: dict[str, Any]) -> int:
        return PLAYOUT_DEPTH

    def rollout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        """Mostly one of the moves ``playout_value`` likes best, else any."""
        assert isinstance(state, ArgoState), "the search plays the positions this support samples"
        if len(legal) == 1 or rng.random() >= PLAYOUT_GREED:
            return rng.choice(legal)
        to_pod: dict[int, int] | None = None
        best: list[Action] = []
        best_value = -math.inf
        for action in legal:
            if to_pod is None and action.verb in ("move", "step"):
                to_pod = pod_distances(state)
            value = playout_value(state, action, to_pod or {})
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return rng.choice(best)

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, ArgoState), "the search plays the positions this support samples"
        values = seat_values(state)
        best = max(values)
        aliens = alien_threat(state)
        alien_wins = min(ALIEN_WIN_CAP, 1.0 / (1.0 + math.exp(-(aliens - best) / 2.0)))
        weights = [math.exp((v - best) / 3.0) for v in values]
        total = sum(weights)
        return [(1.0 - alien_wins) * w / total for w in weights]

    def order(self, state: GameState, actions: list[Action], rng: random.Random) -> list[Action]:
        """Untried moves, the ones a quick look likes first: escapes, kills of rivals, then the rest."""
        assert isinstance(state, ArgoState), "the search plays the positions this support samples"
        shuffled = list(actions)
        rng.shuffle(shuffled)
        return sorted(shuffled, key=lambda a: -quick_value(state, a))


class PrunedArgoState(ArgoState):
    """A sampled position that lists only the most promising placements and relocations, and keeps
    no log of what happens in it (the search never reads one)."""

    def note(self, text: str) -> None:
        pass

    def note_forced(self, only: Action) -> None:
        pass

    def _list_legal_actions(self) -> list[Action]:
        legal = super()._list_legal_actions()
        if self.steps and self.steps[-1][0] in PRUNED_STEPS and len(legal) > PLACEMENT_LIMIT:
            return promising(self, legal)
        return legal


def position_from_view(view: dict[str, Any]) -> dict[str, Any]:
    """The whole position a view shows; the stack holds the unseen modules (in data order)."""
    data = argo_data()
    colours = [seat["colour"] for seat in view["seats"]]
    placed = {tile["tile"] for tile in view["tiles"]}
    display = [card["tile"] for card in view["display"]]
    places = {astro: tile["cell"] for tile in view["tiles"] for astro in tile["astronauts"]}  # in arrival order
    escaped: dict[str, str] = {}
    for astro in view["astronauts"]:
        if astro["status"] == "station":
            places[astro["id"]] = astro["cell"]
        elif astro["status"] == "seated":
            places[astro["id"]] = f"{astro['pod']}/{astro['seat']}"
        elif astro["status"] == "escaped":
            escaped[astro["id"]] = f"{astro['pod']}/{astro['seat']}"
    return {
        "mode": view["mode"],
        "seats": [{k: seat[k] for k in ("name", "colour", "kind", "bot_level")} for seat in view["seats"]],
        "options": dict(view["options"]),
        "active": view["active"], "turn": view["turn"], "acting": view["acting"],
        "tiles": {tile["cell"]: [tile["tile"], tile["rotation"]] for tile in view["tiles"]},
        "astronauts": places, "escaped": escaped, "track": list(view["track"]["dead"]),
        "aliens": {alien["id"]: alien["cell"] for alien in view["aliens"] if alien["cell"] is not None},
        "display": display,
        "stack": [t for t in data.modules if t not in placed and t not in display],
        "pod_stack": [pod["tile"] for pod in view["pod_stack"]["pods"]],
        "pods_gone": list(view["pods_gone"]),
        "tokens": {tile["tile"]: list(tile["tokens"]) for tile in view["tiles"] if tile["tokens"]},
        "scores": {colours[s]: score for s, score in enumerate(view["scores"])},
        "gains": {colours[s]: dict(seat["gains"]) for s, seat in enumerate(view["seats"])},
        "first_turn": [colours[s] for s, first in enumerate(view["first_turn"]) if first],
        "actions_left": view["actions_left"], "moved": list(view["moved"]), "activated": list(view["activated"]),
        "core_start": list(view["core_start"]), "final_turns_left": view["final_turns_left"],
        "over": view["ended_by"],
        "steps": [list(step) for step in view["steps"]],
    }


# ------------------------------------------------------------ the heuristic
def pod_distances(state: ArgoState) -> dict[int, int]:
    """Link distance of every tile from the nearest pod with a free seat (kept by the station: do
    not change it)."""
    cell_of = state.station.cell_of
    return state.station.distances_from(frozenset(cell_of[pod] for pod, seats in state.seated.items() if None in seats))


def free_seats(state: ArgoState) -> list[int]:
    seats = [v for pod, taken in state.seated.items()
             for v, a in zip(state.data.tile[pod].seats, taken, strict=True) if a is None]
    return seats + [v for pod in state.pod_stack for v in state.data.tile[pod].seats]


def seat_values(state: ArgoState) -> list[float]:
    seats = free_seats(state)
    mean_seat = sum(seats) / len(seats) if seats else 0.0
    to_pod = pod_distances(state)
    near_alien: set[int] = set()
    for cell in state.alien_cell.values():
        near_alien.update(state.station.links.get(cell, ()))
    core = state.station.first_of_type("core")
    left = [sum(1 for a in team if a in state.where) for team in state.team]
    chief = state.setup.points.chief_factor
    values = []
    for seat, team in enumerate(state.team):
        value = float(state.scores[seat])
        scarcity = min(1.0, len(seats) / left[seat]) if left[seat] else 0.0
        for astro in team:
            factor = chief if state.role[astro] == "chief" else 1
            here = state.where.get(astro)
            if here is None:
                continue
            reach = 1.0 / (1.0 + to_pod.get(here, _pod_guess(state, here)))
            value += factor * mean_seat * reach * (1.0 - danger(state, astro, here, near_alien, core)) * scarcity
        for pod, taken in state.seated.items():
            for v, sitter in zip(state.data.tile[pod].seats, taken, strict=True):
                if sitter is not None and state.owner[sitter] == seat:
                    value += (chief if state.role[sitter] == "chief" else 1) * v * SEATED_SHARE
        values.append(value)
    return values


def _pod_guess(state: ArgoState, cell: int) -> int:
    """Without a free pod on the station: a pod will come at least three tiles out."""
    return max(0, state.setup.pod_distance - state.station.distance.get(cell, 0)) + 2


def danger(state: ArgoState, astro: str, cell: int, near_alien: set[int], core: int | None) -> float:
    role = state.role[astro]
    if role == "robot":
        risk = 0.0
    elif cell in state.alien_at:
        risk = 0.8
    elif cell in near_alien:
        risk = 0.15 if role == "grunt" else 0.4
    else:
        risk = 0.0
    if cell == core:
        risk += 0.5
    return min(risk, 0.95)


def alien_threat(state: ArgoState) -> float:
    """The Aliens' score, plus a share of the next slot for every Astronaut within their reach."""
    if state.alien_track_full():
        return float("inf")
    slot = state.cover + len(state.track)
    values = state.track_values
    step = (values[slot + 1] - values[slot]) if slot + 1 < len(values) else values[-1]
    reach = set(state.alien_cell.values())
    for cell in state.alien_cell.values():
        reach.update(state.station.links.get(cell, ()))
    exposed = sum(1 for astro, cell in state.where.items() if cell in reach and state.role[astro] != "robot")
    return state.alien_score() + 0.3 * exposed * step


# ------------------------------------------------------------ pruning and ordering
def promising(state: ArgoState, legal: list[Action]) -> list[Action]:
    """The best dozen placements (eight relocations or Pilot flights) by who stands near them;
    the other choices of the step (Pilot stay or launch) are always kept. Turns of a tile that
    give the same doors count once."""
    step = state.steps[-1]
    limit = RELOCATION_LIMIT if step[0] == "relocate" else PLACEMENT_LIMIT
    pod = step[2] if step[0] == "pilot" else None  # the pod a Pilot may fly elsewhere
    fixed = [a for a in legal if a.args[0] != "move"] if pod is not None else []
    seat, owner = state.acting, state.owner
    mine = {xy(c) for a, c in state.where.items() if owner[a] == seat}  # a set: Astronauts often share a tile
    theirs = {xy(c) for a, c in state.where.items() if owner[a] != seat}
    gaps: dict[tuple[int, int], tuple[int, int]] = {}  # per place: how near one's own Astronauts stand, a rival's
    ranked: list[tuple[int, Action]] = []  # the value negated, to sort best first
    for action, alien, where in _candidates(state, legal, pod):
        gap = gaps.get(where)
        if gap is None:
            gap = gaps[where] = (_distance(mine, where), _distance(theirs, where))
        near_mine, near_theirs = gap
        # a tile bringing an Alien is best placed near rivals; any other near one's own Astronauts
        ranked.append((near_theirs - near_mine if alien else near_mine - near_theirs, action))
    # the best first; between equals the action whose text sorts first (an action's words hold no
    # character below the space that joins them, so its parts sort as its text does)
    ranked.sort()
    return fixed + [action for _value, action in ranked[:limit]]


Candidate = tuple[Action, bool, tuple[int, int]]
"""A placement worth weighing: the action, whether its tile brings an Alien, and where it goes."""


def _candidates(state: ArgoState, legal: list[Action], pod: str | None) -> list[Candidate]:
    """The placements of ``legal`` worth weighing: one of two turns of a tile that give the same
    doors on the same cell."""
    if pod is not None or state.steps[-1][0] != "build":
        return _distinct(state, legal, pod)
    # A Building phase lists every turn that gives a door facing the station, so of two turns with
    # the same doors both are legal or neither: which one to keep is known from the action alone.
    known, tiles = _PLACEMENT_CANDIDATES, state.data.tile
    result = []
    for action in legal:
        candidate = known.get(action)
        if candidate is None and action not in known:
            candidate = known[action] = _placement_candidate(tiles[action.args[0]], action)
        if candidate is not None:
            result.append(candidate)
    return result


_PLACEMENT_CANDIDATES: dict[Action, Candidate | None] = {}
"""A ``place`` action -> its candidate, or None when another turn of its tile gives the same doors
and its text sorts first; made once per action (a search weighs placements thousands of times)."""


def _placement_candidate(facts: TileFacts, action: Action) -> Candidate | None:
    _tile, cell, rotation = action.args
    turned = TURNED[rotation][facts.doors]
    if any(other < rotation and doors[facts.doors] == turned for other, doors in TURNED.items()):
        return None
    return action, facts.alien, xy(to_cell(cell))


def _distinct(state: ArgoState, legal: list[Action], pod: str | None) -> list[Candidate]:
    """Each placement (or flight of ``pod``) of ``legal``, but one of two turns of a tile that give the
    same doors on the same cell: the one whose text sorts first, whatever order the listing came in."""
    tiles = state.data.tile
    best: dict[tuple[str, str, int], tuple[str, Candidate]] = {}
    for action in legal:
        if pod is not None:
            if action.args[0] != "move":
                continue
            tile, cell, rotation = pod, action.args[1], action.args[2]
        else:
            tile, cell, rotation = action.args
        facts = tiles[tile]
        key = (tile, cell, TURNED[rotation][facts.doors])
        kept = best.get(key)
        if kept is None or rotation < kept[0]:
            best[key] = (rotation, (action, facts.alien, xy(to_cell(cell))))
    return [candidate for _rotation, candidate in best.values()]


def _distance(points: set[tuple[int, int]], where: tuple[int, int]) -> int:
    """Steps from the nearest of ``points`` to ``where`` (9 when there is none)."""
    if not points:
        return 9
    wx, wy = where
    return min([abs(x - wx) + abs(y - wy) for x, y in points])


def quick_value(state: ArgoState, action: Action) -> float:
    verb = action.verb
    if verb == "move" or verb == "step" or verb == "push":
        target = parse_cell(action.args[-1])
        return 3.0 if target in state.station.pod_cells else 0.0
    if verb == "kill":
        victim = action.args[0]
        return -2.0 if state.owner[victim] == state.acting else (2.0 if state.role[victim] == "chief" else 1.0)
    if verb in ("activate", "pilot"):
        return 1.0
    return 0.0


FAR = 6
"""How far from a free seat a tile with no way to one counts in a playout."""


def playout_value(state: ArgoState, action: Action, to_pod: dict[int, int]) -> float:
    """A playout's quick look at a move: an Astronaut stepping nearer a free seat (into a pod best,
    onto an Alien that kills it worst), the Alien onto rivals rather than one's own, a rival
    killed rather than one's own; ending the Action phase early is a little worse than acting.
    ``to_pod``: the distances of ``pod_distances``, needed for moves and steps."""
    verb = action.verb
    if verb == "move" or verb == "step":
        astro = action.args[0] if verb == "move" else cast(ExplorerStep, state.steps[-1])[1]
        target = to_cell(action.args[-1])
        if target in state.station.pod_cells:
            return 5.0
        value = float(to_pod.get(state.where[astro], FAR) - to_pod.get(target, FAR))
        if target in state.alien_at and state.role[astro] not in ("robot", "grunt"):
            value -= 4.0
        return value
    if verb == "alien":
        seat, there = state.acting, state.occ.get(to_cell(action.args[1]), ())
        return sum((1.0 if state.owner[astro] != seat else -1.0 for astro in there), 0.0)
    if verb == "kill":
        return quick_value(state, action)
    if verb == "end":
        return -0.5
    return 0.0


BOT_SUPPORT = ArgoSupport()
