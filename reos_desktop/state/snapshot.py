"""A steady-state snapshot: every source's fields, what could not be read and why, and per-source timing."""

from __future__ import annotations

from typing import Any

# Plain classes rather than dataclasses: `reos state` is on a start-up budget and dataclasses costs ~8 ms to import.


class SourceRecord:
    """One source's part of a snapshot."""

    __slots__ = ("name", "fields", "unavailable", "collected_at", "duration_ms", "signature", "data_hash", "error")

    def __init__(self, name: str, fields: dict[str, Any], unavailable: dict[str, str], collected_at: str,
                 duration_ms: float, signature: Any, data_hash: str, error: str | None = None):
        self.name, self.fields, self.unavailable = name, fields, unavailable
        self.collected_at, self.duration_ms, self.signature = collected_at, duration_ms, signature
        self.data_hash, self.error = data_hash, error

    def meta(self) -> dict[str, Any]:
        return {"collected_at": self.collected_at, "duration_ms": round(self.duration_ms, 3),
                "signature": self.signature, "data_hash": self.data_hash, "error": self.error,
                "unavailable": self.unavailable}


class Snapshot:
    def __init__(self, root: str, collected_at: str, sources: dict[str, SourceRecord], id: int | None = None,
                 checked_at: str | None = None, stale_sources: list[str] | None = None):
        self.root, self.collected_at, self.sources = root, collected_at, sources
        self.id, self.checked_at = id, checked_at
        self.stale_sources = list(stale_sources or [])

    @property
    def fields(self) -> dict[str, Any]:
        merged: dict[str, Any] = {}
        for record in self.sources.values():
            merged.update(record.fields)
        return merged

    @property
    def unavailable(self) -> dict[str, str]:
        merged: dict[str, str] = {}
        for record in self.sources.values():
            merged.update(record.unavailable)
        return merged

    def get(self, name: str, default: Any = None) -> Any:
        for record in self.sources.values():
            if name in record.fields:
                return record.fields[name]
        return default

    def to_json(self) -> dict[str, Any]:
        """The object of evidence-bundle §3, plus the snapshot's own id, time, root and timing."""
        out: dict[str, Any] = dict(self.fields)
        out["unavailable"] = self.unavailable
        out["snapshot_id"] = self.id
        out["collected_at"] = self.collected_at
        out["checked_at"] = self.checked_at or self.collected_at
        out["root"] = self.root
        out["stale_sources"] = list(self.stale_sources)
        out["sources"] = {name: {"collected_at": r.collected_at, "duration_ms": round(r.duration_ms, 3),
                                 "error": r.error} for name, r in self.sources.items()}
        return out
