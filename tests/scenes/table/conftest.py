"""Shared setup of the table tests (a file may define its own ``app``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.scene_app import table_app

from scenes.app import App


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    """The app, headless, on an in-memory wallet, animation instant, not yet on the lobby; the
    player's UI scale and language put back after (they are the whole process's)."""
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, language="en")
