"""Open every scene headless in a temporary save of its own, draw frames, exit 0 if nothing crashed.

The demo rounds it plays never touch a real save: ``--data-dir`` is ignored.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from gamelib.errors import CommandError
from scenes.showcase import catalogue

DATA_DIR_HELP = "ignored: smoke always plays in a temporary save of its own, deleted after"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--frames", type=int, default=20, metavar="N",
                        help="frames drawn in each scene (default 20)")


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the scenes' list

    if args.frames < 1:
        raise CommandError("--frames must be at least 1.")
    catalogue.require_every_table()
    with tempfile.TemporaryDirectory(prefix="feltside-smoke-") as tmp:
        data_dir = Path(tmp)  # demos never touch a real save, whatever --data-dir says
        started = time.perf_counter()
        app = catalogue.headless_app(data_dir)
        catalogue.play_sample_rounds(app)
        failures: list[str] = []
        count = 0
        try:
            for name, setup in catalogue.states(app):
                catalogue.reset(app)
                before = app.crash_count
                try:
                    setup()
                    catalogue.settle(app, args.frames)
                except Exception as exc:  # a state that cannot even be set up
                    failures.append(f"{name}: {exc.__class__.__name__}: {exc}")
                    continue
                if app.crash_count != before:
                    failures.append(f"{name}: a scene crashed (see {app.log_file})")
                count += 1
                print(f"ok  {name}")
            catalogue.reset(app)
        finally:
            app.wallet.close()
        seconds = time.perf_counter() - started
    if failures:
        for f in failures:
            sys.stderr.write(f"FAIL {f}\n")
        return 1
    print(f"smoke: {count} scenes drawn, {args.frames} frames each, in {seconds:.1f} s")
    return 0
