"""The finishing screen's standings are a table: a row a place, the place in its medal's colour,
the name, the prize at the row's right, the player's own row lit; the rows one under another,
clear of PLAY AGAIN and CLOSE, in both languages and at 150 %."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import twister_hub

from gamelib.games.twister.table_view import final_standings
from scenes.app import App
from scenes.games.twister import demo, finish
from scenes.games.twister.draw import place_text, seat_name
from scenes.games.twister.finish import draw_finish
from scenes.games.twister.table import TwisterTableScene


@pytest.mark.parametrize(("lang", "scale"), [("en", 100), ("it", 150)])
def test_the_standings_are_rows_with_the_prizes_at_one_right_edge(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                  lang: str, scale: int) -> None:
    app.update_settings(language=lang, ui_scale=scale)
    demo.finished(twister_hub(app))
    view = app.manager.top
    assert isinstance(view, TwisterTableScene)
    table = view.table
    standings = final_standings(table)
    assert len(standings) == 3
    surface = pygame.Surface((1920, 1080))
    buttons = [view.again_b, view.done_b]
    boxes: list[pygame.Rect] = []  # the box on the screen (the texts are drawn in its own coordinates)
    real_layer = finish._layer

    def layer(*args: object) -> tuple[pygame.Surface, pygame.Rect]:
        out = real_layer(*args)  # type: ignore[arg-type]
        boxes.append(out[1])
        return out

    monkeypatch.setattr(finish, "_layer", layer)
    with texts_drawn(monkeypatch) as seen:
        draw_finish(surface, app, table, buttons)
    texts = {d.text: d.rect for d in seen}
    places = [texts[place_text(app, s.place)] for s in standings]
    names = [texts[seat_name(app, s.name, s.is_player)] for s in standings]
    prizes = [d.rect for d in seen if d.text in {app.money(s.prize) for s in standings}][-3:]
    assert len({r.right for r in prizes}) == 1, prizes  # one line of text each: fails on the old screen
    assert len({r.x for r in names}) == 1 and len({r.x for r in places}) == 1, (names, places)
    rows = [p.union(n).union(z) for p, n, z in zip(places, names, prizes, strict=True)]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False)), rows
    for place, name, prize in zip(places, names, prizes, strict=True):
        assert place.right < name.x and name.right < prize.x
    (box,) = boxes
    assert rows[-1].move(box.topleft).bottom + 8 <= min(b.rect.top for b in buttons)
