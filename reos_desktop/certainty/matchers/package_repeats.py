"""How often one named package was changed: "PostgreSQL was upgraded twice this month", "nginx got updated
three times in the last 30 days", "Firefox has been upgraded once this week".

The count is of occasions, not of history lines: one upgrade run changes a package and its siblings
(postgresql16, postgresql16-libs, postgresql16-server) within seconds, and that is one time it was upgraded.
The packages meant are those whose name starts with the word the clause names as its subject; a subject the
history has no package for is left to other matchers. The count is contradicted only when the clause names a
time (a day, a weekday, "this week", "this month", "the last N days"), the package history is complete and
reaches back over all of it, and the occasions that surely and possibly fall in it both disagree; with no
time of its own the count may be over the package's whole life and stays unsupported.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.evidence.canonical import parse_time

_VERBS = {"upgraded": {"upgrade"}, "updated": {"upgrade"}, "downgraded": {"downgrade"}, "installed": {"install"},
          "reinstalled": {"reinstall"}, "removed": {"remove", "purge"}, "uninstalled": {"remove", "purge"}}
_KNOWN = {"upgrade", "downgrade", "install", "reinstall", "remove", "purge"}
_TIMES = {"once": 1, "twice": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_REPEAT_RE = re.compile(
    r"(?:^|[\s(*`])`?([a-z][\w.+-]*)`?\s+(?:was|were|has\s+been|have\s+been|got|had\s+been)\s+(?:only\s+|just\s+)?("
    + "|".join(_VERBS) + r")\s+(?:only\s+|just\s+|exactly\s+)?(once|twice|(?:\d+|two|three|four|five|six)\s+times)\b")
_THIS_MONTH_RE = re.compile(r"\bthis\s+month\b")
_SAME_RUN_S = 600.0   # changes of one package family within ten minutes are one run of the package manager


def check_package_repeats(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _REPEAT_RE.search(reading.low)
    lists = index.listings.get("package_events", [])
    if m is None or not lists:
        return []
    stem, verb, said = m.group(1).strip(".-"), m.group(2), m.group(3)
    claimed = _TIMES.get(said.split()[0]) if not said.split()[0].isdigit() else int(said.split()[0])
    if claimed is None or len(stem) < 3:
        return []
    events = [ev for lst in lists for ev in lst.members if str(ev.get("package") or "").lower().startswith(stem)]
    if not events:
        return []   # not a package the history knows by that name: another matcher's claim
    reading.counted = True
    for v in reading.values:   # the count word is this matcher's: never read again as a count of members
        if m.start(3) <= v.start < m.end(3):
            reading.take(v)
    wanted = _VERBS[verb]
    now = index.now
    tz = now.tzinfo if now is not None and now.tzinfo else timezone.utc
    placers, vague = _placers(reading, now, tz)
    from reos_desktop.certainty.matchers.event_counts import _before_window

    eids = [lst.eid for lst in lists]
    complete = all(lst.complete and not _before_window(placers, now, lst.scope.get("since_days")) for lst in lists)
    sure, possible = [], []
    for ev in events:
        action = str(ev.get("action") or "").lower()
        if action not in wanted and action in _KNOWN:
            continue
        when = parse_time(ev.get("time")) if isinstance(ev.get("time"), str) else None
        if when is None:
            possible.append(None)
            continue
        results = [test(when.astimezone(tz)) for test in placers]
        if not any(wrong for _, wrong in results):
            possible.append(when)
            if action in wanted and all(ok for ok, _ in results):
                sure.append(when)
    n_sure, n_possible = _runs(sure), _runs(possible)
    detail = f"{n_sure} {verb} run(s) of {stem}* in that time in the package history"
    if n_possible != n_sure:
        detail += f" ({n_possible} possibly)"
    if not placers or vague:
        if claimed == n_sure == n_possible and placers:
            return [decide(index, [Hit(True, e, None, detail) for e in eids])]
        return [unknown(f"{said}: {detail}, but the clause names no time the history covers", *eids)]
    if claimed == n_sure == n_possible:
        return [decide(index, [Hit(True, e, None, detail) for e in eids])]
    if complete and (claimed > n_possible or claimed < n_sure):
        return [decide(index, [Hit(False, e, None, detail) for e in eids])]
    return [unknown(f"{said}: {detail}", *eids)]


def _runs(times: list[datetime | None]) -> int:
    """Occasions: events without a time each count apart; timed ones within _SAME_RUN_S of the last are one."""
    timed = sorted(t for t in times if t is not None)
    runs = sum(1 for t in times if t is None)
    last = None
    for t in timed:
        if last is None or (t - last).total_seconds() > _SAME_RUN_S:
            runs += 1
        last = t
    return runs


def _placers(reading: Reading, now: datetime | None, tz):
    """The time tests of the package-event counts, plus "this month" (the calendar month on the machine's clock,
    which those leave vague)."""
    from reos_desktop.certainty.matchers.event_counts import _VAGUE_RE, _time_tests

    tests, _ = _time_tests(reading, now, tz)
    rest = _THIS_MONTH_RE.sub(" ", reading.low)
    vague = bool(_VAGUE_RE.search(rest))
    if now is not None and _THIS_MONTH_RE.search(reading.low):
        start = now.astimezone(tz).replace(day=1, hour=0, minute=0, second=0, microsecond=0)
        tests.append(lambda when, s=start: (when >= s, when < s))
    return tests, vague
