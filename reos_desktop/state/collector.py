"""Runs the steady-state sources, each on its own, timed, and reuses what has not changed."""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Iterable

from reos_desktop.evidence.canonical import now_iso, parse_time, sha256_of
from reos_desktop.state.root import Root, SourceUnavailable
from reos_desktop.state.snapshot import Snapshot, SourceRecord
from reos_desktop.state.sources import SOURCES


def _reason(err: BaseException) -> str:
    if isinstance(err, SourceUnavailable):
        return str(err)
    if isinstance(err, PermissionError):
        return f"permission denied: {err.filename or err}"
    if isinstance(err, FileNotFoundError):
        return f"missing: {err.filename or err}"
    return f"{type(err).__name__}: {err}"


def collect_source(module, root: Root, now: str | None = None) -> SourceRecord:
    started = time.perf_counter()
    collected_at = now or now_iso()
    try:
        signature = module.signature(root)
    except Exception:  # a broken fingerprint only costs us the shortcut
        signature = None
    try:
        data = module.collect(root)
        unavailable = data.pop("_unavailable", {}) or {}
        fields = {name: data.get(name, empty) for name, empty in module.FIELDS.items()}
        fields.update({k: v for k, v in data.items() if k not in fields})
        error = None
    except Exception as err:  # one failing source never stops the others
        error = _reason(err)
        fields = {name: (empty.copy() if isinstance(empty, (list, dict)) else empty)
                  for name, empty in module.FIELDS.items()}
        unavailable = {name: error for name in module.FIELDS}
    return SourceRecord(
        name=module.NAME, fields=fields, unavailable=unavailable, collected_at=collected_at,
        duration_ms=(time.perf_counter() - started) * 1000, signature=signature,
        data_hash=sha256_of(fields), error=error,
    )


def _age_seconds(record: SourceRecord, now: datetime) -> float:
    when = parse_time(record.collected_at)
    return (now - when).total_seconds() if when else float("inf")


def changed_sources(previous: Snapshot, root: Root, modules: Iterable = SOURCES) -> list[str]:
    """Sources whose cheap signature differs from the snapshot's, or that are past their refresh age.

    Sources without a signature (their data comes from the kernel and is cheap) are re-read and compared.
    """
    now = datetime.now(timezone.utc)
    changed = []
    for module in modules:
        record = previous.sources.get(module.NAME)
        if record is None or _age_seconds(record, now) > module.MAX_AGE_S:
            changed.append(module.NAME)
            continue
        try:
            signature = module.signature(root)
        except Exception:
            signature = None
        if signature is None or record.error:
            # No fingerprint (or the source failed last time): read it again and compare the outcome.
            fresh = collect_source(module, root)
            if (fresh.data_hash, fresh.error) != (record.data_hash, record.error):
                changed.append(module.NAME)
        elif signature != record.signature:
            changed.append(module.NAME)
    return changed


def collect(root: Root | str = "/", previous: Snapshot | None = None, only: Iterable[str] | None = None) -> Snapshot:
    """Collect a snapshot. With `previous` and `only`, re-read just those sources and keep the rest."""
    root = root if isinstance(root, Root) else Root(root)
    now = now_iso()
    wanted = set(only) if only is not None else None
    records: dict[str, SourceRecord] = {}
    for module in SOURCES:
        if previous is not None and wanted is not None and module.NAME not in wanted and module.NAME in previous.sources:
            records[module.NAME] = previous.sources[module.NAME]
        else:
            records[module.NAME] = collect_source(module, root, now)
    return Snapshot(root=root.label, collected_at=now, sources=records, checked_at=now)


def refresh_if_changed(previous: Snapshot | None, root: Root | str = "/") -> tuple[Snapshot, list[str]]:
    """The cheap refresh: re-read only what changed. Returns the snapshot and the names of changed sources."""
    root = root if isinstance(root, Root) else Root(root)
    if previous is None:
        snapshot = collect(root)
        return snapshot, [m.NAME for m in SOURCES]
    changed = changed_sources(previous, root)
    if not changed:
        return previous, []
    snapshot = collect(root, previous=previous, only=changed)
    # A source re-read because of its age but found identical is not a change.
    really = [n for n in changed if n not in previous.sources or snapshot.sources[n].data_hash != previous.sources[n].data_hash]
    return snapshot, really
