"""How Texas Hold'em Bonus's flop table (:mod:`.flop_table`) is made: each hand's exact values of
PLAY 1x or CHECK on one class of flops, from :class:`gamelib.games.flop_outcomes.FlopOutcomes`
(``tools/make_flop_tables.py`` writes the table from them; the table is read without them).
"""

from __future__ import annotations

import numpy as np

from gamelib.games.dealer_holdem import STRAIGHT, category_index
from gamelib.games.flop_outcomes import FlopOutcomes
from gamelib.games.texas_bonus.strategy import turn_plays


def street_values(outcomes: FlopOutcomes) -> dict[str, np.ndarray]:
    """Each hand's exact EV (ANTE units, the 2x pre-flop PLAY placed) of PLAY 1x and of
    CHECK on this flop, each followed by the best turn choice (``play``, ``check``) or by the
    built-in turn rule (``play_rule``, ``check_rule``)."""

    n_hands, n_cards = len(outcomes.runouts), len(outcomes.unseen)
    straight = category_index(outcomes.strength) >= STRAIGHT
    wins = outcomes.wins.astype(np.float64)
    sums = {}
    for name, weight in (("s", wins * straight), ("w", wins), ("l", outcomes.losses)):
        acc = np.zeros(n_hands * n_cards)
        for col in (0, 1):
            idx = outcomes.hands * n_cards + outcomes.runouts[:, col][:, None]
            acc += np.bincount(idx.ravel(), weights=np.ravel(weight), minlength=acc.size)
        sums[name] = acc.reshape(n_hands, n_cards)
    per_turn = (n_cards - 3) * 990
    holes = outcomes.hole_cards
    valid = np.ones((n_hands, n_cards), dtype=bool)
    valid[np.arange(n_hands), outcomes.runouts[:, 0]] = False
    valid[np.arange(n_hands), outcomes.runouts[:, 1]] = False
    rows = np.concatenate([np.repeat(holes, n_cards, axis=0),
                           np.broadcast_to(outcomes.flop, (n_hands * n_cards, 3)),
                           np.tile(outcomes.unseen, n_hands)[:, None]], axis=1)
    rule = turn_plays(rows).reshape(n_hands, n_cards)

    def value(bets: np.ndarray | int) -> np.ndarray:
        out: np.ndarray = (sums["s"] + (2 + bets) * sums["w"] - (3 + bets) * sums["l"]) / per_turn
        return out

    out = {}
    for name, flop_bet in (("play", 1), ("check", 0)):
        best = np.maximum(value(flop_bet + 1), value(flop_bet))
        by_rule = value(flop_bet + rule.astype(np.int64))
        out[name] = np.where(valid, best, 0).sum(axis=1) / (n_cards - 2)
        out[name + "_rule"] = np.where(valid, by_rule, 0).sum(axis=1) / (n_cards - 2)
    return out
