"""The Twister table's game code in the felt's bottom left corner: GAME CODE over the seed's
SHA-256, also when the tournament has no code to show (a table whose ticket is not a round id,
as the showcase's showdown at 1280x720 had: the SHA line stood there alone, unnamed)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.twister import table_parts
from scenes.games.twister.table import TABLE_RECT
from scenes.games.twister.table_parts import TwisterGameCode
from scenes.ui import gfx


@pytest.mark.parametrize("code", ["", "#10:26:57"])
def test_the_sha_line_is_named_game_code(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[tuple[str, int]] = []
    real = gfx.blit_text

    def blit_text(surface, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn = real(surface, text, size, *args, **kwargs)
        said.append((text, drawn.y))
        return drawn

    monkeypatch.setattr(table_parts.gfx, "blit_text", blit_text)
    surface = pygame.Surface((1920, 1080))
    TwisterGameCode(TABLE_RECT, lambda: "GAME CODE", lambda: code, lambda: "ab" * 32).draw(surface)
    texts = [text for text, _ in said]
    assert texts[0] == "GAME CODE"
    sha = next(y for text, y in said if text.startswith("SHA-256"))
    assert sha > said[0][1]  # under it
    assert (f"{code} GMT" in texts) == bool(code)
