"""Counting the computer opponents' Monte Carlo equities as they are worked out (issue 27: a
decision thought out over several quiet frames, one equity a frame)."""

from __future__ import annotations

from typing import Any

import pytest

from gamelib.games.twister import equity as eq


def equities_worked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list each equity worked out from now on adds a 1 to (clear it to count afresh); an
    equity kept from a decision thought out before is not worked out, so not counted."""
    worked: list[int] = []
    real = eq._equity

    def counted(*args: Any, **kwargs: Any) -> float:
        worked.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(eq, "_equity", counted)
    return worked
