"""A test file's ``table`` fixture in one line: ``table = table_fixture(HeadsUpTable, "seed")``
opens a table of that class on that demo seed in the file's ``app``, as the lobby does (listed
among the open tables, stepped one frame)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers.scene_app import open_table


def table_fixture(cls: type, name: str) -> Any:
    """The ``table`` fixture: a table of ``cls`` on the demo seed ``name``."""

    @pytest.fixture(name="table")
    def table(app: Any) -> Any:
        return open_table(app, cls, name)

    return table
