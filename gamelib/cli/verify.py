"""Recompute a past round from its revealed seed and confirm every card and payout.

``verify --all`` checks the whole save: every row of the ledger's hash chains rehashed
(opening the save checks large saves from a checkpoint only, see ``gamelib.chain_checkpoint``) and
every settled round replayed from its seed, streamed (memory does not grow with the save)
with a progress bar, its rate and the time left on a terminal. ``verify --last N`` is the
quick check: the chains from the checkpoint and the N newest settled rounds. A broken
chain exits 3, a round that does not replay exits 1.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from gamelib import chain, checkpoint_record
from gamelib import chain_checkpoint as checkpoint
from gamelib.cards import DeckKey, prepared_orders
from gamelib.cli import emit_json, open_wallet
from gamelib.cli import verify_in_two as in_two
from gamelib.cli import verify_video_poker as video_poker
from gamelib.cli.progress import Progress
from gamelib.cli.verify_in_two import Snapshot
from gamelib.cli.verify_video_poker import Redealt
from gamelib.deck_orders import shuffle_orders
from gamelib.errors import (
    CommandError,
    FeltsideError,
    IllegalActionError,
    SaveDataError,
    SaveTamperedError,
)
from gamelib.games import TABLE_GAMES, TournamentDefinition, all_games, find_game
from gamelib.games.base import GameRound, replay
from gamelib.journal import read_json
from gamelib.ledger import is_round_id
from gamelib.money import format_money
from gamelib.round_code import parse_code, round_code, round_id_of_code
from gamelib.round_opening import chained_commitment


def other_verifiers() -> dict[str, str]:
    """Games whose rounds are not GameRounds (tournaments), by their definitions: a module with
    verify_record(record, seed) -> dict ({"problems": [...], "payouts": {spot: cents}},
    optionally "stakes": {spot: cents})."""

    return {d.game_id: d.verify for d in all_games() if isinstance(d, TournamentDefinition) and d.verify}


def configure(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("round_id", metavar="ROUND", nargs="?", default=None,
                       help="a round's id or its code (#HH:MM:SS-N), as shown in history")
    which.add_argument("--all", action="store_true",
                       help="check the whole save: every row of the hash chains rehashed, "
                            "every settled round replayed from its seed")
    which.add_argument("--last", type=_count, metavar="N", default=None,
                       help="a quick check: the hash chains from the save's last checkpoint "
                            "and the N newest settled rounds replayed from their seeds")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")


def _by_spot(rows: list[dict[str, Any]], kind: str, sign: int = 1) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in rows:
        if r["kind"] == kind:
            spot = str(r["spot"])
            out[spot] = out.get(spot, 0) + sign * int(r["amount"])
    return {k: v for k, v in out.items() if v}


def _replay_table_round(game: str, record: Mapping[str, Any], seed: bytes
                        ) -> tuple[GameRound | Redealt | None, str | None]:
    """The round rebuilt from the record's stakes, config and decisions, or why it could not be
    (a played video-poker round dealt again without the table's events: the same record)."""
    if game == video_poker.GAME and (again := video_poker.redeal(record, seed)) is not None:
        return again, None
    try:
        return replay(find_game(game), record, seed), None
    except (FeltsideError, ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        return None, f"the record cannot be replayed ({exc})"


def _check_progressive(detail: Mapping[str, Any], expected: Mapping[str, int],
                       extra: Mapping[str, Any]) -> list[str]:
    """A progressive win paid beyond the round's own payout must be the jackpot's recorded win."""
    won = sum(int(m.get("paid_cents", 0)) for m in detail.get("jackpot") or []
              if m.get("kind") == "win")
    paid = sum(expected.get(spot, 0) for spot in extra)
    if won != paid:
        return [f"the progressive paid ({format_money(paid)}) is not the jackpot's recorded win "
                f"({format_money(won)})"]
    return []


def verify_round(detail: dict[str, Any]) -> dict[str, Any]:
    """Replay a stored round (``Wallet.round_detail``); returns {"ok": bool, "problems": [...], ...}.

    Checked: the revealed seed against the commitment taken before the deal; the record's
    config against the one journaled at the deal; every recorded card, decision and result
    against the replay; the stakes and payouts in the ledger against the replay's.
    """
    problems: list[str] = []
    rid, status, game = detail["id"], detail["status"], detail["game"]
    if status != "settled":
        raise CommandError(f"Round {rid} is {status}; only settled rounds reveal their seed.")
    try:
        seed = bytes.fromhex(str(detail["seed"] or ""))
    except ValueError:
        seed = b""
    if not seed or hashlib.sha256(seed).hexdigest() != detail["seed_hash"]:
        problems.append("the revealed seed does not match the commitment shown before the deal")
    rows = detail["rows"]
    committed = chained_commitment((r["kind"], r["note"]) for r in rows)
    if committed is not None and committed != detail["seed_hash"]:
        problems.append("the seed does not match the commitment chained when the round opened")
    record = detail["record"]
    if not isinstance(record, dict):
        record = {}
        problems.append("the round's record is missing or unreadable")
    ledger_paid = _by_spot(rows, "payout")
    ledger_staked = _by_spot(rows, "bet", -1)
    if _by_spot(rows, "refund"):
        problems.append("a settled round has refunds in the ledger")
    extra = record.get("extra_payouts", {})
    expected: dict[str, int] | None = None
    if game in TABLE_GAMES:
        if record.get("config", {}) != (detail.get("config") or {}):
            problems.append("the recorded settings differ from those journaled at the deal")
        again, failure = _replay_table_round(game, record, seed)
        if again is None:
            problems.append(str(failure))
        else:
            recomputed = again.record()
            for key in sorted(set(recomputed) | set(record)):
                if key != "extra_payouts" and recomputed.get(key) != record.get(key):
                    problems.append(f"the recorded '{key}' differs from the replay")
            if {k: v for k, v in again.stakes().items() if v} != ledger_staked:
                problems.append(f"the stakes replayed ({format_money(again.total_staked)}) differ "
                                f"from those taken ({format_money(sum(ledger_staked.values()))})")
            expected = again.payouts()
            if isinstance(extra, dict) and extra:
                for spot, amount in extra.items():
                    expected[spot] = expected.get(spot, 0) + int(amount)
                problems.extend(_check_progressive(detail, expected, extra))
    elif game in (others := other_verifiers()):
        try:
            module = importlib.import_module(others[game])
        except ImportError as exc:
            raise CommandError(f"Rounds of '{game}' cannot be verified yet.") from exc
        verdict = module.verify_record(record, seed)
        problems.extend(verdict.get("problems", []))
        expected = verdict.get("payouts", ledger_paid)
        stakes = verdict.get("stakes")  # optional: what the record says was staked
        if stakes is not None and {k: v for k, v in stakes.items() if v} != ledger_staked:
            problems.append("the stakes recorded differ from those taken")
    else:
        raise CommandError(f"Rounds of '{game}' cannot be verified.")
    if expected is not None:
        expected = {k: v for k, v in expected.items() if v}
        if expected != ledger_paid:
            problems.append(f"the payouts recomputed ({format_money(sum(expected.values()))}) "
                            f"differ from those paid ({format_money(sum(ledger_paid.values()))})")
    return {"id": rid, "game": game, "code": round_code(str(detail["code"]), rid), "ok": not problems,
            "problems": problems, "seed": detail["seed"], "seed_hash": detail["seed_hash"],
            "staked_cents": sum(ledger_staked.values()), "paid_cents": sum(ledger_paid.values())}


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of rounds (1 or more)")
    return n


#: Settled rounds read (and their decks shuffled) at a time by ``verify --all``.
BATCH = 500


def settled_batches(conn: sqlite3.Connection, last: int | None = None, *,
                    after: int = 0, upto: int | None = None, seen: Snapshot | None = None,
                    stored: bool = False) -> Iterator[list[dict[str, Any]]]:
    """The settled rounds as :func:`verify_round` reads them (the fields it checks), oldest
    first (the ``last`` newest only; or those placed after ``after`` up to ``upto``; no round
    or ledger row past what ``seen`` held), :data:`BATCH` at a time: three reads a batch
    instead of four a round, and no batch kept after it is checked. ``stored``: each round's
    record as the stored JSON text and its rows as (kind, amount, spot, note), as
    :func:`check_rounds` takes them (:func:`as_read` makes them what verify_round reads)."""
    left = last
    if last is not None:
        row = conn.execute("SELECT seq FROM rounds WHERE +status = 'settled' ORDER BY seq DESC "
                           "LIMIT 1 OFFSET ?", (last,)).fetchone()
        after = 0 if row is None else int(row[0])
    bounds = (_EVERY if upto is None else upto, *((_EVERY, _EVERY) if seen is None
                                                  else (seen.last_seal, seen.last_row)))
    while left is None or left > 0:
        size = BATCH if left is None else min(BATCH, left)
        batch = _read_batch(conn, after, size, bounds, stored)
        if not batch:
            return
        after = batch[-1]["seq"]
        left = None if left is None else left - len(batch)
        yield batch


_EVERY = 2 ** 62  # no bound
_BATCH_ROUNDS = ("SELECT id, seq, code, game, status, seed_hash, seed, config, record FROM rounds "
                 "WHERE +status = 'settled' AND seq > ? AND seq <= ? AND (seal IS NULL OR seal <= ?) "
                 "ORDER BY seq LIMIT ?")
_BATCH_IDS = "SELECT id FROM rounds WHERE +status = 'settled' AND seq BETWEEN ? AND ?"


def _read_batch(conn: sqlite3.Connection, after: int, size: int, bounds: tuple[int, int, int],
                stored: bool = False) -> list[dict[str, Any]]:
    """Up to ``size`` settled rounds after ``seq`` (within ``bounds``: the last place, seal
    and ledger row), with their ledger rows and jackpot changes (text read by SQLite's own
    UTF-8 decoding; text a damaged page garbled the careful way)."""
    factory = conn.text_factory
    conn.text_factory = str
    try:
        return _batch(conn, after, size, bounds, stored)
    except sqlite3.OperationalError as exc:
        if "decode" not in str(exc):
            raise
        conn.text_factory = factory
        return _batch(conn, after, size, bounds, stored)
    finally:
        conn.text_factory = factory


def _batch(conn: sqlite3.Connection, after: int, size: int, bounds: tuple[int, int, int],
           stored: bool) -> list[dict[str, Any]]:
    upto, last_seal, last_row = bounds
    rounds = conn.execute(_BATCH_ROUNDS, (after, upto, last_seal, size)).fetchall()
    if not rounds:
        return []
    span = (rounds[0][1], rounds[-1][1])
    rows: dict[str, list[Any]] = {}
    for rid, *row in conn.execute(
            f"SELECT round_id, kind, amount, spot, note FROM ledger WHERE round_id IN "
            f"({_BATCH_IDS}) AND id <= ? ORDER BY id", (*span, last_row)):
        rows.setdefault(rid, []).append(tuple(row) if stored else dict(zip(_ROW_FIELDS, row, strict=True)))
    cur = conn.execute(f"SELECT * FROM jackpot_movements WHERE round_id IN ({_BATCH_IDS}) "
                       "ORDER BY id", span)
    names = [c[0] for c in cur.description]
    jackpot: dict[str, list[dict[str, Any]]] = {}
    for values in cur:
        move = dict(zip(names, values, strict=True))
        jackpot.setdefault(str(move["round_id"]), []).append(move)
    return [{"id": rid, "seq": int(seq), "code": code, "game": game, "status": status,
             "seed_hash": seed_hash, "seed": seed, "config": read_json(config) or {},
             "record": record if stored else read_json(record), "rows": rows.get(rid, []),
             "jackpot": jackpot.get(rid, [])}
            for rid, seq, code, game, status, seed_hash, seed, config, record in rounds]


_ROW_FIELDS = ("kind", "amount", "spot", "note")


def as_read(detail: Mapping[str, Any]) -> dict[str, Any]:
    """A round read ``stored`` (see :func:`settled_batches`) as :func:`verify_round` reads it."""
    return {**detail, "record": read_json(detail["record"]),
            "rows": [dict(zip(_ROW_FIELDS, row, strict=True)) for row in detail["rows"]]}


def deck_keys(detail: Mapping[str, Any]) -> list[DeckKey]:
    """The decks a settled round's replay deals (seed, stream, cards), to shuffle a batch's
    at once (``gamelib.deck_orders``): every table game's "deck", and video poker's draw
    deck of each hand. Only a speed-up: a deck left out is shuffled when it is dealt."""
    try:
        seed = bytes.fromhex(str(detail["seed"] or ""))
    except ValueError:
        return []
    if not seed or detail["game"] not in TABLE_GAMES:
        return []
    keys: list[DeckKey] = [(seed, "deck", 52)]
    hands = (detail.get("config") or {}).get("hands")
    if detail["game"] == "video-poker" and isinstance(hands, int) and 0 < hands <= 100:
        keys.extend((seed, f"hand-{i}", 47) for i in range(hands))
    return keys


def check_rounds(batches: Iterable[list[dict[str, Any]]], step: Callable[[int], None]
                 ) -> tuple[int, list[dict[str, Any]]]:
    """(rounds checked, the failed ones' verdicts: the first thousand in full, then ids) of
    batches read ``stored`` (:func:`settled_batches`); ``step`` told how many have been checked.
    The played video-poker rounds of a batch stored exactly as dealt again pass at once
    (``verify_video_poker.stored_as_dealt``); every other round is read and replayed by
    :func:`verify_round`, its batch's decks shuffled at once."""
    failed: list[dict[str, Any]] = []
    checked = 0
    for batch in batches:
        passed = video_poker.stored_as_dealt(batch)
        left = {k: as_read(d) for k, d in enumerate(batch) if not passed[k]}
        with prepared_orders(shuffle_orders(k for d in left.values() for k in deck_keys(d))):
            for k in range(len(batch)):
                if k in left and not (verdict := verify_round(left[k]))["ok"]:
                    failed.append(verdict if len(failed) < in_two.FULL_FAILURES
                                  else {"id": verdict["id"]})  # past a thousand: ids only
                checked += 1
                step(checked)
    return checked, failed


def _check_chunk(conn: sqlite3.Connection, after: int, upto: int, seen: Snapshot,
                 step: Callable[[int], None]) -> tuple[int, list[dict[str, Any]]]:
    return check_rounds(settled_batches(conn, after=after, upto=upto, seen=seen, stored=True), step)


def _pages_whole(conn: sqlite3.Connection) -> None:
    """Raise the one sentence when SQLite finds a page of the file damaged."""
    pages = [tuple(r) for r in conn.execute("PRAGMA quick_check").fetchall()]
    if pages != [("ok",)]:
        raise SaveDataError(f"The save file is damaged ({pages[0][0]}); nothing was changed.")


def run_all(args: argparse.Namespace) -> int:
    """``verify --all``: the hash chains in full, then every settled round from its seed, one
    at a time (memory does not grow with the save). ``verify --last N``: the chains from the
    last checkpoint (as at every open) and the N newest settled rounds."""
    last: int | None = getattr(args, "last", None)
    with open_wallet(args) as wallet:
        conn = wallet.conn
        with chain.snapshot(conn):
            try:
                total = int(conn.execute(  # --last N: counted no further than N
                    "SELECT COUNT(*) FROM (SELECT 1 FROM rounds WHERE status = 'settled' LIMIT ?)",
                    (-1 if last is None else last,)).fetchone()[0])
                seen = in_two.snapshot_of(conn)
            except sqlite3.DatabaseError:
                if last is None:
                    _pages_whole(conn)  # a damaged file is named as such
                raise
            total = total if last is None else min(total, last)
            two = last is None and total >= in_two.TWO_FROM and in_two.two_cores()

            places = checkpoint_record.places(conn)  # what the full check covers

            def chains() -> None:  # first, while a helper replays rounds
                if last is None:  # every page of the file, as SQLite checks it (not done at open)
                    _pages_whole(conn)
                chained = Progress(chain.chain_length(conn), unit="rows and rounds of the hash chains")
                broken = checkpoint.first_break(conn, full=last is None,
                                                progress=chained.step if last is None else None)
                if last is None:
                    chained.close()
                if broken:
                    raise SaveTamperedError(broken, key="error.save_tampered")

            if two:
                progress = Progress(total)  # the helper starts on the rounds at once
                checked, failed = in_two.checked_in_two(conn, _check_chunk, seen, progress.step,
                                                        chains)
            else:
                chains()
                progress = Progress(total)
                checked, failed = check_rounds(settled_batches(conn, last, stored=True), progress.step)
            progress.close()
        if last is None and wallet.read_only is None:  # an older save's rehash is done
            checkpoint.proven_in_full(conn, places)
    which = "all" if last is None else f"the {checked:,} newest"
    if args.json:
        emit_json({"chain_ok": True, "rounds": checked, "failed": failed})
    elif failed:
        print(f"The save's hash chains are whole, but {len(failed)} of {checked} settled "
              f"rounds FAILED verification: " + ", ".join(v["id"] for v in failed[:20]) + ".")
    elif last is None:
        print(f"The save's hash chains are whole and all {checked} settled rounds verify "
              "from their seeds.")
    else:
        print(f"The save's hash chains are whole (checked from the last checkpoint) and {which} "
              "settled rounds verify from their seeds.")
    return 1 if failed else 0


def run(args: argparse.Namespace) -> int:
    if args.all or getattr(args, "last", None) is not None:
        return run_all(args)
    by_code = parse_code(args.round_id) is not None
    if not by_code and not is_round_id(args.round_id):
        raise CommandError(f"'{args.round_id}' is not a round id (like 20261122-052316-000123) "
                           "or a round code (like #05:23:16-123).")
    with open_wallet(args) as wallet:
        try:
            rid = round_id_of_code(wallet.conn, args.round_id) if by_code else args.round_id
            detail = wallet.round_detail(rid)
        except IllegalActionError as exc:
            raise CommandError(str(exc)) from exc
    verdict = verify_round(detail)
    if args.json:
        emit_json(verdict)
    elif verdict["ok"]:
        print(f"Round {verdict['id']} ({verdict['game']}, {verdict['code']}) verified: every card "
              f"and payout ({format_money(verdict['paid_cents'])}) follows from its seed.")
    else:
        print(f"Round {verdict['id']} FAILED verification: " + "; ".join(verdict["problems"]) + ".")
    return 0 if verdict["ok"] else 1
