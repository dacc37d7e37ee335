"""Heads Up Hold'em before the flop: each choice's expected result from the pre-flop table.

The table (:mod:`gamelib.games.heads_up.preflop_data`, made by ``tools/make_preflop.py``)
holds, for each of the 169 starting-hand classes, the expected result in ANTE units (the ODDS
bet included, side bets not) of RAISE 3x and of CHECK — a CHECK followed by the better of
RAISE 2x and CHECK on the flop, and then the better of RAISE 1x and FOLD at the river (the
ADVISOR's exact values) — over every flop, turn, river and dealer hand.

Exact (about 25 CPU minutes): RAISE 3x is worth more for 58 of the 169 classes (416 of the
1,326 hole pairs); played so, with the best flop and river play, the main game returns
0.97642 per ANTE (:func:`main_game_return`; 2.36 % of the ante). The built-in chart raises 11
classes the table checks (K-6/K-5 and Q-9/Q-8, J-10 offsuit; K-3, K-2, Q-7, Q-6, J-9, J-8
suited: 0.001 to 0.069 ANTE each) and returns 0.97449 with the same play after.

>>> from gamelib.cards import parse_cards
>>> best_preflop(parse_cards("As Ad")), best_preflop(parse_cards("7c 2d"))
('raise', 'check')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamelib.cards import Card
from gamelib.games.heads_up.preflop_data import PREFLOP_EV
from gamelib.games.holdem_preflop import combos, hand_class


def preflop_evs(hole: Sequence[Card]) -> dict[str, float]:
    """The expected result (antes) of RAISE 3x and of CHECK with these two hole cards."""
    a, b = hole
    row = PREFLOP_EV[hand_class(a.id, b.id)]
    return {"raise": row[0], "check": row[1]}


def preflop_error(hole: Sequence[Card]) -> float:
    """The larger standard error of the two values (0.0: the table is exact)."""
    a, b = hole
    row = PREFLOP_EV[hand_class(a.id, b.id)]
    return max(row[2], row[3]) if len(row) > 2 else 0.0


def best_preflop(hole: Sequence[Card]) -> str:
    """``raise`` or ``check``, whichever the table says is worth more."""
    evs = preflop_evs(hole)
    return "raise" if evs["raise"] > evs["check"] else "check"


def raising_classes() -> list[str]:
    """The starting-hand classes worth a RAISE 3x before the flop."""
    return [cls for cls, row in PREFLOP_EV.items() if row[0] > row[1]]


def main_game_return(raises: Callable[[str], bool] | None = None) -> float:
    """The main game's return per ANTE (ODDS included) with the best flop and river play:
    pre-flop by the table (``raises`` None: the better of RAISE 3x and CHECK) or by
    ``raises(class)`` (e.g. a chart). Exact when the table is."""
    total = 0.0
    for cls, row in PREFLOP_EV.items():
        raise3 = row[0] > row[1] if raises is None else raises(cls)
        total += combos(cls) * (row[0] if raise3 else row[1])
    return 1.0 + total / 1326
