"""Argo's components and set-up as typed data, read from ``data/argo/*.yaml``.

Door layouts, capacities, seat values and the Alien tracks are the project's defaults
(the rulebook prints none of them), so they live in YAML where an owner of the game can
correct them. Besides the shape checks of the models, ``ArgoData`` checks what the rules
need the data to mean: the rulebook's count of modules, enough plain corridors for the
set-up, pods in play for every player count, tracks longer than the hardest cover. Every
error names the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Literal

from pydantic import Field

from game.core.data import Id, Strict, load
from game.core.errors import DataError
from game.core.paths import data_root
from game.core.registry import game_info
from game.core.wording import plural

TILES_FILE = "argo/tiles.yaml"
SETUP_FILE = "argo/setup.yaml"
REFERENCE_FILE = "argo/reference.md"
SIDES = ("N", "E", "S", "W")
EFFECT_TYPES = ("waking_room", "corridor", "teleporter", "lab", "control", "jump", "time", "laser", "infirmary",
                "warehouse", "security", "core", "safe", "pod")
"""The tile types whose rules the engine knows (each one's effect is in game/argo)."""
ROLE_IDS = ("chief", "explorer", "pilot", "grunt", "robot")
PLAYER_COUNTS = (2, 3, 4)

Side = Literal["N", "E", "S", "W"]


class TileType(Strict):
    name: str
    activation: Literal["in_turn", "out_of_turn", "none"] = "none"
    no_robot: bool = False


class WakingRoom(Strict):
    id: Id
    type: str
    doors: list[Side] = Field(min_length=1)


class Module(Strict):
    id: Id
    type: str
    doors: list[Side] = Field(min_length=1)
    capacity: int = Field(ge=1)
    alien: bool = False


class Pod(Strict):
    id: Id
    doors: list[Side] = Field(min_length=1, max_length=1)
    seats: list[int] = Field(min_length=1)
    min_players: int = Field(ge=1)


class TilesFile(Strict):
    waking_room: WakingRoom
    types: dict[str, TileType]
    modules: list[Module] = Field(min_length=1)
    pods: list[Pod] = Field(min_length=1)


class Role(Strict):
    id: Id
    letter: str = Field(min_length=1, max_length=1)
    name: str


class Points(Strict):
    kill: int = Field(ge=0)
    chief_kill: int = Field(ge=0)
    alien_kill: int = Field(ge=0)
    warehouse: int = Field(ge=0)
    chief_factor: int = Field(ge=1)


class SetupFile(Strict):
    modules: int = Field(ge=1)
    starting_corridors: int = Field(ge=0, le=4)
    display: int = Field(ge=1)
    aliens: int = Field(ge=1, le=5)
    """The Alien figures in the box (5)."""
    activation_tokens: int = Field(ge=1)
    tokens_per_module: int = Field(ge=1)
    actions_per_turn: int = Field(ge=1)
    first_turn_actions: int = Field(ge=1)
    pod_distance: int = Field(ge=1)
    """How far beyond the Waking Room a new pod must lie (3); fewer than the modules in the stack."""
    roles: list[Role]
    colour_letters: dict[str, str]
    points: Points
    alien_tracks: dict[int, list[int]]
    difficulty_cover: dict[str, int]
    alien_score: Literal["first_visible", "last_filled"]


def door_mask(doors: Iterable[str]) -> int:
    """Doors as bits: N 1, E 2, S 4, W 8."""
    mask = 0
    for side in doors:
        mask |= 1 << SIDES.index(side)
    return mask


class TileFacts:
    """What the rules need of one physical tile (module, pod or the Waking Room)."""

    __slots__ = ("id", "type", "name", "doors", "capacity", "alien", "activation", "no_robot", "seats",
                 "min_players")

    def __init__(self, id: str, type: str, kind: TileType, doors: int, capacity: int | None,
                 alien: bool = False, seats: tuple[int, ...] = (), min_players: int = 0):
        self.id, self.type, self.name, self.doors = id, type, kind.name, doors
        self.capacity = capacity
        """Astronauts that may stand there; None: no limit (the Waking Room) or seats (a pod)."""
        self.alien, self.activation, self.no_robot = alien, kind.activation, kind.no_robot
        self.seats, self.min_players = seats, min_players

    @property
    def is_pod(self) -> bool:
        return self.type == "pod"

    @property
    def spoken(self) -> str:
        """The tile as the table names it in text: "the 2-3 pod" (by its seats), "the Corridor"."""
        if self.is_pod:
            return f"the {'-'.join(map(str, self.seats))} pod"
        return f"the {self.name}"


class ArgoData:
    """Every Argo fact the rules need, read once from the YAML files."""

    def __init__(self, tiles: TilesFile, setup: SetupFile, colours: list[str]):
        problems = _tile_problems(tiles, setup) + _setup_problems(setup, tiles, colours) + _mode_problems(setup)
        if problems:
            raise DataError("\n".join(problems))
        self.setup = setup
        types = tiles.types
        room = tiles.waking_room
        self.waking_room = room.id
        facts = {room.id: TileFacts(room.id, room.type, types[room.type], door_mask(room.doors), None)}
        for module in tiles.modules:
            facts[module.id] = TileFacts(module.id, module.type, types[module.type], door_mask(module.doors),
                                         module.capacity, module.alien)
        for pod in tiles.pods:
            facts[pod.id] = TileFacts(pod.id, "pod", types["pod"], door_mask(pod.doors), len(pod.seats),
                                      seats=tuple(pod.seats), min_players=pod.min_players)
        self.tile: dict[str, TileFacts] = facts
        self.modules: tuple[str, ...] = tuple(m.id for m in tiles.modules)
        self.pods: tuple[str, ...] = tuple(p.id for p in tiles.pods)
        self.plain_corridors: tuple[str, ...] = tuple(m.id for m in tiles.modules
                                                      if m.type == "corridor" and not m.alien)
        self.roles: tuple[str, ...] = tuple(r.id for r in setup.roles)
        self.role_letter = {r.id: r.letter for r in setup.roles}
        self.role_name = {r.id: r.name for r in setup.roles}
        self.colour_letter = dict(setup.colour_letters)
        self.aliens: tuple[str, ...] = tuple(f"A{n}" for n in range(1, setup.aliens + 1))
        self.type_name = {t: kind.name for t, kind in types.items()}

    def pods_for(self, players: int) -> tuple[str, ...]:
        """The pods in play, top of the stack first (the order of tiles.yaml)."""
        return tuple(p for p in self.pods if self.tile[p].min_players <= players)

    def track(self, players: int) -> tuple[int, ...]:
        return tuple(self.setup.alien_tracks[players])

    def cover(self, difficulty: str) -> int:
        return self.setup.difficulty_cover[difficulty]

    def astronaut_ids(self, colour: str) -> tuple[str, ...]:
        letter = self.colour_letter[colour]
        return tuple(letter + self.role_letter[role] for role in self.roles)


def _tile_problems(tiles: TilesFile, setup: SetupFile) -> list[str]:
    problems = []
    for name in tiles.types:
        if name not in EFFECT_TYPES:
            problems.append(f"{TILES_FILE}: field 'types', entry '{name}': the rules know no such tile type "
                            f"(types: {', '.join(EFFECT_TYPES)}).")
    for name in ("waking_room", "corridor", "pod"):
        if name not in tiles.types:
            problems.append(f"{TILES_FILE}: field 'types': the type '{name}' is needed.")
    room = tiles.waking_room
    if room.type != "waking_room" or len(set(room.doors)) != 4:
        problems.append(f"{TILES_FILE}: field 'waking_room': type waking_room with a door on each of its four sides.")
    ids = [room.id] + [m.id for m in tiles.modules] + [p.id for p in tiles.pods]
    for number, module in enumerate(tiles.modules, start=1):
        where = f"{TILES_FILE}: field 'modules', entry {number} (id '{module.id}')"
        if module.type not in tiles.types or module.type in ("waking_room", "pod"):
            problems.append(f"{where}, field 'type': '{module.type}' is not a module type of 'types'.")
        if len(set(module.doors)) != len(module.doors):
            problems.append(f"{where}, field 'doors': a side is listed twice.")
    for number, pod in enumerate(tiles.pods, start=1):
        where = f"{TILES_FILE}: field 'pods', entry {number} (id '{pod.id}')"
        if pod.seats != sorted(pod.seats) or any(v < 0 for v in pod.seats):
            problems.append(f"{where}, field 'seats': seat values from the lowest up, none negative.")
        if pod.min_players > max(PLAYER_COUNTS):
            problems.append(f"{where}, field 'min_players': Argo is for at most {max(PLAYER_COUNTS)} players.")
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        problems.append(f"{TILES_FILE}: tile id {', '.join(twice)} appears twice.")
    if len(tiles.modules) != setup.modules:
        problems.append(f"{TILES_FILE}: field 'modules': {len(tiles.modules)} module tiles, but {SETUP_FILE} "
                        f"says the game has {setup.modules}.")
    plain = [m for m in tiles.modules if m.type == "corridor" and not m.alien]
    if len(plain) < setup.starting_corridors:
        problems.append(f"{TILES_FILE}: field 'modules': the set-up needs {setup.starting_corridors} corridors "
                        f"without the Alien symbol; there are {len(plain)}.")
    for players in PLAYER_COUNTS:
        if not any(p.min_players <= players for p in tiles.pods):
            problems.append(f"{TILES_FILE}: field 'pods': no pod is in play with {players} players.")
    return problems


def _mode_problems(setup: SetupFile) -> list[str]:
    """game.yaml asks only for what the set-up holds: player counts with an Alien track, difficulties
    with a cover."""
    problems = []
    for mode in game_info("argo").modes:
        counts = [n for n in range(mode.min_players, mode.max_players + 1) if n not in PLAYER_COUNTS]
        if counts:
            problems.append(f"argo/game.yaml: mode '{mode.id}' allows {plural(counts[0], 'player')}, but the rules are "
                            f"for {', '.join(map(str, PLAYER_COUNTS))}.")
        for option in mode.options:
            unknown = [c for c in option.choices if option.id == "difficulty" and c not in setup.difficulty_cover]
            if unknown:
                problems.append(f"argo/game.yaml: mode '{mode.id}', option 'difficulty': '{unknown[0]}' has no "
                                f"cover in {SETUP_FILE} ({', '.join(setup.difficulty_cover)}).")
    return problems


def _setup_problems(setup: SetupFile, tiles: TilesFile, colours: list[str]) -> list[str]:
    problems = []
    role_ids = [r.id for r in setup.roles]
    if sorted(role_ids) != sorted(ROLE_IDS):
        problems.append(f"{SETUP_FILE}: field 'roles': the rules know the roles {', '.join(ROLE_IDS)}, "
                        "each once.")
    letters = [r.letter for r in setup.roles]
    if len(set(letters)) != len(letters):
        problems.append(f"{SETUP_FILE}: field 'roles': two roles share a letter.")
    if sorted(setup.colour_letters) != sorted(colours):
        problems.append(f"{SETUP_FILE}: field 'colour_letters': one letter for each colour of argo/game.yaml "
                        f"({', '.join(colours)}).")
    if len(set(setup.colour_letters.values())) != len(setup.colour_letters):
        problems.append(f"{SETUP_FILE}: field 'colour_letters': two colours share a letter.")
    if sorted(setup.alien_tracks) != list(PLAYER_COUNTS):
        problems.append(f"{SETUP_FILE}: field 'alien_tracks': one track for each of 2, 3 and 4 players.")
    if set(setup.difficulty_cover) != {"easy", "medium", "hard"}:
        problems.append(f"{SETUP_FILE}: field 'difficulty_cover': a cover for easy, medium and hard.")
    hardest = max(setup.difficulty_cover.values(), default=0)
    for players, values in setup.alien_tracks.items():
        where = f"{SETUP_FILE}: field 'alien_tracks', entry {players}"
        if values != sorted(values):
            problems.append(f"{where}: the slot values rise from left to right.")
        if len(values) <= hardest + 1:
            problems.append(f"{where}: {len(values)} slots leave too few beside a cover of {hardest}.")
    if any(c < 0 for c in setup.difficulty_cover.values()):
        problems.append(f"{SETUP_FILE}: field 'difficulty_cover': a cover hides 0 or more slots.")
    if setup.pod_distance >= setup.modules:
        problems.append(f"{SETUP_FILE}: field 'pod_distance': {setup.pod_distance} tiles is farther than the "
                        f"{setup.modules} modules can reach.")
    if setup.first_turn_actions > setup.actions_per_turn:
        problems.append(f"{SETUP_FILE}: field 'first_turn_actions': no more than 'actions_per_turn'.")
    if setup.display > len(tiles.modules) - setup.starting_corridors:
        problems.append(f"{SETUP_FILE}: field 'display': more tiles than the stack holds.")
    return problems


@cache
def argo_data() -> ArgoData:
    return ArgoData(load(TilesFile, TILES_FILE), load(SetupFile, SETUP_FILE), game_info("argo").colours)


def check_all() -> list[str]:
    """Load the Argo files afresh (for validate-data); raises DataError when one is bad."""
    argo_data.cache_clear()
    data = argo_data()
    if not (data_root() / REFERENCE_FILE).exists():
        raise DataError(f"{REFERENCE_FILE}: the rules reference is missing.")
    return [f"{TILES_FILE} ({len(data.modules)} modules, {len(data.pods)} escape pods)",
            f"{SETUP_FILE} (Alien tracks for {', '.join(map(str, sorted(data.setup.alien_tracks)))} players)"]
