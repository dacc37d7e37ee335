"""One registration per game (issue 13): the games are found from their packages, every
registry is derived from the definitions, and a game added at run time (the toy High Card)
is found by the command line, autoplay and history without editing a shared module."""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import toy_game

from gamelib import games, i18n
from gamelib.autoplay import player_for, table_setup
from gamelib.cli import main as cli_main
from gamelib.cli.per_game import per_game_modules
from gamelib.errors import CommandError
from gamelib.games import (
    TABLE_GAMES,
    GameDefinition,
    TournamentDefinition,
    all_games,
    find_entry,
    find_game,
    game_name_key,
    jackpot_game,
)
from gamelib.games.definition import LobbyTile, load
from gamelib.jackpot import Jackpot
from gamelib.ledger import Wallet

ROOT = Path(__file__).resolve().parents[2]

def game_packages() -> list[str]:
    """The game packages on disk: each folder of gamelib/games whose __init__ has a DEFINITION."""
    folder = ROOT / "gamelib" / "games"
    return sorted(p.parent.name for p in folder.glob("*/__init__.py")
                  if "DEFINITION" in p.read_text(encoding="utf-8"))


@pytest.fixture()
def toy() -> GameDefinition:
    with toy_game.registered() as definition:
        yield definition
    assert "high-card" not in TABLE_GAMES and not i18n.has("game.high-card")


# --- discovery -----------------------------------------------------------------------------------

def test_each_game_package_registers_one_game_in_lobby_order() -> None:
    """No list of games here: the registry holds one definition per package on disk."""
    found = all_games()
    assert sorted(_package(d) for d in found) == game_packages() and len(found) >= 5
    assert [d.order for d in found] == sorted(d.order for d in found)  # lobby order
    assert tuple(d.game_id for d in found) == games.GAME_IDS
    assert list(TABLE_GAMES) == [d.game_id for d in found if isinstance(d, GameDefinition)]
    assert all(isinstance(d, GameDefinition | TournamentDefinition) for d in found)


def _package(d: games.GameEntry) -> str:
    """The package whose ``DEFINITION`` is ``d`` (each comes from its own package's __init__)."""
    [name] = [m for m, module in list(sys.modules.items())
              if m.startswith("gamelib.games.") and m.count(".") == 2
              and getattr(module, "DEFINITION", None) is d]
    return name.rpartition(".")[2]


def test_reading_the_definitions_does_not_load_the_rules_or_numpy() -> None:
    """The lobby reads every definition at start: the heavy modules stay unloaded."""
    code = ("import sys, gamelib.games as g; ds = g.all_games(); "
            "print(len(ds), 'numpy' in sys.modules, any(m.endswith('.rules') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.split() == [str(len(game_packages())), "False", "False"], out.stderr


def test_a_definition_loads_its_parts_on_first_use() -> None:
    for game_id in TABLE_GAMES:
        d = find_game(game_id)
        assert d.limits.spots and d.limits is d.rules_module.LIMITS
        assert d.new_round is d.rules_module.new_round
        assert callable(d.player()) and d.autoplay_stakes is not None
        for verb in ("simulate", "analyze"):
            module = load(getattr(d, verb))
            assert callable(getattr(module, f"configure_{verb}"))
            assert callable(getattr(module, f"run_{verb}"))
        assert (d.name_key, d.card_key, d.help_key) == (
            f"game.{game_id}", f"lobby.card.{game_id}", f"help.section.{game_id}")
        assert i18n.has(d.name_key, "it") and i18n.has(d.help_key, "it") and i18n.has(d.card_key, "it")
    assert find_game("video-poker").default_config["hands"] == 5
    assert find_game("texas-holdem-bonus").hooks is not None and find_game("casino-holdem").hooks is None


def test_the_derived_registries() -> None:
    assert list(per_game_modules("simulate")) == [d.game_id for d in all_games()]  # every game
    assert set(per_game_modules("analyze")) <= set(TABLE_GAMES)  # a tournament has no exact return
    assert jackpot_game() == "texas-holdem-bonus"
    assert Jackpot(Wallet.in_memory()).game == "texas-holdem-bonus"  # its default game
    assert game_name_key("twister") == "game.twister" and game_name_key("gone") == "game.gone"
    twister = find_entry("twister")
    assert isinstance(twister, TournamentDefinition) and twister.tile is not None and twister.tile.wheel


def test_unknown_ids_name_the_valid_ones() -> None:
    tables = re.escape(", ".join(TABLE_GAMES))
    with pytest.raises(CommandError, match=f"no table game 'nope'.*{tables}"):
        find_game("nope")
    with pytest.raises(CommandError, match=f"{tables}\\.$"):
        find_game("twister")  # a tournament is not a table game
    with pytest.raises(CommandError, match=re.escape(", ".join(games.GAME_IDS))):
        find_entry("nope")
    with pytest.raises(KeyError):
        TABLE_GAMES["twister"]


def test_frozen_discovery_reads_the_bundled_names(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without pkgutil's runtime hook, PyInstaller's table of contents lists the bundle."""
    import types

    monkeypatch.setattr(games.pkgutil, "iter_modules", lambda path: iter(()))
    tree = {"gamelib": {"games": {"base": "m", "texas_bonus": {"rules": "m"}, "twister": {}}}}
    bootstrap = types.SimpleNamespace(get_pyz_toc_tree=lambda: tree)  # PyInstaller 6
    monkeypatch.setitem(sys.modules, "pyimod02_importers", bootstrap)
    assert games.subpackages("gamelib.games", []) == ["texas_bonus", "twister"]

    class FrozenImporter:  # older PyInstaller: dotted names on the importer
        toc = {"gamelib.games", "gamelib.games.base", "gamelib.games.texas_bonus",
               "gamelib.games.texas_bonus.rules", "gamelib.games.twister.engine", "scenes.games.x.y"}

    monkeypatch.delitem(sys.modules, "pyimod02_importers")
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, FrozenImporter()])
    assert games.subpackages("gamelib.games", []) == ["texas_bonus", "twister"]


def test_a_definition_checks_its_id_and_registration_its_uniqueness() -> None:
    with pytest.raises(ValueError):
        GameDefinition(game_id=" x", title="X", order=1, rules="x")
    with pytest.raises(ValueError, match="already"):
        games.register(GameDefinition(game_id="video-poker", title="X", order=1, rules="x"))
    with pytest.raises(TypeError):
        games.register("video-poker")  # type: ignore[arg-type]
    assert find_game("video-poker").title == "Video Poker"


# --- a game added at run time ----------------------------------------------------------------------

def test_the_toy_game_is_found_once_registered(toy: GameDefinition) -> None:
    assert find_game("high-card") is toy and list(TABLE_GAMES)[-1] == "high-card"
    assert all_games()[-1] is toy  # order 60: after Twister
    assert toy.limits is toy_game.LIMITS and toy.tile == LobbyTile("Ah Kd")
    assert i18n.tr(toy.name_key, "it") == "Carta Alta"
    assert table_setup("high-card") == ({"ante": 100}, {})
    assert player_for("high-card") is toy_game.player


def test_simulate_has_a_sub_command_for_the_toy_game(toy: GameDefinition,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["simulate", "high-card", "--rounds", "30", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("High Card: 30 rounds, return ")
    assert 0.0 < float(out.split("return ")[1]) < 3.0


def test_simulate_through_the_save_then_history_lists_the_toy_rounds(
        toy: GameDefinition, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = str(tmp_path)
    assert cli_main(["simulate", "high-card", "--rounds", "5", "--seed", "2", "--data-dir", data,
                     ]) == 0
    assert "5 rounds of high-card played through the save" in capsys.readouterr().out
    assert cli_main(["history", "--json", "--game", "high-card", "--data-dir", data]) == 0
    rounds = json.loads(capsys.readouterr().out)
    assert len(rounds) == 5 and {r["game"] for r in rounds} == {"high-card"}
    assert {r["status"] for r in rounds} == {"settled"}


def test_a_game_without_tools_gets_no_sub_command(toy: GameDefinition) -> None:
    assert "high-card" in per_game_modules("simulate")
    assert "high-card" not in per_game_modules("analyze")
    parser = argparse.ArgumentParser()
    from gamelib.cli.per_game import configure_per_game

    configure_per_game(parser, "analyze")
    with pytest.raises(SystemExit):
        parser.parse_args(["high-card"])
