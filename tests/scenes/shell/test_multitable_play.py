"""Four real tables at once in the multi-table view: each keeps its own bets, round, timers
and decisions, all share one balance without a cent lost; the tabs, focus, the waiting
highlight, ✕ on one table, and mouse mapping from a scaled window."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from helpers.scene_app import multi_table_view, started_app

from scenes.app import App
from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker.table import VideoPokerTable
from scenes.shell.multi_layout import PULSE_SECONDS, PULSE_STEPS
from scenes.shell.multi_table import MultiTableScene
from scenes.showcase import table_demos
from scenes.table.layout import demo_seed
from scenes.ui import gfx

START = 100_000
CLASSES = (TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable)


@pytest.fixture
def app(tmp_path: Path):
    with started_app(tmp_path, animation_speed="instant") as a:
        yield a


def open_tables(app: App, classes=CLASSES, tag: str = "mt") -> tuple[MultiTableScene, list]:
    return multi_table_view(app, classes, tag)


def faces_made(app: App, tables: list) -> None:
    """The tables just opened make the card faces they show at rest, keeping the loop awake
    meanwhile (issue 27): let them, so what a test reads of the loop is its own."""
    for _ in range(20):
        if not any(t.faces.due for t in tables):
            return
        app.step([], 0.5)
    raise AssertionError("the tables' faces were never all made")


def key(app: App, k: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")], 0.016)


def window_pos(app: App, logical: tuple[int, int]) -> tuple[int, int]:
    """Window pixels (1280×720, letterboxed) of a point of the logical 1920×1080 frame."""
    view = app.viewport()
    return round(view.x + logical[0] * view.w / 1920), round(view.y + logical[1] * view.h / 1080)


def click(app: App, pos: tuple[int, int]) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def money_adds_up(app: App, rounds: list) -> None:
    """The balance is the start less every stake plus every payout; the save agrees."""
    staked = sum(sum(r.stakes().values()) for r in rounds)
    paid = sum(sum(r.payouts().values()) for r in rounds)
    extra = sum(sum(t.session.extra_payouts.values()) for t in app.open_tables)
    assert app.wallet.balance == START - staked + paid + extra
    assert app.wallet.integrity_problems() == []


def test_four_tables_each_their_own_round_one_balance_no_cent_lost(app):
    scene, (texas, casino, heads_up, poker) = open_tables(app)
    table_demos.demo_bets(texas)
    casino_demo.demo_bets(casino, (1, 2))
    table_demos.demo_bets(heads_up)
    poker.bets.set_value(100)
    poker.bets.add_hands(5)
    on_slips = texas.session.slip.total + casino.session.slip.total + heads_up.session.slip.total
    assert app.wallet.balance == START  # bets on the table are not taken yet …
    assert texas.session.available() == START - on_slips + texas.session.slip.total  # … but reserved
    for t in (texas, casino, heads_up, poker):  # each table dealt through its own focus + Enter
        scene.focus_table = t
        key(app, pygame.K_RETURN)
    rounds = [t.session.round for t in (texas, casino, heads_up, poker)]
    assert all(r is not None and not r.is_over for r in rounds)
    assert len({t.session.ticket.id for t in (texas, casino, heads_up, poker)}) == 4
    # different decisions on each table
    scene.focus_table = texas
    key(app, pygame.K_p)  # PLAY 2x pre-flop (hotkey goes to the focused table only)
    assert [d["action"] for d in rounds[0].decisions] == ["play"]
    assert not rounds[2].decisions and not rounds[1].decisions
    casino.act("play", hand=1)
    casino.act("fold", hand=2)
    heads_up.act("raise")
    poker.act("draw", holds=[0, 1])
    assert rounds[1].is_over and rounds[2].is_over and rounds[3].is_over and not rounds[0].is_over
    texas.act("check")
    texas.act("check")
    assert rounds[0].is_over
    app.step([], 0.016)
    money_adds_up(app, rounds)
    assert [e["status"] for e in app.wallet.history(limit=4)] == ["settled"] * 4


def test_live_pace_runs_each_table_on_its_own(app):
    app.update_settings(pace="live", betting_seconds=6, decision_seconds=4)
    scene, (texas, casino, heads_up, poker) = open_tables(app, tag="live")
    assert all(t.pace is not None and t.light_state() == "green" for t in scene.tables)
    table_demos.demo_bets(texas)
    poker.bets.set_value(100)
    poker.bets.add_hands(5)
    for step in range(13):
        if step == 10:  # video poker deals only on DEAL (a closing window never deals it)
            poker.deal_or_draw()
        app.step([], 0.5)
    assert texas.session.in_round and poker.session.in_round  # bets on the table: dealt
    assert casino.session.round is None and heads_up.session.round is None  # no bets: skipped
    assert casino.pace.skipped_rounds == 1 and heads_up.pace.skipped_rounds == 1
    assert casino.light_state() == "green" and texas.light_state() == "red"
    assert MultiTableScene.waiting(texas) and not MultiTableScene.waiting(casino)
    for _ in range(10):
        app.step([], 0.5)  # time-outs: Texas folds pre-flop; video poker draws its default holds
    assert texas.session.last_round.decisions[0]["action"] == "fold"
    assert poker.session.last_round.decisions[0]["action"] == "draw"
    money_adds_up(app, [texas.session.last_round, poker.session.last_round])


def test_tabs_in_one_row_up_to_four_then_two_rows(app):
    scene, tables = open_tables(app, CLASSES[:2], tag="two")
    rects, plus = scene.tab_rects()
    assert len({r.y for r in [*rects, plus]}) == 1 and rects[0].x < rects[1].x < plus.x
    click(app, window_pos(app, rects[1].center))
    assert scene.focused is tables[1]
    for cls in CLASSES[2:] + CLASSES[:1]:
        t = cls(app, seed_source=demo_seed("more"))
        app.open_tables.append(t)
    app.step([], 0.016)
    assert len(scene.slots()) == 4  # four tables at most: the fifth is not a slot
    rects, plus = scene.tab_rects(5)
    assert len({r.y for r in rects}) == 2
    rects, _ = scene.tab_rects()
    click(app, window_pos(app, rects[3].center))
    assert scene.focused is app.open_tables[3]


def test_a_click_from_the_scaled_window_reaches_the_right_spot_of_the_focused_table(app):
    scene, (texas, casino) = open_tables(app, CLASSES[:2], tag="click")
    scene.focus_table = casino
    rects, _ = scene.tab_rects()
    click(app, window_pos(app, rects[0].center))  # focus only
    assert scene.focused is texas and texas.session.slip.is_empty
    click(app, window_pos(app, texas.SPOTS["ante"]))
    assert texas.session.slip.amount("ante") > 0 and casino.session.slip.is_empty


def test_x_leaves_one_table_with_its_round_finished_and_the_others_untouched(app):
    scene, (texas, casino, heads_up) = open_tables(app, CLASSES[:3], tag="leave")
    table_demos.demo_bets(texas)
    texas.deal()
    casino_demo.demo_bets(casino, (1,))
    table_demos.demo_bets(heads_up)
    heads_up.deal()
    hu_round = heads_up.session.round
    casino_slip = dict(casino.session.slip.amounts)
    click(app, window_pos(app, texas.leave_button.rect.center))  # texas is focused: its ✕
    dialog = app.manager.top  # a dealt round: "leave and play it out?"
    assert texas in app.open_tables and dialog is not scene
    dialog.buttons[-1].click()
    app.step([], 0.016)
    assert texas not in app.open_tables
    assert texas.session.last_round.is_over  # finished with the defaults (pre-flop: fold)
    assert casino.session.slip.amounts == casino_slip and heads_up.session.round is hu_round
    assert not hu_round.is_over
    assert len(scene.tables) == 2 and scene.focused in (casino, heads_up)


def test_waiting_tab_pulses_gold_and_says_so(app):
    scene, (texas, casino) = open_tables(app, CLASSES[:2], tag="pulse")
    scene.focus_table = casino
    faces_made(app, [texas, casino])
    table_demos.demo_bets(texas)
    texas.deal()
    app.step([], 0.016)
    assert MultiTableScene.waiting(texas) and not MultiTableScene.waiting(casino)
    assert 0.0 < app.next_change() <= PULSE_SECONDS / PULSE_STEPS + 1e-9  # it pulses, in steps
    text, _, urgent = scene.slots()[0].state(app)
    assert urgent and text.startswith(app.tr("multi.state.decide"))
    rects, _ = scene.tab_rects()
    inside = (rects[0].centerx, rects[0].y + 1)  # on the tab's frame
    other = (rects[1].centerx, rects[1].y + 1)
    colours, focused_colours = set(), set()
    for _ in range(8):
        app.step([], 0.15)
        colours.add(tuple(app.canvas.get_at(inside))[:3])
        focused_colours.add(tuple(app.canvas.get_at(other))[:3])
    assert len(colours) > 2  # it pulses
    assert all(r > 130 and g > 100 and r >= b + 20 for r, g, b in colours)  # gold to cream
    assert len(focused_colours) == 1  # the focused table (not waiting) has a steady tab


def test_with_reduced_motion_a_waiting_tab_is_lit_steady(app):
    app.update_settings(reduced_motion=True)
    scene, (texas, casino) = open_tables(app, CLASSES[:2], tag="still")
    scene.focus_table = casino
    faces_made(app, [texas, casino])
    table_demos.demo_bets(texas)
    texas.deal()
    app.step([], 0.016)
    assert MultiTableScene.waiting(texas)
    assert app.next_change() != 0.0  # nothing pulses: the loop may rest
    rects, _ = scene.tab_rects()
    inside = (rects[0].centerx, rects[0].y + 1)
    colours = set()
    for _ in range(8):
        app.step([], 0.15)
        colours.add(tuple(app.canvas.get_at(inside))[:3])
    assert len(colours) == 1 and colours != {tuple(gfx.GOLD_DARK)}  # lit, and steady


@pytest.mark.slow  # a 12 s soak: make test (CI) runs it, make check does not
def test_four_live_tables_with_random_play_lose_no_cent(app):
    """Two and a half minutes of live pace on four tables: random bets, some decisions by
    hand (random legal ones), the rest by time-out; every round settles and adds up."""
    import random

    rng = random.Random(20261122)
    app.update_settings(pace="live", betting_seconds=4, decision_seconds=3)
    scene, tables = open_tables(app, tag="soak")
    for _ in range(600):
        for t in tables:
            if t.pace.stage == "betting" and not t.session.in_round and rng.random() < 0.2:
                bets = getattr(t, "bets", None)
                if bets is not None:
                    if bets.hands == 0 and bets.value * 5 <= t.session.available():
                        bets.add_hands(5)
                    elif bets.hands and bets.can_deal():
                        t.deal_or_draw()  # video poker deals only on DEAL, never at the window's close
                elif t.session.slip.is_empty:
                    table_demos.demo_bets(t)
            elif MultiTableScene.waiting(t) and rng.random() < 0.1:
                options = [d for d in t.decision_options() if t.session.can_act(d.action, **d.params)]
                if options:
                    choice = rng.choice(options)
                    t.act(choice.action, **choice.params)
        app.step([], 0.25)
    rounds = [e for e in app.wallet.history() if e.get("type") == "round"]
    open_now = sum(t.session.in_round for t in tables)
    settled = [e for e in rounds if e["status"] == "settled"]
    assert len(settled) + open_now == len(rounds) and len(settled) >= 12
    assert {e["game"] for e in settled} == {t.game_id for t in tables}
    in_play = sum(sum(t.session.round.stakes().values()) for t in tables if t.session.in_round)
    assert app.wallet.balance == START + sum(e["net_cents"] for e in settled) - in_play
    assert app.wallet.integrity_problems() == []
    assert app.crash_count == 0
