"""One JSON vocabulary for ``analyze`` and ``simulate``, whatever the game (schema 1).

Every object these commands print with ``--json`` starts with

    schema     this vocabulary's version (:data:`SCHEMA`), raised when a key changes meaning
    command    "analyze" or "simulate"
    game       the game's id as the command takes it ("video-poker", "twister", ...)

and then says, where it applies:

    rounds | tournaments   how many were played (simulate; analyze --strategy)
    strategy               spelled as the command's --strategy choice ("builtin", "optimal"),
                           the choice given where the command has one
    return                 the return per unit staked: per ANTE for the hold'em games' main game,
                           per bet for a side bet and for video poker (per credit), per total
                           stake through the save; ``return_per`` names the unit
    ci99_half_width        the half-width of its 99 % confidence interval (simulations)
    *_cents                money, in integer cents; no other key holds money

A game's own results keep their names (``lines``, ``play_rate``, ``seats`` ...); the names
that differed between games are renamed here (:data:`RENAMED`), so a game's analysis module
may keep its own spelling. ``gamelib.cli.emit_result`` prints it. ``tests/gamelib/test_cli_vocabulary.py`` holds every registered
game to this.

>>> import argparse
>>> in_vocabulary(argparse.Namespace(command="simulate", game="casino-holdem"),
...               {"game": "casino-holdem", "strategy": "built-in", "return_per_ante": 0.98,
...                "half_width_99": 0.01, "stake": 100})
... # doctest: +NORMALIZE_WHITESPACE
{'schema': 1, 'command': 'simulate', 'game': 'casino-holdem', 'strategy': 'builtin',
 'return': 0.98, 'return_per': 'ante', 'ci99_half_width': 0.01, 'stake_cents': 100}
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

SCHEMA = 1

#: a game's own name -> the vocabulary's (at any depth of the object)
RENAMED = {
    "return_per_ante": "return",
    "half_width_99": "ci99_half_width",
    "return_per_ante_ci99": "ci99_half_width",
    "return_per_total_bet_ci99": "return_per_total_bet_ci99_half_width",
    "gain_half_width_99": "gain_ci99_half_width",
    "bonus_return_ci99": "bonus_return_ci99_half_width",
    "interval_99": "ci99_interval",
    "exact_return_per_ante": "exact_return",
    "stake": "stake_cents",
}
#: what ``return`` is per, by the name it had
RETURN_PER = {"return_per_ante": "ante", "return": "bet"}
#: a strategy's spellings -> the command's choice
STRATEGY_SPELLING = {"built-in": "builtin"}
#: keys no object of these commands may carry any more (the test checks every game)
RETIRED = frozenset(k for k, v in RENAMED.items() if k != v)


def renamed(value: Any) -> Any:
    """``value`` with every key of :data:`RENAMED` renamed, at any depth."""
    if isinstance(value, Mapping):
        return {RENAMED.get(k, k): renamed(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [renamed(v) for v in value]
    return value


def in_vocabulary(args: argparse.Namespace, data: Mapping[str, Any]) -> dict[str, Any]:
    """The object ``analyze``/``simulate`` prints for ``data`` (a game's own result)."""
    out: dict[str, Any] = {"schema": SCHEMA, "command": getattr(args, "command", None),
                           "game": args.game}
    if isinstance(getattr(args, "strategy", None), str):
        out["strategy"] = args.strategy  # the choice as given (a game may report its own name)
    for key, value in data.items():
        if key == "game":
            continue  # the command's spelling, above
        name = RENAMED.get(key, key)
        if name in out:
            continue  # the command's strategy, or "return" already taken from the main figure
        if name == "strategy" and isinstance(value, str):
            value = STRATEGY_SPELLING.get(value, value)
        out[name] = renamed(value)
        if name == "return" and key in RETURN_PER and "return_per" not in data:
            out["return_per"] = RETURN_PER[key]
    return out

