"""A Twister tournament's ROUND DETAIL at a larger UI scale: the hand list's column heads grow at
the rows' one factor (a head too wide for its column, 'YOUR CARDS', on two lines instead of
shrinking), the note under the list ('↑ ↓ or the wheel: more hands') grows under the last row
shown, and a click still finds the row drawn under it. At 100 % all as designed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from helpers.scene_app import table_app

from gamelib.games.twister.demo import play_demo_tournament
from scenes.app import App
from scenes.games.twister.round_detail import HAND_COLUMNS, ROW_H, TwisterRoundBody
from scenes.shell.history import RoundDetailScene
from scenes.showcase import scale_check


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def page_texts(app: App, round_id: str, **settings: object) -> tuple[TwisterRoundBody, list[scale_check.Text]]:
    app.update_settings(**settings)
    page = RoundDetailScene(app, round_id)
    app.manager.push(page)
    (body,) = [w for w in page.widgets if isinstance(w, TwisterRoundBody)]
    texts = scale_check.record(lambda: page.draw(pygame.Surface((1920, 1080))))
    app.manager.pop()
    return body, texts


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}],
                         ids=["150", "125+larger"])
def test_the_hand_lists_heads_and_scroll_note_grow(app: App, lang: str, settings: dict[str, object]) -> None:
    round_id = play_demo_tournament(app.wallet)
    _, normal = page_texts(app, round_id, language=lang)
    body, large = page_texts(app, round_id, **settings)
    assert len(body.hands) > body.visible_rows  # a long list: the note is shown
    heads = [app.tr(key) for key, *_ in HAND_COLUMNS]
    words = {w for h in heads for w in h.split()}
    drawn_heads = [t for t in large if t.size == 17 and t.weight == "bold" and set(t.s.split()) <= words]
    assert " ".join(t.s for t in drawn_heads).split() == " ".join(heads).split()  # every word, in order
    for head in heads:
        was = next(t for t in normal if t.s == head)
        parts = [t for t in drawn_heads if t.s in head and t.s]
        assert sum(t.ink.w for t in parts) >= 1.25 * was.ink.w - 1, head  # grown (a head on two lines: both)
    assert len({t.ink.h for t in drawn_heads if t.s.isupper() and t.s.isalpha()}) <= 2  # one size
    note = next(t for t in large if t.s.startswith("↑ ↓"))
    note_was = next(t for t in normal if t.s.startswith("↑ ↓"))
    assert note.ink.h >= 1.25 * note_was.ink.h
    last_row_bottom = body.list_top() + body.visible_rows * ROW_H - 4
    assert note.ink.top >= last_row_bottom and body.rect.contains(note.ink)
    first_row = body.list_top() + ROW_H // 2
    assert all(t.ink.bottom <= body.list_top() for t in drawn_heads)  # the heads above the rows
    assert body.row_at((body.rect.x + 600, first_row)) == body.first
    assert scale_check.overlaps(large) - scale_check.overlaps(normal) == set()


def test_at_100_the_list_keeps_its_designed_rows(app: App) -> None:
    round_id = play_demo_tournament(app.wallet)
    body, texts = page_texts(app, round_id)
    assert body.list_top() == body.rect.y + 44 + 28 and body.visible_rows == (body.rect.h - 44 - 40) // ROW_H
    assert [t.s for t in texts if t.size == 17 and t.weight == "bold"][:len(HAND_COLUMNS)] == \
        [app.tr(key) for key, *_ in HAND_COLUMNS]
