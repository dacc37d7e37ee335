"""The dealer's messages panel is drawn again for each new message; the messages already there keep
their rows as wrapped, so only the new one is measured word by word (issue 27: wrapping all five
again took ~0.8 ms of a 4K deal frame)."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.widgets import info
from scenes.ui.widgets.info import MessageLog

SAID = ["Place your bets", "Dealt: Jack of Hearts, Ten of Spades, 3 of Clubs, 3 of Diamonds, King of Hearts",
        "Hold the cards you want to keep, then DRAW", "You won 25.00 with Jacks or Better on hand 3"]


def _panel(log: MessageLog, canvas: Canvas) -> bytes:
    canvas.target.fill((0, 90, 40))
    log.draw(canvas)  # type: ignore[arg-type]
    return pygame.image.tobytes(canvas.target.subsurface(canvas.rect(log.rect)), "RGB")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_new_message_wraps_only_itself_and_draws_as_wrapped_afresh(monkeypatch, scale):
    """Fails on the old code: every message of the panel was wrapped again."""
    pygame.init()
    canvas = Canvas(pygame.Surface((round(1920 * scale), round(1080 * scale))), DrawContext(pixel_scale=scale))
    log = MessageLog((24, 716, 400, 160), "DEALER'S MESSAGES")
    for message in SAID:
        log.add(message)
    _panel(log, canvas)
    wrapped: list[str] = []
    wrap = gfx.wrap

    def counted(s: str, *args: object, **kwargs: object) -> list[str]:
        wrapped.append(s)
        return wrap(s, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(gfx, "wrap", counted)
    log.add("Round 7: you won 12.50 with Two Pair")
    kept = _panel(log, canvas)
    assert set(wrapped) == {"Round 7: you won 12.50 with Two Pair"}
    monkeypatch.setattr(info, "_ROWS", info.LRU(256))  # every row wrapped afresh
    log.forget()
    assert _panel(log, canvas) == kept
