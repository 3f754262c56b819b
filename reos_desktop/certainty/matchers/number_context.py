"""When a bare number is a measure at all ("load 0.52", "exit code 1", the windows of "over 5 and 15
minutes"), and amounts said without a number ("swap is not used", "no swap").
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.matchers.quantity_show import show
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_MEASURE_KINDS = ("bytes", "rate", "percent", "duration", "decimal", "number", "pid", "uid", "gid")   # numbers.py _DIM


def load_window(reading: Reading, value: Value) -> bool:
    if value.kind not in ("duration", "number") or value.value not in (1, 5, 15, 60, 300, 900):
        return False
    if "load" not in reading.wordset | reading.context_words and "load" not in (reading.unit.prev or "").lower():
        return False
    return bool(re.match(r"[\s,]*(?:(?:and|or)\s+)?(?:\d+\s*,?\s*(?:and\s+)?)*(?:-?\s*min(?:ute)?s?)\b", reading.low[value.end:])) \
        or value.kind == "duration" or value.value in (1, 5, 15) and value.kind == "number" and \
        bool(re.search(r"\b(?:over|across)\s+(?:the\s+(?:last|past)\s+)?$", reading.low[:value.start])) and \
        not re.match(r"\s*(?:%|[a-z])", reading.low[value.end:])   # "9.7 over 15": the unit its sibling said


_WINDOW_AVERAGE_RE = re.compile(r"\b(?:1|one|5|five|15|fifteen)[- ]min(?:ute)?\s+(?:load\s+)?averages?\b")


def plain_number_context(reading: Reading, value: Value, index: FactIndex) -> bool:
    """A bare number is read as a quantity only when a word naming a measured number sits next to it
    ("load 0.52", "exit code 1")."""
    near = set(reading.near_words(value.start, value.end, 4 if len(reading.toks) > 8 else 8)) | reading.context_words
    near |= {w[:-2] if w.endswith("ed") else w[:-1] if w.endswith("s") else w for w in near}   # exits, exited -> exit
    if near & {"load", "loadavg"} or ("load" in reading.wordset and value.kind == "decimal" and value.value < 100):
        return True
    if value.kind == "decimal" and value.value < 100 and _WINDOW_AVERAGE_RE.search(reading.low):
        return True   # "the 15-minute average is 0.38": a load average named by its window alone
    if value.kind == "decimal" and value.value < 100 and re.search(r"\bload(?: average)?s?:?\s*[\d.,\s/]*$",
                                                                   (reading.unit.prev or "").lower()):
        return True   # "Load: 6.2, 5.8, 4.9": the later averages of an enumeration
    if re.search(r"\b(?:exited|restarting)\s*\(\s*$", reading.low[:value.start]):
        return True   # "Exited (1)": the exit code, as `docker ps` writes it
    return any(f.dim == "number" and len(f.words & near) >= 2 for f in index.qfacts)


_ZERO_RE = re.compile(r"(?:n't (?:being )?used|\bnot (?:being )?used|\bunused|not in use|empty|is zero|at zero|nothing (?:is )?in use|"
                      r"none (?:is )?used|0 used|\bno\s+\w+\s+(?:is\s+)?(?:used|in use))\b")


def check_zero(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"Swap: not used", "swap is empty": a used amount of zero, with no number written."""
    if re.search(r"\bno swap\b(?!\s+(?:is\s+|being\s+)?(?:used|in use|usage)\b)|"
                 r"\bswap(?: is)? (?:disabled|off|not configured)\b", reading.low):
        totals = [f for f in index.qfacts if f.attr == "swap.total"]
        if totals:
            return [decide(index, [Hit(f.value == 0, f.eid, f.field, f"swap.total={show(f.value, 'bytes')}")
                                   for f in totals])]
    if re.search(r"\bno\s+(?:resident\s+)?(?:memory|rss|ram)\b", reading.low):
        # "PID 15 rcu_preempt: 0% CPU, no resident memory": a kernel thread's RSS of zero
        rss = [f for f in index.qfacts if f.attr == "rss" and f.entity is not None and
               any(f.entity is e for e in reading.scope())]
        if rss:
            return [decide(index, [Hit(f.value == 0, f.eid, f.field, f"{f.entity.name} rss={show(f.value, 'bytes')}")
                                   for f in rss])]
    if any(v.kind in _MEASURE_KINDS for v in reading.values) or not _ZERO_RE.search(reading.low):
        return []
    words = reading.wordset | reading.context_words
    facts = [f for f in index.qfacts if f.qual == "used" and f.entity is None and f.dim in ("bytes", "percent")
             and f.words & words and len(f.words & words & {"memory", "ram", "swap", "cpu", "disk"})]
    if not facts:
        return []
    hits = [Hit(f.value < (0.5 if f.dim == "percent" else 1024 * 1024), f.eid, f.field,
                f"{f.attr}={show(f.value, f.dim)}") for f in facts]
    return [decide(index, hits)]


# a time before now the clause is set at: "25 minutes ago", "earlier today", "yesterday", "this morning", "before
# the restart", "at 09:10"
_PAST_ANCHOR_RE = re.compile(r"\bhalf\s+an\s+hour\s+ago\b|\b(?:\d+|a|an|one|two|three|few|several|some)\s+(?:[a-z]+\s+)?(?:seconds?|minutes?|mins?|"
                             r"hours?|hrs?|days?|weeks?)\s+ago\b|\bago\b|\bearlier\b|\byesterday\b|\blast\s+(?:night|week|"
                             r"time|month)\b|\bthis\s+morning\b|\bbefore\s+the\s+\w+|\bback\s+then\b|\bat\s+the\s+time\b|"
                             r"\bat\s+\d{1,2}:\d{2}\b|\bat\s+(?:its|the)\s+peak\b|\bpeaked\b", re.I)
_PAST_VERB_RE = re.compile(r"\b(?:was|were|had|used|peaked|reached|hit|climbed|spiked|dropped|fell|rose|stood)\b", re.I)


def said_of_the_past(reading: Reading, value: Value) -> bool:
    """"About 25 minutes ago there was ~21 GiB available": a value the clause sets at an earlier time, in the past
    tense. A reading of now cannot contradict it (the amount may have changed since)."""
    text = reading.text
    return bool(_PAST_ANCHOR_RE.search(text)) and bool(_PAST_VERB_RE.search(text)) and \
        not re.search(r"\b(?:now|currently|right now|at the moment|today's)\b", text, re.I)


# the states an exit is: "It exited with status 1" is told by the logged exit, state word and all
EXIT_STATES = frozenset({"exited", "failed", "stopped", "crashed", "dead", "inactive"})
# "100% inodes", "1% inode usage": a count of inodes, which no tool measures
INODES_AFTER_RE = re.compile(r"\s*(?:of\s+(?:its\s+|the\s+)?)?(?:free\s+|used\s+)?inodes?\b")
INODES_BEFORE_RE = re.compile(r"\binodes?\s*(?:usage|use|used|free|left)?\s*(?:is|are|at|of|:)?\s*(?:about|~|only|just)?\s*$")


_EXIT_WORDS_RE = re.compile(r"\b(?:exit|exited|exits|exiting)\s+(?:with\s+)?(?:code|status)\s*[=:]?\s*$|"
                            r"\bstatus\s*[=:]\s*$")


def one_logged_exit(reading: Reading, index: FactIndex, value: Value) -> list[QFact] | None:
    """The exit status the logs hold, when they hold one unit's only and the clause states an exit status."""
    if not _EXIT_WORDS_RE.search(reading.low[:value.start]):
        return None
    logged = [f for f in index.qfacts if f.attr == "exit_code" and f.entity is not None and f.entity.kind == "log_unit"]
    return logged if len({id(f.entity) for f in logged}) == 1 else None
