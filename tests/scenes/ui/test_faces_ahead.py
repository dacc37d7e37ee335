"""card_art.FacesAhead: a table's faces and back at its sizes, made a few at a time before a frame
shows them; asked again for the same sizes, nothing to do; kept faces only looked up."""

from __future__ import annotations

import pygame

from scenes.ui import card_art, resources


def test_faces_are_made_a_few_at_a_time_then_kept() -> None:
    pygame.init()
    resources.clear_caches()
    ahead = card_art.FacesAhead()
    ahead.want([90, 40], False, 1)
    assert ahead.due and ahead.make(3) == 3
    assert ahead.make() == 2 * 53 - 3 and not ahead.due
    assert resources._scaled.get(("back", resources.BACK_STYLES[1], (40, 56))) is not None
    ahead.want([40, 90], False, 1)  # the same: nothing due
    assert not ahead.due
    ahead.want([40, 90], False, 1, again=True)  # kept: looked up, none made
    assert ahead.due and ahead.make() == 0
    ahead.want([90], True, 1)  # the four-colour deck: its clubs and diamonds (13 + 13) made
    assert ahead.make() == 26



def test_each_file_is_read_once_for_all_sizes(monkeypatch) -> None:
    """A card at each size in turn: with the last few files kept (resources._raw), the faces of two
    sizes read each card's file once, not once a size."""
    pygame.init()
    resources.clear_caches()
    read: list[str] = []
    load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda path, *a: read.append(str(path)) or load(path, *a))
    ahead = card_art.FacesAhead()
    ahead.want([96, 88], False, 2)
    assert ahead.make() == 2 * 53
    assert len(read) == len(set(read)) == 53  # 52 faces and the back
