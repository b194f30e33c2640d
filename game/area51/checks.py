"""What must always hold in an Area 51 position, and what each seat may not know.

These are checks, not rules: the fuzzing and property tests call them after every action
to catch a rule that loses or duplicates a piece, or a view that leaks.
"""

from __future__ import annotations

from collections import Counter

from game.area51.state import Area51State


def invariant_problems(state: Area51State) -> list[str]:
    problems = _card_problems(state) + _piece_problems(state) + _vehicle_problems(state)
    problems += _bunker_problems(state) + _turn_problems(state)
    for colour in state.player_colours:
        made = sum(points for (owner, _source), points in state.gains.items() if owner == colour)
        if made != state.scores[colour]:
            problems.append(f"{colour}'s score {state.scores[colour]} is not the sum of its gains ({made}).")
    over = state.is_over()
    if over != (state.to_move() is None) or over != (state.result() is not None):
        problems.append("The game's end, the seat to move and the result disagree.")
    return problems


def _card_problems(state: Area51State) -> list[str]:
    problems = []
    placed = (state.deck + state.discard + [c for c in state.display if c is not None]
              + [c for hand in state.hands for c in hand] + state.pile
              + [card for pile in state.hangars.values() for card, _up, _seat in pile])
    if len(placed) != len(state.data.card_ids) or set(placed) != set(state.data.card_ids):
        counted, expected = Counter(placed), Counter(state.data.card_ids)
        problems.append(f"Cards lost or duplicated: missing {sorted((expected - counted).elements())}, "
                        f"extra {sorted((counted - expected).elements())}.")
    if len(state.display) != state.setup.display:
        problems.append(f"The display has {len(state.display)} places, not {state.setup.display}.")
    if not 0 <= state.s_on_top <= len(state.deck):
        problems.append(f"{state.s_on_top} starting cards said to be on top of a deck of {len(state.deck)}.")
    elif any(not state.data.cards[c].starting for c in state.deck[len(state.deck) - state.s_on_top:]):
        problems.append("A card counted among the starting cards on top of the deck is not a starting card.")
    return problems


def _piece_problems(state: Area51State) -> list[str]:
    problems = []
    for region in state.board.region_ids:
        on_bunkers = sum(level for space, (_c, _o, level) in state.bunkers.items() if space[0] == region)
        if state.markers[region] < 0 or state.markers[region] + on_bunkers != state.marker_total[region]:
            problems.append(f"Region {region}: {state.markers[region]} markers in supply and {on_bunkers} on "
                            f"bunkers, not the {state.marker_total[region]} it started with.")
        if state.marker_total[region] > state.board.regions[region].markers:
            problems.append(f"Region {region} holds more markers than its side has spots for.")
    for colour in state.data.colours:
        built = sum(1 for c, _o, _l in state.bunkers.values() if c == colour)
        if state.towers[colour] < 0 or state.towers[colour] + built != state.tower_total[colour]:
            problems.append(f"{colour} towers: {state.towers[colour]} in the middle and {built} on the board, "
                            f"not {state.tower_total[colour]}.")
    for colour in state.player_colours:
        owned = sum(1 for _c, o, _l in state.bunkers.values() if o == colour)
        if state.caps_left[colour] < 0 or state.caps_left[colour] + owned != state.setup.caps:
            problems.append(f"{colour} caps: {state.caps_left[colour]} left and {owned} on bunkers, "
                            f"not {state.setup.caps}.")
    return problems


def _vehicle_problems(state: Area51State) -> list[str]:
    from game.area51.tokens import token_type, token_value
    problems = []
    used = Counter(token_type(t) for _r, _n, held in state.vehicles.values() for t in held)
    for kind, count in state.data.token_counts.items():
        if state.free_tokens.get(kind, 0) < 0 or state.free_tokens.get(kind, 0) + used[kind] != count:
            problems.append(f"Numbered tokens {kind}: {state.free_tokens.get(kind, 0)} free and {used[kind]} "
                            f"on vehicles, not {count}.")
    for vehicle, (route, number, held) in state.vehicles.items():
        if route is None:
            if number or held:
                problems.append(f"{vehicle} is in the depot but has number {number}.")
            continue
        if route not in state.board.route_ends:
            problems.append(f"{vehicle} stands on no real route ({route}).")
        if not 1 <= number <= state.setup.max_number or sum(token_value(t) for t in held) != number:
            problems.append(f"{vehicle} has number {number} shown by {held}.")
        elif any(state.data.token_type_of_value.get(token_value(t)) != token_type(t) for t in held):
            problems.append(f"{vehicle} shows a side its token does not have ({held}).")
    return problems


def _bunker_problems(state: Area51State) -> list[str]:
    problems = []
    board = state.board
    for space, (colour, owner, level) in state.bunkers.items():
        if board.region_of_space(space) is None:
            problems.append(f"A bunker stands on {space}, which is no space of this board.")
        if colour not in state.data.colours or owner not in state.player_colours or level < 1:
            problems.append(f"The bunker on {space} is {colour}, {owner}, level {level}.")
    for region, info in board.regions.items():
        filled = [n for n in range(info.spaces, 0, -1) if f"{region}{n}" in state.bunkers]
        if filled != list(range(info.spaces, info.spaces - len(filled), -1)):
            problems.append(f"Region {region}'s bunkers do not fill its spaces from the top: {filled}.")
        if state.free_space[region] != state.highest_empty_space(region):
            problems.append(f"Region {region}'s next space is kept as {state.free_space[region]}, "
                            f"not {state.highest_empty_space(region)}.")
    index: dict[tuple[str, str], set[str]] = {}
    for space, (colour, _o, _l) in state.bunkers.items():
        index.setdefault((space[0], colour), set()).add(space)
    if {k: set(v) for k, v in state.bunker_index.items() if v} != index:
        problems.append("The index of bunkers by region and colour does not match the bunkers.")
    return problems


def _turn_problems(state: Area51State) -> list[str]:
    problems = []
    if state.phase not in ("regular", "last_round", "final", "over"):
        problems.append(f"Unknown phase {state.phase}.")
    if state.is_over():
        if state.step is not None or state.project is not None or state.pile:
            problems.append("The game is over but a turn is still open.")
        if state.piles_left():
            problems.append("The game ended with a pile still in a hangar.")
        return problems
    if state.step not in ("turn_start", "collect", "project", "loading"):
        problems.append(f"Unknown step {state.step}.")
    if (state.step == "project") != (state.project is not None):
        problems.append("A project is open outside the project step, or missing in it.")
    if (state.step == "loading") != bool(state.pile):
        problems.append("A pile is being loaded outside the loading step, or the loading has no pile.")
    if state.phase == "regular" and len(state.empty_regions()) >= 2:
        problems.append("Two regions are out of markers but the last round has not begun.")
    if state.phase == "last_round" and not 1 <= state.turns_left <= len(state.seats):
        problems.append(f"The last round has {state.turns_left} turns left.")
    if state.quiet_turns and state.step == "turn_start" and not state.all_cards_in_hands():
        problems.append(f"{state.quiet_turns} quiet turns are counted, but not every card is in a hand.")
    if state.phase == "final" and not state.piles_left() and state.step != "loading":
        problems.append("The final phase goes on with no pile left.")
    if not state.legal_actions():
        problems.append("The seat to move has no legal action.")
    return problems


def secrets_from(state: Area51State, player: int | None) -> set[str]:
    """Card ids ``player`` may not know: the deck, the other hands and the face-down cards
    played by others (a spectator, None, knows no hand and no face-down card)."""
    secret = set(state.deck)
    for seat, hand in enumerate(state.hands):
        if seat != player:
            secret.update(hand)
    for pile in state.hangars.values():
        for card, face_up, seat in pile:
            if not face_up and seat != player:
                secret.add(card)
    return secret
