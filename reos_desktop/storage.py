"""The SQLite file every subsystem shares, with tiny named migrations.

Each subsystem (state history, evidence store, sessions) owns its tables and passes its own list of
migrations; `connect` applies the ones that file has not seen yet. WAL keeps readers (the GUI) and the
writer (the collector thread) out of each other's way.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Iterable, Sequence

Migration = tuple[str, str]  # (unique name, SQL script)


def connect(path: Path, migrations: Iterable[Sequence[Migration]] = ()) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), timeout=10, isolation_level=None, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    _switch_to_wal(conn, deadline=time.monotonic() + 10)
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT DEFAULT CURRENT_TIMESTAMP)")
    applied = {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}
    for group in migrations:
        for name, sql in group:
            if name in applied:
                continue
            conn.execute("BEGIN IMMEDIATE")
            try:
                # Another process may have applied it while we waited for the lock.
                if conn.execute("SELECT 1 FROM schema_migrations WHERE name=?", (name,)).fetchone():
                    conn.execute("COMMIT")
                    continue
                for statement in _statements(sql):
                    conn.execute(statement)
                conn.execute("INSERT INTO schema_migrations(name) VALUES (?)", (name,))
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
    return conn


def _switch_to_wal(conn: sqlite3.Connection, deadline: float) -> None:
    """PRAGMA journal_mode=WAL, waiting for the lock. SQLite does not apply the busy timeout to this
    switch: on a fresh file, two connections (threads or processes) switching at the same moment make one
    fail at once with "database is locked", so it is retried until the connection's own timeout."""
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
