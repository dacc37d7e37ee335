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
