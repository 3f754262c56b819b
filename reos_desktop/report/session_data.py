"""Everything an evidence report shows about one session, read from the store and redacted.

The HTML, Markdown, PDF and JSON writers all render this one structure, so they cannot disagree about
what a session said or rested on.

A session is what the agent recorded (`agent/sessions.py`: one row per turn, each with its answer,
claims and evidence). An evidence-store session (`reos tool` runs, imported bundles) has evidence and no
turns; it can be reported too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reos_desktop import paths, storage
from reos_desktop.errors import UsageError
from reos_desktop.evidence.canonical import now_iso
from reos_desktop.redact import redact, redact_data


@dataclass
class ReportTurn:
    number: int
    question: str
    answer: str
    claims: list[dict[str, Any]]        # spans refer to `answer` as shown (after redaction)
    confidence: float | None
    task_completed: bool
    ending: str
    citations: list[str]
    suggested_command: str | None
    metadata: dict[str, Any]
    evidence_ids: list[str]
    answered_at: str | None
    mode: str = "ask"
    exit_code: int | None = None


@dataclass
class SessionReport:
    session_id: str
    kind: str
    title: str
    created_at: str | None
    provider: str | None
    model: str | None
    machine: dict[str, Any]
    turns: list[ReportTurn]
    evidence: list[dict[str, Any]]      # every item, each id once, in first-seen order
    generated_at: str = field(default_factory=now_iso)

    def item(self, evidence_id: str) -> dict[str, Any] | None:
        return next((e for e in self.evidence if e.get("id") == evidence_id), None)


MACHINE_FIELDS = ("hostname", "domain", "machine_id", "os_pretty_name", "os_name", "os_version", "kernel", "arch",
                  "cpu_model", "memory_total_bytes")


def latest_session_id(db_path: Path | None = None) -> str | None:
    """The session whose last turn is the newest; else the newest evidence-store session."""
    from reos_desktop.agent import sessions
    from reos_desktop.evidence.store import EvidenceStore

    db_path = db_path or paths.database_file()
    if not db_path.exists():
        return None
    found = sessions.latest_session_id(db_path)
    if found:
        return found
    with EvidenceStore(db_path) as store:
        return store.latest_session()


def load_session_report(session_id: str, db_path: Path | None = None) -> SessionReport:
    """Read one session; raises UsageError naming the session when there is no such session."""
    from reos_desktop.agent import sessions
    from reos_desktop.evidence import store as evidence_store
    from reos_desktop.evidence.store import EvidenceStore

    db_path = db_path or paths.database_file()
    if not db_path.exists():
        raise UsageError(f"there is no session {session_id!r}: nothing has been recorded yet (ask a question first)")
    conn = storage.connect(db_path, [evidence_store.MIGRATIONS, sessions.MIGRATIONS])
    try:
        row = conn.execute("SELECT id, kind, title, created_at FROM evidence_sessions WHERE id=?",
                           (session_id,)).fetchone()
        meta = dict(row) if row else None
        turn_rows = conn.execute("SELECT mode, result, created_at FROM agent_turns WHERE session_id=? ORDER BY id",
                                 (session_id,)).fetchall()
    finally:
        conn.close()
    stored = []
    if meta is not None:
        with EvidenceStore(db_path) as store:
            stored = [item.model_dump(mode="json") for item in store.items(session_id)]
    if meta is None and not turn_rows:
        raise UsageError(f"there is no session {session_id!r}; 'reos report' without --session reports the latest")
    turns, evidence = _turns_and_evidence([(r["mode"], json.loads(r["result"]), r["created_at"]) for r in turn_rows])
    # Evidence recorded for the session but in no finished turn (a turn stopped midway, a `reos tool` run).
    known = {e.get("id") for e in evidence}
    evidence += [_clean_item(raw) for raw in stored if raw.get("id") not in known]
    last_meta = turns[-1].metadata if turns else {}
    meta = meta or {}
    return SessionReport(session_id=session_id, kind=meta.get("kind") or (turns[0].mode if turns else "ask"),
                         title=redact(meta.get("title") or ""), created_at=meta.get("created_at"),
                         provider=last_meta.get("provider"), model=last_meta.get("model"),
                         machine=_machine(evidence), turns=turns, evidence=evidence)


def _turns_and_evidence(rows: list[tuple[str, dict, str]]) -> tuple[list[ReportTurn], list[dict]]:
    evidence: list[dict] = []
    by_id: dict[str, dict] = {}
    turns = []
    for number, (mode, data, created_at) in enumerate(rows, start=1):
        renames: dict[str, str] = {}
        ids = []
        for raw in data.get("evidence") or []:
            item = _clean_item(raw)
            known = by_id.get(item["id"])
            if known is not None and known.get("sha256") != item.get("sha256"):
                # The same id with other data (the steady state read again in a later turn): keep both.
                new_id = f"{item['id']}~{number}"
                renames[item["id"]] = new_id
                item["id"] = new_id
                known = by_id.get(new_id)
            if known is None:
                by_id[item["id"]] = item
                evidence.append(item)
            ids.append(item["id"])
        answer, claims = redact_answer(data.get("answer") or "", data.get("claims") or [])
        for claim in claims:
            claim["evidence"] = [renames.get(e, e) for e in claim.get("evidence") or []]
        turns.append(ReportTurn(
            number=number, question=redact(data.get("question") or ""), answer=answer, claims=claims,
            confidence=data.get("confidence"), task_completed=bool(data.get("task_completed")),
            ending=data.get("ending") or "", citations=[renames.get(c, c) for c in data.get("citations") or []],
            suggested_command=redact(data["suggested_command"]) if data.get("suggested_command") else None,
            metadata=redact_data(data.get("metadata") or {}), evidence_ids=ids, answered_at=created_at,
            mode=mode, exit_code=data.get("exit_code")))
    return turns, evidence


def _clean_item(raw: dict[str, Any]) -> dict[str, Any]:
    """A redacted copy of one evidence item. Its sha256 stays the one recorded (it names the evidence as
    read); when redacting here changed the data, the item says so."""
    item = dict(raw)
    item.setdefault("id", "")
    if item.get("data") is not None:
        cleaned = redact_data(item["data"])
        if cleaned != item["data"]:
            item["redacted_in_report"] = True
        item["data"] = cleaned
    for key in ("text", "error", "summary"):
        if isinstance(item.get(key), str):
            item[key] = redact(item[key])
    for key in ("args", "invocation"):
        if item.get(key) is not None:
            item[key] = redact_data(item[key])
    return item


def redact_answer(answer: str, claims: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """Redact an answer without breaking its claims' spans: each piece between span edges is redacted on
    its own and the spans are moved by what redaction added or removed before them."""
    claims = [dict(c) for c in claims]
    edges = sorted({0, len(answer)} | {min(max(int(p), 0), len(answer))
                                       for c in claims for p in (c.get("span") or [])[:2]})
    moved: dict[int, int] = {0: 0}
    out = []
    length = 0
    for start, end in zip(edges, edges[1:]):
        piece = redact(answer[start:end])
        out.append(piece)
        length += len(piece)
        moved[end] = length
    for claim in claims:
        span = claim.get("span") or []
        if len(span) >= 2:
            s, e = (min(max(int(p), 0), len(answer)) for p in span[:2])
            claim["span"] = [moved.get(s, s), moved.get(e, e)]
        if isinstance(claim.get("text"), str):
            claim["text"] = redact(claim["text"])
        if isinstance(claim.get("reason"), str):
            claim["reason"] = redact(claim["reason"])
    return "".join(out), claims


def _machine(evidence: list[dict[str, Any]]) -> dict[str, Any]:
    steady = [e for e in evidence if e.get("kind") == "steady_state" and isinstance(e.get("data"), dict)]
    if not steady:
        return {}
    data = steady[-1]["data"]
    out = {name: data.get(name) for name in MACHINE_FIELDS if name in data}
    out["evidence_id"] = steady[-1]["id"]
    out["collected_at"] = steady[-1].get("collected_at")
    return out


def non_overlapping_claims(claims: list[dict[str, Any]], text_length: int) -> list[tuple[int, int, int]]:
    """(start, end, claim index) for claims with a usable span, in text order, cut so none overlap."""
    spans = []
    for index, claim in enumerate(claims):
        span = claim.get("span") or []
        if len(span) >= 2 and isinstance(span[0], int) and isinstance(span[1], int):
            start, end = max(0, span[0]), min(text_length, span[1])
            if end > start:
                spans.append((start, end, index))
    spans.sort()
    out: list[tuple[int, int, int]] = []
    last_end = 0
    for start, end, index in spans:
        start = max(start, last_end)
        if end > start:
            out.append((start, end, index))
            last_end = end
    return out
