"""Registry: game id -> the scene that draws its table, found in ``scenes/games/<game>/``.

Each scene package declares in its ``__init__.py`` the game it draws (``GAME_ID``) and its
table scene (``TABLE = "module:Class"``; optionally ``ROUND_DETAIL = "module:function"``,
what HISTORY's round detail draws for that game). They are found the way the games are
(``gamelib.games.subpackages``); ``register_table`` adds one at run time. The lobby's games
and their order come from the game definitions (``gamelib.games``): a game without a table
scene shows its tile greyed, "coming soon" — never a crash. Scene modules are imported only
when a table opens, so the lobby starts fast.

A game whose screens fail to import is not silently taken for one not built yet: ``failures``
says which and why, in one line each. The lobby tells the player (its tile says the game is
unavailable), and ``smoke`` and ``screenshots``, which load every table (``load_all``), fail
with that sentence rather than report success with the game's states missing.
"""

from __future__ import annotations

import importlib
import logging
import sys
import traceback
from collections.abc import Callable
from typing import Any

import scenes.games as package
from gamelib.games import all_games, subpackages

log = logging.getLogger("feltside.scenes")

#: game id -> its table scene class, or "module:Class" until first opened
TABLE_SCENES: dict[str, str | type[Any]] = {}
#: game id -> "module:function" drawing that game's round detail in HISTORY
ROUND_DETAILS: dict[str, str] = {}

#: game id -> why its screens could not be loaded ("ImportError: …"), and the traceback the
#: log is given (found at import, before the app's log is set up: written by ``log_failures``)
_broken: dict[str, tuple[str, str]] = {}
_logged: set[str] = set()


def _reason(exc: BaseException) -> tuple[str, str]:
    return f"{exc.__class__.__name__}: {exc}", "".join(traceback.format_exception(exc))


def _game_of(name: str) -> str:
    """The game a scene package draws, told by its game package of the same name (its own
    ``__init__`` is what failed), else the package's name."""
    definition = getattr(sys.modules.get(f"gamelib.games.{name}"), "DEFINITION", None)
    return str(getattr(definition, "game_id", name))


def _discover() -> None:
    for name in subpackages(package.__name__, package.__path__):
        try:
            module = importlib.import_module(f"{package.__name__}.{name}")
        except Exception as exc:  # one broken screen never hides the others
            game = _game_of(name)
            _broken[game] = _reason(exc)
            continue
        game_id = getattr(module, "GAME_ID", "")
        if not game_id:
            continue
        if getattr(module, "TABLE", ""):
            TABLE_SCENES.setdefault(game_id, module.TABLE)
        if getattr(module, "ROUND_DETAIL", ""):
            ROUND_DETAILS.setdefault(game_id, module.ROUND_DETAIL)


_discover()


def register_table(game_id: str, table: str | type[Any], round_detail: str = "") -> None:
    """Add (or replace) a game's table scene at run time: a class or ``"module:Class"``."""
    TABLE_SCENES[game_id] = table
    _broken.pop(game_id, None)
    _logged.discard(game_id)
    if round_detail:
        ROUND_DETAILS[game_id] = round_detail


def unregister_table(game_id: str) -> None:
    """Take a table added at run time out again (tests restore the registry with it)."""
    TABLE_SCENES.pop(game_id, None)
    ROUND_DETAILS.pop(game_id, None)
    _broken.pop(game_id, None)
    _logged.discard(game_id)


def lobby_games() -> tuple[str, ...]:
    """The games with a lobby tile, in lobby order (from the game definitions)."""

    return tuple(d.game_id for d in all_games() if d.tile is not None)


def _load(ref: str) -> Any:
    module_name, _, name = ref.partition(":")
    return getattr(importlib.import_module(module_name), name)


def scene_class(game_id: str) -> type[Any] | None:
    """The table scene class of a game, or None when it is not built (yet) or fails to import."""
    table = TABLE_SCENES.get(game_id)
    if table is None or game_id in _broken:
        return None
    if isinstance(table, type):
        return table
    try:
        cls: type[Any] = _load(table)
    except Exception as exc:
        _broken[game_id] = _reason(exc)  # (logged when the player is told: log_failures)
        return None
    return cls


def failures() -> dict[str, str]:
    """game id -> why its screens could not be loaded (one line), for the games found broken
    so far: at start-up (their scene package) or when a table was opened."""
    return {game: why for game, (why, _) in _broken.items()}


def load_all() -> dict[str, str]:
    """Load every lobby game's table scene now (as opening each table would) and say which
    failed and why: ``failures`` once all are tried."""
    for game in lobby_games():
        scene_class(game)
    return failures()


def log_failures() -> None:
    """Write each broken game's traceback to the log, once, when the player is told (found at
    import, before the app's log is set up, they printed on the terminal)."""
    for game, (why, trace) in _broken.items():
        if game not in _logged:
            _logged.add(game)
            log.error("the screens of %s could not be loaded: %s\n%s", game, why, trace.rstrip())


def round_detail(game_id: str) -> Callable[[Any], Any] | None:
    """What draws a game's round detail (``factory(scene)``), or None for the shared one."""
    ref = ROUND_DETAILS.get(game_id)
    if ref is None:
        return None
    try:
        factory: Callable[[Any], Any] = _load(ref)
    except Exception:
        log.exception("the round detail of %s could not be loaded", game_id)
        return None
    return factory


def is_available(game_id: str) -> bool:
    """Whether a game has a table scene registered (does not import it)."""
    return game_id in TABLE_SCENES and game_id not in _broken


def __getattr__(name: str) -> object:
    if name == "LOBBY_GAMES":  # the lobby's games, in order (a live view of the definitions)
        return lobby_games()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
