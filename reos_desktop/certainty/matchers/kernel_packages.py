"""Kernels kept and kernels removed: "the old 6.12.11 kernel is still installed as a fallback", "the old 6.11.4
kernel was removed in the same update".

A kernel release said to remain is looked for among the kernel packages installed now (the package list, not
the history: a kernel installed last month may have been removed since). One said to be removed is looked for
among the kernel removals of the package history (which also tells, when there is no package list, that a
removed kernel is not kept). A release not found is contradicted only when the listing
is complete. The running kernel is kernel_currency.py's and attributes.py's business; clauses that say a
kernel runs are left to them.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.matchers.kernel_currency import (
    _compare, _is_kernel_package, _release_of, installed_kernels, release_numbers,
)
from reos_desktop.certainty.reading import Reading

_KERNEL_RE = re.compile(r"\bkernels?\b|\blinux-image\b")
_RUNS_RE = re.compile(r"\b(?:running|runs|booted|boot|uname|active|loaded|in\s+use)\b")
_REMOVED_RE = re.compile(r"\b(?:was|were|got|been|is|has\s+been)\s+(?:also\s+|then\s+|automatically\s+|already\s+)?"
                         r"(?:removed|uninstalled|purged|deleted|erased|cleaned\s+up)\b")
_KEPT_RE = re.compile(r"\b(?:still|remains?|kept|is\s+kept|as\s+(?:a\s+)?fallback|left\s+installed|still\s+there)\b")
_INSTALLED_RE = re.compile(r"\binstalled\b|\bthere\b|\bpresent\b|\bavailable\b|\bkept\b|\bremains?\b")


def _stated_release(reading: Reading) -> tuple[object, tuple[int, ...]] | None:
    at = _KERNEL_RE.search(reading.low)
    for value in reading.values:
        if value.kind in ("version", "decimal") and reading.value_free(value) and abs(value.start - at.start()) <= 30:
            numbers = release_numbers(value.text)
            if len(numbers) >= 2:
                return value, numbers
    return None


def _removed(index: FactIndex) -> tuple[list[tuple[tuple[int, ...], str, str]], bool]:
    found, whole = [], False
    for listing in index.listings.get("package_events", ()):
        whole = whole or bool(listing.complete)
        for event in listing.members:
            name = str(event.get("package") or "")
            if str(event.get("action") or "").lower() in ("remove", "purge", "erase") and _is_kernel_package(name):
                release = _release_of(name, str(event.get("from_version") or ""))
                found.append((release_numbers(release), release, listing.eid))
    return [k for k in found if k[0]], whole


def check_kernel_packages(reading: Reading, index: FactIndex) -> list[Verdict]:
    low = reading.low
    if not _KERNEL_RE.search(low) or _RUNS_RE.search(low) or reading.hedged:
        return []
    if _REMOVED_RE.search(low):
        kernels, whole = _removed(index)
        what = "removed kernels"
    elif _KEPT_RE.search(low) and _INSTALLED_RE.search(low):
        kernels, whole = installed_kernels(index, history=False)   # kept now, not once installed
        what = "installed kernels"
    else:
        return []
    stated = _stated_release(reading)
    if stated is None or not (kernels or whole or _removed(index)[0]):
        return []
    value, numbers = stated
    same = [k for k in kernels if _compare(numbers, k[0]) == 0 and len(k[0]) >= len(numbers)]
    detail = f"{what}: {', '.join(k[1] for k in kernels) or 'none'}"
    if same:
        # (a package list from a stale steady source is stale: its field says so)
        hits = [Hit(not reading.negated, same[0][2], "installed_packages" if what == "installed kernels" else None,
                    detail)]
    elif what == "installed kernels" and not index.package_tables:
        # no package list, but the history removed that kernel: it is not kept
        gone = [k for k in _removed(index)[0] if _compare(numbers, k[0]) == 0 and len(k[0]) >= len(numbers)]
        if not gone:
            return []
        hits = [Hit(reading.negated, gone[0][2], None, f"kernel {gone[0][1]} was removed")]
    elif whole:
        eids = list(dict.fromkeys(k[2] for k in kernels)) or [lst.eid for lst in index.listings.get(
            "package_events" if what == "removed kernels" else "packages", ()) if lst.complete][:1]
        hits = [Hit(reading.negated, eid, None, detail) for eid in eids]
    else:
        return []
    reading.take(value)
    reading.used_states.update(i for i, s in enumerate(reading.states) if s.state in ("installed", "absent", "present"))
    return [decide(index, hits)]
