"""Video poker: a winning hand's framed cards keep clear of the pay table, of the dealer's
messages and of each other (the frame lies 5 px outside a card's face; the one-hand row of
large cards had its frames touching both panels and each other, no gap at 1280x720)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest
from helpers import scene_app

from gamelib.games.video_poker.paytables import PAYTABLES
from scenes.app import App
from scenes.games.video_poker import layout as vp_layout

CLEAR = 4  # px (logical) between a frame and anything beside it
FRAME = 5  # the win frame's band outside the face (scenes.ui.widgets.marks.win_frame)
DEALER_LEFT = vp_layout.RIGHT_EDGE + 16  # the dealer's messages start here (100 %)


@pytest.fixture
def app(tmp_path) -> Iterator[App]:
    with scene_app.table_app(tmp_path) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False)


def frames(place) -> list[pygame.Rect]:
    bands = []
    for i in range(place.count):
        x, y, w = place.position(i)
        face = pygame.Rect(0, 0, w, place.height)
        face.center = (round(x), round(y))
        bands.append(face.inflate(2 * FRAME, 2 * FRAME))
    return bands


@pytest.mark.parametrize("hands", [1, 10])
@pytest.mark.parametrize("scale", [100, 125, 150])
def test_a_winning_hands_frames_touch_no_panel_and_no_other_frame(app: App, scale: int, hands: int) -> None:
    app.update_settings(ui_scale=scale)
    for pt in PAYTABLES.values():
        lay = vp_layout.layout(pt, hands)
        bands = frames(lay.place(hands))
        # (beside the pay table, or under it: one hand at a larger scale)
        assert not any(b.colliderect(lay.pay.inflate(2 * CLEAR, 2 * CLEAR)) for b in bands), (pt.name, lay.pay)
        assert bands[-1].right <= DEALER_LEFT - CLEAR, (pt.name, bands[-1])
        for a, b in combinations(bands, 2):
            assert b.left >= a.right + 2, (pt.name, a, b)
