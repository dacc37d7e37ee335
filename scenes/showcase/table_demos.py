"""The house tables' showcase: each game's ``scenes/games/<game>/demo.py`` says which states
are worth a screenshot and how to reach them; the catalogue, the multi-table states, the
benchmarks and the tests find them here.

A game's demo module exposes ``demo_states()`` — (name, drive) pairs, each drive taking a
fresh seeded table to a state — and may expose ``demo_bets(table)`` and
``demo_finish(table)`` (a modest bet; the round played out). Without them the defaults below
are used. Never imported by the game itself: demo tooling stays out of the production scenes.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.table.base import TableScene

Drive = Callable[[Any], None]


def default_bets(table: TableScene) -> None:
    """A modest bet on each required spot (and the first side bet)."""
    slip, limits = table.session.slip, table.definition.limits
    for rule in limits.chip_spots:
        chip = next((c for c in sorted(limits.chips) if c >= max(rule.min_cents, 500)), rule.min_cents)
        required = rule.name in table.definition.required_spots or not rule.optional
        if required and slip.can_place(rule.name, chip):
            slip.place(rule.name, chip)
    for rule in limits.chip_spots:
        if rule.optional and rule.fixed is None and rule.name not in slip.amounts and \
                slip.can_place(rule.name, 100):
            slip.place(rule.name, 100)
            break


def default_finish(table: TableScene) -> None:
    """Play the round out with its default decisions."""
    rnd = table.session.round
    guard = 0
    while rnd is not None and not rnd.is_over and guard < 20:
        default = rnd.default_action()
        if default is None:
            break
        table.act(default[0], **default[1])
        guard += 1


def default_states() -> list[tuple[str, Drive]]:
    """Betting, a decision, a result."""

    def decision(table: Any) -> None:
        demo_bets(table)
        table.deal()

    def result(table: Any) -> None:
        decision(table)
        demo_finish(table)

    return [("betting", demo_bets), ("decision", decision), ("result", result)]


def demo_module(table: type | object) -> ModuleType | None:
    """``scenes/games/<game>/demo.py`` of a table scene (class or instance), if it has one."""
    cls = table if isinstance(table, type) else type(table)
    for klass in cls.__mro__:
        package = klass.__module__.rpartition(".")[0]
        if not package.startswith("scenes.games."):
            continue
        try:
            return importlib.import_module(f"{package}.demo")
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.demo":
                raise
    return None


def demo_states(table: type | object) -> list[tuple[str, Drive]]:
    """The table's screenshot states: its demo module's, else the scene's own, else the defaults."""
    module = demo_module(table)
    if module is not None and hasattr(module, "demo_states"):
        states: list[tuple[str, Drive]] = module.demo_states()
        return states
    own = getattr(table, "demo_states", None)
    if own is not None:
        return list(own())
    return default_states()


def demo_bets(table: Any) -> None:
    """A modest bet on the table, as its game's showcase places it."""
    module = demo_module(table)
    (getattr(module, "demo_bets", None) or default_bets)(table)


def demo_finish(table: Any) -> None:
    """The round on the table played out, as its game's showcase plays it."""
    module = demo_module(table)
    (getattr(module, "demo_finish", None) or default_finish)(table)
