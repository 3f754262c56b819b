"""Whether the machine runs its newest kernel: "you're already running the new kernel", "the new kernel isn't
active yet", "a reboot is needed to pick up -52", "the running kernel matches the newest installed one".

The running kernel is the steady state's `kernel` (uname -r). The installed kernels are the kernel packages of
the package list (linux-image-<release> by its name; kernel, kernel-core, linux, linux-lts ... by version) and
those the package history installed or upgraded. Releases are compared by their numbers up to the first word
("6.8.0-52-generic" is 6.8.0.52, "5.14.0-503.22.1.el9_5" is 5.14.0.503.22.1, "6.13.2.arch1-1" is 6.13.2); a
shorter release agrees with a longer one it begins ("6.13.2-1-default" and kernel-default 6.13.2-1.1).

Newest installed kernel running: nothing waits for a reboot. An older one running: the new kernel waits for one.
A reboot may be needed for other reasons (a new libc, microcode), so "a reboot is needed" with the newest kernel
running is only contradicted when the clause says it is for the kernel, and "no reboot is needed" is only
verified then.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading

_NEW = r"(?:new|newer|newest|latest|updated|upgraded|just[- ]installed)"
# the new kernel said to run: "running the new kernel", "booted into the new 427 kernel", "the new kernel
# isn't active yet", "the upgraded kernel is loaded"
_NEW_RUNS_RE = re.compile(
    r"\b(?:running|booted\s+(?:into|on|from)|using|on)\s+(?:the\s+|that\s+|this\s+)?" + _NEW + r"\b[^.;,]{0,24}?\bkernel\b|"
    r"\b" + _NEW + r"\s+(?:[\w.+-]+\s+)?kernel\s+(?:is|isn't|is\s+not|was|wasn't|has|hasn't|has\s+not)\s+(?:not\s+)?"
    r"(?:yet\s+|already\s+|now\s+|been\s+)?(?:running|active|loaded|in\s+use|booted|live)\b")
# an older kernel said to run: "still running the old 6.12.1 kernel", "the running kernel is older"
_OLD_RUNS_RE = re.compile(r"\bstill\s+(?:running|on|booted\s+(?:into|on))\s+(?:the\s+)?(?:old|older|previous|"
                          r"earlier)\b[^.;,]{0,24}?\bkernel\b|\brunning\s+kernel\s+is\s+(?:still\s+)?(?:older|behind|"
                          r"outdated)\b|\brunning\s+kernel\s+is\s+(?:still\s+)?not\s+the\s+(?:newest|latest)\b")
# the running kernel said to be the newest: "the running kernel matches the newest installed one"
_IS_NEWEST_RE = re.compile(r"\brunning\s+kernel\s+(?:is|matches)\s+(?:also\s+)?(?:the\s+)?(?:newest|latest|most\s+"
                           r"recent)\b")
_REBOOT_RE = re.compile(r"\breboot(?:ing)?\s+(?:is\s+|was\s+|still\s+)*(?:needed|required|pending|necessary|due|"
                        r"outstanding)\b|\bneeds?\s+(?:a\s+)?reboot\b|\brequires?\s+a\s+reboot\b|"
                        r"\breboot\s+to\s+(?:pick\s+up|load|get\s+(?:onto|to|into)|switch|boot\s+into|use|activate|"
                        r"run|apply)\b")
_NO_REBOOT_RE = re.compile(r"\bno\s+reboot\b|\b(?:not|n't|never)\s+(?:be\s+)?(?:need|needed|require|required|"
                           r"necessary)\b|\bwithout\s+a\s+reboot\b")
_FILE_RE = re.compile(r"/var/run|/run/|reboot-required|needs-restarting|needrestart")
_KERNEL_WORD_RE = re.compile(r"\bkernel\b|\blinux-image\b|-\d{2,3}\b")


def release_numbers(release: str) -> tuple[int, ...]:
    """The numbers of a kernel release up to its first word: "6.8.0-52-generic" -> (6, 8, 0, 52)."""
    out = []
    for token in re.split(r"[.\-_+~]", re.sub(r"^\d+:", "", release.strip())):
        if not token.isdigit():
            break
        out.append(int(token))
    return tuple(out)


def _compare(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """-1, 0 or 1; a release agrees with a longer one it begins."""
    for x, y in zip(a, b):
        if x != y:
            return -1 if x < y else 1
    return 0


def _is_kernel_package(name: str) -> bool:
    low = name.lower()
    if low.startswith("linux-image-"):
        return low[12:13].isdigit()   # linux-image-generic / -amd64 are meta packages, not a kernel
    return "kernel" in aliases(low)


def _release_of(name: str, version: str) -> str:
    return name[12:] if name.lower().startswith("linux-image-") else version


def installed_kernels(index: FactIndex, history: bool = True) -> tuple[list[tuple[tuple[int, ...], str, str]], bool]:
    """(numbers, release, evidence id) of each installed kernel, and whether the list is sure to be whole. With
    `history`, kernels the package history installed count too (a newer one than the list shows)."""
    found, whole = [], False
    for table in index.package_tables:
        for name in table.names_for("kernel"):   # names.py gives every kernel package that alias
            if _is_kernel_package(name):
                release = _release_of(name, str(table.packages[name]))
                found.append((release_numbers(release), release, table.eid))
    for listing in index.listings.get("packages", ()):
        whole = whole or bool(listing.complete)
    for listing in index.listings.get("package_events", ()) if history else ():
        for event in listing.members:
            name, action = str(event.get("package") or ""), str(event.get("action") or "").lower()
            if action in ("install", "upgrade") and _is_kernel_package(name):
                release = _release_of(name, str(event.get("to_version") or ""))
                found.append((release_numbers(release), release, listing.eid))
    return [k for k in found if k[0]], whole


def check_kernel_currency(reading: Reading, index: FactIndex) -> list[Verdict]:
    low = reading.low
    if _FILE_RE.search(low):
        return []   # "/var/run/reboot-required is present": a file's presence, read by the file matchers
    claim = None
    if _NEW_RUNS_RE.search(low):
        claim = ("newest", reading.negated)        # running == newest (or, negated, not)
    elif _IS_NEWEST_RE.search(low):
        claim = ("newest", reading.negated)
    elif _OLD_RUNS_RE.search(low):
        claim = ("newest", not reading.negated)
    elif _REBOOT_RE.search(low) or (re.search(r"\breboot\b", low) and _NO_REBOOT_RE.search(low)):
        claim = ("reboot", bool(_NO_REBOOT_RE.search(low)))
    if claim is None:
        return []
    running = index.attrs.get("kernel") or []
    kernels, whole = installed_kernels(index)
    if not running or not kernels:
        return []
    run = release_numbers(running[0].value)
    if not run:
        return []
    newest = max(kernels, key=lambda k: k[0])
    behind = _compare(run, newest[0]) < 0
    if not behind and not whole:
        return []   # a cut package list may hide a newer kernel
    kind, negated = claim
    before = (reading.unit.prev or "").lower()
    release = running[0].value.lower()
    about_kernel = bool(_KERNEL_WORD_RE.search(low) or _KERNEL_WORD_RE.search(before) or release in low + " " + before)
    if kind == "newest":
        holds = (not behind) != negated
    elif not negated:   # "a reboot is needed"
        if not behind and not about_kernel:
            return []   # other updates may want one too
        holds = behind
    else:               # "no reboot is needed"
        if not behind and not about_kernel:
            return []
        holds = not behind
    reading.used_states.update(i for i, s in enumerate(reading.states)
                               if s.state in ("running", "active", "loaded", "pending", "installed", "up"))
    for value in reading.values:   # the versions named are the kernels compared, checked here as a whole
        if value.kind in ("version", "decimal", "number") and value.text.strip() in newest[1] + " " + running[0].value:
            reading.take(value)
    detail = f"running kernel {running[0].value}; newest installed kernel {newest[1]}"
    return [decide(index, [Hit(holds, running[0].eid, running[0].field, detail),
                           Hit(holds, newest[2], None, detail)])]
