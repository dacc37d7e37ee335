"""A round's unique code, ``#HH:MM:SS-N``: what the table's GAME CODE, HISTORY, ``history``
and ``verify`` all show and accept.

A round is stored with its start time, ``#HH:MM:SS`` GMT, as a live table calls it; rounds
started in the same second share that, so the code shown adds the round's sequence number
from its stored id (``20261123-230446-000057`` -> ``#23:04:46-57``).

>>> round_code("#23:04:46", "20261123-230446-000057")
'#23:04:46-57'
>>> round_code("#23:04:46-57", "20261123-230446-000057")  # already unique: unchanged
'#23:04:46-57'
>>> round_code("#23:04:46", "not-a-stored-id")
'#23:04:46'
>>> parse_code("#23:04:46-57"), parse_code("23:04:46-57"), parse_code("#23:04:46")
(('#23:04:46', 57), ('#23:04:46', 57), None)
"""

from __future__ import annotations

import re
import sqlite3

from gamelib.errors import IllegalActionError

_CODE = re.compile(r"^#?(\d{2}:\d{2}:\d{2})-(\d{1,18})$")


def round_code(code: str, round_id: str) -> str:
    """The unique code of a round from its stored ``code`` and ``id`` (the one function)."""
    seq = round_id.rpartition("-")[2]
    if not code or not seq.isdigit():
        return code
    unique = f"{code}-{int(seq)}"
    return code if code.endswith(f"-{int(seq)}") and parse_code(code) is not None else unique


def parse_code(text: str) -> tuple[str, int] | None:
    """(stored code, sequence number) of a unique code as typed (the ``#`` may be left out),
    or None when ``text`` is not one."""
    m = _CODE.match(text.strip())
    return (f"#{m.group(1)}", int(m.group(2))) if m else None


def round_id_of_code(conn: sqlite3.Connection, text: str) -> str:
    """The id of the round whose unique code is ``text``; an unknown code is an error naming it."""
    parsed = parse_code(text)
    if parsed is None:
        raise IllegalActionError(f"'{text}' is not a round code (like #23:04:46-57).")
    code, seq = parsed
    row = conn.execute("SELECT id FROM rounds WHERE seq = ? AND code = ?", (seq, code)).fetchone()
    if row is None:
        raise IllegalActionError(f"No round has the code {code}-{seq}.")
    return str(row[0])
