"""linux_processes: the running processes, sorted and cut to a limit, with honest CPU percentages.

CPU percent needs two readings. Every process's run time is read from /proc/PID/schedstat (nanoseconds,
so a short sample is still precise; clock ticks from /proc/PID/stat are the fallback), once, then again
after CPU_SAMPLE_SECONDS; the difference over the measured interval is the percent of one core, as
top shows it. The method is stated in the data. Only the processes that are shown get their user and
command line read, which keeps a machine with thousands of processes fast.
"""

from __future__ import annotations

import os
import pwd
import time
from datetime import datetime, timezone
from typing import Literal

from pydantic import Field

from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec

CPU_SAMPLE_SECONDS = 0.1
DEFAULT_LIMIT = 20
_CLK_TCK = os.sysconf("SC_CLK_TCK")
_PAGE = os.sysconf("SC_PAGE_SIZE")
_STATES = {"R": "running", "S": "sleeping", "D": "disk-sleep", "Z": "zombie", "T": "stopped", "t": "tracing-stop",
           "X": "dead", "x": "dead", "I": "idle", "P": "parked", "W": "waking", "K": "wake-kill"}
_SORT_LABELS = {"cpu": "CPU", "memory": "memory", "pid": "PID", "name": "name"}


class ProcessesArgs(Args):
    sort: Literal["cpu", "memory", "pid", "name"] = Field("cpu", description="order: cpu and memory highest first")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=1000, description="most processes to list")
    name: str | None = Field(None, max_length=200, description="only processes whose name contains this")
    cpu: bool = Field(True, description="measure CPU % over a 0.1 s sample; false lists at once, without CPU %")


def _read(path: str, size: int = 4096) -> bytes | None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        return os.read(fd, size)
    except OSError:
        return None
    finally:
        os.close(fd)


def _run_time_ns(pid: str, use_schedstat: bool) -> int | None:
    """Nanoseconds this process has spent on a CPU so far."""
    if use_schedstat:
        raw = _read(f"/proc/{pid}/schedstat", 128)
        if raw:
            return int(raw.split(b" ", 1)[0])
        return None
    fields = _stat_fields(pid)
    return None if fields is None else (int(fields[11]) + int(fields[12])) * 1_000_000_000 // _CLK_TCK


def _stat_fields(pid: str, raw: bytes | None = None) -> list[bytes] | None:
    """The fields of /proc/PID/stat after the command name (index 0 is the state)."""
    raw = raw if raw is not None else _read(f"/proc/{pid}/stat", 1024)
    if not raw:
        return None
    close = raw.rfind(b")")
    return raw[close + 2:].split(b" ")


def _comm(raw: bytes) -> str:
    return raw[raw.find(b"(") + 1: raw.rfind(b")")].decode("utf-8", "replace")


def _cmdline(pid: str) -> list[str] | None:
    raw = _read(f"/proc/{pid}/cmdline", 256 * 1024)
    if raw is None:
        return None
    return [part.decode("utf-8", "replace") for part in raw.rstrip(b"\0").split(b"\0")] if raw else []


def _full_name(comm: str, argv: list[str] | None) -> str:
    """The kernel cuts names at 15 characters; the command line has the whole one (as psutil does it)."""
    if len(comm) >= 15 and argv:
        base = os.path.basename(argv[0].split(" ", 1)[0])
        if base.startswith(comm):
            return base
    return comm


def _boot_time() -> float:
    with open("/proc/stat", "rb") as handle:
        for line in handle:
            if line.startswith(b"btime "):
                return float(line.split()[1])
    return time.time() - time.monotonic()


_users: dict[int, str] = {}


def _user(pid: str) -> str | None:
    try:
        uid = os.stat(f"/proc/{pid}").st_uid
    except OSError:
        return None
    if uid not in _users:
        try:
            _users[uid] = pwd.getpwuid(uid).pw_name
        except KeyError:
            _users[uid] = str(uid)
    return _users[uid]


def _pids() -> list[str]:
    return [name for name in os.listdir("/proc") if name.isdigit()]


def _hidden_by_hidepid() -> bool:
    if os.geteuid() == 0:
        return False
    raw = _read("/proc/self/mounts", 1 << 20) or b""
    return any(line.startswith(b"proc /proc ") and b"hidepid=" in line and b"hidepid=0" not in line
               and b"hidepid=off" not in line for line in raw.splitlines())


def processes(args: ProcessesArgs, ctx: ToolContext) -> dict:
    from reos_desktop.tools import inside

    if inside.runs_inside(ctx):
        return inside.processes(args, ctx)
    ctx.require_live("The process list")
    if args.sort == "cpu" and not args.cpu:
        raise ToolError("sort=cpu needs the CPU sample: use cpu=true, or sort by memory, pid or name")
    use_schedstat = args.cpu and os.path.exists("/proc/self/schedstat")
    source = "/proc/PID/schedstat" if use_schedstat else "/proc/PID/stat (clock ticks)"
    if args.cpu:
        ctx.record(f"read /proc/PID/stat and {source} for every process, twice, {CPU_SAMPLE_SECONDS} s apart")
    else:
        ctx.record("read /proc/PID/stat for every process once (no CPU sample)")

    first_started = time.monotonic()
    before = {pid: _run_time_ns(pid, use_schedstat) for pid in _pids()} if args.cpu else {}
    first_mid = (first_started + time.monotonic()) / 2
    pause = CPU_SAMPLE_SECONDS - (time.monotonic() - first_mid)
    if pause > 0 and args.cpu:
        time.sleep(pause)

    second_started = time.monotonic()
    rows = []
    for pid in _pids():
        raw = _read(f"/proc/{pid}/stat", 1024)
        fields = _stat_fields(pid, raw)
        if fields is None:
            continue  # it ended between listing and reading
        if not args.cpu:
            run_ns = None
        elif use_schedstat:
            run_ns = _run_time_ns(pid, use_schedstat)
        else:
            run_ns = (int(fields[11]) + int(fields[12])) * 1_000_000_000 // _CLK_TCK
        rows.append([int(pid), _comm(raw), fields, run_ns])
    interval = (second_started + time.monotonic()) / 2 - first_mid

    total_memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    table = []
    for pid, comm, fields, run_ns in rows:
        earlier = before.get(str(pid))
        used = (run_ns or 0) - (earlier or 0) if run_ns is not None else 0
        cpu = max(used, 0) / (interval * 1e9) * 100 if interval > 0 else 0.0
        rss = int(fields[21]) * _PAGE
        table.append({"pid": pid, "comm": comm, "state": fields[0].decode(), "cpu": cpu, "rss": rss,
                      "start_ticks": int(fields[19])})
    total_on_system = len(table)

    if args.name:
        wanted = args.name.lower()
        matching = []
        for row in table:
            name = row["comm"]
            if len(name) >= 15:  # truncated by the kernel: the full name is in the command line
                name = _full_name(name, _cmdline(str(row["pid"])))
                row["name"] = name
            if wanted in name.lower():
                matching.append(row)
        table = matching

    order = {"cpu": lambda r: (-r["cpu"], -r["rss"], r["pid"]), "memory": lambda r: (-r["rss"], r["pid"]),
             "pid": lambda r: r["pid"], "name": lambda r: (r.get("name", r["comm"]).lower(), r["pid"])}
    table.sort(key=order[args.sort])
    shown, marker = keep_head(table, args.limit, "processes", "use limit= or name= to narrow")
    ctx.cut("processes", marker)

    boot = _boot_time()
    out = []
    for row in shown:
        pid = str(row["pid"])
        argv = _cmdline(pid)
        started = boot + row["start_ticks"] / _CLK_TCK
        entry = {
            "pid": row["pid"],
            "name": row.get("name") or _full_name(row["comm"], argv),
            "user": _user(pid),
            "cpu_percent": round(row["cpu"], 1),
            "memory_percent": round(row["rss"] / total_memory * 100, 2) if total_memory else None,
            "rss_bytes": row["rss"],
            "status": _STATES.get(row["state"], row["state"]),
            "started_at": datetime.fromtimestamp(started, timezone.utc).replace(microsecond=0).isoformat(),
            "cmdline": ctx.redact(" ".join(argv)) if argv else "",
        }
        if not args.cpu:
            del entry["cpu_percent"]  # not measured is not 0 %
        out.append(entry)
    if _hidden_by_hidepid():
        ctx.unreadable_part("other users' processes", "/proc is mounted with hidepid, so they are not visible")
    return {
        "total": len(table),
        "total_on_system": total_on_system,
        "processes": out,
        "cpu_percent_method": f"CPU time used during a {interval:.2f} s sample, as a percent of one core "
                              f"(from {source})" if args.cpu else "not measured (cpu=false)",
    }


def _summary(values: dict) -> dict:
    return {"sort_label": _SORT_LABELS.get(values.get("sort"), values.get("sort"))}


TOOLS = [
    ToolSpec("linux_processes",
             "Running processes with CPU %, memory, user, start time and command line; sort, limit, filter by name.",
             "top {limit} processes by {sort_label}[ whose name contains '{name}']", ProcessesArgs, processes,
             summary_values=_summary),
]
