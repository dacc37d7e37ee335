"""Video poker's log agrees with its meter: a hand whose line pays the bet back (Jacks or Better
pays 1 for 1) shows 'Jacks or Better · WIN € 5.00' and WIN € 5.00, so the log says 'You win
€ 5.00', not 'Bets returned: € 5.00' (a house table's push, which its summary calls PUSH)."""

from __future__ import annotations

import pytest
from helpers.scene_app import open_table, table_app

from scenes.games.video_poker.table import VideoPokerTable


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


@pytest.mark.parametrize("lang, win, push", [("en", "You win € 5.00.", "Bets returned: € 5.00."),
                                             ("it", "Hai vinto € 5,00.", "Puntate restituite: € 5,00.")])
def test_a_line_that_pays_the_bet_back_is_a_win_in_the_log(app, lang, win, push):
    app.update_settings(language=lang)
    table = open_table(app, VideoPokerTable, "vp-log-words")
    table.announce_result(500, 500)
    log = table.panels.message_log.messages
    assert win in log and push not in log
