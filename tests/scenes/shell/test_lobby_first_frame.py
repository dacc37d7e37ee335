"""The lobby's first frame in a window of its own pixels: drawn straight into the window (no
layer the size of the window, which the second frame makes again with the tiles' art anyway),
the same pixels as the layer it no longer makes."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import lobby_tile
from scenes.shell.lobby import LobbyScene
from scenes.table import registry as tables
from scenes.ui.canvas import Canvas

WINDOW = (2560, 1440)


def window_canvas(app) -> Canvas:
    return Canvas(pygame.Surface(WINDOW), app.draw_context.with_window(WINDOW))


def test_the_first_frame_makes_no_layer_and_the_second_does(app, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[bool] = []
    new_layer = Canvas.new_layer
    monkeypatch.setattr(Canvas, "new_layer", lambda self, alpha=False: made.append(alpha) or new_layer(self, alpha))
    lobby = LobbyScene(app)
    canvas = window_canvas(app)
    lobby.draw(canvas)
    assert made == []
    lobby.draw(canvas)
    assert made == [False]


def test_the_first_frame_has_the_pixels_of_the_layer_it_no_longer_makes(app, monkeypatch: pytest.MonkeyPatch) -> None:
    direct = window_canvas(app)
    LobbyScene(app).draw(direct)
    through_layer = window_canvas(app)
    lobby = LobbyScene(app)
    lobby._drawn = 1  # the first frame's layer (its tiles bare), laid as the old first frame did
    through_layer.blit(lobby._static_layer(through_layer), (0, 0))
    lobby._drawn = 0
    monkeypatch.setattr(lobby, "_draw_static", lambda surface: None)  # the rest drawn over it
    lobby.draw(through_layer)
    assert pygame.image.tobytes(direct.target, "RGB") == pygame.image.tobytes(through_layer.target, "RGB")


def test_the_first_frame_makes_the_bare_tile_art_once_and_forgets_it_after(
        app, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[bool] = []
    tile_art = lobby_tile.tile_art
    monkeypatch.setattr(lobby_tile, "tile_art", lambda *a, **k: made.append(a[7]) or tile_art(*a, **k))
    lobby = LobbyScene(app)
    canvas = window_canvas(app)
    lobby.draw(canvas)
    shown = {(tables.is_available(g), lobby.under_jackpot(g, 0)) for g in lobby.games}
    assert len(lobby.games) > len(shown) and made == [True] * len(shown)  # one bare felt per look
    lobby.draw(canvas)
    assert made[len(shown):] == [False] * len(lobby.games)
    assert all(key[0] != "bare" for key in lobby._art)
