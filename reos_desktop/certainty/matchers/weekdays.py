"""A weekday said as the time of one event: "You last booted on Saturday afternoon", "nginx was upgraded on
Tuesday", "it has been up since Monday".

The event is found the way a date or clock time finds it (times._candidates: the boot, a named package's
change, a named service's start). The weekday is read on the machine's own clock (the offset the record
carries). A weekday that is not the event's contradicts it, but only when the clause names its thing firmly
and that thing has a single timestamp of that kind; the same weekday verifies only within the last week (an
older event on that weekday may not be the one meant: this matcher then says nothing).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
# a weekday that times the clause: after a preposition or at its start, never "Saturdays" or "every Monday"
_DAY_RE = re.compile(r"(?:^|\b(?:on|since|last|this\s+past|from)\s+)(" + "|".join(_DAYS) + r")(?!s\b|'s\b)\b")
_NOT_ONE_DAY_RE = re.compile(r"\b(?:every|each|weekly|next|until|till|by|before|after)\s+(?:" + "|".join(_DAYS) + r")\b")


def check_weekdays(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _DAY_RE.search(reading.low)
    if m is None or _NOT_ONE_DAY_RE.search(reading.low) or index.now is None or \
            m.group(1) not in reading.unit.text.lower():
        return []   # a weekday the claim only inherits from the clause before times that clause's thing
    if any(v.kind in ("date", "datetime") for v in reading.values):
        return []   # "Saturday, October 4": the date is judged, and the weekday goes with it
    from reos_desktop.certainty.matchers.times import _candidates

    cands, firm = _candidates(reading, index)
    if not cands:
        return []
    said = _DAYS.index(m.group(1))
    detail = [f"{f.attr} at {f.when.isoformat()} ({_DAYS[f.when.weekday()].title()})" for f in cands]
    same = [f for f in cands if f.when.weekday() == said]
    if same:
        recent = [f for f, d in zip(cands, detail) if f in same and 0 <= (index.now - f.when).total_seconds() < 7 * 86400]
        if recent:
            return [decide(index, [Hit(True, f.eid, None, detail[cands.index(f)]) for f in recent])]
        return []   # the weekday of an event over a week ago: the date said with it (if any) decides
    kinds = {f.attr for f in cands}
    if firm and len(cands) == 1 and kinds != {"event"}:
        return [decide(index, [Hit(False, cands[0].eid, None, detail[0])])]
    return [unknown(f"{m.group(1).title()} is not the weekday of {detail[0]}", *(f.eid for f in cands))]
