"""Pay tables as data and settling a bet by them: what any house round may use, beside the
round protocol (``gamelib.games.base``). The dealer hold'em games settle through these; a new
game's rules take them from here, not from another game.

>>> table = PayTable("BONUS", (PayLine("A-A", 30), PayLine("Pair", 3, 2)))
>>> table.get("Pair").paid(200), table.get("Nothing") is None, len(table)
(500, True, 2)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from gamelib.events import Outcome
from gamelib.games.base import GameRound


@dataclass(frozen=True, slots=True)
class PayLine:
    """One line of a pay table: ``name`` pays ``to`` for ``per`` (``30 to 1``, ``3 to 2``).

    ``paid(stake)`` is everything returned on a win, the stake included; odd cents of a
    fractional line are rounded down (the house keeps the fraction of a cent).

    >>> PayLine("A-K suited", 25).paid(200)
    5200
    >>> PayLine("Flush", 3, 2).paid(101), PayLine("Flush", 3, 2).label
    (252, '3 to 2')
    """

    name: str
    to: int
    per: int = 1

    def winnings(self, stake: int) -> int:
        return stake * self.to // self.per

    def paid(self, stake: int) -> int:
        return stake + self.winnings(stake)

    @property
    def label(self) -> str:
        return f"{self.to} to {self.per}"

    @property
    def ratio(self) -> float:
        """The odds as a number (analysis only; money never uses it)."""
        return self.to / self.per


def line_key(name: str) -> str:
    """The i18n key of a pay-line name (``"A-K suited"`` -> ``"line.a-k_suited"``).

    >>> line_key("Royal flush"), line_key("K-K, Q-Q or J-J")
    ('line.royal_flush', 'line.k-k_q-q_or_j-j')
    """
    return "line." + name.lower().replace(",", "").replace("/", "_").replace(" ", "_")


@dataclass(frozen=True, slots=True)
class PayTable:
    """An ordered pay table (highest line first), looked up by line name."""

    title: str
    lines: tuple[PayLine, ...]

    def line(self, name: str) -> PayLine:
        for ln in self.lines:
            if ln.name == name:
                return ln
        raise KeyError(name)

    def get(self, name: str | None) -> PayLine | None:
        if name is None:
            return None
        return next((ln for ln in self.lines if ln.name == name), None)

    def __iter__(self) -> Iterator[Any]:
        # Any, not PayLine: a narrower type would break the callers' mypy (casino_holdem_cli)
        return iter(self.lines)

    def __len__(self) -> int:
        return len(self.lines)



class PayingRound(GameRound):
    """A house round that settles bet by bet: by a pay line, even money, push, lose, a fixed
    amount, or a side bet's pay table."""

    def staked(self, spot: str) -> int:
        return self._stakes.get(spot, 0)

    def _settle_win(self, spot: str, line: PayLine | None = None, line_name: str = "") -> None:
        """Pay a bet by a pay line (even money when None)."""
        stake = self.staked(spot)
        if not stake:
            return
        paid = line.paid(stake) if line else 2 * stake
        self._settle(spot, paid, Outcome.WIN, line.name if line else line_name)

    def _settle_push(self, spot: str, line: str = "") -> None:
        stake = self.staked(spot)
        if stake:
            self._settle(spot, stake, Outcome.PUSH, line)

    def _settle_lose(self, spot: str, line: str = "", outcome: Outcome = Outcome.LOSE) -> None:
        if self.staked(spot):
            self._settle(spot, 0, outcome, line)

    def _settle_amount(self, spot: str, paid: int, line: str = "") -> None:
        """A bet paid a fixed amount (a jackpot prize): WIN when anything is paid."""
        if self.staked(spot):
            self._settle(spot, paid, Outcome.WIN if paid > 0 else Outcome.LOSE, line)

    def _settle_by_result(self, spot: str, result: int, line: PayLine | None = None) -> None:
        """Even-money style: win (by ``line``) / push / lose by a ``compare`` result."""
        if result > 0:
            self._settle_win(spot, line)
        elif result == 0:
            self._settle_push(spot)
        else:
            self._settle_lose(spot)

    def _settle_side_bet(self, spot: str, table: PayTable, line_name: str | None) -> None:
        """A side bet: paid by its line of ``table``, lost when no line applies."""
        line = table.get(line_name)
        if line is None:
            self._settle_lose(spot)
        else:
            self._settle_win(spot, line)

