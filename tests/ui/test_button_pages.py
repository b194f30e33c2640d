"""Choice buttons: every choice offered, a page at a time when they are many; one button per wording."""

from __future__ import annotations

from ui import button_pages
from ui.table_base import distinct_choices


def test_buttons_that_fit_make_one_page():
    assert button_pages.pages([100, 100, 100], 120, 400, 1) == [[0, 1, 2]]


def test_too_many_buttons_are_paged_with_room_for_more_choices_on_every_page():
    widths = [150] * 7
    grouped = button_pages.pages(widths, 120, 400, 2)  # two rows of two 150 px buttons
    assert sorted(i for page in grouped for i in page) == list(range(7))  # every choice is on a page
    for page in grouped:
        placed = button_pages.place_row_by_row([widths[i] for i in page] + [120], 400, 2)
        assert len(placed) == len(page) + 1  # "More choices" fits after the page's own buttons
    assert grouped[0] == [0, 1, 2]


def test_rows_in_a_band():
    assert [button_pages.rows_in(h) for h in (30, 38, 79, 80, 106)] == [0, 1, 1, 2, 2]


def test_two_choices_that_read_the_same_are_one_button():
    choices = [("Play Hacker", "play hacker-1"), ("Play Hacker", "play hacker-2"), ("Pass", "pass")]
    assert distinct_choices(choices) == [("Play Hacker", "play hacker-1"), ("Pass", "pass")]


def test_a_table_offers_every_choice_through_its_pages(app, monkeypatch):
    from game.core.contract import Seat
    from game.core.session import Session
    from ui.elevator.table import TableScene
    session = Session.new("elevator", "solo", [Seat("Ann", "red")], seed=1)
    table = app.push(TableScene(app, session, autosave=False))
    app.frame()
    many = [(f"Choice number {n}", lambda: None) for n in range(14)]
    monkeypatch.setattr(table, "game_choices", lambda legal: many)
    table.refresh()
    seen, pages = set(), 0
    while True:
        texts = [button.text for button in table.choice_buttons]
        assert texts[-1].startswith("More choices (")
        seen |= set(texts[:-1])
        pages += 1
        if texts[-1].endswith(f"/{pages})"):
            break
        next(b for b in table.choice_buttons if b.text.startswith("More choices")).pressed_event = True
        table.next_choice_page()
    assert seen == {text for text, _ in many} and pages > 1
    assert all(table.layout.choices.contains(button.rect) for button in table.choice_buttons)
