"""What the repositories offer: "PHP 8.1.27 is the latest PHP version", "Redis 6.0.16 is the latest version
available for Debian 11", "fully up to date", "the latest builds in the Fedora 41 repos". The evidence reads what
is installed and what changed, never what a mirror holds, so such a claim stays open however well the installed
version matches. ("the newest installed kernel" and "the latest one at 03:36" are about what was read.)"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import unknown
from reos_desktop.certainty.reading import Reading

_OFFERED_RE = re.compile(
    r"\b(?:is|are|'s|’s)\s+(?:already\s+|now\s+|also\s+)?(?:both\s+)?(?:the\s+)?(?:latest|newest)\b(?!\s+(?:one|ones|at|of\s+the\s+log))|"
    r"\b(?:latest|newest)\s+(?:[\w.-]+\s+)?(?:versions?|releases?|builds?|updates?|security\s+(?:release|update)s?)\s+"
    r"(?:available|in\s+the|for|from|on)\b|"
    r"\b(?:fully|completely|entirely)\s+up[- ]to[- ]date\b|\bno\s+(?:newer|pending)\s+(?:versions?|updates?|upgrades?)\b")


def check_repo_currency(reading: Reading, index: FactIndex) -> list[Verdict]:
    offered = _OFFERED_RE.search(reading.low)
    if offered is None or re.search(r"\binstalled\b", reading.low) or \
            any(v.kind in ("time", "datetime", "ago") for v in reading.values):
        return []
    verdict = unknown("the evidence shows what is installed, not what the repositories offer")
    return [replace(verdict, at=offered.span())]   # the rest of the clause is judged as it stands
