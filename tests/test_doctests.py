"""The examples in docstrings are run: README's test command (``make test``: pytest with
pyproject.toml's options) collects every ``>>>`` in gamelib, scenes and the launcher."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_pytest_collects_the_docstring_examples_of_gamelib_scenes_and_the_launcher() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pytest_options = options["tool"]["pytest"]["ini_options"]
    assert "--doctest-modules" in pytest_options["addopts"].split()
    assert {"tests", "gamelib", "scenes", "feltside"} <= set(pytest_options["testpaths"])
    with_examples = [path for folder in ("gamelib", "scenes", "feltside")
                     for path in (ROOT / folder).rglob("*.py") if ">>> " in path.read_text(encoding="utf-8")]
    assert len(with_examples) >= 30
