"""Text in English and Italian, by key, from gettext catalogues.

The texts live in ``assets/locale/<lang>/LC_MESSAGES/feltside.po`` (what translators
edit; the message id is the key) and its compiled ``.mo``, which is read here with the
standard library's ``gettext`` the first time a text is asked for. A game may carry its own
words in its package, ``gamelib/games/<game>/locale/<lang>.po`` and ``.mo``: each is merged
into its language's texts (``game_catalogue_folders``), so a new game edits no shared
catalogue; a game outside the package adds its folder with ``add_catalogue_folder``. ``register`` adds
texts at run time, for a game that is not in the catalogues (tests register a toy game
that way); no module of the app registers at import.

>>> tr("table.balance", "it")
'SALDO'
>>> register({"en": {"demo.hello": "Hello {name}"}, "it": {"demo.hello": "Ciao {name}"}})
>>> tr("demo.hello", "it", name="Anna")
'Ciao Anna'
>>> tr("demo.missing", "it")
'demo.missing'
"""

from __future__ import annotations

import gettext
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from gamelib.paths import asset_root

LANGUAGES = ("en", "it")
DOMAIN = "feltside"

#: each language's catalogue, read the first time one of its texts is asked for (a player in
#: English never reads the Italian one: issue 17, the start)
_loaded: dict[str, dict[str, str]] = {}
_load_lock = threading.Lock()
_registered: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
#: catalogue folders of games outside gamelib/games (``<folder>/<lang>.mo``), added at run time
_added_folders: list[Path] = []


def locale_dir() -> Path:
    """Where the catalogues are: ``locale/`` in the assets folder (``gamelib.paths``: the
    PyInstaller bundle, ``FELTSIDE_ASSETS``, the source tree or the installed package), the
    same folder ``scenes.ui.resources`` reads the art from."""
    return asset_root() / "locale"


def load_catalogue(lang: str, directory: Path | None = None) -> dict[str, str]:
    """The texts of one language's compiled catalogue ({} if there is none)."""
    return load_mo((directory or locale_dir()) / lang / "LC_MESSAGES" / f"{DOMAIN}.mo")


def load_mo(path: Path) -> dict[str, str]:
    """The texts of one compiled catalogue file ({} if there is none)."""
    try:
        with open(path, "rb") as fp:
            translations = gettext.GNUTranslations(fp)
    except FileNotFoundError:
        return {}
    catalog: dict[object, str] = vars(translations)["_catalog"]  # where GNUTranslations keeps them
    return {k: v for k, v in catalog.items() if isinstance(k, str) and k}


def game_catalogue_folders() -> list[Path]:
    """Each game package's own catalogue folder (``gamelib/games/<game>/locale``), then the
    folders added at run time. Found on disk (no game is imported for its words)."""
    games = Path(__file__).resolve().parent / "games"
    return [*sorted(games.glob("*/locale")), *_added_folders]


def add_catalogue_folder(folder: Path) -> None:
    """Merge a game's ``<folder>/<lang>.mo`` into its language's texts (a game registered at
    run time from outside gamelib/games; ``remove_catalogue_folder`` takes it out)."""
    if folder not in _added_folders:
        _added_folders.append(folder)
        with _load_lock:
            _loaded.clear()  # read again with the folder on next use


def remove_catalogue_folder(folder: Path) -> None:
    if folder in _added_folders:
        _added_folders.remove(folder)
        with _load_lock:
            _loaded.clear()


def _catalogue(lang: str) -> dict[str, str]:
    loaded = _loaded.get(lang)
    if loaded is None:
        if lang not in LANGUAGES:
            return {}
        with _load_lock:
            loaded = _loaded.get(lang)
            if loaded is None:
                loaded = load_catalogue(lang)
                for folder in game_catalogue_folders():
                    loaded.update(load_mo(folder / f"{lang}.mo"))
                _loaded[lang] = loaded
    return loaded


def register(entries: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``{lang: {key: text}}`` at run time; it wins over the catalogue and earlier calls."""
    for lang, texts in entries.items():
        _registered.setdefault(lang, {}).update(texts)


def _text(key: str, lang: str) -> str | None:
    return _registered.get(lang, {}).get(key) or _catalogue(lang).get(key)


def tr(key: str, lang: str = "en", **params: Any) -> str:
    """The text for ``key`` in ``lang`` (falls back to English, then to the key itself)."""
    text = _text(key, lang) or _text(key, "en") or key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError, AttributeError):
            return text
    return text


def has(key: str, lang: str = "en") -> bool:
    return _text(key, lang) is not None


def keys(lang: str) -> set[str]:
    """Every key with text in ``lang``, catalogue and registered."""
    return set(_catalogue(lang)) | set(_registered.get(lang, {}))


def missing_keys(lang: str) -> set[str]:
    """Keys that have English text but none in ``lang`` (a test keeps this empty)."""
    return keys("en") - keys(lang)
