"""Write a PNG of every scene and key state to OUT, at 1280x720 and 1920x1080.

With ``--size WxH`` (any window size, e.g. 3840x2160) the states are played in a window of
that size and each PNG is the window's own pixels: the frame drawn natively, as a player's
monitor shows it (issue 27: crispness can be seen); a screen not yet drawn natively shows as
the 1920x1080 frame scaled into the window, as it does in the app.

The states are played in a temporary save of its own: ``--data-dir`` is ignored.
Each PNG keeps 6 bits of each colour channel (every pixel within 2 of 255 of the frame, too
little to see; the felt's fine grain is what made the files large) and is written by
:func:`write_png`: the full run writes 62 MB where exact PNGs took 131 MB, in less than half
the encoding time. ``--lossless`` keeps every bit (pygame's own PNG writer).
"""

from __future__ import annotations

import argparse
import os
import re
import struct
import sys
import tempfile
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pygame

from gamelib.errors import CommandError
from scenes.showcase import catalogue

if TYPE_CHECKING:  # both imported when a PNG is written: --help stays quick
    import numpy as np
    import pygame

SIZES = ((1920, 1080), (1280, 720))
DATA_DIR_HELP = "ignored: the states are played in a temporary save of their own, deleted after"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("out", metavar="OUT", help="directory for the PNG files (created if missing)")
    parser.add_argument("--only", metavar="TEXT", default=None,
                        help="only the states whose name contains TEXT")
    parser.add_argument("--size", type=window_size, default=None, metavar="WxH",
                        help="only this window size, drawn at its own pixels, e.g. 3840x2160 (default "
                             "1920x1080 and 1280x720 from the designed frame: about 0.4 MB a PNG at "
                             "1920x1080, 0.25 MB at 1280x720)")
    parser.add_argument("--lossless", action="store_true",
                        help="keep every bit of every pixel (files about twice as large)")


def window_size(text: str) -> tuple[int, int]:
    """'3840x2160' -> (3840, 2160): a window from 640x360 to 7680x4320."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, e.g. 3840x2160, not {text!r}") from None
    if not (640 <= w <= 7680 and 360 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"a size is from 640x360 to 7680x4320, not {text!r}")
    return w, h


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(pixels: np.ndarray) -> bytes:
    """A PNG (8-bit RGB, no filter, zlib level 6) of an (height, width, 3) uint8 array."""

    height, width, _ = pixels.shape
    rows = np.zeros((height, 1 + width * 3), dtype=np.uint8)  # each row: filter 0, then RGB
    rows[:, 1:] = pixels.reshape(height, width * 3)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(rows.tobytes(), 6)) + _chunk(b"IEND", b""))


def six_bits(pixels: np.ndarray) -> np.ndarray:
    """Each channel cut to 6 bits, the middle of its step: within 2 of the original value.

    Fewer distinct values let zlib find repeats in the felt's grain (about half the bytes);
    no pixel moves by more than 2 of 255, so the banding it could make is not visible."""
    return (pixels & 0xFC) | 2


def write_png(surface: pygame.Surface, path: Path, lossless: bool = False) -> None:
    """Save the frame: exact through pygame, else the 6-bit channels through png_bytes."""

    if lossless:
        pygame.image.save(surface, str(path))
        return
    pixels = np.ascontiguousarray(pygame.surfarray.pixels3d(surface).transpose(1, 0, 2))
    path.write_bytes(png_bytes(six_bits(pixels)))


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout says what was written

    catalogue.require_every_table()
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CommandError(f"Cannot create {out}: {exc.strerror}.") from exc
    sizes = list(SIZES) if args.size is None else [tuple(args.size)]
    written = size_bytes = 0
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="feltside-shots-") as tmp:
        if args.size is None:
            app = catalogue.headless_app(Path(tmp))  # demos never touch a real save
        else:  # a window of the size, drawn at its own pixels as a real window is
            app = catalogue.headless_app(Path(tmp), size=tuple(args.size))
            app.native = True
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
                    write_png(app.frame_image((w, h)), path, args.lossless)
                    written += 1
                    size_bytes += path.stat().st_size
            catalogue.reset(app)
        finally:
            app.wallet.close()
    print(f"screenshots: {written} PNG files, {size_bytes / 1e6:.1f} MB, in {out.resolve()}")
    for failure in failures:
        sys.stderr.write(f"not drawn: {failure}\n")
    return 1 if failures else 0
