"""How values read on screen: times in local time with their age, sizes in binary units, and "unknown"
for what could not be read (never an empty cell that could be taken for "none"). Qt-free."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from reos_desktop.evidence.canonical import parse_time
from reos_desktop.tools.render import human_bytes

UNKNOWN = "unknown"


def local_time(iso: str | None, with_date: bool = False) -> str:
    when = parse_time(iso)
    if when is None:
        return UNKNOWN
    local = when.astimezone()
    return local.strftime("%Y-%m-%d %H:%M:%S" if with_date else "%H:%M:%S")


def age_seconds(iso: str | None, now: datetime | None = None) -> float | None:
    when = parse_time(iso)
    if when is None:
        return None
    return ((now or datetime.now(timezone.utc)) - when).total_seconds()


def age_text(iso: str | None, now: datetime | None = None) -> str:
    seconds = age_seconds(iso, now)
    if seconds is None:
        return "at an unknown time"
    if seconds < 45:
        return "just now"
    if seconds < 90 * 60:
        return f"{max(1, round(seconds / 60))} min ago"
    if seconds < 36 * 3600:
        return f"{round(seconds / 3600)} h ago"
    return f"{round(seconds / 86400)} days ago"


def read_at(iso: str | None, now: datetime | None = None) -> str:
    """`read 10:02:13 (3 min ago)`; with the date when it was not today."""
    when = parse_time(iso)
    if when is None:
        return "read at an unknown time"
    today = (now or datetime.now(timezone.utc)).astimezone().date()
    with_date = when.astimezone().date() != today
    return f"read {local_time(iso, with_date)} ({age_text(iso, now)})"


def size(value: Any) -> str:
    """Bytes in binary units, as the CLI writes them; the unknown mark when there is no number."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return UNKNOWN
    return human_bytes(value)


def duration(seconds: Any) -> str:
    if not isinstance(seconds, (int, float)):
        return UNKNOWN
    seconds = int(seconds)
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min"


def text(value: Any) -> str:
    """A cell's text: lists joined, booleans as yes/no, None as unknown."""
    if value is None:
        return UNKNOWN
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else "none"
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)
