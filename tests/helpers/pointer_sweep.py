"""The pointer swept over a screen's buttons (issue 27): onto each and off it again, each
frame drawn checked against the whole frame drawn again. A screen that shows the pointer only
through its buttons (``Scene.changed_by_pointer``, ``PopUp.pointer_widgets``) draws no frame
whole for it, and each frame it draws under clips holds the pixels of the whole frame."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from scenes.app import App
from scenes.showcase import catalogue
from scenes.ui import pointer_looks
from scenes.ui.manager import PopUp

#: frames a pop-up's layer made ahead may take at most (a bound only: a 4K rules sheet takes ~90 steps)
FRAMES_MOST = 2000


def motion_to(app: App, pos: tuple[int, int]) -> pygame.event.Event:
    view = app.viewport()
    at = (view.x + round(pos[0] * view.w / 1920), view.y + round(pos[1] * view.h / 1080))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))


def opened(app: App, name: str) -> None:
    """The catalogue's screen ``name``, set up and settled as its screenshot is."""
    for state, setup in catalogue.states(app):
        if state == name:
            catalogue.reset(app)
            setup()
            catalogue.settle(app, 10)
            app.step([], 1 / 60)
            drawn_whole(app)  # (the frame compared with: drawn whole, as the sweep's are)
            app.present()
            return
    raise AssertionError(f"no catalogue screen {name}")


def buttons_of(app: App) -> list[pygame.Rect]:
    """The places of the buttons the top screen shows the pointer through."""
    top = app.manager.top
    widgets = top.pointer_widgets() if isinstance(top, PopUp) else getattr(top, "buttons", None)
    assert widgets, f"{type(top).__name__} names no buttons"
    return [rect for rect, _ in pointer_looks.looks_of(widgets)]


def stops(app: App, most: int | None = None) -> Iterator[tuple[int, int]]:
    """Onto each button and off it again, to a point on nothing between (``most``: that many
    buttons at most, spread over them all)."""
    rects = buttons_of(app)
    if most is not None and len(rects) > most:
        rects = [rects[i * len(rects) // most] for i in range(most)]
    for rect in rects:
        yield rect.center
        yield rect.right + 40, rect.bottom + 40
    yield 5, 5


def drawn_whole(app: App) -> None:
    """The whole frame drawn again, the layer under a pop-up made again: a pop-up that makes it
    ahead (``PopUp.backdrop_ahead``) holds the frame until it is made, so frames are drawn until
    one shows it (``SceneManager.preparing``)."""
    app.manager.invalidate_beneath()
    app._draw()
    for _ in range(FRAMES_MOST):
        if not app.manager.preparing:
            return
        app._draw()
    raise AssertionError(f"still made ahead after {FRAMES_MOST} frames")


def differences(app: App) -> list[tuple[int, int]]:
    """Where the frame shown differs from the whole frame drawn again (at most 5 of them)."""
    app.present()
    shown = app.frame_image()
    drawn_whole(app)
    whole = app.frame_image()
    if pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB"):
        return []
    w, h = whole.get_size()
    return [(x, y) for y in range(h) for x in range(w) if shown.get_at((x, y)) != whole.get_at((x, y))][:5]


def sweep(app: App, most: int | None = None) -> tuple[int, list[str]]:
    """The pointer across the screen's buttons: frames drawn, and what went wrong."""
    drawn, wrong = 0, []
    for pos in stops(app, most):
        if not app.step([motion_to(app, pos)], 1 / 60):
            continue
        drawn += 1
        if app._dirty is None:
            wrong.append(f"{pos}: the whole frame drawn")
            continue
        off = differences(app)
        if off:
            wrong.append(f"{pos}: pixels differ from the whole frame at {off}")
    return drawn, wrong
