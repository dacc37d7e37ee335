"""Video poker at 100 hands (issue 14): WIN counts up as the hands turn and BALANCE moves with
it (before, BALANCE jumped to the end while WIN read 0); a four of a kind stands out among
pairs; labels never lie over a small hand's cards."""

from __future__ import annotations

from gamelib.games.video_poker.strategy import default_hold
from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.games.video_poker.widgets import WIN_TIERS, win_look
from scenes.table.layout import demo_seed


def drawn_table(app: App, seed: str = "reveal") -> tuple[VideoPokerTable, int]:
    app.update_settings(animation_speed="normal")
    table = VideoPokerTable(app, seed_source=demo_seed(seed))
    app.open_tables.append(table)
    app.manager.push(table)
    vp_demo.demo_hands(table, 100)
    table.deal()
    table.player.flush()
    table.animator.finish_all()
    before = app.wallet.balance
    rnd = table.round
    assert rnd is not None
    table.act("draw", holds=list(default_hold(rnd.paytable, rnd.dealt)))
    return table, before


def shown_balance(table: VideoPokerTable) -> int:
    return table.app.wallet.balance - table.win_to_come()


def test_win_and_balance_move_together_as_the_hands_turn(app: App) -> None:
    table, before = drawn_table(app)
    rnd = table.round
    assert rnd is not None and rnd.total_paid > 0, "a seed whose draw wins something"
    seen = []
    for _ in range(600):  # a fake clock: 1/60 s a frame
        table.update(1 / 60)
        shown = table.shown_win()
        seen.append(shown)
        if table.revealing:
            assert table.last_win == sum(h.paid for h in rnd.hands[1:table.revealed + 1])
        assert shown_balance(table) == before + shown  # BALANCE and WIN together, never ahead
        if not table.revealing and not table.counting():
            break
    assert table.result_shown and table.shown_win() == table.last_win == rnd.total_paid
    assert shown_balance(table) == app.wallet.balance == before + rnd.total_paid
    assert seen == sorted(seen) and len(set(seen)) > 2, "WIN counted up in steps"


def test_big_wins_stand_out_from_small_ones(app: App) -> None:
    table, _ = drawn_table(app)
    value = table.round.value if table.round is not None else 1
    pair, four = win_look(table, value), win_look(table, 25 * value)
    assert four[0] != pair[0] and four[1] > pair[1] and four[2] > pair[2]
    assert WIN_TIERS[-1][0] == 1 and win_look(table, 4 * value)[0] not in (pair[0], four[0])


def test_the_grid_drawn_while_the_hands_turn_is_the_felt_with_the_hands_on_it(app: App) -> None:
    """The opaque grid picture (a fast blit, issue 17) shows exactly what the alpha grid would."""
    import pygame

    from scenes.games.video_poker.widgets import GRID

    table, _ = drawn_table(app)
    for _ in range(20):
        table.update(1 / 60)
    assert table.revealing and 0 < table.revealed < 99
    canvas = pygame.Surface((1920, 1080))
    table.draw(canvas)
    expected = table.view.background().subsurface(GRID).copy()
    expected.blit(table.grid.surface, (0, 0))
    shown = canvas.subsurface(GRID)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_single_hand_is_dealt_large_in_the_open_felt(app: App) -> None:
    """One hand: large cards between the pay table and the dealer's messages, clear of both
    (before, small cards under a giant title); with more hands the main hand is as before."""
    import pygame

    from scenes.games.video_poker.layout import PAY_RECT

    table = VideoPokerTable(app, seed_source=demo_seed("single"))
    app.manager.push(table)
    vp_demo.demo_hands(table, 1)
    rects = []
    for p in range(5):
        x, y, w = table.card_position("main", p)
        r = pygame.Rect(0, 0, w, round(w * 1.4))
        r.center = (int(x), int(y))
        rects.append(r)
    assert rects[0].w >= 180
    for r in rects:
        assert not r.colliderect(PAY_RECT) and not r.colliderect(pygame.Rect(table.LOG_RECT))
    vp_demo.demo_hands(table, 10)
    assert table.card_position("main", 0)[2] < 180


def test_a_big_win_counts_up_slowly_and_a_small_one_quickly(app: App) -> None:
    from scenes.games.texas_bonus.table import TexasBonusTable

    app.update_settings(animation_speed="normal")
    table = TexasBonusTable(app, seed_source=demo_seed("count"))
    app.manager.push(table)
    table.controls.bet_total = lambda: 100  # type: ignore[method-assign]
    table.last_win = 2_000  # twenty times the bet
    assert table.shown_win() == 0 and table.counting() and table.next_change() == 0.0
    table.clock.update(0.5)
    assert 500 < table.shown_win() < 2_000  # 0.8 s for a big win, not the 0.3 s of a small one
    assert table.win_to_come() == 2_000 - table.shown_win()  # BALANCE holds back the rest
    table.clock.update(0.55)
    assert table.shown_win() == 2_000 and not table.counting() and table.win_to_come() == 0
    table.last_win = 2_150  # a small win more: counted on from what was shown, quickly
    assert table.shown_win() == 2_000  # the WIN box is drawn every frame: it sees the change
    table.clock.update(0.2)
    assert 2_000 < table.shown_win() < 2_150
    table.clock.update(0.25)
    assert table.shown_win() == 2_150


def test_at_a_dealer_table_balance_never_jumps_ahead_of_the_showdown(app: App) -> None:
    """The wallet is paid at the last decision; BALANCE waits for the showdown to be shown,
    then moves up with WIN, never up, down and up again."""
    from scenes.games.texas_bonus.table import TexasBonusTable
    from scenes.showcase import table_demos

    app.update_settings(animation_speed="normal")
    for n in range(40):
        table = TexasBonusTable(app, seed_source=demo_seed(f"win-{n}"))
        app.manager.push(table)
        table_demos.demo_bets(table)
        table.deal()
        table.player.flush()
        table.animator.finish_all()
        rnd = table.session.round
        while rnd is not None and not rnd.is_over:
            choice = next(d for d in table.decision_options() if d.action != "fold")
            table.act(choice.action, **choice.params)
        if rnd is not None and rnd.is_over and table.player.queue and \
                sum(getattr(e, "paid", 0) for e in table.player.queue) > 0:
            break
        app.manager.remove(table)
    else:
        raise AssertionError("no winning round in 40 seeds")
    shown = []
    for _ in range(400):
        app.step([], 1 / 60)
        shown.append(app.wallet.balance - table.win_to_come())
        if not table.player.busy and not table.counting():
            break
    assert shown == sorted(shown), "BALANCE went down while the win was shown"
    assert shown[-1] == app.wallet.balance and shown[0] < shown[-1]
