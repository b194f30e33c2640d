"""The four games: their descriptions from ``data/<game>/game.yaml`` and their engines."""

from __future__ import annotations

import importlib
from functools import cache

from pydantic import Field, model_validator

from game.core.contract import Game, GameInfo, ModeInfo, OptionInfo
from game.core.data import Id, Strict, load, unique_ids

GAME_IDS = ("elevator", "area51", "argo", "area1851")


class OptionModel(Strict):
    id: Id
    label: str
    choices: list[int | str | bool] = Field(min_length=1)
    default: int | str | bool
    help: str = ""


class ModeModel(Strict):
    id: Id
    name: str
    players: tuple[int, int]
    team: bool = False
    practice: bool = False
    description: str
    options: list[OptionModel] = []
    colours: list[str] | None = None

    @model_validator(mode="after")
    def _players_from_fewest_to_most(self) -> ModeModel:
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"players [{low}, {high}]: the fewest (at least 1), then the most (no fewer)")
        return self


class GameModel(Strict):
    id: Id
    name: str
    available: bool
    blurb: str = ""
    ages: str = ""
    """Why the game asks for the players' ages (its tie-break); empty when it has no use for them."""
    colours: list[str] = Field(min_length=1)
    modes: list[ModeModel] = Field(min_length=1)

    @model_validator(mode="after")
    def _a_colour_for_every_seat(self) -> GameModel:
        for mode in self.modes:
            colours = len(mode.colours or self.colours)
            if mode.players[1] > colours:
                raise ValueError(f"mode '{mode.id}': {mode.players[1]} players need {mode.players[1]} colours, "
                                 f"not {colours}")
        return self


def _to_info(model: GameModel) -> GameInfo:
    modes = []
    for m in model.modes:
        options = [OptionInfo(o.id, o.label, list(o.choices), o.default, o.help) for o in m.options]
        modes.append(ModeInfo(m.id, m.name, m.players[0], m.players[1], m.team, m.description,
                              options, m.practice, list(m.colours) if m.colours else None))
    return GameInfo(model.id, model.name, model.available, list(model.colours), modes, model.blurb, model.ages)


@cache
def game_info(game_id: str) -> GameInfo:
    path = f"{game_id}/game.yaml"
    model = load(GameModel, path)
    unique_ids(model.modes, "mode", path)
    return _to_info(model)


def all_games() -> list[GameInfo]:
    return [game_info(g) for g in GAME_IDS]


@cache
def get_game(game_id: str) -> Game:
    """The engine of a game that is available to play."""
    if game_id not in GAME_IDS:
        raise KeyError(f"Unknown game '{game_id}' (games: {', '.join(GAME_IDS)}).")
    if not game_info(game_id).available:
        raise KeyError(f"{game_info(game_id).name} is coming soon and cannot be played yet.")
    engine: Game = importlib.import_module(f"game.{game_id}").GAME
    return engine
