"""Choice buttons laid out in rows, in pages when they are more than the band holds.

A table offers every choice: when the buttons do not all fit, the band shows a page of them and
a "More choices" button that turns to the next page (after the last, back to the first).
"""

from __future__ import annotations

BUTTON_H = 38
ROW_STEP = 42
GAP = 8


def rows_in(height: int) -> int:
    """How many rows of buttons a band this high holds."""
    return max(1, (height - BUTTON_H) // ROW_STEP + 1) if height >= BUTTON_H else 0


def place_row_by_row(widths: list[int], width: int, rows: int) -> list[tuple[int, int]]:
    """(x, row) for as many of ``widths`` as fit, in order, left to right and row by row."""
    places, x, row = [], 0, 0
    for wide in widths:
        if x and x + wide > width:
            x, row = 0, row + 1
        if row >= rows:
            break
        places.append((x, row))
        x += wide + GAP
    return places


def pages(widths: list[int], more_width: int, width: int, rows: int) -> list[list[int]]:
    """The buttons of each page, by index: every button is on one page, and every page but a
    single one leaves room for the "More choices" button after its own."""
    if len(place_row_by_row(widths, width, rows)) == len(widths):
        return [list(range(len(widths)))]
    result, start = [], 0
    while start < len(widths):
        rest = widths[start:]
        count = len(place_row_by_row(rest, width, rows))
        while count > 1 and len(place_row_by_row(rest[:count] + [more_width], width, rows)) <= count:
            count -= 1  # leave room for "More choices"
        count = max(1, count)
        result.append(list(range(start, start + count)))
        start += count
    return result
