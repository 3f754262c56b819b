"""Sessions in the SQLite store: each turn's question, answer, claims, confidence and metadata; the
evidence itself goes to the evidence store, grouped by the same session id."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from reos_desktop import paths, storage
from reos_desktop.evidence.canonical import now_iso

# Sessions themselves (id, kind, title, time) live in the evidence store's table; turns point at them.
MIGRATIONS = [
    ("agent-1", """
        CREATE TABLE agent_turns (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL,
            mode TEXT NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL,
            task_completed INTEGER NOT NULL, confidence REAL, exit_code INTEGER,
            result TEXT NOT NULL, created_at TEXT NOT NULL
        );
        CREATE INDEX agent_turns_by_session ON agent_turns (session_id, id)
    """),
]


def turn_to_json(result) -> dict[str, Any]:
    """The JSON form of a TurnResult: what `reos ask --json` prints and what the store keeps."""
    verification = result.verification.to_json() if result.verification is not None else None
    out = {
        "question": result.question,
        "answer": result.answer,
        "task_completed": result.task_completed,
        "ending": result.ending,
        "confidence": verification["confidence"] if verification else None,
        "claims": verification["claims"] if verification else [],
        "citations": result.citations,
        "suggested_command": result.suggested_command,
        "evidence": [item.model_dump(exclude_none=False) for item in result.evidence],
        "metadata": result.metadata,
    }
    if result.exit_code is not None:
        out["exit_code"] = result.exit_code
        out["explanation"] = result.explanation
    if result.session_id:
        out["session_id"] = result.session_id
    return out


class SessionRecorder:
    def __init__(self, kind: str = "ask", title: str | None = None, provider: str | None = None,
                 model: str | None = None, db_path: Path | None = None):
        from reos_desktop.evidence.store import EvidenceStore

        self.db_path = db_path or paths.database_file()
        self.evidence_store = EvidenceStore(self.db_path)
        self.session_id = self.evidence_store.new_session(kind, (title or "")[:200])
        self._conn = storage.connect(self.db_path, [MIGRATIONS])
        self.provider, self.model = provider, model

    def add_evidence(self, item) -> None:
        """Tool evidence goes to the evidence store under the id the agent gave it (e1, e2 … per session)."""
        self.evidence_store.add(self.session_id, item, keep_id=True)

    def save_turn(self, result, mode: str) -> int:
        result.session_id = self.session_id
        data = turn_to_json(result)
        cur = self._conn.execute(
            "INSERT INTO agent_turns (session_id, mode, question, answer, task_completed, confidence, exit_code, "
            "result, created_at) VALUES (?,?,?,?,?,?,?,?,?)",
            (self.session_id, mode, result.question, result.answer, int(result.task_completed), data["confidence"],
             result.exit_code, json.dumps(data, ensure_ascii=False, default=str), now_iso()))
        result.turn_id = cur.lastrowid
        return cur.lastrowid

    def first_remote_use(self, provider: str) -> bool:
        """True the first time this user sends machine data to `provider` (a marker file remembers it)."""
        marker = paths.ensure_dir(paths.data_dir()) / f"remote-{provider}-acknowledged"
        if marker.exists():
            return False
        marker.write_text(now_iso() + "\n")
        return True


def load_turns(session_id: str, db_path: Path | None = None) -> list[dict[str, Any]]:
    conn = storage.connect(db_path or paths.database_file(), [MIGRATIONS])
    rows = conn.execute("SELECT result FROM agent_turns WHERE session_id=? ORDER BY id", (session_id,)).fetchall()
    return [json.loads(r["result"]) for r in rows]


def latest_session_id(db_path: Path | None = None) -> str | None:
    conn = storage.connect(db_path or paths.database_file(), [MIGRATIONS])
    row = conn.execute("SELECT session_id FROM agent_turns ORDER BY id DESC LIMIT 1").fetchone()
    return row["session_id"] if row else None
