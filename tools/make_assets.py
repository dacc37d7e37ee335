"""Generate every Feltside asset: card faces, backs, chips, felt, images, sounds, fonts, portraits.

Run from the repository root (headless is fine):

    python tools/make_assets.py                 # (re)write everything under assets/
    python tools/make_assets.py --sheet OUT.png # also write a contact sheet to look at
    python tools/make_assets.py --only cards    # one group: fonts cards backs chips felt images sounds voice portraits

The output is deterministic: fixed seeds, no clock, no randomness from outside.
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from assets_draw import ASSETS, FONTS, save_png  # noqa: E402

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
GROUPS = ("fonts", "cards", "backs", "chips", "felt", "images", "sounds", "voice", "portraits")

SYSTEM_FONTS = {
    "Lato-Regular.ttf": "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "Lato-Bold.ttf": "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "Lato-Black.ttf": "/usr/share/fonts/truetype/lato/Lato-Black.ttf",
    "DejaVuSans.ttf": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
}
SYSTEM_LICENCES = {
    "OFL-Lato.txt": "/usr/share/doc/fonts-lato/copyright",
    "LICENSE-DejaVu.txt": "/usr/share/doc/fonts-dejavu-core/copyright",
}


def card_code(card_id: int) -> str:
    return RANK_CHARS[card_id // 4] + SUIT_CHARS[card_id % 4]


def make_fonts() -> None:
    """Copy the redistributable fonts (Debian fonts-lato, fonts-dejavu-core) and their licences."""
    FONTS.mkdir(parents=True, exist_ok=True)
    for name, src in {**SYSTEM_FONTS, **SYSTEM_LICENCES}.items():
        dst = FONTS / name
        if Path(src).is_file():
            shutil.copyfile(src, dst)
        elif not dst.is_file():
            raise SystemExit(f"{name} is missing: apt-get install fonts-lato fonts-dejavu-core")


def make_cards() -> None:
    from assets_cards import large_face, mini_face

    for cid in range(52):
        code = card_code(cid)
        save_png(large_face(cid), ASSETS / "cards" / "large" / f"{code}.png")
        save_png(mini_face(cid), ASSETS / "cards" / "mini" / f"{code}.png")
        if cid % 4 in (0, 1):  # only clubs and diamonds change colour in the four-colour deck
            save_png(large_face(cid, True), ASSETS / "cards" / "large_four" / f"{code}.png")
            save_png(mini_face(cid, True), ASSETS / "cards" / "mini_four" / f"{code}.png")


def make_backs() -> None:
    from assets_table import BACKS, card_back

    for name in BACKS:
        save_png(card_back(name), ASSETS / "backs" / f"{name}.png")


def make_chips() -> None:
    from assets_table import CHIPS, chip, chip_side

    for value in CHIPS:
        save_png(chip(value), ASSETS / "chips" / f"chip_{value}.png")
        save_png(chip_side(value), ASSETS / "chips" / f"side_{value}.png")


def make_felt() -> None:
    from assets_table import FELTS, felt

    for i, name in enumerate(FELTS):
        save_png(felt(name, seed=7 + i), ASSETS / "felt" / f"{name}.png")


def make_images() -> None:
    from assets_table import app_icon, dealer_button, rail, shoe, write_ico

    out = ASSETS / "images"
    save_png(shoe(), out / "shoe.png")
    save_png(dealer_button(), out / "dealer_button.png")
    save_png(rail(), out / "rail.png")
    icon = app_icon(256)
    save_png(icon, out / "icon.png")
    pngs = {}
    for s in (16, 32, 48, 256):
        img = icon if s == 256 else pygame.transform.smoothscale(icon, (s, s))
        buf = io.BytesIO()
        pygame.image.save(img, buf, "icon.png")
        pngs[s] = buf.getvalue()
    write_ico(pngs, str(out / "icon.ico"))


def make_sounds() -> None:
    from assets_sound import make_all

    make_all(ASSETS / "sounds")


def make_voice() -> None:
    """The dealer's spoken lines (needs espeak-ng; oggenc from vorbis-tools for OGG)."""
    from assets_voice import make_all as make_voice_lines

    make_voice_lines()


def make_portraits() -> None:
    """Twister's opponents' faces and the player's seat (tools/assets_portraits.py)."""
    from assets_portraits import main as make_faces

    make_faces(["--out", str(ASSETS / "portraits")])


MAKERS = {
    "fonts": make_fonts, "cards": make_cards, "backs": make_backs, "chips": make_chips,
    "felt": make_felt, "images": make_images, "sounds": make_sounds,
    "voice": make_voice, "portraits": make_portraits,
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sheet", metavar="PNG", help="also write a contact sheet of the assets")
    ap.add_argument("--only", choices=GROUPS, action="append", help="make only this group (repeatable)")
    ap.add_argument("--no-make", action="store_true", help="skip generation (with --sheet: just draw it)")
    args = ap.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    if not args.no_make:
        for group in args.only or GROUPS:
            t0 = time.perf_counter()
            MAKERS[group]()
            print(f"{group:7s} {time.perf_counter() - t0:5.1f} s")
    if args.sheet:
        from assets_sheet import contact_sheet

        save_png(contact_sheet(), Path(args.sheet))
        print(f"sheet   {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
