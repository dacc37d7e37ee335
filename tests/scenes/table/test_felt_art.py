"""The printed felt (issue 28): drawn at any pixel size, each game's own prints, the weave."""

from __future__ import annotations

import pygame
import pytest

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table import felt_art


def _plain(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill((20, 90, 50))
    return surf


@pytest.mark.parametrize("width", [1280, 1920, 3840])
def test_a_print_lands_where_designed_at_any_pixel_size(width: int):
    pygame.init()
    surf = _plain((width, width * 9 // 16))
    box = felt_art.arc_text(surf, "DEALER QUALIFIES", (960, 300), 600, 30, 20)
    k = width / 1920
    assert abs(box.centerx - 960 * k) < 30 * k
    assert box.width <= 620 * k  # fitted to the arc's width
    assert 280 * k - 40 * k < box.top < 300 * k


def test_a_long_print_shrinks_to_its_arc():
    pygame.init()
    surf = _plain((1920, 1080))
    box = felt_art.arc_text(surf, "A RULE FAR TOO LONG FOR THE ROOM IT WAS GIVEN ON THE FELT", (960, 300), 300, 10, 24)
    assert box.width <= 320


def test_the_weave_is_fixed_and_changes_the_cloth():
    pygame.init()
    a, b = _plain((600, 300)), _plain((600, 300))
    felt_art.weave(a)
    felt_art.weave(b)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    colours = {a.get_at((x, 50))[:3] for x in range(0, 600, 7)}
    assert len(colours) > 20  # fibres, not a flat colour


def test_the_rail_is_padded_and_holds_the_chip_tray():
    pygame.init()
    surf = _plain((1920, 1080))
    felt_art.rail(surf, 900, pygame.Rect(20, 930, 700, 120))
    roll = [sum(surf.get_at((1500, y))[:3]) for y in range(910, 946)]
    assert max(roll) > min(roll) + 60  # lit on the roll, shaded under it
    assert sum(surf.get_at((300, 1000))[:3]) < sum(surf.get_at((1500, 915))[:3])  # the tray is sunk


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable])
def test_each_game_prints_its_own_felt(tmp_path, cls):
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    felts = {}
    for other in (TexasBonusTable, CasinoHoldemTable, HeadsUpTable):
        felts[other] = pygame.image.tobytes(other(app).view.background(), "RGB")
    assert len(set(felts.values())) == 3
    scene = cls(app)
    felt = scene.view.background()
    for centre in scene.SPOTS.values():  # a printed box around every spot (its edge in the print's ink)
        x, y = centre
        edge = [felt.get_at((x + dx, y))[:3] for dx in range(scene.SPOT_RADIUS, scene.SPOT_RADIUS + 20)]
        assert any(c[0] > c[1] * 0.8 and c[0] > 90 for c in edge), centre
