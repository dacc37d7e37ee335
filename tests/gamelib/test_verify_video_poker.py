"""A video-poker round dealt again for ``verify`` without the table (``redeal``) gives exactly
what the game's own replay gives: the same record, stakes and payouts on many played rounds
(every pay table, 1 to 100 hands, any holds) and the same ``verify`` verdict on tampered
ones; a record it does not take (no draw, bad holds, bad settings) is left to the replay."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from gamelib.autoplay import autoplay
from gamelib.cards import prepared_orders, seed_commitment
from gamelib.cli import verify
from gamelib.cli import verify_video_poker as video_poker
from gamelib.cli.verify import deck_keys, verify_round
from gamelib.deck_orders import shuffle_orders
from gamelib.games import find_game
from gamelib.games.base import replay
from gamelib.games.video_poker.paytables import PAYTABLES
from gamelib.ledger import Wallet
from gamelib.wallet_values import as_json

GAME = find_game("video-poker")


def played(rng: random.Random) -> tuple[dict[str, Any], bytes]:
    seed = rng.randbytes(32)
    hands = rng.choice((1, 3, 5, 10, 100))
    value = rng.choice((10, 100, 500))
    config = {"paytable": rng.choice(sorted(PAYTABLES)), "value": value, "hands": hands}
    rnd = GAME.new_round({"bet": value * hands}, seed, config)
    rnd.start()
    if rng.random() < 0.5:
        rnd.act("draw", holds=rng.sample(range(5), rng.randint(0, 5)))
    else:
        rnd.play_defaults()
    return rnd.record(), seed


def same(record: dict[str, Any], seed: bytes) -> bool:
    """Whether redeal agrees with the replay (True also when it leaves the record to it)."""
    again = video_poker.redeal(record, seed)
    if again is None:
        return True
    slow = replay(GAME, record, seed)
    assert again.record() == slow.record()
    assert again.stakes() == slow.stakes() and again.payouts() == slow.payouts()
    assert again.total_staked == slow.total_staked
    return True


def test_played_rounds_redealt_as_replayed() -> None:
    rng = random.Random(31)
    for _ in range(300):
        record, seed = played(rng)
        assert video_poker.redeal(record, seed) is not None
        assert same(record, seed)


def test_prepared_decks_give_the_same_rounds() -> None:
    rng = random.Random(7)
    rounds = [played(rng) for _ in range(40)]
    keys = [k for record, seed in rounds for k in deck_keys(
        {"game": "video-poker", "seed": seed.hex(), "config": record["config"]})]
    with prepared_orders(shuffle_orders(keys)):
        fast = [video_poker.redeal(record, seed) for record, seed in rounds]
    for (record, seed), again in zip(rounds, fast, strict=True):
        assert again is not None and again.record() == replay(GAME, record, seed).record()


TAMPERED = [
    ("decisions", []), ("decisions", [{"action": "draw"}]), ("decisions", [{"action": "hold"}]),
    ("decisions", [{"action": "draw", "params": {"holds": [0, 0]}}]),
    ("decisions", [{"action": "draw", "params": {"holds": [5]}}]),
    ("decisions", [{"action": "draw", "params": {"holds": [True]}}]),
    ("decisions", [{"action": "draw", "params": {"holds": "01"}}]),
    ("decisions", [{"action": "draw", "params": {"holds": [4, 1]}}]),
    ("decisions", [{"action": "draw", "params": {"holds": [1], "x": 1}}]),
    ("decisions", [{"action": "draw", "params": {"holds": []}}, {"action": "draw"}]),
    ("decisions", [{"action": "draw", "params": {"holds": [2]}, "note": "x"}]),
    ("config", {}), ("config", {"paytable": "nope"}), ("config", {"value": 0}),
    ("config", {"hands": 101}), ("config", {"hands": True}), ("config", None),
    ("stakes", {"bet": 1}), ("stakes", {"bet": 500, "side": 0}), ("stakes", {"bet": True}),
    ("stakes", []), ("dealt", "As Ks Qs Js Ts"), ("held", [0, 1, 2, 3, 4]),
    ("total_paid", 10 ** 9), ("game", "texas-holdem-bonus"),
]


@pytest.mark.parametrize(("key", "value"), TAMPERED)
def test_tampered_records_same_verdict(key: str, value: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(key + repr(value))
    for _ in range(6):
        record, seed = played(rng)
        record = copy.deepcopy(record)
        if key == "config" and isinstance(value, dict) and value:
            record[key] = {**record[key], **value}
        else:
            record[key] = value
        assert same(record, seed)
        paid = {r["spot"]: r["paid"] for r in record.get("results", []) if isinstance(r, dict)}
        detail = {"id": "20260101-000000-000001", "code": "#00:00:00-1", "game": "video-poker",
                  "status": "settled", "seed": seed.hex(), "seed_hash": seed_commitment(seed),
                  "config": record.get("config"), "record": record, "jackpot": [],
                  "rows": [{"kind": "bet", "amount": -1500, "spot": "bet", "note": None}]
                  + [{"kind": "payout", "amount": v, "spot": k, "note": None} for k, v in paid.items()]}
        fast = verify_round(copy.deepcopy(detail))
        monkeypatch.setattr(video_poker, "redeal", lambda record, seed: None)
        slow = verify_round(copy.deepcopy(detail))
        monkeypatch.undo()
        assert fast == slow


def test_redeal_is_what_verify_uses() -> None:
    """The shortcut is taken for a played round (else this file tests nothing verify runs)."""
    record, seed = played(random.Random(1))
    again, failure = verify._replay_table_round("video-poker", record, seed)
    assert isinstance(again, video_poker.Redealt) and failure is None


# --- a batch of stored rounds judged at once (verify --all) ----------------------------------


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """A save's settled video-poker rounds, read as ``verify --all`` reads them (every pay
    table, 1 to 100 hands), and a round of another game."""
    folder = tmp_path_factory.mktemp("stored-rounds")
    with Wallet.open(folder) as wallet:
        for k, (name, hands) in enumerate([("jacks-or-better", 1), ("deuces-wild", 5),
                                           ("double-double-bonus", 10), ("bonus-poker", 100),
                                           ("tens-or-better", 3)]):
            autoplay(wallet, "video-poker", 8, seed=k, hands=hands, paytable=name)
        autoplay(wallet, "texas-holdem-bonus", 3, seed=9)
        return [d for batch in verify.settled_batches(wallet.conn, stored=True) for d in batch]


def test_played_rounds_pass_at_once_and_nothing_else(stored: list[dict[str, Any]]) -> None:
    passed = video_poker.stored_as_dealt(stored)
    assert [d["game"] == "video-poker" for d in stored] == passed
    assert len({d["config"]["hands"] for d, ok in zip(stored, passed, strict=True) if ok}) == 5
    assert all(verify_round(verify.as_read(d))["ok"] for d in stored)


def _changed(detail: dict[str, Any], change: str) -> dict[str, Any]:
    d = copy.deepcopy(detail)
    record = json.loads(d["record"])
    hand = record["hands"][0]
    if change == "card":
        first, *rest = hand["cards"].split()
        hand["cards"] = " ".join(["2c" if first != "2c" else "3c", *rest])
    elif change == "recorded payout":
        hand["paid"] += 100
        record["results"][0]["paid"] += 100
        record["total_paid"] += 100
    elif change == "ledger payout":
        d["rows"][1:] = [("payout", 10 ** 6, "hand-0", None)]
    elif change == "refund":
        d["rows"].append(("refund", 1, "bet", None))
    elif change == "commitment":
        d["rows"][0] = (*d["rows"][0][:3], "seed commitment " + "0" * 64)
    elif change == "seed":
        d["seed"] = bytes(32).hex()
    elif change == "journaled settings":
        d["config"] = {**d["config"], "value": d["config"]["value"] * 2}
    elif change == "holds":
        record["decisions"] = [{"action": "draw", "params": {"holds": [0, 1, 2, 3, 4]}}]
    elif change == "progressive":
        record["extra_payouts"] = {"hand-0": 100}
    if change in ("card", "recorded payout", "holds", "progressive"):
        d["record"] = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return d


CHANGES = ["card", "recorded payout", "ledger payout", "refund", "commitment", "seed",
           "journaled settings", "holds", "progressive"]


@pytest.mark.parametrize("change", CHANGES)
def test_a_changed_round_is_still_caught(stored: list[dict[str, Any]], change: str) -> None:
    """A card, a payout, a seed ... changed in one round of a batch: the batch does not pass
    it, verify_round fails it, and check_rounds names it (the control of the shortcut)."""
    batch = [d for d in stored if d["game"] == "video-poker"]
    k = next(k for k, d in enumerate(batch) if d["rows"][1:])  # a round that paid
    batch[k] = _changed(batch[k], change)
    assert video_poker.stored_as_dealt(batch) == [j != k for j in range(len(batch))]
    checked, failed = verify.check_rounds([batch], lambda n: None)
    assert checked == len(batch) and [v["id"] for v in failed] == [batch[k]["id"]]
    assert failed == [verify_round(verify.as_read(batch[k]))]


def test_check_rounds_replays_only_what_the_batch_left(stored: list[dict[str, Any]],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    replayed: list[str] = []
    real = verify.verify_round

    def counted(detail: dict[str, Any]) -> dict[str, Any]:
        replayed.append(detail["game"])
        return real(detail)

    monkeypatch.setattr(verify, "verify_round", counted)
    assert verify.check_rounds([stored], lambda n: None) == (len(stored), [])
    assert replayed == ["texas-holdem-bonus"] * 3


def test_the_stored_text_is_the_saves_text_of_the_record() -> None:
    rng = random.Random(5)
    for _ in range(300):
        hands = rng.choice((1, 2, 5, 100))
        value = rng.choice((1, 5, 100, 2500))
        holds = rng.sample(range(5), rng.randint(0, 5))
        shown = [(" ".join(rng.sample(["As", "Td", "2c", "9h", "Kd", "3s"], 5)),
                  rng.choice(["", "Jacks or Better", "Four 2s-4s with A-4", "Royal \u00e9"]),
                  value * rng.choice((0, 1, 2, 800))) for _ in range(hands)]
        args = (rng.choice(sorted(PAYTABLES)), value, holds, rng.random() < 0.8, "As Td 2c 9h Kd", shown)
        record, _ = video_poker._redone(*args)
        assert video_poker._stored_text(*args) == as_json(record, "round record")
