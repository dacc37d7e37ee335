"""The multi-table view's tab strip lies over the focused table's title band and keeps clear of
what the table writes and lights there: whichever house table is in focus, with four tables
open (one row of tabs) and with four and a Twister tournament (two rows), at 100 % and 150 %,
in English and Italian, the strip's panel meets none of the table's top buttons, nor its
GAME CODE / SHA-256 lines, nor a machine's row of lamps (video poker's marquee), and those
lines keep above the lamps. The places are logical px: a window of any size draws them at its
own pixels in the same places (looked at in windows of 1280x720, 1920x1080 and 2560x1440)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.shell.multi_table import MultiTableScene
from scenes.showcase import catalogue, scale_check
from scenes.showcase.multi_table import multi_states
from scenes.table import felt_art, registry
from scenes.ui import gfx

#: A machine's row of lamps across its marquee (what stands in the marquee ends above it)
LAMPS = pygame.Rect(0, felt_art.MARQUEE_CLEAR, 1920, felt_art.MARQUEE - felt_art.MARQUEE_CLEAR)


@pytest.fixture(scope="module")
def app(tmp_path_factory):  # type: ignore[no-untyped-def]
    a = catalogue.headless_app(Path(tmp_path_factory.mktemp("header")))
    a.update_settings(animation_speed="instant")
    yield a
    a.leave_all_tables()
    a.wallet.close()


def _state(app, name):  # type: ignore[no-untyped-def]
    classes = [(g, c) for g in registry.lobby_games() if (c := registry.scene_class(g)) is not None]
    return dict(multi_states(app, classes))[name]


def _code_lines(app, drawn):  # type: ignore[no-untyped-def]
    """The GAME CODE's lines the focused table drew (its label, the code, the SHA-256 line)."""
    labels = {app.tr("table.game_code"), app.tr("table.next_round")}
    return [t for t in drawn if t.s in labels or t.s.endswith(" GMT") or t.s.startswith("SHA-256")]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("state", ["multi_table_5_machine", "multi_table_4_waiting"])
def test_the_tab_strip_keeps_clear_of_the_focused_tables_title_band(app, state, scale, lang):  # type: ignore[no-untyped-def]
    catalogue.reset(app)
    app.update_settings(language=lang, ui_scale=scale)
    _state(app, state)()
    view = app.manager.find(MultiTableScene)
    assert isinstance(view, MultiTableScene)
    house = [slot.table for slot in view.slots() if hasattr(slot, "table") and hasattr(slot.table, "panels")]
    assert len(house) == 4
    machines = 0
    for table in house:
        view.focus_table = table
        catalogue.settle(app)
        drawn = scale_check.draw_now(app, ui_scale=scale, language=lang)
        lay = view.tab_strip().layout(view)
        lines = _code_lines(app, drawn)
        assert len(lines) >= 2, (table.name, [t.s for t in drawn])
        where = (state, scale, lang, table.name)
        for line in lines:
            assert not lay.back.colliderect(line.ink), (*where, line.s, lay.back, line.ink)
        for button in getattr(table, "top_buttons", ()):
            assert not lay.back.colliderect(button.rect), (*where, button.rect)
        if table.MACHINE:
            machines += 1
            assert not lay.back.colliderect(LAMPS), (*where, lay.back)
            for line in lines:
                assert not line.ink.colliderect(LAMPS), (*where, line.s, line.ink)
    assert machines == 1


def _title_ink(app, table):  # type: ignore[no-untyped-def]
    """Where the table prints its title on its felt (designed px), as the felt prints it."""
    scratch = pygame.Surface(gfx.LOGICAL_SIZE, pygame.SRCALPHA)
    felt_art.arc_text(scratch, app.tr(f"game.{table.game_id}").upper(), (960, 44), 900, -12, gfx.text_px(40),
                      gfx.GOLD, "black", spacing=0.1, alpha=255)
    return scratch.get_bounding_rect()


def _gold(pixels: pygame.Surface, rect: pygame.Rect) -> int:
    """The title's gold pixels in ``rect`` (the window's px)."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = pixels.get_at((x, y))
            count += r > 150 and g > 115 and b < 110 and r - b > 80
    return count


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_stray_title_letters_between_the_strip_and_the_game_code(app, lang):  # type: ignore[no-untyped-def]
    """At 150 % the strip ends before the GAME CODE's lines; the focused felt table's printed
    title (its tab names it) leaves no letters ("ER" of POKER) in the gap between them, and a
    table drawn on its own prints its title again."""
    catalogue.reset(app)
    app.update_settings(language=lang, ui_scale=150)
    _state(app, "multi_table_4_waiting")()
    view = app.manager.find(MultiTableScene)
    assert isinstance(view, MultiTableScene)
    felts = [slot.table for slot in view.slots() if hasattr(slot, "table") and hasattr(slot.table, "panels")
             and not slot.table.MACHINE]
    assert len(felts) == 3
    gaps = 0
    for table in felts:
        view.focus_table = table
        catalogue.settle(app)
        drawn = scale_check.draw_now(app, ui_scale=150, language=lang)
        back = view.tab_strip().layout(view).back
        ink = _title_ink(app, table)
        code_left = min(line.ink.left for line in _code_lines(app, drawn))
        gap = pygame.Rect(back.right, ink.top, code_left - back.right, ink.h).clip(ink)
        gaps += gap.w > 0
        pixels = getattr(app.canvas, "target", app.canvas)  # a window's pixels, or the logical frame
        k = pixels.get_width() / gfx.LOGICAL_SIZE[0]
        seen = pygame.Rect(round(gap.x * k), round(gap.y * k), round(gap.w * k), round(gap.h * k))
        assert _gold(pixels, seen) == 0, (lang, table.name, gap, _gold(pixels, seen))
        alone = pygame.Surface(gfx.LOGICAL_SIZE)
        table.draw(alone)  # on its own (or in the grid) it prints its title
        assert _gold(alone, ink) > 0
    assert gaps >= 2  # the gap the title showed in (Texas Bonus and Casino Hold'em)


def test_the_view_passes_its_table_no_title_and_sets_nothing_on_it(app, monkeypatch):  # type: ignore[no-untyped-def]
    """The focused table is told to draw without its title (a flag passed in), where the view set
    a state on the table's view around its drawing (and set it back)."""
    catalogue.reset(app)
    _state(app, "multi_table_4_waiting")()
    view = app.manager.find(MultiTableScene)
    assert isinstance(view, MultiTableScene)
    catalogue.settle(app)
    table = view.focused
    asked: list[bool] = []
    draw = type(table).draw

    def drawn(surface, titled=True):  # type: ignore[no-untyped-def]
        asked.append(titled)
        draw(table, surface, titled)

    monkeypatch.setattr(table, "draw", drawn)
    view.draw(pygame.Surface(gfx.LOGICAL_SIZE))
    assert asked == [False]  # told by the flag
