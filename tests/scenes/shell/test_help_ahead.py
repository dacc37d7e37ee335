"""A page opened from the lobby at a window's own pixels (HELP, SETTINGS, HISTORY, CASHIER,
RESPONSIBLE GAMING): its backdrop, HELP's section's page and the texts it shows are made a part a
step while the window holds the lobby (``PageScene.prepare``), so the frame that first shows the
page makes none of them (issue 27: at 3840x2160 HELP's first frame cost ~320 ms); a section's click
keeps the layer under HELP (the lobby and the backdrop), not made again."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import native_app

from scenes.shell import help as help_page
from scenes.shell.help import HelpScene
from scenes.shell.lobby import LobbyScene
from scenes.ui import page_backdrop, text_render, transition
from scenes.ui.canvas import Canvas
from scenes.ui.page import PageScene

SIZE = (2560, 1440)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def noted(monkeypatch, owner, name: str, made: list[str], what) -> None:  # type: ignore[no-untyped-def]
    """``owner.name`` spied on: each call notes ``what(*its arguments)`` in ``made``, then runs."""
    real = getattr(owner, name)

    def spy(*args):  # type: ignore[no-untyped-def]
        made.append(what(*args))
        return real(*args)
    monkeypatch.setattr(owner, name, spy)


def opened_from_the_lobby(app, monkeypatch, page: str = "help") -> tuple[PageScene, list[str]]:  # type: ignore[no-untyped-def]
    """F1 in the lobby (or its button for ``page``), then the frames up to the first that shows the
    page: what that frame made."""
    made: list[str] = []
    help_steps = help_page.help_steps

    def steps_spy(*args):  # type: ignore[no-untyped-def]
        made.append("page")
        return (yield from help_steps(*args))

    noted(monkeypatch, page_backdrop, "made_over", made, lambda *args: "backdrop")
    monkeypatch.setattr(help_page, "help_steps", steps_spy)
    noted(monkeypatch, text_render, "_render_runs", made, lambda *args: f"text {args[0]!r}")
    for _ in range(3):
        app.step([], 1 / 60)
    if page == "help":
        app.step([key(pygame.K_F1)], 1 / 60)
    else:
        getattr(app.lobby(), f"open_{page}")()
        app.step([], 1 / 60)
    top = app.manager.top
    assert isinstance(top, PageScene)
    held = 0
    while app.manager.transition is not None and not app.manager.transition.shown:
        made.clear()
        app.step([], 1 / 60)
        held += 1
    assert held >= 1  # (frames held while its parts were made)
    return top, made


def test_the_first_frame_of_help_makes_neither_its_backdrop_nor_its_page_nor_its_texts(tmp_path, monkeypatch):
    page_backdrop._kept.clear()  # (as in a new process)
    with native_app(tmp_path, SIZE) as app:
        assert app.draws_natively()
        help_scene, made = opened_from_the_lobby(app, monkeypatch)
        assert made == []
        assert isinstance(help_scene, HelpScene) and help_scene._page is not None


@pytest.mark.parametrize("page", ["settings", "history", "cashier", "responsible"])
def test_the_first_frame_of_another_page_makes_neither_its_backdrop_nor_its_texts(tmp_path, monkeypatch, page):
    page_backdrop._kept.clear()
    with native_app(tmp_path, SIZE) as app:
        _, made = opened_from_the_lobby(app, monkeypatch, page)
        assert made == []


def test_a_section_s_click_keeps_the_layer_under_help(tmp_path, monkeypatch):
    with native_app(tmp_path, SIZE) as app:
        help_scene, _ = opened_from_the_lobby(app, monkeypatch)
        assert isinstance(help_scene, HelpScene)
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


@pytest.mark.parametrize("page", ["help", "settings", "history", "cashier", "responsible"])
def test_at_the_design_s_size_too_the_first_frame_renders_no_text(tmp_path, monkeypatch, page):
    """A 1920x1080 window (drawn on plain pixels): the page's texts made ahead as well."""
    with native_app(tmp_path, (1920, 1080)) as app:
        assert not app.draws_natively()
        _, made = opened_from_the_lobby(app, monkeypatch, page)
        assert [m for m in made if m.startswith("text")] == []


def test_a_page_s_texts_are_made_ahead_a_band_of_the_screen_a_step(tmp_path, monkeypatch):
    """SETTINGS' texts at 3840x2160 made in one step held the lobby 20-30 ms; a band a step, no step
    makes most of them."""
    with native_app(tmp_path, (3840, 2160)) as app:
        app.step([], 1 / 60)
        rendered: list[int] = [0]
        render_runs = text_render._render_runs

        def spy(*args):  # type: ignore[no-untyped-def]
            rendered[-1] += 1
            return render_runs(*args)

        monkeypatch.setattr(text_render, "_render_runs", spy)
        page = app.navigation.make("settings")
        assert isinstance(page, PageScene)
        for _ in page.prepare(app.window_canvas()):
            rendered.append(0)
        assert sum(rendered) > 20
        assert max(rendered) < sum(rendered) / 2


@pytest.mark.parametrize("size", [(2560, 1440), (1920, 1080)])
def test_the_first_frame_of_a_page_lays_the_layer_beneath_made_while_the_lobby_held(tmp_path, monkeypatch, size):
    """The scene stack's layer under a page (the lobby and the page's backdrop on a fresh layer) is
    made while the transition holds the lobby (``SceneManager._beneath_ahead``), and at a plain
    window the transition's buffer with it: the frame that first shows the page makes neither
    (issue 27: at 3840x2160 they cost that frame ~25 ms, at 1920x1080 ~18 ms)."""
    made: list[str] = []
    noted(monkeypatch, Canvas, "new_layer", made, lambda *args: "layer")
    noted(monkeypatch, LobbyScene, "draw", made, lambda *args: "lobby")
    noted(monkeypatch, transition, "_plain_buffer", made, lambda *args: "buffer")
    with native_app(tmp_path, size) as app:
        for _ in range(3):
            app.step([], 1 / 60)
        app.step([key(pygame.K_F1)], 1 / 60)
        while app.manager.transition is not None and not app.manager.transition.shown:
            made.clear()
            app.step([], 1 / 60)
        assert isinstance(app.manager.top, HelpScene)
        assert made == []
