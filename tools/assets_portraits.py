"""Portraits of Twister's computer opponents (and the player's seat), drawn from plain shapes.

Each face is made from its key alone (a seeded ``random.Random``): skin, hair, eyes, brows,
mouth, shirt and backdrop, drawn four times larger and scaled down (smooth edges), at any
pixel size. No art is copied; ``assets/LICENSES.md`` lists the output.

    python tools/assets_portraits.py                # assets/portraits/<key>.png at 256 px
    python tools/assets_portraits.py --size 128 --out /tmp/faces
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "portraits"
SIZE = 256
SUPERSAMPLE = 4
#: the six opponents of gamelib.games.twister.bots.PERSONALITIES, and the player's seat
KEYS = ("rocco", "lucia", "gino", "marta", "vera", "teo", "you")

SKINS = ((241, 204, 170), (224, 172, 130), (198, 140, 98), (160, 104, 70), (116, 74, 50), (232, 190, 160))
HAIRS = ((30, 24, 20), (70, 44, 26), (120, 76, 40), (190, 150, 90), (150, 150, 150), (110, 30, 24))
SHIRTS = ((130, 30, 40), (30, 60, 120), (40, 100, 70), (90, 60, 120), (150, 110, 30), (60, 60, 66))
BACKDROPS = ((40, 70, 60), (60, 50, 80), (80, 56, 40), (36, 60, 90), (84, 40, 50), (50, 76, 44))
#: who has which look (keys not listed get a look from their seed alone)
LOOKS = {"rocco": ("short", False, True), "lucia": ("long", True, False), "gino": ("bald", False, True),
         "marta": ("bun", True, False), "vera": ("bob", True, False), "teo": ("curly", False, False)}


@dataclass(frozen=True)
class Face:
    skin: tuple[int, int, int]
    hair: tuple[int, int, int]
    shirt: tuple[int, int, int]
    backdrop: tuple[int, int, int]
    hair_style: str  # short, long, bald, bun, bob, curly
    lashes: bool
    beard: bool
    glasses: bool
    smile: float  # -0.3 (stern) … 1 (grin)
    head_w: float  # fraction of the picture
    eye_gap: float


def face_of(key: str) -> Face:
    """The look of ``key``: always the same for the same key."""
    rng = random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))
    style, lashes, beard = LOOKS.get(key, (rng.choice(("short", "long", "bob", "curly")), rng.random() < 0.5,
                                           rng.random() < 0.3))
    return Face(skin=rng.choice(SKINS), hair=rng.choice(HAIRS), shirt=rng.choice(SHIRTS),
                backdrop=rng.choice(BACKDROPS), hair_style=style, lashes=lashes, beard=beard,
                glasses=rng.random() < 0.35, smile=rng.uniform(-0.3, 1.0), head_w=rng.uniform(0.40, 0.46),
                eye_gap=rng.uniform(0.15, 0.18))


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, round(c * k))) for c in colour)  # type: ignore[return-value]


def _backdrop(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A round backdrop, lighter at the top left (numpy: a radial light)."""
    y, x = np.mgrid[0:size, 0:size].astype(np.float32) / size
    light = 1.25 - 0.7 * np.hypot(x - 0.35, y - 0.3)
    rgb = np.clip(np.array(colour, np.float32)[None, None, :] * light[..., None], 0, 255).astype(np.uint8)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.surfarray.blit_array(surf, rgb.transpose(1, 0, 2))
    alpha = np.where(np.hypot(x - 0.5, y - 0.5) <= 0.5, 255, 0).astype(np.uint8)
    pygame.surfarray.pixels_alpha(surf)[:] = alpha.T
    return surf


def draw_face(face: Face, size: int) -> pygame.Surface:
    """``face`` as a round portrait ``size`` pixels across (transparent outside the circle)."""
    n = size * SUPERSAMPLE
    s = _backdrop(n, face.backdrop)
    art = pygame.Surface((n, n), pygame.SRCALPHA)

    def r(fx: float, fy: float, fw: float, fh: float) -> pygame.Rect:
        return pygame.Rect(round((fx - fw / 2) * n), round((fy - fh / 2) * n), round(fw * n), round(fh * n))

    hw = face.head_w
    hair_dark = _shade(face.hair, 0.75)
    # behind the head: long hair and the bun
    if face.hair_style == "long":
        pygame.draw.ellipse(art, hair_dark, r(0.5, 0.56, hw * 1.35, 0.68))
    if face.hair_style == "bun":
        pygame.draw.circle(art, face.hair, (n // 2, round(0.17 * n)), round(0.11 * n))
    if face.hair_style == "bob":  # the sides down to the jaw, behind the face
        pygame.draw.ellipse(art, face.hair, r(0.5, 0.48, hw * 1.22, 0.46))
    # shoulders and neck
    pygame.draw.ellipse(art, face.shirt, r(0.5, 1.02, 0.95, 0.5))
    pygame.draw.polygon(art, _shade(face.shirt, 0.7), [(round(0.42 * n), round(0.8 * n)),
                                                        (round(0.58 * n), round(0.8 * n)), (n // 2, round(0.9 * n))])
    pygame.draw.rect(art, _shade(face.skin, 0.85), r(0.5, 0.74, hw * 0.42, 0.14))
    # the head and ears
    for side in (-1, 1):
        pygame.draw.ellipse(art, _shade(face.skin, 0.92), r(0.5 + side * hw * 0.5, 0.5, 0.07, 0.11))
    pygame.draw.ellipse(art, face.skin, r(0.5, 0.47, hw, 0.5))
    pygame.draw.ellipse(art, _shade(face.skin, 1.06), r(0.47, 0.42, hw * 0.55, 0.25))  # light on the brow
    if face.beard:
        pygame.draw.ellipse(art, hair_dark, r(0.5, 0.63, hw * 0.84, 0.2))
        pygame.draw.ellipse(art, face.skin, r(0.5, 0.575, hw * 0.56, 0.11))
    # hair on top: a crescent over the head (a cap with the forehead cut out of it)
    if face.hair_style == "bald":
        for side in (-1, 1):
            pygame.draw.ellipse(art, face.hair, r(0.5 + side * hw * 0.44, 0.45, 0.05, 0.11))
    elif face.hair_style == "curly":
        for k in range(9):
            ang = np.pi * (k / 8)
            cx, cy = 0.5 - np.cos(ang) * hw * 0.46, 0.31 - np.sin(ang) * 0.08
            pygame.draw.circle(art, face.hair, (round(cx * n), round(cy * n)), round(0.06 * n))
    else:
        layer = pygame.Surface((n, n), pygame.SRCALPHA)
        pygame.draw.ellipse(layer, face.hair, r(0.5, 0.33, hw * 1.06, 0.3))
        pygame.draw.ellipse(layer, (0, 0, 0, 0), r(0.5, 0.47 if face.hair_style != "short" else 0.45, hw * 0.86, 0.3))
        art.blit(layer, (0, 0))
    # eyes, brows, glasses
    ey = 0.47
    for side in (-1, 1):
        ex = 0.5 + side * face.eye_gap * hw / 0.43 / 2
        pygame.draw.ellipse(art, (250, 248, 240), r(ex, ey, 0.075, 0.045))
        pygame.draw.circle(art, (70, 50, 30), (round(ex * n), round(ey * n)), round(0.018 * n))
        pygame.draw.circle(art, (15, 12, 10), (round(ex * n), round(ey * n)), round(0.009 * n))
        pygame.draw.circle(art, (255, 255, 255), (round((ex + 0.006) * n), round((ey - 0.007) * n)),
                           max(1, round(0.004 * n)))
        if face.lashes:
            pygame.draw.arc(art, (20, 16, 14), r(ex, ey, 0.08, 0.05), 0.2, np.pi - 0.2, max(2, round(0.006 * n)))
        brow = [(round((ex - 0.035) * n), round((ey - 0.05 + 0.008 * side * face.smile) * n)),
                (round((ex + 0.035) * n), round((ey - 0.055 - 0.008 * side * face.smile) * n))]
        pygame.draw.line(art, hair_dark, *brow, max(2, round(0.012 * n)))
        if face.glasses:
            pygame.draw.ellipse(art, (30, 30, 34), r(ex, ey, 0.1, 0.075), max(2, round(0.007 * n)))
    if face.glasses:
        pygame.draw.line(art, (30, 30, 34), (round((0.5 - 0.02) * n), round(ey * n)),
                         (round((0.5 + 0.02) * n), round(ey * n)), max(2, round(0.006 * n)))
    # nose and mouth
    pygame.draw.arc(art, _shade(face.skin, 0.75), r(0.505, 0.54, 0.05, 0.06), -np.pi / 2, np.pi / 3,
                    max(2, round(0.006 * n)))
    mouth = r(0.5, 0.6, 0.12, 0.04 + 0.04 * max(0.0, face.smile))
    if face.smile > 0.2:
        pygame.draw.arc(art, (140, 50, 50), mouth, np.pi * 1.05, np.pi * 1.95, max(2, round(0.011 * n)))
    else:
        pygame.draw.line(art, (140, 60, 60), (mouth.x, mouth.centery), (mouth.right, mouth.centery - round(
            face.smile * 0.02 * n)), max(2, round(0.01 * n)))
    s.blit(art, (0, 0))
    mask = _backdrop(n, (0, 0, 0))  # keep the circle: shoulders stop at the rim
    pygame.surfarray.pixels_alpha(s)[:] = np.minimum(pygame.surfarray.pixels_alpha(s),
                                                     pygame.surfarray.pixels_alpha(mask))
    return pygame.transform.smoothscale(s, (size, size))


def silhouette(size: int) -> pygame.Surface:
    """The player's seat: a gold silhouette on a dark round backdrop."""
    n = size * SUPERSAMPLE
    s = _backdrop(n, (34, 40, 36))
    art = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.ellipse(art, (200, 165, 70), pygame.Rect(round(0.05 * n), round(0.74 * n), round(0.9 * n), round(0.6 * n)))
    pygame.draw.circle(art, (222, 186, 90), (n // 2, round(0.44 * n)), round(0.2 * n))
    s.blit(art, (0, 0))
    mask = _backdrop(n, (0, 0, 0))
    pygame.surfarray.pixels_alpha(s)[:] = np.minimum(pygame.surfarray.pixels_alpha(s),
                                                     pygame.surfarray.pixels_alpha(mask))
    return pygame.transform.smoothscale(s, (size, size))


def portrait(key: str, size: int = SIZE) -> pygame.Surface:
    """The portrait of ``key`` at ``size`` pixels (the player's seat: a silhouette)."""
    return silhouette(size) if key == "you" else draw_face(face_of(key), size)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=SIZE, help="pixels across (default 256)")
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the PNG files")
    args = parser.parse_args(argv)
    pygame.init()
    args.out.mkdir(parents=True, exist_ok=True)
    for key in KEYS:
        pygame.image.save(portrait(key, args.size), str(args.out / f"{key}.png"))
    print(f"{len(KEYS)} portraits in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
