"""SETTINGS at a larger UI scale: one section at a time (a tab for each), its labels all at one
size that grew with the scale and fit their row; the keyboard still reaches every setting; at
100 % the two columns of every section as before."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from scenes.app import App
from scenes.shell.settings import SECTIONS, SettingsScene, field_names
from scenes.ui import gfx


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def press(app: App, key: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")], 0.016)


def label_sizes(app: App, page: SettingsScene, monkeypatch) -> dict[str, tuple[int, pygame.Rect]]:
    """Each setting label drawn now: its pixel height and where it landed."""
    labels = {app.tr(f"setting.{row.name}") for row in page.rows}
    with texts_drawn(monkeypatch) as seen:
        page.draw(pygame.Surface((1920, 1080)))
    return {d.text: (d.rect.h, d.rect) for d in seen if d.text in labels}


@pytest.mark.parametrize(("lang", "scale", "large"), [("en", 150, False), ("it", 150, False),
                                                      ("it", 125, True), ("en", 125, False)])
def test_every_label_of_every_section_at_one_grown_size_inside_its_row(app, monkeypatch, lang, scale, large):
    app.update_settings(language=lang)
    with gfx.designed_text():
        designed = gfx.font(23).get_height()
    app.update_settings(ui_scale=scale, large_text=large)
    page = SettingsScene(app)
    app.manager.push(page)
    assert page.paged()
    heights = set()
    seen = set()
    for section, names in page.sections():
        page.show(section)
        assert [row.name for row in page.rows] == list(names)
        drawn = label_sizes(app, page, monkeypatch)
        assert len(drawn) == len(names)
        for row in page.rows:
            height, rect = drawn[app.tr(f"setting.{row.name}")]
            heights.add(height)
            assert row.rect.contains(rect), row.name  # inside its row, clear of its control
            assert rect.right < row.buttons[0].rect.x, row.name
            assert row.rect.bottom <= page.PANEL.bottom
        seen |= set(names)
    assert seen == on_settings()  # every setting is on one of the tabs
    assert len(heights) == 1  # one size on every tab
    least = 1.4 if gfx.ui_scale() >= 1.5 else 1.2
    assert heights.pop() >= least * designed


def on_settings() -> set[str]:
    """Every setting but the limits kept in the save, which are on the RESPONSIBLE GAMING page,
    and those the app keeps itself (the window as left, the coach marks seen)."""
    return set(field_names()) - set(SECTIONS["limits"]) - set(SECTIONS["kept"])


def test_at_100_percent_every_section_shows_at_once_in_two_columns(app):
    page = SettingsScene(app)
    assert not page.paged() and not page.tabs
    assert {row.name for row in page.rows} == on_settings()
    assert len({row.rect.x for row in page.rows}) == 2


def test_tab_reaches_every_setting_across_the_sections(app):
    app.update_settings(ui_scale=150)
    page = SettingsScene(app)
    app.manager.push(page)
    app.step([], 0.016)
    reached = set()
    for _ in range(200):
        press(app, pygame.K_TAB)
        key = app.manager.focus.current
        if isinstance(key, tuple) and key[0] == "row":
            reached.add(key[1])
            assert any(row.name == key[1] for row in page.rows)  # its section is the one shown
    assert reached == on_settings()
    names = [s for s, _ in page.sections()]
    before = names.index(page.section)
    press(app, pygame.K_PAGEDOWN)
    assert page.section == names[(before + 1) % len(names)]
    press(app, pygame.K_PAGEUP)
    assert page.section == names[before]


def test_changing_the_scale_keeps_the_changed_setting_on_screen_and_focused(app):
    page = SettingsScene(app)
    app.manager.push(page)
    app.step([], 0.016)
    wanted = ("row", "ui_scale", 2)
    for _ in range(60):
        press(app, pygame.K_TAB)
        if app.manager.focus.current == wanted:
            break
    press(app, pygame.K_RETURN)
    assert app.settings.ui_scale == 150 and page.paged()
    assert page.section == "look" and app.manager.focus.current == wanted
    press(app, pygame.K_LEFT)  # along its own row, though the row above has wider options
    assert app.manager.focus.current == ("row", "ui_scale", 1)
    press(app, pygame.K_RETURN)
    assert app.settings.ui_scale == 125


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_100_percent_no_label_is_shrunk_to_fit(app, monkeypatch, lang):
    """Every label at the size of its neighbours, in both languages: the Italian 'Riserva di tempo
    Twister (il mio ritmo)', 'I bot si prendono tempo per pensare' and 'Video poker: MAX chiede
    conferma' were shrunk to fit their column, smaller than the rows beside them."""
    app.update_settings(language=lang)
    page = SettingsScene(app)
    app.manager.push(page)
    drawn = label_sizes(app, page, monkeypatch)
    assert len(drawn) == len(page.rows)
    heights = {text: h for text, (h, _) in drawn.items()}
    assert len(set(heights.values())) == 1, sorted(heights.items(), key=lambda kv: kv[1])[:4]
