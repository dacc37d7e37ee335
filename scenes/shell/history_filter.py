"""What HISTORY shows: each round's unique code, the filters (game, result, date) and the
numbers of its chart (the balance over time, the net per game). No pygame: plain data in,
plain data out, so the tests read it directly.

A round's GAME CODE is its unique ``#HH:MM:SS-N`` (``gamelib.round_code``): the same at the
table, here and in the ``history`` and ``verify`` commands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from gamelib.clock import stored_moment
from gamelib.round_code import round_code

#: The RESULT filter's choices, in the order its button steps through them.
RESULTS = ("all", "won", "lost", "even")
#: The DATE filter's choices: everything, the player's today, the last 7 and 30 days.
PERIODS = ("all", "today", "week", "month")
_DAYS = {"week": 7, "month": 30}


def is_round(entry: Mapping[str, Any]) -> bool:
    return entry.get("type") == "round"


def net(entry: Mapping[str, Any]) -> int:
    """What a line changed the balance by: a round's win less its bet, a top-up's amount."""
    if is_round(entry):
        return int(entry.get("paid_cents", 0)) - int(entry.get("bet_cents", 0))
    return int(entry.get("amount_cents", 0))


def result_of(entry: Mapping[str, Any]) -> str:
    """'won', 'lost' or 'even' for a round (by its net)."""
    n = net(entry)
    return "won" if n > 0 else "lost" if n < 0 else "even"


def in_period(entry: Mapping[str, Any], period: str, now: datetime) -> bool:
    """Whether the line falls in ``period`` (days counted in the player's own time zone)."""
    if period == "all":
        return True
    moment = stored_moment(entry.get("at"))
    if moment is None:
        return False
    local_now, local = now.astimezone(), moment.astimezone()
    if period == "today":
        return local.date() == local_now.date()
    return local >= local_now - timedelta(days=_DAYS[period])


def filtered(entries: Iterable[Mapping[str, Any]], game: str | None = None, result: str = "all",
             period: str = "all", now: datetime | None = None) -> list[dict[str, Any]]:
    """The lines HISTORY shows: a game or a result picks rounds only (top-ups have neither)."""
    if result not in RESULTS:
        raise ValueError(f"A result filter is one of {', '.join(RESULTS)}, not {result!r}.")
    if period not in PERIODS:
        raise ValueError(f"A date filter is one of {', '.join(PERIODS)}, not {period!r}.")
    when = now or datetime.now(UTC)
    shown = []
    for entry in entries:
        if (game is not None or result != "all") and not is_round(entry):
            continue
        if game is not None and entry.get("game") != game:
            continue
        if result != "all" and result_of(entry) != result:
            continue
        if in_period(entry, period, when):
            shown.append(dict(entry))
    return shown


def _line_key(entry: Mapping[str, Any]) -> tuple[str, str, str]:
    """A line's identity across the copies the filters make."""
    return str(entry.get("type")), str(entry.get("id")), str(entry.get("at"))


def balance_series(entries: Iterable[Mapping[str, Any]], balance: int,
                   every: Iterable[Mapping[str, Any]] | None = None) -> list[int]:
    """The balance before the oldest line, then after each line, ending at ``balance`` (now).

    ``entries`` newest first, as the wallet gives them; walked back from today's balance.
    ``every``: all the lines when ``entries`` are the ones a filter picked; the balance then is
    the one the player really had before and after each picked line (the lines not shown moved
    it too), not today's balance less the picked lines only.

    >>> balance_series([{"type": "round", "bet_cents": 100, "paid_cents": 300},
    ...                 {"type": "top-up", "amount_cents": 1000}], 1200)
    [0, 1000, 1200]
    """
    shown = list(entries)
    if every is None:
        every = shown
    picked = {_line_key(entry) for entry in shown}
    after, series = balance, []
    for entry in every:
        key = _line_key(entry)
        if key in picked:
            series.append(after)
        after -= net(entry)
        if key in picked:
            before = after
    return (series + [before])[::-1] if series else [balance]


def net_by_game(entries: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Each game's net over its rounds (won less staked), games in the order first met."""
    totals: dict[str, int] = {}
    for entry in entries:
        if is_round(entry):
            game = str(entry.get("game", ""))
            totals[game] = totals.get(game, 0) + net(entry)
    return totals


#: What a player can type to find a round by its GAME CODE (``#23:04:46-57``).
CODE_KEYS = frozenset("0123456789:-#")


def find_round(entries: Iterable[Mapping[str, Any]], typed: str) -> str | None:
    """The id of the round whose GAME CODE is ``typed`` (the ``#`` optional), or None. A code
    typed without its ``-N`` finds the newest round started in that second.

    >>> rounds = [{"type": "round", "code": "#23:04:46", "id": "20261123-230446-000057"},
    ...           {"type": "round", "code": "#23:04:46", "id": "20261123-230446-000056"}]
    >>> find_round(rounds, "#23:04:46-56"), find_round(rounds, "23:04:46"), find_round(rounds, "23:04")
    ('20261123-230446-000056', '20261123-230446-000057', None)
    """
    wanted = typed.strip().lstrip("#")
    if not wanted:
        return None
    for entry in entries:
        if not is_round(entry):
            continue
        code = str(entry.get("code", "")).lstrip("#")
        if wanted in (round_code(code, str(entry.get("id", ""))), code):
            return str(entry.get("id", ""))
    return None
