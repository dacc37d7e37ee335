"""The progressive jackpot: exact contributions, wins, resets never below base, voids undone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from gamelib.cards import seed_commitment
from gamelib.errors import BetError, IllegalActionError
from gamelib.jackpot import DEFAULT_BASE, UNITS_PER_CENT, Jackpot
from gamelib.ledger import RoundTicket, Wallet
from gamelib.recovery import recover_unfinished

SEED = bytes(32)
HASH = seed_commitment(SEED)
BASE_UNITS = DEFAULT_BASE * UNITS_PER_CENT


def open_with_jackpot(w: Wallet, jp: Jackpot, stake: int = 100) -> RoundTicket:
    with w.transaction():
        t = w.open_round("texas-holdem-bonus", "T1", {"ante": 100, "jackpot": stake}, HASH, {})
        jp.contribute(t, stake)
    return t


def test_starts_at_base() -> None:
    jp = Jackpot(Wallet.in_memory())
    assert jp.amount == 500_000 == DEFAULT_BASE
    assert jp.reserve == 0
    [seed] = jp.movements()
    assert seed["kind"] == "seed" and seed["house_units"] == BASE_UNITS


def test_contribution_is_exact_45_and_5_percent() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    for _ in range(3):
        open_with_jackpot(w, jp, 100)
    assert jp.amount_units == BASE_UNITS + 3 * 4500
    assert jp.amount == 500_135
    assert jp.reserve_units == 3 * 500 and jp.reserve == 15
    t = open_with_jackpot(w, jp, 1)  # 0.45 cent and 0.05 cent: kept exactly
    assert jp.amount_units == BASE_UNITS + 3 * 4500 + 45
    assert jp.reserve_units == 1500 + 5
    assert jp.amount == 500_135  # shown rounded down
    assert [m["kind"] for m in jp.movements(t.id)] == ["contribution"]


def test_the_player_pays_the_stake_not_the_contribution() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    open_with_jackpot(w, jp, 100)
    assert w.balance == 100_000 - 200  # ante + jackpot bet, nothing more
    assert {r.kind for r in w.ledger_rows()} == {"top-up", "bet"}


def test_win_pays_all_and_restarts_from_reserve() -> None:
    w = Wallet.in_memory()
    w.top_up(1_000_000)
    jp = Jackpot(w, base=1_000)  # a small base so the reserve can exceed it
    for _ in range(30):
        open_with_jackpot(w, jp, 10_000)  # each: 45.00 to the jackpot, 5.00 to the reserve
    assert jp.amount == 1_000 + 30 * 4_500
    assert jp.reserve == 30 * 500
    t = open_with_jackpot(w, jp, 100)
    with w.transaction():
        each = jp.win(t, 1)
        w.settle_round(t, {"jackpot": each}, {"royal": True}, SEED)
    assert each == 1_000 + 30 * 4_500 + 45
    assert jp.amount_units == 30 * 500 * UNITS_PER_CENT + 5 * UNITS_PER_CENT  # the reserve
    assert jp.reserve_units == 0
    assert w.balance == 1_100_000 - 31 * 100 - 30 * 10_000 - 100 + each
    w.check_integrity()


def test_win_never_restarts_below_base() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    t = open_with_jackpot(w, jp, 100)
    each = jp.win(t, 1)
    assert each == 500_045
    assert jp.amount == DEFAULT_BASE
    assert jp.reserve == 0
    reset = jp.movements(t.id)[-1]
    assert reset["kind"] == "reset" and reset["house_units"] == BASE_UNITS - 500


def test_split_remainder_stays_in_jackpot() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w, base=1_001)
    t = open_with_jackpot(w, jp, 1)  # jackpot = 1001.45 cents
    each = jp.win(t, 3)
    assert each == 333  # 1001 // 3
    # 2.45 cents stay, then the reserve (0.05) is added and the base tops it up
    assert jp.amount_units == 1_001 * UNITS_PER_CENT
    win = [m for m in jp.movements(t.id) if m["kind"] == "win"][0]
    assert win["paid_cents"] == 999 and win["jackpot_units"] == -99_900


def test_void_removes_contribution() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    keep = open_with_jackpot(w, jp, 100)
    gone = open_with_jackpot(w, jp, 100)
    v = w.void_round(gone, "malfunction")
    assert v.refunded_cents == 200
    assert jp.amount_units == BASE_UNITS + 4500
    assert jp.reserve_units == 500
    assert [m["kind"] for m in jp.movements(gone.id)] == ["contribution", "removal"]
    assert w.round_detail(gone)["jackpot"][-1]["kind"] == "removal"
    w.settle_round(keep, {}, {}, SEED)
    w.check_integrity()


def test_crash_recovery_removes_contribution(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    jp = Jackpot(w)
    open_with_jackpot(w, jp, 100)
    w.close()  # killed (the OS drops its lease)
    w = Wallet.open(tmp_path)
    jp = Jackpot(w)
    assert jp.amount_units == BASE_UNITS + 4500  # persisted
    [voided] = recover_unfinished(w)
    assert voided.refunded_cents == 200
    assert jp.amount_units == BASE_UNITS and jp.reserve_units == 0
    assert w.balance == 100_000
    w.check_integrity()
    w.close()


def test_void_after_win_restores_the_jackpot() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    for _ in range(4):
        open_with_jackpot(w, jp, 100)
    before = (jp.amount_units, jp.reserve_units)
    t = open_with_jackpot(w, jp, 100)
    jp.win(t, 1)  # committed on its own, then the round fails before settling
    w.void_round(t, "malfunction")
    assert (jp.amount_units, jp.reserve_units) == before
    w.check_integrity()


def test_void_after_another_reset_never_goes_below_base() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    early = open_with_jackpot(w, jp, 100)
    winner = open_with_jackpot(w, jp, 100)
    with w.transaction():
        w.settle_round(winner, {"jackpot": jp.win(winner, 1)}, {}, SEED)
    assert jp.amount == DEFAULT_BASE
    w.void_round(early, "malfunction")
    assert jp.amount_units == BASE_UNITS and jp.reserve_units == 0
    w.check_integrity()


def test_persists_across_reopen(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    jp = Jackpot(w)
    t = open_with_jackpot(w, jp, 100)
    w.settle_round(t, {}, {}, SEED)
    w.close()
    w = Wallet.open(tmp_path)
    jp = Jackpot(w, base=123)  # the stored base wins
    assert jp.amount_units == BASE_UNITS + 4500 and jp.base == DEFAULT_BASE
    assert len(jp.movements()) == 2
    w.close()


def test_games_have_separate_jackpots() -> None:
    w = Wallet.in_memory()
    a = Jackpot(w, "texas-holdem-bonus")
    b = Jackpot(w, "other", base=1_000)
    open_with_jackpot(w, a, 100)
    assert b.amount == 1_000 and a.amount == 500_045


@pytest.mark.parametrize("stake", [0, -1, 1.0, True, "100", None])
def test_bad_stake(stake: Any) -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    t = w.open_round("texas-holdem-bonus", "T1", {"ante": 100}, HASH, {})
    with pytest.raises(BetError):
        jp.contribute(t, stake)
    assert len(jp.movements()) == 1


def test_bad_calls_change_nothing() -> None:
    w = Wallet.in_memory()
    jp = Jackpot(w)
    t = open_with_jackpot(w, jp, 100)
    before = jp.movements()
    for call in (
        lambda: jp.win(t, 0),
        lambda: jp.win(t, True),
        lambda: jp.win("no-such-round", 1),
        lambda: jp.contribute("no-such-round", 100),
    ):
        with pytest.raises(IllegalActionError):
            call()
    w.settle_round(t, {}, {}, SEED)
    with pytest.raises(IllegalActionError, match="already settled"):
        jp.contribute(t, 100)
    with pytest.raises(IllegalActionError, match="already settled"):
        jp.win(t, 1)
    assert jp.movements() == before
    with pytest.raises(BetError):
        Jackpot(w, base=0)
    with pytest.raises(TypeError):
        Jackpot("not a wallet")


def test_share_preview() -> None:
    jp = Jackpot(Wallet.in_memory())
    assert jp.share() == 500_000
    assert jp.share(3) == 166_666


class JackpotMachine(RuleBasedStateMachine):
    """Random contributions, wins and voids: the jackpot always adds up and never dips."""

    def __init__(self) -> None:
        super().__init__()
        self.w = Wallet.in_memory()
        self.w.top_up(10_000_000)
        self.jp = Jackpot(self.w, base=2_000)
        self.open: list[RoundTicket] = []

    @rule(stake=st.integers(1, 5_000))
    def bet(self, stake: int) -> None:
        self.open.append(open_with_jackpot(self.w, self.jp, stake))

    @precondition(lambda self: bool(self.open))
    @rule(i=st.integers(0, 100), shares=st.integers(1, 4))
    def royal(self, i: int, shares: int) -> None:
        t = self.open.pop(i % len(self.open))
        shown = self.jp.amount
        with self.w.transaction():
            each = self.jp.win(t, shares)
            self.w.settle_round(t, {"jackpot": each * shares}, {}, SEED)
        assert each == shown // shares

    @precondition(lambda self: bool(self.open))
    @rule(i=st.integers(0, 100))
    def settle(self, i: int) -> None:
        self.w.settle_round(self.open.pop(i % len(self.open)), {}, {}, SEED)

    @precondition(lambda self: bool(self.open))
    @rule(i=st.integers(0, 100))
    def void(self, i: int) -> None:
        self.w.void_round(self.open.pop(i % len(self.open)), "malfunction")

    @invariant()
    def adds_up(self) -> None:
        assert self.w.integrity_problems() == []
        assert self.jp.amount >= self.jp.base
        assert self.jp.reserve_units >= 0
        moves = self.jp.movements()
        stakes = sum(m["stake_cents"] for m in moves)  # removals count negative
        house = sum(m["house_units"] for m in moves)
        paid = sum(m["paid_cents"] for m in moves)
        total = self.jp.amount_units + self.jp.reserve_units
        assert total == stakes * 50 + house - paid * UNITS_PER_CENT


TestJackpotMachine = JackpotMachine.TestCase
TestJackpotMachine.settings = settings(
    max_examples=30,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
