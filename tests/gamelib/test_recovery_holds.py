"""Issue 31: video poker after a crash keeps the player's holds.

HOLD choices were not journaled, so a round killed after the player held two cards was
drawn with the default strategy's holds. Each HOLD change is now journaled with the round,
and recovery draws with the player's holds (the default strategy only when none were held).
"""

from __future__ import annotations

from pathlib import Path

from gamelib.games.video_poker.strategy import default_hold
from gamelib.ledger import FinishedRound, Wallet
from gamelib.recovery import recover_unfinished
from tests.gamelib.test_recovery import table


def _killed_after_holds(folder: Path, holds: list[int] | None) -> tuple[str, list[int]]:
    w = Wallet.open(folder)
    s, bets = table(w, "video-poker")
    for spot, amount in bets.items():
        s.slip.place(spot, amount)
    s.deal()
    rnd = s.round
    assert rnd is not None and s.in_round
    strategy = sorted(default_hold(rnd.paytable, rnd.dealt))
    if holds is None:
        chosen = strategy
    else:
        chosen = holds if holds != strategy else [p for p in range(5) if p not in holds]
        extra = next(p for p in range(5) if p not in chosen)
        for p in [extra, *chosen, extra]:  # toggled on and off as a player does
            s.choose("holds", positions=sorted(rnd.held ^ {p}))
        assert sorted(rnd.held) == chosen
    rid = s.ticket.id
    w.close()  # killed before DRAW
    return rid, chosen


def _drawn_with(folder: Path, rid: str) -> list[int]:
    w = Wallet.open(folder)
    [done] = recover_unfinished(w)
    assert isinstance(done, FinishedRound)
    record = w.round_detail(rid)["record"]
    w.close()
    [draw] = [d for d in record["decisions"] if d["action"] == "draw"]
    return sorted(draw["params"]["holds"])


def test_a_round_killed_after_holds_draws_with_the_players_holds(tmp_path: Path) -> None:
    rid, chosen = _killed_after_holds(tmp_path, [0, 1])
    assert _drawn_with(tmp_path, rid) == chosen


def test_without_holds_the_default_strategy_draws(tmp_path: Path) -> None:
    rid, strategy = _killed_after_holds(tmp_path, None)
    assert _drawn_with(tmp_path, rid) == strategy
