"""The bet slider lies on the rail's padded roll, as the house tables' controls lie on theirs: its
− and + buttons and its knob between the rail's gold trim and its stitched seam, its smallest and
all-in amounts over the trim, never on it (they once straddled it), at 100 % and at 150 %."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.games.twister import table_parts
from scenes.games.twister.table import RAIL_TOP, TwisterTableScene
from scenes.games.twister.table_parts import SLIDER
from scenes.showcase import catalogue
from scenes.ui.canvas import Canvas

#: The rail's trim is a line 3 designed px thick centred on its top; its seam lies 48 below the top.
TRIM_HALF, SEAM = 1.5, 48
SIZE = (2560, 1440)


@pytest.fixture
def app(tmp_path):
    app = catalogue.headless_app(tmp_path, size=SIZE)
    app.native = True
    yield app
    app.leave_all_tables()
    app.wallet.close()


def shown(app: App, state: str) -> TwisterTableScene:
    for name, setup in catalogue.states(app):
        if name == state:
            catalogue.reset(app)
            setup()
            catalogue.settle(app, 10, 1 / 30)
            view = app.manager.top
            assert isinstance(view, TwisterTableScene) and view.choices() is not None, state
            return view
    raise AssertionError(f"no state {state}")


def test_the_slider_and_its_buttons_lie_between_the_trim_and_the_seam(app: App) -> None:
    view = shown(app, "table_twister_hand_river")
    for button in (view.minus_b, view.plus_b):
        assert button.rect.top >= RAIL_TOP + TRIM_HALF and button.rect.bottom <= RAIL_TOP + SEAM
        assert button.rect.centery == SLIDER.centery  # level with the track
    knob = 16
    assert SLIDER.centery - knob >= RAIL_TOP + TRIM_HALF and SLIDER.centery + knob <= RAIL_TOP + SEAM


def drawn(app: App, state: str) -> pygame.Surface:
    shown(app, state)
    assert isinstance(app.frame, Canvas)
    return app.frame.target.copy()


@pytest.mark.parametrize("state", ["table_twister_hand_river", "table_twister_hand_river_it_150"])
def test_the_slider_amounts_are_drawn_over_the_trim_not_on_it(app: App, monkeypatch: pytest.MonkeyPatch,
                                                              state: str) -> None:
    monkeypatch.setattr(table_parts, "count_text", lambda _app, _n: "")  # the same frame without them
    without = drawn(app, state)
    monkeypatch.undo()
    with_amounts = drawn(app, state)
    k = SIZE[1] / 1080
    band = pygame.Rect(round(SLIDER.x * k) - 200, 0, round(SLIDER.w * k) + 400, SIZE[1])
    differs = [(x, y) for x in range(band.left, band.right, 1) for y in range(round(800 * k), round(1000 * k))
               if with_amounts.get_at((x, y)) != without.get_at((x, y))]
    assert differs, "the amounts were not found (the check would pass on anything)"
    lowest = max(y for _, y in differs)
    assert lowest < (RAIL_TOP - TRIM_HALF) * k, f"an amount's pixels reach row {lowest}, the trim's top is " \
        f"{(RAIL_TOP - TRIM_HALF) * k:.0f}"
