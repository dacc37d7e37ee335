"""The open tournament's standing at the largest text size: each entrant's standing
("500 chips") stays clear of the name beside it and inside the page."""

from __future__ import annotations

import pygame
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import counting_seeds

from scenes.app import App
from scenes.games.twister.abandon import TwisterOpenBody
from scenes.games.twister.scene import TwisterScene
from scenes.shell.history import RoundDetailScene


def test_the_standing_stays_clear_of_the_name_at_150_percent(app: App, monkeypatch) -> None:
    hub = TwisterScene(app, seed_source=counting_seeds())
    app.open_tables.append(hub)
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    app.update_settings(ui_scale=150)
    detail = RoundDetailScene(app, str(table.t.ticket))
    app.manager.push(detail)
    body = detail.body
    assert isinstance(body, TwisterOpenBody)
    try:
        with texts_drawn(monkeypatch) as seen:
            body.draw(pygame.Surface((1920, 1080)))
    finally:
        app.update_settings(ui_scale=100)
    drawn = [(d.text, d.rect) for d in seen]
    chips = [r for t, r in drawn if t == app.tr("twister.detail.chips", chips="500")]
    names = [r for t, r in drawn if t in ("You", *(e.name for e in table.t.entrants))]
    assert len(chips) == 3 and len(names) >= 3
    for standing in chips:
        name = next(n for n in names if abs(n.y - standing.y) < 8)
        assert name.right + 8 <= standing.left and standing.right <= body.rect.right
