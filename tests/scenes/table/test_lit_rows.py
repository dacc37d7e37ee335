"""A pay line lighting lays that line only (issue 27): Texas's BONUS PAYS and FIRST 5 JACKPOT, Casino Hold'em's BONUS table
and Heads Up's TRIPS PLUS / ODDS tables are kept as their lines' pieces over a still panel; lighting or
unlighting a line draws no panel and lays under 15 % of it, each frame equal to the frame drawn whole, and
the panel laid by pieces equals the panel drawn whole at three window sizes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
from helpers import scene_app
from helpers.kept_frames import layer_recordings, same_as_whole

from gamelib.games.casino_holdem.rules import BONUS_TABLE as CASINO_BONUS
from gamelib.games.texas_bonus.jackpot import FIRST5_PRIZES
from gamelib.games.texas_bonus.rules import BONUS, BONUS_TABLE, JACKPOT
from scenes.games.heads_up import table as heads_up
from scenes.showcase import table_demos
from scenes.table import registry as tables
from scenes.table.base import TEXT_FLOOR
from scenes.table.lit_rows import LitRows
from scenes.ui import gfx
from scenes.ui.canvas import Canvas

FRAME = 1 / 60


def _texas(table: Any, k: int | None) -> None:
    table.lit = {} if k is None else {BONUS: list(BONUS_TABLE)[k].name}


def _first5(table: Any, k: int | None) -> None:
    table.lit = {} if k is None else {JACKPOT: FIRST5_PRIZES[k + 1].name}


def _casino(table: Any, k: int | None) -> None:
    table.lit_bonus = set() if k is None else {list(CASINO_BONUS)[k].name}


def _heads_up(table: Any, k: int | None) -> None:
    lines = [("trips", list(heads_up.TRIPS_PLUS_TABLE)[2].name), ("odds", list(heads_up.ODDS_TABLE)[1].name)]
    table.lit = {} if k is None else dict([lines[k % 2]])


def _panels(table: Any, case: str) -> list[pygame.Rect]:
    """Where the table's pay panels with lines lie (logical px)."""
    if case == "first 5 jackpot":
        return [table.panel_places()[1]]
    if table.game_id == "texas-holdem-bonus":
        return [table.panel_places()[0]]
    if table.game_id == "casino-holdem":
        return [table.paytable_places()[1]]
    odds = table._odds_panel()
    return [table.odds_place(odds), table._side_panel().get_rect(topleft=table.side_place())]


LIGHT: dict[str, Callable[[Any, int | None], None]] = {
    "texas-holdem-bonus": _texas, "first 5 jackpot": _first5, "casino-holdem": _casino, "heads-up-holdem": _heads_up}
GAME = {"first 5 jackpot": "texas-holdem-bonus"}


@pytest.mark.parametrize("size", [(3840, 2160), (2560, 1440)])
@pytest.mark.parametrize("case", list(LIGHT))
def test_lighting_a_pay_line_lays_that_line_only(tmp_path, case, size):
    """Fails on the old code: each line lit or unlit drew the panel again and laid it whole (Texas 0.33,
    Casino 0.42, Heads Up 0.66 M px at 4K: 100 % of the panel; FIRST 5 JACKPOT made again and laid whole)."""
    with scene_app.native_app(tmp_path, size) as app:
        table = scene_app.open_table(app, tables.scene_class(GAME.get(case, case)), "lit rows")
        for _ in range(5):
            app.step([], FRAME)
        frame = app.frame
        assert isinstance(frame, Canvas)
        panel_px = sum(frame.rect(r).w * frame.rect(r).h for r in _panels(table, case))
        for k in (0, None, 1, None):
            LIGHT[case](table, k)
            app.step([], FRAME)
            laid = sum(a.w * a.h for a in table.view.laid)
            assert 0 < laid < 0.15 * panel_px, (k, laid, panel_px)
            same_as_whole(app)


@pytest.mark.parametrize("size", [(3840, 2160), (2560, 1440), (1280, 720)])
def test_a_panel_laid_by_its_lines_equals_it_drawn_whole(tmp_path, size):
    """Each of the three games' panels, laid as still panel and line pieces with each line lit in turn,
    laid on a felt equals the panel drawn whole with that line lit laid on it, pixel for pixel."""
    with scene_app.native_app(tmp_path, size) as app:
        for game in ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem"):
            table = scene_app.open_table(app, tables.scene_class(game), "lit rows whole")
            app.step([], FRAME)
            with gfx.text_floor(TEXT_FLOOR):  # as the table draws (its texts' least size)
                assert _compare(table, game) >= 1
            app.leave_all_tables()
            app.open_lobby()


def _compare(table: Any, game: str) -> int:
    """Each kept panel of ``table`` laid by its lines equals it drawn whole, each line lit in turn: how many
    panels."""
    if game == "texas-holdem-bonus":
        first5 = table._jackpot_panel()
        kept: list[LitRows] = [table._bonus_panel(), first5.lines]
    elif game == "casino-holdem":
        kept = list(table._paytables())
    else:
        kept = [t for p in (table._odds_panel(), table._side_panel()) for t in p.tables]
    for panel in kept:
        assert panel.canvas is not None and not panel.drawn_whole
        for lit in [(), *((i,) for i in range(len(panel.bands)))]:
            laid, drawn = _felt(panel), _felt(panel)
            panel.lay_physical(Canvas(laid, panel.canvas.context, panel.size), (0, 0), lit)
            whole = panel.whole(lit)
            assert isinstance(whole, Canvas)
            drawn.blit(whole.target, (0, 0))
            assert pygame.image.tobytes(laid, "RGB") == pygame.image.tobytes(drawn, "RGB"), (game, lit)
    return len(kept)


def _felt(panel: LitRows) -> pygame.Surface:
    """Ground of the panel's size, as the layer it is laid on (opaque, in stripes of two greens)."""
    ground = pygame.Surface(panel.still.get_size())
    ground.fill((20, 90, 40))
    for y in range(0, ground.get_height(), 6):
        ground.fill((60, 130, 70), (0, y, ground.get_width(), 3))
    return ground


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"])
def test_a_bet_records_no_pay_table(tmp_path, monkeypatch, game):
    """Fails on the old code: the first bet (the layer recorded again for the spots and the rail) recorded
    the pay tables again with the game's part (keyed None)."""
    with scene_app.native_app(tmp_path, (3840, 2160)) as app:
        table = scene_app.open_table(app, tables.scene_class(game), "pay tables kept")
        app.step([], FRAME)
        frame = app.frame
        assert isinstance(frame, Canvas)
        panels = [frame.rect(r) for r in _panels(table, game)]
        if game == "texas-holdem-bonus":
            panels += [frame.rect(r) for r in _panels(table, "first 5 jackpot")]
        drawings = layer_recordings(monkeypatch)
        table_demos.demo_bets(table)
        app.step([], FRAME)
        assert drawings, "the layer was recorded again"
        on = [d.key[:2] for r in drawings for d in r if d.area.collidelist(panels) != -1]
        assert on == []
        same_as_whole(app)
