"""Shared measures for the UI-scale tests of a screen: the larger settings every screen is
checked at (in English and Italian), a screen drawn again after the player's settings change,
each text's drawn heights, how much each row grew and whether a list grew at one size, the
cards' and spots' places on a felt, and whether a screen's parts stand clear of them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import pygame
import pytest

from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app
from scenes.showcase import scale_check
from scenes.ui import card_art

T = TypeVar("T")

FELT = pygame.Rect(0, 0, 1920, 900)  # the felt above the rail
NORMAL: dict[str, Any] = {"ui_scale": 100, "large_text": False}
LARGER: list[dict[str, Any]] = [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}]

in_both_languages = pytest.mark.parametrize("lang", ["en", "it"])
at_larger_scales = pytest.mark.parametrize("settings", LARGER, ids=["150", "125+larger"])
# every setting larger than 100 % (for what must stand clear at each, not only grow)
at_every_larger_setting = pytest.mark.parametrize(
    "settings", [*LARGER, {"ui_scale": 125}, {"ui_scale": 100, "large_text": True}],
    ids=["150", "125+larger", "125", "100+larger"])


@contextmanager
def scale_app(tmp_path: Path, **settings: Any) -> Iterator[Any]:
    """The headless table app, off the lobby; leaving puts the scale back to 100 % without
    larger text (the text settings are the whole process's)."""
    with table_app(tmp_path, lobby=False, **settings) as a:
        try:
            yield a
        finally:
            a.update_settings(**NORMAL)


def app_fixture() -> Any:
    """The ``app`` fixture of a scale test file, as ``app = scale.app_fixture()``: the app of
    ``scale_app`` on the test's own ``tmp_path``."""

    @pytest.fixture(name="app")
    def app(tmp_path: Path) -> Iterator[Any]:
        with scale_app(tmp_path) as a:
            yield a

    return app


def rescaled(app: Any, scene: Any, **settings: Any) -> None:
    """The player changes ``settings``; the scene rebuilds its cached panels, as it does when
    the settings page closes."""
    app.update_settings(**settings)
    scene.language_changed()


def recorded(app: Any, scene: Any, **settings: Any) -> list[scale_check.Text]:
    """The texts ``scene`` draws on the app's canvas at these ``settings``."""
    rescaled(app, scene, **settings)
    return scale_check.record(lambda: scene.draw(app.canvas))


def normal_and_large(measure: Callable[..., T], settings: Mapping[str, Any]) -> tuple[T, T]:
    """``measure`` at 100 % without larger text, then at ``settings``."""
    return measure(**NORMAL), measure(**settings)


def text_heights(monkeypatch: pytest.MonkeyPatch, build: Callable[[], object]) -> dict[str, list[int]]:
    """Each text ``build`` draws and its drawn heights, in order (a text drawn twice has two)."""
    out: dict[str, list[int]] = {}
    with texts_drawn(monkeypatch) as seen:
        build()
    for d in seen:
        out.setdefault(d.text, []).append(d.rect.h)
    return out


def growth(normal: Mapping[str, list[int]], large: Mapping[str, list[int]], texts: Iterable[str]) -> list[float]:
    """How much each drawing of ``texts`` grew from ``normal`` to ``large`` (a text missing at
    either size is a KeyError: a row that is not drawn has not grown)."""
    return [h / n for t in texts for h, n in zip(large[t], normal[t], strict=True)]


def row_growth(app: Any, scene: Any, monkeypatch: pytest.MonkeyPatch, build: Callable[[], object],
               texts: Iterable[str], settings: Mapping[str, Any]) -> list[float]:
    """How much each drawing of ``texts`` by ``build`` grew from 100 % to ``settings``, the
    scene rebuilt at each."""

    def measure(**now: Any) -> dict[str, list[int]]:
        rescaled(app, scene, **now)
        return text_heights(monkeypatch, build)

    return growth(*normal_and_large(measure, settings), texts)


def assert_one_size(grew: list[float], least: float, spread: float = 0.08) -> None:
    """Every row grew at least ``least`` times, and all by nearly the same factor."""
    assert grew, "no rows measured"
    assert min(grew) >= least and max(grew) - min(grew) <= spread, grew


def card_rects(table: Any) -> dict[str, pygame.Rect]:
    """Each card of the table's card places (``"<place> <i>"``), where it is dealt."""
    out = {}
    for to, place in table.CARD_PLACES.items():
        for i in range(place.count):
            x, y, w = place.position(i)
            rect = pygame.Rect(0, 0, *card_art.card_size(w))
            rect.center = (int(x), int(y))
            out[f"{to} {i}"] = rect
    return out


def spot_rects(table: Any) -> dict[str, pygame.Rect]:
    """Each betting spot (``"spot <name>"``) with its name written above it."""
    r = table.SPOT_RADIUS
    return {f"spot {name}": pygame.Rect(x - r, y - r - 40, 2 * r, 2 * r + 40)
            for name, (x, y) in table.SPOTS.items()}


def assert_stand_clear(parts: Mapping[str, pygame.Rect], taken: Mapping[str, pygame.Rect],
                       within: pygame.Rect = FELT) -> None:
    """Each of ``parts`` lies ``within`` the screen, clear of everything ``taken`` and of the
    other parts."""
    for name, rect in parts.items():
        assert within.contains(rect), name
        hit = [other for other, place in taken.items() if rect.colliderect(place)]
        hit += [other for other, place in parts.items() if other != name and rect.colliderect(place)]
        assert hit == [], (name, hit)


def table_at(app: Any, cls: type, lang: str, **settings: Any) -> Any:
    """A table of ``cls`` opened (not listed among the open tables) in ``lang`` at ``settings``."""
    app.update_settings(language=lang, **settings)
    return open_table(app, cls, listed=False)


def pay_rows(app: Any, lines: Iterable[Any], label: Callable[[Any, str], str], to_one: str) -> list[str]:
    """A pay table's row texts: each line's name as ``label`` writes it, and each pay as
    '<to> <to_one>' (the ``to_one`` key's words: 'to 1')."""
    lines = list(lines)
    to = app.tr(to_one)
    return [label(app, ln.name) for ln in lines] + [f"{ln.to} {to}" for ln in lines]


def table_in_demo_state(app: Any, cls: type, demo: ModuleType, state: str, lang: str, **settings: Any) -> Any:
    """A table of ``cls`` opened in ``lang`` at ``settings``, driven into ``demo``'s ``state``,
    its dealer done, drawn once."""
    app.update_settings(language=lang, **settings)
    table = open_table(app, cls, state, listed=False)
    dict(demo.demo_states())[state](table)
    table.player.flush()
    table.draw(pygame.Surface((1920, 1080)))
    return table


def table_settled_in_demo_state(app: Any, cls: type, demo: ModuleType, state: str, lang: str,
                                **settings: Any) -> Any:
    """A table of ``cls`` opened in ``lang`` at ``settings``, driven into ``demo``'s ``state`` and
    left two seconds of frames to settle (its animations done, its panels placed)."""
    app.update_settings(language=lang, **settings)
    table = open_table(app, cls, f"{cls.game_id}-{state}", listed=False)
    dict(demo.demo_states())[state](table)
    for _ in range(20):
        app.step([], 0.1)
    return table
