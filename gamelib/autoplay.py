"""Autoplay through the real persistence path: what ``simulate GAME --data-dir DIR`` runs.

Round by round, exactly as the GUI does it — bets on a slip, ``TableSession.deal()``
journals and takes them, decisions by the game's built-in strategy, settlement in one
transaction — so the process can be killed at any moment and restarted: the next open
voids the interrupted round and refunds it (the kill test in tests/ relies on this).

The fast vectorised simulators of each game stay in their own modules; this one is for
reliability, not for speed.
"""

from __future__ import annotations

import importlib
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
from gamelib.ledger import Wallet
from gamelib.session import TableSession

Player = Callable[[GameRound], Action]

# game id -> "module:function" taking the round and returning the built-in strategy's action
PLAYERS: dict[str, str] = {
    "texas-holdem-bonus": "gamelib.autoplay_players:texas_bonus",
    "casino-holdem": "gamelib.autoplay_players:casino_holdem",
    "heads-up-holdem": "gamelib.autoplay_players:heads_up",
    "video-poker": "gamelib.autoplay_players:video_poker",
}

# what autoplay bets each round (cents per spot), as a careful player would: main + sides
DEFAULT_STAKES: dict[str, dict[str, int]] = {
    "texas-holdem-bonus": {"ante": 100, "bonus": 100, "jackpot": 100},
    "casino-holdem": {"ante1": 100, "bonus1": 100, "ante2": 100},
    "heads-up-holdem": {"ante": 100, "trips": 100, "pocket": 100},
    "video-poker": {},  # VALUE x HANDS from the config: see table_setup
}
#: Video poker's VALUE per hand when autoplay chooses it (raised when the hands are too few).
VP_VALUE = 100
TOP_UP = 100_000


def player_for(game_id: str) -> Player:
    """The built-in strategy as a function of the round; the timeout default if none."""
    ref = PLAYERS.get(game_id)
    if ref is not None:
        module, _, name = ref.partition(":")
        try:
            fn: Player = getattr(importlib.import_module(module), name)
            return fn
        except (ImportError, AttributeError):
            pass

    def by_default(rnd: GameRound) -> Action:
        action = rnd.default_action()
        assert action is not None
        return action

    return by_default


def table_setup(game_id: str, *, hands: int | None = None, paytable: str | None = None
                ) -> tuple[dict[str, int], dict[str, Any]]:
    """The bets and round config autoplay uses: ``hands`` is Casino Hold'em's 1 or 2 hands,
    or video poker's 1..100 (with ``paytable``); video poker bets VALUE x HANDS on "bet"."""
    stakes = dict(DEFAULT_STAKES.get(game_id, {}))
    config: dict[str, Any] = {}
    if game_id == "casino-holdem" and hands is not None:
        if hands not in (1, 2):
            raise CommandError("Casino Hold'em is played with 1 or 2 hands.")
        if hands == 1:
            stakes = {k: v for k, v in stakes.items() if k.endswith("1")}
    if game_id == "video-poker":
        from gamelib.games.video_poker.paytables import PAYTABLES
        from gamelib.games.video_poker.rules import DEFAULT_CONFIG, LIMITS, MAX_HANDS, VALUE_STEPS

        count = int(DEFAULT_CONFIG["hands"]) if hands is None else hands
        if not 1 <= count <= MAX_HANDS:
            raise CommandError(f"Video poker plays 1 to {MAX_HANDS} hands.")
        name = paytable or str(DEFAULT_CONFIG["paytable"])
        if name not in PAYTABLES:
            raise CommandError(f"There is no pay table '{name}'; the pay tables are "
                               f"{', '.join(PAYTABLES)}.")
        least = LIMITS.spot("bet").min_cents
        value = next((v for v in VALUE_STEPS if v >= VP_VALUE and v * count >= least),
                     VALUE_STEPS[-1])
        config = {"paytable": name, "value": value, "hands": count}
        stakes = {"bet": value * count}
    return stakes, config


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
