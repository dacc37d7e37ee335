"""The Heads Up Hold'em table scene: demo states draw, the buttons follow the street, the gold
LIMITS card opens the pay tables, a round plays end to end through the session (headless)."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from gamelib.cards import Deck
from gamelib.games.heads_up.rules import HeadsUpRound
from scenes.app import App
from scenes.games.heads_up import demo as hu_demo
from scenes.games.heads_up.table import CARD_RECT, HeadsUpTable, LimitsAndPays
from scenes.showcase import table_demos
from scenes.ui import card_art


def open_table(app: App, name: str = "t") -> HeadsUpTable:
    return scene_app.open_table(app, HeadsUpTable, name, listed=False, frame=None)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_demo_state_draws(app: App, lang: str) -> None:
    app.update_settings(language=lang)
    assert scene_app.draw_every_demo_state(app, hu_demo.demo_states(), lambda name: open_table(app, name))


def labels(table: HeadsUpTable) -> list[str]:
    table.decisions.sync()
    return [d.label for d, _ in table.decisions.buttons]


def test_buttons_follow_the_street_and_board_turns(app: App) -> None:
    table = open_table(app)
    table_demos.demo_bets(table)
    assert table.session.slip.stakes() == {"ante": 500, "odds": 500, "trips": 100, "pocket": 100}
    table.deal()
    rnd = table.session.round
    assert isinstance(rnd, HeadsUpRound)
    assert labels(table) == ["headsup.check", "headsup.raise3"]
    assert not any(table.cards[("board", i)].face_up for i in range(5))
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
    assert labels(table) == ["headsup.check", "headsup.raise2"]
    assert [table.cards[("board", i)].face_up for i in range(5)] == [True] * 3 + [False] * 2
    table.act("check")
    assert labels(table) == ["headsup.fold", "headsup.raise1"]
    start = app.wallet.balance
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    assert rnd.is_over and rnd.stakes()["raise"] == 500
    assert app.wallet.balance == start - 500 + rnd.total_paid


def test_gold_limits_card_opens_the_pay_tables(app: App) -> None:
    table = open_table(app)
    table.limits_card.click()
    assert isinstance(app.manager.top, LimitsAndPays)
    app.step([], 0.1)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 0.1)
    assert app.manager.top is table


def test_advisor_panel_follows_the_street(app: App) -> None:
    app.update_settings(advisor="on")
    table = open_table(app)
    table_demos.demo_bets(table)
    table.deal()
    table.advisor.update()
    (pre,) = table.advisor.choices
    assert pre.street == "preflop" and set(pre.evs) == {"raise", "check"}
    table.act("check")
    table.advisor.update()
    (flop,) = table.advisor.choices
    assert flop.street == "flop" and flop.exact and set(flop.evs) == {"raise", "check"}
    table.draw(app.canvas)


def test_clear_and_rebet_and_deal(app: App) -> None:
    table = open_table(app)
    assert table.controls.bet_buttons[1] is table.controls.by_name["clear"] and len(table.controls.bet_buttons) == 6
    table_demos.demo_bets(table)
    assert table.controls.by_name["clear"].enabled
    table.controls.by_name["clear"].click()
    assert table.session.slip.is_empty
    table_demos.demo_bets(table)
    table.deal()
    table.act("check")
    table.act("check")
    table.act("fold")
    assert not table.session.in_round and table.controls.by_name["rebet_deal"].enabled
    shift_enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_SHIFT,
                                     unicode="\r")
    table.handle_event(shift_enter)  # REBET & DEAL
    rnd = table.session.round
    assert table.session.in_round and isinstance(rnd, HeadsUpRound)
    assert rnd.initial_stakes == {"ante": 500, "odds": 500, "trips": 100, "pocket": 100}


def test_timeouts_check_check_fold(app: App) -> None:
    app.update_settings(language="it")
    table = open_table(app)
    table_demos.demo_bets(table)
    table.deal()
    rnd = table.session.round
    assert isinstance(rnd, HeadsUpRound)
    table.paced.time_out()
    table.paced.time_out()
    table.paced.time_out()
    assert rnd.is_over and [d["action"] for d in rnd.decisions] == ["check", "check", "fold"]



def test_result_banner_pay_lines_in_italian(app: App) -> None:
    from gamelib.events import BetSettled, Outcome
    from scenes.games.casino_holdem.table import settled_in_words

    app.update_settings(language="it")
    said = {line: settled_in_words(app, BetSettled("odds", 500, 500, Outcome.WIN, line)).line
            for line in ("Bad beat: Four of a kind", "Dealer does not qualify", "Below a straight",
                         "Royal flush", "Flush, Ace high", "")}
    assert said == {"Bad beat: Four of a kind": "Bad beat: Poker",
                    "Dealer does not qualify": "Banco non qualificato",
                    "Below a straight": "Sotto la scala", "Royal flush": "Scala reale",
                    "Flush, Ace high": "Flush, Ace high",  # a hand name: the banner translates it
                    "": ""}
    table = open_table(app)
    table.show_bet_settled(BetSettled("odds", 500, 5500, Outcome.WIN, "Bad beat: Flush"))
    assert table.banner.results[-1].line == "Bad beat: Colore"


def test_side_pay_tables_say_below_a_straight_pushes(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.games.heads_up.table as module

    footers: list[str] = []
    real = module.paytable_kept
    monkeypatch.setattr(module, "paytable_kept",
                        lambda title, rows, width, highlight="", footer="", **kw:
                        (footers.append(footer), real(title, rows, width, highlight, footer, **kw))[1])
    table = open_table(app)
    panel = table._odds_panel()
    assert footers == [app.tr("headsup.odds_note"), app.tr("headsup.qualifies")]
    x, y, w = table.ODDS_RECT
    assert y + panel.get_height() < table.CONTROLS_Y - 40  # clear of the rail


def banner_room(outcome: str) -> int:
    from scenes.table.events import ResultBanner
    return ResultBanner.line_room(outcome)


@pytest.mark.parametrize(("lang", "spot", "line", "outcome"), [
    ("en", "odds", "Below a straight", "push"), ("it", "odds", "Below a straight", "push"),
    ("en", "ante", "Dealer does not qualify", "push"),
    ("it", "ante", "Dealer does not qualify", "push"),
    ("en", "odds", "Bad beat: Four of a kind", "win"),
    ("it", "odds", "Bad beat: Four of a kind", "win"), ("en", "odds", "Bad beat: Flush", "win"),
    ("en", "odds", "Bad beat: Straight flush", "win"),
])
def test_banner_line_and_outcome_do_not_overlap(app: App, lang: str, spot: str, line: str,
                                               outcome: str) -> None:
    from gamelib.events import BetSettled, Outcome
    from scenes.games.casino_holdem.table import settled_in_words
    from scenes.ui import gfx

    app.update_settings(language=lang)
    table = open_table(app)
    said = settled_in_words(app, BetSettled(spot, 500, 500, Outcome(outcome), line)).line
    text = f"{table.spot_label(spot)} · {said}"
    from scenes.table.events import ResultBanner

    width = gfx.text(text, ResultBanner.ROW_SIZE, weight="bold").get_width()
    room = banner_room(app.tr(f"table.outcome.{outcome}"))
    assert width <= room, (text, width, room)


def test_side_bet_lines_light_when_decided(app: App) -> None:
    """POCKET BONUS lights on the deal, TRIPS PLUS and ODDS when they pay; the pop-up shows
    them lit too (issue 14)."""
    from gamelib.games.heads_up.rules import PAIR_OF_ACES

    table = open_table(app)
    table.session._deck_source = lambda seed: Deck.stacked("Ah Ad 7c 2d As 9h 4s Kd 5c")
    slip = table.session.slip
    for spot, cents in (("ante", 500), ("trips", 100), ("pocket", 100)):
        slip.place(spot, cents)
    table.deal()
    table.player.flush()
    assert table.lit == {"pocket": PAIR_OF_ACES}  # decided by the two cards, before the result
    while table.session.in_round:
        rnd = table.session.round
        assert rnd is not None
        legal = rnd.legal_actions()
        table.act("check" if "check" in legal else "raise")
        table.player.flush()
    assert table.lit["pocket"] == PAIR_OF_ACES and table.lit["trips"] == "Three of a kind"
    assert table.lit.get("odds") == "Below a straight"  # the ODDS push: no pay line to light
    LimitsAndPays(app, table)._render()  # draws the lit lines


@pytest.mark.parametrize("lang", ["en", "it"])
def test_side_bet_pay_tables_stand_beside_the_felt(app: App, lang: str) -> None:
    """TRIPS PLUS and POCKET BONUS are on the table, not only in the pop-up, clear of the
    LIMITS card, the ADVISOR, the dealer's messages and the cards (issue 14)."""
    app.update_settings(language=lang)
    table = open_table(app)
    x, y, w = table.SIDE_RECT
    side = pygame.Rect(x, y, w, table._side_panel().get_height())
    others = {"advisor": pygame.Rect(table.ADVISOR_RECT), "log": pygame.Rect(table.LOG_RECT),
              "limits card": pygame.Rect(CARD_RECT)}
    for to, place in table.CARD_PLACES.items():
        for i in range(place.count):
            cx, cy, cw = place.position(i)
            rect = pygame.Rect(0, 0, *gfx_card_size(cw))
            rect.center = (int(cx), int(cy))
            others[f"{to} {i}"] = rect
    assert [name for name, rect in others.items() if side.colliderect(rect)] == []


def gfx_card_size(width: int) -> tuple[int, int]:
    return card_art.card_size(width)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_bet_button_holds_its_words_at_full_size(app: App, lang: str) -> None:
    """RIPETI E DAI CARTE and the five others fit their buttons without shrinking, side by
    side on the rail, left of the BALANCE box (issue 14)."""
    from scenes.ui import gfx

    app.update_settings(language=lang)
    table = open_table(app)
    buttons = table.controls.by_name
    assert app.tr("headsup.rebet_deal") == ("RIPETI E DAI CARTE" if lang == "it" else "REBET & DEAL")
    for name, button in buttons.items():
        label = app.tr("headsup.rebet_deal" if name == "rebet_deal" else f"table.{name}")
        assert gfx.font(button.font_size, "bold").size(label)[0] <= button.rect.w - 16, name
    rects = [b.rect for b in buttons.values()]
    assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
    assert rects[0].left > table.controls.rack.rect.right
    assert rects[-1].right < table.BOX_X


def test_a_hand_that_beat_the_dealer_lights_its_five_though_side_bets_lost_more(app: App) -> None:
    """The player's pair of jacks (Jc 9d) beats the dealer's king high (3h 2s) on Kh 8s 5d Jh 4c
    with RAISE 1x, while TRIPS PLUS and POCKET BONUS of 5.00 each lose: less comes back than was
    staked, yet the lit five is the player's (the old code lit the dealer's: the money's side)."""
    table = open_table(app)
    table.session._deck_source = lambda seed: Deck.stacked("Jc 9d 3h 2s Kh 8s 5d Jh 4c")
    for spot, cents in (("ante", 500), ("trips", 500), ("pocket", 500)):
        table.session.slip.place(spot, cents)
    table.deal()
    table.player.flush()
    for action in ("check", "check", "raise"):
        table.act(action)
        table.player.flush()
    for _ in range(60):
        app.step([], 0.05)
    rnd = table.session.last_round
    assert rnd is not None and rnd.is_over and table.results.get("raise") == "win"
    assert 0 < rnd.total_paid < rnd.total_staked
    lit = {(where, c.card_id) for (where, _), c in table.cards.items() if c.highlight}
    assert {card for _, card in lit} == set(table.best_five["player"])
    assert not any(where == "dealer" for where, _ in lit)
