"""A 20-line plug-in opponent: ``--seats benchmarks/bots/example_bot.py:Tight``."""

from __future__ import annotations

import random

from gamelib.games.twister.preflop import percentile


class TightShover:
    name = "tight shover"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng  # seeded by the tournament: use it for any randomness

    def decide(self, view):  # view: gamelib.games.twister.view.SeatView
        opts = view.options
        depth = (view.stacks[view.seat] + view.bets[view.seat]) / view.big_blind
        strength = percentile(*(c.id for c in view.hole))  # 0.0 aces ... 1.0 worst
        if view.street == 0 and strength <= min(0.6, 3.0 / depth):
            return ("all_in", None) if "all_in" in opts.kinds else ("call", None)
        return ("check", None) if opts.can_check else ("fold", None)

    def hand_over(self, hand_id, history, players):  # optional: the public actions
        pass


def Tight(rng: random.Random) -> TightShover:  # noqa: N802
    return TightShover(rng)
