"""The Twister grid at a larger UI scale: a tile's header (number, buy-in, opponents) and prize
pool stand in a band above its felt, its level and the clock to the next level on the felt above
the opponents' plates, all four at one factor of 1.25x or more (the level line shrank under the
centred header while the clock beside it grew); the three rows of tiles stay on the screen. At
100 % the tiles are as designed."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from helpers import scale

from gamelib.clock import FakeClock
from gamelib.games.twister.table_view import SeatOnShow, table_on_show
from scenes.app import App
from scenes.games.twister.draw import clock_text, level_text
from scenes.games.twister.layout import Scale, plate_rect, seat_places
from scenes.games.twister.scene import TwisterScene, tile_band, tile_felt
from scenes.games.twister.texts import count_text, hand_text, seat_name
from scenes.showcase import scale_check
from scenes.ui.gfx import designed_width
from tests.scenes.games.test_twister import seeds


@pytest.fixture
def grid(app: App) -> Iterator[TwisterScene]:
    hub = TwisterScene(app, seed_source=seeds(), clock=FakeClock())  # the level clocks stand still
    hub.show_grid()  # ALL TABLES: the panel and the grid
    app.manager.push(hub)
    for table in hub.room.start(500, 6, "standard"):
        table.reveal_wheel()
    yield hub
    app.update_settings(ui_scale=100, large_text=False, language="en")


def tops(app: App, hub: TwisterScene, k: int) -> list[str]:
    """Tile ``k``'s header, prize pool, level and clock lines."""
    table = dict((n, t) for t, n in hub.room.numbered())[k + 1]
    shown = table_on_show(table)
    assert shown.next_level_in is not None
    return [app.tr("twister.tile.chosen", n=k + 1, buy_in=app.money(table.t.buy_in),
                   difficulty=app.tr("twister.difficulty.standard")),
            app.tr("twister.pool", pool=app.money(shown.prize_pool)),
            level_text(app, shown.level),
            app.tr("twister.next_level", time=clock_text(shown.next_level_in))]


@scale.in_both_languages
@scale.at_larger_scales
def test_a_tiles_top_lines_grow_at_one_factor(app: App, grid: TwisterScene, lang: str,
                                                settings: dict[str, object]) -> None:
    app.update_settings(language=lang)
    normal = scale.recorded(app, grid, **scale.NORMAL)
    designed = [grid.tile_rect(k) for k in range(6)]
    large = scale.recorded(app, grid, **settings)
    assert tile_band() >= 30
    assert grid.tile_rect(5).bottom <= 1080 - 8  # the grid stays on the screen
    for k in range(6):
        r = grid.tile_rect(k)
        felt = tile_felt(r)
        lines = tops(app, grid, k)
        near = [t for t in large if r.contains(t.ink)]
        drawn = {t.s: t for t in near if t.s in lines}
        assert set(drawn) == set(lines), k
        factors = []
        for s in lines:
            now, was = drawn[s], next(t for t in normal if t.s == s and designed[k].contains(t.ink))
            assert now.ink.w >= 1.25 * was.ink.w, (k, s)  # grown
            factors.append(now.ink.w / designed_width(s, now.size, now.weight))
        assert max(factors) / min(factors) < 1.06, (k, factors)  # one factor
        header, pool, level, clock = (drawn[s].ink for s in lines)
        assert header.bottom <= felt.top and pool.bottom <= felt.top  # in the band
        table = dict((n, t) for t, n in grid.room.numbered())[k + 1]
        plates = [plate_rect(Scale(felt), c, False) for c in seat_places(table, False).values()][1:]
        assert all(felt.top <= line.top and line.bottom <= min(p.top for p in plates) for line in (level, clock))
        assert header.right < pool.left and level.right < clock.left
    assert scale_check.overlaps(large) - scale_check.overlaps(normal) == set()


def test_at_100_a_tile_has_no_band(app: App, grid: TwisterScene) -> None:
    assert tile_band() == 0 and tile_felt(grid.tile_rect(0)) == grid.tile_rect(0)
    texts = scale.recorded(app, grid)
    header = next(t for t in texts if t.s == tops(app, grid, 0)[0])
    assert header.anchor == "midtop" and header.pos == (grid.tile_rect(0).centerx, grid.tile_rect(0).y + 8)
    assert pygame.Rect(grid.tile_rect(0)) == pygame.Rect(612, 24, 640, 328)


def tagged_plates(app: App, grid: TwisterScene) -> Iterator[tuple[int, SeatOnShow, pygame.Rect, str]]:
    """Each tile's seats with an action tag: (tile, seat, its plate, the tag's words)."""
    for k in range(6):
        felt = tile_felt(grid.tile_rect(k))
        table = dict((n, t) for t, n in grid.room.numbered())[k + 1]
        view = table_on_show(table)
        for number, centre in seat_places(table, False).items():
            seat = view.seats[number]
            if seat.tag is not None:
                yield k, seat, plate_rect(Scale(felt), centre, False), app.tr(
                    seat.tag.text_key, amount=count_text(app, seat.tag.amount))


@scale.in_both_languages
@scale.at_larger_scales
def test_a_tiles_plate_gives_its_name_chips_and_tag_each_its_own_room(app: App, grid: TwisterScene, lang: str,
                                                                       settings: dict[str, object]) -> None:
    """A grown tile's plate: the name over the chips on the left, the blinds' tag (SB, BB) in its
    own column on the right, their ink apart (the name and chips lines were 1 px apart at 150 %
    in a 1280x720 window, the tag drawn over the name's row at its designed size); the tag grows
    with the text size (it shrank to 0.79x before)."""
    app.update_settings(language=lang)
    for table, _ in grid.room.numbered():
        table.update(0.05)  # the first hand dealt: the blinds posted, their tags on the plates
    normal = scale.recorded(app, grid, **scale.NORMAL)
    large = scale.recorded(app, grid, **settings)
    checked = 0
    for k, seat, plate, tag in tagged_plates(app, grid):
        name = seat_name(app, seat.name, seat.is_player)
        on = {t.s: t.ink for t in large if plate.contains(t.ink)}
        assert {tag, name, count_text(app, seat.chips)} <= set(on), (k, tag, sorted(on))
        name_ink, chips_ink, tag_ink = on[name], on[count_text(app, seat.chips)], on[tag]
        assert chips_ink.top - name_ink.bottom >= 3, (k, tag)  # the two lines stand apart
        assert tag_ink.left > max(name_ink.right, chips_ink.right), (k, tag)  # its own column
        was = next(t.ink for t in normal if t.s == tag)
        if len(tag) <= 6:  # SB 10, BB 20, Fold: grown (a long one as large as its column lets it)
            assert tag_ink.h >= 1.25 * was.h, (k, tag, tag_ink.h, was.h)
        checked += 1
    assert checked >= 12  # the two blinds' tags of each of the six tables


def _a_result_on_show(grid: TwisterScene) -> bool:
    """Play the grid's tables (the player checking or calling) until a tile shows a hand's result."""
    for _ in range(3000):
        for table, _ in grid.room.numbered():
            if table.waiting_for_player and table.t.hand is not None:
                table.player_act("check" if table.t.hand.can_check() else "call")
        grid.room.update(0.1)
        if any(table_on_show(t).wins for t, _ in grid.room.numbered()):
            return True
    return False


@scale.in_both_languages
@scale.at_larger_scales
def test_a_tiles_result_grows_between_its_side_plates(app: App, grid: TwisterScene, lang: str,
                                                     settings: dict[str, object]) -> None:
    """A hand's result on a grown tile ("You win 1,010 with Straight, Eight High") grows with the
    text size, on two lines when one would not grow, between the side plates and under the
    level line (on one line it shrank under its 100 % size: the grown plates left it less room)."""
    app.update_settings(language=lang)
    assert _a_result_on_show(grid)
    normal = scale.recorded(app, grid, **scale.NORMAL)
    large = scale.recorded(app, grid, **settings)
    checked = 0
    for k in range(6):
        table = dict((n, t) for t, n in grid.room.numbered())[k + 1]
        felt = tile_felt(grid.tile_rect(k))
        for win in table_on_show(table).wins:
            line = (f"{app.tr(win.pot_key)}: " if win.pot_key else "") + str(app.tr(
                win.text_key, name=seat_name(app, win.name, win.is_player), amount=count_text(app, win.chips),
                hand=hand_text(app, win.hand_name)))
            was = next(t for t in normal if t.s == line and grid.tile_rect(k).contains(t.ink))
            rows = sorted((t for t in large if felt.contains(t.ink) and t.weight == was.weight
                           and (t.s == line or line.startswith(f"{t.s} ") or line.endswith(f" {t.s}"))),
                          key=lambda t: t.ink.y)
            assert " ".join(t.s for t in rows) == line, (k, line, [t.s for t in rows])
            assert min(t.px for t in rows) >= 1.1 * was.px, (k, line, [t.px for t in rows], was.px)  # grown
            sides = [plate_rect(Scale(felt), c, False) for n, c in seat_places(table, False).items()
                     if not table_on_show(table).seats[n].is_player]
            left, right = min(sides, key=lambda p: p.x), max(sides, key=lambda p: p.x)
            for t in rows:
                assert left.right <= t.ink.left and t.ink.right <= right.left, (k, t.s)  # between the side plates
                assert t.ink.top >= min(p.top for p in sides), (k, t.s)  # under the level line
            checked += 1
    assert checked >= 1


@scale.in_both_languages
@scale.at_larger_scales
def test_a_tiles_long_tag_grows_on_two_lines(app: App, grid: TwisterScene, lang: str,
                                            settings: dict[str, object]) -> None:
    """A grown tile's action tags grow with the text size, a long one ("Rilancia a 50", "Call 20")
    on two lines in a box the plate's height when one line would stay near its 100 % size (it
    grew 1.0-1.2x, beside "BB 20" at 1.5x)."""
    app.update_settings(language=lang)
    ratios: list[tuple[str, float]] = []
    for _ in range(24):  # moments of play: tags of every length
        for _ in range(8):
            for table, _ in grid.room.numbered():
                if table.waiting_for_player and table.t.hand is not None:
                    table.player_act("check" if table.t.hand.can_check() else "call")
            grid.room.update(0.25)
        normal = scale.recorded(app, grid, **scale.NORMAL)
        designed = [grid.tile_rect(k) for k in range(6)]
        large = scale.recorded(app, grid, **settings)
        for k, _, plate, tag in tagged_plates(app, grid):
            was = next(t for t in normal if t.s == tag and designed[k].contains(t.ink))
            parts = [t for t in large if plate.contains(t.ink) and t.weight == was.weight
                     and (t.s == tag or tag.startswith(f"{t.s} ") or tag.endswith(f" {t.s}"))]
            assert parts, (k, tag)
            ratios.append((tag, min(t.px for t in parts) / was.px))
    long = [(tag, round(r, 2)) for tag, r in ratios if " " in tag and len(tag) >= 7]
    assert len({tag for tag, _ in long}) >= 4  # long tags were seen
    assert [(tag, r) for tag, r in long if r < 1.2] == []  # grown (they stayed at 1.0-1.17x)
    assert sorted(r for _, r in long)[len(long) // 2] >= 1.4  # most as the short ones
