"""Values said of an earlier time: "About 25 minutes ago there was ~21 GiB available", "an hour ago swap was at
40%". An older reading is the past, not stale evidence about now: the reading collected about that long before
`now` decides the value, and its collection time the "N ago". Only verifies; anything else is left to the other
matchers (a reading of now never contradicts a value said of then: numbers.py).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers.number_context import said_of_the_past
from reos_desktop.certainty.matchers.quantity_qualifier import qualifier_of
from reos_desktop.certainty.matchers.quantity_show import age_of, show
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value


_AGO_RE = re.compile(r"\b(half\s+an|\d+(?:\.\d+)?|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty)\s+(?:or\s+so\s+)?"
                     r"(seconds?|minutes?|mins?|hours?|hrs?)\s+ago\b", re.I)
_WORD_N = {"half an": 0.5, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifteen": 15,
           "twenty": 20, "thirty": 30}


def past_reading(reading: Reading, index: FactIndex, value: Value, dim: str, facts: list) -> Verdict | None:
    """"About 25 minutes ago there was ~21 GiB available": the reading collected about then says it (an older
    reading is the past, not stale evidence about now). Only verifies; a disagreeing old reading leaves the
    claim to the other rules."""
    from reos_desktop.certainty.matchers.tolerance import compare

    m = _AGO_RE.search(reading.text)
    if m is None or index.now is None or not said_of_the_past(reading, value):
        return None
    n = float(m.group(1)) if m.group(1)[0].isdigit() else _WORD_N[re.sub(r"\s+", " ", m.group(1).lower())]
    unit = m.group(2).lower()
    secs = n * (1 if unit.startswith("s") else 60 if unit.startswith("m") else 3600)
    for fact in facts:
        item = index.items.get(fact.eid)
        when = getattr(item, "collected_at", None)
        if when is None:
            continue
        age = (index.now - when).total_seconds()
        if abs(age - secs) <= max(0.3 * secs, 120) and compare(value, fact.value, dim)[0]:
            return Verdict("verified", (fact.eid,), f"{item.label()}: {fact.attr}={show(fact.value, dim)} "
                                                    f"(read {round(age / 60)} min before now)")
    return None


_DIMS = {"bytes": "bytes", "percent": "percent", "rate": "rate"}


def check_past_readings(reading: Reading, index: FactIndex) -> list[Verdict]:
    """A clause timed "N ago" whose every measured value the reading of that time holds: verified, the time too."""
    from reos_desktop.certainty.matchers.numbers import _candidates   # numbers.py imports this module

    agos = [v for v in reading.values if v.kind == "ago" and reading.value_free(v)]
    measured = [v for v in reading.values if v.kind in _DIMS and reading.value_free(v)]
    if len(agos) != 1 or not measured or not any(i.collected_at for i in index.items.values()):
        return []
    out = []
    for value in measured:
        dim = _DIMS[value.kind]
        cands, _ = _candidates(reading, index, dim)
        qual = qualifier_of(reading, value)
        cands = [f for f in cands if qual is None or f.qual == qual]
        verdict = past_reading(reading, index, value, dim, cands)
        if verdict is None:
            return []
        out.append(verdict)
    for value in measured + agos:
        reading.take(value)
    return out


# a heading, lead-in or clause that sets what follows before now: "## Earlier reading", "at the earlier check"
_EARLIER_RE = re.compile(r"\b(?:earlier|previous|prior|older|first)\s+(?:\w+\s+)?(?:reading|check|sample|snapshot|"
                         r"listing|read|look|run)\b|^\W*(?:earlier|before|then|previously)\b|\bearlier\s+(?:this|today|"
                         r"tonight|on)\b|\bat\s+the\s+earlier\b", re.I)


def earlier_reading(reading: Reading, index: FactIndex, value: Value, dim: str, chosen: list, cands: list) -> Verdict | None:
    """"## Earlier reading / - Available: 13.5 GiB": a value the answer sets at an earlier reading, which an older
    item of the same measure holds. Fresh evidence of now does not contradict it; it rests on the old item alone,
    so it is stale."""
    from reos_desktop.certainty.matchers.tolerance import compare

    if not (_EARLIER_RE.search(reading.text) or _EARLIER_RE.search(reading.unit.context or "")):
        return None
    attrs = {f.attr for f in chosen}
    old = [f for f in cands if f.attr in attrs and index.is_stale(f.eid, f.field) and
           compare(value, f.value, dim, age_of(index, f.eid))[0]]
    if not old:
        return None
    item = index.items.get(old[0].eid)
    return Verdict("verified", (old[0].eid,), f"{item.label() if item else old[0].eid}: {old[0].attr}="
                                              f"{show(old[0].value, dim)} (an earlier reading)", True)
