"""HISTORY answers questions (issue 14): unique round codes, filters by game, result and date,
the numbers of its chart; and the scene with its filter buttons and chart."""

from __future__ import annotations

from datetime import UTC, datetime

import pygame
import pytest

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.shell.history import HistoryScene
from scenes.shell.history_filter import (
    balance_series,
    filtered,
    find_round,
    net_by_game,
    round_code,
)

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def rnd(game: str, bet: int, paid: int, at: str, seq: int) -> dict[str, object]:
    return {"type": "round", "id": f"20261123-120000-{seq:06d}", "code": "#12:00:00", "game": game,
            "bet_cents": bet, "paid_cents": paid, "at": at, "status": "settled"}


ENTRIES = [  # newest first, as the wallet gives them
    rnd("video-poker", 500, 0, "2026-11-23T11:00:00Z", 4),
    rnd("texas-holdem-bonus", 500, 1500, "2026-11-23T10:00:00Z", 3),
    rnd("texas-holdem-bonus", 500, 500, "2026-11-20T10:00:00Z", 2),
    rnd("heads-up-holdem", 1000, 0, "2026-10-01T10:00:00Z", 1),
    {"type": "top-up", "id": 7, "amount_cents": 100_000, "at": "2026-10-01T09:00:00Z"},
]


def test_rounds_in_the_same_second_get_different_codes():
    codes = {round_code(e["code"], e["id"]) for e in ENTRIES if e["type"] == "round"}
    assert len(codes) == 4
    assert round_code("#12:00:00", "20261123-120000-000003") == "#12:00:00-3"


def test_a_code_shown_at_the_table_is_unique_among_rounds_opened_in_one_second(tmp_path):
    wallet = Wallet.in_memory()
    tickets = [wallet.open_round("video-poker", "1", {"bet": 100}, "0" * 64) for _ in range(3)]
    assert len({round_code(t.code, t.id) for t in tickets}) == 3
    assert all(round_code(t.code, t.id).startswith(t.code + "-") for t in tickets)


@pytest.mark.parametrize(("game", "result", "period", "ids"), [
    (None, "all", "all", [4, 3, 2, 1, "top-up"]),
    ("texas-holdem-bonus", "all", "all", [3, 2]),
    (None, "won", "all", [3]),
    (None, "lost", "all", [4, 1]),
    (None, "even", "all", [2]),
    (None, "all", "week", [4, 3, 2]),
    (None, "all", "month", [4, 3, 2]),
    ("texas-holdem-bonus", "lost", "all", []),
])
def test_filters(game, result, period, ids):
    shown = filtered(ENTRIES, game, result, period, now=NOW)
    assert [int(e["id"][-6:]) if e["type"] == "round" else e["type"] for e in shown] == ids


def test_today_is_the_players_own_day():
    shown = filtered(ENTRIES, period="today", now=NOW)
    assert {e["id"] for e in shown} >= {ENTRIES[0]["id"]}
    assert ENTRIES[3] not in shown


def test_a_bad_filter_is_one_sentence():
    with pytest.raises(ValueError, match="result filter is one of"):
        filtered(ENTRIES, result="maybe")


def test_chart_numbers():
    assert balance_series(ENTRIES, 100_000) == [500, 100_500, 99_500, 99_500, 100_500, 100_000]
    assert net_by_game(ENTRIES) == {"video-poker": -500, "texas-holdem-bonus": 1000, "heads-up-holdem": -1000}


def test_history_scene_filters_by_game_and_draws_the_chart(tmp_path):
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    scene = HistoryScene(app)
    scene.all_entries = list(ENTRIES)
    scene.filters = type(scene.filters)(scene.all_entries)
    scene.filters.now = lambda: NOW
    scene.refilter()
    app.manager.push(scene)
    game, result, period, chart = scene.filter_buttons
    game.click()
    assert scene.filters.game == "video-poker" and [e["id"] for e in scene.entries] == [ENTRIES[0]["id"]]
    game.click()
    assert {e["game"] for e in scene.entries} == {"texas-holdem-bonus"}
    result.click()
    assert [e["paid_cents"] for e in scene.entries] == [1500]  # texas, won
    chart.click()
    assert scene.chart
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)  # the balance line and the bars, with the app's graphics
    assert chart.label() == app.tr("history.list")


def test_the_chart_shows_every_line_shown_so_the_pages_wait(tmp_path):
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    scene = HistoryScene(app)
    scene.all_entries = ENTRIES * 10
    scene.refilter()
    app.manager.push(scene)
    assert scene.pages > 1 and scene.next_button.enabled
    scene.toggle_chart()
    assert not scene.next_button.enabled and not scene.prev_button.enabled


def type_keys(scene: HistoryScene, text: str) -> None:
    for char in text:
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=ord(char), unicode=char, mod=0))


def press(scene: HistoryScene, key: int) -> bool:
    return scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, unicode="", mod=0))


def test_a_round_is_found_by_its_game_code():
    assert find_round(ENTRIES, "#12:00:00-3") == ENTRIES[1]["id"]
    assert find_round(ENTRIES, "12:00:00") == ENTRIES[0]["id"]  # no -N: the newest that second
    assert find_round(ENTRIES, "#12:00:00-9") is None and find_round(ENTRIES, "") is None


def test_typing_a_game_code_in_history_opens_its_round(tmp_path):
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    scene = HistoryScene(app)
    scene.all_entries = list(ENTRIES)
    scene.refilter()
    app.manager.push(scene)
    opened: list[str] = []
    scene.open_detail = opened.append  # type: ignore[method-assign]
    type_keys(scene, "#12:00:00-9")
    assert scene.search == "#12:00:00-9"
    scene.draw(pygame.Surface((1920, 1080)))  # the typed code shows under the page number
    assert press(scene, pygame.K_RETURN) and opened == []  # no such round: said, nothing opened
    assert app.toasts and "#12:00:00-9" in app.toasts[-1].message
    press(scene, pygame.K_BACKSPACE)
    type_keys(scene, "2")
    assert press(scene, pygame.K_RETURN) and opened == [ENTRIES[2]["id"]] and scene.search == ""
    type_keys(scene, "12")
    assert press(scene, pygame.K_ESCAPE) and scene.search == ""  # Esc clears before it closes
    assert not press(scene, pygame.K_RETURN)  # nothing typed: Enter is not taken
