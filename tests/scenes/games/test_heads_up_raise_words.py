"""Heads Up Hold'em's RAISE buttons read as its rules and the other tables do: "RAISE 3x" (PLAY
2x at Texas Hold'em Bonus; the lobby's "raise 3x, 2x or 1x"), not "RAISE x3"."""

from __future__ import annotations

import re

import pytest

from gamelib.games import find_game
from gamelib.i18n import tr


@pytest.mark.parametrize("lang", ["en", "it"])
def test_raise_words_put_the_times_before_the_x(lang: str) -> None:
    find_game("heads-up-holdem")  # (its catalogue with it)
    words = [tr(f"headsup.raise{n}", lang) for n in (1, 2, 3)] + [tr("headsup.raise_x", lang, times=4),
                                                                   tr("headsup.rules", lang)]
    assert all(not re.search(r"\bx\d", w) for w in words), words
    assert all(re.search(r"\b[1-4]x\b", w) for w in words), words
