"""Heads Up Hold'em's built-in flop decision as a table: RAISE 2x or CHECK for every
two-card hand on every one of the 1,755 classes of flops, the exact optimal choice with the
exact river after a check.

Made by ``tools/make_flop_tables.py`` from :class:`gamelib.games.flop_outcomes.FlopOutcomes`:
on each flop class, for all 1,176 hands at once, the exact EV of RAISE 2x and of CHECK
followed by the best river choice (RAISE 1x or FOLD) on every turn and river. Shipped beside
this module as ``flop_table.bin`` (zlib-compressed bits, 1,755 x 1,326).
"""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

from gamelib.games.flop_outcomes import FlopTable

TABLE_FILE = Path(__file__).with_name("flop_table.bin")


@functools.cache
def table() -> FlopTable:
    """The shipped table (read once)."""
    return FlopTable.from_bytes(TABLE_FILE.read_bytes())


def table_raises(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The table's RAISE 2x (True) or CHECK for hole cards (N, 2) on flops (N, 3)."""
    return table().lookup(hole, flop)
