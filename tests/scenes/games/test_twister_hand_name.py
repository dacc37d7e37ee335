"""The player's hand name on the large Twister table comes with the cards it names, not before:
frame by frame at 60 frames a second of fake time through whole hands, the name is never drawn
while one of the player's hole cards or a board card is still sliding in from the shoe (it showed
"Pair of Sevens" while the flop's sevens were in flight, "Four High" before the hole cards came)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.scene_app import dealing_table

from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister import draw
from scenes.ui import gfx

FRAME = 1 / 60


def test_the_hand_name_waits_for_the_cards_it_names(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table, view = dealing_table(app)
    drawn: list[str] = []
    blit_text = gfx.blit_text

    def noted(surface: Any, s: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(s)
        return blit_text(surface, s, *args, **kwargs)

    monkeypatch.setattr(gfx, "blit_text", noted)
    early, named = [], 0
    for k in range(60 * 30):
        if table.t.hands_played >= 3 or table.is_over:
            break
        if table.waiting_for_player and table.t.hand is not None:
            view.act("check" if table.t.hand.can_check() else "call")
        drawn.clear()
        app.step([], FRAME)
        shown = table_on_show(table)
        player = next(seat for seat in shown.seats if seat.is_player)
        if not player.hand_name:
            continue
        name = draw.hand_text(app, player.hand_name)
        keys = [("hole", shown.hand_number, player.seat, j) for j in range(len(player.cards))]
        keys += [("board", shown.hand_number, j) for j in range(len(shown.board))]
        landed = all(view._dealt.get(key, -1.0) >= view.DEAL_SECONDS * 0.999 for key in keys)
        if name in drawn:
            named += 1
            if not landed:
                early.append(f"frame {k}: {name!r} with its cards in flight")
    assert named > 3  # the name was drawn, on several frames (the check can see it)
    assert early == []
