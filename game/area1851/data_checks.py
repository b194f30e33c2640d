"""What Area 1851's data files must mean, beyond their shape (``main.py validate-data``).

Each check returns problems as lines naming the file, the entry and the field: totals that
do not add up, a cost three dice cannot pay, a socket or faction that does not exist, an
effect primitive the engine does not know, an Event deck that cannot be built.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Protocol, TypeGuard

from game.area1851.data_files import EventsFile, FeatsFile, GadgetType, ModificationType, SetupFile, TinkerFile
from game.area1851.primitives import (
    EVENT_PRIMITIVES,
    FACTION_FILTER,
    FEAT_FLAGS,
    FEAT_MEASURES,
    FEAT_TIMES,
    LOCATION_PRIMITIVES,
    ONCE_ONLY,
)

TINKER, EVENTS, FEATS, SETUP = ("area1851/tinker.yaml", "area1851/events.yaml", "area1851/feats.yaml",
                                "area1851/setup.yaml")
GAME = "area1851/game.yaml"


class Entry(Protocol):
    """An entry of a data file's list: a card type, a location..."""

    @property
    def id(self) -> str: ...


def problems_of(tinker: TinkerFile, events: EventsFile, feats: FeatsFile, setup: SetupFile,
                players: tuple[int, int], segments: tuple[int, ...], player_colours: tuple[str, ...]) -> list[str]:
    problems = _id_problems(tinker, events, feats, setup)
    problems += _tinker_problems(tinker, setup)
    problems += _event_problems(events, tinker, setup, players, segments)
    problems += _feat_problems(feats, tinker)
    problems += _setup_problems(setup, tinker, feats, players)
    faction_colours = {f.colour for f in tinker.factions}
    clash = [c for c in player_colours if c in faction_colours]
    if clash:
        problems.append(f"{GAME}: field 'colours': {', '.join(clash)} is a faction's colour on the cards "
                        f"({', '.join(sorted(faction_colours))}); players need colours of their own.")
    return problems


def _where(file: str, table: str, number: int, item: Entry) -> str:
    return f"{file}: entry {number} of '{table}' (id '{item.id}')"


def _twice(ids: Iterable[str], file: str, table: str) -> list[str]:
    return [f"{file}: field '{table}': id '{i}' appears twice." for i, n in Counter(ids).items() if n > 1]


def _id_problems(tinker: TinkerFile, events: EventsFile, feats: FeatsFile, setup: SetupFile) -> list[str]:
    problems = _twice([f.id for f in tinker.factions], TINKER, "factions")
    problems += _twice([s.id for s in tinker.sockets], TINKER, "sockets")
    problems += _twice([c.id for c in tinker.gadgets + tinker.modifications], TINKER, "gadgets and modifications")
    problems += _twice([e.id for e in events.events], EVENTS, "events")
    problems += _twice([f.id for f in feats.feats], FEATS, "feats")
    problems += _twice([loc.id for loc in setup.locations], SETUP, "locations")
    return problems


def _cost_problem(where: str, cost: int, setup: SetupFile) -> str | None:
    top = setup.dice * setup.die_faces
    if not 1 <= cost <= top:
        return (f"{where}, field 'cost': {cost} cannot be paid with {setup.dice} dice of {setup.die_faces} "
                f"faces (1 to {top}).")
    return None


def _tinker_problems(tinker: TinkerFile, setup: SetupFile) -> list[str]:
    problems = []
    factions = [f.id for f in tinker.factions]
    sockets = [s.id for s in tinker.sockets]
    lists: tuple[tuple[str, Sequence[GadgetType | ModificationType]], ...] = (
        ("gadgets", tinker.gadgets), ("modifications", tinker.modifications))
    for table, items in lists:
        for number, card in enumerate(items, start=1):
            where = _where(TINKER, table, number, card)
            if card.faction not in factions:
                problems.append(f"{where}, field 'faction': '{card.faction}' is not one of {', '.join(factions)}.")
            problem = _cost_problem(where, card.cost, setup)
            if problem:
                problems.append(problem)
            card_sockets = card.sockets if isinstance(card, GadgetType) else [card.socket]
            if table == "gadgets" and not card_sockets:
                problems.append(f"{where}, field 'sockets': a gadget has at least one modification socket.")
            for socket in card_sockets:
                if socket not in sockets:
                    problems.append(f"{where}, field '{'sockets' if table == 'gadgets' else 'socket'}': "
                                    f"'{socket}' is not a socket type ({', '.join(sockets)}).")
    universal = tinker.universal
    problem = _cost_problem(f"{TINKER}: field 'universal'", universal.cost, setup)
    if problem:
        problems.append(problem)
    return problems + _total_problems(tinker, factions, sockets)


def _total_problems(tinker: TinkerFile, factions: list[str], sockets: list[str]) -> list[str]:
    problems = []
    totals = tinker.totals
    gadgets = sum(g.copies for g in tinker.gadgets)
    mods = sum(m.copies for m in tinker.modifications)
    for field, counted, declared in (("cards", gadgets + mods, totals.cards), ("gadgets", gadgets, totals.gadgets),
                                     ("modifications", mods, totals.modifications)):
        if counted != declared:
            problems.append(f"{TINKER}: field 'totals', field '{field}': the lists hold {counted}, not {declared}; "
                            "correct the lists or the total.")
    for faction in factions:
        faction_totals = totals.factions.get(faction)
        in_faction = (sum(g.copies for g in tinker.gadgets if g.faction == faction),
                      sum(m.copies for m in tinker.modifications if m.faction == faction))
        if faction_totals is None or in_faction != (faction_totals.gadgets, faction_totals.modifications):
            problems.append(f"{TINKER}: field 'totals', field 'factions', field '{faction}': the lists hold "
                            f"{in_faction[0]} gadgets and {in_faction[1]} modifications.")
    for socket in sockets:
        socket_totals = totals.sockets.get(socket)
        of_socket = (sum(g.copies * g.sockets.count(socket) for g in tinker.gadgets),
                     sum(m.copies for m in tinker.modifications if m.socket == socket))
        if socket_totals is None or of_socket != (socket_totals.gadget_sockets, socket_totals.modifications):
            problems.append(f"{TINKER}: field 'totals', field 'sockets', field '{socket}': the lists hold "
                            f"{of_socket[0]} gadget sockets and {of_socket[1]} modifications.")
    for table, known in (("factions", factions), ("sockets", sockets)):
        for name in getattr(totals, table):
            if name not in known:
                problems.append(f"{TINKER}: field 'totals', field '{table}': '{name}' is not listed in '{table}'.")
    return problems


def _effect_problem(name: str, value: object, factions: list[str], locations: list[str],
                    setup: SetupFile) -> str | None:
    """None when ``value`` is right for the event primitive ``name``, else what is wrong."""
    if name in ("end", "bid_for_self"):
        return None if value is True else "must be true"
    if name == "pass":
        return None if value in ("left", "right") else "must be left or right"
    if name == "close":
        return None if value in locations else f"must be a location ({', '.join(locations)})"
    if name == "delivery_bonus":
        if not isinstance(value, dict) or set(value) != {"faction", "rep"}:
            return "must be {faction: F, rep: N}"
        if value["faction"] not in factions:
            return f"faction '{value['faction']}' is not one of {', '.join(factions)}"
        return None if _count(value["rep"]) else "rep must be a whole number of at least 1"
    if name == "ap":
        most = setup.action_points
        if isinstance(value, int) and not isinstance(value, bool) and value and -most <= value <= most:
            return None
        return f"must be a whole number other than 0, from -{most} to {most} (the turn's {most} action points)"
    if name == "dice":
        dice = setup.dice
        return None if _count(value) and value < dice else f"must be 1 to {dice - 1} (fewer than the {dice} dice)"
    return None if _count(value) else "must be a whole number of at least 1"


def _count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _event_problems(events: EventsFile, tinker: TinkerFile, setup: SetupFile, players: tuple[int, int],
                    segments: tuple[int, ...]) -> list[str]:
    problems = []
    factions = [f.id for f in tinker.factions]
    locations = [loc.id for loc in setup.locations]
    by_id = {e.id: e for e in events.events}
    for number, event in enumerate(events.events, start=1):
        where = _where(EVENTS, "events", number, event)
        for name, value in event.effects.items():
            if name not in EVENT_PRIMITIVES:
                problems.append(f"{where}, field 'effects': '{name}' is not an effect the game knows "
                                f"({', '.join(EVENT_PRIMITIVES)}).")
                continue
            problem = _effect_problem(name, value, factions, locations, setup)
            if problem:
                problems.append(f"{where}, field 'effects', field '{name}': {problem}.")
    copies = sum(e.copies for e in events.events)
    if copies != events.total:
        problems.append(f"{EVENTS}: field 'total': the list holds {copies} cards, not {events.total}.")
    for number, closer in enumerate(setup.segment_closers, start=1):
        where = f"{SETUP}: field 'segment_closers', entry {number}"
        if closer not in by_id:
            problems.append(f"{where}: '{closer}' is not an event of {EVENTS}.")
        elif by_id[closer].copies != 1:
            problems.append(f"{where}: '{closer}' must have exactly one copy.")
    last = by_id.get(setup.segment_closers[-1])
    if last is not None and last.effects.get("end") is not True:
        problems.append(f"{SETUP}: field 'segment_closers': the last closer, '{last.id}', must end the game "
                        "(end: true).")
    enders = [e.id for e in events.events if e.effects.get("end") and e.id != setup.segment_closers[-1]]
    if enders:
        problems.append(f"{EVENTS}: {', '.join(enders)} would end the game; only the last segment closer may.")
    universal = by_id.get(tinker.universal.event)
    if universal is None or universal.effects.get("bid_for_self") is not True:
        problems.append(f"{TINKER}: field 'universal', field 'event': '{tinker.universal.event}' must be an event "
                        f"of {EVENTS} with bid_for_self: true.")
        return problems
    needed = max(setup.universal_by_players.values(), default=0)
    if universal.copies < needed:
        problems.append(f"{EVENTS}: event '{universal.id}': {universal.copies} copies, but "
                        f"{SETUP} uses up to {needed}.")
    if min(segments) < 1:
        problems.append(f"area1851/game.yaml: option 'segment': {min(segments)} is not a segment size (at least 1).")
        return problems
    pool = sum(e.copies for e in events.events if e.id not in setup.segment_closers and e.id != universal.id)
    want = len(setup.segment_closers) * max(segments)
    for count in range(players[0], players[1] + 1):
        have = pool + setup.universal_by_players.get(count, 0)
        if have < want:
            problems.append(f"{EVENTS}: with {count} players the deck needs {want} random events "
                            f"({len(setup.segment_closers)} segments of {max(segments)}), but only {have} exist.")
    return problems


def _feat_problems(feats: FeatsFile, tinker: TinkerFile) -> list[str]:
    problems = []
    factions = [f.id for f in tinker.factions]
    for number, feat in enumerate(feats.feats, start=1):
        where = _where(FEATS, "feats", number, feat)
        if feat.when not in FEAT_TIMES:
            problems.append(f"{where}, field 'when': '{feat.when}' is not one of {', '.join(FEAT_TIMES)}.")
            continue
        measures, flags = FEAT_MEASURES[feat.when], FEAT_FLAGS[feat.when]
        for key, value in feat.requires.items():
            field = f"{where}, field 'requires', field '{key}'"
            if key == FACTION_FILTER:
                if feat.when == "state" or (feat.when == "end" and "min_delivered" not in feat.requires
                                            and "max_delivered" not in feat.requires):
                    problems.append(f"{field}: a faction narrows a delivery, or the end measure 'delivered'.")
                elif value not in factions:
                    problems.append(f"{field}: '{value}' is not one of {', '.join(factions)}.")
            elif key in flags:
                if value is not True:
                    problems.append(f"{field}: a condition like this must be true.")
            elif key[:4] in ("min_", "max_") and key[4:] in measures:
                if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    problems.append(f"{field}: must be a whole number of at least 0.")
            else:
                known = [f"min_/max_{m}" for m in measures] + list(flags)
                problems.append(f"{field}: not a condition of a '{feat.when}' feat ({', '.join(known)}).")
    copies = sum(f.copies for f in feats.feats)
    if copies != feats.total:
        problems.append(f"{FEATS}: field 'total': the list holds {copies} cards, not {feats.total}.")
    return problems


def _setup_problems(setup: SetupFile, tinker: TinkerFile, feats: FeatsFile, players: tuple[int, int]) -> list[str]:
    problems = []
    for number, location in enumerate(setup.locations, start=1):
        where = _where(SETUP, "locations", number, location)
        for field in ("level1", "level2"):
            level = getattr(location, field)
            if len(level) != 1:
                problems.append(f"{where}, field '{field}': one bonus per level ({', '.join(LOCATION_PRIMITIVES)}).")
                continue
            (kind, value), = level.items()
            if kind not in LOCATION_PRIMITIVES:
                problems.append(f"{where}, field '{field}': '{kind}' is not a bonus the game knows "
                                f"({', '.join(LOCATION_PRIMITIVES)}).")
            elif kind in ONCE_ONLY and value != 1:
                problems.append(f"{where}, field '{field}', field '{kind}': this bonus is one choice; write 1.")
            elif value < 1:
                problems.append(f"{where}, field '{field}', field '{kind}': must be at least 1.")
    if setup.assistants.in_play > setup.assistants.total:
        problems.append(f"{SETUP}: field 'assistants': {setup.assistants.in_play} in play but only "
                        f"{setup.assistants.total} in all.")
    wanted = set(range(players[0], players[1] + 1))
    if set(setup.universal_by_players) != wanted:
        problems.append(f"{SETUP}: field 'universal_by_players': needs an entry for exactly the player counts "
                        f"{players[0]} to {players[1]} of {GAME}.")
    if any(count < 0 for count in setup.universal_by_players.values()):
        problems.append(f"{SETUP}: field 'universal_by_players': counts are at least 0.")
    cards = sum(g.copies for g in tinker.gadgets) + sum(m.copies for m in tinker.modifications)
    if players[1] * setup.hand_size > cards:
        problems.append(f"{SETUP}: field 'hand_size': {players[1]} hands of {setup.hand_size} need more than the "
                        f"{cards} Tinker cards.")
    if players[1] * setup.starting_feats > sum(f.copies for f in feats.feats):
        problems.append(f"{SETUP}: field 'starting_feats': {players[1]} players need more Feat cards than exist.")
    return problems
