"""The house's size rules (issue 13): no module in gamelib/ or scenes/ over 500 lines, no
function in scenes/ over 80 lines. Each test lists every offender at once, so one run shows
the whole job. (That gamelib never imports pygame is tests/gamelib/test_no_pygame.py.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_MODULE_LINES = 500
MAX_SCENE_FUNCTION_LINES = 80


def python_files(*packages: str) -> list[Path]:
    return sorted(p for package in packages for p in (ROOT / package).rglob("*.py"))


def module_lines(source: str) -> int:
    return len(source.splitlines())


def long_functions(source: str, limit: int) -> list[tuple[str, int, int]]:
    """``(name, first line, length)`` of every function (methods and nested ones too) whose
    ``def`` line to last line spans more than ``limit`` lines."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > limit:
                found.append((node.name, node.lineno, length))
    return sorted(found, key=lambda f: f[1])


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def test_the_measures_see_a_long_module_and_a_long_function():
    body = "\n".join(f"        x{i} = {i}" for i in range(81))
    source = f"def short():\n    return 1\n\n\nclass Table:\n    def long(self):\n{body}\n"
    assert module_lines(source) == 87
    assert long_functions(source, 80) == [("long", 6, 82)]
    assert long_functions(source, 82) == []


@pytest.mark.xfail(strict=False, reason="restructure in progress (issue 13): gamelib/games/twister/engine.py "
                   "587, scenes/games/video_poker/table.py 582, scenes/table/base.py 681 lines")
def test_no_module_in_gamelib_or_scenes_is_over_500_lines():
    files = python_files("gamelib", "scenes")
    assert len(files) > 50  # the packages were found
    offenders = [f"{_relative(p)}: {n} lines" for p in files
                 if (n := module_lines(p.read_text(encoding="utf-8"))) > MAX_MODULE_LINES]
    assert offenders == [], "modules over 500 lines:\n" + "\n".join(offenders)


@pytest.mark.xfail(strict=False, reason="restructure in progress (issue 13): "
                   "scenes/games/twister/draw.py draw_table() 130 lines")
def test_no_function_in_scenes_is_over_80_lines():
    files = python_files("scenes")
    assert len(files) > 20
    offenders = [f"{_relative(p)}:{line} {name}() {length} lines" for p in files
                 for name, line, length in long_functions(p.read_text(encoding="utf-8"),
                                                          MAX_SCENE_FUNCTION_LINES)]
    assert offenders == [], "functions over 80 lines:\n" + "\n".join(offenders)
