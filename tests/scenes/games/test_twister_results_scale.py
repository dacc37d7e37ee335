"""A hand's results at a larger UI scale: on the large Twister table the lines that say who won
which pot grow with the player's scale (each on two lines when one would not fit between the
side plates) instead of shrinking under their designed size, and stay between the plates, above
the board and under the table's title line. At 100 % each result keeps its one line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister.draw import count_text, hand_text, seat_name
from scenes.games.twister.layout import table_rects
from scenes.games.twister.table import TABLE_RECT
from scenes.games.twister.texts import table_line
from scenes.showcase import scale_check
from tests.scenes.games.test_twister_scale import drawn, ink
from tests.scenes.games.test_twister_table_talk import open_table


@pytest.fixture
def at_scale(app: App) -> Iterator[None]:
    yield
    app.update_settings(ui_scale=100, large_text=False, language="en")


def results(app: App, table: TwisterTable) -> list[str]:
    """The hand's results as the table says them, one text each."""
    return [(f"{app.tr(w.pot_key)}: " if w.pot_key else "")
            + str(app.tr(w.text_key, name=seat_name(app, w.name, w.is_player), amount=count_text(app, w.chips),
                         hand=hand_text(app, w.hand_name)))
            for w in table_on_show(table).wins]


def rows_of(texts: list[scale_check.Text], result: str) -> list[scale_check.Text]:
    """The rows ``result`` was drawn on above the board (one, or two that read it together)."""
    middle = [t for t in texts if t.ink.centerx in range(TABLE_RECT.centerx - 8, TABLE_RECT.centerx + 9)]
    whole = [t for t in middle if t.s == result]
    if whole:
        return whole
    below = {id(a): min((b for b in middle if b.ink.top >= a.ink.bottom), key=lambda b: b.ink.top, default=None)
             for a in middle}  # the row right under each
    pairs = [(a, b) for a in middle if (b := below[id(a)]) is not None and f"{a.s} {b.s}" == result]
    assert len(pairs) == 1, result
    return list(pairs[0])


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("settings", "least"), [({"ui_scale": 150}, 1.25), ({"ui_scale": 125, "large_text": True}, 1.25),
                                               ({"ui_scale": 100, "large_text": True}, 1.15)],
                         ids=["150", "125+larger", "100+larger"])
def test_the_results_grow_between_the_plates_above_the_board(
        app: App, at_scale: None, lang: str, settings: dict[str, object], least: float) -> None:
    app.update_settings(language=lang)
    table = side_pot_table(SIDE_POT_MOMENTS["showdown"])
    said = results(app, table)
    assert len(said) == 2  # the main pot and the side pot
    view = open_table(app, table)
    normal = drawn(app, view, ui_scale=100, large_text=False)
    large = drawn(app, view, **settings)
    rects = table_rects(table, table_on_show(table), TABLE_RECT, large=True)
    left, right = (r for n, r in rects if n in ("plate 1", "plate 2"))
    left, right = sorted((left, right), key=lambda r: r.x)
    board_top = min(r.top for n, r in rects if n.startswith("board"))
    title = ink(large, table_line(app, table, view.hub.room.number_of(table)))
    rows = []
    for result in said:
        (was,) = rows_of(normal, result)  # at 100 %: one line
        now = rows_of(large, result)
        grown = sum(t.ink.w for t in now) / was.ink.w
        assert grown >= least, (result, grown)  # (two lines: their widths add up to the grown line's)
        rows += now
    for t in rows:
        assert left.right < t.ink.left and t.ink.right < right.left, t.s
        assert title.bottom < t.ink.top and t.ink.bottom < board_top, t.s
    assert len({t.ink.h for t in rows if "p" in t.s}) <= 2  # one size (a row's ink: its letters)
    assert scale_check.overlaps(large) - scale_check.overlaps(normal) == set()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_dealers_newest_line_grows_right_of_the_players_plate(app: App, at_scale: None, lang: str) -> None:
    from scenes.games.twister.draw import dealer_text

    app.update_settings(language=lang)
    table = side_pot_table(SIDE_POT_MOMENTS["showdown"])
    newest = dealer_text(app, table_on_show(table).dealer[-1])
    view = open_table(app, table)
    normal = drawn(app, view, ui_scale=100)
    large = drawn(app, view, ui_scale=150)
    (was,) = [t for t in normal if t.s == newest]
    right = [t for t in large if t.anchor == "midright" and t.ink.right > TABLE_RECT.right - 40]
    pairs = [[a, b] for a in right for b in right if a.ink.bottom <= b.ink.top and f"{a.s} {b.s}" == newest]
    rows = [t for t in right if t.s == newest] or pairs[0]  # one line, or two that read it together
    assert sum(t.ink.w for t in rows) >= 1.25 * was.ink.w, newest
    plate = next(r for n, r in table_rects(table, table_on_show(table), TABLE_RECT, large=True) if n == "plate 0")
    for t in rows:
        assert t.ink.left > plate.right and TABLE_RECT.contains(t.ink)
    assert scale_check.overlaps(large) - scale_check.overlaps(normal) == set()
