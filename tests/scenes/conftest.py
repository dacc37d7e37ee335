"""Shared scene-test setup: a headless app on a fresh save, with instant animation."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.app import App


@pytest.fixture()
def app(tmp_path: Path) -> App:
    """The app, headless, on a save in ``tmp_path``; files may define their own ``app``."""
    pygame.init()
    a = App(tmp_path, headless=True)
    a.update_settings(animation_speed="instant")
    return a
