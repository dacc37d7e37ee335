"""A whole round at 150 %, watched frame by frame (every 100 ms of fake time, at the normal
pace): the result summary never lies over a card, a hand's name or a bet spot, while the cards
turn or after; every card and hand name stays on the screen; the decision buttons never cover a card."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import open_table, table_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.base import TableScene

SCREEN = pygame.Rect(0, 0, 1920, 1080)
GAMES = [(TexasBonusTable, ("ante", "bonus")), (CasinoHoldemTable, ("ante1", "bonus1", "ante2")),
         (HeadsUpTable, ("ante", "trips"))]
FOLDS = {"fold", "check"}  # play every hand to the showdown


def watch(app, table: TableScene, seconds: float, seen: list[str]) -> None:
    for _ in range(round(seconds / 0.1)):
        app.step([], 0.1)
        app.frame_image((1280, 720))
        cards = [s.rect for s in table.cards.values()]
        names = list(table.shown_hand_names().values())
        for r in cards + names:
            assert SCREEN.contains(r), r
        if table.banner.visible:
            box = table.banner.rect(table).inflate(-4, -4)
            assert box.collidelist(cards) == -1, (box, cards[box.collidelist(cards)])
            assert box.collidelist(names) == -1, (box, names)
            spots = [pygame.Rect(s.centre[0] - s.radius, s.centre[1] - s.radius - 30, 2 * s.radius, 2 * s.radius + 70)
                     for s in table.controls.spots.values()]
            assert box.collidelist(spots) == -1, (box, spots)  # nor a bet spot (issue 28)
            seen.append("banner")
        if table.decisions is not None and table.session.in_round and not table.player.busy:
            for b in table.decisions.active():
                assert b.rect.collidelist(cards) == -1, (b.rect, cards)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("cls,spots", GAMES, ids=lambda v: getattr(v, "__name__", ""))
def test_a_round_at_150_frame_by_frame(tmp_path, cls, spots, lang):
    with table_app(tmp_path, lobby=False, animation_speed="normal") as app:
        app.update_settings(ui_scale=150, language=lang)
        table = open_table(app, cls, "play")
        for spot in spots:
            table.controls.click_spot(spot)
        table.deal()
        seen: list[str] = []
        for _ in range(8):
            watch(app, table, 2.5, seen)
            if not table.session.in_round:
                break
            assert table.decisions is not None
            table.decisions.sync()
            choice = next(d for d, b in table.decisions.buttons if d.action not in FOLDS and b.enabled)
            table.act(choice.action, **choice.params)
        watch(app, table, 3.0, seen)
        assert not table.session.in_round and "banner" in seen
