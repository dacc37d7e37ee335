"""One font family for the UI (issue 14): a line with a suit keeps Lato for its words.

Only the characters Lato lacks (suits, arrows) come from DejaVu; before, the whole line
switched to DejaVu as soon as it held one suit (the hint, HOLD/HELD, EV table, history).
"""

from __future__ import annotations

import pygame

from scenes.ui import gfx


def test_a_line_with_a_suit_keeps_lato_for_its_words():
    pygame.init()
    lato, dejavu = gfx.font(24, "bold"), gfx.font(24, "symbols_bold")
    line = gfx.text("Strategy hint: hold A♦", 24, gfx.CREAM, "bold")
    expected = lato.size("Strategy hint: hold A")[0] + dejavu.size("♦")[0]
    assert line.get_width() == expected
    assert line.get_width() != dejavu.size("Strategy hint: hold A♦")[0]


def test_runs_share_one_baseline_and_the_line_holds_the_tallest():
    pygame.init()
    line = gfx.text("K♣ 3♦", 20)
    words = gfx.font(20).render("K 3", True, gfx.CREAM)
    suits = gfx.font(20, "symbols").render("♣♦", True, gfx.CREAM)
    assert line.get_height() >= max(words.get_height(), suits.get_height())
