"""The import layers (issue 26): every module of gamelib/ and scenes/ is read with ``ast``
(imports inside functions and under ``if TYPE_CHECKING`` included) and the import graph must
have no loop and no import that runs up the layers declared in ``LAYERS``, lowest first:

    gamelib (money, cards, hands, the round protocol, the registry)
      < gamelib/games/<game>      (no game imports another game)
      < gamelib/cli               (the command line)
      < gamelib/games/<game>/cli  (a game's commands)
      < scenes/ui < scenes/table < scenes/games/<game> (no game screen imports another game's)
      < scenes/shell < scenes/app < scenes/showcase (tooling on top)

A module may import its own layer (except a sibling game) and any layer below. A screen that
must open something above it (a page, the lobby, a table) asks ``app.navigation``
(scenes/ui/navigation.py), into which the shell and the game screens register at start.

An import inside a function is allowed only for a measured start-up reason, named in a
comment on that import's line: ``# start-up: <what it saves, with a measured cost in ms>``
(e.g. numpy stays out of the lobby's first frame). Counted with ``python -m tests.test_layers``:
before issue 26, 229 function-local imports by the issue's count (226 import statements read
here) and 11 import loops over 47 modules (8 loops over 20 modules read here); see
``LOCAL_IMPORTS_AFTER`` for the count now.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("gamelib", "scenes")

#: The layers, lowest first. A pattern names a module and everything under it; ``*`` stands
#: for one sub-package, and each sub-package it matches is a unit of its own that no sibling
#: unit of the same layer may import. The longest matching pattern decides a module's layer.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("gamelib core", ("gamelib",)),
    ("a game's rules", ("gamelib.games.*",)),
    ("the command line", ("gamelib.cli",)),
    ("a game's commands", ("gamelib.games.*.cli",)),
    ("ui", ("scenes", "scenes.ui", "scenes.games")),
    ("the shared table", ("scenes.table",)),
    ("a game's screens", ("scenes.games.*",)),
    ("the shell's pages", ("scenes.shell",)),
    ("the app", ("scenes.app", "scenes.app_lifecycle")),
    ("the showcase (tooling)", ("scenes.showcase",)),
)

#: Imports still to go, each with who removes it: (importer, imported) -> why it waits. The
#: checks skip only these, and fail when one is gone but still listed, so the list only shrinks.
AWAITING: dict[tuple[str, str], str] = {
}

#: A function-local import must carry this comment: a start-up reason with a measured cost.
START_UP_REASON = re.compile(r"#\s*start-up:.*\d\s*ms")

#: Function-local imports in gamelib/ and scenes/ today (229 before issue 26).
LOCAL_IMPORTS_AFTER = 4  # gamelib.paths (importlib.resources for an installed wheel) among them


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    local: bool          # inside a function
    typing_only: bool    # under ``if TYPE_CHECKING``
    reason: str          # the comment on its line(s), if any


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path, packages: Iterable[str] = PACKAGES) -> dict[str, Path]:
    return {module_name(p, root): p for package in packages for p in sorted((root / package).rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _statements(tree: ast.AST) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool, bool]]:
    """Every import statement with (inside a function, under TYPE_CHECKING)."""
    def walk(node: ast.AST, local: bool, typing_only: bool) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                yield child, local, typing_only
            inner = local or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for stmt in child.body:
                    yield from walk(ast.Module(body=[stmt], type_ignores=[]), inner, True)
                for stmt in child.orelse:
                    yield from walk(ast.Module(body=[stmt], type_ignores=[]), inner, typing_only)
                continue
            yield from walk(child, inner, typing_only)
    yield from walk(tree, False, False)


def _targets(stmt: ast.Import | ast.ImportFrom, importer: str, is_package: bool) -> list[str]:
    if isinstance(stmt, ast.Import):
        return [alias.name for alias in stmt.names]
    base = stmt.module or ""
    if stmt.level:
        package = importer.split(".") if is_package else importer.split(".")[:-1]
        package = package[: len(package) - (stmt.level - 1)]
        base = ".".join([*package, *([stmt.module] if stmt.module else [])])
    return [f"{base}.{alias.name}" for alias in stmt.names]


def _known(name: str, known: dict[str, Path]) -> str | None:
    """The longest module of ours that ``name`` (a module or a name in one) lives in."""
    parts = name.split(".")
    while parts:
        if ".".join(parts) in known:
            return ".".join(parts)
        parts.pop()
    return None


def imports(root: Path, packages: Iterable[str] = PACKAGES) -> tuple[list[Import], int]:
    """Every import between our modules (the packages an import runs on the way included), and
    the number of function-local imports of any module (ours, the standard library's, numpy)."""
    known = modules(root, packages)
    found: list[Import] = []
    local_count = 0
    for name, path in known.items():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for stmt, local, typing_only in _statements(ast.parse(source)):
            reason = " ".join(lines[stmt.lineno - 1:(stmt.end_lineno or stmt.lineno)])
            reason = reason[reason.index("#"):] if "#" in reason else ""
            local_count += local
            for target in _targets(stmt, name, path.name == "__init__.py"):
                module = _known(target, known)
                while module:   # importing a.b.c runs a.b's __init__ too
                    if module != name and not name.startswith(module + "."):
                        found.append(Import(name, module, stmt.lineno, local, typing_only, reason))
                    module = module.rpartition(".")[0]
                    if module not in known:
                        break
    return found, local_count


@functools.cache
def layer_of(module: str, root: Path) -> tuple[int, str]:
    """(layer index, unit): the unit tells sibling games apart (``gamelib.games.twister``)."""
    best: tuple[int, int, str] | None = None
    for index, (_title, patterns) in enumerate(LAYERS):
        for pattern in patterns:
            unit = _match(pattern, module, root)
            if unit is not None and (best is None or pattern.count(".") >= best[0]):
                best = (pattern.count("."), index, unit)
    assert best is not None, f"{module} is in no declared layer: add it to LAYERS"
    return best[1], best[2]


def _match(pattern: str, module: str, root: Path) -> str | None:
    got = module.split(".")
    want = pattern.split(".")
    if len(got) < len(want):
        return None
    unit = []
    for have, wanted in zip(got, want, strict=False):
        if wanted == "*":
            if not (root.joinpath(*unit, have) / "__init__.py").is_file():
                return None
        elif have != wanted:
            return None
        unit.append(have)
    return ".".join(unit) if "*" in want else ""


def upward(found: Iterable[Import], root: Path, awaiting: Iterable[tuple[str, str]] = ()) -> list[str]:
    bad = set()
    skip = set(awaiting)
    for imp in found:
        if (imp.importer, imp.imported) in skip:
            continue
        (low, unit_low), (high, unit_high) = layer_of(imp.importer, root), layer_of(imp.imported, root)
        sibling = low == high and unit_low != unit_high
        if high > low or sibling:
            why = "a sibling game" if sibling else f"up to {LAYERS[high][0]}"
            bad.add(f"{imp.importer}:{imp.line} imports {imp.imported} ({why}, from {LAYERS[low][0]})")
    return sorted(bad)


def loops(found: Iterable[Import], awaiting: Iterable[tuple[str, str]] = ()) -> list[list[str]]:
    """The import loops (strongly connected sets of two or more modules) of the imports that
    run (``TYPE_CHECKING`` ones do not)."""
    graph: dict[str, set[str]] = {}
    skip = set(awaiting)
    for imp in found:
        if not imp.typing_only and (imp.importer, imp.imported) not in skip:
            graph.setdefault(imp.importer, set()).add(imp.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    result: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                result.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(result)


def unexplained_local_imports(found_statements: Iterable[tuple[str, int, str]],
                              awaiting_modules: Iterable[str] = ()) -> list[str]:
    skip = set(awaiting_modules)
    return sorted(f"{module}:{line}" for module, line, reason in found_statements
                  if not START_UP_REASON.search(reason) and module not in skip)


def local_imports(root: Path, packages: Iterable[str] = PACKAGES) -> list[tuple[str, int, str]]:
    """(module, line, comment) of every import inside a function."""
    out = []
    for name, path in modules(root, packages).items():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for stmt, local, _typing in _statements(ast.parse(source)):
            if local:
                text = " ".join(lines[stmt.lineno - 1:(stmt.end_lineno or stmt.lineno)])
                out.append((name, stmt.lineno, text[text.index("#"):] if "#" in text else ""))
    return out


# --- the project ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def project() -> list[Import]:
    return imports(ROOT)[0]


def test_every_module_is_in_a_declared_layer(project: list[Import]) -> None:
    for module in modules(ROOT):
        layer_of(module, ROOT)


def test_no_import_loop(project: list[Import]) -> None:
    found = loops(project, AWAITING)
    assert found == [], "import loops:\n" + "\n".join(" <-> ".join(group) for group in found)


def test_no_import_runs_up_the_layers(project: list[Import]) -> None:
    bad = upward(project, ROOT, AWAITING)
    assert bad == [], f"{len(bad)} imports run up the layers:\n" + "\n".join(bad)


def test_every_awaited_import_is_still_there(project: list[Import]) -> None:
    """A removed import leaves the list (it only shrinks)."""
    present = {(imp.importer, imp.imported) for imp in project}
    assert sorted(set(AWAITING) - present) == []


def test_a_function_local_import_names_its_measured_start_up_reason() -> None:
    bad = unexplained_local_imports(local_imports(ROOT), {importer for importer, _ in AWAITING})
    assert bad == [], (f"{len(bad)} imports inside functions without '# start-up: ... N ms' "
                       "(move them to the top):\n" + "\n".join(bad))


def test_the_count_of_function_local_imports_is_the_recorded_one() -> None:
    count = len(local_imports(ROOT))
    print(f"function-local imports in gamelib/ and scenes/: {count} (229 before issue 26)")
    assert count <= LOCAL_IMPORTS_AFTER, f"{count} function-local imports: more than the {LOCAL_IMPORTS_AFTER} recorded"


# --- the checker sees what it must (a control) ----------------------------------------------------

def _tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


CLEAN = {
    "gamelib/__init__.py": "",
    "gamelib/cards.py": "import math\n",
    "gamelib/games/__init__.py": "from gamelib import cards\n",
    "gamelib/games/dice/__init__.py": "",
    "gamelib/games/dice/rules.py": "from gamelib.cards import math\nfrom . import rules\n",
    "gamelib/games/coins/__init__.py": "",
    "gamelib/games/coins/rules.py": "from gamelib import cards\n",
    "scenes/__init__.py": "",
    "scenes/ui/__init__.py": "",
    "scenes/ui/gfx.py": "import gamelib.cards\n",
    "scenes/table/__init__.py": "",
    "scenes/table/base.py": "from scenes.ui import gfx\n",
    "scenes/app.py": (
        "def load():\n"
        "    import numpy  # start-up: numpy costs the first frame 480 ms\n"
        "    from scenes.table import base  # start-up: a table loads 60 ms of rules\n"),
}


def test_the_checker_passes_a_clean_tree(tmp_path: Path) -> None:
    root = _tree(tmp_path, CLEAN)
    found, local = imports(root)
    assert loops(found) == [] and upward(found, root) == []
    assert local == 2 and unexplained_local_imports(local_imports(root)) == []
    assert any(i.importer == "scenes.app" and i.imported == "scenes.table.base" and i.local for i in found)


def test_the_checker_catches_a_planted_loop_through_a_function(tmp_path: Path) -> None:
    root = _tree(tmp_path, {**CLEAN, "gamelib/cards.py": "def f():\n    from gamelib.games import dice\n",
                            "gamelib/games/__init__.py": "from gamelib.cards import f\n"})
    assert loops(imports(root)[0]) == [["gamelib.cards", "gamelib.games"]]
    assert unexplained_local_imports(local_imports(root)) == ["gamelib.cards:2"]


def test_the_checker_catches_an_upward_import_and_a_sibling_game(tmp_path: Path) -> None:
    root = _tree(tmp_path, {**CLEAN, "scenes/table/base.py": "from scenes.app import load\n",
                            "gamelib/games/coins/rules.py": "from gamelib.games.dice.rules import math\n"})
    found = imports(root)[0]
    assert upward(found, root) == [
        "gamelib.games.coins.rules:1 imports gamelib.games.dice (a sibling game, from a game's rules)",
        "gamelib.games.coins.rules:1 imports gamelib.games.dice.rules (a sibling game, from a game's rules)",
        "scenes.table.base:1 imports scenes.app (up to the app, from the shared table)",
    ]


def test_a_typing_only_import_counts_upward_but_makes_no_loop(tmp_path: Path) -> None:
    root = _tree(tmp_path, {**CLEAN, "scenes/ui/gfx.py": (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from scenes.table.base import x\n")})
    found = imports(root)[0]
    assert loops(found) == []
    assert upward(found, root) == ["scenes.ui.gfx:3 imports scenes.table (up to the shared table, from ui)",
                                   "scenes.ui.gfx:3 imports scenes.table.base (up to the shared table, from ui)"]


if __name__ == "__main__":
    everything, count = imports(ROOT)
    print(f"function-local imports: {count}")
    print(f"loops: {len(loops(everything))} over {sum(map(len, loops(everything)))} modules")
    print(f"upward imports: {len(upward(everything, ROOT))}")
