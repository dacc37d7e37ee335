"""The desktop icons at 48, 128, 256 and 512 px: packaging/icons/.

    SDL_VIDEODRIVER=dummy python tools/make_icons.py

writes ``packaging/icons/feltside-{48,128,256,512}.png`` from ``assets_table.app_icon`` (the
same drawing as assets/images/icon.png). The drawing is laid out for 256 px (fixed card and
chip sizes), so it is drawn there and smooth-scaled to each size, as make_assets.py does for
the Windows .ico; the 512 px one is that drawing doubled (soft, not redrawn). ``packaging/install-linux.sh`` installs them into
``share/icons/hicolor/NxN/apps``; the macOS build turns the 512 px one into its .icns
(build.spec, with Pillow from the build's lock). MIT, as every generated asset.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from assets_draw import save_png  # noqa: E402
from assets_table import app_icon  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "packaging" / "icons"
SIZES = (48, 128, 256, 512)


def icon_path(size: int) -> Path:
    return ICONS / f"feltside-{size}.png"


def main() -> int:
    pygame.init()
    ICONS.mkdir(parents=True, exist_ok=True)
    drawn = app_icon(256)
    for size in SIZES:
        icon = drawn if size == 256 else pygame.transform.smoothscale(drawn, (size, size))
        save_png(icon, icon_path(size))
        print(f"{icon_path(size).relative_to(ROOT)}: {size} x {size}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
