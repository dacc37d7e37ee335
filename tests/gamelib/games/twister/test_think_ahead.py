"""An opponent's decision taken ahead (``TwisterTable.think_ahead``, while its pause runs): the
table plays exactly as it does without it, and the turn itself then decides nothing."""

from __future__ import annotations

import random

from gamelib.clock import FakeClock
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.table import TwisterTable, start_tables
from gamelib.ledger import Wallet
from tests.helpers.equities import equities_worked


def _play(ahead: bool, equities: int | None = None) -> tuple[list[str], int, int]:
    """A seeded tournament played through its table in 0.1 s steps, the player calling or
    checking (thinking ahead at every step when ``ahead``, ``equities`` at a time): its
    operations, how many decisions the opponents took, and how many of them in their turn
    (counted only when all at once: a decision thought out in parts is taken by a copy)."""
    wallet = Wallet.in_memory()
    seeds = iter([bytes([7]) * 32])
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=lambda: next(seeds))
    (table,) = start_tables(desk, 100, 1, "standard", random.Random(3))
    table.reveal_wheel()
    decided, in_turn = [0], [0]
    for bot in table.bots.values() if equities is None else ():
        real = bot.decide

        def counted(view, real=real):  # type: ignore[no-untyped-def]
            decided[0] += 1
            return real(view)

        bot.decide = counted  # type: ignore[method-assign]
    real_turn = TwisterTable._bot_turn

    def turn(seat: int) -> list:  # type: ignore[type-arg]
        before = decided[0]
        out = real_turn(table, seat)
        in_turn[0] += decided[0] - before
        return out

    table._bot_turn = turn  # type: ignore[method-assign]
    for _ in range(5000):
        if table.is_over or table.t.hands_played >= 12:
            break
        table.update(0.1)
        if table.waiting_for_player:
            hand = table.t.hand
            assert hand is not None
            table.player_act("check" if hand.can_check() else "call")
        elif ahead:
            table.think_ahead(equities)
    wallet.close()
    return [repr(op) for op in table.operations], decided[0], in_turn[0]


def test_thinking_ahead_changes_no_decision_and_leaves_the_turn_nothing_to_decide() -> None:
    plain, plain_decided, plain_in_turn = _play(ahead=False)
    ahead, ahead_decided, ahead_in_turn = _play(ahead=True)
    assert len(plain) > 50 and plain_decided > 10
    assert ahead == plain  # the same hands, action for action
    assert ahead_decided == plain_decided  # each decision taken once
    assert plain_in_turn == plain_decided and ahead_in_turn == 0  # ahead: none left to the turn


def test_a_decision_thought_out_an_equity_at_a_time_is_the_same_decision(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``think_ahead(1)`` at every step: a decision needing several Monte Carlo equities is
    thought out over several calls, one equity worked out in each, and the table plays the
    same hands, action for action, as without thinking ahead."""
    plain, _, _ = _play(ahead=False)
    worked = equities_worked(monkeypatch)
    calls: list[tuple[int, bool]] = []  # equities worked out in one call, and whether it goes on
    real_think = TwisterTable.think_ahead

    def think(self: TwisterTable, equities: int | None = None) -> bool:
        worked.clear()
        took = real_think(self, equities)
        calls.append((len(worked), self.thinking_ahead))
        return took

    monkeypatch.setattr(TwisterTable, "think_ahead", think)
    ahead, _, _ = _play(ahead=True, equities=1)
    assert ahead == plain
    assert max(n for n, _ in calls) == 1
    assert sum(going_on for _, going_on in calls) >= 3  # decisions went on into a next call
