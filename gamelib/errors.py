"""Errors a player or a command-line user can meet, each with one clear sentence."""

from __future__ import annotations


class FeltsideError(Exception):
    """Base of every expected error: its message is one sentence for a person.

    ``key`` and ``params`` let a screen show the sentence in the player's language
    (see :mod:`gamelib.i18n`); ``str(error)`` is always the English sentence.
    """

    def __init__(self, message: str, *, key: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""


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


class UsageError(CommandError):
    """An argument out of range that only the command can judge (a cap that depends on another
    option): a usage error like argparse's, exit 2."""


class RoundVoidedError(FeltsideError):
    """A malfunction voided the round; its bets were returned (the message says how much)."""


class SaveBusyError(SaveDataError):
    """Another process holds the save's write lock (another window, a paused command)."""


class SaveFullError(SaveDataError):
    """The disk holding the save is full: nothing was written; reading still works."""


class SaveReadOnlyError(SaveDataError):
    """The save (or its folder, or its disk) is read-only: reading works, playing cannot."""


class SaveTamperedError(SaveDataError):
    """The ledger's hash chain is broken: the save was changed outside Feltside.

    """
