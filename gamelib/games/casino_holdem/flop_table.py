"""Casino Hold'em's built-in flop decision as a table: PLAY or FOLD for every two-card hand
on every one of the 1,755 classes of flops, the exact optimal choice (one hand).

Made by ``tools/make_flop_tables.py`` from :class:`gamelib.games.flop_outcomes.FlopOutcomes`:
on each flop class the exact expected value of PLAY for all 1,176 hands at once (every
turn, river and dealer hand), PLAY where it is above FOLD's -1 ANTE. Shipped beside this
module as ``flop_table.bin`` (zlib-compressed bits, 1,755 x 1,326) and looked up for many
rounds at once by the simulator.
"""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

from gamelib.games.casino_holdem.rules import ANTE_PAYS_BY_CATEGORY, DEALER_QUALIFIES_FROM
from gamelib.games.dealer_holdem import category_index
from gamelib.games.flop_outcomes import FlopOutcomes, FlopTable

TABLE_FILE = Path(__file__).with_name("flop_table.bin")


def play_values(outcomes: FlopOutcomes) -> np.ndarray:
    """The exact EV of PLAY (ANTE units) of each of the flop's 1,176 hands."""

    not_qualified, wins_q, losses_q = outcomes.qualified(DEALER_QUALIFIES_FROM)
    pays = np.array(ANTE_PAYS_BY_CATEGORY, dtype=np.int64)[category_index(outcomes.strength)]
    per_outcome = (not_qualified * pays + wins_q * (pays + 2) - 3 * losses_q.astype(np.int64)) / 990
    return outcomes.per_hand_mean(per_outcome)


@functools.cache
def table() -> FlopTable:
    """The shipped table (read once)."""
    return FlopTable.from_bytes(TABLE_FILE.read_bytes())


def table_plays(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The table's PLAY (True) or FOLD for hole cards (N, 2) on flops (N, 3)."""
    return table().lookup(hole, flop)
