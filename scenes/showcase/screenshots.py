"""Write a PNG of every scene and key state to OUT, at 1280x720 and 1920x1080.

The states are played in a temporary save of its own: ``--data-dir`` is ignored.
"""

from __future__ import annotations

import argparse
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


def run(args: argparse.Namespace) -> int:
    import pygame

    from gamelib.errors import CommandError
    from scenes.showcase import catalogue

    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(f"Cannot create {out}: {exc.strerror}.") from exc
    written = 0
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
                for w, h in SIZES:
                    pygame.image.save(app.frame_image((w, h)), str(out / f"{safe}_{w}x{h}.png"))
                    written += 1
            catalogue.reset(app)
        finally:
            app.wallet.close()
    print(f"screenshots: {written} PNG files in {out}")
    for failure in failures:
        sys.stderr.write(f"not drawn: {failure}\n")
    return 1 if failures else 0
