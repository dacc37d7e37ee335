"""gamelib/paths.py: the assets folder in each way Feltside runs, and one sentence on an old
Python."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gamelib import paths

ROOT = Path(__file__).resolve().parents[2]


def test_from_the_source_tree_the_assets_are_the_top_level_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.delenv("FELTSIDE_ASSETS", raising=False)
    assert paths.asset_root() == ROOT / "assets"


def test_installed_the_assets_are_the_launchers_package_data(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """site-packages as a wheel lays it out: gamelib/ beside feltside/assets/, no assets/."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.delenv("FELTSIDE_ASSETS", raising=False)
    installed = tmp_path / "feltside" / "assets"
    installed.mkdir(parents=True)
    (installed / "LICENSES.md").write_text("licences\n")
    monkeypatch.setattr(paths, "_TOP", tmp_path)
    assert paths.asset_root() == installed


def test_a_folder_named_assets_without_ours_inside_is_not_taken(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """another package's top-level assets/ in site-packages is passed over"""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.delenv("FELTSIDE_ASSETS", raising=False)
    (tmp_path / "assets").mkdir()
    (tmp_path / "feltside" / "assets").mkdir(parents=True)
    (tmp_path / "feltside" / "assets" / "LICENSES.md").write_text("licences\n")
    monkeypatch.setattr(paths, "_TOP", tmp_path)
    assert paths.asset_root() == tmp_path / "feltside" / "assets"


def test_the_bundle_and_the_variable_come_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FELTSIDE_ASSETS", str(tmp_path / "art"))
    assert paths.asset_root() == tmp_path / "art"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.asset_root() == tmp_path / "assets"


def old_pythons() -> list[Path]:
    found = sorted((Path.home() / ".pyenv" / "versions").glob("3.10*/bin/python3"))
    return found[:1]


@pytest.mark.parametrize("python", old_pythons() or [pytest.param(None, marks=pytest.mark.skip(
    reason="no Python 3.10 on this machine (pyenv)"))])
@pytest.mark.parametrize("start", [["main.py", "--help"], ["-m", "feltside", "--help"]])
def test_python_3_10_is_told_in_one_sentence(python: Path, start: list[str]) -> None:
    done = subprocess.run([str(python), *start], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("Feltside needs Python 3.11 or newer; this is Python 3.10")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_the_players_own_save_keeps_its_cache_in_the_user_cache_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """video poker's tables (14 MB a pay table) are a cache, not data: XDG_CACHE_HOME on Linux"""
    from gamelib.storage import default_data_dir

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    assert paths.cache_dir() == tmp_path / "xdg-cache" / "Feltside"
    assert paths.cache_dir(default_data_dir()) == tmp_path / "xdg-cache" / "Feltside"


def test_another_data_folder_keeps_its_cache_inside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    assert paths.cache_dir(tmp_path / "save") == tmp_path / "save" / "cache"
    assert paths.cache_dir(str(tmp_path / "save")) == tmp_path / "save" / "cache"
