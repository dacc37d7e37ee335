"""The prize wheel as the moment it is: a 3 to 5 s spin that stops on the drawn multiplier, the
pointer ticking as the segments pass it (at most once a frame), the pool counting up after the stop, a fanfare
grander with the multiplier (confetti from 50x), frames only while something moves; reduced
motion: a fade, no ticks, the result at once."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from helpers.drawn_texts import texts_drawn

from gamelib.games.twister.demo import wheel_table
from gamelib.games.twister.wheel import PRIZE_WHEEL
from scenes.app import App
from scenes.games.twister import backdrop
from scenes.games.twister.backdrop import Backdrop
from scenes.games.twister.wheel import CENTRE, WheelScene, rim_bottom, wheel_radius
from scenes.games.twister.wheel_timing import SEGMENTS, fanfare, segment_at_pointer, spin_seconds
from scenes.showcase import catalogue
from scenes.ui import gfx, resources, text_render, voice
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import replay

STEP = 1 / 60


def heard(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    sounds: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name, loud=1.0: sounds.append(name))
    return sounds


def spin(app: App, multiplier: int) -> WheelScene:
    app.update_settings(animation_speed="normal")
    wheel = WheelScene(app, wheel_table(multiplier))
    app.manager.push(wheel)
    return wheel


@pytest.mark.parametrize("multiplier", [m for m, _ in PRIZE_WHEEL])
def test_every_tier_spins_3_to_5_seconds_and_stops_on_its_segment(multiplier: int) -> None:
    assert 3.0 <= spin_seconds(multiplier) <= 5.0
    wheel_final = 360 * 5 + (360 - (SEGMENTS.index(multiplier) + 0.5) * 360 / len(SEGMENTS))
    assert SEGMENTS[segment_at_pointer(wheel_final)] == multiplier


def test_the_pointer_ticks_as_segments_pass_and_the_spin_eases_out(app: App,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = heard(app, monkeypatch)
    wheel = spin(app, 2)
    passed, last, gaps, since = 0, segment_at_pointer(0.0), [], 0.0
    while not wheel.stopped:
        wheel.update(STEP)
        since += STEP
        now = segment_at_pointer(wheel.angle)
        if now != last:
            passed, last = passed + 1, now
            gaps.append(since)
            since = 0.0
        assert wheel.next_change() == 0.0
    assert SEGMENTS[segment_at_pointer(wheel.angle)] == 2
    assert sounds.count("tick") == passed == wheel.ticks > 3 * len(SEGMENTS)  # fast: one a frame at most
    assert gaps[-1] > 5 * gaps[len(gaps) // 4]  # it slows: the last segments pass slowly


@pytest.mark.parametrize(("multiplier", "big", "confetti"), [(2, 0, False), (10, 1, False), (50, 1, True),
                                                              (1000, 3, True)])
def test_the_fanfare_grows_with_the_multiplier(app: App, monkeypatch: pytest.MonkeyPatch, multiplier: int,
                                               big: int, confetti: bool) -> None:
    sounds = heard(app, monkeypatch)
    wheel = spin(app, multiplier)
    wheel.elapsed = wheel.duration - STEP
    while not wheel.revealed:
        wheel.update(STEP)
    fanfare_sounds = [s for s in sounds if s != "tick"]
    assert fanfare_sounds.count("big_win") == big and ("win" in fanfare_sounds) == (big == 0)
    assert (fanfare(multiplier)[1] > 0) == confetti
    assert wheel.next_change() is None  # all shown: at rest until PLAY


def test_the_prize_pool_counts_up_after_the_stop(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    wheel = spin(app, 1000)
    pool = wheel.table.t.prize_pool
    seen = []
    wheel.elapsed = wheel.duration
    while not wheel.revealed:
        wheel.draw(app.canvas)
        seen.append(wheel.pool_words)
        wheel.update(0.1)
    final = app.tr("twister.wheel.pool", pool=app.money(pool))
    assert seen[0] != final and seen[-1] == final
    assert len(set(seen)) > 5  # it counted


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_prize_pool_is_written_between_the_rim_lights_and_play(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                    scale: int) -> None:
    app.update_settings(ui_scale=scale)
    wheel = spin(app, 2)
    wheel.elapsed = wheel.duration
    while not wheel.revealed:
        wheel.update(0.1)
    with texts_drawn(monkeypatch) as drawn:
        wheel.draw(app.canvas)
    words = app.tr("twister.wheel.pool", pool="")[:5]
    (pool,) = [d.rect for d in drawn if d.text.startswith(words)]
    assert rim_bottom() < pool.top and pool.bottom <= wheel.play_b.rect.top


def test_reduced_motion_fades_to_the_result(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = heard(app, monkeypatch)
    app.update_settings(reduced_motion=True, animation_speed="normal")
    wheel = WheelScene(app, wheel_table(200))
    app.manager.push(wheel)
    assert wheel.still and wheel.reveal == 0 and wheel.angle == wheel.final
    while not wheel.stopped:
        wheel.update(STEP)
    assert "tick" not in sounds and wheel.revealed and wheel.next_change() is None
    app.update_settings(reduced_motion=False)


@pytest.mark.parametrize("window", [(1280, 720), (2560, 1440), (3840, 2160)])
def test_the_turning_disc_drawn_straight_to_its_pixels_equals_it_drawn_through_gfx(app: App,
                                                                                  window: tuple[int, int]) -> None:
    """Issue 27: on a Canvas that draws at once (the turning wheel's) the disc's ~80 drawings go
    straight to its pixels; they are the pixels gfx draws (a recorded layer's way) at every angle."""
    wheel = spin(app, 1000)
    context = DrawContext().with_window(window)
    for elapsed in (0.0, 0.37, 1.1, 2.9, 9.0):
        wheel.elapsed = elapsed
        pictures = []
        for noted in (False, True):
            canvas = Canvas(pygame.Surface(window), context)
            canvas.touched = [] if noted else None  # noting what it draws: through gfx
            wheel._draw_segments(canvas, CENTRE)
            pictures.append(pygame.image.tobytes(canvas.target, "RGB"))
        assert pictures[0] == pictures[1], (window, elapsed)


def _drawn(window: tuple[int, int], draw: Callable[[Canvas], None], noted: bool) -> bytes:
    """What ``draw`` puts on a blank Canvas at ``window``'s pixels: through gfx (``noted``: a
    canvas that notes what it draws) or straight to its pixels."""
    canvas = Canvas(pygame.Surface(window), DrawContext().with_window(window))
    canvas.touched = [] if noted else None
    draw(canvas)
    return pygame.image.tobytes(canvas.target, "RGB")


@pytest.mark.parametrize("window", [(1280, 720), (3840, 2160)])
def test_the_lights_and_pointer_drawn_straight_to_their_pixels_equal_them_drawn_through_gfx(
        app: App, window: tuple[int, int]) -> None:
    """The turning wheel's 30 bulbs (their glow) and its flicked pointer go straight to the pixels
    (through gfx they cost 0.6 ms a frame at 4K): the pixels gfx draws, chasing and at rest."""
    wheel = spin(app, 1000)
    for elapsed in (0.05, 0.4, 1.3, 9.0):
        wheel.elapsed, wheel.ticked = elapsed, 0.03
        for part in (wheel._draw_lights, wheel._draw_pointer):
            assert _drawn(window, part, False) == _drawn(window, part, True), (window, elapsed, part)  # type: ignore[arg-type]


@pytest.mark.parametrize("window", [(1280, 720), (2560, 1440), (3840, 2160)])
def test_the_confetti_filled_straight_to_its_pixels_equals_it_drawn_through_gfx(
        app: App, monkeypatch: pytest.MonkeyPatch, window: tuple[int, int]) -> None:
    """The 140 falling pieces, drawn on the window's Canvas after the frame is laid, are filled
    straight at their physical pixels (through gfx.rect they cost 1.2 ms a frame at 4K): the same
    pixels and the same rectangles noted as drawn (the next frame lays the felt back under them)
    as gfx draws, at every moment of the fall and in every window."""
    wheel = spin(app, 1000)
    context = DrawContext().with_window(window)
    through_gfx: list[object] = []
    rect = gfx.rect
    for t in (0.05, 0.9, 2.3, 4.6):
        recorded = Canvas(pygame.Surface(window), context)
        recorded.ops = []  # kept, not done: gfx.rect's drawings, made again below
        wheel._draw_confetti(recorded, t)
        replay(recorded.ops)
        straight = Canvas(pygame.Surface(window), context)
        straight.touched = []
        monkeypatch.setattr(gfx, "rect", lambda *a, **k: through_gfx.append(a))
        wheel._draw_confetti(straight, t)
        monkeypatch.setattr(gfx, "rect", rect)
        assert recorded.ops and not through_gfx  # straight to the pixels, not through gfx
        assert pygame.image.tobytes(straight.target, "RGB") == pygame.image.tobytes(recorded.target, "RGB"), t
        assert straight.touched == [op.area for op in recorded.ops], t


def test_under_the_turning_wheel_the_felt_is_laid_back_only_where_a_bulb_went_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bulb drawn as it was covers itself and a lit one covers a dark one: while the wheel turns
    the felt is laid back under the bulbs that went out only (before: under all 30 every frame),
    and every frame still equals it drawn whole (2560x1440, each frame of half a second)."""
    app = catalogue.headless_app(tmp_path, size=(2560, 1440))
    app.native = True
    app.update_settings(animation_speed="normal")
    app.windowed_size = (2560, 1440)
    app._set_mode(False)
    laid: list[list[pygame.Rect]] = []
    lay_back = Backdrop.lay_back

    def noted(self: Backdrop, surface: Canvas, rects: list[pygame.Rect]) -> None:
        laid.append(list(rects))
        lay_back(self, surface, rects)

    monkeypatch.setattr(Backdrop, "lay_back", noted)
    try:
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        app.step([], STEP)  # steps and draws
        for _ in range(30):
            was = wheel._lit()
            laid.clear()
            app.step([], STEP)
            went_out = sum(a and not b for a, b in zip(was, wheel._lit(), strict=True))
            (rects,) = laid
            assert len(rects) == 1 + went_out  # the pointer and the bulbs gone out (not round the chords)
            assert app.window is not None
            kept = pygame.image.tobytes(app.window, "RGB")
            app._last_target = None  # drawn whole
            app._draw()
            assert pygame.image.tobytes(app.window, "RGB") == kept
        assert not wheel.stopped
    finally:
        app.leave_all_tables()
        app.wallet.close()


def surfaces_made(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    """The keys of the surfaces gfx makes from now on (its cache emptied first, so nothing an
    earlier test made is found instead of made)."""
    made: list[tuple[object, ...]] = []
    put = gfx.surface_cache.put

    def noted(key: tuple[object, ...], value: pygame.Surface) -> pygame.Surface:
        made.append(key)
        return put(key, value)

    monkeypatch.setattr(gfx.surface_cache, "put", noted)
    monkeypatch.setattr(gfx.surface_cache, "data", OrderedDict())
    monkeypatch.setattr(gfx.surface_cache, "bytes", 0)
    return made


def test_the_multipliers_plate_is_made_while_it_zooms_not_in_the_frame_it_lands(app: App,
                                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The glowing plate under the zoomed multiplier and the band naming a big tier (5 ms each to
    make at 4K) are made in the first frame of the zoom, so the frames they show in only draw them."""
    wheel = spin(app, 1000)
    canvas = Canvas(pygame.Surface((3840, 2160)), DrawContext().with_window((3840, 2160)))
    made = surfaces_made(monkeypatch)
    wheel.elapsed = wheel.duration
    wheel._draw_result(canvas)  # type: ignore[arg-type]
    assert [key for key in made if key[0] == "panel"]  # made as it starts to zoom
    made.clear()
    while wheel.since_stop < 2.5:  # it lands (0.45 s), the pool is counted (2 s) and the tier named
        wheel.update(STEP)
        wheel._draw_result(canvas)  # type: ignore[arg-type]
    assert not [key for key in made if key[0] == "panel"]


def test_the_result_plates_are_made_in_the_wheels_first_frame_not_as_it_stops(app: App,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The plates (5 ms each at 4K, a big tier's band 13.5 ms) are made in the scene's first frame,
    which already makes the wheel, so the frame the spin stops and the zoom starts only draws."""
    wheel = spin(app, 1000)
    canvas = Canvas(pygame.Surface((3840, 2160)), DrawContext().with_window((3840, 2160)))
    made = surfaces_made(monkeypatch)
    wheel.draw(canvas)  # type: ignore[arg-type]  # the first frame, turning
    assert not wheel.stopped
    assert len([key for key in made if key[0] == "panel"]) >= 2  # the plate and the band
    made.clear()
    wheel.elapsed = wheel.duration
    wheel._draw_result(canvas)  # type: ignore[arg-type]  # the zoom starts
    assert not [key for key in made if key[0] == "panel"]


def test_the_wheel_at_rest_is_made_in_the_first_frame_at_the_angle_it_stops_at(app: App) -> None:
    """The wheel at rest (10 ms to make at 4K) is made in the scene's first frame at the angle
    the spin ends at, so the frame it stops in only draws it; made ahead it is pixel for pixel
    the one the stop would make."""
    wheel = spin(app, 1000)
    canvas = Canvas(pygame.Surface((3840, 2160)), DrawContext().with_window((3840, 2160)))
    wheel.draw(canvas)  # type: ignore[arg-type]  # the first frame, turning
    assert not wheel.stopped and wheel._rest is not None
    ahead = wheel._rest
    wheel.elapsed = wheel.duration
    art, _ = wheel._wheel_at_rest(canvas)  # as the stop frame asks for it
    assert wheel._rest is ahead  # not made again
    wheel._rest = None
    made_at_stop, _ = wheel._wheel_at_rest(canvas)
    assert pygame.image.tobytes(made_at_stop, "RGBA") == pygame.image.tobytes(art, "RGBA")


@pytest.mark.parametrize("window", [(1280, 720), (1366, 768), (2560, 1440), (3840, 2160)])
def test_the_turning_disc_never_draws_past_its_fill(app: App, window: tuple[int, int]) -> None:
    """The segments and the edges between them end under the rim's ring: not one pixel of the
    turning disc lies past the disc's own fill at any angle, so nothing has to be laid back round
    it as it turns (before: the outer ends strayed a pixel past the rim, and the felt was laid
    back over 15 boxes round the segments' outer edges every frame)."""
    wheel = spin(app, 1000)
    context = DrawContext().with_window(window)
    for frame in range(0, 300, 13):
        wheel.elapsed = frame / 60
        drawn, disc = (Canvas(pygame.Surface(window), context) for _ in range(2))
        drawn.touched = None  # draws at once: the turning wheel's way
        wheel._draw_segments(drawn, CENTRE)  # type: ignore[arg-type]
        pygame.draw.circle(disc.target, "white", disc.point(CENTRE), wheel_radius() * disc.scale)
        past = pygame.mask.from_threshold(drawn.target, (0, 0, 0), (1, 1, 1, 255))
        past.invert()  # every pixel drawn on
        past.erase(pygame.mask.from_threshold(disc.target, (255, 255, 255), (1, 1, 1, 255)), (0, 0))
        assert past.count() == 0, (window, frame)


@pytest.mark.parametrize("native", [True, False])
def test_the_words_the_stop_shows_and_the_dealers_call_are_made_in_the_first_frame(
        app: App, monkeypatch: pytest.MonkeyPatch, native: bool) -> None:
    """The multiplier's words at the window's pixels (zoomed from the stop), a big tier's name (4 ms
    at 4K in the frame the count ends) and the dealer's call of the prize (5 ms to load) are made
    in the scene's first frame, and the counting pool's glyphs (``_draw_counting``: 3 ms at 4K in the
    stop frame) and the pool's words counted (1 ms at 4K in the frame the count ends): from the
    stop on no words are rendered. On a 4K window's Canvas and on the 1920x1080 window drawn as
    it is."""
    wheel = spin(app, 1000)
    canvas = (Canvas(pygame.Surface((3840, 2160)), DrawContext().with_window((3840, 2160))) if native
              else pygame.Surface((1920, 1080)))
    monkeypatch.setattr(text_render._text_cache, "data", OrderedDict())  # nothing an earlier test made
    monkeypatch.setattr(text_render._text_cache, "bytes", 0)
    rendered: list[str] = []
    render = text_render._render_runs
    monkeypatch.setattr(text_render, "_render_runs", lambda s, *rest: rendered.append(s) or render(s, *rest))
    loaded: list[str] = []
    monkeypatch.setattr(voice, "speaks", lambda _app: True)
    monkeypatch.setattr(resources, "voice_line", lambda _lang, line: loaded.append(line))
    wheel.draw(canvas)  # type: ignore[arg-type]  # the first frame, turning
    assert loaded == [voice.multiplier_line(1000)]
    pool = app.tr("twister.wheel.pool", pool="@").split("@")[0]
    rendered.clear()
    wheel.elapsed = wheel.duration
    while wheel.since_stop < 2.5:  # it stops, zooms, counts (2 s) and names the tier
        wheel._draw_result(canvas)  # type: ignore[arg-type]
        wheel.update(STEP)
    assert app.tr("twister.wheel.pool", pool=app.money(wheel.table.t.prize_pool)) == wheel.pool_words
    assert wheel.pool_words.startswith(pool) and not rendered, rendered


def test_a_frame_of_the_spin_turns_at_most_20_labels_but_where_it_needs_more_itself(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A spin turns some 2,250 labels (each to the degree, made once): 11 on most frames, but all
    30 on one frame in ten (1.2 ms at 4K). A frame that turned fewer than 20 turns the next
    frame's, so the two share them: more than 20 only where a frame needs more itself, in the
    spin's first fast frames (before: 25 frames of 30). Every frame still equals it drawn whole."""
    app = catalogue.headless_app(tmp_path, size=(2560, 1440))
    app.native = True
    app.update_settings(animation_speed="normal")
    app.windowed_size = (2560, 1440)
    app._set_mode(False)
    turned: list[int] = []
    rotate = pygame.transform.rotate
    monkeypatch.setattr(pygame.transform, "rotate", lambda *a: turned.append(1) or rotate(*a))
    try:
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        app.step([], STEP)  # the first frame makes the wheel at rest (and turns its labels)
        many, checked = [], False
        while not wheel.stopped:
            turned.clear()
            app.step([], STEP)
            if 14 < len(turned) <= 20 and not checked:  # once, a frame that made the next's labels:
                checked = True  # it equals it drawn whole
                assert app.window is not None
                kept = pygame.image.tobytes(app.window, "RGB")
                app._last_target = None
                app._draw()
                assert pygame.image.tobytes(app.window, "RGB") == kept
            if len(turned) > 20:
                many.append(wheel.elapsed)
        assert checked and len(many) <= 10 and all(elapsed < 0.4 for elapsed in many), many
    finally:
        app.leave_all_tables()
        app.wallet.close()


@pytest.mark.parametrize("window", [(1280, 720), (2560, 1440)])
def test_the_stop_frame_draws_the_wheel_at_rest_over_the_turning_one_not_the_felt_under_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: tuple[int, int]) -> None:
    """The frame the wheel stops in draws the wheel made at rest straight over the turning disc
    it covers: the felt is laid back only under the pointer, the bulbs and the result (before:
    under the whole wheel, with the wheel drawn over it again: 8-10 ms at 4K), and the frame
    equals it drawn whole."""
    app = catalogue.headless_app(tmp_path, size=window)
    app.native = True
    app.update_settings(animation_speed="normal")
    app.windowed_size = window
    app._set_mode(False)
    laid: list[pygame.Rect] = []
    lay_again, lay_back = backdrop.lay_again, Backdrop.lay_back

    def noted_again(*args: object, **kwargs: object) -> list[pygame.Rect]:
        done = lay_again(*args, **kwargs)  # type: ignore[arg-type]
        laid.extend(done)
        return done

    def noted_back(self: Backdrop, surface: Canvas, rects: list[pygame.Rect]) -> None:
        laid.extend(rects)
        lay_back(self, surface, rects)

    monkeypatch.setattr(backdrop, "lay_again", noted_again)
    monkeypatch.setattr(Backdrop, "lay_back", noted_back)
    try:
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        app.step([], STEP)
        while wheel.elapsed + STEP < wheel.duration:
            app.step([], STEP)
        assert not wheel.stopped
        laid.clear()
        app.step([], STEP)  # the stop
        assert wheel.stopped and wheel.since_stop < STEP
        disc = wheel._wheel_area(app.frame.scale)
        assert sum(r.w * r.h for r in laid) < disc.w * disc.h // 4  # not the felt under the whole wheel
        assert app.window is not None
        kept = pygame.image.tobytes(app.window, "RGB")
        app._last_target = None  # drawn whole
        app._draw()
        assert pygame.image.tobytes(app.window, "RGB") == kept
        laid.clear()
        app.step([], STEP)  # and the frame after lays no more of it
        assert sum(r.w * r.h for r in laid) < disc.w * disc.h // 4
    finally:
        app.leave_all_tables()
        app.wallet.close()


@pytest.mark.parametrize("window", [None, (2560, 1440)], ids=["designed", "2560x1440"])
def test_the_counting_pool_is_laid_from_glyphs_not_a_line_rendered_every_frame(
        app: App, monkeypatch: pytest.MonkeyPatch, window: tuple[int, int] | None) -> None:
    """While the pool counts up its words are not rendered anew each frame (at 4K 0.5 ms, and 120
    lines of 370 KB through the 16 MB text cache): the words before the amount and each glyph of
    it are made once and laid where the line lays them; the last frame is the line itself."""
    renders: list[str] = []
    render_runs = text_render._render_runs

    def noted(s: str, *args: object) -> pygame.Surface:
        renders.append(s)
        return render_runs(s, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(text_render, "_render_runs", noted)
    wheel = spin(app, 1000)
    surface: pygame.Surface | Canvas = app.canvas if window is None else \
        Canvas(pygame.Surface(window), DrawContext().with_window(window))
    wheel.elapsed = wheel.duration
    final = app.tr("twister.wheel.pool", pool=app.money(wheel.table.t.prize_pool))
    counting: list[int] = []  # lines rendered with digits in them, each frame of the count
    while wheel.pool_words != final:
        renders.clear()
        wheel._draw_result(surface)  # type: ignore[arg-type]
        counting.append(len([s for s in renders if any(ch.isdigit() for ch in s)]))
        wheel.update(STEP)
    assert len(counting) > 60 and sum(counting[10:]) == 0  # its glyphs made in the first frames
    words = wheel.pool_words
    # laid from glyphs, the words are the line: the same place, the same ink within a few pixels
    drawn = []
    for glyphs in (True, False):
        canvas = Canvas(pygame.Surface((2560, 1440)), DrawContext().with_window((2560, 1440)))
        if glyphs:
            wheel._draw_counting(canvas, (960, 900))
        else:
            gfx.blit_text(canvas, words, 44, (960, 900), gfx.GOLD_LIGHT, "black", anchor="center", shadow=True,
                          max_width=1600)
        drawn.append(pygame.mask.from_threshold(canvas.target, gfx.GOLD_LIGHT, (40, 40, 40, 255)))
    inked = [pygame.Rect.unionall(m.get_bounding_rects()[0], m.get_bounding_rects()) for m in drawn]
    assert inked[0].inflate(4, 4).contains(inked[1]), inked
    assert abs(drawn[0].count() - drawn[1].count()) <= 0.03 * drawn[1].count()
    assert drawn[0].overlap_area(drawn[1], (0, 0)) >= 0.9 * drawn[1].count()
