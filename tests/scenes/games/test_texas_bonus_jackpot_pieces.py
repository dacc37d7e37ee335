"""A new FIRST 5 JACKPOT amount makes and lays the meter's and the share line's pieces, not the whole
panel again (issue 27: at 3840x2160 each new amount copied and drew the whole 0.3 M px panel, ~2 ms,
and laid it again on the table's layer); the layer stays the panel drawn whole, pixel for pixel."""

from __future__ import annotations

from functools import partial

import pygame
import pytest
from helpers import scene_app

from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.base import TEXT_FLOOR
from scenes.ui import gfx
from scenes.ui.canvas import Canvas


@pytest.mark.parametrize("size", [(3840, 2160), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_new_jackpot_amount_lays_its_pieces_only(tmp_path, monkeypatch, size):
    """Fails on the old code: a new amount made the whole panel again (a panel drawn) and laid it."""
    with scene_app.native_app(tmp_path, size, animation_speed="instant") as app:
        table = scene_app.open_table(app, TexasBonusTable, "jackpot")
        app.step([], 1 / 60)
        app.present()
        view, layer = table.view, table.view._layer
        assert isinstance(layer, Canvas)
        layer_again = partial(_drawn_as_the_table_draws, view, layer)
        layer_again()
        panel = layer.rect(table.panel_places()[1])
        made: list[object] = []
        canvas = gfx.panel_canvas
        monkeypatch.setattr(gfx, "panel_canvas", lambda *a, **k: made.append(a) or canvas(*a, **k))
        table.jackpot_amount += 123_456
        laid = layer_again()
        assert made == []
        assert 0 < sum(r.w * r.h for r in laid) <= 0.3 * panel.w * panel.h
        assert all(r.colliderect(panel) for r in laid)
        kept = pygame.image.tobytes(layer.target.subsurface(panel), "RGB")
        monkeypatch.setattr(gfx, "panel_canvas", canvas)
        table._jackpot = None  # the panel made afresh with this amount, the layer laid whole
        view._forget_recordings()
        layer_again()
        assert pygame.image.tobytes(layer.target.subsurface(panel), "RGB") == kept


def _drawn_as_the_table_draws(view: object, layer: Canvas) -> list[pygame.Rect]:
    """The table's layer recorded and laid again, with no text under the table's floor (as it draws)."""
    with gfx.text_floor(TEXT_FLOOR):
        return view._draw_canvas_layer(layer)  # type: ignore[attr-defined, no-any-return]
