"""Output budgets: listings keep the head, logs keep the tail, pages get a header, and every cut says
what was left out and how to narrow, so a model asks a better question instead of drowning."""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")

MAX_LINE_CHARS = 2000  # one log line or file line; longer ones are cut with a marker


def more_marker(count: int, noun: str, narrow: str) -> str:
    return f"({count:,} more {noun} not shown; {narrow})"


def keep_head(items: Sequence[T], limit: int, noun: str, narrow: str) -> tuple[list[T], str | None]:
    """The first `limit` items, and a marker when some were left out."""
    if len(items) <= limit:
        return list(items), None
    return list(items[:limit]), more_marker(len(items) - limit, noun, narrow)


def keep_tail(items: Sequence[T], limit: int, noun: str, narrow: str) -> tuple[list[T], str | None]:
    """The last `limit` items (the newest, for logs), and a marker when earlier ones were left out."""
    if len(items) <= limit:
        return list(items), None
    left_out = len(items) - limit
    return list(items[left_out:]), f"({left_out:,} earlier {noun} not shown; {narrow})"


def cut_line(line: str, limit: int = MAX_LINE_CHARS) -> tuple[str, bool]:
    if len(line) <= limit:
        return line, False
    return f"{line[:limit]} …[line cut: {len(line) - limit:,} more characters]", True


def page_header(label: str, offset: int, shown: int, total: int | None, noun: str = "lines") -> str:
    """`[/var/log/syslog: lines 1–500 of 12,034] (11,534 more lines, use offset=500 to continue)`."""
    if shown == 0:
        where = f"no {noun} at offset {offset}"
        of = f" of {total:,}" if total is not None else ""
        return f"[{label}: {where}{of}]"
    first, last = offset + 1, offset + shown
    of = f" of {total:,}" if total is not None else " of at least " + f"{last:,}"
    header = f"[{label}: {noun} {first:,}–{last:,}{of}]"
    if total is None:
        return header + f" (more {noun} may follow, use offset={last} to continue)"
    if last < total:
        header += f" ({total - last:,} more {noun}, use offset={last} to continue)"
    return header
