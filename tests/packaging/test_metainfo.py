"""The desktop files: AppStream metadata valid for ``appstreamcli``, the icons the committed
script draws, and a menu entry whose StartupWMClass is the class the window really gets."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from feltside.launcher import WINDOW_CLASS

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / "org.feltside.Feltside.metainfo.xml"


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (Debian: apt-get install appstream)")
def test_the_appstream_metadata_validates() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_icons_are_there_at_every_size() -> None:
    for size in (48, 128, 256, 512):
        png = (ROOT / "packaging" / "icons" / f"feltside-{size}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)


def test_the_menu_entry_names_the_windows_class_and_the_metadata_names_the_entry() -> None:
    entry = (ROOT / "packaging" / "feltside.desktop").read_text(encoding="utf-8").splitlines()
    assert f"StartupWMClass={WINDOW_CLASS}" in entry
    assert "<launchable type=\"desktop-id\">feltside.desktop</launchable>" in METAINFO.read_text()


def test_the_launcher_gives_the_window_that_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """SDL takes WM_CLASS (X11) and the app id (Wayland) from these hints, read from the
    environment when the window opens; without them it takes the executable's name."""
    import feltside.launcher as launcher

    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID"):
        monkeypatch.delenv(hint, raising=False)
    seen: dict[str, str | None] = {}

    def fake_run_app(data_dir: str | None = None) -> int:
        seen.update({h: os.environ.get(h) for h in ("SDL_VIDEO_X11_WMCLASS", "SDL_APP_ID")})
        return 0

    import scenes.app

    monkeypatch.setattr(scenes.app, "run_app", fake_run_app)
    assert launcher.main(["--data-dir", "unused"]) == 0
    assert seen == {"SDL_VIDEO_X11_WMCLASS": WINDOW_CLASS, "SDL_APP_ID": WINDOW_CLASS}
