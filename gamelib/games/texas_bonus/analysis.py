"""Texas Hold'em Bonus by the numbers: exact side-bet returns and the fast simulator.

- :func:`bonus_return` — the BONUS bet's return by counting every pair of hole cards
  (and, for A-A, every dealer pair): exact, as a fraction.
- :func:`jackpot_return` — the FIRST 5 JACKPOT's fixed prizes by counting every five-card
  hand, plus the 45 % + 5 % of each bet that goes to the progressive and its reserve and so
  comes back to the players in the long run.
- :func:`simulate` — many rounds with the built-in strategy, dealt and decided as numpy
  arrays half a million at a time (:mod:`gamelib.games.texas_bonus.strategy`).

A "return" is the expected amount paid back per 1.00 staked (stake included on a win).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations
from typing import Any

import numpy as np

from gamelib.cards import Card
from gamelib.games.dealer_holdem import CATEGORY_NAMES, STRAIGHT, category_index, deal_batch
from gamelib.games.texas_bonus.jackpot import (
    FIRST5_PRIZES,
    JACKPOT_SHARE_PERCENT,
    JACKPOT_STAKE,
    RESERVE_SHARE_PERCENT,
)
from gamelib.games.texas_bonus.rules import AA_VS_AA, BONUS_TABLE, bonus_line
from gamelib.games.texas_bonus.strategy import (
    flop_evs,
    flop_plays,
    preflop_folds,
    turn_evs,
    turn_plays,
    turn_plays_exact,
)
from gamelib.hands import all_5card_hands, evaluate5_batch, evaluate7_batch
from gamelib.money import format_money

Z99 = 2.5758293035489004


# --- BONUS ------------------------------------------------------------------------------------

def bonus_line_counts() -> dict[str, Fraction]:
    """The probability of each BONUS line (A-A split by the dealer's two cards)."""
    holes = list(combinations(range(52), 2))
    counts: Counter[str] = Counter()
    for a, b in holes:
        name = bonus_line([Card.from_id(a), Card.from_id(b)])
        if name is not None:
            counts[name] += 1
    out: dict[str, Fraction] = {}
    total = Fraction(len(holes))
    dealer_pairs = math.comb(50, 2)
    for line in BONUS_TABLE:
        if line.name == AA_VS_AA:
            out[line.name] = counts["A-A"] / total * Fraction(1, dealer_pairs)
        elif line.name == "A-A":
            out[line.name] = counts["A-A"] / total * Fraction(dealer_pairs - 1, dealer_pairs)
        else:
            out[line.name] = counts[line.name] / total
    return out


def bonus_return() -> dict[str, Any]:
    probs = bonus_line_counts()
    ret = sum((p * (BONUS_TABLE.line(name).to + 1) for name, p in probs.items()), Fraction(0))
    return {
        "game": "texas-holdem-bonus",
        "bet": "bonus",
        "return": float(ret),
        "return_fraction": f"{ret.numerator}/{ret.denominator}",
        "house_edge": float(1 - ret),
        "hit_frequency": float(sum(probs.values())),
        "lines": [{"line": ln.name, "pays": ln.label, "probability": float(probs[ln.name]),
                   "return": float(probs[ln.name] * (ln.to + 1))} for ln in BONUS_TABLE],
    }


# --- FIRST 5 JACKPOT ---------------------------------------------------------------------------

def five_card_category_counts() -> dict[str, int]:
    """How many of the 2,598,960 five-card hands fall in each category (batch-evaluated)."""

    cats = category_index(evaluate5_batch(all_5card_hands()))
    counts = np.bincount(np.asarray(cats, dtype=np.int64), minlength=len(CATEGORY_NAMES))
    return {name: int(c) for name, c in zip(CATEGORY_NAMES, counts)}


def jackpot_return() -> dict[str, Any]:
    counts = five_card_category_counts()
    total = sum(counts.values())
    fixed = Fraction(0)
    lines = []
    for prize in FIRST5_PRIZES:
        p = Fraction(counts[prize.name], total)
        part = Fraction(0) if prize.progressive else p * prize.amount / JACKPOT_STAKE
        fixed += part
        lines.append({"line": prize.name,
                      "pays": "progressive jackpot" if prize.progressive else format_money(prize.amount),
                      "prize_cents": None if prize.progressive else prize.amount,
                      "count": counts[prize.name], "probability": float(p),
                      "return": None if prize.progressive else float(part)})
    share = Fraction(JACKPOT_SHARE_PERCENT + RESERVE_SHARE_PERCENT, 100)
    ret = fixed + share
    return {
        "game": "texas-holdem-bonus",
        "bet": "jackpot",
        "stake": JACKPOT_STAKE,
        "return": float(ret),
        "return_fraction": f"{ret.numerator}/{ret.denominator}",
        "fixed_prizes_return": float(fixed),
        "progressive_share": float(share),
        "house_edge": float(1 - ret),
        "royal_probability": counts[FIRST5_PRIZES[0].name] / total,
        "lines": lines,
    }


# --- the simulator -----------------------------------------------------------------------------

def _bonus_multiples(hole: np.ndarray, dealer: np.ndarray) -> np.ndarray:
    """What a BONUS bet of 1 returns (stake included) per round, vectorised."""
    r = hole // 4 + 2
    hi, lo = r.max(axis=1), r.min(axis=1)
    suited = hole[:, 0] % 4 == hole[:, 1] % 4
    dealer_aa = (dealer // 4 + 2 == 14).all(axis=1)
    pays = np.zeros(len(hole), dtype=np.int64)
    pair = hi == lo
    pays = np.where(pair & (hi <= 10), 4, pays)
    pays = np.where(pair & (hi >= 11) & (hi <= 13), 11, pays)
    pays = np.where(pair & (hi == 14), np.where(dealer_aa, 1001, 31), pays)
    ace = (hi == 14) & ~pair
    pays = np.where(ace & (lo == 13), np.where(suited, 26, 16), pays)
    pays = np.where(ace & ((lo == 12) | (lo == 11)), np.where(suited, 21, 6), pays)
    return pays


STRATEGIES = ("builtin", "exact")


def simulate_chunk(rng: np.random.Generator, rounds: int,
                   strategy: str = "builtin") -> dict[str, np.ndarray]:
    """Play ``rounds`` rounds at once with the built-in strategy; per-round net and staked
    in antes (integers), and the BONUS multiple for a bonus bet of one ante. ``strategy``:
    ``builtin`` decides the turn by the fast rule, ``exact`` exactly (as the table plays)."""

    cards = deal_batch(rng, rounds, 9).astype(np.int16)
    hole, dealer, board = cards[:, 0:2], cards[:, 2:4], cards[:, 4:9]
    folds = preflop_folds(hole)
    five = np.concatenate([hole, board[:, :3]], axis=1)
    six = np.concatenate([hole, board[:, :4]], axis=1)
    turn_bet = flop_plays(five).astype(np.int64)
    if strategy == "exact":
        river_bet = np.zeros(rounds, dtype=np.int64)
        river_bet[~folds] = turn_plays_exact(six[~folds])
    else:
        river_bet = turn_plays(six).astype(np.int64)
    player = evaluate7_batch(np.concatenate([hole, board], axis=1))
    dealer_s = evaluate7_batch(np.concatenate([dealer, board], axis=1))
    win = player > dealer_s
    lose = player < dealer_s
    ante_pays = (category_index(player) >= STRAIGHT).astype(np.int64)
    later = 2 + turn_bet + river_bet
    net = np.where(win, ante_pays + later, np.where(lose, -(1 + later), 0))
    net = np.where(folds, -1, net)
    staked = np.where(folds, 1, 1 + later)
    return {"net": net, "staked": staked, "bonus": _bonus_multiples(hole, dealer),
            "folds": folds}


def simulate(rounds: int, seed: int | None = None, chunk: int = 1 << 19,
             strategy: str = "builtin", on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Play ``rounds`` rounds with the built-in strategy (``strategy``: see simulate_chunk);
    the return per ante and per total bet with 99 % confidence half-widths (and the BONUS
    bet's return as a check); ``on_progress`` hears the rounds played after each chunk."""
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy is one of {STRATEGIES}")
    if strategy == "exact":
        chunk = min(chunk, 2_000)
    rng = np.random.default_rng(seed)
    started = time.perf_counter()
    n = 0
    s_net = s_net2 = s_st = s_st2 = s_cross = 0.0
    s_bonus = s_bonus2 = 0.0
    folds = 0
    while n < rounds:
        m = min(chunk, rounds - n)
        out = simulate_chunk(rng, m, strategy)
        net = out["net"].astype(np.float64)
        st = out["staked"].astype(np.float64)
        bonus = out["bonus"].astype(np.float64)
        s_net += net.sum()
        s_net2 += (net * net).sum()
        s_st += st.sum()
        s_st2 += (st * st).sum()
        s_cross += (net * st).sum()
        s_bonus += bonus.sum()
        s_bonus2 += (bonus * bonus).sum()
        folds += int(out["folds"].sum())
        n += m
        if on_progress is not None:
            on_progress(n)
    seconds = time.perf_counter() - started
    mean_net = s_net / n
    var_net = max(s_net2 / n - mean_net ** 2, 0.0)
    mean_st = s_st / n
    q = mean_net / mean_st
    # delta method: the variance of net - q * staked, over the mean stake squared
    var_ratio = max((s_net2 - 2 * q * s_cross + q * q * s_st2) / n
                    - (mean_net - q * mean_st) ** 2, 0.0) / mean_st ** 2
    mean_bonus = s_bonus / n
    var_bonus = max(s_bonus2 / n - mean_bonus ** 2, 0.0)
    return {
        "game": "texas-holdem-bonus",
        "rounds": n,
        "seed": seed,
        "strategy": strategy,
        "return_per_ante": 1 + mean_net,
        "return_per_ante_ci99": Z99 * math.sqrt(var_net / n),
        "return_per_total_bet": 1 + q,
        "return_per_total_bet_ci99": Z99 * math.sqrt(var_ratio / n),
        "average_total_bet_in_antes": mean_st,
        "fold_rate": folds / n,
        "bonus_return": mean_bonus,
        "bonus_return_ci99": Z99 * math.sqrt(var_bonus / n),
        "seconds": seconds,
        "rounds_per_second": n / seconds if seconds > 0 else None,
    }


# --- the main game's return per ANTE (``analyze texas-holdem-bonus --strategy``) ----------------

MAIN_GAME_METHOD = """\
Built-in: the vectorised simulator's fast path (the flop table, the turn by the rule) plays
``rounds`` rounds (99 % interval: 2.576 standard errors), plus the exact, paired gain of the
exact turn choice the built-in strategy makes over the turn rule: the mean over random turn
positions the chart plays (reached by the flop table's choice) of (the exact turn choice's
EV - the rule's choice's EV, the ADVISOR's turn EVs over river x dealer hands), times the
exact share of the 1,326 starting hands the chart plays. Optimal after the pre-flop chart:
the built-in figure plus the exact flop gain, the mean over random flop positions of (the
best flop choice's exact EV - the table's choice's EV), each followed by the best turn
choice; the table holds the exact best choice, so the gain is zero on every position and
the line checks the table. The pre-flop choice is the chart's. Half-widths add in
quadrature. ``tools/make_flop_tables.py`` gives the same figures exactly, over every flop
class and hand (no sampling)."""
#: Exact (issue 19; ``tools/make_flop_tables.py``, every flop class x every hand):
#: built-in = optimal (the chart is the optimal pre-flop choice) 0.97963 per ANTE, the fast
#: path (turn rule) 0.97521, the earlier rules 0.97134. ``analyze texas-holdem-bonus
#: --strategy optimal`` with the defaults (40,000,000 rounds, 6,000 turns, 300 flops, seed 1;
#: 3 minutes on a shared machine): fast path 0.9743 ± 0.0014, exact turn gain 0.0048 ±
#: 0.0009, flop gain exactly zero: 0.9791 ± 0.0017 (99 %), the same for ``builtin``.

#: The same as numbers (per ANTE): the built-in strategy, its fast path, the earlier rules,
#: optimal play after the chart and optimal play before the flop too.
EXACT_RETURN = {"builtin": 0.979630781333045, "fast_path": 0.9752060264005203,
                "earlier_rules": 0.971344108479771, "optimal_after_chart": 0.979630781333045,
                "optimal": 0.979630781333045}


def _played_positions(rng: np.random.Generator, board_cards: int) -> np.ndarray:
    """One random deal of hole cards + ``board_cards`` that the pre-flop chart plays."""
    while True:
        row = deal_batch(rng, 1, 2 + board_cards)[0].astype(np.int16)
        if not preflop_folds(row[None, :2])[0]:
            return row


def turn_gains(positions: int, seed: int | None = None) -> np.ndarray:
    """Exact gain of the best turn choice over the turn rule, after the built-in flop choice."""

    rng = np.random.default_rng([seed or 0, 20])
    out = np.empty(positions)
    for i in range(positions):
        row = _played_positions(rng, 4)
        flop_bet = int(flop_plays(row[None, :5])[0])
        evs = turn_evs(*_cards(row), flop_bet)
        chosen = evs["play"] if turn_plays(row[None, :6])[0] else evs["check"]
        out[i] = max(evs.values()) - chosen
    return out


def flop_gains(positions: int, seed: int | None = None) -> np.ndarray:
    """Exact gain of the best flop choice over the flop rule (the best turn choice after)."""

    rng = np.random.default_rng([seed or 0, 19])
    out = np.empty(positions)
    for i in range(positions):
        row = _played_positions(rng, 3)
        evs = flop_evs(*_cards(row))
        chosen = evs["play"] if flop_plays(row[None, :5])[0] else evs["check"]
        out[i] = max(evs.values()) - chosen
    return out


def _cards(row: np.ndarray) -> tuple[list[Card], list[Card]]:
    return [Card.from_id(int(c)) for c in row[:2]], [Card.from_id(int(c)) for c in row[2:]]


def chart_play_share() -> float:
    """The exact share of the 1,326 starting hands the pre-flop chart plays."""
    hole = np.array(list(combinations(range(52), 2)), dtype=np.int16)
    return float((~preflop_folds(hole)).mean())


def main_game_return(strategy: str, rounds: int, positions: int, turn_positions: int,
                     seed: int | None = None) -> dict[str, Any]:
    """The main game's return per ANTE, ``builtin`` or ``optimal`` (see MAIN_GAME_METHOD)."""
    if strategy not in ("builtin", "optimal"):
        raise ValueError("strategy is builtin or optimal")
    started = time.perf_counter()
    sim = simulate(rounds, seed)
    parts = {"simulation": (sim["return_per_ante"] - 1.0, sim["return_per_ante_ci99"])}
    share = chart_play_share()
    gain_sets = [("exact_turn_gain", turn_gains(turn_positions, seed))]
    if strategy == "optimal":
        gain_sets.append(("exact_flop_gain", flop_gains(positions, seed)))
    for name, gains in gain_sets:
        parts[name] = (share * float(gains.mean()),
                       share * Z99 * float(gains.std()) / math.sqrt(len(gains)))
    value = 1.0 + sum(v for v, _ in parts.values())
    half = math.sqrt(sum(h * h for _, h in parts.values()))
    return {"game": "texas-holdem-bonus", "strategy": strategy, "return_per_ante": value,
            "half_width_99": half, "interval_99": [value - half, value + half],
            "parts": {k: {"value": v, "half_width_99": h} for k, (v, h) in parts.items()},
            "preflop": "the built-in chart", "method": MAIN_GAME_METHOD,
            "seconds": round(time.perf_counter() - started, 3)}
