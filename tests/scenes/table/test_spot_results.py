"""Results on the spots themselves (issue 28): each decided bet says its fate where it lies."""

from __future__ import annotations

import pytest

from gamelib.events import BetSettled, Outcome
from scenes.games.texas_bonus import demo as thb_demo
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.layout import demo_seed
from scenes.table.spot_results import spot_tags, tag_rect


def test_each_outcome_has_its_words(app):
    tags = spot_tags(app, [BetSettled("ante", 500, 1000, Outcome.WIN), BetSettled("bonus", 100, 0, Outcome.LOSE),
                           BetSettled("odds", 500, 500, Outcome.PUSH), BetSettled("play", 1000, 0, Outcome.FOLDED),
                           BetSettled("trips", 0, 0, Outcome.LOSE)])
    assert tags["ante"].text == f"WIN {app.money(1000)}" and tags["ante"].tone == "win"
    assert tags["bonus"].text == f"−{app.money(100)}" and tags["bonus"].tone == "lose"
    assert tags["odds"].text == "PUSH"
    assert tags["play"].text == "FOLDED"
    assert "trips" not in tags  # nothing bet there: nothing said
    app.update_settings(language="it")
    assert spot_tags(app, [BetSettled("odds", 500, 500, Outcome.PUSH)])["odds"].text == "PAREGGIO"


def test_a_spot_settled_twice_says_the_whole(app):
    tags = spot_tags(app, [BetSettled("jackpot", 100, 0, Outcome.LOSE), BetSettled("jackpot", 0, 5000, Outcome.WIN)])
    assert tags["jackpot"].text == f"WIN {app.money(5000)}"


@pytest.mark.parametrize("state", ["result", "lost", "push", "folded"])
def test_the_tags_lie_under_their_spots_and_not_on_another(app, state):
    table = TexasBonusTable(app, seed_source=demo_seed(state))
    app.manager.push(table)
    dict(thb_demo.demo_states())[state](table)
    table.player.flush()
    tags = spot_tags(app, table.banner.results)
    assert tags, "a result without a tag on its spots"
    rects = {name: tag_rect(table.controls.spots[name], tag.text) for name, tag in tags.items()}
    names = list(rects)
    for i, a in enumerate(names):
        spot = table.controls.spots[a]
        assert abs(rects[a].centerx - spot.centre[0]) <= 1 and rects[a].top > spot.centre[1]
        for b in names[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_folded_hand_is_titled_folded_not_by_its_cards(app, lang):
    """Texas Bonus folded before the flop: the player's cards make a pair of aces with the
    board, but the hand was folded — its title says FOLDED (issue 28)."""
    app.update_settings(language=lang)
    table = TexasBonusTable(app, seed_source=demo_seed("folded"))
    app.manager.push(table)
    dict(thb_demo.demo_states())["folded"](table)
    table.player.flush()
    assert table.hand_labels["player"].text == app.tr("table.outcome.folded")
    assert "player" not in table.best_five
    app.update_settings(language="en" if lang == "it" else "it")
    table.reword_hands()
    assert table.hand_labels["player"].text == app.tr("table.outcome.folded")


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("table_name", ["casino-holdem", "heads-up-holdem", "texas-holdem-bonus"])
def test_a_tag_at_150_percent_leaves_the_rings_name_readable(app, lang, table_name):
    """A lost side bet's tag at 150 % lies under the name printed in its ring: 2 Hand Casino
    Hold'em's BONUS 1 (its name on two lines in a small ring) had the tag over its '1'."""
    import pygame

    from scenes.table import registry
    from scenes.ui import gfx

    app.update_settings(ui_scale=150, language=lang)
    try:
        table = registry.scene_class(table_name)(app, seed_source=demo_seed("tags"))
        table.update(0.01)
        for name, spot in table.controls.spots.items():
            assert spot.amount() == 0
            cx, cy = spot.centre
            r = spot.radius
            sheet = pygame.Surface((1920, 1080))
            spot.draw(sheet)
            band = pygame.Rect(cx - r * 35 // 100, cy - r * 65 // 100, r * 7 // 10, r * 13 // 10)  # in the ring
            rows = [y for y in range(band.top, band.bottom) for x in range(band.left, band.right)
                    if sum(sheet.get_at((x, y))[:3]) > 380]  # the name's letters (cream, or grey disabled)
            assert rows, name
            tag = tag_rect(spot, f"−{app.money(100)}")
            assert tag.top > max(rows), (name, tag, max(rows))
            assert tag.h >= gfx.font(20, "black").get_linesize() * 2 // 3  # still a tag to read
    finally:
        app.update_settings(ui_scale=100, language="en")
