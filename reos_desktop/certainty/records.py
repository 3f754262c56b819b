"""Evidence records: each row or object of one evidence item, flattened to what a claim could be checked against.

A record is the smallest thing that says several facts together: one process of a process list, one unit of
a service status, one container, one log entry, one line of a file read, one package event, the object of a
system-information reading. Nested objects belong to the record that holds them (a pod's status); lists of
objects are records of their own (a pod's containers are not the pod). Large flat maps (installed packages:
name -> version) are split into one record per key, so a name and a version only go together when the
evidence puts them together.

The fallback verifier (corroborate.py) asks of a claim that everything checkable in it is said by ONE record.
Records are built lazily, once per fact index, only for claims that reach the fallback.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from reos_desktop.certainty.lexicon import STATE_PHRASES
from reos_desktop.evidence.canonical import parse_time

# Keys whose values say what state the thing is in.
_STATE_KEYS = frozenset({"state", "status", "active_state", "sub_state", "phase", "health", "load_state",
                         "unit_file_state", "action", "condition", "result"})
# Boolean keys and the states their true / false values say.
_BOOL_STATES = {"is_up": ("running", "stopped"), "up": ("running", "stopped"), "ready": ("ready", "notready"),
                "enabled": ("enabled", "disabled"), "active": ("active", "inactive"),
                "running": ("running", "stopped"), "healthy": ("healthy", "unhealthy")}
_SPLIT_MAP_AT = 24           # a flat map with more keys than this is a table, one record per key
_TOKEN_RE = re.compile(r"[a-z0-9][a-z0-9_.+~@-]*[a-z0-9]|[a-z0-9]")
_ISO_RE = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}")


@dataclass(eq=False)
class Record:
    eid: str
    path: str                                   # where in the item, e.g. "processes", "listening"
    words: set[str] = field(default_factory=set)        # tokens of every string value, whole and in parts
    keys: set[str] = field(default_factory=set)         # the words of the keys and of the path
    numbers: list[tuple[str, float]] = field(default_factory=list)   # (key, value) of numeric fields
    strings: list[str] = field(default_factory=list)    # string values that hold digits (sizes, durations)
    times: list[datetime] = field(default_factory=list)
    states: set[str] = field(default_factory=set)       # canonical states of the state fields


def tokens_of(text: str) -> set[str]:
    """"postgres:16.6" -> postgres:16.6's parts: postgres, 16.6; "slurmctld.service" -> also slurmctld, service."""
    out: set[str] = set()
    for tok in _TOKEN_RE.findall(text.lower()):
        out.add(tok)
        for part in re.split(r"[_@+~-]", tok):
            if part:
                out.add(part.strip("."))
        if not re.fullmatch(r"[\d.]+", tok):   # "16.6" stays a number; "nginx.service" gives its parts
            out.update(p for p in tok.split(".") if p)
    return out


def _add_scalar(rec: Record, key: str, value) -> None:
    rec.keys.update(w for w in re.split(r"[_\W]+", key.lower()) if w)
    if isinstance(value, bool):
        pair = _BOOL_STATES.get(key.lower())
        if pair:
            rec.states.add(pair[0] if value else pair[1])
        return
    if isinstance(value, (int, float)):
        rec.numbers.append((key.lower(), float(value)))
        rec.words.add(str(value))
        return
    if not isinstance(value, str) or not value:
        return
    low = value.lower()
    rec.words |= tokens_of(low)
    if key.lower() in _STATE_KEYS:
        first = low.split()[0].strip("()") if low.split() else low
        for word in (low, first, re.sub(r"\s*\(.*\)$", "", low)):
            if word in STATE_PHRASES:
                rec.states.add(STATE_PHRASES[word])
        rec.states.add(first)
    if _ISO_RE.match(value):
        when = parse_time(value)
        if when is not None:
            rec.times.append(when)
    elif any(ch.isdigit() for ch in value) and len(value) < 240:
        rec.strings.append(value)


def _entry(eid: str, path: str, key, value) -> Record:
    one = Record(eid, path)
    _add_scalar(one, "name", str(key))
    _add_scalar(one, "value", value)
    one.keys.update(w for w in re.split(r"[_\W]+", path) if w)
    return one


def _walk(obj, eid: str, path: str, out: list[Record], rec: Record | None = None, big: list | None = None) -> None:
    if isinstance(obj, dict):
        if len(obj) > _SPLIT_MAP_AT and all(not isinstance(v, (dict, list)) for v in obj.values()):
            # installed packages and the like: one record per entry, made only when a claim names its key
            if big is not None:
                big.append((eid, path, obj, None))   # its lower-case keys are found when first asked (below)
            return
        own = rec is None
        if own:
            rec = Record(eid, path)
            rec.keys.update(w for w in re.split(r"[_\W]+", path) if w)
            out.append(rec)
        for key, value in obj.items():
            if isinstance(value, dict):
                _walk(value, eid, key, out, rec, big)
            elif isinstance(value, list):
                if value and all(not isinstance(v, (dict, list)) for v in value) and key != "lines":
                    for v in value:
                        _add_scalar(rec, key, v)
                else:
                    for v in value:
                        _walk(v, eid, key, out, None, big)
            else:
                _add_scalar(rec, key, value)
    elif isinstance(obj, str):
        line = Record(eid, path)   # a line of a file read is a record of its own
        line.keys.update(w for w in re.split(r"[_\W]+", path) if w)
        _add_scalar(line, "line", obj)
        out.append(line)


def build_records(index) -> list[Record]:
    """Records of every fresh, readable tool or steady-state item (the user's words are not evidence here)."""
    cached = getattr(index, "_records", None)
    if cached is not None:
        return cached
    out: list[Record] = []
    big: list = []
    for eid, raw in getattr(index, "raw", {}).items():
        item = index.items.get(eid)
        if item is None or item.error or item.stale or item.kind == "user":
            continue
        data = raw.get("data")
        if item.kind == "steady_state" and isinstance(data, dict):
            data = {k: v for k, v in data.items() if k not in item.stale_fields and k not in ("stale_sources",
                                                                                             "unavailable")}
        if isinstance(data, (dict, list)):
            _walk(data, eid, "", out, None, big)
    index._records = out
    index._record_maps = big
    by_word: dict[str, list[Record]] = {}
    for rec in out:
        for word in rec.words | rec.keys:
            by_word.setdefault(word, []).append(rec)
    index._records_by_word = by_word
    return out


def records_with(index, word: str) -> list[Record]:
    """The records whose values or keys carry this word, and the entry of a large map keyed by it."""
    build_records(index)
    found = index._records_by_word.get(word, [])
    for n, (eid, path, entries, folded) in enumerate(index._record_maps):
        if word in entries:
            key = word
        else:
            if folded is None:   # only the keys that are not lower case already (a few, if any)
                folded = {str(k).lower(): k for k in entries if str(k) != str(k).lower()}
                index._record_maps[n] = (eid, path, entries, folded)
            key = folded.get(word)
            if key is None:
                continue
        found = found + [_entry(eid, path, key, entries[key])]
    return found
