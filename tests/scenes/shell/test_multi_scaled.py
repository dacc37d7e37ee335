"""The multi-table view's tab strip at a larger UI scale (scenes/shell/multi_scaled.py): the tabs
grow with the player's scale, every shown tab says its number, name and state whole (nothing
cut with …), they stay in the focused table's title band clear of its buttons and of each other,
and a slot not shown is named by an arrow tab whose click focuses it. At 100 % nothing moves."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame
import pytest

from scenes.shell.multi_scaled import FLOOR_SCALE, LINE_TEXT
from scenes.shell.multi_strip import TabStrip
from scenes.shell.multi_table import STRIP, MultiTableScene
from scenes.showcase import catalogue, scale_check
from scenes.showcase.multi_table import multi_states
from scenes.table import registry
from scenes.ui import gfx


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = catalogue.headless_app(Path(tmp_path_factory.mktemp("scaled")))
    a.update_settings(animation_speed="instant")
    yield a
    a.leave_all_tables()
    a.update_settings(ui_scale=100, large_text=False, language="en")
    a.wallet.close()


def views(app, **settings):
    classes = [(g, c) for g in registry.lobby_games() if (c := registry.scene_class(g)) is not None]
    for name, setup in multi_states(app, classes):
        if not name.startswith("multi"):
            continue
        catalogue.reset(app)
        app.update_settings(**settings)
        setup()
        catalogue.settle(app)
        view = app.manager.find(MultiTableScene)
        assert isinstance(view, MultiTableScene), name
        yield name, view


def drawn_texts(monkeypatch, view) -> list[tuple[str, int]]:
    drawn: list[tuple[str, int]] = []
    real = gfx.text

    def text(s, size, *a, **k):
        drawn.append((s, gfx.text_px(size)))  # the size it is drawn at
        return real(s, size, *a, **k)

    monkeypatch.setattr(gfx, "text", text)
    TabStrip().draw(pygame.Surface(gfx.LOGICAL_SIZE), view)
    monkeypatch.setattr(gfx, "text", real)
    return drawn


#: The least factor of the tabs' words over a machine's marquee (one row above its lamps)
MACHINE_FLOOR = 1.15


@pytest.mark.parametrize(("lang", "scale", "large"), [("en", 150, False), ("it", 150, False), ("it", 125, True)])
def test_tabs_grow_whole_and_stay_in_the_title_band(app, monkeypatch, lang, scale, large) -> None:
    seen = []
    for name, view in views(app, language=lang, ui_scale=scale, large_text=large):
        lay = view.tab_strip().layout(view)
        # Loosened for a machine in focus (video poker): its strip is one row above the marquee's
        # lamps; with many slots and Italian words the focused tab and two arrows fill it at 1.18
        floor = MACHINE_FLOOR if getattr(view.focused, "MACHINE", False) else FLOOR_SCALE
        assert lay.factor >= floor, name
        rects, plus = view.tab_rects()
        shown = [r for r in rects if r.w]
        boxes = [*shown, plus, *(a.rect for a in lay.arrows)]
        assert shown and all(r.top >= 0 and r.bottom <= view.strip_rect().bottom for r in boxes), name
        for i, r in enumerate(boxes):  # no two tabs on one another
            assert not any(r.colliderect(o) for o in boxes[i + 1:]), name
        for button in view.focused.top_buttons:  # LOBBY, HISTORY, ALL TABLES, ✕ stay free
            assert not any(r.colliderect(button.rect) for r in boxes), name
        code = getattr(getattr(view.focused, "panels", None), "code_label", None)
        if code is not None:  # and the GAME CODE's lines, stacked at the right
            inks = [t.ink for t in scale_check.record(partial(code.draw, pygame.Surface(gfx.LOGICAL_SIZE)))]
            assert inks and not any(r.colliderect(ink) for r in boxes for ink in inks), name
        texts = drawn_texts(monkeypatch, view)
        assert not [s for s, _ in texts if "…" in s], name  # nothing cut
        assert min(px for s, px in texts if s != "W") >= round(LINE_TEXT * floor) - 1, name
        for slot, rect in zip(view.slots(), rects, strict=True):  # number, name and state
            if rect.w:
                words = " ".join(s for s, _ in texts)
                assert slot.name(app) in words and (slot.state(app)[0] in words or slot.state(app)[1] in words), name
        seen.append(name)
    assert {"multi_table_twister", "multi_table_full"} <= set(seen)


def test_an_arrow_tab_names_the_slots_left_out_and_a_click_focuses_the_nearest(app) -> None:
    full = dict(views(app, language="en", ui_scale=150, large_text=False))["multi_table_full"]
    lay = full.tab_strip().layout(full)
    assert lay.arrows, "ten slots do not all fit at 150 %"
    arrow = lay.arrows[0]
    slots = full.slots()
    assert not lay.rects[arrow.target].w  # the slot it focuses is one left out
    assert full.tab_at(arrow.rect.center) == slots[arrow.target].key
    full.click_tab(full.tab_at(arrow.rect.center))
    assert full.focused_slot is slots[arrow.target]
    lay = full.tab_strip().layout(full)
    assert lay.rects[arrow.target].w  # now shown


def test_at_100_percent_the_tabs_keep_their_designed_places(app) -> None:
    for name, view in views(app, language="en", ui_scale=100, large_text=False):
        assert view.tab_rects() == view.fixed_tab_rects(), name
        assert all(STRIP.contains(r) for r in view.tab_rects()[0]), name


def test_ten_slots_show_the_focused_one_whole_with_arrows_for_the_rest() -> None:
    from types import SimpleNamespace

    from scenes.shell.multi_scaled import layout
    from scenes.shell.multi_strip import Tab

    gfx.set_text_settings(SimpleNamespace(ui_scale=150, large_text=False))
    try:
        tabs = [Tab(f"{n % 10} TWISTER #{n}", "YOUR TURN 0:12", "DECIDE 0:12", n in (2, 9), n == 7, n == 2)
                for n in range(1, 11)]
        lay = layout(tabs, ("+TABLE", "in the lobby", "+TABLE"), pygame.Rect(216, 4, 1214, 88))
        shown = [i for i, r in enumerate(lay.rects) if r.w]
        assert 6 in shown and shown == list(range(shown[0], shown[-1] + 1))  # the focused one and its neighbours
        assert lay.factor >= FLOOR_SCALE
        def numbers(first: int, last: int) -> str:
            return str(first) if first == last else f"{first}–{last}"

        def waiting(hidden: range) -> str:
            return next((f"{n % 10} DECIDE 0:12" for n in hidden if n in (2, 9)), "")

        left, right = range(1, shown[0] + 1), range(shown[-1] + 2, 11)
        labels = {a.label: a.waiting for a in lay.arrows}
        assert labels == {f"‹ {numbers(1, shown[0])}": waiting(left),
                          f"{numbers(shown[-1] + 2, 10)} ›": waiting(right)}
        assert "2 DECIDE 0:12" in labels.values()  # the one waiting longest, left out, is named
        assert [a.target for a in lay.arrows] == [shown[0] - 1, shown[-1] + 1]  # the nearest left out
    finally:
        gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))
