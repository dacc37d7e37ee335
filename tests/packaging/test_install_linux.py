"""packaging/install-linux.sh: what it puts under PREFIX, and what --uninstall takes away.

A stand-in build (two shell scripts in a folder) replaces ``dist/feltside/`` through
FELTSIDE_DIST, so the test needs no PyInstaller run; CI installs the real build too (.ci/run).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "install-linux.sh"

pytestmark = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None,
                                reason="a POSIX shell script")


def fake_build(folder: Path) -> Path:
    folder.mkdir(parents=True)
    for name, says in (("Feltside", "window"), ("feltside-cli", "commands")):
        program = folder / name
        program.write_text(f"#!/bin/sh\necho {says} \"$@\"\n")
        program.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "base_library.zip").write_bytes(b"x")
    return folder


def install(prefix: Path, dist: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PREFIX": str(prefix), "FELTSIDE_DIST": str(dist)}
    return subprocess.run(["sh", str(SCRIPT), *args], env=env, capture_output=True, text=True,
                          timeout=60)


def test_install_lays_out_the_program_entry_and_icon(tmp_path: Path) -> None:
    dist, prefix = fake_build(tmp_path / "dist" / "feltside"), tmp_path / "prefix with space"
    done = install(prefix, dist)
    assert done.returncode == 0, done.stderr
    assert (prefix / "lib" / "feltside" / "_internal" / "base_library.zip").is_file()
    window = subprocess.run([str(prefix / "bin" / "feltside"), "--help"], capture_output=True,
                            text=True, check=True)
    assert window.stdout.strip() == "window --help"
    cli = subprocess.run([str(prefix / "bin" / "feltside-cli"), "smoke"], capture_output=True,
                         text=True, check=True)
    assert cli.stdout.strip() == "commands smoke"
    icon = prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / "feltside.png"
    assert icon.read_bytes() == (ROOT / "assets" / "images" / "icon.png").read_bytes()
    entry = (prefix / "share" / "applications" / "feltside.desktop").read_text().splitlines()
    assert f'Exec="{prefix}/bin/feltside"' in entry
    assert f"Icon={icon}" in entry
    assert "Name=Feltside" in entry and "Terminal=false" in entry


def test_uninstall_removes_what_install_put_and_nothing_else(tmp_path: Path) -> None:
    dist, prefix = fake_build(tmp_path / "build"), tmp_path / "prefix"
    mine = prefix / "share" / "applications" / "other.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\n")
    save = prefix / "share" / "Feltside" / "feltside.sqlite3"
    save.parent.mkdir(parents=True)
    save.write_bytes(b"the save")
    assert install(prefix, dist).returncode == 0
    before = {p for p in prefix.rglob("*")}
    gone = install(prefix, dist, "--uninstall")
    assert gone.returncode == 0 and "save is kept" in gone.stdout
    left = {p for p in prefix.rglob("*") if p.is_file() or p.is_symlink()}
    assert left == {mine, save}
    assert len(before) > len(left)


def test_a_missing_build_is_one_sentence(tmp_path: Path) -> None:
    done = install(tmp_path / "prefix", tmp_path / "nothing")
    assert done.returncode == 1
    assert done.stderr.strip().endswith("run 'make exe' first.")
    assert not (tmp_path / "prefix").exists()


def test_a_relative_prefix_is_refused(tmp_path: Path) -> None:
    done = install(Path("relative"), fake_build(tmp_path / "b"))
    assert done.returncode == 2 and "absolute" in done.stderr


def fake_update_desktop_database(folder: Path) -> dict[str, str]:
    """A stand-in for the desktop's update-desktop-database (as on every GNOME/KDE machine):
    it writes the shared mimeinfo.cache into the folder it is given."""
    folder.mkdir(parents=True)
    tool = folder / "update-desktop-database"
    tool.write_text('#!/bin/sh\necho "[MIME Cache]" > "$1/mimeinfo.cache"\n')
    tool.chmod(0o755)
    return {"PATH": f"{folder}{os.pathsep}{os.environ['PATH']}"}


def install_with(prefix: Path, dist: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, **env, "PREFIX": str(prefix), "FELTSIDE_DIST": str(dist)}
    return subprocess.run(["sh", str(SCRIPT), *args], env=full, capture_output=True, text=True,
                          timeout=60)


def test_a_prefix_no_menu_reads_gets_no_menu_cache_so_uninstall_leaves_nothing(tmp_path: Path) -> None:
    """the mimeinfo.cache problem: update-desktop-database on PATH used to leave its cache in
    PREFIX/share/applications after --uninstall (CI and the test failed on a desktop)"""
    dist, prefix = fake_build(tmp_path / "dist"), tmp_path / "prefix"
    env = {**fake_update_desktop_database(tmp_path / "tools"),
           "XDG_DATA_HOME": str(tmp_path / "home-share"), "XDG_DATA_DIRS": "/usr/share"}
    assert install_with(prefix, dist, env).returncode == 0
    assert not (prefix / "share" / "applications" / "mimeinfo.cache").exists()
    assert install_with(prefix, dist, env, "--uninstall").returncode == 0
    assert [p for p in prefix.rglob("*") if p.is_file() or p.is_symlink()] == []


def test_a_shared_prefix_has_its_menu_cache_refreshed_both_ways(tmp_path: Path) -> None:
    dist, prefix = fake_build(tmp_path / "dist"), tmp_path / "home" / ".local"
    env = {**fake_update_desktop_database(tmp_path / "tools"),
           "XDG_DATA_HOME": str(prefix / "share"), "XDG_DATA_DIRS": "/usr/share"}
    cache = prefix / "share" / "applications" / "mimeinfo.cache"
    assert install_with(prefix, dist, env).returncode == 0 and cache.is_file()
    cache.unlink()
    assert install_with(prefix, dist, env, "--uninstall").returncode == 0
    assert cache.is_file()  # regenerated: it is the desktop's, shared with other programs
    assert not (prefix / "share" / "applications" / "feltside.desktop").exists()


def test_install_lays_out_every_icon_size_and_the_appstream_metadata(tmp_path: Path) -> None:
    dist, prefix = fake_build(tmp_path / "dist"), tmp_path / "prefix"
    assert install(prefix, dist).returncode == 0
    for size in (48, 128, 256, 512):
        icon = prefix / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "feltside.png"
        assert icon.read_bytes() == (ROOT / "packaging" / "icons" / f"feltside-{size}.png").read_bytes()
    metainfo = prefix / "share" / "metainfo" / "org.feltside.Feltside.metainfo.xml"
    assert "<launchable type=\"desktop-id\">feltside.desktop</launchable>" in metainfo.read_text()
