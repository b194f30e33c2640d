"""Area 51 positions as plain data (YAML in docs/positions.md), like a chess FEN.

Only ``mode`` and ``seats`` are required; everything else defaults to a new game's set-up
(shuffled by ``seed``). Counts that follow from the board (towers in the middle, caps,
region supplies, free numbered tokens) are computed from what is listed unless given. When
any card field is given (``hands``, ``display``, ``discard``, ``deck``, ``hangars``,
``loading``), the cards lie exactly as listed: unlisted cards go under the listed ``deck``,
shuffled by ``seed``, and a missing ``display`` is turned from the deck's top.
"""

from __future__ import annotations

from typing import Any

from game.area51 import tokens
from game.area51.board import space_number
from game.area51.loading import shown_order
from game.area51.scoring import EARLIER
from game.area51.state import Area51State, new_game
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.position_fields import known_fields, load_checked, seats_field, turn_field, whole, whole_field

CARD_FIELDS = ("hands", "display", "discard", "deck", "hangars", "loading")
FIELDS = {"game", "mode", "seats", "seed", "active", "turn", "phase", "turns_left", "trigger_seat", "quiet_turns",
          "regions", "towers", "vehicles", "tokens", "scores", "gains", "s_on_top", "step", "collect", "project",
          *CARD_FIELDS}
RawData = dict[str, Any]
"""Position data as read from YAML (docs/positions.md), before it is checked field by field."""


def position_of(state: Area51State) -> dict[str, object]:
    position: dict[str, object] = {
        "game": "area51",
        "mode": state.mode,
        "seats": [s.to_dict() for s in state.seats],
        "active": state.active,
        "turn": state.turn,
        "phase": state.phase,
        "turns_left": state.turns_left,
        "trigger_seat": state.trigger_seat,
        "regions": {r: {"markers": state.markers[r],
                        "bunkers": {s: {"colour": c, "owner": o, "level": lv}
                                    for s, (c, o, lv) in sorted(state.bunkers.items(), key=_space_order)
                                    if s[0] == r}}
                    for r in state.board.region_ids},
        "towers": dict(state.towers),
        "vehicles": {v: {"route": route, "number": number, "tokens": list(held)}
                     for v, (route, number, held) in state.vehicles.items() if route is not None},
        "scores": dict(state.scores),
        "gains": _gains_of(state),
        "hands": [list(h) for h in state.hands],
        "display": list(state.display),
        "discard": list(state.discard),
        "deck": list(state.deck),
        "s_on_top": state.s_on_top,
        "hangars": {h: [_pile_entry(state, c, up, seat) for c, up, seat in pile] for h, pile in state.hangars.items()},
        "step": state.step,
    }
    if state.quiet_turns:
        position["quiet_turns"] = state.quiet_turns
    if state.step == "collect":
        position["collect"] = {"takes_left": state.takes_left, "refreshed": state.refreshed}
    if state.project is not None:
        p = state.project
        position["project"] = {"declared": str(p.declared), "up": p.up, "downs": p.downs}
    if state.step == "loading":
        position["loading"] = {"hangar": state.pile_hangar, "pile": list(state.pile), "fed": sorted(state.fed)}
    return position


def _space_order(item: tuple[str, tuple[str, str, int]]) -> tuple[str, int]:
    """Bunkers are written region by region, from the highest space down (A8, A7, ...)."""
    return item[0][0], -space_number(item[0])


def _gains_of(state: Area51State) -> dict[str, dict[str, int]]:
    gains: dict[str, dict[str, int]] = {c: {} for c in state.player_colours}
    for (colour, source), points in sorted(state.gains.items()):
        gains[colour][source] = points
    return gains


def _pile_entry(state: Area51State, card: str, up: bool, seat: int) -> str:
    return f"{'+' if up else '-'}{card}@{state.seat_labels[seat]}"


def load_position(data: RawData) -> Area51State:
    """Build a state from position data; bad data raises ValueError naming the field at fault."""
    return load_checked(state_from_position, data)


def state_from_position(data: RawData) -> Area51State:
    known_fields(data, FIELDS, "area51", "an Area 51 position")
    seats = seats_field(data)
    state = new_game(data["mode"], seats, whole_field(data, "seed", 0), whole_field(data, "active", 0))
    state.turn = turn_field(data)
    _read_bunkers(state, data.get("regions", {}))
    _read_supplies(state, data)
    _read_vehicles(state, data.get("vehicles", {}), data.get("tokens"))
    _read_scores(state, data.get("scores", {}), data.get("gains"))
    if any(field in data for field in CARD_FIELDS):
        _read_cards(state, data)
    _read_phase(state, data)
    _read_s_on_top(state, data)
    _read_step(state, data)
    state.events = []
    state.settle()
    return state


def _read_bunkers(state: Area51State, regions: RawData) -> None:
    board = state.board
    for region, info in regions.items():
        if region not in board.regions:
            raise ValueError(f"regions: there is no region '{region}' (regions: {', '.join(board.region_ids)}).")
        for space, bunker in (info or {}).get("bunkers", {}).items():
            where = f"regions.{region}.bunkers.{space}"
            if board.region_of_space(space) != region:
                raise ValueError(f"{where}: not a space of region {region}.")
            colour, owner, level = bunker["colour"], bunker["owner"], whole(bunker.get("level", 1), f"{where}.level")
            if colour not in state.data.colours:
                raise ValueError(f"{where}: '{colour}' is not an artifact colour.")
            if owner not in state.player_colours:
                raise ValueError(f"{where}: '{owner}' is not a colour of a seat.")
            if level < 1:
                raise ValueError(f"{where}: a bunker's level is at least 1.")
            state.add_bunker(space, colour, owner, level)


def _read_supplies(state: Area51State, data: RawData) -> None:
    board, setup = state.board, state.setup
    for region, info in board.regions.items():
        on_bunkers = sum(lv for s, (_c, _o, lv) in state.bunkers.items() if s[0] == region)
        given = (data.get("regions", {}).get(region) or {}).get("markers")
        supply = info.markers - on_bunkers if given is None else whole(given, f"regions.{region}.markers")
        if supply < 0 or supply + on_bunkers > info.markers:
            raise ValueError(f"regions.{region}.markers: a {info.side} region has {info.markers} markers; "
                             f"{on_bunkers} are on its bunkers, so its supply cannot be {supply}.")
        state.markers[region], state.marker_total[region] = supply, supply + on_bunkers
    counts = state.data.towers_for(len(state.seats))
    given_towers = data.get("towers", {})
    for colour in state.data.colours:
        built = sum(1 for c, _o, _l in state.bunkers.values() if c == colour)
        supply = whole(given_towers[colour], f"towers.{colour}") if colour in given_towers else counts[colour] - built
        if supply < 0 or supply + built > setup.towers_per_colour:
            raise ValueError(f"towers.{colour}: {built} {colour} towers are on the board, so {supply} cannot be "
                             f"left in the middle (there are {setup.towers_per_colour}).")
        state.towers[colour], state.tower_total[colour] = supply, supply + built
    for colour in state.player_colours:
        owned = sum(1 for _c, o, _l in state.bunkers.values() if o == colour)
        if owned > setup.caps:
            raise ValueError(f"regions: {colour} owns {owned} bunkers but has only {setup.caps} caps.")
        state.caps_left[colour] = setup.caps - owned


def _read_vehicles(state: Area51State, vehicles: RawData, free_given: RawData | None) -> None:
    free = dict(state.data.token_counts)
    for vehicle in state.data.vehicles:
        if vehicle not in vehicles:
            continue
        info = vehicles[vehicle]
        where = f"vehicles.{vehicle}"
        route, number = info["route"], whole(info["number"], f"{where}.number")
        if route not in state.board.route_ends:
            raise ValueError(f"{where}.route: '{route}' is not a route (FROM>TO, e.g. A>B).")
        held = tuple(info["tokens"]) if info.get("tokens") else tokens.allocate(free, number)
        if held is None:
            raise ValueError(f"{where}.number: no free token can show {number}.")
        tokens.take(free, held)
        if any(count < 0 for count in free.values()):
            raise ValueError(f"{where}.tokens: more tokens are on vehicles than exist.")
        state.vehicles[vehicle] = (route, number, held)
    unknown = set(vehicles) - set(state.data.vehicles)
    if unknown:
        raise ValueError(f"vehicles: no vehicle called {', '.join(sorted(unknown))}.")
    if free_given is not None and dict(free_given) != free:
        raise ValueError(f"tokens: the free tokens must be what the vehicles leave: {free}.")
    state.free_tokens = free


def _read_scores(state: Area51State, scores: RawData, gains: RawData | None) -> None:
    unknown = set(scores) - set(state.player_colours)
    if unknown:
        raise ValueError(f"scores: {', '.join(sorted(unknown))} is not a colour of a seat.")
    state.scores = {c: whole(scores.get(c, 0), f"scores.{c}") for c in state.player_colours}
    state.gains = {}
    if gains is not None:
        for colour, sources in gains.items():
            for source, points in sources.items():
                state.gains[(colour, source)] = whole(points, f"gains.{colour}.{source}")
    for colour in state.player_colours:
        made = sum(p for (c, _s), p in state.gains.items() if c == colour)
        if made != state.scores[colour]:
            if gains is not None:
                raise ValueError(f"gains.{colour}: adds up to {made}, not the score {state.scores[colour]}.")
            state.gains[(colour, EARLIER)] = state.scores[colour]


def _read_cards(state: Area51State, data: RawData) -> None:
    known = state.data.cards
    players = len(state.seats)
    listed: list[str] = []

    def check(cards: list[str], where: str) -> list[str]:
        for card in cards:
            if card not in known:
                raise ValueError(f"{where}: '{card}' is no artifact card (ids like orange2-1, green1s-4).")
        listed.extend(cards)
        return list(cards)

    hands = data.get("hands") or [[] for _ in range(players)]
    if len(hands) != players:
        raise ValueError(f"hands: one list per seat ({players}).")
    state.hands = [check(h or [], f"hands[{i}]") for i, h in enumerate(hands)]
    state.discard = check(data.get("discard") or [], "discard")
    display = data.get("display")
    if display is not None:
        check([c for c in display if c is not None], "display")
    state.hangars = {h: [] for h in state.board.hangars}
    for hangar, entries in (data.get("hangars") or {}).items():
        if hangar not in state.hangars:
            raise ValueError(f"hangars: no hangar '{hangar}' on this board ({', '.join(state.board.hangars)}).")
        state.hangars[hangar] = [_read_entry(state, entry, f"hangars.{hangar}") for entry in entries]
        check([c for c, _up, _seat in state.hangars[hangar]], f"hangars.{hangar}")
    state.pile = shown_order(state.data, check((data.get("loading") or {}).get("pile", []), "loading.pile"))
    deck = check(data.get("deck") or [], "deck")
    if len(set(listed)) != len(listed):
        twice = sorted({c for c in listed if listed.count(c) > 1})
        raise ValueError(f"cards: {', '.join(twice)} listed more than once.")
    rest = [c for c in state.data.card_ids if c not in set(listed)]
    state.rng.shuffle(rest)
    state.deck = rest + deck
    if display is None:
        state.display = [state.deck.pop() if state.deck else None for _ in range(state.setup.display)]
    else:
        if len(display) > state.setup.display:
            raise ValueError(f"display: at most {state.setup.display} cards.")
        state.display = list(display) + [None] * (state.setup.display - len(display))
    state.s_on_top = 0


def _read_entry(state: Area51State, entry: str, where: str) -> tuple[str, bool, int]:
    text = str(entry)
    if text[:1] not in "+-" or "@" not in text:
        raise ValueError(f"{where}: '{text}' must read +CARD@COLOUR (face up) or -CARD@COLOUR (face down).")
    card, by = text[1:].split("@", 1)
    for seat, colours in enumerate(state.seat_colours):
        if by == "+".join(colours) or by in colours:
            return card, text[0] == "+", seat
    raise ValueError(f"{where}: '{by}' is not the colour of a seat.")


def _read_phase(state: Area51State, data: RawData) -> None:
    players = len(state.seats)
    phase = data.get("phase", "regular")
    if phase not in ("regular", "last_round", "final", "over"):
        raise ValueError(f"phase: '{phase}' is not regular, last_round, final or over.")
    state.phase = phase
    state.turns_left = whole_field(data, "turns_left", players if phase == "last_round" else 0)
    if phase == "last_round" and not 1 <= state.turns_left <= players:
        raise ValueError(f"turns_left: the last round has 1 to {players} turns left.")
    if phase == "regular" and len(state.empty_regions()) >= 2:
        raise ValueError("phase: two regions have no markers left, so the last round has begun "
                         "(phase last_round, final or over).")
    trigger = data.get("trigger_seat")
    if trigger is None and phase == "last_round":
        trigger = (state.active + state.turns_left - 1) % players
    state.trigger_seat = None if trigger is None else whole(trigger, "trigger_seat")
    state.quiet_turns = whole_field(data, "quiet_turns", 0)
    most = players + 1 if phase == "over" else players  # the last quiet turn ends the game (ruling 35)
    if state.quiet_turns and not (phase in ("regular", "over") and 0 < state.quiet_turns <= most):
        raise ValueError(f"quiet_turns: a regular phase counts 0 to {players} quiet turns, not {state.quiet_turns} "
                         f"({players + 1} end the game).")


def _read_s_on_top(state: Area51State, data: RawData) -> None:
    if "s_on_top" not in data:
        return
    state.s_on_top = whole(data["s_on_top"], "s_on_top")
    top = state.deck[len(state.deck) - state.s_on_top:] if state.s_on_top else []
    if not 0 <= state.s_on_top <= len(state.deck) or any(not state.data.cards[c].starting for c in top):
        raise ValueError("s_on_top: that many cards on top of the deck must all be starting cards.")


def _read_step(state: Area51State, data: RawData) -> None:
    step = data.get("step", "turn_start")
    if state.phase == "over":
        state.step = None
        return
    if step not in ("turn_start", "collect", "project", "loading"):
        raise ValueError(f"step: '{step}' is not turn_start, collect, project or loading.")
    state.step = step
    if step == "collect":
        info = data.get("collect") or {}
        state.takes_left = whole(info.get("takes_left", state.setup.takes), "collect.takes_left")
        state.refreshed = bool(info.get("refreshed", False))
        if not 1 <= state.takes_left <= state.setup.takes:
            raise ValueError(f"collect.takes_left: 1 to {state.setup.takes}.")
    elif step == "project":
        info = data["project"]
        try:
            declared = Action.parse(str(info["declared"]))
        except IllegalAction:
            declared = Action("")
        if declared.verb not in ("build", "upgrade", "hire"):
            raise ValueError("project.declared: a build, upgrade or hire declaration.")
        if declared.verb == "build" and state.next_space(declared.args[1]) is None:
            raise ValueError(f"project.declared: region {declared.args[1]} has no empty building space.")
        downs = whole(info.get("downs", 0), "project.downs")
        state.project = state.project_for(declared)._replace(up=info.get("up"), downs=downs)
        _check_project(state)
    elif step == "loading":
        info = data["loading"]
        hangar = info["hangar"]
        if hangar not in state.hangars:
            raise ValueError(f"loading.hangar: no hangar '{hangar}'.")
        if not state.pile:
            raise ValueError("loading.pile: the picked-up cards are needed.")
        state.pile_hangar = hangar
        state.fed = frozenset(info.get("fed", []))
        state.reach = state.reach_from(state.board.region_of_hangar[hangar])


def _check_project(state: Area51State) -> None:
    """The placed cards must lie in the project's region, played by the active seat, and the play
    must not be complete already (it would have taken effect)."""
    p = state.open_project()
    placed = [(card, up) for hangar in state.board.regions[p.region].hangars
              for card, up, seat in state.hangars[hangar] if seat == state.active]
    if p.up is not None and (p.up, True) not in placed:
        raise ValueError(f"project.up: {p.up} must lie face up in a hangar of region {p.region}, played by the "
                         "seat to move.")
    if p.downs < 0 or p.downs > sum(1 for _card, up in placed if not up):
        raise ValueError(f"project.downs: the seat to move has fewer face-down cards in region {p.region}.")
    finished = p.downs >= state.setup.max_number if p.kind == "vehicle" else p.downs >= p.need
    if p.up is not None and finished:
        raise ValueError("project: that play is already paid in full, so it has taken effect.")
