"""What the app knows of a game, registered once in the game's own package.

Each game package (``gamelib/games/<game>/``) exposes ``DEFINITION`` in its
``__init__.py``; :mod:`gamelib.games` finds them and every registry of the app (lobby,
command line, autoplay, history, help, screenshot catalogue) is derived from them.

A definition is light: it names the modules that hold the heavy parts (the rules, the
strategy, the command-line tools) by their dotted path and imports them on first use, so
reading the definitions at the lobby's start does not load numpy.

Two kinds of game share :class:`GameEntry`: a table game against the house
(:class:`GameDefinition`, rounds of :class:`~gamelib.games.base.GameRound`) and a tournament
(:class:`TournamentDefinition`, Twister).

>>> load("gamelib.money:format_money")(150)
'€ 1.50'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from gamelib.bets import TableLimits
    from gamelib.games.base import Action, GameRound

    RoundFactory = Callable[..., GameRound]


def load(ref: str) -> Any:
    """What ``"package.module:name"`` names (``"package.module"`` alone: the module)."""
    module_name, _, name = ref.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, name) if name else module


@dataclass(frozen=True)
class LobbyTile:
    """A game's tile in the lobby: the art and what it shows besides the title and limits."""

    cards: str  #: card codes fanned on the tile's art, e.g. ``"As Ah"``
    chip: int = 2500  #: the front chip on the art (cents); a € 5 chip lies behind it
    wheel: bool = False  #: a prize wheel instead of the chips (Twister)
    jackpot_meter: bool = False  #: the progressive jackpot's meter on top (needs ``session_hooks``)
    limits_key: str = ""  #: a text in place of the table limits (a tournament's buy-in)


@dataclass(frozen=True, kw_only=True)
class GameEntry:
    """What the app asks of any game, table or tournament.

    Keys default from the id: ``game.<id>`` (name), ``lobby.card.<id>`` (the tile's short
    rules card), ``help.section.<id>`` (its help page).
    """

    kind: ClassVar[str] = ""

    game_id: str
    title: str  #: the English name, for the command line
    order: int  #: lobby position (smaller first); also the order of help pages and commands
    tile: LobbyTile | None = None  #: None: no tile in the lobby
    name_key: str = ""
    card_key: str = ""
    help_key: str = ""
    #: module with ``configure_simulate(parser)`` and ``run_simulate(args)``: ``simulate <id>``
    simulate: str = ""
    #: module with ``configure_analyze(parser)`` and ``run_analyze(args)``: ``analyze <id>``
    analyze: str = ""

    def __post_init__(self) -> None:
        if not self.game_id or self.game_id != self.game_id.strip():
            raise ValueError(f"A game needs an id without spaces around it, not {self.game_id!r}.")
        for name, default in (("name_key", f"game.{self.game_id}"),
                              ("card_key", f"lobby.card.{self.game_id}"),
                              ("help_key", f"help.section.{self.game_id}")):
            if not getattr(self, name):
                object.__setattr__(self, name, default)


@dataclass(frozen=True, kw_only=True)
class GameDefinition(GameEntry):
    """A table game against the house: its round, limits, strategy and autoplay.

    ``rules`` is the module holding ``LIMITS``, ``new_round(stakes, seed, config=None,
    deck=None)`` and, optionally, ``DEFAULT_CONFIG``; it is imported the first time one of
    them is asked for.
    """

    kind: ClassVar[str] = "table"

    rules: str
    required_spots: tuple[str, ...] = ()
    rules_key: str = ""  #: i18n key of the short rules card shown at the table
    #: the built-in strategy module (the table's advice, the simulators)
    strategy: str = ""
    #: module with ``player(round) -> Action`` (the built-in strategy as a player) and,
    #: optionally, ``table_setup(stakes, hands=, paytable=) -> (stakes, config)``
    autoplay: str = ""
    #: what autoplay bets each round (cents per spot)
    autoplay_stakes: Mapping[str, int] = field(default_factory=dict)
    #: ``"module:NAME"`` of the session hooks (see ``gamelib.session.SessionHooks``), e.g. the
    #: progressive jackpot's money path
    session_hooks: str = ""

    @cached_property
    def rules_module(self) -> Any:
        return load(self.rules)

    @property
    def limits(self) -> TableLimits:
        limits: TableLimits = self.rules_module.LIMITS
        return limits

    @property
    def new_round(self) -> RoundFactory:
        factory: RoundFactory = self.rules_module.new_round
        return factory

    @property
    def default_config(self) -> Mapping[str, Any]:
        config: Mapping[str, Any] = getattr(self.rules_module, "DEFAULT_CONFIG", {})
        return config

    @cached_property
    def hooks(self) -> Any:
        """The session hooks, or None."""
        return load(self.session_hooks) if self.session_hooks else None

    def player(self) -> Callable[[GameRound], Action] | None:
        """The built-in strategy as an autoplay player, or None when the game has none."""
        if not self.autoplay:
            return None
        fn: Callable[[GameRound], Action] = load(self.autoplay).player
        return fn


@dataclass(frozen=True, kw_only=True)
class TournamentDefinition(GameEntry):
    """A tournament against bots (Twister): no house round; played, verified and simulated
    by its own modules."""

    kind: ClassVar[str] = "tournament"

    #: module with ``verify`` of a settled tournament (``python main.py verify``)
    verify: str = ""
