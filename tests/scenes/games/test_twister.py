"""The Twister screens (headless): demo states draw, a tournament plays end to end by
hotkeys, the grid highlights the table waiting for the player, history and export work."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from helpers.drawn_texts import frame_texts
from helpers.scene_app import counting_seeds as seeds
from helpers.scene_app import (
    draw_every_demo_state,
    move_on_until,
    twister_hub,
    twister_table,
    twister_tables,
)
from helpers.twister_moves import shove_until_over

from gamelib.games.twister.record import export_tournament
from scenes.app import App
from scenes.games.twister.demo import demo_states
from scenes.games.twister.hand_history import HandHistoryScene, hand_lines
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_demo_state_draws(app: App, lang: str) -> None:
    app.update_settings(language=lang)
    assert draw_every_demo_state(app, demo_states(), lambda _name: twister_hub(app))


def test_a_tournament_end_to_end_by_hotkeys(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    start = app.wallet.balance
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    hub.buy_in = 200
    hub.handle_event(key(pygame.K_RETURN))
    assert app.wallet.balance == start - 200
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene)
    app.step([], 0.1)
    wheel.handle_event(key(pygame.K_RETURN))
    assert app.manager.top is hub
    (table,) = hub.room.running()
    assert table.wheel_seen
    hub.handle_event(key(pygame.K_1))
    assert isinstance(app.manager.top, TwisterTableScene)
    view = app.manager.top
    for _ in range(5000):
        if table.is_over:
            break
        app.step([], 2.5)
        if table.on_hold:  # knocked out: SKIP TO RESULT
            view.handle_event(key(pygame.K_RETURN))
        if table.waiting_for_player:
            hand = table.t.hand
            assert hand is not None
            k = pygame.K_c if hand.can_check() else (pygame.K_a if hand.can_all_in() else pygame.K_c)
            view.handle_event(key(k))
    assert table.is_over
    app.step([], 0.1)
    prize = table.prize or 0
    assert app.wallet.balance == start - 200 + prize
    texts = drawn_texts(app, monkeypatch)  # the finishing screen: no blind clock ticking on
    assert app.tr("twister.finished") in texts
    assert not any(t.startswith(app.tr("twister.next_level", time="")) for t in texts)
    view.handle_event(key(pygame.K_RETURN))
    assert table.acknowledged and table not in hub.room.running()


def test_slider_presets_and_illegal_raise(app: App) -> None:
    hub, table, view = twister_table(app, "easy", waiting=True)
    opts = table.t.hand.options()
    if opts.can_raise or opts.can_bet:
        view.handle_event(key(pygame.K_3))
        assert view.slider_amount() == opts.max_to
        view.handle_event(key(pygame.K_DOWN))
        assert view.slider_amount() <= opts.max_to
    view.handle_event(key(pygame.K_h))
    assert isinstance(app.manager.top, HandHistoryScene)
    app.step([], 0.1)


def test_grid_highlights_the_waiting_table_and_history_exports(app: App, tmp_path: Path) -> None:
    hub, tables = twister_tables(app, 3)
    for _ in range(400):
        hub.room.update(5)
        if any(t.waiting_for_player for t in tables) and all(t.t.hands_played for t in tables):
            break
        for t in tables:
            if t.waiting_for_player and not t.t.hands_played:
                t.player_act("fold" if t.t.hand and t.t.hand.can_fold() else "check")
    app.step([], 0.1)
    waiting = hub.room.waiting()
    assert waiting and waiting[0].waiting_for_player
    hub.handle_event(key(pygame.K_TAB))
    assert isinstance(app.manager.top, TwisterTableScene) and app.manager.top.table is waiting[0]
    played = next(t for t in tables if t.t.history)
    lines = hand_lines(played.t.history[0], played.t.entrants[played.t.player_seat or 0].name, app.tr)
    assert lines and any("win" in line for line in lines)
    out = export_tournament(played, tmp_path / "exports", "You")
    files = list(out.glob("*.phh"))
    assert len(files) == len(played.t.history)
    from gamelib.games.twister.phh import final_stacks, loads

    for f in files:
        final_stacks(loads(f.read_text(encoding="utf-8")))


def test_tournaments_resume_in_a_new_session(app: App) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    (table,) = hub.room.start(500, 1, "hard")
    table.reveal_wheel()
    for _ in range(100):
        hub.room.update(5)
        if table.t.hands_played >= 1:
            break
        if table.waiting_for_player:
            table.player_act("call" if table.t.hand and table.t.hand.can_call() else "check")
    again = TwisterScene(app, seed_source=seeds())
    (resumed,) = again.room.running()
    assert resumed.t.tournament_id == table.t.tournament_id
    assert resumed.t.hands_played == table.t.hands_played


def test_six_tournaments_at_once_to_the_end(app: App) -> None:
    start = app.wallet.balance
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    hub.count = 6
    hub.buy_in = 100
    hub.handle_event(key(pygame.K_RETURN))
    assert app.wallet.balance == start - 600
    assert len(hub.room.running()) == 6
    for _ in range(6):  # the wheels spin one after the other
        app.step([], 0.01)
        wheel = app.manager.top
        assert isinstance(wheel, WheelScene)
        wheel.handle_event(key(pygame.K_RETURN))  # skip the spin
        wheel.handle_event(key(pygame.K_RETURN))  # PLAY
    app.step([], 0.01)
    first = app.manager.top  # the wheels shown, the first new table opens large (no thumbnail)
    assert isinstance(first, TwisterTableScene) and first.table is min(hub.room.numbered(), key=lambda tn: tn[1])[0]
    first.close()
    assert app.manager.top is hub
    assert all(t.wheel_seen for t in hub.room.running())
    for _ in range(20000):
        if all(t.is_over for t in hub.room.tables):
            break
        app.step([], 1.0)
        if hub.room.waiting():
            hub.handle_event(key(pygame.K_TAB))
            view = app.manager.top
            assert isinstance(view, TwisterTableScene)
            view.handle_event(key(pygame.K_a if view.can("all_in") else pygame.K_c))
            view.close()
    assert all(t.is_over for t in hub.room.tables)
    app.step([], 0.1)
    assert app.wallet.balance == start - 600 + sum(t.prize or 0 for t in hub.room.tables)
    assert hub.room.desk.open_ids() == []


def test_a_session_limit_blocks_new_buy_ins(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    start = app.wallet.balance
    monkeypatch.setattr(app, "betting_block", lambda: "Betting is paused.")
    hub.handle_event(key(pygame.K_RETURN))
    assert app.wallet.balance == start and not hub.room.running()


def drawn_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the next frame draws through gfx.blit_text."""
    return [d.text for d in frame_texts(app, monkeypatch)]


def test_italian_numbers_are_grouped_the_italian_way(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.games.twister.draw import count_text

    app.update_settings(language="it")
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    texts = drawn_texts(app, monkeypatch)
    assert "1.000x" in texts and "15.186 / 20.000" in texts
    assert not any("20,000" in t or "1,000x" in t for t in texts)
    assert count_text(app, 1500) == "1.500"
    app.update_settings(language="en")
    assert count_text(app, 1500) == "1,500"
    assert "1,000x" in drawn_texts(app, monkeypatch)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_table_names_the_players_current_hand(app: App, monkeypatch: pytest.MonkeyPatch,
                                                  lang: str) -> None:
    from gamelib.cards import RANK_NAMES, RANK_PLURALS
    from gamelib.hands import evaluate
    from scenes.ui.hand_names import hand_name

    app.update_settings(language=lang)
    hub, table, view = twister_table(app)
    seen_preflop = seen_board = False
    for _ in range(4000):
        if table.is_over or (seen_preflop and seen_board):
            break
        app.step([], 2.5)
        if not table.waiting_for_player:
            continue
        hand = table.t.hand
        assert hand is not None
        me = table.engine_seat(table.t.player_seat or 0)
        assert me is not None
        hole = hand.hole[me]
        texts = drawn_texts(app, monkeypatch)
        if len(hand.board) >= 3:
            name = hand_name(str(evaluate([*hole, *hand.board]).name), lang)
            assert name in texts
            seen_board = True
        else:
            a, b = sorted(hole, key=lambda c: c.rank, reverse=True)
            english = f"Pair of {RANK_PLURALS[a.rank]}" if a.rank == b.rank else f"{RANK_NAMES[a.rank]} High"
            assert hand_name(english, lang) in texts
            seen_preflop = True
        view.handle_event(key(pygame.K_c))
    assert seen_preflop and seen_board


@pytest.mark.parametrize("lang", ["en", "it"])
def test_history_lines_start_with_the_blinds_and_speak_the_language(app: App, lang: str) -> None:
    from gamelib.games.twister.engine import NoLimitHand, stacked_deck
    from gamelib.games.twister.phh import export_hand

    app.update_settings(language=lang)
    # button Teo (seat 0), You small blind, Gino big blind; the dealer pitches from Teo's left:
    # You Ks Kd, Gino 7c 2d, Teo As Qh
    hand = NoLimitHand([500, 500, 500], button=0, small_blind=10, big_blind=20, antes=2,
                       deck=stacked_deck(["Ks Kd", "7c 2d", "As Qh"], "Kh 8c 3d 9s 4h"))
    for kind in ("call", "call", "check"):  # pre-flop: Teo, You, Gino
        hand.act(kind)
    while not hand.is_over:
        hand.act("check")
    record = export_hand(hand, names=["Teo", "You", "Gino"])
    lines = hand_lines(record, "You", app.tr, lang)
    if lang == "en":
        assert lines[:5] == ["You post an ante of 2", "Gino posts an ante of 2", "Teo posts an ante of 2",
                             "You post the small blind 10", "Gino posts the big blind 20"]
        assert lines[-1] == "You win 66 with Three of a Kind, Kings"
    else:
        assert lines[3:5] == ["Metti il piccolo buio 10", "Gino mette il grande buio 20"]
        assert "Tu: K♠ K♦" in lines  # the player's own name is in Italian though stored as "You"
        assert lines[-1] == "Vinci 66 con Tris di Re"
        assert "Mostri K♠ K♦ (Tris di Re)" in lines
    from gamelib.cards import parse_cards
    from scenes.games.twister.hand_history import card_text

    assert card_text(parse_cards("Td As")) == "10♦ A♠" and card_text([None, None]) == "?? ??"
    # a hand everybody folds to the big blind: the uncalled chips go back to "you"
    hand = NoLimitHand([500, 500, 500], button=1, small_blind=10, big_blind=20, deck=stacked_deck(
        ["7c 2d", "As Qh", "Ks Kd"]))
    hand.act("fold")
    hand.act("fold")
    lines = hand_lines(export_hand(hand, names=["You", "Teo", "Gino"]), "You", app.tr, lang)
    assert lines[-2] == ("10 uncalled, back to you" if lang == "en" else "10 non vista, torna a te")
    assert lines[-1] == ("You win 20" if lang == "en" else "Vinci 20")


def test_the_table_shows_the_game_code_and_the_seed_hash(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from gamelib.cards import seed_commitment

    _, table, _ = twister_table(app)
    app.step([], 0.1)
    texts = drawn_texts(app, monkeypatch)
    started = app.wallet.round_detail(table.t.ticket)["code"]
    digest = seed_commitment(table.t.seed)
    assert any(t.endswith(" GMT") and t.startswith("#") and t[:9] == started for t in texts), texts
    assert f"SHA-256 {digest[:12]}…{digest[-6:]}" in texts


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_table_shows_each_opponents_personality(app: App, monkeypatch: pytest.MonkeyPatch,
                                                    lang: str) -> None:
    from gamelib.games.twister.bots import PERSONALITIES
    from scenes.games.twister.draw import style_text

    app.update_settings(language=lang)
    _, table, _ = twister_table(app, "hard")
    app.step([], 0.1)
    texts = drawn_texts(app, monkeypatch)
    bots = [e for e in table.t.entrants if not e.is_player]
    assert len(bots) == 2
    for e in bots:
        assert style_text(app, e.personality) in texts
    words = {"en": ("tight · aggressive", "loose · passive"), "it": ("prudente · aggressivo", "largo · passivo")}
    assert style_text(app, "rocco") == words[lang][0] and style_text(app, "marta") == words[lang][1]
    assert set(PERSONALITIES) >= {"rocco", "marta"}


@pytest.mark.parametrize("width", [640, 1600])
def test_the_dealer_button_is_a_light_disc_at_every_size(app: App, width: int) -> None:
    from scenes.games.twister.draw import dealer_spot, draw_table
    from scenes.games.twister.layout import UNIT_H, UNIT_W, Scale, plate_rect, seat_places
    from scenes.ui import gfx

    hub = TwisterScene(app, seed_source=seeds())
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    table.update(10)
    hand = table.hand
    assert hand is not None
    rect = pygame.Rect(0, 0, width, width * UNIT_H // UNIT_W)
    surface = pygame.Surface(rect.size)
    draw_table(surface, rect, table, app, large=width > 1000)
    seat = table.t.hand_seats[hand.button]
    large = width > 1000
    sc = Scale(rect)
    bx, by = dealer_spot(sc, plate_rect(sc, seat_places(table, large)[seat], large), large,
                         seat == table.t.player_seat)
    r = sc.size(22)
    light = [surface.get_at((bx + dx, by + dy)) for dx, dy in ((-r // 2, r // 2), (r // 2, r // 2),
                                                                (0, r * 2 // 3))]
    assert all(sum(c[:3]) > 3 * 160 for c in light), (light, gfx.CREAM)


def test_a_large_table_names_the_other_table_waiting(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    hub, tables = twister_tables(app, 2)
    assert move_on_until(hub, lambda: all(t.waiting_for_player for t in tables), steps=400)
    hub.open_table(tables[0])
    app.step([], 0.01)
    texts = drawn_texts(app, monkeypatch)
    assert "#2 is waiting for you" in texts
    hub_tables = hub.room.running()
    assert hub_tables.index(tables[1]) == 1


def test_closing_twister_mid_hand_does_not_void_the_hand(app: App) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    for _ in range(200):
        hub.room.update(5)
        if table.waiting_for_player:
            break
    assert table.t.hand is not None
    played = table.t.hands_played
    hub.leave_table(pop=False)  # quitting the app, or X on Twister's tile
    again = TwisterScene(app, seed_source=seeds())
    (resumed,) = again.room.running()
    assert resumed.t.hands_played == played + 1 and resumed.t.stacks == table.t.stacks


def test_a_long_hand_fits_the_history_box(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from gamelib.games.twister.engine import NoLimitHand, stacked_deck
    from gamelib.games.twister.phh import export_hand
    from scenes.games.twister.hand_history import BOX

    hub = TwisterScene(app, seed_source=seeds())
    (table,) = hub.room.start(100, 1, "standard")
    hand = NoLimitHand([5000, 5000, 5000], button=0, small_blind=10, big_blind=20, antes=2,
                       deck=stacked_deck(["Ks Kd", "7c 2d", "As Qh"], "Kh 8c 3d 9s 4h"))
    while not hand.is_over:  # min-raises until the stacks run out: a very long story
        opts = hand.options()
        if opts.can_raise and opts.min_to < 400:
            hand.act("raise", opts.min_to)
        else:
            hand.act("check" if hand.can_check() else "call")
    names = [e.name for e in table.t.entrants]
    table.t.history.append(export_hand(hand, names=names, extra={"hand": 1}))
    popup = HandHistoryScene(app, table)
    app.manager.push(popup)
    lines = popup.lines(0)
    assert len(lines) > 30
    placed = {d.text: d.pos for d in frame_texts(app, monkeypatch)}
    for line in lines:
        assert line in placed, line
        x, y = placed[line]
        assert BOX.x < x < BOX.right and y + 28 <= popup.close_b.rect.y, (line, x, y)


@pytest.mark.parametrize(("lang", "count", "message"), [
    ("en", 1, "Tournament started; buy-in taken: € 2.00"),
    ("en", 3, "3 tournaments started; buy-ins taken: € 6.00"),
    ("it", 1, "Torneo iniziato; buy-in pagato: € 2,00"),
    ("it", 2, "2 tornei iniziati; buy-in pagati: € 4,00"),
])
def test_starting_says_how_many_and_what_was_taken(app: App, lang: str, count: int, message: str) -> None:
    app.update_settings(language=lang)
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    hub.buy_in, hub.count = 200, count
    hub.start()
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene) and wheel.note == message  # under the wheel, not over its title
    assert not app.toasts


def test_the_grid_says_how_to_open_the_table_waiting(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    hub, _ = twister_tables(app, 3)
    move_on_until(hub, hub.room.waiting, steps=400)
    first = hub.room.waiting()[0]
    n = hub.room.running().index(first) + 1
    texts = drawn_texts(app, monkeypatch)
    assert texts.count(f"click, Tab or {n} to open") == 1
    hub.handle_event(key(pygame.K_1 + n - 1))
    assert isinstance(app.manager.top, TwisterTableScene) and app.manager.top.table is first


def test_a_fixed_seed_source_still_gives_each_tournament_its_own_seed(app: App) -> None:
    hub = TwisterScene(app, seed_source=lambda: bytes(32))
    tables = hub.room.start(100, 3, "standard")
    assert len({t.t.tournament_id for t in tables}) == 3
    assert len(set(hub.room.desk.open_ids())) == 3
    assert tables[0].t.seed == bytes(32)


def test_a_tournament_left_before_its_wheel_shows_the_wheel_on_return(app: App) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    hub.buy_in = 500
    hub.start()
    (table,) = hub.room.running()
    hub.leave_table(pop=False)  # the app is closed before the wheel was watched
    app.manager.pop()
    again = TwisterScene(app, seed_source=seeds())
    app.manager.push(again)
    (resumed,) = again.room.running()
    assert not resumed.wheel_seen and again.room.waiting() == [resumed]
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene) and wheel.table is resumed
    wheel.handle_event(key(pygame.K_RETURN))  # skip the spin
    wheel.handle_event(key(pygame.K_RETURN))  # PLAY
    assert resumed.wheel_seen and resumed.t.multiplier == table.t.multiplier


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_player_winning_a_pot_reads_as_you_win(app: App, monkeypatch: pytest.MonkeyPatch,
                                                   lang: str) -> None:
    from gamelib.games.twister.operations import PotAwarded

    app.update_settings(language=lang)
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    mine = "You win" if lang == "en" else "Vinci"
    for _tournament in range(6):
        (table,) = hub.room.start(100, 1, "easy")
        table.reveal_wheel()
        view = TwisterTableScene(app, hub, table)
        app.manager.push(view)
        for _ in range(3000):
            hand = table.hand
            if hand is not None and hand.is_over and not table.t.hand:
                me = table.engine_seat(table.t.player_seat or 0)
                won = any(seat == me for op in hand.operations if isinstance(op, PotAwarded)
                          for seat, _ in op.shares)
                if won:
                    texts = drawn_texts(app, monkeypatch)
                    assert any(t.startswith(mine) for t in texts), texts
                    assert not any(t.startswith(("You wins", "Tu vince")) for t in texts)
                    return
            if table.is_over or table.t.player_seat in table.t.places:
                break
            app.step([], 0.5)
            if table.waiting_for_player:
                view.handle_event(key(pygame.K_c))
        view.close()
    pytest.fail("the player never won a pot")


def test_finished_tournaments_make_room_for_new_ones(app: App) -> None:
    hub, tables = twister_tables(app, 6, "easy")
    done = tables[:2]
    assert shove_until_over(done) and not done[0].acknowledged  # the player shoves in two until they end
    assert hub.start_button.enabled
    new = hub.room.start(100, 3, "easy")  # room for two: the finished tiles give their place
    assert len(new) == 2 and all(t.acknowledged for t in done)
    assert len(hub.room.running()) == 6 and not hub.start_button.enabled
    assert hub.room.start(100, 1, "easy") == []


def drawn_rects(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, pygame.Rect]]:
    """Every text the next frame draws, with its size and where it landed."""
    return [(d.text, d.size, d.rect) for d in frame_texts(app, monkeypatch)]


@pytest.mark.parametrize(("lang", "notice"), [("en", "Blinds up: 20/40"), ("it", "Bui aumentati: 20/40")])
def test_blinds_going_up_show_a_notice_for_a_few_seconds(app: App, monkeypatch: pytest.MonkeyPatch,
                                                         lang: str, notice: str) -> None:
    from gamelib.clock import FakeClock
    from gamelib.games.twister.room import BLINDS_UP_SECONDS

    app.update_settings(language=lang)
    clock = FakeClock()
    hub = TwisterScene(app, seed_source=seeds(), clock=clock)
    hub.show_grid()  # ALL TABLES: the panel and the grid
    app.manager.push(hub)
    tables = hub.room.start(100, 2, "standard")
    for t in tables:
        t.reveal_wheel()
    app.step([], 0.1)
    assert notice not in drawn_texts(app, monkeypatch)
    clock.advance(2 * 180 + 1)  # level 3 on the blind clock: 20/40
    view = TwisterTableScene(app, hub, tables[0])
    app.manager.push(view)
    for _ in range(400):  # the hand in play keeps its blinds; the next one is dealt at 20/40
        if hub.room.blinds_up(tables[0]) is not None:
            break
        app.step([], 0.25)
        if tables[0].waiting_for_player:
            view.handle_event(key(pygame.K_c))
    assert tables[0].t.level().blinds == (20, 40)
    assert drawn_texts(app, monkeypatch).count(notice) == 1  # the large table
    app.step([], BLINDS_UP_SECONDS + 0.1)
    assert notice not in drawn_texts(app, monkeypatch)
    view.close()
    for _ in range(400):  # the other table, on the grid
        if hub.room.blinds_up(tables[1]) is not None:
            break
        app.step([], 0.25)
        for t in tables:
            if t.waiting_for_player:
                t.player_act("check" if t.t.hand and t.t.hand.can_check() else "call")
    texts = drawn_rects(app, monkeypatch)
    (banner,) = [r for text, _size, r in texts if text == notice]
    assert hub.tile_rect(1).contains(banner)
    app.step([], BLINDS_UP_SECONDS + 0.1)
    assert notice not in drawn_texts(app, monkeypatch)
    clock.advance(10)  # time alone, with no new level, announces nothing
    app.step([], 0.1)
    assert hub.room.blinds_up(tables[0]) is None and hub.room.blinds_up(tables[1]) is None


@pytest.mark.parametrize(("lang", "level", "clock_line"), [
    ("en", "Level 1 · blinds 10/20", "next level in 1:45"),
    ("it", "Livello 1 · bui 10/20", "prossimo livello tra 1:45"),
])
def test_grid_tiles_show_the_level_and_the_time_to_the_next(app: App, monkeypatch: pytest.MonkeyPatch,
                                                             lang: str, level: str, clock_line: str) -> None:
    from gamelib.clock import FakeClock
    from scenes.games.twister.draw import TILE_INFO_PX

    app.update_settings(language=lang)
    clock = FakeClock()
    hub = TwisterScene(app, seed_source=seeds(), clock=clock)
    hub.show_grid()  # ALL TABLES: the panel and the grid
    app.manager.push(hub)
    tables = hub.room.start(1000, 6, "standard")  # € 10: the longest header label
    for t in tables:
        t.reveal_wheel()
    clock.advance(75)
    app.step([], 0.1)
    texts = drawn_rects(app, monkeypatch)
    for k in range(len(tables)):
        tile = hub.tile_rect(k)
        mine = [(text, size, r) for text, size, r in texts if tile.contains(r)]
        lines = {text: (size, r) for text, size, r in mine}
        assert level in lines and clock_line in lines, mine
        for line in (level, clock_line):  # readable, and clear of the tile's header label
            size, r = lines[line]
            assert size >= TILE_INFO_PX
            header = [r2 for text, _s, r2 in mine if text.startswith(f"#{k + 1} · ")]
            assert header and not any(r.colliderect(h) for h in header), (line, r, header)
    clock.advance(100)  # the tiles count down with the clock
    app.step([], 0.1)
    assert drawn_texts(app, monkeypatch).count(clock_line.replace("1:45", "0:05")) == len(tables)
