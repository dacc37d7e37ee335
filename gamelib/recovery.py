"""After a crash: a round the process died in is replayed and finished, not undone.

The rules say a player who drops out after betting closes has the bets stand and the
round decided in their absence (10-table-features.md, Errors and crashes). A round keeps
its seed, opening stakes and every decision from the deal on, so on the next start it is
rebuilt exactly, checked against the ledger (the stakes replayed must be the stakes
taken), finished with the game's default decisions (the ones a timeout takes) and settled
through the same money path as a live round. Only a round that cannot be replayed — no
seed kept (a save from before this), a replay that raises, stakes that disagree — is
voided and refunded: that is a malfunction, and history marks it VOID.
"""

from __future__ import annotations

import hashlib
import logging
from typing import TYPE_CHECKING

from gamelib.errors import RoundVoidedError, SaveDataError
from gamelib.games import TABLE_GAMES, find_game
from gamelib.journal import read_json
from gamelib.ledger import CRASH_REASON, REPLAY_FAILED, SEED_REFUSED
from gamelib.round_opening import seed_refused
from gamelib.session import TableSession
from gamelib.wallet_values import FinishedRound, RoundTicket, VoidedRound

if TYPE_CHECKING:
    from gamelib.games.base import GameDefinition, GameRound
    from gamelib.ledger import Wallet

log = logging.getLogger(__name__)


def recover_unfinished(wallet: Wallet, reason: str = CRASH_REASON, *, replay: bool = True
                       ) -> list[VoidedRound | FinishedRound]:
    """Finish every round left open by a process that died; call it at start.

    Each is replayed from its seed and journaled decisions and finished with the default
    decisions; only one that cannot be replayed is voided and refunded. Rounds of a
    still-running process (its lease is held) and durable rounds (a Twister tournament,
    which resumes by itself) are left alone.
    """
    results: list[VoidedRound | FinishedRound] = []
    for rid in wallet.orphan_round_ids():
        if wallet.round_status(rid) != "open":
            continue
        if seed_swapped(wallet, rid):
            log.error("round %s: its seed is not the commitment chained when it opened", rid)
            results.append(wallet.void_orphan(rid, SEED_REFUSED))
            continue
        finished = finish_round(wallet, rid) if replay else None
        if finished is not None:
            results.append(finished)
            continue
        row = wallet.round_detail(rid)
        if row["status"] == "open":
            replayable = replay and row["seed_kept"]
            results.append(wallet.void_orphan(rid, REPLAY_FAILED if replayable else reason))
        else:  # the replay's own malfunction path voided and refunded it
            results.append(VoidedRound(rid, row["code"], row["game"], row["table"],
                                       int(row["paid_cents"]), str(row["void_reason"] or "")))
    return results


def seed_swapped(wallet: Wallet, rid: str) -> bool:
    """True when the open round's seed or commitment is not the one chained at its opening."""
    seed_hex, seed_hash = wallet.conn.execute(
        "SELECT seed, seed_hash FROM rounds WHERE id = ?", (rid,)).fetchone()
    if seed_refused(wallet.conn, rid, seed_hash):
        return True
    try:
        return seed_hex is not None and hashlib.sha256(
            bytes.fromhex(str(seed_hex))).hexdigest() != seed_hash
    except ValueError:
        return True


def _rebuild(wallet: Wallet, rid: str) -> tuple[GameDefinition, GameRound, RoundTicket] | None:
    """The round as it stood when the process died, or ``None`` when it cannot be rebuilt."""

    cur = wallet.conn.execute(
        "SELECT code, game, table_name, started_at, seed_hash, seed, config, stakes "
        "FROM rounds WHERE id = ?", (rid,))
    code, game, table, started_at, seed_hash, seed_hex, config_json, stakes_json = cur.fetchone()
    if seed_hex is None or stakes_json is None or game not in TABLE_GAMES:
        return None
    seed = bytes.fromhex(str(seed_hex))
    if hashlib.sha256(seed).hexdigest() != seed_hash:
        log.error("round %s: the kept seed does not match its commitment", rid)
        return None
    stakes = {str(k): int(v) for k, v in dict(read_json(stakes_json) or {}).items()}
    config = dict(read_json(config_json) or {})
    definition = find_game(str(game))
    rnd = definition.new_round(dict(stakes), seed, config)
    rnd.start()
    for action, params in wallet.journaled_decisions(rid):
        if action in getattr(rnd, "CHOICES", ()):  # video poker's holds before the draw
            rnd.choose(action, **params)  # type: ignore[attr-defined]
        else:
            rnd.act(action, **params)
    taken: dict[str, int] = {}
    for row in wallet.ledger_rows(rid):
        if row.kind == "bet" and row.spot is not None:
            taken[row.spot] = taken.get(row.spot, 0) - row.amount
    replayed = {k: v for k, v in rnd.stakes().items() if v}
    if replayed != {k: v for k, v in taken.items() if v}:
        log.error("round %s: the replay staked %s but the ledger took %s", rid, replayed, taken)
        return None
    ticket = RoundTicket(rid, str(code), str(game), str(table), str(started_at),
                         str(seed_hash), stakes)
    return definition, rnd, ticket


def finish_round(wallet: Wallet, rid: str) -> FinishedRound | None:
    """Replay round ``rid`` and finish it with the default decisions; ``None`` if it cannot be.

    A disk that refuses the write (busy, full, read-only) raises: the round stays open and
    is finished on a later start, when the disk allows it.
    """

    try:
        rebuilt = _rebuild(wallet, rid)
    except SaveDataError:
        raise
    except Exception:  # any failure of the game logic on replay is a malfunction
        log.exception("round %s could not be replayed", rid)
        return None
    if rebuilt is None:
        return None
    definition, rnd, ticket = rebuilt
    session = TableSession.resume(wallet, definition, ticket, rnd)
    try:
        session.finish()
    except RoundVoidedError:
        return None  # voided and refunded by the session's malfunction path
    detail = wallet.round_detail(rid)
    if detail["status"] != "settled":
        return None
    log.info("round %s was replayed and finished with the default decisions", rid)
    return FinishedRound(rid, ticket.code, ticket.game, ticket.table,
                         int(detail["bet_cents"]), int(detail["paid_cents"]))
