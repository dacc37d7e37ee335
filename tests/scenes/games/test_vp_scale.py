"""Video poker at a larger UI scale (150 %): the pay table's rows share one size and grow
with it, its box grows with them and keeps clear of the grid, the main hand and the dealer's
messages; HOLD / HELD share one size; the pay table chooser's lines share one size; at 100 %
everything lies where it was designed."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from helpers import scene_app
from helpers.drawn_texts import Drawn, frame_texts
from helpers.video_poker import draw_default_holds

from gamelib.games.video_poker.paytables import PAYTABLES
from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker import layout as vp_layout
from scenes.games.video_poker.pay_table import PaytableDialog
from scenes.games.video_poker.table import VideoPokerTable
from scenes.ui import gfx

SCREEN = pygame.Rect(0, 0, 1920, 1080)


@pytest.fixture
def app(tmp_path) -> Iterator[App]:
    with scene_app.table_app(tmp_path) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False)


def open_table(app: App, name: str = "scale") -> VideoPokerTable:
    return scene_app.open_table(app, VideoPokerTable, name, frame=None)


def drawn(app: App, table: VideoPokerTable, monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    table.view.invalidate(felt=True)
    table.language_changed()
    return frame_texts(app, monkeypatch)


def heights(texts: list[Drawn], words: set[str]) -> dict[str, int]:
    return {d.text: d.rect.h for d in texts if d.text in words}


def played(app: App, paytable: str, hands: int = 25) -> VideoPokerTable:
    table = open_table(app)
    vp_demo.drive(hands, "drawn", paytable)(table)
    return table


def test_at_100_percent_everything_lies_where_it_was_designed(app: App) -> None:
    for pt in PAYTABLES.values():
        lay = vp_layout.layout(pt)
        assert lay.pay == vp_layout.PAY_RECT and lay.grid == vp_layout.GRID
        assert lay.main == vp_layout.MAIN and lay.single == vp_layout.SINGLE
        assert (lay.hold_y(10), lay.hint_y(10), lay.hold_y(1)) == (742, 806, 742)


@pytest.mark.parametrize("paytable", ["double-double-bonus", "jacks-or-better"])
def test_the_pay_table_rows_share_one_size_and_grow(app: App, paytable: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    table = played(app, paytable)
    names = {table.line_name(pl.name) for pl in PAYTABLES[paytable].lines}
    before = heights(drawn(app, table, monkeypatch), names)
    app.update_settings(ui_scale=150)
    after = heights(drawn(app, table, monkeypatch), names)
    assert set(after) == names
    assert len(set(after.values())) <= 2  # one size (ink rects of one font differ by a pixel)
    assert min(after[n] / before[n] for n in names) >= 1.25


@pytest.mark.parametrize("paytable", list(PAYTABLES))
def test_at_150_percent_the_parts_keep_clear_of_each_other(app: App, paytable: str) -> None:
    app.update_settings(ui_scale=150)
    table = played(app, paytable, hands=10)
    lay = table.layout
    log = pygame.Rect(table.LOG_RECT)
    assert SCREEN.contains(lay.pay) and lay.pay.bottom <= 900  # above the rail's labels
    assert lay.pay.w > vp_layout.PAY_RECT.w and not lay.pay.colliderect(lay.grid)
    for n in (1, 10):
        lay_n = vp_layout.layout(PAYTABLES[paytable], n)  # (one hand lays its own face)
        for p in range(5):
            x, y, w = lay_n.place(n).position(p)
            cw, ch = (w, round(w * 7 / 5))
            card = pygame.Rect(round(x - cw / 2), round(y - ch / 2), cw, ch)
            assert not card.colliderect(lay_n.pay) and not card.colliderect(log)
            assert not card.colliderect(lay_n.grid) or n == 1
        assert lay_n.hint_y(n) + 40 <= 900
    for n in (9, 24, 99):  # the extra hands: none over the pay table nor over another
        table.grid.rebuild(table, n, lay.hands, lay.notch)
        assert table.grid.rect == lay.hands and table.grid.surface.get_size() == lay.hands.size
        cells = [table.grid.cell(i).move(lay.hands.topleft) for i in range(n)]
        assert all(lay.hands.contains(c) and not c.colliderect(lay.pay) for c in cells)
        assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])


def test_hold_and_held_share_one_size_at_150_percent(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.update_settings(language="it")
    table = open_table(app)
    vp_demo.drive(10, "dealt")(table)
    table.player.flush()
    table.toggle_hold(0)
    words = {app.tr("vp.hold"), app.tr("vp.held")}
    before = [d for d in drawn(app, table, monkeypatch) if d.text in words]
    app.update_settings(ui_scale=150)
    after = [d for d in drawn(app, table, monkeypatch) if d.text in words]
    assert len(after) == 5 and {d.text for d in after} == words
    assert max(d.rect.h for d in after) - min(d.rect.h for d in after) <= 1
    assert min(d.rect.h for d in after) >= 1.25 * max(d.rect.h for d in before)


def test_the_pay_table_chooser_grows_with_one_size_for_every_line(app: App,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(app)
    names = {table.line_name(pl.name) for pt in PAYTABLES.values() for pl in pt.lines}
    table.open_paytables()
    assert isinstance(app.manager.top, PaytableDialog)
    before = heights(frame_texts(app, monkeypatch), names)
    app.update_settings(ui_scale=150)
    dialog = app.manager.top
    assert isinstance(dialog, PaytableDialog)
    after = heights(frame_texts(app, monkeypatch), names)
    assert len(set(after.values())) <= 2 and min(after[n] / before[n] for n in names) >= 1.25
    assert SCREEN.contains(dialog.rect)
    for (_, col), button in zip(dialog.columns, dialog.buttons):
        assert dialog.rect.contains(col) and col.contains(button.rect)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_rail_buttons_grow_side_by_side_in_the_same_stretch(app: App, lang: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    app.update_settings(language=lang)
    table = open_table(app)
    controls = table.controls
    buttons = [*controls.bet_buttons, controls.ev_button]
    labels = {b.label() if callable(b.label) else b.label for b in buttons}
    before = heights(drawn(app, table, monkeypatch), labels)
    designed = [b.rect.copy() for b in buttons]
    app.update_settings(ui_scale=150)
    after = heights(drawn(app, table, monkeypatch), labels)
    rects = sorted([b.rect for b in buttons] + [controls.value_box], key=lambda r: r.x)
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))  # side by side, none over another
    assert rects[0].left >= designed[0].left and rects[-1].right <= max(r.right for r in designed)
    grown = sorted(after[t] / before[t] for t in labels if t in before and t in after)
    assert grown and grown[len(grown) // 2] >= 1.1  # most labels larger than designed
    if lang == "en":
        assert grown[0] >= 1.25  # in English every label grows by a quarter or more
    app.update_settings(ui_scale=100)
    table.controls.key()
    assert [b.rect for b in buttons] == designed  # 100 %: the designed rail again


def test_a_long_warning_is_wrapped_whole_under_the_main_hand(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.update_settings(language="it")
    table = open_table(app)
    vp_demo.drive(10, "dealt")(table)
    table.player.flush()
    warning = app.tr("vp.trainer_warn", cards="2♥ A♣ A♥ 2♦", lost="2.3681")
    table.trainer_warning = warning
    app.update_settings(ui_scale=150)
    lines = [d for d in drawn(app, table, monkeypatch)  # the warning's lines (not the ESTRAI button)
             if len(d.text) > 3 and d.text in warning and d.text != app.tr("vp.draw")]
    assert " ".join(d.text for d in lines) == warning  # every word shown, none cut
    left, right = table.layout.hand_room()
    for d in lines:
        assert left <= d.rect.left and d.rect.right <= right and d.rect.bottom <= 900
        assert d.rect.h >= 1.25 * 18  # grown from the tables' smallest size


def test_the_main_hand_moves_when_the_scale_changes_mid_round(app: App) -> None:
    table = open_table(app)
    vp_demo.drive(10, "dealt")(table)
    table.player.flush()
    app.update_settings(ui_scale=150)
    table.language_changed()  # what the app tells every scene after the settings
    for p in range(5):
        sprite = table.cards[("main", p)]
        assert (sprite.x, sprite.y, sprite.width) == table.card_position("main", p)
        assert sprite.x - sprite.width / 2 > table.layout.pay.right


@pytest.mark.parametrize("scale", [125, 150])
def test_one_hand_is_larger_than_designed_and_clear_of_the_panels(app: App, scale: int) -> None:
    app.update_settings(ui_scale=scale)
    table = played(app, "double-double-bonus", hands=1)
    lay = table.layout
    light, log = pygame.Rect(1836, 100, 62, 168), pygame.Rect(table.LOG_RECT)
    hold_bottom = lay.hold_y(1) + lay.hold_h
    for p in range(5):
        x, y, w = table.card_position("main", p)
        assert w > vp_layout.SINGLE.width  # larger than at 100 %
        card = pygame.Rect(round(x - w / 2), round(y - w * 0.7), w, round(w * 1.4))
        holds = pygame.Rect(card.x, card.bottom, w, hold_bottom - card.bottom)
        for part in (card, holds):
            assert not part.colliderect(lay.pay) and not part.colliderect(log) and not part.colliderect(light)
        assert card.top >= 120  # below the top band and the cards' key numbers


@pytest.mark.parametrize("paytable", ["double-double-bonus", "jacks-or-better"])
@pytest.mark.parametrize("n", [1, 2, 4, 9, 24, 49, 99])
def test_at_150_percent_every_grid_fits_its_room(app: App, n: int, paytable: str) -> None:
    from scenes.games.video_poker.widgets import grid_layout, notched_cells

    app.update_settings(ui_scale=150)
    lay = vp_layout.layout(PAYTABLES[paytable])
    assert lay.notch is not None  # the grown pay table reaches into the grid's corner
    cells, width, label = notched_cells(n, lay.hands, lay.notch)
    assert len(cells) == n and label in (0, 36)  # a label is as tall as its grown text
    for c in cells:
        assert round(width * 1.4) + 8 + label <= c.h and width * 4.2 + 14 <= c.w + 1
        assert not c.move(lay.hands.topleft).colliderect(lay.notch)
    # the rows above the pay table run the whole width: the hands are larger than if the grid
    # stood beside it (99 extra hands: 25-28 px, were 22; 29 at 100 %)
    assert width >= grid_layout(n, lay.grid)[2] and width >= 25


def test_while_the_hands_turn_at_150_percent_the_pay_table_shows_in_the_grids_corner(app: App) -> None:
    """The opaque grid picture (issue 17) over the rows beside the pay table keeps the pay
    table's top in its corner: it shows exactly what the grid over the table's layer would."""
    app.update_settings(ui_scale=150, animation_speed="normal")
    table = open_table(app, "reveal")
    draw_default_holds(table)
    for _ in range(20):
        table.update(1 / 60)
    lay = table.layout
    assert table.revealing and 0 < table.revealed < 99 and lay.notch is not None
    assert table.grid.rect == lay.hands and table.grid.card_w >= 26  # larger than beside the pay table
    shown = pygame.Surface((1920, 1080))
    table.draw(shown)
    table.revealing = False  # the same frame with the grid laid over the layer as it is
    table.view.invalidate()
    expected = pygame.Surface((1920, 1080))
    table.draw(expected)
    table.revealing = True
    area = lay.hands
    assert pygame.image.tobytes(shown.subsurface(area), "RGB") == pygame.image.tobytes(expected.subsurface(area), "RGB")


@pytest.mark.parametrize("scale", [125, 150])
@pytest.mark.parametrize("paytable", list(PAYTABLES))
def test_one_hand_at_a_larger_scale_fills_the_felt_down_to_its_lower_third(app: App, scale: int,
                                                                          paytable: str) -> None:
    """One hand at a larger scale is a machine's face: the pay table in two columns across the
    felt's top, centred over the hand, the hand under it, its HOLD boxes reaching the felt's lower
    third, the lines under them above the rim. (The pay table in one column beside the hand, both
    at the felt's top, left the lower third bare: 0 to 19 % of it covered, the HOLD boxes' foot at
    491-498; now 33-44 %, at 780-813.)"""
    app.update_settings(ui_scale=scale)
    table = played(app, paytable, hands=1)
    lay = table.layout
    felt = pygame.Rect(vp_layout.GRID.x, vp_layout.GRID.y, vp_layout.RIGHT_EDGE - vp_layout.GRID.x,
                       vp_layout.ONE_FOOT - vp_layout.GRID.y)
    third = pygame.Rect(felt.x, felt.y + felt.h * 2 // 3, felt.w, felt.h - felt.h * 2 // 3)
    cards = []
    for p in range(5):
        x, y, w = table.card_position("main", p)
        cards.append(pygame.Rect(round(x - w / 2), round(y - w * 0.7), w, round(w * 1.4)))
    covered = sum(1 for px in range(third.left, third.right, 4) for py in range(third.top, third.bottom, 4)
                  if any(r.collidepoint(px, py) for r in (lay.pay, *cards)))
    total = len(range(third.left, third.right, 4)) * len(range(third.top, third.bottom, 4))
    assert covered / total >= 0.3, covered / total
    assert lay.pay_columns == 2 and felt.contains(lay.pay)
    assert abs(lay.pay.centerx - table.main_x()) <= 1  # centred over the hand
    assert lay.pay.bottom + 20 <= min(c.top for c in cards)  # the cards' key numbers between
    assert lay.hold_y(1) + lay.hold_h >= third.top  # the HOLD boxes reach the lower third
    assert lay.hint_y(1) + gfx.ui_px(36) <= vp_layout.ONE_FOOT  # the result line above the rim


@pytest.mark.parametrize("lang", ["en", "it"])
def test_one_hand_at_150_percent_the_ev_table_stands_in_the_pay_tables_place(app: App, lang: str,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The EV table, narrower than the two-column pay table, is drawn in its place without it (the
    pay table's title, its first column's names and its amounts showed either side of it)."""
    app.update_settings(ui_scale=150, language=lang)
    table = open_table(app, "ev")
    vp_demo.drive(1, "ev")(table)
    table.player.flush()
    texts = {d.text for d in drawn(app, table, monkeypatch)}
    assert app.tr("vp.ev_title") in texts
    names = {table.line_name(pl.name) for pl in table.paytable.lines} | {table.paytable.title.upper()}
    assert not names & texts, names & texts
    table.ev_open = False  # and back when it closes
    texts = {d.text for d in drawn(app, table, monkeypatch)}
    assert names <= texts
