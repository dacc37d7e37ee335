"""HISTORY's chart, filtered: the balance line shows the balance the player really had around
each picked line, not today's balance less the picked lines only."""

from __future__ import annotations

from scenes.shell.history_filter import balance_series, filtered


def rnd(game: str, bet: int, paid: int, seq: int) -> dict[str, object]:
    return {"type": "round", "id": f"r{seq}", "code": f"#12:00:0{seq}", "game": game, "bet_cents": bet,
            "paid_cents": paid, "at": f"2026-11-23T12:00:0{seq}Z", "status": "settled"}


EVERY = [  # newest first: balance 1,000 -> 1,005 (casino +5) -> 995 (poker -10) -> 1,002 (casino +7)
    rnd("casino-holdem", 300, 1000, 3),
    rnd("video-poker", 1000, 0, 2),
    rnd("casino-holdem", 100, 600, 1),
    {"type": "top-up", "id": 1, "amount_cents": 100_000, "at": "2026-11-23T11:00:00Z"},
]


def test_a_filtered_chart_shows_the_balance_the_player_had():
    casino = filtered(EVERY, game="casino-holdem")
    # before the first casino round, after it (+5), after the last (+7, the poker -10 between)
    assert balance_series(casino, 100_200, EVERY) == [100_000, 100_500, 100_200]
    # without all the lines: € 990 and € 995, balances the player never had
    assert balance_series(casino, 100_200) == [99_000, 99_500, 100_200]


def test_all_lines_walk_back_from_today():
    assert balance_series(EVERY, 100_200, EVERY) == balance_series(EVERY, 100_200) \
        == [0, 100_000, 100_500, 99_500, 100_200]
