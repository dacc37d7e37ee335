"""The player's settings, kept in the save between runs.

``Settings`` is a frozen value: change it with ``settings.replace(name=value)``, which
checks every value and raises a clear error. Reading is forgiving: a stored value that
is unknown or out of range falls back to its default, so a damaged or older settings
row never stops the app.

>>> s = Settings()
>>> s.language, s.decision_seconds, s.reality_check_minutes
('en', 15, 60)
>>> s.replace(language="it").language
'it'
>>> Settings.from_dict({"language": "klingon", "felt": "blue"}).language
'en'

A save that has never stored a language (the first start) takes the system's
(:func:`system_language`: an Italian locale gives Italian, anything else English).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from dataclasses import replace as _replace
from typing import Any

from gamelib.errors import IllegalActionError
from gamelib.storage import transaction

LANGUAGES = ("en", "it")
ANIMATION_SPEEDS = ("normal", "fast", "instant")
PACES = ("own", "live")
FELTS = ("green", "blue", "red", "purple")
ADVISOR_MODES = ("off", "on")
VP_HINTS = ("off", "default", "optimal")
CARD_BACKS = 4
#: The UI scale in per cent (Settings: 100 / 125 / 150 %).
UI_SCALES = (100, 125, 150)


class SettingsError(IllegalActionError):
    """A setting given a value it cannot take."""


@dataclass(frozen=True)
class Settings:
    """Every setting with its default (see 10-table-features.md, Settings)."""

    language: str = "en"
    sound_on: bool = True
    sound_volume: float = 0.8
    music_volume: float = 0.5
    dealer_voice: bool = True
    dealer_log: bool = True
    animation_speed: str = "normal"
    reduced_motion: bool = False  # no flying cards, no wheel spin, no sliding chips: fades only
    pace: str = "own"
    decision_seconds: int = 15
    betting_seconds: int = 15
    card_back: int = 0
    felt: str = "green"
    four_colour_deck: bool = False
    fullscreen: bool = False
    window_width: int = 0  # the window as the player left it (physical px); 0: not chosen yet
    window_height: int = 0
    window_x: int | None = None  # where it was on the desktop; None: centred
    window_y: int | None = None
    window_maximised: bool = False
    ui_scale: int = 100
    large_text: bool = False
    advisor: str = "off"
    vp_hint: str = "default"  # the spec: the default strategy's hint shows unless switched off
    vp_max_confirm: bool = True  # video poker's MAX asks first when it bets over a fifth of the balance
    coach_marks_seen: str = ""  # the games whose first-visit coach marks were shown, comma-separated
    trainer: bool = False
    bot_thinking: bool = True
    twister_time_bank_seconds: int = 0  # Twister in own pace: seconds for your decisions in a hand, 0 off
    reality_check_minutes: int = 60
    session_loss_limit_cents: int | None = None
    session_time_limit_minutes: int | None = None
    # limits kept in the save by gamelib.responsible: lower at once, higher after 24 h
    daily_loss_limit_cents: int | None = None
    weekly_loss_limit_cents: int | None = None
    monthly_loss_limit_cents: int | None = None
    daily_top_up_limit_cents: int | None = None
    weekly_top_up_limit_cents: int | None = None
    monthly_top_up_limit_cents: int | None = None
    daily_time_limit_minutes: int | None = None

    def __post_init__(self) -> None:
        for f in fields(self):
            check(f.name, getattr(self, f.name))

    def replace(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied; raises ``SettingsError`` naming the bad one."""
        for name, value in changes.items():
            check(name, value)
        return _replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Build from stored data; anything unknown or invalid takes its default."""
        good: dict[str, Any] = {}
        if isinstance(data, dict):
            for name in FIELD_NAMES:
                if name in data:
                    try:
                        good[name] = check(name, data[name])
                    except SettingsError:
                        continue
        return cls(**good)


def _game_ids(name: str, value: Any) -> Any:
    """Game ids (``texas-holdem-bonus``) joined by commas, or ''."""
    ok = isinstance(value, str) and len(value) <= 400 and \
        all(part and all(c.isascii() and (c.isalnum() or c in "-_") for c in part) for part in value.split(",") if value)
    if not ok:
        raise SettingsError(f"{name} must be game names joined by commas, not {value!r}.")
    return value


def _choice(options: tuple[str, ...]) -> Any:
    def rule(name: str, value: Any) -> Any:
        if value not in options or not isinstance(value, str):
            raise SettingsError(f"{name} must be one of {', '.join(options)}, not {value!r}.")
        return value

    return rule


def _flag(name: str, value: Any) -> Any:
    if not isinstance(value, bool):
        raise SettingsError(f"{name} must be true or false, not {value!r}.")
    return value


def _one_of_numbers(options: tuple[int, ...]) -> Any:
    def rule(name: str, value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int) or value not in options:
            shown = ", ".join(str(o) for o in options)
            raise SettingsError(f"{name} must be one of {shown}, not {value!r}.")
        return value

    return rule


def _volume(name: str, value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise SettingsError(f"{name} must be a number from 0 to 1, not {value!r}.")
    return value


def _whole(low: int, high: int, *, optional: bool = False) -> Any:
    def rule(name: str, value: Any) -> Any:
        if optional and value is None:
            return value
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            extra = " or none" if optional else ""
            raise SettingsError(f"{name} must be a whole number from {low} to {high}{extra}.")
        return value

    return rule


_RULES: dict[str, Any] = {
    "language": _choice(LANGUAGES),
    "sound_on": _flag,
    "sound_volume": _volume,
    "music_volume": _volume,
    "dealer_voice": _flag,
    "dealer_log": _flag,
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "reduced_motion": _flag,
    "pace": _choice(PACES),
    "decision_seconds": _whole(3, 120),
    "betting_seconds": _whole(3, 120),
    "card_back": _whole(0, CARD_BACKS - 1),
    "felt": _choice(FELTS),
    "four_colour_deck": _flag,
    "fullscreen": _flag,
    "window_width": _whole(0, 16384),
    "window_height": _whole(0, 16384),
    "window_x": _whole(-32768, 32768, optional=True),
    "window_y": _whole(-32768, 32768, optional=True),
    "window_maximised": _flag,
    "ui_scale": _one_of_numbers(UI_SCALES),
    "large_text": _flag,
    "advisor": _choice(ADVISOR_MODES),
    "vp_hint": _choice(VP_HINTS),
    "vp_max_confirm": _flag,
    "coach_marks_seen": _game_ids,
    "trainer": _flag,
    "bot_thinking": _flag,
    "twister_time_bank_seconds": _whole(0, 600),
    "reality_check_minutes": _whole(0, 24 * 60),
    "session_loss_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "session_time_limit_minutes": _whole(1, 24 * 60, optional=True),
    "daily_loss_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "weekly_loss_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "monthly_loss_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "daily_top_up_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "weekly_top_up_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "monthly_top_up_limit_cents": _whole(1, 100_000_000_000, optional=True),
    "daily_time_limit_minutes": _whole(1, 24 * 60, optional=True),
}
FIELD_NAMES = tuple(_RULES)


def check(name: str, value: Any) -> Any:
    """Return ``value`` if setting ``name`` may take it, else raise ``SettingsError``."""
    rule = _RULES.get(name)
    if rule is None:
        raise SettingsError(f"There is no setting called {name!r}.")
    return rule(name, value)


def _conn_of(owner: Any) -> sqlite3.Connection:
    conn = getattr(owner, "conn", owner)
    if not isinstance(conn, sqlite3.Connection):
        raise TypeError("settings need a Wallet or an sqlite3 connection")
    return conn


#: where the language is read, in gettext's order of precedence
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system's locale among :data:`LANGUAGES`, as the environment names
    it (gettext's variables; ``LANGUAGE`` may list several, ``de:it``), else English. (Windows
    and macOS programs started from the desktop often have none of these variables: English
    there; the module ``locale`` would cost the lobby's start two modules.)

    >>> system_language({"LANG": "it_IT.UTF-8"}), system_language({"LANGUAGE": "de:it"})
    ('it', 'it')
    >>> system_language({"LC_ALL": "C.UTF-8", "LANG": "it_IT"}), system_language({})
    ('en', 'en')
    """
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if not value:
            continue
        for name in value.split(":"):
            code = name.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":
            return "en"  # the locale in force names another language (or C)
    return "en"


def load_settings(wallet_or_conn: Any) -> Settings:
    """The stored settings (defaults for anything missing, unknown or unreadable); a language
    never stored (the first start) is the system's (:func:`system_language`)."""
    conn = _conn_of(wallet_or_conn)
    stored: dict[str, Any] = {}
    try:
        rows = conn.execute("SELECT key, value FROM settings").fetchall()
    except sqlite3.DatabaseError:
        return Settings(language=system_language())
    for key, text in rows:
        try:
            stored[str(key)] = json.loads(text)
        except (TypeError, ValueError):
            continue
    stored.setdefault("language", system_language())
    return Settings.from_dict(stored)


def save_settings(wallet_or_conn: Any, settings: Settings) -> None:
    """Store every setting (one row each, JSON) in one transaction."""
    if not isinstance(settings, Settings):
        raise SettingsError("Only a Settings value can be saved.")
    conn = _conn_of(wallet_or_conn)
    with transaction(conn):
        conn.executemany(
            "INSERT INTO settings(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [(k, json.dumps(v)) for k, v in settings.to_dict().items()],
        )


def update_settings(wallet_or_conn: Any, **changes: Any) -> Settings:
    """Load, change (checked) and save in one step; returns the new settings."""
    new = load_settings(wallet_or_conn).replace(**changes)
    save_settings(wallet_or_conn, new)
    return new
