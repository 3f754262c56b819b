"""A weekday said as the time of one event: "You last booted on Saturday afternoon", "nginx was upgraded on
Tuesday", "it has been up since Monday".

The event is found the way a date or clock time finds it (times._candidates: the boot, a named package's
change, a named service's start). The weekday is read on the machine's own clock (the offset the record
carries, or that of the bundle's `now` for a record stamped in UTC). A weekday that is not the event's
contradicts it, but only when the clause names its thing firmly and that thing has a single timestamp of that
kind; the same weekday verifies only within the last week (an older event on that weekday may not be the one
meant: this matcher then says nothing).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.event_times import PARTS_OF_DAY, on_machine_clock
from reos_desktop.certainty.reading import Reading

_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
# a weekday that times the clause: after a preposition or at its start, never "Saturdays" or "every Monday"
_DAY_RE = re.compile(r"(?:^|\b(?:on|since|last|this\s+past|from)\s+(?:a\s+)?|\(\s*a\s+)(" + "|".join(_DAYS) +
                     r")(?!s\b|'s\b)\b")   # "booted on a Sunday" too
_PART_RE = re.compile(r"\s+(morning|afternoon|evening)\b")   # "Sunday night" may be past midnight
_NOT_ONE_DAY_RE = re.compile(r"\b(?:every|each|weekly|next|until|till|by|before|after)\s+(?:" + "|".join(_DAYS) + r")\b")


def check_weekdays(reading: Reading, index: FactIndex) -> list[Verdict]:
    dated = _weekday_of_date(reading, index)
    if dated is not None:
        return [dated]
    m = _DAY_RE.search(reading.low)
    if m is None or _NOT_ONE_DAY_RE.search(reading.low) or index.now is None or \
            m.group(1) not in reading.unit.text.lower():
        return []   # a weekday the claim only inherits from the clause before times that clause's thing
    dates = [v for v in reading.values if v.kind in ("date", "datetime")]
    if dates:
        # "Saturday, October 4": the date is judged, and the weekday goes with it, if the calendar agrees
        return _weekday_beside_date(reading, m, dates)
    from reos_desktop.certainty.matchers.times import _candidates

    cands, firm = _candidates(reading, index)
    if not cands:
        return []
    said = _DAYS.index(m.group(1))
    # the weekday on the machine's own clock: an install stamped 17:06 UTC on a Thursday is Friday in Auckland
    day = {id(f): on_machine_clock(f.when, index.now).weekday() for f in cands}
    detail = [f"{f.attr} at {f.when.isoformat()} ({_DAYS[day[id(f)]].title()} on the machine's clock)" for f in cands]
    same = [f for f in cands if day[id(f)] == said]
    part = _PART_RE.match(reading.low[m.end():])
    if same and part:   # "on Wednesday morning": the hour on the machine's clock must fall in that part of the day
        sure, maybe = PARTS_OF_DAY[part.group(1)]
        hour = {id(f): on_machine_clock(f.when, index.now).hour for f in same}
        detail = [d + f" at {hour[id(f)]:02d}h" if f in same else d for f, d in zip(cands, detail)]
        if all(not maybe[0] <= hour[id(f)] < maybe[1] for f in same):
            if firm and {f.attr for f in same} != {"event"} and len(same) == len(cands):
                return [decide(index, [Hit(False, f.eid, None, d) for f, d in zip(cands, detail)])]
            return [unknown(f"{m.group(1).title()} {part.group(1)} is not when {detail[0]}", *(f.eid for f in cands))]
        same = [f for f in same if sure[0] <= hour[id(f)] < sure[1]]
        if not same:
            return []
    if same:
        recent = [f for f, d in zip(cands, detail) if f in same and 0 <= (index.now - f.when).total_seconds() < 7 * 86400]
        if recent:
            return [decide(index, [Hit(True, f.eid, None, detail[cands.index(f)]) for f in recent])]
        return []   # the weekday of an event over a week ago: the date said with it (if any) decides
    kinds = {f.attr for f in cands}
    if firm and kinds != {"event"} and len({day[id(f)] for f in cands}) == 1:
        # the thing's own times (one, or several on one day: a transaction's upgrades) fall on another day
        return [decide(index, [Hit(False, f.eid, None, d) for f, d in zip(cands, detail)])]
    return [unknown(f"{m.group(1).title()} is not the weekday of {detail[0]}", *(f.eid for f in cands))]


def _weekday_beside_date(reading: Reading, m: re.Match, dates) -> list[Verdict]:
    """"on Jan 27 (a Monday)" when Jan 27 is a Tuesday: the weekday said beside a date is the calendar's."""
    from datetime import date

    nearest = min(dates, key=lambda v: min(abs(v.start - m.end(1)), abs(m.start(1) - v.end)))
    day = nearest.value if nearest.kind == "date" else None
    if nearest.kind == "datetime":
        try:
            day = date.fromisoformat(str(nearest.value[0]))
        except ValueError:
            day = None
    if not isinstance(day, date) or _DAYS[day.weekday()] == m.group(1):
        return []
    return [Verdict("contradicted", (), f"{day.isoformat()} was a {_DAYS[day.weekday()].title()}",
                    at=(m.start(1), m.end(1)))]


# "..., which was a Wednesday", "(a Tuesday)": the weekday of the date the clause before states
_WHICH_DAY_RE = re.compile(r"^\W*(?:which|that|it)\s+(?:was|is|'s|fell\s+on)\s+a\s+(" + "|".join(_DAYS) + r")\b|"
                           r"^\W*\(?\s*a\s+(" + "|".join(_DAYS) + r")\s*\)?\W*$")
_ORDINAL_DAY_RE = re.compile(r"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b")


def _weekday_of_date(reading: Reading, index: FactIndex) -> Verdict | None:
    """"The last run was on the 10th, which was a Wednesday": the calendar's answer, read on the date said."""
    m = _WHICH_DAY_RE.match(reading.low)
    if m is None or index.now is None:
        return None
    from datetime import date

    from reos_desktop.certainty.values import parse_values

    prev = reading.unit.prev or ""
    dates = [v.value for v in parse_values(prev, index.now) if v.kind == "date"]
    if not dates:
        day = _ORDINAL_DAY_RE.findall(prev.lower())
        if len(day) != 1 or not 1 <= int(day[0]) <= 31:
            return None
        now = index.now.date()
        month_back = (now.year, now.month) if int(day[0]) <= now.day else \
            ((now.year - 1, 12) if now.month == 1 else (now.year, now.month - 1))
        try:
            dates = [date(month_back[0], month_back[1], int(day[0]))]
        except ValueError:
            return None
    if len(set(dates)) != 1:
        return None
    said = _DAYS.index(m.group(1) or m.group(2))
    actual = dates[0].weekday()
    return Verdict("verified" if actual == said else "contradicted", (),
                   f"{dates[0].isoformat()} was a {_DAYS[actual].title()}")

