import pytest

from ui import tables
from ui.smoke import run_smoke


def test_smoke_tables_requires_a_table_for_an_available_game(app, monkeypatch):
    monkeypatch.setattr(tables, "table_module", lambda game_id: None)
    with pytest.raises(RuntimeError, match="Elevator"):
        tables.smoke_tables(app)


def test_smoke_runs_every_screen():
    pytest.importorskip("ui.elevator.table", reason="the Elevator table is not written yet")
    assert run_smoke() == 0
