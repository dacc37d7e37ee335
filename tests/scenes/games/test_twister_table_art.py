"""The Twister table's art (``scenes.games.twister.table_art``): an oval table in a padded rail
in a room, made at the pixels it is shown (a 4K rail twice a 1080p one), once per size, the
same whether laid whole or a band of rows at a time; every card of the large table on its felt."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table_view import table_on_show
from scenes.games.twister import layout, paint, table_art
from scenes.games.twister.layout import UNIT_H, UNIT_W, table_rects
from scenes.table import felt_art


@pytest.fixture(autouse=True)
def _fresh() -> Any:
    pygame.init()
    table_art.forget()
    paint._tables.clear()
    yield
    table_art.forget()
    paint._tables.clear()


def _rail_rows(size: tuple[int, int], table: pygame.Rect) -> int:
    """Rows of the large table's rail (its trim with it) down the window's middle column, as laid:
    the pixels that change when the rail's pieces are laid over the room and felt."""
    laid = pygame.Surface(size)
    table_art.lay_table(laid, laid.get_rect(), table, "green", large=True)
    at = table_art.Placed.on(table_art.LARGE, table)
    rail = table_art.Rail(table_art.LARGE, at)
    x = table.centerx
    opaque = 0
    for surface, (px, py), _ in rail.pieces(laid.get_rect()):
        if not (px <= x < px + surface.get_width()):
            continue
        for y in range(py, min(py + surface.get_height(), round(at.middle))):
            colour = surface.get_at((x - px, y - py))
            if colour.a == 255:
                assert laid.get_at((x, y))[:3] == colour[:3]  # laid as made
                opaque += 1
    return opaque


def test_the_rail_is_made_at_the_pixels_shown_twice_as_thick_at_4k() -> None:
    hd = _rail_rows((1920, 1080), pygame.Rect(160, 96, 1600, 820))
    uhd = _rail_rows((3840, 2160), pygame.Rect(320, 192, 3200, 1640))
    designed = (table_art.LARGE.rail - table_art.LARGE.felt) * 1600 / UNIT_W
    assert abs(hd - designed) <= 1.5
    assert abs(uhd - 2 * hd) <= 1


def test_a_tables_art_is_made_once_per_size_and_felt(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[int, int]] = []
    lay = table_art.lay_table

    def counted(target: pygame.Surface, *args: Any, **kwargs: Any) -> None:
        made.append(target.get_size())
        lay(target, *args, **kwargs)

    monkeypatch.setattr(table_art, "lay_table", counted)
    window = pygame.Surface((1920, 1080))
    tile = pygame.Rect(600, 20, 640, 328)
    for _ in range(3):  # a grid tile drawn frame after frame
        paint.draw_table_art(window, tile, tile, "green", large=False)
    assert made == [(640, 328)]
    paint.draw_table_art(window, tile.inflate(-40, -20), tile.inflate(-40, -20), "green", large=False)
    paint.draw_table_art(window, tile, tile, "blue", large=False)
    assert made == [(640, 328), (600, 308), (640, 328)]


def test_the_rails_pieces_are_made_once_per_size(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[float] = []
    colours = table_art._colours

    def counted(shape: table_art.Shape, k: float) -> Any:
        made.append(k)
        return colours(shape, k)

    monkeypatch.setattr(table_art, "_colours", counted)
    layer = pygame.Surface((1920, 1080))
    for _ in range(2):
        table_art.lay_table(layer, layer.get_rect(), pygame.Rect(160, 96, 1600, 820), "green", large=True)
    assert made == [1.0]
    big = pygame.Surface((3840, 2160))
    table_art.lay_table(big, big.get_rect(), pygame.Rect(320, 192, 3200, 1640), "green", large=True)
    assert made == [1.0, 2.0]


@pytest.mark.parametrize("size, table, large", [
    ((1280, 720), pygame.Rect(107, 64, 1067, 547), True),  # the spine between rows: no mirrored rows
    ((640, 328), pygame.Rect(0, 0, 640, 328), False),
], ids=["720p", "tile"])
def test_laid_a_band_of_rows_at_a_time_it_is_the_same_as_laid_whole(size: tuple[int, int], table: pygame.Rect,
                                                                   large: bool) -> None:
    whole = pygame.Surface(size)
    table_art.lay_table(whole, whole.get_rect(), table, "green", large=large)
    table_art.forget()
    banded = pygame.Surface(size)
    banded.fill((255, 0, 0))
    for top in [-1, *range(0, size[1], 97)]:  # as a layer made ahead: its parts first, on no pixel
        banded.set_clip(pygame.Rect(0, 0, 0, 0) if top < 0 else pygame.Rect(0, top, size[0], 97))
        table_art.lay_table(banded, banded.get_rect(), table, "green", large=large)
    banded.set_clip(None)
    assert pygame.image.tobytes(banded, "RGB") == pygame.image.tobytes(whole, "RGB")


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["100", "150"])
def test_every_card_of_the_large_table_lies_on_its_felt(monkeypatch: pytest.MonkeyPatch, scale: float) -> None:
    monkeypatch.setattr(layout.gfx, "ui_scale", lambda: scale)  # the seats move out at a larger scale
    shape = table_art.LARGE
    seen = set()
    for moment, n in SIDE_POT_MOMENTS.items():
        table = side_pot_table(n)
        for name, box in table_rects(table, table_on_show(table), pygame.Rect(0, 0, UNIT_W, UNIT_H), large=True):
            if not name.startswith(("board", "hole")):
                continue
            seen.add(name.split()[0])
            for x, y in (box.topleft, box.topright, box.bottomleft, box.bottomright):
                dx = max(shape.left - x, x - shape.right, 0)
                assert math.hypot(dx, y - shape.middle) <= shape.felt, (moment, name)
    assert seen == {"board", "hole"}


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_rail_of_controls_is_the_house_rail_made_once_and_laid_by_bands(size: tuple[int, int]) -> None:
    """The large table's rail of controls is the house tables' (``felt_art.rail``) pixel for
    pixel, its trim's upper half on the room too; made once per size (a band of a layer made ahead
    only lays it: a 4K rail made at each band was 22 ms a band), the same laid a band at a time."""
    room = pygame.Surface(size)
    room.fill((40, 22, 14))
    house, whole, banded = room.copy(), room.copy(), room.copy()
    felt_art.rail(house, 930)
    table_art.lay_control_rail(whole, 930)
    made = table_art._control_rails.get((*size, 930))
    assert made is not None
    for top in range(0, size[1], 97):
        banded.set_clip(pygame.Rect(0, top, size[0], 97))
        table_art.lay_control_rail(banded, 930)
    banded.set_clip(None)
    assert table_art._control_rails.get((*size, 930)) is made  # not made again
    for got in (whole, banded):
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(house, "RGB")
