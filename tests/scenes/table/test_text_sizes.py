"""Nothing a player must read is drawn under 12 px at 1280x720 (issue 14).

Every text a table draws goes through ``gfx.text`` (directly, or by ``blit_text`` /
``text_block``), which renders it with ``gfx._render_runs``. This test records the size of
each render while each house table (and its pop-ups) reaches every screenshot state, from the
table opening to two frames after, and checks it against 12 px in a 1280x720 window: the
table is drawn at 1920x1080 and scaled by 2/3, so 18 logical px.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from helpers.scene_app import demo_state_scene

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import table_demos
from scenes.table.base import TableScene
from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx, text_render

WINDOW = (1280, 720)
SCALE = WINDOW[1] / gfx.LOGICAL_SIZE[1]
SMALLEST_PX = 12
TABLES = [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable]


def small_texts(tmp_path: Path, cls: type[TableScene], lang: str,
                monkeypatch: pytest.MonkeyPatch) -> dict[str, set[tuple[str, int]]]:
    """{state: {(text, px)}} of every text drawn under SMALLEST_PX in the 1280x720 window."""
    drawn: list[tuple[str, int]] = []
    render = text_render._render_runs

    def recording(s: str, size: int, colour, weight: str) -> pygame.Surface:  # noqa: ANN001
        drawn.append((s, gfx.font(size, weight).point_size))
        return render(s, size, colour, weight)

    monkeypatch.setattr(text_render, "_render_runs", recording)
    small: dict[str, set[tuple[str, int]]] = {}
    for name, drive in table_demos.demo_states(cls):
        gfx.clear_caches()  # every text rendered afresh, so every size is seen
        app, _ = demo_state_scene(tmp_path / f"{cls.game_id}-{name}", cls, name, drive, size=WINDOW,
                                  before=drawn.clear, language=lang)  # what the table draws only
        app.frame_image(WINDOW)
        under = {(s, px) for s, px in drawn if s.strip() and px * SCALE < SMALLEST_PX}
        if under:
            small[name] = under
    return small


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("cls", TABLES, ids=[c.game_id for c in TABLES])
def test_no_table_text_under_12_px_at_1280x720(tmp_path, monkeypatch, cls, lang):
    assert small_texts(tmp_path, cls, lang, monkeypatch) == {}


def test_the_recording_sees_small_text(tmp_path, monkeypatch):
    """The test above can fail: with the table's text floor lowered, the hotkey hints (12 px
    logical, 8 px in the window) are caught."""
    monkeypatch.setattr("scenes.table.base.TEXT_FLOOR", 0)
    small = small_texts(tmp_path, TexasBonusTable, "en", monkeypatch)
    assert small, "nothing small recorded: the recording sees no text"
    assert TEXT_FLOOR * SCALE >= SMALLEST_PX
