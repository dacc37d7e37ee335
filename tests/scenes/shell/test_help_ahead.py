"""HELP opened from the lobby at a window's own pixels: its backdrop and its section's page are
made a part a step while the window holds the lobby (``PageScene.prepare``), so the frame that
first shows HELP makes neither (issue 27: at 3840x2160 that frame cost ~320 ms); a section's click
keeps the layer under HELP (the lobby and the backdrop), not made again."""

from __future__ import annotations

import pygame
from helpers.scene_app import native_app

from scenes.shell import help as help_page
from scenes.shell.help import HelpScene
from scenes.ui import page_backdrop

SIZE = (2560, 1440)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def opened_from_the_lobby(app, monkeypatch) -> tuple[HelpScene, list[str]]:  # type: ignore[no-untyped-def]
    """F1 in the lobby, then the frames up to the first that shows HELP: what that frame made."""
    made: list[str] = []
    rows_of, help_steps = page_backdrop.rows_of, help_page.help_steps

    def rows_spy(*args):  # type: ignore[no-untyped-def]
        made.append("backdrop")
        return rows_of(*args)

    def steps_spy(*args):  # type: ignore[no-untyped-def]
        made.append("page")
        return (yield from help_steps(*args))

    monkeypatch.setattr(page_backdrop, "rows_of", rows_spy)
    monkeypatch.setattr(help_page, "help_steps", steps_spy)
    for _ in range(3):
        app.step([], 1 / 60)
    app.step([key(pygame.K_F1)], 1 / 60)
    top = app.manager.top
    assert isinstance(top, HelpScene)
    held = 0
    while app.manager.transition is not None and not app.manager.transition.shown:
        made.clear()
        app.step([], 1 / 60)
        held += 1
    assert held > 1  # (frames held while its parts were made)
    return top, made


def test_the_first_frame_of_help_makes_neither_its_backdrop_nor_its_page(tmp_path, monkeypatch):
    page_backdrop._kept.clear()  # (as in a new process)
    with native_app(tmp_path, SIZE) as app:
        assert app.draws_natively()
        help_scene, made = opened_from_the_lobby(app, monkeypatch)
        assert made == []
        assert help_scene._page is not None


def test_a_section_s_click_keeps_the_layer_under_help(tmp_path, monkeypatch):
    with native_app(tmp_path, SIZE) as app:
        help_scene, _ = opened_from_the_lobby(app, monkeypatch)
        while app.manager.transition is not None:
            app.step([], 1 / 60)
        kept = app.manager._beneath
        assert kept is not None
        view = app.viewport()
        button = help_scene.widgets[2]
        at = (view.x + button.rect.centerx * view.w / 1920, view.y + button.rect.centery * view.h / 1080)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)], 1 / 60)
        assert help_scene.section == list(help_scene.pages)[2]
        assert app.manager._beneath is kept
