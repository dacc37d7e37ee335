"""Autoplay through the real persistence path: what ``simulate GAME --data-dir DIR`` runs.

Round by round, exactly as the GUI does it — bets on a slip, ``TableSession.deal()``
journals and takes them, decisions by the game's built-in strategy, settlement in one
transaction — so the process can be killed at any moment and restarted: the next open
voids the interrupted round and refunds it (the kill test in tests/ relies on this).

The fast vectorised simulators of each game stay in their own modules; this one is for
reliability, not for speed.
"""

from __future__ import annotations

import random
import signal
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from gamelib.cards import new_seed
from gamelib.errors import CommandError, InsufficientFundsError, RoundVoidedError
from gamelib.games import TABLE_GAMES, find_game
from gamelib.games.base import Action, GameRound
from gamelib.games.definition import load
from gamelib.ledger import Wallet
from gamelib.session import TableSession

Player = Callable[[GameRound], Action]

TOP_UP = 100_000


def player_for(game_id: str) -> Player:
    """The game's built-in strategy as a function of the round (its definition's autoplay
    module); the timeout default if it has none."""
    try:
        fn = find_game(game_id).player()
    except (CommandError, ImportError, AttributeError):
        fn = None
    if fn is not None:
        return fn

    def by_default(rnd: GameRound) -> Action:
        action = rnd.default_action()
        assert action is not None
        return action

    return by_default


def table_setup(game_id: str, *, hands: int | None = None, paytable: str | None = None
                ) -> tuple[dict[str, int], dict[str, Any]]:
    """The bets and round config autoplay uses: the definition's autoplay stakes, shaped by
    the game's own ``table_setup`` when it has one (``hands`` is Casino Hold'em's 1 or 2
    hands, or video poker's 1..100 with ``paytable``)."""
    definition = find_game(game_id)
    stakes = dict(definition.autoplay_stakes)
    setup = getattr(load(definition.autoplay), "table_setup", None) if definition.autoplay else None
    if setup is None:
        return stakes, {}
    bets, config = setup(stakes, hands=hands, paytable=paytable)
    return dict(bets), dict(config)


@dataclass
class AutoplayReport:
    game: str
    rounds: int
    staked: int
    paid: int
    top_ups: int
    voided: int = 0

    @property
    def return_per_stake(self) -> float:
        return self.paid / self.staked if self.staked else 0.0

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "rounds": self.rounds, "staked_cents": self.staked,
                "paid_cents": self.paid, "top_ups": self.top_ups, "voided": self.voided,
                "return_per_total_bet": self.return_per_stake, "persistent": True}


def autoplay(wallet: Wallet, game_id: str, rounds: int, *, seed: int | None = None,
             stakes: Mapping[str, int] | None = None, config: Mapping[str, Any] | None = None,
             hands: int | None = None, paytable: str | None = None,
             on_round: Callable[[int], None] | None = None) -> AutoplayReport:
    """Play ``rounds`` rounds through a TableSession; tops up play money when it runs low.

    A round voided by a malfunction is counted (``voided``) and play goes on, as at the
    table. Interrupted (Ctrl+C), the round in play is finished with the default decisions.
    """
    if game_id not in TABLE_GAMES:
        raise CommandError(f"Autoplay knows the table games {', '.join(TABLE_GAMES)}, not '{game_id}'.")
    if rounds < 0:
        raise CommandError("The number of rounds must be 0 or more.")
    definition = find_game(game_id)
    bets, setup = table_setup(game_id, hands=hands, paytable=paytable)
    if stakes is not None:
        bets = dict(stakes)
    rng = random.Random(seed) if seed is not None else None
    seeds = (lambda: rng.randbytes(32)) if rng is not None else new_seed
    table = TableSession(wallet, definition, "autoplay", {**setup, **(config or {})},
                         seed_source=seeds)
    play = player_for(game_id)
    report = AutoplayReport(game_id, 0, 0, 0, 0)
    with _ctrl_c_between_steps() as stop:
        try:
            for n in range(rounds):
                if stop.is_set():
                    break
                _play_round(table, bets, play, report, stop)
                if on_round is not None:
                    on_round(n)
        except KeyboardInterrupt:
            if table.in_round:
                table.leave()  # a dealt round ends with the defaults, as when leaving the table
            raise
    if stop.is_set():
        raise KeyboardInterrupt
    return report


@contextmanager
def _ctrl_c_between_steps() -> Iterator[threading.Event]:
    """Ctrl+C (SIGINT) sets a flag instead of striking inside a transaction: the round in
    play then ends with the default decisions and autoplay stops, as a player leaving."""
    stop = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return
    previous = signal.getsignal(signal.SIGINT)

    def flag(signum: int, frame: Any) -> None:
        if stop.is_set():  # a second Ctrl+C: stop now (the next start voids the round)
            raise KeyboardInterrupt
        stop.set()

    signal.signal(signal.SIGINT, flag)
    try:
        yield stop
    finally:
        signal.signal(signal.SIGINT, previous)


def _play_round(table: TableSession, bets: Mapping[str, int], play: Player,
                report: AutoplayReport, stop: threading.Event) -> None:
    wallet = table.wallet
    if wallet.balance < 2 * max(sum(bets.values()), 1) + 10_000:
        wallet.top_up(TOP_UP)
        report.top_ups += 1
    for spot, amount in bets.items():
        table.slip.place(spot, amount)
    try:
        table.deal()
        dealt = table.round
        while table.in_round and table.round is not None:
            name, params = play(table.round) if not stop.is_set() else ("", {})
            if not table.round.can(name, **params):
                default = table.default_action()
                if default is None:
                    break
                name, params = default
            try:
                table.act(name, **params)
            except InsufficientFundsError:
                default = table.default_action()
                if default is None:
                    break
                table.act(default[0], **default[1])
    except InsufficientFundsError:
        table.slip.clear()
        wallet.top_up(TOP_UP)
        report.top_ups += 1
        return
    except RoundVoidedError:
        report.voided += 1
        return
    done = table.last_round
    if done is not None and done is dealt and done.is_over:
        report.rounds += 1
        report.staked += done.total_staked
        report.paid += done.total_paid + sum(table.extra_payouts.values())
