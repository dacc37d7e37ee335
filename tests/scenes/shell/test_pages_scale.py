"""The casino's other pages at a larger UI scale: Responsible gaming, Help, Cashier and the
dialogs grow with the scale, keep their texts inside their panels and apart, and keep a list's
rows at one size (the limits' labels, Help's sections)."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from scenes.shell.cashier import CashierScene
from scenes.shell.help import HelpScene
from scenes.shell.responsible import ResponsibleScene
from scenes.ui.dialog import MessageDialog, Toast


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def drawn(app, monkeypatch, make, **settings):
    app.update_settings(**settings)
    scene = make(app)
    app.manager.push(scene)
    with texts_drawn(monkeypatch) as seen:
        scene.draw(pygame.Surface((1920, 1080)))
    app.manager.pop()
    return scene, seen


def check(app, monkeypatch, make, lang: str, least: float = 0.75, on_screen=lambda d: True):
    """At 150 %: most texts 1.25x their size at 100 %, all inside the box, none overlapping
    (``on_screen``: the texts drawn on the screen, not on a layer of their own)."""
    _, normal = drawn(app, monkeypatch, make, language=lang)
    scene, large = drawn(app, monkeypatch, make, language=lang, ui_scale=150)
    before = {d.text: d.rect.h for d in normal}
    grown = [d.rect.h / before[d.text] for d in large if before.get(d.text, 0) > 8]
    assert sum(g >= 1.25 for g in grown) >= least * len(grown)
    box = getattr(scene, "PANEL", None) or scene.rect
    texts = [d for d in large if d.text.strip() and on_screen(d)]
    for i, a in enumerate(texts):
        assert box.contains(a.rect), a.text
        for b in texts[i + 1:]:
            clip = a.rect.clip(b.rect)
            assert clip.w <= 1 or clip.h <= 1, (a.text, b.text)
    return scene, large


@pytest.mark.parametrize("lang", ["en", "it"])
def test_responsible_gaming_grows_and_its_limits_share_one_size(app, monkeypatch, lang):
    scene, large = check(app, monkeypatch, ResponsibleScene, lang)
    labels = {app.tr(f"setting.{n}") for n in ("reality_check_minutes", "session_loss_limit_cents",
                                               "session_time_limit_minutes")}
    heights = {d.rect.h for d in large if d.text in labels}
    assert len(heights) == 1
    for w in scene.widgets:
        assert scene.PANEL.contains(w.rect)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_help_grows_and_its_sections_share_one_size(app, monkeypatch, lang):
    names = {app.tr(key) for key, _ in HelpScene(app).pages.values()} | {app.tr("help.title"), app.tr("ui.close")}
    scene, large = check(app, monkeypatch, lambda a: HelpScene(a, "video-poker"), lang,
                         on_screen=lambda d: d.text in names)  # the text itself is a layer, scrolled
    names -= {app.tr("help.title"), app.tr("ui.close")}
    assert len({d.rect.h for d in large if d.text in names}) == 1
    assert scene._view().right < scene.PANEL.right


@pytest.mark.parametrize("lang", ["en", "it"])
def test_cashier_grows(app, monkeypatch, lang):
    check(app, monkeypatch, CashierScene, lang)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_dialog_grows_with_its_box_and_buttons(app, monkeypatch, lang):
    def make(a):
        return MessageDialog(a, lambda: a.tr("cashier.reset"), lambda: a.tr("cashier.confirm_reset", amount="€ 1,000"),
                             [(lambda: a.tr("ui.cancel"), None), (lambda: a.tr("ui.yes"), None)])
    small, _ = drawn(app, monkeypatch, make, language=lang)
    scene, _ = check(app, monkeypatch, make, lang)
    assert scene.rect.w >= 1.4 * small.rect.w and scene.rect.h > small.rect.h
    for b, s in zip(scene.buttons, small.buttons):
        assert b.rect.h >= 1.4 * s.rect.h and scene.rect.contains(b.rect)


def test_a_toast_grows_and_stays_on_the_screen(app):
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    toast = Toast("Your balance cannot double all the bets. " * 3)
    app.update_settings(ui_scale=150)
    toast.draw(surface, 40)
    lit = surface.get_bounding_rect()
    assert lit.x >= 0 and lit.right <= 1920 and lit.h <= 76
