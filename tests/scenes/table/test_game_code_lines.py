"""GAME CODE, the code and the SHA-256 line at a larger UI scale: on every house table none of
them overlaps another or the ✕, and on video poker's machine they keep above the marquee's lamps."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from helpers.scene_app import table_app

from scenes.showcase import scale_check, table_demos
from scenes.table import felt_art, layout, registry
from scenes.table.layout import demo_seed

GAMES = [g for g in registry.lobby_games() if g != "twister"]


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def dealt_and_drawn(app: Any, game: str, scale: int, lang: str) -> tuple[Any, list[scale_check.Text]]:
    """A table of ``game`` opened in ``lang``, dealt, drawn at UI scale ``scale``: (the table,
    the texts drawn)."""
    app.update_settings(language=lang)
    table = registry.scene_class(game)(app, seed_source=demo_seed("game-code"))  # type: ignore[misc]
    app.open_tables.append(table)
    app.manager.push(table)
    table_demos.demo_bets(table)
    table.deal()
    table.player.flush()
    app.step([], 0.016)
    return table, scale_check.draw_now(app, ui_scale=scale, large_text=False)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [125, 150])
@pytest.mark.parametrize("game", GAMES)
def test_the_game_codes_lines_keep_clear_of_each_other(app, game, scale, lang):
    table, drawn = dealt_and_drawn(app, game, scale, lang)
    code = app.tr("table.game_code")
    lines = list({(t.s, tuple(t.ink)): t for t in drawn  # a line drawn twice (layer and frame) once
                  if t.s == code or t.s.endswith(" GMT") or t.s.startswith("SHA-256")}.values())
    assert len(lines) == 3, [t.s for t in lines]
    for i, a in enumerate(lines):
        assert not a.ink.colliderect(table.leave_button.rect), a.s
        for b in lines[i + 1:]:
            assert not a.ink.colliderect(b.ink), (a.s, b.s)
        if table.MACHINE:  # the marquee's lamps and the screen's bezel under them
            assert a.ink.bottom <= felt_art.MARQUEE_CLEAR, a.s


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [125, 150])
@pytest.mark.parametrize("game", GAMES)
def test_the_title_ends_clear_of_the_game_codes_lines(app, game, scale, lang, monkeypatch):
    """A table alone (titled): the printed title's arc ends TITLE_CLEAR px or more left of the
    GAME CODE lines (at 150 % in Italian the SHA-256 line came within 3 px of it)."""
    table, drawn = dealt_and_drawn(app, game, scale, lang)
    code = app.tr("table.game_code")
    lines = [t for t in drawn if t.s == code or t.s.endswith(" GMT") or t.s.startswith("SHA-256")]
    assert lines
    title = app.tr(f"game.{game}").upper()
    printed: list[pygame.Rect] = []
    arc_text = felt_art.arc_text

    def recording(surface, text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
        box = arc_text(surface, text, *args, **kwargs)
        if text == title:
            printed.append(box)
        return box

    monkeypatch.setattr(felt_art, "arc_text", recording)
    layout.table_background(table)
    assert len(printed) == 1
    for line in lines:
        assert line.ink.left - printed[0].right >= layout.TITLE_CLEAR, (line.s, line.ink, printed[0])
