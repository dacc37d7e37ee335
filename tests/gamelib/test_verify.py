"""``python main.py verify ROUND_ID``: recorded rounds of every table game verify from their
revealed seed; a round tampered with in the SQLite file (its record, its payout rows,
its seed, its stakes, its settings) fails with exit 1 and one clear line.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.rechain import rechain

from gamelib.autoplay import autoplay
from gamelib.cards import seed_commitment
from gamelib.cli import main as cli_main
from gamelib.cli.verify import verify_round
from gamelib.games import find_game
from gamelib.ledger import Wallet
from gamelib.session import TableSession

GAMES = ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem", "video-poker")
#: A seed whose first five THB cards (hole + flop) are a royal flush: found by search.
ROYAL_SEED = b"royal-574880"


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A save with rounds of every game, a 100-hand video poker round, a THB royal."""
    folder = tmp_path_factory.mktemp("verify-save")
    with Wallet.open(folder) as wallet:
        for n, game in enumerate(GAMES):
            autoplay(wallet, game, 6, seed=100 + n)
        autoplay(wallet, "video-poker", 2, seed=7, hands=100)
        autoplay(wallet, "casino-holdem", 3, seed=8, hands=1)
        table = TableSession(wallet, find_game("texas-holdem-bonus"), "royal",
                             seed_source=lambda: ROYAL_SEED)
        for spot in ("ante", "bonus", "jackpot"):
            table.slip.place(spot, 100)
        table.deal()
        table.act("play")
        while table.in_round:
            table.act("check")
    return folder


def rounds_of(folder: Path, game: str | None = None) -> list[dict[str, Any]]:
    with Wallet.open(folder) as wallet:
        return [e for e in wallet.history(game=game) if e["type"] == "round"]


def detail(folder: Path, rid: str) -> dict[str, Any]:
    with Wallet.open(folder) as wallet:
        return wallet.round_detail(rid)


def run_cli(folder: Path, *args: str) -> int:
    return cli_main(["--data-dir", str(folder), "verify", *args])


# --- honest rounds verify --------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_recorded_round_verifies(save: Path, game: str) -> None:
    rounds = rounds_of(save, game)
    assert len(rounds) >= 6
    for r in rounds:
        verdict = verify_round(detail(save, r["id"]))
        assert verdict["ok"], (r["id"], verdict["problems"])
        assert verdict["paid_cents"] == r["paid_cents"]
        assert verdict["staked_cents"] == r["bet_cents"]


def test_a_hundred_hand_video_poker_round_verifies_every_hand(save: Path) -> None:
    big = [r for r in rounds_of(save, "video-poker") if r["bet_cents"] == 10_000]
    assert len(big) == 2
    d = detail(save, big[0]["id"])
    assert len(d["record"]["hands"]) == 100
    assert verify_round(d)["ok"]
    # one changed card in hand 73 is found
    hands = d["record"]["hands"]
    cards = hands[73]["cards"].split()
    cards[0] = next(c for c in ("2c", "2d", "2h", "2s", "3c") if c not in cards)
    hands[73]["cards"] = " ".join(cards)
    verdict = verify_round(d)
    assert not verdict["ok"] and "the recorded 'hands' differs from the replay" in verdict["problems"]


def test_the_jackpot_royal_round_verifies_with_its_progressive_payout(save: Path) -> None:
    royal = rounds_of(save, "texas-holdem-bonus")[0]  # the newest THB round
    d = detail(save, royal["id"])
    assert d["seed"] == ROYAL_SEED.hex() and d["record"]["won_progressive"]
    paid = {r["spot"]: r["amount"] for r in d["rows"] if r["kind"] == "payout"}
    assert paid["jackpot"] >= d["config"]["jackpot_amount"]
    assert [m["paid_cents"] for m in d["jackpot"] if m["kind"] == "win"] == [paid["jackpot"]]
    assert verify_round(d)["ok"]
    # a larger "extra" progressive payout, even with a matching payout row, is found
    d["record"]["extra_payouts"]["jackpot"] += 10_000
    next(r for r in d["rows"] if r["spot"] == "jackpot" and r["kind"] == "payout")["amount"] += 10_000
    verdict = verify_round(d)
    assert not verdict["ok"] and "not the jackpot's recorded win" in verdict["problems"][0]


def test_the_command_confirms_in_one_line_and_in_json(save: Path, capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    rid = rounds_of(save, "heads-up-holdem")[0]["id"]
    assert run_cli(save, rid) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith(f"Round {rid} (heads-up-holdem,") and "verified" in out
    assert len(out.splitlines()) == 1
    assert run_cli(save, rid, "--json") == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["ok"] is True and verdict["problems"] == [] and verdict["id"] == rid
    assert seed_commitment(bytes.fromhex(verdict["seed"])) == verdict["seed_hash"]


# --- tampered rounds fail ----------------------------------------------------------------------------


def _edit_record(key: str, change: Callable[[Any], Any]) -> Callable[[sqlite3.Connection, str], None]:
    def edit(conn: sqlite3.Connection, rid: str) -> None:
        record = json.loads(conn.execute("SELECT record FROM rounds WHERE id = ?", (rid,)).fetchone()[0])
        record[key] = change(record[key])
        conn.execute("UPDATE rounds SET record = ? WHERE id = ?", (json.dumps(record), rid))
    return edit


def _swap_first_two(cards: str) -> str:
    parts = cards.split()
    parts[0], parts[1] = parts[1], parts[0]
    return " ".join(parts)


def _extra_payout(conn: sqlite3.Connection, rid: str) -> None:
    conn.execute("INSERT INTO ledger(at, kind, amount, round_id, spot) VALUES "
                 "('2026-01-01T00:00:00Z', 'payout', 500, ?, 'hand-0')", (rid,))


def _other_seed(conn: sqlite3.Connection, rid: str) -> None:
    conn.execute("UPDATE rounds SET seed = ? WHERE id = ?", ((b"x" * 32).hex(), rid))


def _other_seed_and_commitment(conn: sqlite3.Connection, rid: str) -> None:
    seed = b"forged seed, forged commitment!!"
    conn.execute("UPDATE rounds SET seed = ?, seed_hash = ? WHERE id = ?",
                 (seed.hex(), seed_commitment(seed), rid))


def _seed_not_hex(conn: sqlite3.Connection, rid: str) -> None:
    conn.execute("UPDATE rounds SET seed = 'not hex at all' WHERE id = ?", (rid,))


def _garbled_record(conn: sqlite3.Connection, rid: str) -> None:
    conn.execute("UPDATE rounds SET record = '{\"stakes\": ' WHERE id = ?", (rid,))


def _other_paytable(conn: sqlite3.Connection, rid: str) -> None:
    conn.execute("UPDATE rounds SET config = json_set(config, '$.paytable', 'Bonus Poker') "
                 "WHERE id = ?", (rid,))


TAMPERS: dict[str, tuple[Callable[[sqlite3.Connection, str], None], str]] = {
    "record cards": (_edit_record("dealt", _swap_first_two), "the recorded 'dealt' differs"),
    "record decisions": (_edit_record("decisions", lambda d: [{"action": "draw", "params": {
        "holds": [0, 1, 2, 3, 4] if d[0].get("params", {}).get("holds") != [0, 1, 2, 3, 4]
        else []}}]), "differs from the replay"),
    "record results": (_edit_record("total_paid", lambda v: v + 100), "'total_paid' differs"),
    "record stakes": (_edit_record("stakes", lambda s: {"bet": s["bet"] * 2}),
                      "cannot be replayed"),
    "payout rows": (_extra_payout, "the payouts recomputed"),
    "seed": (_other_seed, "the revealed seed does not match"),
    "seed and commitment": (_other_seed_and_commitment, "differs from the replay"),
    "seed not hex": (_seed_not_hex, "the revealed seed does not match"),
    "garbled record": (_garbled_record, "missing or unreadable"),
    "journaled settings": (_other_paytable, "settings differ"),
}


@pytest.mark.parametrize("name", sorted(TAMPERS))
def test_a_tampered_round_fails_with_exit_1_and_one_clear_line(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    copy = tmp_path / "save"
    shutil.copytree(save, copy)
    rid = next(r["id"] for r in rounds_of(copy, "video-poker") if r["paid_cents"] > 0)
    assert run_cli(copy, rid) == 0
    capsys.readouterr()
    tamper, expected = TAMPERS[name]
    with sqlite3.connect(copy / "feltside.sqlite3") as conn:
        tamper(conn, rid)
        rechain(conn)  # an editor who recomputes the hash chain: only the replay can tell
    assert run_cli(copy, rid) == 1
    captured = capsys.readouterr()
    out = captured.out.strip()
    assert out.startswith(f"Round {rid} FAILED verification: ") and expected in out, out
    assert len(out.splitlines()) == 1 and "Traceback" not in captured.err


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"])
def test_tampered_holdem_board_or_dealer_cards_fail(save: Path, game: str) -> None:
    d = detail(save, rounds_of(save, game)[-1]["id"])
    d["record"]["dealer"] = _swap_first_two(d["record"]["dealer"])
    d["record"]["board"] = " ".join(reversed(d["record"]["board"].split()))
    verdict = verify_round(d)
    assert not verdict["ok"]
    assert "the recorded 'board' differs from the replay" in verdict["problems"]


def test_a_changed_stake_row_fails(save: Path) -> None:
    d = detail(save, rounds_of(save, "heads-up-holdem")[0]["id"])
    bet = next(r for r in d["rows"] if r["kind"] == "bet")
    bet["amount"] -= 100
    verdict = verify_round(d)
    assert any("stakes replayed" in p for p in verdict["problems"])


# --- what cannot be verified says so -----------------------------------------------------------------


def test_void_open_unknown_and_malformed_ids_exit_1_with_a_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Wallet.open(tmp_path) as wallet:
        t = wallet.open_round("video-poker", "t", {"bet": 500}, seed_commitment(b"s" * 32), {})
        wallet.void_round(t, "test")
    for rid, words in ((t.id, "is void"), ("20260101-000000-999999", "There is no round"),
                       ("nonsense", "is not a round id")):
        assert run_cli(tmp_path, rid) == 1
        err = capsys.readouterr().err.strip()
        assert words in err and len(err.splitlines()) == 1 and "Traceback" not in err


def test_a_twister_record_that_cannot_be_replayed_fails_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Twister rounds go to gamelib.games.twister.verify (OTHER_VERIFIERS); a record without its
    hands fails cleanly. (A real tournament verifies: tests/gamelib/twister.)"""
    seed = b"t" * 32
    with Wallet.open(tmp_path) as wallet:
        t = wallet.open_round("twister", "Twister", {"buy-in": 500}, seed_commitment(seed), {})
        wallet.settle_round(t, {"prize": 0}, {"tournament": "x", "place": 3, "prize": 0}, seed)
    assert run_cli(tmp_path, t.id) == 1
    captured = capsys.readouterr()
    line = one_line_out(captured.out)
    assert line.startswith(f"Round {t.id} FAILED verification") and "cannot be replayed" in line
    assert "Traceback" not in captured.err


def one_line_out(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    return lines[0]


@pytest.mark.parametrize("name", sorted(TAMPERS))
def test_a_tampered_round_is_caught_at_open_by_the_hash_chain(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    """Issue 16: without recomputing the chain, the edit is found before any command runs."""
    copy = tmp_path / "save"
    shutil.copytree(save, copy)
    rid = next(r["id"] for r in rounds_of(copy, "video-poker") if r["paid_cents"] > 0)
    tamper, _ = TAMPERS[name]
    with sqlite3.connect(copy / "feltside.sqlite3") as conn:
        tamper(conn, rid)
    assert run_cli(copy, rid) == 3
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert "changed outside Feltside" in err and len(err.splitlines()) == 1, err
    assert "Traceback" not in captured.err
    assert not list(copy.glob("*.bad-*"))  # the save is kept as it is
