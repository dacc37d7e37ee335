"""A toy table game for testing the shared machinery (session, pace, verify) on its own."""

from __future__ import annotations

import itertools

from gamelib.bets import SpotRule, TableLimits
from gamelib.events import CardDealt, Outcome
from gamelib.games.base import GameDefinition, GameRound


class HighCard(GameRound):
    """Toy game: one card each; PLAY (1x ante) or FOLD; higher rank wins 1:1."""

    game_id = "high-card"
    explode = False

    def _start(self):
        self.player, self.dealer = self.deck.deal(2)
        self._emit(CardDealt("player", 0, self.player), CardDealt("dealer", 0, self.dealer, False))
        self._set_phase("decide")

    def legal_actions(self):
        return ("play", "fold") if self.phase == "decide" else ()

    def default_action(self):
        return ("fold", {}) if self.phase == "decide" else None

    def _do_play(self):
        if self.explode:
            raise RuntimeError("boom")
        self._stake("play", self.initial_stakes["ante"])
        p, d = self.player.rank, self.dealer.rank
        for spot in ("ante", "play"):
            stake = self._stakes[spot]
            if p > d:
                self._settle(spot, 2 * stake, Outcome.WIN)
            elif p == d:
                self._settle(spot, stake, Outcome.PUSH)
            else:
                self._settle(spot, 0, Outcome.LOSE)
        self._finish()

    def _do_fold(self):
        self._settle("ante", 0, Outcome.FOLDED)
        self._finish()

    def _snapshot(self):
        return {"player": str(self.player), "dealer": str(self.dealer)}


LIMITS = TableLimits(spots=(SpotRule("ante", 10, 100_000), SpotRule("play", 0, 100_000, by_decision=True)))
DEF = GameDefinition("high-card", "High Card", LIMITS, HighCard, required_spots=("ante",))


def seeds():
    counter = itertools.count()
    return lambda: next(counter).to_bytes(32, "big")
