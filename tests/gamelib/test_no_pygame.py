"""gamelib is a plain library: importing every module of it never loads pygame."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import gamelib

ROOT = Path(__file__).resolve().parents[2]


def all_modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(gamelib.__path__, "gamelib."))


def test_every_gamelib_module_imports_without_pygame():
    modules = all_modules()
    assert len(modules) >= 10
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print('PYGAME' if bad else 'CLEAN', bad[:3])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("CLEAN"), out.stdout


def test_no_source_line_imports_pygame():
    offenders = [str(p) for p in (ROOT / "gamelib").rglob("*.py")
                 if any(line.lstrip().startswith(("import pygame", "from pygame"))
                        for line in p.read_text(encoding="utf-8").splitlines())]
    assert offenders == []
