"""The evidence store: every evidence item a session gathered, with its id, hash, time and invocation.

    store = EvidenceStore()                       # the shared SQLite file (paths.database_file())
    session = store.new_session("ask", "Is nginx running?")
    item = store.add(session, registry.run("linux_service_status", {"name": "nginx"}))
    item.id                                       # "e1", then "e2" … within this session
    bundle = store.export_bundle(session, question=…, answer=…)   # spec §1 bundle

Ids are given here, per session, in the order items are added (the registry leaves them empty). The
sha256 is always recomputed from the stored data, so a stored hash cannot disagree with its data.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
from pathlib import Path
from typing import Any

from reos_desktop import storage
from reos_desktop.errors import UsageError
from reos_desktop.evidence.canonical import canonical_json, now_iso, sha256_of
from reos_desktop.evidence.models import EvidenceBundle, EvidenceItem

MIGRATIONS = [
    ("evidence_001_sessions_items", """
        CREATE TABLE IF NOT EXISTS evidence_sessions (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS evidence_items (
            session_id TEXT NOT NULL REFERENCES evidence_sessions(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            id TEXT NOT NULL,
            kind TEXT NOT NULL,
            tool TEXT,
            args_json TEXT NOT NULL DEFAULT '{}',
            collected_at TEXT NOT NULL,
            complete INTEGER NOT NULL,
            error TEXT,
            sha256 TEXT,
            duration_ms REAL,
            invocation_json TEXT,
            item_json TEXT NOT NULL,
            PRIMARY KEY (session_id, seq),
            UNIQUE (session_id, id)
        );
        CREATE INDEX IF NOT EXISTS evidence_items_tool ON evidence_items(tool, collected_at);
        CREATE INDEX IF NOT EXISTS evidence_sessions_created ON evidence_sessions(created_at)
    """),
]


class EvidenceStore:
    def __init__(self, db_path: str | Path | None = None):
        if db_path is None:
            from reos_desktop.paths import database_file

            db_path = database_file()
        self.path = Path(db_path)
        self._conn: sqlite3.Connection = storage.connect(self.path, [MIGRATIONS])

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "EvidenceStore":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- sessions ---------------------------------------------------------------------------------
    def new_session(self, kind: str = "ask", title: str = "") -> str:
        """A new session id, e.g. `s-20261122-100130-3f9a1c`: sortable by time, unique by the suffix."""
        created = now_iso()
        session_id = "s-" + created[:19].replace("-", "").replace(":", "").replace("T", "-") + "-" + secrets.token_hex(3)
        self._conn.execute("INSERT INTO evidence_sessions(id, kind, title, created_at) VALUES (?,?,?,?)",
                           (session_id, kind, title, created))
        return session_id

    def sessions(self, limit: int = 20, kind: str | None = None) -> list[dict]:
        """The newest sessions first, with how many items each holds."""
        sql = ("SELECT s.id, s.kind, s.title, s.created_at, COUNT(i.seq) AS items FROM evidence_sessions s "
               "LEFT JOIN evidence_items i ON i.session_id = s.id ")
        params: list[Any] = []
        if kind:
            sql += "WHERE s.kind = ? "
            params.append(kind)
        sql += "GROUP BY s.id ORDER BY s.created_at DESC, s.rowid DESC LIMIT ?"
        params.append(limit)
        return [dict(row) for row in self._conn.execute(sql, params)]

    def latest_session(self, kind: str | None = None) -> str | None:
        found = self.sessions(limit=1, kind=kind)
        return found[0]["id"] if found else None

    def _require_session(self, session_id: str) -> None:
        if not self._conn.execute("SELECT 1 FROM evidence_sessions WHERE id=?", (session_id,)).fetchone():
            raise UsageError(f"no evidence session {session_id!r}")

    # -- items ------------------------------------------------------------------------------------
    def add(self, session_id: str, item: EvidenceItem | dict, keep_id: bool = False) -> EvidenceItem:
        """Store a copy of `item` under the next id of the session (e1, e2 …) and return that copy.

        With keep_id the item's own id is kept (importing a bundle whose answer cites those ids)."""
        stored = (item if isinstance(item, EvidenceItem) else EvidenceItem.model_validate(
            dict(item, id=item.get("id", "") or ""))).model_copy(deep=True)
        stored.sha256 = sha256_of(stored.data) if stored.data is not None else None
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._require_session(session_id)
            row = self._conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM evidence_items WHERE session_id=?",
                                     (session_id,)).fetchone()
            seq = row[0]
            if not (keep_id and stored.id):
                stored.id = f"e{seq}"
            extra = stored.model_extra or {}
            self._conn.execute(
                "INSERT INTO evidence_items(session_id, seq, id, kind, tool, args_json, collected_at, complete, error,"
                " sha256, duration_ms, invocation_json, item_json) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (session_id, seq, stored.id, stored.kind, stored.tool, canonical_json(stored.args), stored.collected_at,
                 int(stored.complete), stored.error, stored.sha256, extra.get("duration_ms"),
                 json.dumps(extra.get("invocation")) if extra.get("invocation") is not None else None,
                 json.dumps(stored.model_dump(mode="json"), ensure_ascii=False)))
            self._conn.execute("COMMIT")
        except sqlite3.IntegrityError:
            self._conn.execute("ROLLBACK")
            raise UsageError(f"evidence id {stored.id} is used twice in session {session_id}") from None
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        return stored

    def add_user_text(self, session_id: str, text: str) -> EvidenceItem:
        """The user's own words as evidence (kind `user`)."""
        return self.add(session_id, EvidenceItem(id="", kind="user", collected_at=now_iso(), text=text))

    def items(self, session_id: str) -> list[EvidenceItem]:
        rows = self._conn.execute("SELECT item_json FROM evidence_items WHERE session_id=? ORDER BY seq",
                                  (session_id,)).fetchall()
        return [EvidenceItem.model_validate_json(row[0]) for row in rows]

    def item(self, session_id: str, evidence_id: str) -> EvidenceItem | None:
        row = self._conn.execute("SELECT item_json FROM evidence_items WHERE session_id=? AND id=?",
                                 (session_id, evidence_id)).fetchone()
        return EvidenceItem.model_validate_json(row[0]) if row else None

    # -- bundles ----------------------------------------------------------------------------------
    def export_bundle(self, session_id: str, question: str | None = None, answer: str | None = None,
                      now: str | None = None) -> EvidenceBundle:
        """The session's items as an evidence bundle (spec §1); `now` defaults to this moment."""
        self._require_session(session_id)
        return EvidenceBundle(now=now or now_iso(), question=question, answer=answer, evidence=self.items(session_id),
                              session=session_id)

    def import_bundle(self, bundle: EvidenceBundle | dict, kind: str = "import", title: str = "") -> str:
        """A new session holding a bundle's items, with their ids kept (the answer cites them)."""
        if isinstance(bundle, dict):
            bundle = EvidenceBundle.model_validate(bundle)
        session_id = self.new_session(kind, title or (bundle.question or ""))
        for item in bundle.evidence:
            self.add(session_id, item, keep_id=True)
        return session_id
