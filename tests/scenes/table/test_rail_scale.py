"""The parts every house table shares at a real UI scale: the rail's texts grow (BALANCE, BET,
WIN, MAKE YOUR DECISION, the chip keys), stay inside the window and off the bet spots; the
LIMITS rows keep one size; at 100 % the boxes stand where they were designed."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import table_app

from scenes.showcase import scale_check
from scenes.table import registry
from scenes.table.layout import demo_seed
from scenes.ui import gfx

SCREEN = pygame.Rect(0, 0, *gfx.LOGICAL_SIZE)
TABLES = [c for g in registry.lobby_games() if (c := registry.scene_class(g)) is not None
          and g != "twister"]


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def open_table(app, cls, name="rail-scale"):
    scene = cls(app, seed_source=demo_seed(name))
    app.open_tables.append(scene)
    app.manager.push(scene)
    app.step([], 0.016)
    return scene


def dealt(app, cls):
    """A table in a round, its decision buttons showing (video poker: its hand dealt)."""
    from scenes.showcase import table_demos

    table = open_table(app, cls)
    table_demos.demo_bets(table)
    table.deal()
    table.player.flush()
    app.step([], 0.016)
    return table


def growth_of(app, words):
    normal = scale_check.draw_now(app, ui_scale=100, large_text=False)
    large = scale_check.draw_now(app, ui_scale=150, large_text=False)
    grew = scale_check.growth(normal, large)
    return {w: grew.get(w, 0.0) for w in words}, large


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_rail_grows_half_again_at_150(app, lang):
    app.update_settings(language=lang)
    cls = registry.scene_class("texas-holdem-bonus")
    table = dealt(app, cls)
    tr = app.tr
    words = [tr("table.balance"), tr("table.bet"), tr("table.win"), tr("table.make_decision"), "3", "5"]
    grew, _ = growth_of(app, words)
    assert all(r >= 1.33 for r in grew.values()), grew  # ink heights: 1.5x the font, rounded
    for box in (table.panels.balance_box, table.panels.bet_box, table.panels.win_box):
        assert SCREEN.contains(box.rect)  # inside the window, the three rows apart
    boxes = [table.panels.balance_box.rect, table.panels.bet_box.rect, table.panels.win_box.rect]
    assert all(a.bottom <= b.top for a, b in zip(boxes, boxes[1:]))


@pytest.mark.parametrize("cls", TABLES, ids=[c.game_id for c in TABLES])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_the_rail_keeps_off_the_spots_and_the_buttons(app, cls, settings):
    app.update_settings(**settings)
    table = dealt(app, cls)
    table.view.draw(app.canvas)
    boxes = [b.rect for b in (table.panels.balance_box, table.panels.bet_box, table.panels.win_box)]
    buttons = [b.rect for b in table.active_buttons() if b not in table.top_buttons]
    buttons += [b.rect for b in getattr(table.controls, "bet_buttons", [])]
    spots = [s.rect for s in table.controls.spots.values()]
    for box in boxes:
        assert SCREEN.contains(box)
        assert box.collidelist(buttons) == -1, (box, buttons)
        assert box.collidelist(spots) == -1
        assert box.top >= table.RAIL_Y  # on the rail, not over the felt
    if table.decisions is not None and table.decisions.place == table.decisions.on_the_rail:
        for b in table.decisions.active():
            assert SCREEN.contains(b.rect) and b.rect.collidelist(spots) == -1


@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_the_limits_rows_keep_one_size(app, settings):
    table = open_table(app, registry.scene_class("texas-holdem-bonus"))
    panel = table.panels.limits_panel

    def rows():
        panel.forget()
        return scale_check.record(lambda: panel.draw(app.canvas))

    normal = rows()
    app.update_settings(**settings)
    large = rows()
    grew = scale_check.growth(normal, large)
    names = [name for name, _, _ in table.limit_rows()]
    ratios = [grew[n] for n in names]
    assert max(ratios) / min(ratios) <= 1.1, dict(zip(names, ratios))
    assert min(ratios) >= 1.2
    assert SCREEN.contains(panel.rect) and panel.rect.h > 52 + 27 * len(names)  # the box grew with its rows
    heights = {t.s: t.ink.h for t in large}
    assert heights[names[0]] > 0


def test_at_100_the_boxes_stand_as_designed(app):
    table = open_table(app, registry.scene_class("texas-holdem-bonus"))
    bx = table.BOX_X
    assert table.panels.balance_box.rect == pygame.Rect(bx, 926, 396, 70)
    assert table.panels.bet_box.rect == pygame.Rect(bx, 1004, 193, 66)
    assert not table.panels.balance_box.beside
    app.update_settings(ui_scale=150)
    assert table.panels.balance_box.beside
    app.update_settings(ui_scale=100)
    assert table.panels.balance_box.rect == pygame.Rect(bx, 926, 396, 70)
    lx, ly, lw, _ = table.LIMITS_RECT
    assert table.panels.limits_panel.rect == pygame.Rect(lx, ly, lw, 52 + 27 * len(table.limit_rows()))


@pytest.mark.parametrize("scale", [100, 150])
def test_a_hand_plate_grows_upwards_and_keeps_its_bottom(app, scale):
    from scenes.ui.widgets.info import HandLabel

    label = HandLabel((960, 700))
    label.text = "Two Pair, Nines and Threes"
    gfx.set_text_settings(app.settings.replace(ui_scale=100))
    designed = label.plate(gfx.text(label.text, label.size, gfx.WHITE, "bold").get_size())
    gfx.set_text_settings(app.settings.replace(ui_scale=scale))
    try:
        plate = label.plate(gfx.text(label.text, label.size, gfx.WHITE, "bold").get_size())
    finally:
        gfx.set_text_settings(app.settings)
    assert plate.bottom == designed.bottom  # the spots' names under it stay clear
    assert plate.h >= designed.h * (scale / 100) - 8 and plate.w > designed.w * (scale / 100) * 0.9


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_top_band_grows_and_keeps_clear_of_the_close_button(app, lang):
    app.update_settings(language=lang)
    table = dealt(app, registry.scene_class("texas-holdem-bonus"))
    code = app.tr("table.game_code")
    grew, large = growth_of(app, [code])
    assert grew[code] >= 1.3
    leave, lobby = table.leave_button.rect, table.lobby_button.rect
    assert leave.w > 62 and lobby.h > 62 and SCREEN.contains(leave) and SCREEN.contains(lobby)
    for t in large:
        if t.s == code or t.s.endswith("GMT") or t.s.startswith("SHA-256"):
            assert t.ink.right < leave.left and t.ink.bottom < 100, t.s  # left of the ✕, in the band


def test_the_dealer_log_wraps_a_long_line_at_the_players_size(app):
    table = open_table(app, registry.scene_class("texas-holdem-bonus"))
    long = "Your Bonus and Jackpot bets were lost, the Ante and the Play bets push this time."
    table.say(long)
    log = table.panels.message_log
    normal = scale_check.record(lambda: (log.forget(), log.draw(app.canvas)))
    app.update_settings(ui_scale=150)
    large = scale_check.record(lambda: (log.forget(), log.draw(app.canvas)))
    lines = [t for t in large if t.s in long and t.s != long]
    assert len(lines) >= 2  # wrapped, not shrunk
    assert " ".join(t.s for t in lines) == long
    title = app.tr("table.messages")
    grew = scale_check.growth(normal, large)
    assert grew[title] >= 1.3
    for t in large:
        assert pygame.Rect(0, 0, *log.rect.size).contains(t.ink), t.s


@pytest.mark.parametrize("scale", [100, 150])
def test_the_live_light_lies_on_its_side_at_a_larger_scale(app, scale):
    app.update_settings(pace="live", ui_scale=scale)
    table = open_table(app, registry.scene_class("texas-holdem-bonus"))
    table.update(0.1)
    drawn = scale_check.record(lambda: (table.view.invalidate(), table.draw(app.canvas)))
    light = table.panels.light.rect
    seconds = [t for t in drawn if t.s.isdigit() and t.pos[0] == light.centerx]
    assert seconds and SCREEN.contains(light)
    if scale == 100:
        assert light == pygame.Rect(1836, 100, 62, 168)  # as designed
        return
    assert light.w > light.h and not light.colliderect(table.leave_button.rect)
    assert seconds[0].ink.bottom < 246 and seconds[0].ink.h >= 30  # above the felt's right column, large
    for t in drawn:  # clear of GAME CODE's lines
        if t.s.startswith(("SHA-256", app.tr("table.next_round"))):
            assert not t.ink.colliderect(light), t.s
