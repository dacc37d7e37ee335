"""A toy table game for testing the shared machinery (session, pace, verify) on its own.

It is also a whole game as a package would register it: ``DEF`` carries every field of a
definition and names this module for its rules (``LIMITS``, ``new_round``), its autoplay
player and its ``simulate`` command; ``LOCALE`` is its catalogue folder, merged at run time
(``tests/helpers/toy_table.py`` is its table screen). Nothing shared is edited to add it:
``gamelib.games.register(DEF)`` does (see tests/gamelib/test_registry.py).
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from gamelib.bets import SpotRule, TableLimits
from gamelib.events import CardDealt, Outcome
from gamelib.games.base import Action, GameRound
from gamelib.games.definition import GameDefinition, LobbyTile


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

    def _stake_for(self, action, **params):
        return self.initial_stakes["ante"] if action == "play" else 0

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
new_round = HighCard

DEF = GameDefinition(
    game_id="high-card",
    title="High Card",
    order=60,
    tile=LobbyTile("Ah Kd"),
    rules=__name__,
    required_spots=("ante",),
    rules_key="toy.rules",
    strategy=__name__,
    autoplay=__name__,
    autoplay_stakes={"ante": 100},
    simulate=__name__,
)

#: Its own texts, a catalogue folder as a game package carries one (``<lang>.po`` and the
#: compiled ``.mo``; tests/test_game_catalogues.py checks the .mo is current).
LOCALE = Path(__file__).resolve().parent / "toy_locale"


def player(rnd: GameRound) -> Action:
    """The built-in strategy: PLAY from an eight up."""
    if not isinstance(rnd, HighCard):
        raise TypeError(f"HighCard expected, not {type(rnd).__name__}")
    return ("play" if rnd.player.rank >= 8 else "fold"), {}


def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=int, default=100, metavar="N")
    parser.add_argument("--seed", type=int, default=None, metavar="S")


@contextmanager
def registered() -> Iterator[GameDefinition]:
    """The toy game registered (definition and texts) for the block, then taken out again:
    the game registry and the run-time texts are as they were."""
    from gamelib import games, i18n

    games.register(DEF)
    i18n.add_catalogue_folder(LOCALE)
    try:
        yield DEF
    finally:
        games.unregister(DEF.game_id)
        i18n.remove_catalogue_folder(LOCALE)


def run_simulate(args: argparse.Namespace) -> int:
    """Autoplay in memory; prints the return per unit staked."""
    from gamelib.autoplay import autoplay
    from gamelib.ledger import Wallet

    report = autoplay(Wallet.in_memory(), DEF.game_id, args.rounds, seed=args.seed)
    print(f"High Card: {report.rounds} rounds, return {report.return_per_stake:.4f}")
    return 0


def seeds():
    counter = itertools.count()
    return lambda: next(counter).to_bytes(32, "big")
