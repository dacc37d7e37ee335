"""A new dealer's message lays again, on the table's recorded layer, the parts of the messages panel
whose texts changed, not the whole panel (issue 27: at 3840x2160 the panel is 0.26 M px, ~1.2 ms
laid whole for one new line); the layer stays pixel for pixel the panel drawn whole."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import Recording, lay_again, recorded
from scenes.ui.widgets.info import MessageLog

SAID = ["Place your bets", "Bets closed", "Dealer has Two Pair, Kings and Fives", "You win 25.00",
        "Round 2: place your bets", "Dealt: Jack of Hearts, Ten of Spades", "Dealer has a Flush",
        "You lose 10.00 on the ANTE and the PLAY bets", "Place your bets"]


@pytest.mark.parametrize("scale", [1.0, 2.0, 4 / 3])
def test_a_new_message_lays_again_what_changed_and_the_same_pixels(scale):
    """Fails on the old code: each new message laid the whole panel again."""
    pygame.init()
    size = (round(1920 * scale), round(1080 * scale))
    felt = pygame.Surface(size)
    felt.fill((0, 90, 40))
    layer = Canvas(pygame.Surface(size), DrawContext(pixel_scale=scale))
    log = MessageLog((24, 716, 400, 160), "DEALER'S MESSAGES")
    panel = layer.rect(log.rect)
    recording = Recording()
    for n, message in enumerate(SAID):
        log.add(message)
        drawings = recorded(layer, lambda: log.draw(layer))  # type: ignore[arg-type]
        laid = lay_again(layer.target, felt, drawings, recording.changes(drawings, felt))
        whole = Canvas(felt.copy(), DrawContext(pixel_scale=scale))
        log.forget()
        log.draw(whole)  # type: ignore[arg-type]
        assert pygame.image.tobytes(layer.target, "RGB") == pygame.image.tobytes(whole.target, "RGB"), n
        if n == 0:
            continue
        area = sum(r.w * r.h for r in laid)
        assert all(panel.contains(r) for r in laid)
        # a row added under the others: its tiles and the row it dims; a full panel: the rows' texts
        assert area <= panel.w * panel.h * (0.3 if n < 4 else 0.85), (n, area / (panel.w * panel.h))


def test_the_panel_moved_is_laid_where_it_lies_now():
    """The same messages in a panel moved (a larger UI scale's place): laid again there, not kept."""
    pygame.init()
    felt = pygame.Surface((3840, 2160))
    felt.fill((0, 90, 40))
    layer = Canvas(pygame.Surface((3840, 2160)), DrawContext(pixel_scale=2.0))
    log = MessageLog((24, 716, 400, 160), "DEALER'S MESSAGES")
    for message in SAID:
        log.add(message)
    recording = Recording()
    for rect in ((24, 716, 400, 160), (24, 676, 400, 160)):
        log.rect = pygame.Rect(rect)
        drawings = recorded(layer, lambda: log.draw(layer))  # type: ignore[arg-type]
        lay_again(layer.target, felt, drawings, recording.changes(drawings, felt))
    whole = Canvas(felt.copy(), DrawContext(pixel_scale=2.0))
    log.draw(whole)  # type: ignore[arg-type]
    assert pygame.image.tobytes(layer.target, "RGB") == pygame.image.tobytes(whole.target, "RGB")
