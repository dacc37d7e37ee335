"""Every registered game's ``analyze`` and ``simulate`` speak one JSON vocabulary
(gamelib/cli/vocabulary.py): schema, command, game, rounds or tournaments, strategy spelled
as the command's choice, return, ci99_half_width, money in ``_cents``, no retired names.

A game registered with an ``analyze`` or ``simulate`` module and no fast case here fails
:func:`test_every_registered_game_has_a_case`, so a new game is held to it too.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gamelib.cli import build_parser, main
from gamelib.cli.per_game import per_game_modules
from gamelib.cli.vocabulary import RETIRED, SCHEMA
from gamelib.games.twister.bots import BOT_KINDS

#: (command, game, fast arguments, through the save): at least one case per game and verb
CASES: list[tuple[str, str, list[str], bool]] = [
    ("simulate", "texas-holdem-bonus", ["--rounds", "400", "--seed", "1"], False),
    ("simulate", "casino-holdem", ["--rounds", "400", "--seed", "1"], False),
    ("simulate", "heads-up-holdem", ["--rounds", "400", "--seed", "1", "--strategy", "exact"], False),
    ("simulate", "video-poker", ["--rounds", "30", "--seed", "1"], False),
    ("simulate", "twister", ["--tournaments", "1", "--seed", "1"], False),
    ("simulate", "video-poker", ["--rounds", "3", "--seed", "1"], True),
    ("simulate", "twister", ["--tournaments", "1", "--seed", "1"], True),
    ("analyze", "texas-holdem-bonus", ["--bet", "bonus"], False),
    ("analyze", "texas-holdem-bonus", ["--strategy", "builtin", "--rounds", "2000",
                                       "--positions", "1", "--turn-positions", "1"], False),
    ("analyze", "casino-holdem", ["--bet", "bonus"], False),
    ("analyze", "casino-holdem", ["--strategy", "builtin", "--rounds", "2000", "--positions", "1"], False),
    ("analyze", "heads-up-holdem", ["--bet", "trips-plus"], False),
    ("analyze", "heads-up-holdem", ["--strategy", "builtin", "--rounds", "2000",
                                    "--paired-rounds", "100", "--positions", "1"], False),
    pytest.param("analyze", "video-poker", ["--strategy", "default"], False,
                 marks=pytest.mark.slow),  # builds the pay table's 14 MB of tables (~15 s)
]
#: words that name money: a key holding one of them ends with _cents
MONEY_WORDS = ("stake", "paid", "bought_in", "balance", "prize", "won")


def case_ids() -> set[tuple[str, str]]:
    return {(c.values[0], c.values[1]) if hasattr(c, "values") else (c[0], c[1]) for c in CASES}


def test_every_registered_game_has_a_case() -> None:
    for verb in ("analyze", "simulate"):
        assert {(verb, game) for game in per_game_modules(verb)} <= case_ids(), verb


def keys(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every (dotted key, value) at any depth."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield f"{path}{k}", v
            yield from keys(v, f"{path}{k}.")
    elif isinstance(value, list):
        for v in value:
            yield from keys(v, path)


def strategy_choices(verb: str, game: str) -> tuple[str, ...] | None:
    """The --strategy choices of ``verb game`` (None: the command has no --strategy)."""
    parser = build_parser(only=verb)
    command = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    per_game = next(a for a in command.choices[verb]._actions
                    if isinstance(a, argparse._SubParsersAction))
    for action in per_game.choices[game]._actions:
        if "--strategy" in action.option_strings:
            return tuple(action.choices or ())
    return None


@pytest.mark.parametrize(("verb", "game", "argv", "through_save"), CASES)
def test_the_json_speaks_the_vocabulary(verb: str, game: str, argv: list[str], through_save: bool,
                                        tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    data_dir = ["--data-dir", str(tmp_path / "save")] if through_save else []
    if verb == "analyze" and game == "video-poker":
        data_dir = ["--data-dir", str(tmp_path / "save")]  # its tables' cache goes there
    assert main([verb, game, *argv, *data_dir, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["schema"], out["command"], out["game"]) == (SCHEMA, verb, game)
    assert list(out)[:3] == ["schema", "command", "game"]
    found = dict(keys(out))
    assert not {k.rsplit(".", 1)[-1] for k in found} & RETIRED, sorted(found)
    for key, value in found.items():
        name = key.rsplit(".", 1)[-1]
        if any(word in name for word in MONEY_WORDS) and isinstance(value, int | float):
            assert name.endswith("_cents") and isinstance(value, int), key
    if verb == "simulate":
        count = out.get("rounds", out.get("tournaments"))
        assert isinstance(count, int) and count > 0
    choices = strategy_choices(verb, game)
    if game == "twister" and not through_save:  # seats, each its own strategy; no money
        assert {seat["strategy"] for seat in out["seats"]} <= set(BOT_KINDS)
        return
    if "bet" not in out:  # a side bet's exact return has no strategy
        assert out["strategy"] in (choices or ("builtin",)), out["strategy"]
    assert isinstance(out["return"], float) and 0 <= out["return"] < 10
    assert out["return_per"] in ("ante", "bet", "total stake", "buy-in")
    simulated = (verb == "simulate" and not through_save
                 or verb == "analyze" and "--strategy" in argv and game != "video-poker")
    if simulated:  # video poker's analysis is exact; through the save nothing is estimated
        assert 0 < out["ci99_half_width"] < 5


def test_range_errors_are_usage_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """README: 2 for bad arguments; an out-of-range number or an unknown game is one."""
    for argv in (["simulate", "texas-holdem-bonus", "--rounds", "-5"],
                 ["simulate", "video-poker", "--hands", "101"],
                 ["simulate", "twister", "--tournaments", "0"],
                 ["history", "--game", "nope"]):
        with pytest.raises(SystemExit) as stop:
            main(["--data-dir", str(tmp_path), *argv])
        err = capsys.readouterr().err
        assert stop.value.code == 2 and err.count("\n") == 1 and "error: argument" in err, argv
    assert main(["simulate", "video-poker", "--data-dir", str(tmp_path), "--rounds", "2000000"]) == 2
    assert "at most 1,000,000" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())  # refused before any save was made
