"""HISTORY and ROUND DETAIL read any game's record: every card list is found and labelled."""

from __future__ import annotations

from scenes.shell.history import card_rows, local_time


def test_card_rows_walks_any_record():
    record = {
        "hands": {"player": "As Kd"},
        "dealer": "2c 3d",
        "board": "4h 5h 6h",
        "results": [{"spot": "ante", "line": "Flush"}],
        "decisions": [{"action": "play"}],
        "grid": [{"cards": "As Ks Qs Js Ts"}, {"cards": "2c 3c 4c 5c 6c"}],
    }
    rows = dict(card_rows(record))
    assert rows["player"] == [51, 45]
    assert rows["dealer"] == [0, 5]
    assert len(rows["board"]) == 3
    assert rows["grid 1"][0] == 51 and len(rows["grid 2"]) == 5
    assert not any("results" in k or "decisions" in k for k in rows)


def test_card_rows_ignores_text_that_is_not_cards():
    assert card_rows({"status": "settled", "note": "Flush", "folded": []}) == []


def test_local_time_of_a_utc_moment():
    assert local_time("2026-01-02T03:04:05+00:00")[:4] == "2026"
    assert local_time(None) == ""
