"""The chip selected when a table opens makes a sensible first bet (issue 14): € 1, not 10 c."""

from __future__ import annotations

import pygame
import pytest

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.base import TableScene
from scenes.table.layout import first_bet_chip

CHIPS = (10, 50, 100, 500, 2500, 10_000, 50_000)


@pytest.mark.parametrize(("minimum", "balance", "chip"), [
    (10, 100_000, 100),      # a new save: € 1, one click a sensible ante
    (500, 100_000, 500),     # a € 5 table: its minimum in one click
    (700, 100_000, 500),     # no chip is the minimum: the largest below it
    (10, 80, 50),            # 80 c left: the largest chip the balance covers
    (10, 5, 10),             # nothing covered: the smallest (greyed) chip
])
def test_first_bet_chip(minimum, balance, chip):
    assert first_bet_chip(CHIPS, minimum, balance) == chip


def test_first_bet_chip_of_no_chips_is_none():
    assert first_bet_chip((), 10, 1000) is None


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable])
def test_a_table_opens_with_the_one_euro_chip_and_one_click_bets_it(tmp_path, cls: type[TableScene]):
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    app.update_settings(animation_speed="instant")
    scene = cls(app)
    app.manager.push(scene)
    rack = scene.controls.rack  # type: ignore[attr-defined]
    assert rack.current() == 100
    main = next(r.name for r in scene.definition.limits.chip_spots if not r.optional)
    scene.controls.click_spot(main)  # type: ignore[attr-defined]
    assert scene.session.slip.amount(main) == 100
