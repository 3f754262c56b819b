"""A time said on one clock and then again on the other: "at 13:05 UTC, which is 08:05 local time", "It failed at
05:49 UTC (09:49 your time)", "completed at 11:41:49 (that's 17:11 UTC)".

The second time restates the first: it is right when it is that moment on its clock (the machine's is the offset
of the bundle's `now`), and wrong otherwise, whatever the first one was. The record it is checked with is the
one stamped at the first time; without such a record the restatement is left to the other readings.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_UTC_RE = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\s*(?:UTC|GMT|Z)\b", re.I)
# nothing but a link between the two times: "which is", "that's", "i.e.", a parenthesis or a dash
_LINK_RE = re.compile(r"^\W*(?:(?:which|that)\s+(?:is|was|would\s+be|makes\s+it)|that's|i\.?e\.?|or|so)?\W*$", re.I)


def restated_local(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    now = index.now
    if value.kind == "time" and value.value[3] in ("UTC", "utc", "Z", "GMT") and now is not None and \
            now.tzinfo is not None:
        return _restated_utc(reading, index, value, now)
    if value.kind != "time" or value.value[3] != "local" or now is None or now.tzinfo is None:
        return None
    before = reading.text[:value.start]
    said = list(_UTC_RE.finditer(before))
    if said:
        if not _LINK_RE.match(before[said[-1].end():]):
            return None
        utc = said[-1]
    else:
        if not _LINK_RE.match(before):
            return None
        earlier = list(_UTC_RE.finditer(f"{reading.unit.context} {reading.unit.prev}"))
        if not earlier:
            return None
        utc = earlier[-1]
    hour, minute = int(utc.group(1)), int(utc.group(2))
    records = [f for f in index.tfacts if f.when is not None and
               (f.when.astimezone(timezone.utc).hour, f.when.astimezone(timezone.utc).minute) == (hour, minute)]
    if not records:
        return None
    moment = datetime.combine(now.astimezone(timezone.utc).date(), datetime.min.time(), timezone.utc) + \
        timedelta(hours=hour, minutes=minute)
    local = moment.astimezone(now.tzinfo)
    stated = value.value[0] * 60 + value.value[1]
    gap = abs((local.hour * 60 + local.minute - stated + 720) % 1440 - 720)
    reading.take(value)
    detail = f"{utc.group(0).strip()} is {local:%H:%M} on the machine's clock (UTC{local:%z})"
    return decide(index, [Hit(gap <= 1, records[0].eid, None, detail)])


# a bare clock time right before the UTC one: "11:41:49 (that's 17:11 UTC)"
_BARE_RE = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?!\s*(?:UTC|GMT|Z)\b)(?![\d:])", re.I)


def _restated_utc(reading: Reading, index: FactIndex, value: Value, now: datetime) -> Verdict | None:
    before = reading.text[:value.start]
    said = list(_BARE_RE.finditer(before))
    if said and _LINK_RE.match(before[said[-1].end():]):
        local = said[-1]
    elif not said and _LINK_RE.match(before) and (earlier := list(_BARE_RE.finditer(reading.unit.prev))):
        local = earlier[-1]   # "At 08:51:09 the IO thread ... — i.e. 08:51 UTC": the clause before timed it
    else:
        return None
    if now.utcoffset() == timedelta(0):
        return None
    hour, minute = int(local.group(1)), int(local.group(2))
    records = [f for f in index.tfacts if f.when is not None and
               (f.when.astimezone(now.tzinfo).hour, f.when.astimezone(now.tzinfo).minute) == (hour, minute)]
    if not records:
        return None
    moment = datetime.combine(now.date(), datetime.min.time(), now.tzinfo) + timedelta(hours=hour, minutes=minute)
    utc = moment.astimezone(timezone.utc)
    stated = value.value[0] * 60 + value.value[1]
    gap = abs((utc.hour * 60 + utc.minute - stated + 720) % 1440 - 720)
    reading.take(value)
    detail = f"{local.group(0)} on the machine's clock (UTC{moment:%z}) is {utc:%H:%M} UTC"
    verdict = decide(index, [Hit(gap <= 1, records[0].eid, None, detail)])
    return replace(verdict, at=(value.start, value.end)) if verdict is not None else None
