"""What the result summary and the dealer's log say: money back but less than staked is no win;
the log follows a language change; a long bet line in the summary is wrapped, not cut."""

from __future__ import annotations

import pygame
import pytest
from helpers import scale
from helpers.scene_app import open_table, table_app
from helpers.table_fixture import table_fixture

from gamelib.events import Announcement, BetSettled, Outcome
from scenes.games.heads_up.table import HeadsUpTable
from scenes.showcase import scale_check
from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


table = table_fixture(HeadsUpTable, "result-words")


def head(table) -> str:
    return table.banner._head(table)


@pytest.mark.parametrize("lang, said, logged", [
    ("en", "€ 3.00 BACK · YOU LOSE € 2.00", "€ 3.00 back · you lose € 2.00."),
    ("it", "€ 3,00 RESTITUITI · PERDI € 2,00", "€ 3,00 restituiti · perdi € 2,00."),
])
def test_money_back_but_less_than_staked_is_not_a_win(app, table, lang, said, logged):
    app.update_settings(language=lang)
    table.banner.show(500, 300)  # ANTE pushed, a side bet lost: staked 5, paid 3
    assert head(table) == said
    table.announce_result(500, 300)
    log = table.panels.message_log.messages
    assert logged in log
    assert not any(w in m for m in log for w in ("You win", "Hai vinto"))


def test_a_win_a_push_and_a_loss_keep_their_words(app, table):
    table.banner.show(500, 800)
    assert head(table) == "YOU WIN € 8.00"
    table.banner.show(500, 500)
    assert head(table) == app.tr("table.push")
    table.banner.show(500, 0)
    assert head(table) == app.tr("table.you_lose")


@pytest.mark.parametrize("lang, logged", [("en", "Bets returned: € 5.00."),
                                           ("it", "Puntate restituite: € 5,00.")])
def test_a_push_is_not_told_as_a_win_in_the_log(app, table, lang, logged):
    app.update_settings(language=lang)
    table.announce_result(500, 500)  # every bet back
    log = table.panels.message_log.messages
    assert logged in log
    assert not any(w in m for m in log for w in ("You win", "Hai vinto"))


def test_the_dealer_log_says_its_lines_again_in_the_new_language(app, table):
    table.announce_result(500, 800)
    before = table.panels.message_log.messages
    assert "Round over." in before and "You win € 8.00." in before
    app.update_settings(language="it")
    app.step([], 0.016)
    after = table.panels.message_log.messages
    assert "Mano conclusa." in after and "Hai vinto € 8,00." in after
    assert not any(m in after for m in ("Round over.", "You win € 8.00.", "Place your bets."))
    assert len(after) == len(before)


def test_an_announced_line_follows_the_language(app, table):
    table.player.play([Announcement("msg.round_over", {})])
    table.player.flush()
    app.update_settings(language="it")
    assert table.panels.message_log.messages[-1] == "Mano conclusa."


POCKET = BetSettled("pocket", 100, 1100, Outcome.WIN, "line.ace_with_k_q_j_offsuit")
ROWS = [BetSettled("ante", 500, 1000, Outcome.WIN), BetSettled("odds", 500, 500, Outcome.PUSH),
        BetSettled("trips", 100, 0, Outcome.LOSE), POCKET]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [100, 150])
def test_a_long_bet_line_is_wrapped_whole_in_the_summary(app, table, lang, scale):
    app.update_settings(language=lang, ui_scale=scale)
    banner = table.banner
    banner.results[:] = ROWS
    banner.show(1200, 2600)
    with gfx.text_floor(TEXT_FLOOR):  # as the table draws it
        drawn = scale_check.record(lambda: banner.render(table))
    on_panel = next(t.where for t in drawn if t.s == head(table))  # not the fitting probes
    drawn = [t for t in drawn if t.where == on_panel]
    hand = app.tr("line.ace_with_k_q_j_offsuit")
    words = " ".join(t.s.strip() for t in drawn)
    assert hand in words and "…" not in words  # the whole hand name, not cut short
    assert any(t.s.strip() == hand for t in drawn)  # on a line of its own under POCKET BONUS
    panel = banner.wide_rect(table)  # the wide summary (every bet's line)
    surf = banner.render(table)
    for t in drawn:  # every text inside the panel (30 px of shadow around it)
        assert pygame.Rect(15, 15, panel.w, panel.h).contains(t.ink), t.s
    for i, a in enumerate(drawn):  # and none over another
        for b in drawn[i + 1:]:
            assert not a.ink.colliderect(b.ink), (a.s, b.s)
    assert surf.get_height() - 30 == panel.h
    gfx.set_text_settings(app.settings)


@pytest.mark.parametrize("game", ["casino-holdem", "texas-holdem-bonus", "heads-up-holdem"])
@scale.at_larger_scales
def test_the_summary_grows_but_keeps_off_the_hand_names(app, game, settings):
    from scenes.showcase import table_demos
    from scenes.table import registry

    scene = registry.scene_class(game)
    assert scene is not None
    table = open_table(app, scene, "summary-room", frame=None)
    table_demos.demo_bets(table)
    table.deal()
    table_demos.demo_finish(table)
    table.player.flush()
    def summary():
        table.banner._cache = None
        with gfx.text_floor(TEXT_FLOOR):
            return scale_check.record(lambda: table.banner.render(table))

    normal = summary()
    app.update_settings(**settings)
    assert table.banner.visible and table.shown_hand_names()
    panel = table.banner.rect(table)
    for to, plate in table.shown_hand_names().items():
        assert not panel.colliderect(plate), to
    grew = sorted(scale_check.growth(normal, summary()).values())
    assert grew and grew[len(grew) // 2] >= 1.2, grew  # the summary grew (at one factor) all the same
