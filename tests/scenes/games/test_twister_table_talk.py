"""The large Twister table says what happened: the tags, the dealer's lines and the pots are
drawn in the player's language, and the rail offers only the engine's actions (issue 15:
facing an all-in with equal stacks it showed POT 540 / SIDE POT 240, a disabled RAISE TO 0
and two ALL-IN buttons)."""

from __future__ import annotations

import random

import pygame
import pytest

from gamelib.clock import FakeClock
from gamelib.games.twister.demo import SIDE_POT_HAND, SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.tournament import Entrant, Tournament
from scenes.app import App
from scenes.games.twister.draw import count_text
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import SAID_SECONDS, TwisterTableScene
from tests.scenes.games.test_twister import drawn_texts, key, seeds


def facing_an_equal_all_in() -> TwisterTable:
    """500 each: the player (button) calls, Rocco (small blind) moves all-in, Gino folds."""
    entrants = [Entrant("You"), Entrant("Rocco", "bot:standard", "rocco"), Entrant("Gino", "bot:standard", "gino")]
    t = Tournament(tournament_id="x", seed=bytes(32), buy_in=100, entrants=entrants, stacks=[500, 500, 500],
                   button=0, multiplier=2, clock=FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False)
    table.reveal_wheel()
    table.update(0)
    for action in ("call", "all_in", "fold"):
        table.operations += t.act(action)
    assert table.waiting_for_player
    return table


def open_table(app: App, table: TwisterTable) -> TwisterTableScene:
    hub = TwisterScene(app, seed_source=seeds())
    view = TwisterTableScene(app, hub, table)
    app.manager.push(view)
    return view


@pytest.mark.parametrize("lang", ["en", "it"])
def test_facing_an_equal_all_in_only_real_pots_and_offered_actions(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    app.update_settings(language=lang)
    view = open_table(app, facing_an_equal_all_in())
    texts = drawn_texts(app, monkeypatch)
    tr = app.tr
    assert tr("twister.pot", amount=count_text(app, 540)) in texts
    assert not any(t.startswith(tr("twister.side_pot", amount="")) for t in texts)
    assert tr("twister.tag.all_in", amount=count_text(app, 500)) in texts  # Rocco's shove: his 500
    assert tr("twister.tag.fold") in texts and tr("twister.tag.call", amount="20") in texts
    assert tr("twister.dealer.fold", name="Gino") in texts
    assert view.fold_b.visible and view.call_b.visible and view.allin_b.visible and not view.raise_b.visible
    assert not any(b.visible for b in view.presets)  # no raise: no ½ POT / POT and no slider


def test_the_side_pot_is_named_with_who_is_in_it(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    open_table(app, side_pot_table(SIDE_POT_MOMENTS["turn"]))
    texts = drawn_texts(app, monkeypatch)
    tr = app.tr
    main = tr("twister.main_pot", amount="600")
    side = tr("twister.side_pot", amount="300")
    assert tr("twister.pot_seats", pot=main, names=f"{tr('twister.you')}, Rocco, Gino") in texts
    assert tr("twister.pot_seats", pot=side, names=f"{tr('twister.you')}, Gino") in texts
    assert tr("twister.tag.all_in_held") in texts  # Rocco, all-in since the flop


def test_when_a_raise_is_open_the_rail_has_no_duplicate_all_in(app: App) -> None:
    view = open_table(app, side_pot_table(SIDE_POT_MOMENTS["river"]))  # Gino bets 100: the player can raise
    app.step([], 0.01)
    assert view.raise_b.visible and all(b.visible for b in view.presets) and view.allin_b.visible
    assert len(view.presets) == 2  # ½ POT and POT; all-in is the ALL-IN button (key 3 for the slider)
    view.act("call")
    view.update(0.0)  # the hand is over: nothing to act on, no button on the rail
    assert not any(b.visible for b in (view.fold_b, view.call_b, view.raise_b, view.allin_b, *view.presets))


def test_chips_fly_to_the_pot_and_to_the_winner_then_land(app: App) -> None:
    app.update_settings(animation_speed="normal")
    view = open_table(app, side_pot_table(SIDE_POT_MOMENTS["river"]))
    view.update(0.0)
    assert view.flights == []  # what happened before the table opened does not fly again
    view.act("call")  # the showdown: the player's call, the river gathered, both pots won
    view.update(0.0)
    assert [(m.kind, seat, m.amount) for m, seat, _ in view.flights] == [
        ("bet", 0, 100), ("gather", 0, 100), ("gather", 2, 100), ("win", 0, 600), ("win", 0, 500)]
    view.update(0.3)
    app.manager.draw(app.canvas)  # in flight: drawn between their places
    assert {m.kind for m, _, age in view.flights if age >= 0} == {"bet", "gather"}
    view.update(1.0)
    assert view.flights == []


def typed(view: TwisterTableScene, text: str) -> None:
    view.handle_event(key(pygame.K_t))
    for ch in text:
        view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), unicode=ch, mod=0))
    view.handle_event(key(pygame.K_RETURN))


def test_a_typed_amount_and_a_big_blind_up_or_down(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    view = open_table(app, side_pot_table(SIDE_POT_MOMENTS["river"]))  # Gino bets 100; the player has 450
    choices = view.choices()
    assert choices is not None and (choices.min_to, choices.max_to, choices.big_blind) == (200, 450, 20)
    typed(view, "99")
    assert view.slider_amount() == 200 and view.said[0] == "min"
    assert app.tr("twister.amount.min", amount="200") in drawn_texts(app, monkeypatch)
    typed(view, "5000")
    assert view.slider_amount() == 450 and view.said[0] == "max"
    view.handle_event(key(pygame.K_t))  # a slip: Backspace twice, then a digit
    for k in (pygame.K_3, pygame.K_1, pygame.K_0, pygame.K_0):
        view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=chr(k), mod=0))
    view.handle_event(key(pygame.K_BACKSPACE))
    view.handle_event(key(pygame.K_BACKSPACE))
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, unicode="0", mod=0))
    assert view.typing == "310"  # while typing, 1 is a digit, not the ½ POT preset
    view.handle_event(key(pygame.K_RETURN))
    assert view.slider_amount() == 310 and view.said == ("", 0.0)
    view.handle_event(key(pygame.K_PLUS))
    assert view.slider_amount() == 330
    view.minus_b.click()
    view.minus_b.click()
    assert view.slider_amount() == 290
    view.update(SAID_SECONDS)
    view.bet_or_raise()
    hand = view.table.hand
    assert hand is not None and any(getattr(op, "to", 0) == 290 for op in hand.operations)


def test_the_hand_history_lists_the_newest_hand_first(app: App) -> None:
    from scenes.games.twister.hand_history import HandHistoryScene

    table = side_pot_table(len(SIDE_POT_HAND))
    for _ in range(3):  # three more hands, folded at once
        table.update(60.0)
        while table.t.hand is not None:
            table.operations += table.t.act("fold" if table.t.hand.can_fold() else "check")
    n = len(table.t.history)
    assert n == 4
    history = HandHistoryScene(app, table)
    app.manager.push(history)
    assert history.selected == n - 1 and history.row_hands() == [3, 2, 1, 0]
    history.handle_event(key(pygame.K_DOWN))  # down the list: an older hand
    assert history.selected == n - 2
    history.handle_event(key(pygame.K_UP))
    history.handle_event(key(pygame.K_UP))  # never past the newest
    assert history.selected == n - 1
    app.manager.draw(app.canvas)
