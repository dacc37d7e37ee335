"""Recompute a past round from its revealed seed and confirm every card and payout."""

from __future__ import annotations

import argparse
import hashlib
import importlib
from typing import Any

from gamelib.cli import emit_json, open_wallet
from gamelib.errors import CommandError, IllegalActionError
from gamelib.games import TABLE_GAMES, find_game
from gamelib.games.base import replay
from gamelib.ledger import is_round_id
from gamelib.money import format_money

# games whose rounds are not GameRounds name a module with verify_record(record, seed) -> dict
OTHER_VERIFIERS = {"twister": "gamelib.twister.verify"}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("round_id", metavar="ROUND_ID", help="a round id as shown in history")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")


def verify_round(detail: dict[str, Any]) -> dict[str, Any]:
    """Replay a stored round; returns {"ok": bool, "problems": [...], ...}."""
    problems: list[str] = []
    rid, status = detail["id"], detail["status"]
    if status != "settled":
        raise CommandError(f"Round {rid} is {status}; only settled rounds reveal their seed.")
    seed = bytes.fromhex(detail["seed"] or "")
    if hashlib.sha256(seed).hexdigest() != detail["seed_hash"]:
        problems.append("the revealed seed does not match the commitment shown before the deal")
    record = detail["record"] or {}
    game = detail["game"]
    ledger_paid = {r["spot"]: r["amount"] for r in detail["rows"] if r["kind"] == "payout"}
    extra = record.get("extra_payouts", {})
    if game in TABLE_GAMES:
        try:
            again = replay(find_game(game), record, seed)
        except IllegalActionError as exc:
            return {"id": rid, "game": game, "ok": False, "problems": [f"replay failed: {exc}"]}
        recomputed = again.record()
        for key in sorted(set(recomputed) | set(record)):
            if key != "extra_payouts" and recomputed.get(key) != record.get(key):
                problems.append(f"the recorded '{key}' differs from the replay")
        expected = again.payouts()
        for spot, amount in extra.items():
            expected[spot] = expected.get(spot, 0) + amount
    elif game in OTHER_VERIFIERS:
        verdict = importlib.import_module(OTHER_VERIFIERS[game]).verify_record(record, seed)
        problems.extend(verdict.get("problems", []))
        expected = verdict.get("payouts", ledger_paid)
    else:
        raise CommandError(f"Rounds of '{game}' cannot be verified.")
    expected = {k: v for k, v in expected.items() if v}
    if expected != ledger_paid:
        problems.append(f"the payouts recomputed ({format_money(sum(expected.values()))}) differ "
                        f"from those paid ({format_money(sum(ledger_paid.values()))})")
    return {"id": rid, "game": game, "code": detail["code"], "ok": not problems,
            "problems": problems, "seed": detail["seed"], "seed_hash": detail["seed_hash"],
            "paid_cents": sum(ledger_paid.values())}


def run(args: argparse.Namespace) -> int:
    if not is_round_id(args.round_id):
        raise CommandError(f"'{args.round_id}' is not a round id (like 20261122-052316-000123).")
    with open_wallet(args) as wallet:
        try:
            detail = wallet.round_detail(args.round_id)
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
