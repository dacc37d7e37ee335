"""How Heads Up Hold'em's flop table (:mod:`.flop_table`) is made: each hand's exact values of
RAISE 2x or CHECK on one class of flops, from :class:`gamelib.games.flop_outcomes.FlopOutcomes`
(``tools/make_flop_tables.py`` writes the table from them; the table is read without them).
"""

from __future__ import annotations

import numpy as np

from gamelib.games.dealer_holdem import category_index
from gamelib.games.flop_outcomes import FlopOutcomes
from gamelib.games.heads_up.rules import DEALER_QUALIFIES_FROM
from gamelib.games.heads_up.strategy import FOLD_VALUE, ODDS_LOSE, ODDS_WIN


def street_values(outcomes: FlopOutcomes) -> dict[str, np.ndarray]:
    """Each hand's exact EV (ANTE units, ODDS included) of RAISE 3x pre-flop (``preflop``),
    RAISE 2x on this flop (``raise``) and CHECK then the best river choice (``check``)."""

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
