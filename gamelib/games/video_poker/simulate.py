"""Play many video poker rounds headless with a strategy (``simulate video-poker``).

Each round deals five cards, holds by the strategy, then every hand draws its own
replacements from the 47 unseen cards (one random order per hand, as at the table). The
draws and the reading of the final hands are vectorised over the hands of a round.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gamelib.cards import Card
from gamelib.games.video_poker.analysis import optimal_hold, subset_tables
from gamelib.games.video_poker.paytables import PayTable, classify_batch
from gamelib.games.video_poker.strategy import default_hold

Z99 = 2.5758293035489004


@dataclass(frozen=True)
class SimulationResult:
    return_: float  # mean total returned per unit bet
    half_width: float  # 99 % confidence half-width of the return
    lines: dict[str, int]  # hands ending on each line
    rounds: int
    hands: int


def simulate(paytable: PayTable, rounds: int, hands: int, strategy: str,
             rng: np.random.Generator, *, cache_dir: Path | str | None = None,
             on_progress: Callable[[int], None] | None = None) -> SimulationResult:
    """Play ``rounds`` rounds of ``hands`` hands each; ``strategy`` is "default" or "optimal";
    ``on_progress`` hears the rounds played after each round."""

    tables = subset_tables(paytable, cache_dir) if strategy == "optimal" else None
    pays = paytable.pays
    per_round = np.zeros(rounds, dtype=np.float64)
    line_counts = np.zeros(len(paytable.lines) + 1, dtype=np.int64)
    for r in range(rounds):
        deck = rng.permutation(52)
        dealt_ids = deck[:5]
        unseen = deck[5:]
        dealt = [Card.from_id(int(i)) for i in dealt_ids]
        if tables is not None:
            held = optimal_hold(paytable, dealt, tables=tables)
        else:
            held = default_hold(paytable, dealt)
        free = [p for p in range(5) if p not in held]
        finals = np.broadcast_to(dealt_ids, (hands, 5)).copy()
        if free:
            order = np.argsort(rng.random((hands, 47)), axis=1)[:, :len(free)]
            finals[:, free] = unseen[order]
        lines = classify_batch(paytable, finals)
        line_counts += np.bincount(lines, minlength=len(line_counts))
        per_round[r] = pays[lines].sum() / hands
        if on_progress is not None:
            on_progress(r + 1)
    width = (Z99 * float(per_round.std(ddof=1)) / math.sqrt(rounds)) if rounds > 1 else math.inf
    names = [pl.name for pl in paytable.lines]
    return SimulationResult(float(per_round.mean()), width,
                            dict(zip(names, (int(c) for c in line_counts[:-1]))), rounds, hands)
