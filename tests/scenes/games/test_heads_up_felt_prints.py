"""Heads Up's printed rules stay clear of its pay tables at every UI scale (issue 28: at 150 %
"ODDS PAYS ON A STRAIGHT OR BETTER" ran under the ODDS table)."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import table_app

from scenes.games.heads_up.table import HeadsUpTable
from scenes.table import felt_art


@pytest.mark.parametrize("scale", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_printed_rules_end_before_the_odds_table(tmp_path, monkeypatch, scale, lang):
    with table_app(tmp_path, lobby=False, ui_scale=scale, language=lang) as app:
        table = HeadsUpTable(app)
        prints: list[tuple[float, float]] = []
        real = felt_art.printed_lines

        def printed_lines(surface, lines, centre, width, *a, **k):  # type: ignore[no-untyped-def]
            prints.append((centre[0] - width / 2, centre[0] + width / 2))
            real(surface, lines, centre, width, *a, **k)

        monkeypatch.setattr(felt_art, "printed_lines", printed_lines)
        table.decorate_felt(pygame.Surface((1920, 1080)))
        odds = table.odds_place(table._odds_panel())
        assert len(prints) == 2 and all(right <= odds.left - 8 for _, right in prints)
        app.update_settings(ui_scale=100, language="en")


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_printed_rule_keeps_most_of_its_size(tmp_path, monkeypatch, scale, lang):
    """DEALER QUALIFIES WITH A PAIR OR BETTER, squeezed on one line between the side bets'
    tables and the player's cards, printed at 10 to 15 px of its 19 (11 px tall at 1280x720,
    150 %, Italian: unreadable beside the 2-line rule on the right): it goes on two lines."""
    with table_app(tmp_path, lobby=False, ui_scale=scale, language=lang) as app:
        table = HeadsUpTable(app)
        printed: list[tuple[str, float, int]] = []
        real = felt_art.arc_text

        def arc_text(surface, text, centre, width, bend, size, *a, **k):  # type: ignore[no-untyped-def]
            printed.append((text, width, size))
            return real(surface, text, centre, width, bend, size, *a, **k)

        monkeypatch.setattr(felt_art, "arc_text", arc_text)
        table.decorate_felt(pygame.Surface((1920, 1080)))
        rules = [p for p in printed if p[2] == 19]
        assert len(rules) >= 3
        for text, width, size in rules:
            assert felt_art.fitted_px(text, width, size) >= 16, text  # of 19
        app.update_settings(ui_scale=100, language="en")
