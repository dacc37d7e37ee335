"""The save's schema: every table, index and trigger, its version, and how old saves migrate.

Every table of the save is created here (one schema, one version number), so the wallet,
settings, jackpot and key/value state always agree on what exists. A new save is made as
version 1 and then migrated, so new and old saves run the same SQL.
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 3

LEDGER_KINDS = (
    "top-up",
    "reset",
    "bet",
    "payout",
    "refund",
    "jackpot-contribution",
    "jackpot-win",
)
ROUND_STATUSES = ("open", "settled", "void")
JACKPOT_MOVES = ("seed", "contribution", "win", "reset", "removal")


def _in(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{v}'" for v in values)


SCHEMA_V1 = f"""
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE rounds (
    id          TEXT PRIMARY KEY,
    seq         INTEGER NOT NULL UNIQUE,
    code        TEXT NOT NULL,
    game        TEXT NOT NULL,
    table_name  TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ({_in(ROUND_STATUSES)})),
    started_at  TEXT NOT NULL,
    ended_at    TEXT,
    seed_hash   TEXT NOT NULL,
    seed        TEXT,
    config      TEXT NOT NULL DEFAULT '{{}}',
    record      TEXT,
    paid_cents  INTEGER,
    void_reason TEXT
);
CREATE INDEX rounds_status ON rounds(status);
CREATE INDEX rounds_game ON rounds(game);
CREATE TABLE ledger (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    at       TEXT NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ({_in(LEDGER_KINDS)})),
    amount   INTEGER NOT NULL CHECK (typeof(amount) = 'integer'),
    round_id TEXT REFERENCES rounds(id),
    spot     TEXT,
    note     TEXT,
    CHECK ((kind = 'bet' AND amount < 0)
        OR (kind IN ('top-up', 'payout', 'refund') AND amount > 0)
        OR kind NOT IN ('bet', 'top-up', 'payout', 'refund'))
);
CREATE INDEX ledger_round ON ledger(round_id);
CREATE TABLE wallet (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    balance INTEGER NOT NULL CHECK (typeof(balance) = 'integer' AND balance >= 0)
);
CREATE TRIGGER ledger_keeps_balance AFTER INSERT ON ledger BEGIN
    UPDATE wallet SET balance = balance + NEW.amount WHERE id = 1;
END;
CREATE TRIGGER ledger_never_changed BEFORE UPDATE ON ledger BEGIN
    SELECT RAISE(ABORT, 'ledger rows are never changed');
END;
CREATE TRIGGER ledger_never_deleted BEFORE DELETE ON ledger BEGIN
    SELECT RAISE(ABORT, 'ledger rows are never deleted');
END;
CREATE TRIGGER round_closed_once BEFORE UPDATE OF status ON rounds
WHEN OLD.status != 'open' BEGIN
    SELECT RAISE(ABORT, 'a finished round cannot change');
END;
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE jackpot (
    game          TEXT PRIMARY KEY,
    base_cents    INTEGER NOT NULL,
    amount_units  INTEGER NOT NULL CHECK (typeof(amount_units) = 'integer' AND amount_units >= 0),
    reserve_units INTEGER NOT NULL CHECK (typeof(reserve_units) = 'integer' AND reserve_units >= 0)
);
CREATE TABLE jackpot_movements (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    at            TEXT NOT NULL,
    game          TEXT NOT NULL REFERENCES jackpot(game),
    round_id      TEXT REFERENCES rounds(id),
    kind          TEXT NOT NULL CHECK (kind IN ({_in(JACKPOT_MOVES)})),
    stake_cents   INTEGER NOT NULL DEFAULT 0,
    jackpot_units INTEGER NOT NULL DEFAULT 0,
    reserve_units INTEGER NOT NULL DEFAULT 0,
    house_units   INTEGER NOT NULL DEFAULT 0,
    paid_cents    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX jackpot_movements_round ON jackpot_movements(round_id);
"""

#: Tables every current save must have (checked on open).
REQUIRED_TABLES = frozenset(
    {"meta", "rounds", "ledger", "wallet", "settings", "state", "jackpot", "jackpot_movements",
     "decisions"}
)

#: ``MIGRATIONS[n]`` turns a version ``n`` save into version ``n + 1``.
#: A new save is made as version 1 and then migrated, so both paths run the same SQL.
MIGRATIONS: dict[int, str] = {
    # 2: rounds remember which running process owns them (see ``ProcessLease``);
    #    history reads rounds by game and sequence, top-ups by kind.
    1: """
ALTER TABLE rounds ADD COLUMN owner TEXT;
DROP INDEX IF EXISTS rounds_game;
CREATE INDEX rounds_game ON rounds(game, seq);
CREATE INDEX IF NOT EXISTS ledger_kind ON ledger(kind);
""",
    # 3: the tamper-evident ledger (``gamelib.chain``): every ledger row carries a hash over
    #    its content and its predecessor's; a finished round is sealed into a second chain
    #    (``seal`` is its place there). A round keeps its seed, opening stakes and every
    #    decision from the deal on, so a round the process died in can be replayed and
    #    finished (``gamelib.recovery``). Old rows get their hashes once, on first open.
    2: """
ALTER TABLE ledger ADD COLUMN hash TEXT;
ALTER TABLE rounds ADD COLUMN stakes TEXT;
ALTER TABLE rounds ADD COLUMN seal INTEGER;
ALTER TABLE rounds ADD COLUMN hash TEXT;
CREATE UNIQUE INDEX rounds_seal ON rounds(seal);
CREATE TABLE decisions (
    round_id TEXT NOT NULL REFERENCES rounds(id),
    n        INTEGER NOT NULL,
    action   TEXT NOT NULL,
    params   TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (round_id, n)
);
""",
}


def split_statements(script: str) -> list[str]:
    """Cut an SQL script into whole statements (trigger bodies keep their inner ``;``)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        raise ValueError("the SQL script ends in the middle of a statement")
    return statements


def build_tables(conn: sqlite3.Connection, version: int) -> None:
    """Version 1's tables, then each migration up to ``version``: new and old saves alike."""
    for statement in split_statements(SCHEMA_V1):
        conn.execute(statement)
    for step in range(1, version):
        for statement in split_statements(MIGRATIONS[step]):
            conn.execute(statement)


def trigger_sql(name: str) -> str:
    """The ``CREATE TRIGGER`` statement of ``name`` exactly as the schema writes it."""
    for statement in split_statements(SCHEMA_V1):
        if statement.startswith(f"CREATE TRIGGER {name} "):
            return statement
    raise KeyError(name)


_SCHEMA_SQL = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"


def schema_of(conn: sqlite3.Connection) -> set[tuple[str, ...]]:
    """Every table, index and trigger of an open database, as stored."""
    return {tuple(str(v) for v in row) for row in conn.execute(_SCHEMA_SQL)}


_expected: dict[tuple[int, int], set[tuple[str, ...]]] = {}


def expected_schema(version: int | None = None) -> set[tuple[str, ...]]:
    """Every table, index and trigger of a save of ``version`` (default: current), as stored.

    A save whose schema differs (a garbled trigger, a dropped index) is damaged.
    """
    version = SCHEMA_VERSION if version is None else version
    key = (version, SCHEMA_VERSION)
    if key not in _expected:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            conn.execute("BEGIN")
            build_tables(conn, version)
            conn.execute("COMMIT")
            _expected[key] = schema_of(conn)
        finally:
            conn.close()
    return _expected[key]
