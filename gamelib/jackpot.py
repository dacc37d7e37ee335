"""The progressive jackpot (Texas Hold'em Bonus FIRST 5 JACKPOT), persisted in the save.

Every jackpot bet adds 45 % of its stake to the jackpot and 5 % to the reserve that
seeds the next one. The jackpot is kept in *units* of 1/100 cent, so 45 % of any
whole-cent stake is exact and nothing is ever rounded away; the screen shows whole
cents (``amount``). A royal flush wins it, split equally in whole cents among the
round's winning bets (what cannot be split stays in the jackpot); then it restarts
from the reserve, never below the base (the house tops it up to the base).

The player's jackpot stake is an ordinary 'bet' row of the wallet and a jackpot win
an ordinary 'payout'; the jackpot tables only say where the jackpot's money came
from. Every change is one ``jackpot_movements`` row tied to its round, so a voided
round can be undone exactly (``reverse_round``). Call ``contribute``/``win`` inside
the wallet's transaction (``with wallet.transaction(): ...``) so the round and the
jackpot move together.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime
from typing import Any

from gamelib.errors import BetError, IllegalActionError
from gamelib.games import jackpot_game
from gamelib.storage import iso, transaction, utc_now

#: Units per cent: the jackpot is counted in hundredths of a cent.
UNITS_PER_CENT = 100
#: Percent of each jackpot stake added to the jackpot and to the reserve.
JACKPOT_PERCENT = 45
RESERVE_PERCENT = 5
#: The jackpot never restarts below € 5,000.00.
DEFAULT_BASE = 500_000


def _conn_of(owner: Any) -> sqlite3.Connection:
    conn = getattr(owner, "conn", owner)
    if not isinstance(conn, sqlite3.Connection):
        raise TypeError("Jackpot needs a Wallet or an sqlite3 connection")
    return conn


class Jackpot:
    """One game's progressive jackpot and its reserve, read and changed in the save."""

    def __init__(
        self,
        wallet_or_conn: Any,
        game: str | None = None,
        base: int = DEFAULT_BASE,
        *,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        if isinstance(base, bool) or not isinstance(base, int) or base <= 0:
            raise BetError(f"The jackpot base must be a positive number of cents, not {base!r}.")
        if game is None:  # the game whose definition shows the jackpot meter

            game = jackpot_game()
        if not isinstance(game, str) or not game:
            raise IllegalActionError("A jackpot needs a game name.")
        self.conn = _conn_of(wallet_or_conn)
        self.game = game
        self._clock = clock or getattr(wallet_or_conn, "now", None) or utc_now
        row = self.conn.execute("SELECT base_cents FROM jackpot WHERE game = ?", (game,)).fetchone()
        if row is None:
            with transaction(self.conn):
                if self._row() is None:
                    seed = base * UNITS_PER_CENT
                    self.conn.execute(
                        "INSERT INTO jackpot(game, base_cents, amount_units, reserve_units) "
                        "VALUES (?, ?, 0, 0)",
                        (game, base),
                    )
                    self._move("seed", None, jackpot=seed, house=seed)
            row = (base,)
        #: The floor the jackpot restarts from, in cents (as first stored for this game).
        self.base = int(row[0])

    # -- reading -------------------------------------------------------------------------

    def _row(self) -> tuple[int, int] | None:
        row = self.conn.execute(
            "SELECT amount_units, reserve_units FROM jackpot WHERE game = ?", (self.game,)
        ).fetchone()
        return None if row is None else (int(row[0]), int(row[1]))

    def _units(self) -> tuple[int, int]:
        row = self._row()
        if row is None:
            raise IllegalActionError(f"There is no jackpot for {self.game}.")
        return row

    @property
    def amount_units(self) -> int:
        """The jackpot exactly, in 1/100 cent."""
        return self._units()[0]

    @property
    def reserve_units(self) -> int:
        """The reserve exactly, in 1/100 cent."""
        return self._units()[1]

    @property
    def amount(self) -> int:
        """The jackpot shown on the meter, in whole cents (rounded down)."""
        return self.amount_units // UNITS_PER_CENT

    @property
    def reserve(self) -> int:
        """The reserve, in whole cents (rounded down)."""
        return self.reserve_units // UNITS_PER_CENT

    def share(self, share_count: int = 1) -> int:
        """What each of ``share_count`` winning bets would be paid now, in cents."""
        return self.amount // _count(share_count)

    def movements(self, round_id: str | None = None) -> list[dict[str, Any]]:
        """Every change of this jackpot (or one round's), oldest first."""
        sql = "SELECT * FROM jackpot_movements WHERE game = ?"
        args: tuple[Any, ...] = (self.game,)
        if round_id is not None:
            sql += " AND round_id = ?"
            args += (str(round_id),)
        return _dicts(self.conn.execute(sql + " ORDER BY id", args))

    # -- changing ------------------------------------------------------------------------

    def _move(
        self,
        kind: str,
        round_id: str | None,
        *,
        stake: int = 0,
        jackpot: int = 0,
        reserve: int = 0,
        house: int = 0,
        paid: int = 0,
    ) -> None:
        self.conn.execute(
            "INSERT INTO jackpot_movements(at, game, round_id, kind, stake_cents, jackpot_units, "
            "reserve_units, house_units, paid_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (iso(self._clock()), self.game, round_id, kind, stake, jackpot, reserve, house, paid),
        )
        self.conn.execute(
            "UPDATE jackpot SET amount_units = amount_units + ?, reserve_units = reserve_units + ? "
            "WHERE game = ?",
            (jackpot, reserve, self.game),
        )

    def _require_open(self, round_id: object) -> str:
        rid = str(getattr(round_id, "id", round_id))
        row = self.conn.execute("SELECT status FROM rounds WHERE id = ?", (rid,)).fetchone()
        if row is None:
            raise IllegalActionError(f"There is no round {rid}.")
        if row[0] != "open":
            raise IllegalActionError(f"Round {rid} is already {row[0]}.")
        return rid

    def contribute(self, round_id: object, stake: int) -> None:
        """Add 45 % of a jackpot stake to the jackpot and 5 % to the reserve (exactly)."""
        if isinstance(stake, bool) or not isinstance(stake, int) or stake <= 0:
            raise BetError(f"A jackpot stake must be a positive number of cents, not {stake!r}.")
        with transaction(self.conn):
            rid = self._require_open(round_id)
            self._move(
                "contribution",
                rid,
                stake=stake,
                jackpot=stake * UNITS_PER_CENT * JACKPOT_PERCENT // 100,
                reserve=stake * UNITS_PER_CENT * RESERVE_PERCENT // 100,
            )

    def win(self, round_id: object, share_count: int = 1) -> int:
        """The jackpot is won: returns the cents paid to each of ``share_count`` winning bets.

        The jackpot then restarts from the reserve (never below the base); what could not
        be split into whole cents stays in it. The caller pays the returned amount as a
        'payout' when it settles the round.
        """
        count = _count(share_count)
        with transaction(self.conn):
            rid = self._require_open(round_id)
            amount, reserve = self._units()
            each = amount // UNITS_PER_CENT // count
            paid_units = each * count * UNITS_PER_CENT
            self._move("win", rid, jackpot=-paid_units, paid=each * count)
            left = amount - paid_units
            house = max(0, self.base * UNITS_PER_CENT - (left + reserve))
            self._move("reset", rid, jackpot=reserve + house, reserve=-reserve, house=house)
        return each

    def remove_contribution(self, round_id: object) -> None:
        """Undo everything a (voided) round did to the jackpot; the wallet does this on void."""
        with transaction(self.conn):
            reverse_round(self.conn, str(getattr(round_id, "id", round_id)), iso(self._clock()))


def _count(share_count: object) -> int:
    if isinstance(share_count, bool) or not isinstance(share_count, int) or share_count < 1:
        raise IllegalActionError(
            f"The number of winning jackpot bets must be ≥ 1, not {share_count!r}."
        )
    return share_count


def _dicts(cur: sqlite3.Cursor) -> list[dict[str, Any]]:
    names = [d[0] for d in cur.description]
    return [dict(zip(names, row)) for row in cur.fetchall()]


def movements_for_round(conn: sqlite3.Connection, round_id: str) -> list[dict[str, Any]]:
    """Every jackpot change tied to one round (any game), oldest first."""
    return _dicts(
        conn.execute("SELECT * FROM jackpot_movements WHERE round_id = ? ORDER BY id", (round_id,))
    )


def reverse_round(conn: sqlite3.Connection, round_id: str, at: str) -> None:
    """Undo a round's jackpot changes (contributions, a win and its reset) with 'removal' rows.

    Runs inside the caller's transaction. If another round reset the jackpot since, the
    jackpot would drop below its base or the reserve below zero: the house covers that
    (``house_units``), so the jackpot still never shows less than its base.
    """
    rows = conn.execute(
        "SELECT game, kind = 'removal', SUM(jackpot_units), SUM(reserve_units) "
        "FROM jackpot_movements WHERE round_id = ? GROUP BY game, kind = 'removal'",
        (round_id,),
    ).fetchall()
    done = {game for game, is_removal, _j, _r in rows if is_removal}
    for game, is_removal, j_sum, r_sum in rows:
        if is_removal or game in done:
            continue
        current = conn.execute(
            "SELECT amount_units, reserve_units, base_cents FROM jackpot WHERE game = ?", (game,)
        ).fetchone()
        amount, reserve, base = int(current[0]), int(current[1]), int(current[2])
        new_amount = amount - int(j_sum)
        new_reserve = reserve - int(r_sum)
        house = 0
        if new_amount < base * UNITS_PER_CENT:
            house += base * UNITS_PER_CENT - new_amount
            new_amount = base * UNITS_PER_CENT
        if new_reserve < 0:
            house += -new_reserve
            new_reserve = 0
        stake = conn.execute(
            "SELECT COALESCE(SUM(stake_cents), 0) FROM jackpot_movements "
            "WHERE round_id = ? AND game = ? AND kind = 'contribution'",
            (round_id, game),
        ).fetchone()[0]
        conn.execute(
            "INSERT INTO jackpot_movements(at, game, round_id, kind, stake_cents, jackpot_units, "
            "reserve_units, house_units, paid_cents) VALUES (?, ?, ?, 'removal', ?, ?, ?, ?, 0)",
            (at, game, round_id, -int(stake), new_amount - amount, new_reserve - reserve, house),
        )
        conn.execute(
            "UPDATE jackpot SET amount_units = ?, reserve_units = ? WHERE game = ?",
            (new_amount, new_reserve, game),
        )


def integrity_problems(conn: sqlite3.Connection) -> list[str]:
    """Ways the jackpot tables fail to add up (empty when all is well)."""
    problems: list[str] = []
    rows = conn.execute(
        "SELECT j.game, j.amount_units, j.reserve_units, j.base_cents, "
        "COALESCE(SUM(m.jackpot_units), 0), COALESCE(SUM(m.reserve_units), 0) "
        "FROM jackpot j LEFT JOIN jackpot_movements m ON m.game = j.game GROUP BY j.game"
    ).fetchall()
    for game, amount, reserve, base, j_sum, r_sum in rows:
        if amount != j_sum or reserve != r_sum:
            problems.append(f"The {game} jackpot does not equal the sum of its movements.")
        if amount < base * UNITS_PER_CENT:
            problems.append(f"The {game} jackpot is below its base.")
    return problems
