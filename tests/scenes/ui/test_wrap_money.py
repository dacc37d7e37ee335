"""A wrapped line never leaves a currency sign at a line's end: '€ 30,00' stays together (the
dealer's log broke 'perdi €' / '30,00.' at 150 %)."""

from __future__ import annotations

import pygame

from scenes.ui import gfx


def test_a_currency_sign_stays_with_its_amount():
    pygame.init()
    text = "€ 20,00 restituiti · perdi € 30,00."
    for width in range(gfx.font(19).size("€ 30,00.")[0], gfx.font(19).size(text)[0] + 1, 3):
        lines = gfx.wrap(text, 19, width)
        assert " ".join(lines) == text
        assert not any(line.endswith("€") for line in lines), (width, lines)
