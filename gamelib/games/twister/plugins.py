"""Opponents you write yourself: ``--seats path/to/file.py:NAME`` (see PLUGINS.md).

``NAME`` in the file is a factory called with a seeded ``random.Random``; it returns an
object with ``decide(view) -> (action, amount)`` over the same public
:class:`~gamelib.games.twister.view.SeatView` the built-in bots get, and optionally
``hand_over(hand_id, history, players)``. Every decision goes through
:class:`PluginSeat`: an exception, an illegal action or a decision slower than
``TIME_LIMIT`` seconds stops the run with a one-sentence :class:`PluginError` naming
the plug-in, raised before the action reaches the tournament, so its state stays as
it was after the last legal action.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
import threading
import time
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from gamelib.errors import CommandError
from gamelib.games.twister.view import PublicAction, SeatView

TIME_LIMIT = 1.0  # seconds a plug-in may take for one decision
PLUGIN_SEAT = re.compile(r"^(?P<path>.+\.py):(?P<name>[A-Za-z_]\w*)$")

Decision = tuple[str, int | None]


class PluginError(CommandError):
    """A plug-in opponent cannot be loaded or made a bad decision."""


def is_plugin_seat(text: str) -> bool:
    """True for ``path/to/file.py:NAME``."""
    return PLUGIN_SEAT.match(text) is not None


@cache
def _module(path: str) -> ModuleType:
    file = Path(path)
    if not file.is_file():
        raise PluginError(f"Plug-in {path}: no such file.")
    name = "twister_plugin_" + re.sub(r"\W", "_", str(file.resolve().with_suffix("")))
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise PluginError(f"Plug-in {path}: not a Python file that can be imported.")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up by name
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the plug-in's own code failed: say so, in one sentence
        del sys.modules[name]
        raise PluginError(f"Plug-in {path} failed to import: "
                          f"{type(exc).__name__}: {exc}.") from exc
    return module


def load_factory(seat: str) -> Callable[[random.Random], Any]:
    """The factory named by ``path/to/file.py:NAME`` (loaded once per file)."""
    match = PLUGIN_SEAT.match(seat)
    if match is None:
        raise PluginError(f"Plug-in '{seat}' must be given as path/to/file.py:NAME.")
    factory = getattr(_module(match["path"]), match["name"], None)
    if not callable(factory):
        raise PluginError(f"Plug-in {seat}: the file has no factory called {match['name']}.")
    return factory


def make_plugin(seat: str, rng: random.Random) -> PluginSeat:
    """A plug-in opponent for one tournament, guarded by :class:`PluginSeat`."""
    factory = load_factory(seat)
    try:
        bot = factory(rng)
    except Exception as exc:
        raise PluginError(f"Plug-in {seat} failed to start: {type(exc).__name__}: {exc}.") from exc
    if not callable(getattr(bot, "decide", None)):
        raise PluginError(f"Plug-in {seat}: the factory's object has no decide(view) method.")
    return PluginSeat(seat, bot)


def illegal_reason(view: SeatView, decision: object) -> str | None:
    """Why a decision is not legal in this view (None when it is)."""
    if not (isinstance(decision, tuple) and len(decision) == 2):
        return f"decide() returned {decision!r}, not an (action, amount) pair"
    kind, amount = decision
    opts = view.options
    if kind not in opts.kinds:
        return f"'{kind}' is not one of the legal actions {', '.join(opts.kinds)}"
    if kind in ("bet", "raise"):
        if not isinstance(amount, int) or isinstance(amount, bool):
            return f"a {kind} needs a whole number of chips, not {amount!r}"
        if not opts.min_to <= amount <= opts.max_to:
            return f"a {kind} to {amount} is outside {opts.min_to}..{opts.max_to}"
    elif amount is not None:
        return f"'{kind}' takes no amount, got {amount!r}"
    return None


class PluginSeat:
    """A plug-in opponent behind a guard: time limit, exceptions and legality checked."""

    def __init__(self, label: str, bot: Any, time_limit: float = TIME_LIMIT) -> None:
        self.label = label
        self.bot = bot
        self.time_limit = time_limit
        self.name = str(getattr(bot, "name", label))

    def decide(self, view: SeatView) -> Decision:
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["decision"] = self.bot.decide(view)
            except BaseException as exc:  # reported below, in the caller's thread
                box["error"] = exc

        started = time.perf_counter()
        worker = threading.Thread(target=run, name=f"plug-in {self.label}", daemon=True)
        worker.start()
        worker.join(self.time_limit)
        took = time.perf_counter() - started
        if worker.is_alive() or took > self.time_limit:
            raise PluginError(f"Plug-in {self.label} took more than {self.time_limit:g} s "
                              "to decide.")
        if "error" in box:
            exc = box["error"]
            raise PluginError(f"Plug-in {self.label} raised {type(exc).__name__} in decide(): "
                              f"{exc}.") from exc
        decision = box.get("decision")
        reason = illegal_reason(view, decision)
        if reason is not None:
            raise PluginError(f"Plug-in {self.label} made an illegal decision: {reason}.")
        kind, amount = decision  # type: ignore[misc]
        return kind, amount

    def hand_over(self, hand_id: int, history: Sequence[PublicAction],
                  players: Sequence[int]) -> None:
        tell = getattr(self.bot, "hand_over", None)
        if tell is None:
            return
        try:
            tell(hand_id, history, players)
        except Exception as exc:
            raise PluginError(f"Plug-in {self.label} raised {type(exc).__name__} in "
                              f"hand_over(): {exc}.") from exc
