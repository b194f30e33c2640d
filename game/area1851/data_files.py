"""The shapes of Area 1851's data files (``data/area1851/*.yaml``), as the loader checks them.

What a shape cannot say is checked by ``game.area1851.data_checks``; ``game.area1851.rules_data``
builds the game's facts from the checked files.
"""

from __future__ import annotations

from pydantic import Field

from game.core.data import Id, Strict


class Faction(Strict):
    id: Id
    name: str
    colour: str
    glyph: str


class SocketType(Strict):
    id: Id
    name: str
    glyph: str


class GadgetType(Strict):
    id: Id
    name: str
    faction: str
    cost: int
    sockets: list[str]
    rep: int = Field(ge=0)
    copies: int = Field(default=1, ge=1)


class ModificationType(Strict):
    id: Id
    name: str
    faction: str
    socket: str
    cost: int
    rep: int = Field(ge=0)
    copies: int = Field(default=1, ge=1)


class FactionTotals(Strict):
    gadgets: int = Field(ge=0)
    modifications: int = Field(ge=0)


class SocketTotals(Strict):
    gadget_sockets: int = Field(ge=0)
    modifications: int = Field(ge=0)


class TinkerTotals(Strict):
    cards: int = Field(ge=1)
    gadgets: int = Field(ge=1)
    modifications: int = Field(ge=0)
    factions: dict[str, FactionTotals]
    sockets: dict[str, SocketTotals]


class UniversalRule(Strict):
    event: str
    cost: int
    rep: int = Field(ge=0)


class TinkerFile(Strict):
    factions: list[Faction] = Field(min_length=1)
    sockets: list[SocketType] = Field(min_length=1)
    totals: TinkerTotals
    gadgets: list[GadgetType] = Field(min_length=1)
    modifications: list[ModificationType]
    universal: UniversalRule


class EventType(Strict):
    id: Id
    name: str
    copies: int = Field(default=1, ge=1)
    effects: dict[str, object] = Field(min_length=1)
    text: str


class EventsFile(Strict):
    total: int = Field(ge=1)
    events: list[EventType] = Field(min_length=1)


class FeatType(Strict):
    id: Id
    name: str
    when: str
    reward: int = Field(ge=1)
    requires: dict[str, int | bool | str] = Field(min_length=1)
    text: str
    copies: int = Field(default=1, ge=1)


class FeatsFile(Strict):
    total: int = Field(ge=1)
    feats: list[FeatType] = Field(min_length=1)


class LocationType(Strict):
    id: Id
    name: str
    level1: dict[str, int]
    level2: dict[str, int]
    text1: str
    text2: str


class AssistantCounts(Strict):
    total: int = Field(ge=1)
    in_play: int = Field(ge=1)


class SetupFile(Strict):
    hand_size: int = Field(ge=1)
    dice: int = Field(ge=1, le=8)
    die_faces: int = Field(ge=2)
    assistants: AssistantCounts
    action_points: int = Field(ge=0)
    starting_feats: int = Field(ge=0)
    segment_closers: list[str] = Field(min_length=1)
    universal_by_players: dict[int, int]
    locations: list[LocationType] = Field(min_length=1)
