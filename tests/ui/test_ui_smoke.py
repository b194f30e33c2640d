import pytest

from ui.scenes import tables
from ui.smoke import run_smoke


def test_smoke_tables_requires_a_table_for_an_available_game(app, monkeypatch):
    monkeypatch.setattr(tables, "table_module", lambda game_id: None)
    with pytest.raises(RuntimeError, match="Elevator"):
        tables.smoke_tables(app)


def test_smoke_runs_every_screen():
    pytest.importorskip("ui.elevator.table", reason="the Elevator table is not written yet")
    assert run_smoke() == 0


def test_smoke_opens_every_available_table_in_every_mode_at_every_player_count(app, monkeypatch):
    from game.core import registry
    opened: list[tuple[str, str, int]] = []
    new = tables.Session.new

    def counted_new(game: str, mode: str, seats: list, **kw) -> tables.Session:
        opened.append((game, mode, len(seats)))
        return new(game, mode, seats, **kw)
    monkeypatch.setattr(tables.Session, "new", staticmethod(counted_new))
    tables.smoke_tables(app, frames=1)
    expected = [(info.id, mode.id, players) for info in registry.all_games() if info.available
                for mode in info.modes for players in range(mode.min_players, mode.max_players + 1)]
    assert opened == expected and ("area1851", "standard", 5) in opened and ("elevator", "solo", 1) in opened
