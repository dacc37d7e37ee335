"""The summary explains (issue 28): a lost bet shows what was lost, the reason a showdown of two
hands named alike went as it did is under the head and in the dealer's log, in both languages."""

from __future__ import annotations

import pytest
from helpers.scene_app import table_app
from helpers.table_fixture import table_fixture

from gamelib.events import Announcement, BetSettled, Outcome
from scenes.games.heads_up.table import HeadsUpTable
from scenes.table.events import ResultBanner, translate


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


table = table_fixture(HeadsUpTable, "result-reasons")

KICKER = {"hand": 3000, "win": 14, "lose": 12}


@pytest.mark.parametrize("lang, lost, push", [("en", "−€ 5.00", "€ 5.00"), ("it", "−€ 5,00", "€ 5,00")])
def test_a_lost_bet_shows_what_was_lost(app, lang, lost, push):
    app.update_settings(language=lang)
    assert ResultBanner.amount_said(app, BetSettled("ante", 500, 0, Outcome.LOSE)) == lost
    assert ResultBanner.amount_said(app, BetSettled("ante", 500, 0, Outcome.FOLDED)) == lost
    assert ResultBanner.amount_said(app, BetSettled("ante", 500, 500, Outcome.PUSH)) == push


def test_a_casino_hand_is_named_with_its_reason():
    text = translate("why.kicker_dealer", "en", {**KICKER, "to": "hand2"})
    assert text.startswith("HAND 2 · ")
    assert "the dealer's Ace kicker beats your Queen kicker" in text
    assert "Asso" in translate("why.kicker_dealer", "it", KICKER)


def test_the_reason_is_under_the_summary_head_and_in_the_log(app, table):
    table.banner.results = [BetSettled("ante", 500, 0, Outcome.LOSE)]
    table.banner.show(500, 0)
    plain = table.banner.render(table).get_height()
    table.player.play([Announcement("why.kicker_dealer", dict(KICKER))])
    table.player.flush()
    table.banner._cache = None
    assert table.banner.render(table).get_height() > plain
    assert any("Ace kicker" in m for m in table.panels.message_log.messages)
    app.update_settings(language="it")
    assert any("kicker Asso" in m for m in table.panels.message_log.messages)
