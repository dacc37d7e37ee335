"""Shared setup of the table tests (a file may define its own ``app``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import scene_app
from helpers.scene_app import table_app

from scenes.app import App


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    """The app, headless, on an in-memory wallet, animation instant, not yet on the lobby; the
    player's UI scale and language put back after (they are the whole process's)."""
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, language="en")


@pytest.fixture
def app_2k(tmp_path: Path) -> Iterator[App]:
    """The app at the window's own pixels in a 2560x1440 window (a table of four side by side's cell at
    4K), animation at normal speed: a table's layer recorded and laid by what changed (issue 27)."""
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as a:
        yield a
