"""Version ordering the way package managers order them (dpkg, rpm), used by diffs, checks and claims."""

from __future__ import annotations

import re


def _order(char: str) -> int:
    # dpkg: '~' sorts before everything, even the end of the string; letters before other symbols.
    if char == "~":
        return -1
    if char.isdigit():
        return 0
    if char.isalpha():
        return ord(char)
    return ord(char) + 256


def _compare_fragment(a: str, b: str) -> int:
    """dpkg's verrevcmp on one part (upstream or revision)."""
    i = j = 0
    while i < len(a) or j < len(b):
        first_diff = 0
        while (i < len(a) and not a[i].isdigit()) or (j < len(b) and not b[j].isdigit()):
            ac = _order(a[i]) if i < len(a) else 0
            bc = _order(b[j]) if j < len(b) else 0
            if ac != bc:
                return -1 if ac < bc else 1
            i += 1
            j += 1
        while i < len(a) and a[i] == "0":
            i += 1
        while j < len(b) and b[j] == "0":
            j += 1
        while i < len(a) and a[i].isdigit() and j < len(b) and b[j].isdigit():
            if not first_diff:
                first_diff = (a[i] > b[j]) - (a[i] < b[j])
            i += 1
            j += 1
        if i < len(a) and a[i].isdigit():
            return 1
        if j < len(b) and b[j].isdigit():
            return -1
        if first_diff:
            return first_diff
    return 0


def _split(version: str) -> tuple[int, str, str]:
    epoch = 0
    if ":" in version:
        head, rest = version.split(":", 1)
        if head.isdigit():
            epoch, version = int(head), rest
    upstream, _, revision = version.rpartition("-") if "-" in version else (version, "", "")
    return epoch, upstream, revision


def compare_versions(a: str, b: str) -> int:
    """-1, 0 or 1 as a is older than, the same as, or newer than b (Debian ordering; fine for rpm too)."""
    a, b = a.strip().lstrip("vV"), b.strip().lstrip("vV")
    ea, ua, ra = _split(a)
    eb, ub, rb = _split(b)
    if ea != eb:
        return -1 if ea < eb else 1
    return _compare_fragment(ua, ub) or _compare_fragment(ra, rb)


_VERSION_RE = re.compile(r"\d+(?:\.\d+)*")


def version_prefix_matches(full: str, stated: str) -> bool:
    """Does a stated version ("1.24", "24.0.7") name this full version ("1.24.0-2ubuntu7", "5:24.0.7-1~noble")?"""
    full = full.split(":", 1)[1] if re.match(r"^\d+:", full) else full
    full, stated = full.lstrip("vV"), stated.lstrip("vV")
    if full == stated or full.startswith(stated + "-") or full.startswith(stated + "+") or full.startswith(stated + "~"):
        return True
    if full.startswith(stated + "."):
        return True
    nums = _VERSION_RE.match(full)
    return bool(nums) and nums.group(0) == stated
