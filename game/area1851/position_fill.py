"""Reading a position back into a state, and filling the fields a partial position leaves out.

Only ``seats`` is required. The rest is a new game's set-up from ``seed``, then:
- Cards come in three groups (Tinker, Feat, Event). When any field of a group is given, that
  group's cards lie exactly as listed and the unlisted ones go *under* its listed deck,
  shuffled by ``seed``. Without ``event_deck`` the set-up's Event deck stands, with this
  turn's card and the earlier ones already revealed (``event`` may name this turn's card).
- Dice not given are rolled by the position's generator once the turn's Roll phase is past;
  assistants not given stand idle at the first location (``in_play`` of them); action points
  not given are the turn's allowance for seats still to sit, 0 for the others; the pass
  direction follows the revealed events.
"""

from __future__ import annotations

from collections.abc import Container
from typing import TYPE_CHECKING, Any

from game.area1851.deal import new_game
from game.area1851.dice import FREE, OUT
from game.area1851.fields import LastBid, Pending, TableGadget
from game.area1851.positions import FIELDS, STANDING_PHASES, players_of, read_die
from game.core.contract import Seat
from game.core.position_fields import (
    known_fields,
    load_checked,
    seats_field,
    turn_field,
    whole,
    whole_field,
    whole_numbers,
)

if TYPE_CHECKING:
    from game.area1851.state import Area1851State

TINKER_FIELDS = ("tinker_deck", "tinker_discard", "removed")
PLAYER_CARD_FIELDS = ("hand", "scrap", "table")


def load_position(data: dict[str, Any]) -> Area1851State:
    """Build a state from position data; bad data raises ValueError naming the field at fault."""
    return load_checked(state_from_position, data)


def state_from_position(data: dict[str, Any]) -> Area1851State:
    from game.area1851 import GAME  # the package's game checks the set-up

    known_fields(data, FIELDS, "area1851", "an Area 1851 position")
    seats = seats_field(data)
    try:
        options = GAME.check_setup("standard", seats, dict(data.get("options") or {}))
    except ValueError as error:
        raise ValueError(f"seats or options: {error}") from None
    state = base_state(seats, options, data)
    read_turn(state, data)
    read_cards(state, data)
    read_players(state, data)
    read_decisions(state, data)
    state.forced = whole_numbers(data.get("forced_rolls") or [], "forced_rolls")
    state.events = []
    return state


def base_state(seats: list[Seat], options: dict[str, Any], data: dict[str, Any]) -> Area1851State:
    turn = turn_field(data)
    first, lead = data.get("first"), data.get("lead")
    if first is None and lead is not None:
        first = (whole(lead, "lead") - turn + 1) % len(seats)
    first = whole(first or 0, "first")
    if not 0 <= first < len(seats):
        raise ValueError(f"first: a seat from 0 to {len(seats) - 1}.")
    return new_game(seats, options, whole_field(data, "seed", 0), first)


def read_turn(state: Area1851State, data: dict[str, Any]) -> None:
    state.turn = turn_field(data)
    if not 1 <= state.turn <= state.turns:
        raise ValueError(f"turn: 1 to {state.turns}.")
    state.lead = state.lead_of(state.turn)
    phase = data.get("phase", "setup")
    if phase not in STANDING_PHASES:
        raise ValueError(f"phase: '{phase}' is not one of {', '.join(STANDING_PHASES)} (the other phases "
                         "happen by themselves).")
    if phase == "setup" and state.turn != 1:
        raise ValueError("phase: the set-up comes before turn 1.")
    state.phase = phase


# ------------------------------------------------------------------ cards
def read_cards(state: Area1851State, data: dict[str, Any]) -> None:
    players = players_of(data, state.n)
    if any(f in data for f in TINKER_FIELDS) or any(f in p for p in players for f in PLAYER_CARD_FIELDS):
        _read_tinker(state, data, players)
    if "feat_deck" in data or any("feats" in p for p in players):
        _read_feats(state, data, players)
    _read_events(state, data)


class Listed:
    """Cards listed in one group, checked to exist and to appear once."""

    def __init__(self, known: Container[str], what: str) -> None:
        self.known, self.what = known, what
        self.cards: list[str] = []

    def take(self, cards: object, where: str) -> list[str]:
        if not isinstance(cards, list):
            raise ValueError(f"{where}: a list of card ids.")
        for card in cards:
            if card not in self.known:
                raise ValueError(f"{where}: '{card}' is no {self.what} (ids like brass-rivet-1, help-wanted-2).")
            if card in self.cards:
                raise ValueError(f"{where}: '{card}' is listed more than once.")
            self.cards.append(card)
        return list(cards)


def _read_tinker(state: Area1851State, data: dict[str, Any], players: list[dict[str, Any]]) -> None:
    listed = Listed(state.data.cards, "Tinker card or Universal Modification")
    for seat, player in enumerate(players):
        state.hands[seat] = listed.take(player.get("hand", []), f"players[{seat}].hand")
        state.scraps[seat] = listed.take(player.get("scrap", []), f"players[{seat}].scrap")
        state.tables[seat] = [_table_entry(state, entry, f"players[{seat}].table[{i}]", listed)
                              for i, entry in enumerate(player.get("table", []))]
    state.discard = listed.take(data.get("tinker_discard", []), "tinker_discard")
    state.removed = listed.take(data.get("removed", []), "removed")
    deck = listed.take(data.get("tinker_deck", []), "tinker_deck")
    for card in state.discard + deck:
        if card in state.data.universal_ids:
            raise ValueError(f"tinker_deck or tinker_discard: {card} is an Event card; it never joins the "
                             "Tinker cards.")
    rest = [c for c in state.data.tinker_ids if c not in set(listed.cards)]
    state.rng.shuffle(rest)
    state.tinker_deck = rest + deck


def _table_entry(state: Area1851State, entry: dict[str, Any], where: str, listed: Listed) -> TableGadget:
    cards = state.data.cards
    gadget = entry["gadget"]
    listed.take([gadget], f"{where}.gadget")
    if cards[gadget].kind != "gadget":
        raise ValueError(f"{where}.gadget: {cards[gadget].name} is a modification, not a gadget.")
    sockets = cards[gadget].sockets
    mods = list(entry.get("mods") or [None] * len(sockets))
    if len(mods) != len(sockets):
        raise ValueError(f"{where}.mods: {cards[gadget].name} has {len(sockets)} sockets; give one entry each "
                         "(null for an open socket).")
    for number, (kind, mod) in enumerate(zip(sockets, mods, strict=True), start=1):
        if mod is None:
            continue
        listed.take([mod], f"{where}.mods")
        if cards[mod].kind != "mod" or cards[mod].socket not in (None, kind):
            raise ValueError(f"{where}.mods: {cards[mod].name} does not fit socket {number} ({kind}).")
    if None not in mods:
        raise ValueError(f"{where}.mods: a gadget with every socket filled would have been delivered (R28).")
    return gadget, tuple(mods), whole(entry.get("made_turn", state.turn), f"{where}.made_turn")


def _read_feats(state: Area1851State, data: dict[str, Any], players: list[dict[str, Any]]) -> None:
    listed = Listed(state.data.feats, "Feat card")
    for seat, player in enumerate(players):
        down: list[str] = []
        up: list[str] = []
        for i, entry in enumerate(player.get("feats", [])):
            card = entry["card"] if isinstance(entry, dict) else entry
            listed.take([card], f"players[{seat}].feats[{i}]")
            (up if isinstance(entry, dict) and entry.get("up") else down).append(card)
        state.feats_down[seat], state.feats_up[seat] = down, up
    deck = listed.take(data.get("feat_deck", []), "feat_deck")
    rest = [f for f in state.data.feat_ids if f not in set(listed.cards)]
    state.rng.shuffle(rest)
    state.feat_deck = rest + deck


def _read_events(state: Area1851State, data: dict[str, Any]) -> None:
    known = state.data.events
    in_tinker = {c for c in state.data.universal_ids if c in _tinker_cards(state)}
    if "event_deck" in data:
        listed = Listed(known, "Event card")
        listed.cards += sorted(in_tinker)
        state.event_deck = listed.take(data["event_deck"], "event_deck")
        state.events_seen = listed.take(data.get("events_seen", []), "events_seen")
        event = data.get("event")
        if event is not None and event not in in_tinker:
            listed.take([event], "event")
        state.event = event
        given_box = listed.take(data.get("boxed", []), "boxed")
        state.boxed = given_box + [c for c in state.data.event_ids if c not in set(listed.cards)]
    else:
        if "events_seen" in data or "boxed" in data:
            raise ValueError("events_seen and boxed are given only together with event_deck.")
        _reveal_set_up_events(state, data.get("event"), in_tinker)
    state.event_taken = bool(data.get("event_taken", state.event in in_tinker))
    if state.event_taken and state.event not in in_tinker:
        raise ValueError("event_taken: this turn's card must then be in a player's hand, heap or table.")
    if state.event is not None and state.event in in_tinker and not state.event_taken:
        raise ValueError(f"event: {state.event} is also listed among a player's cards.")
    if state.event is None and state.phase != "setup":
        raise ValueError("event: every turn has its event once the set-up is over.")
    if state.event is not None and state.event not in known:
        raise ValueError(f"event: '{state.event}' is no Event card.")


def _tinker_cards(state: Area1851State) -> set[str]:
    cards = set(state.removed)
    for seat in range(state.n):
        cards.update(state.hands[seat] + state.scraps[seat])
        for gadget, mods, _made in state.tables[seat]:
            cards.update([gadget, *(m for m in mods if m)])
    return cards


def _reveal_set_up_events(state: Area1851State, event: str | None, in_tinker: set[str]) -> None:
    """The set-up's Event deck with this turn's card and the earlier ones revealed."""
    deck, boxed = state.event_deck, state.boxed
    for card in in_tinker:  # a won Universal card is replaced by one from the box
        if card in boxed:
            boxed.remove(card)
        elif card in deck:
            spare = next(c for c in boxed if c not in state.data.universal_ids)
            boxed.remove(spare)
            deck[deck.index(card)] = spare
    if state.phase == "setup":
        if event is not None:
            raise ValueError("event: no event is revealed during the set-up.")
        return
    revealed = [deck.pop() for _ in range(state.turn)]
    if event is not None and event != revealed[-1] and event not in in_tinker:
        for zone in (deck, boxed, revealed):
            if event in zone:
                zone[zone.index(event)] = revealed[-1]
                break
        else:
            raise ValueError(f"event: '{event}' is no Event card.")
        revealed[-1] = event
    if event in in_tinker:  # this turn's Universal Modification, already won: its slot's card goes to the box
        boxed.append(revealed[-1])
        revealed[-1] = event
    state.events_seen, state.event = revealed[:-1], revealed[-1]


# ------------------------------------------------------------------ players
def read_players(state: Area1851State, data: dict[str, Any]) -> None:
    players = players_of(data, state.n)
    factions = state.data.factions
    for seat, player in enumerate(players):
        where = f"players[{seat}]"
        state.rep[seat] = whole(player.get("rep", 0), f"{where}.rep")
        causes = player.get("causes")
        state.causes[seat] = {str(k): whole(v, f"{where}.causes.{k}") for k, v in (causes or {}).items()}
        made = sum(state.causes[seat].values())
        if made != state.rep[seat]:
            if causes is not None:
                raise ValueError(f"{where}.causes: adds up to {made}, not the reputation {state.rep[seat]}.")
            state.causes[seat]["earlier"] = state.rep[seat] - made
        _read_dice(state, seat, player.get("dice"), f"{where}.dice")
        _read_assistants(state, seat, player.get("assistants"), f"{where}.assistants")
        credits = player.get("credits") or {}
        state.free_fiddles[seat] = whole(credits.get("free_fiddles", 0), f"{where}.credits.free_fiddles")
        state.rerolls[seat] = whole(credits.get("rerolls", 0), f"{where}.credits.rerolls")
        stats = player.get("stats") or {}
        fresh = state.fresh_stats()
        for faction, count in (stats.get("delivered") or {}).items():
            if faction not in factions:
                raise ValueError(f"{where}.stats.delivered: '{faction}' is not a faction ({', '.join(factions)}).")
            fresh[f"delivered:{faction}"] = whole(count, f"{where}.stats.delivered.{faction}")
        for key, value in stats.items():
            if key != "delivered":
                if key not in fresh:
                    raise ValueError(f"{where}.stats: '{key}' is not a statistic of a player.")
                fresh[key] = whole(value, f"{where}.stats.{key}")
        state.stats[seat] = fresh


def _read_dice(state: Area1851State, seat: int, dice: object, where: str) -> None:
    count = state.setup.dice
    if dice is None:
        if state.phase in ("action", "assistants", "over") or state.turn > 1:
            rolled = state.effects.get("dice", count)
            state.dice[seat] = [state.roll_die() if i < rolled else None for i in range(count)]
            state.die_states[seat] = [FREE if i < rolled else OUT for i in range(count)]
        return
    if not isinstance(dice, list) or len(dice) != count:
        raise ValueError(f"{where}: {count} dice.")
    read = [read_die(d, f"{where}[{i}]") for i, d in enumerate(dice)]
    state.dice[seat] = [v for v, _s in read]
    state.die_states[seat] = [s for _v, s in read]


def _read_assistants(state: Area1851State, seat: int, given: Any, where: str) -> None:
    names, locations = state.data.assistant_names, state.data.location_ids
    if given is None:
        if state.phase != "setup":
            in_play = state.setup.assistants.in_play
            state.places[seat] = [locations[0] if i < in_play else "reserve" for i in range(len(names))]
        return
    unknown = set(given) - set(names)
    if unknown:
        raise ValueError(f"{where}: {', '.join(sorted(unknown))} is not an assistant ({', '.join(names)}).")
    places = [str(given.get(name, "reserve")) for name in names]
    for name, place in zip(names, places, strict=True):
        location, _, level = place.partition("/")
        if place != "reserve" and (location not in locations or level not in ("", "1", "2")):
            raise ValueError(f"{where}.{name}: '{place}' is not reserve, LOCATION, LOCATION/1 or LOCATION/2.")
    state.places[seat] = places


# ------------------------------------------------------------------ decisions
def read_decisions(state: Area1851State, data: dict[str, Any]) -> None:
    phase = state.phase
    bids = data.get("bids")
    if bids is not None:
        state.bids = [None if b is None else whole(b, f"bids[{i}]") for i, b in enumerate(bids)]
    else:
        state.bids = [None] * state.n if phase == "bid" else None
    if state.bids is not None and (phase != "bid" or len(state.bids) != state.n):
        raise ValueError("bids: one entry per seat (a number or null), during the bid only.")
    state.last_bid = _last_bid(state, data.get("last_bid"))
    state.to_pay = whole_field(data, "to_pay", 0)
    state.queue = _queue(state, data)
    state.pending = _pending(state, data.get("pending"))
    passes = [state.data.events[c].effects["pass"] for c in state.events_seen + [state.event]
              if c and "pass" in state.data.events[c].effects]
    state.pass_left = data.get("pass", passes[-1] if passes else "left") == "left"
    points = max(0, state.setup.action_points + state.effects.get("ap", 0))
    for seat, player in enumerate(players_of(data, state.n)):
        default = points if phase == "action" and seat in state.queue else 0
        state.ap[seat] = whole(player.get("ap", default), f"players[{seat}].ap")


def _last_bid(state: Area1851State, given: object) -> LastBid | None:
    """This turn's revealed bid: ``{card, bids, rolls, winner}``, numbers checked."""
    if given is None:
        return None
    if not isinstance(given, dict) or set(given) != {"card", "bids", "rolls", "winner"}:
        raise ValueError("last_bid: {card, bids, rolls, winner}, or null.")
    bids = whole_numbers(given["bids"], "last_bid.bids")
    winner = whole(given["winner"], "last_bid.winner")
    if len(bids) != state.n or not 0 <= winner < state.n:
        raise ValueError(f"last_bid: one bid per seat, and a winner from 0 to {state.n - 1}.")
    if not isinstance(given["rolls"], list):
        raise ValueError("last_bid.rolls: a list of tie-roll rounds.")
    rolls = [[whole_numbers(pair, f"last_bid.rolls[{r}][{i}]") for i, pair in enumerate(round_)]
             for r, round_ in enumerate(given["rolls"])]
    return {"card": str(given["card"]), "bids": bids, "rolls": rolls, "winner": winner}


def _queue(state: Area1851State, data: dict[str, Any]) -> list[int]:
    order = state.order()
    if "queue" in data:
        queue = whole_numbers(data["queue"], "queue")
    elif "sitting" in data:
        sitting = whole(data["sitting"], "sitting")
        if sitting not in order:
            raise ValueError(f"sitting: a seat from 0 to {state.n - 1}.")
        queue = order[order.index(sitting):]
    elif state.phase == "setup":
        in_play = state.setup.assistants.in_play
        queue = [s for s in order for _ in range(in_play - (len(state.places[s]) - state.places[s].count("reserve")))]
    elif state.phase == "help_wanted":
        count = state.effects.get("bring_assistant", 1)
        queue = [s for s in order for _ in range(min(count, state.places[s].count("reserve")))]
    elif state.phase == "bid":
        assert state.bids is not None, "read_decisions keeps the bids during the bid"
        queue = [s for s in order if state.bids[s] is None]
    elif state.phase == "bid_payment":
        raise ValueError("queue: name the winner paying the bid ([seat]), with to_pay and last_bid.")
    else:
        queue = [] if state.phase == "over" else order
    if any(not 0 <= s < state.n for s in queue):
        raise ValueError(f"queue: seats are 0 to {state.n - 1}.")
    return queue


def _pending(state: Area1851State, given: Any) -> Pending | None:
    from game.area1851.state import PENDING
    if given is None:
        return None
    kind = given.get("kind")
    if kind not in PENDING or state.phase != "action":
        raise ValueError(f"pending.kind: one of {', '.join(PENDING)}, in the Action phase only.")
    if kind == "feat":
        return ("feat", *given["feats"])
    return (kind, whole(given["value"], "pending.value")) if "value" in given else (kind,)
