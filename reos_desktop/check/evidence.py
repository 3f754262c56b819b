"""The evidence one predicate or question rests on: tool runs (each asked once), and the steady state.

`run_tool(name, args) -> EvidenceItem` comes from the caller, who numbers and stores the items. The steady
state comes as a Snapshot, a dict of its fields, a zero-argument callable that returns either (so it is
only loaded when a part needs it), and/or a ready steady-state EvidenceItem; its id is cited for steady
facts. Only the items a decision actually used are reported.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from reos_desktop.errors import UsageError


class Reading:
    """One tool's answer as a decision sees it."""

    __slots__ = ("tool", "args", "item", "error", "data")

    def __init__(self, tool: str, args: dict, item: Any = None, error: str | None = None):
        self.tool, self.args, self.item = tool, args, item
        self.error = error if error is not None else (getattr(item, "error", None) if item is not None else None)
        self.data = getattr(item, "data", None) if item is not None else None

    @property
    def id(self) -> str | None:
        return getattr(self.item, "id", None) or None

    @property
    def ok(self) -> bool:
        return self.error is None and isinstance(self.data, dict)

    @property
    def complete(self) -> bool:
        """Everything within the arguments' scope was read (nothing cut, nothing unreadable)."""
        if not self.ok or not getattr(self.item, "complete", True):
            return False
        return not (self.data.get("truncated") or self.data.get("unreadable"))

    def incomplete_why(self) -> str:
        """Why a negative cannot rest on this reading, in a few words."""
        if self.error:
            return self.error
        parts = []
        for key in ("truncated", "unreadable"):
            value = (self.data or {}).get(key)
            if isinstance(value, dict):
                parts += [f"{k}: {v}" for k, v in value.items()]
            elif value:
                parts.append(str(value))
        return "; ".join(parts) or "the tool said its reading was incomplete"

    def cite(self) -> str:
        return f" [{self.id}]" if self.id else ""


class Gatherer:
    def __init__(self, run_tool: Callable[[str, dict], Any] | None, snapshot: Any = None, steady_item: Any = None,
                 steady_id: str = "s0"):
        self._run_tool = run_tool
        self._snapshot = snapshot
        self._steady_item = steady_item
        self._steady_id = getattr(steady_item, "id", None) or steady_id
        self._steady_fields: dict | None = None
        self._steady_loaded = False
        self._cache: dict[str, Reading] = {}
        self.used: list[Any] = []   # evidence items in the order they were first used
        self._used_ids: set[int] = set()

    # -- tools ----------------------------------------------------------------------------------------
    def tool(self, name: str, args: dict | None = None) -> Reading:
        args = dict(args or {})
        key = name + json.dumps(args, sort_keys=True, default=str)
        if key in self._cache:
            reading = self._cache[key]
        else:
            if self._run_tool is None:
                reading = Reading(name, args, error="no tools can be run here")
            else:
                try:
                    item = self._run_tool(name, args)
                except UsageError as err:
                    reading = Reading(name, args, error=str(err))
                else:
                    reading = Reading(name, args, item)
            self._cache[key] = reading
        if reading.item is not None and id(reading.item) not in self._used_ids:
            self._used_ids.add(id(reading.item))
            self.used.append(reading.item)
        return reading

    # -- steady state ---------------------------------------------------------------------------------
    def _load(self) -> None:
        if self._steady_loaded:
            return
        self._steady_loaded = True
        source = self._snapshot
        if callable(source) and not hasattr(source, "fields"):
            try:
                source = source()
            except Exception as err:  # a broken store must not break a check: the steady facts are then unknown
                self._steady_error = f"the steady state could not be loaded: {err}"
                source = None
            self._snapshot = source
        if source is not None:
            self._steady_fields = source.to_json() if hasattr(source, "to_json") else dict(source)
        elif self._steady_item is not None and isinstance(getattr(self._steady_item, "data", None), dict):
            self._steady_fields = dict(self._steady_item.data)

    def steady(self, field: str) -> tuple[Any, str | None]:
        """(value, None) or (None, why it is unknown). Marks the steady item as used when a value is given."""
        self._load()
        if self._steady_fields is None:
            return None, getattr(self, "_steady_error", None) or "no steady-state snapshot was given"
        unavailable = self._steady_fields.get("unavailable") or {}
        if field in unavailable:
            return None, f"{field} could not be read: {unavailable[field]}"
        if field not in self._steady_fields or self._steady_fields[field] is None:
            return None, f"the steady state has no {field}"
        self._use_steady()
        return self._steady_fields[field], None

    def snapshot_object(self) -> Any:
        """The Snapshot itself (for its id and history), when the caller gave one."""
        self._load()
        return self._snapshot if hasattr(self._snapshot, "sources") else None

    def steady_fields(self) -> dict | None:
        self._load()
        return self._steady_fields

    @property
    def steady_id(self) -> str:
        return self._steady_id

    def steady_cite(self) -> str:
        return f" [{self._steady_id}]"

    def _use_steady(self) -> None:
        item = self.steady_item()
        if item is not None and id(item) not in self._used_ids:
            self._used_ids.add(id(item))
            self.used.append(item)

    def steady_item(self) -> Any:
        """The steady-state evidence item (made from the snapshot when the caller gave none)."""
        if self._steady_item is None and self._steady_fields is not None:
            from reos_desktop.evidence.canonical import now_iso
            from reos_desktop.evidence.models import EvidenceItem

            collected = self._steady_fields.get("collected_at") or now_iso()
            self._steady_item = EvidenceItem(id=self._steady_id, kind="steady_state", collected_at=collected,
                                             data=self._steady_fields)
        return self._steady_item

    @property
    def citations(self) -> list[str]:
        return [item.id for item in self.used if getattr(item, "id", None)]
