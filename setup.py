"""What pyproject.toml cannot say alone: which packages and data files are installed.

- the code: ``gamelib``, ``scenes`` (every subpackage) and the launcher ``feltside``;
- the games' data tables, read beside their modules (``equity_169.bin``, ``flop_table.bin``),
  and each game's own text catalogues (``gamelib/games/<game>/locale/``, gamelib.i18n);
- the top-level ``assets/`` folder, installed as the package data ``feltside/assets`` (a
  package's data must sit in a package's folder, and the source tree keeps assets/ at the top).
  Each folder under assets/ is named as a data package of its own, so every file of it is
  installed without setuptools' "data directory" warning.

Everything else (metadata, commands, dependencies) is in pyproject.toml.
"""

from pathlib import Path

from setuptools import find_packages, setup

ROOT = Path(__file__).resolve().parent
CODE = find_packages(include=["gamelib", "gamelib.*", "scenes", "scenes.*", "feltside"])
TABLES = {"gamelib.games.twister": ["equity_169.bin"],
          **{f"gamelib.games.{game}": ["flop_table.bin"]
             for game in ("texas_bonus", "casino_holdem", "heads_up")}}
ASSETS = ["feltside.assets", *sorted(
    "feltside.assets." + ".".join(folder.relative_to(ROOT / "assets").parts)
    for folder in (ROOT / "assets").rglob("*") if folder.is_dir() and folder.name != "__pycache__")]

GAME_DATA = {name: ["locale/*.mo", "locale/*.po", *TABLES.get(name, [])]
             for name in CODE if name.startswith("gamelib.games.")}

setup(packages=[*CODE, *ASSETS], package_dir={"feltside.assets": "assets"},
      package_data={**GAME_DATA, **{name: ["*"] for name in ASSETS}})
