"""The wallet: every cent accounted for, errors change nothing, crashes lose nothing."""

from __future__ import annotations

import itertools
import json
import os
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    consumes,
    invariant,
    precondition,
    rule,
)

from gamelib.cards import seed_commitment
from gamelib.errors import (
    BetError,
    FeltsideError,
    IllegalActionError,
    InsufficientFundsError,
    SaveDataError,
    SaveFullError,
    SaveTamperedError,
)
from gamelib.ledger import (
    START_BALANCE,
    RoundTicket,
    Wallet,
    is_round_id,
)
from gamelib.recovery import recover_unfinished
from gamelib.storage import DB_NAME

SEED = bytes(range(32))
HASH = seed_commitment(SEED)


class FakeClock:
    """A clock that moves one second per call, from 2026-11-22 05:23:16 UTC."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 11, 22, 5, 23, 16, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def snapshot(w: Wallet) -> tuple[Any, ...]:
    """Everything an error must leave unchanged."""
    return (
        w.balance,
        tuple(w.ledger_rows()),
        tuple(tuple(r) for r in w.conn.execute("SELECT * FROM rounds ORDER BY seq")),
        tuple(tuple(r) for r in w.conn.execute("SELECT * FROM jackpot_movements")),
    )


@pytest.fixture
def wallet() -> Wallet:
    return Wallet.in_memory(clock=FakeClock())


# --- basics -------------------------------------------------------------------------------


def test_new_save_starts_with_1000(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    assert w.notice is None
    assert w.balance == START_BALANCE == 100_000
    [row] = w.ledger_rows()
    assert (row.kind, row.amount, row.round_id) == ("top-up", 100_000, None)
    w.close()
    w = Wallet.open(tmp_path)  # not credited twice
    assert w.balance == 100_000
    assert len(w.ledger_rows()) == 1
    w.close()


def test_top_up_and_reset(wallet: Wallet) -> None:
    wallet.top_up(50_000)
    assert wallet.balance == 150_000
    wallet.reset_balance()
    assert wallet.balance == START_BALANCE
    assert wallet.ledger_rows()[-1].kind == "reset"
    assert wallet.ledger_rows()[-1].amount == -50_000
    t = wallet.open_round("g", "t", {"ante": 90_000}, HASH, {})
    wallet.settle_round(t, {}, {}, SEED)
    wallet.reset_balance()
    assert wallet.balance == START_BALANCE
    wallet.reset_balance()  # already there: no row
    assert [r.kind for r in wallet.ledger_rows()].count("reset") == 2


def test_reset_refused_with_a_round_in_play(wallet: Wallet) -> None:
    wallet.open_round("g", "t", {"ante": 100}, HASH, {})
    before = snapshot(wallet)
    with pytest.raises(IllegalActionError, match="Finish the rounds"):
        wallet.reset_balance()
    assert snapshot(wallet) == before


@pytest.mark.parametrize("amount", [0, -5, 1.5, "100", None, True, 10**15, float("nan")], ids=repr)
def test_bad_top_up_changes_nothing(wallet: Wallet, amount: Any) -> None:
    before = snapshot(wallet)
    with pytest.raises(BetError) as err:
        wallet.top_up(amount)
    assert str(err.value).endswith(".")
    assert snapshot(wallet) == before


def test_round_life(wallet: Wallet) -> None:
    t = wallet.open_round(
        "texas-holdem-bonus", "Table 1", {"ante": 500, "bonus": 200}, HASH, {"limits": "x"}
    )
    assert isinstance(t, RoundTicket)
    assert is_round_id(t.id) and str(t) == t.id
    assert t.id.endswith("-000001")
    assert t.code == f"#{t.id[9:11]}:{t.id[11:13]}:{t.id[13:15]}"
    assert t.total_stake == 700
    assert wallet.balance == 100_000 - 700
    assert wallet.round_status(t) == "open"
    wallet.add_stake(t, "flop", 1000)
    assert wallet.staked(t) == 1700
    assert wallet.balance == 100_000 - 1700
    paid = wallet.settle_round(
        t.id, {"ante": 1000, "flop": 2000, "bonus": 0}, {"cards": ["As", "Kd"]}, SEED
    )
    assert paid == 3000
    assert wallet.balance == 100_000 - 1700 + 3000
    assert wallet.round_status(t) == "settled"
    detail = wallet.round_detail(t)
    assert detail["seed"] == SEED.hex()
    assert detail["seed_hash"] == HASH
    assert detail["record"] == {"cards": ["As", "Kd"]}
    assert detail["config"] == {"limits": "x"}
    assert detail["stakes"] == {"ante": 500, "bonus": 200, "flop": 1000}
    assert detail["bet_cents"] == 1700 and detail["paid_cents"] == 3000
    assert [r["kind"] for r in detail["rows"]] == ["bet", "bet", "bet", "payout", "payout"]
    wallet.check_integrity()


def test_round_closes_only_once(wallet: Wallet) -> None:
    t = wallet.open_round("g", "t", {"ante": 100}, HASH, {})
    wallet.settle_round(t, {"ante": 200}, {}, SEED)
    before = snapshot(wallet)
    with pytest.raises(IllegalActionError, match="already settled"):
        wallet.settle_round(t, {"ante": 200}, {}, SEED)
    with pytest.raises(IllegalActionError, match="already settled"):
        wallet.void_round(t, "again")
    with pytest.raises(IllegalActionError, match="already settled"):
        wallet.add_stake(t, "flop", 100)
    assert snapshot(wallet) == before
    v = wallet.open_round("g", "t", {"ante": 100}, HASH, {})
    wallet.void_round(v, "malfunction")
    with pytest.raises(IllegalActionError, match="already void"):
        wallet.settle_round(v, {}, {}, SEED)
    with pytest.raises(IllegalActionError, match="already void"):
        wallet.void_round(v, "again")


def test_unknown_round(wallet: Wallet) -> None:
    for call in (
        lambda: wallet.settle_round("20260101-000000-999999", {}, {}, SEED),
        lambda: wallet.void_round("nope", "x"),
        lambda: wallet.add_stake("nope", "a", 5),
        lambda: wallet.round_detail("nope"),
        lambda: wallet.round_status(None),  # type: ignore[arg-type]
    ):
        with pytest.raises(IllegalActionError):
            call()


def test_void_refunds_exactly_what_was_staked(wallet: Wallet) -> None:
    t = wallet.open_round("g", "t", {"ante": 500, "bonus": 100}, HASH, {})
    wallet.add_stake(t, "flop", 1000)
    wallet.add_stake(t, "flop", 1000)
    v = wallet.void_round(t, "An internal error stopped the round.")
    assert v.refunded_cents == 2600
    assert v.message() == f"Round {t.code} was voided and your bets of € 26.00 were returned."
    assert v.message("it") == (
        f"La mano {t.code} è stata annullata e le tue puntate di € 26,00 sono state restituite."
    )
    assert wallet.balance == 100_000
    refunds = {r.spot: r.amount for r in wallet.ledger_rows(t) if r.kind == "refund"}
    assert refunds == {"ante": 500, "bonus": 100, "flop": 2000}
    [entry] = [e for e in wallet.history() if e["type"] == "round"]
    assert entry["status"] == "void"
    assert entry["bet_cents"] == 2600 and entry["paid_cents"] == 2600


def test_insufficient_funds(wallet: Wallet) -> None:
    before = snapshot(wallet)
    with pytest.raises(InsufficientFundsError, match="more than the balance"):
        wallet.open_round("g", "t", {"ante": 60_000, "bonus": 40_001}, HASH, {})
    assert snapshot(wallet) == before
    t = wallet.open_round("g", "t", {"ante": 100_000}, HASH, {})
    assert wallet.balance == 0
    before = snapshot(wallet)
    with pytest.raises(InsufficientFundsError):
        wallet.add_stake(t, "flop", 1)
    assert snapshot(wallet) == before
    assert not wallet.can_afford(1) and wallet.can_afford(0)


BAD_OPEN_ROUNDS: list[tuple[str, dict[str, Any]]] = [
    ("empty game", {"game": ""}),
    ("game not text", {"game": 5}),
    ("table empty", {"table": "  "}),
    ("stake zero", {"stakes": {"ante": 0}}),
    ("stake negative", {"stakes": {"ante": -100}}),
    ("stake float", {"stakes": {"ante": 1.0}}),
    ("stake bool", {"stakes": {"ante": True}}),
    ("stakes not a dict", {"stakes": [("ante", 5)]}),
    ("spot empty", {"stakes": {"": 5}}),
    ("spot not text", {"stakes": {3: 5}}),
    ("hash short", {"seed_hash": "abc"}),
    ("hash upper", {"seed_hash": HASH.upper()}),
    ("config not dict", {"config": [1, 2]}),
    ("config not JSON", {"config": {"x": object()}}),
    ("config NaN", {"config": {"x": float("nan")}}),
]


@pytest.mark.parametrize("case", BAD_OPEN_ROUNDS, ids=[c[0] for c in BAD_OPEN_ROUNDS])
def test_bad_open_round_changes_nothing(wallet: Wallet, case: tuple[str, dict[str, Any]]) -> None:
    args: dict[str, Any] = {
        "game": "g",
        "table": "t",
        "stakes": {"ante": 100},
        "seed_hash": HASH,
        "config": {},
    }
    args.update(case[1])
    before = snapshot(wallet)
    with pytest.raises(FeltsideError) as err:
        wallet.open_round(**args)
    assert str(err.value).endswith(".")
    assert snapshot(wallet) == before


def test_bad_settle_changes_nothing(wallet: Wallet) -> None:
    t = wallet.open_round("g", "t", {"ante": 100}, HASH, {})
    before = snapshot(wallet)
    bad = [
        ({"ante": -1}, {}, SEED),
        ({"ante": 1.5}, {}, SEED),
        ({"ante": 100}, {"x": {1, 2}}, SEED),
        ({"ante": 100}, [], SEED),
        ({"ante": 100}, {}, b"wrong seed"),
        ({"ante": 100}, {}, "not bytes"),
        ({"ante": 100}, {}, b""),
    ]
    for payouts, record, seed in bad:
        with pytest.raises(FeltsideError):
            wallet.settle_round(t, payouts, record, seed)  # type: ignore[arg-type]
        assert snapshot(wallet) == before
    assert wallet.round_status(t) == "open"


def test_settle_failure_inside_rolls_back(wallet: Wallet) -> None:
    """A failure in the middle of the settling transaction leaves no half-paid round."""
    t = wallet.open_round("g", "t", {"ante": 100}, HASH, {})
    before = snapshot(wallet)
    with pytest.raises(RuntimeError), wallet.transaction():
        wallet.settle_round(t, {"ante": 200}, {}, SEED)
        raise RuntimeError("power cut")
    assert snapshot(wallet) == before
    assert wallet.round_status(t) == "open"


def test_round_ids_unique_even_in_the_same_second() -> None:
    frozen = datetime(2026, 11, 22, 5, 23, 16, tzinfo=UTC)
    w = Wallet.in_memory(clock=lambda: frozen)
    ids = [w.open_round("g", "t", {"a": 1}, HASH, {}).id for _ in range(50)]
    assert len(set(ids)) == 50
    assert ids[0] == "20261122-052316-000001"
    assert ids[-1] == "20261122-052316-000050"
    assert all(is_round_id(i) for i in ids)


def test_round_ids_unique_across_reopen(tmp_path: Path) -> None:
    frozen = datetime(2026, 11, 22, 5, 23, 16, tzinfo=UTC)
    ids = set()
    for _ in range(3):
        w = Wallet.open(tmp_path, clock=lambda: frozen)
        for _ in range(3):
            ids.add(w.open_round("g", "t", {"a": 1}, HASH, {}).id)
        w.close()
    assert len(ids) == 9


def test_code_is_gmt_time() -> None:
    rome = datetime(2026, 7, 1, 14, 5, 9, tzinfo=UTC).astimezone(
        __import__("datetime").timezone(timedelta(hours=2))
    )
    w = Wallet.in_memory(clock=lambda: rome)
    t = w.open_round("g", "t", {"a": 1}, HASH, {})
    assert t.code == "#14:05:09"
    assert t.id.startswith("20260701-140509-")


def test_history_newest_first_with_top_ups() -> None:
    w = Wallet.in_memory(clock=FakeClock())
    a = w.open_round("video-poker", "JoB", {"bet": 500}, HASH, {})
    w.settle_round(a, {"bet": 1000}, {}, SEED)
    w.top_up(2500)
    b = w.open_round("texas-holdem-bonus", "T1", {"ante": 100}, HASH, {})
    c = w.open_round("texas-holdem-bonus", "T2", {"ante": 300}, HASH, {})
    w.void_round(c, "malfunction")
    h = w.history()
    assert [e["type"] for e in h] == ["round", "round", "top-up", "round", "top-up"]
    assert [e["id"] for e in h if e["type"] == "round"] == [c.id, b.id, a.id]
    assert h[2]["amount_cents"] == 2500 and h[4]["amount_cents"] == START_BALANCE
    assert h[0]["status"] == "void" and h[1]["status"] == "open" and h[3]["status"] == "settled"
    assert (h[3]["bet_cents"], h[3]["paid_cents"], h[3]["net_cents"]) == (500, 1000, 500)
    assert h[3]["code"] == a.code and h[3]["game"] == "video-poker" and h[3]["table"] == "JoB"
    json.dumps(h)  # ready for --json
    assert [e["id"] for e in w.history(limit=2)] == [c.id, b.id]
    assert w.history(limit=0) == []
    assert [e["id"] for e in w.history(game="video-poker")] == [a.id]
    with pytest.raises(IllegalActionError):
        w.history(limit=-1)


def test_kv_store(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    assert w.kv_get("missing") is None
    assert w.kv_get("missing", 7) == 7
    w.kv_set("twister.tournaments", [{"id": 1, "stacks": [500, 500, 500]}])
    w.kv_set("break_until", "2026-11-22T06:00:00Z")
    w.kv_set("nothing", None)
    w.close()
    w = Wallet.open(tmp_path)
    assert w.kv_get("twister.tournaments") == [{"id": 1, "stacks": [500, 500, 500]}]
    assert w.kv_get("break_until") == "2026-11-22T06:00:00Z"
    assert w.kv_get("nothing", 3) is None
    w.kv_delete("break_until")
    assert w.kv_get("break_until") is None
    with pytest.raises(IllegalActionError):
        w.kv_set("bad", {1, 2})
    with pytest.raises(IllegalActionError):
        w.kv_set("", 1)
    w.conn.execute("INSERT INTO state VALUES ('garbled', '{not json')")
    assert w.kv_get("garbled", "fallback") == "fallback"
    w.close()


def test_net_result_since(wallet: Wallet) -> None:
    start = wallet.now()
    t = wallet.open_round("g", "t", {"ante": 1000}, HASH, {})
    wallet.settle_round(t, {"ante": 400}, {}, SEED)
    wallet.top_up(10_000)
    assert wallet.net_result_since(start) == -600
    assert wallet.totals()["bet"] == -1000


# --- crash and recovery -------------------------------------------------------------------


def test_recover_unfinished_after_crash(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    done = w.open_round("g", "t", {"ante": 100}, HASH, {})
    w.settle_round(done, {"ante": 200}, {}, SEED)
    crashed = w.open_round("g", "t", {"ante": 700, "bonus": 300}, HASH, {})
    w.add_stake(crashed, "flop", 1400)
    w.close()  # the process dies: nothing else runs (its lease goes with it)
    w = Wallet.open(tmp_path)
    assert w.balance == 100_000 + 100 - 2400
    voided = recover_unfinished(w)
    assert [v.id for v in voided] == [crashed.id]
    assert voided[0].refunded_cents == 2400
    assert "€ 24.00" in voided[0].message()
    assert w.balance == 100_100
    assert w.round_status(crashed) == "void"
    assert recover_unfinished(w) == []
    w.check_integrity()
    w.close()


def test_cached_balance_is_checked_on_open(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    w.top_up(500)
    w.conn.execute("UPDATE wallet SET balance = 5")  # a tampered cache
    assert w.integrity_problems()
    with pytest.raises(SaveDataError):
        w.check_integrity()
    w.close()
    # Issue 16: a hand-edited balance is no longer corrected without a word: it is reported.
    with pytest.raises(SaveTamperedError, match="balance says € 0.05"):
        Wallet.open(tmp_path)
    assert not list(tmp_path.glob("*.bad-*"))  # and the evidence stays where it is


def test_negative_ledger_under_dropped_triggers_is_tampering_and_stays(tmp_path: Path) -> None:
    """Issue 31: triggers dropped and left dropped are tampering, not damage: the save stays
    where it is and the player chooses (it was renamed aside as damaged before)."""
    w = Wallet.open(tmp_path)
    w.conn.execute("DROP TRIGGER ledger_keeps_balance")
    w.conn.execute("DROP TRIGGER ledger_never_deleted")
    w.conn.execute("DELETE FROM ledger")
    w.conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('x', 'reset', -5)")
    w.close()
    with pytest.raises(SaveTamperedError, match="changed outside Feltside"):
        Wallet.open(tmp_path)
    assert not any(".bad-" in p.name for p in tmp_path.iterdir())
    w = Wallet.start_fresh(tmp_path)
    assert w.notice is not None and "kept aside" in w.notice
    assert w.balance == START_BALANCE
    w.close()


@pytest.mark.parametrize("junk", [b"", b"garbage" * 500, os.urandom(10_000)])
def test_wallet_open_on_bad_file(tmp_path: Path, junk: bytes) -> None:
    (tmp_path / DB_NAME).write_bytes(junk)
    w = Wallet.open(tmp_path)
    assert w.notice is not None and w.notice.endswith("a fresh one was started.")
    assert w.balance == START_BALANCE
    assert any(".bad-" in p.name for p in tmp_path.iterdir())
    w.close()


def test_integrity_finds_half_paid_round(wallet: Wallet) -> None:
    t = wallet.open_round("g", "t", {"ante": 100}, HASH, {})
    wallet.settle_round(t, {"ante": 200}, {}, SEED)
    wallet.check_integrity()
    wallet.conn.execute("DROP TRIGGER ledger_never_deleted")
    wallet.conn.execute("DROP TRIGGER ledger_keeps_balance")
    wallet.conn.execute("DELETE FROM ledger WHERE kind = 'payout'")
    wallet.conn.execute("UPDATE wallet SET balance = balance - 200")
    with pytest.raises(SaveDataError, match="payout marker"):
        wallet.check_integrity()


# --- property tests -----------------------------------------------------------------------

amounts = st.integers(min_value=1, max_value=60_000)
spots = st.sampled_from(["ante", "bonus", "flop", "turn", "river", "jackpot"])


class WalletMachine(RuleBasedStateMachine):
    """Random top-ups, rounds, stakes, settlements, voids, crashes and bad calls."""

    rounds = Bundle("rounds")

    def __init__(self) -> None:
        super().__init__()
        self.wallet = Wallet.in_memory(clock=FakeClock())
        self.top_ups = START_BALANCE
        self.results = 0  # Σ (paid - staked) of closed rounds
        self.open: dict[str, int] = {}  # round id -> staked so far

    def expected(self) -> int:
        return self.top_ups + self.results - sum(self.open.values())

    @rule(amount=amounts)
    def top_up(self, amount: int) -> None:
        self.wallet.top_up(amount)
        self.top_ups += amount

    @rule(target=rounds, stakes=st.dictionaries(spots, amounts, min_size=1, max_size=3))
    def open_round(self, stakes: dict[str, int]) -> str:
        total = sum(stakes.values())
        if total > self.wallet.balance:
            before = snapshot(self.wallet)
            with pytest.raises(InsufficientFundsError):
                self.wallet.open_round("g", "t", stakes, HASH, {})
            assert snapshot(self.wallet) == before
            return "none"
        ticket = self.wallet.open_round("g", "t", stakes, HASH, {"n": len(stakes)})
        assert ticket.id not in self.open
        self.open[ticket.id] = total
        return ticket.id

    @rule(rid=rounds, spot=spots, amount=amounts)
    def add_stake(self, rid: str, spot: str, amount: int) -> None:
        before = snapshot(self.wallet)
        if rid not in self.open or amount > self.wallet.balance:
            with pytest.raises(FeltsideError):
                self.wallet.add_stake(rid, spot, amount)
            assert snapshot(self.wallet) == before
            return
        self.wallet.add_stake(rid, spot, amount)
        self.open[rid] += amount

    @rule(rid=consumes(rounds), factor=st.sampled_from([0, 0, 1, 2, 3]), extra=st.integers(0, 99))
    def settle(self, rid: str, factor: int, extra: int) -> None:
        if rid not in self.open:
            before = snapshot(self.wallet)
            with pytest.raises(IllegalActionError):
                self.wallet.settle_round(rid, {"ante": 1}, {}, SEED)
            assert snapshot(self.wallet) == before
            return
        staked = self.open.pop(rid)
        paid = staked * factor + (extra if factor else 0)
        payouts = {"ante": paid // 2, "bonus": paid - paid // 2}
        assert self.wallet.settle_round(rid, payouts, {"factor": factor}, SEED) == paid
        self.results += paid - staked

    @rule(rid=consumes(rounds))
    def void(self, rid: str) -> None:
        if rid not in self.open:
            with pytest.raises(IllegalActionError):
                self.wallet.void_round(rid, "x")
            return
        staked = self.open.pop(rid)
        assert self.wallet.void_round(rid, "malfunction").refunded_cents == staked

    @precondition(lambda self: bool(self.open))
    @rule()
    def crash_and_recover(self) -> None:
        voided = recover_unfinished(self.wallet)
        assert {v.id: v.refunded_cents for v in voided} == self.open
        self.open.clear()

    @rule()
    def reset(self) -> None:
        before = snapshot(self.wallet)
        if self.open:
            with pytest.raises(IllegalActionError):
                self.wallet.reset_balance()
            assert snapshot(self.wallet) == before
            return
        self.top_ups += START_BALANCE - self.wallet.balance  # the adjusting 'reset' row
        self.wallet.reset_balance()
        assert self.wallet.balance == START_BALANCE

    @rule(key=st.sampled_from(["a", "b"]), value=st.integers() | st.text(max_size=5))
    def keep_state(self, key: str, value: Any) -> None:
        self.wallet.kv_set(key, value)
        assert self.wallet.kv_get(key) == value

    @rule(amount=st.one_of(st.integers(max_value=0), st.floats(), st.text(max_size=3)))
    def bad_top_up(self, amount: Any) -> None:
        before = snapshot(self.wallet)
        with pytest.raises(BetError):
            self.wallet.top_up(amount)
        assert snapshot(self.wallet) == before

    @invariant()
    def money_is_conserved(self) -> None:
        w = self.wallet
        assert w.balance == w.derived_balance() == self.expected()
        assert w.balance >= 0
        assert sum(r.amount for r in w.ledger_rows()) == w.balance

    @invariant()
    def history_adds_up(self) -> None:
        h = self.wallet.history()
        top_ups = sum(e["amount_cents"] for e in h if e["type"] in ("top-up", "reset"))
        net = sum(e["paid_cents"] - e["bet_cents"] for e in h if e["type"] == "round")
        assert top_ups + net == self.wallet.balance

    def teardown(self) -> None:
        assert self.wallet.integrity_problems() == []
        self.wallet.close()


TestWalletMachine = WalletMachine.TestCase
TestWalletMachine.settings = settings(
    max_examples=60,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@settings(max_examples=25, deadline=None)
@given(
    plan=st.lists(
        st.tuples(st.dictionaries(spots, amounts, min_size=1, max_size=3), st.booleans()),
        min_size=1,
        max_size=6,
    )
)
def test_crash_at_any_point_loses_nothing(
    tmp_path_factory: pytest.TempPathFactory, plan: Any
) -> None:
    """Rounds left open by a dying process are refunded on the next start, to the cent."""
    data_dir = tmp_path_factory.mktemp("crash")
    w = Wallet.open(data_dir)
    settled_net = 0
    for stakes, finish in plan:
        if sum(stakes.values()) > w.balance:
            continue
        t = w.open_round("g", "t", stakes, HASH, {})
        if finish:
            w.settle_round(t, {"ante": 150}, {}, SEED)
            settled_net += 150 - t.total_stake
    w.close()  # killed: no cleanup (the OS drops its lease)
    w = Wallet.open(data_dir)
    recover_unfinished(w)
    assert w.balance == START_BALANCE + settled_net
    assert w.open_round_ids() == []
    w.check_integrity()
    assert w.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    w.close()


def test_kill_mid_transaction_leaves_no_half_round(tmp_path: Path) -> None:
    """A process that dies inside the settle transaction: the round is still open, unpaid."""
    w = Wallet.open(tmp_path)
    t = w.open_round("g", "t", {"ante": 500}, HASH, {})
    w.conn.execute("BEGIN IMMEDIATE")
    w.conn.execute(
        "INSERT INTO ledger(at, kind, amount, round_id, spot) VALUES ('x', 'payout', 900, ?, 'ante')",
        (t.id,),
    )
    # the process dies here: the connection goes away without COMMIT
    w.close()
    w = Wallet.open(tmp_path)
    assert w.round_status(t) == "open"
    assert w.balance == 99_500
    recover_unfinished(w)
    assert w.balance == 100_000
    w.check_integrity()
    w.close()


def test_ledger_rows_cannot_be_float(wallet: Wallet) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        wallet.conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('x', 'top-up', 2.5)")


def test_many_rounds_keep_ids_sorted() -> None:
    w = Wallet.in_memory(clock=FakeClock())
    ids = []
    for i in itertools.islice(itertools.count(), 30):
        t = w.open_round("g", "t", {"a": 1 + i}, HASH, {})
        w.settle_round(t, {"a": i}, {}, SEED)
        ids.append(t.id)
    assert [e["id"] for e in w.history() if e["type"] == "round"] == ids[::-1]


# --- real kills -----------------------------------------------------------------------------

KILL_WORKER = r"""
import random, sys
from gamelib.cards import seed_commitment
from gamelib.jackpot import Jackpot
from gamelib.ledger import Wallet
from gamelib.recovery import recover_unfinished

data_dir, salt = sys.argv[1], int(sys.argv[2])
rng = random.Random(salt)
w = Wallet.open(data_dir)
recover_unfinished(w)
jp = Jackpot(w)
print("ready", flush=True)
while True:
    if w.balance < 5_000:
        w.top_up(100_000)
    seed = rng.randbytes(32)
    stakes = {"ante": rng.randint(10, 2_000)}
    if rng.random() < 0.5:
        stakes["jackpot"] = 100
    with w.transaction():
        t = w.open_round("texas-holdem-bonus", "T1", stakes, seed_commitment(seed), {})
        if "jackpot" in stakes:
            jp.contribute(t, 100)
    if rng.random() < 0.5:
        w.add_stake(t, "flop", 2 * stakes["ante"])
    if rng.random() < 0.1:
        w.void_round(t, "malfunction")
        continue
    paid = rng.choice([0, 0, w.staked(t), 2 * w.staked(t)])
    with w.transaction():
        if rng.random() < 0.01 and "jackpot" in stakes:
            paid += jp.win(t, 1)
        w.settle_round(t, {"ante": paid}, {"paid": paid}, seed)
"""


def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    """Kill a process using the wallet with SIGKILL mid-play; every restart adds up."""
    import random
    import signal
    import subprocess
    import sys
    import time

    if not hasattr(signal, "SIGKILL"):
        pytest.skip("needs SIGKILL")
    rng = random.Random(20261122)
    root = Path(__file__).resolve().parents[2]
    kills = 0
    for attempt in range(20):
        proc = subprocess.Popen(
            [sys.executable, "-c", KILL_WORKER, str(tmp_path), str(attempt)],
            cwd=root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(root)},
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == b"ready", (
            proc.stderr.read() if proc.stderr else b""
        )
        time.sleep(rng.uniform(0.0, 0.15))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if proc.stdout:
            proc.stdout.close()
        if proc.stderr:
            proc.stderr.close()
        kills += 1

        w = Wallet.open(tmp_path)
        assert w.notice is None, w.notice
        assert w.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert w.integrity_problems() == []
        open_before = {rid: w.staked(rid) for rid in w.open_round_ids()}
        voided = recover_unfinished(w)
        assert {v.id: v.refunded_cents for v in voided} == open_before
        w.check_integrity()
        history = w.history()
        top_ups = sum(e["amount_cents"] for e in history if e["type"] == "top-up")
        net = sum(e["paid_cents"] - e["bet_cents"] for e in history if e["type"] == "round")
        assert w.balance == top_ups + net
        assert all(e["status"] in ("settled", "void") for e in history if e["type"] == "round")
        seqs = [r[0] for r in w.conn.execute("SELECT seq FROM rounds ORDER BY seq")]
        assert seqs == list(range(1, len(seqs) + 1))  # no round lost from the journal
        w.close()
    assert kills == 20


LIVE_OWNER = r"""
import sys
from gamelib.cards import seed_commitment
from gamelib.ledger import Wallet

w = Wallet.open(sys.argv[1])
t = w.open_round("g", "t", {"ante": 700}, seed_commitment(bytes(32)), {})
print(t.id, flush=True)
sys.stdin.readline()
"""


def test_recovery_leaves_a_running_window_alone(tmp_path: Path) -> None:
    """Another process still playing a round keeps it; once it dies, the round is voided."""
    import signal
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen(
        [sys.executable, "-c", LIVE_OWNER, str(tmp_path)],
        cwd=root,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    assert proc.stdout is not None
    rid = proc.stdout.readline().decode().strip()
    try:
        w = Wallet.open(tmp_path)
        assert recover_unfinished(w) == []
        assert w.round_status(rid) == "open"
    finally:
        proc.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        proc.wait()
        for pipe in (proc.stdin, proc.stdout):
            if pipe:
                pipe.close()
    [voided] = recover_unfinished(w)
    assert voided.id == rid and voided.refunded_cents == 700
    w.close()


def test_recovery_in_the_same_process(tmp_path: Path) -> None:
    first = Wallet.open(tmp_path)
    t = first.open_round("g", "t", {"ante": 300}, HASH, {})
    second = Wallet.open(tmp_path)
    assert recover_unfinished(second) == []  # the first window still plays it
    assert recover_unfinished(first) == []  # nor does a wallet void its own rounds
    first.close()
    assert [v.id for v in recover_unfinished(second)] == [t.id]
    second.close()


# --- fuzzed saves -------------------------------------------------------------------------


def _good_save_bytes() -> bytes:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        w = Wallet.open(tmp)
        for i in range(12):
            t = w.open_round("g", "t", {"ante": 100 + i}, HASH, {"i": i})
            w.settle_round(t, {"ante": 50 * (i % 4)}, {"cards": ["As", "Kd"]}, SEED)
        w.top_up(777)
        w.kv_set("k", {"v": 1})
        w.close()  # checkpoints the WAL into the file
        return (Path(tmp) / DB_NAME).read_bytes()


GOOD_SAVE = _good_save_bytes()


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    edits=st.lists(
        st.tuples(st.integers(0, len(GOOD_SAVE) - 1), st.integers(0, 255)), min_size=1, max_size=8
    ),
    cut=st.one_of(st.none(), st.integers(0, len(GOOD_SAVE))),
)
@example(edits=[(18, 3)], cut=None)  # issue 16: opened, showed a balance, refused every write
@example(edits=[(19, 3)], cut=None)
def test_any_damage_gives_a_working_wallet(
    tmp_path_factory: pytest.TempPathFactory, edits: list[tuple[int, int]], cut: int | None
) -> None:
    """Flipped bytes or a cut anywhere: opening never crashes, and what opens adds up."""
    data = bytearray(GOOD_SAVE)
    for offset, value in edits:
        data[offset] = value
    if cut is not None:
        del data[cut:]
    folder = tmp_path_factory.mktemp("fuzz")
    (folder / DB_NAME).write_bytes(bytes(data))
    try:
        w = Wallet.open(folder)
    except SaveTamperedError as exc:  # a flipped byte in a money row breaks the hash chain
        assert "changed outside Feltside" in str(exc)
        w = Wallet.start_fresh(folder)  # what the player accepts
    try:
        if w.notice is not None:
            assert w.balance == START_BALANCE
            assert any(".bad-" in p.name for p in folder.iterdir())
        assert w.balance == w.derived_balance() >= 0
        recover_unfinished(w)
        t = w.open_round("g", "t", {"ante": 100}, HASH, {})  # and it can still be played
        w.settle_round(t, {"ante": 200}, {}, SEED)
    finally:
        w.close()


def test_disk_full_is_one_clear_error_and_changes_nothing(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    pages = w.conn.execute("PRAGMA page_count").fetchone()[0]
    w.conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full now
    before = snapshot(w)
    with pytest.raises(SaveFullError, match="The disk holding the save is full"):
        w.open_round("g", "t", {"ante": 100}, HASH, {"padding": "x" * 50_000})
    assert snapshot(w) == before
    assert not w.conn.in_transaction
    w.conn.execute(f"PRAGMA max_page_count = {pages * 100}")  # space again
    t = w.open_round("g", "t", {"ante": 100}, HASH, {"padding": "x" * 50_000})
    w.settle_round(t, {}, {}, SEED)
    w.check_integrity()
    w.close()


def test_durable_rounds_survive_crash_recovery_and_others_do_not(tmp_path):
    """A Twister buy-in stays staked across a restart; an ordinary round is voided."""
    import hashlib

    seed = b"durable-seed"
    digest = hashlib.sha256(seed).hexdigest()
    w = Wallet.open(tmp_path)
    durable = w.open_round("twister", "Twister € 1.00", {"buy-in": 100}, digest,
                           {"tournament": "t1", "durable": True})
    plain = w.open_round("video-poker", "1", {"bet": 500}, digest, {})
    w.close()
    w = Wallet.open(tmp_path)
    voided = recover_unfinished(w)
    assert [v.id for v in voided] == [plain.id]
    assert w.round_status(durable) == "open" and w.balance == 100_000 - 100
    w.settle_round(durable, {"prize": 200}, {"place": 1}, seed)
    assert w.balance == 100_000 + 100 and w.integrity_problems() == []
    w.close()
