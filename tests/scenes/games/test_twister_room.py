"""The Twister room, a screen of its own: the four buy-ins as tiles with their prize ladders and
fees, the difficulty cards beside the opponents' faces, the tournaments running with their
state, START; a click chooses, a row opens its table large, a new tournament's wheel leads
straight to its table. At 100 % and at 150 % nothing in the room overlaps or leaves the
screen, and every text stays inside its box."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest
from helpers import scale
from helpers.scene_app import counting_seeds as seeds
from helpers.scene_app import move_on_until

from gamelib.games.twister.wheel import BUY_INS, prize_table
from scenes.app import App
from scenes.games.twister import room_screen
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene

app = scale.app_fixture()


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


@pytest.fixture
def hub(app: App) -> Iterator[TwisterScene]:
    scene = TwisterScene(app, seed_source=seeds())
    app.manager.push(scene)
    yield scene


def boxes(hub: TwisterScene) -> dict[str, pygame.Rect]:
    out = {f"tile {k}": room_screen.buy_in_tile(k) for k in range(4)}
    out |= {f"card {k}": room_screen.difficulty_card(k) for k in range(3)}
    out |= {f"face {k}": room_screen.face_cell(k) for k in range(6)}
    out |= {f"row {k}": room_screen.tournament_row(k) for k in range(6)}
    out |= {f"button {k}": b.rect for k, b in enumerate(hub.buttons)}
    return out


def test_the_room_is_what_twister_opens_on(hub: TwisterScene) -> None:
    assert hub.mode == "room"
    assert hub.start_button.rect == room_screen.start_rect()


@pytest.mark.parametrize("settings", [scale.NORMAL, {"ui_scale": 150}], ids=["100", "150"])
def test_nothing_in_the_room_overlaps_or_leaves_the_screen(app: App, hub: TwisterScene,
                                                           settings: dict[str, object]) -> None:
    scale.rescaled(app, hub, **settings)
    parts = boxes(hub)
    screen = pygame.Rect(0, 0, 1920, 1080)
    for name, r in parts.items():
        assert screen.contains(r), name
    for (a, ra), (b, rb) in combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, b)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [scale.NORMAL, {"ui_scale": 150}], ids=["100", "150"])
def test_each_tile_shows_its_fees_and_its_whole_prize_ladder_inside_it(app: App, hub: TwisterScene, lang: str,
                                                                       settings: dict[str, object]) -> None:
    app.update_settings(language=lang)
    texts = scale.recorded(app, hub, **settings)
    for k, buy_in in enumerate(BUY_INS):
        tile = room_screen.buy_in_tile(k)
        inside = [t.s for t in texts if tile.contains(t.ink)]
        assert app.money(buy_in) in inside
        assert any(app.money(row["pool"]) == s for row in prize_table(buy_in) for s in inside)
        assert sum(1 for row in prize_table(buy_in) if app.money(row["pool"]) in inside) == 9
        assert sum(1 for s in inside if s.endswith("x")) == 9  # the nine multipliers
    for k in range(3):  # the difficulty cards' words stay in their cards
        card = room_screen.difficulty_card(k)
        words = [t for t in texts if t.ink.colliderect(card)]
        assert words and all(card.contains(t.ink) for t in words)


def test_a_click_chooses_the_buy_in_and_the_opponents(app: App, hub: TwisterScene) -> None:
    app.step(click(room_screen.buy_in_tile(2).center), 0.01)
    app.step(click(room_screen.difficulty_card(2).center), 0.01)
    assert (hub.buy_in, hub.difficulty) == (BUY_INS[2], "hard")
    hub.handle_event(key(pygame.K_RIGHT))
    hub.handle_event(key(pygame.K_UP))
    assert (hub.buy_in, hub.difficulty) == (BUY_INS[3], "standard")
    hub.handle_event(key(pygame.K_g))
    assert hub.mode == "grid"
    hub.handle_event(key(pygame.K_g))
    assert hub.mode == "room"


def test_start_spins_the_wheel_then_lands_on_the_table_full_size(app: App, hub: TwisterScene) -> None:
    start = app.wallet.balance
    app.step(click(room_screen.buy_in_tile(1).center), 0.01)
    app.step(click(hub.start_button.rect.center), 0.01)
    assert app.wallet.balance == start - BUY_INS[1]
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene)
    wheel.handle_event(key(pygame.K_RETURN))  # to the stop
    wheel.handle_event(key(pygame.K_RETURN))  # PLAY
    app.step([], 0.01)
    view = app.manager.top
    assert isinstance(view, TwisterTableScene) and view.table is wheel.table
    view.close()
    app.step([], 0.01)
    assert app.manager.top is hub  # back in the room, not on a table again


def test_a_tournament_row_says_its_state_and_opens_its_table(app: App, hub: TwisterScene,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path) -> None:
    tables = hub.room.start(100, 2, "easy")
    for t in tables:
        t.reveal_wheel()
    assert move_on_until(hub, lambda: tables[1].waiting_for_player, steps=400)
    texts = [t.s for t in scale.recorded(app, hub)]
    assert app.tr("twister.your_turn") in texts
    n = hub.room.number_of(tables[1])
    app.step(click(room_screen.tournament_row(n - 1).center), 0.01)
    assert isinstance(app.manager.top, TwisterTableScene) and app.manager.top.table is tables[1]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [scale.NORMAL, {"ui_scale": 150}], ids=["100", "150"])
def test_a_ladder_rows_chance_keeps_clear_of_its_pool(app: App, hub: TwisterScene, lang: str,
                                                      settings: dict[str, object]) -> None:
    """(At 150 % the € 10 tile's '1 / 20,000' ran into its '€ 10,000.00': the chance's column
    ended where the pool's began.)"""
    app.update_settings(language=lang)
    texts = scale.recorded(app, hub, **settings)
    gaps = []
    for k, buy_in in enumerate(BUY_INS):
        tile = room_screen.buy_in_tile(k)
        inside = [t for t in texts if tile.contains(t.ink)]
        pools = {app.money(row["pool"]) for row in prize_table(buy_in)}
        for chance in (t for t in inside if " / " in t.s):
            pool = [t for t in inside if t.s in pools and t.ink.top < chance.ink.bottom and chance.ink.top < t.ink.bottom]
            assert pool, chance.s
            gaps.append(min(p.ink.left for p in pool) - chance.ink.right)
    assert len(gaps) == 36 and min(gaps) >= 16, sorted(gaps)[:4]
