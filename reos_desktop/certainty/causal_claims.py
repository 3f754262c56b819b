"""A claim that one thing caused another ("The snapper 0.11.2 upgrade is the cause of the cleanup failure", "the
Mesa update is the reason the game uses more memory"). Evidence that each thing exists is not evidence that one
caused the other: only a record that tells the cause (a log line) can say it. So such a claim verified by no
record of that kind keeps an unchecked part."""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import unknown
from reos_desktop.certainty.reading import Reading

_CAUSAL_RE = re.compile(r"\b(?:is|was|are|were)\s+(?:\w+\s+){0,2}(?:cause|reason)\b|\bis\s+why\b|\bcaused\b|"
                        r"\bled\s+to\b|\bis\s+responsible\s+for\b", re.I)
_TELLING_TOOLS = frozenset({"linux_recent_logs", "kubernetes_get", "linux_file_read"})


def unproven_cause(reading: Reading, index: FactIndex, verdicts: list[Verdict]) -> Verdict | None:
    if reading.negated or not _CAUSAL_RE.search(reading.low):
        return None
    verified = [v for v in verdicts if v.outcome == "verified"]
    if not verified or len(verified) != len(verdicts):
        return None   # nothing held, or something already failed: that decides it
    told = any(getattr(index.items.get(eid), "tool", None) in _TELLING_TOOLS for v in verified for eid in v.eids)
    if told:
        return None
    return unknown("the evidence shows what the claim names, not that one caused the other")
