"""Judgements without numbers: "tank/backups is nearly full", "the disks are busy", "sda is idle", "the load is
very low for 4 cores", "plenty of free space".

Each judgement word has a range of the measured percentage (used space, busy time, CPU, memory, load per
CPU thread) where it is true and a range where it is clearly false; in between the claim stays
unsupported. Used only when the clause states no number of its own (a number decides by itself).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

# phrase -> (true when at least, false when below) for "high" judgements, or (true when at most, false above)
_HIGH = [(r"\b(?:nearly|almost|practically|close to|mostly) full\b", 85, 60), (r"\b(?:completely |totally )?full\b(?! of)", 95, 80),
         (r"\b(?:filling up|getting full|running out of space|running low on space)\b", 80, 50),
         (r"\b(?:maxed out|saturated|pegged|at capacity)\b", 90, 60),
         (r"\b(?:very busy|heavily loaded|under heavy load|overloaded|hammered)\b", 60, 20),
         (r"\b(?:busy|under load|high|heavy)\b", 30, 10)]
_LOW = [(r"\b(?:nearly|almost|practically|basically|mostly) (?:idle|empty)\b", 10, 40),
        (r"\b(?:idle|empty|unused|quiet)\b", 5, 30),
        (r"\b(?:very low|barely used|hardly used|plenty of (?:free )?(?:space|room|memory|headroom)|lots of free)\b", 30, 70),
        (r"\b(?:low|light|fine|healthy|ok|okay|normal|moderate)\b", 60, 90)]
_SUBJECT_FACTS = {"fs": ("percent",), "device": ("busy",), "iface": ("rx+tx",)}


def _facts(reading: Reading, index: FactIndex) -> list[QFact]:
    scope = reading.scope("fs", "device")
    if scope:
        ids = {id(e) for e in scope}
        return [f for f in index.qfacts if f.entity is not None and id(f.entity) in ids and
                f.attr in _SUBJECT_FACTS.get(f.entity.kind, ())]
    words = reading.wordset
    if words & {"disks", "drives", "devices"} and words & {"busy", "idle", "quiet", "hammered", "saturated"}:
        return [f for f in index.qfacts if f.attr == "busy"]
    if words & {"load"}:
        return _load_ratio(index)
    attr = "swap.percent" if "swap" in words else "memory.percent" if words & {"memory", "ram"} else \
        "cpu.percent" if words & {"cpu", "processor"} else None
    if words & {"disk", "space", "storage", "filesystem", "drive", "partition"} and attr is None:
        # "the disk was full": any filesystem may be meant; one that fits verifies, all must disagree to refute
        return [f for f in index.qfacts if f.attr == "percent" and f.entity is not None and f.entity.kind == "fs"]
    return [f for f in index.qfacts if f.attr == attr and f.entity is None] if attr else []


def _load_ratio(index: FactIndex) -> list[QFact]:
    """The 1-minute load as a percentage of the CPU threads, so "low load" means the same on 4 and 64 cores."""
    threads = next((f.value for f in index.qfacts if f.attr in ("cpu_threads", "cpu_cores") and f.value), None)
    load = next((f for f in index.qfacts if f.attr == "load.1m"), None)
    if not threads or load is None:
        return []
    return [QFact("percent", 100 * load.value / threads, "load per thread", load.words, load.eid)]


def check_qualitative(reading: Reading, index: FactIndex) -> list[Verdict]:
    if any(v.kind in ("percent", "bytes", "rate") for v in reading.values):
        return []
    low = reading.low
    for table, high in ((_HIGH, True), (_LOW, False)):
        for pattern, yes, no in table:
            if not re.search(pattern, low):
                continue
            facts = _facts(reading, index)
            if not facts:
                return []
            hits, unclear = [], False
            for fact in facts:
                value = fact.value
                if high:
                    holds = True if value >= yes else False if value < no else None
                else:
                    holds = True if value <= yes else False if value > no else None
                if holds is None:
                    unclear = True   # in between: it may be the one meant, so the others cannot refute
                    continue
                if reading.negated:
                    holds = not holds
                who = f"{fact.entity.name} " if fact.entity is not None else ""
                hits.append(Hit(holds, fact.eid, None, f"{who}{fact.attr}={value:.1f}%"))
            if not hits:
                return []
            if any(h.ok for h in hits):   # "the disks are busy": one busy disk is enough
                return [decide(index, [h for h in hits if h.ok])]
            if unclear:
                return [unknown("the evidence is in between for what the claim may mean", *(h.eid for h in hits))]
            return [decide(index, hits)]
    return []
