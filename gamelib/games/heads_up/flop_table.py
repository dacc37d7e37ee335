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

from gamelib.games.flop_outcomes import FlopOutcomes, FlopTable

TABLE_FILE = Path(__file__).with_name("flop_table.bin")


def street_values(outcomes: FlopOutcomes) -> dict[str, np.ndarray]:
    """Each hand's exact EV (ANTE units, ODDS included) of RAISE 3x pre-flop (``preflop``),
    RAISE 2x on this flop (``raise``) and CHECK then the best river choice (``check``)."""
    from gamelib.games.dealer_holdem import category_index
    from gamelib.games.heads_up.rules import DEALER_QUALIFIES_FROM
    from gamelib.games.heads_up.strategy import FOLD_VALUE, ODDS_LOSE, ODDS_WIN

    _nq, wins_q, losses_q = outcomes.qualified(DEALER_QUALIFIES_FROM)
    wins_q = wins_q.astype(np.float64)
    losses_q = losses_q.astype(np.float64)
    wins_n = outcomes.wins - wins_q
    losses_n = outcomes.losses - losses_q
    cat = category_index(outcomes.strength)
    odds_win, odds_lose = ODDS_WIN[cat], ODDS_LOSE[cat]

    def raised(m: int) -> np.ndarray:
        total = (wins_q * (1 + m + odds_win) + wins_n * (m + odds_win)
                 + losses_q * (-1 - m + odds_lose) + losses_n * (-m + odds_lose))
        out: np.ndarray = total / 990
        return out

    return {"preflop": outcomes.per_hand_mean(raised(3)),
            "raise": outcomes.per_hand_mean(raised(2)),
            "check": outcomes.per_hand_mean(np.maximum(raised(1), FOLD_VALUE))}


@functools.cache
def table() -> FlopTable:
    """The shipped table (read once)."""
    return FlopTable.from_bytes(TABLE_FILE.read_bytes())


def table_raises(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The table's RAISE 2x (True) or CHECK for hole cards (N, 2) on flops (N, 3)."""
    return table().lookup(hole, flop)
