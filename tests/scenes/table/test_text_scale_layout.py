"""Every screen at UI scale 150 % (and at 125 % with larger text): every screenshot state (the
tables' demo states, the lobby, the pages, the multi-table view) is drawn at 100 % and at the
larger scale with its texts recorded by scenes.showcase.scale_check (the one spy: the texts
gfx.blit_text draws, by the surface they land on, a pop-up apart from the scene it covers, and
the paragraphs of gfx.text_block). At the larger scale

* no two texts overlap that did not already overlap at 100 %;
* no list has its rows at mixed sizes (one list, one size: text_size.box_scale);
* each family of states (a table's game, the multi-table view, a page) has at least its share
  of texts grown by 1.25x or more (FLOORS, set from tools/scale_report.py: the tree reached
  them; a screen that stops growing fails here).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from scenes.showcase import catalogue, scale_check
from scenes.ui import gfx

#: Per family, the share of its texts (over all its states) that must grow by 1.25x or more at
#: the larger scale: what `tools/scale_report.py` measured on the tree (03:38 UTC), less 0.01
#: (a text or two of slack), rounded down. At the start of the UI-scale work they were 0.16
#: (Twister) to 0.91 (Cashier); raise a floor when its screens grow more.
FLOORS: dict[str, float] = {
    "cashier": 0.93,
    "crash_dialog": 0.93,
    "dialog": 0.93,
    "help": 0.92,
    "history": 0.94,
    "lobby": 0.92,
    "multi_table": 0.95,
    "responsible_gaming": 0.91,  # 0.94 before its ten limits of issue 31 (0.92 measured)
    "round_detail": 0.95,
    "settings": 0.94,
    "table_casino-holdem": 0.87,
    "table_heads-up-holdem": 0.93,
    "table_live_pace": 0.97,
    "table_texas-holdem-bonus": 0.95,
    "table_twister": 0.98,  # 0.99 measured at 150 % and at 125 % + larger text (0.97 before the grid tiles' plates grew)
    "table_video-poker": 0.97,  # 0.99 before the machine's big-win celebration (its words fitted to the open felt above the hand); 0.98 with the Italian states of session 10 (the rail's longer RIPETI, DAI CARTE, TABELLA EV share its fixed stretch: 1.0-1.2x)
    "toast": 0.92,
}

#: Overlaps known when the floors were set, each with the screen's owner to fix it; any other
#: overlap fails. Empty when every screen is clean.
KNOWN_OVERLAPS: dict[str, set[tuple[str, str]]] = {}
#: Lists with rows at mixed sizes known when the floors were set (their words); any other fails.
KNOWN_MIXED: dict[str, list[list[str]]] = {}
#: States whose lists may still mix sizes, with why (left for a later session, named in its note):
#: the test still measures them for overlaps and growth. Empty: every list keeps one size (the
#: hand history's lines, whose ink grew 1.41x with '(' and 1.56x with a suit at one font size,
#: are compared by the font size they are drawn at).
MIXED_LEFT: dict[str, str] = {}


@pytest.fixture
def app(tmp_path):
    a = catalogue.headless_app(Path(tmp_path))  # a save of its own: Twister's six tournaments at most
    a.update_settings(animation_speed="instant")
    yield a
    a.leave_all_tables()
    a.update_settings(ui_scale=100, large_text=False)
    a.wallet.close()


def known(name: str, pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The overlaps of ``name`` not listed in KNOWN_OVERLAPS (a game code's clock is any time)."""
    allowed = KNOWN_OVERLAPS.get(name, set())
    return {p for p in pairs if not any(_same(p, a) for a in allowed)}


def _same(pair: tuple[str, str], allowed: tuple[str, str]) -> bool:
    return all(a == b or (a.startswith("#") and b.startswith("#")) for a, b in zip(pair, allowed, strict=True))


@pytest.mark.slow
@pytest.mark.parametrize("settings", [{"ui_scale": 150, "large_text": False},
                                      {"ui_scale": 125, "large_text": True}])
def test_every_screen_grows_at_a_larger_scale_with_no_new_overlap_and_no_mixed_rows(app, settings) -> None:
    overlapping: dict[str, set[tuple[str, str]]] = {}
    mixed: dict[str, list[list[str]]] = {}
    grew: dict[str, list[float]] = defaultdict(list)
    for name, setup in catalogue.states(app):
        if name.endswith("_150"):
            continue  # the same state as its own at 100 %, measured there
        m = scale_check.measure(app, name, setup, **settings)
        grew[scale_check.family(name)] += m.grew.values()
        if extra := known(name, m.new_overlaps):
            overlapping[name] = extra
        if name in MIXED_LEFT:
            pass
        elif extra_rows := [rows for rows in m.mixed if rows not in KNOWN_MIXED.get(name, [])]:
            mixed[name] = extra_rows
    assert overlapping == {}, "\n".join(f"{k}: {sorted(v)}" for k, v in overlapping.items())
    assert mixed == {}, "\n".join(f"{k}: {v}" for k, v in mixed.items())
    assert set(grew) <= set(FLOORS), "a new family of states: give it a floor"
    shares = {fam: sum(r >= 1.25 for r in ratios) / max(1, len(ratios)) for fam, ratios in grew.items()}
    low = {fam: round(share, 2) for fam, share in shares.items() if share < FLOORS[fam]}
    assert low == {}, f"grown by 1.25x or more, under the floor: {low}"
    assert sum(len(r) for r in grew.values()) > 2000  # every state was drawn and read


#: A hand history's rows: letters, a bet with '(' and cards with suits (their ink reaches further).
HISTORY_ROWS = ["Gino raises to 60 (all-in)", "Flop: 10♦ A♠ 7♥", "Vera calls 40", "Turn: K♣"]


@pytest.fixture
def text_scale() -> Iterator[None]:
    yield
    gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))


def _history(surface: pygame.Surface, sizes: list[float] | None = None) -> None:
    """``HISTORY_ROWS`` as one list (one column, one designed size), row ``k`` in a box of factor
    ``sizes[k]`` (None: all at the player's scale)."""
    for k, row in enumerate(HISTORY_ROWS):
        with gfx.box_scale(None if sizes is None else sizes[k]):
            gfx.blit_text(surface, row, 20, (20, 20 + 40 * k), gfx.CREAM)


def _mixed(sizes: list[float] | None) -> list[list[str]]:
    surface = pygame.Surface((800, 400))
    gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))
    normal = scale_check.record(lambda: _history(surface))
    gfx.set_text_settings(SimpleNamespace(ui_scale=150, large_text=False))
    large = scale_check.record(lambda: _history(surface, sizes))
    return scale_check.mixed_rows(normal, large)


def test_rows_drawn_at_one_size_are_one_list_whatever_their_glyphs(text_scale: None) -> None:
    """A '(' and a suit reach further than letters (their ink grew 1.41x and 1.56x at one font
    size): measured by the font size they are drawn at, a list at one size is not mixed."""
    assert _mixed(None) == []


def test_rows_really_drawn_at_mixed_sizes_are_still_found(text_scale: None) -> None:
    """The control: one row of the list drawn at its designed size among rows at 1.5x is found."""
    assert _mixed([1.5, 1.0, 1.5, 1.5]) == [sorted(HISTORY_ROWS)]
