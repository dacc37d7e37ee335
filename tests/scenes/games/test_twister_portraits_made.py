"""tools/make_assets.py makes Twister's portraits with everything else (its "portraits" group),
the same files as committed in assets/portraits."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[3]


def test_make_assets_writes_the_portraits(tmp_path, monkeypatch) -> None:
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    import make_assets

    assert "portraits" in make_assets.GROUPS
    monkeypatch.setattr(make_assets, "ASSETS", tmp_path)  # no test writes outside its tmp_path
    pygame.init()
    make_assets.MAKERS["portraits"]()
    made = sorted(p.name for p in (tmp_path / "portraits").glob("*.png"))
    committed = sorted(p.name for p in (ROOT / "assets" / "portraits").glob("*.png"))
    assert made == committed and "you.png" in made
    for name in ("you.png", made[0]):
        a, b = (pygame.image.load(str(d / name)) for d in (tmp_path / "portraits", ROOT / "assets" / "portraits"))
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
