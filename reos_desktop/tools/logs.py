"""linux_recent_logs: the newest log entries, from the systemd journal or, where there is none, /var/log.

The journal is read with `journalctl -o json` (it works from the journal files even when systemd is not
running). Without journal files the syslog files are read from their end. Logs keep the tail: the newest
`limit` entries, with a marker saying how many earlier ones were left out and how to narrow.
"""

from __future__ import annotations

import os
import re
from datetime import datetime, timedelta, timezone
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, field_validator

from reos_desktop.redact import redact_lines
from reos_desktop.tools import logfiles
from reos_desktop.tools import systemd_parse as sp
from reos_desktop.tools.budgets import cut_line, keep_tail
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec
from reos_desktop.tools.services import _UNIT_NAME

DEFAULT_LIMIT = 100
JOURNAL_DIRS = ("/run/log/journal", "/var/log/journal")
# The main syslog file of each family first, then the ones that hold what it leaves out.
SYSLOG_MAIN = ("/var/log/syslog", "/var/log/messages")
SYSLOG_EXTRA = ("/var/log/auth.log", "/var/log/secure")
SYSLOG_LAST_RESORT = ("/var/log/daemon.log", "/var/log/kern.log", "/var/log/user.log")
_ALIASES = {"error": "err", "warn": "warning", "critical": "crit", "emergency": "emerg", "panic": "emerg"}
_NARROW = "use since_minutes=, priority=, grep= or unit= to narrow"


def _priority(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 7:
        return sp.PRIORITY_NAMES[value]
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered.isdigit() and int(lowered) <= 7:
            return sp.PRIORITY_NAMES[int(lowered)]
        return _ALIASES.get(lowered, lowered)
    return value


Priority = Annotated[Literal["emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"],
                     BeforeValidator(_priority)]


class RecentLogsArgs(Args):
    unit: str | None = Field(None, max_length=256, description="only this unit (nginx or nginx.service)")
    since_minutes: Number = Field(60, ge=1, le=43200, description="how far back to look")
    priority: Priority | None = Field(None, description="this priority and more severe")
    grep: str | None = Field(None, min_length=1, max_length=200, description="only messages containing this text (any case)")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=2000, description="most entries (the newest are kept)")

    @field_validator("unit")
    @classmethod
    def _plain_unit(cls, value: str | None) -> str | None:
        if value is not None and (value.startswith("-") or not _UNIT_NAME.match(value)):
            raise ValueError("must be a unit name such as nginx or nginx.service")
        return value


def journal_files_present(root) -> bool:
    for inside in JOURNAL_DIRS:
        for sub in root.listdir(inside):
            folder = f"{inside}/{sub}"
            if sub.endswith(".journal") or any(f.endswith((".journal", ".journal~")) for f in root.listdir(folder)):
                return True
    return False


def _pcre_literal(text: str) -> str:
    return re.sub(r"([.^$*+?()\[\]{}|\\/])", r"\\\1", text)


def _from_journal(args: RecentLogsArgs, ctx: ToolContext, unit: str | None, since: datetime) -> dict:
    # Newest first (-r) so that -n keeps the newest entries even with --since; one more than the limit
    # tells whether earlier ones were left out.
    argv = ["journalctl", "-o", "json", "--no-pager", "-q", "-r", f"--since=@{int(since.timestamp())}",
            "-n", str(args.limit + 1)]
    if not ctx.target.root.live and not ctx.target.argv_prefix():
        argv.append(f"--root={ctx.target.root.label}")  # journal files of a mounted image or container root
    if unit:
        argv += ["-u", unit]
    if args.priority:
        argv += ["-p", args.priority]
    filtered_here = False
    if args.grep:
        result = ctx.run(argv + ["--grep", _pcre_literal(args.grep), "--case-sensitive=false"], timeout=20,
                         max_bytes=16 * 1024 * 1024)
        if result.returncode != 0 and "pattern matching" in result.stderr.lower():
            # journalctl built without PCRE2: read without -n and filter here, within the byte cap.
            argv = [a for a in argv if a not in ("-n", str(args.limit + 1))]
            result = ctx.run(argv, timeout=20, max_bytes=16 * 1024 * 1024)
            filtered_here = True
    else:
        result = ctx.run(argv, timeout=20, max_bytes=16 * 1024 * 1024)
    stderr = result.stderr.strip()
    if result.returncode != 0 and not result.stdout.strip():
        if "no entries" in stderr.lower() or result.returncode == 1 and not stderr:
            return {"source": "journal", "unit": unit, "entries": []}
        raise ToolError(f"journalctl failed: {stderr.splitlines()[0] if stderr else f'exit code {result.returncode}'}")
    if "not seeing messages from other users" in stderr:
        ctx.unreadable_part("system journal", "this user may only read its own entries; members of the adm or "
                                              "systemd-journal group can read all of them")
    if result.truncated:
        ctx.unreadable_part("journal output", "journalctl printed more than the byte cap; the oldest entries are missing")
    entries = sp.parse_journal_json(result.stdout)[::-1]
    if filtered_here:
        needle = args.grep.lower()
        entries = [e for e in entries if needle in e["message"].lower()]
    return {"source": "journal", "unit": unit, "entries": entries}


def _syslog_paths(root) -> list[str]:
    main = [p for p in SYSLOG_MAIN if root.exists(p)]
    if main:
        return main[:1] + [p for p in SYSLOG_EXTRA if root.exists(p)]
    return [p for p in SYSLOG_EXTRA + SYSLOG_LAST_RESORT if root.exists(p)]


def _from_files(args: RecentLogsArgs, ctx: ToolContext, unit: str | None, since: datetime) -> dict:
    root = ctx.target.root
    paths = _syslog_paths(root)
    if not paths:
        looked = ", ".join(os.path.basename(p) for p in SYSLOG_MAIN + SYSLOG_EXTRA + SYSLOG_LAST_RESORT)
        reason = "systemd is not running on this machine and there is no journal" \
            if not root.is_dir("/run/systemd/system") else "there are no journal files"
        raise ToolError(f"no logs to read: {reason}, and no syslog file in /var/log (looked for {looked})")
    entries: list[dict] = []
    for inside in paths:
        pieces = [inside]
        for attempt in pieces:
            try:
                tail = logfiles.read_tail(str(root.path(attempt)))
            except PermissionError:
                ctx.unreadable_part(attempt, "permission denied (members of the adm group can read it)")
                break
            except OSError as err:
                ctx.unreadable_part(attempt, err.strerror or str(err))
                break
            ctx.record(f"read the last {min(tail.size, logfiles.TAIL_BYTES):,} bytes of {attempt}")
            parsed = logfiles.parse_syslog_lines(tail.lines)
            oldest = next((e["time"] for e in parsed if e["time"]), None)
            entries.extend(e for e in parsed if e["time"] and e["time"] >= since.isoformat(timespec="seconds"))
            window_goes_further = oldest is None or oldest > since.isoformat(timespec="seconds")
            if window_goes_further and not tail.reached_start:
                ctx.cut(f"{attempt} (older part)", f"(only the last {logfiles.TAIL_BYTES // 2**20} MiB of {attempt} "
                                                   f"were read; {_NARROW})")
            elif window_goes_further and attempt == inside and root.exists(f"{inside}.1"):
                pieces.append(f"{inside}.1")  # the window reaches into the file rotated last
    if unit:
        entries = [e for e in entries if logfiles.identifier_matches_unit(e["identifier"], e["message"], unit)]
    if args.grep:
        needle = args.grep.lower()
        entries = [e for e in entries if needle in e["message"].lower()]
    entries.sort(key=lambda e: e["time"])
    for entry in entries:
        entry["unit"], entry["priority"] = None, None
    data = {"source": "file", "unit": unit, "files": paths, "entries": entries}
    if unit:
        data["unit_match"] = "syslog files have no unit field: lines whose program name matches the unit"
    if args.priority:
        data["priority_filter"] = "not applied: syslog files do not record the priority of a line"
    return data


def recent_logs(args: RecentLogsArgs, ctx: ToolContext) -> dict:
    unit = sp.unit_name(args.unit) if args.unit else None
    since = datetime.now(timezone.utc) - timedelta(minutes=args.since_minutes)
    if journal_files_present(ctx.target.root) or (ctx.target.argv_prefix() and not ctx.live):
        data = _from_journal(args, ctx, unit, since)
    else:
        data = _from_files(args, ctx, unit, since)
    data["since"] = since.replace(microsecond=0).isoformat()
    entries, marker = keep_tail(data["entries"], args.limit, "entries", _NARROW)
    ctx.cut("entries", marker)
    # Redacted as one sequence: a key block logged line by line spans several entries.
    messages, count = redact_lines([entry["message"] for entry in entries])
    ctx.redactions += count
    long_lines = 0
    for entry, message in zip(entries, messages):
        entry["message"], was_cut = cut_line(message)
        long_lines += was_cut
    if long_lines:
        ctx.cut("messages", f"({long_lines} messages longer than 2,000 characters were cut)")
    data["entries"] = [{"time": e["time"], "unit": e["unit"], "priority": e["priority"], "message": e["message"],
                        **({"identifier": e["identifier"]} if e.get("identifier") else {}),
                        **({"pid": e["pid"]} if e.get("pid") else {})} for e in entries]
    return data


def _summary(values: dict) -> dict:
    return {"unit_label": sp.unit_name(values["unit"]) if values.get("unit") else None}


TOOLS = [
    ToolSpec("linux_recent_logs",
             "Newest log entries (journal or /var/log) of the last since_minutes, by unit, priority or text.",
             "last {limit} log entries of the past {since_minutes} min[ for {unit_label}][ at {priority} or worse]"
             "[ containing '{grep}']", RecentLogsArgs, recent_logs, summary_values=_summary),
]
