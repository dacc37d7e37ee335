"""packaging/exe-requirements.txt, the executables' lock: every package the build needs is
pinned to one version per Python with its hashes, and the pins still satisfy pyproject.toml
(a dependency changed there without ``make lock`` fails here)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "packaging" / "exe-requirements.txt"


def pins() -> dict[str, list[tuple[str, int]]]:
    """name -> [(version, number of hashes)], one entry per marker line (numpy has two)."""
    found: dict[str, list[tuple[str, int]]] = {}
    text = LOCK.read_text(encoding="utf-8")
    for block in re.split(r"\n(?=[A-Za-z0-9])", text):
        head = re.match(r"([A-Za-z0-9_.-]+)==([^ ;\\]+)", block)
        if head:
            found.setdefault(head[1].lower(), []).append((head[2], block.count("--hash=sha256:")))
    return found


def wanted() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(r) for r in [*project["dependencies"], *project["optional-dependencies"]["exe"]]]


def test_every_build_requirement_is_pinned_with_hashes_and_satisfies_pyproject() -> None:
    locked = pins()
    assert {"pyinstaller", "pygame-ce", "numpy", "platformdirs", "pillow", "altgraph"} <= set(locked)
    for requirement in wanted():
        versions = locked[requirement.name.lower()]
        for version, hashes in versions:
            assert requirement.specifier.contains(version), (requirement, version)
            assert hashes >= 1, requirement.name
    assert all(hashes >= 1 for entries in locked.values() for _, hashes in entries)


def test_the_lock_says_how_it_was_made() -> None:
    assert "uv pip compile pyproject.toml --extra exe --universal --generate-hashes" in LOCK.read_text(encoding="utf-8")
