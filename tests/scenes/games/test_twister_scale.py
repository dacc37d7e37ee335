"""Twister at a real UI scale: at 150 % the large table's seat plates, tags and lines grow and
stay inside their places, the pot lines keep one size, no text lies over a card, nothing leaves
the 1920x1080 canvas; the lobby's panel grows and its prize table opens in a pop-up; the prize
wheel covers what is beneath it. At 100 % the designed places are kept."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from gamelib.games.twister.demo import SIDE_POT_HAND, SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister.draw import count_text, pot_lines
from scenes.games.twister.layout import Scale, overlapping, plate_rect, seat_places, table_rects
from scenes.games.twister.prizes import PrizesScene
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TABLE_RECT, TwisterTableScene
from scenes.games.twister.wheel import WheelScene
from scenes.showcase import scale_check
from scenes.ui import gfx
from tests.scenes.games.test_twister import seeds
from tests.scenes.games.test_twister_table_talk import open_table

CANVAS = pygame.Rect(0, 0, 1920, 1080)


@pytest.fixture
def at_scale(app: App) -> Iterator[None]:
    yield
    app.update_settings(ui_scale=100, large_text=False)


def heads_up() -> TwisterTable:
    table = side_pot_table(len(SIDE_POT_HAND))  # Rocco is out: the next hand is heads-up
    table.update(60.0)
    table.t.act("raise", 60)
    return table


def moments() -> list[tuple[str, TwisterTable]]:
    return [*((name, side_pot_table(n)) for name, n in SIDE_POT_MOMENTS.items()), ("heads-up", heads_up())]


def drawn(app: App, view: TwisterTableScene, **settings: object) -> list[scale_check.Text]:
    """The table's texts at these settings (as the app draws a frame)."""
    app.update_settings(**settings)
    view.language_changed()
    return scale_check.record(lambda: view.draw(app.canvas))


def ink(texts: list[scale_check.Text], s: str, near: tuple[int, int] | None = None) -> pygame.Rect:
    """Where ``s`` was drawn (the one nearest ``near`` when it was drawn more than once)."""
    found = [t.ink for t in texts if t.s == s]
    assert found, s
    if near is None:
        assert len(found) == 1, s
    return min(found, key=lambda r: (r.centerx - near[0]) ** 2 + (r.centery - near[1]) ** 2 if near else 0)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_seat_plates_grow_at_150_and_keep_their_texts_inside(app: App, at_scale: None, lang: str) -> None:
    app.update_settings(language=lang)
    for name, table in moments():
        view = open_table(app, table)
        normal = drawn(app, view, ui_scale=100)
        large = drawn(app, view, ui_scale=150)
        shown = table_on_show(table)
        for number, centre in seat_places(table, True).items():
            seat = shown.seats[number]
            plate = plate_rect(table_scale(), centre, True)
            assert plate.w >= 1.39 * 330 and plate.h >= 1.39 * 112, name  # the plate grew
            who = app.tr("twister.you") if seat.is_player else seat.name
            chips = count_text(app, seat.chips) if seat.chips else None
            for s in filter(None, (who, chips)):
                if not any(t.s == s for t in large):
                    continue  # an out seat shows its place, not its chips
                grown = ink(large, s, plate.center)
                was = ink(normal, s, plate_at_100(centre, number, table))
                # 1.4x the designed size (its ink, rounded to whole pixels, a little less)
                assert grown.w >= 1.33 * was.w and grown.h >= 1.3 * was.h, (name, s)
                assert plate.contains(grown), (name, s, plate, grown)
        app.manager.pop()


def plate_at_100(centre: tuple[int, int], number: int, table: TwisterTable) -> tuple[int, int]:
    """The centre of a seat's plate at 100 % (on the canvas)."""
    return table_scale().at(*dict(seat_places_at_100(table))[number])


def seat_places_at_100(table: TwisterTable) -> list[tuple[int, tuple[int, int]]]:
    return list(seat_places(table, False).items())


def table_scale() -> Scale:
    """The large table's units to canvas pixels."""
    return Scale(TABLE_RECT)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_pot_lines_share_one_size_at_150(app: App, at_scale: None, lang: str) -> None:
    app.update_settings(language=lang)
    table = side_pot_table(SIDE_POT_MOMENTS["turn"])
    view = open_table(app, table)
    lines = pot_lines(table_on_show(table), app)[1:]  # MAIN POT, SIDE POT
    assert len(lines) == 2
    normal, large = drawn(app, view, ui_scale=100), drawn(app, view, ui_scale=150)
    ratios = [ink(large, s).h / ink(normal, s).h for s in lines]
    assert min(ratios) >= 1.25 and max(ratios) / min(ratios) < 1.08
    heights = {t.ink.h for t in large if t.s in lines}
    assert max(heights) - min(heights) <= 1  # one size


def test_no_text_over_a_card_nothing_overlaps_nothing_leaves_the_canvas_at_150(app: App, at_scale: None) -> None:
    for name, table in moments():
        view = open_table(app, table)
        app.update_settings(ui_scale=150)
        rects = table_rects(table, table_on_show(table), TABLE_RECT, large=True)
        cards = [r for n, r in rects if n.startswith(("board", "hole"))]
        assert overlapping(rects) == [], name
        texts = drawn(app, view, ui_scale=150)
        assert [t.s for t in texts if t.ink.collidelist(cards) >= 0] == [], name
        assert all(CANVAS.contains(t.ink) for t in texts), name
        assert all(TABLE_RECT.contains(r) for _, r in rects), name  # the felt's parts stay on the felt
        new = scale_check.overlaps(texts) - scale_check.overlaps(drawn(app, view, ui_scale=100))
        assert new == set(), name
        app.manager.pop()


def test_at_100_the_table_keeps_its_designed_places() -> None:
    table = side_pot_table(SIDE_POT_MOMENTS["flop"])
    rects = dict(table_rects(table, table_on_show(table), TABLE_RECT, large=True))
    assert rects["plate 0"] == pygame.Rect(795, 730, 330, 112)  # the player's plate, bottom centre
    assert rects["plate 1"] == pygame.Rect(245, 240, 330, 112)


def test_the_lobby_grows_and_its_prize_table_opens_large(app: App, at_scale: None) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    hub.show_grid()  # ALL TABLES: the panel and the grid
    app.manager.push(hub)
    assert hub.prizes_button is None  # at 100 % the prize table is in the panel
    normal = scale_check.record(lambda: hub.draw(app.canvas))
    app.update_settings(ui_scale=150)
    hub.language_changed()
    large = scale_check.record(lambda: hub.draw(app.canvas))
    assert hub.prizes_button is not None
    panel = hub.buttons[0].rect.unionall([b.rect for b in hub.buttons])
    assert panel.bottom < ink(large, app.tr("lobby.balance")).top  # the rows clear the balance
    for s in (app.tr("twister.buy_in"), app.tr("twister.count"), app.tr("lobby.balance")):
        assert ink(large, s).h >= 1.4 * ink(normal, s).h, s
    assert scale_check.overlaps(large) == set()
    assert not any(t.s == app.tr("twister.split_note") for t in large)  # the prize table is not in the panel
    hub.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    pop = app.manager.top
    assert isinstance(pop, PrizesScene)
    texts = scale_check.record(lambda: pop.draw(app.canvas))
    rows = [t for t in texts if t.s.endswith("x") and t.s[0].isdigit()]
    assert len(rows) == 9 and len({t.ink.h for t in rows}) <= 2  # the nine multipliers, one size
    assert [t.s for t in texts if t.s != "Esc" and not pop.box().contains(t.ink)] == []  # (a hotkey: not placed by blit_text)
    assert app.tr("twister.split_note") in [t.s for t in texts]


def test_the_prize_wheel_covers_the_tables_beneath(app: App) -> None:
    """The wheel draws a backdrop of its own: the frame is the same whatever lies beneath."""
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    hub.count = 2
    hub.start()
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene) and not wheel.transparent
    app.manager.draw(app.canvas)
    over_the_grid = pygame.image.tobytes(app.canvas, "RGB")
    app.canvas.fill((200, 30, 30))
    wheel.draw(app.canvas)
    assert pygame.image.tobytes(app.canvas, "RGB") == over_the_grid
    assert [s.name for s in app.manager.visible()] == ["twister-wheel"]


def test_the_wheel_grows_at_150(app: App, at_scale: None) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    app.manager.push(hub)
    hub.start()
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene)
    wheel.elapsed = wheel.duration
    normal = scale_check.record(lambda: wheel.draw(app.canvas))
    app.update_settings(ui_scale=150)
    wheel.language_changed()
    large = scale_check.record(lambda: wheel.draw(app.canvas))
    title = app.tr("twister.wheel.title")
    assert ink(large, title).h >= 1.4 * ink(normal, title).h
    assert wheel.play_b.rect.h == 120 and CANVAS.contains(wheel.play_b.rect)
    assert scale_check.overlaps(large) == set()
    assert all(CANVAS.contains(t.ink) for t in large)
    assert gfx.ui_scale() == 1.5


def test_at_100_the_lobby_keeps_its_designed_places(app: App) -> None:
    hub = TwisterScene(app, seed_source=seeds())
    hub.show_grid()  # ALL TABLES: the panel and the grid
    rects = [b.rect for b, _, _ in hub._choices]
    assert rects[0] == pygame.Rect(52, 180, 117, 64) and rects[3].right == 556  # the four buy-ins
    assert rects[4] == pygame.Rect(52, 300, 75, 64)  # tournaments 1 … 6
    assert rects[-1] == pygame.Rect(396, 420, 160, 64)  # HARD
    assert hub.start_button.rect == pygame.Rect(52, 508, 504, 78)
    assert hub.tile_rect(5) == pygame.Rect(612 + 640 + 16, 24 + 2 * (328 + 16), 640, 328)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_blinds_up_banner_stays_between_the_plates_at_150(app: App, at_scale: None, lang: str) -> None:
    from scenes.games.twister.draw import blinds_band, blinds_up_text, draw_table

    table = side_pot_table(SIDE_POT_MOMENTS["preflop"])
    level = table.t.level()
    app.update_settings(ui_scale=150, language=lang)
    surface = pygame.Surface(CANVAS.size)
    texts = scale_check.record(lambda: draw_table(surface, TABLE_RECT, table, app, large=True, blinds_up=level))
    banner = ink(texts, blinds_up_text(app, level))
    plates = [r for n, r in table_rects(table, table_on_show(table), TABLE_RECT, large=True) if n.startswith("plate")]
    band = blinds_band(table_scale(), True)
    assert band.contains(banner) and band.collidelist(plates) < 0  # the banner clear of every seat
    assert banner.h >= 1.3 * 0.75 * 52  # and large
    assert scale_check.overlaps(texts) == set()
