"""Parts of the rules reference made from the data (``{{name}}`` lines in data/area1851/reference.md),
so the card lists a player reads always agree with the YAML the rules use."""

from __future__ import annotations

from game.area1851.rules_data import EventCard, TinkerCard, area1851_data


def reference_inserts() -> dict[str, str]:
    return {"gadgets": gadget_list(), "modifications": modification_list(), "events": event_list(),
            "feats": feat_list(), "locations": location_list()}


def _copies(count: int) -> str:
    return f" ×{count}" if count > 1 else ""


def gadget_list() -> str:
    data = area1851_data()
    lines = []
    for faction in data.factions:
        info = data.faction_info[faction]
        gadgets = [c for c in data.cards.values() if c.kind == "gadget" and c.faction == faction]
        items = ", ".join(f"{g.name} (cost {g.cost}, {'+'.join(g.sockets)}, {g.rep})" for g in gadgets)
        lines.append(f"- **{info.name}** ({info.colour}): {items}.")
    return "\n".join(lines)


def modification_list() -> str:
    data = area1851_data()
    lines = []
    for faction in data.factions:
        info = data.faction_info[faction]
        for socket in data.socket_types:
            counts: dict[str, int] = {}
            first: dict[str, TinkerCard] = {}
            for card in data.cards.values():
                if card.kind == "mod" and card.faction == faction and card.socket == socket:
                    counts[card.name] = counts.get(card.name, 0) + 1
                    first.setdefault(card.name, card)
            items = ", ".join(f"{name} (cost {first[name].cost}, {first[name].rep}){_copies(n)}"
                              for name, n in counts.items())
            lines.append(f"- **{info.name}, {socket}**: {items}.")
    return "\n".join(lines)


def event_list() -> str:
    data = area1851_data()
    seen: dict[str, list[EventCard]] = {}
    for card in data.events.values():
        seen.setdefault(card.type, []).append(card)
    return "\n".join(f"- **{cards[0].name}**{_copies(len(cards))}: {cards[0].text}" for cards in seen.values())


def feat_list() -> str:
    data = area1851_data()
    lines = []
    for when, title in (("delivery", "With a delivery"), ("state", "At any moment"), ("end", "At the end")):
        items = "; ".join(f"{f.name} ({f.reward}): {f.text.removeprefix('At the end: ')}"
                          for f in data.feats.values() if f.when == when)
        lines.append(f"- **{title}**: {items}")
    return "\n".join(lines)


def location_list() -> str:
    data = area1851_data()
    return "\n".join(f"- **{loc.name}**: Level 1: {loc.texts[0]} Level 2: {loc.texts[1]}"
                     for loc in data.locations.values())
