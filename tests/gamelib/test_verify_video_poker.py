"""A video-poker round dealt again for ``verify`` without the table (``redeal``) gives exactly
what the game's own replay gives: the same record, stakes and payouts on many played rounds
(every pay table, 1 to 100 hands, any holds) and the same ``verify`` verdict on tampered
ones; a record it does not take (no draw, bad holds, bad settings) is left to the replay."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from gamelib.cards import prepared_orders, seed_commitment
from gamelib.cli import verify
from gamelib.cli import verify_video_poker as video_poker
from gamelib.cli.verify import deck_keys, verify_round
from gamelib.deck_orders import shuffle_orders
from gamelib.games import find_game
from gamelib.games.base import replay
from gamelib.games.video_poker.paytables import PAYTABLES

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
