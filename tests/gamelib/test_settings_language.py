"""The language at first start follows the system's locale (Italian -> it, else en); once
stored, the player's choice stays whatever the locale says."""

from __future__ import annotations

import sqlite3

import pytest

from gamelib.settings import load_settings, save_settings


@pytest.fixture
def conn() -> sqlite3.Connection:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    return db


def italian(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")


def test_first_start_on_an_italian_system_speaks_italian(conn: sqlite3.Connection,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    italian(monkeypatch)
    assert load_settings(conn).language == "it"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert load_settings(conn).language == "en"


def test_a_stored_language_wins_over_the_locale(conn: sqlite3.Connection,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    italian(monkeypatch)
    save_settings(conn, load_settings(conn).replace(language="en"))
    assert load_settings(conn).language == "en"
