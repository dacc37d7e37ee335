"""Text in English and Italian, by key. Each module registers its own catalogue.

>>> register({"en": {"demo.hello": "Hello {name}"}, "it": {"demo.hello": "Ciao {name}"}})
>>> tr("demo.hello", "it", name="Anna")
'Ciao Anna'
>>> tr("demo.missing", "it")
'demo.missing'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

LANGUAGES = ("en", "it")
_CATALOGUE: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


def register(entries: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``{lang: {key: text}}``; a later registration of the same key wins."""
    for lang, texts in entries.items():
        _CATALOGUE.setdefault(lang, {}).update(texts)


def tr(key: str, lang: str = "en", **params: Any) -> str:
    """The text for ``key`` in ``lang`` (falls back to English, then to the key itself)."""
    text = _CATALOGUE.get(lang, {}).get(key) or _CATALOGUE["en"].get(key) or key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def has(key: str, lang: str = "en") -> bool:
    return key in _CATALOGUE.get(lang, {})


def missing_keys(lang: str) -> set[str]:
    """Keys that have English text but none in ``lang`` (a test keeps this empty)."""
    return set(_CATALOGUE["en"]) - set(_CATALOGUE.get(lang, {}))
