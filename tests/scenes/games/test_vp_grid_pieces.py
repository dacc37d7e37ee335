"""Video poker's ten hands at the window's pixels (issue 27): each extra hand lies in the table's
layer as a drawing of its own, the size of what it drew (its cards, frame and label), so a deal or
a draw lays the layer again only where hands are, not over the grid's whole area; and the frames
drawn so equal those drawn whole, pixel for pixel."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, grid_drawn_again, ten_hands

from scenes.app import App
from scenes.games.video_poker.table import VideoPokerTable
from scenes.games.video_poker.widgets import HandGrid
from scenes.showcase import catalogue, table_demos
from scenes.ui.canvas import Canvas


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        yield app


def _ten_hands(app: App) -> VideoPokerTable:
    return ten_hands(app, "pieces")


def _dealt_grid(app: App) -> tuple[VideoPokerTable, HandGrid]:
    """Ten hands dealt at the window's pixels, settled: the table and its grid (on a Canvas)."""
    table = _ten_hands(app)
    table.deal()
    catalogue.settle(app)
    grid = table.grid
    assert isinstance(grid.surface, Canvas)
    return table, grid


def _grid_hands(pieces: list[object]) -> int:
    """How many of ``pieces`` are the grid's hands."""
    return sum(1 for i in pieces if isinstance(i, tuple) and i[0] == "grid hand")


def _laid_in_grid(table: VideoPokerTable, frame: Canvas) -> int:
    """Pixels of the grid's area drawn again by the last frame (in the layer, or its hands over it)."""
    assert table.app.frame is frame
    return grid_drawn_again(table)


def test_each_hand_is_its_own_drawing_no_larger_than_what_it_drew(app_2k):
    table = _ten_hands(app_2k)
    for act in (table.deal, lambda: table_demos.demo_finish(table)):
        act()
        catalogue.settle(app_2k)
        grid = table.grid
        assert isinstance(grid.surface, Canvas)
        pixels = grid.surface.target
        boxes = grid._boxes
        assert len(boxes) == 9 and all(b is not None and b.w > 0 for b in boxes)
        outside = pixels.copy()
        for box in boxes:
            outside.fill((0, 0, 0, 0), box)
        # every pixel a hand drew lies in its drawing; the drawings leave most of the grid alone
        assert outside.get_bounding_rect().size == (0, 0)
        assert sum(b.w * b.h for b in boxes) < 0.7 * pixels.get_width() * pixels.get_height()


@pytest.fixture(params=[(2560, 1440), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def app_at(tmp_path, request):
    with scene_app.native_app(tmp_path, request.param, animation_speed="instant") as app:
        yield app


def test_a_deal_and_a_draw_lay_the_grid_again_only_where_hands_are_and_equal_frames_drawn_whole(app_at):
    """Fails on the old code: the grid was one drawing, laid again whole (its 1872x392 logical px)
    at each deal and each draw, and the changed areas were laid one by one (57 on the deal). At a
    pixel scale of 1.0 too (a 1920x1080 window; each table of four side by side at 3840x2160), where
    until session 19 the grid was one plain picture, laid back and again whole at each hand revealed,
    and a deal showed every hand face down at once where every other size turns them in turn."""
    app = app_at
    table = _ten_hands(app)
    table.deal()
    catalogue.settle(app)
    assert isinstance(table.grid.surface, Canvas)
    table_demos.demo_finish(table)
    catalogue.settle(app)  # a round's result showing: the next deal turns every hand
    frame = app.frame
    assert isinstance(frame, Canvas)
    whole_grid = frame.rect(table.grid.rect)
    for act in (table.deal, lambda: table_demos.demo_finish(table)):
        act()
        app.step([], 1 / 60)
        laid = _laid_in_grid(table, frame)
        assert 0 < laid < 0.75 * whole_grid.w * whole_grid.h, (laid, whole_grid.size)
        # the pay table's changed figures, the rail's buttons, a row's hands: each laid as one area
        # where they lie near (57 areas at 2560x1440 before, each a blit of the ground and of what
        # lies over it)
        assert len(table.view.laid) <= 30, len(table.view.laid)
        catalogue.settle(app)
        equals_drawn_whole(app, table)


def test_a_hold_records_the_pay_table_and_the_grid_no_more_only_what_changed(app_2k):
    """The layer is kept in parts with their own keys: a HOLD draws the main hand's boxes and the
    grid's held cards again, not the pay table behind its glass (its drawings kept); a
    message or DRAW turning on keeps the grid too. The frames equal them drawn whole."""
    app = app_2k
    table = _ten_hands(app)
    table.deal()
    catalogue.settle(app)
    view = table.view
    pay, grid = view._parts["pay table"][1], view._parts["grid"][1]
    # its box, title and rules (its figures and the grid's hands lie over the layer: kept_pieces)
    assert len(pay) >= 4 and grid == []
    view.recorded_anew = 0
    table.toggle_hold(1)
    app.step([], 1 / 60)
    assert view._parts["pay table"][1] is pay  # kept: not recorded again
    assert view._parts["grid"][1] is grid  # nothing of the grid in the layer: recorded again as none
    assert _grid_hands(view.pieces_mended) == 9  # every hand shows the held card: each drawn again there
    assert _grid_hands(view.drawn_whole) == 0
    everything = sum(len(part) for _, part in view._parts.values())
    assert 0 < view.recorded_anew <= everything - len(pay)
    catalogue.settle(app)
    equals_drawn_whole(app, table)  # (drawn whole: recorded afresh)
    pay, grid = view._parts["pay table"][1], view._parts["grid"][1]
    view.recorded_anew = 0
    table.say("A message")
    app.step([], 1 / 60)
    assert view.recorded_anew > 0  # the layer was drawn again: the message
    assert view._parts["pay table"][1] is pay and view._parts["grid"][1] is grid
    catalogue.settle(app)
    equals_drawn_whole(app, table)


def test_the_dealer_messages_are_recorded_again_only_when_they_change(app_2k):
    """Fails on the old code: the dealer's messages panel was recorded with the rest of the
    table's shared part each time the layer was drawn (a hold, a deal), though it showed the
    same lines. Now it keeps its drawings until its lines change; the frames equal them drawn
    whole."""
    app = app_2k
    table = _ten_hands(app)
    table.deal()
    catalogue.settle(app)
    view = table.view
    messages = view._parts["messages"][1]
    assert messages  # the panel shows
    table.toggle_hold(1)
    app.step([], 1 / 60)
    assert view._parts["messages"][1] is messages  # kept: not recorded again
    catalogue.settle(app)
    equals_drawn_whole(app, table)
    messages = view._parts["messages"][1]
    table.say("A message")
    app.step([], 1 / 60)
    assert view._parts["messages"][1] is not messages  # its lines changed: recorded again
    catalogue.settle(app)
    equals_drawn_whole(app, table)


def test_a_hold_draws_the_grid_again_clearing_only_where_hands_were(app_2k, monkeypatch):
    """A hold changes every hand alike: the grid is drawn again over its own picture, cleared only
    where hands showed (not its whole 3744x784 px at 4K: 0.6 ms), hand 0's pixels copied into the
    others; the picture equals the grid drawn afresh. Fails on the old code (the whole cleared)."""
    app = app_2k
    table, grid = _dealt_grid(app)
    pixels = grid.surface.target
    whole = pixels.get_width() * pixels.get_height()
    cleared: list[int] = []
    real = Canvas.fill

    def counted(canvas: Canvas, colour: object, rect: object = None, special_flags: int = 0) -> object:
        if canvas.target is pixels:
            cleared.append(whole if rect is None else canvas.rect(rect).w * canvas.rect(rect).h)  # type: ignore[arg-type]
        return real(canvas, colour, rect, special_flags)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "fill", counted)
    for holds in ((0,), (0, 3), (3,)):
        rnd = table.round
        assert rnd is not None
        for p in set(holds) ^ set(rnd.held):
            table.toggle_hold(p)
        app.step([], 1 / 60)
        assert grid.surface.target is pixels and 0 < sum(cleared) < whole // 5, (sum(cleared), whole)
        cleared.clear()
        grid.fill_in()  # (the hands laid from hand 0's copy, in their cells)
        shown = pygame.image.tobytes(pixels, "RGBA")
        table._grid_key = None
        grid._look = None  # the grid drawn afresh on a new picture
        grid.rect = grid.rect.move(0, 0)
        grid.context = None
        table._refresh_grid()
        assert grid.surface.target is not pixels
        grid.fill_in()
        assert pygame.image.tobytes(grid.surface.target, "RGBA") == shown
        grid.surface, grid.context = Canvas(pixels, grid.surface.context, grid.surface.logical_size), table._context
        table._grid_key = None
        table._refresh_grid()
        assert grid.surface.target is pixels
    monkeypatch.setattr(Canvas, "fill", real)
    app.step([], 1 / 60)
    equals_drawn_whole(app, table)


class _CountedPixels(pygame.Surface):
    """A picture's pixels that count the pixels blitted onto them."""

    laid = 0

    def blit(self, source: pygame.Surface, dest: object, area: object = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        drawn = super().blit(source, dest, area, special_flags)  # type: ignore[arg-type]
        self.laid += drawn.w * drawn.h
        return drawn


def test_a_hold_lays_hands_alike_from_one_copy_not_copied_into_each_cell(app_2k):
    """A hold shows every hand alike: hand 0 is drawn in the grid and the other 8 are laid over the
    layer from one copy of it, not first copied into their own cells (1.6 M px at 4K, ~0.6 ms of the
    frame). Fails on the old code: the 8 copies were blitted into the grid's pixels (~9 hands' area
    where one hand's is drawn now). The frames equal them drawn whole, and the grid's pixels, read
    whole, equal it drawn afresh."""
    app = app_2k
    table, grid = _dealt_grid(app)
    old = grid.surface.target
    counted = _CountedPixels(old.get_size(), pygame.SRCALPHA)
    raw = old.copy()
    raw.set_alpha(None)
    counted.blit(raw, (0, 0))
    grid.surface = Canvas(counted, grid.surface.context, grid.surface.logical_size)
    box = grid._boxes[0]
    assert box is not None
    for hold in (1, 3):
        counted.laid = 0
        table.toggle_hold(hold)
        app.step([], 1 / 60)
        assert grid.surface.target is counted
        assert _grid_hands(table.view.pieces_mended) == 9  # each hand shows the held card: laid again there
        assert 0 < counted.laid < 3 * box.w * box.h, (counted.laid, box.size)
        catalogue.settle(app)
        equals_drawn_whole(app, table)
    grid.fill_in()
    shown = pygame.image.tobytes(counted, "RGBA")
    table._grid_key = None
    grid._look = None  # the grid drawn afresh on a new picture
    grid.context = None
    table._refresh_grid()
    assert grid.surface.target is not counted
    grid.fill_in()
    assert pygame.image.tobytes(grid.surface.target, "RGBA") == shown


def test_a_hold_lays_each_hand_again_only_where_the_held_card_lies(app_2k):
    """A hold shows the held card face up in every hand: each hand is laid over and drawn again only
    within that card's pixels, not whole (at 4K 3.1 M px of the window drawn on at a hold, now 0.8).
    Fails on the old code: the nine hands were laid over and drawn whole (their whole boxes). Each
    frame equals it drawn whole."""
    app = app_2k
    table, grid = _dealt_grid(app)
    frame = app.frame
    assert isinstance(frame, Canvas)
    offset = frame.target.get_abs_offset()
    area = frame.rect(grid.rect).move(offset)  # the grid's pixels in the window
    hands = sum(b.w * b.h for b in grid._boxes if b is not None)
    for hold in (0, 4, 0):
        table.toggle_hold(hold)
        app.step([], 1 / 60)
        touched = frame.touched
        assert touched is not None
        drawn = sum(r.clip(area).w * r.clip(area).h for r in touched)
        # one card of five in each hand, laid over and drawn again (each pixel counted twice): 0.48 of the
        # hands' boxes at 2560x1440, where the old code drew 2.04 (the boxes laid over, then drawn whole)
        assert 0 < drawn < 0.6 * hands, (drawn, hands)
        catalogue.settle(app)
        equals_drawn_whole(app, table)

