"""scenes.showcase.scale_check against controls: a list drawn with its rows at two sizes is found,
the same list at one size is not, nor two texts far apart that share a centre; an overlap new at
the larger size is found; a paragraph of gfx.text_block counts for growth."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from types import SimpleNamespace

import pygame
import pytest

from scenes.showcase import scale_check
from scenes.ui import gfx

ROWS = ["Royal flush", "Straight flush", "Four of a kind", "Full house"]


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.init()
    yield
    gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))


def at(scale: int, draw: Callable[[], None]) -> list[scale_check.Text]:
    gfx.set_text_settings(SimpleNamespace(ui_scale=scale, large_text=False))
    return scale_check.record(draw)


def a_list(sizes: Callable[[int], AbstractContextManager[object]], surface: pygame.Surface) -> Callable[[], None]:
    """The four rows of a pay table, row ``i`` drawn inside ``sizes(i)``, 40 px apart."""
    def draw() -> None:
        for i, row in enumerate(ROWS):
            with sizes(i):
                gfx.blit_text(surface, row, 22, (100, 100 + 40 * i), max_width=400)
    return draw


def both(draw: Callable[[], None]) -> tuple[list[scale_check.Text], list[scale_check.Text]]:
    return at(100, draw), at(150, draw)


def test_a_list_whose_rows_come_out_at_two_sizes_is_found() -> None:
    surface = pygame.Surface((800, 600))
    draw = a_list(lambda i: gfx.box_scale() if i < 2 else gfx.designed_text(), surface)
    normal, large = both(draw)
    assert scale_check.mixed_rows(normal, large) == [sorted(ROWS)]


def test_a_list_at_one_size_is_not() -> None:
    surface = pygame.Surface((800, 600))
    normal, large = both(a_list(lambda i: gfx.box_scale(), surface))
    assert scale_check.mixed_rows(normal, large) == []
    assert all(r > 1.4 for r in scale_check.growth(normal, large).values())  # they did grow


def test_texts_far_apart_on_one_centre_are_not_a_list() -> None:
    surface = pygame.Surface((1920, 1080))

    def draw() -> None:
        gfx.blit_text(surface, "Table #2 · buy-in € 5.00", 24, (960, 100), anchor="midtop", max_width=900)
        with gfx.designed_text():
            gfx.blit_text(surface, "POT 30", 24, (960, 500), anchor="midtop")
        gfx.blit_text(surface, "Ten High", 24, (960, 900), anchor="midtop", max_width=900)

    normal, large = both(draw)
    assert scale_check.mixed_rows(normal, large) == []


def test_an_overlap_new_at_the_larger_size_is_found() -> None:
    surface = pygame.Surface((800, 600))

    def draw() -> None:
        with gfx.box_scale():
            gfx.blit_text(surface, "BALANCE", 30, (100, 100))
            gfx.blit_text(surface, "€ 907.00", 30, (100, 128))

    normal, large = both(draw)
    assert scale_check.overlaps(normal) == set()
    assert scale_check.overlaps(large) == {("BALANCE", "€ 907.00")}


def test_a_paragraph_laid_out_by_text_block_counts_for_growth() -> None:
    words = "A 1.00 bet on your two cards and the flop. Prizes are paid as shown."

    def draw() -> None:
        gfx.text_block(words, 20, 500)

    normal, large = both(draw)
    assert scale_check.growth(normal, large)[words] == pytest.approx(1.5, abs=0.1)
    assert scale_check.overlaps(large) == set()


def test_a_text_rendered_by_gfx_text_and_placed_by_its_caller_counts_for_growth_only() -> None:
    surface = pygame.Surface((800, 600))

    def draw() -> None:
        surface.blit(gfx.text("Esc", 18), (100, 100))  # a button's hotkey
        gfx.blit_text(surface, "LOBBY", 30, (100, 100), max_width=400)  # over it: not compared

    normal, large = both(draw)
    assert scale_check.growth(normal, large)["Esc"] == pytest.approx(1.5, abs=0.15)
    assert scale_check.overlaps(large) == set()


def test_texts_on_two_short_lived_surfaces_are_not_an_overlap() -> None:
    """Two pills, each its own surface made, written and dropped in turn (a bet's WIN amount),
    are two surfaces even when the second comes to the address the first was freed from: CI saw
    'VINTA € 10,00' and 'VINTA € 20,00' reported as overlapping when a pill reused the other's id."""
    made: list[int] = []

    def draw() -> None:
        for words in ("WIN € 10.00", "WIN € 20.00"):
            pill = pygame.Surface((200, 40), pygame.SRCALPHA)
            made.append(id(pill))
            gfx.blit_text(pill, words, 22, (4, 8))
            del pill
    draw()  # the words rendered and cached: nothing else is made between the two pills
    assert made[0] == made[1]  # the control: unrecorded, the second pill takes the first's address
    drawn = at(100, draw)
    assert len(drawn) == 2 and drawn[0].where != drawn[1].where
    assert scale_check.overlaps(drawn) == set()
