"""Casino Hold'em names the dealer's qualifying pair as the hand names do, in both languages:
"PAIR OF FOURS" / "COPPIA DI QUATTRO", the rank's plural word (``rank.4.plural``), not a
digit with an s ("PAIR OF 4S" on the felt, upper-cased, read oddly; "coppia di 4" in Italian)."""

from __future__ import annotations

import re

import pytest

from gamelib.i18n import tr
from scenes.table import registry as tables

KEYS = ("felt.casino.rule", "casino.qualifies", "casino.rules", "lobby.card.casino-holdem",
        "help.section.casino-holdem")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_qualifying_pair_is_named_in_words(lang: str) -> None:
    tables.lobby_games()  # (the game's own texts merged in)
    fours = tr("rank.4.plural", lang).lower()
    for key in KEYS:
        text = tr(key, lang)
        assert text != key and fours in text.lower(), (key, text)
        assert not re.search(r"\b4s\b|\bdi 4\b", text, re.IGNORECASE), (key, text)
