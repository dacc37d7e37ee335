"""Contact sheet of the generated assets, read back from assets/ as the game would see them."""

from __future__ import annotations

import pygame
from assets_draw import ASSETS, get_font

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def _load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(ASSETS / rel))


def _fit(img: pygame.Surface, w: int) -> pygame.Surface:
    h = round(img.get_height() * w / img.get_width())
    return pygame.transform.smoothscale(img, (w, h))


def contact_sheet(card_w: int = 180) -> pygame.Surface:
    """All 52 large faces, four-colour clubs/diamonds, 32 px minis, backs, chips, felts, images."""
    gap = 10
    card_h = round(card_w * 1.4)
    cols = 13
    width = cols * (card_w + gap) + gap
    height = 4 * (card_h + gap) + card_h // 2 + 4 * 60 + card_h + 320 + 300
    sheet = pygame.Surface((width, height))
    felt = _load("felt/green.png")
    for y in range(0, height, felt.get_height()):
        for x in range(0, width, felt.get_width()):
            sheet.blit(felt, (x, y))
    label = get_font("Lato-Bold.ttf", 20)
    y = gap
    for s in reversed(range(4)):
        for r in range(13):
            img = _fit(_load(f"cards/large/{RANKS[r]}{SUITS[s]}.png"), card_w)
            sheet.blit(img, (gap + r * (card_w + gap), y))
        y += card_h + gap
    # four-colour clubs and diamonds, half size
    half = (width - gap) // 26 - 6
    for s in (0, 1):
        for r in range(13):
            img = _fit(_load(f"cards/large_four/{RANKS[r]}{SUITS[s]}.png"), half)
            sheet.blit(img, (gap + r * (half + 6) + s * 13 * (half + 6), y))
    y += round(half * 1.4) + gap
    # minis at 32 px, then the same scaled from the large face for comparison
    for variant, folder in enumerate(("mini", "mini_four")):
        for s in range(4):
            for r in range(13):
                src = folder if (folder == "mini" or s < 2) else "mini"
                img = _fit(_load(f"cards/{src}/{RANKS[r]}{SUITS[s]}.png"), 32)
                sheet.blit(img, (gap + (s * 13 + r) * 36, y))
        sheet.blit(label.render("minis at 32 px" + (" (four-colour)" if variant else ""), True, (255, 255, 255)),
                   (gap + 52 * 36 + 10, y + 10))
        y += 56
    small = (width - gap) // 52 - 4  # large art scaled to just above the mini threshold
    for s in range(4):
        for r in range(13):
            img = _fit(_load(f"cards/large/{RANKS[r]}{SUITS[s]}.png"), small)
            sheet.blit(img, (gap + (s * 13 + r) * (small + 4), y))
    y += 90
    # backs
    x = gap
    for name in ("red", "blue", "green", "monogram"):
        sheet.blit(_fit(_load(f"backs/{name}.png"), card_w), (x, y))
        x += card_w + gap
    # chips, big and small, and a stack
    values = (10, 50, 100, 200, 500, 1000, 2500, 10000, 50000, 100000)
    cx = x + 20
    for i, v in enumerate(values):
        sheet.blit(_load(f"chips/chip_{v}.png"), (cx + (i % 5) * 134, y + (i // 5) * 134))
        sheet.blit(_fit(_load(f"chips/chip_{v}.png"), 40), (cx + i * 46, y + 272))
    sx = cx + 5 * 134 + 20
    for i, v in enumerate(values[:6]):
        side = _fit(_load(f"chips/side_{v}.png"), 64)
        for k in range(6 + i):
            sheet.blit(side, (sx + i * 72, y + 250 - k * 7))
    y += card_h + gap + 40
    x = gap
    for name in ("green", "blue", "red", "purple"):
        sheet.blit(_load(f"felt/{name}.png"), (x, y))
        sheet.blit(_load(f"felt/{name}.png"), (x + 256, y))  # tiled pair: no seam should show
        x += 520
    y += 266
    x = gap
    for name in ("shoe", "dealer_button", "icon", "rail"):
        img = _load(f"images/{name}.png")
        if name == "rail":
            for k in range(3):
                sheet.blit(img, (x + k * img.get_width(), y))
        else:
            sheet.blit(img, (x, y))
        x += img.get_width() + 30
    return sheet
