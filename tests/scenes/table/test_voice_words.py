"""The dealer's voice says what the table shows (issue 28): bets closing is 'Rien ne va plus.'
in Italian on the screen and in the voice."""

from __future__ import annotations

from gamelib.i18n import tr
from scenes.ui.voice import LINES


def test_the_italian_voice_says_the_tables_words_when_bets_close():
    assert LINES["bets_closed"]["it"] == tr("pace.bets_closed", "it") == "Rien ne va plus."
