"""Seating: what a player may add beside what is already open, and why not.

One rule for every screen that adds a place to play (the lobby's +TABLE and PLAY, the
multi-table view's empty slot, the Twister room's START): house tables (Texas Bonus,
Casino Hold'em, Heads Up, video poker) up to :data:`MAX_TABLES` at once, Twister
tournaments up to :data:`MAX_TOURNAMENTS` at once (10-table-features.md, 50-twister-sng.md).
Each counts on its own: a running tournament never stops a table from opening, nor a table
a tournament. A finished tournament waiting to be closed takes no place.

The three forms of an action, as elsewhere in gamelib: :meth:`Seating.refusal` says why not
(None when it may), :meth:`Seating.can_add` answers yes or no, :meth:`Seating.verify_add`
raises :class:`SeatingError` with the sentence.

>>> Seating(tables=4, tournaments=0).can_add("table")
False
>>> Seating(tables=4, tournaments=0).can_add("tournament")
True
>>> Seating(tables=1, tournaments=6).refusal("tournament").key
'seating.tournaments_full'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from gamelib.errors import FeltsideError

#: House tables open at once (each fully playable in the multi-table view).
MAX_TABLES = 4
#: Twister tournaments played at once (the Twister desk's own limit, desk.MAX_OPEN: a test
#: keeps them equal; not imported here, so the lobby does not load the Twister engine).
MAX_TOURNAMENTS = 6

Kind = Literal["table", "tournament"]
KINDS: tuple[Kind, ...] = ("table", "tournament")


class SeatingError(FeltsideError, ValueError):
    """Adding a table or a tournament would pass the limit; nothing was opened."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a table or a tournament cannot be added: the English sentence, its key, params."""

    key: str
    sentence: str
    params: tuple[tuple[str, int], ...] = ()

    def error(self) -> SeatingError:
        return SeatingError(self.sentence, key=self.key, **dict(self.params))


_SENTENCES = {
    "table": ("seating.tables_full",
              "{limit} house tables are open, the most at once: leave one with ✕ to open another."),
    "tournament": ("seating.tournaments_full",
                   "{limit} Twister tournaments are being played, the most at once: "
                   "one must finish before another starts."),
}


@dataclass(frozen=True, slots=True)
class Seating:
    """What is open now: house tables, and Twister tournaments still being played."""

    tables: int = 0
    tournaments: int = 0

    def __post_init__(self) -> None:
        if self.tables < 0 or self.tournaments < 0:
            raise ValueError("Open tables and tournaments are counted from zero.")

    def limit(self, kind: Kind) -> int:
        return MAX_TABLES if kind == "table" else MAX_TOURNAMENTS

    def open_count(self, kind: Kind) -> int:
        return self.tables if kind == "table" else self.tournaments

    def room_for(self, kind: Kind) -> int:
        """How many more of ``kind`` may open now."""
        _check(kind)
        return max(0, self.limit(kind) - self.open_count(kind))

    def refusal(self, kind: Kind) -> Refusal | None:
        """Why one more ``kind`` cannot open now, or None when it can."""
        if self.room_for(kind) > 0:
            return None
        key, text = _SENTENCES[kind]
        limit = self.limit(kind)
        return Refusal(key, text.format(limit=limit), (("limit", limit),))

    def can_add(self, kind: Kind) -> bool:
        return self.refusal(kind) is None

    def verify_add(self, kind: Kind) -> None:
        """Raise :class:`SeatingError` (one sentence) when ``kind`` cannot be added."""
        refused = self.refusal(kind)
        if refused is not None:
            raise refused.error()

    def can_add_any(self) -> bool:
        """Room for a table or for a tournament (the multi-table view's empty slot)."""
        return any(self.can_add(kind) for kind in KINDS)


def _check(kind: str) -> None:
    if kind not in KINDS:
        raise ValueError(f"Seating knows tables and tournaments, not {kind!r}.")
