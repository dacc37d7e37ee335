"""Nothing in flight on the large Twister table crosses the screen's top band (the buttons and
the table's title line) or a card lying on the felt: frame by frame at 60 frames a second of
fake time through whole hands, every card sliding in from the dealer's shoe and every chip
flying. The check can fail: with the shoe where it was (above the felt) cards crossed the top."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import dealing_table

from scenes.app import App
from scenes.games.twister import layout
from scenes.games.twister.chip_route import CHIP, along
from scenes.games.twister.layout import Scale
from scenes.games.twister.table import TABLE_RECT

FRAME = 1 / 60
#: the top band: the buttons, YOUR TURN, and the table's title line on the felt's top edge
HEADER = pygame.Rect(0, 0, 1920, TABLE_RECT.y + 50)


def frames(app: App, hands: int) -> list[tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]]:
    """Each frame's cards sliding in, cards lying and chips flying, through ``hands`` hands
    (the player calls or checks)."""
    table, view = dealing_table(app)
    seen = []
    sc = Scale(TABLE_RECT)
    for _ in range(60 * 30):
        if table.t.hands_played >= hands or table.is_over:
            break
        if table.waiting_for_player and table.t.hand is not None:
            view.act("check" if table.t.hand.can_check() else "call")
        app.step([], FRAME)
        chips = []
        for path, f, _ in view.flight_paths():
            r = pygame.Rect(0, 0, sc.size(CHIP), sc.size(CHIP))
            r.center = sc.at(*along(path, 1 - (1 - max(0.0, min(1.0, f))) ** 3))
            chips.append(r)
        seen.append((list(view.cards_flying), list(view.cards_lying), chips))
    return seen


def crossings(seen: list[tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]]) -> list[str]:
    out = []
    for k, (flying, lying, chips) in enumerate(seen):
        for card in flying:
            if card.colliderect(HEADER):
                out.append(f"frame {k}: a card over the top band")
            if card.collidelist(lying) >= 0:
                out.append(f"frame {k}: a card over a card")
        for chip in chips:
            if chip.colliderect(HEADER):
                out.append(f"frame {k}: a chip over the top band")
    return out


def test_nothing_in_flight_crosses_the_top_band_or_a_card(app: App) -> None:
    seen = frames(app, 2)
    assert sum(len(f) for f, _, _ in seen) > 30  # cards did slide, over many frames
    assert any(f and lying for f, lying, _ in seen)  # some while others lay on the felt
    assert crossings(seen) == []


def test_the_check_catches_the_old_shoe(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(layout, "SHOE", (1500, -60))
    seen = frames(app, 1)
    assert any("top band" in c for c in crossings(seen))
