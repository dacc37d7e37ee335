"""Chips flying on the large Twister table go round the cards: frame by frame with fake
seconds, no flying chip ever covers a card (the board, the hole cards), whether a street is
gathered as the flop comes in or a pot goes to its winner at the showdown."""

from __future__ import annotations

import pygame
import pytest

from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister.chip_route import CHIP, along, card_boxes, chip_ends, route
from scenes.games.twister.layout import Scale, seat_places, table_rects
from scenes.games.twister.table import TABLE_RECT, TwisterTableScene
from tests.scenes.games.test_twister_table_talk import open_table

STEP = 0.02


def cards_now(table: TwisterTable) -> list[pygame.Rect]:
    """The cards lying on the table now, in canvas pixels."""
    rects = table_rects(table, table_on_show(table), TABLE_RECT, large=True)
    return [r for name, r in rects if name.startswith(("board", "hole"))]


def chip_rect(path: list[tuple[float, float]], f: float) -> pygame.Rect:
    """A flying chip's rect on the canvas, ``f`` of its flight done (eased as drawn)."""
    sc = Scale(TABLE_RECT)
    e = 1 - (1 - max(0.0, min(1.0, f))) ** 3
    rect = pygame.Rect(0, 0, sc.size(CHIP), sc.size(CHIP))
    rect.center = sc.at(*along(path, e))
    return rect


def fly(app: App, view: TwisterTableScene, act: str) -> list[tuple[int, pygame.Rect, list[pygame.Rect]]]:
    """Play ``act`` and step the frames until every chip has landed: each frame's flying chips
    with the cards then on the table."""
    view.act(act)
    frames = []
    for k in range(200):
        app.step([], STEP)
        for path, f, _ in view.flight_paths():
            frames.append((k, chip_rect(path, f), cards_now(view.table)))
        if not view.flights and k > 5:
            break
    return frames


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize(("moment", "act"), [(3, "call"), (SIDE_POT_MOMENTS["river"], "call")],
                         ids=["gathered-onto-the-flop", "showdown-won"])
def test_no_flying_chip_crosses_a_card(app: App, moment: int, act: str, scale: int,
                                       request: pytest.FixtureRequest) -> None:
    """At 100 % and at 150 % (the grown table's seats sit elsewhere: the way round follows them)."""
    app.update_settings(animation_speed="normal", ui_scale=scale)
    request.addfinalizer(lambda: app.update_settings(ui_scale=100))
    view = open_table(app, side_pot_table(moment))
    app.step([], STEP)
    frames = fly(app, view, act)
    assert len(frames) > 20  # chips did fly, over many frames
    assert len(cards_now(view.table)) >= 5  # with the flop (or the whole board) on the table
    crossed = [(k, chip) for k, chip, cards in frames if chip.collidelist(cards) >= 0]
    assert crossed == []


def test_a_straight_gather_would_cross_the_board() -> None:
    """The check can fail: the player's bet flying straight to the pot crosses the board (what
    QA saw), the routed one does not."""
    table = side_pot_table(SIDE_POT_MOMENTS["river"])
    start, end = chip_ends("gather", seat_places(table)[table.t.player_seat or 0])
    cards = cards_now(table)
    straight = [chip_rect([start, end], k / 50) for k in range(51)]
    assert any(c.collidelist(cards) >= 0 for c in straight)
    routed = route(start, end, card_boxes(table, table_on_show(table)))
    assert len(routed) > 2
    assert all(chip_rect(routed, k / 200).collidelist(cards) < 0 for k in range(201))
