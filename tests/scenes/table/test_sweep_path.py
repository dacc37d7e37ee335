"""Chips swept or paid mid-round travel along the row of the spots, to or from the table's
edge: never over the title band or a card (issue 28, seen in tools/frame_sequence.py: the
sweep to the dealer crossed the dealer's cards)."""

from __future__ import annotations

import pygame

from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable


def test_the_dealer_side_lies_on_the_spot_row_at_the_edge():
    for cls in (TexasBonusTable, HeadsUpTable):
        for centre in cls.SPOTS.values():
            x, y = cls.dealer_side(centre)
            assert y == centre[1] and x > 1800
            path = pygame.Rect(min(centre[0], int(x)), centre[1] - 40, abs(int(x) - centre[0]), 80)
            for place in cls.CARD_PLACES.values():  # no card place on the way
                _, py, w = place.position(0)
                assert py + w < path.top or py - w > path.bottom, (cls.__name__, place)
