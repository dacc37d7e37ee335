"""Play many rounds headless with a strategy and report the return.

Without ``--data-dir`` each game uses its fast (vectorised, in-memory) simulator. With
``--data-dir`` a table game is played round by round through the same persistence path
as the GUI (gamelib.autoplay), so the command can be killed and restarted at any moment.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import TextIO

from gamelib.autoplay import autoplay
from gamelib.cli import emit_result, open_wallet
from gamelib.cli.per_game import configure_per_game, run_per_game
from gamelib.errors import UsageError
from gamelib.games import TABLE_GAMES
from gamelib.money import format_money

#: rounds played through the save when ``--data-dir`` is given without ``--rounds``
#: (each round is its own transaction: a million would take hours)
SAVE_ROUNDS = 1_000
#: the most rounds one command plays: in memory, and through the save
MAX_ROUNDS = 100_000_000
MAX_SAVE_ROUNDS = 1_000_000
MAX_TOURNAMENTS = 1_000_000
#: rounds a second through the save, roughly (Texas about 150, Video Poker more): a run
#: expected to take more than :data:`WARN_SECONDS` is announced before it starts
SAVE_ROUNDS_PER_SECOND = 150
WARN_SECONDS = 60
DATA_DIR_HELP = ("a table game: play round by round through the save in DIR (a transaction "
                 "a round, about 100 a second; default 1,000 rounds) instead of the fast "
                 "in-memory simulator; twister: whole tournaments through the save, a killed "
                 "run's tournament resumed first")


def configure(parser: argparse.ArgumentParser) -> None:
    """``simulate GAME``: every game whose definition names a ``simulate`` module.

    A game's ``--rounds`` default is kept aside, so ``run`` knows whether it was given: the
    path through the save plays :data:`SAVE_ROUNDS` unless told otherwise."""

    for game_id, game in configure_per_game(parser, "simulate", DATA_DIR_HELP).items():
        default = game.get_default("rounds")
        if not isinstance(default, int):
            continue  # this game's simulation counts something else
        game.set_defaults(rounds=None, _rounds_default=default)
        game.epilog = (f"--rounds: {default:,} rounds simulated in memory unless given, at most "
                       f"{MAX_ROUNDS:,}.")
        if game_id in TABLE_GAMES:
            game.epilog += (f" With --data-dir the rounds are played one by one through the "
                            f"save: {SAVE_ROUNDS:,} unless given, at most {MAX_SAVE_ROUNDS:,}.")


def run(args: argparse.Namespace) -> int:
    persistent = bool(getattr(args, "data_dir", None)) and args.game in TABLE_GAMES
    if hasattr(args, "_rounds_default"):
        _choose_rounds(args, persistent)
    if persistent:
        return run_persistent(args)
    return run_per_game(args)


def _choose_rounds(args: argparse.Namespace, persistent: bool) -> None:
    """``args.rounds``: as given (within the cap), else the default of the path taken."""
    cap = MAX_SAVE_ROUNDS if persistent else MAX_ROUNDS
    if args.rounds is None:
        args.rounds = SAVE_ROUNDS if persistent else args._rounds_default
    elif args.rounds > cap:
        where = "through the save (--data-dir)" if persistent else "in one simulation"
        raise UsageError(f"--rounds is at most {cap:,} {where}.")


def run_persistent(args: argparse.Namespace) -> int:
    """Round by round through TableSession and the save in --data-dir."""

    given = getattr(args, "rounds", None)
    rounds = SAVE_ROUNDS if given is None else int(given)
    seed = getattr(args, "seed", None)
    warning = long_run_warning(rounds)
    if warning:
        sys.stderr.write(f"feltside: {warning}\n")
    on_round = None
    if not getattr(args, "json", False) and sys.stdout.isatty() and sys.stderr.isatty():
        on_round = _progress_bar(rounds)  # a terminal: a bar; piped or --json: none
    with open_wallet(args) as wallet:
        report = autoplay(wallet, args.game, rounds, seed=seed, hands=getattr(args, "hands", None),
                          paytable=getattr(args, "paytable", None), on_round=on_round)
        balance = wallet.balance
    if on_round is not None:
        sys.stderr.write("\n")
    if getattr(args, "json", False):
        played = report.as_json()
        played_return = played.pop("return_per_total_bet")
        emit_result(args, {**played, "strategy": "builtin", "return": played_return,
                           "return_per": "total stake", "balance_cents": balance})
    else:
        print(f"{report.rounds} rounds of {args.game} played through the save: staked "
              f"{format_money(report.staked)}, paid {format_money(report.paid)}; "
              f"balance {format_money(balance)}.")
    return 0


def long_run_warning(rounds: int) -> str | None:
    """What to say before a run through the save that will take more than a minute."""
    seconds = rounds / SAVE_ROUNDS_PER_SECOND
    if seconds <= WARN_SECONDS:
        return None
    minutes = max(2, round(seconds / 60))
    return (f"{rounds:,} rounds through the save take about {minutes:,} minutes (each is a "
            f"transaction); without --data-dir the fast simulator plays them in seconds.")


def progress_line(done: int, total: int, width: int = 30, unit: str = "rounds") -> str:
    """One terminal line: a bar of ``width`` cells and the rounds (or ``unit``) played."""
    filled = width * done // total if total else width
    return f"[{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,} {unit}"


def _progress_bar(total: int) -> Callable[[int], None]:
    step = max(1, total // 200)  # redrawn at most 200 times

    def on_round(n: int) -> None:
        if (n + 1) % step == 0 or n + 1 == total:
            sys.stderr.write("\r" + progress_line(n + 1, total))
            sys.stderr.flush()

    return on_round


class Progress:
    """The progress line of a long run in memory, on stderr when it is a terminal:
    ``[#####.....] 1,500,000/10,000,000 rounds, 312,400 a second, about 27 s left``.

    Called with the count done so far (a simulator's ``on_progress``); nothing is drawn in the
    first :attr:`after` seconds (a short run prints nothing) and at most every :attr:`every`
    seconds after. ``clock`` is injected for the tests.

    >>> import io
    >>> ticks, out = iter([0.0, 1.0, 3.0, 3.1, 6.0]), io.StringIO()
    >>> line = Progress(1_000, "rounds", out, clock=lambda: next(ticks))
    >>> for done in (100, 300, 310, 600):
    ...     line(done)
    >>> line.close()
    >>> for drawn in out.getvalue().split(chr(13))[1:]:
    ...     print(drawn.strip())
    [#########.....................] 300/1,000 rounds, 100 a second, about 7 s left
    [##################............] 600/1,000 rounds, 100 a second, about 4 s left
    """

    after = 2.0
    every = 0.5

    def __init__(self, total: int, unit: str, stream: TextIO | None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.total, self.unit, self.stream, self.clock = total, unit, stream, clock
        self.started = clock()
        self.drawn_at: float | None = None

    def __call__(self, done: int) -> None:
        if self.stream is None:
            return  # not a terminal: nothing is drawn
        now = self.clock()
        elapsed = now - self.started
        if elapsed < self.after or (self.drawn_at is not None and now - self.drawn_at < self.every):
            return
        rate = done / elapsed if elapsed > 0 else 0.0
        left = (self.total - done) / rate if rate > 0 else 0.0
        self.stream.write(f"\r{progress_line(done, self.total, unit=self.unit)}, "
                          f"{rate:,.0f} a second, about {_duration(left)} left")
        self.stream.flush()
        self.drawn_at = now

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """End the line (if one was drawn), so what follows starts on its own."""
        if self.stream is not None and self.drawn_at is not None:
            self.stream.write("\n")
            self.stream.flush()


def terminal_progress(total: int, unit: str = "rounds") -> Progress:
    """A :class:`Progress` on stderr when stderr is a terminal; elsewhere (a pipe, a log) one
    that draws nothing. A context manager: the line is ended when the run is."""
    return Progress(total, unit, sys.stderr if sys.stderr.isatty() else None)


def _duration(seconds: float) -> str:
    """'7 s', '3 min', '2 h 5 min'."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 90 else f"{minutes // 60} h {minutes % 60} min"
