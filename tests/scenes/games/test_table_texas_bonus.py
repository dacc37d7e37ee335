"""The Texas Hold'em Bonus table, headless: every demo state draws, a round is played end to
end with the mouse and the hotkeys, the jackpot meter follows the save, the advisor shows."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import open_table, table_app

from gamelib.jackpot import Jackpot
from scenes.games.texas_bonus import demo as thb_demo
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import table_demos
from scenes.ui import card_art


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def table(app, name="test") -> TexasBonusTable:
    return open_table(app, TexasBonusTable, name, listed=False)


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")], 0.016)


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


@pytest.mark.parametrize("name", [n for n, _ in thb_demo.demo_states()])
def test_every_demo_state_draws(app, name):
    scene = table(app, name)
    dict(thb_demo.demo_states())[name](scene)
    for _ in range(5):
        app.step([], 0.05)
    top = app.manager.top
    assert top is scene or (name in ("rules", "coach-marks", "coach-marks-deal")  # F1's rules, the coach marks
                            and getattr(top, "table", None) is scene)
    assert app.frame_image().get_size() == (1920, 1080)


def test_a_round_end_to_end_with_mouse_and_hotkeys(app):
    scene = table(app)
    thb_demo.demo_deck(scene, "result")  # A-K of hearts: a flush on the river
    start = app.wallet.balance
    key(app, pygame.K_4)  # the fourth chip: 5.00
    click(app, TexasBonusTable.SPOTS["ante"])
    click(app, TexasBonusTable.SPOTS["jackpot"])
    assert scene.session.slip.stakes() == {"ante": 500, "jackpot": 100}
    key(app, pygame.K_RETURN)
    assert scene.session.in_round and scene.session.round.phase == "preflop"
    labels = [d.label for d in scene.decision_options()]
    assert labels == ["action.fold", "action.play2x"]
    key(app, pygame.K_c)  # CHECK is not offered pre-flop: nothing happens
    assert scene.session.round.phase == "preflop"
    key(app, pygame.K_p)
    assert [d.label for d in scene.decision_options()] == ["thb.action.check", "action.play1x"]  # VEDI in Italian
    key(app, pygame.K_p)
    key(app, pygame.K_c)
    for _ in range(5):
        app.step([], 0.05)
    assert not scene.session.in_round
    rnd = scene.session.last_round
    assert rnd is not None and rnd.is_over
    assert app.wallet.balance == start + rnd.net
    assert scene.banner.visible and scene.last_win == rnd.total_paid
    assert {c.highlight for (where, _), c in scene.cards.items() if where == "player"} == {True}
    assert scene.jackpot_amount == Jackpot(app.wallet).amount == 500_045


def test_fold_by_hotkey_still_shows_the_whole_board(app):
    scene = table(app)
    thb_demo.demo_deck(scene, "folded")
    table_demos.demo_bets(scene)
    scene.deal()
    app.step([], 0.016)
    key(app, pygame.K_f)
    app.step([], 0.05)
    assert not scene.session.in_round
    assert sum(1 for (where, _) in scene.cards if where == "board") == 5
    assert sum(1 for (where, _) in scene.cards if where == "dealer") == 2


def test_the_advisor_panel_follows_the_setting(app):
    scene = table(app)
    thb_demo.demo_deck(scene, "turn")
    table_demos.demo_bets(scene)
    scene.deal()
    scene.advisor.update()
    assert scene.advisor.choices == []  # advisor off by default
    app.update_settings(advisor="on")
    app.step([], 0.05)
    (pre,) = scene.advisor.choices
    assert pre.street == "preflop" and set(pre.evs) == {"play", "fold"} and pre.evs["fold"] == -1.0
    scene.act("play")
    app.step([], 0.05)
    (flop,) = scene.advisor.choices
    assert flop.street == "flop" and flop.exact and set(flop.evs) == {"play", "check"}
    scene.act("play")
    app.step([], 0.05)
    assert scene.advisor.choices[0].street == "turn"  # its speed is measured in benchmarks/


def test_a_round_at_normal_animation_speed(app):
    app.update_settings(animation_speed="normal", advisor="on")
    scene = table(app)
    thb_demo.demo_deck(scene, "royal")
    table_demos.demo_bets(scene)
    scene.deal()
    frames = 0
    for action in ("play", "play", "play"):
        while scene.player.busy and frames < 600:
            app.step([], 1 / 60)
            frames += 1
        assert scene.advisor.choices and scene.advisor.choices[0].best == "play"
        scene.act(action)
    while scene.player.busy and frames < 1200:
        app.step([], 1 / 60)
        frames += 1
    assert not scene.player.busy and scene.banner.visible
    assert scene.jackpot_amount == 500_000  # won, restarted at the base
    assert scene.last_win == scene.session.last_round.total_paid + 45


@pytest.mark.parametrize("lang", ["en", "it"])
def test_bonus_pay_table_rows_fit_at_full_size(app, lang):
    from gamelib.games.texas_bonus.rules import BONUS_TABLE
    from scenes.games.texas_bonus.panels import BONUS_RECT, BONUS_ROW_GAP
    from scenes.games.texas_bonus.table import line_label
    from scenes.ui import gfx

    app.update_settings(language=lang)
    scene = table(app)
    to = app.tr("thb.to_one")
    for ln in BONUS_TABLE:
        name_w = gfx.text(line_label(app, ln.name), 18, weight="bold").get_width()
        pays_w = gfx.text(f"{ln.to} {to}", 18, weight="bold").get_width()
        assert 16 + name_w + BONUS_ROW_GAP + pays_w + 16 <= BONUS_RECT[2], ln.name
    assert scene._bonus_panel().get_width() == BONUS_RECT[2]


def test_jackpot_spot_is_a_toggle(app):
    scene = table(app)
    slip = scene.session.slip
    slip.place("ante", 500)
    scene.controls.click_spot("jackpot")
    slip.place("bonus", 100)
    assert slip.stakes() == {"ante": 500, "jackpot": 100, "bonus": 100}
    toasts = []
    app.toast = lambda text, *a, **k: toasts.append(text)
    scene.controls.click_spot("jackpot")  # the second click takes the 1.00 back; the rest stays
    assert slip.stakes() == {"ante": 500, "bonus": 100} and not toasts
    scene.controls.undo()
    assert slip.stakes() == {"ante": 500}
    scene.controls.click_spot("jackpot")
    assert slip.stakes() == {"ante": 500, "jackpot": 100}


def test_a_royal_says_the_same_win_everywhere(app):
    """The progressive grows by this round's own contribution: banner, WIN box and the
    dealer's "You win" all include it."""
    scene = table(app, "texas-holdem-bonus-royal")
    dict(thb_demo.demo_states())["royal"](scene)
    rnd = scene.session.last_round
    assert rnd.won_progressive and scene.session.extra_payouts.get("jackpot", 0) > 0
    banner_total = sum(r.paid for r in scene.banner.results)
    assert scene.banner.paid == banner_total == scene.last_win
    said = list(scene.panels.message_log.messages)
    assert app.tr("msg.you_win", amount=app.money(scene.last_win)) in said, said


@pytest.mark.parametrize("lang", ["en", "it"])
def test_advisor_panel_clear_of_cards_hand_name_and_jackpot(app, lang):
    from scenes.games.texas_bonus.table import ADVISOR_RECT, JACKPOT_RECT
    from scenes.ui import gfx

    app.update_settings(language=lang, advisor="on")
    scene = table(app, "texas-holdem-bonus-turn")
    dict(thb_demo.demo_states())["turn"](scene)
    advisor = pygame.Rect(ADVISOR_RECT)
    for (where, i), _sprite in scene.cards.items():
        x, y, w = scene.card_position(where, i)
        cw, ch = card_art.card_size(w)
        assert not advisor.colliderect(pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch)), where
    label = scene.hand_labels["player"]
    for name in ("Straight Flush, King high", "Full House, Queens over Tens", "Two Pair, Queens and Tens",
                 "Scala colore, carta alta: Donna", "Doppia coppia, Donne e Dieci"):
        pill = gfx.text(name, label.size, weight="bold").get_rect(midtop=label.pos).inflate(32, 12)
        assert not advisor.colliderect(pill), name
    assert advisor.right < JACKPOT_RECT[0]


def test_banner_bonus_line_and_outcome_do_not_overlap_in_italian(app):
    from gamelib.events import BetSettled, Outcome
    from scenes.ui import gfx

    app.update_settings(language="it")
    scene = table(app)
    scene.show_bet_settled(BetSettled("bonus", 100, 2100, Outcome.WIN, "A-Q or A-J suited"))
    r = scene.banner.results[-1]
    text = f"{scene.spot_label(r.spot)} · {r.line}"
    from scenes.table.events import ResultBanner

    room = ResultBanner.line_room(app.tr("table.outcome.win"))
    assert gfx.text(text, ResultBanner.ROW_SIZE, weight="bold").get_width() <= room, text


def test_side_bet_lines_light_when_the_cards_decide_them(app):
    """BONUS lights on the player's two cards, FIRST 5 on the flop, before the result; a lost
    side bet is swept from its spot at the result (issue 14)."""
    from gamelib.games.texas_bonus.jackpot import FIRST5_PRIZES

    scene = table(app)
    thb_demo.dealt(scene, "royal")  # A-K of spades, then Q-J-T of spades on the flop
    assert scene.lit == {"bonus": "A-K suited"}  # preflop: the flop is not dealt yet
    scene.act("play")
    scene.player.flush()
    royal = next(p.name for p in FIRST5_PRIZES if p.progressive)
    assert scene.session.in_round and scene.lit == {"bonus": "A-K suited", "jackpot": royal}

    lost = table(app, "lost")
    thb_demo.dealt(lost, "lost")  # Q-J: no BONUS line, no FIRST 5 prize
    assert lost.lit == {}
    for action in ("play", "check", "check"):
        lost.act(action)
    lost.player.flush()
    assert not lost.session.in_round
    assert lost.controls.spot_amount("bonus") == 0 and lost.controls.spot_amount("jackpot") == 0
    assert lost.controls.bet_total() == sum(lost.shown_stakes.values())  # BET still says what was bet


def test_spots_bet_by_decision_look_inactive_and_say_why(app):
    """FLOP / TURN / RIVER take no chips before the deal: they look inactive and a click says
    why instead of an error (issue 14)."""
    scene = table(app)
    controls = scene.controls
    assert controls.spot_enabled("ante") and not controls.spot_enabled("flop")
    said = []
    app.toast = lambda text, *a, **k: said.append(text)
    click(app, TexasBonusTable.SPOTS["flop"])
    assert scene.session.slip.amount("flop") == 0
    assert app.tr("table.spot_by_decision", spot=scene.spot_label("flop")) in said


def test_italian_words_as_the_rules_use_them(app):
    """VEDI is CHECK, LASCIA is FOLD, at Texas Bonus as at Heads Up; PASSA is no button's
    word any more (it meant CHECK here and FOLD there, issue 14)."""
    app.update_settings(language="it")
    scene = table(app)
    assert scene.action_label("check") == "VEDI" and scene.action_label("fold") == "LASCIA"
    assert app.tr("headsup.check") == "VEDI" and app.tr("headsup.fold") == "LASCIA"
    assert (app.tr("table.rebet"), app.tr("table.deal")) == ("RIPETI", "DAI CARTE")
    assert "PASSA" not in {app.tr(k) for k in ("thb.action.check", "headsup.fold", "casino.fold",
                                                "action.fold")}


def test_a_lost_round_lights_only_the_players_five(app):
    """The dealer's two pair (7h 5s on 5h Th 9d 8c Td) beats the player's pair of tens (6h Qh):
    the lit cards are the player's best five, where the board shows them, and no dealer card —
    the old code lit the dealer's 5s (the winner's) beside the player's board cards, a five
    that is neither hand's."""
    scene = table(app)
    thb_demo.DEMO_DECKS["dealer-two-pair"] = "6h Qh 7h 5s 5h Th 9d 8c Td"
    try:
        thb_demo.demo_deck(scene, "dealer-two-pair")
    finally:
        del thb_demo.DEMO_DECKS["dealer-two-pair"]
    key(app, pygame.K_4)
    click(app, TexasBonusTable.SPOTS["ante"])
    key(app, pygame.K_RETURN)
    for _ in range(3):
        key(app, pygame.K_p)
    for _ in range(40):
        app.step([], 0.05)
    rnd = scene.session.last_round
    assert rnd is not None and rnd.is_over and rnd.total_paid == 0
    assert {c.card_id for c in scene.cards.values() if c.highlight} == set(scene.best_five["player"])
    assert not any(c.highlight for (where, _), c in scene.cards.items() if where == "dealer")
