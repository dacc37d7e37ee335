"""``analyze video-poker`` and ``simulate video-poker``: exact returns, hold EVs, a simulator.

Cheap to import: the subset tables are built (or loaded from the data directory's cache)
only when a command runs.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from gamelib.cards import Card, format_cards, parse_cards
from gamelib.cli import emit_result, whole_number
from gamelib.cli.simulate import terminal_progress
from gamelib.errors import CardParseError, CommandError
from gamelib.games.video_poker import analysis as vp_analysis
from gamelib.games.video_poker.analysis import hold_values, subset_tables
from gamelib.games.video_poker.paytables import (
    DEFAULT_PAYTABLE,
    PAYTABLE_NAMES,
    PayTable,
    find_paytable,
)
from gamelib.games.video_poker.simulate import simulate
from gamelib.games.video_poker.strategy import default_rule
from gamelib.paths import cache_dir
from gamelib.storage import resolve_data_dir


def _cache_dir(args: argparse.Namespace) -> Path:
    """The user cache folder, or DIR/cache with --data-dir DIR (gamelib.paths.cache_dir)."""
    given = getattr(args, "data_dir", None)
    return cache_dir(resolve_data_dir(given) if given is not None else None)


def configure_analyze(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--paytable", metavar="NAME", default=DEFAULT_PAYTABLE,
                        help=f"one of {', '.join(PAYTABLE_NAMES)} (default {DEFAULT_PAYTABLE})")
    parser.add_argument("--hand", metavar="CARDS", default=None,
                        help='five dealt cards, e.g. "As Ks Qs Js 9d": every hold\'s exact EV')
    parser.add_argument("--strategy", choices=("optimal", "default"), default="optimal",
                        help="the whole table's return under optimal play or the default strategy")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_analyze(args: argparse.Namespace) -> int:
    paytable = find_paytable(args.paytable)
    cache = _cache_dir(args)
    if args.hand is not None:
        return _analyze_hand(args, paytable, cache)
    result = vp_analysis.exact_return(paytable, args.strategy, cache_dir=cache)
    if args.json:
        emit_result(args, {"paytable": paytable.name, "strategy": result.strategy, "return": result.return_,
                   "lines": result.lines, "nothing": result.nothing})
        return 0
    print(f"{paytable.title} ({paytable.name}), {result.strategy} strategy")
    print(f"Return: {result.return_ * 100:.4f} %")
    width = max(len(n) for n in result.lines)
    print(f"{'line':<{width}}  {'pays':>4}  {'probability':>12}  {'1 in':>12}")
    for pl in paytable.lines:
        p = result.lines[pl.name]
        one_in = f"{1 / p:,.0f}" if p > 0 else "-"
        print(f"{pl.name:<{width}}  {pl.pays:>4}  {p:>12.8f}  {one_in:>12}")
    print(f"{'Nothing':<{width}}  {0:>4}  {result.nothing:>12.8f}")
    return 0


def _parse_hand(text: str) -> list[Card]:
    try:
        cards = parse_cards(text)
    except CardParseError as exc:
        raise CommandError(str(exc)) from None
    if len(cards) != 5:
        raise CommandError(f"A dealt hand is five cards; '{text}' has {len(cards)}.")
    return cards


def _analyze_hand(args: argparse.Namespace, paytable: object, cache: Path) -> int:
    assert isinstance(paytable, PayTable)
    cards = _parse_hand(args.hand)
    holds = hold_values(paytable, cards, tables=subset_tables(paytable, cache))
    house = default_rule(paytable, cards)
    if args.json:
        emit_result(args, {"paytable": paytable.name, "hand": [str(c) for c in cards],
                   "holds": [{"hold": [str(c) for c in h.cards], "ev": h.ev} for h in holds],
                   "default_hold": [str(cards[p]) for p in house.positions],
                   "default_rule": house.rule})
        return 0
    print(f"{paytable.title}: dealt {format_cards(cards)}")
    best = holds[0].ev
    for h in holds:
        kept = format_cards(h.cards) if h.cards else "(draw five)"
        marks = []
        if h.positions == holds[0].positions:
            marks.append("optimal")
        if h.positions == house.positions:
            marks.append(f"default rule {house.rule}")
        note = f"  <- {', '.join(marks)}" if marks else ""
        print(f"{kept:<16} {h.ev:>10.6f}  {h.ev - best:>+10.6f}{note}")
    return 0


def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=whole_number(1), default=10_000, metavar="N", help="rounds to play")
    parser.add_argument("--hands", type=whole_number(1, 100), default=1, metavar="H", help="hands per round (1-100)")
    parser.add_argument("--paytable", metavar="NAME", default=DEFAULT_PAYTABLE,
                        help=f"one of {', '.join(PAYTABLE_NAMES)}")
    parser.add_argument("--strategy", choices=("default", "optimal"), default="default")
    parser.add_argument("--seed", type=whole_number(0), default=None, help="seed for a repeatable run")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_simulate(args: argparse.Namespace) -> int:
    if not 1 <= args.hands <= 100:
        raise CommandError("--hands must be from 1 to 100.")
    paytable = find_paytable(args.paytable)
    cache = _cache_dir(args) if args.strategy == "optimal" else None
    started = time.perf_counter()
    with terminal_progress(args.rounds) as progress:
        result = simulate(paytable, args.rounds, args.hands, args.strategy,
                          np.random.default_rng(args.seed), cache_dir=cache, on_progress=progress)
    elapsed = time.perf_counter() - started
    if args.json:
        emit_result(args, {"paytable": paytable.name, "strategy": args.strategy, "rounds": args.rounds,
                   "hands": args.hands, "return": result.return_, "half_width_99": result.half_width,
                   "lines": result.lines, "seconds": round(elapsed, 3)})
        return 0
    print(f"{paytable.title}, {args.strategy} strategy: {args.rounds:,} rounds x {args.hands} hands")
    print(f"Return: {result.return_ * 100:.4f} % +/- {result.half_width * 100:.4f} % (99 % confidence)")
    for name, count in result.lines.items():
        if count:
            print(f"  {name:<30} {count:>10,}")
    print(f"({elapsed:.1f} s)")
    return 0

