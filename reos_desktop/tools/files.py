"""linux_file_read (one page of a text file) and linux_file_changes (files modified recently).

Both go through the sandbox (tools/sandbox.py). A read is paginated with a header in the style
`[/var/log/syslog: lines 1–500 of 12,034] (11,534 more lines, use offset=500 to continue)`; binary files
are refused; every line is redacted, and private-key blocks are blanked line by line so line numbers stay true.
"""

from __future__ import annotations

import os
import stat
import time
from datetime import datetime, timedelta, timezone

from pydantic import Field, field_validator

from reos_desktop.redact import redact_lines
from reos_desktop.tools import sandbox
from reos_desktop.tools.budgets import cut_line, keep_head, page_header
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec

DEFAULT_LINES = 500
MAX_LINES = 2000
MAX_READ_BYTES = 64 * 1024 * 1024
_BINARY_PROBE = 8192
DEFAULT_CHANGES = 100
MAX_SCANNED = 300_000
MAX_WALK_SECONDS = 5.0


class FileReadArgs(Args):
    path: str = Field(..., min_length=1, max_length=4096, description="absolute path of a text file")
    offset: Number = Field(0, ge=0, description="first line to show, counting from 0")
    limit: Number = Field(DEFAULT_LINES, ge=1, le=MAX_LINES, description="most lines to show")

    @field_validator("path")
    @classmethod
    def _absolute(cls, value: str) -> str:
        if not value.startswith("/"):
            raise ValueError("must be an absolute path such as /etc/hosts")
        return value


def _open_checked(path: str, ctx: ToolContext, tool: str) -> tuple[int, str]:
    inside, host = sandbox.check(tool, path, ctx.target.root)
    try:
        fd = os.open(host, os.O_RDONLY | os.O_NOCTTY | os.O_NONBLOCK)
    except FileNotFoundError:
        raise ToolError(f"{path} does not exist") from None
    except PermissionError:
        raise ToolError(f"{path} is not readable by this user (permission denied)") from None
    except OSError as err:
        raise ToolError(f"{path} could not be opened: {err.strerror}") from None
    try:
        sandbox.check_open_fd(tool, fd, ctx.target.root)
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise ToolError(f"{path} is a folder; linux_file_changes lists what is in one")
        if not stat.S_ISREG(mode):
            raise ToolError(f"{path} is not a regular file (a device, pipe or socket), so it is not read")
    except BaseException:
        os.close(fd)
        raise
    return fd, inside


def _read_bounded(fd: int) -> tuple[bytes, bool]:
    chunks, size = [], 0
    while size < MAX_READ_BYTES:
        chunk = os.read(fd, min(1 << 20, MAX_READ_BYTES - size))
        if not chunk:
            return b"".join(chunks), True
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks), os.read(fd, 1) == b""


def file_read(args: FileReadArgs, ctx: ToolContext) -> dict:
    fd, inside = _open_checked(args.path, ctx, "linux_file_read")
    try:
        ctx.record(f"read {inside}")
        raw, whole = _read_bounded(fd)
    finally:
        os.close(fd)
    if b"\0" in raw[:_BINARY_PROBE]:
        raise ToolError(f"{args.path} is a binary file; only text files are read")
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()  # the newline ending the last line does not start another
    if not whole:
        lines.pop()  # the read stopped in the middle of this one
    total = len(lines) if whole else None
    if b"PRIVATE KEY" in raw:
        # A key block may start before this page: redact the whole file line by line, then take the page.
        every, count = redact_lines([line.decode("utf-8", "replace").rstrip("\r") for line in lines])
        ctx.redactions += count
        page = every[args.offset: args.offset + args.limit]
    else:
        page = [ctx.redact(line.decode("utf-8", "replace").rstrip("\r"))
                for line in lines[args.offset: args.offset + args.limit]]
    shown, long_lines = [], 0
    for text in page:
        text, was_cut = cut_line(text)
        long_lines += was_cut
        shown.append(text)
    header = page_header(inside, args.offset, len(shown), total)
    if args.offset > 0 or total is None or args.offset + len(shown) < total:
        ctx.cut("lines", header)
    if long_lines:
        ctx.cut("long lines", f"({long_lines} lines longer than 2,000 characters were cut)")
    data = {"path": args.path, "offset": args.offset, "limit": args.limit, "total_lines": total, "lines": shown,
            "header": header}
    if inside != args.path:
        data["resolved_path"] = inside
    if not whole:
        data["read_bytes"] = len(raw)
    return data


class FileChangesArgs(Args):
    root: str = Field("/etc", max_length=4096, description="absolute folder to search")
    since_minutes: Number = Field(60, ge=1, le=43200, description="modified within this many minutes")
    limit: Number = Field(DEFAULT_CHANGES, ge=1, le=2000, description="most files to list (newest first)")

    @field_validator("root")
    @classmethod
    def _absolute(cls, value: str) -> str:
        if not value.startswith("/"):
            raise ValueError("must be an absolute folder such as /etc")
        return value


def file_changes(args: FileChangesArgs, ctx: ToolContext) -> dict:
    inside, host = sandbox.check("linux_file_changes", args.root, ctx.target.root)
    if any(inside == v or inside.startswith(v + "/") for v in sandbox.VIRTUAL_ROOTS):
        from reos_desktop.errors import UsageError

        raise UsageError(f"linux_file_changes: {inside} is a virtual file system; give a folder of real files")
    if not os.path.isdir(host):
        raise ToolError(f"{args.root} is not a folder" if os.path.exists(host) else f"{args.root} does not exist")
    since = datetime.now(timezone.utc) - timedelta(minutes=args.since_minutes)
    since_ts = since.timestamp()
    base = str(ctx.target.root.base) if not ctx.target.root.live else ""
    ctx.record(f"walk {inside} (not following symbolic links, not entering /proc, /sys, /dev, /run)")
    found: list[tuple[float, str, int]] = []
    unreadable = scanned = 0
    stopped = None
    deadline = time.monotonic() + MAX_WALK_SECONDS
    stack = [host]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    scanned += 1
                    try:
                        info = entry.stat(follow_symlinks=False)
                    except OSError:
                        unreadable += 1
                        continue
                    shown = entry.path[len(base):] if base else entry.path
                    if stat.S_ISDIR(info.st_mode):
                        if shown in sandbox.VIRTUAL_ROOTS or (sandbox.refusal(shown) or "").startswith("it is a browser"):
                            continue
                        stack.append(entry.path)
                    elif info.st_mtime >= since_ts:
                        found.append((info.st_mtime, shown, info.st_size))
        except PermissionError:
            unreadable += 1
        except OSError:
            unreadable += 1
        if scanned >= MAX_SCANNED or time.monotonic() > deadline:
            stopped = f"(the search stopped after {scanned:,} entries; use a narrower root=)"
            break
    found.sort(key=lambda f: (-f[0], f[1]))
    files = [{"path": path, "mtime": datetime.fromtimestamp(mtime, timezone.utc).replace(microsecond=0).isoformat(),
              "size_bytes": size} for mtime, path, size in found]
    files, marker = keep_head(files, args.limit, "changed files", "use a smaller since_minutes= or a narrower root=")
    ctx.cut("files", marker)
    if stopped:
        ctx.cut("search", stopped)
    if unreadable:
        ctx.unreadable_part("folders", f"{unreadable} entries could not be read (permission denied)")
    return {"root": inside, "since": since.replace(microsecond=0).isoformat(), "files": files, "scanned": scanned}


TOOLS = [
    ToolSpec("linux_file_read", "One page of a text file (config or log), with a header telling how to see more.",
             "{lines} of {path}", FileReadArgs, file_read,
             summary_values=lambda v: {"lines": f"lines {v['offset'] + 1}–{v['offset'] + v['limit']}"}),
    ToolSpec("linux_file_changes", "Files under root modified in the last since_minutes, newest first.",
             "files changed under {root} in the past {since_minutes} min", FileChangesArgs, file_changes),
]
