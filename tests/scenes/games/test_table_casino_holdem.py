"""The 2 Hand Casino Hold'em table scene: demo states draw, per-hand buttons act, one or two
hands play end to end through the session (headless)."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from gamelib.games.casino_holdem.rules import CasinoHoldemRound
from scenes.app import App
from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import HAND_X, CasinoHoldemTable
from scenes.showcase import table_demos
from scenes.table.base import TableScene
from scenes.table.layout import demo_seed
from scenes.ui import card_art


def open_table(app: App, name: str = "t") -> CasinoHoldemTable:
    return scene_app.open_table(app, CasinoHoldemTable, name, listed=False, frame=None)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_demo_state_draws(app: App, lang: str) -> None:
    app.update_settings(language=lang)
    assert scene_app.draw_every_demo_state(app, casino_demo.demo_states(), lambda name: open_table(app, name))


def test_two_hands_each_with_its_own_buttons(app: App) -> None:
    table = open_table(app)
    start = app.wallet.balance
    casino_demo.demo_bets(table, (1, 2))
    table.deal()
    app.step([], 0.1)
    table.decisions.sync()
    hands = sorted({int(d.params["hand"]) for d, _ in table.decisions.buttons})
    assert hands == [1, 2] and len(table.decisions.buttons) == 4
    for d, button in table.decisions.buttons:  # each button sits in its own hand's box
        assert abs(button.rect.centerx - HAND_X[int(d.params["hand"])]) < 240
    fold2 = next(b for d, b in table.decisions.buttons if d.action == "fold" and d.params["hand"] == 2)
    fold2.click()
    app.step([], 0.1)
    rnd = table.session.round
    assert isinstance(rnd, CasinoHoldemRound) and rnd.choices == {2: "fold"}
    table.decisions.sync()
    assert {int(d.params["hand"]) for d, _ in table.decisions.buttons} == {1}
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
    table.handle_event(key)  # Q: PLAY on hand 1
    assert rnd.is_over and rnd.choices == {1: "play", 2: "fold"}
    assert app.wallet.balance == start - rnd.total_staked + rnd.total_paid


def test_timeout_folds_both_undecided_hands_at_once(app: App) -> None:
    table = open_table(app)
    casino_demo.demo_bets(table, (1, 2))
    table.deal()
    rnd = table.session.round
    table.paced.time_out()
    assert isinstance(rnd, CasinoHoldemRound) and rnd.is_over and rnd.auto_folded == [1, 2]


def test_one_hand_only_and_timeout_default(app: App) -> None:
    table = open_table(app)
    casino_demo.demo_bets(table, (2,))
    table.deal()
    rnd = table.session.round
    assert isinstance(rnd, CasinoHoldemRound) and rnd.active == (2,)
    table.paced.time_out()
    assert rnd.is_over and rnd.auto_folded == [2]
    table.draw(app.canvas)


def test_advisor_panel_gives_each_undecided_hand_its_exact_values(app: App) -> None:
    from gamelib.games.casino_holdem.strategy import advise

    table = open_table(app)
    casino_demo.demo_bets(table, (1, 2))
    table.deal()
    table.advisor.update()
    assert table.advisor.choices == []  # off by default
    app.update_settings(advisor="on")
    table.advisor.update()
    rnd = table.session.round
    assert isinstance(rnd, CasinoHoldemRound) and [c.hand for c in table.advisor.choices] == [1, 2]
    expected = advise(rnd.hands["hand1"], rnd.board[:3], rnd.hands["hand2"])
    assert table.advisor.choices[0].evs == {"play": expected.ev_play, "fold": -1.0}
    table.draw(app.canvas)



def test_live_pace_folds_both_undecided_hands_when_time_runs_out(app: App) -> None:
    app.update_settings(pace="live", decision_seconds=5)
    table = open_table(app)
    casino_demo.demo_bets(table, (1, 2))
    table.deal()
    rnd = table.session.round
    for _ in range(10):
        table.update(1.0)
        table.draw(app.canvas)
    assert isinstance(rnd, CasinoHoldemRound) and rnd.is_over and rnd.auto_folded == [1, 2]


@pytest.mark.parametrize(("lang", "hand", "want"), [("en", "Two Pair", "Straight or lower"),
                                                   ("it", "Doppia coppia", "Scala o meno")])
def test_result_banner_names_the_hand_and_the_pay_line(app: App, lang: str, hand: str, want: str) -> None:
    app.update_settings(language=lang)
    table = open_table(app, "casino-holdem-result")  # the screenshot's round
    dict(casino_demo.demo_states())["result"](table)
    lines = {r.spot: r.line for r in table.banner.results}
    # the hand (issue 14), then gamelib's "Straight or Lower" as the ANTE pay table says it
    assert lines["ante1"] == f"{hand} · {want}"
    assert lines["ante2"] == app.tr("hand.category.three_of_a_kind") + f" · {want}"
    assert not any("Straight or Lower" in line for line in lines.values())


def test_bonus_line_lights_on_the_flop(app: App) -> None:
    from gamelib.cards import Deck

    table = open_table(app)
    # hand 1 A-A with an ace on the flop: three of a kind in its first five cards
    table.session._deck_source = lambda seed: Deck.stacked("Ah Ad 7c 2d 9s 4h Ac Kd 5s")
    casino_demo.demo_bets(table)
    table.deal()
    table.player.flush()
    assert table.session.in_round and table.lit_bonus == {"Three of a kind"}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_limits_rows_fit_beside_their_amounts(app: App, lang: str) -> None:
    from scenes.ui import gfx

    app.update_settings(language=lang)
    table = open_table(app)
    panel = table.panels.limits_panel
    assert app.tr("casino.per_hand") in panel.title()
    for name, low, high in table.limit_rows():
        name_w = gfx.text(name, 18, weight="bold").get_width()
        amounts_w = gfx.text(f"{low} – {high}", 18).get_width()
        assert name_w <= panel.rect.w // 2 - 10, name  # never squeezed by the panel
        assert 14 + name_w + 8 + amounts_w + 14 <= panel.rect.w, name  # never touching


@pytest.mark.parametrize("lang", ["en", "it"])
def test_hand_names_touch_neither_cards_nor_buttons(app: App, lang: str) -> None:
    from scenes.ui import gfx

    app.update_settings(language=lang)
    table = open_table(app, "casino-holdem-decision")
    dict(casino_demo.demo_states())["decision"](table)
    table.decisions.sync()
    buttons = [b.rect for _, b in table.decisions.buttons]
    assert len(buttons) == 4
    for hand in ("hand1", "hand2"):
        label = table.hand_labels[hand]
        pill = gfx.text(label.text, label.size, weight="bold").get_rect(midtop=label.pos).inflate(32, 12)
        cards = []
        for i in range(2):
            x, y, w = table.card_position(hand, i)
            cw, ch = card_art.card_size(w)
            cards.append(pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch))
        assert pill.collidelist(buttons) == -1, (hand, pill, buttons)
        assert pill.collidelist(cards) == -1, (hand, pill, cards)


def card_rects(table: TableScene) -> list[pygame.Rect]:

    out = []
    for where, i in table.cards:
        x, y, w = table.card_position(where, i)
        cw, ch = card_art.card_size(w)
        out.append(pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch))
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("game", "state"), [("casino-holdem", "result"),
                                             ("heads-up-holdem", "raise-result")])
def test_dealer_hand_name_covers_no_card(app: App, lang: str, game: str, state: str) -> None:
    from scenes.table import registry as tables
    from scenes.ui import gfx

    app.update_settings(language=lang)
    cls = tables.scene_class(game)
    table = cls(app, seed_source=demo_seed(f"{game}-{state}"))
    app.manager.push(table)
    dict(table_demos.demo_states(cls))[state](table)
    label = table.hand_labels["dealer"]
    for name in ("Two Pair, Queens and Tens", "Full House, Queens over Tens", "Straight Flush, King high"):
        table.show_hand("dealer", name, ())  # as the round shows it, in the player's language
        pill = gfx.text(label.text, label.size, weight="bold").get_rect(midtop=label.pos).inflate(32, 12)
        assert pill.collidelist(card_rects(table)) == -1, (label.text, pill)
        assert pill.right < 1576 and pill.top > 80, pill  # clear of the pay tables and the game code


def test_dealer_hand_name_stays_beside_the_cards_when_the_language_changes(app: App) -> None:
    from scenes.ui import gfx

    table = open_table(app, "casino-holdem-result")
    dict(casino_demo.demo_states())["result"](table)
    table.show_hand("dealer", "Ace High", ())  # in Italian a much longer name
    app.update_settings(language="it")
    table.language_changed()
    label = table.hand_labels["dealer"]
    assert label.text == "Carta alta: Asso"
    pill = gfx.text(label.text, label.size, weight="bold").get_rect(midtop=label.pos).inflate(32, 12)
    assert pill.collidelist(card_rects(table)) == -1


def lit_cards(table: CasinoHoldemTable) -> set[tuple[str, int]]:
    return {(where, c.card_id) for (where, _), c in table.cards.items() if c.highlight}


def test_a_hand_that_won_lights_its_five_though_the_round_lost_money(app: App) -> None:
    """Hand 1 (4h 9c: two pair on 7c 8c 4s Ad 9d) beats the dealer's aces (Ac Kd), hand 2 (8h 2h)
    loses, the bonus is lost: less came back than was staked, yet the lit five is hand 1's, not
    the dealer's (the old code lit the dealer's, the side the money went to)."""
    table = open_table(app)
    casino_demo.DEMO_DECKS["hand-1-wins"] = "4h 9c 8h 2h Ac Kd 7c 8c 4s Ad 9d"
    try:
        casino_demo.stacked("hand-1-wins")(table)
    finally:
        del casino_demo.DEMO_DECKS["hand-1-wins"]
    for _ in range(60):
        app.step([], 0.05)
    rnd = table.session.last_round
    assert rnd is not None and rnd.is_over and 0 < rnd.total_paid < rnd.total_staked
    hand1 = set(table.best_five["hand1"])
    assert {card for _, card in lit_cards(table)} == hand1
    assert not any(where in ("dealer", "hand2") for where, _ in lit_cards(table))


def test_the_dealers_five_is_lit_when_it_beat_both_hands(app: App) -> None:
    table = open_table(app)
    casino_demo.stacked("lost")(table)
    for _ in range(60):
        app.step([], 0.05)
    assert {card for _, card in lit_cards(table)} == set(table.best_five["dealer"])
