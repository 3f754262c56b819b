"""The last verdict of each saved check, kept in a small JSON file so that a flip is noticed across
restarts too. Qt-free: the scheduler in checks.py uses it, tests use it directly."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from reos_desktop import paths
from reos_desktop.evidence.canonical import now_iso

VERDICTS = {0: "true", 1: "false", 2: "poorly posed", 3: "cannot determine"}


def verdict_name(exit_code: int | None) -> str:
    return VERDICTS.get(exit_code, "cannot determine")


def normalise_checks(raw: list[Any]) -> list[dict[str, Any]]:
    """Saved checks from the settings: {"predicate", "interval_seconds"}; malformed entries are skipped."""
    out = []
    for entry in raw or []:
        if isinstance(entry, str):
            entry = {"predicate": entry}
        if not isinstance(entry, dict) or not str(entry.get("predicate") or "").strip():
            continue
        try:
            interval = max(30, int(entry.get("interval_seconds") or 300))
        except (TypeError, ValueError):
            interval = 300
        out.append({"predicate": str(entry["predicate"]).strip(), "interval_seconds": interval})
    return out


class VerdictMemory:
    def __init__(self, path: Path | None = None):
        self.path = path or paths.data_dir() / "saved-checks.json"
        self.entries: dict[str, dict[str, Any]] = {}
        try:
            data = json.loads(self.path.read_text())
            if isinstance(data, dict):
                self.entries = {k: v for k, v in data.items() if isinstance(v, dict)}
        except (OSError, ValueError):
            self.entries = {}

    def last(self, predicate: str) -> dict[str, Any] | None:
        return self.entries.get(predicate)

    def record(self, predicate: str, exit_code: int | None, explanation: str) -> tuple[str | None, str]:
        """Store a verdict; returns (the previous verdict or None, the new one)."""
        previous = self.entries.get(predicate, {}).get("verdict")
        verdict = verdict_name(exit_code)
        self.entries[predicate] = {"verdict": verdict, "exit_code": exit_code, "explanation": explanation,
                                   "checked_at": now_iso(),
                                   "changed_at": now_iso() if previous != verdict else
                                   self.entries.get(predicate, {}).get("changed_at")}
        self._save()
        return previous, verdict

    @staticmethod
    def is_flip(previous: str | None, new: str) -> bool:
        """A flip is a decided verdict turning into the other one (true to false, false to true). The
        first verdict is not a flip, and "cannot determine" is shown in the menu but never notified:
        it says the machine could not be read, not that it changed."""
        return previous in ("true", "false") and new in ("true", "false") and previous != new

    def _save(self) -> None:
        paths.ensure_dir(self.path.parent)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.entries, indent=2, ensure_ascii=False))
        os.replace(tmp, self.path)
