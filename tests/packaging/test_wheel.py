"""The wheel ``pip install .`` and ``pipx install .`` build: the code of gamelib, scenes and the
launcher, the games' data tables, every asset, the two commands and the full metadata.

The wheel is built from a copy of the source tree in tmp_path (a build writes build/ and
*.egg-info beside its pyproject.toml), without build isolation, so no network is needed: the
dev tools (``.[dev]``) bring the setuptools it needs. CI installs the wheel too (.ci/run).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: what a build reads: the rest of the tree (tests, tools, benchmarks, packaging) is not shipped
BUILD_INPUTS = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "gamelib", "scenes",
                "feltside", "assets")
SETUPTOOLS_NEEDED = (77,)


def setuptools_version() -> tuple[int, ...]:
    try:
        import setuptools
    except ImportError:
        return (0,)
    return tuple(int(part) for part in setuptools.__version__.split(".")[:1])


def source_files(folder: str) -> set[str]:
    return {path.relative_to(ROOT).as_posix() for path in (ROOT / folder).rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    if setuptools_version() < SETUPTOOLS_NEEDED:
        pytest.skip("building the wheel needs setuptools >= 77 (make test installs it with .[dev])")
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    for name in BUILD_INPUTS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            source.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
         "--wheel-dir", str(tmp / "out"), str(source)],
        capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    (built,) = (tmp / "out").glob("feltside-*.whl")
    return zipfile.ZipFile(built)


def names(wheel: zipfile.ZipFile) -> set[str]:
    return set(wheel.namelist())


def dist_info(wheel: zipfile.ZipFile, file: str) -> str:
    (path,) = [n for n in wheel.namelist() if n.endswith(f".dist-info/{file}")]
    return wheel.read(path).decode("utf-8")


@pytest.mark.slow
def test_the_wheel_holds_every_module_of_gamelib_scenes_and_the_launcher(wheel: zipfile.ZipFile) -> None:
    code = {n for n in source_files("gamelib") | source_files("scenes") | source_files("feltside")
            if not n.endswith(".md")}  # modules, tables, each game's catalogues
    assert len(code) > 200
    assert code <= names(wheel), sorted(code - names(wheel))[:10]
    tables = {"gamelib/games/twister/equity_169.bin",
              *(f"gamelib/games/{g}/flop_table.bin" for g in ("texas_bonus", "casino_holdem", "heads_up"))}
    assert tables <= names(wheel)
    assert not {n for n in names(wheel) if n.split("/")[0] in ("tests", "tools", "benchmarks", "assets")}


@pytest.mark.slow
def test_the_wheel_holds_every_asset_as_the_launchers_package_data(wheel: zipfile.ZipFile) -> None:
    assets = {"feltside/" + n for n in source_files("assets")}
    assert {"feltside/assets/LICENSES.md", "feltside/assets/fonts/Lato-Regular.ttf",
            "feltside/assets/locale/it/LC_MESSAGES/feltside.mo",
            "feltside/assets/images/icon.png"} <= assets
    assert assets <= names(wheel), sorted(assets - names(wheel))[:10]


@pytest.mark.slow
def test_the_wheel_names_both_commands_and_its_metadata(wheel: zipfile.ZipFile) -> None:
    entry_points = dist_info(wheel, "entry_points.txt")
    assert "[gui_scripts]\nfeltside = feltside.launcher:run" in entry_points
    assert "[console_scripts]\nfeltside-cli = feltside.launcher:run" in entry_points
    metadata = dist_info(wheel, "METADATA")
    for line in ("Requires-Python: >=3.11", "License-Expression: MIT AND OFL-1.1 AND Bitstream-Vera",
                 "License-File: LICENSE", "Requires-Dist: pygame-ce>=2.5",
                 "Classifier: Topic :: Games/Entertainment", "Project-URL: Source,",
                 "Description-Content-Type: text/markdown"):
        assert line in metadata, line
    assert "make run     # creates .venv" in metadata  # README is the long description
    size = sum(info.file_size for info in wheel.infolist())
    assert size < 30_000_000, f"{size:,} bytes unpacked"
