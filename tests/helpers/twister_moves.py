"""The player's moves at Twister tables in tests (no pygame): shoving until tournaments end."""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.games.twister.table import TwisterTable


def shove(table: TwisterTable) -> None:
    """The player goes all in (or calls when all in is not offered)."""
    hand = table.t.hand
    table.player_act("all_in" if hand and hand.can_all_in() else "call")


def shove_until_over(tables: Sequence[TwisterTable], *, steps: int = 20000, dt: float = 5) -> bool:
    """Move ``tables`` on ``dt`` seconds at a time, the player shoving whenever asked, until
    every one of them is over (True if they all are)."""
    for _ in range(steps):
        if all(t.is_over for t in tables):
            break
        for t in tables:
            t.update(dt)
            if t.waiting_for_player:
                shove(t)
    return all(t.is_over for t in tables)
