"""The house tables after a change of settings mid-round: the dealer's log says every line
again in the new language (the FIRST 5 JACKPOT line too), and the shared felt is drawn again
at a new UI scale."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import open_table, table_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus import demo as thb_demo
from scenes.games.texas_bonus.table import TexasBonusTable


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def test_the_jackpot_line_follows_a_language_switch(app):
    scene = open_table(app, TexasBonusTable, "texas-holdem-bonus-royal", listed=False)
    dict(thb_demo.demo_states())["royal"](scene)
    assert scene.session.last_round.won_progressive
    won = sum(r.paid for r in scene.banner.results if r.spot == "jackpot")
    english = app.tr("thb.jackpot_won", amount=app.money(won))
    assert english in scene.panels.message_log.messages
    app.update_settings(language="it")
    italian = app.tr("thb.jackpot_won", amount=app.money(won))
    assert italian != english
    said = scene.panels.message_log.messages
    assert italian in said and english not in said, said


@pytest.mark.parametrize("game", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable])
def test_a_shared_felt_is_drawn_again_at_a_new_scale(app, game):
    """Two tables of one game share their felt; at a new UI scale its title grows, so the felt
    the other table still holds is not handed back."""
    first = open_table(app, game, listed=False)
    second = open_table(app, game, "keys", listed=False)
    held = first.view.background()
    assert second.view.background() is held
    app.update_settings(ui_scale=150)
    second.language_changed()
    grown = second.view.background()
    assert grown is not held
    assert grown.get_bounding_rect() == held.get_bounding_rect()  # same felt, only the title grew
    assert pygame.image.tobytes(grown, "RGB") != pygame.image.tobytes(held, "RGB")
