"""Snapshot history in the SQLite store.

Each source's data is stored once per distinct content (keyed by its hash), so an hourly snapshot in
which only the package list changed adds one blob, not a copy of everything. A refresh that finds
exactly what the latest snapshot holds does not add a snapshot; it only records that it checked.
"""

from __future__ import annotations

import json
from pathlib import Path

from reos_desktop import paths, storage
from reos_desktop.state.snapshot import Snapshot, SourceRecord

MIGRATIONS = [
    ("state-1", """
        CREATE TABLE state_blobs (hash TEXT PRIMARY KEY, data TEXT NOT NULL);
        CREATE TABLE state_snapshots (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            root TEXT NOT NULL,
            collected_at TEXT NOT NULL,
            checked_at TEXT NOT NULL,
            meta TEXT NOT NULL
        );
        CREATE INDEX state_snapshots_by_root ON state_snapshots (root, id)
    """),
]


class StateHistory:
    def __init__(self, db_path: Path | None = None):
        self.db_path = db_path or paths.database_file()
        self._conn = storage.connect(self.db_path, [MIGRATIONS])

    def close(self) -> None:
        self._conn.close()

    def save(self, snapshot: Snapshot) -> int:
        latest = self.latest(snapshot.root)
        meta = {name: record.meta() for name, record in snapshot.sources.items()}
        checked = snapshot.checked_at or snapshot.collected_at
        if latest is not None and _same_data(latest, snapshot):
            self._conn.execute("UPDATE state_snapshots SET checked_at=?, meta=? WHERE id=?",
                               (checked, json.dumps(meta), latest.id))
            snapshot.id = latest.id
            snapshot.collected_at = latest.collected_at
            return latest.id
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            for record in snapshot.sources.values():
                conn.execute("INSERT OR IGNORE INTO state_blobs (hash, data) VALUES (?, ?)",
                             (record.data_hash, json.dumps(record.fields, ensure_ascii=False)))
            cur = conn.execute(
                "INSERT INTO state_snapshots (root, collected_at, checked_at, meta) VALUES (?, ?, ?, ?)",
                (snapshot.root, snapshot.collected_at, checked, json.dumps(meta)))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        snapshot.id = cur.lastrowid
        return snapshot.id

    def latest(self, root: str = "/") -> Snapshot | None:
        row = self._conn.execute("SELECT * FROM state_snapshots WHERE root=? ORDER BY id DESC LIMIT 1", (root,)).fetchone()
        return self._load(row) if row else None

    def get(self, snapshot_id: int) -> Snapshot | None:
        row = self._conn.execute("SELECT * FROM state_snapshots WHERE id=?", (snapshot_id,)).fetchone()
        return self._load(row) if row else None

    def previous(self, snapshot: Snapshot) -> Snapshot | None:
        row = self._conn.execute("SELECT * FROM state_snapshots WHERE root=? AND id<? ORDER BY id DESC LIMIT 1",
                                 (snapshot.root, snapshot.id)).fetchone()
        return self._load(row) if row else None

    def list(self, root: str = "/", limit: int = 50) -> list[dict]:
        rows = self._conn.execute("SELECT id, collected_at, checked_at FROM state_snapshots WHERE root=? "
                                  "ORDER BY id DESC LIMIT ?", (root, limit)).fetchall()
        return [dict(row) for row in rows]

    def _load(self, row) -> Snapshot:
        meta = json.loads(row["meta"])
        hashes = [m["data_hash"] for m in meta.values()]
        marks = ",".join("?" * len(hashes))
        blobs = {h: json.loads(d) for h, d in self._conn.execute(
            f"SELECT hash, data FROM state_blobs WHERE hash IN ({marks})", hashes)}
        sources = {
            name: SourceRecord(name=name, fields=blobs.get(m["data_hash"], {}), unavailable=m.get("unavailable", {}),
                               collected_at=m["collected_at"], duration_ms=m["duration_ms"],
                               signature=m.get("signature"), data_hash=m["data_hash"], error=m.get("error"))
            for name, m in meta.items()
        }
        return Snapshot(root=row["root"], collected_at=row["collected_at"], sources=sources,
                        id=row["id"], checked_at=row["checked_at"])


def _same_data(a: Snapshot, b: Snapshot) -> bool:
    return {n: r.data_hash for n, r in a.sources.items()} == {n: r.data_hash for n, r in b.sources.items()}
