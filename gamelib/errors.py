"""Errors a player or a command-line user can meet, each with one clear sentence."""

from __future__ import annotations


class FeltsideError(Exception):
    """Base of every expected error: its message is one sentence for a person."""


class IllegalActionError(FeltsideError, ValueError):
    """An action that the rules do not allow now; the state is left unchanged."""


class BetError(FeltsideError, ValueError):
    """A bet that breaks a limit, the balance or the order of bets."""


class CardParseError(FeltsideError, ValueError):
    """Text that does not name cards."""


class MoneyParseError(FeltsideError, ValueError):
    """Text that does not name an amount of money."""


class InsufficientFundsError(BetError):
    """The balance cannot cover what was asked."""


class SaveDataError(FeltsideError):
    """The save database is damaged, locked or not ours."""


class CommandError(FeltsideError):
    """Bad input to a command-line tool."""
