"""Reading the tail of plain log files under a root, and parsing syslog lines.

Both syslog line formats are understood: the traditional one ("Nov 22 10:01:30 host sshd[812]: …",
local time, no year) and RFC 3339 ("2026-11-22T10:01:30.123456+00:00 host sshd[812]: …", the default
of newer rsyslog). Lines without a header continue the message before them.
"""

from __future__ import annotations

import gzip
import os
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

TAIL_BYTES = 8 * 1024 * 1024

_TRADITIONAL = re.compile(
    r"^(?P<mon>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +(?P<day>\d{1,2}) (?P<clock>\d\d:\d\d:\d\d) "
    r"(?P<host>\S+) (?P<rest>.*)$")
_RFC3339 = re.compile(
    r"^(?P<stamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)) (?P<host>\S+) (?P<rest>.*)$")
_TAG = re.compile(r"^(?P<ident>[^\s:\[]+)(?:\[(?P<pid>\d+)\])?: ?(?P<msg>.*)$")
_MONTHS = {m: i for i, m in enumerate(("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                                       "Nov", "Dec"), start=1)}


@dataclass
class Tail:
    lines: list[str]
    reached_start: bool   # False: the file is longer than what was read
    size: int


def read_tail(path: str, max_bytes: int = TAIL_BYTES) -> Tail:
    """The last `max_bytes` of a text file as whole lines (a .gz file is read whole, decompressed)."""
    if path.endswith(".gz"):
        with gzip.open(path, "rb") as handle:
            raw = handle.read(max_bytes * 4)
        return Tail(raw.decode("utf-8", "replace").splitlines(), True, len(raw))
    with open(path, "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        start = max(size - max_bytes, 0)
        handle.seek(start)
        raw = handle.read(max_bytes)
    if start > 0:
        raw = raw[raw.find(b"\n") + 1:]  # the first line is only a piece of one
    return Tail(raw.decode("utf-8", "replace").splitlines(), start == 0, size)


def _local_zone():
    return datetime.now().astimezone().tzinfo


def parse_syslog_lines(lines: list[str], now: datetime | None = None) -> list[dict]:
    """Entries {time, host, identifier, pid, message}; time is ISO-8601 UTC (None when unparseable)."""
    now = now or datetime.now(timezone.utc)
    zone = _local_zone()
    entries: list[dict] = []
    for line in lines:
        stamp = None
        match = _RFC3339.match(line)
        if match:
            text = match.group("stamp")
            if text.endswith("Z"):
                text = text[:-1] + "+00:00"
            elif re.search(r"[+-]\d{4}$", text):
                text = f"{text[:-2]}:{text[-2:]}"
            try:
                stamp = datetime.fromisoformat(text)
            except ValueError:
                stamp = None
        else:
            match = _TRADITIONAL.match(line)
            if match:
                stamp = _traditional_time(match, now, zone)
        if not match:
            if entries and line.strip():
                entries[-1]["message"] += "\n" + line.rstrip()
            continue
        tag = _TAG.match(match.group("rest"))
        ident, pid, message = (tag.group("ident"), tag.group("pid"), tag.group("msg")) if tag else \
            (None, None, match.group("rest"))
        entries.append({"time": stamp.astimezone(timezone.utc).isoformat(timespec="seconds") if stamp else None,
                        "host": match.group("host"), "identifier": ident, "pid": int(pid) if pid else None,
                        "message": message})
    return entries


def _traditional_time(match: re.Match[str], now: datetime, zone) -> datetime | None:
    """The traditional format has no year: take this year, or last year for a date in the future."""
    month = _MONTHS[match.group("mon")]
    day = int(match.group("day"))
    hour, minute, second = (int(x) for x in match.group("clock").split(":"))
    local_now = now.astimezone(zone)
    for year in (local_now.year, local_now.year - 1):
        try:
            moment = datetime(year, month, day, hour, minute, second, tzinfo=zone)
        except ValueError:
            continue
        if moment <= local_now + timedelta(days=1):
            return moment
    return None


def identifier_matches_unit(identifier: str | None, message: str, unit: str) -> bool:
    """Plain syslog has no unit field: a line belongs to nginx.service when its program is nginx (or
    nginxd, or sshd for ssh.service), or when systemd's own line names the unit."""
    base = unit.rsplit(".", 1)[0].lower()
    ident = (identifier or "").lower()
    return ident in (base, base + "d", base.removesuffix("d")) or unit in message
