"""2 Hand Casino Hold'em's rail (the rack and the bet buttons) a frame late (issue 27): when a deal or a
round's result changes the spots, the messages or the decision window, the rail's new look (veiled,
the buttons gone; unveiled, the buttons back) is laid on the table's layer by the next frame, not in
the same one (at 3840x2160 ~0.65 M px of the ~1.8 M px a result laid in one frame), and never later;
the loop stays awake for it. At a deal the dealer's messages ("Bets closed.") wait the frame too (the
deal's frame takes the last round's cards away); at a result they come with it."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.showcase import table_demos

FRAME = 1 / 60


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        yield app


def _rail(app, table) -> pygame.Rect:
    """The rack's pixels in the layer (the window's)."""
    return app.frame.rect(table.controls.rack.rect)


def _laid_on(table, area: pygame.Rect) -> bool:
    return any(r.colliderect(area) for r in table.view.laid)


def _messages(app, table) -> pygame.Rect:
    """The dealer's messages' pixels."""
    return app.frame.rect(table.panels.message_log.rect)


def _rested(app, table) -> None:
    for _ in range(400):
        if table.next_change() != 0.0:
            return
        app.step([], FRAME)


@pytest.mark.parametrize("when", ["deal", "result"])
def test_the_rail_changes_a_frame_after_the_rest_of_the_layer(app_2k, when):
    """Fails on the old code: the rail was laid in the same frame as the spots and the messages."""
    table = scene_app.open_table(app_2k, CasinoHoldemTable, "rail-late")
    _rested(app_2k, table)
    table_demos.demo_bets(table)
    table.deal()
    if when == "result":
        app_2k.step([], FRAME)
        app_2k.step([], FRAME)
        table_demos.demo_finish(table)
    rail, messages = _rail(app_2k, table), _messages(app_2k, table)
    late = {"rail", "messages"} if when == "deal" else {"rail"}

    app_2k.step([], FRAME)  # the frame that shows the deal (the result)
    assert table.view.laid and not _laid_on(table, rail)
    assert _laid_on(table, messages) == (when == "result")
    assert table.view.late == late and table.next_change() == 0.0  # (awake for the next frame)
    app_2k.step([], FRAME)
    assert _laid_on(table, rail) and _laid_on(table, messages) == (when == "deal")
    assert table.view.late == set()


def test_the_rail_waits_a_frame_only_when_other_parts_change(app_2k):
    """A chip taken from the rack alone lays the rail at once."""
    table = scene_app.open_table(app_2k, CasinoHoldemTable, "rail-alone")
    _rested(app_2k, table)
    table.controls.rack.select_index(4)
    app_2k.step([], FRAME)
    assert _laid_on(table, _rail(app_2k, table)) and table.view.late == set()
