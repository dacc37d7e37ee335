"""Shared scene-test setup: a headless app on a fresh save, with instant animation."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.table import view as table_view


@pytest.fixture()
def app(tmp_path: Path) -> App:
    """The app, headless, on a save in ``tmp_path``; files may define their own ``app``."""
    pygame.init()
    a = App(tmp_path, headless=True)
    a.update_settings(animation_speed="instant")
    return a


@pytest.fixture(autouse=True)
def tables_shown_together_reset() -> Iterator[None]:
    """A multi-table grid has the last four tables drawn keep their layers
    (``scenes.table.view.SHOWN_TOGETHER``) until the grid's screen exits; a test that leaves a
    grid on screen must not hand that to the next test in the process (a table drawn over would
    not let the one before go)."""
    yield
    table_view.SHOWN_TOGETHER[0] = 1
