"""Texas Hold'em Bonus's built-in flop decision as a table: PLAY 1x or CHECK for every
two-card hand on every one of the 1,755 classes of flops, the exact optimal choice with the
exact turn choice after it.

Made by ``tools/make_flop_tables.py`` from :class:`gamelib.games.flop_outcomes.FlopOutcomes`:
on each flop class, for all 1,176 hands at once, the exact EV of PLAY 1x and of CHECK, each
followed by the best turn choice on every turn card (the turn choice is exact: PLAY 1x
exactly when the player wins more often than the dealer over the river and the dealer's
hands). Shipped beside this module as ``flop_table.bin`` (zlib bits, 1,755 x 1,326).
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


def table_plays(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The table's PLAY 1x (True) or CHECK for hole cards (N, 2) on flops (N, 3)."""
    return table().lookup(hole, flop)
