"""The games: each subpackage is one game and registers itself with ``DEFINITION``.

Discovery walks this package's subpackages (``pkgutil``; in the PyInstaller bundle its
runtime hook lists them, and the frozen importer's table of contents is the fallback) and
reads the ``DEFINITION`` of each ``__init__.py``, which is light: the rules, strategy and
command-line modules it names are imported when first asked for. ``register`` adds a game
at run time (a test does it with a toy game). Every list of games in the app is derived
from here: ``all_games()`` in lobby order, ``find_game`` for a table game, ``find_entry``
for any kind.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import sys
import threading
from collections.abc import Iterable, Iterator, Mapping

from gamelib.errors import CommandError
from gamelib.games.definition import GameDefinition, GameEntry, TournamentDefinition

__all__ = ["GameDefinition", "GameEntry", "TournamentDefinition", "TABLE_GAMES", "all_games",
           "find_entry", "find_game", "game_name_key", "jackpot_game", "register", "subpackages",
           "table_games", "unregister"]

log = logging.getLogger("feltside.games")

_registry: dict[str, GameEntry] = {}
_discovered = False
_lock = threading.RLock()


def subpackages(package: str, path: Iterable[str]) -> list[str]:
    """The names of a package's subpackages, sorted: ``pkgutil`` over its ``__path__`` (in a
    PyInstaller bundle its runtime hook serves this); failing that, the bundle's own table of
    contents. Scenes find their games this way too.
    """
    names = [m.name for m in pkgutil.iter_modules(list(path)) if m.ispkg]
    return sorted(names) if names else _bundled_subpackages(package)


def _bundled_subpackages(package: str) -> list[str]:
    """Frozen without pkgutil's runtime hook: PyInstaller's table of contents (a tree of
    dicts in PyInstaller 6, a set of dotted names on older importers' ``toc``)."""
    bootstrap = sys.modules.get("pyimod02_importers")
    tree_of = getattr(bootstrap, "get_pyz_toc_tree", None)
    if callable(tree_of):
        node = tree_of()
        for part in package.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, dict):
            return sorted(name for name, entry in node.items() if isinstance(entry, dict))
    prefix = package + "."
    found: set[str] = set()
    for finder in sys.meta_path:
        for full in getattr(finder, "toc", ()) or ():
            parts = full[len(prefix):].split(".") if isinstance(full, str) and full.startswith(prefix) else []
            if len(parts) >= 2:
                found.add(parts[0])
    return sorted(found)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    with _lock:
        if _discovered:
            return
        for name in subpackages(__name__, __path__):
            try:
                module = importlib.import_module(f"{__name__}.{name}")
            except Exception:  # one broken game never hides the others
                log.exception("the game package %s could not be loaded", name)
                continue
            definition = getattr(module, "DEFINITION", None)
            if isinstance(definition, GameEntry):
                _registry.setdefault(definition.game_id, definition)
        _discovered = True


def register(definition: GameEntry) -> None:
    """Add a game at run time (its id must be new)."""
    if not isinstance(definition, GameEntry):
        raise TypeError(f"A GameDefinition or TournamentDefinition is needed, not {definition!r}.")
    _discover()
    with _lock:
        if definition.game_id in _registry and _registry[definition.game_id] is not definition:
            raise ValueError(f"There is already a game '{definition.game_id}'.")
        _registry[definition.game_id] = definition


def unregister(game_id: str) -> None:
    """Take a game added at run time out again (tests restore the registry with it)."""
    with _lock:
        _registry.pop(game_id, None)


def all_games() -> tuple[GameEntry, ...]:
    """Every game, tables and tournaments, in lobby order."""
    _discover()
    return tuple(sorted(_registry.values(), key=lambda d: (d.order, d.game_id)))


def table_games() -> tuple[GameDefinition, ...]:
    """The table games against the house, in lobby order."""
    return tuple(d for d in all_games() if isinstance(d, GameDefinition))


def find_entry(game_id: str) -> GameEntry:
    """Any game by id; a clear error naming the games for an unknown id."""
    _discover()
    entry = _registry.get(game_id)
    if entry is None:
        names = ", ".join(d.game_id for d in all_games())
        raise CommandError(f"There is no game '{game_id}'; the games are {names}.")
    return entry


def find_game(game_id: str) -> GameDefinition:
    """The definition of a table game by id; a clear error for an unknown id or a tournament."""
    _discover()
    entry = _registry.get(game_id)
    if not isinstance(entry, GameDefinition):
        names = ", ".join(d.game_id for d in table_games())
        raise CommandError(f"There is no table game '{game_id}'; the table games are {names}.")
    return entry


def game_name_key(game_id: str) -> str:
    """The text key of a game's name (``game.<id>`` for a game no longer registered)."""
    _discover()
    entry = _registry.get(game_id)
    return entry.name_key if entry is not None else f"game.{game_id}"


def jackpot_game() -> str | None:
    """The game whose tile shows the progressive jackpot meter (the jackpot's default game)."""
    return next((d.game_id for d in all_games() if d.tile is not None and d.tile.jackpot_meter),
                None)


class _TableGames(Mapping[str, GameDefinition]):
    """A live, read-only view: table game id -> definition, in lobby order."""

    def __getitem__(self, game_id: str) -> GameDefinition:
        _discover()
        entry = _registry.get(game_id)
        if not isinstance(entry, GameDefinition):
            raise KeyError(game_id)
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter([d.game_id for d in table_games()])

    def __len__(self) -> int:
        return len(table_games())

    def __repr__(self) -> str:
        return f"TABLE_GAMES({', '.join(self)})"


#: Table game ids (``in``, iteration in lobby order): derived from the definitions.
TABLE_GAMES: Mapping[str, GameDefinition] = _TableGames()


def __getattr__(name: str) -> object:
    if name == "GAME_IDS":  # every game id in lobby order, tournaments included
        return tuple(d.game_id for d in all_games())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
