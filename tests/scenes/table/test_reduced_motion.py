"""Reduced motion (Settings) on fake frame time: nothing flies, slides or spins; things
arrive by fading. A dealt card keeps its place from its first frame and only its alpha
changes; chips fade where they lie; the prize wheel fades in stopped on the prize."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from helpers import scene_app
from helpers.scene_app import spin_wheel, table_app, twister_hub

from scenes.app import App
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.twister.layout import Scale, faded
from scenes.games.twister.wheel import WheelScene
from scenes.showcase import table_demos
from scenes.ui.tween import Animator, linear

FRAME = 0.02


class Thing:
    def __init__(self) -> None:
        self.x, self.y, self.alpha = 0.0, 0.0, 0.0


@pytest.fixture
def app(tmp_path: Path):
    with table_app(tmp_path, animation_speed="normal") as a:
        yield a


def open_table(app: App) -> TexasBonusTable:
    return scene_app.open_table(app, TexasBonusTable, "still", frame=FRAME)


def watch_cards(app: App, table: TexasBonusTable, seconds: float) -> dict[int, list[tuple[float, float, float, float]]]:
    """Each card sprite's (x, y, alpha, flip) at every frame from the one it appears in."""
    seen: dict[int, list[tuple[float, float, float, float]]] = {}
    for _ in range(int(seconds / FRAME)):
        app.step([], FRAME)
        for sprite in table.cards.values():
            seen.setdefault(id(sprite), []).append((sprite.x, sprite.y, sprite.alpha, sprite.flip))
    return seen


def deal(app: App, table: TexasBonusTable) -> None:
    table_demos.demo_bets(table)
    table.deal()


def test_tween_sets_position_at_once_and_fades_with_reduced_motion() -> None:
    thing = Thing()
    anim = Animator("normal", reduced_motion=True)
    anim.tween(thing, 1.0, linear, x=100.0, y=50.0, alpha=255.0)
    anim.update(0.25)
    assert (thing.x, thing.y) == (100.0, 50.0) and thing.alpha == pytest.approx(63.75)
    moving = Thing()
    anim = Animator("normal")
    anim.tween(moving, 1.0, linear, x=100.0)
    anim.update(0.25)
    assert moving.x == pytest.approx(25.0)  # without it, things still travel


def test_with_reduced_motion_a_dealt_card_never_moves_only_its_alpha_changes(app: App) -> None:
    app.update_settings(reduced_motion=True)
    table = open_table(app)
    assert table.animator.reduced_motion
    deal(app, table)
    seen = watch_cards(app, table, 2.0)
    assert len(seen) >= 4  # the player's and the dealer's cards
    for frames in seen.values():
        positions = {(x, y) for x, y, _, _ in frames}
        assert len(positions) == 1, "a card moved"
        alphas = [a for _, _, a, _ in frames]
        assert alphas == sorted(alphas) and alphas[0] < 255 and alphas[-1] == 255  # a fade in
        assert {f for _, _, _, f in frames} == {1.0}  # no turning squeeze either
    shoe = table.SHOE
    assert all(frames[0][:2] != shoe for frames in seen.values())


def test_without_reduced_motion_a_dealt_card_flies_from_the_shoe(app: App) -> None:
    table = open_table(app)
    deal(app, table)
    seen = watch_cards(app, table, 2.0)
    assert any(len({(x, y) for x, y, _, _ in frames}) > 1 for frames in seen.values())


def test_reduced_motion_set_while_the_table_is_open_applies_when_it_comes_back(app: App) -> None:
    table = open_table(app)
    assert not table.animator.reduced_motion
    app.update_settings(reduced_motion=True)
    table.resume()  # back from SETTINGS
    assert table.animator.reduced_motion


def test_with_reduced_motion_chips_fade_where_they_lie(app: App) -> None:
    app.update_settings(reduced_motion=True)
    table = open_table(app)
    deal(app, table)
    table.act("fold")
    tracks: dict[int, list[tuple[float, float, float]]] = {}
    kept: list[object] = []  # each chip held, so that no later chip is given a landed one's id
    for _ in range(int(6.0 / FRAME)):  # the showdown is shown, then the bets are settled
        app.step([], FRAME)
        for chip in table.flying:
            if id(chip) not in tracks:
                kept.append(chip)
            tracks.setdefault(id(chip), []).append((chip.x, chip.y, chip.alpha))
    assert tracks, "no chip was paid or taken"
    for frames in tracks.values():
        assert len({(x, y) for x, y, _ in frames}) == 1
        alphas = [a for _, _, a in frames]
        assert alphas == sorted(alphas, reverse=True)


def test_with_reduced_motion_the_prize_wheel_fades_in_without_spinning(app: App) -> None:
    app.update_settings(reduced_motion=True)
    wheel = spin_wheel(app, twister_hub(app))
    assert isinstance(wheel, WheelScene) and wheel.still
    angles = set()
    while not wheel.stopped:
        angles.add(wheel.angle)
        app.step([], FRAME)
    assert angles == {wheel.final} and wheel.duration < 1.0


def test_twister_cards_lie_in_place_and_fade_in_with_reduced_motion() -> None:
    rect = pygame.Rect(0, 0, 1600, 900)
    image = pygame.Surface((10, 10))
    coming = Scale(rect, lambda key: 0.25, still=True)
    assert coming.slide(("board", 1, 0), 800, 400) == coming.at(800, 400)
    assert faded(coming, ("board", 1, 0), image).get_alpha() == 63
    sliding = Scale(rect, lambda key: 0.25)
    assert sliding.slide(("board", 1, 0), 800, 400) != sliding.at(800, 400)
    assert faded(sliding, ("board", 1, 0), image) is image


@pytest.mark.parametrize("reduced", [True, False])
def test_the_result_banner_fades_in_without_its_zoom(app: App, monkeypatch: pytest.MonkeyPatch,
                                                     reduced: bool) -> None:
    app.update_settings(reduced_motion=reduced)
    table = open_table(app)
    table.banner.show(700, 0)
    table.banner.age = 0.02  # early in its entrance
    scaled: list[tuple[int, int]] = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale",
                        lambda surf, size: scaled.append(size) or real(surf, size))
    blits: list[int | None] = []

    class Canvas(pygame.Surface):
        def blit(self, source, *args, **kwargs):  # type: ignore[no-untyped-def, override]
            blits.append(source.get_alpha())
            return super().blit(source, *args, **kwargs)

    table.banner.draw(Canvas((1920, 1080)), table)
    if reduced:
        assert scaled == [] and blits and blits[-1] is not None and blits[-1] < 255
    else:
        assert scaled  # it zooms in
