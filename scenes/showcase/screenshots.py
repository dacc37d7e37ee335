"""Write a PNG of every scene and key state to OUT, at 1280x720 and 1920x1080.

The states are played in a temporary save of its own: ``--data-dir`` is ignored.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

SIZES = ((1920, 1080), (1280, 720))
DATA_DIR_HELP = "ignored: the states are played in a temporary save of their own, deleted after"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("out", metavar="OUT", help="directory for the PNG files (created if missing)")
    parser.add_argument("--only", metavar="TEXT", default=None,
                        help="only the states whose name contains TEXT")
    parser.add_argument("--size", choices=[f"{w}x{h}" for w, h in SIZES], default=None,
                        help="only this window size (default both: about 1 MB a PNG at "
                             "1920x1080, 0.6 MB at 1280x720)")


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout says what was written
    import pygame

    from gamelib.errors import CommandError
    from scenes.showcase import catalogue

    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(f"Cannot create {out}: {exc.strerror}.") from exc
    sizes = [(w, h) for w, h in SIZES if args.size in (None, f"{w}x{h}")]
    written = size_bytes = 0
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="feltside-shots-") as tmp:
        app = catalogue.headless_app(Path(tmp))  # demos never touch a real save
        catalogue.play_sample_rounds(app)
        try:
            for name, setup in catalogue.states(app):
                if args.only and args.only not in name:
                    continue
                catalogue.reset(app)
                italian = name.endswith("_it") or "_it_" in name  # the state sets Italian itself
                if not italian and app.settings.language != "en":
                    app.update_settings(language="en")
                try:
                    setup()
                    catalogue.settle(app, 30, 1 / 30)
                except Exception as exc:  # one broken state must not hide the others
                    failures.append(f"{name}: {exc.__class__.__name__}: {exc}")
                    continue
                safe = re.sub(r"[^a-z0-9_-]+", "_", name.lower())
                for w, h in sizes:
                    path = out / f"{safe}_{w}x{h}.png"
                    pygame.image.save(app.frame_image((w, h)), str(path))
                    written += 1
                    size_bytes += path.stat().st_size
            catalogue.reset(app)
        finally:
            app.wallet.close()
    print(f"screenshots: {written} PNG files, {size_bytes / 1e6:.1f} MB, in {out.resolve()}")
    for failure in failures:
        sys.stderr.write(f"not drawn: {failure}\n")
    return 1 if failures else 0
