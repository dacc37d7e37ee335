"""No bare felt (issue 14): Texas Bonus and Heads Up print where the dealer's, the board's and
the player's cards will lie, so the table reads as a table before the first deal."""

from __future__ import annotations

import pygame
import pytest

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.base import TableScene
from scenes.ui import card_art, gfx


@pytest.mark.parametrize("cls", [TexasBonusTable, HeadsUpTable])
def test_every_card_place_is_printed_on_the_felt(tmp_path, cls: type[TableScene]):
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    scene = cls(app)
    felt = scene.view.background()
    for to in ("dealer", "board", "player"):
        place = scene.CARD_PLACES[to]
        for i in range(place.count):
            x, y, w = place.position(i)
            left = int(x) - (card_art.card_size(w)[0] + 6) // 2
            assert felt.get_at((left, int(y)))[:3] == gfx.GOLD_DARK, (to, i)
