"""Issue 16: killing the app never undoes a hand (10-table-features.md, Errors and crashes).

A round the process died in is replayed from its kept seed and journaled decisions and
finished with the default decisions — the same result a player who stayed and let the
timer run would have had — and only a round whose replay fails or disagrees is voided.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from gamelib.autoplay import table_setup
from gamelib.cli.verify import verify_round
from gamelib.errors import SaveFullError
from gamelib.games import TABLE_GAMES, find_game
from gamelib.ledger import CRASH_REASON, REPLAY_FAILED, FinishedRound, VoidedRound, Wallet
from gamelib.recovery import recover_unfinished
from gamelib.session import TableSession


def seeds(start: int = 0):
    counter = itertools.count(start)
    return lambda: next(counter).to_bytes(32, "big")


def table(wallet: Wallet, game: str, start: int = 0) -> tuple[TableSession, dict[str, int]]:
    bets, config = table_setup(game)
    return TableSession(wallet, find_game(game), "1", config, seed_source=seeds(start)), bets


def deal_and_decide(s: TableSession, bets: dict[str, int], decisions: int) -> None:
    for spot, amount in bets.items():
        s.slip.place(spot, amount)
    s.deal()
    for _ in range(decisions):
        if not s.in_round:
            break
        default = s.default_action()
        assert default is not None
        s.act(default[0], **default[1])


#: (game, default decisions taken before the process dies): each game right after its deal, and the
#: games whose round still stands after one default decision (Texas Hold'em Bonus's first default,
#: a fold, and video poker's, the draw, end the round: nothing is left to finish)
DIED_IN = [(game, 0) for game in sorted(TABLE_GAMES)] + [("casino-holdem", 1), ("heads-up-holdem", 1)]


@pytest.mark.parametrize(("game", "decisions"), DIED_IN)
def test_a_round_the_process_died_in_is_finished_with_the_defaults(
        tmp_path: Path, game: str, decisions: int) -> None:
    # what a player who stayed and let the timer decide would have been paid
    live = Wallet.in_memory()
    s, bets = table(live, game)
    deal_and_decide(s, bets, decisions)
    s.finish()
    expected = live.round_detail(s.ticket.id)
    # the same round, with the process dying after the deal (and its decisions)
    w = Wallet.open(tmp_path)
    s, bets = table(w, game)
    deal_and_decide(s, bets, decisions)
    assert s.in_round, "the round ended by itself: the case tests nothing"
    rid = s.ticket.id
    w.close()  # the process dies here: its lease is gone, the round is open in the save
    w = Wallet.open(tmp_path)
    [done] = recover_unfinished(w)
    assert isinstance(done, FinishedRound), done
    detail = w.round_detail(rid)
    assert detail["status"] == "settled"  # not voided: the bets stand
    assert (detail["bet_cents"], detail["paid_cents"]) == (
        expected["bet_cents"], expected["paid_cents"])
    assert done.staked_cents == detail["bet_cents"] and done.paid_cents == detail["paid_cents"]
    assert "finished while you were away" in done.message()
    assert verify_round(detail)["ok"]
    assert w.verify_chain() is None and w.integrity_problems() == []
    assert recover_unfinished(w) == []
    w.close()


def test_a_replay_that_disagrees_with_the_ledger_is_voided(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    s, bets = table(w, "texas-holdem-bonus")
    deal_and_decide(s, bets, 0)
    rid = s.ticket.id
    w.conn.execute("INSERT INTO decisions(round_id, n, action, params) "
                   "VALUES (?, 1, 'no-such-decision', '{}')", (rid,))
    w.close()
    w = Wallet.open(tmp_path)
    [voided] = recover_unfinished(w)
    assert isinstance(voided, VoidedRound) and voided.reason == REPLAY_FAILED
    assert voided.refunded_cents == sum(bets.values()) and w.round_status(rid) == "void"
    w.close()


def test_a_round_without_a_kept_seed_is_voided_as_before(tmp_path: Path) -> None:
    """Rounds opened by an older version kept no seed: they cannot be replayed."""
    from gamelib.cards import seed_commitment

    w = Wallet.open(tmp_path)
    t = w.open_round("video-poker", "1", {"bet": 500}, seed_commitment(bytes(32)), {})
    w.close()
    w = Wallet.open(tmp_path)
    [voided] = recover_unfinished(w)
    assert isinstance(voided, VoidedRound) and voided.reason == CRASH_REASON
    assert voided.id == t.id and w.balance == 100_000
    w.close()


def test_an_open_round_keeps_its_seed_hidden_until_it_ends(tmp_path: Path) -> None:
    w = Wallet.open(tmp_path)
    s, bets = table(w, "casino-holdem")
    deal_and_decide(s, bets, 0)
    detail = w.round_detail(s.ticket.id)
    assert detail["seed"] is None and detail["seed_kept"]
    w.close()


def test_a_full_disk_mid_round_changes_nothing_and_the_round_resumes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16: on a full disk the open round could be neither finished nor voided.

    SQLite's own "database or disk is full" is raised by every ledger write while the
    disk is full (a monkeypatched ``chain.append``: the real SQLITE_FULL path is
    test_ledger's ``test_disk_full_is_one_clear_error_and_changes_nothing``).
    """
    import sqlite3

    from gamelib import chain

    real_append = chain.append
    full = {"now": False}

    def append(*args, **kwargs):
        if full["now"]:
            raise sqlite3.OperationalError("database or disk is full")
        return real_append(*args, **kwargs)

    monkeypatch.setattr(chain, "append", append)
    w = Wallet.open(tmp_path)
    s, bets = table(w, "texas-holdem-bonus")
    deal_and_decide(s, bets, 0)
    decisions, balance, rows = list(s.round.decisions), w.balance, w.ledger_rows()
    full["now"] = True
    with pytest.raises(SaveFullError, match="disk holding the save is full"):
        s.act("play", multiple=3) if s.can_act("play", multiple=3) else s.act("play")
    assert w.balance == balance and w.ledger_rows() == rows  # nothing was taken
    assert s.round.decisions == decisions and s.in_round  # nor decided: as the save has it
    assert w.round_status(s.ticket) == "open"
    full["now"] = False  # space again: the same decision now goes through
    s.act("play", multiple=3) if s.can_act("play", multiple=3) else s.act("play")
    assert w.balance < balance
    s.finish()
    assert w.round_status(s.ticket) == "settled"
    assert verify_round(w.round_detail(s.ticket.id))["ok"]
    assert w.verify_chain() is None
    w.close()
