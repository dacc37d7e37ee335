"""Texas Hold'em Bonus before the flop: each choice's expected result from the pre-flop table.

The table (:mod:`gamelib.games.texas_bonus.preflop_data`, made by ``tools/make_preflop.py``)
holds, for each of the 169 starting-hand classes, the expected result of PLAY 2x in ANTE
units with the best flop and turn play after it (the ADVISOR's exact values), computed over
every flop, turn, river and dealer hand. FOLD loses the ante: -1.

Exact (about 25 CPU minutes): FOLD is worth more than PLAY 2x for 7-2, 6-2, 5-2, 4-2 and 3-2
offsuit only (4-2 offsuit -1.092 … 5-2 offsuit -1.020; the next, 4-3 offsuit, -0.950), which
is the built-in chart; with it and the best flop and turn play the main game returns
0.97963 per ANTE (:func:`main_game_return`; a house edge of 2.04 % of the ante).

>>> from gamelib.cards import parse_cards
>>> evs = preflop_evs(parse_cards("As Ad"))
>>> evs["play"] > 2 and evs["fold"] == -1.0
True
>>> best_preflop(parse_cards("3c 2d"))
'fold'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamelib.cards import Card
from gamelib.games.holdem_preflop import combos, hand_class
from gamelib.games.texas_bonus.preflop_data import PLAY_EV

FOLD_VALUE = -1.0


def preflop_evs(hole: Sequence[Card]) -> dict[str, float]:
    """The expected result (antes) of PLAY 2x and of FOLD with these two hole cards."""
    a, b = hole
    return {"play": PLAY_EV[hand_class(a.id, b.id)][0], "fold": FOLD_VALUE}


def preflop_error(hole: Sequence[Card]) -> float:
    """The standard error of the table's value for these cards (0.0: the table is exact)."""
    a, b = hole
    row = PLAY_EV[hand_class(a.id, b.id)]
    return row[1] if len(row) > 1 else 0.0


def best_preflop(hole: Sequence[Card]) -> str:
    """``play`` or ``fold``, whichever the table says is worth more."""
    evs = preflop_evs(hole)
    return "play" if evs["play"] > evs["fold"] else "fold"


def folded_classes() -> list[str]:
    """The starting-hand classes worth folding (PLAY 2x below -1 ante)."""
    return [cls for cls, row in PLAY_EV.items() if row[0] <= FOLD_VALUE]


def main_game_return(plays: Callable[[str], bool] | None = None) -> float:
    """The main game's return per ANTE with the best flop and turn play: pre-flop by the
    table (``plays`` None: PLAY 2x exactly when it is worth more than FOLD) or by
    ``plays(class)`` (e.g. a chart). Exact when the table is."""
    total = 0.0
    for cls, row in PLAY_EV.items():
        play = row[0] > FOLD_VALUE if plays is None else plays(cls)
        total += combos(cls) * (row[0] if play else FOLD_VALUE)
    return 1.0 + total / 1326
