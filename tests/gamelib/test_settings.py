"""Settings: kept between runs, checked when changed, forgiving when read."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.errors import IllegalActionError
from gamelib.ledger import Wallet
from gamelib.settings import (
    FIELD_NAMES,
    Settings,
    SettingsError,
    load_settings,
    save_settings,
    update_settings,
)


def test_defaults() -> None:
    s = Settings()
    assert s.language == "en"
    assert s.animation_speed == "normal"
    assert s.pace == "own"
    assert s.decision_seconds == 15 and s.betting_seconds == 15
    assert s.card_back == 0 and s.felt == "green"
    assert s.advisor == "off" and s.vp_hint == "default"
    assert s.reality_check_minutes == 60
    assert s.session_loss_limit_cents is None and s.session_time_limit_minutes is None
    assert set(s.to_dict()) == set(FIELD_NAMES)


def test_fresh_save_gives_defaults() -> None:
    assert load_settings(Wallet.in_memory()) == Settings()


def test_settings_persist_across_reopen(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    changed = Settings().replace(
        language="it",
        sound_volume=0.25,
        pace="live",
        felt="purple",
        card_back=3,
        four_colour_deck=True,
        vp_hint="optimal",
        reality_check_minutes=0,
        session_loss_limit_cents=5_000,
        session_time_limit_minutes=90,
    )
    save_settings(w, changed)
    w.close()
    w = Wallet.open(tmp_path)
    assert load_settings(w) == changed
    assert load_settings(w.conn) == changed
    w.close()


def test_update_settings(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    assert update_settings(w, fullscreen=True).fullscreen
    assert load_settings(w).fullscreen
    with pytest.raises(SettingsError):
        update_settings(w, fullscreen="yes")
    assert load_settings(w).fullscreen
    w.close()


BAD_VALUES: list[tuple[str, Any]] = [
    ("language", "fr"),
    ("language", None),
    ("sound_on", 1),
    ("sound_volume", 1.5),
    ("sound_volume", -0.1),
    ("sound_volume", True),
    ("music_volume", "loud"),
    ("animation_speed", "slow"),
    ("pace", "LIVE"),
    ("decision_seconds", 0),
    ("decision_seconds", 15.0),
    ("betting_seconds", 10_000),
    ("card_back", 4),
    ("card_back", -1),
    ("felt", "orange"),
    ("advisor", True),
    ("vp_hint", "best"),
    ("trainer", "no"),
    ("reality_check_minutes", -5),
    ("session_loss_limit_cents", 0),
    ("session_loss_limit_cents", 12.5),
    ("session_time_limit_minutes", 0),
    ("ui_scale", 110),
    ("ui_scale", 125.0),
    ("ui_scale", True),
    ("large_text", 1),
    ("no_such_setting", 1),
]


@pytest.mark.parametrize("name,value", BAD_VALUES)
def test_bad_value_is_refused_with_one_sentence(name: str, value: Any) -> None:
    s = Settings()
    with pytest.raises(SettingsError) as err:
        s.replace(**{name: value})
    message = str(err.value)
    assert message.endswith(".") and "\n" not in message
    assert isinstance(err.value, IllegalActionError)
    assert s == Settings()  # unchanged (frozen)


def test_constructor_checks_too() -> None:
    with pytest.raises(SettingsError):
        Settings(language="de")


def test_bad_stored_values_fall_back_to_defaults() -> None:
    w = Wallet.in_memory()
    rows = {
        "language": json.dumps("it"),
        "felt": json.dumps("orange"),  # unknown: default
        "sound_volume": "{broken json",  # unreadable: default
        "card_back": json.dumps(2),
        "decision_seconds": json.dumps("15"),  # wrong type: default
        "mystery": json.dumps(1),  # unknown key: ignored
    }
    w.conn.executemany("INSERT INTO settings(key, value) VALUES (?, ?)", list(rows.items()))
    s = load_settings(w)
    assert s.language == "it" and s.card_back == 2
    assert s.felt == "green" and s.sound_volume == 0.8 and s.decision_seconds == 15


def test_save_refuses_non_settings() -> None:
    with pytest.raises(SettingsError):
        save_settings(Wallet.in_memory(), {"language": "it"})  # type: ignore[arg-type]


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=5,
)


@settings(max_examples=100, deadline=None)
@given(data=st.dictionaries(st.sampled_from([*FIELD_NAMES, "junk"]), JSON_VALUES))
def test_any_stored_data_loads(data: dict[str, Any]) -> None:
    """Whatever is stored, loading gives valid settings and never raises."""
    s = Settings.from_dict(data)
    assert Settings.from_dict(s.to_dict()) == s


@settings(max_examples=50, deadline=None)
@given(
    lang=st.sampled_from(["en", "it"]),
    vol=st.floats(0, 1),
    secs=st.integers(3, 120),
    limit=st.one_of(st.none(), st.integers(1, 10**9)),
)
def test_round_trip_through_the_save(lang: str, vol: float, secs: int, limit: int | None) -> None:
    w = Wallet.in_memory()
    s = Settings().replace(
        language=lang, music_volume=vol, decision_seconds=secs, session_loss_limit_cents=limit
    )
    save_settings(w, s)
    assert load_settings(w) == s


def test_ui_scale_and_large_text() -> None:
    s = Settings()
    assert (s.ui_scale, s.large_text) == (100, False)
    assert s.replace(ui_scale=150, large_text=True).ui_scale == 150
    assert Settings.from_dict({"ui_scale": 175, "large_text": "yes"}) == Settings()
    with pytest.raises(SettingsError, match="ui_scale must be one of 100, 125, 150"):
        s.replace(ui_scale=200)


def test_the_coach_marks_seen_are_game_names_and_max_confirm_a_flag():
    from gamelib.settings import Settings, SettingsError

    s = Settings()
    assert s.vp_max_confirm is True and s.coach_marks_seen == ""
    assert s.replace(coach_marks_seen="texas-holdem-bonus,video-poker").coach_marks_seen == "texas-holdem-bonus,video-poker"
    for bad in ("a,,b", "drop table;", 3):
        try:
            s.replace(coach_marks_seen=bad)
        except SettingsError:
            continue
        raise AssertionError(bad)
    assert Settings.from_dict({"coach_marks_seen": "x y"}).coach_marks_seen == ""
