"""A pop-up that makes its backdrop ahead (``PopUp.backdrop_ahead``): the layer the manager keeps
under it is made a part a step while the window holds the frame before (issue 27: the rules at a
4K table made theirs in one frame of 85-250 ms), the app's loop running these frames back to back,
then shown whole."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
from helpers.pointer_sweep import motion_to
from helpers.scene_app import started_app

from scenes.ui import gfx, manager
from scenes.ui.manager import PopUp
from scenes.ui.widgets.base import Button, Widget

BOX = pygame.Rect(400, 300, 600, 400)


class Steps(PopUp):
    name = "steps"
    draws_natively = True
    backdrop_ahead = True

    def __init__(self, app, steps: int) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.steps, self.made = steps, 0

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        gfx.rect(surface, (200, 30, 30), BOX)

    def backdrop_steps(self, surface: pygame.Surface) -> Iterator[None]:
        for _ in range(self.steps):
            self.made += 1
            yield
        self.draw_backdrop(surface)

    def next_change(self) -> float | None:
        return None


def test_the_layer_is_made_a_step_a_frame_while_the_window_holds_the_frame_before(tmp_path, monkeypatch):
    monkeypatch.setattr(manager, "AHEAD_SECONDS", 0.0, raising=False)  # one step a frame
    with started_app(tmp_path, size=(2560, 1440)) as app:
        app.native = True
        for _ in range(3):
            app.step([], 1 / 60)
        assert app.draws_natively()
        before = pygame.image.tobytes(app.window, "RGB")
        pop = Steps(app, 5)
        app.manager.push(pop)
        app.step([], 1 / 60)
        assert pop.made == 0 and app.manager._beneath is None  # (its first step: the blank layer)
        assert pygame.image.tobytes(app.window, "RGB") == before  # the window holds the frame before
        assert app.manager.preparing and app.next_change() == 0.0  # (the loop runs the next at once)
        frames = 1
        while app.manager.preparing:
            assert pygame.image.tobytes(app.window, "RGB") == before
            app.step([], 1 / 60)
            frames += 1
        # the blank layer, the scenes beneath, its 5 steps, its last part; then the frame that shows it
        assert pop.made == 5 and frames == 9
        assert app.window.get_at(app.frame.rect(BOX).center)[:3] == (200, 30, 30)
        assert app.next_change() is None


def test_over_a_plain_surface_it_is_drawn_at_once(tmp_path):
    """No window's pixels held (not drawn natively): the backdrop drawn in the frame, as before."""
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.step([], 1 / 60)
        assert not app.draws_natively()
        pop = Steps(app, 5)
        app.manager.push(pop)
        app.step([], 1 / 60)
        assert pop.made == 0 and app.manager._beneath is not None and not app.manager.preparing


class Lit(Steps):
    """A pop-up that shows the pointer through one button only (``pointer_widgets``)."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app, 3)
        self.colour = (200, 30, 30)
        self.button = Button((1500, 900, 160, 80), "OK", lambda: None)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        gfx.rect(surface, self.colour, BOX)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.button.draw(surface)
        self.looks_drawn()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.button.handle_event(event)

    def pointer_widgets(self) -> list[Widget]:
        return [self.button]


def test_the_first_frame_of_a_layer_made_again_ahead_is_drawn_whole(tmp_path, monkeypatch):
    """Made again (a language changed under it), the layer first shows in a whole frame: a frame
    drawn for the pointer alone (its button lit, drawn under a clip) would have shown the new
    layer there only, the window keeping the old elsewhere."""
    monkeypatch.setattr(manager, "AHEAD_SECONDS", 0.0, raising=False)
    with started_app(tmp_path, size=(2560, 1440)) as app:
        app.native = True
        pop = Lit(app)
        app.manager.push(pop)
        for _ in range(3):
            app.step([], 1 / 60)
        while app.manager.preparing:
            app.step([], 1 / 60)
        centre = app.frame.rect(BOX).center
        assert app.window.get_at(centre)[:3] == (200, 30, 30)
        pop.colour = (30, 30, 200)
        app.manager.invalidate_beneath()
        while app.manager._beneath is None:  # made again, a step a frame, until its last step
            app.step([], 1 / 60)
        assert app.manager.preparing and app.window.get_at(centre)[:3] == (200, 30, 30)  # (not shown yet)
        assert app.step([motion_to(app, pop.button.rect.center)], 1 / 60)  # the pointer lights the button
        assert app.window.get_at(centre)[:3] == (30, 30, 200)
